"""The green felt under the cards, rendered once per window size."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QRadialGradient

from yukon_qt.engine import Suit
from yukon_qt.ui.slot_item import paint_slot

_GRAIN: QPixmap | None = None


def _grain() -> QPixmap:
    """A small tile of faint light and dark specks that gives the felt its texture."""
    global _GRAIN
    if _GRAIN is None:
        size = 96
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        generator = random.Random(7)
        for _ in range(size * size // 3):
            x, y = generator.randrange(size), generator.randrange(size)
            alpha = generator.randrange(6, 18)
            shade = 255 if generator.random() < 0.5 else 0
            image.setPixelColor(x, y, QColor(shade, shade, shade, alpha))
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
