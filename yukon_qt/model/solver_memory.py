"""What the solver already found out about positions of the game on the table.

A winning line is kept with every position along it, so a player who follows
it (or undoes back onto it) gets the next move of the line at once, without a
new search.  Positions proven lost are kept too: every position reached from
a lost one by moves is lost as well (the solver searched them all).
"""

from __future__ import annotations

from yukon_qt.engine import Card, Game, GameCode, Move, Refusal, Rule
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE

LOST_LIMIT = 5000  # positions proven lost kept at most (the table starts over beyond)

# The rule, the columns, their face-down counts and the foundation heights.
PositionKey = tuple[Rule, tuple[tuple[Card, ...], ...], tuple[int, ...], tuple[int, ...]]


def position_key(game: Game) -> PositionKey:
    """Everything that decides what can still happen: the rule and where each card lies, face up or down."""
    return (
        game.rule,
        tuple(tuple(column) for column in game.columns),
        tuple(game.hidden),
        tuple(len(foundation) for foundation in game.foundations),
    )


class SolverMemory:
    def __init__(self) -> None:
        self._line: list[Move] = []
        self._steps: dict[PositionKey, int] = {}  # position key -> how many moves of the line were played to reach it
        self._lost: set[PositionKey] = set()

    def forget(self) -> None:
        self._line = []
        self._steps = {}
        self._lost = set()

    def learn_line(self, game: Game, moves: list[Move]) -> None:
        """Keep a winning line from ``game``'s position (the line kept before is forgotten)."""
        copy = Game.from_dict(game.to_dict())
        steps = {position_key(copy): 0}
        for number, move in enumerate(moves, start=1):
            if isinstance(copy.play(move), Refusal):
                return  # not a line from this position: keep nothing of it
            steps[position_key(copy)] = number
        self._line = list(moves)
        self._steps = steps

    def learn_deal(self, code: GameCode, moves: list[Move]) -> None:
        """Keep a winning line from the start of the deal ``code``."""
        self.learn_line(Game(code), moves)

    def line_from(self, game: Game) -> list[Move] | None:
        """The rest of the known winning line from ``game``'s position, or None if it is not on it."""
        step = self._steps.get(position_key(game))
        return None if step is None else self._line[step:]

    def learn_lost(self, game: Game) -> None:
        if len(self._lost) >= LOST_LIMIT:
            self._lost.clear()
        self._lost.add(position_key(game))

    def is_lost(self, game: Game) -> bool:
        return position_key(game) in self._lost

    def status_of(self, game: Game) -> str | None:
        """SOLVABLE or UNSOLVABLE when already known for this position, else None."""
        if self.line_from(game) is not None:
            return SOLVABLE
        if self.is_lost(game):
            return UNSOLVABLE
        return None
