"""The deck interface: everything about the cards' look comes from one ``Deck``.

A deck paints the face of any card, and may paint a back of its own, into a
painter whose unit is one logical pixel of a ``width`` x ``height`` card; the
table's ``CardFaces`` turns that into cached pixmaps per size and device
pixel ratio.  The deck's ``CardShape`` tells the layout how tall a card is
for its width and how much of a covered card must stay visible.

Adding a deck is one new file with a ``Deck`` subclass listed in
``yukon_qt.ui.decks``, or one folder of SVG data in the KDE card-deck format.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from yukon_qt.engine import Card

BUILT_IN = "built-in"
INSTALLED = "installed"


# How every card picture is drawn (``CardFaces``, and the pictures drawn ahead for it).
PICTURE_HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                 | QPainter.RenderHint.SmoothPixmapTransform)


@dataclass(frozen=True)
class CardShape:
    """The proportions the table lays the cards out by."""

    aspect: float = 1.4  # height / width, like a poker card (2.5 x 3.5 in)
    index_height: float = 0.175  # share of the height the corner index needs: a covered card shows this much
    fan_step: float = 0.26  # the most of a covered face-up card a column shows, in card heights


STANDARD_SHAPE = CardShape()


def card_outline(width: float, height: float) -> tuple[QRectF, float]:
    """The rounded rectangle of a card drawn ``width`` x ``height``, and its corner radius."""
    return QRectF(0.5, 0.5, width - 1.0, height - 1.0), max(3.0, width * 0.065)


class Deck:
    """One look of the cards.  Subclasses set the class attributes and paint the faces."""

    name = ""  # kept in the settings; never translated
    kind = BUILT_IN
    origin = "resources"  # where the deck came from: "resources" or a folder
    shape = STANDARD_SHAPE
    takes_four_colours = True  # whether the four-colour option changes this deck
    has_own_back = False  # whether ``paint_back`` draws a back of the deck's own

    def title(self) -> str:
        """The deck's name as the player reads it, in the player's language."""
        return self.name

    def load(self) -> bool:
        """Whether the deck can be drawn (an installed deck's file may turn out unusable)."""
        return True

    def paint_face(self, painter: QPainter, card: Card, width: float, height: float, four_colours: bool) -> None:
        raise NotImplementedError

    def paint_back(self, painter: QPainter, width: float, height: float) -> None:
        raise NotImplementedError(f"the deck {self.name} has no back of its own")

