"""``python -m yukon_qt solve``: the JSON contract, the summary and bad codes."""

import json
import subprocess
import sys

from yukon_qt.cli import main
from yukon_qt.engine import Card, Game, GameCode, Pile
from yukon_qt.engine.difficulty import level_of


def run(*args):
    return subprocess.run([sys.executable, "-m", "yukon_qt", *args], capture_output=True, text=True, timeout=120)


def test_json_has_exactly_the_promised_keys_and_a_line_that_wins():
    done = run("solve", "YU1-C-AAAAAAB", "--json", "--seconds", "30")
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert set(record) == {"code", "result", "moves", "seconds", "positions", "compiled"}
    assert isinstance(record["compiled"], bool)
    assert record["code"] == "YU1-C-AAAAAAB"
    assert record["result"] == "solvable"
    assert isinstance(record["seconds"], float) and record["seconds"] >= 0
    assert isinstance(record["positions"], int) and record["positions"] >= 1
    game = Game(GameCode.parse(record["code"]))
    for step in record["moves"]:
        assert set(step) == {"card", "to"}
        card = Card.parse(step["card"])
        destination = Pile.foundation(card.suit) if step["to"] == "F" else Pile.column(int(step["to"][1:]) - 1)
        move = game.move_from(card, destination)
        assert game.check(move) is None, step
        game.play(move)
    assert game.won


def test_json_of_a_search_cut_short_is_unknown_with_no_moves(capsys):
    # Classic deal 5: ten seconds of search (over 200,000 positions) do not settle it.
    assert main(["solve", "yu1-c-aaaaaaf", "--json", "--seconds", "0.01"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["code"] == "YU1-C-AAAAAAF"
    assert record["result"] == "unknown"
    assert record["moves"] == []


def test_the_summary_lists_the_winning_line(capsys):
    assert main(["solve", "YU1-C-AAAAAAB"]) == 0
    out = capsys.readouterr().out
    level = level_of(GameCode.parse("YU1-C-AAAAAAB"))
    assert level is not None  # a deal the solver wins at once is rated
    assert out.startswith(f"YU1-C-AAAAAAB  (Classic, {level.title()})\nWinnable")
    assert "   1. " in out


def test_a_bad_code_exits_2_with_one_line():
    done = run("solve", "YU1-X-AAAAAAB", "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "rule letter" in done.stderr


def test_a_bad_time_limit_is_refused():
    done = run("solve", "YU1-C-AAAAAAB", "--seconds", "-1")
    assert done.returncode == 2
    assert "positive" in done.stderr
