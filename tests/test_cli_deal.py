"""``python -m yukon_qt deal CODE [--json]``: the command-line contract."""

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.cli import main
from yukon_qt.engine import DEAL_COUNT, FULL_DECK, GameCode, Rule
from yukon_qt.engine.difficulty import LEVELS, level_of

ROOT = Path(__file__).resolve().parents[1]
RANKS, SUITS = "A23456789TJQK", "SHDC"


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "yukon_qt", *args], cwd=ROOT, capture_output=True, text=True, timeout=60,
    )


def check_contract(record: dict, code: str, rule: str) -> None:
    assert list(record) == ["code", "rule", "level", "columns", "foundations"]
    assert record["level"] in (*LEVELS, None)
    assert record["code"] == code and record["rule"] == rule
    columns = record["columns"]
    assert [len(column) for column in columns] == [1, 6, 7, 8, 9, 10, 11]
    entries = [entry for column in columns for entry in column]
    assert all(list(entry) == ["card", "up"] and isinstance(entry["up"], bool) for entry in entries)
    names = [entry["card"] for entry in entries]
    assert sorted(names) == sorted(str(card) for card in FULL_DECK)
    assert all(len(n) == 2 and n[0] in RANKS and n[1] in SUITS for n in names)
    assert sum(not entry["up"] for entry in entries) == 21
    assert sum(entry["up"] for entry in entries) == 31
    for index, column in enumerate(columns):
        # Deepest card first: the face-down cards, then the face-up ones.
        assert [entry["up"] for entry in column] == [position >= index for position in range(len(column))]
    assert record["foundations"] == [[], [], [], []]


@pytest.mark.parametrize(
    "given_code, code, rule",
    [
        ("YU1-C-AAAAAAB", "YU1-C-AAAAAAB", "classic"),
        ("  yu1-r-helloyu ", "YU1-R-HELLOYU", "relaxed"),
        ("YU1-c-zzzzzzz", "YU1-C-ZZZZZZZ", "classic"),
    ],
)
def test_deal_json_keeps_its_contract(given_code, code, rule):
    result = run("deal", given_code, "--json")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.count("\n") == 1  # one JSON object on one line
    record = json.loads(result.stdout)
    check_contract(record, code, rule)
    assert record["level"] == level_of(GameCode.parse(code))


@settings(max_examples=30, deadline=None)  # each deal is rated too: a budget of positions and games
@given(rule=st.sampled_from(Rule), number=st.integers(0, DEAL_COUNT - 1))
def test_deal_json_keeps_its_contract_for_any_code(rule, number):
    code = str(GameCode(rule, number))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["deal", code.lower(), "--json"]) == 0
    check_contract(json.loads(printed.getvalue()), code, rule.name.lower())


def test_the_text_picture_shows_the_same_layout():
    record = json.loads(run("deal", "YU1-R-AAAAAAB", "--json").stdout)
    result = run("deal", "YU1-R-AAAAAAB")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert "YU1-R-AAAAAAB" in lines[0] and "Relaxed" in lines[0]
    assert any(line.startswith("Foundations:") for line in lines)
    header = next(i for i, line in enumerate(lines) if line.split() == [f"T{n}" for n in range(1, 8)])
    rows = lines[header + 1 :]
    assert len(rows) == 11
    for depth, row in enumerate(rows):
        cells = [row[i : i + 2] for i in range(0, 7 * 5, 5)]
        for column, cell in zip(record["columns"], cells, strict=True):
            if depth >= len(column):
                assert cell.strip() == ""
            else:
                entry = column[depth]
                assert cell == (entry["card"] if entry["up"] else "##")
    assert result.stdout.count("##") == 21


def test_the_picture_names_the_classic_rule():
    assert "Classic" in run("deal", "YU1-C-AAAAAAB").stdout.splitlines()[0]


@pytest.mark.parametrize(
    "code, words",
    [
        ("YU1-X-AAAAAAB", "rule letter"),
        ("YU2-C-AAAAAAB", "YU1"),
        ("YU1-C-AAAAAB", "7 letters"),
        ("YU1-C-AAAA1AB", "A to Z"),
        ("hello", "three parts"),
        ("", "empty"),
    ],
)
def test_a_bad_code_exits_2_with_one_clear_line(code, words):
    result = run("deal", code, "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert "Traceback" not in result.stderr
    assert words in result.stderr


def test_a_bad_code_in_process_also_exits_2(capsys):
    assert main(["deal", "YU1-C-AAAAAA\u00df"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1 and "A to Z" in captured.err
