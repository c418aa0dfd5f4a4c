"""The four suit symbols as painter paths in a unit square, drawn by the project.

Drawing the shapes ourselves (instead of using font glyphs) keeps every
platform's cards identical and sharp at any size.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from yukon_qt.engine import Suit


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.95))
    path.cubicTo(0.38, 0.8, 0.02, 0.6, 0.02, 0.32)
    path.cubicTo(0.02, 0.12, 0.18, 0.03, 0.29, 0.03)
    path.cubicTo(0.4, 0.03, 0.48, 0.12, 0.5, 0.22)
    path.cubicTo(0.52, 0.12, 0.6, 0.03, 0.71, 0.03)
    path.cubicTo(0.82, 0.03, 0.98, 0.12, 0.98, 0.32)
    path.cubicTo(0.98, 0.6, 0.62, 0.8, 0.5, 0.95)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.02))
    path.cubicTo(0.62, 0.2, 0.98, 0.38, 0.98, 0.6)
    path.cubicTo(0.98, 0.78, 0.84, 0.86, 0.72, 0.86)
    path.cubicTo(0.62, 0.86, 0.55, 0.8, 0.52, 0.74)
    path.cubicTo(0.54, 0.85, 0.6, 0.94, 0.72, 0.98)
    path.lineTo(0.28, 0.98)
    path.cubicTo(0.4, 0.94, 0.46, 0.85, 0.48, 0.74)
    path.cubicTo(0.45, 0.8, 0.38, 0.86, 0.28, 0.86)
    path.cubicTo(0.16, 0.86, 0.02, 0.78, 0.02, 0.6)
    path.cubicTo(0.02, 0.38, 0.38, 0.2, 0.5, 0.02)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.66, 0.28, 0.9, 0.5)
    path.quadTo(0.66, 0.72, 0.5, 1.0)
    path.quadTo(0.34, 0.72, 0.1, 0.5)
    path.quadTo(0.34, 0.28, 0.5, 0.0)
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    radius = 0.225
    for x, y in ((0.5, 0.25), (0.255, 0.585), (0.745, 0.585)):
        path.addEllipse(QPointF(x, y), radius, radius)
    path.addEllipse(QPointF(0.5, 0.52), 0.12, 0.12)
    stem = QPainterPath(QPointF(0.46, 0.55))
    stem.cubicTo(0.46, 0.8, 0.4, 0.92, 0.28, 0.98)
    stem.lineTo(0.72, 0.98)
    stem.cubicTo(0.6, 0.92, 0.54, 0.8, 0.54, 0.55)
    stem.closeSubpath()
    path.addPath(stem)
    return path.simplified()


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The outline of ``suit`` in the square (0, 0)-(1, 1)."""
    return {Suit.SPADES: _spade, Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.CLUBS: _club}[suit]()


def draw_suit(painter: QPainter, suit: Suit, box: QRectF, upside_down: bool = False) -> None:
    """Fill the suit symbol into ``box`` with the painter's current brush."""
    painter.save()
    painter.translate(box.center())
    if upside_down:
        painter.rotate(180)
    painter.scale(box.width(), box.height())
    painter.translate(-0.5, -0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(suit_path(suit))
    painter.restore()
