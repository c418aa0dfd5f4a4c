"""Hints, the model's half: the next move of a winning line, a best guess, or word that the deal is lost.

A hint asks the solver about the position on the table for a few seconds in
the background.  A proven winning line gives its first move (and is kept, so
the next hints along it are immediate).  A position proven lost gives no move:
no move leads to a win, and framing one would say otherwise.  When the solver
runs out of time, its best guess (``best_heuristic_move``) is given, said to be
a guess, and the search goes on in the background (``FOLLOW_UP_SECONDS``, no
busy cursor): when it proves the position, ``upgraded`` brings the sure answer,
which the next hint also gives at once.  Nothing is played.  A move made while
the solver thinks cancels the hint and its follow-up.  How a hint is shown is the view's
(``ui/window/hints.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yukon_qt.engine import Move
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, SolverResult, best_heuristic_move
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.solver_memory import PositionKey, SolverMemory, position_key
from yukon_qt.model.solver_worker import SolverWorker

HINT_SECONDS = 2.5  # how long a hint may think before it falls back on the best guess
FOLLOW_UP_SECONDS = 60.0  # how long the search goes on after a best guess, in the background


class HintSearch(QObject):
    """``request()`` looks for a hint for the game on the table.

    ``answered(move, status)`` gives it: ``status`` is the solver's verdict on
    the position (SOLVABLE: ``move`` starts a winning line; UNSOLVABLE: proven
    lost, ``move`` is None; UNKNOWN: ``move`` is a best guess, None when no move
    is useful); ``withdrawn()`` says the
    position changed, so a hint on show no longer holds.  ``thinking(bool)``
    says when the solver starts and stops thinking for a hint; ``hint_given()``
    follows each new answer (for the statistics): the same hint asked again for
    the same position is answered again but not counted twice.  After a best
    guess, ``following(True)`` says the search goes on; ``upgraded(move, status)``
    brings its proof (SOLVABLE with the next move of the line, or UNSOLVABLE),
    and ``following(False)`` says it has stopped, with or without one.
    """

    answered = Signal(object, str)
    upgraded = Signal(object, str)
    withdrawn = Signal()
    thinking = Signal(bool)
    following = Signal(bool)
    hint_given = Signal()

    def __init__(self, model: GameModel, memory: SolverMemory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.memory = memory
        self.worker = SolverWorker(self)
        self.worker.finished.connect(self._solved)
        self._asked_about: PositionKey | None = None  # the position the solver is thinking about
        self._following: PositionKey | None = None  # the position the search goes on with after a best guess
        self._last: tuple[PositionKey, Move | None, str] | None = None  # position, move, status of the last hint
        model.cards_moved.connect(self.cancel)
        model.move_undone.connect(self.cancel)
        model.game_started.connect(self.cancel)

    @property
    def busy(self) -> bool:
        return self._asked_about is not None

    @property
    def is_following(self) -> bool:
        return self._following is not None

    def request(self) -> None:
        game = self.model.game
        if game.won or self.busy:
            return
        key = position_key(game)
        if self._last is not None and self._last[0] == key:
            self.answered.emit(*self._last[1:])  # the same hint again: no new search, not counted again
            return
        line = self.memory.line_from(game)
        if line:
            self._answer(key, line[0], SOLVABLE)
            return
        if self.memory.is_lost(game):
            self._answer(key, None, UNSOLVABLE)
            return
        self._stop_following()
        self._asked_about = key
        self.thinking.emit(True)
        self.worker.solve(game.to_dict(), HINT_SECONDS)

    def cancel(self, *_args: object) -> None:
        """The position changed: forget the question and withdraw the hint on show."""
        self.withdrawn.emit()
        if self.busy:
            self.worker.cancel()
            self._asked_about = None
            self.thinking.emit(False)
        self._stop_following()

    def _stop_following(self) -> None:
        if self._following is not None:
            self.worker.cancel()
            self._following = None
            self.following.emit(False)

    def _solved(self, result: SolverResult) -> None:
        game = self.model.game
        key = position_key(game)
        if self._following is not None:
            self._followed_up(key, result)
            return
        asked, self._asked_about = self._asked_about, None
        self.thinking.emit(False)
        if asked != key:
            return
        sure = self._learn(result)
        if sure is not None:
            self._answer(key, *sure)
            return
        self._answer(key, best_heuristic_move(game), UNKNOWN)
        self._following = key
        self.following.emit(True)
        self.worker.solve(game.to_dict(), FOLLOW_UP_SECONDS)

    def _followed_up(self, key: PositionKey, result: SolverResult) -> None:
        """The search that went on after a best guess has ended: the sure answer, if it found one."""
        asked, self._following = self._following, None
        self.following.emit(False)
        if asked != key:
            return
        sure = self._learn(result)
        if sure is not None:
            self._last = (key, *sure)
            self.upgraded.emit(*sure)

    def _learn(self, result: SolverResult) -> tuple[Move | None, str] | None:
        """A proof of the position on the table, kept in the memory: the sure move and status it gives
        (the line's next move and SOLVABLE, or no move and UNSOLVABLE); None when nothing was proven."""
        game = self.model.game
        if result.status == SOLVABLE and result.moves:
            self.memory.learn_line(game, result.moves)
            return result.moves[0], SOLVABLE
        if result.status == UNSOLVABLE:
            self.memory.learn_lost(game)
            return None, UNSOLVABLE
        return None

    def _answer(self, key: PositionKey, move: Move | None, status: str) -> None:
        self._last = (key, move, status)
        self.answered.emit(move, status)
        self.hint_given.emit()
