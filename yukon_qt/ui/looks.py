"""The player's choice of deck, card back and table colour (settings ``deck``, ``card_back``,
``table_colour``), turned into what the table shows.

A chosen deck that is gone (an installed deck removed) or cannot be drawn gives
way to the default deck, and the player is told; the setting keeps naming the
chosen deck (reading a setting never writes one), so the deck comes back by
itself once it is installed again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from yukon_qt.ui.decks import DEFAULT_DECK, Deck, find_deck
from yukon_qt.ui.decks.backs import BACKS, DECK_BACK, DEFAULT_BACK
from yukon_qt.ui.table.felt import DEFAULT_TABLE, TABLES

LOOK_SETTINGS = ("deck", "card_back", "table_colour")  # chosen in the Preferences' Appearance group


def usable(deck: Deck | None) -> bool:
    """Whether ``deck`` can be drawn (an installed deck's file is read here, once)."""
    if deck is None:
        return False
    load = getattr(deck, "load", None)
    return load is None or bool(load())


def chosen_deck(settings) -> tuple[Deck, str | None]:
    """The deck the settings name, or the default one and a notice for the player when it is gone."""
    name = settings.get("deck")
    deck = find_deck(name)
    if usable(deck):
        assert deck is not None
        return deck, None
    default = find_deck(DEFAULT_DECK)
    assert default is not None
    if deck is None:
        notice = QCoreApplication.translate(
            "Looks", "The card deck {name} is no longer installed, so the cards are shown in the {default} deck. "
            "You can choose another deck in Preferences.").format(name=name, default=default.title())
    else:
        notice = QCoreApplication.translate(
            "Looks", "The card deck {name} cannot be drawn (its file is damaged, or of a kind this game cannot "
            "read), so the cards are shown in the {default} deck.").format(name=deck.title(), default=default.title())
    return default, notice


def chosen_back(settings, deck: Deck) -> str:
    """The back the settings name, if this deck can show it, else the deck's own or the default."""
    name = settings.get("card_back")
    if name in BACKS or (name == DECK_BACK and deck.has_own_back):
        return name
    return DEFAULT_BACK


def chosen_table(settings) -> str:
    name = settings.get("table_colour")
    return name if name in TABLES else DEFAULT_TABLE
