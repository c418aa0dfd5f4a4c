"""Where did it go wrong: the move that turned a winnable game into a lost one.

The positions of the game are walked back from the one on the table, undoing
the kept moves one by one on a copy, and the solver is asked about each, a few
seconds at most per position, until one is proven winnable.  The move made
from that position lost the game, if the position after it is proven lost.
The answer never claims more than the solver proved: a position the solver
ran out of time on stays unknown, and the answer then says which positions
are certain.  The search runs in a Python thread like ``SolverWorker``'s, and
can be cancelled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance, Slot

from yukon_qt.engine import Game, Move
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE, solve
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.solver_memory import SolverMemory, position_key

POSITION_SECONDS = 2.0  # the solver's time for one position before it counts as unknown

FOUND = "found"  # ``move``, made ``moves_ago`` moves ago, lost the game
STILL_WINNABLE = "still winnable"  # the position on the table is proven winnable
NEVER_WINNABLE = "never winnable"  # the start of the deal is proven lost
BEYOND_UNDO = "beyond undo"  # the oldest position undo keeps is proven lost, and it is not the start
UNCERTAIN = "uncertain"  # the solver ran out of time: only ``winnable_ago`` and ``lost_ago`` are sure


@dataclass(frozen=True)
class LostMoveAnswer:
    """What the walk back found; ``..._ago`` counts moves back from the position on the table (0 is now)."""

    kind: str
    move: Move | None = None  # FOUND: the losing move, as it was made
    moves_ago: int = 0  # FOUND: how many moves ago it was made (1: the last move)
    winnable_ago: int | None = None  # UNCERTAIN: the newest position proven winnable, if any
    lost_ago: int | None = None  # UNCERTAIN: the oldest position proven lost, if any
    positions_solved: int = 0  # how many positions the solver was asked about


Known = dict[int, str]  # moves ago -> status already known (from the solver's memory)
Progress = Callable[[int, int], None]  # positions looked at so far, positions at most


def known_statuses(game: Game, memory: SolverMemory) -> Known:
    """What the solver's memory already knows about the game's kept positions (read in the window's thread)."""
    copy = Game.from_dict(game.to_dict())
    known: Known = {}
    for ago in range(len(game.history) + 1):
        if ago:
            copy.undo()
        status = memory.status_of(copy)
        if status is not None:
            known[ago] = status
    return known


def find_losing_move(
    record: dict[str, Any],
    seconds: float = POSITION_SECONDS,
    known: Known | None = None,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> LostMoveAnswer | None:
    """Walk the game of ``record`` (``Game.to_dict``) back to its last winnable position.

    Returns None when cancelled.
    """
    is_cancelled = cancel or (lambda: False)
    game = Game.from_dict(record)
    known = known or {}
    history = list(game.history)
    total = len(history) + 1
    start_key = position_key(Game(game.code))
    statuses: dict[int, str] = {}
    solved = 0
    for ago in range(total):
        if is_cancelled():
            return None
        if ago:
            game.undo()
        status = known.get(ago)
        if status is None:
            status = solve(game, seconds=seconds, cancel=is_cancelled).status
            solved += 1
            if is_cancelled():
                return None
        statuses[ago] = status
        if progress is not None:
            progress(ago + 1, total)
        if status == SOLVABLE:
            if ago == 0:
                return LostMoveAnswer(STILL_WINNABLE, positions_solved=solved)
            if statuses[ago - 1] == UNSOLVABLE:
                return LostMoveAnswer(FOUND, move=history[-ago].move, moves_ago=ago, positions_solved=solved)
            return _uncertain(statuses, ago, solved)
    if statuses[total - 1] == UNSOLVABLE:
        kind = NEVER_WINNABLE if position_key(game) == start_key else BEYOND_UNDO
        return LostMoveAnswer(kind, positions_solved=solved)
    return _uncertain(statuses, None, solved)


def _uncertain(statuses: dict[int, str], winnable_ago: int | None, solved: int) -> LostMoveAnswer:
    lost = [ago for ago, status in statuses.items() if status == UNSOLVABLE]
    return LostMoveAnswer(UNCERTAIN, winnable_ago=winnable_ago, lost_ago=max(lost) if lost else None,
                          positions_solved=solved)


class LostMoveSearch(QObject):
    """``start()`` looks, in the background, for the move that lost the game on the table.

    ``progress(done, total)`` counts the positions looked at; ``answered(answer)``
    brings the :class:`LostMoveAnswer`.  ``cancel()`` stops the search (nothing
    is answered then); a new ``start()`` cancels the one before it.
    """

    progress = Signal(int, int)
    answered = Signal(object)
    _answered = Signal(int, object)
    _progressed = Signal(int, int, int)

    def __init__(self, model: GameModel, memory: SolverMemory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.memory = memory
        self.seconds = POSITION_SECONDS
        self._request = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._answered.connect(self._deliver_answer, Qt.ConnectionType.QueuedConnection)
        self._progressed.connect(self._deliver_progress, Qt.ConnectionType.QueuedConnection)

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._cancel.is_set()

    def start(self) -> None:
        self.cancel()
        self._cancel = threading.Event()
        game = self.model.game
        known = known_statuses(game, self.memory)
        args = (self._request, self._cancel, game.to_dict(), self.seconds, known)
        self._thread = threading.Thread(target=self._run, args=args, name="yukon-lost-move", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._request += 1
        self._cancel.set()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the search thread to end (for shutting down); True when it has."""
        if self._thread is not None:
            self._thread.join(seconds)
        return self._thread is None or not self._thread.is_alive()

    def _run(self, request: int, cancel: threading.Event, record: dict[str, Any], seconds: float,
             known: Known) -> None:
        try:
            answer = find_losing_move(record, seconds, known,
                                      lambda done, total: self._emit(self._progressed, request, done, total),
                                      cancel.is_set)
        except (ValueError, MemoryError):
            answer = LostMoveAnswer(UNCERTAIN)
        if answer is not None and not cancel.is_set():
            self._emit(self._answered, request, answer)

    @staticmethod
    def _emit(signal: SignalInstance, *args: object) -> None:
        try:  # the window may be gone while the search ends: its answer is then of no use
            signal.emit(*args)
        except RuntimeError:
            pass

    @Slot(int, object)
    def _deliver_answer(self, request: int, answer: LostMoveAnswer) -> None:
        if request == self._request:
            self._thread = None
            self.answered.emit(answer)

    @Slot(int, int, int)
    def _deliver_progress(self, request: int, done: int, total: int) -> None:
        if request == self._request:
            self.progress.emit(done, total)

