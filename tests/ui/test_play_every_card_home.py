"""Game > Play every card home: offered once every card is face up and foundation moves alone win."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest

from yukon_qt.engine import Card, Pile

from table_gestures import build, card_point, click, drag, pile_point, settle

C = Card.parse

# Clubs and hearts to go home: 4C lies on 5H, so the clubs wait for the hearts above them.
NEARLY = (["KH QH JH TH 9H 8H 7H 6H 5H", "KC QC JC TC 9C 8C 7C 6C 5C 4H", "4C 3H 3C 2H 2C AH"],
          {"S": 13, "D": 13, "C": 1})


def menu_item_text(window) -> str:
    return window.finish_action.text().replace("&", "")


def test_it_is_offered_once_the_last_card_turns_and_plays_every_card_home(qtbot, window):
    window.model.set_game(build(["KH QH JH TH 9H 8H 7H 6H 5H 4H 3H", "2H | AH"], {"S": 13, "D": 13, "C": 13}))
    assert window.finish_action in window.game_menu.actions() and menu_item_text(window) == "Play every card home"
    assert not window.finish_action.isEnabled()  # a card is face down: nothing is offered
    click(qtbot, window.view, card_point(window.view, "AH"))  # AH home turns 2H, the last face-down card
    settle(qtbot, window.view)
    assert window.finish_action.isEnabled()
    assert window.view.toast.isVisible() and "Play every card home" in window.view.toast.text()
    moves = window.model.game.moves_made
    window.finish_action.trigger()
    qtbot.waitUntil(lambda: window.model.won, timeout=5000)
    assert window.model.game.moves_made == moves + 12  # each card home is a move of its own
    assert window.model.score == 10 + 5 + 12 * 10  # AH and the turned 2H, then ten points a card
    assert not window.finish_action.isEnabled()
    qtbot.waitUntil(window.view.banner.isVisible, timeout=5000)


def test_the_cards_go_home_one_after_another_and_can_be_undone(qtbot, window):
    window.model.set_game(build(*NEARLY))
    assert window.finish_action.isEnabled()
    seen = []
    window.model.cards_moved.connect(lambda change: seen.append(str(change.move.card)))
    window.finish_action.trigger()
    qtbot.waitUntil(lambda: window.model.won, timeout=5000)
    assert seen[:3] == ["AH", "2C", "2H"] and len(seen) == 25  # every card left in the columns
    assert all(pile == [Card(rank, pile[0].suit) for rank in range(1, 14)] for pile in window.model.game.foundations)


def no_step_to_come(window) -> bool:
    """Nothing is left that could play a card home later: no timer of the finishing runs."""
    return not any(timer.isActive() for timer in window.view.finishing.findChildren(QTimer))


def test_a_move_of_the_players_own_stops_it(qtbot, window):
    window.model.set_game(build(*NEARLY))
    window.view.finishing.step = lambda: 400  # slow enough to step in
    window.finish_action.trigger()
    assert window.view.finishing.running and window.model.game.foundations[1] == [C("AH")]
    assert not no_step_to_come(window)  # the next card's step is on its way
    assert not window.finish_action.isEnabled()  # not twice at once
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo: AH back
    assert not window.view.finishing.running and no_step_to_come(window)
    assert window.model.game.foundations[1] == [] and window.finish_action.isEnabled()
    window.finish_action.trigger()
    drag(qtbot, window.view, card_point(window.view, "2C"), pile_point(window.view, Pile.foundation(3)))
    assert not window.view.finishing.running
    moves = window.model.game.moves_made
    assert no_step_to_come(window)
    QCoreApplication.processEvents()
    assert window.model.game.moves_made == moves and not window.model.won


def test_with_a_card_on_a_lower_card_of_its_suit_it_is_not_offered(qtbot, window):
    window.model.set_game(build(["KH QH JH TH 9H 8H 7H 6H 5H 4H 2H 3H AH"], {"S": 13, "D": 13, "C": 13}))
    assert not window.finish_action.isEnabled()
    window.finish_action.trigger()  # a disabled action does nothing
    assert window.model.game.moves_made == 0


def test_a_new_game_stops_it(qtbot, window):
    from yukon_qt.engine import GameCode

    window.model.set_game(build(*NEARLY))
    window.view.finishing.step = lambda: 300
    window.finish_action.trigger()
    assert window.view.finishing.running and not no_step_to_come(window)
    window.model.new_game(GameCode.parse("YU1-C-AAAAAAC"))
    assert not window.view.finishing.running and no_step_to_come(window)
    QCoreApplication.processEvents()
    assert window.model.game.moves_made == 0 and str(window.model.code) == "YU1-C-AAAAAAC"
