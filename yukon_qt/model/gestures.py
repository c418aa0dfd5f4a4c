"""What a gesture means: one policy for the mouse, the keyboard and any later input.

Every input asks this policy, never the engine, what its gesture means, and
gets the same move or the same refusal for the same gesture:

- **pick up** (a press that starts a drag, or Space on the keyboard): a
  face-up column card, or the top card of a foundation, with every card on it;
- **put down** (a drop, or Space again) on a pile: the move there; any
  foundation means the card's own; its own pile puts the cards back; with
  auto-place on, a place that is refused (or bare felt) plays the move a
  double click would;
- **click** on the last card of a column: that card to its foundation;
- **send home** (the screen reader's "Send to its foundation"): the card, with
  the cards on it, to its own foundation and nowhere else, whatever auto-place says;
- **double click** on a card: the placement search (the longest column that
  takes it, else an empty column for a King).

Refusals go out through the model's ``move_refused`` signal, as the engine's
own do; the view decides how to tell them (interactive rules).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from yukon_qt.engine import Card, Move, Pile, Refusal
from yukon_qt.model.game_model import GameModel


class PutDown(Enum):
    """What putting picked-up cards down did."""

    PLAYED = "played"  # the move was made
    PUT_BACK = "put_back"  # nothing to play there: the cards go back where they lay
    REFUSED = "refused"  # a move was asked and refused (the refusal has been said)


class Gestures:
    """The gesture policy over one :class:`GameModel`; ``option(name)`` reads a setting (auto-place)."""

    def __init__(self, model: GameModel, option: Callable[[str], Any]) -> None:
        self.model = model
        self.option = option

    def can_pick_up(self, card: Card) -> bool:
        return self.model.can_pick_up(card)

    def picked_cards(self, card: Card) -> tuple[Card, ...]:
        """The cards that go with ``card`` when it is picked up: it and every card on it."""
        return self.model.group(card)

    def card_to_pick(self, pile: Pile, depth: int = 0) -> Card | None:
        """The card a pick-up on ``pile`` takes: in a column the face-up card with ``depth`` face-up
        cards on it, on a foundation its top card; None when there is nothing to pick up there."""
        cards = self.model.cards_of(pile)
        if not cards or self.model.won:
            return None
        if pile.is_foundation:
            return cards[-1]
        position = len(cards) - 1 - depth
        if position < self.model.face_down_count(pile):
            return None
        return cards[position]

    def put_down(self, card: Card, target: Pile | None) -> PutDown:
        """``card`` (with the cards on it) put down on ``target`` (None: nowhere, the bare felt)."""
        source, _ = self.model.locate(card)
        if target is not None and target.is_foundation:
            target = Pile.foundation(card.suit)  # any foundation means the card's own
        if target == source:
            return PutDown.PUT_BACK
        move = Move(card, source, target) if target is not None else None
        if self.option("auto_place") and (move is None or self.model.check(move) is not None):
            move = self.model.placement_move(card) or move
        if move is None:
            return PutDown.PUT_BACK
        return PutDown.PLAYED if self.model.try_move(move) else PutDown.REFUSED

    def click_move(self, card: Card) -> Move | Refusal | None:
        """What a click on ``card`` means: the move of the last card of a column to its foundation,
        the reason it cannot go there, or None (a click elsewhere means nothing).  Nothing is played."""
        pile, position = self.model.locate(card)
        if pile.is_foundation or position != len(self.model.cards_of(pile)) - 1:
            return None
        move = self.model.foundation_move(card)
        if move is not None:
            return move
        return self.model.check(Move(card, pile, Pile.foundation(card.suit)))

    def click(self, card: Card) -> bool:
        """Play what a click on ``card`` means, saying why not when it is refused; True when played."""
        meaning = self.click_move(card)
        if isinstance(meaning, Move):
            return self.model.try_move(meaning)
        if meaning is not None:
            self.model.refuse(meaning, None)
        return False

    def send_home(self, card: Card) -> bool:
        """Play ``card`` (with the cards on it) to its foundation, or say why not; never a move elsewhere."""
        source, _ = self.model.locate(card)
        if source.is_foundation:
            return False
        return self.model.try_move(Move(card, source, Pile.foundation(card.suit)))

    def double_click(self, card: Card) -> bool:
        """Play the placement search's move for ``card``; with none, say so.  True when played."""
        if not self.can_pick_up(card):
            return False
        move = self.model.placement_move(card)
        if move is None:
            self.model.refuse(Refusal.NO_PLACE, None)
            return False
        return self.model.try_move(move)
