<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>همهٔ کارت‌ها به پایهٔ خود می‌روند.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>مشکلی پیش آمد. بازی شما ذخیره شد.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>مشکلی پیش آمد و بازی شما ذخیره نشد.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>مشکلی پیش آمد. بازی شما ذخیره شد. جزئیات در {path} است.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>مشکلی پیش آمد و بازی شما ذخیره نشد. جزئیات در {path} است.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>مشکلی پیش آمد. جزئیات در {path} است.</translation>
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
        <translation>مشبک آبی</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>شمسهٔ قرمز</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>موج‌های سبز</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>ستارهٔ نیمه‌شب</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>پشت اصلی همین طرح</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>کلاسیک</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>چاپ درشت</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>کپی کد</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>زمان: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>حرکت‌ها: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>دست روز %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>سطح: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>سطح در حال تعیین</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>سطح تعیین‌نشده</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>قانون %1، %2، کد بازی %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>در حال بررسی…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>قابل برد</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>دیگر قابل برد نیست</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر کردن…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>کپی شد</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>اینکه به تشخیص حل‌گر، همهٔ کارت‌های روی میز هنوز می‌توانند به پایه‌ها برسند یا نه</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>سختی این دست، سنجیده با اینکه بازیکنی با راهبرد ساده با چه احتمالی آن را می‌برد؛ قابل برد بودن هر دستی که سطح دارد ثابت شده است</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>کپی کد بازی، برای بازی دوباره یا اشتراک‌گذاری این دست</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>بازی شما در {path} ذخیره نشد: {reason}. می‌توانید به بازی ادامه دهید؛ به محض اینکه دیسک اجازه دهد، بازی دوباره ذخیره می‌شود.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>دیگر نمی‌توان این بازی را برد.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>هیچ حرکت مفیدی باقی نمانده است.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>در زمان موجود راهی به برد پیدا نشد: حرکت درون قاب فقط بهترین حدس است.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>جست‌وجو ادامه دارد و نتیجه‌اش با پیامی اعلام می‌شود.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>راهی به برد پیدا شد: حرکت درون قاب، حرکت بعدی آن است.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>بر حسب سطح</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>تعداد بازی</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>تعداد برد</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: %2 بازی، %3 برد، درصد برد %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>بازی‌هایی که برده نشدند: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>قابل برد بودند: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>قابل برد نبودند: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>حل‌گر نتوانست تشخیص دهد: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>هنوز مشخص نشده: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>طرح کارت «{name}» دیگر نصب نیست، بنابراین کارت‌ها با طرح «{default}» نمایش داده می‌شوند. می‌توانید طرح دیگری را در ترجیحات انتخاب کنید.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>طرح کارت «{name}» قابل نمایش نیست (پرونده‌اش آسیب دیده یا از نوعی است که این بازی نمی‌تواند بخواند)، بنابراین کارت‌ها با طرح «{default}» نمایش داده می‌شوند.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>طرح &amp;کارت:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;پشت کارت:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;میز:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>پیش‌نمایش کارت‌ها و میز انتخاب‌شده</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>«بازی &gt; کار از کجا خراب شد؟» حرکتی را که باعث باخت شد پیدا می‌کند.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>پایهٔ خودش</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>ستون %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>کار از کجا خراب شد؟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>در حال جست‌وجوی حرکتی که باعث باخت شد…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>در حال جست‌وجوی حرکتی که باعث باخت شد…
