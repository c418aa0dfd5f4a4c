"""The statistics database: schema, migration, damaged files, transactions."""

import errno
import os
import sqlite3
import stat
from datetime import UTC, datetime

import pytest

from yukon_qt.engine import Rule
from yukon_qt.stats.store import LEVELS, MAX_FILE_BYTES, RULES, SCHEMA_VERSION, StatsStore, StoreError, rule_name


@pytest.fixture
def path(tmp_path):
    return tmp_path / "statistics.sqlite3"


def make_version_1(path):
    """A file as the first release of the statistics wrote it (no hints column)."""
    connection = sqlite3.connect(path)
    connection.executescript("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY, code TEXT NOT NULL,
            rule TEXT NOT NULL CHECK (rule IN ('classic', 'relaxed')),
            started_at TEXT NOT NULL, ended_at TEXT,
            result TEXT NOT NULL DEFAULT 'in_progress'
                CHECK (result IN ('in_progress', 'won', 'abandoned')),
            score INTEGER NOT NULL DEFAULT 0, moves INTEGER NOT NULL DEFAULT 0,
            elapsed INTEGER NOT NULL DEFAULT 0, undos INTEGER NOT NULL DEFAULT 0,
            take_backs INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX games_by_start ON games (started_at);
        INSERT INTO games VALUES (1, 'YU1-C-AAAAAAB', 'classic', '2026-01-02T10:00:00.000000Z',
            '2026-01-02T10:07:00.000000Z', 'won', 625, 118, 420, 3, 1);
        INSERT INTO games VALUES (2, 'YU1-R-AAAAAAC', 'relaxed', '2026-01-02T11:00:00.000000Z',
            '2026-01-02T11:02:00.000000Z', 'abandoned', 55, 14, 120, 0, 0);
        PRAGMA user_version = 1;
    """)
    connection.commit()
    connection.close()


def test_new_file_has_the_current_schema_in_wal_mode(path):
    store = StatsStore.open(path)
    assert store.version == SCHEMA_VERSION == 4
    assert store.connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.connection.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    columns = [row[1] for row in store.connection.execute("PRAGMA table_info(games)")]
    assert "hints" in columns and "take_backs" in columns
    assert store.set_aside_path is None


def test_version_1_file_is_migrated_keeping_its_games(path):
    make_version_1(path)
    assert StatsStore.read_only(path).games()[0].hints == 0  # an old file reads before migration too
    store = StatsStore.open(path)
    assert store.version == SCHEMA_VERSION
    games = store.games()
    assert [(g.code, g.result, g.score, g.moves, g.elapsed, g.undos, g.take_backs, g.hints) for g in games] == [
        ("YU1-C-AAAAAAB", "won", 625, 118, 420, 3, 1, 0),
        ("YU1-R-AAAAAAC", "abandoned", 55, 14, 120, 0, 0, 0),
    ]
    assert games[0].started_at == datetime(2026, 1, 2, 10, 0, tzinfo=UTC)
    store.add_hint(store.add_game("YU1-C-AAAAAAD", "classic"))
    assert store.games()[-1].hints == 1
    assert store.set_aside_path is None
    store.close()
    assert StatsStore.open(path).version == SCHEMA_VERSION  # opening again changes nothing


def test_newer_file_is_refused_and_left_alone(path):
    StatsStore.open(path).close()
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.commit()
    connection.close()
    with pytest.raises(StoreError) as raised:
        StatsStore.open(path)
    assert raised.value.reason == "newer"
    assert path.exists() and not list(path.parent.glob("*.damaged-*"))


@pytest.mark.parametrize("content", [b"garbage " * 600, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_damaged_file_is_set_aside_and_a_new_one_started(path, content):
    path.write_bytes(content)
    store = StatsStore.open(path)
    assert store.set_aside_path is not None and store.set_aside_path.name.startswith("statistics.sqlite3.damaged-")
    assert store.set_aside_path.read_bytes() == content  # kept, byte for byte
    row = store.add_game("YU1-C-AAAAAAB", "classic")
    store.update_game(row, result="won", score=625, moves=100, elapsed=300)
    store.close()
    assert [g.result for g in StatsStore.open(path).games()] == ["won"]


def test_foreign_database_is_set_aside(path):
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.commit()
    connection.close()
    store = StatsStore.open(path)
    assert store.set_aside_path is not None
    assert store.games() == []


def test_read_only_changes_nothing(path):
    assert StatsStore.read_only(path) is None
    assert not path.exists()
    path.write_bytes(b"garbage " * 600)
    with pytest.raises(StoreError) as raised:
        StatsStore.read_only(path)
    assert raised.value.reason == "damaged"
    assert path.read_bytes() == b"garbage " * 600


def test_a_failed_transaction_stores_nothing(path):
    store = StatsStore.open(path)
    with pytest.raises(RuntimeError):
        with store.transaction() as connection:
            connection.execute("INSERT INTO games (code, rule, started_at) VALUES ('YU1-C-AAAAAAB', 'classic', 'x')")
            raise RuntimeError("power cut")
    assert store.games() == []


def test_updates_touch_only_games_in_progress(path):
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAB", "C")
    assert store.update_game(row, moves=5, score=20)
    assert store.update_game(row, result="won", moves=90, score=625)
    assert not store.update_game(row, moves=91)
    assert not store.delete_unplayed(row)
    assert not store.add_hint(row)
    game = store.game(row)
    assert (game.rule, game.result, game.moves, game.score) == ("classic", "won", 90, 625)
    with pytest.raises(ValueError):
        store.update_game(row, result="lost")


def test_reset_per_rule_keeps_games_in_progress(path):
    store = StatsStore.open(path)
    for code, rule, result in [("YU1-C-AAAAAAB", "classic", "won"), ("YU1-R-AAAAAAB", "relaxed", "won"),
                               ("YU1-C-AAAAAAC", "classic", "abandoned"), ("YU1-C-AAAAAAD", "classic", None)]:
        row = store.add_game(code, rule, moves=3)
        if result:
            store.update_game(row, result=result)
    assert store.reset("classic") == 2
    assert sorted((g.rule, g.result) for g in store.games()) == [("classic", "in_progress"), ("relaxed", "won")]
    assert store.reset() == 1
    assert [g.result for g in store.games()] == ["in_progress"]


def test_a_lost_table_of_games_is_made_again_after_a_copy_of_the_file_is_kept(path):
    store = StatsStore.open(path)
    store.add_game("YU1-C-AAAAAAB", "classic")
    store.connection.execute("CREATE TABLE notes (text TEXT)")  # whatever else the file holds is kept too
    store.connection.execute("INSERT INTO notes VALUES ('keep me')")
    store.connection.execute("DROP TABLE games")
    store.close()
    assert StatsStore.read_only(path).games_table_missing  # the command line reads it as it is

    store = StatsStore.open(path)
    copy = store.copied_aside_path
    assert copy is not None and copy.name.startswith("statistics.sqlite3.damaged-") and path.exists()
    kept = sqlite3.connect(copy)
    assert kept.execute("SELECT text FROM notes").fetchall() == [("keep me",)]
    assert kept.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    kept.close()
    assert store.set_aside_path is None and store.version == SCHEMA_VERSION
    row = store.add_game("YU1-C-AAAAAAC", "classic")
    store.update_game(row, result="won", score=625)
    store.close()
    again = StatsStore.open(path)
    assert [g.code for g in again.games()] == ["YU1-C-AAAAAAC"] and again.copied_aside_path is None
    assert again.connection.execute("SELECT text FROM notes").fetchall() == [("keep me",)]


def test_a_lost_table_in_an_older_file_is_made_again_too(path):
    make_version_1(path)
    connection = sqlite3.connect(path)
    connection.execute("DROP TABLE games")
    connection.commit()
    connection.close()
    store = StatsStore.open(path)
    assert store.copied_aside_path is not None and store.version == SCHEMA_VERSION
    store.add_hint(store.add_game("YU1-C-AAAAAAD", "classic"))
    assert store.games()[0].hints == 1


def test_after_close_the_file_alone_holds_every_game(path, tmp_path):
    store = StatsStore.open(path)
    # Another reader (the stats command, a second copy of the app) has the file open: SQLite then
    # leaves the write-ahead log in place when a connection closes, unless it is emptied first.
    reader = sqlite3.connect(path)
    reader.execute("SELECT count(*) FROM games").fetchall()
    for code in ("YU1-C-AAAAAAB", "YU1-C-AAAAAAC", "YU1-R-AAAAAAD"):
        row = store.add_game(code, code[4])
        store.update_game(row, result="won", score=625, moves=90, elapsed=200)
    store.close()
    try:
        elsewhere = tmp_path / "backup"
        elsewhere.mkdir()
        (elsewhere / path.name).write_bytes(path.read_bytes())  # the .sqlite3 file only
        copy = StatsStore.open(elsewhere / path.name)
        assert [game.code for game in copy.games()] == ["YU1-C-AAAAAAB", "YU1-C-AAAAAAC", "YU1-R-AAAAAAD"]
        assert all(game.won for game in copy.games())
    finally:
        reader.close()


def test_an_empty_file_is_an_empty_database(path):
    path.write_bytes(b"")
    assert StatsStore.read_only(path) is None  # no games yet, as the game itself sees it
    assert path.read_bytes() == b""
    store = StatsStore.open(path)
    assert store.set_aside_path is None and store.games() == []
    assert not list(path.parent.glob("*.damaged-*"))


def run_with_timeout(code: str, seconds: float = 20):
    """Run ``code`` in a fresh Python (a blocked open must not hang the tests)."""
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=seconds)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize("opening", ["open", "read_only"])
def test_a_named_pipe_is_refused_without_blocking(path, opening):
    os.mkfifo(path)
    done = run_with_timeout(
        "from yukon_qt.stats.store import StatsStore, StoreError\n"
        "try:\n"
        f"    StatsStore.{opening}({str(path)!r})\n"
        "except StoreError as error:\n"
        "    print(error.reason)\n"
    )
    assert done.stdout.strip() == "not_a_file", done.stderr
    assert stat.S_ISFIFO(os.stat(path).st_mode)  # left where it is
    assert not list(path.parent.glob("*.damaged-*"))


@pytest.mark.parametrize("kind", ["a folder", "a device"])
def test_what_is_not_a_file_is_refused_and_left_alone(path, kind):
    if kind == "a folder":
        path.mkdir()
    elif os.path.exists(os.devnull) and os.name == "posix":
        path.symlink_to(os.devnull)
    else:
        pytest.skip("no device to point at")
    for opening in (StatsStore.open, StatsStore.read_only):
        with pytest.raises(StoreError) as raised:
            opening(path)
        assert raised.value.reason == "not_a_file"
    assert path.is_dir() if kind == "a folder" else path.is_symlink()
    assert not list(path.parent.glob("*.damaged-*"))


def test_an_absurdly_large_file_is_refused_and_left_alone(path):
    with path.open("wb") as stream:
        stream.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    with pytest.raises(StoreError) as raised:
        StatsStore.open(path)
    assert raised.value.reason == "too_large"
    assert path.stat().st_size == MAX_FILE_BYTES + 1 and not list(path.parent.glob("*.damaged-*"))


def refuse_reading(monkeypatch, path):
    """Make opening ``path`` fail with EACCES, as a file of another user does (root reads everything)."""
    real_open = os.open

    def guarded_open(name, flags, *args, **kwargs):
        if os.fspath(name) == os.fspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)


def test_an_unreadable_file_is_not_damaged_and_stays_where_it_is(path, monkeypatch):
    StatsStore.open(path).close()
    content = path.read_bytes()
    refuse_reading(monkeypatch, path)
    for opening in (StatsStore.open, StatsStore.read_only):
        with pytest.raises(StoreError) as raised:
            opening(path)
        assert raised.value.reason == "unreadable"
    assert path.read_bytes() == content and not list(path.parent.glob("*.damaged-*"))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_read_permission_is_not_damaged(path):
    StatsStore.open(path).close()
    path.chmod(0)
    try:
        with pytest.raises(StoreError) as raised:
            StatsStore.open(path)
        assert raised.value.reason == "unreadable"
        assert path.exists() and not list(path.parent.glob("*.damaged-*"))
    finally:
        path.chmod(0o644)


def test_a_rule_is_stored_under_its_name_however_it_is_given():
    assert RULES == ("classic", "relaxed")
    for given in (Rule.RELAXED, "relaxed", "Relaxed", " relaxed ", "R", "r"):
        assert rule_name(given) == "relaxed"
    for wrong in ("all", "x", "", "classicx"):
        with pytest.raises(ValueError):
            rule_name(wrong)


VERSION_3_ROWS = [  # every column of a version 3 file, one row of each kind
    (1, "YU1-C-AAAAAAB", "classic", "2026-01-02T10:00:00.000000Z", "2026-01-02T10:07:00.000000Z", "won",
     625, 118, 420, 3, 1, 2, None),
    (2, "YU1-R-AAAAAAC", "relaxed", "2026-01-02T11:00:00.000000Z", "2026-01-02T11:02:00.000000Z", "abandoned",
     55, 14, 120, 0, 0, 5, None),
    (3, "YU1-C-AAAAAAD", "classic", "2026-01-03T09:00:00.000000Z", "2026-01-03T09:10:00.000000Z", "won",
     630, 101, 600, 0, 0, 0, "2026-01-03"),
    (4, "YU1-C-AAAAAAE", "classic", "2026-01-03T12:00:00.000000Z", None, "in_progress", 20, 3, 15, 1, 0, 1, None),
]


def make_version_3(path):
    """A file as the statistics wrote it before levels and "could have been won" were kept."""
    connection = sqlite3.connect(path)
    connection.executescript("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY, code TEXT NOT NULL,
            rule TEXT NOT NULL CHECK (rule IN ('classic', 'relaxed')),
            started_at TEXT NOT NULL, ended_at TEXT,
            result TEXT NOT NULL DEFAULT 'in_progress'
                CHECK (result IN ('in_progress', 'won', 'abandoned')),
            score INTEGER NOT NULL DEFAULT 0, moves INTEGER NOT NULL DEFAULT 0,
            elapsed INTEGER NOT NULL DEFAULT 0, undos INTEGER NOT NULL DEFAULT 0,
            take_backs INTEGER NOT NULL DEFAULT 0);
        CREATE INDEX games_by_start ON games (started_at);
        ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX games_by_end ON games (ended_at);
        ALTER TABLE games ADD COLUMN daily_date TEXT;
        PRAGMA user_version = 3;
    """)
    connection.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", VERSION_3_ROWS)
    connection.commit()
    connection.close()


