"""The solver's proven shortcuts: which foundation moves are safe, which positions are stuck."""

import pytest

from yukon_qt.engine import Card, Rule
from yukon_qt.engine.solver_state import TABLES, encode, is_safe, is_stuck, position_key

from engine_positions import build

THREE_OF_HEARTS = Card.parse("3H").index
OTHER_COLOUR = TABLES[Rule.CLASSIC].lower_suits
ALL_SUITS = TABLES[Rule.RELAXED].lower_suits


def test_the_solver_reads_its_tables_from_the_engines_fit_rule():
    """Spades, hearts, diamonds, clubs: under Classic a suit takes the two of the other colour."""
    assert OTHER_COLOUR == ((1, 2), (0, 3), (0, 3), (1, 2))
    assert ALL_SUITS == ((0, 1, 2, 3),) * 4
    assert Card.parse("2S").index in TABLES[Rule.CLASSIC].fitting[THREE_OF_HEARTS]
    assert Card.parse("2D").index not in TABLES[Rule.CLASSIC].fitting[THREE_OF_HEARTS]
    assert Card.parse("2D").index in TABLES[Rule.RELAXED].fitting[THREE_OF_HEARTS]
    assert TABLES[Rule.RELAXED].fitting[Card.parse("AH").index] == ()  # nothing goes on an Ace
    assert TABLES[Rule.CLASSIC].parents[Card.parse("QH").index] == (Card.parse("KS").index, Card.parse("KC").index)


@pytest.mark.parametrize(
    "heights, safe",
    [
        ((2, 2, 1, 2), True),   # both black twos home, and the Ace of diamonds that could go on them
        ((2, 2, 0, 2), False),  # a black two could go on the 3H, and the AD on that two
        ((1, 2, 1, 2), False),  # the two of spades could still go on the three of hearts
        ((2, 2, 1, 1), False),
    ],
)
def test_classic_safe_rule(heights, safe):
    assert is_safe(THREE_OF_HEARTS, heights, OTHER_COLOUR) is safe


@pytest.mark.parametrize(
    "heights, safe",
    [((2, 2, 2, 2), True), ((2, 2, 1, 2), False), ((2, 2, 2, 1), False)],
)
def test_relaxed_safe_rule_ignores_colour(heights, safe):
    assert is_safe(THREE_OF_HEARTS, heights, ALL_SUITS) is safe


def test_aces_are_always_safe():
    for suit in range(4):
        assert is_safe(suit * 13, (0, 0, 0, 0), OTHER_COLOUR)
        assert is_safe(suit * 13, (0, 0, 0, 0), ALL_SUITS)


def test_column_order_does_not_change_the_key():
    game = build(["KH QS", "KC", "JD"], {"S": 11, "H": 12, "D": 10, "C": 12})
    columns, _ = encode(game)
    assert position_key(columns) == position_key(tuple(reversed(columns)))


def stuck(game) -> bool:
    columns, heights = encode(game)
    tables = TABLES[game.rule]
    return is_stuck(columns, heights, tables.parents, tables.fitting)


def test_a_queen_whose_kings_are_both_blocked_is_stuck():
    # QS covers JS, JC and KH.  It may only go on KH (under it) or on KD,
    # which QC covers; QC may only go on KH or KD (under it), or home after
    # JC, which lies under QS.  Every card here has a move somewhere else,
    # yet KD, JS, JC and KH can never become last.
    game = build(["KH JC JS | QS", "KD QC", "KS", "KC"], {"S": 10, "H": 12, "D": 12, "C": 10})
    assert stuck(game)


def test_the_same_queen_is_free_when_a_red_king_is():
    game = build(["KH JC JS | QS", "KD", "KS", "KC", "QC"], {"S": 10, "H": 12, "D": 12, "C": 10})
    assert not stuck(game)
