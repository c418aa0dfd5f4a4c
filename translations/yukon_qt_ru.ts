<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Every card goes to its foundation.</source>
        <translation>Каждая карта отправляется в своё основание.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong. Your game was saved.</source>
        <translation>Что-то пошло не так. Игра сохранена.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved.</source>
        <translation>Что-то пошло не так, и игру не удалось сохранить.</translation>
    </message>
    <message>
        <source>Something went wrong. Your game was saved. Details are in {path}.</source>
        <translation>Что-то пошло не так. Игра сохранена. Подробности в файле {path}.</translation>
    </message>
    <message>
        <source>Something went wrong, and your game could not be saved. Details are in {path}.</source>
        <translation>Что-то пошло не так, и игру не удалось сохранить. Подробности в файле {path}.</translation>
    </message>
    <message>
        <source>Yukon Solitaire</source>
        <translation>Yukon Solitaire</translation>
    </message>
    <message>
        <source>Something went wrong. Details are in {path}.</source>
        <translation>Что-то пошло не так. Подробности в файле {path}.</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Blue lattice</source>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Красная розетка</translation>
    </message>
    <message>
        <source>Green waves</source>
        <translation>Зелёные волны</translation>
    </message>
    <message>
        <source>Midnight star</source>
        <translation>Полуночная звезда</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Родная рубашка колоды</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Крупный шрифт</translation>
    </message>
</context>
<context>
    <name>GameBar</name>
    <message>
        <source>Copy code</source>
        <translation>Копировать код</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Deal of %1</source>
        <translation>Расклад дня: %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Сложность: %1</translation>
    </message>
    <message>
        <source>level being rated</source>
        <translation>сложность оценивается</translation>
    </message>
    <message>
        <source>level not rated</source>
        <translation>сложность не оценена</translation>
    </message>
    <message>
        <source>%1 rule, %2, game %3</source>
        <translation>Вариант «%1», %2, игра %3</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Выигрыш возможен</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Выигрыш уже невозможен</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Поиск хода…</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>Whether the cards on the table can still all reach the foundations, as the solver found</source>
        <translation>Могут ли все карты на столе ещё попасть в основания — по оценке решателя</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>How hard this deal is: measured by how often a simple player wins it; every deal with a level is proven winnable</source>
        <translation>Насколько сложен этот расклад: измеряется тем, как часто его выигрывает игрок с простой стратегией; любой расклад с оценкой сложности точно выигрышный</translation>
    </message>
    <message>
        <source>Copy the game code, to replay or share this deal</source>
        <translation>Скопировать код игры, чтобы переиграть этот расклад или поделиться им</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved again as soon as the disk allows it.</source>
        <translation>Не удалось сохранить игру в {path}: {reason}. Можно продолжать играть: игра снова сохранится, как только диск это позволит.</translation>
    </message>
</context>
<context>
    <name>HintGiver</name>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Эту игру уже не выиграть.</translation>
    </message>
    <message>
        <source>There is no useful move left.</source>
        <translation>Полезных ходов не осталось.</translation>
    </message>
    <message>
        <source>No winning line was found in time: the framed move is a best guess.</source>
        <translation>За отведённое время выигрышная последовательность ходов не найдена: ход в рамке — лишь лучшее предположение.</translation>
    </message>
    <message>
        <source>The search goes on, and a note will say what it finds.</source>
        <translation>Поиск продолжается; о его результате появится сообщение.</translation>
    </message>
    <message>
        <source>A winning line was found: the framed move is its next move.</source>
        <translation>Найдена выигрышная последовательность ходов: ход в рамке — её следующий ход.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
</context>
<context>
    <name>LevelBox</name>
    <message>
        <source>By level</source>
        <translation>По сложности</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент побед</translation>
    </message>
    <message>
        <source>%1: %2 played, %3 won, win rate %4</source>
        <translation>%1: сыграно %2, выиграно %3, процент побед %4</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Games not won: %1.</source>
        <translation>Не выиграно игр: %1.</translation>
    </message>
    <message>
        <source>Could have been won: %1.</source>
        <translation>Можно было выиграть: %1.</translation>
    </message>
    <message>
        <source>Could not have been won: %1.</source>
        <translation>Нельзя было выиграть: %1.</translation>
    </message>
    <message>
        <source>The solver could not tell: %1.</source>
        <translation>Решатель не смог определить: %1.</translation>
    </message>
    <message>
        <source>Not decided yet: %1.</source>
        <translation>Ещё не проверено: %1.</translation>
    </message>
