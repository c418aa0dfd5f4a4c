"""The table as a screen reader sees it, read in the app: the tree, its names, focus, actions, announcements.

Qt builds the interfaces the way an assistive technology asks for them
(``QAccessible.queryAccessibleInterface``); the keys are real key presses on
the table.  The same tree, seen from outside through AT-SPI, is proven in
tests/accessibility.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface

from yukon_qt.engine import Card, Move, Pile, Refusal
from yukon_qt.ui.accessibility.announcer import Announcer
from yukon_qt.ui.messages import refusal_text

from table_gestures import build, settle

C = Card.parse
NAME = QAccessible.Text.Name
# Deal 1 under Classic: T1: 7H   T2: # | 4H 8D 8H 5C JH   T3: # # | JS 5H KH 3S 2H ...


def table_of(view):
    return QAccessible.queryAccessibleInterface(view)


def plain(text: str) -> str:
    """A counted text as English says it ("1 card", "2 cards"), whether or not its English forms are in yet."""
    return re.sub(r"\b1 ([\w-]+)\(s\)", r"1 \1", text).replace("(s)", "s")


def names_of(node) -> list[str]:
    return [plain(node.child(i).text(NAME)) for i in range(node.childCount())]


def press(qtbot, view, *keys) -> None:
    for key in keys:
        qtbot.keyClick(view, key)
    settle(qtbot, view)


def test_the_table_has_seven_columns_and_four_foundations_named_in_words(window):
    table = table_of(window.view)
    assert table.text(NAME) == "Card table"
    assert table.childCount() == 11
    piles = names_of(table)
    assert piles[0] == "Column 1, 1 card"
    assert piles[1] == "Column 2, 6 cards, 1 face down"
    assert piles[6] == "Column 7, 11 cards, 6 face down"
    assert piles[7:] == ["Spades foundation, empty", "Hearts foundation, empty",
                         "Diamonds foundation, empty", "Clubs foundation, empty"]
    assert names_of(table.child(1)) == ["face-down card", "Four of hearts", "Eight of diamonds",
                                        "Eight of hearts", "Five of clubs", "Jack of hearts"]
    card = table.child(1).child(5)
    assert plain(card.parent().text(NAME)) == piles[1]
    assert table.child(1).indexOfChild(card) == 5
    assert card.role() == QAccessible.Role.ListItem


def test_the_arrow_keys_move_the_accessible_focus_with_the_frame(qtbot, window):
    view = window.view
    table = table_of(view)
    assert table.focusChild() is None  # no frame yet
    press(qtbot, view, Qt.Key.Key_Right, Qt.Key.Key_Right)
    focused = table.focusChild()
    assert focused.text(NAME) == "Jack of hearts"
    assert focused.state().focused
    press(qtbot, view, Qt.Key.Key_Up)
    assert table.focusChild().text(NAME) == "Five of clubs"
    press(qtbot, view, Qt.Key.Key_Home)
    assert table.focusChild().text(NAME) == "Four of hearts"
    press(qtbot, view, Qt.Key.Key_End, Qt.Key.Key_3)
    assert table.focusChild().text(NAME) == "Two of hearts"
    press(qtbot, view, Qt.Key.Key_8)
    assert table.focusChild().text(NAME) == "Spades foundation, empty"
    assert view.hasFocus()  # the keyboard focus never left the table


def test_actions_move_cards_through_the_gesture_policy_and_are_announced(qtbot, window):
    view = window.view
    table = table_of(view)
    announcer = Announcer.of(view)
    column3 = table.child(2)
    two_of_hearts = column3.child(column3.childCount() - 1)
    assert "Send to its foundation" in two_of_hearts.actionInterface().actionNames()
    # refused: the engine's reason, the sentence interactive rules give
    two_of_hearts.actionInterface().doAction("Send to its foundation")
    assert announcer.last.startswith("A foundation takes the next card of its suit")
    assert window.view.model.cards_of(Pile.column(2))[-1] == C("2H")
    # pick up the Queen of hearts (with the Nine of hearts) in column 6, put it down on column 4's King of spades
    column6 = table.child(5)
    queen = column6.child(column6.childCount() - 2)
    assert queen.text(NAME) == "Queen of hearts"
    queen.actionInterface().doAction("Pick up")
    assert column6.child(column6.childCount() - 1).state().selected  # the Nine goes with it
    king = table.child(3).child(table.child(3).childCount() - 1)
    king.actionInterface().doAction("Put down here")
    settle(qtbot, view)
    assert view.model.cards_of(Pile.column(3))[-2:] == (C("QH"), C("9H"))
    assert plain(announcer.last) == "Queen of hearts and 1 card onto King of spades"
    assert names_of(table.child(3))[-2:] == ["Queen of hearts", "Nine of hearts"]
    assert plain(table.child(5).text(NAME)) == "Column 6, 8 cards, 5 face down"


def test_a_move_that_turns_a_card_says_so(qtbot, window):
    view = window.view
    view.model.set_game(build(["7H", "QS | 6S"]))
    table = table_of(view)
    announcer = Announcer.of(view)
    assert names_of(table.child(1)) == ["face-down card", "Six of spades"]
    table.child(1).child(1).actionInterface().doAction("Find a place")
    settle(qtbot, view)
    assert announcer.last == "Six of spades onto Seven of hearts; Queen of spades turned face up"
    assert names_of(table.child(1)) == ["Queen of spades"]
    with qtbot.waitSignal(view.model.move_refused) as refused:
        table.child(0).child(1).actionInterface().doAction("Send to its foundation")
    assert announcer.last == refusal_text(refused.args[0])  # the interactive-rules sentence
    assert names_of(table.child(0)) == ["Seven of hearts", "Six of spades"]
    view.model.undo()
    assert announcer.last == "Move undone"
    assert names_of(table.child(1)) == ["face-down card", "Six of spades"]


def test_the_reading_keys_say_the_column_the_foundations_and_the_figures(qtbot, window):
    view = window.view
    announcer = Announcer.of(view)
    press(qtbot, view, Qt.Key.Key_3, Qt.Key.Key_C)
    assert plain(announcer.last) == ("Column 3 from the bottom: 2 face-down cards, Jack of spades, Five of hearts, "
                              "King of hearts, Three of spades, Two of hearts")
    assert view.toast.text() == announcer.last  # shown as well
    press(qtbot, view, Qt.Key.Key_F)
    assert announcer.last == ("Spades foundation, empty; Hearts foundation, empty; Diamonds foundation, empty; "
                              "Clubs foundation, empty")
    press(qtbot, view, Qt.Key.Key_S)
    assert plain(announcer.last) == "Score 0, time 0:00, 0 moves, game YU1-C-AAAAAAB"


def test_the_pile_actions_frame_and_put_down(qtbot, window):
    view = window.view
    table = table_of(view)
    action = table.child(0).actionInterface()
    assert QAccessibleActionInterface.setFocusAction() in action.actionNames()
    action.doAction(QAccessibleActionInterface.setFocusAction())
    assert view.keyboard.active and view.keyboard.pile == Pile.column(0)
    assert table.focusChild().text(NAME) == "Seven of hearts"


def test_a_screen_reader_that_asked_before_the_first_frame_gets_the_table_all_the_same(window, monkeypatch):
    from PySide6.QtWidgets import QAccessibleWidget

    from yukon_qt.ui.accessibility.factory import install_factory

    view = window.view
    QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(table_of(view)))
    plain = QAccessibleWidget(view)  # what Qt makes for the view without the factory
    QAccessible.registerAccessibleInterface(plain)
    assert table_of(view).text(NAME) != "Card table"
    monkeypatch.setattr(QAccessible, "isActive", lambda: True)
    install_factory(view)
    assert table_of(view).text(NAME) == "Card table"
    assert table_of(view).childCount() == 11


def test_without_a_screen_reader_nothing_is_built(qtbot, window):
    view = window.view
    press(qtbot, view, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Escape)
    view.model.undo()  # a refusal: nothing to undo
    assert not QAccessible.isActive()
    assert view.findChild(Announcer) is None  # no interfaces, no announcer, no names made


def test_a_new_deal_and_the_win_are_announced(qtbot, window):
    from yukon_qt.engine import GameCode

    view = window.view
    announcer = Announcer.of(view)
    view.model.new_game(GameCode.parse("YU1-R-AAAAAAC"))
    assert announcer.last == "New game YU1-R-AAAAAAC, Relaxed rule"
    view.model.set_game(build(["KC"], {"S": 13, "H": 13, "D": 13, "C": 12}))
    table_of(view).child(0).child(0).actionInterface().doAction("Send to its foundation")
    assert view.model.won
    assert plain(announcer.last) == f"You won! Score {view.model.score}, time 0:00, 1 move"


def test_send_to_its_foundation_never_plays_a_move_elsewhere_with_auto_place_on(qtbot, window, settings):
    """The action says where the card goes: with Auto-place on it played the 6 of spades to a column."""
    settings.set("auto_place", True)
    view = window.view
    table = table_of(view)
    spades = [(column, index) for column in range(7) for index in range(table.child(column).childCount())
              if table.child(column).child(index).text(NAME) == "Six of spades"]
    assert spades, "deal 1 shows the six of spades face up"
    column, index = spades[0]
    before = view.model.game.to_dict()
    announcer = Announcer.of(view)
    table.child(column).child(index).actionInterface().doAction("Send to its foundation")
    assert view.model.game.to_dict() == before  # nothing played
    assert view.model.moves_made == 0
    assert announcer.last == refusal_text(Refusal.NOT_NEXT_ON_FOUNDATION)  # the reason it cannot go home


def test_picking_up_a_refusal_without_interactive_rules_a_hint_and_a_card_home_are_said(qtbot, window, settings):
    view = window.view
    announcer = Announcer.of(view)
    press(qtbot, view, Qt.Key.Key_Right, Qt.Key.Key_1, Qt.Key.Key_Space)  # the Seven of hearts, alone in column 1
    assert announcer.last == "Holding Seven of hearts"
    press(qtbot, view, Qt.Key.Key_Escape, Qt.Key.Key_3, Qt.Key.Key_Up, Qt.Key.Key_Space)
    assert plain(announcer.last) == "Holding Three of spades and 1 card"
    settings.set("interactive_rules", False)
    press(qtbot, view, Qt.Key.Key_8, Qt.Key.Key_Space)
    assert announcer.last == "Not allowed"
    press(qtbot, view, Qt.Key.Key_Escape)
    announcer.hint(Move(C("QH"), Pile.column(5), Pile.column(3)))
    assert announcer.last == "Hint: Queen of hearts onto King of spades"
    view.model.set_game(build(["AS"]))
    table_of(view).child(0).child(0).actionInterface().doAction("Send to its foundation")
    assert announcer.last == f"Ace of spades to its foundation; score {view.model.score}"


def test_the_words_reach_the_bus_as_shown_notifications_each_keeping_its_own(window, monkeypatch):
    """On Linux every Orca speaks a notification shown; each keeps its words (a late reader reads the right ones)."""
    from yukon_qt.ui.accessibility import announcer as module

    view = window.view
    table_of(view)  # the tree, as a screen reader would ask for it
    announcer = Announcer.of(view)
    sent = []
    monkeypatch.setattr(module.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(module.QAccessible, "updateAccessibility", staticmethod(
        lambda event: sent.append((event.type(), event.accessibleInterface()))))
    monkeypatch.setattr(module, "BY_NOTICE", True)
    announcer.say("New game YU1-C-AAAAAAB, Classic rule")
    announcer.say("Move undone")
    shown = [node for kind, node in sent if kind == QAccessible.Event.ObjectShow]
    assert [node.text(NAME) for node in shown] == ["New game Y U 1, C, A A A A A A B, Classic rule", "Move undone"]
    assert {node.role() for node in shown} == {QAccessible.Role.Notification}
    assert shown[0].parent().role() == QAccessible.Role.StatusBar  # Orca reads it without "notification"
    assert not any(kind == QAccessible.Event.Announcement for kind, _ in sent)  # said once, by one path
    assert table_of(view).childCount() == 11  # the table's children are the piles alone
