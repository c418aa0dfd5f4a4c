"""The statistics database: one row per game, in SQLite.

The file lives in ``data_dir()/statistics.sqlite3``.  Its schema version is
SQLite's ``user_version``; :data:`MIGRATIONS` takes a file of any older
version to the current one, so a newer app opens an older file.

Every write is one short transaction started with ``BEGIN IMMEDIATE`` and
the file is in WAL mode with a busy timeout, so a crash or a kill loses at
most the write in flight, never a finished game, and two running copies of
the app wait for each other instead of failing or corrupting the file.

A file that is not an SQLite database, or whose pages fail SQLite's quick
check, is renamed aside (never deleted) by :meth:`StatsStore.open`, which
then starts a new file and reports the new name in ``set_aside_path``.  Lesser
damage keeps the file: a row whose values make no sense (a date that is not
one, text in a count, an unknown rule) is left where it is and skipped when
reading, and counted in ``skipped_rows``; a file whose table of games is gone
is copied aside (``copied_aside_path``) before the table is made again.
Anything that is not a plain file (a folder, a named pipe that would block
the open, a device) or is far too large is refused and left where it is.

Nothing here imports Qt: the command line reads the same file.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import UTC, date, datetime
from pathlib import Path

from yukon_qt.atomic import aside_name
from yukon_qt.engine.codes import Rule

FILE_NAME = "statistics.sqlite3"
BUSY_TIMEOUT_MS = 10_000
CLOSE_TIMEOUT_MS = 1_000  # how long closing waits to empty the write-ahead log
RULES = tuple(rule.stored_name for rule in Rule)  # a new rule needs a migration step that widens the CHECK below
RESULTS = ("in_progress", "won", "abandoned")
LEVELS = ("easy", "medium", "hard")  # the levels of engine.difficulty, as stored; a new one needs a migration step
# Whether a game not won could have been won (the solver's proven answer, or "unknown" where its search gave up).
WINNABLE, LOST, UNKNOWN = "winnable", "lost", "unknown"
ANSWERS = (WINNABLE, LOST, UNKNOWN)

log = logging.getLogger(__name__)

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
    (  # 2 -> 3: the date (YYYY-MM-DD) of a deal of the day; NULL for any other game.
        "ALTER TABLE games ADD COLUMN daily_date TEXT",
    ),
    (  # 3 -> 4: the deal's level (NULL: not rated), and whether a game not won could have been won
        # from its deal and from where it was left (NULL: not decided yet).
        "ALTER TABLE games ADD COLUMN level TEXT CHECK (level IN ('easy', 'medium', 'hard'))",
        "ALTER TABLE games ADD COLUMN winnable_from_start TEXT "
        "CHECK (winnable_from_start IN ('winnable', 'lost', 'unknown'))",
        "ALTER TABLE games ADD COLUMN winnable_where_left TEXT "
        "CHECK (winnable_where_left IN ('winnable', 'lost', 'unknown'))",
    ),
]
SCHEMA_VERSION = len(MIGRATIONS)

# sqlite3 primary result codes that mean "this file is damaged or not a database".
_DAMAGED_CODES = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
# A statistics file holds some 100 bytes a game: past this it is no statistics file, and
# checking it page by page would keep the game waiting.
MAX_FILE_BYTES = 512 * 1024 * 1024
# Counts and seconds past this in a row are damage, not play (and would overflow what shows them).
MAX_NUMBER = 1_000_000_000
MAX_CODE_LENGTH = 100
# Times outside these are damage; they also keep clear of what local time conversions refuse.
EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
LATEST = datetime(3000, 1, 1, tzinfo=UTC)
# What quick_check says about a row breaking a constraint, as opposed to damaged pages.
_ROW_COMPLAINTS = ("CHECK constraint failed", "NULL value in ")


class StoreError(Exception):
    """The database cannot be used.  ``reason``: ``damaged`` (set aside by :meth:`StatsStore.open`),
    ``newer``, ``unreadable`` (no permission), ``not_a_file`` (a folder, a pipe, a device),
    ``too_large`` or ``unavailable``; all but ``damaged`` leave the file as it is.
    ``path`` is None for a database kept in memory."""

    def __init__(self, reason: str, path: Path | None, detail: str = "") -> None:
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
    daily_date: date | None = None  # the date whose deal of the day this game was
    level: str | None = None  # one of LEVELS; None: not rated
    winnable_from_start: str | None = None  # one of ANSWERS; None: not decided (won, in progress, or not yet)
    winnable_where_left: str | None = None  # the same for the position the game was left in

    @property
    def finished(self) -> bool:
        return self.result != "in_progress"

    @property
    def won(self) -> bool:
        return self.result == "won"

    @property
    def could_have_won(self) -> str | None:
        """Whether this game, finished and not won, could have been won: one of ANSWERS, or None
        while that is not decided (and for a game won or in progress)."""
        if self.result != "abandoned":
            return None
        return self.winnable_from_start

    def as_record(self) -> dict:
        """A JSON-ready dict (times as ISO 8601 strings)."""
        record = {f.name: getattr(self, f.name) for f in fields(self)}
        record["started_at"] = format_time(self.started_at)
        record["ended_at"] = format_time(self.ended_at) if self.ended_at else None
        record["daily_date"] = self.daily_date.isoformat() if self.daily_date else None
        return record


def now() -> datetime:
    return datetime.now(UTC)


def format_time(moment: datetime) -> str:
    """Fixed-width UTC text, so that text order is time order."""
    if moment.tzinfo is None:
        moment = moment.astimezone()
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    """The time of :func:`format_time`; a time without a zone is taken as UTC."""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


_COUNTS = ("score", "moves", "elapsed", "undos", "take_backs", "hints")


def game_from_record(record: dict) -> GameRow | None:
    """The game of a row read by column name, or ``None`` when its values make no sense.

    SQLite keeps whatever it is given (text in an INTEGER column; anything at all
    where a CHECK was bypassed or the table was made by hand), so every value is
    checked here: a damaged row must not stop the figures of all the others.
    A column an older file lacks takes its default.  A daily date that is not
    one only loses the game its "deal of the day" mark: the game still counts;
    a level or an answer that is not one of those known reads as not known.
    """
    row_id, code, rule, result = (record.get(name) for name in ("id", "code", "rule", "result"))
    if type(row_id) is not int or not isinstance(code, str) or not 0 < len(code) <= MAX_CODE_LENGTH:
        return None
    if rule not in RULES or result not in RESULTS:
        return None
    started_at = _time_or_none(record.get("started_at"))
    if started_at is None:
        return None
    ended_text = record.get("ended_at")
    ended_at = _time_or_none(ended_text) if ended_text not in (None, "") else None
    if ended_text not in (None, "") and ended_at is None:
        return None
    counts = {}
    for name in _COUNTS:
        value = record.get(name, 0)
        if type(value) is not int or not 0 <= value <= MAX_NUMBER:
            return None
        counts[name] = value
    return GameRow(id=row_id, code=code, rule=rule, started_at=started_at, ended_at=ended_at, result=result,
                   daily_date=date_or_none(record.get("daily_date")), **counts,
                   level=_known_or_none(record.get("level"), LEVELS),
                   winnable_from_start=_known_or_none(record.get("winnable_from_start"), ANSWERS),
                   winnable_where_left=_known_or_none(record.get("winnable_where_left"), ANSWERS))


_MARKS = {"level": LEVELS, "winnable_from_start": ANSWERS, "winnable_where_left": ANSWERS}


def _known_or_none(value, known: tuple[str, ...]) -> str | None:
    return value if value in known else None


def date_or_none(text) -> date | None:
    """The date of ``YYYY-MM-DD`` text; None for anything else."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def _time_or_none(text) -> datetime | None:
    if not isinstance(text, str):
        return None
    try:
        moment = parse_time(text)
    except ValueError:
        return None
    return moment if EARLIEST <= moment <= LATEST else None


