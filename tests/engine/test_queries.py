"""The questions the interface asks: destinations, single click, double click."""

import pytest

from yukon_qt.engine import COLUMNS, FOUNDATIONS, Card, Game, GameCode, Move, Pile, Refusal, Rule, Suit

from engine_positions import build

C, R = Rule.CLASSIC, Rule.RELAXED
T = Pile.column
F = Pile.foundation


def card(text):
    return Card.parse(text)


# ------------------------------------------------------- legal destinations
def test_legal_destinations_follow_the_colour_rule():
    columns = ["7H", "8S", "8C", "8D", "", "KD", "9S 8H"]
    assert build(columns, rule=C).legal_destinations(card("7H")) == [T(1), T(2)]
    assert build(columns, rule=R).legal_destinations(card("7H")) == [T(1), T(2), T(3), T(6)]


@pytest.mark.parametrize("rule", Rule)
def test_legal_destinations_include_the_cards_foundation_only(rule):
    game = build(["AS", "", "3D"], {"D": 2}, rule)
    assert game.legal_destinations(card("AS")) == [F(Suit.SPADES)]
    assert game.legal_destinations(card("3D")) == [F(Suit.DIAMONDS)]
    # An Ace may still lie on a two in the tableau.
    assert build(["AS", "2H"], rule=rule).legal_destinations(card("AS")) == [T(1), F(Suit.SPADES)]


@pytest.mark.parametrize("rule", Rule)
def test_a_King_may_go_to_every_empty_column(rule):
    game = build(["4C | KH QS", "JD", "", "TC", ""], rule=rule)
    assert game.legal_destinations(card("KH")) == [T(2), T(4), T(5), T(6)]


@pytest.mark.parametrize("rule", Rule)
def test_a_face_down_card_has_no_destination(rule):
    game = build(["5C | 7H", "6D", "", "", "", "", ""], rule=rule)
    assert game.legal_destinations(card("5C")) == []


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("number", [0, 1, 77])
def test_legal_moves_are_exactly_the_moves_check_accepts(rule, number):
    game = Game(GameCode(rule, number))
    for _ in range(6):  # a few positions along a real game
        listed = game.legal_moves()
        accepted = set()
        for column in game.columns:
            for moving in column:
                source, _ = game.locate(moving)
                for pile in COLUMNS + FOUNDATIONS:
                    move = Move(moving, source, pile)
                    if game.check(move) is None:
                        accepted.add(Move(moving, source, F(moving.suit) if pile.is_foundation else pile))
        assert set(listed) == accepted and len(listed) == len(accepted)
        if not listed:
            break
        game.play(listed[-1])


# ----------------------------------------------------------- single click
@pytest.mark.parametrize("rule", Rule)
def test_a_click_sends_the_last_card_to_its_foundation(rule):
    game = build(["AH 5S", "AD", "3C", "2C"], {"C": 1}, rule)
    assert game.foundation_move(card("AD")) == Move(card("AD"), T(1), F(Suit.DIAMONDS))
    assert game.foundation_move(card("2C")) == Move(card("2C"), T(3), F(Suit.CLUBS))
    assert game.foundation_move(card("AH")) is None  # not the last card
    assert game.foundation_move(card("3C")) is None  # not the next card


@pytest.mark.parametrize("rule", Rule)
def test_a_click_does_nothing_on_face_down_or_foundation_cards(rule):
    game = build(["AH | 5S"], {"D": 3}, rule)
    assert game.foundation_move(card("AH")) is None
    assert game.foundation_move(card("3D")) is None


# ---------------------------------------------------------- double click
def test_placement_prefers_the_longest_accepting_column():
    columns = ["7H", "8S", "2D 3D 8C", "KH", "4C 5C 6C 7C 8D"]
    assert build(columns, rule=C).placement_move(card("7H")) == Move(card("7H"), T(0), T(2))
    assert build(columns, rule=R).placement_move(card("7H")) == Move(card("7H"), T(0), T(4))


@pytest.mark.parametrize("rule", Rule)
def test_placement_takes_the_leftmost_of_equally_long_columns(rule):
    game = build(["7H", "QD 8S", "JD 8C", "", "TH 6S"], rule=rule)
    assert game.placement_move(card("7H")) == Move(card("7H"), T(0), T(1))


@pytest.mark.parametrize("rule", Rule)
def test_placement_counts_face_down_cards_in_a_columns_length(rule):
    game = build(["7H", "8S", "4D 5D 6D | 8C"], rule=rule)
    assert game.placement_move(card("7H")) == Move(card("7H"), T(0), T(2))


@pytest.mark.parametrize("rule", Rule)
def test_placement_moves_a_group(rule):
    game = build(["2S | 7H 3C QD", "8C", "QS 8S"], rule=rule)
    move = game.placement_move(card("7H"))
    assert move == Move(card("7H"), T(0), T(2))
    assert game.play(move).cards == tuple(map(card, ["7H", "3C", "QD"]))


@pytest.mark.parametrize("rule", Rule)
def test_placement_puts_a_King_on_the_first_empty_column(rule):
    game = build(["5C | KH QS", "JD", "", "TC", ""], rule=rule)
    assert game.placement_move(card("KH")) == Move(card("KH"), T(0), T(2))


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("column", ["KH", "KH QS 4D"])
def test_placement_does_not_move_a_King_that_already_lies_at_the_bottom(rule, column):
    game = build([column, "", "9C"], rule=rule)
    assert game.legal_destinations(card("KH"))  # the drag would be legal ...
    assert game.placement_move(card("KH")) is None  # ... but the search changes nothing


@pytest.mark.parametrize("rule", Rule)
def test_placement_finds_nothing_when_nothing_fits(rule):
    game = build(["7H", "9S", "QC"], rule=rule)
    assert game.placement_move(card("7H")) is None
    assert game.placement_move(card("9S")) is None


@pytest.mark.parametrize("rule", Rule)
def test_placement_never_chooses_a_foundation(rule):
    game = build(["AH", "3C"], rule=rule)
    assert game.foundation_move(card("AH")) is not None
    assert game.placement_move(card("AH")) is None


@pytest.mark.parametrize("rule", Rule)
def test_placement_can_take_a_card_back_from_a_foundation(rule):
    game = build(["8S", "5D 9C 8C"], {"H": 7}, rule)
    assert game.placement_move(card("7H")) == Move(card("7H"), F(Suit.HEARTS), T(1))
    assert game.placement_move(card("6H")) is None  # under the top


@pytest.mark.parametrize("rule", Rule)
def test_placement_ignores_face_down_cards(rule):
    game = build(["6C | 7H", "8S"], rule=rule)
    assert game.placement_move(card("6C")) is None


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("number", [0, 1, 2, 3])
def test_every_placement_is_legal_and_best(rule, number):
    game = Game(GameCode(rule, number))
    for moving in list(game.face_up_cards()):
        move = game.placement_move(moving)
        targets = [p for p in game.legal_destinations(moving) if not p.is_foundation]
        if move is None:
            source, position = game.locate(moving)
            assert not targets or (moving.rank == 13 and position == 0)
            continue
        assert game.check(move) is None
        assert len(game.columns[move.destination.index]) == max(len(game.columns[p.index]) for p in targets)
        assert game.play(move) != Refusal.GAME_WON
        game.undo()
