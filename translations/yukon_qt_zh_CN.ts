<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>所有牌依次送入各自的收牌区。</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>程序出错了。你的游戏已保存。</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>程序出错了，而且你的游戏未能保存。</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>程序出错了。你的游戏已保存。详细信息见 {path}。</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>程序出错了，而且你的游戏未能保存。详细信息见 {path}。</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>程序出错了。详细信息见 {path}。</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>蓝色格纹</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>红色团花</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>绿色波纹</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>午夜星辰</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>牌面自带的牌背</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>大字版</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>用时：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>每日牌局：%1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>难度：%1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>正在评定难度</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>难度未评定</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1规则，%2，牌局代码 %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>可解</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>已无解</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>求解器的判断：桌上的牌是否仍能全部送入收牌区</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>此牌局的难度：按采用简单策略的玩家赢下它的频率衡量；凡是标有难度的牌局都已证明可解</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>复制牌局代码，用于重玩或分享此牌局</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>游戏无法保存到 {path}：{reason}。你可以继续玩；一旦磁盘允许，游戏会立即重新保存。</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>这一局已无法获胜。</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>已经没有值得走的一步了。</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>未能及时找到获胜路线：框出的这一步只是最佳推测。</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>搜索仍在继续，有结果时会另行提示。</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>已找到获胜路线：框出的这一步就是它的下一步。</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>按难度</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩局数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜局数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1：已玩 %2 局，获胜 %3 局，胜率 %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 局中的 %1 局</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>未获胜：%1 局。</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>本可获胜：%1 局。</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>本就无法获胜：%1 局。</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>求解器无法判定：%1 局。</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>尚未判定：%1 局。</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>牌面“{name}”已不再安装，因此改用“{default}”牌面显示纸牌。你可以在首选项中另选牌面。</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>牌面“{name}”无法绘制（文件已损坏，或是本游戏无法读取的格式），因此改用“{default}”牌面显示纸牌。</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>牌面(&amp;K)：</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>牌背(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>牌桌(&amp;T)：</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>所选纸牌和牌桌的预览</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>使用“游戏 &gt; 哪里走错了？”可以找出导致失败的那一步。</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>收牌区</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>哪里走错了？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>正在查找导致失败的那一步…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>正在查找导致失败的那一步…
已检查局面：%1 / %2。</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>回到那一步</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>这一局在 %n 步之前就已无法获胜：当时%1从%2移到了%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>这一局仍可获胜：还没有哪一步走错。</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>这个牌局本来就无解：并不是哪一步走错了。</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>导致这一局失败的那一步，早于撤销所能保留的最近 100 步。</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>只能确定这一局在 %n 步之前仍可获胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>可以确定这一局现在已无法获胜。</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>可以确定这一局在 %n 步之前就已无法获胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>无法证明任何局面可以获胜或已经失败。</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>求解器在某些局面上超时了。</translation>
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
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>开始新游戏（%1）</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>玩今天的每日牌局：每位玩家拿到的牌都一样，且已证明可解</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>重新开始本牌局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>重做(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>全部收牌(&amp;P)</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>显示推荐的下一步（%1）</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>哪里走错了(&amp;W)？</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>找出导致这一局失败的那一步（%1）</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>关于 Yukon Solitaire(&amp;A)</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>现在所有牌都可以收走了：使用“游戏 &gt; 全部收牌”。</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>这一局已无法获胜。</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>重新开始本牌局</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>要从头重新开始这个牌局吗？</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>已走的每一步都将丢失，这一局在统计中将记为放弃。</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>继续玩(&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;阅读&lt;a href=&quot;%1&quot;&gt;许可证&lt;/a&gt;以及本游戏所含&lt;a href=&quot;%2&quot;&gt;第三方软件的声明&lt;/a&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;许可证全文见 &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>关于 Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;育空接龙：可以把任意一张明牌连同压在它上面的所有牌一起移动的接龙游戏。&lt;/p&gt;&lt;p&gt;自由软件，依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter}（{rule}规则）</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first}或 {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}、{next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>这一局已经获胜。开始新游戏即可再玩。</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>那张牌已经不在那里了。</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>暗牌不能移动。当它成为所在列的最后一张牌时，会自动翻开。</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>这张牌已经在那里了。</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>在经典规则下，牌只能放在颜色相反的牌上。</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>牌只能放在点数正好大一级的牌上，例如 7 放在 8 上。</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>列中的 A 上不能放任何牌。A 只能放到它的收牌区。</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>只有 K（单独或连同压在它上面的牌）才能放入空列。</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>一次最多只能移动 {count} 张牌。</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>只有一列的最后一张牌才能放到收牌区。</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>收牌区只接受同花色的下一张牌：先放 A，再依次放 2、3 等，直到 K。</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>只能从收牌区取回最上面的一张牌。</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>从收牌区取回的牌只能放回列中，不能放到另一个收牌区。</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>没有可以撤销的步骤。</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>没有可以重做的步骤。</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>目前没有哪一列能放这张牌。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>不能这样走。</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>请输入牌局代码，例如 {example}。</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>牌局代码由短横线连接的三部分组成，例如 {example}。</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>牌局代码应以 {prefix} 开头，而不是“{found}”。</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>牌局代码应以 {prefix} 开头。</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>中间部分必须是 {rules}，而不是“{found}”。</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>中间部分必须是 {rules}。</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>最后一部分必须有 {needed} 个字母，而不是 {count} 个。</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>最后一部分必须有 {needed} 个字母。</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>最后一部分只能包含字母 A 到 Z。</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>这不是牌局代码。牌局代码的格式类似 {example}。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>随机牌局(&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>难度(&amp;V)：</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>标有难度的牌局都已证明可解；难度表示采用简单策略的玩家赢下该牌局的频率。</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>仅限可解的牌局(&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>求解器会反复尝试随机牌局，直到证明其中一局可以获胜。</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>按牌局代码(&amp;G)：</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>牌局代码</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>清除代码</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>同样的牌，从头开始，使用上方所选的规则。</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>今天的经典规则牌局：每位玩家拿到的牌都一样，且已证明可解。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>今天的经典规则牌局：每位玩家拿到的牌都一样，且已证明可解。难度：%1。</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>牌局代码 {code}，{rule}规则。</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>重玩当前牌局（代码 {code}）(&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>双击(&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>快速点击明牌两次，即可把它连同上面的牌一起移到列中最合适的位置。</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>自动放置(&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>放下一张牌时，由游戏为它选择放到哪一列。</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>放置指引(&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>拖动牌时，高亮显示它可以放置的位置。</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>规则提示(&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>某一步不被允许时，会有简短说明指出违反了哪条规则。</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>显示牌局是否仍可获胜(&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>游戏栏会显示桌上的牌是否仍能全部送入收牌区。</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>黑桃黑色、红桃红色、方块蓝色、梅花绿色，每种花色一目了然。</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>移牌</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>游戏界面的语言，更改后立即生效。</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>确定(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>关闭且不保存</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>复制链接地址(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
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
        <translation>日期</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>本可获胜</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>双击可重玩此牌局</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>从开局算起：%1。从你离开时的局面算起：%2。</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>完成一局后，你的成绩会显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>最近 %n 局：胜 %1 局；最近 10 局胜率：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>最近对局图表</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>第 %1 局：%2，%3（得分 %4）
最近 10 局胜率：%5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>得分（获胜）</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>得分（未获胜）</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>胜率（最近 %n 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>对局序号</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>经典(&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>牌要放在颜色相反、点数正好大一级的牌上。</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>宽松</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>宽松(&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>不分颜色：牌可以放在任何点数正好大一级的牌上。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>育空接龙规则</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>找不到规则页面。请重新安装游戏。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>无权读取你保存的游戏 {path}（请检查文件权限），因此已开始新游戏。该文件保持原样，这局游戏也不会覆盖它。</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>你保存的游戏 {path} 由更新版本的 Yukon Solitaire 写入，因此已开始新游戏。该文件保持原样，这局游戏也不会覆盖它。</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>无法恢复你保存的游戏，因此已开始新游戏。无法将文件 {path} 移到别处。</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>你保存的游戏已损坏，因此已开始新游戏。损坏的文件已移至 {path}。</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>你保存的游戏有部分损坏：游戏将从你离开的地方继续，但部分可撤销或重做的步骤已丢失。</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>损坏文件的副本已保存为 {path}。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>设置文件 {path} 由更新版本的 Yukon Solitaire 写入。本版本能识别的设置仍会使用；该文件保持原样，现在所做的更改不会保存。</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>无权读取设置文件 {path}（请检查文件权限），因此正在使用默认设置。该文件保持原样，现在所做的更改不会保存。</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>无法读取设置文件，因此正在使用默认设置。无法将文件 {path} 移到别处。</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>设置文件已损坏，因此正在使用默认设置。损坏的文件已移至 {path}。</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>设置无法保存到 {path}：{reason}。在关闭游戏之前，这些设置仍然有效。</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>A</translation>
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
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>暗牌</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>第 %1 列，空</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>第 %1 列，%n 张牌，其中 %2 张暗牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>第 %1 列，%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>黑桃收牌区，空</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>红桃收牌区，空</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>方块收牌区，空</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>梅花收牌区，空</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>黑桃收牌区，已收到 %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>红桃收牌区，已收到 %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>方块收牌区，已收到 %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>梅花收牌区，已收到 %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n 张暗牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>第 %1 列，从底部起：%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>得分 %1，用时 %2，%n 步，牌局代码 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1放入收牌区</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1及另外 %n 张牌移到空的第 %2 列</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1移到空的第 %2 列</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1及另外 %n 张牌放到%2上</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1放到%2上</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1；%2已翻开</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1；得分 %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>手中：%1及另外 %n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>手中：%1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>不能这样走</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>已撤销一步</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>你赢了！得分 %1，用时 %2，%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>新游戏 %1，%2规则</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>拿起</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>放在这里</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>送入收牌区</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>自动找位置</translation>
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
        <translation>你的游戏已在另一个 Yukon Solitaire 窗口中打开。</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>你可以在这里另开一局游戏。它单独保存，不会替换另一个窗口中的游戏。</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>另开一局(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>你有一局正在进行的游戏：%1，已走 %n 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>要改玩 %1 吗？正在进行的游戏在统计中将记为放弃。</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>玩 %1(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>继续我的游戏(&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>已打开的 Yukon Solitaire 窗口太多。请先关闭其中一个。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>首次获胜！</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>最快用时新纪录！</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>最少步数新纪录！</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>最高得分新纪录！</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>连胜：%1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>无法读取统计文件“%1”。该文件已另存为“%2”，并已开始新的统计。</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>统计文件“%1”中的对局列表已丢失。该文件的副本已保存为“%2”，并已开始新的列表。</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>统计文件“%1”中有 %n 局记录已损坏，无法读取，已略过。文件中的内容均未删除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>现在玩的对局只保留到你退出游戏为止。</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>统计文件“%1”由更新版本的 Yukon Solitaire 写入，因此保持原样。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>无法读取统计文件“%1”：权限被拒绝。文件保持原样。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>无法打开统计文件“%1”：它不是普通文件。文件保持原样。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>无法打开统计文件“%1”：文件太大，不可能是统计文件。文件保持原样。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>无法打开统计文件“%1”。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>无权修改该文件</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>文件正被其他程序占用</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>无法记录本次运行的统计（%1）。</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>无法写入统计文件“%1”（%2）。游戏可以继续，但接下来的对局可能不会记入统计。</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>未评定</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>两种规则</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>已玩局数</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>获胜局数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高得分</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>最快获胜</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>获胜最少步数</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>平均获胜用时</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>放弃局数</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>本可获胜</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>进行中局数</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>一局游戏获胜，或至少走了一步后被另一局取代，即计为已玩。</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>纪录</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>每日牌局</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>已玩天数</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>获胜天数</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>当前每日连胜</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>最长每日连胜</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>最近战绩</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>重玩此牌局(&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>按原规则重新开始所选对局的牌局</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>重置统计(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>无法读取统计：%1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>对局（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>要删除两种规则下全部 %n 局已完成对局的统计吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>要删除%1规则下 %n 局已完成对局的统计吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>正在进行的对局会保留。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>无法重置统计：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>已删除 %n 局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>导出统计</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>无法写入文件“%1”：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>已将 %n 局导出到“%1”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>绿色绒布</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>蓝色绒布</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>深色牌桌</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>用时：%1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>正在寻找可解的牌局…
已尝试 %n 个牌局。</numerusform>
        </translation>
    </message>
</context>
</TS>
