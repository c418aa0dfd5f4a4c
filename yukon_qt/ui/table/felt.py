"""The felt under the cards, in the player's table colour.

A full repaint of the table paints every pixel of the felt (8 million on a 2x
screen at 1920x1080), so the felt is what a frame costs most.  Copying a
whole-table picture, or tiling a textured one, reads as many pixels as it
writes and costs two to three times a plain fill; a light that changes only
from top to bottom is filled row by row at the speed of a plain colour, and
keeps no picture at all.  So the felt is a vertical light (lit across the upper
middle, darker to the top and bottom edges) and the marks of the columns and
foundations are small pictures of their own, blitted where no card lies on them.
"""

from __future__ import annotations

import math
from collections.abc import Collection

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap

from yukon_qt.engine import Suit
from yukon_qt.ui.table.slot_item import paint_slot

DEFAULT_TABLE = "green"
# Each table colour: the felt's light, middle and edge colours, from its lit band to its top and bottom edges.
TABLES: dict[str, tuple[str, str, str]] = {
    "green": ("#2f8f52", "#227340", "#14502b"),
    "blue": ("#2f6fae", "#235a92", "#143a63"),
    "dark": ("#363b43", "#2a2e35", "#17191d"),
}


def table_title(name: str) -> str:
    """A table colour's name as the player reads it."""
    titles = {
        "green": QCoreApplication.translate("Table", "Green felt"),
        "blue": QCoreApplication.translate("Table", "Blue felt"),
        "dark": QCoreApplication.translate("Table", "Dark table"),
    }
    return titles.get(name, name)


def _device_pixmap(width: float, height: float, ratio: float) -> QPixmap:
    pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class Felt:
    """The felt of one table size, device pixel ratio and colour, ready to paint any part of quickly."""

    def __init__(self, width: int, height: int, ratio: float, layout=None, table: str = DEFAULT_TABLE) -> None:
        self.width, self.height, self.ratio = width, height, ratio
        light, middle, edge = (QColor(colour) for colour in TABLES.get(table, TABLES[DEFAULT_TABLE]))
        self.light = QLinearGradient(QPointF(0, 0), QPointF(0, max(1, height)))
        self.light.setColorAt(0.0, middle)
        self.light.setColorAt(0.38, light)
        self.light.setColorAt(0.75, middle)
        self.light.setColorAt(1.0, edge)
        # The marks of columns 0 to 6, then of the foundations: each one's rectangle, its picture's place,
        # its suit and its picture's key in ``_made``.  A picture is drawn the first time its mark shows
        # (at the start, cards lie on every column's mark).
        self._marks: list[tuple[QRectF, QRectF, Suit | None, tuple]] = []
        self._made: dict[tuple, QPixmap] = {}  # the seven columns' marks at one height are one picture
        if layout is not None:
            marks: list[tuple[QRectF, Suit | None]] = [(layout.column_rect(index), None) for index in range(7)]
            marks += [(layout.foundation_rect(suit), suit) for suit in Suit]
            for rect, suit in marks:
                place = self._place(rect)
                # The same mark over the same rows of the felt is the same picture.
                key = (suit, rect.x() - place.x(), rect.y(), rect.width(), rect.height())
                self._marks.append((rect, place, suit, key))

    def _place(self, rect: QRectF) -> QRectF:
        """Where a mark's picture lies: its corner on a device pixel and its size in whole device pixels,
        so that it is copied over the felt row by row, never blended nor resampled."""
        ratio = self.ratio
        spill = 2 + rect.width() * 0.02  # the outline's pen reaches a little past the rectangle
        bounds = rect.adjusted(-spill, -spill, spill, spill)
        left, top = math.floor(bounds.x() * ratio) / ratio, math.floor(bounds.y() * ratio) / ratio
        width = max(1, math.ceil((bounds.right() - left) * ratio)) / ratio
        height = max(1, math.ceil((bounds.bottom() - top) * ratio)) / ratio
        return QRectF(left, top, width, height)

    def _picture(self, index: int) -> QPixmap:
        """The picture of mark ``index``, with the felt under it (opaque)."""
        rect, place, suit, key = self._marks[index]
        pixmap = self._made.get(key)
        if pixmap is None:
            pixmap = self._made[key] = QPixmap(round(place.width() * self.ratio), round(place.height() * self.ratio))
            pixmap.setDevicePixelRatio(self.ratio)
            painter = QPainter(pixmap)
            painter.translate(-place.x(), -place.y())
            painter.fillRect(place, self.light)
            paint_slot(painter, rect, suit)
            painter.end()
        return pixmap

    def paint(self, painter: QPainter, area: QRectF, hidden: Collection[int] = ()) -> None:
        """Paint the part ``area`` of the felt (in table coordinates), leaving out the marks of the
        piles numbered in ``hidden`` (columns 0 to 6, then the foundations), which a card lies on."""
        painter.fillRect(area, self.light)
        for index, (_rect, place, _suit, _key) in enumerate(self._marks):
            if index not in hidden and place.intersects(area):
                painter.drawPixmap(place.topLeft(), self._picture(index))

    def held_bytes(self) -> int:
        """The memory its pictures drawn so far take (a picture shared by several marks counted once)."""
        return sum(pixmap.width() * pixmap.height() * pixmap.depth() // 8 for pixmap in self._made.values())


def paint_felt(painter: QPainter, area: QRectF, width: int, height: int, layout=None,
               table: str = DEFAULT_TABLE) -> None:
    """The part ``area`` of the felt of a ``width`` x ``height`` table of colour ``table``, with the
    outlines of the columns and foundations of ``layout`` painted in."""
    Felt(width, height, 1.0, layout, table).paint(painter, area)


def render_felt(width: int, height: int, ratio: float, layout=None, table: str = DEFAULT_TABLE) -> QPixmap:
    """The whole felt as one picture (see ``paint_felt``), for a preview or a test."""
    pixmap = _device_pixmap(width, height, ratio)
    painter = QPainter(pixmap)
    Felt(width, height, ratio, layout, table).paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return pixmap
