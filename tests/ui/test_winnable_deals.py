"""New game, "Winnable deals only": random deals are drawn until the solver proves one winnable."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from yukon_qt.engine import Game, Rule
from yukon_qt.engine.solver import SOLVABLE, solve
from yukon_qt.model import solver_worker
from yukon_qt.ui.window import winnable_search

from table_gestures import DEAL, open_window


def start_with_winnable_only(qtbot, window, tick: bool = True) -> list:
    """Ctrl+N, tick "Winnable deals only" (or leave it as it is), press Start."""
    seen = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        box = dialog.winnable_check
        seen.append(box.isChecked())
        if tick:
            QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(8, box.height() // 2))
        QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_in)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    return seen


def test_winnable_only_starts_a_deal_the_solver_proves_winnable(qtbot, window, settings, monkeypatch):
    monkeypatch.setattr(winnable_search, "SECONDS_PER_DEAL", 0.5)
    assert start_with_winnable_only(qtbot, window) == [False]
    qtbot.waitUntil(lambda: str(window.model.game.code) != DEAL, timeout=120000)
    code = window.model.game.code
    assert code.rule is Rule.CLASSIC
    assert solve(Game(code), seconds=None).status == SOLVABLE
    assert settings.get("winnable_only") is True
    assert window.game_bar.code_label.text() == str(code)
    # The winning line came with the deal: the first hint needs no search.
    window.activateWindow()  # the dialogs are gone: shortcuts need the active window
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_H)
    assert not window.hints.busy and window.view.table.hint is not None
    # The box stays ticked for the next new game.
    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(dialog.winnable_check.isChecked())
        dialog.reject()

    QTimer.singleShot(0, look)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == [True]


def endless_search(rule, seconds_per_deal, progress=None, cancel=None, **_options):
    """A search that never finds a deal: it counts deals until it is cancelled."""
    tried = 0
    while not cancel.is_set():
        tried += 1
        progress(tried)
        time.sleep(0.05)  # the pace of a search, so that the dialog has deals to count: no wait of the test
    return None


def test_cancel_in_the_progress_dialog_keeps_the_current_game(qtbot, settings, monkeypatch):
    monkeypatch.setattr(solver_worker, "find_winnable_deal", endless_search)
    window = open_window(qtbot, settings)
    before = window.model.game.to_dict()
    start_with_winnable_only(qtbot, window)
    search = window.winnable_search
    qtbot.waitUntil(lambda: search.dialog is not None and search.dialog.isVisible(), timeout=5000)
    dialog = search.dialog
    assert dialog.windowModality() == Qt.WindowModality.WindowModal  # it holds the game's window, not the others
    qtbot.waitUntil(lambda: search._tried_so_far >= 2, timeout=5000)
    assert f"{search._tried_so_far} deal" in dialog.labelText()  # the deals tried so far are counted
    cancel_button = dialog.findChild(QPushButton)
    assert cancel_button.text() == search.tr("Cancel")
    QTest.mouseClick(cancel_button, Qt.MouseButton.LeftButton)
    assert not search.running and search.dialog is None
    assert search.worker.wait(5)
    QCoreApplication.processEvents()  # the search has ended: a deal it sent is delivered now
    assert window.model.game.to_dict() == before
    assert str(window.model.game.code) == DEAL
