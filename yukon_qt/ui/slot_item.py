"""The marks on the felt: empty columns, foundation slots and drop highlights."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from yukon_qt.engine import Suit
from yukon_qt.ui.suit_shapes import draw_suit


class SlotItem(QGraphicsItem):
    """An outline on the felt; a foundation slot shows its suit, an empty column a faint K."""

    def __init__(self, suit: Suit | None = None) -> None:
        super().__init__()
        self.suit = suit
        self._rect = QRectF()
        self.setZValue(-10)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._rect
        if rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = rect.width() * 0.065
        painter.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, rect.width() * 0.015)))
        painter.setBrush(QColor(0, 0, 0, 38))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.suit is not None:
            size = rect.width() * 0.5
            painter.setBrush(QColor(255, 255, 255, 48))
            draw_suit(painter, self.suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2,
                                                 size, size))
        else:
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(6, round(rect.height() * 0.3)))
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 40))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "K")


class HighlightItem(QGraphicsItem):
    """A glowing frame around a place where the dragged cards may go (placement help)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(900)
        self.hide()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.width() * 0.07
        painter.setBrush(QColor(255, 230, 90, 45))
        painter.setPen(QPen(QColor(255, 214, 64, 235), max(2.0, self._rect.width() * 0.03)))
        painter.drawRoundedRect(self._rect.adjusted(-2, -2, 2, 2), radius, radius)
