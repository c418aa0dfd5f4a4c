"""The card table: one item per card, laid out from the model's game.

The scene only draws what the model says.  After every signal it works out
where each card belongs and animates those that are elsewhere, so a move, an
undo and a refused drop are all the same "settle" step.

Cards grow with the window up to ``MAX_CARD_PIXELS``: each face is kept as a
picture, and a huge window must not make 52 huge pictures.  Past that size
the table keeps its cards and stays centred across the felt.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsScene

from yukon_qt.engine import COLUMNS, FOUNDATIONS, FULL_DECK, Card, Move, Pile
from yukon_qt.model.game_model import GameModel
from yukon_qt.ui import speeds
from yukon_qt.ui.decks import STANDARD_SHAPE, CardShape, Deck
from yukon_qt.ui.table.card_faces import CardFaces
from yukon_qt.ui.table.card_item import CardItem
from yukon_qt.ui.table.slot_item import HighlightItem, HintMark
from yukon_qt.ui.table.table_layout import MIN_CARD_WIDTH, TableLayout, height_in_cards
from yukon_qt.ui.table.zorder import FLYING_Z, HINT_Z, RESTING_Z

MAX_CARD_PIXELS = 640  # the widest a card is drawn, in device pixels: 54 pictures of 2.3 MB at most


def bounded_layout(width: float, height: float, ratio: float, shape: CardShape = STANDARD_SHAPE) -> TableLayout:
    """The layout of a ``width`` x ``height`` table whose cards are at most ``MAX_CARD_PIXELS`` wide on screen.

    Past that, the table is laid out for the largest cards, centred across the
    width as always; the columns still fan down the whole height.
    """
    layout = TableLayout.for_size(width, height, shape)
    most = max(MIN_CARD_WIDTH, int(MAX_CARD_PIXELS / max(ratio, 0.01)))
    if layout.card_width <= most:
        return layout
    capped = TableLayout.for_size(width, (most + 0.5) * height_in_cards(shape), shape)  # cards exactly ``most`` wide
    return dataclasses.replace(capped, height=float(height))


class TableScene(QGraphicsScene):
    def __init__(self, model: GameModel, parent=None) -> None:
        super().__init__(parent)
        self.model = model
        self.faces = CardFaces()
        self.layout = TableLayout.for_size(800, 600)
        self.cards: dict[Card, CardItem] = {}
        for card in FULL_DECK:
            item = CardItem(card, self.faces)
            self.cards[card] = item
            self.addItem(item)
        self.highlights = {pile: HighlightItem() for pile in COLUMNS + FOUNDATIONS}
        for highlight in self.highlights.values():
            self.addItem(highlight)
        # The cards to pick up (their own colour), and where they go (framed as placement help frames it,
        # on the hint's layer).
        self.hint_marks = (HintMark(), HighlightItem(HINT_Z))
        for mark in self.hint_marks:
            self.addItem(mark)
        self.hint: Move | None = None  # the move the hint marks show
        self.held: list[CardItem] = []  # cards in the player's hand: settle() leaves them alone
        self.frozen = False  # the win celebration owns the cards
        # Until the first frame is painted, covered cards are drawn without their pips (hidden anyway).
        self.first_frame = True
        model.game_started.connect(lambda: self.settle(animate=False))
        model.cards_moved.connect(lambda change: self.settle())
        model.move_undone.connect(lambda change: self.settle())
        model.move_refused.connect(lambda refusal, move: self.settle(speeds.slide_back()))
        self.set_table_size(800, 600, 1.0)

    # ------------------------------------------------------------------ layout
    def set_table_size(self, width: float, height: float, ratio: float) -> None:
        self.layout = bounded_layout(width, height, ratio, self.faces.deck.shape)
        self.setSceneRect(QRectF(0, 0, width, height))
        resized = self.faces.set_size(self.layout.card_width, ratio)
        if resized:
            for item in self.cards.values():
                item.size_changed()
        if not self.frozen:
            self.settle(animate=False)
        if self.hint is not None:
            self.show_hint(self.hint)

    def set_four_colours(self, on: bool) -> None:
        if self.faces.set_four_colours(on):
            for item in self.cards.values():
                item.update()

    def set_deck(self, deck: Deck) -> bool:
        """Show the cards as ``deck`` draws them, laid out by its shape; returns whether anything changed."""
        if not self.faces.set_deck(deck):
            return False
        rect = self.sceneRect()
        self.set_table_size(rect.width(), rect.height(), self.faces.ratio)
        for item in self.cards.values():
            item.size_changed()
        return True

    def set_letters(self, letters: tuple[str, ...]) -> None:
        """The court letters of a new language, on the faces of a built-in deck."""
        if self.faces.set_letters(letters):
            for item in self.cards.values():
                item.update()

    def set_back(self, name: str) -> None:
        if self.faces.set_back(name):
            for item in self.cards.values():
                item.update()

    def resting_places(self) -> dict[Card, tuple[QPointF, float, bool]]:
        """Every card's place, stacking height and face for the current game."""
        model = self.model
        places = {}
        for pile in COLUMNS:
            cards = model.cards_of(pile)
            hidden = model.face_down_count(pile)
            for position, point in enumerate(self.layout.column_positions(pile.index, hidden, len(cards))):
                places[cards[position]] = (point, RESTING_Z + position, position >= hidden)
        for pile in FOUNDATIONS:
            corner = self.layout.foundation_rect(pile.index).topLeft()
            for position, card in enumerate(model.cards_of(pile)):
                places[card] = (corner, RESTING_Z + position, True)
        return places

    def settle(self, duration: int | None = None, animate: bool = True) -> None:
        """Send every card that is not where the game says to its place, in ``duration`` (a move's by default)."""
        if self.frozen:
            return
        if duration is None:
            duration = speeds.move()
        held = set(self.held)
        covered = self._covered_cards() if self.first_frame and not animate else set()
        for card, (point, z, face_up) in self.resting_places().items():
            item = self.cards[card]
            item.covered = card in covered
            if item in held:
                continue
            item.rest_z = z
            item.set_face_up(face_up, animate)
            if animate:
                item.glide_to(point, duration, FLYING_Z + (z - RESTING_Z))  # in flight too, by its place in the pile
            else:
                item.place_at(point)
        for pile in COLUMNS + FOUNDATIONS:  # which card rests on which: a covered card draws only what shows
            cards = self.model.cards_of(pile)
            for position, card in enumerate(cards):
                self.cards[card].cover = self.cards[cards[position + 1]] if position + 1 < len(cards) else None

    def covered_slots(self) -> set[int]:
        """The marks on the felt a card lies on, still and whole (columns 0 to 6, then the foundations)."""
        covered = set()
        layout = self.layout
        for number, pile in enumerate(COLUMNS + FOUNDATIONS):
            cards = self.model.cards_of(pile)
            rect = layout.foundation_rect(pile.index) if pile.is_foundation else layout.column_rect(pile.index)
            if cards and self.cards[cards[0]].lies_still_at(rect.topLeft()):
                covered.add(number)
        return covered

    def _covered_cards(self) -> set[Card]:
        return {card for pile in COLUMNS for card in self.model.cards_of(pile)[:-1]}

    def first_frame_painted(self) -> None:
        """From now on every card is drawn whole: a card is repainted whenever what covers it moves."""
        if not self.first_frame:
            return
        self.first_frame = False
        for item in self.cards.values():
            item.covered = False
        self.faces.drop_covered_faces()

    @property
    def animating(self) -> bool:
        return any(item.moving for item in self.cards.values())

    # ----------------------------------------------------------------- queries
    def card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item not in self.held:
                return item
        return None

    def pile_rect(self, pile: Pile) -> QRectF:
        """The rectangle a highlight frames: a column's last card (or its slot), a foundation slot."""
        if pile.is_foundation:
            return self.layout.foundation_rect(pile.index)
        cards = self.model.cards_of(pile)
        if not cards:
            return self.layout.column_rect(pile.index)
        item = self.cards[cards[-1]]
        return item.scene_rect()

    def drop_target(self, rect: QRectF) -> Pile | None:
        """The pile the held card's rectangle overlaps most, if any."""
        best, best_area = None, 0.0
        zones = [(pile, self.layout.column_drop_zone(pile.index)) for pile in COLUMNS]
        zones += [(pile, self.layout.foundation_drop_zone(pile.index)) for pile in FOUNDATIONS]
        for pile, zone in zones:
            overlap = zone.intersected(rect)
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            if area > best_area:
                best, best_area = pile, area
        return best

    # --------------------------------------------------------------- highlights
    def show_highlights(self, piles: list[Pile]) -> None:
        for pile, highlight in self.highlights.items():
            if pile in piles:
                highlight.set_rect(self.pile_rect(pile))
                highlight.show()
            else:
                highlight.hide()

    def hide_highlights(self) -> None:
        for highlight in self.highlights.values():
            highlight.hide()

    def highlighted(self) -> list[Pile]:
        return [pile for pile, highlight in self.highlights.items() if highlight.isVisible()]

    # -------------------------------------------------------------------- hints
    def show_hint(self, move: Move) -> None:
        """Frame the cards ``move`` picks up (the card and every card above it) and the place they go.

        The frames are drawn where the cards rest, even while they are still gliding there.
        """
        self.hint = move
        model = self.model
        places = self.resting_places()
        size = QSizeF(self.faces.size.width(), self.faces.size.height())

        def rest_rect(card: Card) -> QRectF:
            return QRectF(places[card][0], size)

        picked = model.group(move.card)
        source = rest_rect(picked[0])
        for card in picked[1:]:
            source = source.united(rest_rect(card))
        destination = move.destination
        if destination.is_foundation:
            target = self.layout.foundation_rect(move.card.suit)
        elif model.cards_of(destination):
            target = rest_rect(model.cards_of(destination)[-1])
        else:
            target = self.layout.column_rect(destination.index)
        for mark, rect in zip(self.hint_marks, (source, target), strict=True):
            mark.set_rect(rect)
            mark.show()

    def hide_hint(self) -> None:
        self.hint = None
        for mark in self.hint_marks:
            mark.hide()
