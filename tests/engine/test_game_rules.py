"""Every rule of RULES.md and every refusal reason, under both rules."""

import pytest

from yukon_qt.engine import (
    FOUNDATIONS,
    FULL_DECK,
    MAX_GROUP,
    Card,
    Change,
    Game,
    GameCode,
    Move,
    Pile,
    Refusal,
    Rule,
    Suit,
)

from engine_positions import build, cards, won_but_one

C, R = Rule.CLASSIC, Rule.RELAXED
T = Pile.column
F = Pile.foundation


def card(text):
    return Card.parse(text)


# ------------------------------------------------------------------ the deal
@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("number", [0, 1, 123456, 26**7 - 1])
def test_the_deal_has_the_shape_of_the_rules(rule, number):
    game = Game(GameCode(rule, number))
    assert [len(column) for column in game.columns] == [1, 6, 7, 8, 9, 10, 11]
    assert game.hidden == [0, 1, 2, 3, 4, 5, 6]
    assert sum(game.hidden) == 21
    assert sum(len(c) for c in game.columns) - sum(game.hidden) == 31
    assert sorted(c for column in game.columns for c in column) == sorted(FULL_DECK)
    assert game.foundations == [[], [], [], []]
    assert [pile.index for pile in FOUNDATIONS] == [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    assert game.score == 0 and game.moves_made == 0 and not game.won
    for i, column in enumerate(game.columns):
        assert [game.is_face_up(i, p) for p in range(len(column))] == [p >= i for p in range(len(column))]




# -------------------------------------------------------- refusal table
# (id, columns, foundations, move, Classic result, Relaxed result)
CASES = [
    ("opposite colour, one lower", ["7H", "8S"], {}, ("7H", T(0), T(1)), None, None),
    ("red on red", ["7H", "8D"], {}, ("7H", T(0), T(1)), Refusal.WRONG_COLOUR, None),
    ("black on black", ["7C", "8S"], {}, ("7C", T(0), T(1)), Refusal.WRONG_COLOUR, None),
    ("two lower", ["6H", "8S"], {}, ("6H", T(0), T(1)), Refusal.WRONG_RANK, Refusal.WRONG_RANK),
    ("one higher", ["9H", "8S"], {}, ("9H", T(0), T(1)), Refusal.WRONG_RANK, Refusal.WRONG_RANK),
    ("same rank, same colour", ["8D", "8H"], {}, ("8D", T(0), T(1)), Refusal.WRONG_RANK, Refusal.WRONG_RANK),
    ("King on a Queen", ["KS", "QH"], {}, ("KS", T(0), T(1)), Refusal.WRONG_RANK, Refusal.WRONG_RANK),
    ("two on an Ace", ["2S", "AH"], {}, ("2S", T(0), T(1)), Refusal.NOTHING_ON_ACE, Refusal.NOTHING_ON_ACE),
    ("King on an Ace", ["KH", "AS"], {}, ("KH", T(0), T(1)), Refusal.NOTHING_ON_ACE, Refusal.NOTHING_ON_ACE),
    ("Queen on empty", ["QH", ""], {}, ("QH", T(0), T(1)), Refusal.KING_ONLY_ON_EMPTY, Refusal.KING_ONLY_ON_EMPTY),
    ("group not led by a King on empty", ["5C | 4D QS KH", ""], {}, ("4D", T(0), T(1)),
     Refusal.KING_ONLY_ON_EMPTY, Refusal.KING_ONLY_ON_EMPTY),
    ("King with its group on empty", ["5C | KH QS 3D", ""], {}, ("KH", T(0), T(1)), None, None),
    ("group out of order", ["TD 5H JD 8S", "JC"], {}, ("TD", T(0), T(1)), None, None),
    ("face-down card", ["5C | 7H", "8S"], {}, ("5C", T(0), T(1)), Refusal.CARD_FACE_DOWN, Refusal.CARD_FACE_DOWN),
    ("face-down card to foundation", ["AC | 7H"], {}, ("AC", T(0), F(Suit.CLUBS)),
     Refusal.CARD_FACE_DOWN, Refusal.CARD_FACE_DOWN),
    ("card not in that pile", ["7H", "8S", "9C"], {}, ("7H", T(2), T(1)),
     Refusal.CARD_NOT_THERE, Refusal.CARD_NOT_THERE),
    ("card not on that foundation", ["8S"], {"H": 7}, ("7H", F(Suit.DIAMONDS), T(0)),
     Refusal.CARD_NOT_THERE, Refusal.CARD_NOT_THERE),
    ("onto its own column", ["8S 7H"], {}, ("7H", T(0), T(0)), Refusal.SAME_PILE, Refusal.SAME_PILE),
    ("Ace to foundation", ["AH"], {}, ("AH", T(0), F(Suit.HEARTS)), None, None),
    ("next card to foundation", ["2H"], {"H": 1}, ("2H", T(0), F(Suit.HEARTS)), None, None),
    ("not the last card to foundation", ["AH 5S"], {}, ("AH", T(0), F(Suit.HEARTS)),
     Refusal.NOT_LAST_CARD, Refusal.NOT_LAST_CARD),
    ("two before the Ace", ["2H"], {}, ("2H", T(0), F(Suit.HEARTS)),
     Refusal.NOT_NEXT_ON_FOUNDATION, Refusal.NOT_NEXT_ON_FOUNDATION),
    ("a card already passed", ["3H"], {"H": 3, "S": 2}, ("3H", T(0), F(Suit.SPADES)),
     Refusal.NOT_NEXT_ON_FOUNDATION, Refusal.NOT_NEXT_ON_FOUNDATION),
    ("take back onto a fitting card", ["8S"], {"H": 7}, ("7H", F(Suit.HEARTS), T(0)), None, None),
    ("take back onto the same colour", ["8D"], {"H": 7}, ("7H", F(Suit.HEARTS), T(0)), Refusal.WRONG_COLOUR, None),
    ("take back onto the wrong rank", ["9S"], {"H": 7}, ("7H", F(Suit.HEARTS), T(0)),
     Refusal.WRONG_RANK, Refusal.WRONG_RANK),
    ("take back a non-King onto empty", [""], {"H": 7}, ("7H", F(Suit.HEARTS), T(0)),
     Refusal.KING_ONLY_ON_EMPTY, Refusal.KING_ONLY_ON_EMPTY),
    ("take back a King onto empty", [""], {"H": 13}, ("KH", F(Suit.HEARTS), T(0)), None, None),
    ("take back a card under the top", ["8S"], {"H": 7}, ("6H", F(Suit.HEARTS), T(0)),
     Refusal.NOT_TOP_OF_FOUNDATION, Refusal.NOT_TOP_OF_FOUNDATION),
    ("foundation to its own foundation", ["8S"], {"H": 7}, ("7H", F(Suit.HEARTS), F(Suit.HEARTS)),
     Refusal.FOUNDATION_TO_FOUNDATION, Refusal.FOUNDATION_TO_FOUNDATION),
    ("foundation to another foundation", ["8S"], {"H": 7}, ("7H", F(Suit.HEARTS), F(Suit.SPADES)),
     Refusal.FOUNDATION_TO_FOUNDATION, Refusal.FOUNDATION_TO_FOUNDATION),
]


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("name, columns, foundations, move, classic, relaxed", CASES, ids=[c[0] for c in CASES])
def test_rule_table(rule, name, columns, foundations, move, classic, relaxed):
    game = build(columns, foundations, rule)
    move = Move(card(move[0]), move[1], move[2])
    expected = classic if rule is C else relaxed
    before = game.snapshot()
    assert game.check(move) == expected
    result = game.play(move)
    if expected is None:
        assert isinstance(result, Change)
        assert game.moves_made == 1
    else:
        assert result == expected
        assert isinstance(result, Refusal)
        assert game.snapshot() == before
        assert game.moves_made == 0 and not game.history


def test_the_table_and_the_tests_below_name_every_refusal():
    named = {case[4] for case in CASES} | {case[5] for case in CASES}
    named |= {Refusal.GROUP_TOO_LARGE, Refusal.GAME_WON, Refusal.NOTHING_TO_UNDO}  # tested below
    named |= {Refusal.NO_PLACE}  # a double click's, said by the gesture policy: tests/model/test_gestures.py
    named |= {Refusal.NOTHING_TO_REDO}  # tests/engine/test_redo.py
    assert named - {None} == set(Refusal)


# ------------------------------------------------------------------ groups
def long_column(first: str, second: str, others: int, *, avoid: set[str]) -> str:
    skip = {first, second} | avoid
    rest = [str(c) for c in FULL_DECK if str(c) not in skip][:others]
    return " ".join([first, second, *rest])


@pytest.mark.parametrize("rule", Rule)
def test_a_group_of_21_is_refused_and_20_allowed(rule):
    column = long_column("9H", "9D", MAX_GROUP - 1, avoid={"TS", "KC"})
    game = build([column, "TS"], rule=rule)
    assert len(game.columns[0]) == 21 == MAX_GROUP + 1
    assert game.play(Move(card("9H"), T(0), T(1))) is Refusal.GROUP_TOO_LARGE
    # The limit is named whatever the destination: a column that does not fit, an empty one.
    assert game.check(Move(card("9H"), T(0), T(2))) is Refusal.GROUP_TOO_LARGE
    change = game.play(Move(card("9D"), T(0), T(1)))
    assert isinstance(change, Change) and len(change.cards) == 20
    assert [str(c) for c in game.columns[0]] == ["9H"]
    assert game.columns[1][0] == card("TS") and len(game.columns[1]) == 21


@pytest.mark.parametrize("rule", Rule)
def test_a_King_group_of_21_may_not_go_to_an_empty_column(rule):
    column = long_column("KC", "KD", MAX_GROUP - 1, avoid=set())
    game = build([column, ""], rule=rule)
    assert game.check(Move(card("KC"), T(0), T(1))) is Refusal.GROUP_TOO_LARGE
    assert game.check(Move(card("KD"), T(0), T(1))) is None


@pytest.mark.parametrize("rule", Rule)
def test_a_group_moves_with_every_card_above_it_in_its_order(rule):
    game = build(["4S | TD 5H JD 8S", "JC"], rule=rule)
    change = game.play(Move(card("TD"), T(0), T(1)))
    assert change.cards == tuple(cards("TD 5H JD 8S"))
    assert game.columns[1] == cards("JC TD 5H JD 8S")
    assert game.columns[0] == cards("4S") and game.hidden[0] == 0


# ------------------------------------------------------------ turning cards
@pytest.mark.parametrize("rule", Rule)
def test_an_uncovered_face_down_card_turns_by_itself(rule):
    game = build(["5C 9D | 7H", "8S"], rule=rule)
    change = game.play(Move(card("7H"), T(0), T(1)))
    assert change.turned == card("9D")
    assert game.hidden[0] == 1
    assert game.is_face_up(0, 1) and not game.is_face_up(0, 0)
    assert game.check(Move(card("9D"), T(0), F(Suit.DIAMONDS))) is Refusal.NOT_NEXT_ON_FOUNDATION


@pytest.mark.parametrize("rule", Rule)
def test_nothing_turns_while_a_face_up_card_stays(rule):
    game = build(["5C | 6D 7H", "8S"], rule=rule)
    change = game.play(Move(card("7H"), T(0), T(1)))
    assert change.turned is None
    assert game.hidden[0] == 1


@pytest.mark.parametrize("rule", Rule)
def test_an_emptied_column_turns_nothing_and_takes_a_King(rule):
    game = build(["7H", "8S", "KD"], rule=rule)
    change = game.play(Move(card("7H"), T(0), T(1)))
    assert change.turned is None and game.columns[0] == [] and game.hidden[0] == 0
    assert game.check(Move(card("KD"), T(2), T(0))) is None


# -------------------------------------------------------------- foundations
@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("named", list(Suit))
def test_a_foundation_move_goes_to_the_cards_suit_whatever_foundation_is_named(rule, named):
    game = build(["AD"], rule=rule)
    change = game.play(Move(card("AD"), T(0), F(named)))
    assert isinstance(change, Change)
    assert change.move.destination == F(Suit.DIAMONDS)
    assert game.foundations == [[], [], cards("AD"), []]


@pytest.mark.parametrize("rule", Rule)
def test_a_foundation_is_built_up_one_suit_ace_to_king(rule):
    game = build(["KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"], rule=rule)
    for rank in range(1, 14):
        assert game.play(Move(Card(rank, Suit.SPADES), T(0), F(Suit.SPADES))).cards == (Card(rank, Suit.SPADES),)
    assert game.foundations[Suit.SPADES] == [Card(r, Suit.SPADES) for r in range(1, 14)]


@pytest.mark.parametrize("rule", Rule)
def test_a_take_back_is_a_single_card_from_the_top(rule):
    game = build(["8S"], {"H": 7}, rule)
    change = game.play(Move(card("7H"), F(Suit.HEARTS), T(0)))
    assert change.is_take_back and change.cards == (card("7H"),)
    assert game.foundations[Suit.HEARTS] == [Card(r, Suit.HEARTS) for r in range(1, 7)]
    assert game.columns[0] == cards("8S 7H")


# ------------------------------------------------------------ end of game
@pytest.mark.parametrize("rule", Rule)
def test_the_last_card_wins_and_nothing_moves_afterwards(rule):
    game = won_but_one(rule)
    assert not game.won
    game.play(Move(card("KC"), T(0), F(Suit.CLUBS)))
    assert game.won
    assert game.legal_moves() == []
    assert game.play(Move(card("KC"), F(Suit.CLUBS), T(0))) is Refusal.GAME_WON
    assert game.check(Move(card("KS"), F(Suit.SPADES), T(3))) is Refusal.GAME_WON
    assert game.undo() is Refusal.GAME_WON and not game.can_undo
    assert game.won


@pytest.mark.parametrize("rule", Rule)
def test_a_blocked_game_is_not_lost_and_can_still_be_undone(rule):
    game = build(["3C | 8H", "9S"], rule=rule)
    start = game.snapshot()
    game.play(Move(card("8H"), T(0), T(1)))
    assert game.legal_moves() == []
    assert not game.won
    assert game.check(Move(card("3C"), T(0), T(2))) is Refusal.KING_ONLY_ON_EMPTY
    assert isinstance(game.undo(), Change)
    assert game.snapshot() == start
    assert game.undo() is Refusal.NOTHING_TO_UNDO
