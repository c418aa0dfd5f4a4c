"""The card backs any deck can be shown with, each one painter function.

A back paints into a ``width`` x ``height`` card; ``BACKS`` lists them in the
order the Looks preferences offer them, ``DECK_BACK`` names a deck's own back.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from yukon_qt.engine import Suit
from yukon_qt.ui.decks.base import card_outline
from yukon_qt.ui.decks.classic import suit_colour
from yukon_qt.ui.decks.suit_shapes import draw_suit

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
    pen_width = max(1.0, width * 0.012)
    painter.setPen(QPen(QColor(255, 255, 255, 52), pen_width))
    # Only the lines that cross the field, drawn in one call: the back is on the first frame.
    reach = pen_width + 1
    first = math.floor(-(inner.height() + reach) / step)
    last = math.ceil((inner.width() + reach) / step)
    lattice = []
    for i in range(first, last + 1):
        x = inner.left() + i * step
        lattice.append(QLineF(x, inner.top(), x + inner.height(), inner.bottom()))
        lattice.append(QLineF(x, inner.bottom(), x + inner.height(), inner.top()))
    painter.drawLines(lattice)
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


def _ground(painter: QPainter, width: float, height: float, light: str, dark: str) -> tuple[QRectF, QPainterPath]:
    """A white-edged card with a coloured field; returns the field and its outline (to clip a pattern to)."""
    rect, radius = card_outline(width, height)
    painter.setPen(QPen(QColor("#6b7280"), 1.0))
    painter.setBrush(QColor("#fbfaf6"))
    painter.drawRoundedRect(rect, radius, radius)
    inset = width * 0.04
    inner = rect.adjusted(inset, inset, -inset, -inset)
    inner_radius = max(2.0, radius - inset * 0.6)
    field = QPainterPath()
    field.addRoundedRect(inner, inner_radius, inner_radius)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0, QColor(light))
    gradient.setColorAt(1, QColor(dark))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawPath(field)
    return inner, field


def _border(painter: QPainter, inner: QRectF, width: float, colour: QColor) -> None:
    """A thin line just inside the coloured field."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, max(1.0, width * 0.012)))
    margin = width * 0.03
    painter.drawRoundedRect(inner.adjusted(margin, margin, -margin, -margin), width * 0.03, width * 0.03)


def paint_red(painter: QPainter, width: float, height: float) -> None:
    """Deep red with a fine check of diamonds and a gold rosette."""
    inner, field = _ground(painter, width, height, "#b3202f", "#6e0f1a")
    painter.save()
    painter.setClipPath(field)
    step = width * 0.085
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 34))
    rows = int(inner.height() / step) + 2
    columns = int(inner.width() / step) + 2
    for row in range(rows):
        for column in range(columns):
            if (row + column) % 2:
                continue
            x, y = inner.left() + column * step, inner.top() + row * step
            painter.drawPolygon([QPointF(x, y - step * 0.5), QPointF(x + step * 0.5, y),
                                 QPointF(x, y + step * 0.5), QPointF(x - step * 0.5, y)])
    painter.restore()
    centre = inner.center()
    gold = QColor("#d9a521")
    painter.setPen(QPen(QColor("#7a5210"), max(0.8, width * 0.008)))
    painter.setBrush(gold)
    petal = width * 0.11
    for turn in range(8):
        painter.save()
        painter.translate(centre)
        painter.rotate(turn * 45)
        leaf = QPainterPath(QPointF(0, 0))
        leaf.quadTo(petal * 0.55, -petal * 0.7, 0, -petal * 1.6)
        leaf.quadTo(-petal * 0.55, -petal * 0.7, 0, 0)
        painter.drawPath(leaf)
        painter.restore()
    painter.setBrush(QColor("#8e1524"))
    painter.drawEllipse(centre, petal * 0.42, petal * 0.42)
    _border(painter, inner, width, QColor(255, 230, 170, 150))


def paint_green(painter: QPainter, width: float, height: float) -> None:
    """Forest green with rows of scales, like waves, and a gold ring."""
    inner, field = _ground(painter, width, height, "#2d7a4b", "#123d25")
    painter.save()
    painter.setClipPath(field)
    radius = width * 0.07
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, width * 0.01)))
    rows = int(inner.height() / radius) + 3
    columns = int(inner.width() / (2 * radius)) + 3
    for row in range(rows):
        y = inner.top() + row * radius
        shift = radius if row % 2 else 0.0
        for column in range(-1, columns):
            x = inner.left() + column * 2 * radius + shift
            painter.drawArc(QRectF(x - radius, y - radius, 2 * radius, 2 * radius), 180 * 16, 180 * 16)
    painter.restore()
    centre = inner.center()
    ring = width * 0.17
    painter.setPen(QPen(QColor("#d9a521"), max(1.0, width * 0.022)))
    painter.setBrush(QColor("#174d2e"))
    painter.drawEllipse(centre, ring, ring)
    painter.setPen(QPen(QColor("#d9a521"), max(0.8, width * 0.008)))
    painter.drawEllipse(centre, ring * 0.78, ring * 0.78)
    size = ring * 0.9
    painter.setBrush(QColor("#e6c15a"))
    draw_suit(painter, Suit.CLUBS, QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size))
    _border(painter, inner, width, QColor(255, 255, 255, 110))


def paint_dark(painter: QPainter, width: float, height: float) -> None:
    """Midnight blue-black with gold rays from the middle and a gold star, for a dark table."""
    inner, field = _ground(painter, width, height, "#262c3a", "#0d1018")
    centre = inner.center()
    painter.save()
    painter.setClipPath(field)
    reach = inner.width() + inner.height()
    painter.setPen(QPen(QColor(217, 165, 33, 70), max(1.0, width * 0.009)))
    for turn in range(36):
        painter.save()
        painter.translate(centre)
        painter.rotate(turn * 10)
        painter.drawLine(QPointF(0, -width * 0.16), QPointF(0, -reach))
        painter.restore()
    painter.restore()
    gold = QColor("#d9a521")
    star = QPainterPath()
    outer, inside = width * 0.14, width * 0.055
    for point in range(16):
        radius = outer if point % 2 == 0 else inside
        angle = math.radians(point * 22.5 - 90)
        corner = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        if point == 0:
            star.moveTo(corner)
        else:
            star.lineTo(corner)
    star.closeSubpath()
    painter.setPen(QPen(QColor("#7a5210"), max(0.8, width * 0.006)))
    painter.setBrush(gold)
    painter.drawPath(star)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(gold, max(1.0, width * 0.012)))
    painter.drawEllipse(centre, width * 0.19, width * 0.19)
    _border(painter, inner, width, QColor(217, 165, 33, 200))


BACKS: dict[str, BackPainter] = {"blue": paint_blue, "red": paint_red, "green": paint_green, "dark": paint_dark}


def back_title(name: str) -> str:
    """A built-in back's name as the player reads it."""
    titles = {
        "blue": QCoreApplication.translate("Deck", "Blue lattice"),
        "red": QCoreApplication.translate("Deck", "Red rosette"),
        "green": QCoreApplication.translate("Deck", "Green waves"),
        "dark": QCoreApplication.translate("Deck", "Midnight star"),
        DECK_BACK: QCoreApplication.translate("Deck", "The deck's own back"),
    }
    return titles.get(name, name)
