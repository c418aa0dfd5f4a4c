<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Alle Karten kommen auf ihre Ablagestapel.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Etwas ist schiefgelaufen. Ihr Spiel wurde gespeichert.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Etwas ist schiefgelaufen, und Ihr Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Etwas ist schiefgelaufen. Ihr Spiel wurde gespeichert. Details stehen in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Etwas ist schiefgelaufen, und Ihr Spiel konnte nicht gespeichert werden. Details stehen in {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Etwas ist schiefgelaufen. Details stehen in {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Rote Rosette</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Grüne Wellen</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Mitternachtsstern</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Eigene Rückseite des Kartensatzes</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Großdruck</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Spiel vom %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>Schwierigkeit wird ermittelt</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>Schwierigkeit nicht eingestuft</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Regel „%1“, %2, Spiel %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Lösbar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Nicht mehr lösbar</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Ob alle Karten auf dem Tisch noch auf die Ablagestapel gelangen können, nach dem Ergebnis der Lösungssuche</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Wie schwer dieses Spiel ist, gemessen daran, wie oft ein Spieler mit einfacher Strategie es gewinnt; jedes eingestufte Spiel ist nachweislich lösbar</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Spielcode kopieren, um dieses Spiel erneut zu spielen oder weiterzugeben</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Ihr Spiel konnte nicht unter {path} gespeichert werden: {reason}. Sie können weiterspielen; das Spiel wird wieder gespeichert, sobald der Datenträger es zulässt.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dieses Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Es gibt keinen sinnvollen Zug mehr.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>In der verfügbaren Zeit wurde kein Weg zum Sieg gefunden: Der umrahmte Zug ist nur eine begründete Vermutung.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Die Suche läuft weiter; ein Hinweis meldet, was sie findet.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Ein Weg zum Sieg wurde gefunden: Der umrahmte Zug ist sein nächster Schritt.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Nach Schwierigkeit</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: %2 gespielt, %3 gewonnen, Gewinnquote %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Nicht gewonnene Spiele: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Hätten gewonnen werden können: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Waren nicht zu gewinnen: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Von der Lösungssuche nicht entschieden: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Noch nicht geprüft: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Der Kartensatz {name} ist nicht mehr installiert, daher werden die Karten im Kartensatz {default} gezeigt. In den Optionen können Sie einen anderen Kartensatz wählen.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Der Kartensatz {name} kann nicht dargestellt werden (seine Datei ist beschädigt oder hat ein Format, das dieses Spiel nicht lesen kann), daher werden die Karten im Kartensatz {default} gezeigt.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Kartensatz:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Rücks&amp;eite:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Vorschau der gewählten Karten und des Tisches</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>„Spiel &gt; Wo ging es schief?“ findet den Zug, der den Sieg gekostet hat.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Wo ging es schief?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Suche nach dem Zug, der den Sieg gekostet hat…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Suche nach dem Zug, der den Sieg gekostet hat…
Stellung %1 von %2 geprüft.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Dorthin zurück</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Das Spiel ging vor %n Zug verloren, als %1 gezogen wurde (%2 → %3).</numerusform>
            <numerusform>Das Spiel ging vor %n Zügen verloren, als %1 gezogen wurde (%2 → %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Dieses Spiel ist noch zu gewinnen: Bisher hat kein Zug den Sieg gekostet.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Dieses Spiel war nie lösbar: Kein Zug hat den Sieg gekostet.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Der Zug, der den Sieg gekostet hat, liegt weiter zurück als die 100 Züge, die sich rückgängig machen lassen.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Sicher ist nur, dass das Spiel vor %n Zug noch zu gewinnen war.</numerusform>
            <numerusform>Sicher ist nur, dass das Spiel vor %n Zügen noch zu gewinnen war.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Sicher ist, dass das Spiel jetzt verloren ist.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Sicher ist, dass das Spiel schon vor %n Zug verloren war.</numerusform>
            <numerusform>Sicher ist, dass das Spiel schon vor %n Zügen verloren war.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Keine Stellung ließ sich als lösbar oder verloren nachweisen.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Bei einigen Stellungen reichte der Lösungssuche die Zeit nicht.</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Ein neues Spiel beginnen (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Spiel des Ta&amp;ges</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Das heutige Spiel starten – für alle gleich und nachweislich lösbar</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Dieses Spiel neu starten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Wieder&amp;holen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Alle Karten ablegen</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Einen guten nächsten Zug zeigen (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Wo ging es schief?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Den Zug finden, der den Sieg gekostet hat (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Optionen…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Über Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Jetzt können alle Karten abgelegt werden: „Spiel &gt; Alle Karten ablegen“.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dieses Spiel ist nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Dieses Spiel neu starten</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Dieses Spiel noch einmal von vorn beginnen?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Die bisherigen Züge gehen verloren, und dieses Spiel zählt in der Statistik als aufgegeben.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lesen Sie die &lt;a href=&quot;%1&quot;&gt;Lizenz&lt;/a&gt; und die &lt;a href=&quot;%2&quot;&gt;Hinweise zur enthaltenen Software von Drittanbietern&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Lizenz finden Sie unter &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Über Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon ist die Patience, bei der Sie jede aufgedeckte Karte mitsamt allem, was darüber liegt, verschieben dürfen.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (Regel „{rule}“)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Dieses Spiel ist gewonnen. Starten Sie ein neues Spiel, um noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Diese Karte liegt nicht mehr dort.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Eine verdeckte Karte kann nicht bewegt werden. Sie wird aufgedeckt, sobald sie die letzte Karte ihrer Spalte ist.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Die Karte liegt schon dort.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Nach der Regel „Klassisch“ kommt eine rote Karte nur auf eine schwarze und eine schwarze nur auf eine rote.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Eine Karte kommt auf eine Karte, die genau einen Rang höher ist, etwa eine 7 auf eine 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>In den Spalten kann nichts auf ein Ass gelegt werden. Ein Ass kommt nur auf seinen Ablagestapel.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>In eine leere Spalte darf nur ein König, allein oder mit den Karten darüber.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Es lassen sich höchstens {count} Karten auf einmal bewegen.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Nur die letzte Karte einer Spalte kann auf einen Ablagestapel.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Ein Ablagestapel nimmt die nächste Karte seiner Farbe: zuerst das Ass, dann 2, 3 und so weiter bis zum König.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Von einem Ablagestapel lässt sich nur die oberste Karte zurücknehmen.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Eine Karte vom Ablagestapel kommt zurück in eine Spalte, nicht auf einen anderen Ablagestapel.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Es gibt keinen Zug, der sich rückgängig machen lässt.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Es gibt keinen Zug, der sich wiederholen lässt.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Keine Spalte kann diese Karte jetzt aufnehmen.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Geben Sie einen Spielcode ein, etwa {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Ein Spielcode besteht aus drei Teilen, verbunden durch Bindestriche, etwa {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Ein Spielcode beginnt mit {prefix}, nicht mit „{found}“.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Ein Spielcode beginnt mit {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Der mittlere Teil muss {rules} sein, nicht „{found}“.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Der mittlere Teil muss {rules} sein.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Der letzte Teil muss {needed} Buchstaben haben, nicht {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Der letzte Teil muss {needed} Buchstaben haben.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Der letzte Teil darf nur die Buchstaben A bis Z enthalten (ohne Ä, Ö, Ü und ß).</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Das ist kein Spielcode. Ein Spielcode sieht so aus: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Ein &amp;zufälliges Spiel</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Sch&amp;wierigkeit:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Jedes eingestufte Spiel ist nachweislich lösbar; die Schwierigkeit gibt an, wie oft ein Spieler mit einfacher Strategie es gewinnt.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Nur &amp;lösbare Spiele</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Die Lösungssuche probiert zufällige Spiele aus, bis sie eines als lösbar nachweist.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Das Spiel mit diesem &amp;Code:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Code löschen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Dieselben Karten von Anfang an, nach der oben gewählten Regel.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Das Spiel des &amp;Tages</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Das heutige Spiel mit der Regel „Klassisch“ – für alle gleich und nachweislich lösbar.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Das heutige Spiel mit der Regel „Klassisch“ – für alle gleich und nachweislich lösbar. Schwierigkeit: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Spiel {code}, Regel „{rule}“.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Aktuelles Spiel &amp;erneut spielen ({code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Doppelklick</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Zwei schnelle Klicks auf eine aufgedeckte Karte bewegen sie mitsamt den Karten darüber an den besten Platz in den Spalten.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Auto&amp;matisch platzieren</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Wenn Sie eine Karte loslassen, wählt das Spiel die Spalte für sie.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Platzierungshilfe</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Beim Ziehen einer Karte werden die passenden Plätze hervorgehoben.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Regelhinweise</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Wird ein Zug abgelehnt, nennt ein kurzer Hinweis die Regel dafür.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Anzeigen, ob das Spiel noch &amp;lösbar ist</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Die Spielleiste zeigt, ob noch alle Karten auf die Ablagestapel gelangen.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbige Karten</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Pik schwarz, Herz rot, Karo blau, Kreuz grün: So hebt sich jede Farbe ab.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Karten bewegen</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Die Sprache des Spiels; sie wechselt sofort.</translation>
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
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Schließen ohne zu Speichern</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
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
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
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
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the rank Queen, as printed in a card&apos;s corner</comment>
        <translation>D</translation>
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
        <translation>Datum</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Wäre zu gewinnen gewesen</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Doppelklicken, um dieses Spiel noch einmal zu spielen</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Vom Anfang an: %1. Ab der Stelle, an der Sie aufgehört haben: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Schließen Sie ein Spiel ab, dann erscheinen hier Ihre Ergebnisse.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Das letzte Spiel: %1 gewonnen; Gewinnquote der letzten 10 Spiele: %2</numerusform>
            <numerusform>Die letzten %n Spiele: %1 gewonnen; Gewinnquote der letzten 10 Spiele: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Diagramm Ihrer letzten Spiele</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Spiel %1: %2, %3 (%4 Punkte)
Gewinnquote der letzten 10 Spiele: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Punkte, gewonnen</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Punkte, nicht gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Gewinnquote (letztes Spiel)</numerusform>
            <numerusform>Gewinnquote (letzte %n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassisch</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Eine Karte kommt auf eine Karte, die genau einen Rang höher ist: Rot auf Schwarz, Schwarz auf Rot.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Gelockert</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Gelockert</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Rot oder Schwarz spielt keine Rolle: Eine Karte kommt auf jede Karte, die genau einen Rang höher ist.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Spielregeln von Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Die Regelseite wurde nicht gefunden. Bitte installieren Sie das Spiel neu.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Ihr gespeichertes Spiel {path} kann nicht gelesen werden (prüfen Sie die Zugriffsrechte), daher wurde ein neues Spiel gestartet. Die Datei bleibt unverändert, und dieses Spiel wird nicht darüber gespeichert.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Ihr gespeichertes Spiel {path} wurde von einer neueren Version von Yukon Solitaire geschrieben, daher wurde ein neues Spiel gestartet. Die Datei bleibt unverändert, und dieses Spiel wird nicht darüber gespeichert.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Ihr gespeichertes Spiel konnte nicht wiederhergestellt werden, daher wurde ein neues Spiel gestartet. Die Datei {path} konnte nicht verschoben werden.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Ihr gespeichertes Spiel war beschädigt, daher wurde ein neues Spiel gestartet. Die beschädigte Datei wurde nach {path} verschoben.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Ein Teil Ihres gespeicherten Spiels war beschädigt: Das Spiel geht dort weiter, wo Sie aufgehört haben, aber einige Züge zum Rückgängigmachen oder Wiederholen sind verloren gegangen.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Eine Kopie der beschädigten Datei wurde als {path} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Ihre Einstellungsdatei {path} wurde von einer neueren Version von Yukon Solitaire geschrieben. Die Einstellungen, die diese Version kennt, werden verwendet; die Datei bleibt unverändert, und Änderungen, die Sie jetzt vornehmen, werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Ihre Einstellungsdatei {path} kann nicht gelesen werden (prüfen Sie die Zugriffsrechte), daher werden die Standardeinstellungen verwendet. Die Datei bleibt unverändert, und Änderungen, die Sie jetzt vornehmen, werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Ihre Einstellungsdatei konnte nicht gelesen werden, daher werden die Standardeinstellungen verwendet. Die Datei {path} konnte nicht verschoben werden.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Ihre Einstellungsdatei war beschädigt, daher werden die Standardeinstellungen verwendet. Die beschädigte Datei wurde nach {path} verschoben.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Ihre Einstellungen konnten nicht unter {path} gespeichert werden: {reason}. Sie gelten, bis das Spiel beendet wird.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Spalte %1, leer</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Spalte %1, %n Karte, %2 verdeckt</numerusform>
            <numerusform>Spalte %1, %n Karten, %2 verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Spalte %1, %n Karte</numerusform>
            <numerusform>Spalte %1, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Pik-Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Herz-Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Karo-Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Kreuz-Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Pik-Ablagestapel, bis %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Herz-Ablagestapel, bis %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Karo-Ablagestapel, bis %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Kreuz-Ablagestapel, bis %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Spalte %1 von unten: %2</translation>
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
            <numerusform>Punkte %1, Zeit %2, %n Zug, Spiel %3</numerusform>
            <numerusform>Punkte %1, Zeit %2, %n Züge, Spiel %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 auf den Ablagestapel</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 und %n Karte in die leere Spalte %2</numerusform>
            <numerusform>%1 und %n Karten in die leere Spalte %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 in die leere Spalte %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 und %n Karte auf %2</numerusform>
            <numerusform>%1 und %n Karten auf %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 aufgedeckt</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; Punkte %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>In der Hand: %1 und %n Karte</numerusform>
            <numerusform>In der Hand: %1 und %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>In der Hand: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Nicht erlaubt</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Zug rückgängig gemacht</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Sie haben gewonnen! Punkte %1, Zeit %2, %n Zug</numerusform>
            <numerusform>Sie haben gewonnen! Punkte %1, Zeit %2, %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Neues Spiel %1, Regel %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Hier hinlegen</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Auf den Ablagestapel legen</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Platz suchen</translation>
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
        <translation>Ihr Spiel ist bereits in einem anderen Fenster von Yukon Solitaire geöffnet.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Sie können hier ein weiteres Spiel öffnen. Es wird getrennt aufbewahrt und ersetzt das Spiel im anderen Fenster nicht.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Ein &amp;weiteres Spiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Ein Spiel läuft noch: %1, bisher %n Zug.</numerusform>
            <numerusform>Ein Spiel läuft noch: %1, bisher %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Stattdessen %1 spielen? Das laufende Spiel zählt in der Statistik als aufgegeben.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 &amp;spielen</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Mein Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Es sind bereits zu viele Fenster von Yukon Solitaire geöffnet. Schließen Sie zuerst eines davon.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Ihr erster Sieg!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Neue Bestzeit!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>So wenige Züge wie noch nie!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Neuer Punkterekord!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Siegesserie: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Die Statistikdatei „%1“ konnte nicht gelesen werden. Sie wurde als „%2“ aufbewahrt, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Die Statistikdatei „%1“ hatte ihre Liste der Spiele verloren. Eine Kopie der Datei wurde als „%2“ aufbewahrt, und eine neue Liste wurde begonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n beschädigtes Spiel in der Statistikdatei „%1“ konnte nicht gelesen werden und wurde ausgelassen. Aus der Datei wurde nichts entfernt.</numerusform>
            <numerusform>%n beschädigte Spiele in der Statistikdatei „%1“ konnten nicht gelesen werden und wurden ausgelassen. Aus der Datei wurde nichts entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Spiele, die Sie jetzt spielen, werden nur bis zum Beenden aufbewahrt.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Die Statistikdatei „%1“ wurde von einer neueren Version von Yukon Solitaire geschrieben und bleibt daher unverändert.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Die Statistikdatei „%1“ kann nicht gelesen werden: Zugriff verweigert. Sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Die Statistikdatei „%1“ kann nicht geöffnet werden, da sie keine gewöhnliche Datei ist. Sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Die Statistikdatei „%1“ kann nicht geöffnet werden, da sie viel zu groß für eine Statistikdatei ist. Sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Die Statistikdatei „%1“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>die Datei darf nicht geändert werden</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>ein anderes Programm hat die Datei blockiert</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>die Datei konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Die Statistik dieser Sitzung konnte nicht aufgezeichnet werden (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Die Statistikdatei „%1“ konnte nicht geschrieben werden (%2). Das Spiel geht weiter; was Sie jetzt spielen, fehlt möglicherweise in der Statistik.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht eingestuft</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Beide Regeln</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Sieg mit den wenigsten Zügen</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durchschnittliche Siegzeit</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Aufgegebene Spiele</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Hätten gewonnen werden können</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Ein Spiel zählt als gespielt, sobald es gewonnen ist oder nach mindestens einem Zug durch ein anderes Spiel ersetzt wird.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekorde</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Gespielte Tage</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Gewonnene Tage</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Aktuelle Tagesserie</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Längste Tagesserie</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Letzte Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Spiel &amp;erneut spielen</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Das gewählte Spiel nach seiner Regel neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Die Statistik konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Spiele (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>%n abgeschlossenes Spiel aus der Statistik löschen (beide Regeln)?</numerusform>
            <numerusform>Alle %n abgeschlossenen Spiele aus der Statistik löschen (beide Regeln)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%n abgeschlossenes Spiel nach der Regel „%1“ aus der Statistik löschen?</numerusform>
            <numerusform>%n abgeschlossene Spiele nach der Regel „%1“ aus der Statistik löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Ein laufendes Spiel bleibt erhalten. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n Spiel gelöscht.</numerusform>
            <numerusform>%n Spiele gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Die Datei „%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n Spiel nach „%1“ exportiert.</numerusform>
            <numerusform>%n Spiele nach „%1“ exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Dunkler Tisch</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Suche nach einem lösbaren Spiel…
Bisher %n Spiel ausprobiert.</numerusform>
            <numerusform>Suche nach einem lösbaren Spiel…
Bisher %n Spiele ausprobiert.</numerusform>
        </translation>
    </message>
</context>
</TS>
