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
``last_error`` and otherwise ignored.
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from yukon_qt.stats import figures
from yukon_qt.stats.celebration import describe_win
from yukon_qt.stats.store import GameRow, StatsStore, StoreError, now, rule_name

log = logging.getLogger(__name__)


def notice_for(error: StoreError | None, set_aside_path: Path | None) -> str | None:
    """The translated sentence telling the player what happened to the statistics file."""
    if set_aside_path is not None:
        return QCoreApplication.translate(
            "Statistics",
            "The statistics file could not be read. It was kept as “%1” and new statistics were started.",
        ).replace("%1", set_aside_path.name)
    if error is None:
        return None
    if error.reason == "newer":
        return QCoreApplication.translate(
            "Statistics",
            "The statistics file was written by a newer version of Yukon Solitaire. "
            "Games played now are not recorded in it.",
        )
    return QCoreApplication.translate(
        "Statistics", "The statistics file cannot be opened (%1). Games played now are not recorded."
    ).replace("%1", str(error.path))


class StatsRecorder(QObject):
    """Records games in the statistics database.  ``changed`` is emitted after each write."""

    changed = Signal()

    def __init__(self, store: StatsStore, notice: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.notice = notice
        self.last_error: Exception | None = None

    @classmethod
    def open(cls, path: Path | None = None, parent: QObject | None = None) -> "StatsRecorder":
        """Open the player's statistics; never raises.

        A damaged file is set aside and a new one started; a file that cannot be
        used at all gives a recorder that keeps this session's games in memory.
        Either way ``notice`` holds a translated sentence for the player.
        """
        try:
            store = StatsStore.open(path)
        except (StoreError, OSError, sqlite3.Error) as error:
            log.warning("statistics not recorded: %s", error)
            if not isinstance(error, StoreError):
                error = StoreError("unavailable", Path(path) if path else Path("statistics"), str(error))
            return cls(StatsStore.in_memory(), notice_for(error, None), parent)
        return cls(store, notice_for(None, store.set_aside_path), parent)

    # ------------------------------------------------------------- the game
    def game_started(self, code: str, rule, started_at: datetime | None = None) -> int:
        """A deal was put on the table; returns the row id to pass to the other calls (0 on failure)."""
        row_id = self._write(self.store.add_game, str(code), rule_name(rule), started_at or now())
        return row_id or 0

    def game_resumed(self, row_id: int | None, code: str, rule, started_at: datetime | None = None) -> int:
        """A saved game came back: its row if it is still in progress, else a new row."""
        if row_id:
            try:
                row = self.store.game(row_id)
            except sqlite3.Error as error:
                self._failed(error)
                row = None
            if row is not None and not row.finished and row.code == str(code):
                return row_id
        return self.game_started(code, rule, started_at)

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
            before = figures.compute(self.store.games(), row.rule) if row is not None else None
        except sqlite3.Error as error:
            self._failed(error)
            return []
        if row is None or row.finished:
            return []
        ended_at = ended_at or now()
        stored = self._write(
            self.store.update_game, row_id,
            result="won", ended_at=ended_at,
            score=score, moves=moves, elapsed=elapsed, undos=undos, take_backs=take_backs,
        )
        if not stored:
            return []
        won = GameRow(
            id=row.id, code=row.code, rule=row.rule, started_at=row.started_at, ended_at=ended_at,
            result="won", score=score, moves=moves, elapsed=elapsed, undos=undos, take_backs=take_backs,
            hints=row.hints,
        )
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
        try:
            result = action(*args, **kwargs)
        except sqlite3.Error as error:
            self._failed(error)
            return None
        self.last_error = None
        self.changed.emit()
        return result

    def _failed(self, error: Exception) -> None:
        log.warning("statistics: %s", error)
        self.last_error = error
