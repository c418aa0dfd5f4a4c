<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Кожна карта йде у свою основу.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Щось пішло не так. Гру збережено.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Щось пішло не так, і гру не вдалося зберегти.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Щось пішло не так. Гру збережено. Подробиці у файлі {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Щось пішло не так, і гру не вдалося зберегти. Подробиці у файлі {path}.</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Щось пішло не так. Подробиці у файлі {path}.</translation>
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
        <translation>Синя ґратка</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Червона розетка</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Зелені хвилі</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Опівнічна зоря</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Власна сорочка колоди</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Великий шрифт</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Копіювати код</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Час: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходи: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Роздача дня: %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Рівень: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>рівень оцінюється</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>рівень не оцінено</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Варіант «%1», %2, гра %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Перевірка…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Можна виграти</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Уже не виграти</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Пошук ходу…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Чи можуть усі карти на столі ще потрапити в основи — за оцінкою розв’язувача</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Наскільки складна ця роздача: визначається тим, як часто її виграє гравець із простою стратегією; кожну роздачу з рівнем гарантовано можна виграти</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Скопіювати код гри, щоб переграти цю роздачу або поділитися нею</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Не вдалося зберегти гру в {path}: {reason}. Можна грати далі: гру знову буде збережено, щойно диск це дозволить.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Цю гру вже не виграти.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Корисних ходів не лишилося.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>За відведений час виграшної послідовності ходів не знайдено: хід у рамці — лише найкраще припущення.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Пошук триває; про його результат з’явиться повідомлення.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Знайдено виграшну послідовність ходів: хід у рамці — її наступний хід.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>За рівнем</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Відсоток перемог</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: зіграно %2, виграно %3, відсоток перемог %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Невиграних ігор: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Можна було виграти: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Не можна було виграти: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Розв’язувач не зміг визначити: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Ще не перевірено: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Колоду {name} більше не встановлено, тому карти показано в колоді {default}. Іншу колоду можна вибрати у вікні «Параметри».</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Колоду {name} не вдається показати (її файл пошкоджено або він має формат, якого ця гра не вміє читати), тому карти показано в колоді {default}.</translation>
    </message>
</context>
<context>
    <name>LooksChooser</name>
    <message>
        <source>Dec&amp;k:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Со&amp;рочка:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стіл:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Попередній перегляд вибраних карт і стола</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Команда «Гра &gt; Де сталася помилка?» знайде хід, який призвів до програшу.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>основа</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>стовпчик %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Де сталася помилка?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Пошук ходу, який призвів до програшу…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Пошук ходу, який призвів до програшу…
Переглянуто позицій: %1 з %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Повернутися туди</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Гру програно %n хід тому, ходом %1: %2 → %3.</numerusform>
            <numerusform>Гру програно %n ходи тому, ходом %1: %2 → %3.</numerusform>
            <numerusform>Гру програно %n ходів тому, ходом %1: %2 → %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Цю гру ще можна виграти: жоден хід поки не призвів до програшу.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Цю роздачу не можна було виграти від самого початку: жоден хід не призвів до програшу.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Хід, який призвів до програшу, зроблено раніше за останні 100 ходів, які можна повернути.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Точно відомо лише, що %n хід тому гру ще можна було виграти.</numerusform>
            <numerusform>Точно відомо лише, що %n ходи тому гру ще можна було виграти.</numerusform>
            <numerusform>Точно відомо лише, що %n ходів тому гру ще можна було виграти.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Точно відомо, що зараз гру програно.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Точно відомо, що %n хід тому гру вже було програно.</numerusform>
            <numerusform>Точно відомо, що %n ходи тому гру вже було програно.</numerusform>
            <numerusform>Точно відомо, що %n ходів тому гру вже було програно.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Для жодної позиції не вдалося довести, виграшна вона чи програшна.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>На деяких позиціях розв’язувачеві забракло часу.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Текст ліцензії: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Прочитайте &lt;a href=&quot;%1&quot;&gt;ліцензію&lt;/a&gt; і &lt;a href=&quot;%2&quot;&gt;відомості про стороннє програмне забезпечення&lt;/a&gt;, що входить до складу гри.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>Про Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;«Юкон» — пасьянс, у якому будь-яку відкриту карту можна переміщати разом з усім, що лежить поверх неї.&lt;/p&gt;&lt;p&gt;Вільна програма за ліцензією GNU GPL версії 3 або новішої.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Тепер усі карти можна відправити в основи: «Гра &gt; Усі карти в основи».</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Цю гру вже не виграти.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Почати роздачу знову</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Почати цю роздачу знову з самого початку?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Зроблені ходи буде втрачено, а цю гру буде зараховано в статистиці як перервану.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Почати знову</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Грати далі</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Роздача дня</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Почати роздачу &amp;знову</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути хід</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>Повторити &amp;хід</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Під&amp;казка</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Усі карти в основи</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Де сталася помилка?</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметри…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>На весь &amp;екран</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;Про Yukon Solitaire</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Налаштування</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Почати нову гру (%1)</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Зіграти сьогоднішню роздачу — однакову для всіх гравців і гарантовано виграшну</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Показати добрий наступний хід (%1)</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Знайти хід, який призвів до програшу (%1)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (варіант «{rule}»)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} або {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Цю гру виграно. Щоб зіграти ще, почніть нову гру.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Цієї карти там уже немає.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Закриту карту не можна перемістити. Вона відкривається, коли стає останньою картою свого стовпчика.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Карта вже там.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>У класичному варіанті карту кладуть лише на карту іншого кольору.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Карту кладуть на карту, старшу рівно на одиницю, наприклад 7 на 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>У стовпчиках на туза нічого не можна покласти. Туз іде лише у свою основу.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>У порожній стовпчик можна покласти лише короля — самого або разом із картами поверх нього.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>За один раз можна перемістити не більше ніж {count} карт.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>В основу можна перекласти лише останню карту стовпчика.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Основа приймає наступну карту своєї масті: спершу туза, потім 2, 3 і так далі до короля.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>З основи можна забрати лише верхню карту.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Карта, забрана з основи, повертається в стовпчик, а не в іншу основу.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Немає ходу, який можна повернути.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Немає ходу, який можна повторити.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Зараз цю карту не можна покласти в жоден стовпчик.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такий хід не дозволено.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Введіть код гри, наприклад {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Код гри складається з трьох частин, з’єднаних дефісами, наприклад {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Код гри починається з {prefix}, а не з «{found}».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Код гри починається з {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>У середній частині має стояти {rules}, а не «{found}».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>У середній частині має стояти {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>В останній частині має бути {needed} літер, а не {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>В останній частині має бути {needed} літер.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>В останній частині можуть бути лише латинські літери від A до Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Це не код гри. Код гри має такий вигляд: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Випадкова роздача</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>&amp;Рівень:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Будь-який</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Роздачу з рівнем гарантовано можна виграти; рівень показує, як часто її виграє гравець із простою стратегією.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>&amp;Тільки виграшні роздачі</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Розв’язувач перебирає випадкові роздачі, доки не доведе, що одну з них можна виграти.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Роздача за кодом &amp;гри:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код гри</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Очистити код</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Ті самі карти від початку, у варіанті, вибраному вище.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Роздача &amp;дня</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Почати</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Сьогоднішня роздача в класичному варіанті — однакова для всіх гравців і гарантовано виграшна.</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Сьогоднішня роздача в класичному варіанті — однакова для всіх гравців і гарантовано виграшна. Рівень: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Роздача з кодом {code}, варіант «{rule}».</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>Переграти п&amp;оточну роздачу (код {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Moving cards</source>
        <translation>Переміщення карт</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Допомога</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Подвійне клацання</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Два швидкі клацання по відкритій карті переміщують її разом із картами поверх неї на найкраще місце в стовпчиках.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>П&amp;ідсвічування місць</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Поки ви перетягуєте карту, підсвічуються місця, куди її можна покласти.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>По&amp;яснення правил</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Коли хід не прийнято, коротке повідомлення пояснює, яке правило його заборонило.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;Авторозміщення</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Коли ви відпускаєте карту, гра сама вибирає для неї стовпчик.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Показувати, чи можна ще &amp;виграти роздачу</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Панель гри повідомляє, чи можуть усі карти ще потрапити в основи.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Мова гри; змінюється одразу.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Чотириколірна колода</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Піки чорні, чирви червоні, бубни сині, трефи зелені — кожну масть легко відрізнити.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Як у системі</translation>
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
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Закри&amp;ти</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Закрити без збереження</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Повернути</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>П&amp;овторити</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Ви&amp;різати</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставити</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
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
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Відновити типово</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Т&amp;ак</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ні</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Застосувати</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Відхилити</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копіювати &amp;адресу посилання</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Виділити все</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>A</source>
        <comment>the rank Ace, as printed in a card&apos;s corner</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the rank Jack, as printed in a card&apos;s corner</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the rank Queen, as printed in a card&apos;s corner</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the rank King, as printed in a card&apos;s corner</comment>
        <translation>К</translation>
    </message>
</context>
<context>
    <name>RecentGamesModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Підказки</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Повернення</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Можна було виграти</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Двічі клацніть, щоб зіграти цю роздачу знову</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>Від початку: %1. З місця, де ви зупинилися: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Завершіть гру, і тут з’являться ваші результати.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>За останню %n гру виграно %1; відсоток перемог за останні 10 ігор: %2</numerusform>
            <numerusform>За останні %n гри виграно %1; відсоток перемог за останні 10 ігор: %2</numerusform>
            <numerusform>За останні %n ігор виграно %1; відсоток перемог за останні 10 ігор: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>Графік ваших останніх ігор</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Гра %1: %2, %3 (рахунок %4)
Відсоток перемог за останні 10 ігор: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Рахунок, перемога</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Рахунок, без перемоги</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Відсоток перемог за останню %n гру</numerusform>
            <numerusform>Відсоток перемог за останні %n гри</numerusform>
            <numerusform>Відсоток перемог за останні %n ігор</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Номер гри</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% перемог</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Класичний</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Класичний</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Карту кладуть на карту іншого кольору, старшу рівно на одиницю.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Полегшений</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>По&amp;легшений</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Колір не важливий: карту кладуть на будь-яку карту, старшу рівно на одиницю.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Правила пасьянсу «Юкон»</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Сторінку правил не знайдено. Перевстановіть гру.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Немає дозволу читати файл збереженої гри {path} (перевірте права доступу), тому розпочато нову гру. Файл залишено як є, і цю гру не буде записано поверх нього.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Файл збереженої гри {path} записано новішою версією Yukon Solitaire, тому розпочато нову гру. Файл залишено як є, і цю гру не буде записано поверх нього.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Не вдалося відновити збережену гру, тому розпочато нову. Файл {path} не вдалося перемістити.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Збережену гру було пошкоджено, тому розпочато нову. Пошкоджений файл переміщено до {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Частину збереженої гри пошкоджено: гра триває з того місця, де ви зупинилися, але частину ходів для повернення чи повторення втрачено.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Копію пошкодженого файлу збережено як {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Файл налаштувань {path} записано новішою версією Yukon Solitaire. Використано ті налаштування, які знає ця версія; файл залишено як є, а зміни, зроблені зараз, не буде збережено.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Немає дозволу читати файл налаштувань {path} (перевірте права доступу), тому використано типові налаштування. Файл залишено як є, а зміни, зроблені зараз, не буде збережено.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Не вдалося прочитати файл налаштувань, тому використано типові налаштування. Файл {path} не вдалося перемістити.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Файл налаштувань було пошкоджено, тому використано типові налаштування. Пошкоджений файл переміщено до {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Не вдалося зберегти налаштування в {path}: {reason}. Вони діятимуть, доки гру не буде закрито.</translation>
    </message>
</context>
<context>
    <name>SpokenNames</name>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Двійка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Трійка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвірка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>П’ятірка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шістка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Сімка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Вісімка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Дев’ятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: its rank, then its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>закрита карта</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Стовпчик %1, порожній</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Стовпчик %1, %n карта, закритих: %2</numerusform>
            <numerusform>Стовпчик %1, %n карти, закритих: %2</numerusform>
            <numerusform>Стовпчик %1, %n карт, закритих: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Стовпчик %1, %n карта</numerusform>
            <numerusform>Стовпчик %1, %n карти</numerusform>
            <numerusform>Стовпчик %1, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Основа пік, порожня</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Основа чирв, порожня</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Основа бубон, порожня</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Основа треф, порожня</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Основа пік, зверху %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Основа чирв, зверху %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Основа бубон, зверху %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Основа треф, зверху %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n закрита карта</numerusform>
            <numerusform>%n закриті карти</numerusform>
            <numerusform>%n закритих карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Стовпчик %1 знизу вгору: %2</translation>
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
            <numerusform>Рахунок %1, час %2, %n хід, гра %3</numerusform>
            <numerusform>Рахунок %1, час %2, %n ходи, гра %3</numerusform>
            <numerusform>Рахунок %1, час %2, %n ходів, гра %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — в основу</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 і ще %n карта — у порожній стовпчик %2</numerusform>
            <numerusform>%1 і ще %n карти — у порожній стовпчик %2</numerusform>
            <numerusform>%1 і ще %n карт — у порожній стовпчик %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 — у порожній стовпчик %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 і ще %n карта — на карту %2</numerusform>
            <numerusform>%1 і ще %n карти — на карту %2</numerusform>
            <numerusform>%1 і ще %n карт — на карту %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 — на карту %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; відкривається %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; рахунок %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Підказка: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>У руці: %1 і ще %n карта</numerusform>
            <numerusform>У руці: %1 і ще %n карти</numerusform>
            <numerusform>У руці: %1 і ще %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>У руці: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Не дозволено</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Хід повернуто</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Перемога! Рахунок %1, час %2, %n хід</numerusform>
            <numerusform>Перемога! Рахунок %1, час %2, %n ходи</numerusform>
            <numerusform>Перемога! Рахунок %1, час %2, %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Нова гра %1, варіант «%2»</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Взяти</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Покласти сюди</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Відправити в основу</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Знайти місце</translation>
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
        <translation>Ваша гра вже відкрита в іншому вікні Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Тут можна відкрити окрему гру. Вона зберігається окремо й не замінює гру в іншому вікні.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>Відкрити &amp;окрему гру</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>У вас є незавершена гра: %1, зроблено %n хід.</numerusform>
            <numerusform>У вас є незавершена гра: %1, зроблено %n ходи.</numerusform>
            <numerusform>У вас є незавершена гра: %1, зроблено %n ходів.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Зіграти замість неї %1? Незавершену гру буде зараховано в статистиці як перервану.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Зіграти %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Продовжити свою гру</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Уже відкрито забагато вікон Yukon Solitaire. Спершу закрийте одне з них.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Ваша перша перемога!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Новий рекорд часу!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Рекорд: найменше ходів!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Новий рекорд рахунку!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Серія перемог: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Не вдалося прочитати файл статистики «%1». Його збережено як «%2», і статистику розпочато заново.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>У файлі статистики «%1» зник список ігор. Копію файлу збережено як «%2», і розпочато новий список.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>У файлі статистики «%1» не вдалося прочитати й тому пропущено %n пошкоджену гру. З файлу нічого не вилучено.</numerusform>
            <numerusform>У файлі статистики «%1» не вдалося прочитати й тому пропущено %n пошкоджені гри. З файлу нічого не вилучено.</numerusform>
            <numerusform>У файлі статистики «%1» не вдалося прочитати й тому пропущено %n пошкоджених ігор. З файлу нічого не вилучено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Ігри, зіграні зараз, зберігатимуться лише до виходу з гри.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Файл статистики «%1» записано новішою версією Yukon Solitaire, тому його залишено без змін.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Файл статистики «%1» не вдається прочитати: доступ заборонено. Його залишено без змін.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Файл статистики «%1» не вдається відкрити: це не звичайний файл. Його залишено без змін.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Файл статистики «%1» не вдається відкрити: він завеликий для файлу статистики. Його залишено без змін.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Не вдається відкрити файл статистики «%1».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>файл заборонено змінювати</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>файл зайнято іншою програмою</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>файл не вдалося записати</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Не вдалося записати статистику цього сеансу (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Не вдалося записати файл статистики «%1» (%2). Гра триває, але те, що відбувається зараз, може не потрапити до статистики.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграна</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Перервана</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Незавершена</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Не оцінено</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Невідомо</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Both rules</source>
        <translation>Обидва варіанти</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграно ігор</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Виграно ігор</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Відсоток перемог</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Поточна серія</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Найдовша серія перемог</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Найкращий рахунок</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Найшвидша перемога</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Найменше ходів до перемоги</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Середній час перемоги</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Перервано ігор</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Можна було виграти</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Незавершених ігор</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Гра вважається зіграною, якщо її виграно або замінено іншою грою хоча б після одного ходу.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Рекорди</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Роздача дня</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Зіграно днів</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Виграно днів</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Поточна серія днів</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Найдовша серія днів</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Останні результати</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Переграти цю роздачу</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Почати роздачу вибраної гри знову, у її варіанті</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Експортувати в CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Скинути статистику…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Не вдалося прочитати статистику: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Ігри (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Видалити статистику вашої %n завершеної гри в обох варіантах?</numerusform>
            <numerusform>Видалити статистику всіх ваших %n завершених ігор в обох варіантах?</numerusform>
            <numerusform>Видалити статистику всіх ваших %n завершених ігор в обох варіантах?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Видалити статистику вашої %n завершеної гри у варіанті «%1»?</numerusform>
            <numerusform>Видалити статистику ваших %n завершених ігор у варіанті «%1»?</numerusform>
            <numerusform>Видалити статистику ваших %n завершених ігор у варіанті «%1»?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Незавершену гру буде збережено. Цю дію не можна скасувати.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скидання статистики</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Не вдалося скинути статистику: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>Видалено %n гру.</numerusform>
            <numerusform>Видалено %n гри.</numerusform>
            <numerusform>Видалено %n ігор.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Експорт статистики</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Не вдалося записати файл «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>Експортовано %n гру у файл «%1».</numerusform>
            <numerusform>Експортовано %n гри у файл «%1».</numerusform>
            <numerusform>Експортовано %n ігор у файл «%1».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Синє сукно</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Темний стіл</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Ви перемогли!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходи: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Рахунок: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Час: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Пошук роздачі, яку можна виграти…
Перевірено %n роздачу.</numerusform>
            <numerusform>Пошук роздачі, яку можна виграти…
Перевірено %n роздачі.</numerusform>
            <numerusform>Пошук роздачі, яку можна виграти…
Перевірено %n роздач.</numerusform>
        </translation>
    </message>
</context>
</TS>
