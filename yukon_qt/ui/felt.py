"""The felt under the cards, in the player's table colour, rendered once per window size.

A felt larger than ``CACHE_LIMIT`` device pixels is not kept as one picture
(a huge window would need gigabytes): it is painted where it shows, when it shows.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient

from yukon_qt.engine import Suit
from yukon_qt.ui.slot_item import paint_slot

DEFAULT_TABLE = "green"
# Each table colour: the felt's centre, middle and edge colours of its radial light.
TABLES: dict[str, tuple[str, str, str]] = {
    "green": ("#2f8f52", "#227340", "#14502b"),
}


def table_title(name: str) -> str:
    """A table colour's name as the player reads it."""
    titles = {
        "green": QCoreApplication.translate("Table", "Green felt"),
    }
    return titles.get(name, name)


_GRAIN: QPixmap | None = None
CACHE_LIMIT = 4096 * 4096  # the most device pixels the felt is kept in as one picture (64 MB)


def _grain() -> QPixmap:
    """A small tile of faint light and dark specks that gives the felt its texture.

    Made from random bytes with byte-wise table lookups (no per-pixel Python loop):
    about one pixel in four is a speck, light or dark, of alpha 6 to 17.
    """
    global _GRAIN
    if _GRAIN is None:
        size = 96
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


def fits_in_cache(width: int, height: int, ratio: float) -> bool:
    """Whether a felt this large is kept as one picture (else it is painted as it shows)."""
    return width * height * ratio * ratio <= CACHE_LIMIT


def paint_felt(painter: QPainter, area: QRectF, width: int, height: int, layout=None,
               table: str = DEFAULT_TABLE) -> None:
    """The part ``area`` of the felt of a ``width`` x ``height`` table of colour ``table``, with the
    outlines of the columns and foundations of ``layout`` painted in."""
    centre = QPointF(width * 0.45, height * 0.4)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    inner, middle, edge = TABLES.get(table, TABLES[DEFAULT_TABLE])
    gradient.setColorAt(0.0, QColor(inner))
    gradient.setColorAt(0.6, QColor(middle))
    gradient.setColorAt(1.0, QColor(edge))
    painter.fillRect(area, gradient)
    grain = _grain()
    # The tiles start at the table's corner, wherever the painted part starts.
    offset = QPointF(area.x() % grain.width(), area.y() % grain.height())
    painter.drawTiledPixmap(area, grain, offset)
    if layout is not None:
        slots: list[tuple[QRectF, Suit | None]] = [(layout.column_rect(index), None) for index in range(7)]
        slots += [(layout.foundation_rect(suit), suit) for suit in Suit]
        for rect, suit in slots:
            spill = 2 + rect.width() * 0.02  # the outline's pen reaches a little past the rectangle
            if rect.adjusted(-spill, -spill, spill, spill).intersects(area):
                paint_slot(painter, rect, suit)


def render_felt(width: int, height: int, ratio: float, layout=None, table: str = DEFAULT_TABLE) -> QPixmap:
    """The whole felt as one picture (see ``paint_felt``)."""
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    paint_felt(painter, QRectF(0, 0, width, height), width, height, layout, table)
    painter.end()
    return pixmap
