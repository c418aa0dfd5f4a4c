"""The looks of the cards: every deck behind one interface (``base.Deck``).

``built_in_decks`` lists the decks shipped with the game, ``all_decks`` those and
the installed ones (``installed.py``); ``find_deck`` gives the deck kept in the
settings under its name, or None when it is gone.
"""

from __future__ import annotations

from yukon_qt.ui.decks.base import BUILT_IN, INSTALLED, STANDARD_SHAPE, CardShape, Deck
from yukon_qt.ui.decks.classic import ClassicDeck
from yukon_qt.ui.decks.large_print import LargePrintDeck

DEFAULT_DECK = ClassicDeck.name

__all__ = ["BUILT_IN", "DEFAULT_DECK", "INSTALLED", "STANDARD_SHAPE", "CardShape", "Deck", "all_decks",
           "built_in_decks", "find_deck"]


def built_in_decks() -> list[Deck]:
    return [ClassicDeck(), LargePrintDeck()]


def all_decks() -> list[Deck]:
    """Every deck to choose from: the built-in ones first, then the installed ones by title."""
    from yukon_qt.ui.decks.installed import installed_decks

    return [*built_in_decks(), *installed_decks()]


def find_deck(name: str) -> Deck | None:
    """The deck called ``name`` (built-in, or ``kde:<folder>`` / ``user:<folder>`` when installed),
    or None when there is none by that name or it cannot be drawn.  Only that deck is looked for."""
    for deck in built_in_decks():
        if deck.name == name:
            return deck
    from yukon_qt.ui.decks.installed import find_installed  # not imported for a built-in deck

    return find_installed(name)
