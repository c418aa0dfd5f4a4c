"""Whether the deal on the table can still be won, found in the background (an opt-in preference).

After every move, undo and new game the solver looks at the position again
(the search before is cancelled); what is already known answers at once: a
winning line the player follows stays winnable, and a position reached by
moves from a lost one is lost too.  The app never declares a loss by itself:
this answer is shown only when the player asked for it (the aid ``Aids.solver_status_shown``).
A search that runs out of its ``STATUS_SECONDS`` says "unknown" and goes on,
for ``FOLLOW_UP_SECONDS`` more, in the background: a slower machine still
gets the proven answer, a little later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from yukon_qt.engine import Change
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, SolverResult
from yukon_qt.model.aids import Aids
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.solver_memory import PositionKey, SolverMemory, position_key
from yukon_qt.model.solver_worker import SolverWorker

if TYPE_CHECKING:
    from yukon_qt.settings import Settings

STATUS_SECONDS = 10.0
FOLLOW_UP_SECONDS = 110.0  # how long the search goes on after "unknown"
OFF = ""  # nothing to show (the preference is off, or the game is won)
CHECKING = "checking"


class SolverStatus(QObject):
    """``state`` is OFF, CHECKING, or the solver's SOLVABLE / UNSOLVABLE / UNKNOWN; ``changed(state)`` follows it."""

    changed = Signal(str)

    def __init__(
        self, model: GameModel, settings: Settings, memory: SolverMemory, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.aids = Aids(settings.get)
        self.memory = memory
        self.state = OFF
        self._asked_about: PositionKey | None = None
        self._following = False  # the search of _asked_about goes on after saying "unknown"
        self.worker = SolverWorker(self)
        self.worker.finished.connect(self._solved)
        model.cards_moved.connect(self._moved)
        model.move_undone.connect(self.refresh)
        model.game_started.connect(self.refresh)
        settings.changed.connect(self._setting_changed)

    @property
    def enabled(self) -> bool:
        return self.aids.solver_status_shown()

    def refresh(self, *_args: object) -> None:
        """Look at the position on the table again."""
        self.worker.cancel()
        self._asked_about = None
        self._following = False
        game = self.model.game
        if not self.enabled or game.won:
            self._set(OFF)
            return
        known = self.memory.status_of(game)
        if known is not None:
            self._set(known)
            return
        self._set(CHECKING)
        self._asked_about = position_key(game)
        self.worker.solve(game.to_dict(), STATUS_SECONDS)

    def pause(self) -> None:
        """Stop searching for now (something else needs the solver); ``refresh()`` goes on."""
        self.worker.cancel()
        self._asked_about = None
        self._following = False

    def _moved(self, _change: Change) -> None:
        if self.state == UNSOLVABLE:  # it was said of the position this move was made from
            self.memory.learn_lost(self.model.game)
        self.refresh()

    def _setting_changed(self, name: str) -> None:
        if self.aids.solver_status_changed(name):
            self.refresh()

    def _solved(self, result: SolverResult) -> None:
        game = self.model.game
        asked, self._asked_about = self._asked_about, None
        followed, self._following = self._following, False
        if asked != position_key(game):
            return
        if result.status == SOLVABLE:
            self.memory.learn_line(game, result.moves)
        elif result.status == UNSOLVABLE:
            self.memory.learn_lost(game)
        elif not followed and result.stopped == "time":
            self._asked_about, self._following = asked, True
            self.worker.solve(game.to_dict(), FOLLOW_UP_SECONDS)
        if result.status != UNKNOWN or not followed:
            self._set(result.status)

    def _set(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.changed.emit(state)
