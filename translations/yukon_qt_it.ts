<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Ogni carta va sulla sua base.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Si è verificato un problema. La partita è stata salvata.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Si è verificato un problema e non è stato possibile salvare la partita.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Si è verificato un problema. La partita è stata salvata. I dettagli sono in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Si è verificato un problema e non è stato possibile salvare la partita. I dettagli sono in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Si è verificato un problema. I dettagli sono in {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Rosone rosso</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Onde verdi</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Stella di mezzanotte</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Dorso originale del mazzo</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Caratteri grandi</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Copia codice</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Smazzata del giorno %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Livello: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>livello in valutazione</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>livello non valutato</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>regola %1, %2, partita %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Verifica in corso…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Vincibile</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Non più vincibile</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Incerto</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Ricerca in corso…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiato</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Se tutte le carte sul tavolo possono ancora raggiungere le basi, secondo il risolutore</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Quanto è difficile questa smazzata, secondo quanto spesso la vince un giocatore con una strategia semplice; ogni smazzata con un livello è dimostrata vincibile</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Copia il codice di partita, per rigiocare o condividere questa smazzata</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Non è stato possibile salvare la partita in {path}: {reason}. Puoi continuare a giocare; la partita verrà salvata di nuovo appena il disco lo consentirà.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Questa partita non si può più vincere.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Non resta nessuna mossa utile.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Non è stata trovata in tempo una soluzione: la mossa incorniciata è la più promettente.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>La ricerca continua e un avviso dirà che cosa ha trovato.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>È stata trovata una soluzione: la mossa incorniciata è la prossima da fare.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Per livello</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: giocate %2, vinte %3, percentuale di vittorie %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Partite non vinte: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Si potevano vincere: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Non si potevano vincere: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Il risolutore non ha potuto stabilirlo: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Non ancora verificate: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Il mazzo {name} non è più installato, quindi le carte vengono mostrate con il mazzo {default}. Puoi scegliere un altro mazzo nelle Preferenze.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Il mazzo {name} non può essere visualizzato (il suo file è danneggiato o di un tipo che questo gioco non sa leggere), quindi le carte vengono mostrate con il mazzo {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Mazzo:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>D&amp;orso:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Anteprima delle carte e del tavolo scelti</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Partita &gt; Dove ho sbagliato? trova la mossa che l&apos;ha fatta perdere.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>la sua base</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonna %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Dove ho sbagliato?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Ricerca della mossa che ha fatto perdere la partita…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Ricerca della mossa che ha fatto perdere la partita…
Posizioni esaminate: %1 su %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Torna a quel punto</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>La partita è stata persa una mossa fa, quando %1 ha lasciato %2 per %3.</numerusform>
            <numerusform>La partita è stata persa %n mosse fa, quando %1 ha lasciato %2 per %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Questa partita si può ancora vincere: nessuna mossa l&apos;ha ancora fatta perdere.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Questa smazzata non è mai stata vincibile: nessuna mossa l&apos;ha fatta perdere.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>La mossa che ha fatto perdere questa partita è più indietro delle 100 mosse che si possono annullare.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Di sicuro si sa solo che la partita si poteva ancora vincere una mossa fa.</numerusform>
            <numerusform>Di sicuro si sa solo che la partita si poteva ancora vincere %n mosse fa.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Di sicuro ora la partita è persa.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Di sicuro la partita era già persa una mossa fa.</numerusform>
            <numerusform>Di sicuro la partita era già persa %n mosse fa.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Non è riuscito a dimostrare, per nessuna posizione, se fosse vincibile o persa.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Il risolutore ha esaurito il tempo su alcune posizioni.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leggi la licenza su &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leggi la &lt;a href=&quot;%1&quot;&gt;licenza&lt;/a&gt; e le &lt;a href=&quot;%2&quot;&gt;note sul software di terze parti&lt;/a&gt; incluso.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Informazioni su Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, il solitario in cui puoi spostare qualsiasi carta scoperta insieme a tutto ciò che ha sopra.&lt;/p&gt;&lt;p&gt;Software libero rilasciato sotto licenza GNU GPL, versione 3 o successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Ora tutte le carte possono andare sulle basi: Partita &gt; Porta tutte le carte sulle basi.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Questa partita non si può più vincere.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Ricomincia questa smazzata</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Ricominciare questa smazzata dall&apos;inizio?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Le mosse fatte finora andranno perse e questa partita risulterà abbandonata nelle statistiche.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Smazzata del &amp;giorno</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Ricomincia questa smazzata</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Ri&amp;fai</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Porta tutte le carte sulle basi</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>D&amp;ove ho sbagliato?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Informazioni su Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Inizia una nuova partita (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Gioca la smazzata di oggi, uguale per tutti i giocatori e dimostrata vincibile</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Mostra una buona mossa da fare (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Trova la mossa che ha fatto perdere questa partita (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (regola {rule})</translation>
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
        <translation>Questa partita è vinta. Inizia una nuova partita per giocare ancora.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Quella carta non è più lì.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Una carta coperta non si può spostare. Si scopre quando diventa l&apos;ultima carta della sua colonna.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>La carta è già lì.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Con la regola Classica, una carta va su una carta di colore opposto.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Una carta va su una carta di valore immediatamente superiore, per esempio un 7 su un 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Nelle colonne non si può mettere niente su un Asso. Un Asso va solo sulla sua base.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>In una colonna vuota può andare solo un Re, da solo o con le carte che ha sopra.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Si possono spostare al massimo {count} carte alla volta.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Solo l&apos;ultima carta di una colonna può andare su una base.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Una base accetta la carta successiva del suo seme: prima l&apos;Asso, poi il 2, il 3 e così via fino al Re.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Da una base si può riprendere solo la carta in cima.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Una carta ripresa da una base torna in una colonna, non su un&apos;altra base.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Non c&apos;è nessuna mossa da annullare.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Non c&apos;è nessuna mossa da rifare.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Al momento nessuna colonna può accettare questa carta.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Scrivi un codice di partita, per esempio {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Un codice di partita ha tre parti unite da trattini, per esempio {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Un codice di partita inizia con {prefix}, non con «{found}».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Un codice di partita inizia con {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>La parte centrale deve essere {rules}, non «{found}».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>La parte centrale deve essere {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>L&apos;ultima parte deve avere {needed} lettere, non {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>L&apos;ultima parte deve avere {needed} lettere.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>L&apos;ultima parte può contenere solo le lettere dalla A alla Z, senza accenti.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Questo non è un codice di partita. Un codice di partita è fatto così: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Una smazzata a caso</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Qualsiasi</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Una smazzata con un livello è dimostrata vincibile; il livello dice quanto spesso la vince un giocatore con una strategia semplice.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Solo smazzate &amp;vincibili</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Il risolutore prova smazzate a caso finché non dimostra che una si può vincere.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>La smazzata di un codice di &amp;partita:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Codice di partita</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Cancella il codice</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Le stesse carte dall&apos;inizio, con la regola scelta sopra.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>La smazzata del &amp;giorno</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>La smazzata Classica di oggi, uguale per tutti i giocatori e dimostrata vincibile.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>La smazzata Classica di oggi, uguale per tutti i giocatori e dimostrata vincibile. Livello: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Smazzata con codice {code}, regola {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>&amp;Rigioca la smazzata in corso (codice {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>Spostamento delle carte</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aiuti</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Doppio clic</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Due clic rapidi su una carta scoperta la spostano, con le carte che ha sopra, nel posto migliore tra le colonne.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>Aiuto al &amp;posizionamento</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Mentre trascini una carta, i posti dove può andare vengono evidenziati.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Regole interattive</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Quando una mossa non è consentita, un breve avviso dice quale regola la vieta.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Posizionamento &amp;automatico</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Quando rilasci una carta, il gioco sceglie in quale colonna metterla.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Mo&amp;stra se la smazzata si può ancora vincere</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>La barra di gioco dice se tutte le carte possono ancora raggiungere le basi.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>La lingua del gioco; cambia subito.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Picche nere, cuori rossi, quadri blu e fiori verdi, così ogni seme si distingue a colpo d&apos;occhio.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Lingua del sistema</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Chiudi senza salvare</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rifai</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ripristina valori predefiniti</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ripristina</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuto</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copia il co&amp;llegamento</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
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
        <translation>Data</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Suggerimenti</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Mosse annullate</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Si poteva vincere</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Fai doppio clic per rigiocare questa smazzata</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Dall&apos;inizio: %1. Da dove l&apos;hai lasciata: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>sconosciuto</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Finisci una partita e qui compariranno i tuoi risultati.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Ultima partita, vinta: %1; percentuale di vittorie nelle ultime 10 partite: %2</numerusform>
            <numerusform>Ultime %n partite, vinte: %1; percentuale di vittorie nelle ultime 10 partite: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Grafico delle tue partite recenti</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Partita %1: %2, %3 (punteggio %4)
Percentuale di vittorie nelle ultime 10 partite: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Punteggio, partita vinta</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Punteggio, partita non vinta</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Percentuale di vittorie (ultima partita)</numerusform>
            <numerusform>Percentuale di vittorie (ultime %n partite)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numero della partita</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% vittorie</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Classica</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Una carta va su una carta di colore opposto e di valore immediatamente superiore.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Flessibile</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Flessibile</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Il colore non conta: una carta va su qualsiasi carta di valore immediatamente superiore.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Regole di Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Impossibile trovare la pagina delle regole. Reinstalla il gioco.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>La partita salvata {path} non è leggibile (controlla i suoi permessi), quindi è stata iniziata una nuova partita. Il file è stato lasciato com&apos;è e questa partita non verrà salvata al suo posto.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>La partita salvata {path} è stata scritta da una versione più recente di Yukon Solitaire, quindi è stata iniziata una nuova partita. Il file è stato lasciato com&apos;è e questa partita non verrà salvata al suo posto.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Non è stato possibile ripristinare la partita salvata, quindi è stata iniziata una nuova partita. Non è stato possibile mettere da parte il file {path}.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>La partita salvata era danneggiata, quindi è stata iniziata una nuova partita. Il file danneggiato è stato spostato in {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Una parte della partita salvata era danneggiata: la partita riprende da dove l&apos;avevi lasciata, ma alcune mosse da annullare o da rifare sono andate perse.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Una copia del file danneggiato è stata conservata come {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Il file delle impostazioni {path} è stato scritto da una versione più recente di Yukon Solitaire. Vengono usate le impostazioni che questa versione conosce; il file è stato lasciato com&apos;è e le modifiche fatte ora non verranno salvate.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Il file delle impostazioni {path} non è leggibile (controlla i suoi permessi), quindi vengono usate le impostazioni predefinite. Il file è stato lasciato com&apos;è e le modifiche fatte ora non verranno salvate.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Non è stato possibile leggere il file delle impostazioni, quindi vengono usate le impostazioni predefinite. Non è stato possibile mettere da parte il file {path}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Il file delle impostazioni era danneggiato, quindi vengono usate le impostazioni predefinite. Il file danneggiato è stato spostato in {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}: {reason}. Restano valide fino alla chiusura del gioco.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Otto</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>carta coperta</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Colonna %1, vuota</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Colonna %1, %n carta, coperte: %2</numerusform>
            <numerusform>Colonna %1, %n carte, coperte: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Colonna %1, %n carta</numerusform>
            <numerusform>Colonna %1, %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Base di picche, vuota</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Base di cuori, vuota</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Base di quadri, vuota</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Base di fiori, vuota</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Base di picche, in cima: %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Base di cuori, in cima: %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Base di quadri, in cima: %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Base di fiori, in cima: %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n carta coperta</numerusform>
            <numerusform>%n carte coperte</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Colonna %1 dal fondo: %2</translation>
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
            <numerusform>Punteggio %1, tempo %2, %n mossa, partita %3</numerusform>
            <numerusform>Punteggio %1, tempo %2, %n mosse, partita %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sulla sua base</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 e un&apos;altra carta nella colonna vuota %2</numerusform>
            <numerusform>%1 e altre %n carte nella colonna vuota %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 nella colonna vuota %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 e un&apos;altra carta su %2</numerusform>
            <numerusform>%1 e altre %n carte su %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; si scopre %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; punteggio %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>In mano: %1 e un&apos;altra carta</numerusform>
            <numerusform>In mano: %1 e altre %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>In mano: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non consentito</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Mossa annullata</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Hai vinto! Punteggio %1, tempo %2, %n mossa</numerusform>
            <numerusform>Hai vinto! Punteggio %1, tempo %2, %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nuova partita %1, regola %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Posa qui</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Manda sulla sua base</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Trova un posto</translation>
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
        <translation>La tua partita è già aperta in un&apos;altra finestra di Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Puoi aprire qui una partita separata. Viene conservata a parte e non sostituisce la partita dell&apos;altra finestra.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Apri una partita &amp;separata</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Hai una partita in corso: %1, %n mossa fatta.</numerusform>
            <numerusform>Hai una partita in corso: %1, %n mosse fatte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Giocare invece la smazzata %1? La partita in corso risulterà abbandonata nelle statistiche.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Gioca %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Continua la mia partita</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Ci sono già troppe finestre di Yukon Solitaire aperte. Chiudine prima una.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>La tua prima vittoria!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Nuovo miglior tempo!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Mai così poche mosse!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nuovo miglior punteggio!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Serie di vittorie: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Non è stato possibile leggere il file delle statistiche «%1». È stato conservato come «%2» e sono state avviate nuove statistiche.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Il file delle statistiche «%1» aveva perso l&apos;elenco delle partite. Una copia del file è stata conservata come «%2» ed è stato iniziato un nuovo elenco.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>Non è stato possibile leggere una partita danneggiata nel file delle statistiche «%1»: è stata tralasciata. Dal file non è stato eliminato nulla.</numerusform>
            <numerusform>Non è stato possibile leggere %n partite danneggiate nel file delle statistiche «%1»: sono state tralasciate. Dal file non è stato eliminato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Le partite giocate da ora in poi vengono conservate solo fino all&apos;uscita dal gioco.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Il file delle statistiche «%1» è stato scritto da una versione più recente di Yukon Solitaire, quindi è stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Impossibile leggere il file delle statistiche «%1»: permesso negato. È stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Impossibile aprire il file delle statistiche «%1»: non è un file normale. È stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Impossibile aprire il file delle statistiche «%1»: è troppo grande per essere un file delle statistiche. È stato lasciato com&apos;è.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Impossibile aprire il file delle statistiche «%1».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>il file non può essere modificato</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>un altro programma lo teneva occupato</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>non è stato possibile scrivere il file</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Non è stato possibile registrare le statistiche di questa sessione (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Non è stato possibile scrivere il file delle statistiche «%1» (%2). La partita continua, ma quello che succede da ora potrebbe mancare nelle statistiche.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abbandonata</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Non valutato</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Entrambe le regole</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Punteggio migliore</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Vittoria più rapida</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Meno mosse per vincere</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Tempo medio di una vittoria</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Partite abbandonate</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Si potevano vincere</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Partite in corso</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Una partita conta come giocata quando viene vinta, o sostituita da un&apos;altra partita dopo almeno una mossa.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Giorni giocati</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Giorni vinti</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Serie giornaliera attuale</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Serie giornaliera più lunga</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Risultati recenti</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Rigioca questa smazzata</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Ricomincia la smazzata della partita selezionata, con la sua regola</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Esporta CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Azzera statistiche…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Non è stato possibile leggere le statistiche: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Partite (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Eliminare le statistiche della tua partita terminata, con entrambe le regole?</numerusform>
            <numerusform>Eliminare le statistiche di tutte le tue %n partite terminate, con entrambe le regole?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Eliminare le statistiche della tua partita terminata con la regola %1?</numerusform>
            <numerusform>Eliminare le statistiche delle tue %n partite terminate con la regola %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Una partita in corso viene conservata. L&apos;operazione è irreversibile.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Non è stato possibile azzerare le statistiche: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n partita eliminata.</numerusform>
            <numerusform>%n partite eliminate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Esporta statistiche</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Non è stato possibile scrivere il file «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n partita esportata in «%1».</numerusform>
            <numerusform>%n partite esportate in «%1».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Panno verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Panno blu</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Tavolo scuro</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Mosse: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punteggio: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tempo: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Ricerca di una smazzata vincibile…
Finora è stata provata %n smazzata.</numerusform>
            <numerusform>Ricerca di una smazzata vincibile…
Finora sono state provate %n smazzate.</numerusform>
        </translation>
    </message>
</context>
</TS>
