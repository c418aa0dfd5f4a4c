"""The New game dialog: which rule, and which deal (random, a game code, the current one again, the deal of the day)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from yukon_qt.engine import CodeError, GameCode, Rule
from yukon_qt.engine.codes import clean_code_text
from yukon_qt.engine.difficulty import LEVELS, rated_deal, table_level
from yukon_qt.i18n import left_to_right
from yukon_qt.ui.dialogs.common import explanation_label, indent, readable_width, secondary_colour
from yukon_qt.ui.messages import (
    CODE_ERROR_REASONS,
    EXAMPLE_CODE,
    code_error_text,
    level_text,
    rule_choice_text,
    rule_explanation,
    rule_text,
)
from yukon_qt.ui.screen_room import bounded_to_screen

SCREEN_SHARE = 0.9  # the most of the screen's free height the dialog takes


class MessageLine(QLabel):
    """A word-wrapped message as tall as the tallest text it may show (``room_texts``), shown or not.

    What is laid out below it then stays put while the message changes or
    appears, so a button does not move away from the pointer during typing.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # right under the field
        self.room_texts: list[str] = []
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)

    def set_room_texts(self, texts: list[str]) -> None:
        self.room_texts = list(texts)
        self.updateGeometry()

    def _text_height(self, text: str, width: int) -> int:
        margins = self.contentsMargins()
        inner = max(1, width - margins.left() - margins.right())
        flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
        return self.fontMetrics().boundingRect(QRect(0, 0, inner, 1 << 16), flags, text).height() + (
            margins.top() + margins.bottom())

    def heightForWidth(self, width: int) -> int:
        return max([super().heightForWidth(width)] + [self._text_height(text, width) for text in self.room_texts])

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(hint.width())))


