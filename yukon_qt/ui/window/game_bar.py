"""The bar under the table: score, elapsed time, moves, the solver's status (opt-in), the date of a deal of the
day, the rule, the deal's level and the game code.

The level (Easy, Medium, Hard) shows once it is known: at once for a deal of
the shipped table, a moment later for any other deal; a deal that cannot be
rated within the rating's budget shows no level (the bar stays short), and
its description says "not rated"."""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from yukon_qt.engine.verdicts import SOLVABLE, UNKNOWN, UNSOLVABLE
from yukon_qt.i18n import left_to_right
from yukon_qt.model.deal_level import NOT_RATED, RATING, DealLevel
from yukon_qt.model.game_model import GameModel
from yukon_qt.time_text import clock_text
from yukon_qt.ui.messages import level_text, rule_text
from yukon_qt.ui.table.felt import DEFAULT_TABLE, TABLES


def mixed(colour: QColor, other: str, share: float) -> str:
    """``colour`` moved ``share`` of the way towards ``other``, as a style sheet colour."""
    target = QColor(other)
    pairs = ((colour.red(), target.red()), (colour.green(), target.green()), (colour.blue(), target.blue()))
    return "#{:02x}{:02x}{:02x}".format(*(round(a + (b - a) * share) for a, b in pairs))


