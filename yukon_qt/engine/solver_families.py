"""Twin families: the solver searches positions one twin swap apart as one.

Twins are the two cards that take the same cards (under Classic, 5H and 5D
both take 4S and 4C).  A *twin swap* moves a group whose first card g lies
on the card A it fits, onto A's twin B, when B is the last card of another
column (at most ``MAX_GROUP`` cards, as every move).  The swap back is a
twin swap too, so positions joined by swaps are winnable together.  In a
lost deal most positions differ only by such swaps (4S on 5H or 5D, 7S on
8H or 8D, independently), and the search counts each arrangement again.

The key.  In a position, call the place after a face-up card h *loose* when
the card after h is face up and fits on h, and h's twin is the last card of
a column.  Cut every column at its loose places: the first pieces are the
*roots*, the others the *loose pieces*, each lying on one twin of its pair
(the pair its first card fits on) while the other twin ends a column.  The
key is the sorted roots and the sorted loose pieces, marked as such; when
the loose pieces hold more than ``MAX_GROUP`` cards or there are more than
``MOST_LOOSE`` of them, the key is the plain one (the position alone).

1. *A swap keeps the key.*  Swapping the loose piece of pair {A, B} (with
   everything below it) from A to B makes A a last card and B not one; no
   other card's end changes.  Only the places after A and B depend on that:
   the place after B is loose now (A ends a column), A has nothing after it,
   and no other place changes.  So the cuts and the pieces are the same.
2. *Positions with one key are joined by swaps.*  Each pair has at most one
   loose piece (a loose place needs the other twin last), and both twins
   end pieces, so a position with the key is a choice of twin for every
   loose piece such that every piece hangs from a root (no cycle), and
   every such choice has the key: the unchosen twin ends a column, a place
   inside a piece stays not loose (its twin can only be last if something
   loose lay on it, and a loose piece on h's twin would need h last).  To
   go from one choice to another, move, one at a time, a piece whose
   target twin already hangs from a root as in the target choice (one
   nearest the roots there): that twin is a last card in another column,
   and the group moved (the piece and what hangs from it) holds at most
   ``MAX_GROUP`` cards, since all loose pieces together do.  So the class
   of a key is one set of positions joined by swaps, all winnable together.

The moves of a class.  The search lists the moves of the member it reached
(the *first*), then reaches every other member by swaps.  Call a member's
*distance* the number of its loose pieces that lie on the other twin than in
the first member.  A swap *leads back* when it puts a piece onto its twin in
the first member (one less).  For a member Z and a swap leading back to Y
(so Z is Y with the group S moved from A, in column a, onto B, in column b),
the moves of Z *not mirrored* by Y's are few:

3. Every move of Z that neither leaves nor reaches column a or b is a move
   of Y (the other columns are the same), and after it the two positions
   are still one swap apart (S, A and B untouched).  A move of Z from b
   (a group inside S, or one holding B and so S) is Y's move of the same
   group, or of the group less S, with the two results again one swap
   apart.  A group holding A moved by Z to a third column (or a King's to
   an empty one) is Y's move of that group with S, and the results differ
   by the swap of S.  A move onto S's last card, from a third column, is
   Y's too, and the results differ by the swap of S with that group.  What
   is left, and listed, is: moves onto A; A going home; groups holding A
   moved onto S's last card; and the moves above that Y cannot make because
   its group, with S, would be more than ``MAX_GROUP`` cards.
4. Z lists only the moves that no swap leading back mirrors (the moves
   not mirrored by every one of them).  Every member but the first has a
   swap leading back: in the proof of 2, take the first member as the
   target.
5. *Exactness.*  Let a class's cost be the fewest moves other than twin
   swaps in a winning line from any of its members (a swap costs nothing;
   safe foundation moves made after a move never add to it, as in
   ``solver_state``).  Take a member and a line of that cost.  Its leading
   swaps keep to the class (1), so some member Z starts with a move m that
   is not a swap.  If Z lists m, its result costs one less.  If not, some
   swap leading back to Y mirrors m by a move of Y whose result is one free
   swap from Z + m, so it costs as little; by induction on the distance,
   some listed move of the class leads to a position that costs one less.
   (A class keyed plainly is one position whose every move is listed; a
   swap from it keeps its key, and the measure (cost, leading swaps) still
   falls.)  So an exhausted search over classes has proven the loss, and a
   win it finds replays, swaps included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .moves import MAX_GROUP
from .solver_state import FOUNDATION, RANK, SEPARATOR, SUIT, Columns, RuleTables, Step, count_down, position_key

LOOSE: Final = b"\xfd"  # marks a loose piece in a key (no card or face-down card has this value)
MOST_LOOSE: Final = 8  # more loose pieces than this: the plain key (a class of at most 2**8 members)
_CUT: Final = SEPARATOR + LOOSE

# A member: its columns, the swaps reaching it, and the swaps leading back (column of A, column of B, g).
Member = tuple[Columns, list[Step], list[tuple[int, int, int]]]


class TwinFamilies:
    """Keys and members of twin families under one rule's tables."""

    def __init__(self, tables: RuleTables) -> None:
        takes = [frozenset(tables.fitting[card]) for card in range(52)]
        self.fitting = tables.fitting
        self.takes = takes
        self.twin: list[int | None] = [None] * 52
        for card in range(52):
            same = [other for other in range(52) if other != card and takes[card] and takes[other] == takes[card]]
            if len(same) == 1 and all(len(tables.parents[child]) == 2 for child in takes[card]):
                self.twin[card] = same[0]
        self.active = any(twin is not None for twin in self.twin)

    def key(self, columns: Sequence[bytes], plain: bytes | None = None) -> tuple[bytes, int]:
        """The class key of a position and how many loose pieces it has (0: a plain key, which is
        ``plain`` when given)."""
        if not self.active:
            return plain or position_key(columns), 0
        twin = self.twin
        takes = self.takes
        text = SEPARATOR.join(columns)
        length = len(text)
        cuts: list[int] | None = None
        for column in columns:
            if column:
                other = twin[column[-1]]
                if other is not None:
                    place = text.find(other) + 1
                    if 0 < place < length and text[place] in takes[other]:
                        if cuts is None:
                            cuts = [place]
                        else:
                            cuts.append(place)
        if cuts is None or len(cuts) > MOST_LOOSE:
            return plain or position_key(columns), 0
        cuts.sort()
        pieces = []
        previous = 0
        loose = 0  # cards in loose pieces: each runs to its column's end or the next cut
        for number, cut in enumerate(cuts):
            pieces.append(text[previous:cut])
            end = text.find(SEPARATOR, cut)
            if end < 0:
                end = length
            if number + 1 < len(cuts):
                end = min(end, cuts[number + 1])
            loose += end - cut
            previous = cut
        if loose > MAX_GROUP:
            return plain or position_key(columns), 0
        pieces.append(text[previous:])
        parts = _CUT.join(pieces).split(SEPARATOR)
        parts.sort()
        return SEPARATOR.join(parts), len(cuts)

    def members(self, columns: Columns) -> list[Member]:
        """Every other position of the class, with swaps that reach it and the swaps that lead back.

        A swap *leads back* when it puts a group onto the card it lies on in
        ``columns``: each is given as (column of that card, column of the group,
        the group's first card), as ``unmirrored`` takes them.  Members are
        reached one twin swap after another.  A swap moves one loose piece to
        its other twin, so a member is told by which pieces lie on another twin
        than in ``columns`` (a bit per piece, named by its first card); a
        member's columns are built only when it is first reached.
        """
        first = SEPARATOR.join(columns)
        twin = self.twin
        takes = self.takes
        bits: dict[int, int] = {}  # a loose piece's first card -> its bit
        reached = {0}
        found: list[Member] = []
        waiting: list[tuple[Columns, list[Step], int]] = [(columns, [], 0)]
        while waiting:
            position, path, moved_pieces = waiting.pop()
            back: list[tuple[int, int, int]] = []
            text = SEPARATOR.join(position)
            length = len(text)
            for target, column in enumerate(position):  # every twin swap: a group onto this last card
                if not column:
                    continue
                other = twin[column[-1]]
                if other is None:
                    continue
                offset = text.find(other)
                if offset < 0 or offset + 1 >= length or text[offset + 1] not in takes[other]:
                    continue  # face down, home, or nothing fitting on it
                source = text.count(SEPARATOR, 0, offset)
                holder = position[source]
                place = offset - text.rfind(SEPARATOR, 0, offset)  # just after A in its column
                if source == target or len(holder) - place > MAX_GROUP:
                    continue
                card = holder[place]
                if path and column[-1] == first[first.find(card) - 1]:
                    back.append((target, source, card))
                bit = bits.get(card)
                if bit is None:
                    bit = bits[card] = 1 << len(bits)
                member = moved_pieces ^ bit
                if member not in reached:
                    reached.add(member)
                    moved = list(position)
                    moved[target] = column + holder[place:]
                    moved[source] = holder[:place]
                    waiting.append((tuple(moved), path + [(card, source, target)], member))
            if path:
                found.append((position, path, back))
        return found

    def unmirrored(self, columns: Columns, a: int, b: int, g: int, heights: Sequence[int],
                   closed: Sequence[int]) -> list[Step]:
        """The moves of Z (``columns``) that Y's moves do not stand for, Y being Z with the group from
        ``g`` in column ``b`` swapped back onto A, the last card of column ``a`` (3 in the docstring)."""
        text = SEPARATOR.join(columns)
        fitting = self.fitting
        found: list[Step] = []
        column_a = columns[a]
        card_a = column_a[-1]
        for card in fitting[card_a]:  # onto A
            if card != g:
                self._add(found, text, card, a, heights, closed, (a,))
        column_b = columns[b]
        size_s = len(column_b) - column_b.find(g)
        length_a = len(column_a)
        start = max(count_down(column_a), length_a - MAX_GROUP)
        onto_s = self.takes[column_b[-1]]
        too_big = length_a + size_s - MAX_GROUP  # a group from a place before this one, with S, is too big
        empty = next((index for index, column in enumerate(columns) if not column), -1) if too_big > start else -1
        for place in range(start, length_a):  # groups holding A
            card = column_a[place]
            if card in onto_s:
                found.append((card, a, b))
            if place >= too_big:
                continue  # elsewhere, the parent's move of the group with S stands for it
            for index, column in enumerate(columns):
                if index != a and index != b and column and card in self.takes[column[-1]]:
                    found.append((card, a, index))
            if place and empty >= 0 and RANK[card] == 13:
                found.append((card, a, empty))
        if RANK[card_a] - 1 == heights[SUIT[card_a]]:
            found.append((card_a, a, FOUNDATION))
        room = MAX_GROUP - size_s
        for card in fitting[column_b[-1]]:  # onto S's last card, too big to swap after
            self._add(found, text, card, b, heights, closed, (a, b), room)
        return found

    @staticmethod
    def _add(found: list[Step], text: bytes, card: int, destination: int, heights: Sequence[int],
             closed: Sequence[int], not_from: tuple[int, ...], room: int = -1) -> None:
        """The move of ``card`` (and what lies on it) onto ``destination``, if legal and bigger than ``room``."""
        suit = SUIT[card]
        if RANK[card] <= heights[suit]:
            if RANK[card] == heights[suit] and RANK[card] > closed[suit] and room < 1:
                found.append((card, FOUNDATION, destination))  # back from its foundation
            return
        offset = text.find(card)
        if offset < 0:
            return
        source = text.count(SEPARATOR, 0, offset)
        end = text.find(SEPARATOR, offset)
        size = (end if end >= 0 else len(text)) - offset
        if source not in not_from and room < size <= MAX_GROUP:
            found.append((card, source, destination))

