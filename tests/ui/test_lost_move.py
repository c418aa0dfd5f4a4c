"""Where did it go wrong, in the real window: W finds the losing move, frames it, and goes back there."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QPushButton
from test_hints import HARD_DEAL, lost_position_with_moves

from yukon_qt.engine import Card, Move, Pile
from yukon_qt.engine.solver import UNSOLVABLE

from table_gestures import build, card_point, drag, open_window, pile_point, settle

C = Card.parse
# A winnable deal played at random until lost, and two moves more: the seven of hearts from the third
# column onto the seventh lost it, three moves ago.
LOST_CODE = "YU1-C-IRELRCV"
LOST_MOVES = ["6C T3", "3D T1", "6H T6", "5C T6", "5D T3", "4S T6", "KD T1", "7H T7", "3C T1", "9H T4"]
LOSING_MOVE = Move(C("7H"), Pile.column(2), Pile.column(6))


def lost_game_window(qtbot, settings):
    window = open_window(qtbot, settings, code=LOST_CODE, resume=False)
    view = window.view
    for text in LOST_MOVES:
        card_text, destination = text.split()
        card = C(card_text)
        source, _ = window.model.locate(card)
        assert window.model.try_move(Move(card, source, Pile.column(int(destination[1:]) - 1)))
    settle(qtbot, view)
    return window


def answer_box(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(lambda: window.lost_move is not None and window.lost_move.box is not None, timeout=15000)
    box = window.lost_move.box
    assert box is not None and box.isVisible() and not box.isModal()
    return box


def resting_rect(view, card: Card) -> QRectF:
    size = view.table.faces.size
    return QRectF(view.table.resting_places()[card][0], QSizeF(size.width(), size.height()))


def test_w_names_and_frames_the_losing_move_and_goes_back_there(qtbot, settings):
    window = lost_game_window(qtbot, settings)
    view, model = window.view, window.model
    QTest.keyClick(window, Qt.Key.Key_W)
    box = answer_box(qtbot, window)
    finder = window.lost_move
    assert box.text() == finder.tr("The game was lost %n move(s) ago, when %1 went from %2 to %3.", "", 3) \
        .replace("%1", "7♥").replace("%2", finder.tr("column %1").replace("%1", "3")) \
        .replace("%3", finder.tr("column %1").replace("%1", "7"))
    assert "7♥" in box.text()
    picked, place = view.table.hint_marks
    assert picked.isVisible() and place.isVisible()
    assert picked.rect.contains(resting_rect(view, C("7H")))
    assert model.moves_made == 10  # nothing was undone yet
    button = next(b for b in box.findChildren(QPushButton) if b.text() == finder.tr("Go back there"))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.lost_move.box is None)
    assert model.moves_made == 10 and model.can_undo
    record = model.record()
    game = record["game"]
    assert len(game["history"]) == 7  # the three moves since the losing one are undone
    assert game["undos"] == 3  # counted as undos
    assert view.table.hint == LOSING_MOVE  # the losing move, framed from where it was made
    assert model.check(LOSING_MOVE) is None


def test_a_move_made_while_the_answer_shows_closes_it(qtbot, settings):
    window = lost_game_window(qtbot, settings)
    QTest.keyClick(window, Qt.Key.Key_W)
    box = answer_box(qtbot, window)
    window.activateWindow()  # the box is not modal: the player may go on playing
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one undo
    assert window.model.game.undos_used == 1
    assert window.lost_move.box is None and not box.isVisible()
    assert window.view.table.hint is None


def test_the_progress_dialog_comes_after_half_a_second_and_cancels(qtbot, settings, monkeypatch):
    from yukon_qt.engine.solver import UNKNOWN, SolverResult
    from yukon_qt.model import lost_move_search

    def search_until_cancelled(game, seconds=None, cancel=None, **_options):
        """A search that does not end by itself on any machine, however fast: only when cancelled."""
        while not cancel():
            time.sleep(0.01)  # the pace of the fake search's look at its cancel flag, no wait of the test
        return SolverResult(UNKNOWN, stopped="cancelled")

    monkeypatch.setattr(lost_move_search, "solve", search_until_cancelled)
    window = open_window(qtbot, settings, code=HARD_DEAL, resume=False)
    QTest.keyClick(window, Qt.Key.Key_W)
    finder = window.lost_move
    assert finder is not None and finder.running
    assert finder.dialog is not None and not finder.dialog.isVisible()
    qtbot.waitUntil(lambda: finder.dialog is not None and finder.dialog.isVisible(), timeout=3000)
    dialog = finder.dialog
    assert isinstance(dialog, QProgressDialog)
    cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == finder.tr("Cancel"))
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert not finder.running
    assert finder.search.wait(5)
    QCoreApplication.processEvents()  # the search has ended: an answer it sent is delivered now
    assert finder.box is None  # cancelled: no answer comes


def test_a_deal_never_winnable_and_a_won_game(qtbot, settings):
    window = open_window(qtbot, settings, code="YU1-C-AAAAAAY", resume=False)  # proven lost from the start
    QTest.keyClick(window, Qt.Key.Key_W)
    box = answer_box(qtbot, window)
    assert box.text() == window.lost_move.tr("This deal was never winnable: no move lost it.")
    box.close()
    won = build([], {"S": 13, "H": 13, "D": 13, "C": 13})
    window.model.set_game(won)
    assert not window.lost_move_action.isEnabled()
    menu_texts = [action.text() for action in window.game_menu.actions()]
    assert window.tr("&Where did it go wrong?") in menu_texts


def test_the_status_that_finds_the_game_lost_offers_the_search_once(qtbot, settings):
    from yukon_qt.ui.window.lost_move import offer_text

    settings.set("show_solver_status", True)
    window = open_window(qtbot, settings)
    status, view = window.session.solver().status, window.view
    window.model.set_game(lost_position_with_moves())
    settle(qtbot, view)
    qtbot.waitUntil(lambda: status.state == UNSOLVABLE, timeout=10000)
    toast = view.toast
    assert toast.isVisible()
    assert toast.text() == window.tr("This game can no longer be won.") + " " + offer_text()
    assert QApplication.activeModalWidget() is None
    toast.hide()
    states: list[str] = []
    status.changed.connect(states.append)
    two = next(card for card in ("2S", "2C") if window.model.check(Move(C(card), window.model.locate(C(card))[0],
                                                                        Pile.column(6))) is None)
    drag(qtbot, view, card_point(view, two), pile_point(view, Pile.column(6)))  # a useless move
    assert window.model.moves_made == 1
    QCoreApplication.processEvents()  # the status follows the move as it is made
    assert status.state == UNSOLVABLE and "checking" not in states  # known lost: reached from a lost position
    assert not toast.isVisible()  # said once for the game, not after every move
