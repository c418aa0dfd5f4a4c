"""Score, move counter and undo, exactly as RULES.md states them."""

import pytest

from yukon_qt.engine import UNDO_LIMIT, WINNING_SCORE, Card, Change, Game, GameCode, Move, Pile, Refusal, Rule, Suit

from engine_positions import build, cards

T = Pile.column
F = Pile.foundation


def card(text):
    return Card.parse(text)


def test_a_win_without_take_backs_is_worth_625():
    assert WINNING_SCORE == 625 == 52 * 10 + 21 * 5


@pytest.mark.parametrize("rule", Rule)
def test_ten_points_per_foundation_card(rule):
    game = build(["2H AH"], rule=rule)
    first = game.play(Move(card("AH"), T(0), F(Suit.HEARTS)))
    second = game.play(Move(card("2H"), T(0), F(Suit.HEARTS)))
    assert (first.score_delta, second.score_delta, game.score) == (10, 10, 20)


@pytest.mark.parametrize("rule", Rule)
def test_five_points_per_turned_card(rule):
    game = build(["5C | 7H", "8S"], rule=rule)
    change = game.play(Move(card("7H"), T(0), T(1)))
    assert (change.score_before, change.score_after, game.score) == (0, 5, 5)


@pytest.mark.parametrize("rule", Rule)
def test_a_tableau_move_that_turns_nothing_scores_nothing(rule):
    game = build(["5C | 6D 7H", "8S"], rule=rule)
    assert game.play(Move(card("7H"), T(0), T(1))).score_delta == 0
    assert game.score == 0


@pytest.mark.parametrize("rule", Rule)
def test_a_foundation_move_that_uncovers_a_card_scores_both(rule):
    game = build(["5C | AH"], rule=rule)
    change = game.play(Move(card("AH"), T(0), F(Suit.HEARTS)))
    assert change.turned == card("5C")
    assert game.score == 15


@pytest.mark.parametrize("rule", Rule)
def test_a_take_back_costs_nothing_and_a_replacement_earns_ten_again(rule):
    game = build(["8S"], {"H": 7}, rule)
    game.score = 70
    back = game.play(Move(card("7H"), F(Suit.HEARTS), T(0)))
    assert back.score_delta == 0 and game.score == 70
    assert game.take_backs_used == 1
    again = game.play(Move(card("7H"), T(0), F(Suit.HEARTS)))
    assert again.score_delta == 10 and game.score == 80


@pytest.mark.parametrize("rule", Rule)
def test_take_backs_and_undos_never_take_the_score_below_zero(rule):
    game = build(["2S AH"], rule=rule)
    home, back = Move(card("AH"), T(0), F(Suit.HEARTS)), Move(card("AH"), F(Suit.HEARTS), T(0))
    scores = []
    for move in (home, back, home):  # the ace's 10 points are all there is to lose
        game.play(move)
        scores.append(game.score)
    for _ in range(3):
        game.undo()
        scores.append(game.score)
    assert scores == [10, 10, 20, 10, 10, 0]


@pytest.mark.parametrize("rule", Rule)
def test_undo_restores_cards_faces_and_score_exactly(rule):
    game = build(["5C 9D | AH", "KS | 8S", "4D"], rule=rule)
    snapshots = [game.snapshot()]
    game.play(Move(card("AH"), T(0), F(Suit.HEARTS)))       # +10, turns 9D (+5)
    snapshots.append(game.snapshot())
    game.play(Move(card("9D"), T(0), F(Suit.DIAMONDS)))      # refused: not next
    game.play(Move(card("8S"), T(1), T(0)))                  # 8S on 9D, turns KS (+5)
    snapshots.append(game.snapshot())
    assert game.score == 20 and game.hidden == [1, 0, 0, 0, 0, 0, 0]
    assert game.columns == [cards("5C 9D 8S"), cards("KS"), cards("4D"), [], [], [], []]

    undone = game.undo()
    assert undone.move == Move(card("8S"), T(1), T(0)) and undone.turned == card("KS")
    assert game.snapshot() == snapshots[1]
    assert game.hidden[1] == 1 and not game.is_face_up(1, 0)
    game.undo()
    assert game.snapshot() == snapshots[0]
    assert game.score == 0 and game.foundations == [[], [], [], []]
    assert game.undo() is Refusal.NOTHING_TO_UNDO


@pytest.mark.parametrize("rule", Rule)
def test_undoing_a_take_back_puts_the_card_back_on_its_foundation(rule):
    game = build(["8S"], {"H": 7}, rule)
    game.score = 70
    before = game.snapshot()
    game.play(Move(card("7H"), F(Suit.HEARTS), T(0)))
    undone = game.undo()
    assert undone.is_take_back
    assert game.snapshot() == before
    assert game.take_backs_used == 0


@pytest.mark.parametrize("rule", Rule)
def test_the_move_counter_never_goes_down(rule):
    game = Game(GameCode(rule, 1))
    counts = [game.moves_made]
    for _ in range(3):
        game.play(game.legal_moves()[0])
        counts.append(game.moves_made)
    for _ in range(3):
        game.undo()
        counts.append(game.moves_made)
    game.play(game.legal_moves()[0])
    counts.append(game.moves_made)
    assert counts == [0, 1, 2, 3, 3, 3, 3, 4]
    assert game.undos_used == 3


def test_a_refused_move_changes_no_counter():
    game = build(["7H", "8D"])
    assert game.play(Move(card("7H"), T(0), T(1))) is Refusal.WRONG_COLOUR
    assert (game.moves_made, game.score, len(game.history)) == (0, 0, 0)


@pytest.mark.parametrize("rule", Rule)
def test_undo_reaches_back_exactly_100_moves(rule):
    game = build(["KS"], rule=rule)
    snapshots = [game.snapshot()]
    total = UNDO_LIMIT + 5
    for step in range(total):
        change = game.play(Move(card("KS"), T(step % 7), T((step + 1) % 7)))
        assert isinstance(change, Change)
        snapshots.append(game.snapshot())
    assert UNDO_LIMIT == 100 and game.can_undo
    for back in range(1, UNDO_LIMIT + 1):
        assert isinstance(game.undo(), Change)
        assert game.snapshot() == snapshots[total - back]
    assert not game.can_undo
    assert game.undo() is Refusal.NOTHING_TO_UNDO
    assert game.snapshot() == snapshots[5]
    assert game.moves_made == total
