"""How hard a deal is: Easy, Medium or Hard, measured by a simple player's wins on proven winnable deals.

``level_of(code)`` is the level of any deal (``None``: not rated), from the
shipped table when it holds the deal and rated on the spot otherwise;
``rated_deal(rule, level)`` draws a deal of a level from the table at once.
The players are in :mod:`.players`, the rating in :mod:`.rating`, the table
(written by ``tools/make_difficulty.py``) in :mod:`.table`.  No Qt.
"""

from __future__ import annotations

import random

from ..codes import GameCode, Rule

EASY, MEDIUM, HARD = "easy", "medium", "hard"
LEVELS = (EASY, MEDIUM, HARD)
# Nothing heavier is imported here: the window imports this before its first frame, the solver after it.

__all__ = ["EASY", "HARD", "LEVELS", "MEDIUM", "level_of", "rated_deal", "table_letters", "table_level"]


def table_letters(rule: Rule, level: str) -> tuple[str, ...]:
    """The deal letters of the table's deals of ``rule`` and ``level``."""
    if level not in LEVELS:
        raise ValueError(f"no level {level!r}")
    from .table import DEALS

    return DEALS[rule.letter][level]


def _table_level(code: GameCode) -> str | None:
    """The level the shipped table gives ``code`` (its deals, or the deals of the day), ``None`` if none."""
    from .table import DEALS

    letters = str(code).split("-")[2]
    for level in LEVELS:
        if letters in DEALS[code.rule.letter][level]:
            return level
    return _daily_level(code, letters)


def _daily_level(code: GameCode, letters: str) -> str | None:
    """The level of a deal of the day of the daily table (all Classic deals), ``None`` if not there or not rated."""
    from ..daily_table import LETTERS
    from .table import DAILY_LEVELS

    if code.rule is not Rule.CLASSIC or letters not in _daily_index(LETTERS):
        return None
    initial = DAILY_LEVELS[_daily_index(LETTERS)[letters]]
    return next((level for level in LEVELS if level[0].upper() == initial), None)


_DAILY_INDEX: dict[str, int] = {}


def _daily_index(letters: tuple[str, ...]) -> dict[str, int]:
    if not _DAILY_INDEX:
        _DAILY_INDEX.update({text: index for index, text in enumerate(letters)})
    return _DAILY_INDEX


def level_of(code: GameCode) -> str | None:
    """The level of ``code``'s deal; ``None`` when it is not proven winnable within the rating's budget.

    From the shipped table at once when it holds the deal; otherwise rated on
    the spot (``rating.rate``: at most ``PROOF_NODES`` positions and ``GAMES``
    games, well under a second).
    """
    from .rating import rate

    return _table_level(code) or rate(code).level


def table_level(code: GameCode) -> str | None:
    """The level of ``code``'s deal when the shipped table holds it (at once), else ``None``."""
    return _table_level(code)


def rated_deal(rule: Rule, level: str, rng: random.Random | None = None) -> GameCode:
    """A deal of ``rule`` and ``level`` from the shipped table, drawn with ``rng`` (or at random)."""
    letters = (rng or random).choice(table_letters(rule, level))
    return GameCode.parse(f"YU1-{rule.letter}-{letters}")
