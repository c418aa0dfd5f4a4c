"""A deck drawn from one SVG file in the KDE card-deck format, rendered with QtSvg.

The file has one element per card, ``1_club`` .. ``10_spade``, ``jack_heart``,
``queen_diamond``, ``king_spade`` and so on, and ``back``.  The SVG is parsed
when a card is first drawn (``QtSvg`` is imported only then, so it costs
nothing at start-up), and the renderer is kept while the deck draws: one deck's
at a time, for a few seconds (``renderers.py``).  Drawn
cards are kept on disk (``picture_cache.py``): a deck shown at a size before
is shown again without reading its file.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLocale, QRectF
from PySide6.QtGui import QImage, QPainter

from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks import renderers
from yukon_qt.ui.decks.base import INSTALLED, PICTURE_HINTS, CardShape, Deck
from yukon_qt.ui.decks.picture_cache import PictureCache

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

SUIT_IDS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}
RANK_IDS = {1: "1", 11: "jack", 12: "queen", 13: "king"} | {rank: str(rank) for rank in range(2, 11)}
BACK_ID = "back"
ELEMENT_IDS = tuple(f"{RANK_IDS[rank]}_{SUIT_IDS[suit]}" for suit in Suit for rank in range(1, 14)) + (BACK_ID,)

# Card shapes a table can be laid out with (height / width): upright cards, and lying ones such as
# KDE's "Future Simple" (0.73); a file whose cards are outside this is drawn wrong by QtSvg or is no
# deck of playing cards.
MIN_ASPECT, MAX_ASPECT = 0.6, 1.8
# The corner index of the KDE decks (rank, and the suit under it) ends at 0.1 (XSkat) to 0.3 (Standard,
# Konqi, Penguins) of the card's height: a fanned column shows this much of a covered card.
SVG_INDEX_HEIGHT = 0.29
SVG_FAN_STEP = 0.31


def element_id(card: Card) -> str:
    return f"{RANK_IDS[card.rank]}_{SUIT_IDS[card.suit]}"


def translated_name(names: dict[str, str], locale: QLocale | None = None) -> str:
    """The name of ``names`` (``""`` for the untranslated one, else keys like ``pt_BR`` or ``de``)
    for the game's language: the full locale, then its language alone, then the plain name."""
    locale = locale or QLocale()
    full = locale.name()  # "pt_BR"
    for key in (full, full.split("_")[0]):
        if names.get(key):
            return names[key]
    return names.get("", "")


