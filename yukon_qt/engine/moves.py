"""Moves, refusals and change records: the values the engine trades in."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from .cards import Card, Suit

COLUMN_COUNT = 7
MAX_GROUP: Final = 20


@dataclass(frozen=True, slots=True)
class Pile:
    """A place cards lie: a column (``index`` 0..6) or a foundation (``index`` = suit)."""

    is_foundation: bool
    index: int

    def __post_init__(self) -> None:
        limit = len(Suit) if self.is_foundation else COLUMN_COUNT
        if not isinstance(self.index, int) or not 0 <= self.index < limit:
            kind = "foundation" if self.is_foundation else "column"
            raise ValueError(f"no {kind} {self.index!r}")

    @classmethod
    def column(cls, index: int) -> Pile:
        if not 0 <= index < COLUMN_COUNT:
            raise ValueError(f"no column {index}")
        return cls(False, index)

    @classmethod
    def foundation(cls, suit: Suit | int) -> Pile:
        return cls(True, int(Suit(suit)))

    @property
    def label(self) -> str:
        """``T1``..``T7`` for the columns, ``F`` for a foundation."""
        return "F" if self.is_foundation else f"T{self.index + 1}"

    def __str__(self) -> str:
        return f"F{Suit(self.index).letter}" if self.is_foundation else self.label


COLUMNS: tuple[Pile, ...] = tuple(Pile.column(i) for i in range(COLUMN_COUNT))
FOUNDATIONS: tuple[Pile, ...] = tuple(Pile.foundation(s) for s in Suit)


@dataclass(frozen=True, slots=True)
class Move:
    """Pick ``card`` (with every card above it) from ``source`` and put it on ``destination``.

    A move to any foundation means the foundation of the card's suit.
    """

    card: Card
    source: Pile
    destination: Pile

    def __str__(self) -> str:
        return f"{self.card} {self.source}->{self.destination}"


class Refusal(str, Enum):  # noqa: UP042 - not StrEnum: that would change what str() of a refusal gives
    """Why a move is refused.  The interface turns each code into a translated sentence."""

    GAME_WON = "game_won"
    CARD_NOT_THERE = "card_not_there"
    CARD_FACE_DOWN = "card_face_down"
    SAME_PILE = "same_pile"
    WRONG_COLOUR = "wrong_colour"
    WRONG_RANK = "wrong_rank"
    NOTHING_ON_ACE = "nothing_on_ace"
    KING_ONLY_ON_EMPTY = "king_only_on_empty"
    GROUP_TOO_LARGE = "group_too_large"
    NOT_LAST_CARD = "not_last_card"
    NOT_NEXT_ON_FOUNDATION = "not_next_on_foundation"
    NOT_TOP_OF_FOUNDATION = "not_top_of_foundation"
    FOUNDATION_TO_FOUNDATION = "foundation_to_foundation"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    NO_PLACE = "no_place"  # no pile takes the card now (a double click, or auto-place, found none)


@dataclass(frozen=True, slots=True)
class Change:
    """What one applied move changed: enough to animate it and to undo it exactly."""

    move: Move
    cards: tuple[Card, ...]
    turned: Card | None
    score_before: int
    score_after: int

    @property
    def score_delta(self) -> int:
        return self.score_after - self.score_before

    @property
    def is_take_back(self) -> bool:
        return self.move.source.is_foundation
