"""The card pictures of the current deck, cached per size and device pixel ratio.

Each face and the back are rendered once for a given card size and device
pixel ratio into a QPixmap; card items only blit those pixmaps, so a frame
never repaints a card from scratch.  The pictures are made again only when
the size, the ratio, the deck, the back, the four-colour option or the language's court
letters change.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from yukon_qt.engine import Card
from yukon_qt.ui.decks import Deck, find_deck, renderers
from yukon_qt.ui.decks.backs import BACKS, DECK_BACK, DEFAULT_BACK
from yukon_qt.ui.decks.base import BUILT_IN, PICTURE_HINTS
from yukon_qt.ui.decks.classic import ClassicDeck
from yukon_qt.ui.decks.rank_letters import court_letters

Paint = Callable[[QPainter, float, float], None]


def card_size(width: int, aspect: float) -> QSize:
    """A card picture's size in logical pixels: ``width`` wide, as tall as the deck's shape makes it."""
    return QSize(width, round(width * aspect))


def device_size(size: QSize, ratio: float) -> tuple[int, int]:
    """The device pixels of a picture of logical ``size`` on a screen of ``ratio``."""
    return max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio))


class CardFaces:
    """Renders and caches the current deck's pictures for one size at a time."""

    def __init__(self, deck: Deck | None = None) -> None:
        self.deck: Deck = deck or ClassicDeck()
        self.back_name = DEFAULT_BACK
        self.four_colours = False
        self._width = 0
        self._size = QSize()
        self._ratio = 1.0
        self._cache: dict[object, QPixmap] = {}
        self.letters: tuple[str, ...] = court_letters()

    # ---------------------------------------------------------------- settings
    def set_size(self, width: int, ratio: float) -> bool:
        """Use cards ``width`` logical pixels wide; returns whether anything changed."""
        if width == self._width and ratio == self._ratio and not self._size.isEmpty():
            return False
        self._width, self._ratio = width, ratio
        self._resize()
        return True

    def _resize(self) -> None:
        self._size = card_size(self._width, self.deck.shape.aspect)
        self._cache.clear()

    def set_deck(self, deck: Deck) -> bool:
        """Show ``deck``; returns whether anything changed (the card height may have)."""
        if deck.name == self.deck.name and deck.origin == self.deck.origin:
            return False
        self.deck = deck
        self._resize()
        renderers.give_back_memory_soon()  # the old deck's pictures' memory
        return True

    def set_deck_named(self, name: str) -> bool:
        deck = find_deck(name)
        return deck is not None and self.set_deck(deck)

    def set_back(self, name: str) -> bool:
        if name == self.back_name:
            return False
        self.back_name = name
        self._cache.pop("back", None)
        return True

    def set_four_colours(self, on: bool) -> bool:
        if on == self.four_colours:
            return False
        self.four_colours = on
        if self.deck.takes_four_colours:
            self._drop_faces()
        return True

    def set_letters(self, letters: tuple[str, ...]) -> bool:
        """The Ace's and court cards' letters of the player's language; returns whether the faces
        change (a built-in deck prints them, an installed deck's art keeps its own)."""
        if letters == self.letters:
            return False
        self.letters = letters
        if self.deck.kind != BUILT_IN:
            return False
        self._drop_faces()
        return True

    def _drop_faces(self) -> None:
        """Forget the faces drawn (whole or covered); the back and the shadow stay."""
        self._cache = {key: value for key, value in self._cache.items() if not self._is_face(key)}

    @staticmethod
    def _is_face(key: object) -> bool:
        return isinstance(key, Card) or isinstance(key, tuple)

    @property
    def size(self) -> QSize:
        return self._size

    @property
    def ratio(self) -> float:
        return self._ratio

    # ----------------------------------------------------------------- pixmaps
    def _paint_face(self, card: Card) -> Paint:
        return lambda painter, width, height: self.deck.paint_face(painter, card, width, height, self.four_colours)

    def face(self, card: Card) -> QPixmap:
        pixmap = self._cache.get(card)
        if pixmap is None:
            pixmap = self._cache[card] = self._render(self._paint_face(card))
        return pixmap

    def covered_face(self, card: Card) -> QPixmap:
        """The face as a covered card shows it, for a quicker first frame: only down to just below
        what a column's fan shows (so no pips, no lower index).  The whole face when it is already made."""
        pixmap = self._cache.get(card)
        if pixmap is None:
            key = ("covered", card)
            pixmap = self._cache.get(key)
            if pixmap is None:
                pixmap = self._cache[key] = self._render(self._paint_face(card), self.deck.shape.fan_step)
        return pixmap

    def drop_covered_faces(self) -> None:
        for key in [key for key in self._cache if isinstance(key, tuple)]:
            del self._cache[key]

    def back(self) -> QPixmap:
        pixmap = self._cache.get("back")
        if pixmap is None:
            pixmap = self._cache["back"] = self._render(self._back_painter())
        return pixmap

    def _back_painter(self) -> Paint:
        if self.deck.has_own_back and (self.back_name == DECK_BACK or self.back_name not in BACKS):
            return self.deck.paint_back
        return BACKS.get(self.back_name, BACKS[DEFAULT_BACK])

    def shadow(self) -> QPixmap:
        """A soft shadow as large as a card, drawn under cards in the player's hand."""
        pixmap = self._cache.get("shadow")
        if pixmap is None:
            pixmap = self._cache["shadow"] = self._render(paint_shadow)
        return pixmap

    def _render(self, paint: Paint, clip_height: float | None = None) -> QPixmap:
        """A picture of one card; with ``clip_height``, only its top that share of the height down."""
        width, height = self._size.width(), self._size.height()
        pixmap = QPixmap(*device_size(self._size, self._ratio))
        pixmap.setDevicePixelRatio(self._ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(PICTURE_HINTS)
        if clip_height is not None:
            # As much as a fan can show, with the room the covering card's rounded corners leave open
            # (a deck's corner radius stays under 8 % of the width), and a little more for smoothing.
            painter.setClipRect(QRectF(0, 0, width, math.ceil(clip_height * height + 0.08 * width) + 3))
        paint(painter, float(width), float(height))
        painter.end()
        return pixmap


def paint_shadow(painter: QPainter, width: float, height: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.08
    for step in range(5):
        inset = step * width * 0.012
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(QRectF(inset, inset, width - 2 * inset, height - 2 * inset), radius, radius)
