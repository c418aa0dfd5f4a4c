"""The solver: winning lines replay, unsolvable means proven, budgets and cancel work."""

import random
import threading

import pytest

from yukon_qt.engine import Card, Game, GameCode, Move, Pile, Rule, Suit
from yukon_qt.engine import solver as solver_module
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, _Search, best_heuristic_move, solve
from yukon_qt.engine.solver_state import FOUNDATION, TABLES, DeadlockCheck, encode, is_stuck, still_free

from engine_positions import build, random_walk, replay_wins, won_but_one

C, R = Rule.CLASSIC, Rule.RELAXED


def hearts_locked(rule: Rule) -> Game:
    """Every heart in the tableau, the King of hearts lying on the face-down Ace.

    Under Classic no heart may go on another heart and no column can empty,
    so the King never moves; under Relaxed the Ten goes on the Jack and the
    King on the empty column.
    """
    return build(
        ["AH | KH", "2H 5H", "3H 7H", "4H 9H", "6H JH", "8H QH", "TH"],
        {"S": 13, "D": 13, "C": 13},
        rule,
    )


@pytest.mark.parametrize("rule", Rule)
def test_one_card_from_the_win_is_solved_with_that_card(rule):
    game = won_but_one(rule)
    result = solve(game, seconds=None)
    assert result.status == SOLVABLE
    assert result.moves == [Move(Card.parse("KC"), Pile.column(0), Pile.foundation(Suit.CLUBS))]
    assert replay_wins(game, result.moves)


def group_first() -> Game:
    """JH and QS lie on the face-down JS; only moving them onto QC frees it."""
    return build(["JS | JH QS", "KD QC", "KS", "KC QH", "KH"], {"S": 10, "H": 10, "D": 12, "C": 11})


def test_a_near_won_position_needs_a_group_move_first():
    game = group_first()
    result = solve(game, seconds=None)
    assert result.status == SOLVABLE
    assert result.moves[0] == Move(Card.parse("JH"), Pile.column(0), Pile.column(1))
    assert replay_wins(game, result.moves)


def test_the_locked_king_of_hearts_is_proven_unsolvable_under_classic():
    result = solve(hearts_locked(C), seconds=None)
    assert result.status == UNSOLVABLE
    assert result.moves == []


def test_the_same_cards_are_solvable_under_relaxed():
    game = hearts_locked(R)
    result = solve(game, seconds=None)
    assert result.status == SOLVABLE
    assert replay_wins(game, result.moves)


def test_a_plain_exhaustive_search_agrees_on_the_locked_king():
    result = solve(hearts_locked(C), shortcuts=False, seconds=None)
    assert result.status == UNSOLVABLE


def test_the_solver_leaves_the_game_untouched():
    game = Game(GameCode(C, 1))
    before = game.snapshot()
    solve(game, seconds=None, max_nodes=2000)
    assert game.snapshot() == before


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("number", [1, 2, 3])
def test_winning_lines_of_real_deals_replay_in_the_engine(rule, number):
    game = Game(GameCode(rule, number))
    result = solve(game, seconds=None, max_nodes=20000)
    assert result.status == SOLVABLE
    assert result.positions >= 1
    assert replay_wins(game, result.moves)


def test_a_position_in_the_middle_of_a_game_is_solved_from_there():
    game = Game(GameCode(C, 2))
    line = solve(game, seconds=None, max_nodes=20000).moves
    for move in line[:30]:
        game.play(move)
    result = solve(game, seconds=None, max_nodes=20000)
    assert result.status == SOLVABLE
    assert replay_wins(game, result.moves)


def random_endgame(seed: int, rule: Rule) -> Game:
    """A random position: some cards home, the rest in random columns, nearly all face down."""
    rng = random.Random(seed)
    heights = {letter: rng.randint(2 + seed % 5, 13) for letter in "SHDC"}
    left = [f"{'A23456789TJQK'[rank - 1]}{letter}" for letter in "SHDC" for rank in range(heights[letter] + 1, 14)]
    rng.shuffle(left)
    columns = [[] for _ in range(7)]
    for word in left:
        columns[rng.randrange(7)].append(word)
    texts = []
    for column in columns:
        down = max(0, len(column) - 1 - rng.randint(0, 1))
        texts.append(" ".join(column[:down]) + " | " + " ".join(column[down:]) if down else " ".join(column))
    return build(texts, heights, rule)


@pytest.mark.parametrize("rule", Rule)
def test_the_shortcuts_never_change_the_answer(rule):
    """Safe moves, take-back pruning and dead checks against a plain exhaustive search."""
    statuses = []
    for seed in range(120):
        game = random_endgame(seed, rule)
        plain = solve(game, seconds=None, shortcuts=False, max_nodes=20000)
        if plain.status == UNKNOWN:
            continue
        fast = solve(game, seconds=None, max_nodes=50000)
        assert fast.status == plain.status, seed
        if fast.status == SOLVABLE:
            assert replay_wins(game, fast.moves)
        statuses.append(plain.status)
    assert len(statuses) >= 100
    if rule is C:
        assert set(statuses) == {SOLVABLE, UNSOLVABLE}


def test_a_node_budget_stops_the_search_as_unknown():
    result = solve(Game(GameCode(C, 5)), seconds=None, max_nodes=300)
    assert result.status == UNKNOWN
    assert result.stopped == "nodes"
    assert result.moves == []
    assert 0 < result.positions <= 3000


def test_a_position_budget_stops_the_search_as_unknown():
    result = solve(Game(GameCode(C, 5)), seconds=None, max_positions=500)
    assert result.status == UNKNOWN
    assert result.stopped == "positions"
    assert result.largest_table == 500
    assert result.positions >= 500


