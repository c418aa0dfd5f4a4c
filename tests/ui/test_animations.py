"""The speed factor and the stacking order: cards glide at factor 1, land at once at 0, and stack as zorder.py says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from yukon_qt.engine import Card, Pile
from yukon_qt.ui import speeds
from yukon_qt.ui.table import zorder

from table_gestures import build, card_point, click, pile_point, press_and_move, release, settle

C = Card.parse
ANIMATIONS = (speeds.move, speeds.slide_back, speeds.turn, speeds.toast_fade, speeds.celebration_delay,
              speeds.celebration_frame, speeds.celebration_launch)


def at_rest(view, card: str) -> bool:
    item = view.table.cards[C(card)]
    place, z, _face_up = view.table.resting_places()[item.card]
    return item.pos() == place and item.zValue() == z


def drop_six_of_diamonds_on_seven_of_clubs(qtbot, view) -> Card:
    """6D and the four cards on it onto 7C, and nothing waited for; returns KC, the card left on top, turned up."""
    start, end = card_point(view, "6D"), pile_point(view, Pile.column(6))
    press_and_move(qtbot, view, start, end)
    release(view, end)
    game = view.model.game
    assert game.columns[6][-6:] == [C(text) for text in ("7C", "6D", "QC", "QD", "QH", "9H")]
    assert game.columns[5][-1] == C("KC") and game.hidden[5] == 4
    return C("KC")


def test_every_animation_takes_its_time_times_the_factor(monkeypatch):
    monkeypatch.setattr(speeds, "FACTOR", 1.0)
    normal = [duration() for duration in ANIMATIONS]
    assert normal == [180, 220, 160, 400, 240, 16, 90]
    monkeypatch.setattr(speeds, "FACTOR", 0.5)
    assert [duration() for duration in ANIMATIONS] == [round(ms / 2) for ms in normal]
    monkeypatch.setattr(speeds, "FACTOR", 0.0)
    assert [duration() for duration in ANIMATIONS] == [0] * len(ANIMATIONS)
    assert not speeds.animated()
    assert (speeds.TOAST_SHOWN, speeds.HINT_SHOWN) == (2600, 6000)  # reading times: the factor leaves them


@pytest.mark.animated
def test_at_the_real_speed_a_played_card_glides_over_the_others_and_the_turned_card_turns(qtbot, window):
    view = window.view
    turned = drop_six_of_diamonds_on_seven_of_clubs(qtbot, view)
    six = view.table.cards[C("6D")]
    assert view.table.animating
    assert six.moving and not at_rest(view, "6D")
    assert six.zValue() >= zorder.FLYING_Z  # in flight, over every resting card and every frame
    assert view.table.cards[turned].moving  # turning over
    settle(qtbot, view)
    assert at_rest(view, "6D") and six.zValue() < zorder.HIGHLIGHT_Z
    assert view.table.cards[turned].face_up and not view.table.cards[turned].moving


def test_with_the_factor_at_0_cards_are_in_place_at_once(qtbot, window):
    view = window.view
    turned = drop_six_of_diamonds_on_seven_of_clubs(qtbot, view)
    assert not view.table.animating  # nothing to wait for: no event was processed since the drop
    assert all(at_rest(view, card) for card in ("6D", "QC", "QD", "QH", "9H"))
    assert view.table.cards[turned].face_up and not view.table.cards[turned].moving
    window.undo_action.trigger()
    assert not view.table.animating
    assert at_rest(view, "6D") and not view.table.cards[turned].face_up


def test_with_the_factor_at_0_a_refused_drop_is_back_at_once(qtbot, window):
    view = window.view
    start, end = card_point(view, "2H"), pile_point(view, Pile.column(6))  # 2H on 7C: refused
    press_and_move(qtbot, view, start, end)
    assert not at_rest(view, "2H")  # in the hand, over the seven of clubs
    release(view, end)
    assert not view.table.animating and at_rest(view, "2H")


def test_with_the_factor_at_0_a_win_shows_its_panel_without_the_cascade(qtbot, window):
    window.model.set_game(build(["KC"], {"S": 13, "H": 13, "D": 13, "C": 12}))
    view = window.view
    click(qtbot, view, card_point(view, "KC"))
    assert window.model.game.won
    qtbot.waitUntil(view.banner.isVisible, timeout=1000)
    assert not view.celebration.running and not view.celebration.canvas.isVisible()
    assert all(item.isVisible() and at_rest(view, str(item.card)) for item in view.table.cards.values())


def reading_time(toast) -> int:
    """The milliseconds the note on screen is given before it fades: its one running timer's."""
    [timer] = [timer for timer in toast.findChildren(QTimer) if timer.isActive()]
    return timer.interval()


def test_with_the_factor_at_0_a_note_still_stays_up_to_be_read(qtbot, window, settings):
    settings.set("double_click", False)
    view = window.view
    click(qtbot, view, card_point(view, "7C"))  # cannot go home: the note says why
    assert view.toast.isVisible()
    assert reading_time(view.toast) == speeds.toast_shown(view.toast.text()) > 0  # not scaled by the factor


def test_the_cards_in_the_hand_lie_over_everything_on_the_table(qtbot, window):
    view = window.view
    window.model.set_game(build(["7H", "KS 6C", "8S"]))
    start, end = card_point(view, "6C"), pile_point(view, Pile.column(0))
    press_and_move(qtbot, view, start, end)
    table = view.table
    assert table.highlighted() == [Pile.column(0)]  # the frame around 7H, under the six
    six = table.cards[C("6C")]
    others = [item for item in table.items() if item is not six]
    assert six.zValue() == zorder.HAND_Z
    assert all(item.zValue() < six.zValue() for item in others)
    assert table.items(six.scene_rect().center())[0] is six  # drawn on top where it lies
    release(view, end)
    settle(qtbot, view)
    assert table.cards[C("6C")].zValue() == zorder.RESTING_Z + 1  # on the seven


def test_the_frames_lie_over_resting_cards_in_their_order(qtbot, window):
    view = window.view
    table = view.table
    resting = max(item.zValue() for item in table.cards.values())
    highlight = table.highlights[Pile.column(0)]
    hint, place = table.hint_marks
    cursor = view.keyboard.mark
    assert resting < highlight.zValue() == zorder.HIGHLIGHT_Z
    assert highlight.zValue() < hint.zValue() == place.zValue() == zorder.HINT_Z
    assert hint.zValue() < cursor.zValue() == zorder.CURSOR_Z < zorder.FLYING_Z
    assert view.celebration.canvas.zValue() == zorder.TRAILS_Z
    assert zorder.FLYING_Z + 52 < zorder.TRAILS_Z < zorder.CELEBRATION_Z < zorder.HAND_Z
