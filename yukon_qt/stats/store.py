"""The statistics database: one row per game, in SQLite.

The file lives in ``data_dir()/statistics.sqlite3``.  Its schema version is
SQLite's ``user_version``; :data:`MIGRATIONS` takes a file of any older
version to the current one, so a newer app opens an older file.

Every write is one short transaction started with ``BEGIN IMMEDIATE`` and
the file is in WAL mode with a busy timeout, so a crash or a kill loses at
most the write in flight, never a finished game, and two running copies of
the app wait for each other instead of failing or corrupting the file.

A file that is not an SQLite database, or fails SQLite's quick check, is
renamed aside (never deleted) by :meth:`StatsStore.open`, which then starts
a new file and reports the new name in ``set_aside_path``.

Nothing here imports Qt: the command line reads the same file.
"""

from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Iterator

FILE_NAME = "statistics.sqlite3"
BUSY_TIMEOUT_MS = 10_000
RULES = ("classic", "relaxed")
RESULTS = ("in_progress", "won", "abandoned")

# Each step takes the file from version ``index`` to ``index + 1``.
MIGRATIONS: list[tuple[str, ...]] = [
    (  # 0 -> 1: the games table.
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            rule TEXT NOT NULL CHECK (rule IN ('classic', 'relaxed')),
            started_at TEXT NOT NULL,
            ended_at TEXT,
            result TEXT NOT NULL DEFAULT 'in_progress'
                CHECK (result IN ('in_progress', 'won', 'abandoned')),
            score INTEGER NOT NULL DEFAULT 0,
            moves INTEGER NOT NULL DEFAULT 0,
            elapsed INTEGER NOT NULL DEFAULT 0,
            undos INTEGER NOT NULL DEFAULT 0,
            take_backs INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX games_by_start ON games (started_at)",
    ),
    (  # 1 -> 2: how many hints the solver gave during the game.
        "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",
        "CREATE INDEX games_by_end ON games (ended_at)",
    ),
]
SCHEMA_VERSION = len(MIGRATIONS)

# sqlite3 primary result codes that mean "this file is damaged or not a database".
_DAMAGED_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB


class StoreError(Exception):
    """The database cannot be used.  ``reason``: ``damaged``, ``newer`` or ``unavailable``."""

    def __init__(self, reason: str, path: Path, detail: str = "") -> None:
        super().__init__(f"{path}: {detail or reason}")
        self.reason = reason
        self.path = path
        self.detail = detail


@dataclass(frozen=True)
class GameRow:
    """One recorded game.  Times are timezone-aware UTC datetimes; ``elapsed`` is in seconds."""

    id: int
    code: str
    rule: str
    started_at: datetime
    ended_at: datetime | None
    result: str
    score: int = 0
    moves: int = 0
    elapsed: int = 0
    undos: int = 0
    take_backs: int = 0
    hints: int = 0

    @property
    def finished(self) -> bool:
        return self.result != "in_progress"

    @property
    def won(self) -> bool:
        return self.result == "won"

    def as_record(self) -> dict:
        """A JSON-ready dict (times as ISO 8601 strings)."""
        record = {f.name: getattr(self, f.name) for f in fields(self)}
        record["started_at"] = format_time(self.started_at)
        record["ended_at"] = format_time(self.ended_at) if self.ended_at else None
        return record


def now() -> datetime:
    return datetime.now(timezone.utc)