class NewGameDialog(QDialog):
    """Choose the rule and the deal.  After ``exec()`` returns Accepted, :meth:`chosen_code` is the game to start.

    ``level`` is the starting level of a random deal ("" for any, or one of
    ``engine.difficulty.LEVELS``): with a level, :meth:`chosen_code` is a deal
    of that level from the shipped table, proven winnable.
    ``winnable_only`` is the starting state of the "Winnable deals only" box; when
    :meth:`wants_winnable_deal` is true, the window looks for a random deal the
    solver proves winnable (under :meth:`chosen_rule`) instead of the code.
    When :meth:`wants_daily_deal` is true, the code is the deal of the day of
    ``today`` (the local date when the dialog opened), a Classic deal.
    """

    RANDOM, CODE, REPLAY, DAILY = range(4)
    ANY_LEVEL = ""  # the level choice that asks for no level: any random deal

    def __init__(self, current_code: GameCode, default_rule: Rule, parent: QWidget | None = None,
                 winnable_only: bool = False, today: date | None = None, level: str = "") -> None:
        super().__init__(parent)
        self.current_code = current_code
        self.today = today if today is not None else date.today()
        self._daily_code: GameCode | None = None
        self._random_code: GameCode | None = None
        self._rated_codes: dict[tuple[Rule, str], GameCode] = {}
        self._typed_code: GameCode | None = None
        self._build_rule_box(default_rule)
        self._build_deal_choices(winnable_only, level)
        self._build_deal_box()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.rule_box)
        layout.addWidget(self.deal_box)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self._retranslate_fixed_texts()
        self.setMinimumWidth(readable_width(self))

        self.code_field.textChanged.connect(self._check_code)
        self.code_field.textEdited.connect(self._code_edited)
        self.rule_buttons.buttonClicked.connect(self._rule_clicked)
        self.rule_buttons.buttonToggled.connect(self._update_state)
        self.deal_buttons.idToggled.connect(self._update_state)
        self.level_choice.currentIndexChanged.connect(self._update_state)
        self._check_code(self.code_field.text())
        self._update_state()
        self._fit()

    def _build_rule_box(self, default_rule: Rule) -> None:
        """One choice per rule, each with its explanation under it, in the order of the rules."""
        self.rule_box = QGroupBox()
        rule_layout = QVBoxLayout(self.rule_box)
        self.rule_buttons = QButtonGroup(self)
        self.rule_choices: dict[Rule, QRadioButton] = {}
        self.rule_explanations: dict[Rule, QLabel] = {}
        for rule in Rule:
            button = QRadioButton()
            self.rule_buttons.addButton(button)
            self.rule_choices[rule] = button
            self.rule_explanations[rule] = explanation_label("")
            rule_layout.addWidget(button)
            rule_layout.addWidget(self.rule_explanations[rule])
        self.rule_choices[default_rule].setChecked(True)

    def _build_deal_choices(self, winnable_only: bool, level: str) -> None:
        """The four kinds of deal, the level and "Winnable deals only" of a random one, the code field."""
        self.random_button = QRadioButton()
        self.code_button = QRadioButton()
        self.replay_button = QRadioButton()
        self.daily_button = QRadioButton()
        self.daily_button.setObjectName("dailyDeal")
        self.deal_buttons = QButtonGroup(self)
        for number, button in enumerate((self.random_button, self.code_button, self.replay_button,
                                         self.daily_button)):
            self.deal_buttons.addButton(button, number)
        self.random_button.setChecked(True)
        self.level_label = QLabel()
        self.level_choice = QComboBox()
        self.level_choice.setObjectName("dealLevel")
        for value in (self.ANY_LEVEL, *LEVELS):
            self.level_choice.addItem("", value)
        self.level_choice.setCurrentIndex(max(0, self.level_choice.findData(level)))
        self.level_label.setBuddy(self.level_choice)
        self.winnable_check = QCheckBox()
        self.winnable_check.setObjectName("winnableOnly")
        self.winnable_check.setChecked(winnable_only)
        self.winnable_explanation = explanation_label("")
        self.winnable_explanation.setContentsMargins(2 * indent(self), 0, 0, 4)  # under the box's text
        self.code_field = QLineEdit()
        self.code_field.setPlaceholderText(EXAMPLE_CODE)
        self.code_field.setClearButtonEnabled(True)
        self.code_message = MessageLine()  # room for its longest message from the start
        self.code_message.setContentsMargins(0, 0, 0, 0)

    def _build_deal_box(self) -> None:
        level_row = QHBoxLayout()  # layouts, not widgets: wrapped text keeps its height for width
        level_row.addSpacing(indent(self))
        level_row.addWidget(self.level_label)
        level_row.addWidget(self.level_choice)
        level_row.addStretch(1)
        winnable_row = QHBoxLayout()
        winnable_row.addSpacing(indent(self))
        winnable_row.addWidget(self.winnable_check, 1)
        code_area = QWidget()
        code_layout = QVBoxLayout(code_area)
        code_layout.setContentsMargins(indent(self), 0, 0, 0)
        code_layout.addWidget(self.code_field)
        code_layout.addWidget(self.code_message)
        self.deal_box = QGroupBox()
        deal_layout = QVBoxLayout(self.deal_box)
        self.replay_explanation = explanation_label("")
        self.daily_explanation = explanation_label("")
        deal_layout.addWidget(self.random_button)
        deal_layout.addLayout(level_row)
        deal_layout.addLayout(winnable_row)
        deal_layout.addWidget(self.winnable_explanation)
        deal_layout.addWidget(self.code_button)
        deal_layout.addWidget(code_area)
        deal_layout.addWidget(self.replay_button)
        deal_layout.addWidget(self.replay_explanation)
        deal_layout.addWidget(self.daily_button)
        deal_layout.addWidget(self.daily_explanation)

    def _fit(self) -> None:
        """As tall as the content needs at the readable width, so no wrapped line is cut off.

        adjustSize() alone stops at two thirds of the screen; the dialog may
        take nine tenths of it, and is then already tall enough for every
        message under the code field.
        """
        self._update_layouts()
        self.adjustSize()
        needed = self._needed_height()
        self.resize(bounded_to_screen(self, QSize(self.width(), max(self.height(), needed)), SCREEN_SHARE))

    def _needed_height(self) -> int:
        """The height the content needs at the dialog's present width."""
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            return layout.totalHeightForWidth(self.width())
        return self.sizeHint().height()

    # ---- texts

    def _retranslate_fixed_texts(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        for rule, button in self.rule_choices.items():
            button.setText(rule_choice_text(rule))
            self.rule_explanations[rule].setText(rule_explanation(rule))
        self.rule_box.setTitle(self.tr("Rule"))
        self.random_button.setText(self.tr("A &random deal"))
        self.level_label.setText(self.tr("Le&vel:"))
        self.level_choice.setItemText(0, self.tr("Any"))
        for index, level in enumerate(LEVELS, 1):
            self.level_choice.setItemText(index, level_text(level))
        # Said on demand, not under the choice: the dialog must fit the smallest screen in every language.
        level_meaning = self.tr(
            "A deal of a level is proven winnable; the level says how often a simple player wins it.")
        self.level_choice.setToolTip(level_meaning)
        self.level_choice.setAccessibleDescription(level_meaning)
        self.winnable_check.setText(self.tr("&Winnable deals only"))
        self.winnable_explanation.setText(
            self.tr("The solver tries random deals until it proves one can be won."))
        self.code_button.setText(self.tr("The deal of a &game code:"))
        self.code_field.setAccessibleName(self.tr("Game code"))
        clear = self.code_field.findChild(QAction)  # the field's clear button speaks by its action's text
        if clear is not None:
            clear.setText(self.tr("Clear the code"))
            clear.setToolTip(self.tr("Clear the code"))
        self.deal_box.setTitle(self.tr("Deal"))
        self.replay_explanation.setText(self.tr("The same cards from the start, under the rule chosen above."))
        self.daily_button.setText(self.tr("The deal of the &day"))
        self.daily_explanation.setText(self._daily_text())
        self.ok_button.setText(self.tr("&Start"))
        self.code_message.set_room_texts(self._possible_messages())

    def _daily_text(self) -> str:
        """What the deal of the day is, with its level when the table knows it."""
        level = table_level(self._todays_code())
        if level is None:
            return self.tr("Today's Classic deal, the same for every player, proven winnable.")
        return self.tr("Today's Classic deal, the same for every player, proven winnable. Level: %1.").replace(
            "%1", level_text(level))

    def _todays_code(self) -> GameCode:
        if self._daily_code is None:
            from yukon_qt.engine.daily import daily_code

            self._daily_code = daily_code(self.today)
        return self._daily_code

    def retranslate(self) -> None:
        """Every text again in the current language (the code message and replay choice too)."""
        self._retranslate_fixed_texts()
        self._check_code(self.code_field.text())

    def _possible_messages(self) -> list[str]:
        """Every kind of message under the code field, each with the widest parts it can quote."""
        wide = "W" * 40  # quoted back shortened, as wide as a quote gets
        texts = [code_error_text(CodeError(reason, "", detail))
                 for reason in (*CODE_ERROR_REASONS, "unknown") for detail in ("", wide, "99")]
        code = str(self.current_code)
        texts += [self._valid_message(code, rule) for rule in Rule]
        return texts

    def _valid_message(self, code: str, rule: Rule) -> str:
        return self.tr("Deal {code}, {rule} rule.").format(code=left_to_right(code), rule=rule_text(rule))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- what was chosen

    def chosen_rule(self) -> Rule:
        return next(rule for rule, button in self.rule_choices.items() if button.isChecked())

    def chosen_level(self) -> str:
        """The level asked of a random deal: one of ``engine.difficulty.LEVELS``, or ANY_LEVEL."""
        return str(self.level_choice.currentData())

    def wants_winnable_deal(self) -> bool:
        """A random deal proven winnable is wanted (not the one :meth:`chosen_code` drew).

        Not with a level chosen: every deal of a level is proven winnable already.
        """
        return (self.random_button.isChecked() and self.winnable_check.isChecked()
                and self.chosen_level() == self.ANY_LEVEL)

    def wants_daily_deal(self) -> bool:
        """The deal of the day of :attr:`today` is wanted (:meth:`chosen_code` gives it)."""
        return self.daily_button.isChecked()

    def chosen_code(self) -> GameCode | None:
        """The game to start under the chosen rule (None only while the typed code is invalid)."""
        rule = self.chosen_rule()
        choice = self.deal_buttons.checkedId()
        if choice == self.DAILY:
            return self._todays_code()
        if choice == self.REPLAY:
            return self.current_code.with_rule(rule)
        if choice == self.CODE:
            return self._typed_code.with_rule(rule) if self._typed_code else None
        level = self.chosen_level()
        if level != self.ANY_LEVEL:  # a deal of that level from the shipped table, at once
            if (rule, level) not in self._rated_codes:
                self._rated_codes[rule, level] = rated_deal(rule, level)
            return self._rated_codes[rule, level]
        if self._random_code is None:
            self._random_code = GameCode.random(rule)
        return self._random_code.with_rule(rule)

    # ---- reactions

    def _check_code(self, text: str) -> None:
        try:
            self._typed_code = GameCode.parse(clean_code_text(text))
        except CodeError as error:
            self._typed_code = None
            self.code_message.setText(code_error_text(error))
            self._set_message_colour(error=bool(text.strip()))
        else:
            self.code_message.setText(self._valid_message(str(self._typed_code), self._typed_code.rule))
            self._set_message_colour(error=False)
        self._update_state()
        self._make_room()

    def _make_room(self) -> None:
        """Grow (never shrink) the open dialog when a longer message wraps onto more lines.

        The message line keeps room for its longest text from the start, so this
        only acts when the dialog was made narrower than that room allows for.
        """
        if self.layout() is None or not self.isVisible():
            return
        self._update_layouts()
        needed = self._needed_height()
        if needed > self.height():
            self.resize(self.width(), needed)

    def _update_layouts(self) -> None:
        """Make the message line's new height count at once in every layout around it.

        It reaches the dialog's layout only through posted events, one nesting
        level at a time: the chain is invalidated now so sizes asked next are current.
        """
        widget = self.code_message.parentWidget()
        while widget is not None:
            layout = widget.layout()
            if layout is not None:
                layout.invalidate()
            if widget is self:
                break
            widget = widget.parentWidget()

    def _code_edited(self, text: str) -> None:
        """Typing or pasting a code picks the code choice and follows the code's rule letter."""
        self.code_button.setChecked(True)
        # textEdited comes before textChanged: the code checked so far is the text before this keystroke.
        self._check_code(text)
        if self._typed_code is not None:
            self.rule_choices[self._typed_code.rule].setChecked(True)

    def _rule_clicked(self, _button) -> None:
        """A rule picked by hand rewrites the rule letter of a valid typed code, so both agree."""
        if self._typed_code is not None and self._typed_code.rule is not self.chosen_rule():
            self.code_field.setText(str(self._typed_code.with_rule(self.chosen_rule())))

    def _update_state(self, *_args) -> None:
        code_chosen = self.code_button.isChecked()
        message_was_visible = self.code_message.isVisible()
        self.replay_button.setText(
            self.tr("Replay the c&urrent deal ({code})").format(
                code=left_to_right(self.current_code.with_rule(self.chosen_rule())))
        )
        self.code_message.setVisible(code_chosen or bool(self.code_field.text()))
        random_chosen = self.random_button.isChecked()
        daily_chosen = self.daily_button.isChecked()
        if daily_chosen:  # the deal of the day is a Classic deal, whatever rule was picked before
            from yukon_qt.engine.daily import RULE

            self.rule_choices[RULE].setChecked(True)
        self.rule_box.setEnabled(not daily_chosen)
        any_level = self.chosen_level() == self.ANY_LEVEL
        self.level_label.setEnabled(random_chosen)
        self.level_choice.setEnabled(random_chosen)
        self.winnable_check.setEnabled(random_chosen and any_level)
        self.winnable_explanation.setEnabled(random_chosen and any_level)
        self.ok_button.setEnabled(not code_chosen or self._typed_code is not None)
        if code_chosen and not self.code_field.hasFocus() and self.isVisible():
            self.code_field.setFocus()
        if self.code_message.isVisible() and not message_was_visible:
            self._make_room()

    def _set_message_colour(self, error: bool) -> None:
        palette = self.palette()
        if error:
            dark_theme = palette.color(QPalette.ColorRole.Window).lightness() < 128
            colour = QColor("#ff8a80") if dark_theme else QColor("#b3261e")
        else:
            colour = secondary_colour(palette)
        palette.setColor(QPalette.ColorRole.WindowText, colour)
        self.code_message.setPalette(palette)

    def accept(self) -> None:
        if self.chosen_code() is None:
            return  # OK is disabled then; Enter in the field must not slip through either
        super().accept()
