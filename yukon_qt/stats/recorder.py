"""``StatsRecorder``: what the game model calls as games start, move on and end.

The life of a game's row:

- ``game_started`` when a deal is put on the table (a new game, a restart of
  the same deal, a replayed code: each is a row of its own);
- ``game_updated`` as it goes (after a move, or when the game is saved);
- ``game_won`` when all cards are home;
- ``game_abandoned`` when another game replaces it.  A game with no move is
  simply forgotten (deleted); with at least one move it counts as abandoned.
- A game still open when the app quits stays "in progress"; when the saved
  game comes back, ``game_resumed`` finds its row again, and it is abandoned
  only when a later game replaces it.

Statistics must never stop a game: a database error is logged, kept in
``last_error``, told once through ``write_failed`` when it is a write, and
otherwise ignored.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from dataclasses import replace
from datetime import date, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yukon_qt.i18n import left_to_right
from yukon_qt.stats import figures
from yukon_qt.stats.celebration import describe_win
from yukon_qt.stats.store import GameRow, StatsStore, StoreError, default_path, now, rule_name

log = logging.getLogger(__name__)


def notice_for(error: StoreError | None, store: StatsStore | None = None) -> str | None:
    """The translated sentences telling the player what happened to the statistics file.

    ``error``: why the file could not be opened at all (the games of this session
    are then kept in memory); ``store``: the file that was opened, which may have
    been set aside, had its table of games made again, or have damaged rows.
    Each sentence names the file, so that the player can find it.
    """
    if error is not None:
        return _error_notice(error)
    if store is None or store.path is None:
        return None
    sentences = []
    original = left_to_right(store.path)
    if store.set_aside_path is not None:
        sentences.append(_filled(QCoreApplication.translate(
            "Statistics",
            "The statistics file “%1” could not be read. It was kept as “%2” and new statistics were started.",
        ), original, left_to_right(store.set_aside_path.name)))
    if store.copied_aside_path is not None:
        sentences.append(_filled(QCoreApplication.translate(
            "Statistics",
            "The statistics file “%1” had lost its list of games. A copy of the file was kept as “%2” "
            "and a new list was started.",
        ), original, left_to_right(store.copied_aside_path.name)))
    if store.skipped_rows:
        sentences.append(_filled(Statistics().damaged_games(store.skipped_rows), original))
    return " ".join(sentences) or None


class Statistics(QObject):
    """The notices' translation context, as a class: its ``tr`` gives lupdate the counted forms, which
    ``QCoreApplication.translate`` with a counted number does not."""

    def damaged_games(self, count: int) -> str:
        return self.tr("%n damaged game(s) in the statistics file “%1” could not be read and were left out. "
                       "Nothing was removed from the file.", "", count)


def _filled(text: str, *values: str) -> str:
    """``text`` with %1, %2 ... replaced in one pass (a file name holding "%2" stays as it is)."""
    return re.sub(r"%([1-9])", lambda match: values[int(match.group(1)) - 1]
                  if int(match.group(1)) <= len(values) else match.group(0), text)


def _error_notice(error: StoreError) -> str:
    path = left_to_right(error.path)
    kept = QCoreApplication.translate("Statistics", "Games played now are kept only until you quit.")
    if error.reason == "newer":
        text = QCoreApplication.translate(
            "Statistics",
            "The statistics file “%1” was written by a newer version of Yukon Solitaire, so it was left as it is.",
        )
    elif error.reason == "unreadable":
        text = QCoreApplication.translate(
            "Statistics", "The statistics file “%1” cannot be read: permission denied. It was left as it is.")
    elif error.reason == "not_a_file":
        text = QCoreApplication.translate(
            "Statistics",
            "The statistics file “%1” cannot be opened: it is not an ordinary file. It was left as it is.",
        )
    elif error.reason == "too_large":
        text = QCoreApplication.translate(
            "Statistics",
            "The statistics file “%1” cannot be opened: it is far too large to be one. It was left as it is.",
        )
    else:
        text = QCoreApplication.translate("Statistics", "The statistics file “%1” cannot be opened.")
    return f"{_filled(text, path)} {kept}"


def write_failure_text(path: Path | None, error: Exception) -> str:
    """The translated sentence for a failed write: which file, and why in words a player knows."""
    code = (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF
    reasons = {
        13: QCoreApplication.translate("Statistics", "the disk is full"),  # SQLITE_FULL
        8: QCoreApplication.translate("Statistics", "the file may not be changed"),  # SQLITE_READONLY
        5: QCoreApplication.translate("Statistics", "another program kept it busy"),  # SQLITE_BUSY
        6: QCoreApplication.translate("Statistics", "another program kept it busy"),  # SQLITE_LOCKED
    }
    reason = reasons.get(code, QCoreApplication.translate("Statistics", "the file could not be written"))
    if path is None:
        return _filled(QCoreApplication.translate(
            "Statistics", "The statistics of this session could not be recorded (%1)."), reason)
    text = QCoreApplication.translate(
        "Statistics",
        "The statistics file “%1” could not be written (%2). The game goes on; "
        "what it does now may be missing from the statistics.",
    )
    return _filled(text, left_to_right(path), reason)


class StatsRecorder(QObject):
    """Records games in the statistics database.  ``changed`` is emitted after each write.

    ``write_failed(sentence)`` is emitted when a write fails after the one before
    it succeeded (a run of failures is told once; a later success says nothing),
    with a translated sentence naming the file, for the window to show.
    """

    changed = Signal()
    write_failed = Signal(str)

    def __init__(self, store: StatsStore, notice: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.notice = notice
        self.last_error: Exception | None = None
        self.closed = False
        self._writes_failing = False  # told through write_failed; quiet until a write succeeds
        app = QCoreApplication.instance()
        if app is not None:
            # However the app ends, the file is left complete on its own (see StatsStore.close).
            app.aboutToQuit.connect(self.close)

    @classmethod
    def open(cls, path: Path | None = None, parent: QObject | None = None) -> StatsRecorder:
        """Open the player's statistics; never raises.

        A damaged file is set aside and a new one started; a file that cannot be
        used at all gives a recorder that keeps this session's games in memory.
        Either way ``notice`` holds a translated sentence for the player.
        """
        path = Path(path) if path is not None else default_path()
        try:
            store = StatsStore.open(path)
        except (StoreError, OSError, sqlite3.Error) as error:
            log.warning("statistics not recorded: %s", error)
            if not isinstance(error, StoreError):
                error = StoreError("unavailable", path, str(error))
            return cls(StatsStore.in_memory(), notice_for(error), parent)
        try:
            store.games()  # counts the damaged rows, for the notice
        except sqlite3.Error as error:
            log.warning("statistics: %s", error)
        return cls(store, notice_for(None, store), parent)

    def close(self) -> None:
        """Close the file for good (the app is quitting); later writes are let go quietly."""
        if self.closed:
            return
        self.closed = True
        try:
            self.store.close()
        except sqlite3.Error as error:
            log.warning("statistics: %s", error)

    # ------------------------------------------------------------- the game
    def game_started(self, code: str, rule, started_at: datetime | None = None,
                     daily_date: date | None = None, level: str | None = None) -> int:
        """A deal was put on the table; returns the row id to pass to the other calls (0 on failure).

        ``daily_date``: the date whose deal of the day it is (None for any other deal);
        ``level``: the deal's level (``"easy"``, ``"medium"``, ``"hard"``; None when it is not rated).
        """
        row_id = self._write(self.store.add_game, str(code), rule_name(rule), started_at or now(),
                             daily_date=daily_date, level=level)
        return row_id or 0

    def game_resumed(self, row_id: int | None, code: str, rule, started_at: datetime | None = None,
                     daily_date: date | None = None, level: str | None = None) -> int:
        """A saved game came back: its row if it is still in progress, else a new row."""
        if row_id:
            try:
                row = self.store.game(row_id)
            except sqlite3.Error as error:
                self._failed(error)
                row = None
            if row is not None and not row.finished and row.code == str(code):
                return row_id
        return self.game_started(code, rule, started_at, daily_date, level)

    def game_updated(self, row_id: int, score: int, moves: int, elapsed: int, undos: int, take_backs: int) -> None:
        """The game moved on (after a move, or when it is saved)."""
        self._write(
            self.store.update_game, row_id,
            score=score, moves=moves, elapsed=elapsed, undos=undos, take_backs=take_backs,
        )

    def game_won(
        self, row_id: int, score: int, moves: int, elapsed: int, undos: int, take_backs: int,
        ended_at: datetime | None = None,
    ) -> list[str]:
        """The game was won; returns translated lines on how it compares (for the celebration)."""
        try:
            row = self.store.game(row_id)
            if row is None:
                return []
            before = figures.compute(self.store.games(), row.rule)
        except sqlite3.Error as error:
            self._failed(error)
            return []
        if row.finished:
            return []
        ended_at = ended_at or now()
        stored = self._write(
            self.store.update_game, row_id,
            result="won", ended_at=ended_at,
            score=score, moves=moves, elapsed=elapsed, undos=undos, take_backs=take_backs,
        )
        if not stored:
            return []
        won = replace(row, ended_at=ended_at, result="won", score=score, moves=moves, elapsed=elapsed, undos=undos,
                      take_backs=take_backs)
        return describe_win(before, won)

    def game_abandoned(
        self, row_id: int, score: int | None = None, moves: int | None = None, elapsed: int | None = None,
        undos: int | None = None, take_backs: int | None = None, ended_at: datetime | None = None,
    ) -> str:
        """Another game replaces this one.  Returns what became of the row:
        ``"deleted"`` (no move was made), ``"abandoned"``, or ``"unchanged"`` (already won or gone)."""
        if score is not None or moves is not None:
            self.game_updated(row_id, score or 0, moves or 0, elapsed or 0, undos or 0, take_backs or 0)
        if self._write(self.store.delete_unplayed, row_id):
            return "deleted"
        if self._write(self.store.update_game, row_id, result="abandoned", ended_at=ended_at or now()):
            return "abandoned"
        return "unchanged"

    def hint_used(self, row_id: int) -> None:
        self._write(self.store.add_hint, row_id)

    def level_known(self, row_id: int, level: str) -> None:
        """The level of the game's deal, rated after the game began."""
        self._write(self.store.set_level, row_id, level)

    def winnable_decided(self, row_id: int, from_start: str | None, where_left: str | None) -> None:
        """Whether a game not won could have been won, from its deal and from where it was left
        (``"winnable"``, ``"lost"``, ``"unknown"``; None: not decided)."""
        self._write(self.store.set_winnable, row_id, from_start, where_left)

    # -------------------------------------------------------------- reading
    def games(self, rule: str | None = None) -> list[GameRow]:
        return self.store.games(rule)

    def figures(self) -> dict[str, figures.Figures]:
        return figures.compute_all(self.store.games())

    def reset(self, rule: str | None = None) -> int:
        removed = self._write(self.store.reset, rule) or 0
        return removed

    # ---------------------------------------------------------------- inner
    def _write(self, action, *args, **kwargs):
        if self.closed:
            return None
        try:
            result = action(*args, **kwargs)
        except sqlite3.Error as error:
            self._failed(error)
            if not self._writes_failing:
                self._writes_failing = True
                self.write_failed.emit(write_failure_text(self.store.path, error))
            return None
        self.last_error = None
        self._writes_failing = False
        self.changed.emit()
        return result

    def _failed(self, error: Exception) -> None:
        log.warning("statistics: %s", error)
        self.last_error = error
