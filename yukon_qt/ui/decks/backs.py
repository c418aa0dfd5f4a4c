"""The card backs any deck can be shown with, each one painter function.

A back paints into a ``width`` x ``height`` card; ``BACKS`` lists them in the
order the Looks preferences offer them, ``DECK_BACK`` names a deck's own back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from yukon_qt.engine import Suit
from yukon_qt.ui.decks.base import card_outline
from yukon_qt.ui.decks.classic import suit_colour
from yukon_qt.ui.suit_shapes import draw_suit

DECK_BACK = "deck"  # the deck's own back, for a deck that has one
DEFAULT_BACK = "blue"

BackPainter = Callable[[QPainter, float, float], None]


def paint_blue(painter: QPainter, width: float, height: float) -> None:
    """Deep blue with a diamond lattice and the four suits in a ring."""
    rect, radius = card_outline(width, height)
    painter.setPen(QPen(QColor("#6b7280"), 1.0))
    painter.setBrush(QColor("#fbfaf6"))
    painter.drawRoundedRect(rect, radius, radius)
    inset = width * 0.04  # thin margin: a squeezed face-down fan still shows the pattern
    inner = rect.adjusted(inset, inset, -inset, -inset)
    inner_radius = max(2.0, radius - inset * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(inner, inner_radius, inner_radius)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor("#1d4f91"))
    gradient.setColorAt(1, QColor("#123461"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(clip)
    painter.save()
    painter.setClipPath(clip)
    step = width * 0.11
    painter.setPen(QPen(QColor(255, 255, 255, 52), max(1.0, width * 0.012)))
    span = int((inner.width() + inner.height()) / step) + 2
    for i in range(-span, span):
        x = inner.left() + i * step
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
    painter.restore()
    # A small emblem in the middle: the four suits in a ring.
    centre = inner.center()
    ring = width * 0.2
    painter.setBrush(QColor("#fbfaf6"))
    painter.setPen(QPen(QColor("#c9a227"), max(1.0, width * 0.018)))
    painter.drawEllipse(centre, ring, ring)
    size = ring * 0.62
    offsets = ((0, -1), (1, 0), (0, 1), (-1, 0))
    for suit, (dx, dy) in zip(Suit, offsets, strict=True):
        painter.setBrush(suit_colour(suit, False))
        box = QRectF(centre.x() + dx * ring * 0.45 - size / 2, centre.y() + dy * ring * 0.45 - size / 2, size, size)
        draw_suit(painter, suit, box)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, width * 0.01)))
    painter.drawRoundedRect(inner.adjusted(width * 0.03, width * 0.03, -width * 0.03, -width * 0.03),
                            inner_radius * 0.7, inner_radius * 0.7)


BACKS: dict[str, BackPainter] = {"blue": paint_blue}


def back_title(name: str) -> str:
    """A built-in back's name as the player reads it."""
    titles = {
        "blue": QCoreApplication.translate("Deck", "Blue lattice"),
        DECK_BACK: QCoreApplication.translate("Deck", "The deck's own back"),
    }
    return titles.get(name, name)
