"""Golden deal vectors: these codes must deal exactly these cards, forever.

Each file in golden/ is the ``deal --json`` output of the code it is named after.
If one of these tests fails, every game code ever shared would now deal
different cards: fix the engine, never the files.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from yukon_qt.commands.deal import deal_record
from yukon_qt.engine import Game, GameCode

GOLDEN = Path(__file__).parent / "golden"
ROOT = Path(__file__).resolve().parents[2]
CODES = sorted(path.stem for path in GOLDEN.glob("*.json"))


def test_the_golden_set_covers_both_rules_and_the_ends_of_the_range():
    assert {"YU1-C-AAAAAAA", "YU1-C-AAAAAAB", "YU1-R-AAAAAAB", "YU1-C-ZZZZZZZ", "YU1-C-HELLOYU"} <= set(CODES)


@pytest.mark.parametrize("code", CODES)
def test_a_code_deals_its_golden_layout(code):
    expected = json.loads((GOLDEN / f"{code}.json").read_text(encoding="utf-8"))
    assert deal_record(Game(GameCode.parse(code))) == expected


@pytest.mark.parametrize("code", ["YU1-C-HELLOYU", "YU1-R-AAAAAAB"])
def test_the_command_line_prints_the_golden_layout(code):
    expected = json.loads((GOLDEN / f"{code}.json").read_text(encoding="utf-8"))
    result = subprocess.run(
        [sys.executable, "-m", "yukon_qt", "deal", code.lower(), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == expected


def test_the_same_letters_have_the_same_golden_cards_under_both_rules():
    classic = json.loads((GOLDEN / "YU1-C-AAAAAAB.json").read_text(encoding="utf-8"))
    relaxed = json.loads((GOLDEN / "YU1-R-AAAAAAB.json").read_text(encoding="utf-8"))
    assert classic["columns"] == relaxed["columns"]
    assert (classic["rule"], relaxed["rule"]) == ("classic", "relaxed")


def test_deal_one_starts_as_pinned():
    # The first cards of deal 1 (YU1-?-AAAAAAB), spelled out for a reader of the FAQ.
    game = Game(GameCode.parse("YU1-C-AAAAAAB"))
    assert [str(c) for c in game.columns[0]] == ["7H"]
    assert [str(c) for c in game.columns[1]] == ["9S", "4H", "8D", "8H", "5C", "JH"]
