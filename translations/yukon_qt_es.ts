<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Todas las cartas van a sus bases.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Algo salió mal. Tu partida se guardó.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Algo salió mal y no se pudo guardar tu partida.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Algo salió mal. Tu partida se guardó. Los detalles están en {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Algo salió mal y no se pudo guardar tu partida. Los detalles están en {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Algo salió mal. Los detalles están en {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Celosía azul</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Roseta roja</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Ondas verdes</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Estrella de medianoche</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Reverso propio de la baraja</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Letra grande</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Reparto del %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Nivel: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>calculando el nivel</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>nivel sin clasificar</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>regla %1, %2, partida %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Se puede ganar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Ya no se puede ganar</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Si las cartas de la mesa aún pueden llegar todas a las bases, según el solucionador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Lo difícil que es este reparto, medido por la frecuencia con que lo gana un jugador de estrategia simple; todo reparto con nivel tiene solución comprobada</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Copiar el código de partida para volver a jugar o compartir este reparto</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>No se pudo guardar tu partida en {path}: {reason}. Puedes seguir jugando; la partida se volverá a guardar en cuanto el disco lo permita.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Esta partida ya no se puede ganar.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>No queda ningún movimiento útil.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>No se encontró a tiempo una secuencia ganadora: el movimiento enmarcado es solo el más prometedor.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>La búsqueda continúa y un aviso dirá lo que encuentre.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Se encontró una secuencia ganadora: el movimiento enmarcado es el siguiente que hay que hacer.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Por nivel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1 — jugadas: %2, ganadas: %3, porcentaje de victorias: %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Partidas no ganadas: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Se podían ganar: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>No se podían ganar: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>El solucionador no pudo determinarlo: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Aún sin comprobar: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>La baraja {name} ya no está instalada, así que las cartas se muestran con la baraja {default}. Puedes elegir otra baraja en Preferencias.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>La baraja {name} no se puede dibujar (su archivo está dañado o es de un tipo que este juego no sabe leer), así que las cartas se muestran con la baraja {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>M&amp;esa:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Vista previa de las cartas y la mesa elegidas</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Partida &gt; ¿Dónde me equivoqué? encuentra el movimiento que hizo perder la partida.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>su base</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>¿Dónde me equivoqué?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Buscando el movimiento que hizo perder la partida…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Buscando el movimiento que hizo perder la partida…
Posiciones examinadas: %1 de %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Volver a ese punto</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>La partida se perdió hace %n movimiento, cuando %1 pasó de %2 a %3.</numerusform>
            <numerusform>La partida se perdió hace %n movimientos, cuando %1 pasó de %2 a %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Esta partida aún se puede ganar: ningún movimiento la ha echado a perder.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Este reparto no se podía ganar desde el principio: ningún movimiento lo echó a perder.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>El movimiento que hizo perder esta partida queda más allá de los 100 movimientos que se pueden deshacer.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Solo es seguro que la partida aún se podía ganar hace %n movimiento.</numerusform>
            <numerusform>Solo es seguro que la partida aún se podía ganar hace %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Es seguro que la partida ya está perdida.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Es seguro que la partida ya estaba perdida hace %n movimiento.</numerusform>
            <numerusform>Es seguro que la partida ya estaba perdida hace %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>No pudo demostrar que ninguna posición tuviera solución ni que estuviera perdida.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>El solucionador se quedó sin tiempo en algunas posiciones.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Empezar una partida nueva (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Reparto del día</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Jugar el reparto de hoy, el mismo para todos los jugadores y con solución comprobada</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Re&amp;iniciar este reparto</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Llevar todas las cartas a las bases</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Sugerir un buen movimiento (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>¿Dónde me &amp;equivoqué?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Encontrar el movimiento que hizo perder esta partida (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Acerca de Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Ya todas las cartas pueden ir a las bases: Partida &gt; Llevar todas las cartas a las bases.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Esta partida ya no se puede ganar.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Reiniciar este reparto</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>¿Empezar este reparto otra vez desde el principio?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Se perderán los movimientos hechos hasta ahora y esta partida contará como abandonada en las estadísticas.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lee la &lt;a href=&quot;%1&quot;&gt;licencia&lt;/a&gt; y los &lt;a href=&quot;%2&quot;&gt;avisos del software de terceros&lt;/a&gt; que incluye.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lee la licencia en &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Acerca de Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, el solitario en el que puedes mover cualquier carta boca arriba con todo lo que tiene encima.&lt;/p&gt;&lt;p&gt;Software libre bajo la GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (regla {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} o {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Esta partida ya está ganada. Empieza una partida nueva para volver a jugar.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Esa carta ya no está ahí.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Una carta boca abajo no se puede mover. Se pone boca arriba cuando pasa a ser la última carta de su columna.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>La carta ya está ahí.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Con la regla Clásica, una carta va sobre una carta del color contrario.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Una carta va sobre otra de valor inmediatamente superior, como un 7 sobre un 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>En las columnas no se puede poner nada sobre un as. Un as solo va a su base.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>En una columna vacía solo puede ir un rey, suelto o con las cartas que tiene encima.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Como máximo se pueden mover {count} cartas a la vez.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Solo la última carta de una columna puede ir a una base.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Una base admite la siguiente carta de su palo: primero el as, luego el 2, el 3 y así hasta el rey.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Solo se puede retirar la carta superior de una base.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Una carta retirada de una base vuelve a una columna, no a otra base.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>No hay ningún movimiento que deshacer.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>No hay ningún movimiento que rehacer.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Ahora ninguna columna admite esta carta.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ese movimiento no está permitido.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Escribe un código de partida, como {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Un código de partida tiene tres partes unidas por guiones, como {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Un código de partida empieza por {prefix}, no por “{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Un código de partida empieza por {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>La parte central debe ser {rules}, no “{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>La parte central debe ser {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>La última parte debe tener {needed} letras, no {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>La última parte debe tener {needed} letras.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>La última parte solo puede contener letras de la A a la Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Esto no es un código de partida. Un código de partida tiene este aspecto: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Un reparto al azar</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Un reparto con nivel tiene solución comprobada; el nivel indica con qué frecuencia lo gana un jugador de estrategia simple.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Solo repartos que se pueden &amp;ganar</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>El solucionador prueba repartos al azar hasta demostrar que uno se puede ganar.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>El reparto con este código de &amp;partida:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Borrar el código</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Las mismas cartas desde el principio, con la regla elegida arriba.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>El reparto del &amp;día</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>El reparto de hoy con la regla Clásica, el mismo para todos los jugadores y con solución comprobada.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>El reparto de hoy con la regla Clásica, el mismo para todos los jugadores y con solución comprobada. Nivel: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Reparto con código {code}, regla {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>&amp;Repetir el reparto actual (código {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Doble clic</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Dos clics rápidos sobre una carta boca arriba la mueven, con las cartas que tiene encima, al mejor sitio de las columnas.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Colocación &amp;automática</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Cuando sueltas una carta, el juego elige su columna.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>Ay&amp;uda de colocación</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Mientras arrastras una carta, se resaltan los sitios a los que puede ir.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Reglas i&amp;nteractivas</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Cuando se rechaza un movimiento, un breve aviso indica qué regla lo impidió.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>&amp;Mostrar si el reparto aún se puede ganar</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>La barra de juego indica si las cartas aún pueden llegar todas a las bases.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de cuatro co&amp;lores</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Picas negras, corazones rojos, diamantes azules y tréboles verdes, para que cada palo se distinga.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Mover cartas</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>El idioma del juego; cambia al instante.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Cerrar sin guardar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la ubicación del en&amp;lace</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>A</source>
        <comment>the rank Ace, as printed in a card&apos;s corner</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the rank Jack, as printed in a card&apos;s corner</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the rank Queen, as printed in a card&apos;s corner</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>RecentGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>¿Se podía ganar?</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Haz doble clic para volver a jugar este reparto</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Desde el principio: %1. Desde donde la dejaste: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Termina una partida y tus resultados aparecerán aquí.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>La última partida (ganadas: %1); porcentaje de victorias en las últimas 10 partidas: %2</numerusform>
            <numerusform>Las últimas %n partidas (ganadas: %1); porcentaje de victorias en las últimas 10 partidas: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Gráfico de tus partidas recientes</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Partida %1: %2, %3 (puntos: %4)
Porcentaje de victorias en las últimas 10 partidas: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Puntos (ganadas)</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Puntos (no ganadas)</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Porcentaje de victorias (última partida)</numerusform>
            <numerusform>Porcentaje de victorias (últimas %n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>C&amp;lásica</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Una carta va sobre una carta del color contrario y de valor inmediatamente superior.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Flexible</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Flexible</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>El color no importa: una carta va sobre cualquier carta de valor inmediatamente superior.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Reglas del Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>No se encontró la página de reglas. Vuelve a instalar el juego.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Tu partida guardada {path} no se puede leer (comprueba sus permisos), así que se empezó una partida nueva. El archivo se dejó como estaba y esta partida no se guardará encima de él.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Tu partida guardada {path} la escribió una versión más reciente de Yukon Solitaire, así que se empezó una partida nueva. El archivo se dejó como estaba y esta partida no se guardará encima de él.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Tu partida guardada no se pudo restaurar, así que se empezó una partida nueva. El archivo {path} no se pudo apartar.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Tu partida guardada estaba dañada, así que se empezó una partida nueva. El archivo dañado se movió a {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Parte de tu partida guardada estaba dañada: la partida sigue donde la dejaste, pero se perdieron algunos de los movimientos para deshacer o rehacer.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Se guardó una copia del archivo dañado como {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Tu archivo de configuración {path} lo escribió una versión más reciente de Yukon Solitaire. Se usa la configuración que esta versión conoce; el archivo se dejó como estaba y los cambios que hagas ahora no se guardarán.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Tu archivo de configuración {path} no se puede leer (comprueba sus permisos), así que se usa la configuración predeterminada. El archivo se dejó como estaba y los cambios que hagas ahora no se guardarán.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Tu archivo de configuración no se pudo leer, así que se usa la configuración predeterminada. El archivo {path} no se pudo apartar.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Tu archivo de configuración estaba dañado, así que se usa la configuración predeterminada. El archivo dañado se movió a {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>No se pudo guardar tu configuración en {path}: {reason}. Se aplicará hasta que cierres el juego.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Columna %1, vacía</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Columna %1, %n carta, %2 boca abajo</numerusform>
            <numerusform>Columna %1, %n cartas, %2 boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Columna %1, %n carta</numerusform>
            <numerusform>Columna %1, %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Base de picas, vacía</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Base de corazones, vacía</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Base de diamantes, vacía</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Base de tréboles, vacía</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Base de picas, hasta %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Base de corazones, hasta %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Base de diamantes, hasta %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Base de tréboles, hasta %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta boca abajo</numerusform>
            <numerusform>%n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Columna %1 desde el fondo: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>Puntuación %1, tiempo %2, %n movimiento, partida %3</numerusform>
            <numerusform>Puntuación %1, tiempo %2, %n movimientos, partida %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 a su base</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 y %n carta más a la columna vacía %2</numerusform>
            <numerusform>%1 y %n cartas más a la columna vacía %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 a la columna vacía %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 y %n carta más sobre %2</numerusform>
            <numerusform>%1 y %n cartas más sobre %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 sobre %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; se descubre %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; puntuación %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>En la mano: %1 y %n carta más</numerusform>
            <numerusform>En la mano: %1 y %n cartas más</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>En la mano: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Movimiento deshecho</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>¡Has ganado! Puntuación %1, tiempo %2, %n movimiento</numerusform>
            <numerusform>¡Has ganado! Puntuación %1, tiempo %2, %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nueva partida %1, regla %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Levantar</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Dejar aquí</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Enviar a su base</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Buscar un sitio</translation>
    </message>
</context>
<context>
    <name>StartQuestions</name>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Your game is already open in another Yukon Solitaire window.</source>
        <translation>Tu partida ya está abierta en otra ventana de Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Puedes abrir aquí una partida aparte. Se guarda por separado y no sustituye a la partida de la otra ventana.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Abrir una partida &amp;aparte</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Tienes una partida en curso: %1, %n movimiento hecho.</numerusform>
            <numerusform>Tienes una partida en curso: %1, %n movimientos hechos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>¿Jugar %1 en su lugar? La partida en curso contará como abandonada en las estadísticas.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Jugar %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Seguir con mi partida</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Ya hay demasiadas ventanas de Yukon Solitaire abiertas. Cierra primero una de ellas.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>¡Tu primera victoria!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>¡Nuevo mejor tiempo!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>¡Menos movimientos que nunca!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>¡Nueva mejor puntuación!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Racha de victorias: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>No se pudo leer el archivo de estadísticas “%1”. Se guardó como “%2” y se empezaron unas estadísticas nuevas.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>El archivo de estadísticas “%1” había perdido su lista de partidas. Se guardó una copia del archivo como “%2” y se empezó una lista nueva.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>No se pudo leer %n partida dañada del archivo de estadísticas “%1” y se dejó fuera. No se eliminó nada del archivo.</numerusform>
            <numerusform>No se pudieron leer %n partidas dañadas del archivo de estadísticas “%1” y se dejaron fuera. No se eliminó nada del archivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Las partidas que juegues ahora solo se conservarán hasta que salgas.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>El archivo de estadísticas “%1” lo escribió una versión más reciente de Yukon Solitaire, así que se dejó como estaba.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>No se puede leer el archivo de estadísticas “%1”: permiso denegado. Se dejó como estaba.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>No se puede abrir el archivo de estadísticas “%1”: no es un archivo normal. Se dejó como estaba.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>No se puede abrir el archivo de estadísticas “%1”: es demasiado grande para ser un archivo de estadísticas. Se dejó como estaba.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>No se puede abrir el archivo de estadísticas “%1”.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>el archivo no se puede modificar</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>otro programa lo tenía ocupado</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>no se pudo escribir el archivo</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>No se pudieron registrar las estadísticas de esta sesión (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>No se pudo escribir el archivo de estadísticas “%1” (%2). El juego continúa; puede que lo que pase a partir de ahora no quede registrado en las estadísticas.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Sin clasificar</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Ambas reglas</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Racha de victorias más larga</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoria más rápida</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Menos movimientos para ganar</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Tiempo medio por victoria</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Partidas abandonadas</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Partidas que se podían ganar</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Una partida cuenta como jugada cuando se gana o cuando se sustituye por otra tras al menos un movimiento.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Récords</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Reparto del día</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Días jugados</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Días ganados</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Racha diaria actual</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Racha diaria más larga</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Resultados recientes</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Repetir este reparto</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Volver a empezar el reparto de la partida seleccionada, con su regla</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>Re&amp;stablecer estadísticas…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>No se pudieron leer las estadísticas: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Partidas (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>¿Borrar las estadísticas de %n partida terminada, con ambas reglas?</numerusform>
            <numerusform>¿Borrar las estadísticas de todas tus %n partidas terminadas, con ambas reglas?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>¿Borrar las estadísticas de %n partida terminada con la regla %1?</numerusform>
            <numerusform>¿Borrar las estadísticas de tus %n partidas terminadas con la regla %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>La partida en curso se conserva. Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>No se pudieron restablecer las estadísticas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n partida eliminada.</numerusform>
            <numerusform>%n partidas eliminadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>No se pudo escribir el archivo “%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n partida exportada a “%1”.</numerusform>
            <numerusform>%n partidas exportadas a “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Mesa oscura</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tiempo: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Buscando un reparto que se pueda ganar…
%n reparto probado hasta ahora.</numerusform>
            <numerusform>Buscando un reparto que se pueda ganar…
%n repartos probados hasta ahora.</numerusform>
        </translation>
    </message>
</context>
</TS>