</context>
<context>
    <name>Looks</name>
    <message>
        <source>The card deck {name} is no longer installed, so the cards are shown in the {default} deck. You can choose another deck in Preferences.</source>
        <translation>Колода {name} больше не установлена, поэтому карты показаны в колоде {default}. Другую колоду можно выбрать в окне «Параметры».</translation>
    </message>
    <message>
        <source>The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot read), so the cards are shown in the {default} deck.</source>
        <translation>Колоду {name} не удаётся отобразить (её файл повреждён или имеет формат, который игра не умеет читать), поэтому карты показаны в колоде {default}.</translation>
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
        <translation>&amp;Рубашка:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <source>Preview of the chosen cards and table</source>
        <translation>Предпросмотр выбранных карт и стола</translation>
    </message>
</context>
<context>
    <name>LostMoveFinder</name>
    <message>
        <source>Game &gt; Where did it go wrong? finds the move that lost it.</source>
        <translation>Команда «Игра &gt; Где была ошибка?» найдёт ход, который привёл к проигрышу.</translation>
    </message>
    <message>
        <source>its foundation</source>
        <translation>основание</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>столбец %1</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Где была ошибка?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Поиск хода, который привёл к проигрышу…</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…
Position %1 of %2 looked at.</source>
        <translation>Поиск хода, который привёл к проигрышу…
