<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Mọi lá bài đang được đưa lên chồng đích.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Đã xảy ra lỗi. Ván bài của bạn đã được lưu.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Đã xảy ra lỗi và không thể lưu ván bài của bạn.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Đã xảy ra lỗi. Ván bài của bạn đã được lưu. Chi tiết có trong {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Đã xảy ra lỗi và không thể lưu ván bài của bạn. Chi tiết có trong {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Đã xảy ra lỗi. Chi tiết có trong {path}.</translation>
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
        <translation>Lưới xanh lam</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Hoa thị đỏ</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Sóng xanh lục</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Sao nửa đêm</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Mặt sau riêng của bộ bài</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Cổ điển</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Chữ lớn</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Sao chép mã</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Điểm: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Thời gian: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Nước đi: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Ván bài ngày %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Độ khó: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>đang xếp loại độ khó</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>không xếp loại độ khó</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Luật %1, %2, ván %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Đang kiểm tra…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Thắng được</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Không còn thắng được</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Chưa rõ</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Đang suy nghĩ…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Đã sao chép</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Mọi lá bài trên bàn có còn lên hết được chồng đích hay không, theo kết quả của trình giải</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Ván bài</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Ván này khó đến mức nào: đo bằng tần suất một người chơi máy đơn giản thắng ván này; mọi ván có độ khó đều đã được chứng minh là thắng được</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Sao chép mã ván để chơi lại hoặc chia sẻ ván này</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Không thể lưu ván bài của bạn vào {path}: {reason}. Bạn vẫn có thể chơi tiếp; ván bài sẽ lại được lưu ngay khi ổ đĩa cho phép.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Ván này không thể thắng được nữa.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Không còn nước đi nào có ích.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>Không kịp tìm ra đường thắng: nước đi được đóng khung chỉ là phỏng đoán tốt nhất.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Việc tìm kiếm vẫn tiếp tục, và một thông báo sẽ cho biết kết quả.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Đã tìm ra đường thắng: nước đi được đóng khung là nước tiếp theo trên đường đó.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Khó</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>Theo độ khó</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Đã chơi</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tỷ lệ thắng</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: đã chơi %2, thắng %3, tỷ lệ thắng %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Số ván không thắng: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Lẽ ra thắng được: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Vốn không thể thắng: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Trình giải không xác định được: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Chưa xác định: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Bộ bài {name} không còn được cài đặt nên các lá bài được hiển thị bằng bộ bài {default}. Bạn có thể chọn bộ bài khác trong Tùy chọn.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Không thể vẽ bộ bài {name} (tệp của bộ bài bị hỏng hoặc có định dạng mà trò chơi này không đọc được) nên các lá bài được hiển thị bằng bộ bài {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>Bộ bà&amp;i:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Mặt &amp;sau:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Bàn chơi:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Xem trước lá bài và bàn chơi đã chọn</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>“Trò chơi &gt; Sai ở đâu?” sẽ tìm ra nước đi đã làm mất cơ hội thắng.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>chồng đích</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>cột %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Sai ở đâu?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Đang tìm nước đi đã làm mất cơ hội thắng…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Đang tìm nước đi đã làm mất cơ hội thắng…
Đã xét thế bài %1 trên %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Quay lại lúc đó</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Ván bài đã mất cơ hội thắng từ %n nước trước, khi %1 được chuyển từ %2 sang %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Ván này vẫn có thể thắng: chưa nước đi nào làm mất cơ hội thắng.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Ván này vốn không thể thắng: không nước đi nào làm mất cơ hội thắng.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Nước đi làm mất cơ hội thắng nằm xa hơn 100 nước mà chức năng hoàn tác lưu giữ.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Chỉ chắc chắn rằng %n nước trước, ván này vẫn còn thắng được.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Chắc chắn rằng giờ ván này đã thua.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Chắc chắn rằng ván này đã thua từ %n nước trước.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Không chứng minh được thế bài nào là thắng được hay đã thua.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>Trình giải đã hết thời gian ở một số thế bài.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Đọc giấy phép tại &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Đọc &lt;a href=&quot;%1&quot;&gt;giấy phép&lt;/a&gt; và &lt;a href=&quot;%2&quot;&gt;thông báo về phần mềm bên thứ ba&lt;/a&gt; đi kèm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Giới thiệu Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, trò xếp bài cho phép bạn di chuyển bất kỳ lá bài ngửa nào cùng mọi lá nằm trên nó.&lt;/p&gt;&lt;p&gt;Phần mềm tự do theo giấy phép GNU GPL, phiên bản 3 trở lên.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Giờ mọi lá bài đều có thể lên chồng đích: Trò chơi &gt; Đưa hết bài lên chồng đích.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Ván này không thể thắng được nữa.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Chơi lại ván này</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Chơi lại ván này từ đầu?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Các nước đã đi sẽ mất, và ván này sẽ được tính là bỏ dở trong thống kê.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Chơi lại</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Tiếp tục chơi</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Ván mới…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>Ván bài hằng &amp;ngày</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Chơi lại ván này</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Gợi ý</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>Đưa hết &amp;bài lên chồng đích</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Sai ở đâu?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>Thống &amp;kê</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tùy chọn…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Toàn &amp;màn hình</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Luật chơi</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Giới thiệu Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Cài đặt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Bắt đầu ván mới (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Chơi ván bài hôm nay, giống nhau với mọi người chơi và đã được chứng minh là thắng được</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Chỉ ra một nước đi tốt tiếp theo (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Tìm nước đi đã làm mất cơ hội thắng ván này (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (luật {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} hoặc {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Bạn đã thắng ván này. Hãy bắt đầu ván mới để chơi tiếp.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Lá bài đó không còn ở đấy nữa.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Không thể di chuyển lá bài úp. Lá bài sẽ được lật ngửa khi trở thành lá cuối cùng của cột.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Lá bài đã ở đó rồi.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>Theo luật Cổ điển, lá bài phải đặt lên lá khác màu.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Lá bài phải đặt lên lá cao hơn nó đúng một bậc, chẳng hạn 7 lên 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>Trong các cột không thể đặt gì lên lá Át. Lá Át chỉ có thể lên chồng đích.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>Chỉ lá Già, đứng riêng hoặc cùng các lá nằm trên nó, mới được đặt vào cột trống.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>Mỗi lần chỉ có thể di chuyển tối đa {count} lá bài.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>Chỉ lá cuối cùng của một cột mới có thể lên chồng đích.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Mỗi chồng đích nhận lá tiếp theo cùng chất: Át trước, rồi 2, 3 và cứ thế lên đến Già.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Chỉ có thể lấy lại lá trên cùng của chồng đích.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Lá bài lấy từ chồng đích phải trở về một cột, không sang chồng đích khác.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Không có nước đi nào để hoàn tác.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Không có nước đi nào để làm lại.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Hiện không cột nào nhận được lá bài này.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Không được phép đi nước này.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Hãy nhập mã ván, chẳng hạn {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Mã ván gồm ba phần nối với nhau bằng dấu gạch ngang, chẳng hạn {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Mã ván bắt đầu bằng {prefix}, không phải “{found}”.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Mã ván bắt đầu bằng {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>Phần giữa phải là {rules}, không phải “{found}”.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>Phần giữa phải là {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>Phần cuối phải có {needed} chữ cái, không phải {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>Phần cuối phải có {needed} chữ cái.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>Phần cuối chỉ được chứa các chữ cái từ A đến Z, không dấu.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Đây không phải là mã ván. Mã ván có dạng {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Luật</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>Ván ngẫu &amp;nhiên</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>Độ &amp;khó:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Bất kỳ</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Mọi ván có độ khó đều đã được chứng minh là thắng được; độ khó cho biết tần suất một người chơi máy đơn giản thắng ván đó.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Chỉ các ván &amp;thắng được</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Trình giải thử các ván ngẫu nhiên cho đến khi chứng minh được một ván thắng được.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Ván theo &amp;mã:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Mã ván</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Xóa mã</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Ván bài</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Đúng những lá bài đó từ đầu, theo luật đã chọn ở trên.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Ván bài hằng ngà&amp;y</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Bắt đầu</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Ván bài hôm nay theo luật Cổ điển, giống nhau với mọi người chơi và đã được chứng minh là thắng được.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Ván bài hôm nay theo luật Cổ điển, giống nhau với mọi người chơi và đã được chứng minh là thắng được. Độ khó: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Ván mã {code}, luật {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Chơi lại &amp;ván hiện tại (mã {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>Di chuyển bài</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hỗ trợ</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Giao diện</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>Nhấp đú&amp;p</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Nhấp nhanh hai lần vào một lá bài ngửa sẽ chuyển nó, cùng các lá nằm trên nó, đến chỗ tốt nhất trong các cột.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Chỉ chỗ đặt</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Khi bạn kéo một lá bài, những chỗ có thể đặt lá đó sẽ được tô sáng.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Giải thích &amp;luật</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Khi một nước đi bị từ chối, một ghi chú ngắn cho biết luật nào đã từ chối nó.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;Tự động đặt</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Khi bạn thả một lá bài, trò chơi sẽ chọn cột cho lá đó.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Cho biết ván còn thắng được &amp;hay không</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Thanh thông tin cho biết mọi lá bài có còn lên hết được chồng đích hay không.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Ngôn ngữ của trò chơi; thay đổi ngay lập tức.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Bộ bài bốn &amp;màu</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Bích đen, cơ đỏ, rô xanh lam và chuồn xanh lục, để chất nào cũng dễ nhận ra.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Theo hệ thống</translation>
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
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đón&amp;g</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Đóng mà không lưu</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cắ&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
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
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Loại bỏ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
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
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Mã</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Luật</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Độ khó</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Lẽ ra thắng được</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Nhấp đúp để chơi lại ván này</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Từ đầu ván: %1. Từ chỗ bạn dừng lại: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>chưa rõ</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Hãy chơi xong một ván, kết quả của bạn sẽ hiện ở đây.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>%n ván gần nhất: thắng %1; tỷ lệ thắng trong 10 ván gần nhất: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Biểu đồ các ván gần đây của bạn</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Ván %1: %2, %3 (%4 điểm)
Tỷ lệ thắng trong 10 ván gần nhất: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Điểm, thắng</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Điểm, không thắng</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Tỷ lệ thắng (%n ván gần nhất)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Số thứ tự ván</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tỷ lệ thắng</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Cổ điển</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Cổ điển</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Lá bài đặt lên lá khác màu, cao hơn đúng một bậc.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Nới lỏng</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>Nới &amp;lỏng</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Màu không quan trọng: lá bài đặt lên bất kỳ lá nào cao hơn đúng một bậc.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Luật chơi Yukon</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Không tìm thấy trang luật chơi. Vui lòng cài đặt lại trò chơi.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Không được phép đọc ván bài đã lưu {path} (hãy kiểm tra quyền truy cập), nên một ván mới đã được bắt đầu. Tệp được giữ nguyên, và ván này sẽ không được lưu đè lên nó.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Ván bài đã lưu {path} được ghi bởi một phiên bản Yukon Solitaire mới hơn, nên một ván mới đã được bắt đầu. Tệp được giữ nguyên, và ván này sẽ không được lưu đè lên nó.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Không thể khôi phục ván bài đã lưu, nên một ván mới đã được bắt đầu. Không thể chuyển tệp {path} sang chỗ khác.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Ván bài đã lưu bị hỏng, nên một ván mới đã được bắt đầu. Tệp hỏng đã được chuyển tới {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Một phần ván bài đã lưu bị hỏng: ván bài tiếp tục từ chỗ bạn dừng lại, nhưng một số nước đi để hoàn tác hoặc làm lại đã bị mất.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Một bản sao của tệp hỏng được giữ lại tại {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Tệp cài đặt {path} được ghi bởi một phiên bản Yukon Solitaire mới hơn. Những cài đặt mà phiên bản này hiểu được sẽ được dùng; tệp được giữ nguyên, và các thay đổi từ bây giờ sẽ không được lưu.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Không được phép đọc tệp cài đặt {path} (hãy kiểm tra quyền truy cập), nên cài đặt mặc định được dùng. Tệp được giữ nguyên, và các thay đổi từ bây giờ sẽ không được lưu.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Không thể đọc tệp cài đặt, nên cài đặt mặc định được dùng. Không thể chuyển tệp {path} sang chỗ khác.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Tệp cài đặt bị hỏng, nên cài đặt mặc định được dùng. Tệp hỏng đã được chuyển tới {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Không thể lưu cài đặt vào {path}: {reason}. Cài đặt vẫn có hiệu lực cho đến khi đóng trò chơi.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Át</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Hai</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Ba</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Bốn</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Năm</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sáu</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Bảy</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Tám</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Chín</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Mười</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bồi</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Đầm</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Già</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>bích</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cơ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>rô</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>chuồn</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>lá bài úp</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Cột %1, trống</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Cột %1, %n lá bài, %2 lá úp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Cột %1, %n lá bài</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Chồng đích bích, trống</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Chồng đích cơ, trống</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Chồng đích rô, trống</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Chồng đích chuồn, trống</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Chồng đích bích, lên đến %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Chồng đích cơ, lên đến %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Chồng đích rô, lên đến %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Chồng đích chuồn, lên đến %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Bàn chơi bài</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n lá bài úp</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Cột %1, từ dưới lên: %2</translation>
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
            <numerusform>Điểm %1, thời gian %2, %n nước đi, ván %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 lên chồng đích</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 và %n lá bài vào cột trống %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 vào cột trống %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 và %n lá bài lên %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 lên %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 được lật ngửa</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; điểm %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>Đang cầm %1 và %n lá bài</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>Đang cầm %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Không được phép</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Đã hoàn tác nước đi</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Bạn đã thắng! Điểm %1, thời gian %2, %n nước đi</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Ván mới %1, luật %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Nhấc lên</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Đặt xuống đây</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Đưa lên chồng đích</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Tìm chỗ đặt</translation>
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
        <translation>Ván bài của bạn đang mở trong một cửa sổ Yukon Solitaire khác.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Bạn có thể mở một ván riêng ở đây. Ván đó được lưu riêng và không thay thế ván trong cửa sổ kia.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Mở ván &amp;riêng</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đón&amp;g</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>Bạn đang chơi dở một ván: %1, đã đi %n nước.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Chuyển sang chơi ván %1? Ván đang chơi sẽ được tính là bỏ dở trong thống kê.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Chơi ván %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Tiếp tục ván đang chơi</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Đã có quá nhiều cửa sổ Yukon Solitaire đang mở. Hãy đóng bớt một cửa sổ trước.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Chiến thắng đầu tiên của bạn!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Kỷ lục thời gian mới!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Ít nước đi nhất từ trước đến nay!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Kỷ lục điểm mới!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Chuỗi thắng: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Không thể đọc tệp thống kê “%1”. Tệp được giữ lại với tên “%2” và thống kê được bắt đầu lại từ đầu.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>Tệp thống kê “%1” đã mất danh sách các ván. Một bản sao của tệp được giữ lại với tên “%2” và một danh sách mới đã được bắt đầu.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%n ván bị hỏng trong tệp thống kê “%1” không đọc được và đã được bỏ qua. Không có gì bị xóa khỏi tệp.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Các ván chơi từ bây giờ chỉ được lưu giữ cho đến khi bạn thoát.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Tệp thống kê “%1” được ghi bởi một phiên bản Yukon Solitaire mới hơn, nên được giữ nguyên.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Không thể đọc tệp thống kê “%1”: không có quyền truy cập. Tệp được giữ nguyên.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Không thể mở tệp thống kê “%1”: đó không phải là một tệp thông thường. Tệp được giữ nguyên.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Không thể mở tệp thống kê “%1”: tệp quá lớn, không thể là tệp thống kê. Tệp được giữ nguyên.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Không thể mở tệp thống kê “%1”.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ổ đĩa đã đầy</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>tệp không được phép thay đổi</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>một chương trình khác đang chiếm dụng tệp</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>không thể ghi tệp</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Không thể ghi lại thống kê của phiên này (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Không thể ghi tệp thống kê “%1” (%2). Trò chơi vẫn tiếp tục; những gì diễn ra từ bây giờ có thể không có trong thống kê.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Bỏ dở</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Đang chơi</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Không xếp loại</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Chưa rõ</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Cả hai luật</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Số ván đã chơi</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Số ván thắng</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tỷ lệ thắng</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Chuỗi thắng hiện tại</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Chuỗi thắng dài nhất</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Điểm cao nhất</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Thắng nhanh nhất</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Thắng với ít nước nhất</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Thời gian thắng trung bình</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Số ván bỏ dở</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Lẽ ra thắng được</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Số ván đang chơi</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Một ván được tính là đã chơi khi thắng, hoặc khi bị thay bằng ván khác sau ít nhất một nước đi.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Kỷ lục</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Ván bài hằng ngày</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Số ngày đã chơi</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Số ngày thắng</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Chuỗi ngày thắng hiện tại</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Chuỗi ngày thắng dài nhất</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Kết quả gần đây</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Chơi lại ván này</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Chơi lại từ đầu ván bài đã chọn, theo luật của ván đó</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Xuất CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>Đặt &amp;lại thống kê…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đón&amp;g</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Không thể đọc thống kê: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Các ván (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Xóa thống kê của tất cả %n ván đã kết thúc của bạn, theo cả hai luật?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Xóa thống kê của %n ván luật %1 đã kết thúc của bạn?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Ván đang chơi vẫn được giữ lại. Thao tác này không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Đặt lại thống kê</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Không thể đặt lại thống kê: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>Đã xóa %n ván.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Xuất thống kê</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Tệp CSV (*.csv);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Không thể ghi tệp “%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>Đã xuất %n ván vào “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Nỉ xanh lục</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Nỉ xanh lam</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Bàn tối màu</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Bạn đã thắng!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Nước đi: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Điểm: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Thời gian: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Đang tìm một ván thắng được…
Đã thử %n ván.</numerusform>
        </translation>
    </message>
</context>
</TS>
