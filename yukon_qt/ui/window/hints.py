"""Hints, the view's half: the move a hint gives, framed on the table, and a note unless the move is sure.

A move of a proven winning line is framed without a word.  A position proven
lost gets no frame, only the note that the game can no longer be won: no move
would lead to a win.  A best guess (the solver ran out of time) is framed
with a note that says it is a guess, and that the search goes on: when it
proves the position, a second note says so (and frames the sure move).

The search is the session's (``model/hint_search.py``, made by ``model/session.py``).  Nothing is played: the
frames go away at the next move, or after a few seconds.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from yukon_qt.engine import Move
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE
from yukon_qt.model.hint_search import HintSearch
from yukon_qt.ui import speeds
from yukon_qt.ui.window.lost_move import offer_text


class HintGiver(QObject):
    """Shows the answers of a :class:`HintSearch` on the table view (and stands for it: ``request``,
    ``cancel``, ``busy``, ``worker`` and the ``thinking`` / ``hint_given`` signals are the search's)."""

    def __init__(self, search: HintSearch, view, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.search = search
        self.thinking = self.search.thinking
        self.following = self.search.following
        self.hint_given = self.search.hint_given
        self.worker = self.search.worker
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(speeds.HINT_SHOWN)
        self._timer.timeout.connect(self.view.table.hide_hint)
        self.search.answered.connect(self._show)
        self.search.upgraded.connect(self._upgrade)
        self.search.withdrawn.connect(self._withdraw)

    @property
    def busy(self) -> bool:
        return self.search.busy

    def request(self) -> None:
        self.search.request()

    def cancel(self, *_args) -> None:
        self.search.cancel()

    def _withdraw(self) -> None:
        self._timer.stop()
        self.view.table.hide_hint()

    def _say(self, move: Move | None) -> None:
        """A screen reader hears the framed move (nothing is made for it when none is listening)."""
        from PySide6.QtGui import QAccessible

        if move is not None and QAccessible.isActive():
            from yukon_qt.ui.accessibility.announcer import Announcer

            Announcer.of(self.view).hint(move)

    def _show(self, move: Move | None, status: str) -> None:
        toast = self.view.toast
        if status == UNSOLVABLE:
            self.view.table.hide_hint()
            toast.show_message(lambda: self.tr("This game can no longer be won.") + " " + offer_text())
            return
        if move is None:
            self.view.table.hide_hint()
            toast.show_message(lambda: self.tr("There is no useful move left."))
            return
        self.view.table.show_hint(move)
        self._timer.start()
        self._say(move)
        if status != SOLVABLE:
            toast.show_message(
                lambda: self.tr("No winning line was found in time: the framed move is a best guess.") + " "
                + self.tr("The search goes on, and a note will say what it finds."))

    def _upgrade(self, move: Move | None, status: str) -> None:
        """The search that went on after a best guess proved the position: say so, and frame the sure move."""
        if status == UNSOLVABLE:
            self._show(move, status)
            return
        self.view.table.show_hint(move)
        self._timer.start()
        self._say(move)
        self.view.toast.show_message(lambda: self.tr("A winning line was found: the framed move is its next move."))
