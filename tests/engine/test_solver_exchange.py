"""The proof search over shapes (``solver_exchange``): the shape key, and never a loss where a win exists."""

import random

import pytest

from yukon_qt.engine import Game, GameCode, Rule, solver_exchange
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, _Search, _to_engine, solve
from yukon_qt.engine.solver_state import FOUNDATION, TABLES, DeadlockCheck, encode, is_stuck

from engine_positions import replay_wins
from test_solver_families import twin_endgame, walked_positions

C = Rule.CLASSIC
SHAPES = solver_exchange.Shapes(TABLES[C])


def members(columns, rng: random.Random, count: int):
    """Other positions of the shape of ``columns``: the pieces of random slot pairs exchanged."""
    roots, hanging, pairs = SHAPES.pieces(columns)
    found = []
    for _ in range(count):
        moved = dict(hanging)
        for card, other in pairs:
            if rng.random() < 0.5:
                first, second = moved.pop(card, None), moved.pop(other, None)
                if first is not None:
                    moved[other] = first
                if second is not None:
                    moved[card] = second
        member, _ = SHAPES.build_or_loop(roots, moved)
        if member is not None:
            found.append(member)
    return found


def heights_of(columns) -> tuple[int, ...]:
    """The foundations of a position: every card not in the columns is home."""
    left = [value & 63 for column in columns for value in column]
    return tuple(13 - sum(1 for card in left if card // 13 == suit) for suit in range(4))


def proof(game: Game, max_positions: int = 200_000) -> tuple[str, list]:
    """The proof search from ``game``'s position, as ``solve`` starts it (safe moves made first)."""
    tables = TABLES[game.rule]
    columns, heights = encode(game)
    start = _Search(tables, DeadlockCheck(columns, tables))
    playing, after, opening = list(columns), list(heights), []
    start.play_safe(playing, after, opening)
    search = solver_exchange.ProofSearch(tables, DeadlockCheck(columns, tables))
    status, line = search.run(tuple(playing), tuple(after), None, max_positions, lambda: False)
    return status, [_to_engine(step) for step in opening + line]


def test_the_positions_of_a_shape_have_its_key_and_the_same_dead_position_answer():
    rng = random.Random(3)
    exchanged = 0
    positions = list(walked_positions("YU1-C-HVPETAY", 40)) + [encode(twin_endgame(seed))[0] for seed in range(100)]
    for columns in positions:
        key = SHAPES.key(columns)
        heights = heights_of(columns)
        for member in members(columns, rng, 6):
            assert SHAPES.key(member) == key
            assert sorted(b"".join(member)) == sorted(b"".join(columns))
            assert is_stuck(member, heights, TABLES[C]) == is_stuck(columns, heights, TABLES[C])
            exchanged += member != columns
    assert exchanged > 200


def test_positions_of_other_shapes_have_other_keys():
    seen: dict[bytes, tuple] = {}
    rng = random.Random(5)
    for columns in walked_positions("YU1-C-CKZFIXB", 30):
        shape = SHAPES.pieces(columns)
        key = SHAPES.key(columns)
        roots, hanging, pairs = shape
        described = (tuple(sorted(roots)), tuple(sorted(
            tuple(sorted((hanging.get(card, b""), hanging.get(other, b"")))) for card, other in pairs)))
        assert seen.setdefault(key, described) == described
        assert all(SHAPES.key(member) == key for member in members(columns, rng, 3))


def compare_with_the_plain_search(seeds) -> tuple[dict[tuple[str, str], int], list[int]]:
    """Per (proof search's answer, plain search's answer) how many positions; the seeds of wrong losses."""
    statuses: dict[tuple[str, str], int] = {}
    wrong = []
    for seed in seeds:
        game = twin_endgame(seed)
        plain = solve(game, seconds=None, shortcuts=False, max_nodes=30000)
        if plain.status == UNKNOWN:
            continue
        status, line = proof(game)
        if status == UNSOLVABLE and plain.status == SOLVABLE:
            wrong.append(seed)
        if status == SOLVABLE:
            assert replay_wins(game, line), seed
        statuses[status, plain.status] = statuses.get((status, plain.status), 0) + 1
    return statuses, wrong


@pytest.mark.slow
def test_the_proof_search_never_calls_a_winnable_position_lost():
    """Against the plain exhaustive search on random late positions full of twins."""
    statuses, wrong = compare_with_the_plain_search(range(300))
    assert wrong == []
    assert statuses.get((UNSOLVABLE, UNSOLVABLE), 0) >= 8  # it proves the losses
    assert statuses.get((SOLVABLE, SOLVABLE), 0) >= 100


@pytest.mark.slow
def test_the_comparison_catches_a_search_that_borrows_nothing(monkeypatch):
    """Without the borrowed moves the search is unsound, and the comparison says so."""
    monkeypatch.setattr(solver_exchange.Shapes, "borrowed", lambda *_: [])
    _, wrong = compare_with_the_plain_search(range(120))
    assert len(wrong) >= 3


@pytest.mark.slow
@pytest.mark.parametrize("code", ["YU1-C-ZBUMHHM", "YU1-C-JVCKSAH", "YU1-C-UOGBILQ", "YU1-C-LEYOLCP"])
def test_winnable_deals_are_never_proven_lost(code):
    assert solve(Game(GameCode.parse(code)), seconds=None).status == SOLVABLE
    status, line = proof(Game(GameCode.parse(code)))
    assert status != UNSOLVABLE
    if status == SOLVABLE:
        assert replay_wins(Game(GameCode.parse(code)), line)


@pytest.mark.slow
@pytest.mark.parametrize("code", ["YU1-C-CKZFIXB", "YU1-C-HVPETAY"])
def test_it_proves_lost_deals_with_far_fewer_positions(code):
    status, _ = proof(Game(GameCode.parse(code)), max_positions=60_000)
    assert status == UNSOLVABLE


@pytest.mark.slow
def test_the_proof_search_tries_every_move_the_whole_search_tries():
    """Its own moves (before the borrowed ones) hold the whole search's, and groups of any size besides."""
    tables = TABLES[C]
    bigger = 0
    for code in ("YU1-C-HVPETAY", "YU1-C-CKZFIXB", "YU1-C-ZBUMHHM"):
        for columns in walked_positions(code, 20):
            heights = heights_of(columns)
            whole = set(_Search(tables, DeadlockCheck(columns, tables)).moves(columns, heights))
            search = solver_exchange.ProofSearch(tables, DeadlockCheck(columns, tables))
            own = {move[:3] for move in search.moves(columns, heights) if move[3] is None}
            assert whole <= own, columns
            bigger += len(own - whole)
    assert bigger > 0  # groups of more than MAX_GROUP cards


# Random late positions (``twin_endgame`` seeds) each won only through one kind of borrowed move.
NEEDS = {"a bare slot going home": 11, "a group onto its own column's last card": 819}


@pytest.mark.parametrize("kind", NEEDS)
def test_each_kind_of_borrowed_move_is_needed_for_some_win(monkeypatch, kind):
    game = twin_endgame(NEEDS[kind])
    assert solve(game, seconds=None, shortcuts=False, max_nodes=30000).status == SOLVABLE
    assert proof(game)[0] != UNSOLVABLE
    borrowed = solver_exchange.Shapes.borrowed
    home = kind == "a bare slot going home"

    def without(shapes, columns, heights):
        return [move for move in borrowed(shapes, columns, heights) if (move[2] == FOUNDATION) != home]

    monkeypatch.setattr(solver_exchange.Shapes, "borrowed", without)
    assert proof(game)[0] == UNSOLVABLE  # wrong: the comparison would catch it