Просмотрено позиций: %1 из %2.</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Вернуться туда</translation>
    </message>
    <message numerus="yes">
        <source>The game was lost %n move(s) ago, when %1 went from %2 to %3.</source>
        <translation>
            <numerusform>Игра была проиграна %n ход назад, ходом %1: %2 → %3.</numerusform>
            <numerusform>Игра была проиграна %n хода назад, ходом %1: %2 → %3.</numerusform>
            <numerusform>Игра была проиграна %n ходов назад, ходом %1: %2 → %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game can still be won: no move has lost it yet.</source>
        <translation>Эту игру ещё можно выиграть: ни один ход пока не привёл к проигрышу.</translation>
    </message>
    <message>
        <source>This deal was never winnable: no move lost it.</source>
        <translation>Этот расклад нельзя было выиграть с самого начала: ни один ход не привёл к проигрышу.</translation>
    </message>
    <message>
        <source>The move that lost this game lies beyond the 100 moves undo keeps.</source>
        <translation>Ход, который привёл к проигрышу, сделан раньше последних 100 ходов, доступных для отмены.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure only that the game could still be won %n move(s) ago.</source>
        <translation>
            <numerusform>Точно известно лишь, что %n ход назад игру ещё можно было выиграть.</numerusform>
            <numerusform>Точно известно лишь, что %n хода назад игру ещё можно было выиграть.</numerusform>
            <numerusform>Точно известно лишь, что %n ходов назад игру ещё можно было выиграть.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is sure that the game is lost now.</source>
        <translation>Точно известно, что сейчас игра проиграна.</translation>
    </message>
    <message numerus="yes">
        <source>It is sure that the game was already lost %n move(s) ago.</source>
        <translation>
            <numerusform>Точно известно, что %n ход назад игра уже была проиграна.</numerusform>
            <numerusform>Точно известно, что %n хода назад игра уже была проиграна.</numerusform>
            <numerusform>Точно известно, что %n ходов назад игра уже была проиграна.</numerusform>
        </translation>
    </message>
    <message>
        <source>It could prove no position winnable or lost.</source>
        <translation>Ни для одной позиции не удалось доказать, выигрышная она или проигранная.</translation>
    </message>
    <message>
        <source>The solver ran out of time on some positions.</source>
        <translation>На некоторых позициях решателю не хватило времени.</translation>
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
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Start a new game (%1)</source>
        <translation>Начать новую игру (%1)</translation>
    </message>
    <message>
        <source>&amp;Deal of the day</source>
        <translation>&amp;Расклад дня</translation>
    </message>
    <message>
        <source>Play today&apos;s deal, the same for every player, proven winnable</source>
        <translation>Сыграть сегодняшний расклад — он одинаков для всех игроков, и его точно можно выиграть</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Начать расклад &amp;заново</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>R&amp;edo</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>&amp;Play every card home</source>
        <translation>&amp;Все карты в основания</translation>
    </message>
    <message>
        <source>Show a good next move (%1)</source>
        <translation>Показать хороший следующий ход (%1)</translation>
    </message>
    <message>
        <source>&amp;Where did it go wrong?</source>
        <translation>&amp;Где была ошибка?</translation>
    </message>
    <message>
        <source>Find the move that lost this game (%1)</source>
        <translation>Найти ход, который привёл к проигрышу (%1)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Полный &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Yukon Solitaire</source>
        <translation>&amp;О программе Yukon Solitaire</translation>
    </message>
    <message>
        <source>Every card can go home now: Game &gt; Play every card home.</source>
        <translation>Теперь все карты можно отправить в основания: «Игра &gt; Все карты в основания».</translation>
    </message>
    <message>
        <source>This game can no longer be won.</source>
        <translation>Эту игру уже не выиграть.</translation>
    </message>
    <message>
        <source>Restart this deal</source>
        <translation>Начать расклад заново</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning?</source>
        <translation>Начать этот расклад с самого начала?</translation>
    </message>
    <message>
        <source>The moves made so far will be lost, and this game will count as abandoned in the statistics.</source>
        <translation>Сделанные ходы будут потеряны, а эта игра будет засчитана в статистике как прерванная.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the &lt;a href=&quot;%1&quot;&gt;licence&lt;/a&gt; and the &lt;a href=&quot;%2&quot;&gt;notices of the third-party software&lt;/a&gt; it includes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Прочитайте &lt;a href=&quot;%1&quot;&gt;лицензию&lt;/a&gt; и &lt;a href=&quot;%2&quot;&gt;сведения о стороннем программном обеспечении&lt;/a&gt;, входящем в состав игры.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Read the licence at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Текст лицензии: &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Yukon Solitaire</source>
        <translation>О программе Yukon Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;Yukon, the solitaire where you may move any face-up card with everything above it.&lt;/p&gt;&lt;p&gt;Free software under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Yukon Solitaire %1&lt;/h3&gt;&lt;p&gt;«Юкон» — пасьянс, в котором любую открытую карту можно перемещать вместе со всем, что лежит поверх неё.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией GNU GPL версии 3 или более поздней.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{letter} ({rule} rule)</source>
        <translation>{letter} (вариант «{rule}»)</translation>
    </message>
    <message>
        <source>{first} or {last}</source>
        <comment>the last of several choices</comment>
        <translation>{first} или {last}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <comment>a choice between others</comment>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>This game is won. Start a new game to play again.</source>
        <translation>Эта игра выиграна. Чтобы сыграть ещё, начните новую игру.</translation>
    </message>
    <message>
        <source>That card is not there any more.</source>
        <translation>Этой карты там уже нет.</translation>
    </message>
    <message>
        <source>A face-down card cannot be moved. It turns face up when it becomes the last card of its column.</source>
        <translation>Закрытую карту нельзя переместить. Она открывается, когда становится последней картой своего столбца.</translation>
    </message>
    <message>
        <source>The card is already there.</source>
        <translation>Карта уже там.</translation>
    </message>
    <message>
        <source>Under the Classic rule, a card goes on a card of the opposite colour.</source>
        <translation>В классическом варианте карта кладётся только на карту другого цвета.</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher, such as a 7 on an 8.</source>
        <translation>Карта кладётся на карту ровно на одно достоинство старше, например 7 на 8.</translation>
    </message>
    <message>
        <source>Nothing can go on an Ace in the columns. An Ace only goes to its foundation.</source>
        <translation>В столбцах на туза ничего класть нельзя. Туз может отправиться только в своё основание.</translation>
    </message>
    <message>
        <source>Only a King, alone or with the cards above it, can go into an empty column.</source>
        <translation>В пустой столбец можно положить только короля — одного или вместе с картами поверх него.</translation>
    </message>
    <message>
        <source>At most {count} cards can be moved at once.</source>
        <translation>За один раз можно переместить не больше {count} карт.</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation.</source>
        <translation>В основание можно переложить только последнюю карту столбца.</translation>
    </message>
    <message>
        <source>A foundation takes the next card of its suit: the Ace first, then 2, 3 and so on up to the King.</source>
        <translation>Основание принимает следующую карту своей масти: сначала туза, затем 2, 3 и так далее до короля.</translation>
    </message>
    <message>
        <source>Only the top card of a foundation can be taken back.</source>
        <translation>Из основания можно забрать только верхнюю карту.</translation>
    </message>
    <message>
        <source>A card taken from a foundation goes back onto a column, not onto another foundation.</source>
        <translation>Карта, взятая из основания, возвращается в столбец, а не в другое основание.</translation>
    </message>
    <message>
        <source>There is no move to undo.</source>
        <translation>Нет ходов для отмены.</translation>
    </message>
    <message>
        <source>There is no move to redo.</source>
        <translation>Нет ходов для повтора.</translation>
    </message>
    <message>
        <source>No column can take this card now.</source>
        <translation>Сейчас эту карту нельзя положить ни в один столбец.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <source>Type a game code, such as {example}.</source>
        <translation>Введите код игры, например {example}.</translation>
    </message>
    <message>
        <source>A game code has three parts joined by dashes, such as {example}.</source>
        <translation>Код игры состоит из трёх частей, соединённых дефисами, например {example}.</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}, not “{found}”.</source>
        <translation>Код игры начинается с {prefix}, а не с «{found}».</translation>
    </message>
    <message>
        <source>A game code starts with {prefix}.</source>
        <translation>Код игры начинается с {prefix}.</translation>
    </message>
    <message>
        <source>The middle part must be {rules}, not “{found}”.</source>
        <translation>В средней части должно стоять {rules}, а не «{found}».</translation>
    </message>
    <message>
        <source>The middle part must be {rules}.</source>
        <translation>В средней части должно стоять {rules}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters, not {count}.</source>
        <translation>В последней части должно быть {needed} букв, а не {count}.</translation>
    </message>
    <message>
        <source>The last part must have {needed} letters.</source>
        <translation>В последней части должно быть {needed} букв.</translation>
    </message>
    <message>
        <source>The last part may only hold the letters A to Z.</source>
        <translation>В последней части могут быть только латинские буквы от A до Z.</translation>
    </message>
    <message>
        <source>This is not a game code. A game code looks like {example}.</source>
        <translation>Это не код игры. Код игры выглядит так: {example}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>A &amp;random deal</source>
        <translation>&amp;Случайный расклад</translation>
    </message>
    <message>
        <source>Le&amp;vel:</source>
        <translation>С&amp;ложность:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Любая</translation>
    </message>
    <message>
        <source>A deal of a level is proven winnable; the level says how often a simple player wins it.</source>
        <translation>Расклад с оценкой сложности точно выигрышный; сложность показывает, как часто его выигрывает игрок с простой стратегией.</translation>
    </message>
    <message>
        <source>&amp;Winnable deals only</source>
        <translation>Только &amp;выигрышные расклады</translation>
    </message>
    <message>
        <source>The solver tries random deals until it proves one can be won.</source>
        <translation>Решатель перебирает случайные расклады, пока не докажет, что один из них можно выиграть.</translation>
    </message>
    <message>
        <source>The deal of a &amp;game code:</source>
        <translation>Расклад по коду &amp;игры:</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код игры</translation>
    </message>
    <message>
        <source>Clear the code</source>
        <translation>Очистить код</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <source>The same cards from the start, under the rule chosen above.</source>
        <translation>Те же карты с самого начала, в варианте, выбранном выше.</translation>
    </message>
    <message>
        <source>The deal of the &amp;day</source>
        <translation>Расклад &amp;дня</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable.</source>
        <translation>Сегодняшний расклад в классическом варианте — одинаковый для всех игроков и точно выигрышный.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Today&apos;s Classic deal, the same for every player, proven winnable. Level: %1.</source>
        <translation>Сегодняшний расклад в классическом варианте — одинаковый для всех игроков и точно выигрышный. Сложность: %1.</translation>
    </message>
    <message>
        <source>Deal {code}, {rule} rule.</source>
        <translation>Расклад с кодом {code}, вариант «{rule}».</translation>
    </message>
    <message>
        <source>Replay the c&amp;urrent deal ({code})</source>
        <translation>&amp;Переиграть текущий расклад (код {code})</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Double click</source>
        <translation>&amp;Двойной щелчок</translation>
    </message>
    <message>
        <source>Two quick clicks on a face-up card move it, with the cards above it, to the best place in the columns.</source>
        <translation>Два быстрых щелчка по открытой карте перемещают её вместе с картами поверх неё на лучшее место в столбцах.</translation>
    </message>
    <message>
        <source>&amp;Auto-place</source>
        <translation>&amp;Авторазмещение</translation>
    </message>
    <message>
        <source>When you drop a card, the game chooses the column for it.</source>
        <translation>Когда вы отпускаете карту, игра сама выбирает для неё столбец.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Подсветка мест</translation>
    </message>
    <message>
        <source>While you drag a card, the places where it may go are highlighted.</source>
        <translation>Пока вы перетаскиваете карту, подсвечиваются места, куда её можно положить.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Объяснение правил</translation>
    </message>
    <message>
        <source>When a move is refused, a short note says which rule refused it.</source>
        <translation>Когда ход не принят, короткое сообщение объясняет, какое правило его запрещает.</translation>
    </message>
    <message>
        <source>&amp;Show whether the deal can still be won</source>
        <translation>Показывать, &amp;можно ли ещё выиграть расклад</translation>
    </message>
    <message>
        <source>The game bar says whether the cards can still all reach the foundations.</source>
        <translation>Панель игры сообщает, могут ли ещё все карты попасть в основания.</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Spades black, hearts red, diamonds blue and clubs green, so every suit stands out.</source>
        <translation>Пики чёрные, черви красные, бубны синие, трефы зелёные — каждую масть легко отличить.</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Moving cards</source>
        <translation>Перемещение карт</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Помощь</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once.</source>
        <translation>Язык игры; он меняется сразу.</translation>
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
        <translation>От&amp;мена</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Закрыть без сохранения</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
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
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Скопировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
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
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Отмены</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Можно было выиграть</translation>
    </message>
    <message>
        <source>Double-click to play this deal again</source>
        <translation>Дважды щёлкните, чтобы сыграть этот расклад снова</translation>
    </message>
    <message>
        <source>From the start: %1. From where you left it: %2.</source>
        <translation>С самого начала: %1. С того места, где вы остановились: %2.</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Finish a game and your results will show here.</source>
        <translation>Завершите игру, и здесь появятся ваши результаты.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s): %1 won; win rate over the last 10 games: %2</source>
        <translation>
            <numerusform>За %n последнюю игру выиграно %1; процент побед за последние 10 игр: %2</numerusform>
            <numerusform>За %n последние игры выиграно %1; процент побед за последние 10 игр: %2</numerusform>
            <numerusform>За %n последних игр выиграно %1; процент побед за последние 10 игр: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of your recent games</source>
        <translation>График ваших последних игр</translation>
    </message>
    <message>
        <source>Game %1: %2, %3 (score %4)
