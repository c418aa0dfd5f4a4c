"""The canonical order of twin moves (solver_twins) against the plain exhaustive search."""

import random

import pytest

import yukon_qt.engine.solver as solver
from yukon_qt.engine import Card, Game, Rule
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, solve
from yukon_qt.engine.solver_state import TABLES, DeadlockCheck, encode
from yukon_qt.engine.solver_twins import is_twin_move, lower_base_free, twin_move_unused

from engine_positions import build

C, R = Rule.CLASSIC, Rule.RELAXED
NAMES = "A23456789TJQK"


def stacked_endgame(seed: int, rule: Rule) -> Game:
    """A random late-game position whose columns are mostly built down, so that twin moves abound.

    Each card goes, two times in three, onto a column whose last card it fits
    on (when there is one); a few cards lie face down at the bottom.
    """
    rng = random.Random(seed)
    fitting = TABLES[rule].fitting
    heights = {letter: rng.randint(1, 7) for letter in "SHDC"}
    left = [Card.parse(f"{NAMES[rank - 1]}{letter}") for letter in "SHDC"
            for rank in range(heights[letter] + 1, 14)]
    rng.shuffle(left)
    columns: list[list[Card]] = [[] for _ in range(7)]
    for _ in range(len(left)):
        card = left.pop()
        fits = [column for column in columns if column and card.index in fitting[column[-1].index]]
        target = rng.choice(fits) if fits and rng.random() < 0.5 else rng.choice(columns)
        target.append(card)
    texts = []
    for column in columns:
        words = [str(card) for card in column]
        down = max(0, len(words) - rng.randint(1, 4))
        texts.append(" ".join(words[:down]) + " | " + " ".join(words[down:]) if down > 0 else " ".join(words))
    return build(texts, heights, rule)


def test_a_twin_move_is_a_group_leaving_a_card_it_fits_on_for_another():
    game = build(["KD | QS JH", "QC", "KH"], {"S": 11, "H": 10, "D": 11, "C": 11})
    columns, _ = encode(game)
    fitting = TABLES[C].fitting
    jack = Card.parse("JH").index
    assert is_twin_move(columns, (jack, 0, 1), fitting)  # JH from QS to QC
    assert not is_twin_move(columns, (Card.parse("QS").index, 0, 2), fitting)  # QS lies on a face-down card


def left_out(columns_text: list[str], heights: dict[str, int]) -> bool:
    """Whether the solver leaves out JH's move from QS (column 1) to QC (column 2)."""
    game = build(columns_text, heights)
    tables = TABLES[C]
    columns, heights_now = encode(game)
    search = solver._Search(tables, DeadlockCheck(columns, tables))
    move = (Card.parse("JH").index, 0, 1)
    assert is_twin_move(columns, move, tables.fitting)
    after, after_heights, made, _ = search.apply(columns, heights_now, move)
    return twin_move_unused(
        columns, move, after, after_heights, made, tables.fitting, search.apply, search.moves, search.safe_suits
    )


def test_a_twin_move_nothing_can_use_is_left_out():
    # Afterwards QS is last, but no red King is there to take it and nothing
    # goes home; the empty columns take Kings only, and KS and KC already
    # head their columns: only JH itself could move (back).
    assert left_out(["KS QS JH", "KC QC"], {"S": 5, "H": 5, "D": 5, "C": 5})


def test_a_twin_move_of_a_lower_card_waits_for_nothing():
    # 8S may go from 9D to 9H, a twin move of a lower card than JH: in the
    # fixed order it is played first, so JH's move is still left out.
    assert left_out(["KS QS JH", "KC QC", "9D 8S", "9H"], {"S": 5, "H": 5, "D": 5, "C": 5})


@pytest.mark.parametrize(
    "columns_text, heights",
    [
        (["KS QS JH", "KC QC", "KH"], {"S": 5, "H": 5, "D": 5, "C": 5}),  # QS may go onto KH
        (["KS QS JH", "KC QC", "JD"], {"S": 5, "H": 5, "D": 5, "C": 5}),  # JD may go onto QS
        (["KS QS JH", "KC QC"], {"S": 11, "H": 5, "D": 5, "C": 5}),  # QS may go home
        (["KS QS JH", "KC QC", "9S 8D", "9C"], {"S": 5, "H": 5, "D": 5, "C": 5}),  # a twin move of a higher card
    ],
)
def test_a_twin_move_is_kept_when_a_move_may_use_it(columns_text, heights):
    assert not left_out(columns_text, heights)


def test_a_group_goes_onto_the_lowest_free_base_first():
    """JH could go onto QS or QC (both last): only the move onto QS (the lower card) is tried."""
    game = build(["KD QS", "KH QC", "9C JH"], {"S": 5, "H": 5, "D": 5, "C": 5})
    columns, _ = encode(game)
    parents = TABLES[C].parents
    jack = Card.parse("JH").index
    assert Card.parse("QS").index < Card.parse("QC").index
    assert lower_base_free(columns, (jack, 2, 1), parents)  # onto QC while QS is free: left out
    assert not lower_base_free(columns, (jack, 2, 0), parents)  # onto QS: tried


@pytest.mark.parametrize("rule", Rule)
def test_the_twin_base_order_never_loses_a_win(rule, monkeypatch):
    """On random built-down late-game positions the solver (twin-base order and every other shortcut
    on) agrees with the plain exhaustive search, and the order did leave moves out on the way."""
    left_out = [0]
    for name in ("twin_move_unused", "lower_base_free"):
        original = getattr(solver, name)

        def counted(*arguments, original=original):
            answer = original(*arguments)
            left_out[0] += answer
            return answer

        monkeypatch.setattr(solver, name, counted)
    statuses = []
    for seed in range(100):
        game = stacked_endgame(seed, rule)
        plain = solve(game, seconds=None, shortcuts=False, max_nodes=10000)
        if plain.status == UNKNOWN:
            continue
        fast = solve(game, seconds=None, max_nodes=50000)
        assert fast.status == plain.status, seed
        statuses.append(plain.status)
    assert len(statuses) >= 50
    assert left_out[0] > 200  # the order was really at work on these positions
    if rule is C:
        assert statuses.count(SOLVABLE) >= 10 and statuses.count(UNSOLVABLE) >= 10
