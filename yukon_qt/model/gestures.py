"""What a gesture means: one policy for the mouse, the keyboard and a screen reader's actions.

Every input asks this policy, never the engine, what its gesture means, and
gets the same move or the same refusal for the same gesture; the input only
shows the outcome (the cards glide back, stay picked up, or nothing):

- **pick up** (a press that starts a drag, Space on the keyboard, "Pick up"):
  a face-up column card, or the top card of a foundation, with every card on
  it; while they are held, placement help frames where they may go;
- **put down** (a drop, Space again, "Put down here") on a pile: the move
  there; any foundation means the card's own; its own pile puts the cards
  back; auto-place may play another move (``Aids.drop_move``);
- **click** on the last card of a column: that card to its foundation; a
  refused click is told once no double click can follow it (a double click
  tells its own outcome);
- **double click** (the mouse's) on a face-up card: the placement search's
  move, when double clicks are on; the double click of a click that sent a
  card home means nothing more;
- **find a place** (the screen reader's "Find a place"): the placement
  search's move (the longest column that takes the card, else an empty
  column for a King), or why there is none;
- **send home** (the screen reader's "Send to its foundation"): the card, with
  the cards on it, to its own foundation and nowhere else, whatever auto-place says.

Every refusal, a gesture's or the engine's (the model's ``move_refused``),
leaves by one signal, :attr:`Gestures.refused`, with whether its reason is
told (interactive rules); the table shows it and the screen reader says it.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from yukon_qt.engine import Card, Move, Pile, Refusal
from yukon_qt.model.aids import Aids
from yukon_qt.model.game_model import GameModel


class Outcome(Enum):
    """What a gesture did."""

    PLAYED = "played"  # the move was made
    NOTHING = "nothing"  # nothing to play: picked-up cards go back where they lay
    REFUSED = "refused"  # a move was asked and refused (told through ``Gestures.refused``)


class Gestures(QObject):
    """The gesture policy over one :class:`GameModel`, with the aids of :class:`Aids`.

    ``double_click_time()`` is the system's double-click interval in milliseconds (the view knows it).
    """

    refused = Signal(object, bool)  # Refusal, whether its reason is told: every refusal, whatever the input

    def __init__(self, model: GameModel, aids: Aids, double_click_time: Callable[[], int] = lambda: 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.aids = aids
        self._double_click_time = double_click_time
        self._clicked_home = QElapsedTimer()  # a click that sent a card home: its double click is spent
        self._held: Refusal | None = None  # why a click sent nothing home, told unless a double click follows
        self._held_timer = QTimer(self)
        self._held_timer.setSingleShot(True)
        self._held_timer.timeout.connect(self._tell_held)
        model.move_refused.connect(self._tell)
        model.game_started.connect(self._forget_clicks)

    # ----------------------------------------------------------- picking up
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

    def places_shown(self, card: Card) -> list[Pile]:
        """The piles framed while ``card`` is held (placement help)."""
        return self.aids.places_shown(self.model, card)

    # --------------------------------------------------------------- moving
    def put_down(self, card: Card, target: Pile | None) -> Outcome:
        """``card`` (with the cards on it) put down on ``target`` (None: nowhere, the bare felt)."""
        source, _ = self.model.locate(card)
        if target is not None and target.is_foundation:
            target = Pile.foundation(card.suit)  # any foundation means the card's own
        if target == source:
            return Outcome.NOTHING
        move = self.aids.drop_move(self.model, card, Move(card, source, target) if target is not None else None)
        return self._play(move)

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

    def click(self, card: Card) -> Outcome:
        """Play what a click on ``card`` means.  A refusal is told at once when double clicks are off,
        else once the double-click time has passed without a double click."""
        meaning = self.click_move(card)
        if isinstance(meaning, Move):
            outcome = self._play(meaning)
            if outcome is Outcome.PLAYED:
                self._clicked_home.start()
            return outcome
        if meaning is None:
            return Outcome.NOTHING
        if self.aids.double_click_finds_a_place():  # this click may be the first half of a double click
            self._held = meaning
            self._held_timer.start(self._double_click_time())
        else:
            self.model.refuse(meaning)
        return Outcome.REFUSED

    def double_click(self, card: Card | None) -> Outcome:
        """The mouse's double click on ``card`` (None: not on a card that can be picked up)."""
        self._held_timer.stop()  # the double click tells its own outcome, not its first click's
        self._held = None
        clicked_home = self._clicked_home.isValid() and self._clicked_home.elapsed() <= self._double_click_time()
        self._clicked_home.invalidate()
        if card is None or clicked_home or not self.aids.double_click_finds_a_place():
            return Outcome.NOTHING
        return self.find_place(card)

    def find_place(self, card: Card) -> Outcome:
        """Play the placement search's move for ``card``; with none, say so."""
        if not self.can_pick_up(card):
            return Outcome.NOTHING
        move = self.model.placement_move(card)
        if move is None:
            self.model.refuse(Refusal.NO_PLACE)
            return Outcome.REFUSED
        return self._play(move)

    def send_home(self, card: Card) -> Outcome:
        """Play ``card`` (with the cards on it) to its foundation, or say why not; never a move elsewhere."""
        source, _ = self.model.locate(card)
        if source.is_foundation:
            return Outcome.NOTHING
        return self._play(Move(card, source, Pile.foundation(card.suit)))

    # ------------------------------------------------------------- internal
    def _play(self, move: Move | None) -> Outcome:
        if move is None:
            return Outcome.NOTHING
        return Outcome.PLAYED if self.model.try_move(move) else Outcome.REFUSED

    def _tell(self, refusal: Refusal, _move: Move | None) -> None:
        self.refused.emit(refusal, self.aids.reason_told())

    def _tell_held(self) -> None:
        refusal, self._held = self._held, None
        if refusal is not None:
            self.model.refuse(refusal)

    def _forget_clicks(self) -> None:
        self._held_timer.stop()
        self._held = None
        self._clicked_home.invalidate()
