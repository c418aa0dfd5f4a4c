"""The solver's compact position and the rules it searches with.

A card is a number 0..51 (``Card.index``: suit * 13 + rank - 1).  A column
is a ``bytes`` object, deepest card first; a face-down card is stored as its
number + 64, so ``column.find(card)`` only finds face-up cards.  The
foundations are four heights; the cards that are on them need no other
record, because a foundation always holds Ace up to its height.

Two positions that differ only in the order of their columns play the same,
so the position key sorts the columns.  Nothing here imports Qt.

Safe foundation moves and useless take-backs (see ``closed_heights``).  Call
a set Q of foundation cards *closed* when, for each suit, it is Ace up to
some height, and every card that may be placed on a card of Q (one rank
lower; of the other colour under Classic, of any colour under Relaxed) is in
Q too.  Then no card that is not in Q can ever come to rest on a card of Q:
only a fitting card can be put on a card, and cards carried above it were
already above it.  Take any winning line and drop every move of a Q card:
what is left is still legal and still wins, with the Q cards waiting on their
foundations.  So the search never takes a Q card back, and a column's last
card that would join Q once placed goes to its foundation at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from .cards import Card
from .codes import Rule
from .game import Game, fits_on
from .moves import MAX_GROUP

DOWN: Final = 64
FOUNDATION: Final = 255
SEPARATOR: Final = b"\xff"

RANK: Final = tuple(card % 13 + 1 for card in range(52))
SUIT: Final = tuple(card // 13 for card in range(52))
KINGS: Final = tuple(suit * 13 + 12 for suit in range(4))

Columns = tuple[bytes, ...]  # the seven columns
Heights = tuple[int, ...]  # the four foundation heights
Step = tuple[int, int, int]  # a move: card, source and destination (a column index or FOUNDATION)
CardTable = tuple[tuple[int, ...], ...]  # per card (or per suit), some cards (or suits)


def _fitting(rule: Rule) -> CardTable:
    """For each card, the cards that may be placed on it in the tableau: the engine's fit rule, read once."""
    cards = [Card.from_index(number) for number in range(52)]
    return tuple(
        tuple(number for number, card in enumerate(cards) if fits_on(card, target, rule) is None)
        for target in cards
    )


def _parents(fitting: CardTable) -> CardTable:
    """For each card, the cards it may be placed on."""
    table: list[list[int]] = [[] for _ in range(52)]
    for target, cards in enumerate(fitting):
        for card in cards:
            table[card].append(target)
    return tuple(tuple(cards) for cards in table)


def _lower_suits(fitting: CardTable) -> CardTable:
    """For each suit, the suits of the cards that may be placed on a card of that suit (any rank)."""
    return tuple(
        tuple(sorted({SUIT[card] for target in range(52) if SUIT[target] == suit for card in fitting[target]}))
        for suit in range(4)
    )


class RuleTables:
    """Everything that depends on the rule, computed once."""

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.fitting = _fitting(rule)
        self.parents = _parents(self.fitting)
        self.lower_suits: CardTable = _lower_suits(self.fitting)


TABLES = {rule: RuleTables(rule) for rule in Rule}


def closed_heights(heights: Sequence[int], lower_suits: CardTable) -> list[int]:
    """Per suit, the height of the largest closed set of foundation cards (see module notes)."""
    closed = list(heights)
    changed = True
    while changed:
        changed = False
        for suit in range(4):
            limit = min(closed[other] for other in lower_suits[suit]) + 1
            if closed[suit] > limit:
                closed[suit] = limit
                changed = True
    return closed


def is_safe(card: int, heights: Sequence[int], lower_suits: CardTable) -> bool:
    """Whether placing ``card`` (the next card of its foundation) keeps it in a closed set."""
    suit = SUIT[card]
    after = list(heights)
    after[suit] += 1
    return closed_heights(after, lower_suits)[suit] == after[suit]