def rule_name(rule: Rule | str) -> str:
    """The name a rule is stored under (``"classic"``), from an engine ``Rule``, that name or the rule's letter."""
    if isinstance(rule, Rule):
        return rule.stored_name
    text = str(rule).strip()
    for known in Rule:
        if text.lower() == known.stored_name or text.upper() == known.letter:
            return known.stored_name
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


def check_file(path: Path) -> bool:
    """Whether ``path`` exists; raise :class:`StoreError` for anything SQLite must not be handed.

    A named pipe would block SQLite's open for ever and a device or a folder is no
    database: those are refused before SQLite sees them, as is a file far too large
    or one the player may not read (not damaged: setting it aside would not help).
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return False
    except PermissionError as error:
        raise StoreError("unreadable", path, error.strerror or str(error)) from None
    except OSError as error:
        raise StoreError("unavailable", path, error.strerror or str(error)) from None
    if not stat.S_ISREG(info.st_mode):
        raise StoreError("not_a_file", path, "not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise StoreError("too_large", path, f"{info.st_size} bytes")
    try:
        os.close(os.open(path, os.O_RDONLY))
    except PermissionError as error:
        raise StoreError("unreadable", path, error.strerror or str(error)) from None
    except OSError:
        pass  # SQLite tells what is wrong with it
    return True


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

    def __init__(self, connection: sqlite3.Connection, path: Path | None, writable: bool = True) -> None:
        self.connection = connection
        self.path = path
        self.writable = writable
        self.set_aside_path: Path | None = None  # where a damaged file went (a new one was started)
        self.copied_aside_path: Path | None = None  # a copy kept before the lost table of games was made again
        self.games_table_missing = False  # read only: the file has no table of games (the game makes it again)
        self.skipped_rows = 0  # damaged rows left out by the last reading of all games

    # ------------------------------------------------------------- opening
    @classmethod
    def open(cls, path: Path | None = None) -> StatsStore:
        """Open (or create) the database, migrating it; set a damaged file aside.

        Raises :class:`StoreError` (see its reasons) when the file cannot be used
        and setting it aside would not help; the file is then left as it is.
        """
        path = Path(path) if path is not None else default_path()
        check_file(path)
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
    def in_memory(cls) -> StatsStore:
        """A database that lives only as long as this object (when the file cannot be used)."""
        connection = sqlite3.connect(":memory:", isolation_level=None)
        store = cls(connection, None)
        store._migrate()
        return store

    @classmethod
    def read_only(cls, path: Path | None = None) -> StatsStore | None:
        """Open an existing file for reading only, changing nothing; ``None`` when it holds no games yet.

        An empty file (0 bytes) is an empty database to SQLite, as it is to the
        game, which simply starts its statistics there.  Raises :class:`StoreError`
        ``damaged`` for a file that is not a usable database, or another reason
        for a file that cannot be read at all (the file is left exactly as it is).
        """
        path = Path(path) if path is not None else default_path()
        if not check_file(path):
            return None
        try:
            connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
        except sqlite3.Error as error:
            raise StoreError("unavailable", path, str(error)) from None
        store = cls(connection, path, writable=False)
        try:
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            store._check()
            if store.version == 0:
                if store._has_tables():
                    raise StoreError("damaged", path, "not a statistics database")
                connection.close()
                return None
            store.games_table_missing = not store._has_games_table()
        except StoreError:
            connection.close()
            raise
        except sqlite3.Error as error:
            connection.close()
            raise StoreError("damaged" if _is_damage(error) else "unavailable", path, str(error)) from None
        return store

    @classmethod
    def _open_read_write(cls, path: Path) -> StatsStore:
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
    def _open_read_write_once(cls, path: Path) -> StatsStore:
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
            if store.version > 0 and not store._has_games_table():
                store.copied_aside_path = store._copy_aside(path)
            store._migrate()
        except StoreError:
            connection.close()
            raise
        except sqlite3.Error as error:
            connection.close()
            raise StoreError("damaged" if _is_damage(error) else "unavailable", path, str(error)) from None
        return store

    def _check(self) -> None:
        """SQLite's quick check of the file's pages.

        A row that breaks a CHECK or NOT NULL constraint (written by a tool that
        bypassed them) is not damage to the file: such rows are skipped when read,
        and the file with all its good games is kept.
        """
        self.connection.execute("PRAGMA ignore_check_constraints = ON")
        try:
            results = [row[0] for row in self.connection.execute("PRAGMA quick_check")]
        finally:
            self.connection.execute("PRAGMA ignore_check_constraints = OFF")
        problems = [text for text in results if text != "ok" and not str(text).startswith(_ROW_COMPLAINTS)]
        if not results or problems:
            detail = problems[0] if problems else "no answer"
            raise StoreError("damaged", self.path, f"quick check: {detail}")

    def _has_tables(self) -> bool:
        return self.connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0

    def _has_games_table(self) -> bool:
        query = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'games'"
        return self.connection.execute(query).fetchone()[0] > 0

    def _copy_aside(self, path: Path) -> Path:
        """Copy the whole file ``path`` (write-ahead log included) next to it, before anything in it changes."""
        target = aside_name(path)
        try:
            copy = sqlite3.connect(target)
            try:
                self.connection.backup(copy)
            finally:
                copy.close()
        except (OSError, sqlite3.Error) as error:
            raise StoreError("unavailable", path, f"no copy could be kept in {target}: {error}") from None
        log.warning("statistics: the table of games is missing from %s; a copy was kept as %s", path, target)
        return target

    def _migrate(self) -> None:
        with self.transaction():
            version = self.version
            if version > SCHEMA_VERSION:
                raise StoreError("newer", self.path, f"schema version {version} is newer than {SCHEMA_VERSION}")
            if version == 0 and self._has_tables():
                raise StoreError("damaged", self.path, "not a statistics database")
            if version > 0 and not self._has_games_table():
                if self.path is not None and self.copied_aside_path is None:
                    raise StoreError("unavailable", self.path, "the table of games is missing")
                version = 0  # the table is made again from the start (a copy of the file was kept first)
            for step in MIGRATIONS[version:]:
                for statement in step:
                    self.connection.execute(statement)
            self.connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @property
    def version(self) -> int:
        return self.connection.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        """Close the file, its write-ahead log emptied into it first.

        The statistics file alone then holds every game, so copying only
        ``statistics.sqlite3`` (a backup, a move to another computer) loses none.
        Another connection reading at that moment (another copy of the app, the
        ``stats`` command) keeps the log for a while; that is waited for a second at most.
        """
        if self.writable and self.path is not None:
            try:
                self.connection.execute(f"PRAGMA busy_timeout = {CLOSE_TIMEOUT_MS}")
                self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as error:
                log.info("statistics: the write-ahead log was not emptied: %s", error)
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
            assert cursor.lastrowid is not None  # set by every INSERT that succeeds
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

    def set_winnable(self, row_id: int, from_start: str | None, where_left: str | None) -> bool:
        """Keep whether a finished game not won could have been won (None leaves an answer as it is)."""
        columns = self._values({"winnable_from_start": from_start, "winnable_where_left": where_left})
        if not columns:
            return False
        assignments = ", ".join(f"{name} = ?" for name in columns)
        with self.transaction() as connection:
            cursor = connection.execute(
                f"UPDATE games SET {assignments} WHERE id = ? AND result = 'abandoned'", (*columns.values(), row_id)
            )
            return cursor.rowcount > 0

    def set_level(self, row_id: int, level: str) -> bool:
        """Keep the level of a game's deal, known after the game began (a deal rated in the background)."""
        columns = self._values({"level": level})
        if not columns:
            return False
        with self.transaction() as connection:
            cursor = connection.execute("UPDATE games SET level = ? WHERE id = ?", (columns["level"], row_id))
            return cursor.rowcount > 0

    def undecided(self, count: int) -> list[GameRow]:
        """The latest ``count`` games not won whose deal is not yet known to be winnable or not."""
        rows, _skipped = self._rows(
            "WHERE result = 'abandoned' AND winnable_from_start IS NULL ORDER BY ended_at DESC, id DESC LIMIT ?",
            (count,))
        return rows

    def delete_unplayed(self, row_id: int) -> bool:
        """Delete a game that is still in progress with no move made."""
        with self.transaction() as connection:
            cursor = connection.execute(
                "DELETE FROM games WHERE id = ? AND result = 'in_progress' AND moves = 0", (row_id,)
            )
            return cursor.rowcount > 0

    def reset(self, rule: str | None = None) -> int:
        """Delete the finished games (of one rule, or all); games in progress stay.

        Only games the player can see go: a damaged row is not shown, so it is not
        counted in what the player agreed to remove, and it stays in the file.
        """
        wanted = None if rule is None else rule_name(rule)
        with self.transaction() as connection:
            games, _skipped = self._read(connection.execute("SELECT * FROM games"))
            doomed = [(game.id,) for game in games if game.finished and wanted in (None, game.rule)]
            connection.executemany("DELETE FROM games WHERE id = ?", doomed)
            return len(doomed)

    @staticmethod
    def _values(values: dict) -> dict:
        allowed = {"ended_at", "result", "score", "moves", "elapsed", "undos", "take_backs", "hints", "daily_date",
                   *_MARKS}
        unknown = set(values) - allowed
        if unknown:
            raise TypeError(f"unknown game columns: {sorted(unknown)}")
        columns = {}
        for name, value in values.items():
            if value is None:
                continue
            if name == "ended_at":
                value = format_time(value)
            elif name == "daily_date":
                if not isinstance(value, date) or isinstance(value, datetime):
                    raise TypeError(f"a daily date is a date, not {value!r}")
                value = value.isoformat()
            elif name == "result":
                if value not in RESULTS:
                    raise ValueError(f"unknown result: {value!r}")
            elif name in _MARKS:
                if value not in _MARKS[name]:
                    raise ValueError(f"unknown {name}: {value!r}")
            else:
                value = min(MAX_NUMBER, max(0, int(value)))
            columns[name] = value
        return columns

    # -------------------------------------------------------------- reading
    def game(self, row_id: int) -> GameRow | None:
        """The game of that row; ``None`` when there is none, or when its row is damaged."""
        rows, _skipped = self._rows("WHERE id = ?", (row_id,))
        return rows[0] if rows else None

    def games(self, rule: str | None = None) -> list[GameRow]:
        """All games (of one rule, or all) in the order they started; damaged rows are left out
        (after reading all games, ``skipped_rows`` says how many)."""
        if rule is None:
            rows, skipped = self._rows("ORDER BY started_at, id")
            if skipped != self.skipped_rows and skipped:
                log.info("statistics: %d damaged rows in %s are skipped", skipped, self.path)
            self.skipped_rows = skipped
            return rows
        return self._rows("WHERE rule = ? ORDER BY started_at, id", (rule_name(rule),))[0]

    def _rows(self, tail: str, arguments: tuple = ()) -> tuple[list[GameRow], int]:
        if self.games_table_missing:
            return [], 0
        return self._read(self.connection.execute(f"SELECT * FROM games {tail}", arguments))

    @staticmethod
    def _read(cursor: sqlite3.Cursor) -> tuple[list[GameRow], int]:
        """The good games of a ``SELECT *`` and how many damaged rows were left out.

        Columns are read by name: an older or newer schema still reads.
        """
        names = [description[0] for description in cursor.description]
        games, skipped = [], 0
        for values in cursor:
            game = game_from_record(dict(zip(names, values, strict=True)))
            if game is None:
                skipped += 1
            else:
                games.append(game)
        return games, skipped
