"""Looking for a random deal the solver proves winnable, with a progress dialog if it takes a moment."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from yukon_qt.engine import GameCode, Rule
from yukon_qt.engine.solver import SolverResult
from yukon_qt.model.solver_worker import SolverWorker
from yukon_qt.ui.dialogs import readable_width

SECONDS_PER_DEAL = 2.0  # a deal not proven winnable in this time is passed over
PROGRESS_DELAY_MS = 300  # a search that ends sooner shows no dialog at all


class WinnableDealSearch(QObject):
    """``start(rule)`` draws random deals in the background until one is proven winnable.

    ``found(code, result)`` brings the deal and its winning line; ``ended()``
    follows the search in every case (found or cancelled).  While it runs for
    more than a moment, a window-modal progress dialog counts the deals tried
    and offers Cancel, which leaves the game on the table as it is.
    """

    found = Signal(object, object)
    ended = Signal()

    def __init__(self, window: QWidget, seconds_per_deal: float | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.seconds_per_deal = seconds_per_deal
        self.worker = SolverWorker(self)
        self.worker.deals_tried.connect(self._tried)
        self.worker.winnable_found.connect(self._found)
        self.dialog: QProgressDialog | None = None
        self._tried_so_far = 0
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show_dialog)
        self.running = False

    def start(self, rule: Rule) -> None:
        self.running = True
        self._tried_so_far = 0
        self.dialog = QProgressDialog(self.window)
        self.dialog.setObjectName("winnableProgress")
        self.dialog.setWindowTitle(self.tr("New game"))
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setRange(0, 0)  # no end known: a busy bar
        self.dialog.setMinimumDuration(1 << 30)  # it never shows itself: _show_timer does
        self.dialog.setAutoReset(False)
        self.dialog.setAutoClose(False)
        self.dialog.setCancelButtonText(self.tr("Cancel"))
        self.dialog.setMinimumWidth(readable_width(self.dialog, 45))  # room for the label
        self.dialog.canceled.connect(self.cancel)
        self._update_label()
        self.worker.find_winnable(rule, self.seconds_per_deal or SECONDS_PER_DEAL)
        self._show_timer.start(PROGRESS_DELAY_MS)

    def cancel(self) -> None:
        if not self.running:
            return
        self.worker.cancel()
        self._finish()

    def _show_dialog(self) -> None:
        if self.running and self.dialog is not None:
            self.dialog.show()

    def _tried(self, count: int) -> None:
        self._tried_so_far = count
        self._update_label()

    def _update_label(self) -> None:
        if self.dialog is not None:
            self.dialog.setLabelText(
                self.tr("Looking for a deal that can be won…\n%n deal(s) tried so far.", "", self._tried_so_far))

    def _found(self, code: GameCode, result: SolverResult) -> None:
        if not self.running:
            return
        self._finish()
        self.found.emit(code, result)

    def _finish(self) -> None:
        self.running = False
        self._show_timer.stop()
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()
        self.ended.emit()
