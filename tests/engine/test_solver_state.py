"""The solver's proven shortcuts: which foundation moves are safe, which positions are stuck."""

import random

import pytest

from yukon_qt.engine import Card, Game, GameCode, Rule
from yukon_qt.engine import solver as solver_module
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE, solve
from yukon_qt.engine.solver_state import (
    RANK,
    SUIT,
    TABLES,
    DeadlockCheck,
    _all_matched,
    encode,
    hidden_counts,
    is_safe,
    is_stuck,
    position_key,
)

from engine_positions import build, random_walk

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
    return is_stuck(columns, heights, tables)


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


def test_a_king_going_home_empties_its_column_for_another_king():
    # Every column is taken, and no card can be taken back.  KS, alone in its column, may go home;
    # KH (with 4H) may then move there, and the hearts go home.  Were KS's column not counted as
    # emptied, 2H would be stuck.
    game = build(["KS", "2H | KH 4H", "3H", "5H", "6H", "7H", "8H 9H TH JH QH"],
                 {"S": 12, "H": 1, "D": 13, "C": 13})
    assert not stuck(game)


def buried_pair(seed: int, rule: Rule, lows_elsewhere: bool = False):
    """A random small position with two cards X, Y lying over a buried card J they fit on.

    Column 1 holds, face down, some cards, then J, then Y; X lies face up on
    Y.  X and Y can each go onto J (buried until both have left) and one more
    card P; under Relaxed the other cards they fit on are buried with J.  In
    two positions of three a lower card of X's and of Y's suit is buried
    too, so that neither can go home first: then X and Y both need P.
    With ``lows_elsewhere`` those lower cards lie face down in column 2,
    under a card C that cannot leave before J is last (every card C fits on,
    and a lower card of its suit, are buried with J).
    """
    rng = random.Random(seed)
    tables = TABLES[rule]
    low_rank = rng.randint(11, 13)
    j = rng.choice([suit * 13 + low_rank - 1 for suit in range(4)])
    x, y = rng.sample(tables.fitting[j], 2)
    others = [parent for parent in tables.parents[x] if parent != j]
    p = rng.choice(others)
    buried = [card for card in others if card != p]
    blocked = seed % 3 != 0
    lows = []
    if blocked:
        for card in (x, y):
            lows.append(card - rng.randint(1, min(3, RANK[card] - 1)))
    special = {j, x, y, p, *buried, *lows}
    cover: list[int] = []
    if lows_elsewhere and lows:
        c = rng.choice([
            card for card in range(52)
            if 1 < RANK[card] < 13 and card not in special and card - 1 not in special
            and not special & {*tables.parents[card]}
        ])
        cover = [c]
        buried += [*tables.parents[c], c - 1]
        special |= {c, c - 1, *tables.parents[c]}
    heights = {}
    for suit in range(4):
        ranks = [RANK[card] for card in special if SUIT[card] == suit]
        top = min(ranks) - 1 if ranks else 13
        heights[suit] = max(0, top - rng.randint(0, 1))
    rest = [card for card in range(52) if RANK[card] > heights[SUIT[card]] and card not in special]
    rng.shuffle(rest)
    down_extra = rest[: rng.randint(0, 1)]
    up_extra = rest[len(down_extra): len(down_extra) + rng.randint(0, 1)]
    rest = rest[len(down_extra) + len(up_extra):] + [p]
    rng.shuffle(rest)
    face_down = buried + (lows if not cover else []) + down_extra
    rng.shuffle(face_down)
    def name(card: int) -> str:
        return str(Card.from_index(card))

    down_text = " ".join(name(card) for card in face_down + [j, y])
    texts = [down_text + " | " + " ".join(name(card) for card in [x] + up_extra)]
    if cover:
        texts.append(" ".join(name(card) for card in lows) + " | " + name(cover[0]))
    columns: list[list[int]] = [[] for _ in range(6 - len(cover))]
    for card in rest:
        columns[rng.randrange(len(columns))].append(card)
    for cards in columns:
        down = rng.randint(0, max(0, len(cards) - 1))
        words = [name(card) for card in cards]
        texts.append(" ".join(words[:down]) + " | " + " ".join(words[down:]) if down else " ".join(words))
    return build(texts, {"SHDC"[suit]: heights[suit] for suit in range(4)}, rule), blocked


@pytest.mark.slow
@pytest.mark.parametrize("lows_elsewhere", [False, True], ids=["lows-below-J", "lows-in-another-column"])
@pytest.mark.parametrize("rule", Rule)
def test_two_cards_needing_the_one_free_card_left_over_a_buried_one_make_a_dead_position(rule, lows_elsewhere):
    """Against the plain exhaustive search: whenever the check calls a position dead, no win is found."""
    fired = lost = 0
    for seed in range(60):
        game, blocked = buried_pair(seed, rule, lows_elsewhere)
        columns, _ = encode(game)
        dead = DeadlockCheck(columns, TABLES[rule]).is_dead(hidden_counts(columns))
        if blocked:
            assert dead, seed  # the pattern it was built with
        if dead:
            fired += 1
            plain = solve(game, seconds=None, shortcuts=False, max_nodes=20000)
            assert plain.status != SOLVABLE, seed
            lost += plain.status == UNSOLVABLE
    assert fired >= 35
    if rule is Rule.CLASSIC:
        assert lost >= 5  # proven lost by the plain search too (it runs out of nodes on the others)


