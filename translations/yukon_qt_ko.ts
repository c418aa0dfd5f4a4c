<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>모든 카드를 파운데이션으로 보냅니다.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>문제가 발생했습니다. 게임은 저장되었습니다.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>문제가 발생했으며 게임을 저장하지 못했습니다.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>문제가 발생했습니다. 게임은 저장되었습니다. 자세한 내용은 {path}에 있습니다.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>문제가 발생했으며 게임을 저장하지 못했습니다. 자세한 내용은 {path}에 있습니다.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>문제가 발생했습니다. 자세한 내용은 {path}에 있습니다.</translation>
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
        <translation>파란 격자</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>빨간 꽃무늬</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>초록 물결</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>한밤의 별</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>덱 고유의 뒷면</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>클래식</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>큰 글자</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>점수: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>시간: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>이동: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1의 판</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>난이도: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>난이도 평가 중</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>난이도 미평가</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1 규칙, %2, 게임 %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>확인 중…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>이길 수 있음</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>더는 이길 수 없음</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>생각 중…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>테이블의 카드가 아직 모두 파운데이션으로 갈 수 있는지 여부(솔버의 판단)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>이 판의 난이도: 단순한 방식으로 플레이하는 플레이어가 얼마나 자주 이기는지로 잽니다. 난이도가 있는 판은 모두 이길 수 있음이 증명되었습니다</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>게임 코드를 복사하여 이 판을 다시 하거나 다른 사람과 공유합니다</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>게임을 {path}에 저장하지 못했습니다: {reason}. 계속 플레이할 수 있으며, 디스크에 다시 쓸 수 있게 되는 대로 게임을 저장합니다.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>이 게임은 더 이상 이길 수 없습니다.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>도움이 되는 이동이 더 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>제한 시간 안에 이기는 수순을 찾지 못했습니다. 테두리로 표시한 이동은 가장 유력한 추측입니다.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>탐색은 계속되며, 결과는 알림으로 알려 드립니다.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>이기는 수순을 찾았습니다. 테두리로 표시한 이동이 그다음 이동입니다.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>난이도별</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>플레이 수</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리 수</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: 플레이 %2, 승리 %3, 승률 %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2게임 중 %1게임</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>이기지 못한 게임: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>이길 수 있었던 게임: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>이길 수 없었던 게임: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>솔버가 판단하지 못한 게임: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>아직 판단하지 않은 게임: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>더 이상 설치되어 있지 않은 카드 덱 {name} 대신 {default} 덱으로 카드를 표시합니다. 환경 설정에서 다른 덱을 고를 수 있습니다.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>카드 덱 {name}의 파일이 손상되었거나 이 게임이 읽을 수 없는 형식이라 덱을 그릴 수 없으므로, 카드를 {default} 덱으로 표시합니다.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>덱(&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>카드 뒷면(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>테이블(&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>고른 카드와 테이블 미리 보기</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>게임 &gt; 패인 찾기에서 이 게임을 지게 만든 이동을 찾을 수 있습니다.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>파운데이션</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1열</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>패인 찾기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>게임을 지게 만든 이동을 찾는 중…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>게임을 지게 만든 이동을 찾는 중…
국면 %2개 중 %1개를 살펴보았습니다.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>그 시점으로 돌아가기</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>이 게임은 이동 %n번 전, %1 카드를 %2에서 %3에 옮겨 놓았을 때 지게 되었습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>이 게임은 아직 이길 수 있습니다. 게임을 지게 만든 이동은 아직 없습니다.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>이 판은 처음부터 이길 수 없었습니다. 어떤 이동 때문에 진 것이 아닙니다.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>이 게임을 지게 만든 이동은 실행 취소로 되돌릴 수 있는 100번의 이동보다 더 전에 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>확실한 것은 이동 %n번 전에는 아직 이길 수 있었다는 것뿐입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>지금 이 게임을 이길 수 없다는 것은 확실합니다.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>이동 %n번 전에 이미 이길 수 없었다는 것은 확실합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>이길 수 있다고도, 졌다고도 증명된 국면이 없습니다.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>일부 국면에서 솔버가 제한 시간 안에 답을 내지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;라이선스는 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;에서 읽을 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;라이선스&lt;/a&gt;와 이 게임에 포함된 &lt;a href=&quot;%2&quot;&gt;서드 파티 소프트웨어 고지&lt;/a&gt;를 읽어 보세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Yukon Solitaire 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;유콘은 앞면 카드라면 어느 것이든 그 위의 카드 전부와 함께 옮길 수 있는 솔리테어입니다.&lt;/p&gt;&lt;p&gt;GNU GPL 버전 3 이상에 따라 배포되는 자유 소프트웨어입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>이제 모든 카드를 파운데이션으로 보낼 수 있습니다(게임 &gt; 모든 카드 파운데이션으로 보내기).</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>이 게임은 더 이상 이길 수 없습니다.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>이 판 다시 시작</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>이 판을 처음부터 다시 시작하시겠습니까?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>지금까지의 이동은 사라지며, 이 게임은 통계에서 포기한 게임으로 집계됩니다.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>다시 시작(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>계속하기(&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>오늘의 판(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>이 판 다시 시작(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>다시 실행(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>모든 카드 파운데이션으로 보내기(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>패인 찾기(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>통계(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>전체 화면(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>Yukon Solitaire 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>새 게임 시작(%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>오늘의 판 플레이: 모든 플레이어에게 같은 판이며, 이길 수 있음이 증명되었습니다</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>좋은 다음 이동 보기(%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>이 게임을 지게 만든 이동 찾기(%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} ({rule} 규칙)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} 또는 {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>이미 이긴 게임입니다. 다시 플레이하려면 새 게임을 시작하세요.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>그 카드는 더 이상 그 자리에 없습니다.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>뒷면 카드는 옮길 수 없습니다. 열의 마지막 카드가 되면 앞면으로 뒤집힙니다.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>카드가 이미 그 자리에 있습니다.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>클래식 규칙에서는 카드를 반대 색 카드 위에만 놓을 수 있습니다.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>카드는 8 위에 7처럼 정확히 한 단계 높은 카드 위에만 놓을 수 있습니다.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>열에서는 에이스 위에 아무것도 놓을 수 없습니다. 에이스는 자기 파운데이션으로만 갈 수 있습니다.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>빈 열에는 킹만 놓을 수 있습니다. 킹 한 장만이든, 그 위의 카드와 함께든 상관없습니다.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>한 번에 최대 {count}장까지 옮길 수 있습니다.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>파운데이션으로는 열의 마지막 카드만 보낼 수 있습니다.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>파운데이션에는 같은 무늬의 다음 카드를 놓습니다. 에이스부터 시작해 2, 3… 순서로 킹까지 쌓습니다.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>파운데이션에서는 맨 위 카드만 되가져올 수 있습니다.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>파운데이션에서 가져온 카드는 다른 파운데이션이 아니라 열에 놓아야 합니다.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>실행 취소할 이동이 없습니다.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>다시 실행할 이동이 없습니다.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>지금 이 카드를 놓을 수 있는 열이 없습니다.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>허용되지 않는 이동입니다.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>게임 코드를 입력하세요. 예: {example}</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>게임 코드는 {example}처럼 세 부분을 대시(-)로 이은 형태입니다.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>게임 코드의 첫 부분은 {prefix}입니다(입력한 값: “{found}”).</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>게임 코드의 첫 부분은 {prefix}입니다.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>가운데 부분에는 {rules}만 쓸 수 있습니다(입력한 값: “{found}”).</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>가운데 부분에는 {rules}만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>마지막 부분은 {count}자가 아니라 {needed}자여야 합니다.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>마지막 부분은 {needed}자여야 합니다.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>마지막 부분에는 A부터 Z까지의 문자만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>게임 코드가 아닙니다. 게임 코드는 {example} 같은 형태입니다.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>무작위 판(&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>난이도(&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>상관없음</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>난이도가 있는 판은 이길 수 있음이 증명된 판입니다. 난이도는 단순한 방식으로 플레이하는 플레이어가 그 판을 얼마나 자주 이기는지를 나타냅니다.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>이길 수 있는 판만(&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>솔버가 이길 수 있다고 증명되는 판이 나올 때까지 무작위 판을 시도합니다.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>게임 코드의 판(&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>게임 코드</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>코드 지우기</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>판</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>같은 카드로 처음부터, 위에서 고른 규칙에 따라 플레이합니다.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>오늘의 판(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>오늘의 클래식 판입니다. 모든 플레이어에게 같은 판이며, 이길 수 있음이 증명되었습니다.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>오늘의 클래식 판입니다. 모든 플레이어에게 같은 판이며, 이길 수 있음이 증명되었습니다. 난이도: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>코드 {code}의 판, {rule} 규칙.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>현재 판(코드 {code}) 다시 하기(&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>카드 이동</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>보조 기능</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>더블 클릭(&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>앞면 카드를 빠르게 두 번 클릭하면 그 위의 카드와 함께 열에서 가장 알맞은 자리로 옮깁니다.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>놓을 자리 표시(&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>카드를 끄는 동안 놓을 수 있는 자리를 강조해 표시합니다.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>규칙 안내(&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>이동이 거부되면 어떤 규칙 때문인지 짧은 알림으로 알려 줍니다.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>자동 배치(&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>카드를 놓으면 게임이 카드를 놓을 열을 골라 줍니다.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>판을 아직 이길 수 있는지 표시(&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>카드가 아직 모두 파운데이션으로 갈 수 있는지 게임 표시줄에 알려 줍니다.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>게임에 쓰는 언어입니다. 바로 바뀝니다.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>4색 덱(&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>스페이드는 검은색, 하트는 빨간색, 다이아몬드는 파란색, 클로버는 초록색으로 그려 무늬를 쉽게 구별합니다.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>확인(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>저장하지 않고 닫기</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>잘라내기(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>모두 선택</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>링크 주소 복사(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>모두 선택</translation>
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
        <translation>날짜</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>이동</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>이길 수 있었음</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>더블 클릭하면 이 판을 다시 합니다</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>처음부터: %1. 그만둔 시점부터: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>알 수 없음</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>게임을 끝내면 여기에 결과가 표시됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>최근 %n게임: %1승, 최근 10게임 승률: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>최근 게임 차트</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>게임 %1: %2, %3 (점수 %4)
최근 10게임 승률: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>점수(승리)</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>점수(이기지 못함)</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>승률(최근 %n게임)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>클래식</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>클래식(&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>반대 색이면서 정확히 한 단계 높은 카드 위에 놓습니다.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>완화</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>완화(&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>색은 상관없습니다. 정확히 한 단계 높은 카드라면 어느 카드 위에든 놓을 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>유콘 규칙</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>규칙 페이지를 찾을 수 없습니다. 게임을 다시 설치하세요.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>{path}에 저장된 게임을 읽을 권한이 없어(권한을 확인하세요) 새 게임을 시작했습니다. 파일은 그대로 두었으며, 이 게임으로 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>{path}에 저장된 게임은 더 새로운 버전의 Yukon Solitaire에서 저장한 것이라 새 게임을 시작했습니다. 파일은 그대로 두었으며, 이 게임으로 덮어쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>저장된 게임을 복원할 수 없어 새 게임을 시작했습니다. {path} 파일을 다른 곳으로 옮기지 못했습니다.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>저장된 게임이 손상되어 새 게임을 시작했습니다. 손상된 파일은 {path} 위치로 옮겼습니다.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>저장된 게임의 일부가 손상되었습니다. 게임은 그만둔 곳부터 이어지지만, 실행 취소하거나 다시 실행할 이동 일부가 사라졌습니다.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>손상된 파일의 사본을 {path} 파일로 보관했습니다.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>{path} 설정 파일은 더 새로운 버전의 Yukon Solitaire에서 저장되었습니다. 이 버전이 아는 설정만 사용하며, 파일은 그대로 두었고 지금부터 바꾸는 내용은 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>{path} 설정 파일을 읽을 권한이 없어(권한을 확인하세요) 기본 설정을 사용합니다. 파일은 그대로 두었으며, 지금부터 바꾸는 내용은 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>설정 파일을 읽을 수 없어 기본 설정을 사용합니다. {path} 파일을 다른 곳으로 옮기지 못했습니다.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>설정 파일이 손상되어 기본 설정을 사용합니다. 손상된 파일은 {path} 위치로 옮겼습니다.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>설정을 {path}에 저장하지 못했습니다: {reason}. 설정은 게임을 닫을 때까지 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>에이스</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>잭</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <source>King</source>
        <translation>킹</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>클로버</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>뒷면 카드</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>%1열, 비어 있음</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>%1열, 카드 %n장, 그중 뒷면 %2장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>%1열, 카드 %n장</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>스페이드 파운데이션, 비어 있음</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>하트 파운데이션, 비어 있음</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>다이아몬드 파운데이션, 비어 있음</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>클로버 파운데이션, 비어 있음</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>스페이드 파운데이션, %1까지</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>하트 파운데이션, %1까지</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>다이아몬드 파운데이션, %1까지</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>클로버 파운데이션, %1까지</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>카드 테이블</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>뒷면 카드 %n장</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>%1열, 맨 아래부터: %2</translation>
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
            <numerusform>점수 %1, 시간 %2, 이동 %n번, 게임 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1, 파운데이션으로</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 외 %n장, 빈 %2열로</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1, 빈 %2열로</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 외 %n장, %2 위로</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1, %2 위로</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 카드가 앞면으로 뒤집힘</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; 점수 %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>힌트: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>%1 외 %n장을 들고 있음</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>%1 카드를 들고 있음</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>허용되지 않음</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>이동 실행 취소됨</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>이겼습니다! 점수 %1, 시간 %2, 이동 %n번</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>새 게임 %1, %2 규칙</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>들기</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>여기에 놓기</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>파운데이션으로 보내기</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>놓을 자리 찾기</translation>
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
        <translation>게임이 이미 다른 Yukon Solitaire 창에서 열려 있습니다.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>여기에서 별도의 게임을 열 수 있습니다. 이 게임은 따로 보관되며 다른 창의 게임을 대신하지 않습니다.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>별도 게임 열기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>진행 중인 게임이 있습니다: %1, 이동 %n번.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>대신 %1 판을 플레이하시겠습니까? 진행 중인 게임은 통계에서 포기한 게임으로 집계됩니다.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 플레이(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>하던 게임 계속하기(&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Yukon Solitaire 창이 이미 너무 많이 열려 있습니다. 먼저 그중 하나를 닫으세요.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>첫 승리!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>최단 시간 기록!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>최소 이동 기록!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>최고 점수 기록!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>연승: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>“%1” 통계 파일을 읽을 수 없습니다. 이 파일은 “%2” 파일로 보관하고 새 통계를 시작했습니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>“%1” 통계 파일에서 게임 목록이 사라졌습니다. 파일의 사본을 “%2” 파일로 보관하고 새 목록을 시작했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>“%1” 통계 파일에서 손상된 게임 %n개를 읽을 수 없어 제외했습니다. 파일에서 삭제한 것은 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>지금부터 플레이하는 게임은 프로그램을 끝낼 때까지만 보관됩니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>“%1” 통계 파일은 더 새로운 버전의 Yukon Solitaire에서 저장되어 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>“%1” 통계 파일을 읽을 수 없습니다: 권한이 없습니다. 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>“%1” 통계 파일을 열 수 없습니다: 일반 파일이 아닙니다. 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>“%1” 통계 파일을 열 수 없습니다: 통계 파일이라기에는 너무 큽니다. 파일은 그대로 두었습니다.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>“%1” 통계 파일을 열 수 없습니다.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 참</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>파일을 변경할 권한이 없음</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>다른 프로그램이 파일을 사용 중</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>파일에 쓸 수 없음</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>이번 세션의 통계를 기록하지 못했습니다(%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>“%1” 통계 파일에 쓰지 못했습니다(%2). 게임은 계속되지만, 지금부터의 플레이는 통계에 남지 않을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>진행 중</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>미평가</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>No</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>두 규칙 모두</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>플레이한 게임</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>이긴 게임</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>현재 연승</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>최다 연승</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>최단 승리 시간</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>승리까지 최소 이동</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>평균 승리 시간</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>포기한 게임</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>이길 수 있었던 게임</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>진행 중인 게임</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>게임은 이겼을 때, 또는 한 번 이상 이동한 뒤 다른 게임으로 바꿨을 때 플레이한 것으로 집계됩니다.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>오늘의 판</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>플레이한 날</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>이긴 날</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>현재 연속 승리 일수</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>최장 연속 승리 일수</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>최근 결과</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>이 판 다시 하기(&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>고른 게임의 판을 그 게임의 규칙으로 처음부터 다시 시작합니다</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>통계 초기화(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>통계를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>게임(%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>두 규칙에서 끝낸 게임 %n개의 통계를 모두 삭제하시겠습니까?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%1 규칙으로 끝낸 게임 %n개의 통계를 삭제하시겠습니까?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>진행 중인 게임은 그대로 남습니다. 이 작업은 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>통계 초기화</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>통계를 초기화하지 못했습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>게임 %n개를 삭제했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>통계 내보내기</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 파일(*.csv);;모든 파일(*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>“%1” 파일에 쓰지 못했습니다: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>게임 %n개를 “%1” 파일로 내보냈습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>초록 펠트</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>파란 펠트</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>어두운 테이블</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>이겼습니다!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>이동: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>점수: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>시간: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>이길 수 있는 판을 찾는 중…
지금까지 %n판을 시도했습니다.</numerusform>
        </translation>
    </message>
</context>
</TS>
