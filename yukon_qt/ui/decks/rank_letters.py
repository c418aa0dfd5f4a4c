"""The letters in a card's corner for the Ace and the court cards, as the player's language prints them.

A German deck reads B, D, K (Bube, Dame, König), a French one V, D, R, a Russian one В, Д, К;
the built-in decks, the empty column's mark and the texts that name a card all take their
letters from here, so a language gives them once.  Installed decks keep their own art.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def rank_letter(rank: int) -> str:
    """What a card's corner shows for ``rank`` (1 to 13) in the player's language."""
    if rank == 1:
        return QCoreApplication.translate("Ranks", "A", "the rank Ace, as printed in a card's corner")
    if rank == 11:
        return QCoreApplication.translate("Ranks", "J", "the rank Jack, as printed in a card's corner")
    if rank == 12:
        return QCoreApplication.translate("Ranks", "Q", "the rank Queen, as printed in a card's corner")
    if rank == 13:
        return QCoreApplication.translate("Ranks", "K", "the rank King, as printed in a card's corner")
    return str(rank)


def court_letters() -> tuple[str, str, str, str]:
    """The Ace's, Jack's, Queen's and King's letters: what changes a built-in deck's faces."""
    return rank_letter(1), rank_letter(11), rank_letter(12), rank_letter(13)
