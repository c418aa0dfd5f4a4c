"""The solver's status in the game bar: opt-in, found in the background, updated after each move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from test_hints import NEAR_WON, stuck_position, time_runs_out_after

from yukon_qt.engine import Pile
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE

from table_gestures import build, card_point, drag, open_window, pile_point, settle


def status_window(qtbot, settings):
    settings.set("show_solver_status", True)
    return open_window(qtbot, settings)


def test_winnable_for_a_near_won_position_and_updated_after_a_move(qtbot, settings):
    window = status_window(qtbot, settings)
    label, status = window.game_bar.solver_label, window.session.solver().status
    window.model.set_game(build(*NEAR_WON))
    qtbot.waitUntil(lambda: label.text() == window.game_bar.tr("Winnable"), timeout=10000)
    assert label.isVisible()
    states = []
    status.changed.connect(states.append)
    status.memory.forget()  # forget the line: the position after the move must be searched again
    view = window.view
    settle(qtbot, view)
    drag(qtbot, view, card_point(view, "KH"), pile_point(view, Pile.column(4)))
    assert window.model.game.moves_made == 1
    qtbot.waitUntil(lambda: status.state == SOLVABLE and states[-1] == SOLVABLE, timeout=10000)
    assert states[0] == "checking"  # looked at again after the move
    assert label.text() == window.game_bar.tr("Winnable")


def test_a_stuck_position_is_no_longer_winnable_and_undo_goes_back(qtbot, settings):
    window = status_window(qtbot, settings)
    label = window.game_bar.solver_label
    window.model.set_game(stuck_position())
    qtbot.waitUntil(lambda: window.session.solver().status.state == UNSOLVABLE, timeout=10000)
    assert label.text() == window.game_bar.tr("No longer winnable")
    window.model.set_game(build(*NEAR_WON))
    qtbot.waitUntil(lambda: label.text() == window.game_bar.tr("Winnable"), timeout=10000)


def test_the_status_is_hidden_and_nothing_searched_when_the_preference_is_off(qtbot, window, settings):
    assert settings.get("show_solver_status") is False
    window.model.set_game(build(*NEAR_WON))
    QCoreApplication.processEvents()
    assert not window.game_bar.solver_label.isVisible()
    assert not window.session.solver().status.worker.is_busy()
    settings.set("show_solver_status", True)  # switched on in Preferences: shown at once
    qtbot.waitUntil(lambda: window.game_bar.solver_label.isVisible(), timeout=5000)
    settings.set("show_solver_status", False)
    assert not window.game_bar.solver_label.isVisible()


def test_preferences_offer_the_status(qtbot, window):
    from PySide6.QtWidgets import QApplication

    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        box = dialog.check_boxes["show_solver_status"]
        seen.append(box.isVisible())
        QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
        dialog.reject()

    QTimer.singleShot(0, look)
    window.show_preferences()
    assert seen == [True]
    assert window.settings.get("show_solver_status") is True


@pytest.mark.slow
def test_unknown_at_first_then_the_search_goes_on_to_the_proof(qtbot, settings, monkeypatch):
    """A slower machine: the status says "Unknown" when its time runs out, and the proof once found."""
    from yukon_qt.engine import Game, GameCode
    from yukon_qt.engine.solver import UNKNOWN
    from yukon_qt.model import solver_status

    time_runs_out_after(monkeypatch, solver_status.STATUS_SECONDS, 1_000)
    window = status_window(qtbot, settings)
    label, status = window.game_bar.solver_label, window.session.solver().status
    states = []
    status.changed.connect(states.append)
    window.model.set_game(Game(GameCode.parse("YU1-C-CKZFIXB")))  # proven lost, but not within 1,000 positions
    qtbot.waitUntil(lambda: status.state == UNKNOWN, timeout=10000)
    assert label.text() == window.game_bar.tr("Unknown") and status.worker.is_busy()  # still searching
    qtbot.waitUntil(lambda: status.state == UNSOLVABLE, timeout=60000)
    assert label.text() == window.game_bar.tr("No longer winnable")
    assert states[-2:] == [UNKNOWN, UNSOLVABLE]