موقعیت %1 از %2 بررسی شد.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>بازگشت به آنجا</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>بازی %Ln حرکت پیش، وقتی %1 از %2 به %3 منتقل شد، از دست رفت.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>این بازی هنوز قابل برد است: تا اینجا هیچ حرکتی باعث باخت نشده است.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>این دست هیچ‌وقت قابل برد نبود: هیچ حرکتی باعث باخت نشد.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>حرکتی که باعث باخت این بازی شد، قدیمی‌تر از ۱۰۰ حرکتی است که واگرد نگه می‌دارد.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>فقط این قطعی است که بازی %Ln حرکت پیش هنوز قابل برد بود.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>قطعی است که بازی اکنون از دست رفته است.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>قطعی است که بازی %Ln حرکت پیش، دیگر از دست رفته بود.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>جست‌وجو نتوانست قابل برد بودن یا از دست رفتن هیچ موقعیتی را ثابت کند.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>زمان حل‌گر برای برخی موقعیت‌ها کافی نبود.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;متن مجوز را در &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt; بخوانید.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;مجوز&lt;/a&gt; و &lt;a href=&quot;%2&quot;&gt;اطلاعیه‌های نرم‌افزارهای دیگران&lt;/a&gt; را که در آن به کار رفته‌اند بخوانید.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>دربارهٔ Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;یوکان، سالیتری که در آن می‌توانید هر کارت رو به بالا را همراه هر چه روی آن است جابه‌جا کنید.&lt;/p&gt;&lt;p&gt;نرم‌افزار آزاد تحت مجوز GNU GPL، نسخهٔ ۳ یا بالاتر.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>اکنون همهٔ کارت‌ها می‌توانند به پایه‌ها بروند: «بازی &gt; فرستادن همهٔ کارت‌ها به پایه‌ها».</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>دیگر نمی‌توان این بازی را برد.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>شروع دوبارهٔ این دست</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>این دست را از اول شروع می‌کنید؟</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>حرکت‌هایی که تا اینجا انجام داده‌اید از بین می‌روند و این بازی در آمار رهاشده حساب می‌شود.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;شروع دوباره</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;ادامهٔ بازی</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>بازی &amp;جدید…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;دست روز</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;شروع دوبارهٔ این دست</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>ا&amp;زنو</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;فرستادن همهٔ کارت‌ها به پایه‌ها</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>کار از &amp;کجا خراب شد؟</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>آ&amp;مار</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>ت&amp;رجیحات…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;تمام‌صفحه</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;قوانین</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;دربارهٔ Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;تنظیمات</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>شروع یک بازی جدید (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>بازی دست امروز، که برای همهٔ بازیکنان یکسان است و قابل برد بودنش ثابت شده</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>نشان دادن حرکت خوبی برای ادامه (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>یافتن حرکتی که باعث باخت این بازی شد (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (قانون {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} یا {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}، {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>این بازی را برده‌اید. برای بازی دوباره، یک بازی جدید شروع کنید.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>آن کارت دیگر آنجا نیست.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>کارت رو به پایین را نمی‌توان جابه‌جا کرد. وقتی آخرین کارت ستونش شود، رو می‌شود.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>کارت از قبل همان‌جاست.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>در قانون کلاسیک، هر کارت روی کارتی به رنگ مخالف می‌رود.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>هر کارت روی کارتی می‌رود که دقیقاً یک درجه بالاتر باشد، مثلاً ۷ روی ۸.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>در ستون‌ها هیچ کارتی روی آس نمی‌رود. آس فقط به پایهٔ خودش می‌رود.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>فقط شاه، تنها یا همراه کارت‌های رویش، می‌تواند به ستون خالی برود.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>حداکثر {count} کارت را می‌توان یک‌جا جابه‌جا کرد.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>فقط آخرین کارت هر ستون می‌تواند به پایه برود.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>هر پایه کارت بعدی خال خودش را می‌پذیرد: اول آس، بعد ۲، ۳ و همین‌طور تا شاه.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>فقط کارت رویی پایه را می‌توان پس گرفت.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>کارتی که از پایه برداشته شود به یک ستون برمی‌گردد، نه به پایهٔ دیگری.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>حرکتی برای واگرد وجود ندارد.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>حرکتی برای ازنو وجود ندارد.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>اکنون هیچ ستونی این کارت را نمی‌پذیرد.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>این حرکت مجاز نیست.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>یک کد بازی وارد کنید، مثلاً {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>کد بازی سه بخش دارد که با خط تیره به هم وصل شده‌اند، مثلاً {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>کد بازی با {prefix} شروع می‌شود، نه «{found}».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>کد بازی با {prefix} شروع می‌شود.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>بخش میانی باید {rules} باشد، نه «{found}».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>بخش میانی باید {rules} باشد.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>بخش آخر باید {needed} حرف داشته باشد، نه {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>بخش آخر باید {needed} حرف داشته باشد.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>بخش آخر فقط می‌تواند حروف لاتین A تا Z داشته باشد.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>این کد بازی نیست. کد بازی این شکلی است: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>قانون</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>یک دست &amp;تصادفی</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;سطح:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>هر سطحی</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>قابل برد بودن هر دستی که سطح دارد ثابت شده است؛ سطح نشان می‌دهد بازیکنی با راهبرد ساده با چه احتمالی آن را می‌برد.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>فقط دست‌های قابل &amp;برد</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>حل‌گر دست‌های تصادفی را امتحان می‌کند تا قابل برد بودن یکی را ثابت کند.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>دست با این &amp;کد بازی:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>کد بازی</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>پاک کردن کد</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>دست</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>همان کارت‌ها از ابتدا، با قانونی که در بالا انتخاب شده است.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>&amp;دست روز</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;شروع</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>دست امروز با قانون کلاسیک، که برای همهٔ بازیکنان یکسان است و قابل برد بودنش ثابت شده.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>دست امروز با قانون کلاسیک، که برای همهٔ بازیکنان یکسان است و قابل برد بودنش ثابت شده. سطح: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>دست با کد {code}، قانون {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>بازی دوبارهٔ دست &amp;فعلی (کد {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>جابه‌جایی کارت‌ها</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>کمک‌ها</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>ظاهر</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;دوبار کلیک</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>دو کلیک سریع روی کارت رو به بالا، آن را همراه کارت‌های رویش به بهترین جا در ستون‌ها منتقل می‌کند.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;نمایش جاهای مجاز</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>هنگام کشیدن کارت، جاهایی که می‌تواند برود پررنگ می‌شوند.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;یادآوری قوانین</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>وقتی حرکتی پذیرفته نشود، پیامی کوتاه می‌گوید کدام قانون مانع آن شد.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>جاگذاری &amp;خودکار</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>وقتی کارتی را رها می‌کنید، بازی ستون آن را انتخاب می‌کند.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>نمایش اینکه دست &amp;هنوز قابل برد است یا نه</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>نوار بازی نشان می‌دهد همهٔ کارت‌ها هنوز می‌توانند به پایه‌ها برسند یا نه.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;زبان:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>زبان بازی؛ بی‌درنگ عوض می‌شود.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>کارت‌های &amp;چهاررنگ</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>پیک سیاه، دل قرمز، خشت آبی و گشنیز سبز، تا هر خال به‌روشنی متمایز باشد.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>ترجیحات</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>زبان سیستم</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;تأیید</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>ان&amp;صراف</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;بستن</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;ذخیره</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>بستن بدون ذخیره</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;بازگردانی</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>باز&amp;انجام</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ب&amp;رش</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;کپی</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;چسباندن</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>انتخاب همه</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>بازنشانی پیش‌فرض‌ها</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;بله</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;نه</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>اعمال</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>بازتنظیم</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>دورانداختن</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>بازکردن</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;کپی</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>کپی و &amp;پیوند دادن مکان</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>انتخاب همه</translation>
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
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>کد</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>قانون</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>سطح</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>راهنمایی‌ها</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>واگردها</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>قابل برد بود</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>برای بازی دوبارهٔ این دست، دوبار کلیک کنید</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>از ابتدا: %1. از جایی که رها کردید: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>نامعلوم</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>یک بازی را تمام کنید تا نتیجه‌هایتان اینجا نمایش داده شود.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>%Ln بازی آخر: %1 برد؛ درصد برد در ۱۰ بازی آخر: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>نمودار بازی‌های اخیر شما</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>بازی %1: %2، %3 (امتیاز %4)
درصد برد در ۱۰ بازی آخر: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>امتیاز، برد</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>امتیاز، بدون برد</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>درصد برد (%Ln بازی آخر)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>شمارهٔ بازی</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>درصد برد</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>کلاسیک</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>ک&amp;لاسیک</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>هر کارت روی کارتی به رنگ مخالف می‌رود که دقیقاً یک درجه بالاتر باشد.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>آزاد</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>آ&amp;زاد</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>رنگ مهم نیست: هر کارت روی هر کارتی می‌رود که دقیقاً یک درجه بالاتر باشد.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>قوانین یوکان</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>صفحهٔ قوانین پیدا نشد. لطفاً بازی را دوباره نصب کنید.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>اجازهٔ خواندن بازی ذخیره‌شدهٔ شما، {path}، داده نشده است (دسترسی‌های آن را بررسی کنید)، بنابراین بازی جدیدی شروع شد. پرونده همان‌طور که بود ماند و این بازی روی آن ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>بازی ذخیره‌شدهٔ شما، {path}، با نسخهٔ جدیدتری از Yukon Solitaire نوشته شده است، بنابراین بازی جدیدی شروع شد. پرونده همان‌طور که بود ماند و این بازی روی آن ذخیره نمی‌شود.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>بازی ذخیره‌شدهٔ شما بازیابی نشد، بنابراین بازی جدیدی شروع شد. انتقال پروندهٔ {path} به جای دیگر ممکن نشد.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>بازی ذخیره‌شدهٔ شما آسیب دیده بود، بنابراین بازی جدیدی شروع شد. پروندهٔ آسیب‌دیده به {path} منتقل شد.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>بخشی از بازی ذخیره‌شدهٔ شما آسیب دیده بود: بازی از جایی که رها کردید ادامه می‌یابد، اما برخی از حرکت‌های قابل واگرد یا ازنو از دست رفتند.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>یک نسخه از پروندهٔ آسیب‌دیده با نام {path} نگه داشته شد.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>پروندهٔ تنظیمات شما، {path}، با نسخهٔ جدیدتری از Yukon Solitaire نوشته شده است. تنظیماتی که این نسخه می‌شناسد به کار می‌روند؛ پرونده همان‌طور که بود ماند و تغییراتی که اکنون بدهید ذخیره نمی‌شوند.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>اجازهٔ خواندن پروندهٔ تنظیمات شما، {path}، داده نشده است (دسترسی‌های آن را بررسی کنید)، بنابراین تنظیمات پیش‌فرض به کار می‌روند. پرونده همان‌طور که بود ماند و تغییراتی که اکنون بدهید ذخیره نمی‌شوند.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>پروندهٔ تنظیمات شما خوانده نشد، بنابراین تنظیمات پیش‌فرض به کار می‌روند. انتقال پروندهٔ {path} به جای دیگر ممکن نشد.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>پروندهٔ تنظیمات شما آسیب دیده بود، بنابراین تنظیمات پیش‌فرض به کار می‌روند. پروندهٔ آسیب‌دیده به {path} منتقل شد.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>تنظیمات شما در {path} ذخیره نشد: {reason}. این تنظیمات تا بسته شدن بازی برقرار می‌مانند.</translation>
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
        <translation>دو</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>سه</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>چهار</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>پنج</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>شش</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>هفت</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>هشت</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>نه</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>ده</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <source>King</source>
        <translation>شاه</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>کارت رو به پایین</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>ستون %1، خالی</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>ستون %1، %Ln کارت، %2 رو به پایین</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>ستون %1، %Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>پایهٔ پیک، خالی</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>پایهٔ دل، خالی</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>پایهٔ خشت، خالی</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>پایهٔ گشنیز، خالی</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>پایهٔ پیک، تا %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>پایهٔ دل، تا %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>پایهٔ خشت، تا %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>پایهٔ گشنیز، تا %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>میز بازی</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%Ln کارت رو به پایین</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>ستون %1 از ته: %2</translation>
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
            <numerusform>امتیاز %1، زمان %2، %Ln حرکت، کد بازی %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 به پایهٔ خودش</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 و %Ln کارت دیگر به ستون خالی %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 به ستون خالی %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 و %Ln کارت دیگر روی %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 روی %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1؛ %2 رو شد</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1؛ امتیاز %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>راهنمایی: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>برداشته‌اید: %1 و %Ln کارت دیگر</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>برداشته‌اید: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>مجاز نیست</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>حرکت واگرد شد</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>برنده شدید! امتیاز %1، زمان %2، %Ln حرکت</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>بازی جدید %1، قانون %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>برداشتن</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>گذاشتن در اینجا</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>فرستادن به پایهٔ خودش</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>یافتن جا</translation>
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
        <translation>بازی شما هم‌اکنون در پنجرهٔ دیگری از Yukon Solitaire باز است.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>می‌توانید اینجا بازی جداگانه‌ای باز کنید. این بازی جدا نگه داشته می‌شود و جای بازی پنجرهٔ دیگر را نمی‌گیرد.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>باز کردن بازی &amp;جداگانه</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;بستن</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>یک بازی نیمه‌تمام دارید: %1، با %Ln حرکت انجام‌شده.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>به‌جای آن %1 را بازی می‌کنید؟ بازی نیمه‌تمام در آمار رهاشده حساب می‌شود.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;بازی کردن %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;ادامهٔ بازی خودم</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>پنجره‌های باز Yukon Solitaire بیش از حد است. اول یکی از آن‌ها را ببندید.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>نخستین برد شما!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>رکورد تازهٔ زمان!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>کمترین تعداد حرکت تاکنون!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>رکورد تازهٔ امتیاز!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>بردهای پیاپی: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>پروندهٔ آمار «%1» خوانده نشد. با نام «%2» نگه داشته شد و آمار تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>فهرست بازی‌های پروندهٔ آمار «%1» از دست رفته بود. یک نسخه از پرونده با نام «%2» نگه داشته شد و فهرست تازه‌ای آغاز شد.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>%Ln بازی آسیب‌دیده در پروندهٔ آمار «%1» خوانده نشد و کنار گذاشته شد. چیزی از پرونده حذف نشد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>بازی‌هایی که اکنون انجام می‌دهید فقط تا خروج از بازی نگه داشته می‌شوند.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>پروندهٔ آمار «%1» با نسخهٔ جدیدتری از Yukon Solitaire نوشته شده است، بنابراین همان‌طور که بود ماند.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>پروندهٔ آمار «%1» خوانده نمی‌شود: اجازهٔ دسترسی داده نشد. پرونده همان‌طور که بود ماند.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>پروندهٔ آمار «%1» باز نمی‌شود: یک پروندهٔ معمولی نیست. پرونده همان‌طور که بود ماند.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>پروندهٔ آمار «%1» باز نمی‌شود: بزرگ‌تر از آن است که پروندهٔ آمار باشد. پرونده همان‌طور که بود ماند.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>پروندهٔ آمار «%1» باز نمی‌شود.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>اجازهٔ تغییر پرونده داده نشده است</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>برنامهٔ دیگری آن را در اختیار داشت</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>پرونده نوشته نشد</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>آمار این نشست ثبت نشد (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>پروندهٔ آمار «%1» نوشته نشد (%2). بازی ادامه می‌یابد؛ ممکن است آنچه اکنون رخ می‌دهد در آمار نیاید.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>رهاشده</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>نیمه‌تمام</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>بدون سطح</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>No</source>
        <translation>خیر</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>هر دو قانون</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>تعداد بازی‌ها</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>تعداد بردها</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>بردهای پیاپی کنونی</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>بیشترین بردهای پیاپی</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>بهترین امتیاز</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>سریع‌ترین برد</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>کمترین حرکت برای برد</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>میانگین زمان برد</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>بازی‌های رهاشده</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>قابل برد بودند</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>بازی‌های نیمه‌تمام</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>هر بازی وقتی انجام‌شده حساب می‌شود که برده شود، یا پس از حداقل یک حرکت، بازی دیگری جایش را بگیرد.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>رکوردها</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>دست روز</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>روزهای بازی</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>روزهای برد</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>روزهای برد پیاپی کنونی</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>بیشترین روزهای برد پیاپی</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>نتایج اخیر</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>بازی &amp;دوبارهٔ این دست</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>شروع دوبارهٔ دست بازی انتخاب‌شده، با قانون خودش</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;صدور CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>بازنشانی &amp;آمار…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;بستن</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>آمار خوانده نشد: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>بازی‌ها (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>آمار همهٔ %Ln بازی تمام‌شدهٔ شما، با هر دو قانون، حذف شود؟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>آمار %Ln بازی تمام‌شدهٔ شما با قانون %1 حذف شود؟</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>بازی نیمه‌تمام حفظ می‌شود. این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>بازنشانی آمار</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>آمار بازنشانی نشد: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>%Ln بازی حذف شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>صدور آمار</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>پرونده‌های CSV (*.csv);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>پروندهٔ «%1» نوشته نشد: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%Ln بازی به «%1» صادر شد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>ماهوت سبز</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>ماهوت آبی</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>میز تیره</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>برنده شدید!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>حرکت‌ها: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>زمان: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>در حال جست‌وجوی دستی قابل برد…
تاکنون %Ln دست امتحان شده است.</numerusform>
        </translation>
    </message>
</context>
</TS>