class GameBar(QFrame):
    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("gameBar")
        self.table_colour = ""
        self.set_table_colour(DEFAULT_TABLE)
        self.score_label = QLabel(self)
        self.time_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.rule_label = QLabel(self)
        self.level_label = QLabel(self)
        self.level_label.setObjectName("dealLevel")
        self.level_label.hide()
        self.deal_level = DealLevel(self)
        self.deal_level.changed.connect(self._show_level)
        self.daily_label = QLabel(self)  # "Deal of 30 November 2026" beside the rule, for a deal of the day
        self.daily_label.setObjectName("dailyDate")
        self.daily_label.hide()
        self.solver_label = QLabel(self)
        self.solver_label.setObjectName("solverStatus")
        self.solver_label.hide()
        self._solver_state = ""
        self._thinking = False
        self.code_label = QLabel(self)
        self.code_label.setObjectName("code")  # selectable from the first frame on (allow_code_selection)
        self.copy_button = QToolButton(self)
        self.copy_button.clicked.connect(self.copy_code)
        self._copied_timer = QTimer(self)  # owned by the bar: it cannot fire after the bar is gone
        self._copied_timer.setSingleShot(True)
        self._copied_timer.setInterval(1500)
        self._copied_timer.timeout.connect(lambda: self.copy_button.setText(self.tr("Copy code")))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 6, 14, 6)
        layout.setSpacing(22)
        for label in (self.score_label, self.time_label, self.moves_label):
            layout.addWidget(label)
        layout.addStretch(1)
        layout.addWidget(self.solver_label)
        layout.addWidget(self.daily_label)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.level_label)
        layout.addWidget(self.code_label)
        layout.addWidget(self.copy_button)
        self._score = self._seconds = self._moves = 0
        model.score_changed.connect(self._set_score)
        model.time_changed.connect(self._set_time)
        model.moves_changed.connect(self._set_moves)
        model.game_started.connect(self._show_code)
        self._score = model.score
        self._moves = model.moves_made
        self._seconds = model.elapsed
        self.retranslate()

    def allow_code_selection(self) -> None:
        """Let the mouse select the game code.  A selectable label lays its text out as a document,
        which costs the first frame some 3 ms: the window calls this once the table is on screen."""
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.deal_level.start()  # a deal outside the table is rated from now on, in the background

    def set_table_colour(self, name: str) -> None:
        """Shade the bar from the edge of the table's felt, so it belongs to the table of any colour."""
        if name == self.table_colour:
            return
        self.table_colour = name
        edge = QColor(TABLES.get(name, TABLES[DEFAULT_TABLE])[2])
        bar, line = mixed(edge, "black", 0.2), mixed(edge, "black", 0.5)
        button, hover, button_line = mixed(edge, "white", 0.1), mixed(edge, "white", 0.18), mixed(edge, "white", 0.28)
        self.setStyleSheet(
            f"QFrame#gameBar {{ background: {bar}; border-top: 1px solid {line}; }}"
            "QFrame#gameBar QLabel { color: #f2efe4; font-size: 14px; }"
            # "monospace" is fontconfig's name: Windows and macOS know their fixed fonts by their own.
            "QFrame#gameBar QLabel#code { font-family: Consolas, Menlo, monospace; font-weight: bold; }"
            "QFrame#gameBar QLabel#solverStatus { color: #dfe6d6; font-style: italic; }"
            f"QFrame#gameBar QToolButton {{ color: #f2efe4; background: {button}; border: 1px solid {button_line};"
            " border-radius: 4px; padding: 2px 10px; }"
            f"QFrame#gameBar QToolButton:hover {{ background: {hover}; }}"
        )

    # ------------------------------------------------------------------ values
    def _set_score(self, score: int) -> None:
        self._score = score
        self.score_label.setText(self.tr("Score: %1").replace("%1", QLocale().toString(score)))

    def _set_time(self, seconds: int) -> None:
        self._seconds = seconds
        self.time_label.setText(self.tr("Time: %1").replace("%1", clock_text(seconds, QLocale().toString)))

    def _set_moves(self, moves: int) -> None:
        self._moves = moves
        self.moves_label.setText(self.tr("Moves: %1").replace("%1", QLocale().toString(moves)))

    def _show_code(self) -> None:
        code = self.model.code
        self.code_label.setText(str(code))
        self.rule_label.setText(rule_text(code.rule))
        day = self.model.daily_date
        if day is None:
            self.daily_label.hide()
            self.daily_label.clear()
        else:
            written = QLocale().toString(QDate(day.year, day.month, day.day), date_format(QLocale()))
            self.daily_label.setText(self.tr("Deal of %1").replace("%1", written))
            self.daily_label.show()
        self.deal_level.ask(code)
        self._show_level()

    def _show_level(self) -> None:
        """The deal's level beside the rule, and the bar's description: rule, level and code."""
        level = self.deal_level.level
        known = level not in (RATING, NOT_RATED)
        self.level_label.setText(self.tr("Level: %1").replace("%1", level_text(level)) if known else "")
        self.level_label.setVisible(known)
        code = self.model.code
        if known:
            level_words = level_text(level)
        elif level == RATING:
            level_words = self.tr("level being rated")
        else:
            level_words = self.tr("level not rated")
        self.setAccessibleDescription(self.tr("%1 rule, %2, game %3").replace("%1", rule_text(code.rule)).replace(
            "%2", level_words).replace("%3", left_to_right(code)))

    def set_solver_status(self, state: str) -> None:
        """Show the solver's answer for the position ("" hides it; "checking" while it searches)."""
        self._solver_state = state
        self._show_solver_label()

    def set_thinking(self, thinking: bool) -> None:
        """Say "Thinking…" while a hint is being looked for (in the status's place, whatever it shows)."""
        self._thinking = thinking
        self._show_solver_label()

    def _show_solver_label(self) -> None:
        texts = {
            "checking": self.tr("Checking…"),
            SOLVABLE: self.tr("Winnable"),
            UNSOLVABLE: self.tr("No longer winnable"),
            UNKNOWN: self.tr("Unknown"),
        }
        text = self.tr("Thinking…") if self._thinking else texts.get(self._solver_state, "")
        self.solver_label.setText(text)
        self.solver_label.setVisible(bool(text))

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(str(self.model.code))
        self.copy_button.setText(self.tr("Copied"))
        self._copied_timer.start()

    def retranslate(self) -> None:
        self._set_score(self._score)
        self._set_time(self._seconds)
        self._set_moves(self._moves)
        self._show_code()
        self.set_solver_status(self._solver_state)
        self.solver_label.setToolTip(self.tr("Whether the cards on the table can still all reach the foundations, "
                                             "as the solver found"))
        self.setAccessibleName(self.tr("Game"))
        self.level_label.setToolTip(self.tr("How hard this deal is: measured by how often a simple player wins it; "
                                            "every deal with a level is proven winnable"))
        self.copy_button.setText(self.tr("Copy code"))
        self.copy_button.setToolTip(self.tr("Copy the game code, to replay or share this deal"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def date_format(locale: QLocale) -> str:
    """The locale's long date format without the day of the week ("d MMMM yyyy", "MMMM d, yyyy", ...): the
    date of a deal of the day reads in full, and the bar stays short."""
    form = re.sub(r"\s*dddd[,.،]?\s*", " ", locale.dateFormat(QLocale.FormatType.LongFormat)).strip(" ,")
    return form or locale.dateFormat(QLocale.FormatType.ShortFormat)
