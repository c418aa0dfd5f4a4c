"""The first frame draws covered cards without their pips (hidden anyway): it must look exactly as later frames."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import Card, GameCode, Pile
from yukon_qt.model.game_model import GameModel
from yukon_qt.ui.table.table_panel import TablePanel

from table_gestures import DEAL, card_point, drag, pile_point, settle


def first_and_later_frames(qtbot, settings, code: str, size: tuple[int, int]):
    model = GameModel(GameCode.parse(code))
    model.new_game(GameCode.parse(code))
    panel = TablePanel(model, settings)
    qtbot.addWidget(panel)
    panel.resize(*size)
    view = panel.view
    first = view.viewport().grab().toImage()
    covered = [item for item in view.table.cards.values() if item.covered and item.face_up]
    view.table.first_frame_painted()
    assert not any(item.covered for item in view.table.cards.values())
    view.viewport().update()
    QApplication.processEvents()
    return covered, first, view.viewport().grab().toImage()


def test_the_first_frame_looks_like_any_later_one(qtbot, settings):
    covered, first, later = first_and_later_frames(qtbot, settings, DEAL, (1100, 760))
    assert len(covered) == 24  # face-up cards with another card on them: 6 columns of 5, less their last
    assert first == later


@pytest.mark.parametrize("size", [(360, 300), (700, 520), (1920, 1080)])
@pytest.mark.parametrize("code", ["YU1-C-ZZZZZZZ", "YU1-R-BCDEFGH"])
def test_the_first_frame_is_the_same_at_any_size(qtbot, settings, code, size):
    covered, first, later = first_and_later_frames(qtbot, settings, code, size)
    assert covered and first == later


def test_the_first_frame_ends_by_itself_after_the_first_paint(qtbot, window):
    qtbot.waitUntil(lambda: not window.view.table.first_frame)


def test_a_card_uncovered_after_the_first_frame_shows_its_whole_face(qtbot, settings):
    model = GameModel(GameCode.parse(DEAL))
    model.new_game(GameCode.parse(DEAL))
    panel = TablePanel(model, settings)
    qtbot.addWidget(panel)
    panel.resize(1100, 760)
    view = panel.view
    ace = view.table.cards[Card.parse("AH")]
    assert view.table.first_frame and ace.covered  # under the 6 of clubs: drawn without its pips at first
    panel.show()
    qtbot.waitUntil(lambda: not view.table.first_frame)
    assert not ace.covered
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))  # the 6C and the KS on it go
    settle(qtbot, view)
    QApplication.processEvents()
    centre = view.mapFromScene(ace.scene_rect().center())
    pixel = view.viewport().grab().toImage().pixelColor(centre)
    assert pixel.red() > 150 and pixel.green() < 90 and pixel.blue() < 90  # the ace's big heart
