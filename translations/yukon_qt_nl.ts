<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Alle kaarten gaan naar hun basisstapel.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Er is iets misgegaan. Je spel is opgeslagen.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Er is iets misgegaan en je spel kon niet worden opgeslagen.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Er is iets misgegaan. Je spel is opgeslagen. De details staan in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Er is iets misgegaan en je spel kon niet worden opgeslagen. De details staan in {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Er is iets misgegaan. De details staan in {path}.</translation>
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
        <translation>Blauw raster</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Rode rozet</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Groene golven</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Middernachtster</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Eigen achterkant van het kaartspel</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Grote tekens</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Code kopiëren</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Zetten: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Spel van %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Niveau: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>niveau wordt bepaald</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>geen niveau</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>regel %1, %2, spel %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Controleren…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Winbaar</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Niet meer winbaar</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Nadenken…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Gekopieerd</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Of alle kaarten op tafel nog naar de basisstapels kunnen, volgens de oplosser</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Hoe moeilijk dit spel is, gemeten aan hoe vaak een speler met een eenvoudige strategie het wint; elk spel met een niveau is bewezen winbaar</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>De spelcode kopiëren, om dit spel opnieuw te spelen of te delen</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Je spel kon niet worden opgeslagen in {path}: {reason}. Je kunt gewoon verder spelen; het spel wordt weer opgeslagen zodra de schijf dat toelaat.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dit spel kan niet meer gewonnen worden.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Er is geen zinvolle zet meer.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Er is niet op tijd een oplossing gevonden: de omkaderde zet lijkt de beste keuze.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Het zoeken gaat door; een melding laat weten wat het oplevert.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Er is een oplossing gevonden: de omkaderde zet is de volgende zet daarvan.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Per niveau</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: %2 gespeeld, %3 gewonnen, winstpercentage %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Niet gewonnen spellen: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Waren winbaar: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Waren niet winbaar: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Niet beslist door de oplosser: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Nog niet beslist: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Het kaartspel {name} is niet meer geïnstalleerd, dus worden de kaarten getoond met het kaartspel {default}. In Voorkeuren kun je een ander kaartspel kiezen.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Het kaartspel {name} kan niet worden weergegeven (het bestand is beschadigd of van een soort die dit spel niet kan lezen), dus worden de kaarten getoond met het kaartspel {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Kaartspel:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Achterkant:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>Ta&amp;fel:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Voorbeeld van de gekozen kaarten en tafel</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Spel &gt; Waar ging het mis? vindt de zet waardoor het verloren ging.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>de basisstapel</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Waar ging het mis?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Zoeken naar de zet waardoor het spel verloren ging…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Zoeken naar de zet waardoor het spel verloren ging…
Positie %1 van %2 bekeken.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Daarheen teruggaan</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Het spel ging %n zet geleden verloren, toen %1 van %2 naar %3 ging.</numerusform>
            <numerusform>Het spel ging %n zetten geleden verloren, toen %1 van %2 naar %3 ging.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Dit spel kan nog gewonnen worden: er is nog geen zet gedaan waardoor het verloren ging.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Dit spel was nooit winbaar: het ging door geen enkele zet verloren.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>De zet waardoor dit spel verloren ging, ligt verder terug dan de 100 zetten die je ongedaan kunt maken.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Zeker is alleen dat het spel %n zet geleden nog gewonnen kon worden.</numerusform>
            <numerusform>Zeker is alleen dat het spel %n zetten geleden nog gewonnen kon worden.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Zeker is dat het spel nu verloren is.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Zeker is dat het spel %n zet geleden al verloren was.</numerusform>
            <numerusform>Zeker is dat het spel %n zetten geleden al verloren was.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Van geen enkele positie kon worden bewezen dat die winbaar of verloren was.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Bij sommige posities had de oplosser niet genoeg tijd.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lees de licentie op &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lees de &lt;a href=&quot;%1&quot;&gt;licentie&lt;/a&gt; en de &lt;a href=&quot;%2&quot;&gt;vermeldingen van de software van derden&lt;/a&gt; die erin is opgenomen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Over Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, de patience waarin je elke open kaart mag verplaatsen met alles wat erop ligt.&lt;/p&gt;&lt;p&gt;Vrije software onder de GNU GPL, versie 3 of later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Alle kaarten kunnen nu naar de basisstapels: Spel &gt; Alle kaarten afleggen.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Dit spel kan niet meer gewonnen worden.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Dit spel opnieuw beginnen</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Dit spel helemaal opnieuw beginnen?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>De zetten die je tot nu toe hebt gedaan, gaan verloren en dit spel telt in de statistieken als opgegeven.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Opnieuw beginnen</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Verder spelen</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Dit spel opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>Alle &amp;kaarten afleggen</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Waar ging het mis?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistieken</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Volledig &amp;scherm</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Over Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Een nieuw spel beginnen (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Het spel van vandaag spelen: voor iedereen hetzelfde en bewezen winbaar</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Een goede volgende zet tonen (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>De zet vinden waardoor dit spel verloren ging (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (regel {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} of {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Dit spel is gewonnen. Begin een nieuw spel om opnieuw te spelen.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Die kaart ligt daar niet meer.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Een dichte kaart kan niet worden verplaatst. De kaart wordt omgedraaid zodra die de laatste kaart van de kolom is.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>De kaart ligt daar al.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Bij de regel Klassiek gaat een rode kaart op een zwarte en een zwarte kaart op een rode.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Een kaart gaat op een kaart die precies één hoger is, zoals een 7 op een 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>In de kolommen kan er niets op een aas. Een aas gaat alleen naar zijn basisstapel.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Alleen een heer, los of met de kaarten erop, kan in een lege kolom.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Je kunt hoogstens {count} kaarten tegelijk verplaatsen.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Alleen de laatste kaart van een kolom kan naar een basisstapel.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Op een basisstapel komt alleen de volgende kaart van zijn kleur: eerst de aas, dan 2, 3 enzovoort tot en met de heer.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Alleen de bovenste kaart van een basisstapel kan worden teruggenomen.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Een kaart van een basisstapel gaat terug naar een kolom, niet naar een andere basisstapel.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Er is geen zet om ongedaan te maken.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Er is geen zet om opnieuw uit te voeren.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Deze kaart past nu in geen enkele kolom.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Typ een spelcode, zoals {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Een spelcode bestaat uit drie delen met streepjes ertussen, zoals {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Een spelcode begint met {prefix}, niet met “{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Een spelcode begint met {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Het middelste deel moet {rules} zijn, niet “{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Het middelste deel moet {rules} zijn.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Het laatste deel moet {needed} letters hebben, niet {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Het laatste deel moet {needed} letters hebben.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Het laatste deel mag alleen de letters A tot en met Z bevatten, zonder accenten.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Dit is geen spelcode. Een spelcode ziet eruit als {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Een &amp;willekeurig spel</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Niveau:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Een spel met een niveau is bewezen winbaar; het niveau zegt hoe vaak een speler met een eenvoudige strategie het wint.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Alleen w&amp;inbare spellen</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>De oplosser probeert willekeurige spellen tot hij van een ervan bewijst dat het winbaar is.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Het spel met deze spel&amp;code:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spelcode</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Code wissen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Dezelfde kaarten vanaf het begin, met de regel die hierboven is gekozen.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Het spel van de &amp;dag</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Het spel van vandaag met de regel Klassiek: voor iedereen hetzelfde en bewezen winbaar.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Het spel van vandaag met de regel Klassiek: voor iedereen hetzelfde en bewezen winbaar. Niveau: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Spel {code}, regel {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Het huidige spel &amp;opnieuw spelen ({code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>Kaarten verplaatsen</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hulpmiddelen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Uiterlijk</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Dubbelklikken</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Twee snelle klikken op een open kaart verplaatsen die, met de kaarten erop, naar de beste plek in de kolommen.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Plaatsingshulp</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Terwijl je een kaart sleept, lichten de plekken op waar die naartoe mag.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Regeluitleg</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Als een zet wordt geweigerd, zegt een korte melding welke regel dat verbiedt.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Auto&amp;matisch plaatsen</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Als je een kaart loslaat, kiest het spel de kolom ervoor.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Tonen of het spel nog &amp;winbaar is</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>De spelbalk toont of alle kaarten nog naar de basisstapels kunnen.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>De taal van het spel; die verandert meteen.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig kaartspel</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Schoppen zwart, harten rood, ruiten blauw en klaveren groen, zodat elke kleur opvalt.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Taal van het systeem</translation>
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
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Sluiten zonder opslaan</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Kni&amp;ppen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>P&amp;lakken</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles selecteren</translation>
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
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standaard herstellen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Koppe&amp;ling kopiëren</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles selecteren</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>H</translation>
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
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Ongedaan</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Was winbaar</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Dubbelklik om dit spel opnieuw te spelen</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Vanaf het begin: %1. Vanaf waar je stopte: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>onbekend</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Speel een spel uit en je resultaten verschijnen hier.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Het laatste spel: %1 gewonnen; winstpercentage over de laatste 10 spellen: %2</numerusform>
            <numerusform>De laatste %n spellen: %1 gewonnen; winstpercentage over de laatste 10 spellen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Grafiek van je recente spellen</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Spel %1: %2, %3 (score %4)
Winstpercentage over de laatste 10 spellen: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Score, gewonnen</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Score, niet gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Winstpercentage (laatste spel)</numerusform>
            <numerusform>Winstpercentage (laatste %n spellen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Spelnummer</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% gewonnen</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klassiek</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Een kaart gaat op een kaart die precies één hoger is: rood op zwart, zwart op rood.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Versoepeld</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Versoepeld</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Rood of zwart maakt niet uit: een kaart gaat op elke kaart die precies één hoger is.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Regels van Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>De pagina met de regels kon niet worden gevonden. Installeer het spel opnieuw.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Je opgeslagen spel {path} kan niet worden gelezen (controleer de toegangsrechten), dus is er een nieuw spel begonnen. Het bestand is ongewijzigd gelaten en dit spel wordt er niet overheen opgeslagen.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Je opgeslagen spel {path} is geschreven door een nieuwere versie van Yukon Solitaire, dus is er een nieuw spel begonnen. Het bestand is ongewijzigd gelaten en dit spel wordt er niet overheen opgeslagen.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Je opgeslagen spel kon niet worden hersteld, dus is er een nieuw spel begonnen. Het bestand {path} kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Je opgeslagen spel was beschadigd, dus is er een nieuw spel begonnen. Het beschadigde bestand is verplaatst naar {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Een deel van je opgeslagen spel was beschadigd: het spel gaat verder waar je was gebleven, maar sommige zetten om ongedaan te maken of opnieuw uit te voeren zijn verloren gegaan.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Een kopie van het beschadigde bestand is bewaard als {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Je instellingenbestand {path} is geschreven door een nieuwere versie van Yukon Solitaire. De instellingen die deze versie kent, worden gebruikt; het bestand is ongewijzigd gelaten en wijzigingen die je nu maakt, worden niet opgeslagen.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Je instellingenbestand {path} kan niet worden gelezen (controleer de toegangsrechten), dus worden de standaardinstellingen gebruikt. Het bestand is ongewijzigd gelaten en wijzigingen die je nu maakt, worden niet opgeslagen.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Je instellingenbestand kon niet worden gelezen, dus worden de standaardinstellingen gebruikt. Het bestand {path} kon niet opzij worden gezet.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Je instellingenbestand was beschadigd, dus worden de standaardinstellingen gebruikt. Het beschadigde bestand is verplaatst naar {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Je instellingen konden niet worden opgeslagen in {path}: {reason}. Ze gelden tot het spel wordt afgesloten.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>negen</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>King</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>dichte kaart</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Kolom %1, leeg</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Kolom %1, %n kaart, %2 dicht</numerusform>
            <numerusform>Kolom %1, %n kaarten, %2 dicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Kolom %1, %n kaart</numerusform>
            <numerusform>Kolom %1, %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Basisstapel schoppen, leeg</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Basisstapel harten, leeg</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Basisstapel ruiten, leeg</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Basisstapel klaveren, leeg</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Basisstapel schoppen, tot en met %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Basisstapel harten, tot en met %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Basisstapel ruiten, tot en met %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Basisstapel klaveren, tot en met %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n dichte kaart</numerusform>
            <numerusform>%n dichte kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Kolom %1 van onderen af: %2</translation>
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
            <numerusform>Score %1, tijd %2, %n zet, spel %3</numerusform>
            <numerusform>Score %1, tijd %2, %n zetten, spel %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 naar de basisstapel</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 en %n kaart naar lege kolom %2</numerusform>
            <numerusform>%1 en %n kaarten naar lege kolom %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 naar lege kolom %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 en %n kaart op %2</numerusform>
            <numerusform>%1 en %n kaarten op %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 omgedraaid</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; score %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>In de hand: %1 en %n kaart</numerusform>
            <numerusform>In de hand: %1 en %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>In de hand: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Zet ongedaan gemaakt</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Je hebt gewonnen! Score %1, tijd %2, %n zet</numerusform>
            <numerusform>Je hebt gewonnen! Score %1, tijd %2, %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nieuw spel %1, regel %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Oppakken</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Hier neerleggen</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Naar de basisstapel</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Plek zoeken</translation>
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
        <translation>Je spel is al geopend in een ander venster van Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Je kunt hier een apart spel openen. Het wordt los bewaard en vervangt het spel in het andere venster niet.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Een &amp;apart spel openen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Je bent nog met een spel bezig: %1, %n zet gedaan.</numerusform>
            <numerusform>Je bent nog met een spel bezig: %1, %n zetten gedaan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>In plaats daarvan %1 spelen? Het lopende spel telt in de statistieken als opgegeven.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 &amp;spelen</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Verder met mijn spel</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Er zijn al te veel vensters van Yukon Solitaire open. Sluit er eerst een.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Je eerste overwinning!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Nieuwe beste tijd!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Nog nooit zo weinig zetten!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nieuwe topscore!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Winstreeks: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Het statistiekenbestand “%1” kon niet worden gelezen. Het is bewaard als “%2” en er zijn nieuwe statistieken begonnen.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Het statistiekenbestand “%1” was zijn lijst met spellen kwijt. Een kopie van het bestand is bewaard als “%2” en er is een nieuwe lijst begonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n beschadigd spel in het statistiekenbestand “%1” kon niet worden gelezen en is weggelaten. Er is niets uit het bestand verwijderd.</numerusform>
            <numerusform>%n beschadigde spellen in het statistiekenbestand “%1” konden niet worden gelezen en zijn weggelaten. Er is niets uit het bestand verwijderd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Spellen die je nu speelt, worden alleen bewaard tot je afsluit.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Het statistiekenbestand “%1” is geschreven door een nieuwere versie van Yukon Solitaire en is daarom ongewijzigd gelaten.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Het statistiekenbestand “%1” kan niet worden gelezen: toegang geweigerd. Het is ongewijzigd gelaten.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Het statistiekenbestand “%1” kan niet worden geopend: het is geen gewoon bestand. Het is ongewijzigd gelaten.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Het statistiekenbestand “%1” kan niet worden geopend: het is veel te groot voor een statistiekenbestand. Het is ongewijzigd gelaten.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Het statistiekenbestand “%1” kan niet worden geopend.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>het bestand mag niet worden gewijzigd</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>een ander programma hield het bezet</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>het bestand kon niet worden geschreven</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>De statistieken van deze sessie konden niet worden vastgelegd (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Het statistiekenbestand “%1” kon niet worden geschreven (%2). Het spel gaat door; wat je nu speelt, ontbreekt misschien in de statistieken.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Opgegeven</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Geen niveau</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Beide regels</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespeelde spellen</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnen spellen</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Huidige reeks</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Langste winstreeks</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste score</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Snelste overwinning</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Minste zetten voor een overwinning</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Gemiddelde tijd per overwinning</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Opgegeven spellen</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Waren winbaar</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Lopende spellen</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Een spel telt als gespeeld zodra het gewonnen is, of zodra het na minstens één zet door een ander spel is vervangen.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Gespeelde dagen</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Gewonnen dagen</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Huidige dagreeks</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Langste dagreeks</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Recente resultaten</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Dit spel &amp;opnieuw spelen</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Het gekozen spel opnieuw beginnen, met zijn eigen regel</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exporteren…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>Statistieken &amp;wissen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>De statistieken konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Spellen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>De statistieken van je %n afgeronde spel wissen, voor beide regels?</numerusform>
            <numerusform>De statistieken van al je %n afgeronde spellen wissen, voor beide regels?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>De statistieken van je %n afgeronde spel met de regel %1 wissen?</numerusform>
            <numerusform>De statistieken van je %n afgeronde spellen met de regel %1 wissen?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Een lopend spel blijft bewaard. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>De statistieken konden niet worden gewist: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n spel gewist.</numerusform>
            <numerusform>%n spellen gewist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Statistieken exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-bestanden (*.csv);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Het bestand “%1” kon niet worden geschreven: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n spel geëxporteerd naar “%1”.</numerusform>
            <numerusform>%n spellen geëxporteerd naar “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Groen vilt</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Blauw vilt</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Donkere tafel</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Je hebt gewonnen!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Zetten: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Tijd: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Zoeken naar een winbaar spel…
Tot nu toe %n spel geprobeerd.</numerusform>
            <numerusform>Zoeken naar een winbaar spel…
Tot nu toe %n spellen geprobeerd.</numerusform>
        </translation>
    </message>
</context>
</TS>
