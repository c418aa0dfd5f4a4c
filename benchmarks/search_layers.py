"""Where a search spends its positions: layers, sublayers, twin families and shapes.

    python3 benchmarks/search_layers.py YU1-C-HVPETAY                   # one whole search, restarts included
    python3 benchmarks/search_layers.py YU1-C-JKJANVF --nodes 300000    # the first 300,000 positions

Counted over the positions the whole and narrower searches expand, the
proof search over shapes turned off (restarts included, so a position may
count more than once):

- *layers*: positions with the same face-down cards.  Under Classic, the
  only moves a position can take back are twin swaps and moves to and from
  the foundations: every other move turns a card or takes a group off a card
  it was dealt on and does not fit, and such a join never forms again.
- *sublayers*: positions of a layer with the same dealt joins still whole and
  the same foundations; inside one, the positions differ only by which twin
  each group lies on.
- *twin families* and *shapes*: how many of the positions expanded are
  different as the whole search keys them (``solver_families``) and as the
  proof search does (``solver_exchange``, which also counts positions
  differing by twins' piles exchanged as one).
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import Game, GameCode  # noqa: E402
from yukon_qt.engine import solver as solver_module  # noqa: E402
from yukon_qt.engine.solver_exchange import Shapes  # noqa: E402
from yukon_qt.engine.solver_families import TwinFamilies  # noqa: E402
from yukon_qt.engine.solver_state import DOWN, TABLES, Columns, count_down, encode  # noqa: E402


def dealt_joins(columns: Columns, fitting: tuple[tuple[int, ...], ...]) -> list[bytes]:
    """The face-up cards dealt on a face-up card they do not fit, as two bytes (card below, card on it)."""
    return [column[index - 1:index + 1] for column in columns for index in range(1, len(column))
            if column[index - 1] < DOWN and column[index] not in fitting[column[index - 1]]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("code", help="a game code")
    parser.add_argument("--nodes", type=int, help="stop after this many positions (default: the whole search)")
    parser.add_argument("--layers", type=int, default=5, help="how many of the largest layers to print")
    args = parser.parse_args()
    game = Game(GameCode.parse(args.code))
    tables = TABLES[game.rule]
    families = TwinFamilies(tables)
    shapes = Shapes(tables)
    joins = dealt_joins(encode(game)[0], tables.fitting)
    layers: collections.Counter[tuple[int, ...]] = collections.Counter()
    sublayers: dict[tuple[int, ...], set[tuple[frozenset[bytes], tuple[int, ...]]]] = collections.defaultdict(set)
    family_keys: set[bytes] = set()
    shape_keys: set[bytes] = set()
    expanded = 0
    moves = solver_module._Search.moves

    def counting(search: solver_module._Search, columns: Columns, heights: tuple[int, ...],
                 family: bool = False) -> list[tuple[int, int, int]]:
        nonlocal expanded
        expanded += 1
        layer = tuple(map(count_down, columns))
        layers[layer] += 1
        text = b"\xff".join(columns)
        sublayers[layer].add((frozenset(join for join in joins if join in text), tuple(heights)))
        family_keys.add(families.key(columns)[0] + bytes(heights))
        shape_keys.add(shapes.key(columns))
        return moves(search, columns, heights, family)

    solver_module._Search.moves = counting  # type: ignore[method-assign]
    solver_module.PROOF_FROM = 10**12  # the searches as they were before the proof search over shapes
    result = solver_module.solve(game, seconds=None, max_positions=30_000_000, max_nodes=args.nodes)
    print(f"{args.code}: {result.status}, {result.positions:,} positions, {expanded:,} expanded, "
          f"{len(joins)} dealt joins")
    print(f"  {len(layers)} layers; the largest (face-down cards per column: expanded, sublayers):")
    for layer, count in layers.most_common(args.layers):
        print(f"    {layer}: {count:,} expanded in {len(sublayers[layer]):,} sublayers")
    print(f"  twin families expanded: {len(family_keys):,}; shapes: {len(shape_keys):,} "
          f"({len(family_keys) / max(1, len(shape_keys)):.1f} times fewer)")

if __name__ == "__main__":
    main()
