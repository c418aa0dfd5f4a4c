"""What the game model calls: rows started, updated, won, abandoned, resumed."""

import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from yukon_qt.engine import GameCode
from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.stats.store import StatsStore

T0 = datetime(2026, 5, 1, 20, 0, tzinfo=UTC)


@pytest.fixture
def recorder(tmp_path):
    return StatsRecorder.open(tmp_path / "statistics.sqlite3")


def play(recorder, code="YU1-C-AAAAAAB", rule="classic", moves=100, elapsed=300, score=625, win=True, at=T0):
    row = recorder.game_started(code, rule, at)
    recorder.game_updated(row, score // 2, moves // 2, elapsed // 2, 1, 0)
    if win:
        return row, recorder.game_won(row, score, moves, elapsed, 2, 0, ended_at=at + timedelta(seconds=elapsed))
    return row, recorder.game_abandoned(row, score, moves, elapsed, 0, 0, ended_at=at + timedelta(seconds=elapsed))


def test_a_won_game_is_one_row_with_everything(recorder):
    row, lines = play(recorder)
    game = recorder.store.game(row)
    assert (game.code, game.rule, game.result, game.score, game.moves, game.elapsed, game.undos) == (
        "YU1-C-AAAAAAB", "classic", "won", 625, 100, 300, 2)
    assert game.started_at == T0 and game.ended_at == T0 + timedelta(seconds=300)
    assert lines == ["Your first win!"]
    assert recorder.notice is None


def test_replaced_game_without_a_move_is_forgotten(recorder):
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    assert recorder.game_abandoned(row, 0, 0, 0, 0, 0) == "deleted"
    assert recorder.games() == []


def test_replaced_game_with_a_move_is_abandoned(recorder):
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.game_updated(row, 15, 1, 4, 0, 0)
    assert recorder.game_abandoned(row) == "abandoned"
    assert recorder.figures()["classic"].played == 1
    assert recorder.figures()["classic"].won == 0


def test_a_won_game_stays_won_when_replaced(recorder):
    row, _ = play(recorder)
    assert recorder.game_abandoned(row, 625, 100, 300, 2, 0) == "unchanged"
    recorder.game_updated(row, 0, 0, 0, 0, 0)
    assert recorder.store.game(row).result == "won" and recorder.store.game(row).moves == 100


def test_restart_and_replay_are_rows_of_their_own(recorder):
    first, _ = play(recorder, win=False)
    second, _ = play(recorder, at=T0 + timedelta(hours=1))  # restart of the same deal
    third, _ = play(recorder, code=str(GameCode.parse("YU1-R-AAAAAAB")), rule=GameCode.parse("YU1-R-AAAAAAB").rule,
                    at=T0 + timedelta(hours=2))
    assert len({first, second, third}) == 3
    assert [(g.code, g.result) for g in recorder.games()] == [
        ("YU1-C-AAAAAAB", "abandoned"), ("YU1-C-AAAAAAB", "won"), ("YU1-R-AAAAAAB", "won")]
    assert recorder.games("relaxed")[0].rule == "relaxed"


def test_game_open_at_quit_is_resumed_then_abandoned_when_replaced(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    first = StatsRecorder.open(path)
    row = first.game_started("YU1-C-AAAAAAB", "classic")
    first.game_updated(row, 40, 7, 60, 0, 0)
    first.store.close()  # the app quits with the game open
    again = StatsRecorder.open(path)
    assert again.figures()["all"].played == 0 and again.figures()["all"].in_progress == 1
    assert again.game_resumed(row, "YU1-C-AAAAAAB", "classic") == row
    assert again.game_abandoned(row) == "abandoned"
    assert again.figures()["all"].played == 1
    # A saved game whose row is gone (statistics reset, file set aside) gets a new row.
    other = again.game_resumed(row, "YU1-C-AAAAAAB", "classic")
    assert other != row and again.store.game(other).result == "in_progress"
    assert again.game_resumed(None, "YU1-C-AAAAAAC", "classic") not in (row, other)


def test_win_lines_tell_records_and_streaks(recorder):
    play(recorder, moves=120, elapsed=400, at=T0)
    _, lines = play(recorder, moves=110, elapsed=400, at=T0 + timedelta(hours=1))
    assert lines == ["Fewest moves yet!", "Winning streak: 2"]
    _, lines = play(recorder, moves=130, elapsed=350, at=T0 + timedelta(hours=2))
    assert lines == ["New best time!", "Winning streak: 3"]
    play(recorder, win=False, at=T0 + timedelta(hours=3))
    _, lines = play(recorder, moves=200, elapsed=900, score=625, at=T0 + timedelta(hours=4))
    assert lines == []
    _, lines = play(recorder, moves=200, elapsed=900, score=645, at=T0 + timedelta(hours=5))
    assert lines == ["New best score!", "Winning streak: 2"]
    # The other rule has its own records.
    _, lines = play(recorder, code="YU1-R-AAAAAAB", rule="relaxed", at=T0 + timedelta(hours=6))
    assert lines == ["Your first win!"]


def test_hints_are_counted(recorder):
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.hint_used(row)
    recorder.hint_used(row)
    assert recorder.store.game(row).hints == 2


def test_changed_is_emitted_after_writes(recorder):
    seen = []
    recorder.changed.connect(lambda: seen.append(1))
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.game_updated(row, 5, 1, 1, 0, 0)
    assert len(seen) == 2


def test_damaged_file_gives_a_notice_and_a_working_recorder(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"\x00garbage" * 500)
    recorder = StatsRecorder.open(path)
    aside = list(tmp_path.glob("statistics.sqlite3.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x00garbage" * 500
    assert "could not be read" in recorder.notice and aside[0].name in recorder.notice
    assert str(path) in recorder.notice
    play(recorder)
    assert StatsStore.open(path).games()[0].won


def test_unusable_file_keeps_games_in_memory_with_a_notice(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    path.mkdir()  # a folder where the file should be
    recorder = StatsRecorder.open(path)
    assert recorder.notice and "cannot be opened" in recorder.notice
    play(recorder)
    assert recorder.figures()["all"].won == 1
    assert path.is_dir()


def test_database_errors_never_reach_the_game(recorder):
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.store.connection.close()
    recorder.game_updated(row, 10, 2, 3, 0, 0)
    assert recorder.game_won(row, 625, 100, 300, 0, 0) == []
    assert recorder.game_abandoned(row) == "unchanged"
    assert recorder.game_started("YU1-C-AAAAAAB", "classic") == 0
    assert recorder.last_error is not None


def test_a_failing_write_is_told_once_until_a_write_succeeds(recorder, tmp_path):
    told = []
    recorder.write_failed.connect(told.append)
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.store.connection.execute("PRAGMA query_only = ON")  # the file may not be changed any more
    recorder.game_updated(row, 10, 2, 3, 0, 0)
    recorder.hint_used(row)
    assert recorder.game_abandoned(row) == "unchanged"
    assert len(told) == 1
    assert str(tmp_path / "statistics.sqlite3") in told[0] and "may not be changed" in told[0]
    recorder.store.connection.execute("PRAGMA query_only = OFF")
    recorder.game_updated(row, 12, 3, 4, 0, 0)  # a success says nothing
    assert len(told) == 1 and recorder.store.game(row).moves == 3
    recorder.store.connection.execute("PRAGMA query_only = ON")
    recorder.game_updated(row, 14, 4, 5, 0, 0)  # a new run of failures is told again
    assert len(told) == 2


def test_a_file_locked_past_the_timeout_is_told(recorder):
    told = []
    recorder.write_failed.connect(told.append)
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.store.connection.execute("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(recorder.store.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the file
    try:
        recorder.game_updated(row, 10, 2, 3, 0, 0)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert len(told) == 1 and "busy" in told[0]


def test_close_empties_the_log_and_later_writes_are_let_go(tmp_path):
    path = tmp_path / "statistics.sqlite3"
    recorder = StatsRecorder.open(path)
    told = []
    recorder.write_failed.connect(told.append)
    row = recorder.game_started("YU1-C-AAAAAAB", "classic")
    recorder.game_updated(row, 10, 2, 3, 0, 0)
    recorder.close()
    recorder.close()  # twice is harmless
    log_file = tmp_path / "statistics.sqlite3-wal"
    assert not log_file.exists() or log_file.stat().st_size == 0
    recorder.game_updated(row, 12, 3, 4, 0, 0)
    assert told == []
    assert StatsStore.open(path).game(row).moves == 2


@pytest.mark.parametrize("reason, words", [
    ("unreadable", "permission denied"), ("not_a_file", "not an ordinary file"), ("too_large", "too large"),
    ("newer", "newer version"), ("unavailable", "cannot be opened"),
])
def test_each_notice_names_the_file_and_says_what_happened(tmp_path, reason, words):
    from yukon_qt.stats.recorder import notice_for
    from yukon_qt.stats.store import StoreError

    path = tmp_path / "statistics.sqlite3"
    text = notice_for(StoreError(reason, path, "detail"))
    assert str(path) in text and words in text and "until you quit" in text
    assert "could not be read. It was kept" not in text  # nothing was set aside


def test_an_unreadable_file_gives_a_notice_and_is_left_alone(tmp_path, monkeypatch):
    import errno
    import os

    path = tmp_path / "statistics.sqlite3"
    StatsStore.open(path).close()
    real_open = os.open

    def guarded_open(name, flags, *args, **kwargs):
        if os.fspath(name) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    recorder = StatsRecorder.open(path)
    assert "permission denied" in recorder.notice and str(path) in recorder.notice
    play(recorder)
    assert recorder.figures()["all"].won == 1  # kept in memory for this session
    assert recorder.store.path is None and not list(tmp_path.glob("*.damaged-*"))


def test_a_game_keeps_its_level_hints_and_undos(recorder):
    row = recorder.game_started("YU1-C-AAAAAAB", "classic", T0, level="medium")
    recorder.hint_used(row)
    recorder.hint_used(row)
    recorder.game_updated(row, 100, 20, 60, 3, 1)
    recorder.game_won(row, 625, 110, 300, 4, 1, ended_at=T0 + timedelta(minutes=5))
    game = recorder.store.game(row)
    assert (game.level, game.hints, game.undos, game.take_backs, game.result) == ("medium", 2, 4, 1, "won")
    unrated = recorder.game_started("YU1-C-AAAAAAC", "classic", T0)
    assert recorder.store.game(unrated).level is None


def test_a_resumed_game_that_lost_its_row_starts_one_with_its_level(recorder):
    row = recorder.game_resumed(999, "YU1-C-AAAAAAB", "classic", T0, level="easy")
    assert recorder.store.game(row).level == "easy"


def test_whether_a_game_could_have_been_won_is_kept_in_its_row(recorder):
    row, _ = play(recorder, win=False)
    recorder.winnable_decided(row, "winnable", "lost")
    game = recorder.store.game(row)
    assert (game.winnable_from_start, game.winnable_where_left) == ("winnable", "lost")
