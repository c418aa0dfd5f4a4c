"""What a screen reader says: the names of cards and piles, and the sentences of announcements.

Every text is made here, in the player's language (translation context
``SpokenNames``), from what the model says; nothing here decides anything.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject

from yukon_qt.engine import Card, Move, Pile, Suit
from yukon_qt.i18n import left_to_right
from yukon_qt.model.game_model import GameModel
from yukon_qt.time_text import clock_text
from yukon_qt.ui.messages import rule_text


class SpokenNames(QObject):
    """The words for one game's cards and piles (``model``'s queries say what lies where)."""

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model

    # ------------------------------------------------------------------ cards
    def rank_name(self, rank: int) -> str:
        names = (self.tr("Ace"), self.tr("Two"), self.tr("Three"), self.tr("Four"), self.tr("Five"),
                 self.tr("Six"), self.tr("Seven"), self.tr("Eight"), self.tr("Nine"), self.tr("Ten"),
                 self.tr("Jack"), self.tr("Queen"), self.tr("King"))
        return names[rank - 1]

    def suit_name(self, suit: Suit) -> str:
        names = (self.tr("spades"), self.tr("hearts"), self.tr("diamonds"), self.tr("clubs"))
        return names[int(suit)]

    def card_name(self, card: Card) -> str:
        """``Queen of spades``: a card's face."""
        return self.tr("%1 of %2", "a card: its rank, then its suit").replace(
            "%1", self.rank_name(card.rank)).replace("%2", self.suit_name(card.suit))

    def face_down(self) -> str:
        return self.tr("face-down card")

    def shown_name(self, card: Card) -> str:
        """The card's face when it is face up, else only that it is face down."""
        pile, position = self.model.locate(card)
        if not pile.is_foundation and position < self.model.face_down_count(pile):
            return self.face_down()
        return self.card_name(card)

    # ------------------------------------------------------------------ piles
    def pile_name(self, pile: Pile) -> str:
        """``Column 3, 5 cards, 2 face down`` or ``Hearts foundation, up to Four``."""
        cards = self.model.cards_of(pile)
        if pile.is_foundation:
            return self.foundation_name(Suit(pile.index), cards[-1].rank if cards else 0)
        number = str(pile.index + 1)
        if not cards:
            return self.tr("Column %1, empty").replace("%1", number)
        down = self.model.face_down_count(pile)
        if down:
            return self.tr("Column %1, %n card(s), %2 face down", "", len(cards)).replace(
                "%1", number).replace("%2", str(down))
        return self.tr("Column %1, %n card(s)", "", len(cards)).replace("%1", number)

    def foundation_name(self, suit: Suit, top: int) -> str:
        if not top:
            empty = (self.tr("Spades foundation, empty"), self.tr("Hearts foundation, empty"),
                     self.tr("Diamonds foundation, empty"), self.tr("Clubs foundation, empty"))
            return empty[int(suit)]
        up_to = (self.tr("Spades foundation, up to %1"), self.tr("Hearts foundation, up to %1"),
                 self.tr("Diamonds foundation, up to %1"), self.tr("Clubs foundation, up to %1"))
        return up_to[int(suit)].replace("%1", self.rank_name(top))

    def table_name(self) -> str:
        return self.tr("Card table")

    # ---------------------------------------------------------------- reading
    def column_reading(self, pile: Pile) -> str:
        """A column from its deepest card to its last: how many lie face down, then each face-up card."""
        if pile.is_foundation:
            return self.foundations_reading()
        cards = self.model.cards_of(pile)
        if not cards:
            return self.pile_name(pile)
        down = self.model.face_down_count(pile)
        parts = [self.tr("%n face-down card(s)", "", down)] if down else []
        parts += [self.card_name(card) for card in cards[down:]]
        return self.tr("Column %1 from the bottom: %2").replace("%1", str(pile.index + 1)).replace(
            "%2", self.tr(", ", "between the cards read out").join(parts))

    def foundations_reading(self) -> str:
        names = [self.foundation_name(suit, len(self.model.cards_of(Pile.foundation(suit)))) for suit in Suit]
        return self.tr("; ", "between the foundations read out").join(names)

    def status_reading(self) -> str:
        model = self.model
        return self.tr("Score %1, time %2, %n move(s), game %3", "", model.moves_made).replace(
            "%1", QLocale().toString(model.score)).replace("%2", clock_text(model.elapsed, QLocale().toString)).replace(
            "%3", left_to_right(model.code))

    # ---------------------------------------------------------- announcements
    def move_sentence(self, move: Move, cards: tuple[Card, ...], turned: Card | None) -> str:
        """What a move did, read after it was played: ``Seven of hearts and 2 cards onto Eight of spades``."""
        card = self.card_name(move.card)
        others = len(cards) - 1
        if move.destination.is_foundation:
            sentence = self.tr("%1 to its foundation").replace("%1", card)
        else:
            below = self._card_below(move.card)
            if below is None:
                number = str(move.destination.index + 1)
                if others:
                    sentence = self.tr("%1 and %n card(s) to empty column %2", "", others)
                else:
                    sentence = self.tr("%1 to empty column %2")
                sentence = sentence.replace("%1", card).replace("%2", number)
            else:
                if others:
                    sentence = self.tr("%1 and %n card(s) onto %2", "", others)
                else:
                    sentence = self.tr("%1 onto %2")
                sentence = sentence.replace("%1", card).replace("%2", self.card_name(below))
        if turned is not None:
            sentence = self.tr("%1; %2 turned face up").replace("%1", sentence).replace(
                "%2", self.card_name(turned))
        if move.destination.is_foundation:
            sentence = self.tr("%1; score %2").replace("%1", sentence).replace(
                "%2", QLocale().toString(self.model.score))
        return sentence

    def hint_sentence(self, move: Move) -> str:
        """The move a hint frames, before it is played: ``Hint: Seven of hearts onto Eight of spades``."""
        card = self.card_name(move.card)
        if move.destination.is_foundation:
            sentence = self.tr("%1 to its foundation").replace("%1", card)
        else:
            cards = self.model.cards_of(move.destination)
            if cards:
                sentence = self.tr("%1 onto %2").replace("%1", card).replace("%2", self.card_name(cards[-1]))
            else:
                sentence = self.tr("%1 to empty column %2").replace("%1", card).replace(
                    "%2", str(move.destination.index + 1))
        return self.tr("Hint: %1").replace("%1", sentence)

    def held(self, card: Card) -> str:
        """The cards just picked up: ``Holding Seven of hearts and 2 cards``."""
        others = len(self.model.group(card)) - 1
        if others:
            return self.tr("Holding %1 and %n card(s)", "", others).replace("%1", self.card_name(card))
        return self.tr("Holding %1").replace("%1", self.card_name(card))

    def not_allowed(self) -> str:
        return self.tr("Not allowed")

    def _card_below(self, card: Card) -> Card | None:
        pile, position = self.model.locate(card)
        return self.model.cards_of(pile)[position - 1] if position else None

    def undone(self) -> str:
        return self.tr("Move undone")

    def won(self) -> str:
        model = self.model
        return self.tr("You won! Score %1, time %2, %n move(s)", "", model.moves_made).replace(
            "%1", QLocale().toString(model.score)).replace("%2", clock_text(model.elapsed, QLocale().toString))

    def new_game(self) -> str:
        return self.tr("New game %1, %2 rule").replace("%1", left_to_right(self.model.code)).replace(
            "%2", rule_text(self.model.rule))

    # ---------------------------------------------------------------- actions
    def action_name(self, name: str) -> str:
        """The words for one of the actions a card or pile offers (named in English in the tree)."""
        names = {PICK_UP: self.tr("Pick up"), PUT_DOWN: self.tr("Put down here"),
                 TO_FOUNDATION: self.tr("Send to its foundation"), FIND_PLACE: self.tr("Find a place")}
        return names.get(name, name)


# The actions a card or a pile offers besides Press (Space) and SetFocus (frame it), named as the
# accessibility tree names them; the player reads ``SpokenNames.action_name``.
PICK_UP = "Pick up"
PUT_DOWN = "Put down here"
TO_FOUNDATION = "Send to its foundation"
FIND_PLACE = "Find a place"
