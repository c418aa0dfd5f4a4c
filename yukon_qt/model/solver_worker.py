"""Running the solver off the window's thread: hints, winnability status, winnable deals.

The solver searches a copy of the game (rebuilt from its record) in a Python
thread; the window keeps its own game untouched.  The search checks its cancel
flag and hands the interpreter to other threads every few hundred positions,
so the window keeps drawing while it runs.  Results come back as queued Qt
signals, in the window's thread; a result of a request that was cancelled or
replaced by a newer one is dropped, so the window only ever hears the answer
to its latest question.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance, Slot

from yukon_qt.engine import Game, GameCode, Rule
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, SolverResult, solve

Cancel = threading.Event | Callable[[], bool] | None


def find_winnable_deal(
    rule: Rule,
    seconds_per_deal: float,
    progress: Callable[[int], None] | None = None,
    cancel: Cancel = None,
    max_deals: int | None = None,
    draw: Callable[[], int] | None = None,
) -> tuple[GameCode, SolverResult] | None:
    """Draw random deals until the solver proves one winnable.

    Returns the code and its solver result, or ``None`` when cancelled or
    after ``max_deals`` tries.  ``progress`` hears the number of deals tried
    so far; ``draw`` picks deal numbers (random by default).
    """
    is_cancelled = (cancel.is_set if isinstance(cancel, threading.Event) else cancel) or (lambda: False)
    pick = draw or (lambda: GameCode.random(rule).deal_number)
    tried = 0
    while max_deals is None or tried < max_deals:
        if is_cancelled():
            return None
        code = GameCode(rule, pick())
        result = solve(Game(code), seconds=seconds_per_deal, cancel=is_cancelled)
        tried += 1
        if progress is not None:
            progress(tried)
        if result.status == SOLVABLE:
            return code, result
    return None


class SolverWorker(QObject):
    """Answers one solver question at a time in a background thread.

    ``solve(record, seconds)`` asks about a saved-game record (``Game.to_dict``);
    ``finished(result)`` brings the :class:`SolverResult`.  ``find_winnable(rule,
    seconds_per_deal)`` looks for a winnable random deal; ``deals_tried(n)``
    reports progress and ``winnable_found(code, result)`` the deal found.
    A new question cancels the one before it; ``cancel()`` stops it.
    """

    finished = Signal(object)
    deals_tried = Signal(int)
    winnable_found = Signal(object, object)
    _solved = Signal(int, object)
    _tried = Signal(int, int)
    _found = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._request = 0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._solved.connect(self._deliver_result, Qt.ConnectionType.QueuedConnection)
        self._tried.connect(self._deliver_progress, Qt.ConnectionType.QueuedConnection)
        self._found.connect(self._deliver_found, Qt.ConnectionType.QueuedConnection)

    # ------------------------------------------------------------ requests
    def solve(self, game_record: dict[str, Any], seconds: float) -> None:
        request, cancel = self._next_request()
        self._start(self._run_solve, request, cancel, dict(game_record), seconds)

    def find_winnable(self, rule: Rule, seconds_per_deal: float) -> None:
        request, cancel = self._next_request()
        self._start(self._run_find, request, cancel, rule, seconds_per_deal)

    def cancel(self) -> None:
        """Stop the current search; its answer is never delivered."""
        self._request += 1
        self._cancel.set()

    def is_busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the search thread to end (for shutting down); True when it has."""
        if self._thread is not None:
            self._thread.join(seconds)
        return not self.is_busy()

    # ------------------------------------------------------------- threads
    def _next_request(self) -> tuple[int, threading.Event]:
        self.cancel()
        self._cancel = threading.Event()
        return self._request, self._cancel

    def _start(self, target: Callable[..., None], *args: object) -> None:
        self._thread = threading.Thread(target=target, args=args, name="yukon-solver", daemon=True)
        self._thread.start()

    def _run_solve(self, request: int, cancel: threading.Event, record: dict[str, Any], seconds: float) -> None:
        try:
            result = solve(Game.from_dict(record), seconds=seconds, cancel=cancel)
        except (ValueError, MemoryError):
            result = SolverResult(UNKNOWN, stopped="error")
        if not cancel.is_set():
            self._emit(self._solved, request, result)

    def _run_find(self, request: int, cancel: threading.Event, rule: Rule, seconds_per_deal: float) -> None:
        try:
            found = find_winnable_deal(
                rule, seconds_per_deal, lambda tried: self._emit(self._tried, request, tried), cancel
            )
        except MemoryError:
            found = None
        if found is not None and not cancel.is_set():
            self._emit(self._found, request, found[0], found[1])

    @staticmethod
    def _emit(signal: SignalInstance, *args: object) -> None:
        # The window may be gone (the app is closing) while a search ends:
        # its answer is then of no use, and no error may reach the player.
        try:
            signal.emit(*args)
        except RuntimeError:
            pass

    # ------------------------------------------------ back in the window's thread
    @Slot(int, object)
    def _deliver_result(self, request: int, result: SolverResult) -> None:
        if request == self._request:
            self.finished.emit(result)

    @Slot(int, int)
    def _deliver_progress(self, request: int, tried: int) -> None:
        if request == self._request:
            self.deals_tried.emit(tried)

    @Slot(int, object, object)
    def _deliver_found(self, request: int, code: GameCode, result: SolverResult) -> None:
        if request == self._request:
            self.winnable_found.emit(code, result)
