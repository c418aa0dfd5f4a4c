"""Twin families (``solver_families``): the key, the members and the search over them."""

import random

import pytest

from yukon_qt.engine import Card, Game, GameCode, Rule, solver_families
from yukon_qt.engine import solver as solver_module
from yukon_qt.engine.moves import MAX_GROUP
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE, _Search, solve
from yukon_qt.engine.solver_state import DOWN, FOUNDATION, RANK, SUIT, TABLES, DeadlockCheck, encode, position_key

from engine_positions import build, replay_wins

C = Rule.CLASSIC
FAMILIES = solver_families.TwinFamilies(TABLES[C])


@pytest.fixture(autouse=True)
def families_from_the_first_search(monkeypatch):
    """The solver turns the families on only for larger searches; these small ones need them at once."""
    monkeypatch.setattr(solver_module, "FAMILIES_FROM", 0)


def legal_swaps(columns):
    """Every twin swap, found the slow way: each group lying on a card it fits, onto that card's twin."""
    parents = TABLES[C].parents
    found = []
    for source, column in enumerate(columns):
        for place in range(1, len(column)):
            card, under = column[place], column[place - 1]
            if card >= DOWN or under >= DOWN or under not in parents[card] or len(column) - place > MAX_GROUP:
                continue
            for target, other in enumerate(columns):
                if target != source and other and other[-1] in parents[card] and other[-1] != under:
                    moved = list(columns)
                    moved[target] = other + column[place:]
                    moved[source] = column[:place]
                    found.append(tuple(moved))
    return found


def walked_positions(code: str, walks: int, seed: int = 1):
    """Positions of random games of a deal."""
    game = Game(GameCode.parse(code))
    tables = TABLES[game.rule]
    start_columns, start_heights = encode(game)
    search = _Search(tables, DeadlockCheck(start_columns, tables))
    rng = random.Random(seed)
    for _ in range(walks):
        columns, heights = tuple(start_columns), tuple(start_heights)
        for _ in range(50):
            moves = search.moves(columns, heights)
            if not moves:
                break
            columns, heights, _, _ = search.apply(columns, heights, rng.choice(moves))
            yield columns


def test_classic_twins_are_the_cards_of_one_rank_and_colour():
    for card in range(52):
        twin = FAMILIES.twin[card]
        if RANK[card] == 1:
            assert twin is None
        else:
            assert RANK[twin] == RANK[card] and twin != card and (SUIT[twin] in (1, 2)) == (SUIT[card] in (1, 2))
    assert not solver_families.TwinFamilies(TABLES[Rule.RELAXED]).active


def test_a_twin_swap_keeps_the_key():
    """Or, where the loose pieces are too many or too big to merge, keeps the position's own key."""
    swapped = plain = 0
    for columns in walked_positions("YU1-C-HVPETAY", 120):
        key, loose = FAMILIES.key(columns)
        if loose == 0:
            assert key == position_key(columns)
        for moved in legal_swaps(columns):
            if loose:
                assert FAMILIES.key(moved) == (key, loose)
                swapped += 1
            else:
                assert FAMILIES.key(moved) == (position_key(moved), 0)
                plain += 1
    assert swapped > 500 and swapped > 10 * plain


def test_the_members_are_the_positions_of_the_key_joined_by_swaps():
    """Members reached by swaps share the key; so does nothing a non-swap move reaches (in a sample)."""
    checked = 0
    for columns in walked_positions("YU1-C-WSUWNKY", 60, seed=2):
        key, loose = FAMILIES.key(columns)
        if not loose:
            continue
        members = FAMILIES.members(columns)
        reached = {columns, *(member[0] for member in members)}
        assert len(reached) == len(members) + 1 <= 2 ** loose
        for member, swaps, back in members:
            assert FAMILIES.key(member) == (key, loose)
            replayed = columns
            for card, source, target in swaps:  # the swaps replay, one legal swap after another
                at = replayed[source].find(card)
                swapped = tuple(
                    column[:at] if index == source else column + replayed[source][at:] if index == target
                    else column for index, column in enumerate(replayed))
                assert swapped in legal_swaps(replayed)
                replayed = swapped
            assert replayed == member
            # some swap leads back towards the first member: a group onto the card it lies on there
            assert back
            for a, b, g in back:
                assert member[a][-1] in TABLES[C].parents[g] and g in member[b]
                at = member[b].find(g)
                assert bytes((member[a][-1], g)) in b"\xff".join(columns)  # where g lies in the first member
                undone = tuple(column[:at] if index == b else column + member[b][at:] if index == a else column
                               for index, column in enumerate(member))
                assert undone in legal_swaps(member)
        # every position one swap from a member is a member
        for position in reached:
            for moved in legal_swaps(position):
                assert moved in reached
        checked += 1
    assert checked > 100


