"""A proof search that counts positions differing by twins' piles as one: it proves losses.

Twins are the two cards that take the same cards (``solver_families``).  A
*slot* is a face-up twin with nothing on it or a card that fits it, when its
twin is one too; the two form a *slot pair*.  Cut every column after each
slot that has a card on it: the first piece of a column is its *root*, the
others *hanging pieces*, each lying on a slot.  The *shape* of a position is
its roots and, per slot pair, the (unordered) hanging pieces on its two
slots.  The positions of a shape differ only by which slot of its pair each
hanging piece lies on (a piece's first card fits both), as long as no piece
ends up above itself.  Twin swaps join some of them (``solver_families``),
but a pile on 5H and another on 5D can also be exchanged, which no move
does, and such positions are not always winnable together: a group holding
5H may be too big to move with one pile and not with the other, and a group
may go onto the last card of the pile on 5D only while that pile is not
above it.

So this search proves losses only.  It searches shapes: from the position it
reached it lists that position's moves (those the whole search tries, but
with groups of any size), then the moves another position of the shape has
that none of its own stands for (*borrowed* moves), each made in a position
of the shape that has it.  A move of another position that the reached one
can make too, with the same group onto the same card, or onto the other
slot of the same pair, changes the pieces alike, so the two results have
one shape: what is left to borrow is

1. a slot that is bare in the other position going home, and
2. a group going onto the last card of its own column here, which in the
   other position lies in another column (found by exchanging, in every
   way, the pieces of the pairs above the group's first card, and of the
   pair of that last card).

Safe foundation moves follow every move, but for slots, whose being last
depends on the position of the shape.  The face-down cards, the foundations
and the last cards (slots apart) are the same throughout a shape, and so are
the dead-position checks' answers: ``DeadlockCheck`` reads only the face-down
counts, and in ``is_stuck``'s fixpoint a pair's hanging pieces may be picked
as soon as either slot is free, which frees the other, so both slots of a
pair are freed in every position of the shape or in none (the tests check
this on thousands of positions).  So every move of every position of a shape
searched leads to a shape searched or proven lost: when the search is
exhausted without a win, no position reachable from the start is won.  A win
found through a borrowed move or a group of more than ``MAX_GROUP`` cards
proves nothing, and the search says so (``borrowed``); any other is a real
winning line.  Pure Python, no Qt.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Final

from .moves import MAX_GROUP
from .solver_families import TwinFamilies
from .solver_state import (
    DOWN,
    FOUNDATION,
    KINGS,
    RANK,
    SEPARATOR,
    SUIT,
    Columns,
    DeadlockCheck,
    Heights,
    RuleTables,
    SafeMoves,
    Step,
    closed_heights,
    hidden_counts,
    is_stuck,
    move_cards,
    position_key,
    still_free,
)

_CUT: Final = 0xFD  # marks a cut in a column while the shape is worked out
_CUT_BYTE: Final = bytes((_CUT,))
_END: Final = 0xFE  # after the last column, so that every card has a next byte
_END_BYTE: Final = bytes((_END,))
KNOWN_SHAPES: Final = 50_000  # shapes remembered by position (cleared when full)
_PAIR: Final = b"\xfc"
_BETWEEN: Final = b"\xfb"
MOST_CHOICES: Final = 12  # slot pairs tried along one column when a borrowed move is looked for

# A move the search may make: (card, source, destination), and for a borrowed one the position it is made in.
Listed = tuple[int, int, int, Columns | None]


class Inconclusive(Exception):
    """The search cannot prove anything this time (a position too intricate for ``MOST_CHOICES``)."""


class Shapes:
    """Shapes of positions and the other positions of a shape, under one rule's tables."""

    def __init__(self, tables: RuleTables) -> None:
        families = TwinFamilies(tables)
        self.takes = families.takes
        self.twin = families.twin
        self.pairs = [(card, other) for card, other in enumerate(self.twin) if other is not None and card < other]
        self.active = bool(self.pairs)
        # What a card's next byte may be for the card to be a slot: the end of its column, or a card it takes.
        self.open_above = [frozenset(takes) | {SEPARATOR[0], _END} for takes in self.takes]
        self.known: dict[bytes, bytes] = {}  # shapes of the positions met last, by their plain key

    def slot_pairs(self, text: bytes) -> tuple[list[tuple[int, int]], list[int]]:
        """The slot pairs of the position ``text`` (its columns joined, then ``_END``), and the offsets
        in ``text`` after a slot that has a card on it."""
        found = []
        cuts = []
        present = set(text)
        open_above = self.open_above
        for card, other in self.pairs:
            if card not in present or other not in present:
                continue
            here = text.find(card) + 1
            there = text.find(other) + 1
            above, over = text[here], text[there]
            if above in open_above[card] and over in open_above[other]:
                found.append((card, other))
                if above < _CUT:
                    cuts.append(here)
                if over < _CUT:
                    cuts.append(there)
        return found, cuts

    def is_slot(self, columns: Sequence[bytes], card: int) -> bool:
        """Whether ``card``, the last card of a column, is a slot: its twin is face up with nothing on it or a
        card that fits it.  (Being last depends on the position of the shape, so a slot is never sent home at
        once.)"""
        partner = self.twin[card]
        if partner is None:
            return False
        text = SEPARATOR.join(columns) + _END_BYTE
        offset = text.find(partner)
        return offset >= 0 and text[offset + 1] in self.open_above[partner]

    def pieces(self, columns: Columns) -> tuple[list[bytes], dict[int, bytes], list[tuple[int, int]]]:
        """Per column its root; per slot with a piece on it, that piece; and the slot pairs."""
        text = SEPARATOR.join(columns) + _END_BYTE
        pairs, cuts = self.slot_pairs(text)
        hanging: dict[int, bytes] = {}
        if not cuts:
            return list(columns), hanging, pairs
        cuts.sort()
        marked = bytearray(text[:-1])
        for cut in reversed(cuts):
            marked.insert(cut, _CUT)
        roots: list[bytes] = []
        for column in bytes(marked).split(SEPARATOR):
            parts = column.split(_CUT_BYTE)
            roots.append(parts[0])
            for index in range(1, len(parts)):
                hanging[parts[index - 1][-1]] = parts[index]
        return roots, hanging, pairs

    def key(self, columns: Columns) -> bytes:
        """The shape: the roots sorted, then per slot pair with a piece its pieces sorted."""
        if not self.active:
            return position_key(columns)
        plain = position_key(columns)
        known = self.known.get(plain)
        if known is not None:
            return known
        if len(self.known) >= KNOWN_SHAPES:
            self.known.clear()
        known = self.known[plain] = self._key(columns, plain)
        return known

    def _key(self, columns: Columns, plain: bytes) -> bytes:
        roots, hanging, pairs = self.pieces(columns)
        if not hanging:
            return plain
        parts = [SEPARATOR.join(sorted(roots))]
        for card, other in pairs:
            first, second = hanging.get(card, b""), hanging.get(other, b"")
            if first or second:
                low, high = (first, second) if first <= second else (second, first)
                parts.append(bytes((card,)) + low + _BETWEEN + high)
        return _PAIR.join(parts)

    @staticmethod
    def build_or_loop(roots: list[bytes], hanging: dict[int, bytes]) -> tuple[Columns | None, list[int]]:
        """The columns with ``hanging[slot]`` on each slot, or ``None`` and the slots whose pieces would lie
        above themselves (placed nowhere)."""
        columns = []
        placed: set[int] = set()
        for root in roots:
            column = root
            while column and column[-1] in hanging:
                placed.add(column[-1])
                column += hanging[column[-1]]
            columns.append(column)
        if len(placed) == len(hanging):
            return tuple(columns), []
        return None, [slot for slot in hanging if slot not in placed]

    def borrowed(self, columns: Columns, heights: Heights) -> list[Listed]:
        """The moves other positions of the shape have that no move of ``columns`` stands for (see above)."""
        if not self.active:
            return []
        roots, hanging, pairs = self.pieces(columns)
        if not pairs:
            return []
        found: list[Listed] = []
        twin = self.twin
        paired = {card: other for pair in pairs for card, other in (pair, pair[::-1])}
        for card, other in pairs:  # 1. a slot that is not last here goes home in another position
            for slot in (card, other):
                partner = twin[slot]
                assert partner is not None
                if slot in hanging and partner not in hanging and RANK[slot] - 1 == heights[SUIT[slot]]:
                    moved = dict(hanging)
                    moved[partner] = moved.pop(slot)
                    member = self._mended(roots, moved, paired, frozenset((min(slot, partner),)))
                    if member is not None:
                        found.append((slot, _column_of(member, slot), FOUNDATION, member))
        takes = self.takes
        for column in columns:  # 2. a group onto the last card of its own column here
            if not column:
                continue
            last = column[-1]
            children = takes[last]
            if not children:
                continue
            for card in column[:-1]:
                if card < DOWN and card in children:
                    member = self._freeing(roots, hanging, paired, card, last, columns)
                    if member is not None:
                        source = _column_of(member, card)
                        target = next(target for target in (last, paired.get(last, -1)) if target >= 0 and any(
                            other and other[-1] == target for other in member) and _column_of(member, target) != source)
                        found.append((card, source, _column_of(member, target), member))
        return found

    def _mended(
        self, roots: list[bytes], hanging: dict[int, bytes], paired: dict[int, int], decided: frozenset[int],
    ) -> Columns | None:
        """A position with ``hanging``'s pieces, those of the pairs not ``decided`` exchanged where some piece
        would lie above itself; ``None`` if there is none."""
        choices: list[tuple[dict[int, bytes], frozenset[int]]] = [(hanging, decided)]
        tried = 0
        while choices:
            assignment, fixed = choices.pop()
            member, looped = self.build_or_loop(roots, assignment)
            if member is not None:
                return member
            open_pairs = [slot for slot in looped if min(slot, paired[slot]) not in fixed]
            if open_pairs:
                tried = _one_more(tried)
                choices += _both_ways(assignment, fixed, open_pairs[0], paired)
        return None

    def _freeing(
        self, roots: list[bytes], hanging: dict[int, bytes], paired: dict[int, int], card: int, last: int,
        columns: Columns,
    ) -> Columns | None:
        """A position of the shape in which ``card``'s group may go onto ``last`` (or onto its twin, when the
        two are a slot pair and ``last`` is bare here): exchanging the pieces of the slot pairs met above
        ``card``, nearest first, in every way."""
        choices: list[tuple[dict[int, bytes], frozenset[int]]] = [(hanging, frozenset())]
        tried = 0
        while choices:
            assignment, decided = choices.pop()
            member, looped = self.build_or_loop(roots, assignment)
            if member is None:  # pieces above themselves: only moving one of them elsewhere mends it
                open_pairs = [slot for slot in looped if min(slot, paired[slot]) not in decided]
            else:
                source = _column_of(member, card)
                column = member[source]
                for target in (last, paired.get(last, -1)):
                    if target >= 0 and any(other and other[-1] == target for other in member) \
                            and _column_of(member, target) != source:
                        return None if member == columns else member  # here: a move of the position's own
                above = column[column.index(card):]
                open_pairs = [slot for slot in above if slot in paired and min(slot, paired[slot]) not in decided
                              and (slot in assignment or paired[slot] in assignment)]
                if last in paired and min(last, paired[last]) not in decided:
                    open_pairs.append(last)
            if open_pairs:
                tried = _one_more(tried)
                choices += _both_ways(assignment, decided, open_pairs[0], paired)
        return None


