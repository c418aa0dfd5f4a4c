"""The felt under the cards, in the player's table colour.

A whole-table picture costs a copy of every pixel on each full repaint (33 MB
on a 2x screen at 1920x1080), which is most of a frame.  So the felt is kept
as one narrow strip, as tall as the table, that holds its light (darker to
the top and bottom) and its grain, and is tiled across the table: each row
of the table reads the same few hundred pixels, which stay in the processor's
cache, and the strip weighs a few megabytes whatever the table's width.  The
marks of the columns and foundations are kept as small pictures of their own.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPixmap

from yukon_qt.engine import Suit
from yukon_qt.ui.slot_item import paint_slot

DEFAULT_TABLE = "green"
# Each table colour: the felt's light, middle and edge colours, from its lit band to its top and bottom edges.
TABLES: dict[str, tuple[str, str, str]] = {
    "green": ("#2f8f52", "#227340", "#14502b"),
    "blue": ("#2f6fae", "#235a92", "#143a63"),
    "dark": ("#363b43", "#2a2e35", "#17191d"),
}
GRAIN_SIZE = 96  # the grain tile's side, in logical pixels
STRIP_WIDTH = 2 * GRAIN_SIZE  # the kept strip's width: whole grain tiles, so the strips join unseen


def table_title(name: str) -> str:
    """A table colour's name as the player reads it."""
    titles = {
        "green": QCoreApplication.translate("Table", "Green felt"),
        "blue": QCoreApplication.translate("Table", "Blue felt"),
        "dark": QCoreApplication.translate("Table", "Dark table"),
    }
    return titles.get(name, name)


_GRAIN: QPixmap | None = None


def _grain() -> QPixmap:
    """A small tile of faint light and dark specks that gives the felt its texture.

    Made from random bytes with byte-wise table lookups (no per-pixel Python loop):
    about one pixel in four is a speck, light or dark, of alpha 6 to 17.
    """
    global _GRAIN
    if _GRAIN is None:
        size = GRAIN_SIZE
        # A random byte below 72 makes a speck: its alpha and shade come from the byte.
        alpha = bytes(6 + value % 12 if value < 72 else 0 for value in range(256))
        light = bytes(6 + value % 12 if value < 72 and (value // 12) % 2 == 0 else 0 for value in range(256))
        noise = random.Random(7).randbytes(size * size)
        pixels = bytearray(size * size * 4)  # RGBA, premultiplied: a light speck is (a, a, a, a)
        shade = noise.translate(light)
        pixels[0::4] = shade
        pixels[1::4] = shade
        pixels[2::4] = shade
        pixels[3::4] = noise.translate(alpha)
        data = bytes(pixels)  # the image reads this buffer: it is kept alive until the pixmap is made
        image = QImage(data, size, size, size * 4, QImage.Format.Format_RGBA8888_Premultiplied)
        _GRAIN = QPixmap.fromImage(image)
    return _GRAIN


def _device_pixmap(width: float, height: float, ratio: float) -> QPixmap:
    pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class Felt:
    """The felt of one table size, device pixel ratio and colour, ready to paint any part of quickly."""

    def __init__(self, width: int, height: int, ratio: float, layout=None, table: str = DEFAULT_TABLE) -> None:
        self.width, self.height, self.ratio = width, height, ratio
        self.strip = self._render_strip(height, ratio, table)
        self._device_strip = QPixmap(self.strip)  # the same pixels, taken as device pixels
        self._device_strip.setDevicePixelRatio(1.0)
        self.slots: list[tuple[QRectF, QPixmap]] = []  # where each mark lies, and its picture
        if layout is not None:
            places: list[tuple[QRectF, Suit | None]] = [(layout.column_rect(index), None) for index in range(7)]
            places += [(layout.foundation_rect(suit), suit) for suit in Suit]
            self.slots = [self._render_slot(rect, suit, ratio) for rect, suit in places]

    @staticmethod
    def _render_strip(height: int, ratio: float, table: str) -> QPixmap:
        strip = _device_pixmap(STRIP_WIDTH, height, ratio)
        light, middle, edge = (QColor(colour) for colour in TABLES.get(table, TABLES[DEFAULT_TABLE]))
        gradient = QLinearGradient(QPointF(0, 0), QPointF(0, max(1, height)))
        gradient.setColorAt(0.0, middle)
        gradient.setColorAt(0.38, light)
        gradient.setColorAt(0.75, middle)
        gradient.setColorAt(1.0, edge)
        painter = QPainter(strip)
        painter.fillRect(QRectF(0, 0, STRIP_WIDTH, height + 1), gradient)
        painter.drawTiledPixmap(QRectF(0, 0, STRIP_WIDTH, height + 1), _grain())
        painter.end()
        return strip

    @staticmethod
    def _render_slot(rect: QRectF, suit: Suit | None, ratio: float) -> tuple[QRectF, QPixmap]:
        """A mark's picture, its corner on a device pixel so that it is copied, never resampled."""
        spill = 2 + rect.width() * 0.02  # the outline's pen reaches a little past the rectangle
        bounds = rect.adjusted(-spill, -spill, spill, spill)
        left, top = math.floor(bounds.x() * ratio) / ratio, math.floor(bounds.y() * ratio) / ratio
        place = QRectF(left, top, bounds.right() - left, bounds.bottom() - top)
        pixmap = _device_pixmap(place.width(), place.height(), ratio)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        painter.translate(-left, -top)
        paint_slot(painter, rect, suit)
        painter.end()
        return QRectF(place.topLeft(), pixmap.deviceIndependentSize()), pixmap

    def paint(self, painter: QPainter, area: QRectF) -> None:
        """Paint the part ``area`` of the felt (in table coordinates)."""
        ratio = self.ratio
        if ratio == 1.0:
            painter.drawTiledPixmap(area, self.strip, QPointF(area.x() % STRIP_WIDTH, area.y()))
        else:
            # In device pixels: Qt tiles a picture of another ratio than the painter's pixel by pixel,
            # and this one of ratio 1 in the painter's own unit as whole rows (several times faster).
            painter.save()
            painter.scale(1 / ratio, 1 / ratio)
            painter.drawTiledPixmap(QRectF(area.x() * ratio, area.y() * ratio, area.width() * ratio,
                                           area.height() * ratio),
                                    self._device_strip, QPointF((area.x() % STRIP_WIDTH) * ratio, area.y() * ratio))
            painter.restore()
        for place, pixmap in self.slots:
            if place.intersects(area):
                painter.drawPixmap(place.topLeft(), pixmap)

    def held_bytes(self) -> int:
        """The memory its pictures take."""
        pixmaps = [self.strip] + [pixmap for _place, pixmap in self.slots]
        return sum(pixmap.width() * pixmap.height() * pixmap.depth() // 8 for pixmap in pixmaps)


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
