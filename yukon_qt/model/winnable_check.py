"""Could it have been won?  Decided in the background for each game left without a win.

When a game that was not won leaves the table (a new game, a restart), the solver
decides in a thread of its own whether its deal could be won from the start, and
whether the position the player left could still be won; the answers go to the
game's statistics row.  Only proven answers count: a search that uses up its budget
of positions says "unknown".  The budgets are counted in positions, never in
seconds, so a deal gets the same answer on any machine.

One decision runs at a time, and the next game left cancels it, as closing the
statistics (the window closing, the app quitting) does: the search stops within a
few hundred positions and nothing is written.  A row left undecided that way (or
by a copy of the app that quit first, or from before the statistics kept these
answers) is decided later: each time the statistics are opened, the latest few
such games have their deal decided from the start.  The position where such a game
was left is not kept, so that answer stays undecided.

Where left winnable means the deal was winnable from the start (the position was
reached from it), and a deal lost from the start leaves every position lost: one
search then answers both.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, SignalInstance, Slot

from yukon_qt.engine import Game, GameCode
from yukon_qt.model.game_recording import GameRecording

POSITIONS = 50_000  # the solver's budget for one position: past it the answer is "unknown" (decides 95 % of deals)
LATER = 3  # undecided games decided from the start each time the statistics open

# The answers as the statistics keep them (stats.store's WINNABLE, LOST, UNKNOWN).
WINNABLE, LOST, UNKNOWN = "winnable", "lost", "unknown"


@dataclass(frozen=True)
class Job:
    """One game to decide: its row, its deal and, when it is known, the game as it was left."""

    row: int
    code: str
    left: dict[str, Any] | None = None


def answer_of(game: Game, positions: int, cancel: threading.Event) -> str:
    """The solver's proven answer for ``game``'s position within ``positions`` positions."""
    from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE, solve  # not at start-up: the window imports this

    status = solve(game, seconds=None, max_positions=positions, max_nodes=positions, cancel=cancel).status
    return WINNABLE if status == SOLVABLE else LOST if status == UNSOLVABLE else UNKNOWN


def decide(job: Job, positions: int, cancel: threading.Event) -> tuple[str | None, str | None]:
    """``(from the start, where left)`` for ``job``; where left is None when the game as left is not known."""
    where_left = None
    if job.left is not None:
        where_left = answer_of(Game.from_dict(job.left), positions, cancel)
        if where_left == WINNABLE:
            return WINNABLE, WINNABLE
    if cancel.is_set():
        return None, None
    from_start = answer_of(Game(GameCode.parse(job.code)), positions, cancel)
    if from_start == LOST and job.left is not None:
        where_left = LOST
    return from_start, where_left


class WinnableCheck(QObject):
    """Follows a :class:`GameRecording`: decides each game it closes without a win (see the module text).

    ``decided(row, from_start, where_left)`` is emitted once the answers are in the row.
    """

    decided = Signal(int, object, object)
    _answered = Signal(object, object, object)

    def __init__(self, recording: GameRecording, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.recording = recording
        self.positions = POSITIONS
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        recording.game_abandoned.connect(self.check_game)
        recording.opened.connect(self.check_later_games)
        recording.closing.connect(self.stop)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def check_game(self, row: int, left: dict[str, Any]) -> None:
        """Decide the game of ``row``, left as ``left`` (``Game.to_dict``); cancels the decision running."""
        code = left.get("code") if isinstance(left, dict) else None
        if row and isinstance(code, str):
            self._start([Job(row, code, left)])

    def check_later_games(self) -> None:
        """Decide from the start the latest few games not won that were left undecided."""
        if self.busy:
            return
        try:
            games = self.recording.recorder.store.undecided(LATER)
        except Exception:  # noqa: BLE001 - a statistics problem never stops the game
            return
        if games:
            self._start([Job(game.id, game.code) for game in games])

    def stop(self, seconds: float = 0.5) -> bool:
        """Cancel the decision running and wait for its thread a moment; True when it has ended."""
        self._cancel.set()
        if self._thread is not None:
            self._thread.join(seconds)
        return not self.busy

    def _start(self, jobs: list[Job]) -> None:
        self._cancel.set()
        self._cancel = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(jobs, self.positions, self._cancel),
                                        name="yukon-winnable-check", daemon=True)
        self._thread.start()

    def _run(self, jobs: list[Job], positions: int, cancel: threading.Event) -> None:
        for job in jobs:
            try:
                from_start, where_left = decide(job, positions, cancel)
            except (ValueError, MemoryError):
                from_start, where_left = UNKNOWN, (UNKNOWN if job.left is not None else None)
            if cancel.is_set():
                return
            self._emit(self._answered, job, from_start, where_left)

    @staticmethod
    def _emit(signal: SignalInstance, *args: object) -> None:
        try:  # the window may be gone while the search ends: its answer then waits for a later start
            signal.emit(*args)
        except RuntimeError:
            pass

    @Slot(object, object, object)
    def _deliver(self, job: Job, from_start: str | None, where_left: str | None) -> None:
        recorder = self.recording.opened_recorder
        if recorder is None or recorder.closed:
            return
        recorder.winnable_decided(job.row, from_start, where_left)
        self.decided.emit(job.row, from_start, where_left)
