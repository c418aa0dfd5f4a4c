"""A canonical order for groups between twin bases (the solver's own pruning rules).

Cards a group could equally go onto, because its bottom card ``g`` fits on
each of them, are *twin bases* (two under Classic, four under Relaxed).  A
*twin move* takes a group from a face-up twin base ``B1`` it lies on (column
``a``) to another one, ``B2``, the last card of column ``b``; nothing turns
over.  Two rules, applied only to a move whose safe foundation moves send
nothing home, and only by the whole search (the narrower one proves
nothing):

1. *Lowest base first.*  A move that is not a twin move and puts a group on
   a base ``B2`` while a lower-numbered base ``B`` of ``g`` is the last card
   of a third column is not played: the group goes onto the lowest free
   base, and a twin move may take it on from there.
2. *Twin moves only when used.*  A twin move is played only when, in the
   position ``Q`` after it, some legal move *uses* it.  It is left out when
   every legal move of ``Q`` is either a move of ``g`` itself or a *free* move:
   a move that does not start or end in column ``a``, does not pick ``B2`` or
   a card below it, whose safe foundation moves send neither ``g`` nor ``B1``
   home and leave ``B2`` unplayable (not the next card of a safe foundation),
   that, if it ends on top of the moved group, leaves that group within the
   size limit, and that, if it is a twin move itself, moves a card with a
   lower number than ``g`` (the fixed order that decides which of two
   independent twin moves comes first).

Proof that no winnable position is lost.  Lines are sequences of the
search's own moves, each followed by its safe foundation moves.  Measure a
winnable position ``P`` by ``(w, l)``: ``w`` the fewest moves other than twin
moves in a winning line from ``P``, ``l`` the length of the shortest such
line.  Claim: every winnable position not yet won has a move the rules keep
to a winnable position of smaller measure (compared first by ``w``); by
induction on the measure the search then finds a win from every winnable
position (the rules leave out moves, never positions, so the table of
searched positions and the proofs of positions lost stay as they were).
Take a line ``m, s, ...`` of measure ``(w, l)`` from ``P``.  If the rules keep
``m``, it is the move: ``w`` drops, or, for a twin move, ``l`` drops.  Else:

- ``m`` was left out by rule 1: the move of the same group onto the lowest
  free base ``B`` is kept (no lower base is free), sends nothing home (its
  column ends look as after ``m`` but for ``B2``, which was no more playable
  in ``P`` than ``B``), and the twin move from ``B`` to ``B2`` then reaches the
  position after ``m``; twin moves do not count in ``w``, so ``w`` drops.
- ``m`` was left out by rule 2 (its own safe moves send nothing home, or it
  would have been kept), and ``s`` is legal in ``Q``, so ``s`` is a move of ``g``
  or a free move.  A move of ``g``: ``m`` then ``s`` is the one move of ``g``
  from ``B1`` to where ``s`` takes it (legal from ``P``: only the card under
  ``g`` differs; a twin move exactly when ``s`` is one), or, back onto ``B1``,
  no move at all: ``w`` does not grow and ``l`` drops, impossible.  A free
  move: ``s`` is legal in ``P`` too, with the same cards above it and the
  same last card at its destination (the top of the group lies on ``a`` in
  ``P`` instead of on ``b``; the foundations are the same), and it is a twin
  move in ``P`` exactly when it is one in ``Q`` (the card under its card and
  the card it goes onto are the same).  Its safe foundation moves are the
  same in ``P``: those of ``Q`` are all possible in ``P`` (none is ``B1`` or
  ``g``), and after them the one last card of ``P`` that ``Q`` lacks, ``B2``, is
  not playable.  Afterwards ``m`` is still legal (``g`` still lies on ``B1``,
  ``B2`` is still last, the group is within the size limit) and its safe
  moves send nothing home (only ``B1`` is newly last, and it would have gone
  home after ``s`` in ``Q``).  The two moves touch different cards, so ``s``
  then ``m`` reaches the same position as ``m`` then ``s``, and the line
  ``s, m, ...`` from ``P`` has the same measure.  Now ``s`` leads to a smaller
  measure: ``w`` drops if it is not a twin move, else ``l`` does.  If rule 1
  leaves ``s`` out, the first case applies to it.  If ``s`` is a twin move,
  its card is lower than ``g``, and in the position after it ``m`` is legal,
  a twin move of a higher card, hence not free for ``s``: rule 2 keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .moves import MAX_GROUP
from .solver_state import DOWN, FOUNDATION, RANK, SUIT, CardTable, Columns, Heights, Step

Apply = Callable[[Sequence[bytes], Sequence[int], Step], tuple[Columns, Heights, list[Step], bool]]
MovesOf = Callable[[Columns, Heights], list[Step]]
SafeSuits = Callable[[Sequence[int]], tuple[bool, ...]]


def is_twin_move(columns: Sequence[bytes], move: Step, fitting: CardTable) -> bool:
    """Whether ``move`` takes a group from a face-up card it fits on to another card it fits on."""
    card, source, destination = move
    if source == FOUNDATION or destination == FOUNDATION or not columns[destination]:
        return False
    column = columns[source]
    position = column.find(card)
    if position <= 0:
        return False
    below = column[position - 1]
    return below < DOWN and card in fitting[below]


def twin_move_unused(
    columns: Sequence[bytes], move: Step, after: Columns, heights: Heights, made: list[Step],
    fitting: CardTable, apply: Apply, moves_of: MovesOf, safe_suits: SafeSuits,
) -> bool:
    """Whether the twin move ``move`` from ``columns`` may be left out (see module notes).

    ``after``, ``heights`` and ``made`` are the position after the move and the
    moves it made (the move and its safe foundation moves).
    """
    if len(made) != 1:
        return False  # its safe moves send a card home: it is used at once
    card, source, destination = move
    covered = len(columns[destination]) - 1  # where B2 lies in column b
    base = columns[destination][-1]  # B2
    first = columns[source][columns[source].find(card) - 1]  # B1
    safe = safe_suits(heights)
    for option in moves_of(after, heights):
        moved, start, end = option
        if moved == card:
            continue  # a move of g itself
        if start == source or end == source:
            return False
        if start == destination and after[destination].find(moved) <= covered:
            return False  # picks B2 or a card below it
        if moved > card and is_twin_move(after, option, fitting):
            return False  # a later twin move: in the fixed order it may not wait for this one
        if start != FOUNDATION and end != FOUNDATION:
            # Between columns: safe moves follow only if the card it uncovers may go home safely.
            column = after[start]
            position = column.find(moved)
            if end == destination and len(after[destination]) + len(column) - position - covered - 1 > MAX_GROUP:
                return False  # the group would be too big to move back in the other order
            under = column[position - 1] & 63 if position else -1
            if under < 0 or RANK[under] - 1 != heights[SUIT[under]] or not safe[SUIT[under]]:
                continue
        _, new_heights, steps, _ = apply(after, heights, option)
        if any(step[0] == card or step[0] == first for step in steps[1:]):
            return False
        suit = SUIT[base]
        if RANK[base] - 1 == new_heights[suit] and safe_suits(new_heights)[suit]:
            return False  # B2 would go home after it in the other order
    return True


def lower_base_free(columns: Sequence[bytes], move: Step, parents: CardTable) -> bool:
    """Whether ``move`` puts its group on a card while a lower-numbered card it fits on is free.

    Only asked of a move that is not a twin move, sends nothing home and
    ends in a column (see module notes).
    """
    card, source, destination = move
    column = columns[destination]
    if not column:
        return False
    base = column[-1]
    for parent in parents[card]:
        if parent < base:
            for index, other in enumerate(columns):
                if index != destination and index != source and other and other[-1] == parent:
                    return True
    return False
