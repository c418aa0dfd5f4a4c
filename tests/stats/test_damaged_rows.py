"""Rows whose values make no sense (written by another tool, bypassing the CHECK constraints, or a
table made by hand) are skipped and counted; the file and its good games are kept, and nothing is deleted."""

import sqlite3

import pytest

from yukon_qt.stats import figures
from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.stats.store import StatsStore

GOOD = {
    "code": "YU1-C-AAAAAAB", "rule": "classic", "started_at": "2026-03-01T10:00:00.000000Z",
    "ended_at": "2026-03-01T10:05:00.000000Z", "result": "won", "score": 625, "moves": 100, "elapsed": 300,
}
DAMAGE = {
    "a start that is no date": {"started_at": "garbage"},
    "a start that says NULL": {"started_at": "NULL"},
    "an empty start": {"started_at": ""},
    "a start in year 1": {"started_at": "0001-01-01T00:00:00.000000Z"},
    "an end that is no date": {"ended_at": "yesterday"},
    "text as a score": {"score": "abc"},
    "a negative time": {"elapsed": -5},
    "an absurd number of moves": {"moves": 10**15},
    "a fraction of a move": {"moves": 2.5},
    "an infinite score": {"score": float("inf")},
    "an unknown rule": {"rule": "x"},
    "an unknown result": {"result": "lost"},
    "a code that is bytes": {"code": b"\x00\xff"},
    "no code at all": {"code": ""},
}


@pytest.fixture
def path(tmp_path):
    return tmp_path / "statistics.sqlite3"


def insert_raw(path, **values):
    """Insert a row the way another tool could: CHECK constraints bypassed."""
    row = {**GOOD, **values}
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    names = ", ".join(row)
    connection.execute(f"INSERT INTO games ({names}) VALUES ({', '.join('?' for _ in row)})", tuple(row.values()))
    connection.commit()
    connection.close()


def raw_count(path):
    connection = sqlite3.connect(path)
    try:
        return connection.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        connection.close()


def file_with_one_bad_row(path, damage):
    store = StatsStore.open(path)
    store.close()
    insert_raw(path)
    insert_raw(path, **DAMAGE[damage])
    insert_raw(path, code="YU1-R-AAAAAAC", rule="relaxed", result="abandoned", score=40,
               started_at="2026-03-02T10:00:00.000000Z", ended_at="2026-03-02T10:01:00.000000Z")


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_bad_row_is_skipped_counted_and_kept(path, damage):
    file_with_one_bad_row(path, damage)
    store = StatsStore.open(path)
    assert store.set_aside_path is None and store.copied_aside_path is None
    games = store.games()
    assert [(game.code, game.result) for game in games] == [("YU1-C-AAAAAAB", "won"), ("YU1-R-AAAAAAC", "abandoned")]
    assert store.skipped_rows == 1
    by_view = figures.compute_all(games)
    assert (by_view["all"].played, by_view["all"].won, by_view["all"].best_score) == (2, 1, 625)
    # The damaged row is not the player's to lose: it stays in the file, and a reset leaves it too.
    assert store.reset() == 2
    assert raw_count(path) == 1
    reader = StatsStore.read_only(path)
    assert reader.games() == [] and reader.skipped_rows == 1


def test_a_bad_row_is_not_found_by_its_id_and_its_game_goes_on_in_a_new_row(path):
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAB", "classic", moves=3)
    store.connection.execute("UPDATE games SET score = 'abc' WHERE id = ?", (row,))
    assert store.game(row) is None
    store.close()
    recorder = StatsRecorder.open(path)
    other = recorder.game_resumed(row, "YU1-C-AAAAAAB", "classic")
    assert other != row and recorder.store.game(other).result == "in_progress"


def test_a_table_made_without_constraints_reads_its_good_rows(path):
    connection = sqlite3.connect(path)
    connection.executescript("""
        CREATE TABLE games (id INTEGER PRIMARY KEY, code, rule, started_at, ended_at, result, score, moves,
                            elapsed, undos, take_backs, hints);
        INSERT INTO games VALUES (1, 'YU1-C-AAAAAAB', 'classic', '2026-03-01T10:00:00.000000Z', NULL, 'won',
                                  625, 100, 300, 0, 0, 0);
        INSERT INTO games VALUES (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
        INSERT INTO games VALUES (3, 'YU1-C-AAAAAAC', 'classic', X'00', NULL, 'won', 1, 1, 1, 0, 0, 0);
        PRAGMA user_version = 2;
    """)
    connection.close()
    store = StatsStore.open(path)
    assert store.set_aside_path is None
    assert [game.id for game in store.games()] == [1] and store.skipped_rows == 2


def test_one_row_breaking_a_check_does_not_set_the_file_aside(path):
    file_with_one_bad_row(path, "an unknown rule")
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA quick_check").fetchall() == [("CHECK constraint failed in games",)]
    connection.close()
    store = StatsStore.open(path)
    assert store.set_aside_path is None
    assert not list(path.parent.glob("*.damaged-*"))
    assert len(store.games()) == 2 and store.skipped_rows == 1
    store.add_game("YU1-C-AAAAAAD", "classic")  # and the file is written on
    assert raw_count(path) == 4


def test_damaged_pages_still_set_the_file_aside(path):
    store = StatsStore.open(path)
    for moves in range(300):
        store.add_game("YU1-C-AAAAAAB", "classic", moves=moves)
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for number in (3, 4, 5):  # pages of the table and its indexes
        data[page * (number - 1): page * (number - 1) + 100] = b"\xa5" * 100
    path.write_bytes(data)
    store = StatsStore.open(path)
    assert store.set_aside_path is not None and store.set_aside_path.read_bytes() == bytes(data)
    assert store.games() == []


def test_the_recorder_tells_the_player_once_naming_the_file(path):
    file_with_one_bad_row(path, "text as a score")
    insert_raw(path, started_at="garbage")
    recorder = StatsRecorder.open(path)
    assert recorder.notice is not None
    assert "2 damaged game" in recorder.notice and str(path) in recorder.notice
    assert recorder.figures()["all"].played == 2
    play = recorder.game_started("YU1-C-AAAAAAE", "classic")
    recorder.game_won(play, 625, 90, 200, 0, 0)
    assert recorder.figures()["all"].won == 2
    assert raw_count(path) == 5


def test_counts_written_past_the_limit_are_kept_within_it(path):
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAB", "classic", elapsed=10**12, moves=-4)
    game = store.game(row)
    assert game is not None and game.elapsed == 1_000_000_000 and game.moves == 0
