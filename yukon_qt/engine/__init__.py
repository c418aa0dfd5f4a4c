"""The Yukon engine: cards, deal codes, rules, game state, undo and score.

Pure Python: nothing in this package imports Qt.
"""

from .cards import ACE, FULL_DECK, KING, Card, Suit
from .codes import DEAL_COUNT, DEFAULT_RULE, CodeError, GameCode, Rule
from .game import UNDO_LIMIT, WINNING_SCORE, Game, deal_columns, fits_on
from .moves import COLUMNS, FOUNDATIONS, MAX_GROUP, Change, Move, Pile, Refusal

__all__ = [
    "ACE", "FULL_DECK", "KING", "Card", "Suit",
    "DEAL_COUNT", "DEFAULT_RULE", "CodeError", "GameCode", "Rule",
    "UNDO_LIMIT", "WINNING_SCORE", "Game", "deal_columns", "fits_on",
    "COLUMNS", "FOUNDATIONS", "MAX_GROUP", "Change", "Move", "Pile", "Refusal",
]