def encode(game: Game) -> tuple[Columns, Heights]:
    """The solver's columns and foundation heights for an engine ``Game``."""
    columns = tuple(
        bytes(card.index + (DOWN if position < game.hidden[index] else 0) for position, card in enumerate(column))
        for index, column in enumerate(game.columns)
    )
    heights = tuple(len(pile) for pile in game.foundations)
    return columns, heights


def hidden_counts(columns: Iterable[bytes]) -> tuple[int, ...]:
    return tuple(sum(1 for value in column if value >= DOWN) for column in columns)


def count_down(column: bytes) -> int:
    """How many face-down cards the column starts with."""
    count = 0
    for value in column:
        if value < DOWN:
            break
        count += 1
    return count


def position_key(columns: Iterable[bytes]) -> bytes:
    """Columns sorted: column order does not change what can be played."""
    return SEPARATOR.join(sorted(columns))


class DeadlockCheck:
    """Proves that some cards can never leave their column (then the position cannot be won).

    Only the face-down cards and the face-up card lying directly on them
    (the *covered* cards of a column) are followed.  A face-down card turns up
    only once the card above it has left; a card leaves to a card it fits on
    (that card face up by then), to its foundation (every lower card of its
    suit there first) or, for a King, to an empty column (assumed to come).
    Every other card is assumed available whenever wanted.  The cards that may
    ever leave are found as a least fixpoint of these conditions, so this
    over-estimates what any real play can do: when a covered card is left
    out, no play can win.  The covered cards depend only on how many cards
    are still face down in each column (the card lying on them is always the
    one dealt there), so the answer is remembered per tuple of counts.  The
    same counts feed a second test, which counts places instead of
    possibilities (``_held_cards_stuck``).
    """

    def __init__(self, root_columns: Iterable[bytes], tables: RuleTables) -> None:
        self.root = [bytes(value & 63 for value in column) for column in root_columns]
        self.parents = tables.parents
        self.memo: dict[tuple[int, ...], bool] = {}

    def is_dead(self, hidden: tuple[int, ...]) -> bool:
        answer = self.memo.get(hidden)
        if answer is None:
            answer = self.memo[hidden] = self._compute(hidden)
        return answer

    def _compute(self, hidden: tuple[int, ...]) -> bool:
        covered = self._covered(hidden)
        if not covered:
            return False
        _, waiting = self._leaving(covered, hidden)
        return bool(waiting) or self._held_cards_stuck(hidden)

    def _leaving(
        self, covered: dict[int, tuple[int, int]], hidden: tuple[int, ...], frozen: frozenset[int] = frozenset()
    ) -> tuple[set[int], list[int]]:
        """The least fixpoint of ``_may_leave``, ``frozen`` cards never exposed: (may leave, never leave)."""
        left: set[int] = set()
        waiting = [card for card in covered if card not in frozen]
        progress = True
        while progress and waiting:
            progress = False
            for card in list(waiting):
                if self._may_leave(card, covered, hidden, left, frozen):
                    left.add(card)
                    waiting.remove(card)
                    progress = True
        return left, waiting

    def _held_cards_stuck(self, hidden: tuple[int, ...]) -> bool:
        """Whether the cards that must leave a buried card have too few places to go (see below).

        Take a face-down card ``J``.  Call *buried* the cards at or below it
        in its column, and every covered card that cannot become last while
        they stay covered: the least fixpoint of ``_may_leave`` with the cards
        at or below ``J`` never exposed over-estimates what any play can do
        before ``J`` is last, so a covered card it never exposes stays covered
        until then.  Before ``J`` becomes the last card, every face-down card
        above it must turn over, so every card lying directly on ``J`` or on a
        face-down card above it must be picked, and go somewhere: onto a card
        it fits on that is then last (never a buried one: they stay covered
        until ``J`` is last), home (not while a lower card of its suit is
        buried), or, for a King, to an empty column.  Call such a card *held*
        when it is no King and a lower card of its suit is buried: from the
        time it is first placed until ``J`` is last, it lies directly on one
        of its *places*, the cards it fits on that are not buried (it may move
        between them, or be carried along by the card under it, but it cannot
        go home nor anywhere else).  Just before ``J`` becomes last, every
        held card therefore lies directly on one of its places, each on a
        different card.  When that is impossible, when some held cards have
        fewer places between them than they are (no matching of held cards to
        places covers them all), ``J`` never becomes last and the position
        cannot be won.  (Lost deals need this: in ``YU1-C-WZUMRKJ`` TS lies on
        9S, 9S on TC and TC on JH, face down over 2C and 8S: TS and TC both
        have JD as their only place.  In ``YU1-C-QIRXCAQ`` the lower cards
        that hold them lie in other columns.)  The cards involved depend only
        on the face-down counts.
        """
        covered = self._covered(hidden)
        for index, count in enumerate(hidden):
            column = self.root[index]
            for bottom in range(count):  # J at ``bottom``
                buried = self._buried_until_last(index, bottom, covered, hidden)
                places: list[list[int]] = []
                for position in range(bottom + 1, count + 1):
                    card = column[position]
                    if RANK[card] == 13:
                        continue
                    if not any(SUIT[other] == SUIT[card] and RANK[other] < RANK[card] for other in buried):
                        continue  # may go home
                    places.append([parent for parent in self.parents[card] if parent not in buried])
                if len(places) > 0 and not _all_matched(places):
                    return True
        return False

    def _covered(self, hidden: tuple[int, ...]) -> dict[int, tuple[int, int]]:
        """The face-down cards and the card lying on them: card -> (column, position)."""
        covered: dict[int, tuple[int, int]] = {}
        for index, count in enumerate(hidden):
            if count:
                for position in range(count + 1):
                    covered[self.root[index][position]] = (index, position)
        return covered

    def _buried_until_last(
        self, index: int, bottom: int, covered: dict[int, tuple[int, int]], hidden: tuple[int, ...]
    ) -> frozenset[int]:
        """The cards that stay covered until the card at ``bottom`` of column ``index`` is last."""
        frozen = frozenset(self.root[index][:bottom + 1])
        left, waiting = self._leaving(covered, hidden, frozen)
        return frozen | {card for card in waiting if not self._exposed(card, covered, hidden, left, frozen)}

    def _exposed(
        self, card: int, covered: dict[int, tuple[int, int]], hidden: tuple[int, ...], left: set[int],
        frozen: frozenset[int] = frozenset(),
    ) -> bool:
        if card in frozen:
            return False
        place = covered.get(card)
        if place is None:
            return True
        index, position = place
        return position == hidden[index] or self.root[index][position + 1] in left

    def _may_leave(
        self, card: int, covered: dict[int, tuple[int, int]], hidden: tuple[int, ...], left: set[int],
        frozen: frozenset[int] = frozenset(),
    ) -> bool:
        if not self._exposed(card, covered, hidden, left, frozen):
            return False
        if RANK[card] == 13:
            return True  # an empty column may come; assume it does
        for parent in self.parents[card]:
            if self._exposed(parent, covered, hidden, left, frozen):
                return True
        for lower in range(card - RANK[card] + 1, card):
            if not self._exposed(lower, covered, hidden, left, frozen):
                return False
        return True


