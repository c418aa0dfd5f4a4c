"""The deal of the day: one Classic deal per calendar date, the same for every player, proven winnable.

The deal comes from the date alone.  Candidates are drawn in a fixed order
(attempt 0, 1, 2, ... of the date), each with the project's SplitMix64
seeded with the date's ordinal day number, a fixed salt and the attempt; the
first candidate the solver proves winnable within ``NODE_BUDGET`` positions
is the deal of the day.  The budget counts positions, not seconds, so a slow
machine and a fast one take the same candidate.

Proving takes up to a second or so per candidate, so the codes from
``TABLE_FIRST`` to ``TABLE_LAST`` are kept in ``daily_table`` (written by
``tools/make_daily.py`` with this same function) and answered at once; a
date outside the table is computed.  Pure Python, no Qt.
"""

from __future__ import annotations

from datetime import date, timedelta

from .codes import DEAL_COUNT, GameCode, Rule
from .game import Game
from .shuffle import SplitMix64
from .solver import SOLVABLE, solve

SALT = 0x59554B4F4E444159  # "YUKONDAY": changing it changes every deal of the day
NODE_BUDGET = 20_000  # positions the solver may search per candidate (under a second)
MOST_ATTEMPTS = 200  # a date whose first candidates are all unproven still gets a deal
RULE = Rule.CLASSIC


def candidate(day: date, attempt: int) -> GameCode:
    """The ``attempt``-th candidate deal of ``day``: a fixed function of both."""
    if not 0 <= attempt < 1 << 16:
        raise ValueError(f"attempt out of range: {attempt}")
    seed = SALT ^ (day.toordinal() << 16 | attempt)
    return GameCode(RULE, SplitMix64(seed).below(DEAL_COUNT))


def compute_daily_code(day: date) -> GameCode:
    """The deal of ``day`` worked out with the solver (what the table holds, for any date).

    If none of the first ``MOST_ATTEMPTS`` candidates is proven winnable (it
    has never happened) the first candidate is the deal, so every date has one.
    """
    for attempt in range(MOST_ATTEMPTS):
        code = candidate(day, attempt)
        if solve(Game(code), seconds=None, max_nodes=NODE_BUDGET).status == SOLVABLE:
            return code
    return candidate(day, 0)


def daily_code(day: date) -> GameCode:
    """The deal of ``day``: from the table when it holds the date, worked out otherwise."""
    from .daily_table import LETTERS, TABLE_FIRST

    index = (day - TABLE_FIRST).days
    if 0 <= index < len(LETTERS):
        return GameCode.parse(f"YU1-{RULE.letter}-{LETTERS[index]}")
    return compute_daily_code(day)


def table_dates(first: date, last: date) -> list[date]:
    """Every date from ``first`` to ``last``, both included."""
    return [first + timedelta(days=n) for n in range((last - first).days + 1)]
