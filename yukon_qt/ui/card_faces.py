"""The deck, drawn by the project with QPainter and cached per size.

Each face and the back are rendered once for a given card size and device
pixel ratio into a QPixmap; card items only blit those pixmaps, so a frame
never repaints a card from scratch.  ``INDEX_HEIGHT`` tells the table how
much of a covered card must stay visible for its corner index to be read.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from yukon_qt.engine import Card, Suit
from yukon_qt.ui.suit_shapes import draw_suit

ASPECT = 1.4  # height / width, like a poker card (2.5 x 3.5 in)
INDEX_HEIGHT = 0.175  # share of the card height taken by the top index strip
FAN_STEP = 0.26  # the most of a covered face-up card a column shows (its fan step), in card heights

RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
TWO_COLOURS = {
    Suit.SPADES: QColor("#161616"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#c8102e"),
    Suit.CLUBS: QColor("#161616"),
}
FOUR_COLOURS = {
    Suit.SPADES: QColor("#161616"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#1756c4"),
    Suit.CLUBS: QColor("#12803a"),
}

# Pip centres for 2..10: (column, row); column -1/0/1, row 0 (top) .. 1 (bottom).
_THIRD, _SIXTH = 1 / 3, 1 / 6
PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, _THIRD), (1, _THIRD), (0, 0.5), (-1, 2 * _THIRD), (1, 2 * _THIRD), (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, _SIXTH), (-1, _THIRD), (1, _THIRD), (-1, 2 * _THIRD), (1, 2 * _THIRD),
         (0, 5 * _SIXTH), (-1, 1), (1, 1)],
}


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def suit_colour(suit: Suit, four_colours: bool) -> QColor:
    return (FOUR_COLOURS if four_colours else TWO_COLOURS)[suit]


class CardFaces:
    """Renders and caches the card pixmaps for one size at a time."""

    def __init__(self) -> None:
        self._size = QSize()
        self._ratio = 1.0
        self.four_colours = False
        self._cache: dict[object, QPixmap] = {}

    # ---------------------------------------------------------------- settings
    def set_size(self, width: int, ratio: float) -> bool:
        """Use cards ``width`` logical pixels wide; returns whether anything changed."""
        size = QSize(width, round(width * ASPECT))
        if size == self._size and ratio == self._ratio:
            return False
        self._size, self._ratio = size, ratio
        self._cache.clear()
        return True

    def set_four_colours(self, on: bool) -> bool:
        if on == self.four_colours:
            return False
        self.four_colours = on
        self._cache.clear()
        return True

    @property
    def size(self) -> QSize:
        return self._size

    # ----------------------------------------------------------------- pixmaps
    def face(self, card: Card) -> QPixmap:
        pixmap = self._cache.get(card)
        if pixmap is None:
            pixmap = self._cache[card] = self._render(lambda p, w, h: self._paint_face(p, card, w, h))
        return pixmap

    def covered_face(self, card: Card) -> QPixmap:
        """The face as a covered card shows it, for a quicker first frame: the whole outline, and
        the rest only down to just below what a column's fan shows (so no pips, no lower index).
        The whole face when it is already made."""
        pixmap = self._cache.get(card)
        if pixmap is None:
            key = ("covered", card)
            pixmap = self._cache.get(key)
            if pixmap is None:
                pixmap = self._cache[key] = self._render(lambda p, w, h: self._paint_face(p, card, w, h, False))
        return pixmap

    def drop_covered_faces(self) -> None:
        for key in [key for key in self._cache if isinstance(key, tuple)]:
            del self._cache[key]

    def back(self) -> QPixmap:
        pixmap = self._cache.get("back")
        if pixmap is None:
            pixmap = self._cache["back"] = self._render(self._paint_back)
        return pixmap

    def shadow(self) -> QPixmap:
        """A soft shadow as large as a card, drawn under cards in the player's hand."""
        pixmap = self._cache.get("shadow")
        if pixmap is None:
            pixmap = self._cache["shadow"] = self._render(self._paint_shadow)
        return pixmap

    def _render(self, paint) -> QPixmap:
        width, height = self._size.width(), self._size.height()
        pixmap = QPixmap(max(1, round(width * self._ratio)), max(1, round(height * self._ratio)))
        pixmap.setDevicePixelRatio(self._ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        paint(painter, float(width), float(height))
        painter.end()
        return pixmap

    # ---------------------------------------------------------------- painting
    @staticmethod
    def _outline(width: float, height: float) -> tuple[QRectF, float]:
        return QRectF(0.5, 0.5, width - 1.0, height - 1.0), max(3.0, width * 0.065)

    def _paint_face(self, painter: QPainter, card: Card, width: float, height: float, whole: bool = True) -> None:
        rect, radius = self._outline(width, height)
        painter.setPen(QPen(QColor("#8a8f96"), 1.0))
        painter.setBrush(QColor("#fffdf7"))
        painter.drawRoundedRect(rect, radius, radius)
        if not whole:  # as much as a fan can show, and a little more for rounding and smoothing
            painter.setClipRect(QRectF(0, 0, width, math.ceil(FAN_STEP * height) + 2))
        colour = suit_colour(card.suit, self.four_colours)
        self._paint_index(painter, card, colour, width, height)
        painter.save()
        painter.translate(width, height)
        painter.rotate(180)
        self._paint_index(painter, card, colour, width, height)
        painter.restore()
        if card.rank == 1:
            size = width * 0.46
            painter.setBrush(colour)
            draw_suit(painter, card.suit, QRectF((width - size) / 2, (height - size) / 2, size, size))
        elif card.rank <= 10:
            self._paint_pips(painter, card, colour, width, height)
        else:
            self._paint_court(painter, card, colour, width, height)

    @staticmethod
    def _index_font(height: float, rank: int) -> QFont:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(6, round(height * 0.14)))
        if rank == 10:
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
        return font

    def _paint_index(self, painter: QPainter, card: Card, colour: QColor, width: float, height: float) -> None:
        """Rank and a small suit side by side in the top strip, readable on a covered card."""
        font = self._index_font(height, card.rank)
        painter.setFont(font)
        painter.setPen(colour)
        text = rank_text(card.rank)
        left, top = width * 0.055, height * 0.022
        strip = height * (INDEX_HEIGHT - 0.03)
        text_rect = QRectF(left, top, width * 0.5, strip)
        bounds = painter.boundingRect(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        symbol = strip * 0.68
        painter.setBrush(colour)
        draw_suit(painter, card.suit,
                  QRectF(bounds.right() + width * 0.025, top + (strip - symbol) / 2, symbol, symbol))

    def _paint_pips(self, painter: QPainter, card: Card, colour: QColor, width: float, height: float) -> None:
        painter.setBrush(colour)
        # Rows start below the part of the card a fanned column shows, so a
        # covered card shows its index on a clean strip.
        size = width * 0.155
        left, right = width * 0.3, width * 0.7
        top, bottom = height * 0.33, height * 0.67
        for column, row in PIPS[card.rank]:
            x = (left + right) / 2 + column * (right - left) / 2
            y = top + row * (bottom - top)
            draw_suit(painter, card.suit, QRectF(x - size / 2, y - size / 2, size, size), upside_down=row > 0.5)

    def _paint_court(self, painter: QPainter, card: Card, colour: QColor, width: float, height: float) -> None:
        """Jack, Queen and King: a tinted frame with a large letter and the suit."""
        frame = QRectF(width * 0.2, height * 0.275, width * 0.6, height * 0.45)
        tint = QColor(colour)
        tint.setAlpha(28)
        gradient = QLinearGradient(frame.topLeft(), frame.bottomRight())
        gradient.setColorAt(0, tint)
        light = QColor(colour)
        light.setAlpha(10)
        gradient.setColorAt(1, light)
        painter.setBrush(gradient)
        painter.setPen(QPen(colour, max(1.0, width * 0.012)))
        painter.drawRoundedRect(frame, width * 0.04, width * 0.04)
        font = QFont("serif")
        font.setStyleHint(QFont.StyleHint.Serif)
        font.setBold(True)
        font.setPixelSize(max(8, round(height * 0.24)))
        painter.setFont(font)
        painter.setPen(colour)
        letter_box = QRectF(frame.left(), frame.top(), frame.width(), frame.height() * 0.6)
        painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, rank_text(card.rank))
        size = frame.width() * 0.38
        painter.setBrush(colour)
        draw_suit(painter, card.suit,
                  QRectF(frame.center().x() - size / 2, frame.top() + frame.height() * 0.6, size, size))

    def _paint_shadow(self, painter: QPainter, width: float, height: float) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        radius = width * 0.08
        for step in range(5):
            inset = step * width * 0.012
            painter.setBrush(QColor(0, 0, 0, 22))
            painter.drawRoundedRect(QRectF(inset, inset, width - 2 * inset, height - 2 * inset), radius, radius)

    def _paint_back(self, painter: QPainter, width: float, height: float) -> None:
        rect, radius = self._outline(width, height)
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
            box = QRectF(centre.x() + dx * ring * 0.45 - size / 2, centre.y() + dy * ring * 0.45 - size / 2,
                         size, size)
            draw_suit(painter, suit, box)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, width * 0.01)))
        painter.drawRoundedRect(inner.adjusted(width * 0.03, width * 0.03, -width * 0.03, -width * 0.03),
                                inner_radius * 0.7, inner_radius * 0.7)