def test_the_pair_check_leaves_alone_the_positions_where_a_card_may_go_home_first():
    """The same positions without the buried lower cards: mostly winnable, and never called dead."""
    for rule in Rule:
        for seed in range(0, 60, 3):
            game, blocked = buried_pair(seed, rule)
            assert not blocked
            columns, _ = encode(game)
            assert not DeadlockCheck(columns, TABLES[rule]).is_dead(hidden_counts(columns))
            assert solve(game, seconds=None, shortcuts=False, max_nodes=20000).status == SOLVABLE


def test_the_dead_check_proves_a_real_deal_lost_at_once():
    game = Game(GameCode.parse("YU1-C-WZUMRKJ"))
    columns, _ = encode(game)
    assert DeadlockCheck(columns, TABLES[Rule.CLASSIC]).is_dead(hidden_counts(columns))
    assert solve(game, seconds=None).status == UNSOLVABLE


@pytest.mark.parametrize(
    "places, matched",
    [
        ([[1], [1]], False),  # two cards, one place: the pair of YU1-C-WZUMRKJ
        ([[1, 2], [1], [2]], False),  # three cards, two places between them
        ([[1, 2], [1]], True),  # the first goes onto 2
        ([[]], False),  # a card with no place at all
        ([[1, 2, 3], [1, 2], [2]], True),
    ],
)
def test_held_cards_need_a_place_each(places, matched):
    assert _all_matched(places) is matched


def card_by_card_stuck(columns, heights, tables) -> bool:
    """``is_stuck``'s fixpoint grown one card at a time from a work list: the same rules, written plainly."""
    parents = tables.parents
    free, gone, pickable, home = set(), set(), set(), set()
    below = {}
    for suit in range(4):
        home.update(range(suit * 13, suit * 13 + heights[suit]))
        if heights[suit]:
            pickable.add(suit * 13 + heights[suit] - 1)
    tableau = []
    for column in columns:
        previous = -1
        for value in column:
            card = value & 63
            tableau.append(card)
            below[card] = previous
            previous = card
            if value < 64:
                pickable.add(card)
        if column:
            free.add(previous)
    empty_column = not all(columns)

    def run(suit):
        height = heights[suit]
        while height < 13 and suit * 13 + height in free:
            height += 1
        return height

    changed = True
    while changed:
        changed = False
        for card in list(pickable | free) + list(home):
            if card in gone or not (card in pickable or card in free):
                continue
            able = (RANK[card] == 13 and empty_column) or any(parent in free for parent in parents[card])
            if card in home:
                if able:
                    gone.add(card)
                    free.add(card)
                    if RANK[card] > 1:
                        pickable.add(card - 1)
                    changed = True
                continue
            going_home = card in free and RANK[card] <= run(SUIT[card])
            if not (going_home or able):
                continue
            gone.add(card)
            changed = True
            if below[card] >= 0:
                free.add(below[card])
            elif going_home or RANK[card] != 13:
                empty_column = True
    return any(card not in free for card in tableau)


@pytest.mark.slow
def test_the_mask_fixpoint_agrees_with_a_card_by_card_one(monkeypatch):
    """``is_stuck`` keeps its sets in bit masks; a plain card-by-card version of the same rules agrees on
    every position a search asks about and on positions along random games, stuck or not."""
    asked = []
    real = solver_module.is_stuck

    def recording(columns, heights, tables):
        asked.append((columns, heights, tables))
        return real(columns, heights, tables)

    monkeypatch.setattr(solver_module, "is_stuck", recording)
    for code in ("YU1-C-CKZFIXB", "YU1-R-RJMMDDP", "YU1-C-HVPETAY"):
        solve(Game(GameCode.parse(code)), seconds=None, max_nodes=2000)
    rng = random.Random(3)
    for rule in Rule:
        for number in range(1, 31):
            asked += [(*encode(game), TABLES[rule]) for game in random_walk(Game(GameCode(rule, number)), 80, rng)]
    for seed in range(3000):  # random positions: cards home, empty columns, Kings at the bottom
        rule = list(Rule)[seed % 2]
        heights = [rng.randint(0, 13) for _ in range(4)]
        left = [suit * 13 + rank for suit in range(4) for rank in range(heights[suit], 13)]
        rng.shuffle(left)
        columns = [bytearray() for _ in range(7)]
        for card in left:
            columns[rng.randrange(7 if seed % 3 else 5)].append(card)
        for column in columns:
            for place in range(max(0, len(column) - 1 - rng.randint(0, 6))):
                column[place] += 64  # face down
        asked.append((tuple(bytes(column) for column in columns), tuple(heights), TABLES[rule]))
    answers = [real(*position) for position in asked]
    assert answers == [card_by_card_stuck(*position) for position in asked]
    assert sum(answers) >= 500 and len(answers) - sum(answers) >= 500
