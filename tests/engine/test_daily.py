"""The deal of the day: one Classic deal per date, fixed by the date, proven winnable."""

from __future__ import annotations

import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest

from yukon_qt.engine import Game, Rule, daily
from yukon_qt.engine.daily import candidate, compute_daily_code, daily_code
from yukon_qt.engine.daily_table import LETTERS, TABLE_FIRST, TABLE_LAST
from yukon_qt.engine.solver import SOLVABLE, solve

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_START = date(2026, 11, 30)
SAMPLE = [SAMPLE_START + timedelta(days=n) for n in range(0, 366, 46)]  # 8 dates spread over a year


def test_the_table_covers_2026_and_2027_one_code_a_day():
    assert TABLE_FIRST == date(2026, 1, 1) and TABLE_LAST == date(2027, 12, 31)
    assert len(LETTERS) == (TABLE_LAST - TABLE_FIRST).days + 1 == 730
    assert all(len(text) == 7 and text.isalpha() and text.isupper() for text in LETTERS)
    assert len(set(LETTERS)) == len(LETTERS)  # a different deal every day


@pytest.mark.parametrize("day", SAMPLE, ids=str)
def test_a_sample_of_dates_is_the_table_and_proven_winnable(day):
    code = compute_daily_code(day)
    assert code == daily_code(day)  # the table holds what the function computes
    assert code.rule is Rule.CLASSIC
    result = solve(Game(code), seconds=None, max_nodes=daily.NODE_BUDGET)
    assert result.status == SOLVABLE
    replay = Game(code)
    for move in result.moves:
        assert replay.play(move) is not None
    assert replay.won


def test_the_same_date_gives_the_same_code_in_another_process():
    day = date(2026, 12, 24)
    script = ("from datetime import date; from yukon_qt.engine.daily import compute_daily_code; "
              "print(compute_daily_code(date(2026, 12, 24)))")
    for seed in ("1", "2"):  # string hashing differs between processes: the deal must not
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                              timeout=60, env={"PYTHONHASHSEED": seed, "PATH": ""})
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == str(daily_code(day))


def test_a_date_outside_the_table_is_computed(monkeypatch):
    day = TABLE_LAST + timedelta(days=1)
    calls = []
    monkeypatch.setattr(daily, "compute_daily_code", lambda d: calls.append(d) or candidate(d, 0))
    assert daily_code(day) == candidate(day, 0) and calls == [day]
    assert daily_code(TABLE_LAST) == Game(daily_code(TABLE_LAST)).code and calls == [day]


def test_candidates_follow_the_date_and_the_attempt():
    day = date(2027, 3, 1)
    codes = {candidate(day, attempt) for attempt in range(20)}
    assert len(codes) == 20
    assert candidate(day, 0) != candidate(day - timedelta(days=1), 0)
    assert candidate(day, 3) == candidate(date(2027, 3, 1), 3)


def test_an_unproven_first_candidate_is_passed_over(monkeypatch):
    day = date(2026, 6, 1)
    proven = candidate(day, 2)

    class Result:
        def __init__(self, status):
            self.status = status

    monkeypatch.setattr(daily, "solve", lambda game, **_: Result(SOLVABLE if game.code == proven else "unknown"))
    assert compute_daily_code(day) == proven
