"""The classic deck, drawn with QPainter: corner indices, pips, and court cards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks.base import Deck, card_outline
from yukon_qt.ui.decks.court import HALF, paint_court
from yukon_qt.ui.decks.rank_letters import rank_letter
from yukon_qt.ui.decks.suit_shapes import draw_suit

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


COURT_TOP = 0.29  # where a court figure's panel starts, in card heights: clear of what a fanned column shows


def only_top_shows(painter: QPainter, height: float) -> bool:
    """Whether the painter draws only the top of a card (a covered card's picture is clipped above its
    middle): what lies below, between the corners, is hidden by the card on it."""
    return painter.hasClipping() and painter.clipBoundingRect().bottom() < height * 0.5


def rank_text(rank: int) -> str:
    return rank_letter(rank)


def suit_colour(suit: Suit, four_colours: bool) -> QColor:
    return (FOUR_COLOURS if four_colours else TWO_COLOURS)[suit]


class ClassicDeck(Deck):
    name = "classic"

    def title(self) -> str:
        return QCoreApplication.translate("Deck", "Classic")

    def paint_face(self, painter: QPainter, card: Card, width: float, height: float, four_colours: bool) -> None:
        rect, radius = card_outline(width, height)
        painter.setPen(QPen(QColor("#8a8f96"), 1.0))
        painter.setBrush(QColor("#fffdf7"))
        painter.drawRoundedRect(rect, radius, radius)
        colour = suit_colour(card.suit, four_colours)
        self._paint_index(painter, card, colour, width, height)
        if only_top_shows(painter, height):
            return  # a covered card's picture: the lower index, the pips and the figure would be clipped away
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
        strip = height * (self.shape.index_height - 0.03)
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
        """Jack, Queen and King: a figure mirrored top and bottom, below the strip a fanned column shows."""
        panel_height = height * (1 - 2 * COURT_TOP)
        panel_width = panel_height * 100 / (2 * HALF)
        paint_court(painter, card.rank, card.suit, colour,
                    QRectF((width - panel_width) / 2, (height - panel_height) / 2, panel_width, panel_height))
