"""Keeps the game in progress on disk after every move, so a kill or a power cut loses at most one move.

The record is made in the window's thread (about a quarter of a millisecond) and handed
to a writer thread, which writes it atomically and syncs it to disk: a move
never waits for the disk.  Records that pile up while the disk is slow are
not queued: only the newest one is written.  A failure to save is told once
(``save_failed``), until a save succeeds again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yukon_qt.i18n import left_to_right
from yukon_qt.saved_game import SavedGame

log = logging.getLogger(__name__)


class _Clear(Enum):
    """A record that means "there is no game to keep" (the game was won)."""

    CLEAR = 0


_CLEAR: Final = _Clear.CLEAR


class GameKeeper(QObject):
    """Writes ``record()`` to ``saved`` whenever :meth:`keep` is called, in a thread of its own."""

    save_failed = Signal(str)  # a translated sentence, once until a save succeeds again
    _written = Signal(object)  # from the writer thread: None, or the OSError that stopped the write

    def __init__(
        self, saved: SavedGame, record: Callable[[], dict[str, Any] | None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.saved = saved
        self._record = record
        self._condition = threading.Condition()
        # The newest record not yet written (None: nothing to write).
        self._pending: dict[str, Any] | _Clear | None = None
        self._busy = False
        self._stopping = False
        self._failing = False
        self.writes = 0  # records written, for tests and benchmarks
        self._written.connect(self._after_write)
        self._thread = threading.Thread(target=self._write_loop, name="game-keeper", daemon=True)
        self._thread.start()

    def keep(self) -> None:
        """Save the game as it is now (in the background)."""
        record = self._record()
        with self._condition:
            if self._stopping:
                return
            self._pending = _CLEAR if record is None else record
            self._condition.notify()

    def wait(self, seconds: float = 5.0) -> bool:
        """Wait until everything asked for is written; False if that took longer than ``seconds``."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is None and not self._busy, seconds)

    def stop(self, seconds: float = 5.0) -> None:
        """Write what is pending, then end the writer (the window is closing)."""
        self.wait(seconds)
        with self._condition:
            self._stopping = True
            self._condition.notify_all()
        self._thread.join(seconds)

    # --------------------------------------------------------- writer thread
    def _write_loop(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not None or self._stopping)
                if self._pending is None:
                    return  # stopping, with nothing left to write
                record, self._pending = self._pending, None
                self._busy = True
            try:
                if record is _CLEAR:
                    self.saved.clear()
                else:
                    self.saved.save(record)
                outcome = None
            except OSError as error:
                outcome = error
            except Exception as error:  # noqa: BLE001 - a record that cannot be written must not end the thread
                log.exception("the game could not be written")
                outcome = OSError(str(error))
            with self._condition:
                self._busy = False
                self.writes += 1
                self._condition.notify_all()
            self._written.emit(outcome)

    # ---------------------------------------------------------- main thread
    def _after_write(self, error: OSError | None) -> None:
        if error is None:
            self._failing = False
            return
        log.warning("the game could not be saved to %s: %s", self.saved.path, error)
        if not self._failing:
            self._failing = True
            self.save_failed.emit(failure_text(self.saved.path, error))


def failure_text(path: Path, error: OSError) -> str:
    return QCoreApplication.translate(
        "GameKeeper",
        "Your game could not be saved to {path}: {reason}. You can go on playing; the game is saved "
        "again as soon as the disk allows it.",
    ).format(path=left_to_right(path), reason=error.strerror or error)
