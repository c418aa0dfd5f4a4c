"""Playing with the keyboard: real key presses on the table view move the cursor, pick up and put down."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import Card, Pile
from yukon_qt.ui.accessibility.announcer import Announcer

from table_gestures import card_point, click, settle

C = Card.parse
KEY = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down,
       "space": Qt.Key.Key_Space, "enter": Qt.Key.Key_Return, "escape": Qt.Key.Key_Escape}


def keys(qtbot, view, *names: str) -> None:
    for name in names:
        qtbot.keyClick(view, KEY[name])
    settle(qtbot, view)


def cursor(view):
    return view.keyboard.mark


def test_the_table_has_the_keyboard_from_the_start(window):
    assert window.focusWidget() is window.view


def test_the_first_key_shows_the_cursor_on_the_first_column(qtbot, window):
    view = window.view
    assert not cursor(view).isVisible()
    keys(qtbot, view, "right")
    assert cursor(view).isVisible()
    assert cursor(view).rect == view.table.cards[C("7H")].scene_rect()
    keys(qtbot, view, "right")
    assert cursor(view).rect == view.table.cards[C("JH")].scene_rect()


def test_a_card_is_picked_up_and_put_on_another_column(qtbot, window):
    view, game = window.view, window.model.game
    keys(qtbot, view, "right", "right", "right", "right", "right")  # shown on T1, then to T5 (6S on top)
    assert cursor(view).rect == view.table.cards[C("6S")].scene_rect()
    resting = view.table.cards[C("6S")].y()
    keys(qtbot, view, "space")
    assert view.keyboard.picked == C("6S")
    assert view.table.cards[C("6S")].y() < resting  # raised: it is in the hand
    keys(qtbot, view, "left", "left", "left", "left", "space")
    assert game.columns[0] == [C("7H"), C("6S")]
    assert game.columns[4][-1] == C("4C")
    assert view.keyboard.picked is None
    assert game.moves_made == 1


def test_up_frames_a_deeper_card_and_the_whole_group_moves(qtbot, window):
    view, game = window.view, window.model.game
    keys(qtbot, view, "right", "right", "right", "right", "right", "up", "up", "up")  # T5: 8C under QS 4C 6S
    framed = cursor(view).rect
    assert framed.contains(view.table.cards[C("8C")].scene_rect().center())
    assert framed.contains(view.table.cards[C("6S")].scene_rect().center())
    keys(qtbot, view, "up")  # TH is the deepest face-up card: the frame stays on it after one more
    keys(qtbot, view, "up", "down", "space", "right", "enter")  # pick 8C's group, put it on 9H (T6)
    assert game.columns[5][-5:] == [C("9H"), C("8C"), C("QS"), C("4C"), C("6S")]
    assert game.columns[4][-1] == C("TH") and game.hidden[4] == 4


def test_a_card_goes_home_and_comes_back_by_keyboard(qtbot, window):
    view, game = window.view, window.model.game
    keys(qtbot, view, "right", "right", "right", "right", "up", "space")  # T4: 6C with KS on it
    keys(qtbot, view, "left", "left", "left", "space")  # onto 7H (T1)
    assert game.columns[0] == [C("7H"), C("6C"), C("KS")]
    keys(qtbot, view, "right", "right", "right", "space")  # T4 now ends with AH
    assert view.keyboard.picked == C("AH")
    keys(qtbot, view, "right", "right", "right", "right")  # past T7: the foundations, at the Ace's own (hearts)
    assert cursor(view).rect == view.table.layout.foundation_rect(1)
    keys(qtbot, view, "space")
    assert game.foundations[1] == [C("AH")] and game.score == 10
    assert cursor(view).rect == view.table.cards[C("2S")].scene_rect()  # back on the column it left
    keys(qtbot, view, "left", "left", "left", "left", "down", "space")  # T3, T2, T1, the spades, the hearts
    assert view.keyboard.picked == C("AH")
    keys(qtbot, view, "right", "right", "right", "right", "space")  # T1 to T4: take it back onto 2S
    assert game.foundations[1] == [] and game.columns[3][-2:] == [C("2S"), C("AH")]


def test_a_refused_move_says_why_and_keeps_the_cards_picked_up(qtbot, window):
    view, game = window.view, window.model.game
    keys(qtbot, view, "right", "right", "right", "space")  # T3: 2H
    keys(qtbot, view, "right", "right", "right", "right", "space")  # onto 7C (T7): wrong rank
    assert game.columns[2][-1] == C("2H") and game.columns[6][-1] == C("7C")
    assert view.toast.isVisible()
    assert view.keyboard.picked == C("2H")
    assert view.table.cards[C("2H")].is_lifted
    keys(qtbot, view, "escape")
    assert view.keyboard.picked is None
    assert view.table.cards[C("2H")].pos() == view.table.resting_places()[C("2H")][0]
    assert game.moves_made == 0


def test_placement_help_frames_where_the_picked_cards_may_go(qtbot, window):
    view = window.view
    keys(qtbot, view, "right", "right", "right", "right", "right", "space")  # 6S
    assert view.table.highlighted() == [Pile.column(0)]  # only 7H takes it
    keys(qtbot, view, "space")  # on its own column: put back
    assert view.keyboard.picked is None and view.table.highlighted() == []


def test_the_mouse_hides_the_cursor_and_puts_picked_cards_back(qtbot, window):
    view, game = window.view, window.model.game
    keys(qtbot, view, "right", "right", "space")  # JH picked
    assert cursor(view).isVisible()
    click(qtbot, view, card_point(view, "2H"))  # a click elsewhere (2H cannot go home)
    assert not cursor(view).isVisible()
    assert view.keyboard.picked is None
    assert game.columns[1][-1] == C("JH") and not view.table.cards[C("JH")].is_lifted


def other_script_key(text: str, xkb_code: int) -> QKeyEvent:
    """The key a player presses with the keyboard set to another script: its letter, its place (xkb code)."""
    return QKeyEvent(QEvent.Type.KeyPress, ord(text.upper()), Qt.KeyboardModifier.NoModifier, xkb_code, 0, 0, text)


def test_the_reading_keys_work_on_a_keyboard_set_to_cyrillic(qtbot, window):
    """С, А and Ы lie where C, F and S are: the same keys read the column, the foundations, the figures."""
    view = window.view
    QApplication.sendEvent(view, other_script_key("с", 54))  # Cyrillic es, on the C key
    assert view.toast.isVisible()
    assert view.toast.text() == Announcer.of(view).names.column_reading(view.keyboard.pile)
    QApplication.sendEvent(view, other_script_key("ы", 39))  # on the S key
    assert view.toast.text() == Announcer.of(view).names.status_reading()


def test_hint_works_on_a_keyboard_set_to_arabic(qtbot, window):
    view = window.view
    QApplication.sendEvent(view, other_script_key("ا", 43))  # Arabic alef, on the H key
    qtbot.waitUntil(lambda: view.table.hint is not None, timeout=10000)


def test_a_latin_layout_keeps_its_own_letters(qtbot, window):
    """On a French keyboard the A key is where Q is on an English one: its A stays an A, nothing is read."""
    from yukon_qt.ui.table.latin_keys import latin_key

    french_a = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier, 24, 0, 0, "a")
    assert latin_key(french_a) == Qt.Key.Key_A
    cyrillic_es = other_script_key("с", 54)
    assert latin_key(cyrillic_es) == Qt.Key.Key_C
