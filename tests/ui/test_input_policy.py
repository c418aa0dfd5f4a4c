"""One policy for every input, seen on the real table: the mouse's refusals reach the screen reader as the
keyboard's do, and the mouse and the keyboard get the same answer for the same gesture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from yukon_qt.engine import COLUMNS, FOUNDATIONS, Card, Pile, Refusal
from yukon_qt.ui.accessibility.announcer import Announcer
from yukon_qt.ui.messages import refusal_text

from table_gestures import build, card_point, pile_point, press_and_move, release, settle

C = Card.parse
LEFT = Qt.MouseButton.LeftButton


def told(view) -> list:
    """Every refusal the table tells from now on, as (refusal, whether its reason is told)."""
    said: list = []
    view.gestures.refused.connect(lambda refusal, reason_told: said.append((refusal, reason_told)))
    return said


@pytest.mark.parametrize("interactive", [True, False])
def test_a_refused_mouse_click_is_announced(qtbot, window, settings, interactive):
    """7C is the last card of column 7, and the clubs foundation is empty: a click cannot send it home."""
    settings.set("interactive_rules", interactive)
    view = window.view
    announcer = Announcer.of(view)
    before = window.model.game.snapshot()
    point = card_point(view, "7C")
    with qtbot.waitSignal(view.gestures.refused) as refused:  # once the double-click time has passed
        qtbot.mousePress(view.viewport(), LEFT, pos=point)
        qtbot.mouseRelease(view.viewport(), LEFT, pos=point)
    assert refused.args == [Refusal.NOT_NEXT_ON_FOUNDATION, interactive]
    assert window.model.game.snapshot() == before
    assert announcer.last == (refusal_text(Refusal.NOT_NEXT_ON_FOUNDATION) if interactive else "Not allowed")
    assert view.toast.isVisible() is interactive  # shown as before: with interactive rules only


@pytest.mark.parametrize("interactive", [True, False])
def test_a_refused_drop_is_announced(qtbot, window, settings, interactive):
    settings.set("interactive_rules", interactive)
    view = window.view
    announcer = Announcer.of(view)
    said = told(view)
    end = pile_point(view, Pile.column(6))
    press_and_move(qtbot, view, card_point(view, "2H"), end)  # a two onto the seven of clubs
    release(view, end)
    settle(qtbot, view)
    assert window.model.cards_of(Pile.column(2))[-1] == C("2H")
    assert said == [(Refusal.WRONG_RANK, interactive)]
    assert announcer.last == (refusal_text(Refusal.WRONG_RANK) if interactive else "Not allowed")
    assert view.toast.isVisible() is interactive


# Positions, a card and where it goes: a fit, a wrong rank, a wrong colour, a foundation that does not
# take it yet, one that does, a King with its group into an empty column, and a card back on its own pile.
POSITIONS = [
    (["7H", "8C", "9D"], "7H", Pile.column(1)),
    (["7H", "8C", "9D"], "7H", Pile.column(2)),
    (["KS 6C", "7C", "7H"], "6C", Pile.column(1)),
    (["5H 2D", "3S"], "2D", Pile.foundation(2)),
    (["5H AD", "3S"], "AD", Pile.foundation(0)),
    (["4C | KD QS", "8H 7C"], "KD", Pile.column(2)),
    (["7H", "8C"], "7H", Pile.column(0)),
]


def heard_from_now(view) -> None:
    """What the screen reader hears from here on is what the put-down said (nothing, when it said nothing)."""
    Announcer.of(view).last = ""


def by_mouse(qtbot, view, card: str, target: Pile) -> None:
    end = pile_point(view, target)
    press_and_move(qtbot, view, card_point(view, card), end)
    heard_from_now(view)
    release(view, end)
    settle(qtbot, view)


def by_keys(qtbot, view, card: str, target: Pile) -> None:
    """Frame the card (its column's number, then Up for each card on it), Space, frame the target, Space."""
    pile, position = view.model.locate(C(card))
    keys = [Qt.Key.Key_1 + pile.index] + [Qt.Key.Key_Up] * (len(view.model.cards_of(pile)) - 1 - position)
    keys += [Qt.Key.Key_Space, Qt.Key.Key_8 if target.is_foundation else Qt.Key.Key_1 + target.index]
    for key in keys:
        qtbot.keyClick(view, key)
    heard_from_now(view)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    if view.keyboard.picked is not None:  # refused: the cards stay picked up until put back
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    settle(qtbot, view)


def answer(qtbot, window, columns, card: str, target: Pile, gesture) -> tuple:
    """What ``gesture`` of ``card`` onto ``target`` does in the position ``columns``: where every card ends,
    the refusals told, and the last thing the screen reader heard."""
    view = window.view
    announcer = Announcer.of(view)
    window.model.set_game(build(columns))
    settle(qtbot, view)
    said = told(view)
    gesture(qtbot, view, card, target)
    piles = [window.model.cards_of(pile) for pile in COLUMNS + FOUNDATIONS]
    return piles, tuple(said), announcer.last, window.model.score  # what was told by now, not later


@pytest.mark.parametrize("auto_place", [False, True])
@pytest.mark.parametrize("interactive", [True, False])
@pytest.mark.parametrize("columns, card, target", POSITIONS)
def test_the_mouse_and_the_keyboard_get_the_same_answer(qtbot, window, settings, auto_place, interactive,
                                                        columns, card, target):
    settings.set("auto_place", auto_place)
    settings.set("interactive_rules", interactive)
    mouse = answer(qtbot, window, columns, card, target, by_mouse)
    keys = answer(qtbot, window, columns, card, target, by_keys)
    assert mouse == keys
    put_back = build(columns).locate(C(card))[0] == target  # on its own pile
    assert (mouse[2] == "") is put_back, "a move or a refusal is heard; cards put back say nothing"
