"""The game in progress, kept between runs in ``data_dir()/saved-game.json``.

The record itself is made and checked by the model; this module only stores
JSON safely: written atomically, read only from a small regular file, and a
damaged file set aside (renamed, never deleted) with a notice for the player.

Each running copy of the app keeps its game in a *slot*: slot 1 is
``saved-game.json``, the player's game; a second copy opened while the first
runs may play a separate game in slot 2 (``saved-game-2.json``), and so on.
A slot is held with a lock file (``QLockFile``: a lock left by a process that
no longer runs is taken over), so no two copies ever write the same file.
"""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLockFile

from yukon_qt import atomic, paths
from yukon_qt.i18n import left_to_right

FILE_NAME = "saved-game.json"
FORMAT = 1  # the record's format (the model writes it); a file of a higher one is from a newer version
MAX_FILE_BYTES = 1024 * 1024  # a record with a full undo history is some 20 KB
SLOTS = 9  # copies of the app that can each keep a game of their own
MAX_LOCK_BYTES = 4096  # a lock file holds a process id, a host and an app name: some 60 bytes

log = logging.getLogger(__name__)


def slot_path(slot: int) -> Path:
    """The file of slot ``slot`` (1: the player's game)."""
    name = FILE_NAME if slot == 1 else FILE_NAME.replace(".json", f"-{slot}.json")
    return paths.data_dir() / name


def saved_game_path() -> Path:
    return slot_path(1)


