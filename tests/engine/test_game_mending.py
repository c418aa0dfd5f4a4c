"""Game.mended_from_dict: a saved game whose undo history or moves to redo are damaged goes on without them."""

import copy
import json
import random

import pytest

from yukon_qt.engine import Game, GameCode, Rule


def with_history_and_redo(rule: Rule = Rule.CLASSIC) -> Game:
    """A game after 30 random moves, the last 4 of them undone: both lists hold moves."""
    game, chooser = Game(GameCode(rule, 11)), random.Random(5)
    for _ in range(30):
        game.play(chooser.choice(game.legal_moves()))
    for _ in range(4):
        game.undo()
    assert len(game.history) == 26 and len(game.redo_moves) == 4
    return game


def broken(record: dict, how) -> dict:
    damaged = copy.deepcopy(record)
    how(damaged)
    return damaged


HISTORY_DAMAGES = {
    "not a list": lambda r: r.__setitem__("history", 5),
    "pile out of range": lambda r: r["history"][-1]["to"].__setitem__(1, 9),
    "score chain broken": lambda r: r["history"][-1].__setitem__("score", [0, 999]),
    "wrong turned card": lambda r: r["history"][0].__setitem__("turned", "KS"),
    "entry not a dict": lambda r: r["history"].__setitem__(0, "move"),
    "too long": lambda r: r.__setitem__("history", r["history"] * 5),
}

REDO_DAMAGES = {
    "not a list": lambda r: r.__setitem__("redo", "moves"),
    "unknown card": lambda r: r["redo"][0].__setitem__("card", "ZZ"),
    "pile out of range": lambda r: r["redo"][0]["from"].__setitem__(1, 9),
    "a move that cannot be made": lambda r: r["redo"][-1].__setitem__("to", [False, (r["redo"][-1]["to"][1] + 1) % 7]),
}

POSITION_DAMAGES = {
    "card twice": lambda r: r["columns"][0].append(r["columns"][1][-1]),
    "hidden too large": lambda r: r["hidden"].__setitem__(6, 99),
    "foundation out of order": lambda r: r["foundations"].__setitem__(0, ["2S"]),
    "negative score": lambda r: r.__setitem__("score", -5),
}


@pytest.fixture(scope="module")
def game():
    return with_history_and_redo()


@pytest.fixture
def record(game):
    return json.loads(json.dumps(game.to_dict()))


def test_a_sound_record_comes_back_whole_and_says_nothing_was_left_out(game, record):
    again, left_out = Game.mended_from_dict(record)
    assert not left_out and again.to_dict() == game.to_dict()


@pytest.mark.parametrize("name", sorted(HISTORY_DAMAGES))
def test_a_damaged_history_is_left_out_and_the_rest_kept(game, record, name):
    damaged = broken(record, HISTORY_DAMAGES[name])
    with pytest.raises(ValueError):
        Game.from_dict(damaged)
    again, left_out = Game.mended_from_dict(damaged)
    assert left_out
    assert again.snapshot() == game.snapshot()
    assert (again.score, again.moves_made, again.undos_used) == (game.score, game.moves_made, game.undos_used)
    assert not again.history and not again.can_undo
    assert again.redo_moves == game.redo_moves
    again.redo()  # the moves to redo still play
    assert again.moves_made == game.moves_made + 1


@pytest.mark.parametrize("name", sorted(REDO_DAMAGES))
def test_damaged_moves_to_redo_are_left_out_and_the_rest_kept(game, record, name):
    damaged = broken(record, REDO_DAMAGES[name])
    with pytest.raises(ValueError):
        Game.from_dict(damaged)
    again, left_out = Game.mended_from_dict(damaged)
    assert left_out
    assert again.snapshot() == game.snapshot() and not again.can_redo
    assert list(again.history) == list(game.history)
    for _ in range(len(game.history)):  # the whole undo history still undoes, back to the deal
        again.undo()
    assert again.snapshot() == Game(game.code).snapshot()


def test_both_lists_damaged_leave_the_position_alone(game, record):
    damaged = broken(broken(record, HISTORY_DAMAGES["entry not a dict"]), REDO_DAMAGES["unknown card"])
    again, left_out = Game.mended_from_dict(damaged)
    assert left_out and again.snapshot() == game.snapshot()
    assert not again.history and not again.redo_moves


@pytest.mark.parametrize("name", sorted(POSITION_DAMAGES))
def test_a_damaged_position_is_still_refused(record, name):
    with pytest.raises(ValueError):
        Game.mended_from_dict(broken(record, POSITION_DAMAGES[name]))
