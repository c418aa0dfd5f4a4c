<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ha" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Kowane kati yana komawa tushensa.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>An samu matsala. An ajiye wasanku.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>An samu matsala, kuma ba a iya ajiye wasanku ba.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>An samu matsala. An ajiye wasanku. Cikakken bayani yana cikin {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>An samu matsala, kuma ba a iya ajiye wasanku ba. Cikakken bayani yana cikin {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>An samu matsala. Cikakken bayani yana cikin {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Shuɗin zanen raga</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Jan fure</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Koren raƙuman ruwa</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Tauraron tsakar dare</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Bayan fakitin na kansa</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Gargajiya</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Babban rubutu</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Kwafi lambar wasa</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Maki: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Lokaci: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Motsi: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Rabon ranar %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Matakin wahala: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>ana auna matakin wahala</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>ba a auna matakin wahala ba</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>ƙa&apos;idar %1, %2, lambar wasa %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Ana dubawa…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Ana iya ci</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Ba za a iya ci ba yanzu</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ba a sani ba</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Ana tunani…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>An kwafa</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Ko har yanzu duk katunan da ke kan tebur za su iya kaiwa tushe, bisa ga abin da mai warwarewa ya gano</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Wasa</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Wahalar wannan rabo: ana auna ta da sau nawa ɗan wasa mai sauƙin dabara yake cinsa; duk rabon da ke da matakin wahala an tabbatar ana iya cinsa</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Kwafi lambar wasan, don sake buga wannan rabo ko don aika shi ga wani</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Ba a iya ajiye wasanku a {path} ba: {reason}. Kuna iya ci gaba da wasa; za a sake ajiye wasan da zarar faifan kwamfuta ya ba da dama.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Ba za a iya cin wannan wasa ba kuma.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Babu sauran motsi mai amfani.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Ba a sami hanyar cin wasan a kan lokaci ba: motsin da aka zagaye shi ne mafi kyawun hasashe.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Ana ci gaba da nema, kuma bayani zai faɗi abin da aka samu.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>An sami hanyar cin wasan: motsin da aka zagaye shi ne motsinta na gaba.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Mai sauƙi</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Matsakaici</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Mai wuya</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Bisa matakin wahala</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>An buga</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>An ci</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Yawan nasara</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: an buga %2, an ci %3, yawan nasara %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 cikin %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Wasannin da ba a ci ba: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Waɗanda za a iya ci: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Waɗanda ba za a iya ci ba: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Waɗanda mai warwarewa bai iya tantancewa ba: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Waɗanda ba a duba ba tukuna: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Fakitin katuna {name} ba ya girke a kwamfuta kuma, don haka ana nuna katunan da fakitin {default}. Kuna iya zaɓar wani fakiti a Zaɓuɓɓuka.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Ba a iya zana fakitin katuna {name} ba (fayil ɗinsa ya lalace, ko kuma nau&apos;in fayil ne da wannan wasa ba ya iya karantawa), don haka ana nuna katunan da fakitin {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Fakitin katuna:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Ba&amp;yan kati:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>T&amp;ebur:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Yadda katunan da teburin da aka zaɓa suke kama</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Wasa &gt; A ina aka yi kuskure? zai nemo motsin da ya sa aka rasa wasan.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>tushensa</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>layi na %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>A ina aka yi kuskure?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Soke</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Ana neman motsin da ya sa aka rasa wasan…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Ana neman motsin da ya sa aka rasa wasan…
An duba yanayi %1 cikin %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Koma can</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>An rasa wasan ne motsi %n da ya wuce, lokacin da aka motsa %1 daga %2 zuwa %3.</numerusform>
            <numerusform>An rasa wasan ne motsi %n da suka wuce, lokacin da aka motsa %1 daga %2 zuwa %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Har yanzu ana iya cin wannan wasa: babu motsin da ya sa aka rasa shi tukuna.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Ba a taɓa iya cin wannan rabo ba: ba wani motsi ne ya sa aka rasa shi ba.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Motsin da ya sa aka rasa wannan wasa ya yi nisa fiye da motsi 100 na ƙarshe da ake iya janyewa.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Abin da kawai ya tabbatar shi ne cewa motsi %n da ya wuce, har lokacin ana iya cin wasan.</numerusform>
            <numerusform>Abin da kawai ya tabbatar shi ne cewa motsi %n da suka wuce, har lokacin ana iya cin wasan.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Ya tabbatar cewa an rasa wasan yanzu.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Ya tabbatar cewa an riga an rasa wasan tun motsi %n da ya wuce.</numerusform>
            <numerusform>Ya tabbatar cewa an riga an rasa wasan tun motsi %n da suka wuce.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Bai iya tabbatar da ko ana iya cin wasan ko an rasa shi a kowane yanayi ba.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Mai warwarewa bai sami isasshen lokaci ba a kan wasu yanayi.</translation>
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
        <translation>&amp;Wasa</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Saituna</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Taimako</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Wasa</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Sabon wasa…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Sa&amp;ke fara wannan rabo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Janye</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;hawara</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Fara sabon wasa (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Rabon yau</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Buga rabon yau, iri ɗaya ga kowane ɗan wasa, wanda aka tabbatar ana iya cinsa</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Sake &amp;yi</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Tura kowane kati zuwa tushensa</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Nuna motsi mai kyau na gaba (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;A ina aka yi kuskure?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Nemo motsin da ya sa aka rasa wannan wasa (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>Ƙ&amp;ididdiga</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Fita</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Zaɓuɓɓuka…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Cikakken &amp;allo</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Ƙ&amp;a&apos;idoji</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Game da Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Yanzu kowane kati zai iya zuwa tushensa: Wasa &gt; Tura kowane kati zuwa tushensa.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Ba za a iya cin wannan wasa ba kuma.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Sake fara wannan rabo</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>A sake fara wannan rabo daga farko?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Motsin da aka yi zuwa yanzu za su ɓace, kuma za a ƙidaya wannan wasa a matsayin wanda aka bari a ƙididdiga.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Sake farawa</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Ci gaba da wasa</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Ƙididdiga</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ku karanta &lt;a href=&quot;%1&quot;&gt;lasisin&lt;/a&gt; da &lt;a href=&quot;%2&quot;&gt;sanarwoyin manhajojin wasu masu ƙirƙira&lt;/a&gt; da ke cikinsa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ku karanta lasisin a &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Game da Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, wasan solitaire inda za ku iya motsa kowane kati da ke a buɗe tare da duk abin da ke samansa.&lt;/p&gt;&lt;p&gt;Manhaja ce mai &apos;yanci ƙarƙashin lasisin GNU GPL, siga ta 3 ko wadda ta biyo bayanta.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (ƙa&apos;idar {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} ko {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>An riga an ci wannan wasa. Ku fara sabon wasa don sake yin wasa.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Wannan kati ba ya nan kuma.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Ba a iya motsa katin da ke a rufe ba. Yakan buɗe da kansa idan ya zama katin ƙarshe na layinsa.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Katin yana can tuni.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>A ƙa&apos;idar Gargajiya, ana ɗora kati a kan katin kishiyar launinsa: ja a kan baƙi, baƙi a kan ja.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Ana ɗora kati a kan katin da ya fi shi da daraja ɗaya kacal, kamar 7 a kan 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Ba a ɗora komai a kan Ace a cikin layuka ba. Ace yana zuwa tushensa ne kawai.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Sarki ne kawai ke iya shiga layi maras komai, shi kaɗai ko tare da katunan da ke samansa.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Ba a iya motsa katuna fiye da {count} a lokaci ɗaya ba.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Katin ƙarshe na layi ne kawai ke iya zuwa tushe.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Tushe yana karɓar kati na gaba na irinsa: Ace da farko, sannan 2, 3 da sauransu har zuwa Sarki.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Katin da ke saman tushe ne kawai ake iya janyewa.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Katin da aka janyo daga tushe yana komawa kan layi, ba kan wani tushe ba.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Babu motsin da za a janye.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Babu motsin da za a sake yi.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Babu layin da zai iya karɓar wannan kati yanzu.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ba a yarda da wannan motsi ba.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Rubuta lambar wasa, kamar {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Lambar wasa tana da sassa uku da aka haɗa da alamar “-”, kamar {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Lambar wasa tana farawa da {prefix}, ba “{found}” ba.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Lambar wasa tana farawa da {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Sashe na tsakiya dole ya zama {rules}, ba “{found}” ba.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Sashe na tsakiya dole ya zama {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Sashe na ƙarshe dole ya kasance da haruffa {needed}, ba {count} ba.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Sashe na ƙarshe dole ya kasance da haruffa {needed}.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Sashe na ƙarshe zai iya ƙunsar haruffa A zuwa Z kawai.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Wannan ba lambar wasa ba ce. Lambar wasa tana kama da {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Sabon wasa</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Ƙa&apos;ida</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Rabo na &amp;bazata</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Matakin wahala:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Kowane mataki</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Rabon da ke da matakin wahala an tabbatar ana iya cinsa; matakin yana nuna sau nawa ɗan wasa mai sauƙin dabara yake cinsa.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Rabon da za a iya ci &amp;kaɗai</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Mai warwarewa yana gwada rabon bazata har sai ya tabbatar cewa ana iya cin ɗaya.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Rabon &amp;lambar wasa:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Lambar wasa</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Goge lambar wasa</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rabo</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Katuna iri ɗaya tun daga farko, da ƙa&apos;idar da aka zaɓa a sama.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>&amp;Rabon yau</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Rabon yau na ƙa&apos;idar Gargajiya, iri ɗaya ga kowane ɗan wasa, wanda aka tabbatar ana iya cinsa.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Fara</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Rabon yau na ƙa&apos;idar Gargajiya, iri ɗaya ga kowane ɗan wasa, wanda aka tabbatar ana iya cinsa. Matakin wahala: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Rabon lambar wasa {code}, ƙa&apos;idar {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Maimaita rabon &amp;yanzu (lambar wasa {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Zaɓuɓɓuka</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Danna sau biyu</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Dannawa sau biyu da sauri a kan kati da ke a buɗe yana kai shi, tare da katunan da ke samansa, zuwa wuri mafi kyau a cikin layuka.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>Sanyawa ta &amp;atomatik</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Idan kun saki kati, wasan zai zaɓa masa layi da kansa.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Taimakon sanyawa</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Yayin da kuke jan kati, ana haskaka wuraren da zai iya zuwa.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Bayanin ƙa&apos;idoji</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Idan aka ƙi wani motsi, gajeren bayani zai faɗi ƙa&apos;idar da ta hana shi.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>&amp;Nuna ko har yanzu ana iya cin wannan rabo</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Sandar wasa za ta faɗi ko har yanzu duk katunan za su iya kaiwa tushe.</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Motsa katuna</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Abubuwan taimako</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Kamanni</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Harshe:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Na tsarin kwamfuta</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Harshen wasan; yana canzawa nan take.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Katuna masu launi huɗu</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Shebur (♠) baƙi, zuciya (♥) ja, lu&apos;u-lu&apos;u (♦) shuɗi, kulki (♣) kore, don kowane iri ya bambanta sosai.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;To</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Soke</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Rufe</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Ajiye</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Rufe ba tare da ajiyewa ba</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Janye</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Sake yi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Yanke</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kwafi</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Liƙa</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Goge</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaɓi duka</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Soke</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Rufe</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Maido da na asali</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ee</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;A&apos;a</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Ajiye</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aiwatar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sake saitawa</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Taimako</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Watsar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buɗe</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Soke</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kwafi</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kwafi adireshin &amp;mahaɗi</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Zaɓi duka</translation>
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
        <translation>Kwanan wata</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Lambar wasa</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Ƙa&apos;ida</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sakamako</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Matakin wahala</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Maki</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Lokaci</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Motsi</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Shawarwari</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Janyewa</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Za a iya ci?</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Danna sau biyu don sake buga wannan rabo</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Daga farko: %1. Daga inda kuka tsaya: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>ba a sani ba</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Ku kammala wasa, sakamakonku zai bayyana a nan.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>Wasa %n na ƙarshe: an ci %1; yawan nasara a wasanni 10 na ƙarshe: %2</numerusform>
            <numerusform>Wasanni %n na ƙarshe: an ci %1; yawan nasara a wasanni 10 na ƙarshe: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Jadawalin wasanninku na baya-bayan nan</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Wasa na %1: %2, %3 (maki %4)
Yawan nasara a wasanni 10 na ƙarshe: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Maki, an ci</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Maki, ba a ci ba</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Yawan nasara (wasa %n na ƙarshe)</numerusform>
            <numerusform>Yawan nasara (wasanni %n na ƙarshe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Ƙidayar wasa</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Maki</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Yawan nasara</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Gargajiya</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Gargajiya</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Ana ɗora kati a kan katin kishiyar launinsa wanda ya fi shi da daraja ɗaya kacal.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Sassauci</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>S&amp;assauci</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Launi ba shi da muhimmanci: ana ɗora kati a kan kowane kati da ya fi shi da daraja ɗaya kacal.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Ƙa&apos;idojin Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Ba a sami shafin ƙa&apos;idoji ba. Don Allah ku sake girka wasan.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>An hana karanta wasanku da aka ajiye {path} (ku duba izininsa), don haka an fara sabon wasa. An bar fayil ɗin yadda yake, kuma ba za a ajiye wannan wasa a kansa ba.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Wata sabuwar sigar Yukon Solitaire ce ta rubuta wasanku da aka ajiye {path}, don haka an fara sabon wasa. An bar fayil ɗin yadda yake, kuma ba za a ajiye wannan wasa a kansa ba.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Ba a iya dawo da wasanku da aka ajiye ba, don haka an fara sabon wasa. Ba a iya matsar da fayil ɗin {path} gefe ba.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Wasanku da aka ajiye ya lalace, don haka an fara sabon wasa. An matsar da fayil ɗin da ya lalace zuwa {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Wani ɓangare na wasanku da aka ajiye ya lalace: wasan yana ci gaba daga inda kuka tsaya, amma wasu motsin da za a janye ko a sake yi sun ɓace.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>An ajiye kwafin fayil ɗin da ya lalace a {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Wata sabuwar sigar Yukon Solitaire ce ta rubuta fayil ɗin saitunanku {path}. Ana amfani da saitunan da wannan sigar ta sani; an bar fayil ɗin yadda yake, kuma ba za a ajiye canje-canjen da aka yi yanzu ba.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>An hana karanta fayil ɗin saitunanku {path} (ku duba izininsa), don haka ana amfani da saitunan asali. An bar fayil ɗin yadda yake, kuma ba za a ajiye canje-canjen da aka yi yanzu ba.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Ba a iya karanta fayil ɗin saitunanku ba, don haka ana amfani da saitunan asali. Ba a iya matsar da fayil ɗin {path} gefe ba.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Fayil ɗin saitunanku ya lalace, don haka ana amfani da saitunan asali. An matsar da fayil ɗin da ya lalace zuwa {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Ba a iya ajiye saitunanku a {path} ba: {reason}. Za su yi aiki har sai an rufe wasan.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Biyu</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Uku</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Huɗu</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Biyar</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Shida</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Bakwai</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Takwas</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Tara</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Goma</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Sarauniya</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Sarki</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>shebur</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>zuciya</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>lu&apos;u-lu&apos;u</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kulki</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kati a rufe</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Layi na %1, babu komai</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Layi na %1, kati %n, %2 a rufe</numerusform>
            <numerusform>Layi na %1, katuna %n, %2 a rufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Layi na %1, kati %n</numerusform>
            <numerusform>Layi na %1, katuna %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Tushen shebur, babu komai</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Tushen zuciya, babu komai</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Tushen lu&apos;u-lu&apos;u, babu komai</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Tushen kulki, babu komai</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Tushen shebur, har zuwa %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Tushen zuciya, har zuwa %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Tushen lu&apos;u-lu&apos;u, har zuwa %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Tushen kulki, har zuwa %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Teburin katuna</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>kati %n a rufe</numerusform>
            <numerusform>katuna %n a rufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Layi na %1 daga ƙasa: %2</translation>
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
            <numerusform>Maki %1, lokaci %2, motsi %n, lambar wasa %3</numerusform>
            <numerusform>Maki %1, lokaci %2, motsi %n, lambar wasa %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 zuwa tushensa</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 da kati %n zuwa layi na %2 maras komai</numerusform>
            <numerusform>%1 da katuna %n zuwa layi na %2 maras komai</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 zuwa layi na %2 maras komai</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 da kati %n a kan %2</numerusform>
            <numerusform>%1 da katuna %n a kan %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 a kan %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; an buɗe %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; maki %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Shawara: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>A hannu: %1 da kati %n</numerusform>
            <numerusform>A hannu: %1 da katuna %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>A hannu: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Ba a yarda ba</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>An janye motsi</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Kun ci nasara! Maki %1, lokaci %2, motsi %n</numerusform>
            <numerusform>Kun ci nasara! Maki %1, lokaci %2, motsi %n</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Sabon wasa %1, ƙa&apos;idar %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Ɗauka</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Ajiye a nan</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Tura zuwa tushensa</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Nemo masa wuri</translation>
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
        <translation>Wasanku a buɗe yake tuni a wata taga ta Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Kuna iya buɗe wani wasa na daban a nan. Ana ajiye shi daban, kuma ba zai maye gurbin wasan da ke ɗaya tagar ba.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>&amp;Buɗe wani wasa na daban</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Rufe</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Kuna da wasan da ake ci gaba da shi: %1, an yi motsi %n.</numerusform>
            <numerusform>Kuna da wasan da ake ci gaba da shi: %1, an yi motsi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>A buga %1 a maimakon haka? Za a ƙidaya wasan da ake ci gaba da shi a matsayin wanda aka bari a ƙididdiga.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Buga %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Ci gaba da wasana</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Tagogin Yukon Solitaire da ke a buɗe sun yi yawa tuni. Ku rufe ɗaya daga cikinsu tukuna.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Nasararku ta farko!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Sabon lokaci mafi sauri!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Mafi ƙarancin motsi zuwa yanzu!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Sabon maki mafi yawa!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Nasara a jere: %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>An ci</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>An bari</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Ana ci gaba</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Ba a auna ba</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ee</translation>
    </message>
    <message>
        <source>No</source>
        <translation>A&apos;a</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ba a sani ba</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Ba a iya karanta fayil ɗin ƙididdiga “%1” ba. An ajiye shi a matsayin “%2”, kuma an fara sabuwar ƙididdiga.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Fayil ɗin ƙididdiga “%1” ya rasa jerin wasanninsa. An ajiye kwafin fayil ɗin a matsayin “%2”, kuma an fara sabon jeri.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>Ba a iya karanta wasa %n da ya lalace a fayil ɗin ƙididdiga “%1” ba, kuma an tsallake shi. Ba a goge komai daga fayil ɗin ba.</numerusform>
            <numerusform>Ba a iya karanta wasanni %n da suka lalace a fayil ɗin ƙididdiga “%1” ba, kuma an tsallake su. Ba a goge komai daga fayil ɗin ba.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Wasannin da ake bugawa yanzu za a riƙe su ne kawai har sai kun fita.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Wata sabuwar sigar Yukon Solitaire ce ta rubuta fayil ɗin ƙididdiga “%1”, don haka an bar shi yadda yake.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Ba a iya karanta fayil ɗin ƙididdiga “%1” ba: babu izini. An bar shi yadda yake.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Ba a iya buɗe fayil ɗin ƙididdiga “%1” ba: ba fayil na yau da kullum ba ne. An bar shi yadda yake.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Ba a iya buɗe fayil ɗin ƙididdiga “%1” ba: ya yi girma matuƙa, ba zai yiwu ya zama fayil ɗin ƙididdiga ba. An bar shi yadda yake.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Ba a iya buɗe fayil ɗin ƙididdiga “%1” ba.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>faifan kwamfuta ya cika</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>an hana canza fayil ɗin</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>wata manhaja tana amfani da shi</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ba a iya rubuta fayil ɗin ba</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Ba a iya rubuta ƙididdigar wannan zaman wasa ba (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Ba a iya rubuta fayil ɗin ƙididdiga “%1” ba (%2). Wasan yana ci gaba; ƙila abin da ake yi a cikinsa yanzu ba zai shiga ƙididdiga ba.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Ƙididdiga</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Ƙa&apos;idojin biyu</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Wasannin da aka buga</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Wasannin da aka ci</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Yawan nasara</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Nasara a jere yanzu</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Ana ƙidaya wasa a matsayin wanda aka buga da zarar an ci shi, ko kuma aka maye gurbinsa da wani wasa bayan aƙalla motsi ɗaya.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Bajinta</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Nasara a jere mafi tsawo</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Maki mafi yawa</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Nasara mafi sauri</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Mafi ƙarancin motsi don cin nasara</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Matsakaicin lokacin nasara</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Wasannin da aka bari</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Waɗanda za a iya ci</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Wasannin da ake ci gaba da su</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Rabon yau</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Kwanakin da aka yi wasa</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Kwanakin da aka ci nasara</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Kwanakin nasara a jere yanzu</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Kwanakin nasara a jere mafi tsawo</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Sakamakon baya-bayan nan</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Maimaita wannan rabo</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Sake fara rabon wasan da aka zaɓa, da ƙa&apos;idarsa</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Fitar da CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Goge ƙididdiga…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Rufe</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Ba a iya karanta ƙididdigar ba: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Wasanni (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>A goge ƙididdigar wasa %n da kuka kammala, a ƙa&apos;idojin biyu?</numerusform>
            <numerusform>A goge ƙididdigar dukkan wasanni %n da kuka kammala, a ƙa&apos;idojin biyu?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>A goge ƙididdigar wasa %n na %1 da kuka kammala?</numerusform>
            <numerusform>A goge ƙididdigar wasanni %n na %1 da kuka kammala?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Wasan da ake ci gaba da shi ba za a goge shi ba. Ba za a iya janye wannan mataki ba.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Goge ƙididdiga</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Ba a iya goge ƙididdigar ba: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>An goge wasa %n.</numerusform>
            <numerusform>An goge wasanni %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Fitar da ƙididdiga</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fayilolin CSV (*.csv);;Duk fayiloli (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Ba a iya rubuta fayil ɗin “%1” ba: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>An fitar da wasa %n zuwa “%1”.</numerusform>
            <numerusform>An fitar da wasanni %n zuwa “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Koren yadi</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Shuɗin yadi</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Tebur mai duhu</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Kun ci nasara!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Sabon wasa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Rufe</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Motsi: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Maki: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Lokaci: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Sabon wasa</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Soke</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Ana neman rabon da za a iya ci…
An gwada rabo %n zuwa yanzu.</numerusform>
            <numerusform>Ana neman rabon da za a iya ci…
An gwada rabe-rabe %n zuwa yanzu.</numerusform>
        </translation>
    </message>
</context>
</TS>
