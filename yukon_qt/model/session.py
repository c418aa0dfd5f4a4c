"""The game session: the live game, its statistics row, the saved game and the solver's helpers, wired in one order.

A :class:`GameSession` owns everything a game needs apart from a window: the
:class:`GameModel`, the :class:`GameRecording` (the statistics row), the
:class:`GameKeeper` (the saved game, written after every move) and the
solver's helpers (the hint search, the winnability status, "where did it go
wrong", the search for a winnable deal).  The window draws it and forwards
what the player does; the screenshot command and the tests use it alone.

The order of the wiring
-----------------------
Qt calls the slots of a signal in the order they were connected, so the order
in which the parts are made is part of what the game does.  It is written once,
here, and nowhere else:

1. ``model``: the live game.
2. ``recording``: connected to the model before anything else, so that each
   signal reaches the statistics first.  A new deal gets its row before the
   keeper writes the saved game (which names the row), and a win is described
   (``win_described``) before the view hears of the win and shows the banner.
   The views are made by the window after the session, so they come after it.
3. The game on the table: the saved game resumed, or the deal asked for.
4. ``start_solver()`` (just after the first frame: importing the solver takes
   some milliseconds): the memory, then the status before the hint search, so
   that the status hears of each move first and may learn from the position
   just left; the hint search then pauses the status while it thinks.  A
   helper that watches the solver after a game (a background question about
   a lost game, for one) goes at the end of :meth:`GameSession._make_solver`.
5. ``start_keeper()`` (after the statistics are open): connected to the model
   after the recording, so a saved record names the statistics row of its game.

A thing that changes how a game is dealt (a level beside the rule, for one)
belongs with :meth:`GameSession.random_code`.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from yukon_qt.engine import GameCode, Rule
from yukon_qt.engine.difficulty import LEVELS, table_level
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.game_recording import GameRecording
from yukon_qt.model.winnable_check import WinnableCheck
from yukon_qt.saved_game import SavedGame

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from datetime import date

    from yukon_qt.engine.solver import SolverResult
    from yukon_qt.model.deal_level import DealLevel
    from yukon_qt.model.game_keeper import GameKeeper
    from yukon_qt.model.hint_search import HintSearch
    from yukon_qt.model.lost_move_search import LostMoveSearch
    from yukon_qt.model.solver_memory import SolverMemory
    from yukon_qt.model.solver_status import SolverStatus
    from yukon_qt.model.solver_worker import SolverWorker
    from yukon_qt.settings import Settings
    from yukon_qt.stats.recorder import StatsRecorder

log = logging.getLogger(__name__)

KEEP_TIME_MS = 15000  # while the clock runs, the time played is kept this often, move or not


class SolverHelpers(NamedTuple):
    """What the game asks the solver through; made together, once, when first needed."""

    memory: SolverMemory
    status: SolverStatus
    hints: HintSearch
    lost_move: LostMoveSearch
    deals: SolverWorker  # the search for a winnable deal


class GameSession(QObject):
    """One game on the table and what follows it; see the module's text for the order of its parts.

    ``saved`` is where the game in progress is kept (None: nowhere, as for a
    picture of a deal).  With no ``code``, the saved game is resumed when
    ``resume`` is true, else a random deal of the preferred rule is dealt.
    ``notice(text)`` brings a sentence for the player (a file that could not
    be written, a damaged one set aside); the ones found while the session was
    made are in ``start_notices``.
    """

    notice = Signal(str)
    solver_status_changed = Signal(str)  # the winnability status's state (see model/solver_status.py)

    def __init__(self, settings: Settings, saved: SavedGame | None = None, code: GameCode | None = None,
                 resume: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.saved = saved
        self.start_notices: list[str] = []
        # Statistics rows in progress from before this moment are no game of this run.
        self.started_at = time.time()
        self.model = GameModel(code or self.random_code(self.preferred_rule()), self)  # 1
        # 2: the statistics database is opened when first needed (the window: just after its first frame).
        # Its row keeps the deal's level when the shipped table knows it; a deal rated later is told by the
        # window's game bar (GameRecording.level_known).
        self.recording = GameRecording(self.model, self._open_recorder, self, level_of=table_level)
        # Could a game left without a win have been won? Decided in the background from the recording's rows.
        self.winnable_check = WinnableCheck(self.recording, self)
        if code is None and resume and saved is not None:  # 3
            self._resume_saved_game(saved)
        else:
            self.model.new_game(self.model.code)
        self.keeper: GameKeeper | None = None  # 5: saves after every move once started
        self._solver: SolverHelpers | None = None  # 4: made when first needed
        self._time_keeper = QTimer(self)
        self._time_keeper.setInterval(KEEP_TIME_MS)
        self._time_keeper.timeout.connect(self._keep_time)

    # ------------------------------------------------------------- the deal
    def level_rated(self, rated: DealLevel) -> None:
        """A deal rated after its game began (the game bar's level): its statistics row keeps the level."""
        if rated.code is not None and rated.level in LEVELS:
            self.recording.level_known(rated.code, rated.level)

    def preferred_rule(self) -> Rule:
        return Rule.named(self.settings.get("rule"))

    def random_code(self, rule: Rule) -> GameCode:
        """A random deal of ``rule``: every random deal of the game is drawn here."""
        return GameCode.random(rule)

    def new_random_deal(self) -> None:
        self.model.new_game(self.random_code(self.model.rule))

    def play_daily_deal(self, day: date) -> None:
        """Deal the deal of the day of ``day``.

        The game keeps its date: finished after midnight, it still counts for
        the day it was dealt.  Today's deal already on the table, not yet won,
        stays as it is (asking for it again loses no moves).
        """
        from yukon_qt.engine.daily import daily_code

        if self.model.daily_date == day and not self.model.won:
            return
        self.model.new_game(daily_code(day), daily_date=day)

    def _resume_saved_game(self, saved: SavedGame) -> None:
        record, notice = saved.load()
        if notice:
            self.start_notices.append(notice)
        if record is None:
            self.model.new_game(self.model.code)
            return
        try:
            left_out = self.model.restore(record)
        except ValueError as error:
            log.warning("the saved game cannot be resumed: %s", error)
            notice = saved.set_aside()
            if notice:
                self.start_notices.append(notice)
            self.model.new_game(self.model.code)
            return
        if left_out:
            log.warning("the saved game was resumed without its damaged undo history or moves to redo")
            self.start_notices.append(saved.copy_aside())

    # ------------------------------------------------------------ statistics
    def _open_recorder(self) -> StatsRecorder:
        from yukon_qt.stats.recorder import StatsRecorder

        recorder = StatsRecorder.open(parent=self)
        recorder.write_failed.connect(self.notice)
        if recorder.notice:
            self.notice.emit(recorder.notice)
        return recorder

    def open_statistics(self) -> None:
        """Open the statistics (the game on the table gets its row), and close the games left in
        progress by a copy of the app that no longer runs and kept in no saved game: nothing can
        resume them any more."""
        from datetime import UTC, datetime

        from yukon_qt.saved_game import rows_kept
        from yukon_qt.stats.orphans import close_orphans

        self.recording.open()
        keep = rows_kept() | {self.recording.row}
        started = datetime.fromtimestamp(self.started_at, UTC)
        try:
            closed = close_orphans(self.recording.recorder.store, keep, started)
        except Exception as error:  # noqa: BLE001 - a statistics problem never stops the game
            log.warning("games left in progress could not be closed: %s", error)
            return
        if closed:
            log.info("closed %d games left in progress by earlier runs", closed)

    # ------------------------------------------------------------ saved game
    def start_keeper(self) -> None:
        """From now on every move, undo and new deal is saved at once (in the background), starting
        with the game on the table and its statistics row."""
        if self.saved is None or self.keeper is not None:
            return
        from yukon_qt.model.game_keeper import GameKeeper  # its thread is not needed before this

        self.keeper = GameKeeper(self.saved, self.record_to_keep, self)
        self.keeper.save_failed.connect(self.notice)
        self.keeper.keep()
        for signal in (self.model.cards_moved, self.model.move_undone, self.model.game_started):
            signal.connect(self.keeper.keep)  # after the recording (2): the record names the row
        self._time_keeper.start()

    def record_to_keep(self) -> dict[str, Any] | None:
        """What the keeper writes: the game in progress, or None once it is won (nothing to resume)."""
        return None if self.model.won else self.model.record()

    def _keep_time(self) -> None:
        """Keep the time played of a game in thought (no move for a while): in the saved game and the statistics."""
        if self.model.clock_running and self.keeper is not None:
            self.recording.save()
            self.keeper.keep()

    def save_now(self) -> None:
        """Keep the game for the next start at once (a won game is not kept); it stays in progress
        in the statistics.  Raises OSError when the disk refuses."""
        if self.keeper is not None:
            self.keeper.wait(1.0)  # a write still going on in the background ends first
        self.recording.save()
        if self.saved is None:
            return
        record = self.record_to_keep()
        if record is None:
            self.saved.clear()
        else:
            self.saved.save(record)

    # ---------------------------------------------------------------- solver
    def solver(self) -> SolverHelpers:
        """The solver's helpers, made (once) when first asked for."""
        if self._solver is None:
            self._solver = self._make_solver()
            self._solver.status.refresh()
        return self._solver

    def _make_solver(self) -> SolverHelpers:
        from yukon_qt.model.hint_search import HintSearch
        from yukon_qt.model.lost_move_search import LostMoveSearch
        from yukon_qt.model.solver_memory import SolverMemory
        from yukon_qt.model.solver_status import SolverStatus
        from yukon_qt.model.solver_worker import SolverWorker

        memory = SolverMemory()
        # The status hears of each move before the hints do: it may learn from the position just left.
        status = SolverStatus(self.model, self.settings, memory, self)
        status.changed.connect(self.solver_status_changed)
        hints = HintSearch(self.model, memory, self)
        hints.thinking.connect(self._hint_thinking)
        hints.following.connect(self._hint_following)
        hints.hint_given.connect(self.recording.hint_used)
        lost_move = LostMoveSearch(self.model, memory, self)
        deals = SolverWorker(self)
        deals.winnable_found.connect(self._winnable_found)
        return SolverHelpers(memory, status, hints, lost_move, deals)

    def _hint_thinking(self, thinking: bool) -> None:
        status = self.solver().status
        if thinking:
            status.pause()  # one search at a time: the hint's answer is wanted now
        elif not self.solver().hints.is_following:
            status.refresh()  # what the hint found is known to it now

    def _hint_following(self, following: bool) -> None:
        """The hint's search goes on after a best guess: the status waits for it rather than search the same."""
        status = self.solver().status
        if following:
            status.pause()
        else:
            status.refresh()

    def find_lost_move(self) -> bool:
        """Look for the move that lost the game; False (nothing asked) when the game is won."""
        if self.model.won:
            return False
        helpers = self.solver()
        helpers.hints.cancel()
        helpers.lost_move.start()
        return True

    def find_winnable_deal(self, rule: Rule, seconds_per_deal: float) -> None:
        """Look for a random deal the solver proves winnable; the game on the table stays until one is found
        (``solver().deals`` tells the deals tried, and the deal found, which is dealt at once)."""
        helpers = self.solver()
        helpers.hints.cancel()
        helpers.status.pause()
        helpers.deals.find_winnable(rule, seconds_per_deal)

    def cancel_winnable_deal(self) -> None:
        """The search for a winnable deal stops; the status looks at the game on the table again."""
        if self._solver is not None:
            self._solver.deals.cancel()
            self._solver.status.refresh()

    def _winnable_found(self, code: GameCode, result: SolverResult) -> None:
        self.solver().memory.learn_deal(code, result.moves)  # its first hint is at once
        self.model.new_game(code)

    def stop_solver(self) -> None:
        """No search outlives the session (each stops within a few hundred positions)."""
        if self._solver is None:
            return
        helpers = self._solver
        helpers.hints.cancel()
        helpers.deals.cancel()
        helpers.lost_move.cancel()
        helpers.lost_move.wait(2.0)
        helpers.status.pause()  # last: the ones above ask it to look again
        for worker in (helpers.hints.worker, helpers.status.worker, helpers.deals):
            worker.wait(2.0)

    # ------------------------------------------------------------------ end
    def close(self) -> None:
        """The session ends (the window closes): the searches stop, the game is kept, the files are let go."""
        self.stop_solver()
        self._time_keeper.stop()
        if self.keeper is not None:
            self.keeper.stop()
        try:
            self.save_now()
        except OSError as error:
            log.warning("the game could not be saved: %s", error)
        self.recording.close()
        if self.saved is not None:
            self.saved.release()
