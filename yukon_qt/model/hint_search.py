"""Hints, the model's half: the next move of a winning line, a best guess, or word that the deal is lost.

A hint asks the solver about the position on the table for a few seconds in
the background.  A proven winning line gives its first move (and is kept, so
the next hints along it are immediate).  A position proven lost gives no move:
no move leads to a win, and framing one would say otherwise.  When the solver
runs out of time, its best guess (``best_heuristic_move``) is given, said to be
a guess.  Nothing is played.  A move made while the
solver thinks cancels the hint.  How a hint is shown is the view's
(``ui/hints.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yukon_qt.engine import Move
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, SolverResult, best_heuristic_move
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.solver_memory import PositionKey, SolverMemory, position_key
from yukon_qt.model.solver_worker import SolverWorker

HINT_SECONDS = 2.5  # how long a hint may think before it falls back on the best guess


class HintSearch(QObject):
    """``request()`` looks for a hint for the game on the table.

    ``answered(move, status)`` gives it: ``status`` is the solver's verdict on
    the position (SOLVABLE: ``move`` starts a winning line; UNSOLVABLE: proven
    lost, ``move`` is None; UNKNOWN: ``move`` is a best guess, None when no move
    is useful); ``withdrawn()`` says the
    position changed, so a hint on show no longer holds.  ``thinking(bool)``
    says when the solver starts and stops thinking for a hint; ``hint_given()``
    follows each new answer (for the statistics): the same hint asked again for
    the same position is answered again but not counted twice.
    """

    answered = Signal(object, str)
    withdrawn = Signal()
    thinking = Signal(bool)
    hint_given = Signal()

    def __init__(self, model: GameModel, memory: SolverMemory, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.memory = memory
        self.worker = SolverWorker(self)
        self.worker.finished.connect(self._solved)
        self._asked_about: PositionKey | None = None  # the position the solver is thinking about
        self._last: tuple[PositionKey, Move | None, str] | None = None  # position, move, status of the last hint
        model.cards_moved.connect(self.cancel)
        model.move_undone.connect(self.cancel)
        model.game_started.connect(self.cancel)

    @property
    def busy(self) -> bool:
        return self._asked_about is not None

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

    def _solved(self, result: SolverResult) -> None:
        game = self.model.game
        key = position_key(game)
        asked, self._asked_about = self._asked_about, None
        self.thinking.emit(False)
        if asked != key:
            return
        if result.status == SOLVABLE and result.moves:
            self.memory.learn_line(game, result.moves)
            self._answer(key, result.moves[0], SOLVABLE)
            return
        if result.status == UNSOLVABLE:
            self.memory.learn_lost(game)
            self._answer(key, None, UNSOLVABLE)
            return
        self._answer(key, best_heuristic_move(game), UNKNOWN)

    def _answer(self, key: PositionKey, move: Move | None, status: str) -> None:
        self._last = (key, move, status)
        self.answered.emit(move, status)
        self.hint_given.emit()
