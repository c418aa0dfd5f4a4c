<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>כל קלף עובר לערימת הבסיס שלו.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>משהו השתבש. המשחק שלך נשמר.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>משהו השתבש, ולא ניתן היה לשמור את המשחק שלך.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>משהו השתבש. המשחק שלך נשמר. הפרטים נמצאים בקובץ {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>משהו השתבש, ולא ניתן היה לשמור את המשחק שלך. הפרטים נמצאים בקובץ {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>משהו השתבש. הפרטים נמצאים בקובץ {path}.</translation>
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
        <translation>סריג כחול</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>רוזטה אדומה</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>גלים ירוקים</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>כוכב חצות</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>הגב המקורי של החפיסה</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>קלאסית</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>אותיות גדולות</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>העתק קוד</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>ניקוד: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>זמן: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>מהלכים: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>החלוקה היומית של %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>רמה: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>הרמה נבדקת</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>ללא רמה</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>כלל %1, %2, משחק %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>בבדיקה…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>ניתן לנצח</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>כבר לא ניתן לנצח</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>בחישוב…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>הועתק</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>האם כל הקלפים שעל השולחן עדיין יכולים להגיע לערימות הבסיס, לפי מה שמצא מנוע הפתרון</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>עד כמה החלוקה הזו קשה: נמדד לפי התדירות שבה שחקן בעל אסטרטגיה פשוטה מנצח בה; כל חלוקה שיש לה רמה הוכחה כפתירה</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>העתק את קוד המשחק כדי לשחק שוב בחלוקה הזו או לשתף אותה</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>לא ניתן היה לשמור את המשחק שלך בקובץ {path}: {reason}. אפשר להמשיך לשחק; המשחק יישמר שוב ברגע שהדיסק יאפשר זאת.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>כבר לא ניתן לנצח במשחק הזה.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>לא נותר אף מהלך מועיל.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>בזמן שהוקצב לא נמצא רצף מהלכים מנצח: המהלך שבמסגרת הוא הניחוש הטוב ביותר.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>החיפוש נמשך, והודעה תציג את מה שיימצא.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>נמצא רצף מהלכים מנצח: המהלך שבמסגרת הוא המהלך הבא בו.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>קלה</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינונית</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>לפי רמה</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>אחוז ניצחונות</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: משחקים %2, ניצחונות %3, אחוז ניצחונות %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 מתוך %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>משחקים ללא ניצחון: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>היה אפשר לנצח: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>לא היה אפשר לנצח: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>מנוע הפתרון לא הכריע: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>טרם הוכרע: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>חפיסת הקלפים &quot;{name}&quot; כבר אינה מותקנת, ולכן הקלפים מוצגים בחפיסה &quot;{default}&quot;. אפשר לבחור חפיסה אחרת בהעדפות.</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>לא ניתן להציג את חפיסת הקלפים &quot;{name}&quot; (הקובץ שלה פגום, או מסוג שהמשחק אינו יודע לקרוא), ולכן הקלפים מוצגים בחפיסה &quot;{default}&quot;.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>ח&amp;פיסה:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;גב הקלפים:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>שול&amp;חן:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>תצוגה מקדימה של הקלפים והשולחן שנבחרו</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>&quot;משחק &gt; איפה טעיתי?&quot; מוצא את המהלך שבו אבד הניצחון.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>ערימת הבסיס שלו</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>טור %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>איפה טעיתי?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>חיפוש המהלך שבו אבד הניצחון…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>חיפוש המהלך שבו אבד הניצחון…
נבדקה עמדה %1 מתוך %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>חזור לשם</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>הניצחון אבד לפני מהלך אחד, כשהקלף %1 עבר מ%2 ל%3.</numerusform>
            <numerusform>הניצחון אבד לפני %n מהלכים, כשהקלף %1 עבר מ%2 ל%3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>עדיין אפשר לנצח במשחק הזה: הניצחון עוד לא אבד באף מהלך.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>החלוקה הזו מעולם לא הייתה פתירה: הניצחון לא אבד באף מהלך.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>המהלך שבו אבד הניצחון במשחק הזה קודם ל־100 המהלכים שאפשר לבטל.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>ידוע בוודאות רק שלפני מהלך אחד עדיין היה אפשר לנצח במשחק.</numerusform>
            <numerusform>ידוע בוודאות רק שלפני %n מהלכים עדיין היה אפשר לנצח במשחק.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>ידוע בוודאות שעכשיו כבר אי אפשר לנצח במשחק.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>ידוע בוודאות שהניצחון אבד כבר לפני מהלך אחד.</numerusform>
            <numerusform>ידוע בוודאות שהניצחון אבד כבר לפני %n מהלכים.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>החיפוש לא הצליח להוכיח על אף עמדה אם אפשר לנצח בה או לא.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>בחלק מהעמדות נגמר למנוע הפתרון הזמן.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;את הרישיון אפשר לקרוא באתר &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;אפשר לקרוא את &lt;a href=&quot;%1&quot;&gt;הרישיון&lt;/a&gt; ואת &lt;a href=&quot;%2&quot;&gt;ההודעות של תוכנות צד שלישי&lt;/a&gt; שהמשחק כולל.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>אודות Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;יוקון, משחק הסוליטר שבו מותר להזיז כל קלף גלוי יחד עם כל מה שמעליו.&lt;/p&gt;&lt;p&gt;תוכנה חופשית לפי רישיון GNU GPL, גרסה 3 או מאוחרת יותר.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>כל הקלפים יכולים לעבור עכשיו לערימות הבסיס: &quot;משחק &gt; העבר את כל הקלפים לערימות הבסיס&quot;.</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>כבר לא ניתן לנצח במשחק הזה.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>התחלת החלוקה מחדש</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>להתחיל את החלוקה הזו מחדש?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>המהלכים שנעשו עד כה יאבדו, והמשחק הזה ייחשב בסטטיסטיקה כמשחק שננטש.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>התחל &amp;מחדש</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;המשך לשחק</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>משחק &amp;חדש…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>חלוקת ה&amp;יום</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>התחל את החלוקה &amp;מחדש</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל מהלך</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>בצע &amp;שוב</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>העבר את &amp;כל הקלפים לערימות הבסיס</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>איפה &amp;טעיתי?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;סטטיסטיקה</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;העדפות…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;מסך מלא</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;כללי המשחק</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;אודות Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;הגדרות</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;עזרה</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>התחל משחק חדש (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>שחק בחלוקת היום: זהה לכל השחקנים, והוכח שהיא פתירה</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>הצג מהלך טוב להמשך (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>מצא את המהלך שבו אבד הניצחון במשחק הזה (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (כלל {rule})</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} או {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>ניצחת במשחק הזה. כדי לשחק שוב, יש להתחיל משחק חדש.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>הקלף הזה כבר לא נמצא שם.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>אי אפשר להזיז קלף הפוך. הוא נחשף כשהוא נעשה הקלף האחרון בטור שלו.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>הקלף כבר נמצא שם.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>לפי הכלל הקלאסי, מניחים קלף רק על קלף בצבע הנגדי.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>מניחים קלף על קלף הגבוה ממנו בדרגה אחת בדיוק, למשל 7 על 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>בטורים אי אפשר להניח דבר על אס. אס עובר רק לערימת הבסיס שלו.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>לטור ריק אפשר להעביר רק מלך, לבד או עם הקלפים שמעליו.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>אפשר להזיז לכל היותר {count} קלפים בבת אחת.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>רק הקלף האחרון בטור יכול לעבור לערימת בסיס.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>ערימת בסיס מקבלת את הקלף הבא בסדרה שלה: קודם האס, אחריו 2, 3 וכן הלאה עד המלך.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>מערימת בסיס אפשר להחזיר רק את הקלף העליון.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>קלף שנלקח מערימת בסיס חוזר לטור, לא לערימת בסיס אחרת.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>אין מהלך לבטל.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>אין מהלך לבצע שוב.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>אף טור לא יכול לקבל את הקלף הזה כרגע.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>המהלך הזה אסור.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>יש להקליד קוד משחק, למשל {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>קוד משחק מורכב משלושה חלקים המחוברים במקפים, למשל {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>קוד משחק מתחיל ב־{prefix}, לא ב־&quot;{found}&quot;.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>קוד משחק מתחיל ב־{prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>החלק האמצעי חייב להיות {rules}, לא &quot;{found}&quot;.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>החלק האמצעי חייב להיות {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>בחלק האחרון חייבות להיות {needed} אותיות, לא {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>בחלק האחרון חייבות להיות {needed} אותיות.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>בחלק האחרון מותרות רק האותיות הלטיניות A עד Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>זה לא קוד משחק. קוד משחק נראה כך: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>כלל</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>חלוקה &amp;אקראית</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;רמה:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>כל רמה</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>חלוקה שיש לה רמה הוכחה כפתירה; הרמה מציינת באיזו תדירות שחקן בעל אסטרטגיה פשוטה מנצח בה.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>חלוקות &amp;פתירות בלבד</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>מנוע הפתרון מנסה חלוקות אקראיות עד שהוא מוכיח שאחת מהן פתירה.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>חלוקה לפי קוד &amp;משחק:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>קוד משחק</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>נקה את הקוד</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>חלוקה</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>אותם קלפים מההתחלה, לפי הכלל שנבחר למעלה.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>חלוקת ה&amp;יום</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;התחל</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>חלוקת היום בכלל הקלאסי: זהה לכל השחקנים, והוכח שהיא פתירה.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>חלוקת היום בכלל הקלאסי: זהה לכל השחקנים, והוכח שהיא פתירה. רמה: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>החלוקה עם הקוד {code}, כלל {rule}.</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>שחק שוב בחלוקה ה&amp;נוכחית (קוד {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>הזזת קלפים</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>עזרים</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>מראה</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>לחיצה &amp;כפולה</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>שתי לחיצות מהירות על קלף גלוי מעבירות אותו, יחד עם הקלפים שמעליו, למקום הטוב ביותר בטורים.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;הדגשת מקומות</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>בזמן גרירת קלף, המקומות שאליהם אפשר להעביר אותו מודגשים.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>הסברי כ&amp;ללים</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>כשמהלך נדחה, הודעה קצרה מציינת איזה כלל מנע אותו.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;מיקום אוטומטי</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>כשמשחררים קלף, המשחק בוחר עבורו את הטור.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>הצג אם עדיין אפשר ל&amp;נצח בחלוקה</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>סרגל המשחק מציין אם כל הקלפים עדיין יכולים להגיע לערימות הבסיס.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;שפה:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>שפת המשחק; היא מתחלפת מיד.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>חפיסה ב&amp;ארבעה צבעים</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>עלים בשחור, לבבות באדום, יהלומים בכחול ותלתנים בירוק, כך שכל סדרה בולטת לעין.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>העדפות</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>שפת המערכת</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;אישור</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;סגור</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמור</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>סגור ללא שמירה</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;בטל</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>בצע &amp;שוב</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;גזור</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תק</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבק</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחק</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכל</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>שחזר ברירות מחדל</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;כן</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;לא</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמור</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>החל</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>אפס</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>עזרה</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>שכח</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תק</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>העתק כתובת &amp;קישור</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחר הכל</translation>
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
        <translation>תאריך</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>קוד</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>כלל</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>רמה</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>זמן</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>מהלכים</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>רמזים</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>ביטולים</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>היה אפשר לנצח</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>לחץ לחיצה כפולה כדי לשחק שוב בחלוקה הזו</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>מההתחלה: %1. מהמקום שבו הפסקת: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>בסיום משחק, התוצאות שלך יופיעו כאן.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>המשחק האחרון: ניצחונות %1; אחוז הניצחונות ב־10 המשחקים האחרונים: %2</numerusform>
            <numerusform>%n המשחקים האחרונים: ניצחונות %1; אחוז הניצחונות ב־10 המשחקים האחרונים: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>תרשים המשחקים האחרונים שלך</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>משחק %1: %2, %3 (ניקוד %4)
אחוז הניצחונות ב־10 המשחקים האחרונים: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>ניקוד, ניצחון</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>ניקוד, ללא ניצחון</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>אחוז ניצחונות (המשחק האחרון)</numerusform>
            <numerusform>אחוז ניצחונות (%n המשחקים האחרונים)</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>מספר משחק</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>אחוז ניצחונות</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>קלאסי</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;קלאסי</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>מניחים קלף על קלף בצבע הנגדי, הגבוה ממנו בדרגה אחת בדיוק.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>גמיש</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;גמיש</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>הצבע לא משנה: מניחים קלף על כל קלף הגבוה ממנו בדרגה אחת בדיוק.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>כללי יוקון</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>דף הכללים לא נמצא. יש להתקין את המשחק מחדש.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>אין הרשאה לקרוא את קובץ המשחק השמור {path} (כדאי לבדוק את ההרשאות שלו), ולכן התחיל משחק חדש. הקובץ נשאר כפי שהיה, והמשחק הזה לא יישמר במקומו.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>קובץ המשחק השמור {path} נכתב בגרסה חדשה יותר של Yukon Solitaire, ולכן התחיל משחק חדש. הקובץ נשאר כפי שהיה, והמשחק הזה לא יישמר במקומו.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>לא ניתן היה לשחזר את המשחק השמור שלך, ולכן התחיל משחק חדש. לא ניתן היה להעביר הצידה את הקובץ {path}.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>המשחק השמור שלך היה פגום, ולכן התחיל משחק חדש. הקובץ הפגום הועבר אל {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>חלק מהמשחק השמור שלך היה פגום: המשחק ממשיך מהמקום שבו הפסקת, אבל חלק מהמהלכים שאפשר היה לבטל או לבצע שוב אבדו.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>עותק של הקובץ הפגום נשמר בשם {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>קובץ ההגדרות {path} נכתב בגרסה חדשה יותר של Yukon Solitaire. נעשה שימוש בהגדרות שהגרסה הזו מכירה; הקובץ נשאר כפי שהיה, ושינויים שייעשו עכשיו לא יישמרו.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>אין הרשאה לקרוא את קובץ ההגדרות {path} (כדאי לבדוק את ההרשאות שלו), ולכן נעשה שימוש בהגדרות ברירת המחדל. הקובץ נשאר כפי שהיה, ושינויים שייעשו עכשיו לא יישמרו.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>לא ניתן היה לקרוא את קובץ ההגדרות שלך, ולכן נעשה שימוש בהגדרות ברירת המחדל. לא ניתן היה להעביר הצידה את הקובץ {path}.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>קובץ ההגדרות שלך היה פגום, ולכן נעשה שימוש בהגדרות ברירת המחדל. הקובץ הפגום הועבר אל {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>לא ניתן היה לשמור את ההגדרות שלך בקובץ {path}: {reason}. הן יחולו עד שהמשחק ייסגר.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>אס</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>שתיים</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>שלוש</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>ארבע</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>חמש</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>שש</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>שבע</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>שמונה</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>תשע</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>עשר</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>נסיך</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>מלכה</translation>
    </message>
    <message>
        <source>King</source>
        <translation>מלך</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>עלה</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>לב</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>יהלום</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>תלתן</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>קלף הפוך</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>טור %1, ריק</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>טור %1, קלף אחד, הפוכים: %2</numerusform>
            <numerusform>טור %1, %n קלפים, הפוכים: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>טור %1, קלף אחד</numerusform>
            <numerusform>טור %1, %n קלפים</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>ערימת הבסיס של העלים, ריקה</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>ערימת הבסיס של הלבבות, ריקה</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>ערימת הבסיס של היהלומים, ריקה</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>ערימת הבסיס של התלתנים, ריקה</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>ערימת הבסיס של העלים, עד %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>ערימת הבסיס של הלבבות, עד %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>ערימת הבסיס של היהלומים, עד %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>ערימת הבסיס של התלתנים, עד %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>שולחן הקלפים</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>קלף הפוך אחד</numerusform>
            <numerusform>%n קלפים הפוכים</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>טור %1 מלמטה למעלה: %2</translation>
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
            <numerusform>ניקוד %1, זמן %2, מהלך אחד, משחק %3</numerusform>
            <numerusform>ניקוד %1, זמן %2, %n מהלכים, משחק %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 לערימת הבסיס שלו</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 ועוד קלף אחד לטור %2 הריק</numerusform>
            <numerusform>%1 ועוד %n קלפים לטור %2 הריק</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 לטור %2 הריק</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 ועוד קלף אחד על %2</numerusform>
            <numerusform>%1 ועוד %n קלפים על %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 על %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; %2 נחשף</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; ניקוד %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>רמז: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>ביד: %1 ועוד קלף אחד</numerusform>
            <numerusform>ביד: %1 ועוד %n קלפים</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>ביד: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>לא מותר</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>המהלך בוטל</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>ניצחת! ניקוד %1, זמן %2, מהלך אחד</numerusform>
            <numerusform>ניצחת! ניקוד %1, זמן %2, %n מהלכים</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>משחק חדש %1, כלל %2</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>הרם</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>הנח כאן</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>שלח לערימת הבסיס שלו</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>מצא מקום</translation>
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
        <translation>המשחק שלך כבר פתוח בחלון אחר של Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>אפשר לפתוח כאן משחק נפרד. הוא נשמר בנפרד ואינו מחליף את המשחק שבחלון האחר.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>פתח משחק &amp;נפרד</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;סגור</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>יש לך משחק בתהליך: %1, נעשה בו מהלך אחד.</numerusform>
            <numerusform>יש לך משחק בתהליך: %1, נעשו בו %n מהלכים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>לשחק במקומו ב־%1? המשחק שבתהליך ייחשב בסטטיסטיקה כמשחק שננטש.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;שחק ב־%1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;המשך במשחק שלי</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>כבר פתוחים יותר מדי חלונות של Yukon Solitaire. יש לסגור קודם אחד מהם.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>הניצחון הראשון שלך!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>שיא זמן חדש!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>מספר המהלכים הקטן ביותר עד כה!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>שיא ניקוד חדש!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>רצף ניצחונות: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>לא ניתן היה לקרוא את קובץ הסטטיסטיקה &quot;%1&quot;. הוא נשמר בשם &quot;%2&quot;, והתחילה סטטיסטיקה חדשה.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>רשימת המשחקים בקובץ הסטטיסטיקה &quot;%1&quot; אבדה. עותק של הקובץ נשמר בשם &quot;%2&quot;, והתחילה רשימה חדשה.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>משחק פגום אחד בקובץ הסטטיסטיקה &quot;%1&quot; לא נקרא ולכן הושמט. דבר לא הוסר מהקובץ.</numerusform>
            <numerusform>%n משחקים פגומים בקובץ הסטטיסטיקה &quot;%1&quot; לא נקראו ולכן הושמטו. דבר לא הוסר מהקובץ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>משחקים שישוחקו מעכשיו יישמרו רק עד היציאה מהמשחק.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>קובץ הסטטיסטיקה &quot;%1&quot; נכתב בגרסה חדשה יותר של Yukon Solitaire, ולכן הוא נשאר כפי שהיה.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>לא ניתן לקרוא את קובץ הסטטיסטיקה &quot;%1&quot;: אין הרשאה. הקובץ נשאר כפי שהיה.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>לא ניתן לפתוח את קובץ הסטטיסטיקה &quot;%1&quot;: זה אינו קובץ רגיל. הוא נשאר כפי שהיה.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>לא ניתן לפתוח את קובץ הסטטיסטיקה &quot;%1&quot;: הוא גדול מדי מכדי להיות קובץ סטטיסטיקה. הוא נשאר כפי שהיה.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>לא ניתן לפתוח את קובץ הסטטיסטיקה &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>הדיסק מלא</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>אין הרשאה לשנות את הקובץ</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>הקובץ היה תפוס בידי תוכנה אחרת</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>לא ניתן היה לכתוב לקובץ</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>לא ניתן היה לרשום את הסטטיסטיקה של ההפעלה הזו (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>לא ניתן היה לכתוב לקובץ הסטטיסטיקה &quot;%1&quot; (%2). המשחק נמשך; ייתכן שמה שיקרה בו מעכשיו לא יופיע בסטטיסטיקה.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>ננטש</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>בתהליך</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>ללא רמה</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>No</source>
        <translation>לא</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>שני הכללים</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>משחקים ששוחקו</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>אחוז ניצחונות</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>רצף נוכחי</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>רצף הניצחונות הארוך ביותר</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>הניקוד הגבוה ביותר</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>הניצחון המהיר ביותר</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>מספר המהלכים הקטן ביותר לניצחון</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>זמן ממוצע לניצחון</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>משחקים שננטשו</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>היה אפשר לנצח</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>משחקים בתהליך</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>משחק נחשב כמשחק ששוחק כשמנצחים בו, או כשמחליפים אותו במשחק אחר אחרי מהלך אחד לפחות.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>שיאים</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>חלוקת היום</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>ימים ששוחקו</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>ימים עם ניצחון</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>רצף יומי נוכחי</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>הרצף היומי הארוך ביותר</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>תוצאות אחרונות</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;שחק שוב בחלוקה הזו</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>התחל מחדש את החלוקה של המשחק שנבחר, לפי הכלל שלו</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;ייצא CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;אפס סטטיסטיקה…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;סגור</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>לא ניתן היה לקרוא את הסטטיסטיקה: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>משחקים (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>להסיר את הסטטיסטיקה של המשחק היחיד שסיימת, בשני הכללים?</numerusform>
            <numerusform>להסיר את הסטטיסטיקה של כל %n המשחקים שסיימת, בשני הכללים?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>להסיר את הסטטיסטיקה של המשחק היחיד שסיימת בכלל %1?</numerusform>
            <numerusform>להסיר את הסטטיסטיקה של %n המשחקים שסיימת בכלל %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>משחק שבתהליך יישמר. אי אפשר לבטל את הפעולה הזו.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>איפוס סטטיסטיקה</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>לא ניתן היה לאפס את הסטטיסטיקה: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>משחק אחד הוסר.</numerusform>
            <numerusform>%n משחקים הוסרו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>ייצוא סטטיסטיקה</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>קובצי CSV (*.csv);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>לא ניתן היה לכתוב לקובץ &quot;%1&quot;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>משחק אחד נשמר בקובץ &quot;%1&quot;.</numerusform>
            <numerusform>%n משחקים נשמרו בקובץ &quot;%1&quot;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>לבד ירוק</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>לבד כחול</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>שולחן כהה</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>ניצחת!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגור</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>מהלכים: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>ניקוד: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>זמן: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>חיפוש חלוקה פתירה…
עד כה נוסתה חלוקה אחת.</numerusform>
            <numerusform>חיפוש חלוקה פתירה…
עד כה נוסו %n חלוקות.</numerusform>
        </translation>
    </message>
</context>
</TS>
