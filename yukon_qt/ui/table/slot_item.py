"""The marks on the felt (empty columns, foundation slots) and the drop highlights.

The marks never move between two resizes, so they are painted into the felt
picture once (``paint_slot``) rather than being items repainted every frame.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from yukon_qt.engine import Suit
from yukon_qt.ui.decks.rank_letters import rank_letter
from yukon_qt.ui.decks.suit_shapes import draw_suit
from yukon_qt.ui.table.zorder import HIGHLIGHT_Z, HINT_Z


def paint_slot(painter: QPainter, rect: QRectF, suit: Suit | None) -> None:
    """An outline on the felt; a foundation slot shows its suit, an empty column a faint K."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.065
    painter.setPen(QPen(QColor(255, 255, 255, 70), max(1.0, rect.width() * 0.015)))
    painter.setBrush(QColor(0, 0, 0, 38))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if suit is not None:
        size = rect.width() * 0.5
        painter.setBrush(QColor(255, 255, 255, 48))
        draw_suit(painter, suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size))
    else:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(rect.height() * 0.3)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 40))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, rank_letter(13))
    painter.restore()


class HighlightItem(QGraphicsItem):
    """A glowing frame around a place where the dragged cards may go (placement help).

    The frame is drawn once per size into a pixmap; a frame during a drag is a blit.
    """

    MARGIN = 6
    FILL = QColor(255, 230, 90, 45)
    PEN = QColor(255, 214, 64, 235)
    Z = HIGHLIGHT_Z  # its layer on the table (zorder.py), unless made for another

    def __init__(self, z: float | None = None) -> None:
        super().__init__()
        self._rect = QRectF()
        self._pixmap = QPixmap()
        self.setZValue(self.Z if z is None else z)
        self.hide()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        margin = self.MARGIN
        return self._rect.adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        bounds = self.boundingRect()
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        wanted = QSize(round(bounds.width() * ratio), round(bounds.height() * ratio))
        if self._pixmap.size() != wanted or self._pixmap.devicePixelRatio() != ratio:
            self._pixmap = self._render(bounds.width(), bounds.height(), ratio)
        painter.drawPixmap(bounds.topLeft(), self._pixmap)

    def _render(self, width: float, height: float, ratio: float) -> QPixmap:
        pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._draw_frame(painter, width, height)
        painter.end()
        return pixmap

    def _draw_frame(self, painter: QPainter, width: float, height: float) -> None:
        frame = QRectF(0, 0, width, height).adjusted(self.MARGIN - 2, self.MARGIN - 2, 2 - self.MARGIN, 2 - self.MARGIN)
        radius = frame.width() * 0.07
        painter.setBrush(self.FILL)
        painter.setPen(QPen(self.PEN, max(2.0, frame.width() * 0.03)))
        painter.drawRoundedRect(frame, radius, radius)


class HintMark(HighlightItem):
    """A frame in another colour for a hint: around the cards to pick up."""

    FILL = QColor(110, 215, 255, 40)
    PEN = QColor(120, 225, 255, 245)
    Z = HINT_Z
