"""The aids (placement help, interactive rules, auto-place), the group limit, the game bar and the win."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from yukon_qt.engine import FULL_DECK, Card, Pile, Refusal
from yukon_qt.ui.messages import refusal_text

from table_gestures import DEAL, build, card_point, click, drag, pile_point, press_and_move, release, settle

C = Card.parse


def test_placement_help_lights_the_legal_places_during_a_drag(qtbot, window):
    view = window.view
    start, end = card_point(view, "6C"), pile_point(view, Pile.column(5))
    press_and_move(qtbot, view, start, end)
    assert view.table.highlighted() == [Pile.column(0)]
    assert view.table.highlights[Pile.column(0)].isVisible()
    release(view, end)
    settle(qtbot, view)
    assert view.table.highlighted() == []


def test_placement_help_off_lights_nothing(qtbot, window, settings):
    settings.set("placement_help", False)
    view = window.view
    start, end = card_point(view, "6C"), pile_point(view, Pile.column(5))
    press_and_move(qtbot, view, start, end)
    assert view.table.highlighted() == []
    release(view, end)
    settle(qtbot, view)


def test_auto_place_sends_a_badly_dropped_card_where_the_search_finds_room(qtbot, window, settings):
    view, game = window.view, window.model.game
    settings.set("auto_place", True)
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(6)))  # 7C does not take 6C
    assert game.columns[0] == [C("7H"), C("6C"), C("KS")]
    assert not view.toast.isVisible()


def test_without_auto_place_the_same_drop_is_refused(qtbot, window):
    view, game = window.view, window.model.game
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(6)))
    assert game.columns[3][-2:] == [C("6C"), C("KS")]
    assert view.toast.isVisible()
    assert view.toast.text() == refusal_text(Refusal.WRONG_COLOUR)  # a six on a seven: only the colour is wrong


def test_a_group_over_twenty_cards_is_refused_with_its_reason(qtbot, window):
    rest = [card for card in FULL_DECK if card != C("KS")]
    tall = ["KS"] + [str(card) for card in rest[:20]]
    others = [str(card) for card in rest[20:]]
    game = build([" ".join(tall), "", " ".join(others[:11]), " ".join(others[11:22]), " ".join(others[22:])])
    window.model.set_game(game)
    view = window.view
    settle(qtbot, view)
    drag(qtbot, view, card_point(view, "KS"), pile_point(view, Pile.column(1)))
    assert len(game.columns[0]) == 21 and game.columns[1] == []
    assert view.toast.text() == refusal_text(Refusal.GROUP_TOO_LARGE)
    assert view.table.cards[C("KS")].pos() == view.table.resting_places()[C("KS")][0]


def test_game_bar_follows_the_game(qtbot, window):
    view, bar, model = window.view, window.game_bar, window.model
    assert not model.clock_running
    assert "0:00" in bar.time_label.text()
    assert bar.code_label.text() == DEAL
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    assert model.clock_running
    assert bar.score_label.text().endswith(" 10")
    assert bar.moves_label.text().endswith(" 2")
    QTest.mouseClick(bar.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == DEAL


@pytest.mark.animated  # the cascade is played
def test_winning_celebrates_and_offers_a_new_game(qtbot, window):
    game = build(["KC"], {"S": 13, "H": 13, "D": 13, "C": 12})
    window.model.set_game(game)
    view = window.view
    settle(qtbot, view)
    click(qtbot, view, card_point(view, "KC"))
    assert game.won and game.score == 10
    qtbot.waitUntil(view.banner.isVisible, timeout=3000)
    assert view.celebration.running
    assert not window.model.clock_running
    assert not window.undo_action.isEnabled()
    QTest.mouseClick(view.banner.new_game_button, Qt.MouseButton.LeftButton)
    assert not view.banner.isVisible() and not view.celebration.running
    assert window.model.game is not game and window.model.game.moves_made == 0
    assert all(item.isVisible() for item in view.table.cards.values())


@pytest.mark.animated  # the cascade is played
def test_the_win_panel_hides_the_trails_behind_it(qtbot, window):
    from PySide6.QtCore import QPoint, QRect

    from yukon_qt.ui.overlays.win_banner import PANEL_COLOUR

    window.model.set_game(build(["KC"], {"S": 13, "H": 13, "D": 13, "C": 12}))
    view = window.view
    settle(qtbot, view)
    click(qtbot, view, card_point(view, "KC"))
    qtbot.waitUntil(view.banner.isVisible, timeout=3000)
    banner, celebration = view.banner, view.celebration
    assert celebration.running
    # A strip of the panel between the title and the result line, in the viewport.
    top, bottom = banner.title.geometry().bottom() + 3, banner.details.geometry().top() - 3
    strip = QRect(banner.x() + 16, banner.y() + top, banner.width() - 32, bottom - top + 1)
    assert strip.height() > 2
    # Cards printed right behind it, as bouncing cards leave them.
    width = view.table.faces.size.width()
    for x in range(strip.left(), strip.right(), width):
        celebration.canvas.print_card(view.table.faces.face(C("QH")), view.mapToScene(QPoint(x, strip.top() - 20)))
    canvas = celebration.canvas.pixmap.toImage()
    assert all(canvas.pixelColor(x, strip.center().y()).alpha() == 255
               for x in range(strip.left() + 4, strip.right() - 4, 8))  # the trails do run behind the strip
    shot = view.viewport().grab().toImage()
    colours = {shot.pixelColor(x, y).rgb() for x in range(strip.left(), strip.right() + 1)
               for y in range(strip.top(), strip.bottom() + 1)}
    assert colours == {PANEL_COLOUR.rgb()}  # the panel's own colour, nothing of what lies behind
    inside = banner.geometry().adjusted(16, 16, -16, -16)  # within the border and its rounded corners
    celebration.stop()  # the trails and the flying cards go; the panel stays
    assert banner.isVisible()
    on_felt = view.viewport().grab().toImage()
    assert shot.copy(inside) == on_felt.copy(inside)  # text and buttons look the same on trails as on felt
