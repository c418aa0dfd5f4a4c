"""The green felt under the cards, rendered once per window size."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient

from yukon_qt.engine import Suit
from yukon_qt.ui.slot_item import paint_slot

_GRAIN: QPixmap | None = None


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


def render_felt(width: int, height: int, ratio: float, layout=None) -> QPixmap:
    """The felt, with the outlines of the columns and foundations of ``layout`` painted in."""
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    centre = QPointF(width * 0.45, height * 0.4)
    gradient = QRadialGradient(centre, max(width, height) * 0.75)
    gradient.setColorAt(0.0, QColor("#2f8f52"))
    gradient.setColorAt(0.6, QColor("#227340"))
    gradient.setColorAt(1.0, QColor("#14502b"))
    painter.fillRect(0, 0, width, height, gradient)
    painter.drawTiledPixmap(0, 0, width, height, _grain())
    if layout is not None:
        for index in range(7):
            paint_slot(painter, layout.column_rect(index), None)
        for suit in Suit:
            paint_slot(painter, layout.foundation_rect(suit), suit)
    painter.end()
    return pixmap