def test_a_family_position_leaves_out_exactly_the_twin_swaps_that_stay_in_the_family():
    """Every move listed leads out of the family, every move left out leads back into it."""
    left_out = 0
    for seed in range(300):
        game = twin_endgame(seed)
        start_columns, start_heights = encode(game)
        search = _Search(TABLES[C], DeadlockCheck(start_columns, TABLES[C]))
        columns, heights = list(start_columns), list(start_heights)
        search.play_safe(columns, heights, [])  # the search is only ever in positions after these
        columns, heights = tuple(columns), tuple(heights)
        key, loose = FAMILIES.key(columns)
        if not loose:
            continue
        every = search.moves(columns, heights)
        listed = search.moves(columns, heights, family=True)
        assert listed == [move for move in every if FAMILIES.key(search.apply(columns, heights, move)[0])[0] != key]
        left_out += len(every) - len(listed)
    assert left_out > 100


def twin_endgame(seed: int) -> Game:
    """A random late position rich in twins: few cards left, mostly face up, often built down.

    Odd seeds spread the cards over all seven columns with up to 3 face down in
    each; even seeds crowd them into five, with up to 6 face down, and more of
    those are lost.
    """
    rng = random.Random(seed)
    low, high, built_share, most_down, used = (3, 8, 0.6, 3, 7) if seed % 2 else (4, 9, 0.7, 6, 5)
    heights = {letter: rng.randint(low, high) for letter in "SHDC"}
    left = [Card.parse(f"{'A23456789TJQK'[rank - 1]}{letter}").index
            for letter in "SHDC" for rank in range(heights[letter] + 1, 14)]
    parents = TABLES[C].parents
    rng.shuffle(left)
    columns: list[list[int]] = [[] for _ in range(used)]
    for card in left:
        built = [column for column in columns if column and column[-1] in parents[card]]
        target = rng.choice(built) if built and rng.random() < built_share else columns[rng.randrange(used)]
        target.append(card)
    texts = []
    for column in columns:
        words = [str(Card.from_index(card)) for card in column]
        down = rng.randint(0, min(most_down, max(0, len(words) - 1)))
        texts.append(" ".join(words[:down]) + " | " + " ".join(words[down:]) if down else " ".join(words))
    return build(texts, heights, C)


def compare_with_the_plain_search(seeds) -> tuple[list[str], list[int]]:
    """The solver's answers where the plain exhaustive search decides; the seeds where they differ."""
    statuses, differing = [], []
    for seed in seeds:
        game = twin_endgame(seed)
        plain = solve(game, seconds=None, shortcuts=False, max_nodes=30000)
        if plain.status == UNKNOWN:
            continue
        fast = solve(game, seconds=None, max_nodes=60000)
        if fast.status != plain.status:
            differing.append(seed)
        elif fast.status == SOLVABLE:
            assert replay_wins(game, fast.moves), seed
        statuses.append(plain.status)
    return statuses, differing


@pytest.mark.slow
def test_the_family_search_agrees_with_the_plain_search():
    """Against the plain exhaustive search on random positions where twin families are common."""
    families = sum(FAMILIES.key(encode(twin_endgame(seed))[0])[1] > 0 for seed in range(200))
    assert families > 80
    statuses, differing = compare_with_the_plain_search(range(200))
    assert differing == []
    assert len(statuses) >= 180
    assert statuses.count(UNSOLVABLE) >= 6 and statuses.count(SOLVABLE) >= 150


@pytest.mark.slow
def test_the_keys_remembered_and_the_swaps_left_out_change_nothing_in_the_search(monkeypatch):
    """Whether a family key is remembered, forgotten or computed afresh, and whether a family's own swaps are
    tried, the search sees the same positions, in the same order (restarts with shuffled move orders included)."""
    codes = ["YU1-C-CKZFIXB", "YU1-C-VZKULNK"]
    games = [twin_endgame(seed) for seed in range(40)] + [Game(GameCode.parse(code)) for code in codes]

    def searches():
        return [(result.status, result.positions, [str(move) for move in result.moves])
                for result in (solve(game, seconds=None, max_nodes=6000) for game in games)]

    remembered = searches()
    assert sum(status == SOLVABLE for status, _, _ in remembered) >= 30
    assert len({count for _, count, _ in remembered}) > 20
    monkeypatch.setattr(solver_module, "KNOWN_KEYS", 3)  # forgotten nearly at once
    assert searches() == remembered
    every_move = _Search.moves
    with monkeypatch.context() as patched:
        patched.setattr(_Search, "moves", lambda self, columns, heights, family=False: every_move(self, columns,
                                                                                                 heights))
        assert searches() == remembered
    computed = 0
    real_key = solver_families.TwinFamilies.key

    def counted(self, columns, plain=None):
        nonlocal computed
        computed += 1
        return real_key(self, columns, plain)

    monkeypatch.setattr(solver_families.TwinFamilies, "key", counted)
    monkeypatch.setattr(solver_module, "KNOWN_KEYS", 10**9)
    assert searches() == remembered
    remembering = computed
    computed = 0
    monkeypatch.setattr(solver_module, "KNOWN_KEYS", 1)
    assert searches() == remembered
    assert computed > 1.2 * remembering  # the memory does save keys


