"""``python -m yukon_qt stats [--json]`` reads the statistics file and changes nothing."""

import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from yukon_qt.cli import main
from yukon_qt.stats.store import StatsStore

T0 = datetime(2026, 2, 1, 18, 0, tzinfo=timezone.utc)


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
