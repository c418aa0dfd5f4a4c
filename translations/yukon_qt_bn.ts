<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>সব তাস যার যার ভিত্তি স্তূপে যাচ্ছে।</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>কিছু একটা সমস্যা হয়েছে। আপনার খেলা সংরক্ষণ করা হয়েছে।</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>কিছু একটা সমস্যা হয়েছে, আর আপনার খেলা সংরক্ষণ করা যায়নি।</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>কিছু একটা সমস্যা হয়েছে। আপনার খেলা সংরক্ষণ করা হয়েছে। বিস্তারিত তথ্য রয়েছে এখানে: {path}।</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>কিছু একটা সমস্যা হয়েছে, আর আপনার খেলা সংরক্ষণ করা যায়নি। বিস্তারিত তথ্য রয়েছে এখানে: {path}।</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>কিছু একটা সমস্যা হয়েছে। বিস্তারিত তথ্য রয়েছে এখানে: {path}।</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>নীল জাফরি</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>লাল ফুলেল নকশা</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>সবুজ ঢেউ</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>মাঝরাতের তারা</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>সেটের নিজস্ব পিঠ</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>ক্লাসিক</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>বড় হরফ</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>কোড কপি করুন</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>স্কোর: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>সময়: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>চাল: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>%1 তারিখের বিন্যাস</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>স্তর: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>স্তর নির্ধারণ চলছে</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>স্তর অনির্ধারিত</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>%1 নিয়ম, %2, খেলার কোড %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>যাচাই চলছে…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>জেতা সম্ভব</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>আর জেতা সম্ভব নয়</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>ভাবছে…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>কপি হয়েছে</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>সমাধানকারীর হিসাব অনুযায়ী, টেবিলের সব তাস এখনও ভিত্তি স্তূপে পৌঁছাতে পারবে কি না</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>খেলা</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>এই বিন্যাস কতটা কঠিন: সরল কৌশলের একজন খেলোয়াড় এটি কতবার জেতে, তা দিয়ে মাপা হয়; স্তর আছে এমন প্রতিটি বিন্যাস জেতা যায় বলে প্রমাণিত</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>খেলার কোড কপি করুন, যাতে এই বিন্যাস আবার খেলতে বা শেয়ার করতে পারেন</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>আপনার খেলা {path} ফাইলে সংরক্ষণ করা যায়নি: {reason}। আপনি খেলা চালিয়ে যেতে পারেন; ডিস্ক সুযোগ দিলেই খেলাটি আবার সংরক্ষণ করা হবে।</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>এই খেলা আর জেতা সম্ভব নয়।</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>কাজে লাগার মতো আর কোনো চাল বাকি নেই।</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>সময়ের মধ্যে জেতার কোনো পথ পাওয়া যায়নি: ফ্রেমে দেখানো চালটি সবচেয়ে ভালো অনুমান মাত্র।</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>খোঁজ চলছে; যা পাওয়া যাবে, একটি বার্তায় তা জানানো হবে।</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>জেতার একটি পথ পাওয়া গেছে: ফ্রেমে দেখানো চালটিই সেই পথের পরের চাল।</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>সহজ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>মাঝারি</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>কঠিন</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>স্তর অনুযায়ী</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>মোট খেলা</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>জয়</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>জয়ের হার</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: মোট খেলা %2, জয় %3, জয়ের হার %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2টির মধ্যে %1টি</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>না-জেতা খেলা: %1।</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>জেতা সম্ভব ছিল: %1।</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>জেতা সম্ভব ছিল না: %1।</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>সমাধানকারী নিশ্চিত হতে পারেনি: %1।</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>এখনও যাচাই হয়নি: %1।</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>তাসের সেট {name} আর ইনস্টল করা নেই, তাই তাসগুলো {default} সেটে দেখানো হচ্ছে। পছন্দসমূহ থেকে অন্য সেট বেছে নিতে পারেন।</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>তাসের সেট {name} আঁকা যাচ্ছে না (এর ফাইলটি নষ্ট, অথবা এমন ধরনের যা এই খেলা পড়তে পারে না), তাই তাসগুলো {default} সেটে দেখানো হচ্ছে।</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>তাসের সেট (&amp;K):</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>তাসের পিঠ (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>টেবিল (&amp;T):</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>বেছে নেওয়া তাস ও টেবিলের নমুনা</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>“খেলা &gt; কোথায় ভুল হলো?” কোন চালে খেলাটি হাতছাড়া হয়েছে, তা খুঁজে দেয়।</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>তার ভিত্তি স্তূপ</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>কলাম %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>কোথায় ভুল হলো?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>যে চালে খেলাটি হাতছাড়া হয়েছে, তা খোঁজা হচ্ছে…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>যে চালে খেলাটি হাতছাড়া হয়েছে, তা খোঁজা হচ্ছে…
মোট %2টির মধ্যে %1টি অবস্থান দেখা হয়েছে।</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>সেখানে ফিরে যান</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>খেলাটি %Ln চাল আগে হাতছাড়া হয়েছে, যখন %1 সরানো হয়েছিল: %2 → %3।</numerusform>
            <numerusform>খেলাটি %Ln চাল আগে হাতছাড়া হয়েছে, যখন %1 সরানো হয়েছিল: %2 → %3।</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>এই খেলা এখনও জেতা সম্ভব: কোনো চালেই এটি এখনও হাতছাড়া হয়নি।</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>এই বিন্যাস কখনোই জেতা সম্ভব ছিল না: কোনো চালের কারণে এটি হাতছাড়া হয়নি।</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>যে চালে এই খেলা হাতছাড়া হয়েছে, সেটি পূর্বাবস্থায় ফেরানো যায় এমন শেষ ১০০টি চালেরও আগের।</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>শুধু এটুকু নিশ্চিত যে %Ln চাল আগেও খেলাটি জেতা সম্ভব ছিল।</numerusform>
            <numerusform>শুধু এটুকু নিশ্চিত যে %Ln চাল আগেও খেলাটি জেতা সম্ভব ছিল।</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>এটা নিশ্চিত যে খেলাটি এখন হাতছাড়া।</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>এটা নিশ্চিত যে %Ln চাল আগেই খেলাটি হাতছাড়া হয়ে গিয়েছিল।</numerusform>
            <numerusform>এটা নিশ্চিত যে %Ln চাল আগেই খেলাটি হাতছাড়া হয়ে গিয়েছিল।</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>কোনো অবস্থানই জেতা সম্ভব নাকি হাতছাড়া, তা প্রমাণ করা যায়নি।</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>কিছু অবস্থানে সমাধানকারীর সময় ফুরিয়ে গেছে।</translation>
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
        <translation>খেলা (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>সেটিংস (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>খেলা</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>নতুন খেলা (&amp;N)…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>নতুন খেলা শুরু করুন (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>আজকের বিন্যাস (&amp;D)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>আজকের বিন্যাস খেলুন: সব খেলোয়াড়ের জন্য একই, আর জেতা যায় বলে প্রমাণিত</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>এই বিন্যাস আবার শুরু (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরানো (&amp;U)</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>পুনরায় করা (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ইঙ্গিত (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>সব তাস ভিত্তি স্তূপে পাঠানো (&amp;P)</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>পরের একটি ভালো চাল দেখান (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>কোথায় ভুল হলো? (&amp;W)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>যে চালে এই খেলা হাতছাড়া হয়েছে, তা খুঁজুন (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>পরিসংখ্যান (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>পছন্দসমূহ (&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>পূর্ণ পর্দা (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>নিয়ম (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>ইউকন সলিটেয়ার সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>এখন সব তাস ভিত্তি স্তূপে যেতে পারে: “খেলা &gt; সব তাস ভিত্তি স্তূপে পাঠানো”।</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>এই খেলা আর জেতা সম্ভব নয়।</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>এই বিন্যাস আবার শুরু</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>এই বিন্যাস কি একেবারে শুরু থেকে আবার খেলবেন?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>এ পর্যন্ত দেওয়া চালগুলো হারিয়ে যাবে, আর পরিসংখ্যানে এই খেলাটি ছেড়ে দেওয়া খেলা হিসেবে গণ্য হবে।</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>আবার শুরু করুন (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>খেলা চালিয়ে যান (&amp;K)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;লাইসেন্স&lt;/a&gt; এবং এতে থাকা &lt;a href=&quot;%2&quot;&gt;তৃতীয় পক্ষের সফটওয়্যারের বিজ্ঞপ্তি&lt;/a&gt; পড়ুন।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;লাইসেন্সটি &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; ঠিকানায় পড়ুন।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>ইউকন সলিটেয়ার সম্পর্কে</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ইউকন সলিটেয়ার %1&lt;/h3&gt;&lt;p&gt;ইউকন এমন এক সলিটেয়ার, যেখানে যেকোনো খোলা তাস তার ওপরের সব তাসসহ সরানো যায়।&lt;/p&gt;&lt;p&gt;GNU GPL সংস্করণ ৩ বা তার পরের যেকোনো সংস্করণের অধীনে মুক্ত সফটওয়্যার।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} ({rule} নিয়ম)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} অথবা {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>এই খেলা জেতা হয়ে গেছে। আবার খেলতে নতুন খেলা শুরু করুন।</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>তাসটি আর সেখানে নেই।</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>উপুড় করা তাস সরানো যায় না। কলামের শেষ তাস হলে সেটি উল্টে খুলে যায়।</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>তাসটি আগে থেকেই সেখানে আছে।</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>ক্লাসিক নিয়মে তাস বসে কেবল বিপরীত রঙের তাসের ওপর।</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>তাস বসে ঠিক এক ধাপ বড় তাসের ওপর, যেমন ৮-এর ওপর ৭।</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>কলামে টেক্কার ওপর কিছুই রাখা যায় না। টেক্কা যায় শুধু তার ভিত্তি স্তূপে।</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>খালি কলামে শুধু সাহেব যেতে পারে, একা অথবা তার ওপরের তাসগুলোসহ।</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>একবারে সর্বোচ্চ {count}টি তাস সরানো যায়।</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>ভিত্তি স্তূপে যেতে পারে শুধু কলামের শেষ তাস।</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>ভিত্তি স্তূপে বসে তার স্যুটের পরের তাসটি: প্রথমে টেক্কা, তারপর ২, ৩, এভাবে সাহেব পর্যন্ত।</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>ভিত্তি স্তূপ থেকে শুধু সবচেয়ে ওপরের তাসটিই ফেরত আনা যায়।</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>ভিত্তি স্তূপ থেকে তোলা তাস ফেরত যায় কোনো কলামে, অন্য ভিত্তি স্তূপে নয়।</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>পূর্বাবস্থায় ফেরানোর মতো কোনো চাল নেই।</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>পুনরায় করার মতো কোনো চাল নেই।</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>এই মুহূর্তে কোনো কলামে এই তাস বসানো যাবে না।</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>এই চালের অনুমতি নেই।</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>খেলার কোড লিখুন, যেমন {example}।</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>খেলার কোডে ড্যাশ (-) দিয়ে জোড়া তিনটি অংশ থাকে, যেমন {example}।</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>খেলার কোড শুরু হয় {prefix} দিয়ে, “{found}” দিয়ে নয়।</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>খেলার কোড শুরু হয় {prefix} দিয়ে।</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>মাঝের অংশটি হতে হবে {rules}, “{found}” নয়।</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>মাঝের অংশটি হতে হবে {rules}।</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>শেষ অংশে {needed}টি অক্ষর থাকতে হবে, {count}টি নয়।</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>শেষ অংশে {needed}টি অক্ষর থাকতে হবে।</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>শেষ অংশে শুধু A থেকে Z পর্যন্ত ইংরেজি অক্ষর থাকতে পারে।</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>এটি খেলার কোড নয়। খেলার কোড দেখতে এরকম: {example}।</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>নতুন খেলা</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>যেকোনো একটি বিন্যাস (&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>স্তর (&amp;V):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>যেকোনো</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>স্তর আছে এমন বিন্যাস জেতা যায় বলে প্রমাণিত; স্তর বলে দেয়, সরল কৌশলের একজন খেলোয়াড় সেটি কতবার জেতে।</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>শুধু জেতা সম্ভব এমন বিন্যাস (&amp;W)</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>সমাধানকারী একের পর এক বিন্যাস পরখ করে, যতক্ষণ না কোনোটি জেতা সম্ভব বলে প্রমাণ হয়।</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>খেলার কোডের বিন্যাস (&amp;G):</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>খেলার কোড</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>কোড মুছুন</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>বিন্যাস</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>শুরু থেকে একই তাস, ওপরে বেছে নেওয়া নিয়মে।</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>আজকের বিন্যাস (&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>ক্লাসিক নিয়মে আজকের বিন্যাস: সব খেলোয়াড়ের জন্য একই, আর জেতা যায় বলে প্রমাণিত।</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>শুরু করুন (&amp;S)</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>ক্লাসিক নিয়মে আজকের বিন্যাস: সব খেলোয়াড়ের জন্য একই, আর জেতা যায় বলে প্রমাণিত। স্তর: %1।</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>বিন্যাসের কোড {code}, {rule} নিয়ম।</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>বর্তমান বিন্যাস (কোড {code}) আবার খেলা (&amp;U)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>ডাবল ক্লিক (&amp;D)</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>খোলা তাসে দ্রুত দুবার ক্লিক করলে সেটি ওপরের তাসগুলোসহ কলামগুলোর মধ্যে সবচেয়ে ভালো জায়গায় চলে যায়।</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>নিজে থেকে বসানো (&amp;A)</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>তাস ছেড়ে দিলে খেলাই তার জন্য কলাম বেছে নেয়।</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>বসানোর জায়গা দেখানো (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>তাস টেনে নেওয়ার সময় যেসব জায়গায় সেটি যেতে পারে, সেগুলো উজ্জ্বল করে দেখানো হয়।</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>নিয়মের ব্যাখ্যা (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>কোনো চাল নাকচ হলে একটি ছোট বার্তা জানায়, কোন নিয়মে তা নাকচ হয়েছে।</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>বিন্যাসটি এখনও জেতা সম্ভব কি না দেখানো (&amp;S)</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>খেলার বার জানায়, সব তাস এখনও ভিত্তি স্তূপে পৌঁছাতে পারবে কি না।</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>চার রঙের তাস (&amp;F)</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>ইস্কাপন কালো, হরতন লাল, রুইতন নীল আর চিড়িতন সবুজ, যাতে প্রতিটি স্যুট সহজে আলাদা চেনা যায়।</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>পছন্দসমূহ</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>তাস সরানো</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>সহায়তা</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>চেহারা</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ভাষা (&amp;L):</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>সিস্টেমের ডিফল্ট</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>খেলার ভাষা; সঙ্গে সঙ্গে বদলে যায়।</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ঠিক আছে (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>বাতিল (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>বন্ধ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>সংরক্ষণ (&amp;S)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>সংরক্ষণ না করে বন্ধ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরানো (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>পুনরায় করা (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাট (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলা</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্টে ফেরানো</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না (&amp;N)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দেওয়া</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খোলা</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>লিংকের ঠিকানা কপি (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন</translation>
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
        <translation>তারিখ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>কোড</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>স্তর</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>সময়</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>চাল</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ইঙ্গিত</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>পূর্বাবস্থায় ফেরানো</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>জেতা সম্ভব ছিল</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>এই বিন্যাস আবার খেলতে ডাবল ক্লিক করুন</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>শুরু থেকে: %1। যেখানে ছেড়ে গিয়েছিলেন সেখান থেকে: %2।</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>জানা নেই</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>একটি খেলা শেষ করলে আপনার ফলাফল এখানে দেখা যাবে।</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>শেষ %Lnটি খেলা: জয় %1টি; শেষ ১০টি খেলায় জয়ের হার: %2</numerusform>
            <numerusform>শেষ %Lnটি খেলা: জয় %1টি; শেষ ১০টি খেলায় জয়ের হার: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>আপনার সাম্প্রতিক খেলাগুলোর চার্ট</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>খেলা %1: %2, %3 (স্কোর %4)
শেষ ১০টি খেলায় জয়ের হার: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>স্কোর, জেতা খেলা</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>স্কোর, না-জেতা খেলা</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>জয়ের হার (শেষ %Lnটি খেলা)</numerusform>
            <numerusform>জয়ের হার (শেষ %Lnটি খেলা)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>খেলার নম্বর</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>জয়ের হার</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>ক্লাসিক</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>ক্লাসিক (&amp;K)</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>তাস বসে ঠিক এক ধাপ বড়, বিপরীত রঙের তাসের ওপর।</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>শিথিল</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>শিথিল (&amp;L)</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>রং মেলানোর দরকার নেই: তাস বসে ঠিক এক ধাপ বড় যেকোনো তাসের ওপর।</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>ইউকনের নিয়ম</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>নিয়মের পাতাটি পাওয়া যায়নি। অনুগ্রহ করে খেলাটি আবার ইনস্টল করুন।</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>আপনার সংরক্ষিত খেলা {path} পড়া যাচ্ছে না (এর অনুমতিগুলো দেখুন), তাই নতুন খেলা শুরু করা হয়েছে। ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, আর এই খেলাটি এর ওপর সংরক্ষণ করা হবে না।</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>আপনার সংরক্ষিত খেলা {path} ইউকন সলিটেয়ারের আরও নতুন কোনো সংস্করণে লেখা, তাই নতুন খেলা শুরু করা হয়েছে। ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, আর এই খেলাটি এর ওপর সংরক্ষণ করা হবে না।</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>আপনার সংরক্ষিত খেলা ফিরিয়ে আনা যায়নি, তাই নতুন খেলা শুরু করা হয়েছে। {path} ফাইলটি সরিয়ে রাখা যায়নি।</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>আপনার সংরক্ষিত খেলা নষ্ট হয়ে গিয়েছিল, তাই নতুন খেলা শুরু করা হয়েছে। নষ্ট ফাইলটি সরিয়ে রাখা হয়েছে এখানে: {path}।</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>আপনার সংরক্ষিত খেলার কিছু অংশ নষ্ট হয়ে গিয়েছিল: যেখানে থেমেছিলেন সেখান থেকেই খেলা চলবে, তবে পূর্বাবস্থায় ফেরানো বা পুনরায় করার কিছু চাল হারিয়ে গেছে।</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>নষ্ট ফাইলটির একটি কপি রাখা হয়েছে এখানে: {path}।</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>আপনার সেটিংস ফাইল {path} ইউকন সলিটেয়ারের আরও নতুন কোনো সংস্করণে লেখা। এই সংস্করণ যে সেটিংসগুলো চেনে সেগুলো ব্যবহার করা হচ্ছে; ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, আর এখন করা পরিবর্তনগুলো সংরক্ষণ করা হবে না।</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>আপনার সেটিংস ফাইল {path} পড়া যাচ্ছে না (এর অনুমতিগুলো দেখুন), তাই ডিফল্ট সেটিংস ব্যবহার করা হচ্ছে। ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, আর এখন করা পরিবর্তনগুলো সংরক্ষণ করা হবে না।</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>আপনার সেটিংস ফাইল পড়া যায়নি, তাই ডিফল্ট সেটিংস ব্যবহার করা হচ্ছে। {path} ফাইলটি সরিয়ে রাখা যায়নি।</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>আপনার সেটিংস ফাইল নষ্ট হয়ে গিয়েছিল, তাই ডিফল্ট সেটিংস ব্যবহার করা হচ্ছে। নষ্ট ফাইলটি সরিয়ে রাখা হয়েছে এখানে: {path}।</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>আপনার সেটিংস {path} ফাইলে সংরক্ষণ করা যায়নি: {reason}। খেলা বন্ধ না করা পর্যন্ত সেগুলো কার্যকর থাকবে।</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>টেক্কা</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>দুই</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>তিন</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>চার</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>পাঁচ</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>ছয়</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>সাত</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>আট</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>নয়</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>দশ</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>গোলাম</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>বিবি</translation>
    </message>
    <message>
        <source>King</source>
        <translation>সাহেব</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ইস্কাপনের</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>হরতনের</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>রুইতনের</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>চিড়িতনের</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>উপুড় করা তাস</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>কলাম %1, খালি</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>কলাম %1, %Lnটি তাস, উপুড় করা %2টি</numerusform>
            <numerusform>কলাম %1, %Lnটি তাস, উপুড় করা %2টি</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>কলাম %1, %Lnটি তাস</numerusform>
            <numerusform>কলাম %1, %Lnটি তাস</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>ইস্কাপনের ভিত্তি স্তূপ, খালি</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>হরতনের ভিত্তি স্তূপ, খালি</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>রুইতনের ভিত্তি স্তূপ, খালি</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>চিড়িতনের ভিত্তি স্তূপ, খালি</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>ইস্কাপনের ভিত্তি স্তূপ, %1 পর্যন্ত</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>হরতনের ভিত্তি স্তূপ, %1 পর্যন্ত</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>রুইতনের ভিত্তি স্তূপ, %1 পর্যন্ত</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>চিড়িতনের ভিত্তি স্তূপ, %1 পর্যন্ত</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>তাসের টেবিল</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%Lnটি উপুড় করা তাস</numerusform>
            <numerusform>%Lnটি উপুড় করা তাস</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>কলাম %1, তলা থেকে: %2</translation>
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
            <numerusform>স্কোর %1, সময় %2, %Lnটি চাল, খেলা %3</numerusform>
            <numerusform>স্কোর %1, সময় %2, %Lnটি চাল, খেলা %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 তার ভিত্তি স্তূপে</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 ও আরও %Lnটি তাস খালি কলাম %2-এ</numerusform>
            <numerusform>%1 ও আরও %Lnটি তাস খালি কলাম %2-এ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 খালি কলাম %2-এ</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%2, তার ওপর %1 ও আরও %Lnটি তাস</numerusform>
            <numerusform>%2, তার ওপর %1 ও আরও %Lnটি তাস</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%2, তার ওপর %1</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 উল্টে খুলে গেছে</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; স্কোর %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ইঙ্গিত: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>হাতে: %1 ও আরও %Lnটি তাস</numerusform>
            <numerusform>হাতে: %1 ও আরও %Lnটি তাস</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>হাতে: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>অনুমতি নেই</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>চাল পূর্বাবস্থায় ফেরানো হয়েছে</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>আপনি জিতেছেন! স্কোর %1, সময় %2, %Lnটি চাল</numerusform>
            <numerusform>আপনি জিতেছেন! স্কোর %1, সময় %2, %Lnটি চাল</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>নতুন খেলা %1, %2 নিয়ম</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>তুলুন</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>এখানে রাখুন</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>তার ভিত্তি স্তূপে পাঠান</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>জায়গা খুঁজুন</translation>
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
        <translation>আপনার খেলা ইতিমধ্যে ইউকন সলিটেয়ারের অন্য একটি উইন্ডোতে খোলা আছে।</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>আপনি এখানে আলাদা একটি খেলা খুলতে পারেন। সেটি আলাদাভাবে রাখা হয় এবং অন্য উইন্ডোর খেলার জায়গা নেয় না।</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>আলাদা খেলা খুলুন (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>বন্ধ (&amp;C)</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>আপনার একটি খেলা চলছে: %1, %Lnটি চাল দেওয়া হয়েছে।</numerusform>
            <numerusform>আপনার একটি খেলা চলছে: %1, %Lnটি চাল দেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>এর বদলে %1 খেলবেন? চলতি খেলাটি পরিসংখ্যানে ছেড়ে দেওয়া খেলা হিসেবে গণ্য হবে।</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>%1 খেলুন (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>আগের খেলাটিই চালিয়ে যান (&amp;G)</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>ইউকন সলিটেয়ারের অনেকগুলো উইন্ডো ইতিমধ্যে খোলা আছে। আগে সেগুলোর একটি বন্ধ করুন।</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>আপনার প্রথম জয়!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>নতুন সেরা সময়!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>এ পর্যন্ত সবচেয়ে কম চাল!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>নতুন সেরা স্কোর!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>টানা জয়: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি পড়া যায়নি। এটি “%2” নামে রেখে দেওয়া হয়েছে এবং নতুন করে পরিসংখ্যান শুরু করা হয়েছে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>“%1” পরিসংখ্যান ফাইল থেকে খেলার তালিকা হারিয়ে গিয়েছিল। ফাইলটির একটি কপি “%2” নামে রাখা হয়েছে এবং নতুন তালিকা শুরু করা হয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>“%1” পরিসংখ্যান ফাইলের %Lnটি নষ্ট খেলা পড়া যায়নি, তাই সেটি বাদ রাখা হয়েছে। ফাইল থেকে কিছুই মোছা হয়নি।</numerusform>
            <numerusform>“%1” পরিসংখ্যান ফাইলের %Lnটি নষ্ট খেলা পড়া যায়নি, তাই সেগুলো বাদ রাখা হয়েছে। ফাইল থেকে কিছুই মোছা হয়নি।</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>এখন থেকে যা খেলবেন, তা শুধু প্রস্থান না করা পর্যন্ত মনে রাখা হবে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি ইউকন সলিটেয়ারের আরও নতুন কোনো সংস্করণে লেখা, তাই এটি যেমন ছিল তেমনই রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি পড়া যাচ্ছে না: অনুমতি নেই। এটি যেমন ছিল তেমনই রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি খোলা যাচ্ছে না: এটি সাধারণ কোনো ফাইল নয়। এটি যেমন ছিল তেমনই রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি খোলা যাচ্ছে না: পরিসংখ্যানের ফাইল হিসেবে এটি অনেক বেশি বড়। এটি যেমন ছিল তেমনই রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>“%1” পরিসংখ্যান ফাইলটি খোলা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ডিস্ক ভরে গেছে</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>ফাইলটি বদলানোর অনুমতি নেই</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>অন্য একটি প্রোগ্রাম এটি আটকে রেখেছিল</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>ফাইলটিতে লেখা যায়নি</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>এই সেশনের পরিসংখ্যান লিখে রাখা যায়নি (%1)।</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>“%1” পরিসংখ্যান ফাইলে লেখা যায়নি (%2)। খেলা চলছে; এখন যা করবেন, তা হয়তো পরিসংখ্যানে থাকবে না।</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>জয়</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>ছেড়ে দেওয়া</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>চলছে</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>অনির্ধারিত</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>No</source>
        <translation>না</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>অজানা</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>উভয় নিয়ম</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>মোট খেলা</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>জেতা খেলা</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>জয়ের হার</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>বর্তমান টানা জয়</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>দীর্ঘতম টানা জয়</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>সেরা স্কোর</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>দ্রুততম জয়</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>সবচেয়ে কম চালে জয়</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>জয়ের গড় সময়</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>ছেড়ে দেওয়া খেলা</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>জেতা সম্ভব ছিল</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>চলতি খেলা</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>কোনো খেলা তখনই খেলা হয়েছে বলে ধরা হয়, যখন সেটি জেতা হয়, অথবা অন্তত একটি চালের পর তার জায়গায় অন্য খেলা শুরু করা হয়।</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>রেকর্ড</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>আজকের বিন্যাস</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>খেলার দিন</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>জয়ের দিন</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>বর্তমান টানা দৈনিক জয়</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>দীর্ঘতম টানা দৈনিক জয়</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>সাম্প্রতিক ফলাফল</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>এই বিন্যাস আবার খেলুন (&amp;R)</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>বেছে নেওয়া খেলার বিন্যাস তার নিজের নিয়মে আবার শুরু করুন</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV রপ্তানি করুন (&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>পরিসংখ্যান রিসেট করুন (&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>বন্ধ (&amp;C)</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>পরিসংখ্যান পড়া যায়নি: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>খেলা (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>উভয় নিয়মে শেষ হওয়া আপনার %Lnটি খেলার পরিসংখ্যান মুছে ফেলবেন?</numerusform>
            <numerusform>উভয় নিয়মে শেষ হওয়া আপনার সব %Lnটি খেলার পরিসংখ্যান মুছে ফেলবেন?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>%1 নিয়মে শেষ হওয়া আপনার %Lnটি খেলার পরিসংখ্যান মুছে ফেলবেন?</numerusform>
            <numerusform>%1 নিয়মে শেষ হওয়া আপনার %Lnটি খেলার পরিসংখ্যান মুছে ফেলবেন?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>চলতি খেলাটি থেকে যাবে। এটি আর পূর্বাবস্থায় ফেরানো যাবে না।</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>পরিসংখ্যান রিসেট</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>পরিসংখ্যান রিসেট করা যায়নি: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%Lnটি খেলা মুছে ফেলা হয়েছে।</numerusform>
            <numerusform>%Lnটি খেলা মুছে ফেলা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>পরিসংখ্যান রপ্তানি</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ফাইল (*.csv);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>“%1” ফাইলে লেখা যায়নি: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%Lnটি খেলা “%1” ফাইলে রপ্তানি করা হয়েছে।</numerusform>
            <numerusform>%Lnটি খেলা “%1” ফাইলে রপ্তানি করা হয়েছে।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>সবুজ বনাত</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>নীল বনাত</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>গাঢ় রঙের টেবিল</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>আপনি জিতেছেন!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>নতুন খেলা</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>চাল: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>স্কোর: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>সময়: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>নতুন খেলা</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>জেতা সম্ভব এমন একটি বিন্যাস খোঁজা হচ্ছে…
এ পর্যন্ত %Lnটি বিন্যাস পরখ করা হয়েছে।</numerusform>
            <numerusform>জেতা সম্ভব এমন একটি বিন্যাস খোঁজা হচ্ছে…
এ পর্যন্ত %Lnটি বিন্যাস পরখ করা হয়েছে।</numerusform>
        </translation>
    </message>
</context>
</TS>
