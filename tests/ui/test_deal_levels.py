"""Deals by difficulty in the window: the level in the New game dialog, the game bar and the deal of the day."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import GameCode, Rule
from yukon_qt.engine.daily import daily_code
from yukon_qt.engine.daily_table import LETTERS as DAILY_LETTERS
from yukon_qt.engine.daily_table import TABLE_FIRST
from yukon_qt.engine.difficulty import HARD, LEVELS, level_of, table_letters, table_level
from yukon_qt.model.deal_level import NOT_RATED
from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog
from yukon_qt.ui.window import main_window

from table_gestures import open_window

UNSOLVABLE_DEAL = "YU1-C-CEBMXLG"  # no move at all after the deal: never rated


def choose_in_combo(qtbot, combo, text: str) -> None:
    """Open the drop-down with a click, type the item's first letters, press Enter."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    qtbot.keyClicks(view, text)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible())
    assert combo.currentText() == text


def start_hard_deal(qtbot, window) -> list[str]:
    """Ctrl+N, choose Hard in the Level drop-down, press Start; the dialog's chosen level."""
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, answer)
            return
        choose_in_combo(qtbot, dialog.level_choice, "Hard")
        seen.append(dialog.chosen_level())
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    return seen


def stored_level(window) -> str | None:
    """The level the statistics keep for the game on the table."""
    recording = window.session.recording
    return next(game.level for game in recording.recorder.games() if game.id == recording.row)


def test_choosing_hard_deals_a_hard_deal_at_once_and_the_bar_says_so(qtbot, window, settings):
    before = window.model.code
    assert start_hard_deal(qtbot, window) == [HARD]
    code = window.model.code
    assert code != before and code.rule is Rule.CLASSIC
    assert str(code).split("-")[2] in table_letters(Rule.CLASSIC, HARD)  # from the table: no search
    assert level_of(code) == HARD
    bar = window.game_bar
    assert bar.level_label.isVisible() and bar.level_label.text() == "Level: Hard"
    assert bar.accessibleDescription() == f"Classic rule, Hard, game {code}"
    assert settings.get("deal_level") == HARD
    assert stored_level(window) == HARD  # the statistics row keeps the level
    # The next New game offers Hard again, and Winnable deals only is moot then.
    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, look)
            return
        seen.append((dialog.level_choice.currentText(), dialog.winnable_check.isEnabled(),
                     dialog.wants_winnable_deal()))
        dialog.reject()

    QTimer.singleShot(0, look)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == [("Hard", False, False)]


def test_any_level_keeps_winnable_deals_only(qtbot):
    dialog = NewGameDialog(GameCode.parse("YU1-C-AAAAAAB"), Rule.CLASSIC, winnable_only=True, level=HARD)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.winnable_check.isEnabled() and not dialog.wants_winnable_deal()
    choose_in_combo(qtbot, dialog.level_choice, "Any")
    assert dialog.winnable_check.isEnabled() and dialog.wants_winnable_deal()
    # A level belongs to a random deal: the drop-down waits while another choice is made.
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.replay_button.height() // 2))
    assert not dialog.level_choice.isEnabled()


def test_a_deal_outside_the_table_is_rated_once_the_window_shows(qtbot, settings):
    code = next(GameCode(Rule.RELAXED, n) for n in range(1, 500) if table_level(GameCode(Rule.RELAXED, n)) is None)
    expected = level_of(code)
    assert expected in LEVELS
    window = open_window(qtbot, settings, code=str(code))
    bar = window.game_bar
    qtbot.waitUntil(lambda: bar.level_label.isVisible(), timeout=30000)
    assert bar.level_label.text() == f"Level: {expected.title()}"
    assert stored_level(window) == expected  # rated after the game began: its statistics row learns it too


def test_a_deal_that_cannot_be_rated_shows_no_level(qtbot, settings):
    window = open_window(qtbot, settings, code=UNSOLVABLE_DEAL)
    bar = window.game_bar
    qtbot.waitUntil(lambda: bar.deal_level.level == NOT_RATED, timeout=30000)
    assert not bar.level_label.isVisible()
    assert bar.accessibleDescription() == f"Classic rule, level not rated, game {UNSOLVABLE_DEAL}"


def rated_daily_date() -> dt.date:
    index = next(i for i, letters in enumerate(DAILY_LETTERS)
                 if table_level(GameCode.parse(f"YU1-C-{letters}")) is not None)
    return TABLE_FIRST + dt.timedelta(days=index)


def test_the_deal_of_the_day_says_its_level_in_the_dialog_and_the_bar(qtbot, window, monkeypatch):
    day = rated_daily_date()
    level = level_of(daily_code(day))
    monkeypatch.setattr(main_window, "today", lambda: day)
    seen = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, answer)
            return
        seen.append(dialog.daily_explanation.text())
        button = dialog.daily_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == [f"Today's Classic deal, the same for every player, proven winnable. Level: {level.title()}."]
    assert window.model.code == daily_code(day)
    assert window.game_bar.level_label.text() == f"Level: {level.title()}"
