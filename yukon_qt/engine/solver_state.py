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

from collections.abc import Callable, Iterable, Sequence
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


# Card masks for ``is_stuck``: one int, 14 bits per suit, rank 1..13 at bits 0..12 of the suit's lane.
# Bit 13 of a lane stays clear, so adding 1 to each lane never carries into the next one.
LANE: Final = 14
RANKS: Final = 0x1FFF  # one lane's rank bits
ACES: Final = sum(1 << (LANE * suit) for suit in range(4))  # bit 0 of every lane
BIT_OF: Final = bytes(SUIT[card] * LANE + RANK[card] - 1 for card in range(52))  # card -> its bit
_NOT_A_CARD: Final = 63  # a bit no card has: a column's start in ``below``
# Per byte of a column (face-down mark or not; the separator too): the card's mask (0 for the separator,
# and for a face-down card in UP_BIT), and in TO_BIT the card's bit number (_NOT_A_CARD for the separator).
ANY_BIT: Final = [1 << BIT_OF[value & 63] if value & 63 < 52 else 0 for value in range(256)]
UP_BIT: Final = [1 << BIT_OF[value] if value < 52 else 0 for value in range(256)]  # face-up cards only
TO_BIT: Final = bytes(BIT_OF[value & 63] if value & 63 < 52 else _NOT_A_CARD for value in range(256))
KINGS_MASK: Final = sum(1 << BIT_OF[king] for king in KINGS)
HOME_MASK: Final = [[((1 << height) - 1) << (LANE * suit) for height in range(14)] for suit in range(4)]
TOP_MASK: Final = [[(1 << (height - 1)) << (LANE * suit) if height else 0 for height in range(14)]
                   for suit in range(4)]


def _spread(lower_suits: CardTable, fitting: CardTable) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """How ``is_stuck`` finds, from the mask of some cards, the mask of the cards that fit on one of them.

    The fit rule is one rank lower, the suit allowed by the suit of the card below (``lower_suits``), so
    the cards fitting on a lane's cards are that lane shifted down one rank, copied into each lane of a
    suit it takes.  Returned: two (shift, shift, spread): the lanes of the two shifts, joined and moved
    down a rank, multiplied by ``spread`` (a 1 at the start of each lane to copy into).  Raises
    ``ValueError`` for a fit rule of another form.
    """
    groups: dict[tuple[int, ...], int] = {}
    for child in range(4):
        parents = tuple(suit for suit in range(4) if child in lower_suits[suit])
        groups[parents] = groups.get(parents, 0) | 1 << (LANE * child)
    pairs = []
    for parents, spread in groups.items():
        for first in range(0, len(parents), 2):
            pair = parents[first:first + 2] * 2
            pairs.append((LANE * pair[0], LANE * pair[1], spread))
    for target in range(52):
        expected = {suit * 13 + RANK[target] - 2 for suit in lower_suits[SUIT[target]] if RANK[target] > 1}
        if set(fitting[target]) != expected:
            raise ValueError("is_stuck reads the fit rule as one rank lower, by suit")
    if len(pairs) > 2:
        raise ValueError("is_stuck joins at most two pairs of lanes")
    while len(pairs) < 2:
        pairs.append((0, 0, 0))
    return pairs[0], pairs[1]


class RuleTables:
    """Everything that depends on the rule, computed once."""

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.fitting = _fitting(rule)
        self.parents = _parents(self.fitting)
        self.lower_suits: CardTable = _lower_suits(self.fitting)
        self.spread = _spread(self.lower_suits, self.fitting)


TABLES = {rule: RuleTables(rule) for rule in Rule}


def move_cards(columns: Sequence[bytes], heights: Sequence[int], move: Step) -> tuple[list[bytes], list[int], bool]:
    """The columns and foundation heights after ``move`` alone (no safe move after it), and whether it turned
    a card."""
    card, source, destination = move
    moved = list(columns)
    after = list(heights)
    turned = False
    if source == FOUNDATION:  # taken back
        after[SUIT[card]] -= 1
        moved[destination] += bytes((card,))
        return moved, after, turned
    column = columns[source]
    position = column.find(card)
    rest = column[:position]
    if rest and rest[-1] >= DOWN:
        rest = rest[:-1] + bytes((rest[-1] - DOWN,))
        turned = True
    moved[source] = rest
    if destination == FOUNDATION:
        after[SUIT[card]] += 1
    else:
        moved[destination] += column[position:]
    return moved, after, turned


