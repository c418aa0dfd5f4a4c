"""Game.to_dict / Game.from_dict: a saved game comes back exactly, a damaged one is refused."""

import copy
import json
import random

import pytest

from yukon_qt.engine import Card, Change, Game, GameCode, Move, Pile, Rule, Suit

from engine_positions import build


def played(rule=Rule.CLASSIC, number=7, steps=40, seed=1) -> Game:
    game, chooser = Game(GameCode(rule, number)), random.Random(seed)
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        if game.history and chooser.random() < 0.2:
            game.undo()
        else:
            game.play(chooser.choice(moves))
    return game


@pytest.mark.parametrize("rule", Rule)
def test_a_saved_game_comes_back_with_its_history(rule):
    game = played(rule)
    assert game.history and game.undos_used
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.snapshot() == game.snapshot()
    assert (again.moves_made, again.undos_used, again.take_backs_used) == (
        game.moves_made, game.undos_used, game.take_backs_used)
    assert list(again.history) == list(game.history)
    while game.history:
        assert again.undo() == game.undo()
        assert again.snapshot() == game.snapshot()
    assert again.snapshot() == Game(game.code).snapshot()


def test_a_take_back_survives_a_round_trip():
    spades = [Card(r, Suit.SPADES) for r in range(1, 14)]
    hearts = [Card(r, Suit.HEARTS) for r in range(1, 14)]
    game = build(["8S", "KS QS JS TS 9S", "KH QH JH TH 9H 8H"], {"S": 7, "H": 7, "D": 13, "C": 13})
    assert game.columns[1] == spades[8:][::-1] and game.foundations[Suit.HEARTS] == hearts[:7]
    change = game.play(Move(Card.parse("7H"), Pile.foundation(Suit.HEARTS), Pile.column(0)))
    assert isinstance(change, Change)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.take_backs_used == 1 and again.history[-1].is_take_back
    assert isinstance(again.undo(), Change)
    assert again.foundations[Suit.HEARTS] == hearts[:7]
    assert again.columns[0] == [Card.parse("8S")] and again.take_backs_used == 0


def damage(record: dict, how) -> dict:
    broken = copy.deepcopy(record)
    how(broken)
    return broken


def set_item(path, value):
    def apply(record):
        target = record
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return apply


def swap_history_card(record):
    record["history"][-1]["cards"][0] = "AS" if record["history"][-1]["cards"][0] != "AS" else "2S"


DAMAGES = {
    "not a dict": lambda r: None,
    "missing code": lambda r: r.pop("code"),
    "bad code": set_item(["code"], "YU1-X-AAAAAAB"),
    "code not text": set_item(["code"], 12),
    "missing history": lambda r: r.pop("history"),
    "unknown card": lambda r: r["columns"][0].append("ZZ"),
    "card twice": lambda r: r["columns"][0].append(r["columns"][1][-1]),
    "card missing": lambda r: r["columns"][1].pop(0),
    "eight columns": lambda r: r["columns"].append([]),
    "six hidden counts": lambda r: r["hidden"].pop(),
    "hidden too large": lambda r: r["hidden"].__setitem__(6, 99),
    "hidden negative": set_item(["hidden", 6], -1),
    "hidden not a number": set_item(["hidden", 6], "many"),
    "foundation out of order": lambda r: r["foundations"].__setitem__(0, ["2S"]),
    "negative score": set_item(["score"], -5),
    "negative moves": set_item(["moves"], -1),
    "negative undos": set_item(["undos"], -1),
    "history not a list": set_item(["history"], 5),
    "history pile out of range": set_item(["history", -1, "to"], [False, 9]),
    "history foundation out of range": set_item(["history", -1, "to"], [True, 4]),
    "history card not where it lies": swap_history_card,
    "history score chain broken": set_item(["history", -1, "score"], [0, 999]),
    "history wrong turned card": set_item(["history", -1, "turned"], "KS"),
    "history entry not a dict": set_item(["history", 0], "move"),
}


@pytest.fixture(scope="module")
def record():
    return played(steps=60).to_dict()


def test_the_undamaged_record_loads(record):
    assert Game.from_dict(copy.deepcopy(record)).to_dict() == record


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_a_damaged_record_raises_value_error(record, name):
    broken = None if name == "not a dict" else damage(record, DAMAGES[name])
    with pytest.raises(ValueError):
        Game.from_dict(broken)


@pytest.mark.parametrize("field, value", [
    ("moves", 2147483648), ("moves", 2**70), ("moves", 1.5), ("moves", True),
    ("score", float("inf")), ("score", -1), ("undos", 1.5e300), ("take_backs", "3"),
])
def test_a_counter_out_of_range_is_refused_as_damage(field, value):
    record = json.loads(json.dumps(played().to_dict()))
    record[field] = value
    with pytest.raises(ValueError):
        Game.from_dict(record)


def test_numbers_too_large_for_json_are_refused_as_damage():
    text = json.dumps(played().to_dict()).replace('"score": ', '"score": 1e400, "x": ', 1)
    with pytest.raises(ValueError):
        Game.from_dict(json.loads(text))


@pytest.mark.parametrize("damage", [
    lambda record: record["history"][-1]["to"].__setitem__(1, 9),
    lambda record: record["history"][-1]["from"].__setitem__(1, 1e400),
    lambda record: record["history"][-1]["score"].__setitem__(0, 2**80),
    lambda record: record["hidden"].__setitem__(3, 2**64),
    lambda record: record.__setitem__("history", record["history"] * 200),
])
def test_a_history_out_of_range_is_refused_as_damage(damage):
    record = json.loads(json.dumps(played().to_dict()))
    damage(record)
    with pytest.raises(ValueError):
        Game.from_dict(record)