def test_a_version_3_file_is_upgraded_in_place_keeping_every_row_and_value(path):
    make_version_3(path)
    store = StatsStore.open(path)
    assert store.version == SCHEMA_VERSION == 4 and store.set_aside_path is None
    store.close()
    connection = sqlite3.connect(path)
    names = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
    rows = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
    connection.close()
    assert names[-3:] == ["level", "winnable_from_start", "winnable_where_left"]
    assert [row[:13] for row in rows] == VERSION_3_ROWS  # every old value, untouched
    assert [row[13:] for row in rows] == [(None, None, None)] * 4  # the new columns unknown
    games = StatsStore.open(path).games()
    assert [(g.id, g.code, g.result, g.score, g.hints, g.undos) for g in games] == [
        (row[0], row[1], row[5], row[6], row[11], row[9]) for row in VERSION_3_ROWS]
    assert all(g.level is None and g.winnable_from_start is None and g.winnable_where_left is None for g in games)
    assert games[1].could_have_won is None  # a game not won from before: not decided
    assert games[2].daily_date is not None and games[2].daily_date.isoformat() == "2026-01-03"


def test_a_version_3_file_reads_before_it_is_upgraded(path):
    make_version_3(path)
    games = StatsStore.read_only(path).games()
    assert [game.code for game in games] == [row[1] for row in VERSION_3_ROWS]
    assert {game.level for game in games} == {None}
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == 3  # reading changed nothing


