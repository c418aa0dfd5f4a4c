"""``stats --json`` gives the deal-of-the-day figures under "daily"."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from yukon_qt.cli import main
from yukon_qt.commands import stats as stats_command
from yukon_qt.stats.store import StatsStore


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("YUKON_DATA_DIR", str(tmp_path))

    class Today(dt.date):
        @classmethod
        def today(cls):
            return cls(2027, 1, 2)

    monkeypatch.setattr(stats_command, "date", Today)
    return tmp_path


def add(store, day: str, result: str) -> None:
    started = dt.datetime.fromisoformat(day).replace(hour=20, tzinfo=dt.UTC)
    row = store.add_game("YU1-C-AAAAAAB", "classic", started, daily_date=dt.date.fromisoformat(day))
    store.update_game(row, moves=40, result=result, ended_at=started + dt.timedelta(hours=5))


def test_daily_figures_in_json(data_dir, capsys):
    store = StatsStore.open(data_dir / "statistics.sqlite3")
    for day, result in [("2026-12-28", "won"), ("2026-12-30", "won"), ("2026-12-31", "won"),
                        ("2026-12-31", "won"), ("2027-01-01", "abandoned"), ("2027-01-01", "won")]:
        add(store, day, result)
    store.add_game("YU1-C-AAAAAAC", "classic", dt.datetime(2027, 1, 2, 9, tzinfo=dt.UTC))  # not a daily deal
    store.close()
    assert main(["stats", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["daily"] == {"days_played": 4, "days_won": 4, "current_streak": 3, "longest_streak": 3}
    assert [game["daily_date"] for game in record["recent"]][:2] == [None, "2027-01-01"]


def test_no_statistics_give_zero_daily_figures(data_dir, capsys):
    assert main(["stats", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["daily"] == {"days_played": 0, "days_won": 0, "current_streak": 0, "longest_streak": 0}
