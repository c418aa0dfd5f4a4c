"""The level of the deal on the table (Easy, Medium, Hard), for the game bar.

A deal of the shipped table (every deal a level was asked for, and the deals
of the day) is known at once.  Any other deal, a random one or a typed code,
is rated in a Python thread (``engine.difficulty.level_of``: a budget of
positions and games, well under a second), and the answer comes back as a
queued signal; an answer about a deal no longer on the table is dropped.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Qt, Signal

from yukon_qt.engine import GameCode
from yukon_qt.engine.difficulty import level_of, table_level

RATING = "rating"  # the level is being worked out
NOT_RATED = ""  # not proven winnable within the rating's budget


class DealLevel(QObject):
    """``level`` of ``code``: a level, RATING or NOT_RATED; ``changed()`` follows it."""

    changed = Signal()
    _rated = Signal(object, object)  # code, level: from the rating thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.code: GameCode | None = None
        self.level = NOT_RATED
        self.started = False  # no thread before the window's first frame
        self._rated.connect(self._take, Qt.ConnectionType.QueuedConnection)

    def ask(self, code: GameCode) -> None:
        """Find the level of ``code``: at once from the table, else in the background (once started)."""
        if code == self.code:
            return
        self.code = code
        if not self.started:  # the table and the daily table wait for the first frame too (they import datetime)
            self._set(RATING)
            return
        known = table_level(code)
        if known is not None:
            self._set(known)
            return
        self._set(RATING)
        self._rate_in_background(code)

    def start(self) -> None:
        """Allow rating in the background (the window is on screen) and rate the deal waiting for it."""
        if self.started:
            return
        self.started = True
        if self.code is not None:
            code, self.code = self.code, None
            self.ask(code)

    def _rate_in_background(self, code: GameCode) -> None:
        threading.Thread(target=self._rate, args=(code,), name="deal level", daemon=True).start()

    def _rate(self, code: GameCode) -> None:
        level = level_of(code)
        try:
            self._rated.emit(code, level)
        except RuntimeError:  # the window closed while the deal was rated: nobody is left to tell
            pass

    def _take(self, code: GameCode, level: str | None) -> None:
        if code == self.code:
            self._set(level or NOT_RATED)

    def _set(self, level: str) -> None:
        if level != self.level:
            self.level = level
            self.changed.emit()
