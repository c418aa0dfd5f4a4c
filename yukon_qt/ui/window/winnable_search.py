"""Looking for a random deal the solver proves winnable, the view's half: a progress dialog if it takes a moment.

The search is the session's (``GameSession.find_winnable_deal``), which deals the deal found.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from yukon_qt.engine import GameCode, Rule
from yukon_qt.engine.solver import SolverResult
from yukon_qt.model.session import GameSession
from yukon_qt.ui.dialogs.common import DelayedProgress

SECONDS_PER_DEAL = 2.0  # a deal not proven winnable in this time is passed over
PROGRESS_DELAY_MS = 300  # a search that ends sooner shows no dialog at all


class WinnableDealSearch(QObject):
    """``start(rule)`` has the session draw random deals in the background until one is proven winnable.

    ``found(code, result)`` follows the deal found (the session has dealt it);
    ``ended()`` follows the search in every case (found or cancelled).  While it
    runs for more than a moment, a window-modal progress dialog counts the deals
    tried and offers Cancel, which leaves the game on the table as it is.
    """

    found = Signal(object, object)
    ended = Signal()

    def __init__(self, window: QWidget, session: GameSession, seconds_per_deal: float | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.seconds_per_deal = seconds_per_deal
        self.worker = session.solver().deals
        self.worker.deals_tried.connect(self._tried)
        self.worker.winnable_found.connect(self._found)
        self.progress = DelayedProgress(window, "winnableProgress", PROGRESS_DELAY_MS)
        self.progress.canceled.connect(self.cancel)
        self._tried_so_far = 0
        self.running = False

    @property
    def dialog(self) -> QProgressDialog | None:
        """The progress dialog while a search runs (shown once it has lasted a moment)."""
        return self.progress.dialog

    def start(self, rule: Rule) -> None:
        self.running = True
        self._tried_so_far = 0
        self.progress.open(self.tr("New game"), self.tr("Cancel"), self._label())
        self.session.find_winnable_deal(rule, self.seconds_per_deal or SECONDS_PER_DEAL)

    def cancel(self) -> None:
        if not self.running:
            return
        self.session.cancel_winnable_deal()
        self._finish()

    def _tried(self, count: int) -> None:
        self._tried_so_far = count
        self.progress.set_label(self._label())

    def _label(self) -> str:
        return self.tr("Looking for a deal that can be won…\n%n deal(s) tried so far.", "", self._tried_so_far)

    def _found(self, code: GameCode, result: SolverResult) -> None:
        if not self.running:
            return
        self._finish()
        self.found.emit(code, result)

    def _finish(self) -> None:
        self.running = False
        self.progress.close()
        self.ended.emit()