def test_levels_and_answers_are_kept_and_checked(path):
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAB", "classic", level="hard")
    assert store.game(row).level == "hard"
    with pytest.raises(ValueError):
        store.add_game("YU1-C-AAAAAAB", "classic", level="impossible")
    assert not store.set_winnable(row, "winnable", "lost")  # only a game not won gets answers
    store.update_game(row, result="abandoned")
    assert store.undecided(5)[0].id == row
    assert store.set_winnable(row, "winnable", "lost")
    game = store.game(row)
    assert (game.winnable_from_start, game.winnable_where_left, game.could_have_won) == ("winnable", "lost", "winnable")
    assert store.undecided(5) == []
    with pytest.raises(ValueError):
        store.set_winnable(row, "perhaps", None)


def test_an_unknown_level_or_answer_in_a_row_reads_as_not_known(path):
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAB", "classic", result="abandoned", moves=4)
    store.connection.execute("PRAGMA ignore_check_constraints = ON")
    store.connection.execute("UPDATE games SET level = 'legendary', winnable_from_start = 7 WHERE id = ?", (row,))
    game = store.game(row)
    assert game is not None and game.level is None and game.could_have_won is None and game.moves == 4


def test_the_stored_levels_are_the_engines():
    """The file's CHECK names the levels as they were when the column came (migration 3 -> 4); a level the
    engine adds needs a migration step, and this test says so."""
    from yukon_qt.engine import difficulty

    assert LEVELS == difficulty.LEVELS