@pytest.mark.slow
def test_the_comparison_catches_a_search_that_skips_the_other_members_moves(monkeypatch):
    """Only the first member's moves: unsound (a win may need the twin the group left), and caught."""
    monkeypatch.setattr(solver_families.TwinFamilies, "unmirrored", lambda *_: [])
    _, differing = compare_with_the_plain_search(range(200))
    assert len(differing) >= 3


# Positions found among random ones, each won only through one kind of the other members' listed moves.
NEEDS = {
    "a group onto A": (
        ["9S | JC", "KC | 9C 8D", "QD JS KH", "TH QS QC | TC JH KS", "9D TD", "QH | JD TS 9H KD 8H"],
        {"S": 8, "H": 7, "D": 7, "C": 8}),
    "A home": (
        ["7H KS QH JS | 9D", "TD KD", "6C KC QD 9C | 8D JC", "QS 8H | 7C 8C", "9H JH QC", "TH | JD TC KH"],
        {"S": 10, "H": 6, "D": 7, "C": 5}),
    "a group holding A onto S's last card": (
        ["", "KH KD | QS JD QC", "TD TH 9S | 9D", "JC | KC 8H 6S", "JS | JH TC 7H 9H 8S TS KS QD", "QH 7S | 6H"],
        {"S": 5, "H": 5, "D": 8, "C": 9}),
}


def leaves_out(kind: str, move, a: int, b: int) -> bool:
    if kind == "a group onto A":
        return move[2] == a
    if kind == "A home":
        return move[1] == a and move[2] == FOUNDATION
    return move[1] == a and move[2] == b


@pytest.mark.slow
@pytest.mark.parametrize("kind", NEEDS)
def test_each_kind_of_listed_move_is_needed_for_some_win(monkeypatch, kind):
    columns, heights = NEEDS[kind]
    game = build(columns, heights)
    assert solve(game, seconds=None, shortcuts=False, max_nodes=30000).status == SOLVABLE
    result = solve(game, seconds=None, max_nodes=60000)
    assert result.status == SOLVABLE
    assert replay_wins(game, result.moves)
    listed = solver_families.TwinFamilies.unmirrored
    monkeypatch.setattr(solver_families.TwinFamilies, "unmirrored", lambda self, columns, a, b, *rest: [
        move for move in listed(self, columns, a, b, *rest) if not leaves_out(kind, move, a, b)])
    assert solve(game, seconds=None, max_nodes=60000).status != SOLVABLE


@pytest.mark.parametrize("code, status, start", [
    ("YU1-C-CKZFIXB", UNSOLVABLE, solver_module.FAMILIES_FROM),  # as the solver has it
    ("YU1-C-KRAEMWL", UNSOLVABLE, 1_000), ("YU1-C-UYYHEAH", SOLVABLE, 1_000)])  # earlier, to switch in smaller searches
@pytest.mark.slow
def test_turning_the_families_on_between_searches_keeps_the_answers(monkeypatch, code, status, start):
    """The solver starts without families; the positions proven lost before then count for their families."""
    monkeypatch.setattr(solver_module, "FAMILIES_FROM", start)
    carried = []
    start_families = solver_module._Search.start_families

    def counting(search):
        carried.append(len(search.lost))
        start_families(search)
        assert search.families.active

    monkeypatch.setattr(solver_module._Search, "start_families", counting)
    game = Game(GameCode.parse(code))
    result = solve(game, seconds=None)
    assert result.status == status
    assert len(carried) == 1 and carried[0] > 0
    if status == SOLVABLE:
        assert replay_wins(game, result.moves)
    assert solve(game, seconds=None, families=False).status == status


def test_a_position_proven_lost_makes_its_family_lost():
    columns = next(columns for columns in walked_positions("YU1-C-HVPETAY", 20) if FAMILIES.key(columns)[1])
    tables = TABLES[C]
    search = _Search(tables, DeadlockCheck(columns, tables))
    search.lost = {position_key(columns)}
    search.start_families()
    assert search.lost == {FAMILIES.key(columns)[0]}
    for member, _, _ in search.families.members(columns):
        assert search.families.key(member)[0] in search.lost
