"""A deal's level, measured: proven winnable by the solver, then played by the greedy player.

The rating of a deal is a fixed function of the deal alone:

1. the solver must prove the deal winnable within ``PROOF_NODES`` positions
   (otherwise the deal is not rated: ``None``);
2. the greedy player (:func:`.players.greedy_game`) plays ``GAMES`` games of
   it, each with its own seeded tie-breaking; the number it wins gives the
   level, with limits per rule (Relaxed deals are far easier for it):

   ========  ==============  ==============  ==============
   Rule      Easy            Medium          Hard
   ========  ==============  ==============  ==============
   Classic   4 to 8 wins     1 to 3 wins     no win
   Relaxed   8 wins          7 wins          6 wins or fewer
   ========  ==============  ==============  ==============

Both budgets count positions and games, never seconds, so every machine
gives every deal the same level; together they take well under a second.
``docs/DIFFICULTY.md`` gives the measured shares and the check of the levels
by another player.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..codes import GameCode, Rule
from ..game import Game
from ..solver import SOLVABLE, solve
from . import EASY, HARD, LEVELS, MEDIUM
from .players import greedy_game, wins

__all__ = ["EASY", "GAMES", "LEVELS", "MEDIUM", "PROOF_NODES", "Rating", "level_for_wins", "rate"]
PROOF_NODES = 5_000  # positions the solver may search to prove a deal winnable
GAMES = 8  # games the greedy player plays of each deal
LEAST_WINS = {  # the fewest wins out of GAMES for Easy and for Medium, per rule
    Rule.CLASSIC: {EASY: 4, MEDIUM: 1},
    Rule.RELAXED: {EASY: 8, MEDIUM: 7},
}


@dataclass(frozen=True)
class Rating:
    """What the rating found: whether the deal is proven winnable, the greedy player's wins, the level."""

    proven: bool
    wins: int | None
    level: str | None


def level_for_wins(rule: Rule, won: int) -> str:
    """The level of a proven deal that the greedy player won ``won`` times out of ``GAMES``."""
    least = LEAST_WINS[rule]
    if won >= least[EASY]:
        return EASY
    return MEDIUM if won >= least[MEDIUM] else HARD


def proven_winnable(code: GameCode, nodes: int = PROOF_NODES) -> bool:
    return solve(Game(code), seconds=None, max_nodes=nodes).status == SOLVABLE


def rate(code: GameCode) -> Rating:
    """Rate ``code``'s deal from scratch (what the shipped table holds, for any deal)."""
    if not proven_winnable(code):
        return Rating(False, None, None)
    won = wins(greedy_game, code, GAMES)
    return Rating(True, won, level_for_wins(code.rule, won))