def test_a_time_limit_stops_the_search_as_unknown():
    result = solve(Game(GameCode(C, 5)), seconds=0.05)
    assert result.status == UNKNOWN
    assert result.stopped == "time"


def test_a_set_event_cancels_the_search():
    cancel = threading.Event()
    cancel.set()
    result = solve(Game(GameCode(C, 5)), seconds=None, cancel=cancel)
    assert result.status == UNKNOWN
    assert result.stopped == "cancelled"


def test_cancel_from_another_thread_ends_a_long_search():
    cancel = threading.Event()
    results = []
    worker = threading.Thread(target=lambda: results.append(solve(Game(GameCode(C, 5)), seconds=None, cancel=cancel)))
    worker.start()
    cancel.set()
    worker.join(60)
    assert not worker.is_alive()
    assert results[0].status == UNKNOWN
    assert results[0].stopped == "cancelled"


def test_a_cancel_function_is_asked_as_well():
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 2

    result = solve(Game(GameCode(C, 5)), seconds=None, cancel=cancelled)
    assert result.stopped == "cancelled"
    assert len(calls) == 3


# --------------------------------------------------------------------- hints
@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("number", [1, 5, 77])
def test_the_heuristic_hint_is_a_legal_move(rule, number):
    game = Game(GameCode(rule, number))
    move = best_heuristic_move(game)
    assert move is not None
    assert game.check(move) is None


def test_the_heuristic_hint_prefers_turning_a_card():
    assert best_heuristic_move(group_first()) == Move(Card.parse("JH"), Pile.column(0), Pile.column(1))


def test_no_hint_when_nothing_can_move():
    assert best_heuristic_move(hearts_locked(C)) is None


# ------------------------------------------------ narrower searches, skipped checks
def narrower_search_result(game: Game) -> str:
    """Exhaust the narrower search alone (groups on a fitting face-up card stay put)."""
    tables = TABLES[game.rule]
    columns, heights = encode(game)
    search = _Search(tables, DeadlockCheck(columns, tables))
    search.settled = True
    columns, heights = list(columns), list(heights)
    search.play_safe(columns, heights, [])
    status, _, _, _ = search.run(tuple(columns), tuple(heights), None, 10**7, None, lambda: False)
    return status


@pytest.mark.parametrize("rule", Rule)
@pytest.mark.parametrize("seed", [92, 107, 128])
def test_a_win_the_narrower_search_misses_is_still_found(rule, seed):
    """The narrower search running out proves nothing: the whole search finds the win."""
    game = random_endgame(seed, rule)
    assert narrower_search_result(game) == UNSOLVABLE
    result = solve(game, seconds=None, max_nodes=50000)
    assert result.status == SOLVABLE
    assert replay_wins(game, result.moves)


def test_the_stuck_check_is_skipped_only_where_it_cannot_cut():
    """After a move onto another base with a free twin base, a position not stuck stays not stuck."""
    skipped = 0
    for rule in Rule:
        tables = TABLES[rule]
        games = [random_endgame(seed, rule) for seed in range(60)]
        rng = random.Random(7)
        for number in range(1, 9):  # positions along random walks through real deals
            games += [Game.from_dict(game.to_dict()) for game in random_walk(Game(GameCode(rule, number)), 40, rng)]
        for game in games:
            columns, heights = encode(game)
            if is_stuck(columns, heights, tables):
                continue
            search = _Search(tables, DeadlockCheck(columns, tables))
            for move in search.moves(columns, heights):
                if move[1] == FOUNDATION or move[2] == FOUNDATION:
                    continue
                new_columns, new_heights, made, turned = search.apply(columns, heights, move)
                if turned or not still_free(move, made, new_columns, tables.parents):
                    continue
                skipped += 1
                assert not is_stuck(new_columns, new_heights, tables)
    assert skipped >= 200


def test_after_a_move_between_columns_only_the_card_left_is_looked_at_for_safe_moves(monkeypatch):
    """Every position the search reaches has had its safe foundation moves made (twin families' other
    members too), so after a move between columns ``apply`` looks only at the card the group left.
    In real searches it gives what looking at every column gives."""
    real = _Search.apply
    checked = safe_after = 0

    def checking(self, columns, heights, move):
        nonlocal checked, safe_after
        answer = real(self, columns, heights, move)
        card, source, destination = move
        if source != FOUNDATION and destination != FOUNDATION:
            moved = list(columns)
            place = moved[source].find(card)
            rest = moved[source][:place]
            turned = bool(rest) and rest[-1] >= 64
            if turned:
                rest = rest[:-1] + bytes((rest[-1] - 64,))
            moved[destination] += moved[source][place:]
            moved[source] = rest
            after, made = list(heights), [move]
            turned |= self.play_safe(moved, after, made)
            assert answer == (tuple(moved), tuple(after), made, turned)
            checked += 1
            safe_after += len(made) > 1
        return answer

    monkeypatch.setattr(_Search, "apply", checking)
    monkeypatch.setattr(solver_module, "FAMILIES_FROM", 0)  # twin families from the first search
    games = [Game(GameCode.parse(code)) for code in ("YU1-C-CKZFIXB", "YU1-C-UYYHEAH", "YU1-R-RJMMDDP")]
    games += [random_endgame(seed, rule) for rule in Rule for seed in range(40)]
    for game in games:
        solve(game, seconds=None, max_nodes=3000)
    assert checked >= 10_000 and safe_after >= 500
