"""One card on the table: a QGraphicsObject that blits its cached pixmap.

Moves are animated on ``pos`` with QPropertyAnimation; turning over is a
QVariantAnimation that narrows the card to its edge and widens the other side.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject

from yukon_qt.engine import Card
from yukon_qt.ui import speeds
from yukon_qt.ui.table.card_faces import CardFaces
from yukon_qt.ui.table.zorder import FLYING_Z, RESTING_Z

if TYPE_CHECKING:  # the animation classes are made when a card first moves: the first frame has none
    from PySide6.QtCore import QPropertyAnimation, QVariantAnimation


class CardItem(QGraphicsObject):
    def __init__(self, card: Card, faces: CardFaces) -> None:
        super().__init__()
        self.card = card
        self.faces = faces
        self.face_up = False
        self.rest_z = RESTING_Z
        self._lifted = False  # in the player's hand: drawn with a shadow
        self.covered = False  # lies under the next card of its column (set for the first frame only)
        self.cover: CardItem | None = None  # the card that rests on it in its pile, if any
        self._turn_progress = 1.0  # below 1 while turning: 0..0.5 old side, 0.5..1 new side
        # The animations are made when the card first moves or turns: 52 of each cost the start time.
        self._move: QPropertyAnimation | None = None
        self._turn: QVariantAnimation | None = None

    def _move_animation(self) -> QPropertyAnimation:
        if self._move is None:
            from PySide6.QtCore import QEasingCurve, QPropertyAnimation

            self._move = QPropertyAnimation(self, b"pos", self)
            self._move.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._move.finished.connect(self._landed)
        return self._move

    def _turn_animation(self) -> QVariantAnimation:
        if self._turn is None:
            from PySide6.QtCore import QVariantAnimation

            self._turn = QVariantAnimation(self)
            self._turn.setStartValue(0.0)
            self._turn.setEndValue(1.0)
            self._turn.valueChanged.connect(self._turning)
            self._turn.finished.connect(self._turned)
        return self._turn

    # ---------------------------------------------------------------- painting
    def boundingRect(self) -> QRectF:
        size = self.faces.size
        if self._lifted:
            offset = self._shadow_offset()
            return QRectF(0, 0, size.width() + offset.x(), size.height() + offset.y())
        return QRectF(0, 0, size.width(), size.height())

    def scene_rect(self) -> QRectF:
        """Where the card itself lies on the table (its shadow left out)."""
        size = self.faces.size
        return QRectF(self.pos(), QSizeF(size.width(), size.height()))

    def _shadow_offset(self) -> QPointF:
        step = max(2.0, self.faces.size.width() * 0.05)
        return QPointF(step, step * 1.3)

    @property
    def is_lifted(self) -> bool:
        return self._lifted

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self._lifted:
            self.prepareGeometryChange()
            self._lifted = lifted
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._lifted:
            painter.drawPixmap(self._shadow_offset(), self.faces.shadow())
        showing_face = self.face_up
        progress = self._turn_progress
        if progress < 0.5:
            showing_face = not showing_face
        if not showing_face:
            pixmap = self.faces.back()
        elif self.covered:
            pixmap = self.faces.covered_face(self.card)
        else:
            pixmap = self.faces.face(self.card)
        if progress >= 1.0:
            shown = self._shown_height()
            if shown is None:
                painter.drawPixmap(QPointF(0, 0), pixmap)
            elif shown > 0:  # only the strip the card on top leaves to see: far fewer pixels to blend
                ratio = pixmap.devicePixelRatio()
                painter.drawPixmap(QPointF(0, 0), pixmap, QRectF(0, 0, pixmap.width(), math.ceil(shown * ratio)))
            return
        squeeze = abs(1.0 - 2.0 * progress)
        width = self.faces.size.width()
        painter.save()
        painter.translate(width / 2, 0)
        painter.scale(max(squeeze, 0.01), 1.0)
        painter.translate(-width / 2, 0)
        painter.drawPixmap(QPointF(0, 0), pixmap)
        painter.restore()

    def lies_still_at(self, point: QPointF) -> bool:
        """Whether the card lies at ``point``, whole and opaque: not in the hand, not turning, not fading."""
        return (not self._lifted and self._turn_progress >= 1.0 and self.x() == point.x() and self.y() == point.y()
                and self.isVisible() and self.opacity() >= 1.0)

    def _shown_height(self) -> float | None:
        """How much of the card shows from its top when a card rests on it, or None when it all may show.

        Only a card lying still on this one, straight below it, whole and opaque, hides the rest;
        whenever it moves, lifts or turns, its old place is repainted and this card is drawn whole.
        """
        cover = self.cover
        if (cover is None or cover._lifted or cover._turn_progress < 1.0 or cover.x() != self.x()
                or cover.zValue() <= self.zValue() or not cover.isVisible() or cover.opacity() < 1.0):
            return None
        offset = cover.y() - self.y()
        size = self.faces.size
        if not 0 <= offset < size.height():
            return None
        if offset == 0:
            return 0.0  # a card under another in a foundation: nothing of it shows
        # The corners of the card on top are rounded: the part they leave open shows too.
        return min(float(size.height()), offset + size.width() * 0.1 + 2)

    def size_changed(self) -> None:
        self.prepareGeometryChange()
        self.update()

    # ---------------------------------------------------------------- movement
    @property
    def moving(self) -> bool:
        move, turn = self._move, self._turn  # made when the card first moves or turns
        return ((move is not None and move.state() == move.State.Running)
                or (turn is not None and turn.state() == turn.State.Running))

    def glide_to(self, target: QPointF, duration: int, flight_z: float = FLYING_Z) -> None:
        """Animate to ``target``; the card flies over the others and settles at ``rest_z``.

        A duration of 0 (animations off) puts the card there at once: nothing is left running.
        """
        self.stop()
        if self.pos() == target:
            self.setZValue(self.rest_z)
            return
        if duration <= 0:
            self.setPos(target)
            self.setZValue(self.rest_z)
            return
        self.setZValue(flight_z)
        move = self._move_animation()
        move.setDuration(duration)
        move.setStartValue(self.pos())
        move.setEndValue(target)
        move.start()

    def place_at(self, target: QPointF) -> None:
        """Put the card at ``target`` at once (layout changes, new deals)."""
        self.stop()
        self.setPos(target)
        self.setZValue(self.rest_z)

    def stop(self) -> None:
        if self._move is not None:
            self._move.stop()

    def _landed(self) -> None:
        self.setZValue(self.rest_z)

    # ----------------------------------------------------------------- turning
    def set_face_up(self, face_up: bool, animate: bool) -> None:
        """Show the face (or the back); turning over takes ``speeds.turn()``, or no time when that is 0."""
        if face_up == self.face_up:
            return
        self.face_up = face_up
        duration = speeds.turn() if animate else 0
        if duration > 0:
            self._turn_progress = 0.0
            turn = self._turn_animation()
            turn.stop()
            turn.setDuration(duration)
            turn.start()
        else:
            if self._turn is not None:
                self._turn.stop()
            self._turn_progress = 1.0
        self.update()

    def _turning(self, value: float) -> None:
        self._turn_progress = float(value)
        self.update()

    def _turned(self) -> None:
        self._turn_progress = 1.0
        self.update()
