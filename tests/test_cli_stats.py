"""``python -m yukon_qt stats [--json | --csv]`` reads the statistics file and changes nothing."""

import errno
import json
import os
import sqlite3
import stat
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from yukon_qt.cli import main
from yukon_qt.stats.store import StatsStore

T0 = datetime(2026, 2, 1, 18, 0, tzinfo=UTC)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("YUKON_DATA_DIR", str(tmp_path))
    return tmp_path


def fill(path):
    store = StatsStore.open(path)
    for index, (rule, result, moves, elapsed) in enumerate(
        [("classic", "won", 110, 300), ("relaxed", "won", 90, 240), ("classic", "abandoned", 20, 80),
         ("classic", "won", 100, 360), ("classic", None, 4, 20)]
    ):
        started = T0 + timedelta(hours=index)
        row = store.add_game(f"YU1-{rule[0].upper()}-AAAAAA{'BCDEF'[index]}", rule, started)
        values = {"moves": moves, "elapsed": elapsed, "score": 625 if result == "won" else 50}
        if result:
            values.update(result=result, ended_at=started + timedelta(seconds=elapsed))
        store.update_game(row, **values)
    store.close()


def test_json_figures_per_rule_and_recent_games(data_dir, capsys):
    fill(data_dir / "statistics.sqlite3")
    assert main(["stats", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert set(record) >= {"classic", "relaxed", "all", "recent"}
    classic, relaxed, both = record["classic"], record["relaxed"], record["all"]
    assert (classic["played"], classic["won"], classic["in_progress"]) == (3, 2, 1)
    assert classic["win_rate"] == pytest.approx(2 / 3)
    assert (classic["current_streak"], classic["longest_streak"]) == (1, 1)
    assert (classic["fastest_win"], classic["fewest_moves"], classic["average_win_time"]) == (300, 100, 330)
    assert (relaxed["played"], relaxed["won"], relaxed["best_score"]) == (1, 1, 625)
    assert (both["played"], both["won"], both["longest_streak"]) == (4, 3, 2)
    assert [game["code"] for game in record["recent"]] == [
        "YU1-C-AAAAAAF", "YU1-C-AAAAAAE", "YU1-C-AAAAAAD", "YU1-R-AAAAAAC", "YU1-C-AAAAAAB"]
    assert record["recent"][0]["result"] == "in_progress"
    assert record["recent"][-1]["started_at"] == "2026-02-01T18:00:00.000000Z"


def test_text_output(data_dir, capsys):
    fill(data_dir / "statistics.sqlite3")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    lines = {line.split("  ")[0]: line.split() for line in out.splitlines() if line}
    assert lines["Games played"][-3:] == ["3", "1", "4"]
    assert lines["Win rate"][-3:] == ["66.7%", "100.0%", "75.0%"]
    assert lines["Fastest win"][-3:] == ["5:00", "4:00", "4:00"]
    assert "YU1-C-AAAAAAF" in out and "in progress" in out
    headings = out.splitlines()[2]
    assert headings.split() == ["Classic", "Relaxed", "Both"]  # a column per rule in the order of the rules


def test_no_database_yet_is_all_zero_and_creates_nothing(data_dir, capsys):
    assert main(["stats", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["all"]["played"] == 0 and record["all"]["win_rate"] is None and record["recent"] == []
    assert not (data_dir / "statistics.sqlite3").exists()
    assert main(["stats"]) == 0
    assert "No games recorded yet" in capsys.readouterr().out


def test_damaged_database_one_line_and_status_1_file_kept(data_dir):
    path = data_dir / "statistics.sqlite3"
    path.write_bytes(b"not a database " * 300)
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-m", "yukon_qt", "stats", "--json"], cwd=root,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "cannot be read" in done.stderr
    assert "Traceback" not in done.stderr
    assert path.read_bytes() == b"not a database " * 300
    assert not list(data_dir.glob("*.damaged-*"))


def run_stats(data_dir, *options):
    root = Path(__file__).resolve().parents[1]
    return subprocess.run([sys.executable, "-m", "yukon_qt", "stats", *options], cwd=root,
                          capture_output=True, text=True, timeout=30,
                          env={**os.environ, "YUKON_DATA_DIR": str(data_dir)})


def test_damaged_rows_are_skipped_counted_and_kept(data_dir, capsys):
    path = data_dir / "statistics.sqlite3"
    fill(path)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    connection.execute("INSERT INTO games (code, rule, started_at, result, score) VALUES "
                       "('YU1-C-AAAAAAX', 'classic', 'garbage', 'won', 625)")
    connection.execute("INSERT INTO games (code, rule, started_at, result, score) VALUES "
                       "('YU1-C-AAAAAAY', 'x', '2026-02-01T18:00:00.000000Z', 'lost', 'abc')")
    connection.commit()
    connection.close()
    assert main(["stats", "--json"]) == 0
    captured = capsys.readouterr()
    record = json.loads(captured.out)
    assert record["damaged_games"] == 2 and record["all"]["played"] == 4
    assert "YU1-C-AAAAAAX" not in captured.out and "YU1-C-AAAAAAY" not in captured.out
    assert "2 damaged games" in captured.err and str(path) in captured.err
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "YU1-C-AAAAAAF" in out and "YU1-C-AAAAAAY" not in out
    connection = sqlite3.connect(path)
    assert connection.execute("SELECT count(*) FROM games").fetchone()[0] == 7  # nothing removed
    connection.close()


def test_an_empty_file_is_no_games_yet_as_the_game_sees_it(data_dir):
    path = data_dir / "statistics.sqlite3"
    path.write_bytes(b"")
    done = run_stats(data_dir)
    assert done.returncode == 0, done.stderr
    assert "No games recorded yet" in done.stdout and done.stderr == ""
    assert path.read_bytes() == b"" and not list(data_dir.glob("*.damaged-*"))
    # and the game does start its statistics in it, setting nothing aside
    store = StatsStore.open(path)
    assert store.set_aside_path is None and store.games() == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_is_refused_at_once(data_dir):
    path = data_dir / "statistics.sqlite3"
    os.mkfifo(path)
    done = run_stats(data_dir, "--json")
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "not a regular file" in done.stderr
    assert "set it aside" not in done.stderr and "leaves it as it is" in done.stderr
    assert stat.S_ISFIFO(os.stat(path).st_mode)


def test_an_unreadable_file_is_not_said_to_be_set_aside(data_dir, capsys, monkeypatch):
    path = data_dir / "statistics.sqlite3"
    fill(path)
    real_open = os.open

    def guarded_open(name, flags, *args, **kwargs):  # as a file of another user (root reads everything)
        if os.fspath(name) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    assert main(["stats"]) == 1
    err = capsys.readouterr().err
    assert "Permission denied" in err and "set it aside" not in err and "leaves it as it is" in err


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_read_permission_is_not_said_to_be_set_aside(data_dir):
    path = data_dir / "statistics.sqlite3"
    fill(path)
    path.chmod(0)
    try:
        done = run_stats(data_dir)
    finally:
        path.chmod(0o644)
    assert done.returncode == 1 and "set it aside" not in done.stderr and "Traceback" not in done.stderr


def test_a_lost_table_of_games_is_said_and_shows_no_games(data_dir, capsys):
    path = data_dir / "statistics.sqlite3"
    fill(path)
    connection = sqlite3.connect(path)
    connection.execute("DROP TABLE games")
    connection.commit()
    connection.close()
    assert main(["stats", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["all"]["played"] == 0
    assert "lost its list of games" in captured.err and "keep a copy" in captured.err
    assert not list(data_dir.glob("*.damaged-*"))  # the command changes nothing


def test_a_data_folder_with_control_characters_is_shown_escaped(tmp_path, monkeypatch, capsys):
    """The folder comes from the environment: its name must not drive the terminal."""
    folder = tmp_path / "data\x1b]0;owned\x07"
    monkeypatch.setenv("YUKON_DATA_DIR", str(folder))
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "data\\x1b]0;owned\\x07" in out
    fill(folder / "statistics.sqlite3")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Statistics from ") and "\x1b" not in out
    (folder / "statistics.sqlite3").write_bytes(b"not a database at all" * 100)
    assert main(["stats"]) == 1
    err = capsys.readouterr().err
    assert "\x1b" not in err and "data\\x1b]0;owned\\x07" in err


def test_a_long_value_never_runs_into_its_label_or_the_next_column(data_dir, capsys):
    store = StatsStore.open(data_dir / "statistics.sqlite3")
    row = store.add_game("YU1-C-AAAAAAB", "classic", T0)
    store.update_game(row, result="won", moves=100, elapsed=333_333_333, score=2_000_000_000,
                      ended_at=T0 + timedelta(seconds=333_333_333))
    store.close()
    assert main(["stats"]) == 0
    for line in capsys.readouterr().out.splitlines():
        if line.startswith(("Average time of a win", "Best score")):
            values = line[21:].split()
            assert line[21:23] == "  " and len(values) == 3, line  # three columns, apart from the label


def test_csv_prints_every_game_with_its_hints_undos_level_and_answers(data_dir, capsys):
    import csv

    path = data_dir / "statistics.sqlite3"
    fill(path)
    store = StatsStore.open(path)
    row = store.add_game("YU1-C-AAAAAAG", "classic", T0 + timedelta(hours=9), level="hard", undos=3, hints=2,
                         result="abandoned", moves=12, ended_at=T0 + timedelta(hours=9, minutes=2))
    store.set_winnable(row, "winnable", "unknown")
    store.close()
    before = path.read_bytes()
    assert main(["stats", "--csv"]) == 0
    rows = list(csv.DictReader(capsys.readouterr().out.splitlines()))
    assert [row["code"] for row in rows] == [f"YU1-{rule}-AAAAAA{letter}" for rule, letter in zip(
        "CRCCCC", "BCDEFG", strict=True)]
    last = rows[-1]
    assert (last["hints"], last["undos"], last["level"], last["winnable_from_start"], last["winnable_where_left"]) == (
        "2", "3", "hard", "winnable", "unknown")
    assert (rows[0]["level"], rows[0]["winnable_from_start"]) == ("", "")  # not rated, not decided
    assert path.read_bytes() == before  # read only


def test_csv_and_json_are_one_or_the_other(data_dir, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["stats", "--csv", "--json"])
    assert stopped.value.code == 2


def test_json_says_how_many_games_not_won_could_have_been_won_and_the_win_rate_per_level(data_dir, capsys):
    path = data_dir / "statistics.sqlite3"
    fill(path)
    store = StatsStore.open(path)
    for index, (level, answer) in enumerate([("easy", "winnable"), ("hard", "lost"), ("easy", None)]):
        started = T0 + timedelta(hours=10 + index)
        row = store.add_game(f"YU1-C-AAAAAB{'BCD'[index]}", "classic", started, level=level, result="abandoned",
                             moves=5, ended_at=started + timedelta(minutes=1))
        if answer:
            store.set_winnable(row, answer, answer)
    store.close()
    assert main(["stats", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["could_have_won"]["classic"] == {"not_won": 4, "winnable": 1, "lost": 1, "unknown": 0,
                                                   "undecided": 2}
    assert record["could_have_won"]["relaxed"]["not_won"] == 0
    assert record["levels"]["classic"] == [
        {"level": "easy", "played": 2, "won": 0, "win_rate": 0.0},
        {"level": "medium", "played": 0, "won": 0, "win_rate": None},
        {"level": "hard", "played": 1, "won": 0, "win_rate": 0.0},
    ]
    assert record["levels"]["relaxed"] == []  # no relaxed game has a level
    assert record["recent"][0]["level"] == "easy" and record["recent"][1]["winnable_from_start"] == "lost"
