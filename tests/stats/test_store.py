"""The statistics database: schema, migration, damaged files, transactions."""

import sqlite3
from datetime import datetime, timezone

import pytest

from yukon_qt.stats.store import SCHEMA_VERSION, StatsStore, StoreError


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
    assert store.version == SCHEMA_VERSION == 2
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
    assert games[0].started_at == datetime(2026, 1, 2, 10, 0, tzinfo=timezone.utc)
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