Win rate over the last 10 games: %5</source>
        <translation>Игра %1: %2, %3 (счёт %4)
Процент побед за последние 10 игр: %5</translation>
    </message>
    <message>
        <source>Score, won</source>
        <translation>Счёт, победа</translation>
    </message>
    <message>
        <source>Score, not won</source>
        <translation>Счёт, без победы</translation>
    </message>
    <message numerus="yes">
        <source>Win rate (last %n games)</source>
        <translation>
            <numerusform>Процент побед за последнюю %n игру</numerusform>
            <numerusform>Процент побед за последние %n игры</numerusform>
            <numerusform>Процент побед за последние %n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Номер игры</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент побед</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Classic</source>
        <translation>Классический</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Классический</translation>
    </message>
    <message>
        <source>A card goes on a card of the opposite colour, exactly one rank higher.</source>
        <translation>Карта кладётся на карту другого цвета ровно на одно достоинство старше.</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Облегчённый</translation>
    </message>
    <message>
        <source>Re&amp;laxed</source>
        <translation>&amp;Облегчённый</translation>
    </message>
    <message>
        <source>Colour does not matter: a card goes on any card exactly one rank higher.</source>
        <translation>Цвет не важен: карта кладётся на любую карту ровно на одно достоинство старше.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Yukon</source>
        <translation>Правила пасьянса «Юкон»</translation>
    </message>
    <message>
        <source>The rules page could not be found. Please reinstall the game.</source>
        <translation>Страница правил не найдена. Переустановите игру.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>Your saved game {path} may not be read (check its permissions), so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Нет прав на чтение файла сохранённой игры {path} (проверьте права доступа), поэтому начата новая игра. Файл оставлен как есть, и эта игра не будет записана поверх него.</translation>
    </message>
    <message>
        <source>Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game was started. The file was left as it is, and this game will not be saved over it.</source>
        <translation>Файл сохранённой игры {path} записан более новой версией Yukon Solitaire, поэтому начата новая игра. Файл оставлен как есть, и эта игра не будет записана поверх него.</translation>
    </message>
    <message>
        <source>Your saved game could not be restored, so a new game was started. The file {path} could not be moved aside.</source>
        <translation>Не удалось восстановить сохранённую игру, поэтому начата новая. Файл {path} не удалось переместить.</translation>
    </message>
    <message>
        <source>Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.</source>
        <translation>Сохранённая игра была повреждена, поэтому начата новая. Повреждённый файл перемещён в {path}.</translation>
    </message>
    <message>
        <source>Part of your saved game was damaged: the game goes on from where you left it, but some of the moves to undo or redo were lost.</source>
        <translation>Часть сохранённой игры повреждена: игра продолжается с того места, где вы остановились, но некоторые ходы для отмены и повтора потеряны.</translation>
    </message>
    <message>
        <source>A copy of the damaged file was kept as {path}.</source>
        <translation>Копия повреждённого файла сохранена как {path}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings file {path} was written by a newer version of Yukon Solitaire. The settings this version knows are used; the file was left as it is, and changes made now are not saved.</source>
        <translation>Файл настроек {path} записан более новой версией Yukon Solitaire. Используются те настройки, которые знает эта версия; файл оставлен как есть, а изменения, сделанные сейчас, не сохранятся.</translation>
    </message>
    <message>
        <source>Your settings file {path} may not be read (check its permissions), so the default settings are used. The file was left as it is, and changes made now are not saved.</source>
        <translation>Нет прав на чтение файла настроек {path} (проверьте права доступа), поэтому используются настройки по умолчанию. Файл оставлен как есть, а изменения, сделанные сейчас, не сохранятся.</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used. The file {path} could not be moved aside.</source>
        <translation>Не удалось прочитать файл настроек, поэтому используются настройки по умолчанию. Файл {path} не удалось переместить.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the default settings are used. The damaged file was moved to {path}.</source>
        <translation>Файл настроек был повреждён, поэтому используются настройки по умолчанию. Повреждённый файл перемещён в {path}.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}: {reason}. They apply until the game is closed.</source>
        <translation>Не удалось сохранить настройки в {path}: {reason}. Они будут действовать до закрытия игры.</translation>
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
        <translation>Двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Девятка</translation>
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
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
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
        <translation>закрытая карта</translation>
    </message>
    <message>
        <source>Column %1, empty</source>
        <translation>Столбец %1, пуст</translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s), %2 face down</source>
        <translation>
            <numerusform>Столбец %1, %n карта, закрытых: %2</numerusform>
            <numerusform>Столбец %1, %n карты, закрытых: %2</numerusform>
            <numerusform>Столбец %1, %n карт, закрытых: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1, %n card(s)</source>
        <translation>
            <numerusform>Столбец %1, %n карта</numerusform>
            <numerusform>Столбец %1, %n карты</numerusform>
            <numerusform>Столбец %1, %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Spades foundation, empty</source>
        <translation>Основание пик, пусто</translation>
    </message>
    <message>
        <source>Hearts foundation, empty</source>
        <translation>Основание червей, пусто</translation>
    </message>
    <message>
        <source>Diamonds foundation, empty</source>
        <translation>Основание бубен, пусто</translation>
    </message>
    <message>
        <source>Clubs foundation, empty</source>
        <translation>Основание треф, пусто</translation>
    </message>
    <message>
        <source>Spades foundation, up to %1</source>
        <translation>Основание пик, сверху %1</translation>
    </message>
    <message>
        <source>Hearts foundation, up to %1</source>
        <translation>Основание червей, сверху %1</translation>
    </message>
    <message>
        <source>Diamonds foundation, up to %1</source>
        <translation>Основание бубен, сверху %1</translation>
    </message>
    <message>
        <source>Clubs foundation, up to %1</source>
        <translation>Основание треф, сверху %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n закрытая карта</numerusform>
            <numerusform>%n закрытые карты</numerusform>
            <numerusform>%n закрытых карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 from the bottom: %2</source>
        <translation>Столбец %1 снизу вверх: %2</translation>
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
            <numerusform>Счёт %1, время %2, %n ход, игра %3</numerusform>
            <numerusform>Счёт %1, время %2, %n хода, игра %3</numerusform>
            <numerusform>Счёт %1, время %2, %n ходов, игра %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — в основание</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) to empty column %2</source>
        <translation>
            <numerusform>%1 и ещё %n карта — в пустой столбец %2</numerusform>
            <numerusform>%1 и ещё %n карты — в пустой столбец %2</numerusform>
            <numerusform>%1 и ещё %n карт — в пустой столбец %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to empty column %2</source>
        <translation>%1 — в пустой столбец %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n card(s) onto %2</source>
        <translation>
            <numerusform>%1 и ещё %n карта — на карту %2</numerusform>
            <numerusform>%1 и ещё %n карты — на карту %2</numerusform>
            <numerusform>%1 и ещё %n карт — на карту %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 onto %2</source>
        <translation>%1 — на карту %2</translation>
    </message>
    <message>
        <source>%1; %2 turned face up</source>
        <translation>%1; открывается %2</translation>
    </message>
    <message>
        <source>%1; score %2</source>
        <translation>%1; счёт %2</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message numerus="yes">
        <source>Holding %1 and %n card(s)</source>
        <translation>
            <numerusform>В руке: %1 и ещё %n карта</numerusform>
            <numerusform>В руке: %1 и ещё %n карты</numerusform>
            <numerusform>В руке: %1 и ещё %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Holding %1</source>
        <translation>В руке: %1</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Не разрешено</translation>
    </message>
    <message>
        <source>Move undone</source>
        <translation>Ход отменён</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1, time %2, %n move(s)</source>
        <translation>
            <numerusform>Победа! Счёт %1, время %2, %n ход</numerusform>
            <numerusform>Победа! Счёт %1, время %2, %n хода</numerusform>
            <numerusform>Победа! Счёт %1, время %2, %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>New game %1, %2 rule</source>
        <translation>Новая игра %1, вариант «%2»</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Put down here</source>
        <translation>Положить сюда</translation>
    </message>
    <message>
        <source>Send to its foundation</source>
        <translation>Отправить в основание</translation>
    </message>
    <message>
        <source>Find a place</source>
        <translation>Найти место</translation>
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
        <translation>Ваша игра уже открыта в другом окне Yukon Solitaire.</translation>
    </message>
    <message>
        <source>You can open a separate game here. It is kept on its own and does not replace the game in the other window.</source>
        <translation>Здесь можно открыть отдельную игру. Она хранится отдельно и не заменяет игру в другом окне.</translation>
    </message>
    <message>
        <source>Open a &amp;separate game</source>
        <translation>&amp;Открыть отдельную игру</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message numerus="yes">
        <source>You have a game in progress: %1, %n move(s) made.</source>
        <translation>
            <numerusform>У вас есть незавершённая игра: %1, сделан %n ход.</numerusform>
            <numerusform>У вас есть незавершённая игра: %1, сделано %n хода.</numerusform>
            <numerusform>У вас есть незавершённая игра: %1, сделано %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play %1 instead? The game in progress will count as abandoned in the statistics.</source>
        <translation>Сыграть вместо неё %1? Незавершённая игра будет засчитана в статистике как прерванная.</translation>
    </message>
    <message>
        <source>&amp;Play %1</source>
        <translation>&amp;Сыграть %1</translation>
    </message>
    <message>
        <source>&amp;Go on with my game</source>
        <translation>&amp;Продолжить свою игру</translation>
    </message>
    <message>
        <source>Too many Yukon Solitaire windows are open already. Close one of them first.</source>
        <translation>Открыто слишком много окон Yukon Solitaire. Сначала закройте одно из них.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Your first win!</source>
        <translation>Первая победа!</translation>
    </message>
    <message>
        <source>New best time!</source>
        <translation>Новый рекорд времени!</translation>
    </message>
    <message>
        <source>Fewest moves yet!</source>
        <translation>Рекорд: меньше всего ходов!</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Новый рекорд счёта!</translation>
    </message>
    <message>
        <source>Winning streak: %1</source>
        <translation>Серия побед: %1</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.</source>
        <translation>Не удалось прочитать файл статистики «%1». Он сохранён как «%2», и статистика начата заново.</translation>
    </message>
    <message>
        <source>The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” and a new list was started.</source>
        <translation>В файле статистики «%1» пропал список игр. Копия файла сохранена как «%2», и начат новый список.</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged game(s) in the statistics file “%1” could not be read and were left out. Nothing was removed from the file.</source>
        <translation>
            <numerusform>В файле статистики «%1» не удалось прочитать %n повреждённую игру — она пропущена. Из файла ничего не удалено.</numerusform>
            <numerusform>В файле статистики «%1» не удалось прочитать %n повреждённые игры — они пропущены. Из файла ничего не удалено.</numerusform>
            <numerusform>В файле статистики «%1» не удалось прочитать %n повреждённых игр — они пропущены. Из файла ничего не удалено.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played now are kept only until you quit.</source>
        <translation>Игры, сыгранные сейчас, сохранятся только до выхода из программы.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.</source>
        <translation>Файл статистики «%1» записан более новой версией Yukon Solitaire, поэтому он оставлен без изменений.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read: permission denied. It was left as it is.</source>
        <translation>Файл статистики «%1» не удаётся прочитать: доступ запрещён. Файл оставлен без изменений.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.</source>
        <translation>Файл статистики «%1» не удаётся открыть: это не обычный файл. Он оставлен без изменений.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.</source>
        <translation>Файл статистики «%1» не удаётся открыть: он слишком велик для файла статистики. Он оставлен без изменений.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Не удаётся открыть файл статистики «%1».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the file may not be changed</source>
        <translation>файл запрещено изменять</translation>
    </message>
    <message>
        <source>another program kept it busy</source>
        <translation>файл занят другой программой</translation>
    </message>
    <message>
        <source>the file could not be written</source>
        <translation>файл не удалось записать</translation>
    </message>
    <message>
        <source>The statistics of this session could not be recorded (%1).</source>
        <translation>Не удалось записать статистику этого сеанса (%1).</translation>
    </message>
    <message>
        <source>The statistics file “%1” could not be written (%2). The game goes on; what it does now may be missing from the statistics.</source>
        <translation>Не удалось записать файл статистики «%1» (%2). Игра продолжается, но то, что происходит сейчас, может не попасть в статистику.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграна</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Прервана</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Не окончена</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Без оценки</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
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
        <translation>Оба варианта</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Процент побед</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Лучшая серия побед</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Самая быстрая победа</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Меньше всего ходов для победы</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Среднее время победы</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Прервано игр</translation>
    </message>
    <message>
        <source>Could have been won</source>
        <translation>Можно было выиграть</translation>
    </message>
    <message>
        <source>Games in progress</source>
        <translation>Неоконченные игры</translation>
    </message>
    <message>
        <source>A game counts as played once it is won, or replaced by another game after at least one move.</source>
        <translation>Игра считается сыгранной, если она выиграна или заменена другой игрой хотя бы после одного хода.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Рекорды</translation>
    </message>
    <message>
        <source>Deal of the day</source>
        <translation>Расклад дня</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Сыграно дней</translation>
    </message>
    <message>
        <source>Days won</source>
        <translation>Выиграно дней</translation>
    </message>
    <message>
        <source>Current daily streak</source>
        <translation>Текущая серия дней</translation>
    </message>
    <message>
        <source>Longest daily streak</source>
        <translation>Лучшая серия дней</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Последние результаты</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Переиграть этот расклад</translation>
    </message>
    <message>
        <source>Start the selected game&apos;s deal again, under its rule</source>
        <translation>Начать расклад выбранной игры заново, в её варианте</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Re&amp;set statistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Не удалось прочитать статистику: %1</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Игры (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of all your %n finished game(s), under both rules?</source>
        <translation>
            <numerusform>Удалить статистику %n завершённой игры в обоих вариантах?</numerusform>
            <numerusform>Удалить статистику всех %n завершённых игр в обоих вариантах?</numerusform>
            <numerusform>Удалить статистику всех %n завершённых игр в обоих вариантах?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove the statistics of your %n finished %1 game(s)?</source>
        <translation>
            <numerusform>Удалить статистику %n завершённой игры в варианте «%1»?</numerusform>
            <numerusform>Удалить статистику %n завершённых игр в варианте «%1»?</numerusform>
            <numerusform>Удалить статистику %n завершённых игр в варианте «%1»?</numerusform>
        </translation>
    </message>
    <message>
        <source>A game in progress is kept. This cannot be undone.</source>
        <translation>Незавершённая игра сохранится. Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Не удалось сбросить статистику: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) removed.</source>
        <translation>
            <numerusform>Удалена %n игра.</numerusform>
            <numerusform>Удалено %n игры.</numerusform>
            <numerusform>Удалено %n игр.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The file “%1” could not be written: %2</source>
        <translation>Не удалось записать файл «%1»: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to “%1”.</source>
        <translation>
            <numerusform>%n игра экспортирована в файл «%1».</numerusform>
            <numerusform>%n игры экспортированы в файл «%1».</numerusform>
            <numerusform>%n игр экспортировано в файл «%1».</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Green felt</source>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Синее сукно</translation>
    </message>
    <message>
        <source>Dark table</source>
        <translation>Тёмный стол</translation>
    </message>
</context>
<context>
    <name>WinBanner</name>
    <message>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходы: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Счёт: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Время: %1</translation>
    </message>
</context>
<context>
    <name>WinnableDealSearch</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won…
%n deal(s) tried so far.</source>
        <translation>
            <numerusform>Поиск выигрышного расклада…
Проверен %n расклад.</numerusform>
            <numerusform>Поиск выигрышного расклада…
Проверено %n расклада.</numerusform>
            <numerusform>Поиск выигрышного расклада…
Проверено %n раскладов.</numerusform>
        </translation>
    </message>
</context>
</TS>
