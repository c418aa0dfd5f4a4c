<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>すべてのカードを組札に移します。</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>問題が発生しました。ゲームは保存されました。</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>問題が発生しました。ゲームを保存できませんでした。</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>問題が発生しました。ゲームは保存されました。詳細は {path} にあります。</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>問題が発生しました。ゲームを保存できませんでした。詳細は {path} にあります。</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>問題が発生しました。詳細は {path} にあります。</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>青の格子</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>赤のロゼット</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>緑の波</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>真夜中の星</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>デッキ付属の裏面</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>大きな文字</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>スコア：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>時間：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手数：%1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1のディール</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>難易度：%1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>難易度を評価中</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>難易度は未評価</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1ルール、%2、ゲーム %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>クリア可能</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>もうクリア不可</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>場のカードがまだすべて組札に移せるかどうか（ソルバーの判定）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>このディールの難易度：単純な戦略のプレイヤーがどれくらいの割合でクリアできるかで測ります。難易度の付いたディールは、すべてクリアできることが証明済みです</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>ゲームコードをコピーして、このディールを再プレイしたり共有したりできます</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>ゲームを {path} に保存できませんでした：{reason}。このままプレイを続けられます。ディスクが使えるようになり次第、ゲームはまた保存されます。</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>このゲームはもうクリアできません。</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>有効な手はもう残っていません。</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>時間内にクリアまでの手順が見つかりませんでした。枠で示した手は、最善と思われる手です。</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>探索は続いています。結果がわかり次第、メッセージでお知らせします。</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>クリアまでの手順が見つかりました。枠で示した手がその次の一手です。</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>難易度別</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1：プレイ数%2、勝利数%3、勝率%4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2件中%1件</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>勝てなかったゲーム：%1件。</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>クリア可能だったゲーム：%1件。</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>クリア不可能だったゲーム：%1件。</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>ソルバーが判定できなかったゲーム：%1件。</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>まだ判定していないゲーム：%1件。</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>カードデッキ「{name}」はもうインストールされていないため、カードを「{default}」デッキで表示しています。別のデッキは環境設定で選べます。</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>カードデッキ「{name}」を描画できないため（ファイルが壊れているか、このゲームが読めない形式です）、カードを「{default}」デッキで表示しています。</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>デッキ(&amp;K)：</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>カードの裏面(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>テーブル(&amp;T)：</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>選んだカードとテーブルのプレビュー</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>「ゲーム」&gt;「どこで間違えた？」で、負けにつながった手を探せます。</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>組札</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>どこで間違えた？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>負けにつながった手を探しています…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>負けにつながった手を探しています…
%2局面のうち%1局面を調べました。</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>その時点に戻る</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>このゲームは%n手前、%1を%2から%3に移したときに負けが決まりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>このゲームはまだクリアできます。負けにつながった手はまだありません。</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>このディールは最初からクリアできないものでした。負けにつながった手はありません。</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>このゲームの負けにつながった手は、元に戻せる100手よりも前にあります。</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>確かなのは、%n手前にはまだクリアできたということだけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>今はもう負けが決まっていることは確かです。</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>%n手前にはすでに負けが決まっていたことは確かです。</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>クリア可能とも負けとも証明できた局面はありませんでした。</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>一部の局面でソルバーが時間切れになりました。</translation>
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
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>新しいゲームを始める（%1）</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>今日のディール(&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>今日のディールをプレイ。全プレイヤー共通で、クリアできることが証明済みです</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>このディールをリスタート(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>やり直す(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>すべてのカードを組札へ(&amp;P)</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>次の一手の候補を表示（%1）</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>どこで間違えた？(&amp;W)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>このゲームの負けにつながった手を探す（%1）</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>Yukon Solitaire について(&amp;A)</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>すべてのカードを組札に移せます：「ゲーム」&gt;「すべてのカードを組札へ」。</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>このゲームはもうクリアできません。</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>このディールをリスタート</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>このディールを最初からプレイし直しますか？</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>ここまでの手は失われ、このゲームは統計で「放棄」として数えられます。</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>リスタート(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>プレイを続ける(&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;ライセンス&lt;/a&gt;と、同梱の&lt;a href=&quot;%2&quot;&gt;サードパーティ製ソフトウェアの著作権表示&lt;/a&gt;をお読みください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ライセンスは &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; でお読みいただけます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Yukon Solitaire について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;ユーコンは、表向きのカードならどれでも、上に重なったカードごと動かせるソリティアです。&lt;/p&gt;&lt;p&gt;GNU GPL バージョン3またはそれ以降のもとで配布されるフリーソフトウェアです。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter}（{rule}ルール）</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first}または{last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}、{next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>このゲームはクリア済みです。もう一度遊ぶには、新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>そのカードはもうそこにありません。</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>裏向きのカードは動かせません。列の最後のカードになると表向きになります。</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>カードはすでにそこにあります。</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>クラシックルールでは、カードは反対の色のカードに重ねます。</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>カードは、ランクがちょうど1つ上のカードに重ねます（たとえば7は8に）。</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>列の中では、エースの上には何も置けません。エースは組札にしか移せません。</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>空いた列に置けるのはキングだけです（単独でも、上に重なったカードごとでも）。</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>一度に動かせるカードは{count}枚までです。</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>組札に移せるのは、列の最後のカードだけです。</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>組札には同じスートの次のカードを置きます。まずエース、次に2、3と続けてキングまで。</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>組札から戻せるのは、一番上のカードだけです。</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>組札から取ったカードは列に戻します。別の組札には置けません。</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>元に戻せる手はありません。</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>やり直せる手はありません。</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>今このカードを置ける列はありません。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>そのカードはそこに動かせません。</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>ゲームコードを入力してください（例：{example}）。</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>ゲームコードは、{example} のように、ハイフンでつないだ3つの部分からなります。</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>ゲームコードは「{found}」ではなく {prefix} で始まります。</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>ゲームコードは {prefix} で始まります。</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>中央の部分は「{found}」ではなく、{rules}でなければなりません。</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>中央の部分は{rules}でなければなりません。</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>最後の部分は{count}文字ではなく、{needed}文字でなければなりません。</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>最後の部分は{needed}文字でなければなりません。</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>最後の部分に使えるのは、AからZの文字だけです。</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>これはゲームコードではありません。ゲームコードは {example} のような形です。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>ランダムなディール(&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>難易度(&amp;V)：</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>難易度の付いたディールは、クリアできることが証明済みです。難易度は、単純な戦略のプレイヤーがそのディールをどれくらいの割合でクリアできるかを表します。</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>クリアできるディールのみ(&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>ソルバーがランダムなディールを試し、クリアできると証明できたものを選びます。</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>ゲームコードのディール(&amp;G)：</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>ゲームコード</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>コードを消去</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>最初と同じカードで、上で選んだルールでプレイします。</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>今日のディール(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>今日のクラシックルールのディール。全プレイヤー共通で、クリアできることが証明済みです。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>今日のクラシックルールのディール。全プレイヤー共通で、クリアできることが証明済みです。難易度：%1。</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>ゲームコード {code} のディール（{rule}ルール）。</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>現在のディールを再プレイ（コード {code}）(&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>ダブルクリック(&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>表向きのカードをすばやく2回クリックすると、上に重なったカードごと、列の中の最適な場所へ移します。</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>自動配置(&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>カードをドロップすると、置く列をゲームが選びます。</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>置き場所のガイド(&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>カードをドラッグしている間、置ける場所がハイライト表示されます。</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>ルールの説明(&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>手が認められないとき、どのルールによるかを短いメッセージで伝えます。</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>ディールがまだクリアできるかを表示(&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>カードがまだすべて組札に移せるかどうかをゲームバーに表示します。</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>4色のデッキ(&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>スペードは黒、ハートは赤、ダイヤは青、クラブは緑で、スートを見分けやすくします。</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>カードの移動</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>補助機能</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>ゲームの表示言語です。すぐに切り替わります。</translation>
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
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>保存せずに閉じる</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
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
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>デフォルトに戻す</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
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
        <translation>日付</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント数</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>元に戻した回数</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>クリア可能だったか</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>ダブルクリックでこのディールをもう一度プレイ</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>最初から：%1。やめた時点から：%2。</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>ゲームを終えると、ここに結果が表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>直近%nゲーム：%1勝、直近10ゲームの勝率：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>最近のゲームのグラフ</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>ゲーム%1：%2、%3（スコア%4）
直近10ゲームの勝率：%5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>スコア（勝利）</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>スコア（未勝利）</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>勝率（直近%nゲーム）</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>ゲーム番号</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>クラシック(&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>反対の色で、ランクがちょうど1つ上のカードに重ねます。</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>ゆるやか</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>ゆるやか(&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>色は関係ありません。ランクがちょうど1つ上のカードなら、どれにでも重ねられます。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>ユーコンのルール</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>ルールのページが見つかりません。ゲームを再インストールしてください。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>保存したゲーム {path} を読み込めないため（アクセス権を確認してください）、新しいゲームを始めました。ファイルはそのまま残してあり、このゲームで上書きすることはありません。</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>保存したゲーム {path} は新しいバージョンの Yukon Solitaire で保存されたため、新しいゲームを始めました。ファイルはそのまま残してあり、このゲームで上書きすることはありません。</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>保存したゲームを復元できなかったため、新しいゲームを始めました。ファイル {path} を別の場所に移せませんでした。</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>保存したゲームが壊れていたため、新しいゲームを始めました。壊れたファイルは {path} に移しました。</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>保存したゲームの一部が壊れていました。ゲームは中断したところから続きますが、元に戻す・やり直すための手の一部が失われました。</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>壊れたファイルのコピーを {path} として残しました。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>設定ファイル {path} は新しいバージョンの Yukon Solitaire で保存されました。このバージョンが扱える設定は使います。ファイルはそのまま残してあり、これから行う変更は保存されません。</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>設定ファイル {path} を読み込めないため（アクセス権を確認してください）、既定の設定を使います。ファイルはそのまま残してあり、これから行う変更は保存されません。</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>設定ファイルを読み込めなかったため、既定の設定を使います。ファイル {path} を別の場所に移せませんでした。</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>設定ファイルが壊れていたため、既定の設定を使います。壊れたファイルは {path} に移しました。</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>設定を {path} に保存できませんでした：{reason}。設定はゲームを終了するまで有効です。</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>エース</translation>
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
        <translation>ジャック</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>King</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2の%1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>%1列目、カードなし</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>%1列目、%n枚、うち裏向き%2枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>%1列目、%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>スペードの組札、カードなし</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>ハートの組札、カードなし</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>ダイヤの組札、カードなし</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>クラブの組札、カードなし</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>スペードの組札、%1まで</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>ハートの組札、%1まで</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>ダイヤの組札、%1まで</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>クラブの組札、%1まで</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>%1列目、奥から順に：%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>。</translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>スコア%1、時間%2、%n手、ゲーム %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1を組札へ</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1と上の%n枚を空いた%2列目へ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1を空いた%2列目へ</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1と上の%n枚を%2の上へ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1を%2の上へ</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1。%2が表向きになりました</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1。スコア%2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>持ち上げ中：%1と上の%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>持ち上げ中：%1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>動かせません</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>手を元に戻しました</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>ゲームクリア！スコア%1、時間%2、%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>新しいゲーム %1、%2ルール</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>持ち上げる</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>ここに置く</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>組札へ送る</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>置き場所を探す</translation>
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
        <translation>このゲームはすでに別の Yukon Solitaire ウィンドウで開いています。</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>ここで別のゲームを開くこともできます。そのゲームは個別に保存され、もう一方のウィンドウのゲームを置き換えることはありません。</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>別のゲームを開く(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>プレイ中のゲームがあります：%1、%n手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>代わりに %1 をプレイしますか？&#x3000;プレイ中のゲームは統計で「放棄」として数えられます。</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 をプレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>今のゲームを続ける(&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Yukon Solitaire のウィンドウがすでに多数開いています。先にどれかを閉じてください。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>初勝利！</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>ベストタイム更新！</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>最少手数を更新！</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>ベストスコア更新！</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>連勝：%1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>統計ファイル「%1」を読み込めませんでした。ファイルは「%2」として残し、新しい統計を始めました。</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>統計ファイル「%1」のゲーム一覧が失われていました。ファイルのコピーを「%2」として残し、新しい一覧を始めました。</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>統計ファイル「%1」の壊れたゲーム%n件を読み込めなかったため、除外しました。ファイルからは何も削除していません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>これからプレイするゲームは、終了するまでしか記録されません。</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>統計ファイル「%1」は新しいバージョンの Yukon Solitaire で保存されたため、そのまま残しました。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>統計ファイル「%1」を読み込めません：アクセスが拒否されました。ファイルはそのまま残しました。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>統計ファイル「%1」を開けません：通常のファイルではありません。ファイルはそのまま残しました。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>統計ファイル「%1」を開けません：統計ファイルにしては大きすぎます。ファイルはそのまま残しました。</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>統計ファイル「%1」を開けません。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>ファイルの変更が許可されていません</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>別のプログラムがファイルを使用中です</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ファイルに書き込めませんでした</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>このセッションの統計を記録できませんでした（%1）。</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>統計ファイル「%1」に書き込めませんでした（%2）。ゲームは続きますが、これからのプレイが統計に記録されないことがあります。</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>両方のルール</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>現在の連勝数</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>最長連勝数</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>ベストスコア</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>最短勝利時間</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>勝利までの最少手数</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>平均勝利時間</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>放棄数</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>クリア可能だったゲーム</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>プレイ中のゲーム数</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>ゲームは、勝ったとき、または1手以上動かしてから別のゲームに替えたときに、プレイしたものとして数えられます。</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>プレイ日数</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>勝利日数</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>現在の連続勝利日数</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>最長連続勝利日数</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>最近の結果</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>このディールを再プレイ(&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>選んだゲームのディールを、そのルールで最初からもう一度始める</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSVにエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>統計をリセット(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>統計を読み込めませんでした：%1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>ゲーム（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>両方のルールで終えた%n件のゲームの統計をすべて削除しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%1ルールで終えた%n件のゲームの統計を削除しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>プレイ中のゲームは残ります。この操作は元に戻せません。</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>統計をリセットできませんでした：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%n件のゲームを削除しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>統計のエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSVファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>ファイル「%1」に書き込めませんでした：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n件のゲームを「%1」にエクスポートしました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>緑のフェルト</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>青のフェルト</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>ダークテーブル</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>ゲームクリア！</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手数：%1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>スコア：%1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>時間：%1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>クリアできるディールを探しています…
これまでに%n件のディールを試しました。</numerusform>
        </translation>
    </message>
</context>
</TS>
