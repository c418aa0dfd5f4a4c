<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>تُنقل كل ورقة إلى كومة أساسها.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>حدث خطأ ما. حُفظت لعبتك.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>حدث خطأ ما، وتعذّر حفظ لعبتك.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>حدث خطأ ما. حُفظت لعبتك. التفاصيل في {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>حدث خطأ ما، وتعذّر حفظ لعبتك. التفاصيل في {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>حدث خطأ ما. التفاصيل في {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>شبكة زرقاء</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>وردة حمراء</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>أمواج خضراء</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>نجمة منتصف الليل</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>ظهر الرزمة الأصلي</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>كلاسيكية</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>خط كبير</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>انسخ الرمز</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>الوقت: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>النقلات: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>توزيعة %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>المستوى: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>جارٍ تصنيف المستوى</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>المستوى غير مصنّف</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>القاعدة %1، %2، رمز اللعبة %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جارٍ التحقق…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>قابلة للفوز</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>لم يعد الفوز ممكنًا</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>جارٍ التفكير…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>تم النسخ</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>ما إذا كان لا يزال بإمكان كل الأوراق على الطاولة بلوغ أكوام الأساس، بحسب ما توصّلت إليه أداة الحل</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>مدى صعوبة هذه التوزيعة: يُقاس بمدى تكرار فوز لاعب بسيط الأسلوب بها؛ وكل توزيعة لها مستوى مُثبَت أنها قابلة للفوز</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>انسخ رمز اللعبة لتعيد لعب هذه التوزيعة أو تشاركها</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>تعذّر حفظ لعبتك في {path}: {reason}. يمكنك متابعة اللعب؛ ستُحفظ اللعبة من جديد حالما يسمح القرص بذلك.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>لم يعد الفوز بهذه اللعبة ممكنًا.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>لم تبقَ أي نقلة مفيدة.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>لم يُعثر في الوقت المتاح على سلسلة نقلات تؤدي إلى الفوز: النقلة المؤطَّرة هي أفضل تخمين.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>يستمر البحث، وستخبرك ملاحظة بما يجده.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>عُثر على سلسلة نقلات تؤدي إلى الفوز: النقلة المؤطَّرة هي التالية فيها.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>سهلة</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسطة</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>صعبة</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>حسب المستوى</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>عدد الألعاب</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>عدد الانتصارات</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: عدد الألعاب %2، وعدد الانتصارات %3، ونسبة الفوز %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 من %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>ألعاب لم تفز بها: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>كان الفوز بها ممكنًا: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>لم يكن الفوز بها ممكنًا: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>لم تتمكن أداة الحل من الحسم: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>لم يُحسم أمرها بعد: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>رزمة الأوراق «{name}» لم تعد مثبّتة، لذا تُعرض الأوراق برزمة «{default}». يمكنك اختيار رزمة أخرى من التفضيلات.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>يتعذّر رسم رزمة الأوراق «{name}» (ملفها تالف، أو من نوع لا تستطيع هذه اللعبة قراءته)، لذا تُعرض الأوراق برزمة «{default}».</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>ال&amp;رزمة:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;ظهر الورق:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>ال&amp;طاولة:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>معاينة الأوراق والطاولة المختارة</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>الأمر «اللعبة &gt; أين حدث الخطأ؟» يجد النقلة التي أضاعت الفوز.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>كومة أساسها</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>العمود %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>أين حدث الخطأ؟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>جارٍ البحث عن النقلة التي أضاعت الفوز…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>جارٍ البحث عن النقلة التي أضاعت الفوز…
فُحص الوضع %1 من %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>عُد إلى هناك</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>ضاع الفوز باللعبة قبل %Ln نقلة، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
            <numerusform>ضاع الفوز باللعبة قبل نقلة واحدة، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
            <numerusform>ضاع الفوز باللعبة قبل نقلتين، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
            <numerusform>ضاع الفوز باللعبة قبل %Ln نقلات، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
            <numerusform>ضاع الفوز باللعبة قبل %Ln نقلة، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
            <numerusform>ضاع الفوز باللعبة قبل %Ln نقلة، حين نُقلت الورقة %1 من %2 إلى %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>لا يزال الفوز بهذه اللعبة ممكنًا: لم تُضِع أي نقلة الفوز بعد.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>لم يكن الفوز بهذه التوزيعة ممكنًا قط: لم تُضِعه أي نقلة.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>النقلة التي أضاعت الفوز بهذه اللعبة أقدم من آخر ١٠٠ نقلة يحفظها التراجع.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل %Ln نقلة.</numerusform>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل نقلة واحدة.</numerusform>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل نقلتين.</numerusform>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل %Ln نقلات.</numerusform>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل %Ln نقلة.</numerusform>
            <numerusform>المؤكد فقط أن الفوز باللعبة كان لا يزال ممكنًا قبل %Ln نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>المؤكد أن الفوز باللعبة لم يعد ممكنًا الآن.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل %Ln نقلة.</numerusform>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل نقلة واحدة.</numerusform>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل نقلتين.</numerusform>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل %Ln نقلات.</numerusform>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل %Ln نقلة.</numerusform>
            <numerusform>المؤكد أن الفوز باللعبة كان قد ضاع قبل %Ln نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>لم يتمكن البحث من إثبات أن أي وضع قابل للفوز أو خاسر.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>نفد وقت أداة الحل في بعض الأوضاع.</translation>
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
        <translation>ال&amp;لعبة</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>الإ&amp;عدادات</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ال&amp;مساعدة</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>اللعبة</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>لعبة &amp;جديدة…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>ابدأ لعبة جديدة (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>توزيعة ال&amp;يوم</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>العب توزيعة اليوم: هي نفسها لكل اللاعبين، ومُثبَت أنها قابلة للفوز</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>أعِد &amp;بدء هذه التوزيعة</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>أ&amp;عِد</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ت&amp;لميح</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>انقل &amp;كل الأوراق إلى أكوام الأساس</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>اعرض نقلة تالية جيدة (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>أين حدث ال&amp;خطأ؟</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>اعثر على النقلة التي أضاعت الفوز بهذه اللعبة (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>الإ&amp;حصاءات</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>خ&amp;روج</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>الت&amp;فضيلات…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;ملء الشاشة</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ال&amp;قواعد</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;حول Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>يمكن الآن نقل كل الأوراق إلى أكوام الأساس: «اللعبة &gt; انقل كل الأوراق إلى أكوام الأساس».</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>لم يعد الفوز بهذه اللعبة ممكنًا.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>إعادة بدء هذه التوزيعة</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>أتريد بدء هذه التوزيعة من أولها؟</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>ستضيع النقلات التي أجريتها حتى الآن، وستُحتسب هذه اللعبة متروكة في الإحصاءات.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>أعِد ال&amp;بدء</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>تابِع ال&amp;لعب</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;اقرأ &lt;a href=&quot;%1&quot;&gt;الرخصة&lt;/a&gt; و&lt;a href=&quot;%2&quot;&gt;إشعارات البرمجيات الخارجية&lt;/a&gt; المضمَّنة في اللعبة.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;اقرأ الرخصة على &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>حول Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;يوكون، لعبة السوليتير التي يمكنك فيها نقل أي ورقة مكشوفة مع كل ما فوقها.&lt;/p&gt;&lt;p&gt;برنامج حر بموجب رخصة GNU GPL، الإصدار ٣ أو أي إصدار لاحق.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (القاعدة {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} أو {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}، {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>لقد فزت بهذه اللعبة. ابدأ لعبة جديدة لتلعب مرة أخرى.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>تلك الورقة لم تعد هناك.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>لا يمكن نقل ورقة مقلوبة. تنكشف حين تصبح آخر ورقة في عمودها.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>الورقة هناك بالفعل.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>في القاعدة الكلاسيكية، توضع الورقة على ورقة من اللون المعاكس.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>توضع الورقة على ورقة أعلى منها برتبة واحدة تمامًا، مثل ٧ على ٨.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>لا يوضع شيء على الآس في الأعمدة. لا يذهب الآس إلا إلى كومة أساسه.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>لا يدخل العمود الفارغ إلا ملك، وحده أو مع الأوراق التي فوقه.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>لا يمكن نقل أكثر من {count} ورقة دفعة واحدة.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>لا تذهب إلى كومة الأساس إلا آخر ورقة في العمود.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>تأخذ كومة الأساس الورقة التالية من شكلها: الآس أولًا، ثم ٢ و٣ وهكذا حتى الملك.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>لا يمكن استرجاع إلا الورقة العليا من كومة الأساس.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>الورقة المأخوذة من كومة أساس تعود إلى عمود، لا إلى كومة أساس أخرى.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>لا توجد نقلة للتراجع عنها.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>لا توجد نقلة لإعادتها.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>لا يوجد الآن عمود يقبل هذه الورقة.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>هذه النقلة غير مسموح بها.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>اكتب رمز لعبة، مثل {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>يتكون رمز اللعبة من ثلاثة أجزاء تصل بينها شَرطات، مثل {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>يبدأ رمز اللعبة بـ {prefix}، لا بـ «{found}».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>يبدأ رمز اللعبة بـ {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>يجب أن يكون الجزء الأوسط {rules}، لا «{found}».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>يجب أن يكون الجزء الأوسط {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>يجب أن يكون عدد أحرف الجزء الأخير {needed}، لا {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>يجب أن يكون عدد أحرف الجزء الأخير {needed}.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>لا يقبل الجزء الأخير إلا الأحرف اللاتينية من A إلى Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>هذا ليس رمز لعبة. يبدو رمز اللعبة هكذا: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>القاعدة</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>توزيعة &amp;عشوائية</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>الم&amp;ستوى:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>أي مستوى</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>التوزيعة ذات المستوى مُثبَت أنها قابلة للفوز؛ ويدلّ المستوى على مدى تكرار فوز لاعب بسيط الأسلوب بها.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>توزيعات قابلة لل&amp;فوز فقط</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>تجرّب أداة الحل توزيعات عشوائية حتى تثبت أن إحداها قابلة للفوز.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>توزيعة ب&amp;رمز لعبة:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>رمز اللعبة</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>امسح الرمز</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>التوزيعة</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>الأوراق نفسها من البداية، بالقاعدة المختارة أعلاه.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>توزيعة ال&amp;يوم</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>توزيعة اليوم بالقاعدة الكلاسيكية: هي نفسها لكل اللاعبين، ومُثبَت أنها قابلة للفوز.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>اب&amp;دأ</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>توزيعة اليوم بالقاعدة الكلاسيكية: هي نفسها لكل اللاعبين، ومُثبَت أنها قابلة للفوز. المستوى: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>التوزيعة ذات الرمز {code}، القاعدة {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>أعِد لعب التوزيعة ال&amp;حالية (الرمز {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>النقر ال&amp;مزدوج</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>نقرتان سريعتان على ورقة مكشوفة تنقلانها، مع الأوراق التي فوقها، إلى أفضل مكان في الأعمدة.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>اختيار العمود &amp;تلقائيًا</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>عندما تُفلت ورقة، تختار اللعبة العمود الذي تذهب إليه.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>إ&amp;براز الأماكن المتاحة</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>أثناء سحب ورقة، تُبرَز الأماكن التي يمكن أن توضع فيها.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>قواعد ت&amp;فاعلية</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>عند رفض نقلة، تذكر ملاحظة قصيرة القاعدة التي رفضتها.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>أظ&amp;هر ما إذا كان الفوز بالتوزيعة لا يزال ممكنًا</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>يُظهر شريط اللعبة ما إذا كان لا يزال بإمكان كل الأوراق بلوغ أكوام الأساس.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>رزمة بأربعة ألوا&amp;ن</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>البستوني أسود، والكبّة حمراء، والديناري أزرق، والسباتي أخضر، ليتميز كل شكل بوضوح.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>نقل الأوراق</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>المساعدات</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>المظهر</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ال&amp;لغة:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>لغة النظام</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>لغة اللعبة؛ تتغير فورًا.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;حسنًا</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>أل&amp;غِ</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>أ&amp;غلق</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>ا&amp;حفظ</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>أغلق بلا حفظ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;تراجع</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>أ&amp;عد</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;قصّ</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>أل&amp;صق</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>احذف</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>حدّد الكلّ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>استعد الافتراضيّات</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;نعم</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;لا</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>احفظ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>طبّق</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>صفّر</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>مساعدة</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ارفض</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>افتح</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>ا&amp;نسخ</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>انسخ و&amp;صلة المكان</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>حدّد الكلّ</translation>
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
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الرمز</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>القاعدة</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>الوقت</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>النقلات</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>التلميحات</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>التراجعات</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>كان الفوز ممكنًا</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>انقر نقرًا مزدوجًا لتلعب هذه التوزيعة مرة أخرى</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>من البداية: %1. من حيث توقفت: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>غير معروف</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>أنهِ لعبة وستظهر نتائجك هنا.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>آخر %Ln لعبة: الفائزة منها %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
            <numerusform>آخر لعبة واحدة: الفائزة منها %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
            <numerusform>آخر لعبتين: الفائزة منهما %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
            <numerusform>آخر %Ln ألعاب: الفائزة منها %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
            <numerusform>آخر %Ln لعبة: الفائزة منها %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
            <numerusform>آخر %Ln لعبة: الفائزة منها %1؛ نسبة الفوز في آخر ١٠ ألعاب: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>مخطط ألعابك الأخيرة</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>اللعبة %1: %2، %3 (النقاط %4)
نسبة الفوز في آخر ١٠ ألعاب: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>النقاط، فوز</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>النقاط، دون فوز</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>نسبة الفوز (آخر %Ln لعبة)</numerusform>
            <numerusform>نسبة الفوز (آخر لعبة)</numerusform>
            <numerusform>نسبة الفوز (آخر لعبتين)</numerusform>
            <numerusform>نسبة الفوز (آخر %Ln ألعاب)</numerusform>
            <numerusform>نسبة الفوز (آخر %Ln لعبة)</numerusform>
            <numerusform>نسبة الفوز (آخر %Ln لعبة)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>رقم اللعبة</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>الكلاسيكية</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>ال&amp;كلاسيكية</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>توضع الورقة على ورقة من اللون المعاكس، أعلى منها برتبة واحدة تمامًا.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>الميسّرة</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>ال&amp;ميسّرة</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>اللون لا يهم: توضع الورقة على أي ورقة أعلى منها برتبة واحدة تمامًا.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>قواعد يوكون</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>تعذّر العثور على صفحة القواعد. يُرجى إعادة تثبيت اللعبة.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>لا يُسمح بقراءة لعبتك المحفوظة {path} (تحقّق من أذونات الملف)، لذا بدأت لعبة جديدة. تُرك الملف كما هو، ولن تُحفظ هذه اللعبة فوقه.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>لعبتك المحفوظة {path} كتبها إصدار أحدث من Yukon Solitaire، لذا بدأت لعبة جديدة. تُرك الملف كما هو، ولن تُحفظ هذه اللعبة فوقه.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>تعذّرت استعادة لعبتك المحفوظة، لذا بدأت لعبة جديدة. تعذّر نقل الملف {path} جانبًا.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>كانت لعبتك المحفوظة تالفة، لذا بدأت لعبة جديدة. نُقل الملف التالف إلى {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>كان جزء من لعبتك المحفوظة تالفًا: تستمر اللعبة من حيث توقفت، لكن ضاعت بعض النقلات المتاحة للتراجع أو الإعادة.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>حُفظت نسخة من الملف التالف باسم {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>ملف إعداداتك {path} كتبه إصدار أحدث من Yukon Solitaire. تُستخدم الإعدادات التي يعرفها هذا الإصدار؛ تُرك الملف كما هو، ولن تُحفظ التغييرات التي تُجريها الآن.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>لا يُسمح بقراءة ملف إعداداتك {path} (تحقّق من أذونات الملف)، لذا تُستخدم الإعدادات الافتراضية. تُرك الملف كما هو، ولن تُحفظ التغييرات التي تُجريها الآن.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية. تعذّر نقل الملف {path} جانبًا.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>كان ملف إعداداتك تالفًا، لذا تُستخدم الإعدادات الافتراضية. نُقل الملف التالف إلى {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>تعذّر حفظ إعداداتك في {path}: {reason}. ستبقى سارية حتى إغلاق اللعبة.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>اثنان</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>ثلاثة</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>أربعة</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>خمسة</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>ستة</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>سبعة</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>ثمانية</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>تسعة</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>عشرة</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>ولد</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>ملكة</translation>
    </message>
    <message>
        <source>King</source>
        <translation>ملك</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>بستوني</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>كبّة</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ديناري</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>سباتي</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>ورقة مقلوبة</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>العمود %1، فارغ</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>العمود %1، %Ln ورقة، منها %2 مقلوبة</numerusform>
            <numerusform>العمود %1، ورقة واحدة، منها %2 مقلوبة</numerusform>
            <numerusform>العمود %1، ورقتان، منها %2 مقلوبة</numerusform>
            <numerusform>العمود %1، %Ln أوراق، منها %2 مقلوبة</numerusform>
            <numerusform>العمود %1، %Ln ورقة، منها %2 مقلوبة</numerusform>
            <numerusform>العمود %1، %Ln ورقة، منها %2 مقلوبة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>العمود %1، %Ln ورقة</numerusform>
            <numerusform>العمود %1، ورقة واحدة</numerusform>
            <numerusform>العمود %1، ورقتان</numerusform>
            <numerusform>العمود %1، %Ln أوراق</numerusform>
            <numerusform>العمود %1، %Ln ورقة</numerusform>
            <numerusform>العمود %1، %Ln ورقة</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>كومة أساس البستوني، فارغة</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>كومة أساس الكبّة، فارغة</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>كومة أساس الديناري، فارغة</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>كومة أساس السباتي، فارغة</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>كومة أساس البستوني، أعلاها %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>كومة أساس الكبّة، أعلاها %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>كومة أساس الديناري، أعلاها %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>كومة أساس السباتي، أعلاها %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>طاولة الأوراق</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%Ln ورقة مقلوبة</numerusform>
            <numerusform>ورقة مقلوبة واحدة</numerusform>
            <numerusform>ورقتان مقلوبتان</numerusform>
            <numerusform>%Ln أوراق مقلوبة</numerusform>
            <numerusform>%Ln ورقة مقلوبة</numerusform>
            <numerusform>%Ln ورقة مقلوبة</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>العمود %1 من الأسفل: %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards read out</comment>
        <translation>، </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the foundations read out</comment>
        <translation>؛ </translation>
    </message>
    <message numerus="yes">
        <source>Score %1, time %2, %n move(s), game %3</source>
        <translation>
            <numerusform>النقاط %1، الوقت %2، %Ln نقلة، اللعبة %3</numerusform>
            <numerusform>النقاط %1، الوقت %2، نقلة واحدة، اللعبة %3</numerusform>
            <numerusform>النقاط %1، الوقت %2، نقلتان، اللعبة %3</numerusform>
            <numerusform>النقاط %1، الوقت %2، %Ln نقلات، اللعبة %3</numerusform>
            <numerusform>النقاط %1، الوقت %2، %Ln نقلة، اللعبة %3</numerusform>
            <numerusform>النقاط %1، الوقت %2، %Ln نقلة، اللعبة %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 إلى كومة أساسها</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 و%Ln ورقة أخرى إلى العمود الفارغ %2</numerusform>
            <numerusform>%1 وورقة أخرى إلى العمود الفارغ %2</numerusform>
            <numerusform>%1 وورقتان أخريان إلى العمود الفارغ %2</numerusform>
            <numerusform>%1 و%Ln أوراق أخرى إلى العمود الفارغ %2</numerusform>
            <numerusform>%1 و%Ln ورقة أخرى إلى العمود الفارغ %2</numerusform>
            <numerusform>%1 و%Ln ورقة أخرى إلى العمود الفارغ %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 إلى العمود الفارغ %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 و%Ln ورقة أخرى فوق %2</numerusform>
            <numerusform>%1 وورقة أخرى فوق %2</numerusform>
            <numerusform>%1 وورقتان أخريان فوق %2</numerusform>
            <numerusform>%1 و%Ln أوراق أخرى فوق %2</numerusform>
            <numerusform>%1 و%Ln ورقة أخرى فوق %2</numerusform>
            <numerusform>%1 و%Ln ورقة أخرى فوق %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 فوق %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1؛ وانكشفت %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1؛ النقاط %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>تلميح: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>في اليد: %1 و%Ln ورقة أخرى</numerusform>
            <numerusform>في اليد: %1 وورقة أخرى</numerusform>
            <numerusform>في اليد: %1 وورقتان أخريان</numerusform>
            <numerusform>في اليد: %1 و%Ln أوراق أخرى</numerusform>
            <numerusform>في اليد: %1 و%Ln ورقة أخرى</numerusform>
            <numerusform>في اليد: %1 و%Ln ورقة أخرى</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>في اليد: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>غير مسموح</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>تم التراجع عن النقلة</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>فزت! النقاط %1، الوقت %2، %Ln نقلة</numerusform>
            <numerusform>فزت! النقاط %1، الوقت %2، نقلة واحدة</numerusform>
            <numerusform>فزت! النقاط %1، الوقت %2، نقلتان</numerusform>
            <numerusform>فزت! النقاط %1، الوقت %2، %Ln نقلات</numerusform>
            <numerusform>فزت! النقاط %1، الوقت %2، %Ln نقلة</numerusform>
            <numerusform>فزت! النقاط %1، الوقت %2، %Ln نقلة</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>لعبة جديدة %1، القاعدة %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>التقط</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>ضع هنا</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>أرسل إلى كومة أساسها</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>ابحث عن مكان</translation>
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
        <translation>لعبتك مفتوحة بالفعل في نافذة أخرى من Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>يمكنك فتح لعبة منفصلة هنا. تُحفظ هذه اللعبة وحدها ولا تحل محل اللعبة في النافذة الأخرى.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>افتح لعبة &amp;منفصلة</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>أ&amp;غلق</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها %Ln نقلة.</numerusform>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها نقلة واحدة.</numerusform>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها نقلتان.</numerusform>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها %Ln نقلات.</numerusform>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها %Ln نقلة.</numerusform>
            <numerusform>لديك لعبة جارية: %1، أُجريت فيها %Ln نقلة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>أتريد لعب %1 بدلًا منها؟ ستُحتسب اللعبة الجارية متروكة في الإحصاءات.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>ا&amp;لعب %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;تابع لعبتي</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>نوافذ Yukon Solitaire المفتوحة كثيرة جدًا. أغلق إحداها أولًا.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>فوزك الأول!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>أفضل وقت جديد!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>أقل عدد من النقلات حتى الآن!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>رقم قياسي جديد في النقاط!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>انتصارات متتالية: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>تعذّرت قراءة ملف الإحصاءات «%1». احتُفظ به باسم «%2» وبدأت إحصاءات جديدة.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>كان ملف الإحصاءات «%1» قد فقد قائمة ألعابه. حُفظت نسخة من الملف باسم «%2» وبدأت قائمة جديدة.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>تعذّرت قراءة %Ln لعبة تالفة في ملف الإحصاءات «%1» فاستُبعدت. لم يُحذف شيء من الملف.</numerusform>
            <numerusform>تعذّرت قراءة لعبة تالفة واحدة في ملف الإحصاءات «%1» فاستُبعدت. لم يُحذف شيء من الملف.</numerusform>
            <numerusform>تعذّرت قراءة لعبتين تالفتين في ملف الإحصاءات «%1» فاستُبعدتا. لم يُحذف شيء من الملف.</numerusform>
            <numerusform>تعذّرت قراءة %Ln ألعاب تالفة في ملف الإحصاءات «%1» فاستُبعدت. لم يُحذف شيء من الملف.</numerusform>
            <numerusform>تعذّرت قراءة %Ln لعبة تالفة في ملف الإحصاءات «%1» فاستُبعدت. لم يُحذف شيء من الملف.</numerusform>
            <numerusform>تعذّرت قراءة %Ln لعبة تالفة في ملف الإحصاءات «%1» فاستُبعدت. لم يُحذف شيء من الملف.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>الألعاب التي تلعبها الآن لا تُحفظ إلا حتى تخرج من اللعبة.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>ملف الإحصاءات «%1» كتبه إصدار أحدث من Yukon Solitaire، لذا تُرك كما هو.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>تتعذّر قراءة ملف الإحصاءات «%1»: الإذن مرفوض. تُرك الملف كما هو.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>يتعذّر فتح ملف الإحصاءات «%1»: ليس ملفًا عاديًا. تُرك كما هو.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>يتعذّر فتح ملف الإحصاءات «%1»: حجمه أكبر بكثير من أن يكون ملف إحصاءات. تُرك كما هو.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>يتعذّر فتح ملف الإحصاءات «%1».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>القرص ممتلئ</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>لا يُسمح بتغيير الملف</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>كان برنامج آخر يشغل الملف</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>تعذّرت كتابة الملف</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>تعذّر تسجيل إحصاءات هذه الجلسة (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>تعذّرت كتابة ملف الإحصاءات «%1» (%2). تستمر اللعبة، لكن ما يجري فيها الآن قد لا يظهر في الإحصاءات.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>رابحة</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>متروكة</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>جارية</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>غير مصنّفة</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>غير معروف</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>كلتا القاعدتين</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>عدد الألعاب</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>عدد الانتصارات</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>السلسلة الحالية</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>أطول سلسلة انتصارات</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>أعلى النقاط</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>أسرع فوز</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>أقل عدد من النقلات للفوز</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>متوسط وقت الفوز</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>عدد الألعاب المتروكة</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>كان الفوز ممكنًا</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>عدد الألعاب الجارية</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>تُحتسب اللعبة ملعوبة حين تفوز بها، أو حين تحل محلها لعبة أخرى بعد نقلة واحدة على الأقل.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>الأرقام القياسية</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>توزيعة اليوم</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>عدد أيام اللعب</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>عدد أيام الفوز</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>السلسلة اليومية الحالية</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>أطول سلسلة يومية</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>النتائج الأخيرة</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>أعِد &amp;لعب هذه التوزيعة</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>ابدأ توزيعة اللعبة المحددة من جديد، بقاعدتها</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>ص&amp;دّر CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;صفّر الإحصاءات…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>أ&amp;غلق</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>تعذّرت قراءة الإحصاءات: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>الألعاب (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>أتريد حذف إحصاءات كل ألعابك المنتهية بكلتا القاعدتين، وهي %Ln لعبة؟</numerusform>
            <numerusform>أتريد حذف إحصاءات لعبتك المنتهية الوحيدة بكلتا القاعدتين؟</numerusform>
            <numerusform>أتريد حذف إحصاءات لعبتيك المنتهيتين بكلتا القاعدتين؟</numerusform>
            <numerusform>أتريد حذف إحصاءات كل ألعابك المنتهية بكلتا القاعدتين، وهي %Ln ألعاب؟</numerusform>
            <numerusform>أتريد حذف إحصاءات كل ألعابك المنتهية بكلتا القاعدتين، وهي %Ln لعبة؟</numerusform>
            <numerusform>أتريد حذف إحصاءات كل ألعابك المنتهية بكلتا القاعدتين، وهي %Ln لعبة؟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>أتريد حذف إحصاءات ألعابك المنتهية بالقاعدة %1، وهي %Ln لعبة؟</numerusform>
            <numerusform>أتريد حذف إحصاءات لعبتك المنتهية الوحيدة بالقاعدة %1؟</numerusform>
            <numerusform>أتريد حذف إحصاءات لعبتيك المنتهيتين بالقاعدة %1؟</numerusform>
            <numerusform>أتريد حذف إحصاءات ألعابك المنتهية بالقاعدة %1، وهي %Ln ألعاب؟</numerusform>
            <numerusform>أتريد حذف إحصاءات ألعابك المنتهية بالقاعدة %1، وهي %Ln لعبة؟</numerusform>
            <numerusform>أتريد حذف إحصاءات ألعابك المنتهية بالقاعدة %1، وهي %Ln لعبة؟</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>تبقى اللعبة الجارية محفوظة. لا يمكن التراجع عن هذا الإجراء.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>تصفير الإحصاءات</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>تعذّر تصفير الإحصاءات: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>حُذفت %Ln لعبة.</numerusform>
            <numerusform>حُذفت لعبة واحدة.</numerusform>
            <numerusform>حُذفت لعبتان.</numerusform>
            <numerusform>حُذفت %Ln ألعاب.</numerusform>
            <numerusform>حُذفت %Ln لعبة.</numerusform>
            <numerusform>حُذفت %Ln لعبة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>تصدير الإحصاءات</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>ملفات CSV (*.csv);;كل الملفات (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>تعذّرت كتابة الملف «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>صُدّرت %Ln لعبة إلى «%1».</numerusform>
            <numerusform>صُدّرت لعبة واحدة إلى «%1».</numerusform>
            <numerusform>صُدّرت لعبتان إلى «%1».</numerusform>
            <numerusform>صُدّرت %Ln ألعاب إلى «%1».</numerusform>
            <numerusform>صُدّرت %Ln لعبة إلى «%1».</numerusform>
            <numerusform>صُدّرت %Ln لعبة إلى «%1».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>جوخ أخضر</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>جوخ أزرق</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>طاولة داكنة</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>فزت!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>أغلق</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>النقلات: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>الوقت: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>لعبة جديدة</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ألغِ</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن %Ln توزيعة.</numerusform>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن توزيعة واحدة.</numerusform>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن توزيعتان.</numerusform>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن %Ln توزيعات.</numerusform>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن %Ln توزيعة.</numerusform>
            <numerusform>جارٍ البحث عن توزيعة قابلة للفوز…
جُرّبت حتى الآن %Ln توزيعة.</numerusform>
        </translation>
    </message>
</context>
</TS>