class SvgDeck(Deck):
    """One installed deck.  ``data`` is the SVG or SVGZ file's bytes, read and checked by the discovery
    (``installed.py``); ``names`` its name in each language the deck has."""

    kind = INSTALLED
    takes_four_colours = False
    has_own_back = True

    def __init__(self, name: str, folder: Path, svg_file: Path, names: dict[str, str]) -> None:
        self.name = name
        self.origin = str(folder)
        self.svg_file = svg_file
        self.names = names
        self._renderer: QSvgRenderer | None = None
        self._cache: PictureCache | None = None
        self._shape: CardShape | None = None
        self.broken = False  # the file could not be used after all (see ``load``)

    def title(self) -> str:
        return translated_name(self.names) or self.name

    # ------------------------------------------------------------------ loading
    def load(self) -> bool:
        """Whether the deck can be drawn: its card shape is known (kept from an earlier run, or read from
        the file).  A file QtSvg cannot read, or whose cards have no playing-card shape, makes the deck
        ``broken`` and says why in the log."""
        if self._shape is None and not self.broken:
            aspect = self._pictures().aspect()
            if aspect is not None and MIN_ASPECT <= aspect <= MAX_ASPECT:
                self._shape = CardShape(aspect=aspect, index_height=SVG_INDEX_HEIGHT, fan_step=SVG_FAN_STEP)
            else:
                self._load_renderer()
        return not self.broken

    def _pictures(self) -> PictureCache:
        if self._cache is None:
            self._cache = PictureCache(self.svg_file)
        return self._cache

    def _load_renderer(self) -> QSvgRenderer | None:
        """The file parsed (only when a card is not in the picture cache, and kept while the deck draws)."""
        if self._renderer is not None:
            renderers.used(self)
            return self._renderer
        if self.broken:
            return None
        from PySide6.QtSvg import QSvgRenderer  # here, not at start-up: most games never need it

        from yukon_qt.ui.decks.installed import read_svg_bytes

        renderers.used(self)  # another deck's renderer goes first: never two parsed files at once
        renderer = None
        data = read_svg_bytes(self.svg_file)
        if data is not None:
            contents = QByteArray(data)
            del data  # a detailed deck unpacks to megabytes: not two copies of them while QtSvg reads one
            renderer = QSvgRenderer(contents)
            del contents
            renderers.give_back_memory()  # the file's text, read and parsed
        if renderer is None or not renderer.isValid():
            self._give_up("QtSvg cannot read it")
            return None
        bounds = renderer.boundsOnElement("1_club")
        aspect = bounds.height() / bounds.width() if bounds.width() > 0 else 0.0
        if not MIN_ASPECT <= aspect <= MAX_ASPECT:
            self._give_up(f"its cards are {bounds.width():.0f} x {bounds.height():.0f}, no card shape")
            return None
        if self._shape is None:
            self._shape = CardShape(aspect=aspect, index_height=SVG_INDEX_HEIGHT, fan_step=SVG_FAN_STEP)
            self._pictures().keep_aspect(aspect)
        self._renderer = renderer
        return renderer

    def drop_renderer(self) -> None:
        """Forget the parsed file (``renderers.py``): the cards it drew stay in the picture cache."""
        self._renderer = None

    def _give_up(self, reason: str) -> None:
        log.warning("card deck %s (%s) left out: %s", self.name, self.svg_file, reason)
        self.broken = True

    @property
    def shape(self) -> CardShape:  # type: ignore[override]
        """The cards' shape, from the file's own cards (the standard one until it is loaded)."""
        if self._shape is None:
            self.load()
        return self._shape or CardShape(index_height=SVG_INDEX_HEIGHT, fan_step=SVG_FAN_STEP)

    # ----------------------------------------------------------------- painting
    def _paint(self, painter: QPainter, element: str, width: float, height: float) -> None:
        """The element drawn over the whole ``width`` x ``height`` card: from the picture cache when the
        painter paints a card picture of its own (as ``CardFaces`` does), else straight from the file."""
        if not self.load():
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        size = (round(width * ratio), round(height * ratio))
        if device is None or (device.width(), device.height()) != size or not painter.worldTransform().isIdentity():
            renderer = self._load_renderer()
            if renderer is not None:
                renderer.render(painter, element, QRectF(0, 0, width, height))
            return
        image = self._pictures().picture(element, *size)
        if image is None:
            image = self._drawn(element, *size, painter.renderHints())  # whole, whatever the painter's clip
            if image is None:
                return
        image.setDevicePixelRatio(ratio)
        painter.drawImage(QRectF(0, 0, width, height), image)

    def _drawn(self, element: str, width: int, height: int, hints: QPainter.RenderHint) -> QImage | None:
        """``element`` drawn whole at ``width`` x ``height`` device pixels and kept in the picture cache,
        for when it shows; None when the file cannot be drawn."""
        renderer = self._load_renderer()
        if renderer is None:
            return None
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHints(hints)
        renderer.render(painter, element, QRectF(0, 0, width, height))
        painter.end()
        self._pictures().keep(element, image)
        return image

    def draw_ahead(self, sizes: list[tuple[int, int]], elements: list[str]) -> None:
        """Put ``elements`` drawn at each of ``sizes`` (device pixels) into the picture cache, where they
        are not already, as ``CardFaces`` would draw them: what ``predraw`` does in a process of its own."""
        for width, height in sizes:
            for element in elements:
                if self._pictures().picture(element, width, height) is None:
                    if self._drawn(element, width, height, PICTURE_HINTS) is None:
                        return

    def paint_face(self, painter: QPainter, card: Card, width: float, height: float, four_colours: bool) -> None:
        self._paint(painter, element_id(card), width, height)

    def paint_back(self, painter: QPainter, width: float, height: float) -> None:
        self._paint(painter, BACK_ID, width, height)
