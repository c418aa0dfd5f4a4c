"""Game.moves_home: the foundation moves that finish a game whose cards are all face up."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yukon_qt.engine import FULL_DECK, Card, Change, Game, GameCode, Pile, Rule, Suit

from engine_positions import build, won_but_one


def test_the_moves_play_every_card_home():
    game = build(["KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH", "KS QS", "KD", "KC QC"],
                 {"S": 11, "D": 12, "C": 11})
    moves = game.moves_home()
    assert len(moves) == 13 + 2 + 1 + 2
    for move in moves:
        assert move.destination.is_foundation and move.source == game.locate(move.card)[0]
        game.play(move)
    assert game.won


def test_a_card_lying_on_a_lower_card_of_its_suit_blocks_the_finish():
    game = build(["KH QH JH TH 9H 8H 7H 6H 5H 4H 2H 3H AH"], {"S": 13, "D": 13, "C": 13})
    assert game.moves_home() == []  # 3H lies on 2H: it needs a move between columns first


def test_nothing_is_offered_while_a_card_is_face_down():
    game = build(["KH QH | AH"], {"S": 13, "D": 13, "C": 13})  # the face-down cards would go home too
    game.foundations[Suit.HEARTS] = []
    game.columns = [[Card.parse(c) for c in "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH".split()]] + [[]] * 6
    game.hidden = [11, 0, 0, 0, 0, 0, 0]
    assert game.moves_home() == []
    game.hidden[0] = 0
    assert len(game.moves_home()) == 13


def test_a_won_game_or_a_fresh_deal_has_none():
    finished = won_but_one()
    finished.play(finished.moves_home()[0])
    assert finished.won and finished.moves_home() == []
    assert Game(GameCode(Rule.CLASSIC, 5)).moves_home() == []


def only_foundation_moves_win(columns: list[list[Card]], heights: list[int]) -> bool:
    """The slow way: try every order of last cards going home (a position is its column lengths)."""
    lost: set[tuple[int, ...]] = set()

    def wins(lengths: tuple[int, ...], heights: tuple[int, ...]) -> bool:
        if sum(heights) == 52:
            return True
        if lengths in lost:
            return False
        for index, length in enumerate(lengths):
            card = columns[index][length - 1] if length else None
            if card is not None and card.rank == heights[card.suit] + 1:
                raised = heights[:card.suit] + (card.rank,) + heights[card.suit + 1:]
                if wins(lengths[:index] + (length - 1,) + lengths[index + 1:], raised):
                    return True
        lost.add(lengths)
        return False

    return wins(tuple(map(len, columns)), tuple(heights))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), home=st.lists(st.integers(0, 13), min_size=4, max_size=4))
def test_the_moves_are_found_exactly_when_foundation_moves_alone_win(seed, home):
    chooser = random.Random(seed)
    left = [card for card in FULL_DECK if card.rank > home[card.suit]]
    chooser.shuffle(left)
    columns: list[list[Card]] = [[] for _ in range(7)]
    for card in left:
        columns[chooser.randrange(7)].append(card)
    # Mostly nearly sorted columns, so that both answers come up often.
    for column in columns:
        column.sort(key=lambda card: -card.rank if chooser.random() < 0.9 else chooser.random())
    game = build([], {"SHDC"[suit]: home[suit] for suit in range(4)})
    game.columns = columns
    if not left:
        return  # every card home already: nothing to finish
    moves = game.moves_home()
    assert bool(moves) == only_foundation_moves_win(columns, list(home))
    for move in moves:
        assert isinstance(game.play(move), Change)
    assert game.won == bool(moves)


@pytest.mark.parametrize("rule", Rule)
def test_the_moves_are_moves_of_the_columns_only(rule):
    game = won_but_one(rule)
    assert game.moves_home() == [game.foundation_move(Card.parse("KC"))]
    assert game.moves_home()[0].source == Pile.column(0)
