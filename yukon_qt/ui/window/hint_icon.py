"""The Hint button's icon, a lit bulb drawn by the game itself.

The style's question mark (``QStyle.SP_MessageBoxQuestion``) is not drawn by every style:
under Windows' styles the Hint button stayed blank while New game, Restart, Undo and Redo had
their icons. A bulb painted here looks the same in every style and at every size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

SIZES = (16, 20, 22, 24, 32, 40, 48, 64)  # toolbar sizes of the styles, and twice them for high DPI screens
GLASS = QColor(255, 204, 51)
OUTLINE = QColor(125, 90, 0)
BASE = QColor(105, 110, 120)


def hint_icon() -> QIcon:
    icon = QIcon()
    for size in SIZES:
        icon.addPixmap(_bulb(size))
    return icon


def _bulb(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size, size)
    glass = QPainterPath()
    glass.addEllipse(QPointF(0.5, 0.37), 0.3, 0.3)
    neck = QPainterPath()
    neck.addRect(QRectF(0.36, 0.52, 0.28, 0.2))
    painter.setPen(QPen(OUTLINE, max(1.0 / size, 0.06)))
    painter.setBrush(GLASS)
    painter.drawPath(glass.united(neck))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BASE)
    painter.drawRoundedRect(QRectF(0.35, 0.75, 0.3, 0.09), 0.03, 0.03)
    painter.drawRoundedRect(QRectF(0.4, 0.86, 0.2, 0.08), 0.03, 0.03)
    painter.end()
    return pixmap
