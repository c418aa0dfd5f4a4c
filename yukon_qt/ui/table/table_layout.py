"""Where everything lies on the table for a given window size.

Seven columns on the left, the four foundations stacked on the right in the
fixed order spades, hearts, diamonds, clubs.  Card size follows the window.
Columns fan their cards downwards; a column that would run off the bottom
squeezes its face-down cards first, then its face-up cards, but never so far
that a covered card's corner index is hidden, unless there is no other way.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from yukon_qt.ui.decks import STANDARD_SHAPE, CardShape

COLUMN_GAP = 0.14  # in card widths
SIDE_MARGIN = 0.25
FOUNDATION_GAP = 0.45  # extra room between the last column and the foundations
TOP_MARGIN = 0.08  # in card heights
FOUNDATION_SPACING = 0.1
WIDTH_IN_CARDS = 2 * SIDE_MARGIN + 8 + 6 * COLUMN_GAP + FOUNDATION_GAP
HEIGHT_IN_CARD_HEIGHTS = 2 * TOP_MARGIN + 4 + 3 * FOUNDATION_SPACING

DOWN_OFFSET = 0.1  # in card heights: the visible part of a face-down card
# Below a face-up card: the deck's fan step (covered faces are drawn for no more than this), and
# at the least its corner index and a little more.
INDEX_ROOM = 0.015
MIN_DOWN_OFFSET = 0.06
LAST_RESORT_UP_OFFSET = 0.1
MIN_CARD_WIDTH = 24


def height_in_cards(shape: CardShape) -> float:
    """The table's height in card widths: four foundations and the margins."""
    return shape.aspect * HEIGHT_IN_CARD_HEIGHTS


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_width: int
    card_height: int
    left: float
    shape: CardShape = STANDARD_SHAPE

    @classmethod
    def for_size(cls, width: float, height: float, shape: CardShape = STANDARD_SHAPE) -> TableLayout:
        """The layout of a ``width`` x ``height`` table for cards of ``shape`` (the deck's)."""
        card_width = int(max(MIN_CARD_WIDTH, min(width / WIDTH_IN_CARDS, height / height_in_cards(shape))))
        card_height = round(card_width * shape.aspect)
        content = WIDTH_IN_CARDS * card_width
        left = max(0.0, (width - content) / 2) + SIDE_MARGIN * card_width
        return cls(float(width), float(height), card_width, card_height, left, shape)

    # ------------------------------------------------------------------ places
    @property
    def top(self) -> float:
        return round(TOP_MARGIN * self.card_height)

    @property
    def bottom(self) -> float:
        """The lowest a column's last card should reach."""
        return self.height - TOP_MARGIN * self.card_height

    @property
    def column_gap(self) -> float:
        return COLUMN_GAP * self.card_width

    def column_x(self, index: int) -> float:
        return round(self.left + index * (self.card_width + self.column_gap))

    def column_rect(self, index: int) -> QRectF:
        """The slot at the head of a column."""
        return QRectF(self.column_x(index), self.top, self.card_width, self.card_height)

    def foundation_rect(self, suit: int) -> QRectF:
        x = round(self.column_x(6) + self.card_width + FOUNDATION_GAP * self.card_width)
        y = round(self.top + suit * self.card_height * (1 + FOUNDATION_SPACING))
        return QRectF(x, y, self.card_width, self.card_height)

    def column_drop_zone(self, index: int) -> QRectF:
        """Where a drop counts as aimed at a column: its whole strip down to the bottom."""
        half_gap = self.column_gap / 2
        return QRectF(self.column_x(index) - half_gap, 0, self.card_width + 2 * half_gap, max(self.height, 1))

    def foundation_drop_zone(self, suit: int) -> QRectF:
        margin = FOUNDATION_SPACING * self.card_height / 2
        return self.foundation_rect(suit).adjusted(-margin, -margin, margin, margin)

    # ------------------------------------------------------------------ fanning
    def fan_offsets(self, hidden: int, face_up: int) -> tuple[float, float]:
        """The steps below a face-down and below a face-up card in a column of this shape."""
        height = self.card_height
        down, up = DOWN_OFFSET * height, self.shape.fan_step * height
        room = self.bottom - self.top - height
        steps_up = max(0, face_up - 1)

        def needed(d: float, u: float) -> float:
            return hidden * d + steps_up * u

        if needed(down, up) <= room:
            return down, up
        if hidden:
            down = max(MIN_DOWN_OFFSET * height, (room - steps_up * up) / hidden)
            if needed(down, up) <= room:
                return down, up
        if steps_up:
            up = max((self.shape.index_height + INDEX_ROOM) * height, (room - hidden * down) / steps_up)
            if needed(down, up) <= room:
                return down, up
            up = max(LAST_RESORT_UP_OFFSET * height, (room - hidden * down) / steps_up)
        return down, up

    def column_positions(self, index: int, hidden: int, count: int) -> list[QPointF]:
        """Top-left corners of the cards of a column, deepest first."""
        down, up = self.fan_offsets(hidden, count - hidden)
        x, y = self.column_x(index), float(self.top)
        positions = []
        for position in range(count):
            positions.append(QPointF(x, round(y)))
            y += down if position < hidden else up
        return positions
