"""A huge window: the cards stop growing and the felt and the win trails stay bounded, the table centred."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import FULL_DECK, GameCode
from yukon_qt.ui.table import felt
from yukon_qt.ui.table.table_layout import SIDE_MARGIN, WIDTH_IN_CARDS, TableLayout
from yukon_qt.ui.table.table_scene import MAX_CARD_PIXELS

from table_gestures import DEAL, build

MEGABYTE = 1 << 20
HUGE = 30000


def pixmap_bytes(pixmap: QPixmap) -> int:
    return 0 if pixmap.isNull() else pixmap.width() * pixmap.height() * 4


@pytest.fixture
def view(qtbot, settings):
    """The table view on its own, never shown: a shown 30000-pixel window would need its own gigabytes."""
    from yukon_qt.model.game_model import GameModel
    from yukon_qt.ui.table.table_view import TableView

    model = GameModel(GameCode.parse(DEAL))
    view = TableView(model, settings)
    qtbot.addWidget(view)
    return view


def resize(view, width: int, height: int) -> None:
    """What the window system sends when the window is made this large."""
    old = view.size()
    view.resize(width, height)
    QApplication.sendEvent(view, QResizeEvent(QSize(width, height), old))  # lays the viewport out
    QApplication.sendEvent(view.viewport(), QResizeEvent(QSize(width, height), old))  # the table follows it
    assert view.viewport().size() == QSize(width, height)


def render_small(view) -> QImage:
    """The whole table drawn into a small picture: every card and the felt are painted (their pictures made)."""
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, 300, 300), QRect(QPoint(0, 0), view.viewport().size()))
    painter.end()
    return image


def held_bytes(view) -> int:
    """The pictures the table keeps: card faces and backs, the felt, the win trails, the frames."""
    table = view.table
    total = sum(pixmap_bytes(pixmap) for pixmap in table.faces._cache.values())
    total += view._felt.held_bytes() + pixmap_bytes(view.celebration.canvas.pixmap)
    for item in list(table.highlights.values()) + list(table.hint_marks):
        total += pixmap_bytes(item._pixmap)
    return total


@pytest.mark.animated  # the win's cascade is played on the huge table
def test_a_huge_window_keeps_the_table_within_bounds(qtbot, view):
    resize(view, HUGE, HUGE)
    table = view.table
    layout = table.layout
    assert layout.card_width <= MAX_CARD_PIXELS
    assert table.faces.face(FULL_DECK[0]).width() <= MAX_CARD_PIXELS
    # Centred across the width, as at any size.
    content_left = layout.left - SIDE_MARGIN * layout.card_width
    content_right = content_left + WIDTH_IN_CARDS * layout.card_width
    assert abs(content_left - (HUGE - content_right)) <= 1
    assert layout.foundation_rect(3).right() < HUGE
    # Every face made, the whole table painted, and the win played on it.
    for card in FULL_DECK:
        table.faces.face(card)
    table.faces.back()
    table.faces.shadow()
    render_small(view)
    view.model.set_game(build([], {"S": 13, "H": 13, "D": 13, "C": 13}))
    view.celebration.start()
    assert view.celebration.running
    frames = []
    for timer in view.celebration.findChildren(QTimer):
        timer.timeout.connect(lambda: frames.append(1))
    qtbot.waitUntil(lambda: len(frames) >= 5)  # some frames: the cards leave their trails
    render_small(view)
    assert held_bytes(view) < 300 * MEGABYTE
    view.celebration.stop()


def test_the_trails_are_kept_coarser_on_a_huge_table(qtbot, view):
    resize(view, HUGE, HUGE)
    canvas = view.celebration.canvas
    canvas.reset(HUGE, HUGE, 1.0)
    assert pixmap_bytes(canvas.pixmap) <= 64 * MEGABYTE
    assert canvas.boundingRect() == QRectF(0, 0, HUGE, HUGE)
    face = view.table.faces.face(FULL_DECK[0])
    canvas.print_card(face, QPointF(20000, 10000))
    image = canvas.pixmap.toImage()
    scale = canvas.pixmap.devicePixelRatio()
    middle = QPointF(20000, 10000) + QPointF(face.width() / 2, face.height() / 2)
    assert image.pixelColor(round(middle.x() * scale), round(middle.y() * scale)).alpha() == 255


def test_cards_stop_growing_on_a_sharp_screen_too(view):
    view.table.set_table_size(12000, 8000, 2.0)
    face = view.table.faces.face(FULL_DECK[0])
    assert face.width() <= MAX_CARD_PIXELS
    assert face.devicePixelRatio() == 2.0


def test_an_ordinary_window_is_laid_out_as_before(view):
    resize(view, 1280, 800)
    assert view.table.layout == TableLayout.for_size(1280, 800)
    assert view._felt.height == 800  # the felt is lit for the table's height


def test_the_felt_painted_in_parts_matches_the_felt_kept_whole(qapp):
    layout = TableLayout.for_size(900, 640)
    whole = felt.render_felt(900, 640, 1.0, layout).toImage()
    for area in (QRect(0, 0, 120, 90), QRect(130, 70, 250, 190), QRect(611, 333, 97, 201)):
        part = QImage(area.size(), QImage.Format.Format_RGB32)
        painter = QPainter(part)
        painter.translate(-area.x(), -area.y())
        felt.paint_felt(painter, QRectF(area), 900, 640, layout)
        painter.end()
        expected = whole.copy(area).convertToFormat(QImage.Format.Format_RGB32)
        # The same felt, but for a step of the gradient's rounding here and there.
        worst = max(abs(a - b) for x in range(area.width()) for y in range(area.height())
                    for a, b in zip(part.pixelColor(x, y).getRgb(), expected.pixelColor(x, y).getRgb(), strict=True))
        assert worst <= 1, area


def test_a_huge_felt_is_painted_where_it_shows(qtbot, view):
    resize(view, HUGE, HUGE)
    assert view._felt.held_bytes() < 64 * MEGABYTE  # the slots' pictures only: the felt is filled as it shows
    image = render_small(view)
    bare = image.pixelColor(10, 290)  # bare felt below the table
    assert bare.green() > bare.red() + 30 and bare.alpha() == 255
