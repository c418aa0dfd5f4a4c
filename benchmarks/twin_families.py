"""How small would the search be if positions one twin swap apart counted as one?

    python3 benchmarks/twin_families.py YU1-C-HVPETAY            # one whole search, then the family search
    python3 benchmarks/twin_families.py YU1-C-HVPETAY --seconds 600 --cap 64

A *twin swap* moves a group lying on a card it fits onto that card's twin
(same rank and colour under Classic), when the twin is the last card of
another column; the move back is a twin swap too, so the two positions are
winnable together.  The *family* of a position is every position twin swaps
reach from it.  This measurement searches families instead of positions,
exactly: it tries the moves of every member of a family (so it cannot miss
a win), keys a family by its smallest member, and cuts off a family when
the solver's checks prove one member lost.  It prints the number of
positions of one whole search (no restarts), the number of families, the
average family size and both times.  A family larger than ``--cap`` is
searched as a single position (still exact).

The solver does not search this way: trying every member's moves costs far
more than the merge saves (see docs/WINNABILITY.md).  The figure to beat is
the number of families, with a cost per family near the cost per position.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import Game, GameCode  # noqa: E402
from yukon_qt.engine import solver as solver_module  # noqa: E402
from yukon_qt.engine.moves import MAX_GROUP  # noqa: E402
from yukon_qt.engine.solver_state import (  # noqa: E402
    DOWN,
    TABLES,
    CardTable,
    Columns,
    DeadlockCheck,
    encode,
    hidden_counts,
    is_stuck,
    position_key,
)


def twin_swaps(columns: Columns, parents: CardTable) -> list[Columns]:
    """Every position one twin swap away."""
    last = {column[-1]: index for index, column in enumerate(columns) if column}
    found = []
    for index, column in enumerate(columns):
        for position in range(max(1, len(column) - MAX_GROUP), len(column)):
            card, under = column[position], column[position - 1]
            if card >= DOWN or under >= DOWN or under not in parents[card]:
                continue
            for twin in parents[card]:
                other = last.get(twin, -1)
                if twin != under and other >= 0 and other != index:
                    moved = list(columns)
                    moved[other] = columns[other] + column[position:]
                    moved[index] = column[:position]
                    found.append(tuple(moved))
    return found


def family(columns: Columns, parents: CardTable, cap: int) -> dict[bytes, Columns] | None:
    """The members of a position's family by key, or None when there are more than ``cap``."""
    members = {position_key(columns): columns}
    waiting = [columns]
    while waiting:
        for moved in twin_swaps(waiting.pop(), parents):
            key = position_key(moved)
            if key not in members:
                if len(members) >= cap:
                    return None
                members[key] = moved
                waiting.append(moved)
    return members


def family_search(game: Game, seconds: float, cap: int) -> tuple[str, int, int]:
    """Depth-first search over families (Tarjan's groups as in the solver): outcome, families, members."""
    tables = TABLES[game.rule]
    columns, heights = encode(game)
    search = solver_module._Search(tables, DeadlockCheck(columns, tables))
    start_columns, start_heights = list(columns), list(heights)
    search.play_safe(start_columns, start_heights, [])
    deadline = time.monotonic() + seconds

    def classify(position: Columns) -> tuple[bytes, list[Columns]]:
        members = family(position, tables.parents, cap)
        if members is None:
            return position_key(position), [position]
        return min(members), list(members.values())

    def expand(members: list[Columns], heights: tuple[int, ...]) -> list:
        return [(member, move) for member in members for move in search.moves(member, heights)]

    if search.deadlock.is_dead(hidden_counts(start_columns)) or is_stuck(
            start_columns, start_heights, tables.parents, tables.fitting):
        return "not winnable", 1, 1
    key, members = classify(tuple(start_columns))
    seen = {key: 0}
    order, families, total = 1, 1, len(members)
    group, open_keys = [key], {key}
    stack = [[members, tuple(start_heights), expand(members, tuple(start_heights)), 0, key, 0]]
    while stack:
        frame = stack[-1]
        if frame[3] >= len(frame[2]):
            stack.pop()
            if frame[5] == seen[frame[4]]:
                while group:
                    member = group.pop()
                    open_keys.discard(member)
                    if member == frame[4]:
                        break
            if stack and frame[5] < stack[-1][5]:
                stack[-1][5] = frame[5]
            continue
        member, move = frame[2][frame[3]]
        frame[3] += 1
        new_columns, new_heights, _, turned = search.apply(member, frame[1], move)
        if sum(new_heights) == 52:
            return "winnable", families, total
        key = position_key(new_columns)
        if key not in seen:
            key, members = classify(new_columns)
        number = seen.get(key)
        if number is not None:
            if key in open_keys and number < frame[5]:
                frame[5] = number
            continue
        seen[key] = order
        order += 1
        if (turned and search.deadlock.is_dead(hidden_counts(new_columns))) or is_stuck(
                new_columns, new_heights, tables.parents, tables.fitting):
            continue  # one member proven lost: the whole family is (one value)
        families += 1
        total += len(members)
        if families % 256 == 0 and time.monotonic() > deadline:
            return "unknown (time)", families, total
        group.append(key)
        open_keys.add(key)
        stack.append([members, new_heights, expand(members, new_heights), 0, key, order - 1])
    return "not winnable", families, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("code", help="a game code")
    parser.add_argument("--seconds", type=float, default=900.0, help="time limit of each search (default 900)")
    parser.add_argument("--cap", type=int, default=64, help="largest family searched as one (default 64)")
    args = parser.parse_args()
    game = Game(GameCode.parse(args.code))
    solver_module.FIRST_BUDGET = 10**12  # the first search is the whole search: no restarts
    started = time.monotonic()
    whole = solver_module.solve(game, seconds=args.seconds, max_positions=30_000_000)
    print(f"whole search:  {whole.status}, {whole.positions} positions, {time.monotonic() - started:.1f} s")
    started = time.monotonic()
    outcome, families, members = family_search(game, args.seconds, args.cap)
    print(f"family search: {outcome}, {families} families ({members / families:.1f} members on average), "
          f"{time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
