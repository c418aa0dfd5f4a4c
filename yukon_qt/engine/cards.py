"""Cards, suits, colours and ranks, with the short notation used everywhere.

A card is written rank then suit: ranks ``A 2 3 4 5 6 7 8 9 T J Q K``,
suits ``S H D C``.  ``KS`` is the King of spades, ``TD`` the ten of diamonds.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "SHDC"
ACE = 1
KING = 13


class Suit(IntEnum):
    """The four suits, in the fixed order of the foundation slots."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card: ``rank`` 1 (Ace) to 13 (King) and a ``suit``."""

    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if not ACE <= self.rank <= KING:
            raise ValueError(f"rank out of range: {self.rank}")

    @property
    def is_red(self) -> bool:
        return self.suit.is_red

    @property
    def index(self) -> int:
        """A number 0..51, unique per card: suit-major, Ace first."""
        return self.suit * 13 + self.rank - 1

    @classmethod
    def from_index(cls, index: int) -> Card:
        return cls(index % 13 + 1, Suit(index // 13))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"KS"``-style notation (case-insensitive, ``10`` allowed for ``T``)."""
        cleaned = text.strip().upper().replace("10", "T")
        if len(cleaned) != 2 or cleaned[0] not in RANK_LETTERS or cleaned[1] not in SUIT_LETTERS:
            raise ValueError(f"not a card: {text!r}")
        return cls(RANK_LETTERS.index(cleaned[0]) + 1, Suit(SUIT_LETTERS.index(cleaned[1])))

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 1] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card({self})"


FULL_DECK: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))
