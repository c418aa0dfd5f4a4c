"""The win animation: cards leap off the foundations and bounce across the felt.

Each card leaves a trail painted into one canvas pixmap (the classic
cascade); the canvas is cleared when the celebration ends.  On a table larger
than ``CANVAS_LIMIT`` device pixels the canvas keeps the trails coarser
rather than taking gigabytes.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem

from yukon_qt.engine import FOUNDATIONS
from yukon_qt.ui import speeds
from yukon_qt.ui.table.card_item import CardItem
from yukon_qt.ui.table.zorder import CELEBRATION_Z, TRAILS_Z

GRAVITY = 0.55  # in pixels per frame squared, for a 100-pixel-wide card
BOUNCE = 0.72
CANVAS_LIMIT = 4096 * 4096  # the most pixels the trails are kept in (64 MB)


class TrailCanvas(QGraphicsItem):
    """A transparent picture over the felt that keeps the prints of the bouncing cards."""

    def __init__(self) -> None:
        super().__init__()
        self.pixmap = QPixmap()
        self._size = QSizeF()
        self.setZValue(TRAILS_Z)

    def reset(self, width: int, height: int, ratio: float) -> None:
        self.prepareGeometryChange()
        self._size = QSizeF(width, height)
        self.pixmap = QPixmap()  # the old one goes before a new one is made
        scale = min(ratio, math.sqrt(CANVAS_LIMIT / max(1, width * height)))
        self.pixmap = QPixmap(max(1, round(width * scale)), max(1, round(height * scale)))
        self.pixmap.setDevicePixelRatio(scale)
        self.pixmap.fill(Qt.GlobalColor.transparent)

    def clear(self) -> None:
        if not self.pixmap.isNull():
            self.pixmap.fill(Qt.GlobalColor.transparent)
            self.update()

    def print_card(self, pixmap: QPixmap, at: QPointF) -> None:
        painter = QPainter(self.pixmap)
        painter.drawPixmap(at, pixmap)
        painter.end()
        self.update(QRectF(at, pixmap.deviceIndependentSize()))

    def boundingRect(self) -> QRectF:
        return QRectF(QPointF(0, 0), self._size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.drawPixmap(self.boundingRect(), self.pixmap, QRectF(self.pixmap.rect()))


class Celebration(QObject):
    finished = Signal()

    def __init__(self, scene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.canvas = TrailCanvas()
        self.canvas.hide()
        scene.addItem(self.canvas)
        self._waiting: list[CardItem] = []
        self._flying: list[tuple[CardItem, list[float]]] = []
        self._frame = QTimer(self)
        self._frame.timeout.connect(self._step)
        self._launcher = QTimer(self)
        self._launcher.timeout.connect(self._launch)
        self._random = random.Random()

    @property
    def running(self) -> bool:
        return self._frame.isActive()

    def start(self) -> None:
        """Launch the foundation cards, Kings first, one suit after the other (with animations off, none)."""
        if not speeds.animated():
            return
        scene = self.scene
        piles = [scene.model.cards_of(pile) for pile in FOUNDATIONS]
        order = []
        for rank in range(13, 0, -1):
            for pile in piles:
                if len(pile) >= rank:
                    order.append(scene.cards[pile[rank - 1]])
        if not order:
            return
        scene.frozen = True
        rect = scene.sceneRect()
        ratio = scene.faces.face(order[0].card).devicePixelRatio()
        self.canvas.reset(int(rect.width()), int(rect.height()), ratio)
        self.canvas.show()
        self._waiting = order
        self._flying = []
        self._launcher.start(speeds.celebration_launch())
        self._frame.start(speeds.celebration_frame())
        self._launch()

    def stop(self) -> None:
        """End at once: clear the trails and let the table lay the cards out again."""
        was_running = self.running or self.canvas.isVisible()
        self._launcher.stop()
        self._frame.stop()
        self._waiting, self._flying = [], []
        self.canvas.clear()
        self.canvas.hide()
        self.scene.frozen = False
        for item in self.scene.cards.values():
            item.show()
        if was_running:
            self.scene.settle(animate=False)

    def _launch(self) -> None:
        if not self._waiting:
            self._launcher.stop()
            return
        item = self._waiting.pop(0)
        scale = self.scene.layout.card_width / 100.0
        direction = self._random.choice((-1.0, 1.0))
        velocity = [direction * self._random.uniform(3.0, 7.5) * scale, -self._random.uniform(0.0, 8.0) * scale]
        item.stop()
        item.setZValue(CELEBRATION_Z)
        self._flying.append((item, velocity))

    def _step(self) -> None:
        rect = self.scene.sceneRect()
        layout = self.scene.layout
        gravity = GRAVITY * layout.card_width / 100.0
        still_flying = []
        for item, velocity in self._flying:
            x = item.x() + velocity[0]
            y = item.y() + velocity[1]
            velocity[1] += gravity
            floor = rect.height() - layout.card_height
            if y > floor:
                y = floor
                velocity[1] = -velocity[1] * BOUNCE
            item.setPos(x, y)
            self.canvas.print_card(self.scene.faces.face(item.card), QPointF(x, y))
            if x + layout.card_width < 0 or x > rect.width():
                item.hide()
            else:
                still_flying.append((item, velocity))
        self._flying = still_flying
        if not self._flying and not self._waiting:
            self._frame.stop()
            self.finished.emit()