class SafeMoves:
    """Safe foundation moves (see the module notes) under one rule: which suits' next card is safe, remembered
    per foundation heights, and sending every safe last card home."""

    def __init__(self, lower_suits: CardTable) -> None:
        self.lower_suits = lower_suits
        self.memo: dict[tuple[int, ...], tuple[bool, ...]] = {}

    def suits(self, heights: Sequence[int]) -> tuple[bool, ...]:
        """Per suit: whether its next card may go to the foundation safely."""
        key = tuple(heights)
        answer = self.memo.get(key)
        if answer is None:
            answer = self.memo[key] = tuple(
                key[suit] < 13 and is_safe(suit * 13 + key[suit], key, self.lower_suits) for suit in range(4)
            )
        return answer

    def play(
        self, columns: list[bytes], heights: list[int], made: list[Step],
        stays: Callable[[list[bytes], int], bool] | None = None,
    ) -> bool:
        """Send every safe last card home, in place, but those ``stays`` keeps; whether a card was turned."""
        turned = False
        again = True
        while again:
            again = False
            safe = self.suits(heights)
            if not any(safe):
                break
            for index in range(7):
                column = columns[index]
                if not column:
                    continue
                card = column[-1]
                suit = SUIT[card]
                if safe[suit] and RANK[card] - 1 == heights[suit] and (stays is None or not stays(columns, card)):
                    rest = column[:-1]
                    if rest and rest[-1] >= DOWN:
                        rest = rest[:-1] + bytes((rest[-1] - DOWN,))
                        turned = True
                    columns[index] = rest
                    heights[suit] += 1
                    made.append((card, index, FOUNDATION))
                    again = True
                    break
        return turned


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


FACE_DOWN: Final = bytes(range(DOWN, DOWN + 52))  # the bytes of face-down cards


def count_down(column: bytes) -> int:
    """How many face-down cards the column starts with (every face-down card it holds)."""
    return len(column) - len(column.lstrip(FACE_DOWN))


def hidden_counts(columns: Iterable[bytes]) -> tuple[int, ...]:
    return tuple(map(count_down, columns))


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


def is_stuck(columns: Sequence[bytes], heights: Sequence[int], tables: RuleTables) -> bool:
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
    never reach its foundation: the position cannot be won.

    The fixpoint is grown in rounds over sets of cards kept as bit masks
    (``LANE`` bits per suit): each round picks every card that may be picked
    given the cards freed so far, then frees the card under each.
    """
    text = SEPARATOR.join(columns)
    tableau = sum(map(ANY_BIT.__getitem__, text))
    free = 0  # may become the last card of a column
    for column in columns:
        if column:
            free |= ANY_BIT[column[-1]]
    if not tableau & ~free:
        return False
    pickable = sum(map(UP_BIT.__getitem__, text))  # face up (home cards: on top of their foundation, below)
    bits = bytes((_NOT_A_CARD,)) + text.translate(TO_BIT)
    below = dict(zip(bits[1:], bits[:-1], strict=True))  # a card's bit -> the bit of the card under it, or _NOT_A_CARD
    home = HOME_MASK[0][heights[0]] | HOME_MASK[1][heights[1]] | HOME_MASK[2][heights[2]] | HOME_MASK[3][heights[3]]
    tops = TOP_MASK[0][heights[0]] | TOP_MASK[1][heights[1]] | TOP_MASK[2][heights[2]] | TOP_MASK[3][heights[3]]
    empty_column = not all(columns)
    gone = 0  # picked (or played, or taken back): what lies below it is freed
    (first_a, first_b, first_spread), (second_a, second_b, second_spread) = tables.spread
    while True:
        placeable = (((((free >> first_a) | (free >> first_b)) & RANKS) >> 1) * first_spread
                     | ((((free >> second_a) | (free >> second_b)) & RANKS) >> 1) * second_spread)
        if empty_column:
            placeable |= KINGS_MASK
        ready = home | free
        homing = free & tableau & ready & ~(ready + ACES)  # free, and every lower card of its suit home or free
        picked = (pickable | free) & tableau & ~gone & (placeable | homing)
        taken_back = tops & ~gone & placeable
        if not picked | taken_back:
            return True
        if taken_back:  # it may carry cards now, and the card under it is on top
            gone |= taken_back
            free |= taken_back
            tops |= (taken_back & ~ACES) >> 1
        gone |= picked
        while picked:
            card = picked & -picked
            picked ^= card
            under = below[card.bit_length() - 1]
            if under != _NOT_A_CARD:
                free |= 1 << under
            elif not empty_column and (card & homing or not card & KINGS_MASK):
                empty_column = True
        if not tableau & ~free:
            return False


def still_free(move: Step, made: list[Step], columns: Sequence[bytes], parents: CardTable) -> bool:
    """Whether a move between columns provably leaves nothing stuck that was free before.

    The moved card ``c`` leaves base ``x`` for ``y``; nothing turns and no card
    goes home.  In ``is_stuck``'s fixpoint, ``x`` is now free from the start,
    and ``y`` is freed as soon as ``c`` may leave it: at once when another card
    ``c`` fits on (``x`` itself, when ``c`` lay on it) is the last card of a
    column.  Every other card keeps its conditions, so every card free before
    is free again: a position that was not stuck is not stuck now, and the
    check may be skipped (skipping a check never changes an answer).
    """
    if len(made) != 1:
        return False
    card = move[0]
    for parent in parents[card]:
        for index, column in enumerate(columns):
            if index != move[2] and column and column[-1] == parent:
                return True
    return False

__all__ = [
    "DOWN", "FOUNDATION", "MAX_GROUP", "RANK", "SUIT", "KINGS", "TABLES", "RuleTables",
    "closed_heights", "count_down", "is_safe", "is_stuck", "still_free", "move_cards", "encode", "hidden_counts",
    "position_key", "DeadlockCheck", "SafeMoves",
]

