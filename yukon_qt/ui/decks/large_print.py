"""The large-print deck: for low vision and small windows.

The rank and the suit fill the strip a fanned column shows of a covered
card, in bold black or strong red (or the four colours), so they stay
readable on cards 60 pixels wide; the middle of the card shows one large suit
(or the court figure) instead of fine pips.  Its card shape shows more of a
covered card than the classic deck's, and the table's layout follows it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks.base import CardShape, Deck, card_outline
from yukon_qt.ui.decks.classic import only_top_shows, rank_text
from yukon_qt.ui.decks.court import HALF, paint_court
from yukon_qt.ui.decks.suit_shapes import draw_suit

LARGE_PRINT_SHAPE = CardShape(aspect=1.4, index_height=0.3, fan_step=0.33)
STRONG_TWO_COLOURS = {
    Suit.SPADES: QColor("#000000"),
    Suit.HEARTS: QColor("#d0001b"),
    Suit.DIAMONDS: QColor("#d0001b"),
    Suit.CLUBS: QColor("#000000"),
}
STRONG_FOUR_COLOURS = {
    Suit.SPADES: QColor("#000000"),
    Suit.HEARTS: QColor("#d0001b"),
    Suit.DIAMONDS: QColor("#0040c0"),
    Suit.CLUBS: QColor("#00701f"),
}
INDEX_SHARE = 0.25  # the rank's letter height, in card heights


def strong_colour(suit: Suit, four_colours: bool) -> QColor:
    return (STRONG_FOUR_COLOURS if four_colours else STRONG_TWO_COLOURS)[suit]


class LargePrintDeck(Deck):
    name = "large-print"
    shape = LARGE_PRINT_SHAPE

    def title(self) -> str:
        return QCoreApplication.translate("Deck", "Large print")

    def paint_face(self, painter: QPainter, card: Card, width: float, height: float, four_colours: bool) -> None:
        rect, radius = card_outline(width, height)
        painter.setPen(QPen(QColor("#3c3c3c"), max(1.0, width * 0.012)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(rect, radius, radius)
        colour = strong_colour(card.suit, four_colours)
        self._paint_index(painter, card, colour, width, height)
        if only_top_shows(painter, height):
            return  # a covered card's picture: the middle would be clipped away
        top = height * self.shape.fan_step
        room = QRectF(0, top, width, height - top)
        if card.rank > 10:
            panel_width = min(width * 0.62, room.height() * 0.86 * 100 / (2 * HALF))
            panel_height = panel_width * 2 * HALF / 100
            paint_court(painter, card.rank, card.suit, colour,
                        QRectF((width - panel_width) / 2, room.center().y() - panel_height / 2,
                               panel_width, panel_height))
        else:
            size = min(width * 0.62, room.height() * 0.72)
            painter.setBrush(colour)
            draw_suit(painter, card.suit, QRectF((width - size) / 2, room.center().y() - size / 2, size, size))

    @staticmethod
    def _paint_index(painter: QPainter, card: Card, colour: QColor, width: float, height: float) -> None:
        """A big bold rank on the left of the top strip and a big suit on its right."""
        text = rank_text(card.rank)
        font = QFont()
        font.setWeight(QFont.Weight.Black)
        size = height * INDEX_SHARE / 0.74  # a capital is about 0.74 of the font's size
        if card.rank == 10:  # two digits: a little smaller and closer, to leave room for the suit
            size *= 0.88
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 92)
        font.setPixelSize(max(7, round(size)))
        strip = QRectF(width * 0.07, height * 0.02, width * 0.6, height * 0.27)
        # The ink itself (the tail of the Q and the foot of the J too) is fitted in the strip and centred
        # in it, starting at its left edge: a line box centred instead cut them off or ran them off the card.
        ink = QFontMetricsF(font).tightBoundingRect(text)
        if ink.height() > strip.height():
            font.setPixelSize(max(7, math.floor(font.pixelSize() * strip.height() / ink.height())))
            ink = QFontMetricsF(font).tightBoundingRect(text)
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(QPointF(strip.left() - ink.left(), strip.center().y() - ink.center().y()), text)
        symbol = height * 0.19
        painter.setBrush(colour)
        draw_suit(painter, card.suit,
                  QRectF(width * 0.95 - symbol, strip.center().y() - symbol / 2, symbol, symbol))
