<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Wszystkie karty trafiają na swoje stosy bazowe.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Coś poszło nie tak. Gra została zapisana.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Coś poszło nie tak i nie udało się zapisać gry.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Coś poszło nie tak. Gra została zapisana. Szczegóły zapisano w pliku {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Coś poszło nie tak i nie udało się zapisać gry. Szczegóły zapisano w pliku {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Coś poszło nie tak. Szczegóły zapisano w pliku {path}.</translation>
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
        <translation>Niebieska krata</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Czerwona rozeta</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Zielone fale</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Nocna gwiazda</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Własny rewers talii</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczna</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Duży druk</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Skopiuj kod</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkty: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Czas: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Rozdanie dnia %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Poziom: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>trwa ocena poziomu</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>poziom bez oceny</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Reguła „%1”, %2, gra %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Do wygrania</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Już nie do wygrania</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nie wiadomo</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Szukanie ruchu…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Czy wszystkie karty ze stołu mogą jeszcze trafić na stosy bazowe – według analizy</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Trudność tego rozdania: mierzona tym, jak często wygrywa je gracz o prostej strategii; każde rozdanie z oceną poziomu na pewno da się wygrać</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Skopiuj kod gry, aby ponownie rozegrać to rozdanie lub komuś je przekazać</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Nie udało się zapisać gry w pliku {path}: {reason}. Możesz grać dalej; gra zostanie zapisana, gdy tylko dysk na to pozwoli.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Tej gry nie da się już wygrać.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Nie ma już żadnego przydatnego ruchu.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>W dostępnym czasie nie znaleziono drogi do wygranej: ruch w ramce to tylko najbardziej obiecujący wybór.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Wyszukiwanie trwa dalej; jego wynik pojawi się w komunikacie.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Znaleziono drogę do wygranej: ruch w ramce to jej następny krok.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Według poziomu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Procent wygranych</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: rozegrane %2, wygrane %3, procent wygranych %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Gry niewygrane: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Dało się wygrać: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Nie dało się wygrać: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Analiza nie rozstrzygnęła: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Jeszcze nie sprawdzono: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Talia {name} nie jest już zainstalowana, więc używana jest talia {default}. Inną talię możesz wybrać w Preferencjach.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Nie można wyświetlić talii {name} (jej plik jest uszkodzony albo ma format, którego ta gra nie potrafi odczytać), więc używana jest talia {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Talia:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Rewers:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Stół:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Podgląd wybranych kart i stołu</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Polecenie „Gra &gt; Gdzie był błąd?” wskaże ruch, który przesądził o przegranej.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>stos bazowy</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolumna %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Gdzie był błąd?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Szukanie ruchu, który przesądził o przegranej…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Szukanie ruchu, który przesądził o przegranej…
Sprawdzono pozycję %1 z %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Wróć do tego momentu</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Gra została przegrana %n ruch temu, gdy zagrano %1 (%2 → %3).</numerusform>
            <numerusform>Gra została przegrana %n ruchy temu, gdy zagrano %1 (%2 → %3).</numerusform>
            <numerusform>Gra została przegrana %n ruchów temu, gdy zagrano %1 (%2 → %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Tę grę wciąż da się wygrać: żaden ruch nie przesądził jeszcze o przegranej.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Tego rozdania nigdy nie dało się wygrać: żaden ruch nie przesądził o przegranej.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Ruch, który przesądził o przegranej, nastąpił wcześniej niż ostatnie 100 ruchów, które można cofnąć.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Pewne jest tylko, że %n ruch temu grę dało się jeszcze wygrać.</numerusform>
            <numerusform>Pewne jest tylko, że %n ruchy temu grę dało się jeszcze wygrać.</numerusform>
            <numerusform>Pewne jest tylko, że %n ruchów temu grę dało się jeszcze wygrać.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Pewne jest, że gra jest teraz przegrana.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Pewne jest, że gra była przegrana już %n ruch temu.</numerusform>
            <numerusform>Pewne jest, że gra była przegrana już %n ruchy temu.</numerusform>
            <numerusform>Pewne jest, że gra była przegrana już %n ruchów temu.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Dla żadnej pozycji nie udało się dowieść ani wygranej, ani przegranej.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Przy niektórych pozycjach analizie zabrakło czasu.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licencja jest dostępna na stronie &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przeczytaj &lt;a href=&quot;%1&quot;&gt;licencję&lt;/a&gt; oraz &lt;a href=&quot;%2&quot;&gt;informacje o dołączonym oprogramowaniu innych autorów&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>O programie Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon – pasjans, w którym można przenieść dowolną odkrytą kartę razem ze wszystkim, co na niej leży.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji GNU GPL w wersji 3 lub późniejszej.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Wszystkie karty mogą już trafić na stosy bazowe: „Gra &gt; Odłóż wszystkie karty”.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Tej gry nie da się już wygrać.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Zacznij to rozdanie od nowa</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Zacząć to rozdanie od nowa?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Dotychczasowe ruchy przepadną, a ta gra zostanie w statystykach uznana za porzuconą.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Zacznij od nowa</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Rozdanie dnia</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Zacznij &amp;to rozdanie od nowa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Odłóż wszystkie karty</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Gdzie był błąd?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statystyki</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pełny &amp;ekran</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady gry</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;O programie Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Rozpocznij nową grę (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Rozegraj dzisiejsze rozdanie – takie samo dla wszystkich graczy i na pewno do wygrania</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Pokaż dobry następny ruch (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Znajdź ruch, który przesądził o przegranej (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (reguła „{rule}”)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} lub {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Ta gra jest już wygrana. Aby zagrać ponownie, rozpocznij nową grę.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Tej karty już tam nie ma.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Zakrytej karty nie można przenieść. Zostaje odkryta, gdy stanie się ostatnią kartą swojej kolumny.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Karta już tam leży.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Według reguły „Klasyczna” czerwoną kartę kładzie się tylko na czarną, a czarną tylko na czerwoną.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Kartę kładzie się na kartę starszą dokładnie o jeden, np. 7 na 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>W kolumnach nie można niczego położyć na asa. As może trafić tylko na swój stos bazowy.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Do pustej kolumny może trafić tylko król, sam lub z kartami, które na nim leżą.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Jednym ruchem można przenieść najwyżej {count} kart.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Na stos bazowy może trafić tylko ostatnia karta kolumny.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Stos bazowy przyjmuje kolejną kartę swojego koloru: najpierw asa, potem 2, 3 i tak dalej aż do króla.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Ze stosu bazowego można zdjąć tylko wierzchnią kartę.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Karta zdjęta ze stosu bazowego wraca do kolumny, a nie na inny stos bazowy.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Nie ma ruchu do cofnięcia.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Nie ma ruchu do ponowienia.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Żadna kolumna nie przyjmie teraz tej karty.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ten ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Wpisz kod gry, np. {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Kod gry składa się z trzech części połączonych łącznikami, np. {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Kod gry zaczyna się od {prefix}, a nie od „{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Kod gry zaczyna się od {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>W środkowej części musi być {rules}, a nie „{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>W środkowej części musi być {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Ostatnia część musi mieć {needed} liter, a nie {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Ostatnia część musi mieć {needed} liter.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Ostatnia część może zawierać tylko litery od A do Z (bez polskich znaków).</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>To nie jest kod gry. Kod gry wygląda tak: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Losowe rozdanie</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Poziom:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Dowolny</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Rozdanie z oceną poziomu na pewno da się wygrać; poziom mówi, jak często wygrywa je gracz o prostej strategii.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Tylko rozdania do &amp;wygrania</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Analiza sprawdza losowe rozdania, dopóki nie dowiedzie, że któreś da się wygrać.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Rozdanie według kodu &amp;gry:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kod gry</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Wyczyść kod</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Te same karty od początku, według reguły wybranej powyżej.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Rozpocznij</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Dzisiejsze rozdanie według reguły „Klasyczna” – takie samo dla wszystkich graczy i na pewno do wygrania.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Dzisiejsze rozdanie według reguły „Klasyczna” – takie samo dla wszystkich graczy i na pewno do wygrania. Poziom: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Rozdanie o kodzie {code}, reguła „{rule}”.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Rozegraj ponownie &amp;bieżące rozdanie (kod {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>Przenoszenie kart</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ułatwienia</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>Po&amp;dwójne kliknięcie</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Dwa szybkie kliknięcia odkrytej karty przenoszą ją razem z kartami, które na niej leżą, na najlepsze miejsce w kolumnach.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Wskazywanie miejsc</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Podczas przeciągania karty podświetlane są miejsca, na które można ją położyć.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Objaśnianie reguł</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Gdy ruch jest niedozwolony, krótki komunikat mówi, która reguła na to nie pozwala.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;Automatyczne umieszczanie</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Gdy upuścisz kartę, gra sama wybierze dla niej kolumnę.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>&amp;Pokazuj, czy rozdanie da się jeszcze wygrać</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Pasek gry informuje, czy wszystkie karty mogą jeszcze trafić na stosy bazowe.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Język gry; zmienia się od razu.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Talia &amp;czterokolorowa</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Piki czarne, kiery czerwone, kara niebieskie, trefle zielone – każdy kolor wyraźnie się wyróżnia.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Język systemu</translation>
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
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zachowaj</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Zamknij bez zapisywania</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Przywróć</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>W&amp;ytnij</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Wklej</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
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
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Tak</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zachowaj</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zastosuj</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zresetuj</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzuć</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>S&amp;kopiuj</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Skopiuj &amp;adres odsyłacza</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaznacz wszystko</translation>
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
        <translation>W</translation>
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
        <translation>Data</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Reguła</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Podpowiedzi</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Cofnięcia</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Dało się wygrać</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Kliknij dwukrotnie, aby ponownie rozegrać to rozdanie</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Od początku: %1. Od miejsca przerwania: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nie wiadomo</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Tu pojawią się wyniki ukończonych gier.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Ostatnia gra: wygrane %1; procent wygranych w ostatnich 10 grach: %2</numerusform>
            <numerusform>Ostatnie %n gry: wygrane %1; procent wygranych w ostatnich 10 grach: %2</numerusform>
            <numerusform>Ostatnie %n gier: wygrane %1; procent wygranych w ostatnich 10 grach: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Wykres ostatnich gier</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Gra %1: %2, %3 (punkty: %4)
Procent wygranych w ostatnich 10 grach: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Punkty, wygrana</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Punkty, bez wygranej</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Procent wygranych (ostatnia gra)</numerusform>
            <numerusform>Procent wygranych (ostatnie %n gry)</numerusform>
            <numerusform>Procent wygranych (ostatnie %n gier)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Numer gry</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% wygranych</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Klasyczna</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klasyczna</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Kartę kładzie się na kartę starszą dokładnie o jeden: czerwoną na czarną, czarną na czerwoną.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Swobodna</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Swobodna</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Czerwona czy czarna – bez znaczenia: kartę kładzie się na dowolną kartę starszą dokładnie o jeden.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Zasady gry Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Nie znaleziono strony z zasadami gry. Zainstaluj grę ponownie.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Brak dostępu do zapisanej gry {path} (sprawdź uprawnienia), więc rozpoczęto nową grę. Plik pozostawiono bez zmian, a ta gra nie zostanie w nim zapisana.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Zapisana gra {path} pochodzi z nowszej wersji Yukon Solitaire, więc rozpoczęto nową grę. Plik pozostawiono bez zmian, a ta gra nie zostanie w nim zapisana.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Nie udało się wczytać zapisanej gry, więc rozpoczęto nową grę. Nie udało się przenieść pliku {path} w inne miejsce.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Zapisana gra była uszkodzona, więc rozpoczęto nową grę. Uszkodzony plik przeniesiono do {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Część zapisanej gry była uszkodzona: gra toczy się dalej od miejsca przerwania, ale część ruchów do cofnięcia lub ponowienia przepadła.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Kopię uszkodzonego pliku zachowano jako {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Plik ustawień {path} pochodzi z nowszej wersji Yukon Solitaire. Używane są ustawienia znane tej wersji; plik pozostawiono bez zmian, a zmiany wprowadzone teraz nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Brak dostępu do pliku ustawień {path} (sprawdź uprawnienia), więc używane są ustawienia domyślne. Plik pozostawiono bez zmian, a zmiany wprowadzone teraz nie zostaną zapisane.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Nie udało się odczytać pliku ustawień, więc używane są ustawienia domyślne. Nie udało się przenieść pliku {path} w inne miejsce.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Plik ustawień był uszkodzony, więc używane są ustawienia domyślne. Uszkodzony plik przeniesiono do {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Nie udało się zapisać ustawień w pliku {path}: {reason}. Obowiązują do zamknięcia gry.</translation>
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
        <translation>Dwójka</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trójka</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Czwórka</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Piątka</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Szóstka</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siódemka</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ósemka</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Dziewiątka</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dziesiątka</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Walet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>karta zakryta</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Kolumna %1, pusta</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Kolumna %1, %n karta, zakrytych: %2</numerusform>
            <numerusform>Kolumna %1, %n karty, zakrytych: %2</numerusform>
            <numerusform>Kolumna %1, %n kart, zakrytych: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Kolumna %1, %n karta</numerusform>
            <numerusform>Kolumna %1, %n karty</numerusform>
            <numerusform>Kolumna %1, %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Stos bazowy pik, pusty</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Stos bazowy kier, pusty</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Stos bazowy karo, pusty</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Stos bazowy trefl, pusty</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Stos bazowy pik, na wierzchu %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Stos bazowy kier, na wierzchu %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Stos bazowy karo, na wierzchu %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Stos bazowy trefl, na wierzchu %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n karta zakryta</numerusform>
            <numerusform>%n karty zakryte</numerusform>
            <numerusform>%n kart zakrytych</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Kolumna %1 od spodu: %2</translation>
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
            <numerusform>Punkty %1, czas %2, %n ruch, gra %3</numerusform>
            <numerusform>Punkty %1, czas %2, %n ruchy, gra %3</numerusform>
            <numerusform>Punkty %1, czas %2, %n ruchów, gra %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 na stos bazowy</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 i jeszcze %n karta do pustej kolumny %2</numerusform>
            <numerusform>%1 i jeszcze %n karty do pustej kolumny %2</numerusform>
            <numerusform>%1 i jeszcze %n kart do pustej kolumny %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 do pustej kolumny %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 i jeszcze %n karta na kartę %2</numerusform>
            <numerusform>%1 i jeszcze %n karty na kartę %2</numerusform>
            <numerusform>%1 i jeszcze %n kart na kartę %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 na kartę %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; odkryto kartę %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; punkty: %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>W ręce: %1 i jeszcze %n karta</numerusform>
            <numerusform>W ręce: %1 i jeszcze %n karty</numerusform>
            <numerusform>W ręce: %1 i jeszcze %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>W ręce: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Niedozwolone</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Cofnięto ruch</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Wygrana! Punkty %1, czas %2, %n ruch</numerusform>
            <numerusform>Wygrana! Punkty %1, czas %2, %n ruchy</numerusform>
            <numerusform>Wygrana! Punkty %1, czas %2, %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Nowa gra %1, reguła „%2”</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Podnieś</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Połóż tutaj</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Wyślij na stos bazowy</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Znajdź miejsce</translation>
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
        <translation>Twoja gra jest już otwarta w innym oknie Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Możesz otworzyć tutaj osobną grę. Będzie przechowywana oddzielnie i nie zastąpi gry w drugim oknie.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Otwórz &amp;osobną grę</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Masz niedokończoną grę: %1, wykonano %n ruch.</numerusform>
            <numerusform>Masz niedokończoną grę: %1, wykonano %n ruchy.</numerusform>
            <numerusform>Masz niedokończoną grę: %1, wykonano %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Rozegrać zamiast niej rozdanie %1? Niedokończona gra zostanie w statystykach uznana za porzuconą.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Rozegraj %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Kontynuuj moją grę</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Otwartych jest już zbyt wiele okien Yukon Solitaire. Najpierw zamknij jedno z nich.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Pierwsza wygrana!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Nowy najlepszy czas!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Nowy rekord: najmniej ruchów!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nowy rekord punktów!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Seria wygranych: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Nie udało się odczytać pliku statystyk „%1”. Zachowano go jako „%2” i rozpoczęto nowe statystyki.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Plik statystyk „%1” utracił listę gier. Kopię pliku zachowano jako „%2” i rozpoczęto nową listę.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n uszkodzona gra w pliku statystyk „%1” była nieczytelna i została pominięta. Z pliku niczego nie usunięto.</numerusform>
            <numerusform>%n uszkodzone gry w pliku statystyk „%1” były nieczytelne i zostały pominięte. Z pliku niczego nie usunięto.</numerusform>
            <numerusform>%n uszkodzonych gier w pliku statystyk „%1” było nieczytelnych i zostało pominiętych. Z pliku niczego nie usunięto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Gry rozgrywane od teraz będą pamiętane tylko do zamknięcia programu.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Plik statystyk „%1” pochodzi z nowszej wersji Yukon Solitaire, więc pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Nie można odczytać pliku statystyk „%1”: brak uprawnień. Pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Nie można otworzyć pliku statystyk „%1”: to nie jest zwykły plik. Pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Nie można otworzyć pliku statystyk „%1”: jest o wiele za duży jak na plik statystyk. Pozostawiono go bez zmian.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Nie można otworzyć pliku statystyk „%1”.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>brak uprawnień do zmiany pliku</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>plik był zablokowany przez inny program</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>nie udało się zapisać pliku</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Nie udało się zapisać statystyk tej sesji (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Nie udało się zapisać pliku statystyk „%1” (%2). Gra toczy się dalej, ale tego, co dzieje się teraz, może zabraknąć w statystykach.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Porzucona</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Bez oceny</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nie wiadomo</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Obie reguły</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Wygrane gry</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Procent wygranych</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Obecna seria wygranych</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Najdłuższa seria wygranych</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najwięcej punktów</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Najszybsza wygrana</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Najmniej ruchów do wygranej</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Średni czas wygranej</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Porzucone gry</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Dało się wygrać</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Gry w toku</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Gra liczy się jako rozegrana, gdy zostanie wygrana albo po co najmniej jednym ruchu zastąpiona inną grą.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekordy</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Rozdanie dnia</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Rozegrane dni</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Wygrane dni</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Obecna seria dni</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Najdłuższa seria dni</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Ostatnie wyniki</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Rozegraj to rozdanie &amp;ponownie</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Rozpocznij od nowa rozdanie zaznaczonej gry, według jej reguły</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Wyzeruj statystyki…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Nie udało się odczytać statystyk: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Gry (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Usunąć statystyki %n ukończonej gry (obie reguły)?</numerusform>
            <numerusform>Usunąć statystyki wszystkich %n ukończonych gier (obie reguły)?</numerusform>
            <numerusform>Usunąć statystyki wszystkich %n ukończonych gier (obie reguły)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Usunąć statystyki %n ukończonej gry według reguły „%1”?</numerusform>
            <numerusform>Usunąć statystyki %n ukończonych gier według reguły „%1”?</numerusform>
            <numerusform>Usunąć statystyki %n ukończonych gier według reguły „%1”?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Gra w toku zostanie zachowana. Tej operacji nie można cofnąć.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Nie udało się wyzerować statystyk: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>Usunięto %n grę.</numerusform>
            <numerusform>Usunięto %n gry.</numerusform>
            <numerusform>Usunięto %n gier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Nie udało się zapisać pliku „%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>Wyeksportowano %n grę do „%1”.</numerusform>
            <numerusform>Wyeksportowano %n gry do „%1”.</numerusform>
            <numerusform>Wyeksportowano %n gier do „%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Niebieskie sukno</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Ciemny stół</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ruchy: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkty: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Czas: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Szukanie rozdania do wygrania…
Sprawdzono dotąd %n rozdanie.</numerusform>
            <numerusform>Szukanie rozdania do wygrania…
Sprawdzono dotąd %n rozdania.</numerusform>
            <numerusform>Szukanie rozdania do wygrania…
Sprawdzono dotąd %n rozdań.</numerusform>
        </translation>
    </message>
</context>
</TS>