def _all_matched(places: list[list[int]]) -> bool:
    """Whether each card can be given one of its places, no place given twice (augmenting paths)."""
    holder: dict[int, int] = {}  # place -> the card given it

    def give(card: int, tried: set[int]) -> bool:
        for place in places[card]:
            if place not in tried:
                tried.add(place)
                if place not in holder or give(holder[place], tried):
                    holder[place] = card
                    return True
        return False

    return all(give(card, set()) for card in range(len(places)))


PLAIN: Final = bytes(value & 63 for value in range(256))  # a column's bytes without the face-down mark
ONES: Final = [[1] * count for count in range(14)]


def is_stuck(columns: Sequence[bytes], heights: Sequence[int], parents: CardTable, fitting: CardTable) -> bool:
    """Whether some card of the tableau can never become the last card of its column.

    A card becomes last only once the card lying on it has been picked up (or
    played), and the card lying on a card stays there until then, wherever the
    two travel together.  A card may be picked once it is face up (a
    face-down card turns up when it becomes last) and only to go onto a card
    that may become last, to its foundation once last with every lower card
    of its suit home or able to get there, or, for a King, to an empty
    column: one is there, or the deepest card of some column may leave (a
    King only to its foundation, since moving it to another empty column
    empties nothing).  A card on a foundation may become last once taken
    back, which needs it on top of its foundation (every card above it taken
    back first) and a place where it fits.  The least fixpoint of these
    conditions over-estimates every real play, so a card it never frees can
    never reach its foundation: the position cannot be won.  The fixpoint is
    grown from a work list: a card is looked at again only when a card it
    depends on has just been freed.
    """
    free = [0] * 52  # may become the last card of a column
    gone = [0] * 52  # may be picked (or played, or taken back): what lies below it is freed
    pickable = [0] * 52  # face up, or on top of its foundation
    home = [0] * 52
    below = [-1] * 52
    pending = []
    for suit in range(4):
        height = heights[suit]
        if height:
            base = suit * 13
            home[base:base + height] = ONES[height]
            pickable[base + height - 1] = 1
            pending.append(base + height - 1)
    tableau: list[int] = []
    for column in columns:
        if not column:
            continue
        cards = column.translate(PLAIN)
        tableau.extend(cards)
        previous = -1
        for card in cards:
            below[card] = previous
            previous = card
        free[previous] = 1
        for card in column:
            if card < DOWN:
                pickable[card] = 1
    empty_column = not all(columns)
    # Tableau cards not yet free: the search may stop as soon as none is left.
    waiting = len(tableau) - sum(1 for column in columns if column)
    if not waiting:
        return False
    # Per suit, how many cards from the Ace up are home or free: a free card
    # inside this run may go to its foundation.
    run = list(heights)
    for suit in range(4):
        base = suit * 13
        while run[suit] < 13 and free[base + run[suit]]:
            run[suit] += 1
    pending.extend(tableau)
    pop = pending.pop
    while pending:
        card = pop()
        if gone[card] or not (pickable[card] or free[card]):
            continue
        rank = RANK[card]
        if home[card]:
            able: int | bool = rank == 13 and empty_column  # below, also an entry of ``free``
            if not able:
                for parent in parents[card]:
                    if free[parent]:
                        able = True
                        break
            if able:  # taken back: it may carry cards now, and the card under it is on top
                gone[card] = free[card] = 1
                pending.extend(fitting[card])
                if rank > 1:
                    pickable[card - 1] = 1
                    pending.append(card - 1)
            continue
        going_home = free[card] and rank <= run[card // 13]
        able = going_home
        if not able:
            if rank == 13:
                able = empty_column
            else:
                for parent in parents[card]:
                    if free[parent]:
                        able = True
                        break
        if not able:
            continue
        gone[card] = 1
        under = below[card]
        if under >= 0:
            if not free[under]:
                free[under] = 1
                waiting -= 1
                if not waiting:
                    return False
                pending.append(under)
                pending.extend(fitting[under])
                suit = under // 13
                if RANK[under] == run[suit] + 1:
                    base = suit * 13
                    start = run[suit]
                    while run[suit] < 13 and free[base + run[suit]]:
                        run[suit] += 1
                    pending.extend(range(base + start, base + run[suit]))
        elif (going_home or rank != 13) and not empty_column:
            empty_column = True
            pending.extend(KINGS)
    return waiting > 0


__all__ = [
    "DOWN", "FOUNDATION", "MAX_GROUP", "RANK", "SUIT", "KINGS", "TABLES", "RuleTables",
    "closed_heights", "count_down", "is_safe", "is_stuck", "encode", "hidden_counts", "position_key", "DeadlockCheck",
]

