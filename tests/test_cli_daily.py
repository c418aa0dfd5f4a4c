"""``python -m yukon_qt daily [--date YYYY-MM-DD] [--json]``: the deal of the day on the command line."""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from yukon_qt.cli import main
from yukon_qt.commands import daily as daily_command
from yukon_qt.engine.daily import daily_code
from yukon_qt.engine.difficulty import LEVELS, level_of

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "yukon_qt", *args], cwd=ROOT, capture_output=True, text=True, timeout=60,
    )


def test_json_names_the_date_and_its_code():
    done = run("daily", "--date", "2026-11-30", "--json")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.count("\n") == 1
    code = daily_code(dt.date(2026, 11, 30))
    assert json.loads(done.stdout) == {"date": "2026-11-30", "code": str(code), "level": level_of(code)}
    assert level_of(code) in LEVELS  # the deals of the day of the table are rated


def test_the_plain_line_has_the_date_and_the_code():
    done = run("daily", "--date", "2027-02-28")
    assert done.returncode == 0 and done.stderr == ""
    code = daily_code(dt.date(2027, 2, 28))
    level = level_of(code)
    assert done.stdout == f"2027-02-28  {code}  ({level.title() if level else 'not rated'})\n"


def test_today_is_the_local_date_by_default(monkeypatch):
    class Today(dt.date):
        @classmethod
        def today(cls):
            return cls(2027, 1, 1)

    monkeypatch.setattr(daily_command, "date", Today)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["daily", "--json"]) == 0
    code = daily_code(dt.date(2027, 1, 1))
    assert json.loads(printed.getvalue()) == {"date": "2027-01-01", "code": str(code), "level": level_of(code)}


def test_two_days_have_two_deals():
    first = json.loads(run("daily", "--date", "2026-12-31", "--json").stdout)
    second = json.loads(run("daily", "--date", "2027-01-01", "--json").stdout)
    assert first["code"] != second["code"] and first["code"].startswith("YU1-C-")


@pytest.mark.parametrize("text", ["2026-02-30", "30.11.2026", "20261130", "2026-11-30T10:00", "", "tomorrow",
                                  "2026-W48-1", "２０２６-11-30", "2026-11-30\x1b[2J"])
def test_a_bad_date_is_one_line_and_exit_2(text):
    done = run("daily", "--date", text)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert "bad date" in done.stderr and "YYYY-MM-DD" in done.stderr
    assert "\x1b" not in done.stderr