def _one_more(tried: int) -> int:
    """One more arrangement tried; ``Inconclusive`` past ``2 ** MOST_CHOICES``."""
    if tried >= 1 << MOST_CHOICES:
        raise Inconclusive("too many slot pairs")
    return tried + 1


def _both_ways(
    assignment: dict[int, bytes], decided: frozenset[int], slot: int, paired: dict[int, int],
) -> list[tuple[dict[int, bytes], frozenset[int]]]:
    """The pair of ``slot`` decided: its pieces kept, and exchanged."""
    name = min(slot, paired[slot])
    swapped = dict(assignment)
    first, second = swapped.pop(slot, None), swapped.pop(paired[slot], None)
    if first is not None:
        swapped[paired[slot]] = first
    if second is not None:
        swapped[slot] = second
    return [(assignment, decided | {name}), (swapped, decided | {name})]


def _column_of(columns: Columns, card: int) -> int:
    for index, column in enumerate(columns):
        if card in column:
            return index
    raise ValueError(f"card {card} is not face up in the columns")




class ProofSearch:
    """A depth-first search over shapes (see the module notes): ``run`` says ``unsolvable`` only when
    every shape reachable from the position is searched or proven lost."""

    def __init__(self, tables: RuleTables, deadlock: DeadlockCheck) -> None:
        self.tables = tables
        self.shapes = Shapes(tables)
        self.deadlock = deadlock
        self.lost: set[bytes] = set()
        self.searched = 0  # shapes put in the table by the last call of ``run``
        self.table = 0  # shapes in the table
        # The search under way (``run`` resumes it): the table of shapes, the stack, Tarjan's group and the
        # shapes in it, and the next number.
        self.state: tuple[dict[bytes, int], list[list[Any]], list[bytes], set[bytes], int] | None = None
        self.safe = SafeMoves(tables.lower_suits)

    def moves(self, columns: Columns, heights: Heights) -> list[Listed]:
        """The position's own moves (groups of any size), then the borrowed ones."""
        text = SEPARATOR.join(columns)
        closed = closed_heights(heights, self.tables.lower_suits)
        home: list[Listed] = []
        turning: list[Listed] = []
        others: list[Listed] = []
        empty = -1
        for destination, column in enumerate(columns):
            if not column:
                if empty < 0:
                    empty = destination
                continue
            last = column[-1]
            if RANK[last] - 1 == heights[SUIT[last]]:
                home.append((last, destination, FOUNDATION, None))
            for card in self.tables.fitting[last]:
                rank, suit = RANK[card], SUIT[card]
                if rank == heights[suit]:
                    if rank > closed[suit]:
                        others.append((card, FOUNDATION, destination, None))
                    continue
                offset = text.find(card)
                if offset < 0:
                    continue
                source = text.count(SEPARATOR, 0, offset)
                if source != destination:
                    below = text[offset - 1] if offset else SEPARATOR[0]
                    (turning if DOWN <= below < SEPARATOR[0] else others).append((card, source, destination, None))
        if empty >= 0:
            for king in KINGS:
                if heights[SUIT[king]] == 13 and closed[SUIT[king]] < 13:
                    others.append((king, FOUNDATION, empty, None))  # taken back
                    continue
                offset = text.find(king)
                if offset > 0 and text[offset - 1] != SEPARATOR[0]:  # not already first in its column
                    below = text[offset - 1]
                    source = text.count(SEPARATOR, 0, offset)
                    (turning if below >= DOWN else others).append((king, source, empty, None))
        return home + turning + others + self.shapes.borrowed(columns, heights)

    def apply(
        self, columns: Columns, heights: Heights, move: Step,
    ) -> tuple[Columns, Heights, list[Step], bool, bool]:
        """The position after ``move`` and the safe foundation moves that follow (slots excepted);
        whether a card was turned; and whether the group moved was bigger than a move may carry."""
        moved, after, turned = move_cards(columns, heights, move)
        card, source, destination = move
        big = FOUNDATION not in (source, destination) and len(columns[source]) - columns[source].find(card) > MAX_GROUP
        made = [move]
        turned |= self.play_safe(moved, after, made)
        return tuple(moved), tuple(after), made, turned, big

    def play_safe(self, columns: list[bytes], heights: list[int], made: list[Step]) -> bool:
        """Send every safe last card home but slots (in place); whether a card was turned."""
        return self.safe.play(columns, heights, made, self.shapes.is_slot)

    def run(
        self, columns: Columns, heights: Heights, seconds: float | None, max_positions: int,
        cancelled: Callable[[], bool], max_nodes: int | None = None,
    ) -> tuple[str, list[Step]]:
        """``unsolvable``, ``solvable`` with a winning line, or why it stopped: ``borrowed`` (a win
        through a borrowed move or too big a group), ``intricate``, ``positions`` (the table is full),
        or, to be resumed by the next call from the same position, ``nodes`` (``max_nodes`` more
        shapes searched), ``time`` or ``cancelled``.  Shapes proven lost are kept in ``self.lost``."""
        if self.state is None:
            self.state = self._start(columns, heights)
        seen, stack, group, open_keys, order = self.state
        before = len(seen)
        deadline = None if seconds is None else time.monotonic() + seconds
        key_of = self.shapes.key
        tables = self.tables
        parents = tables.parents
        deadlock = self.deadlock
        nodes = 0
        check = 0
        status = ""
        try:
            while stack:
                if max_nodes is not None and nodes >= max_nodes:
                    status = "nodes"
                    return status, []
                check -= 1
                if check <= 0:
                    check = 512
                    if cancelled():
                        status = "cancelled"
                        return status, []
                    if deadline is not None and time.monotonic() > deadline:
                        status = "time"
                        return status, []
                frame = stack[-1]
                options: list[Listed] = frame[2]
                if frame[3] >= len(options):
                    stack.pop()
                    key, low = frame[5], frame[6]
                    if low == seen[key]:
                        while True:
                            finished = group.pop()
                            open_keys.discard(finished)
                            self.lost.add(finished)
                            if finished == key:
                                break
                    if stack and low < stack[-1][6]:
                        stack[-1][6] = low
                    continue
                card, source, destination, member = options[frame[3]]
                start = member if member is not None else frame[0]
                move = (card, source, destination)
                new_columns, new_heights, made, turned, big = self.apply(start, frame[1], move)
                unreal = bool(frame[7]) or member is not None or big
                if sum(new_heights) == 52:
                    status = "borrowed" if unreal else "solvable"
                    return status, [] if unreal else [step for item in stack for step in item[4]] + made
                key = key_of(new_columns)
                number = seen.get(key)
                if number is not None:
                    frame[3] += 1
                    if key in open_keys and number < frame[6]:
                        frame[6] = number
                    continue
                if len(seen) >= max_positions:
                    status = "positions"
                    return status, []
                frame[3] += 1
                seen[key] = order
                order += 1
                # As in the whole search (``solver``): a move home or a card taken back that turns nothing is
                # not checked, nor a move between columns that provably leaves every card as free as before.
                if (turned and deadlock.is_dead(hidden_counts(new_columns))) or (
                        (turned or (source != FOUNDATION and destination != FOUNDATION
                                    and not still_free(move, made, new_columns, parents)))
                        and is_stuck(new_columns, new_heights, tables)):
                    self.lost.add(key)
                    continue
                nodes += 1
                group.append(key)
                open_keys.add(key)
                stack.append([new_columns, new_heights, self.moves(new_columns, new_heights), 0, made, key,
                              order - 1, unreal])
            status = "unsolvable"
            return status, []
        except Inconclusive:
            status = "intricate"
            return status, []
        finally:
            self.searched = len(seen) - before
            self.table = len(seen)
            if status in ("nodes", "time", "cancelled"):
                self.state = (seen, stack, group, open_keys, order)
            else:
                self.state = None

    def _start(self, columns: Columns, heights: Heights) -> tuple[dict[bytes, int], list[list[Any]], list[bytes],
                                                                    set[bytes], int]:
        """A new search from the position: every shape already proven lost counts as searched."""
        seen = dict.fromkeys(self.lost, -1)
        root = self.shapes.key(columns)
        if root in seen:
            return seen, [], [], set(), 1
        seen[root] = 0
        # A frame: columns, heights, moves, next move, moves made to get here, key, lowest number
        # reached (Tarjan), and whether a borrowed move or too big a group led here.
        return seen, [[columns, heights, self.moves(columns, heights), 0, [], root, 0, False]], [root], {root}, 1