def format_time(moment: datetime) -> str:
    """Fixed-width UTC text, so that text order is time order."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def rule_name(rule) -> str:
    """``"classic"`` or ``"relaxed"`` from a name, a code letter or an engine ``Rule``."""
    text = getattr(rule, "value", rule)
    text = str(text).strip().lower()
    if text in ("c", "classic"):
        return "classic"
    if text in ("r", "relaxed"):
        return "relaxed"
    raise ValueError(f"unknown rule: {rule!r}")


def default_path() -> Path:
    from yukon_qt.paths import data_dir

    return data_dir() / FILE_NAME


def _is_damage(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in _DAMAGED_CODES
    return isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError)


def _is_lock(error: StoreError) -> bool:
    """Whether opening failed only because another connection held the file for a moment."""
    return "is locked" in error.detail  # SQLITE_BUSY and SQLITE_LOCKED say "database (table) is locked"


def _set_aside(path: Path) -> Path:
    """Rename the damaged file and its WAL companions; return the new name of the file."""
    from yukon_qt.atomic import set_aside

    new_path = set_aside(path)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(new_path.with_name(new_path.name + suffix))
    return new_path


class StatsStore:
    """The open database.  Use :meth:`open` (read-write) or :meth:`read_only`."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None) -> None:
        self.connection = connection
        self.path = path
        self.set_aside_path: Path | None = None

    # ------------------------------------------------------------- opening
    @classmethod
    def open(cls, path: Path | None = None) -> "StatsStore":
        """Open (or create) the database, migrating it; set a damaged file aside.

        Raises :class:`StoreError` (``newer`` or ``unavailable``) when the file
        cannot be used and setting it aside would not help.
        """
        path = Path(path) if path is not None else default_path()
        try:
            return cls._open_read_write(path)
        except StoreError as error:
            if error.reason != "damaged":
                raise
        aside = _set_aside(path)
        store = cls._open_read_write(path)
        store.set_aside_path = aside
        return store

    @classmethod
    def in_memory(cls) -> "StatsStore":
        """A database that lives only as long as this object (when the file cannot be used)."""
        connection = sqlite3.connect(":memory:", isolation_level=None)
        store = cls(connection, None)
        store._migrate()
        return store

    @classmethod
    def read_only(cls, path: Path | None = None) -> "StatsStore | None":
        """Open an existing file for reading only, changing nothing; ``None`` when there is none.

        Raises :class:`StoreError` ``damaged`` for a file that is not a usable
        database (the file is left exactly as it is).
        """
        path = Path(path) if path is not None else default_path()
        if not path.exists():
            return None
        try:
            connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
        except sqlite3.Error as error:
            raise StoreError("unavailable", path, str(error)) from None
        store = cls(connection, path)
        try:
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            store._check()
            if store.version == 0:
                connection.close()
                if store._has_tables():
                    raise StoreError("damaged", path, "not a statistics database")
                return None
        except sqlite3.Error as error:
            connection.close()
            raise StoreError("damaged" if _is_damage(error) else "unavailable", path, str(error)) from None
        return store

    @classmethod
    def _open_read_write(cls, path: Path) -> "StatsStore":
        """Open and migrate; another copy of the app opening the same file at the same
        moment can make SQLite answer "locked" without waiting (switching a new file to
        WAL, or a migration racing another), so a locked open is tried again for up to
        the busy timeout."""
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        while True:
            try:
                return cls._open_read_write_once(path)
            except StoreError as error:
                if error.reason != "unavailable" or not _is_lock(error) or time.monotonic() > deadline:
                    raise
            time.sleep(0.05)

    @classmethod
    def _open_read_write_once(cls, path: Path) -> "StatsStore":
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            connection = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
        except sqlite3.Error as error:
            raise StoreError("unavailable", path, str(error)) from None
        store = cls(connection, path)
        try:
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            store._check()
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
            store._migrate()
        except StoreError:
            connection.close()
            raise
        except sqlite3.Error as error:
            connection.close()
            raise StoreError("damaged" if _is_damage(error) else "unavailable", path, str(error)) from None
        return store

    def _check(self) -> None:
        result = self.connection.execute("PRAGMA quick_check").fetchone()
        if not result or result[0] != "ok":
            raise StoreError("damaged", self.path, f"quick check: {result[0] if result else 'no answer'}")

    def _has_tables(self) -> bool:
        return self.connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0

    def _migrate(self) -> None:
        with self.transaction():
            version = self.version
            if version > SCHEMA_VERSION:
                raise StoreError("newer", self.path, f"schema version {version} is newer than {SCHEMA_VERSION}")
            if version == 0 and self._has_tables():
                raise StoreError("damaged", self.path, "not a statistics database")
            for step in MIGRATIONS[version:]:
                for statement in step:
                    self.connection.execute(statement)
            self.connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @property
    def version(self) -> int:
        return self.connection.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        self.connection.close()

    # -------------------------------------------------------------- writing
    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is stored, or none of it."""
        self.connection.execute("BEGIN IMMEDIATE")
        try:
            yield self.connection
        except BaseException:
            if self.connection.in_transaction:
                self.connection.execute("ROLLBACK")
            raise
        self.connection.execute("COMMIT")

    def add_game(self, code: str, rule: str, started_at: datetime | None = None, **values) -> int:
        columns = {"code": code, "rule": rule_name(rule), "started_at": format_time(started_at or now())}
        columns.update(self._values(values))
        names = ", ".join(columns)
        marks = ", ".join("?" for _ in columns)
        with self.transaction() as connection:
            cursor = connection.execute(f"INSERT INTO games ({names}) VALUES ({marks})", tuple(columns.values()))
            return cursor.lastrowid

    def update_game(self, row_id: int, only_in_progress: bool = True, **values) -> bool:
        """Change the given columns of a game; by default only while it is in progress."""
        columns = self._values(values)
        if not columns:
            return False
        assignments = ", ".join(f"{name} = ?" for name in columns)
        condition = " AND result = 'in_progress'" if only_in_progress else ""
        with self.transaction() as connection:
            cursor = connection.execute(
                f"UPDATE games SET {assignments} WHERE id = ?{condition}", (*columns.values(), row_id)
            )
            return cursor.rowcount > 0

    def add_hint(self, row_id: int) -> bool:
        with self.transaction() as connection:
            cursor = connection.execute(
                "UPDATE games SET hints = hints + 1 WHERE id = ? AND result = 'in_progress'", (row_id,)
            )
            return cursor.rowcount > 0

    def delete_unplayed(self, row_id: int) -> bool:
        """Delete a game that is still in progress with no move made."""
        with self.transaction() as connection:
            cursor = connection.execute(
                "DELETE FROM games WHERE id = ? AND result = 'in_progress' AND moves = 0", (row_id,)
            )
            return cursor.rowcount > 0

    def reset(self, rule: str | None = None) -> int:
        """Delete the finished games (of one rule, or all); games in progress stay."""
        query = "DELETE FROM games WHERE result != 'in_progress'"
        arguments: tuple = ()
        if rule is not None and rule != "all":
            query += " AND rule = ?"
            arguments = (rule_name(rule),)
        with self.transaction() as connection:
            return connection.execute(query, arguments).rowcount

    @staticmethod
    def _values(values: dict) -> dict:
        allowed = {"ended_at", "result", "score", "moves", "elapsed", "undos", "take_backs", "hints"}
        unknown = set(values) - allowed
        if unknown:
            raise TypeError(f"unknown game columns: {sorted(unknown)}")
        columns = {}
        for name, value in values.items():
            if value is None:
                continue
            if name == "ended_at":
                value = format_time(value)
            elif name == "result":
                if value not in RESULTS:
                    raise ValueError(f"unknown result: {value!r}")
            else:
                value = max(0, int(value))
            columns[name] = value
        return columns

    # -------------------------------------------------------------- reading
    def game(self, row_id: int) -> GameRow | None:
        rows = list(self._rows("WHERE id = ?", (row_id,)))
        return rows[0] if rows else None

    def games(self, rule: str | None = None) -> list[GameRow]:
        """All games (of one rule, or all) in the order they started."""
        if rule is None or rule == "all":
            return list(self._rows("ORDER BY started_at, id"))
        return list(self._rows("WHERE rule = ? ORDER BY started_at, id", (rule_name(rule),)))

    def _rows(self, tail: str, arguments: tuple = ()) -> Iterable[GameRow]:
        # SELECT * and read by name: an older or newer schema still reads.
        cursor = self.connection.execute(f"SELECT * FROM games {tail}", arguments)
        names = [description[0] for description in cursor.description]
        known = {f.name for f in fields(GameRow)}
        for values in cursor:
            record = {name: value for name, value in zip(names, values) if name in known}
            record["started_at"] = parse_time(record["started_at"])
            record["ended_at"] = parse_time(record["ended_at"]) if record.get("ended_at") else None
            yield GameRow(**record)
