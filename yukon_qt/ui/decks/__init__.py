"""The looks of the cards: every deck behind one interface (``base.Deck``).

``built_in_decks`` lists the decks shipped with the game; ``find_deck`` gives
the deck kept in the settings under its name, or None when it is gone.
"""

from __future__ import annotations

from yukon_qt.ui.decks.base import BUILT_IN, INSTALLED, STANDARD_SHAPE, CardShape, Deck
from yukon_qt.ui.decks.classic import ClassicDeck

DEFAULT_DECK = ClassicDeck.name

__all__ = ["BUILT_IN", "DEFAULT_DECK", "INSTALLED", "STANDARD_SHAPE", "CardShape", "Deck", "built_in_decks",
           "find_deck"]


def built_in_decks() -> list[Deck]:
    return [ClassicDeck()]


def find_deck(name: str) -> Deck | None:
    for deck in built_in_decks():
        if deck.name == name:
            return deck
    return None