class SavedGame:
    """One slot's file, and the lock that says a running copy of the app holds it."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.writable = True  # False when the file may not be read: it is not written over either
        self.lock_path = self.path.with_suffix(".lock")
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # never stale by age; a dead owner's lock is taken over

    # ------------------------------------------------------------------ lock
    def try_hold(self) -> bool:
        """Hold the slot for this process; False when another running copy holds it.

        A lock that cannot be made at all (a read-only folder) counts as held:
        saving will fail there anyway, and is told to the player when it does.
        """
        self._set_aside_a_broken_lock()
        if self._lock.tryLock(0):
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def _set_aside_a_broken_lock(self) -> None:
        """Move aside a lock file no running copy made: QLockFile would wait forever on a FIFO or a
        device, and take a folder or a file of garbage for a lock always held ("your game is open in
        another window" at every start).  A lock file begins with its owner's process id."""
        path = self.lock_path
        try:
            head = atomic.read_bytes_limited(path, MAX_LOCK_BYTES)
        except (FileNotFoundError, NotADirectoryError, PermissionError):
            return  # no lock, or one that QLockFile will judge as it can
        except OSError as error:
            log.warning("lock file %s is no lock: %s", path, error)
        else:
            if not head or head.split(b"\n", 1)[0].strip().isdigit():
                return  # a lock (an empty one is a lock being written this instant)
            log.warning("lock file %s holds no process id", path)
        try:
            atomic.set_aside(path)
        except OSError as error:
            log.warning("lock file %s cannot be moved aside: %s", path, error)

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()

    # ------------------------------------------------------------------ file
    def load(self) -> tuple[dict[str, Any] | None, str | None]:
        """Return ``(record, None)``, ``(None, None)`` when there is no saved game,
        or ``(None, notice)`` when the file could not be used (the notice says what was done)."""
        path = self.path
        try:
            text = atomic.read_text_limited(path, MAX_FILE_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return None, None
        except PermissionError as error:
            log.warning("saved game %s may not be read: %s", path, error)
            return self._left_alone(QCoreApplication.translate(
                "SavedGame",
                "Your saved game {path} may not be read (check its permissions), so a new game was "
                "started. The file was left as it is, and this game will not be saved over it.",
            ))
        except (OSError, UnicodeDecodeError) as error:
            log.warning("saved game %s cannot be read: %s", path, error)
            return None, self.set_aside()
        try:
            record = json.loads(text)
        except (ValueError, RecursionError) as error:
            log.warning("saved game %s is damaged: %s", path, error)
            return None, self.set_aside()
        if not isinstance(record, dict):
            log.warning("saved game %s does not hold a JSON object", path)
            return None, self.set_aside()
        if is_newer(record):
            log.warning("saved game %s is of a newer format: %r", path, record.get("format"))
            return self._left_alone(QCoreApplication.translate(
                "SavedGame",
                "Your saved game {path} was written by a newer version of Yukon Solitaire, so a new game "
                "was started. The file was left as it is, and this game will not be saved over it.",
            ))
        return record, None

    def _left_alone(self, notice: str) -> tuple[None, str]:
        """The file stays as it is, and this run's game is never saved over it: no record, and ``notice``."""
        self.writable = False
        return None, notice.format(path=left_to_right(self.path))

    def peek(self) -> dict[str, Any] | None:
        """The record, if the file holds one; changes nothing and says nothing (see :meth:`load`)."""
        try:
            record = json.loads(atomic.read_text_limited(self.path, MAX_FILE_BYTES))
        except (OSError, ValueError, RecursionError):
            return None
        return record if isinstance(record, dict) else None

    def save(self, record: dict[str, Any]) -> None:
        """Store the record, replacing the previous one atomically (raises OSError if the disk refuses)."""
        if self.writable:
            atomic.write_atomically(self.path, json.dumps(record, separators=(",", ":")) + "\n")

    def set_aside(self) -> str | None:
        """Move the file aside (damaged, or a record the model cannot restore) and return the notice
        to show; None when there was no file after all (nothing was lost, nothing to say)."""
        path = self.path
        try:
            moved_to = atomic.set_aside(path)
        except FileNotFoundError:
            return None
        except OSError as error:
            log.warning("damaged saved game %s cannot be moved: %s", path, error)
            return QCoreApplication.translate(
                "SavedGame",
                "Your saved game could not be restored, so a new game was started. "
                "The file {path} could not be moved aside.",
            ).format(path=left_to_right(path))
        return QCoreApplication.translate(
            "SavedGame",
            "Your saved game was damaged, so a new game was started. The damaged file was moved to {path}.",
        ).format(path=left_to_right(moved_to))

    def copy_aside(self) -> str:
        """Keep a copy of the file, of which only a part could be used, and return the notice to show.
        The file itself stays until the game is next saved over it."""
        told = QCoreApplication.translate(
            "SavedGame",
            "Part of your saved game was damaged: the game goes on from where you left it, but some of "
            "the moves to undo or redo were lost.",
        )
        target = atomic.aside_name(self.path)
        try:
            shutil.copyfile(self.path, target)
        except OSError as error:
            log.warning("partly damaged saved game %s cannot be copied: %s", self.path, error)
            return told
        return told + " " + QCoreApplication.translate(
            "SavedGame", "A copy of the damaged file was kept as {path}."
        ).format(path=left_to_right(target))

    def clear(self) -> None:
        """Forget the saved game (after a win, for example).  No error if there is none."""
        if not self.writable:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("saved game cannot be removed: %s", error)


def is_newer(record: dict[str, Any]) -> bool:
    """Whether a record was written by a newer version of the game (its format is above :data:`FORMAT`)."""
    version = record.get("format")
    return type(version) is int and version > FORMAT


def first_free_slot(start: int = 2) -> SavedGame | None:
    """Hold and return the first slot from ``start`` on that no running copy holds (None: all taken)."""
    for slot in range(start, SLOTS + 1):
        saved = SavedGame(slot_path(slot))
        if saved.try_hold():
            return saved
    return None


def rows_kept() -> set[int]:
    """The statistics rows of every game kept in a slot: they are games to come back to, not orphans."""
    rows = set()
    for slot in range(1, SLOTS + 1):
        record = SavedGame(slot_path(slot)).peek()
        row = record.get("stats_row") if record is not None else None
        if type(row) is int and row > 0:
            rows.add(row)
    return rows
