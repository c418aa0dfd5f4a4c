"""Redo: the moves undone since the last other move, made again in turn, and kept in a saved game."""

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.engine import DEAL_COUNT, UNDO_LIMIT, Card, Change, Game, GameCode, Move, Pile, Refusal, Rule, Suit

from engine_positions import build

T = Pile.column
F = Pile.foundation


def card(text):
    return Card.parse(text)


def played(steps: int, seed: int = 3, rule: Rule = Rule.CLASSIC) -> tuple[Game, list]:
    """A game after ``steps`` random legal moves, and the snapshot before each of them."""
    game, chooser, before = Game(GameCode(rule, 11)), random.Random(seed), []
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        before.append(game.snapshot())
        game.play(chooser.choice(moves))
    return game, before


@pytest.mark.parametrize("rule", Rule)
def test_redo_makes_the_undone_move_again_and_counts_it_as_a_move(rule):
    game = build(["5C | 7H", "8S"], rule=rule)
    change = game.play(Move(card("7H"), T(0), T(1)))
    after = game.snapshot()
    assert not game.can_redo
    game.undo()
    assert game.can_redo and game.score == 0
    again = game.redo()
    assert again == change
    assert game.snapshot() == after and game.score == 5  # the turned card earns its 5 points again
    assert (game.moves_made, game.undos_used) == (2, 1)  # the move counter never goes down
    assert not game.can_redo


def test_redo_steps_forward_through_the_moves_undone_in_turn():
    game, _ = played(30)
    after = [game.snapshot()]
    for _ in range(12):
        game.undo()
        after.append(game.snapshot())
    after.pop()  # the position now on the table
    while after:
        assert isinstance(game.redo(), Change)
        assert game.snapshot() == after.pop()
    assert game.redo() is Refusal.NOTHING_TO_REDO


def test_another_move_forgets_the_moves_to_redo():
    game = build(["5C | 7H", "8S", "8C", "AD"])
    game.play(Move(card("AD"), T(3), F(Suit.DIAMONDS)))
    game.play(Move(card("7H"), T(0), T(1)))
    game.undo()
    game.undo()
    game.play(Move(card("7H"), T(0), T(2)))  # not the move undone last
    assert not game.can_redo
    assert game.redo() is Refusal.NOTHING_TO_REDO


def test_making_the_undone_move_by_hand_keeps_the_moves_undone_before_it():
    game = build(["5C | 7H", "8S", "AD"])
    game.play(Move(card("AD"), T(2), F(Suit.DIAMONDS)))
    game.play(Move(card("7H"), T(0), T(1)))
    game.undo()
    game.undo()
    game.play(Move(card("AD"), T(2), F(Suit.DIAMONDS)))  # the same as a redo
    assert game.can_redo
    assert game.redo().move == Move(card("7H"), T(0), T(1))


def test_nothing_to_redo_changes_nothing():
    game, _ = played(5)
    before = (game.snapshot(), game.moves_made, game.undos_used)
    assert game.redo() is Refusal.NOTHING_TO_REDO
    assert (game.snapshot(), game.moves_made, game.undos_used) == before


def test_a_saved_game_comes_back_with_its_moves_to_redo():
    game, _ = played(20)
    for _ in range(6):
        game.undo()
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.redo_moves == game.redo_moves and len(again.redo_moves) == 6
    while game.can_redo:
        assert again.redo() == game.redo()
        assert again.snapshot() == game.snapshot()
    assert not again.can_redo


def test_a_game_saved_before_redo_loads_with_nothing_to_redo():
    game, _ = played(20)
    game.undo()
    record = json.loads(json.dumps(game.to_dict()))
    del record["redo"]
    again = Game.from_dict(record)
    assert again.snapshot() == game.snapshot() and not again.can_redo


def wrong_first_redo(record):
    record["redo"][-1]["to"] = [False, (record["redo"][-1]["to"][1] + 1) % 7]


@pytest.mark.parametrize("damage", [
    wrong_first_redo,
    lambda record: record["redo"][0].__setitem__("card", "ZZ"),
    lambda record: record["redo"][0]["from"].__setitem__(1, 9),
    lambda record: record.__setitem__("redo", record["redo"] * 40),
    lambda record: record.__setitem__("redo", "moves"),
    lambda record: record["redo"].append(record["redo"][-1]),  # the same move twice in a row
])
def test_damaged_moves_to_redo_are_refused_as_damage(damage):
    game, _ = played(20)
    for _ in range(4):
        game.undo()
    record = json.loads(json.dumps(game.to_dict()))
    broken = copy.deepcopy(record)
    damage(broken)
    with pytest.raises(ValueError):
        Game.from_dict(broken)
    assert Game.from_dict(record).redo_moves == game.redo_moves  # the undamaged one still loads


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(rule=st.sampled_from(Rule), number=st.integers(0, DEAL_COUNT - 1), data=st.data())
def test_undo_and_redo_in_any_order_walk_the_same_line(rule, number, data):
    game = Game(GameCode(rule, number))
    earlier: list = []  # snapshots before each move still undoable
    later: list = []  # snapshots after each move undone, the next to redo last
    for _ in range(60):
        moves = game.legal_moves()
        choice = data.draw(st.integers(0, len(moves) + 1), label="move (then undo, redo)")
        before = game.snapshot()
        if choice == len(moves):
            if isinstance(game.undo(), Change):
                later.append(before)
                before = earlier.pop()
                assert game.snapshot() == before
            else:
                assert not earlier
        elif choice == len(moves) + 1:
            if isinstance(game.redo(), Change):
                earlier.append(before)
                assert game.snapshot() == later.pop()
            else:
                assert not later
        else:
            game.play(moves[choice])
            earlier.append(before)
            later.clear() if not later or game.snapshot() != later[-1] else later.pop()
        earlier = earlier[-UNDO_LIMIT:]
        assert game.can_redo == bool(later)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    while later:
        assert isinstance(again.redo(), Change)
        assert again.snapshot() == later.pop()
