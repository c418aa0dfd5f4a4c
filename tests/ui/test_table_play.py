"""Playing on the table with real mouse events: drags, clicks, double clicks, take-backs, undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import Card, Pile, Refusal
from yukon_qt.ui.messages import refusal_text

from table_gestures import build, card_point, click, double_click, drag, pile_point, settle

C = Card.parse


def at_rest(view, card: str) -> bool:
    """The card's item lies exactly where the game says it belongs."""
    point, _, _ = view.table.resting_places()[C(card)]
    return view.table.cards[C(card)].pos() == point


def test_drag_a_group_from_column_to_column(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert game.columns[0] == [C("7H"), C("6C"), C("KS")]
    assert game.columns[3][-1] == C("AH")
    assert at_rest(view, "6C") and at_rest(view, "KS")
    assert view.table.cards[C("KS")].y() > view.table.cards[C("6C")].y()
    assert window.model.game.moves_made == 1


def test_drop_on_a_wrong_suit_foundation_lands_on_the_right_one(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    drag(qtbot, view, card_point(view, "AH"), pile_point(view, Pile.foundation(3)))  # the clubs slot
    assert game.foundations[1] == [C("AH")]
    assert view.table.cards[C("AH")].pos() == view.table.layout.foundation_rect(1).topLeft()
    assert game.score == 10


def test_refused_drag_returns_and_says_why(qtbot, window):
    view, game = window.view, window.model.game
    before = view.table.cards[C("2H")].pos()
    drag(qtbot, view, card_point(view, "2H"), pile_point(view, Pile.column(6)))  # onto 7C
    assert game.columns[2][-1] == C("2H")
    assert view.table.cards[C("2H")].pos() == before
    assert view.toast.isVisible()
    assert view.toast.text() == refusal_text(Refusal.WRONG_RANK)


def test_refusal_stays_silent_without_interactive_rules(qtbot, window, settings):
    settings.set("interactive_rules", False)
    view = window.view
    drag(qtbot, view, card_point(view, "2H"), pile_point(view, Pile.column(6)))
    assert window.model.game.columns[2][-1] == C("2H")
    assert at_rest(view, "2H")
    assert not view.toast.isVisible()


def test_click_sends_the_last_card_home(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    assert game.foundations[1] == [C("AH")]
    assert at_rest(view, "AH")
    click(qtbot, view, card_point(view, "2H"))  # 2H is last in column 3 and now fits
    assert game.foundations[1] == [C("AH"), C("2H")]


def test_click_on_a_covered_card_does_nothing(qtbot, window):
    view, game = window.view, window.model.game
    before = game.snapshot()
    click(qtbot, view, card_point(view, "AH"))  # covered by 6C and KS
    assert game.snapshot() == before


def real_double_click(qtbot, view, point: QPoint) -> None:
    """Press, release, press, double click, release: what the system sends for two quick clicks."""
    viewport, left, none = view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mousePress(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)
    settle(qtbot, view)


def test_click_on_a_last_card_that_cannot_go_home_says_why(qtbot, window):
    view, game = window.view, window.model.game
    before = game.snapshot()
    click(qtbot, view, card_point(view, "7C"))  # last of its column; the clubs foundation is empty
    assert game.snapshot() == before
    assert not view.toast.isVisible()  # not yet: this click may become a double click
    qtbot.waitUntil(view.toast.isVisible, timeout=QApplication.doubleClickInterval() + 1000)
    assert view.toast.text() == refusal_text(Refusal.NOT_NEXT_ON_FOUNDATION)


def test_without_double_clicks_a_click_says_why_at_once(qtbot, window, settings):
    settings.set("double_click", False)
    view = window.view
    click(qtbot, view, card_point(view, "7C"))  # no double click can follow: nothing to wait for
    assert view.toast.isVisible()
    assert view.toast.text() == refusal_text(Refusal.NOT_NEXT_ON_FOUNDATION)


def test_click_on_a_last_card_stays_silent_without_interactive_rules(qtbot, window, settings):
    settings.set("interactive_rules", False)
    view, game = window.view, window.model.game
    before = game.snapshot()
    click(qtbot, view, card_point(view, "7C"))
    qtbot.wait(QApplication.doubleClickInterval() + 200)
    assert game.snapshot() == before
    assert not view.toast.isVisible()


def test_a_click_that_becomes_a_double_click_says_nothing_of_the_foundation(qtbot, window):
    window.model.set_game(build(["7H", "KS 6C"]))  # 6C: last of its column, cannot go home, fits on 7H
    view, game = window.view, window.model.game
    settle(qtbot, view)
    real_double_click(qtbot, view, card_point(view, "6C"))
    assert game.columns[0] == [C("7H"), C("6C")]
    qtbot.wait(QApplication.doubleClickInterval() + 200)
    assert not view.toast.isVisible()


def test_a_double_click_that_finds_no_place_says_so_not_the_foundation_rule(qtbot, window):
    window.model.set_game(build(["7C", "KS 6C"]))  # 6C cannot go home nor on 7C
    view, game = window.view, window.model.game
    settle(qtbot, view)
    real_double_click(qtbot, view, card_point(view, "6C"))
    assert game.columns[1] == [C("KS"), C("6C")]
    qtbot.wait(QApplication.doubleClickInterval() + 200)
    assert view.toast.isVisible()
    assert view.toast.text() == "No column can take this card now."


def test_double_click_uses_the_placement_search(qtbot, window):
    view, game = window.view, window.model.game
    double_click(qtbot, view, card_point(view, "6C"))
    assert game.columns[0] == [C("7H"), C("6C"), C("KS")]
    assert at_rest(view, "KS")


def test_double_click_off_moves_nothing(qtbot, window, settings):
    settings.set("double_click", False)
    view, game = window.view, window.model.game
    before = game.snapshot()
    double_click(qtbot, view, card_point(view, "6C"))
    assert game.snapshot() == before


def test_take_back_from_a_foundation(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    assert game.columns[3][-1] == C("2S")
    drag(qtbot, view, card_point(view, "AH"), pile_point(view, Pile.column(3)))
    assert game.foundations[1] == []
    assert game.columns[3][-2:] == [C("2S"), C("AH")]
    assert game.score == 10  # the take-back loses no points
    assert at_rest(view, "AH")


def test_ctrl_z_undoes_with_the_cards_going_back(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    assert game.score == 10
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, view)
    assert game.columns[3][-1] == C("AH") and game.foundations[1] == []
    assert game.score == 0 and game.moves_made == 2
    assert at_rest(view, "AH")
    window.undo_action.trigger()
    settle(qtbot, view)
    assert game.columns[0] == [C("7H")]
    assert not window.undo_action.isEnabled()


def test_ctrl_shift_z_redoes_what_was_undone_and_a_new_move_ends_it(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    after = game.snapshot()
    assert not window.redo_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, view)
    assert game.columns[0] == [C("7H")] and window.redo_action.isEnabled()
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(window, Qt.Key.Key_Z, redo)
    settle(qtbot, view)
    assert game.columns[0] == [C("7H"), C("6C"), C("KS")] and game.columns[3][-1] == C("AH")
    assert at_rest(view, "6C") and at_rest(view, "KS")
    QTest.keyClick(window, Qt.Key.Key_Z, redo)
    settle(qtbot, view)
    assert game.snapshot() == after and game.score == 10 and game.moves_made == 4
    assert at_rest(view, "AH") and not window.redo_action.isEnabled()
    window.undo_action.trigger()
    settle(qtbot, view)
    assert window.redo_action.isEnabled()
    drag(qtbot, view, card_point(view, "AH"), pile_point(view, Pile.foundation(1)))  # the undone move, by hand
    assert game.snapshot() == after
    window.undo_action.trigger()
    settle(qtbot, view)
    drag(qtbot, view, card_point(view, "6D"), pile_point(view, Pile.column(6)))  # another move ends the redo
    assert game.columns[6][-1] == C("9H") and game.columns[3][-1] == C("AH")
    assert not window.redo_action.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z, redo)  # nothing happens
    assert game.columns[3][-1] == C("AH") and game.moves_made == 6


def test_undo_turns_a_revealed_card_back_down(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6D"), pile_point(view, Pile.column(6)))  # 6D group onto 7C
    revealed = game.columns[5][-1]
    assert game.hidden[5] == 4 and game.score == 5
    assert view.table.cards[revealed].face_up
    window.undo_action.trigger()
    settle(qtbot, view)
    assert game.hidden[5] == 5 and game.score == 0
    assert not view.table.cards[revealed].face_up
    assert at_rest(view, "6D")
