<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>ไพ่ทุกใบขึ้นกองเรียงของตัวเอง</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>เกิดข้อผิดพลาด เกมของคุณบันทึกไว้แล้ว</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>เกิดข้อผิดพลาด และไม่สามารถบันทึกเกมของคุณได้</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>เกิดข้อผิดพลาด เกมของคุณบันทึกไว้แล้ว ดูรายละเอียดได้ที่ {path}</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>เกิดข้อผิดพลาด และไม่สามารถบันทึกเกมของคุณได้ ดูรายละเอียดได้ที่ {path}</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>เกิดข้อผิดพลาด ดูรายละเอียดได้ที่ {path}</translation>
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
        <translation>ลายตาข่ายสีน้ำเงิน</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>ลายดอกดวงสีแดง</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>ลายคลื่นสีเขียว</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>ดาวเที่ยงคืน</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>หลังไพ่เดิมของสำรับ</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>ตัวโตอ่านง่าย</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>คัดลอกรหัส</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>คะแนน: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>เวลา: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>ตาเดิน: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>เกมประจำวันที่ %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>ระดับ: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>กำลังประเมินระดับ</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>ยังไม่ได้จัดระดับ</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>กติกา%1, %2, เกม %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>กำลังตรวจสอบ…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>ชนะได้</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>ชนะไม่ได้แล้ว</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>ไม่ทราบ</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>กำลังคิด…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>คัดลอกแล้ว</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>ไพ่ทั้งหมดบนโต๊ะยังขึ้นกองเรียงได้ครบหรือไม่ ตามผลของตัวแก้เกม</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>เกมนี้ยากแค่ไหน วัดจากว่าผู้เล่นที่เล่นแบบง่ายๆ ชนะเกมนี้บ่อยเพียงใด ทุกเกมที่มีระดับพิสูจน์แล้วว่าชนะได้</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>คัดลอกรหัสเกม เพื่อเล่นเกมนี้อีกครั้งหรือส่งให้ผู้อื่น</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>ไม่สามารถบันทึกเกมของคุณไปที่ {path}: {reason} คุณเล่นต่อได้ และเกมจะถูกบันทึกอีกครั้งทันทีที่ดิสก์พร้อม</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>เกมนี้ไม่มีทางชนะแล้ว</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>ไม่เหลือตาเดินที่มีประโยชน์แล้ว</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>หาทางชนะไม่พบภายในเวลาที่มี ตาเดินในกรอบเป็นเพียงการคาดเดาที่ดีที่สุด</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>การค้นหายังดำเนินต่อไป และจะมีข้อความแจ้งเมื่อพบผล</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>พบทางชนะแล้ว ตาเดินในกรอบคือตาถัดไปของทางนั้น</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>ง่าย</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>ปานกลาง</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>ยาก</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>ตามระดับ</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: เล่น %2 ชนะ %3 อัตราชนะ %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 จาก %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>เกมที่ไม่ชนะ %1 เกม</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>มีทางชนะ %1 เกม</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>ไม่มีทางชนะ %1 เกม</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>ตัวแก้เกมตัดสินไม่ได้ %1 เกม</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>ยังไม่ได้ตรวจ %1 เกม</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>สำรับไพ่ {name} ไม่ได้ติดตั้งไว้แล้ว จึงแสดงไพ่ด้วยสำรับ {default} แทน คุณเลือกสำรับอื่นได้ในหน้าปรับแต่ง</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>ไม่สามารถวาดสำรับไพ่ {name} ได้ (ไฟล์เสียหาย หรือเป็นชนิดที่เกมนี้อ่านไม่ได้) จึงแสดงไพ่ด้วยสำรับ {default} แทน</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>สำรับไพ่ (&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>หลังไพ่ (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>โต๊ะ (&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>ตัวอย่างไพ่และโต๊ะที่เลือก</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>เมนู “เกม &gt; พลาดตรงไหน?” จะหาตาเดินที่ทำให้หมดทางชนะ</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>กองเรียง</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>แถว %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>พลาดตรงไหน?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>กำลังหาตาเดินที่ทำให้หมดทางชนะ…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>กำลังหาตาเดินที่ทำให้หมดทางชนะ…
ตรวจแล้ว %1 จาก %2 สถานการณ์</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>ย้อนกลับไปตรงนั้น</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>หมดทางชนะไปเมื่อ %n ตาที่แล้ว ตอนที่ย้าย %1 จาก%2 ไปยัง%3</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>เกมนี้ยังชนะได้ ยังไม่มีตาเดินใดทำให้หมดทางชนะ</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>เกมนี้ไม่มีทางชนะมาตั้งแต่ต้น ไม่ใช่เพราะตาเดินใด</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>ตาเดินที่ทำให้หมดทางชนะอยู่ก่อน 100 ตาล่าสุดที่เลิกทำได้</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>ที่แน่นอนมีเพียงว่าเมื่อ %n ตาที่แล้วเกมยังชนะได้</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>ที่แน่นอนคือตอนนี้หมดทางชนะแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>ที่แน่นอนคือหมดทางชนะไปแล้วตั้งแต่ %n ตาที่แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>ตัวแก้เกมพิสูจน์ไม่ได้เลยว่าสถานการณ์ใดชนะได้หรือหมดทางชนะ</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>ตัวแก้เกมหมดเวลากับบางสถานการณ์</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;อ่านสัญญาอนุญาตได้ที่ &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;อ่าน&lt;a href=&quot;%1&quot;&gt;สัญญาอนุญาต&lt;/a&gt; และ&lt;a href=&quot;%2&quot;&gt;ประกาศของซอฟต์แวร์จากบุคคลที่สาม&lt;/a&gt;ที่รวมอยู่ในเกมนี้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>เกี่ยวกับ Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;ยูคอน เกมโซลิแทร์ที่คุณย้ายไพ่หงายใบใดก็ได้ พร้อมไพ่ทุกใบที่ทับอยู่&lt;/p&gt;&lt;p&gt;ซอฟต์แวร์เสรีภายใต้ GNU GPL รุ่น 3 หรือใหม่กว่า&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>ไพ่ทุกใบขึ้นกองเรียงได้แล้ว: เมนู “เกม &gt; เก็บไพ่ทุกใบขึ้นกองเรียง”</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>เกมนี้ไม่มีทางชนะแล้ว</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>เริ่มเกมนี้ใหม่</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>เริ่มเกมนี้ใหม่ตั้งแต่ต้นหรือไม่?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>ตาเดินที่เล่นไปแล้วจะหายไป และเกมนี้จะนับเป็นเกมที่เลิกกลางคันในสถิติ</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>เริ่มใหม่ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>เล่นต่อ (&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>เกมใหม่ (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>เกมประจำวัน (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>เริ่มเกมนี้ใหม่ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>ทำซ้ำ (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>คำใบ้ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>เก็บไพ่ทุกใบขึ้นกองเรียง (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>พลาดตรงไหน? (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>สถิติ (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>ปรับแต่ง (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>เต็มจอ (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>กติกา (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>เกี่ยวกับ Yukon Solitaire (&amp;A)</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>เกม (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>ตั้งค่า (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>วิธีใช้ (&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>เริ่มเกมใหม่ (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>เล่นเกมของวันนี้ ซึ่งเหมือนกันสำหรับผู้เล่นทุกคน และพิสูจน์แล้วว่าชนะได้</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>แสดงตาเดินถัดไปที่ดี (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>หาตาเดินที่ทำให้เกมนี้หมดทางชนะ (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (กติกา{rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} หรือ {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>คุณชนะเกมนี้แล้ว เริ่มเกมใหม่เพื่อเล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>ไพ่ใบนั้นไม่ได้อยู่ตรงนั้นแล้ว</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>ย้ายไพ่คว่ำไม่ได้ ไพ่คว่ำจะหงายขึ้นเมื่อกลายเป็นใบสุดท้ายของแถว</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>ไพ่อยู่ตรงนั้นอยู่แล้ว</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>ในกติกาคลาสสิก ไพ่ต้องวางบนไพ่สีตรงข้าม</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>ไพ่ต้องวางบนไพ่ที่สูงกว่าพอดีหนึ่งแต้ม เช่น 7 บน 8</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>วางไพ่ใดบนเอซในแถวไม่ได้ เอซไปได้เฉพาะกองเรียงของตัวเอง</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>แถวว่างรับได้เฉพาะคิง จะมาใบเดียวหรือพร้อมไพ่ที่ทับอยู่ก็ได้</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>ย้ายไพ่ได้ครั้งละไม่เกิน {count} ใบ</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>เฉพาะใบสุดท้ายของแถวเท่านั้นที่ขึ้นกองเรียงได้</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>กองเรียงรับไพ่ใบถัดไปของดอกเดียวกัน: เอซก่อน แล้วจึง 2, 3 ไปเรื่อยๆ จนถึงคิง</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>เอาคืนได้เฉพาะไพ่ใบบนสุดของกองเรียง</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>ไพ่ที่เอาคืนจากกองเรียงต้องลงแถว ไม่ใช่ไปกองเรียงอื่น</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>ไม่มีตาเดินให้เลิกทำ</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>ไม่มีตาเดินให้ทำซ้ำ</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>ตอนนี้ไม่มีแถวใดรับไพ่ใบนี้ได้</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>เดินแบบนั้นไม่ได้</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>พิมพ์รหัสเกม เช่น {example}</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>รหัสเกมมีสามส่วนคั่นด้วยขีด เช่น {example}</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>รหัสเกมขึ้นต้นด้วย {prefix} ไม่ใช่ “{found}”</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>รหัสเกมขึ้นต้นด้วย {prefix}</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>ส่วนกลางของรหัสต้องเป็น {rules} ไม่ใช่ “{found}”</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>ส่วนกลางของรหัสต้องเป็น {rules}</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>ส่วนท้ายของรหัสต้องมี {needed} ตัวอักษร ไม่ใช่ {count} ตัว</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>ส่วนท้ายของรหัสต้องมี {needed} ตัวอักษร</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>ส่วนท้ายของรหัสมีได้เฉพาะตัวอักษร A ถึง Z</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>นี่ไม่ใช่รหัสเกม รหัสเกมมีรูปแบบเช่น {example}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>เกมแบบสุ่ม (&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>ระดับ (&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>ทุกระดับ</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>เกมที่มีระดับพิสูจน์แล้วว่าชนะได้ ระดับบอกว่าผู้เล่นที่เล่นแบบง่ายๆ ชนะเกมนั้นบ่อยเพียงใด</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>เฉพาะเกมที่ชนะได้ (&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>ตัวแก้เกมจะลองสุ่มเกมไปเรื่อยๆ จนพบเกมที่พิสูจน์ได้ว่าชนะได้</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>เกมจากรหัสเกม (&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>รหัสเกม</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>ล้างรหัส</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>เกม</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>ไพ่ชุดเดิมตั้งแต่ต้น ตามกติกาที่เลือกไว้ด้านบน</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>เกมประจำวัน (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>เริ่ม (&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>เกมคลาสสิกของวันนี้ เหมือนกันสำหรับผู้เล่นทุกคน และพิสูจน์แล้วว่าชนะได้</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>เกมคลาสสิกของวันนี้ เหมือนกันสำหรับผู้เล่นทุกคน และพิสูจน์แล้วว่าชนะได้ ระดับ: %1</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>เกมรหัส {code} กติกา{rule}</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>เล่นเกมปัจจุบันอีกครั้ง (รหัส {code}) (&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>การย้ายไพ่</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>ตัวช่วย</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>รูปลักษณ์</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>ดับเบิลคลิก (&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>คลิกเร็วๆ สองครั้งบนไพ่หงาย เพื่อย้ายไพ่ใบนั้นพร้อมไพ่ที่ทับอยู่ไปยังที่ที่ดีที่สุดในแถว</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>แสดงที่วางได้ (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>ขณะลากไพ่ ที่ที่วางไพ่ใบนั้นได้จะถูกเน้นให้เห็น</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>อธิบายกติกา (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>เมื่อเดินไม่ได้ จะมีข้อความสั้นๆ บอกว่าติดกติกาข้อใด</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>วางอัตโนมัติ (&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>เมื่อคุณปล่อยไพ่ เกมจะเลือกแถวให้เอง</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>แสดงว่าเกมยังชนะได้หรือไม่ (&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>แถบเกมจะบอกว่าไพ่ทั้งหมดยังขึ้นกองเรียงได้ครบหรือไม่</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ภาษา (&amp;L):</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>ภาษาของเกม เปลี่ยนแล้วมีผลทันที</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>ไพ่สี่สี (&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>โพดำสีดำ โพแดงสีแดง ข้าวหลามตัดสีน้ำเงิน และดอกจิกสีเขียว เพื่อให้แยกแต่ละดอกได้ง่าย</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>ปรับแต่ง</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>ตามระบบ</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ตกลง (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>ยกเลิก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>ปิดโดยไม่บันทึก</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ใช่ (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>ตั้งค่าใหม่</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>วิธีใช้</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ละทิ้ง</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>คัดลอกที่อยู่ลิงก์ (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
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
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>รหัส</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>ระดับ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>ตาเดิน</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>เลิกทำ</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>มีทางชนะ</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>ดับเบิลคลิกเพื่อเล่นเกมนี้อีกครั้ง</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>ตั้งแต่เริ่ม: %1 จากจุดที่คุณเลิกเล่น: %2</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>ไม่ทราบ</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>เล่นให้จบสักเกม แล้วผลของคุณจะแสดงที่นี่</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>%n เกมล่าสุด: ชนะ %1 เกม อัตราชนะใน 10 เกมล่าสุด: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>กราฟผลเกมล่าสุดของคุณ</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>เกมที่ %1: %2, %3 (คะแนน %4)
อัตราชนะใน 10 เกมล่าสุด: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>คะแนน (ชนะ)</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>คะแนน (ไม่ชนะ)</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>อัตราชนะ (%n เกมล่าสุด)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>ลำดับเกม</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>คลาสสิก (&amp;A)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>ไพ่วางบนไพ่สีตรงข้ามที่สูงกว่าพอดีหนึ่งแต้ม</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>ผ่อนปรน</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>ผ่อนปรน (&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>ไม่คำนึงถึงสี: ไพ่วางบนไพ่ใดก็ได้ที่สูงกว่าพอดีหนึ่งแต้ม</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>กติกาของยูคอน</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>ไม่พบหน้ากติกา โปรดติดตั้งเกมนี้อีกครั้ง</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>ไม่มีสิทธิ์อ่านเกมที่บันทึกไว้ {path} (โปรดตรวจสอบสิทธิ์ของไฟล์) จึงเริ่มเกมใหม่แทน ไฟล์นั้นยังอยู่ตามเดิม และเกมนี้จะไม่บันทึกทับไฟล์นั้น</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>เกมที่บันทึกไว้ {path} เขียนโดย Yukon Solitaire รุ่นที่ใหม่กว่า จึงเริ่มเกมใหม่แทน ไฟล์นั้นยังอยู่ตามเดิม และเกมนี้จะไม่บันทึกทับไฟล์นั้น</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>ไม่สามารถกู้คืนเกมที่บันทึกไว้ จึงเริ่มเกมใหม่แทน และไม่สามารถย้ายไฟล์ {path} ไปเก็บไว้ต่างหากได้</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>เกมที่บันทึกไว้เสียหาย จึงเริ่มเกมใหม่แทน ไฟล์ที่เสียหายถูกย้ายไปที่ {path}</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>เกมที่บันทึกไว้เสียหายบางส่วน เกมเล่นต่อจากจุดที่คุณค้างไว้ได้ แต่ตาเดินบางตาที่ใช้เลิกทำหรือทำซ้ำได้สูญหายไป</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>เก็บสำเนาของไฟล์ที่เสียหายไว้เป็น {path}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>ไฟล์การตั้งค่า {path} เขียนโดย Yukon Solitaire รุ่นที่ใหม่กว่า จึงใช้เฉพาะค่าที่รุ่นนี้รู้จัก ไฟล์นั้นยังอยู่ตามเดิม และสิ่งที่เปลี่ยนจากนี้จะไม่ถูกบันทึก</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>ไม่มีสิทธิ์อ่านไฟล์การตั้งค่า {path} (โปรดตรวจสอบสิทธิ์ของไฟล์) จึงใช้ค่าเริ่มต้นแทน ไฟล์นั้นยังอยู่ตามเดิม และสิ่งที่เปลี่ยนจากนี้จะไม่ถูกบันทึก</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>ไม่สามารถอ่านไฟล์การตั้งค่า จึงใช้ค่าเริ่มต้นแทน และไม่สามารถย้ายไฟล์ {path} ไปเก็บไว้ต่างหากได้</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>ไฟล์การตั้งค่าเสียหาย จึงใช้ค่าเริ่มต้นแทน ไฟล์ที่เสียหายถูกย้ายไปที่ {path}</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>ไม่สามารถบันทึกการตั้งค่าไปที่ {path}: {reason} การตั้งค่าจะมีผลจนกว่าจะปิดเกม</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>เอซ</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>สอง</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>สาม</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>สี่</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>ห้า</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>หก</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>เจ็ด</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>แปด</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>เก้า</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>สิบ</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>แจ็ค</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <source>King</source>
        <translation>คิง</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>โพดำ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>โพแดง</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ข้าวหลามตัด</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>ดอกจิก</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>ไพ่คว่ำ</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>แถว %1 ว่าง</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>แถว %1 มีไพ่ %n ใบ คว่ำ %2 ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>แถว %1 มีไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>กองเรียงโพดำ ว่าง</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>กองเรียงโพแดง ว่าง</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>กองเรียงข้าวหลามตัด ว่าง</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>กองเรียงดอกจิก ว่าง</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>กองเรียงโพดำ ถึง%1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>กองเรียงโพแดง ถึง%1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>กองเรียงข้าวหลามตัด ถึง%1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>กองเรียงดอกจิก ถึง%1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>โต๊ะไพ่</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>ไพ่คว่ำ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>แถว %1 จากใบล่างสุด: %2</translation>
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
            <numerusform>คะแนน %1, เวลา %2, เดินไป %n ตา, เกม %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 ขึ้นกองเรียง</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 กับไพ่อีก %n ใบ ไปยังแถว %2 ที่ว่างอยู่</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 ไปยังแถว %2 ที่ว่างอยู่</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 กับไพ่อีก %n ใบ วางบน%2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 วางบน%2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 หงายขึ้น</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; คะแนน %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>คำใบ้: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>ถือ%1 กับไพ่อีก %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>ถือ%1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>เดินไม่ได้</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>เลิกทำตาเดินแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>คุณชนะ! คะแนน %1, เวลา %2, เดินไป %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>เกมใหม่ %1 กติกา%2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>หยิบ</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>วางที่นี่</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>ส่งขึ้นกองเรียง</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>หาที่วาง</translation>
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
        <translation>เกมของคุณเปิดอยู่แล้วในหน้าต่าง Yukon Solitaire อีกหน้าต่างหนึ่ง</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>คุณเปิดเกมแยกอีกเกมที่นี่ได้ เกมนั้นจะเก็บไว้ต่างหาก และไม่แทนที่เกมในหน้าต่างอื่น</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>เปิดเกมแยก (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด (&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>คุณมีเกมที่เล่นค้างอยู่: %1 เดินไปแล้ว %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>เล่น %1 แทนหรือไม่? เกมที่เล่นค้างอยู่จะนับเป็นเกมที่เลิกกลางคันในสถิติ</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>เล่น %1 (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>เล่นเกมของฉันต่อ (&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>เปิดหน้าต่าง Yukon Solitaire ไว้มากเกินไปแล้ว โปรดปิดสักหน้าต่างก่อน</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>ชนะครั้งแรกของคุณ!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>ทำเวลาดีที่สุดใหม่!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>ตาเดินน้อยที่สุดเท่าที่เคยมีมา!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>ทำคะแนนสูงสุดใหม่!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>ชนะติดต่อกัน: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>ไม่สามารถอ่านไฟล์สถิติ “%1” จึงเก็บไว้เป็น “%2” และเริ่มเก็บสถิติใหม่</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>ไฟล์สถิติ “%1” สูญเสียรายการเกมไป จึงเก็บสำเนาของไฟล์ไว้เป็น “%2” และเริ่มรายการใหม่</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>อ่านเกมที่เสียหาย %n เกมในไฟล์สถิติ “%1” ไม่ได้ จึงข้ามไป ไม่มีสิ่งใดถูกลบออกจากไฟล์</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>เกมที่เล่นตอนนี้จะเก็บไว้จนกว่าคุณจะออกจากเกมเท่านั้น</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>ไฟล์สถิติ “%1” เขียนโดย Yukon Solitaire รุ่นที่ใหม่กว่า จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>ไม่สามารถอ่านไฟล์สถิติ “%1”: ไม่มีสิทธิ์เข้าถึง จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>ไม่สามารถเปิดไฟล์สถิติ “%1”: ไม่ใช่ไฟล์ธรรมดา จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>ไม่สามารถเปิดไฟล์สถิติ “%1”: ไฟล์ใหญ่เกินกว่าจะเป็นไฟล์สถิติ จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>ไม่สามารถเปิดไฟล์สถิติ “%1”</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ดิสก์เต็ม</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>ไม่อนุญาตให้แก้ไขไฟล์</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>โปรแกรมอื่นใช้ไฟล์อยู่</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>เขียนไฟล์ไม่ได้</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>ไม่สามารถบันทึกสถิติของการเล่นครั้งนี้ (%1)</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>ไม่สามารถเขียนไฟล์สถิติ “%1” (%2) เกมยังเล่นต่อได้ แต่สิ่งที่เล่นจากนี้อาจไม่อยู่ในสถิติ</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>เลิกกลางคัน</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>กำลังเล่น</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>ไม่ได้จัดระดับ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>มี</translation>
    </message>
    <message>
        <source>No</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>ไม่ทราบ</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>ทั้งสองกติกา</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>เกมที่เล่น</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>เกมที่ชนะ</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>ชนะติดต่อกันตอนนี้</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>ชนะติดต่อกันมากที่สุด</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>คะแนนสูงสุด</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>ชนะเร็วที่สุด</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>ชนะด้วยตาเดินน้อยที่สุด</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>เวลาเฉลี่ยที่ใช้ชนะ</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>เกมที่เลิกกลางคัน</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>มีทางชนะ</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>เกมที่กำลังเล่น</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>เกมจะนับว่าเล่นแล้วเมื่อชนะ หรือเมื่อถูกแทนที่ด้วยเกมอื่นหลังเดินไปอย่างน้อยหนึ่งตา</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>สถิติที่ดีที่สุด</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>เกมประจำวัน</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>จำนวนวันที่เล่น</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>จำนวนวันที่ชนะ</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>ชนะติดต่อกันรายวันตอนนี้</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>ชนะติดต่อกันรายวันมากที่สุด</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>ผลล่าสุด</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>เล่นเกมนี้อีกครั้ง (&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>เล่นเกมที่เลือกอีกครั้งตั้งแต่ต้น ตามกติกาของเกมนั้น</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>ส่งออก CSV (&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>ล้างสถิติ (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด (&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>ไม่สามารถอ่านสถิติ: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>เกม (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>ลบสถิติของเกมที่จบแล้วทั้งหมด %n เกม ของทั้งสองกติกาหรือไม่?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>ลบสถิติของเกมกติกา%1ที่จบแล้ว %n เกมหรือไม่?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>เกมที่กำลังเล่นจะยังอยู่ และการลบนี้เลิกทำไม่ได้</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>ล้างสถิติ</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>ไม่สามารถล้างสถิติ: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>ลบแล้ว %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>ส่งออกสถิติ</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>ไฟล์ CSV (*.csv);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>ไม่สามารถเขียนไฟล์ “%1”: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>ส่งออก %n เกมไปที่ “%1” แล้ว</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>ผ้าสักหลาดสีเขียว</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>ผ้าสักหลาดสีน้ำเงิน</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>โต๊ะสีเข้ม</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>คุณชนะ!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>ตาเดิน: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>คะแนน: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>เวลา: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>กำลังหาเกมที่ชนะได้…
ลองไปแล้ว %n เกม</numerusform>
        </translation>
    </message>
</context>
</TS>
