"""The project's own pseudo-random generator and shuffle.

Game codes must deal the same cards on every platform and in every future
version, so nothing here depends on Python's ``random`` module.  The contract
(also written down in ``docs/FAQ.md``):

1. The generator is SplitMix64 seeded with the deal number: the state starts
   at the deal number; each draw adds ``0x9E3779B97F4A7C15`` to the state
   (mod 2**64) and returns the state mixed by
   ``z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9``,
   ``z = (z ^ z >> 27) * 0x94D049BB133111EB``, ``z ^ z >> 31`` (mod 2**64).
2. A number below ``n`` is drawn without bias: draws at or above
   ``2**64 - 2**64 % n`` are thrown away, the kept draw is taken mod ``n``.
3. The deck starts in the order spades, hearts, diamonds, clubs, each
   Ace to King, and is shuffled by Fisher-Yates: for ``i`` from 51 down
   to 1, swap card ``i`` with card ``j = below(i + 1)``.
4. The shuffled deck is dealt column by column, left to right, deepest card
   first, into columns of 1, 6, 7, 8, 9, 10 and 11 cards whose deepest
   0, 1, 2, 3, 4, 5 and 6 cards lie face down (see ``game.deal_columns``).
"""

from __future__ import annotations

from .cards import FULL_DECK, Card

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15


class SplitMix64:
    """SplitMix64 (Steele, Lea and Flood, 2014): small, fast and fully specified."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + GOLDEN_GAMMA) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """An unbiased number in ``0 .. n-1``."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self.next()
            if value < limit:
                return value % n


def shuffled_deck(deal_number: int) -> list[Card]:
    """The 52 cards in the order the deal number gives them."""
    deck = list(FULL_DECK)
    generator = SplitMix64(deal_number)
    for i in range(len(deck) - 1, 0, -1):
        j = generator.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
