"""What the twin families save: one whole search of a deal with them and without them.

    python3 benchmarks/twin_families.py YU1-C-HVPETAY               # one run each
    python3 benchmarks/twin_families.py YU1-C-HVPETAY YU1-C-WSUWNKY --runs 3

Each search is one whole search without restarts (the first search is given
every position), so the figures are the size of the proof and its time, not
the luck of the restarts.  Printed per deal and way: the answer, the
positions in the table (with families: the classes), and the median seconds
of ``--runs`` runs.  See ``yukon_qt/engine/solver_families.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import Game, GameCode  # noqa: E402
from yukon_qt.engine import solver as solver_module  # noqa: E402


def whole_search(code: str, families: bool, seconds: float) -> tuple[str, int, float]:
    game = Game(GameCode.parse(code))
    started = time.monotonic()
    result = solver_module.solve(game, seconds=seconds, max_positions=30_000_000, families=families)
    return result.status, result.positions, time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("codes", nargs="+", help="game codes")
    parser.add_argument("--runs", type=int, default=1, help="runs of each search; the median time is printed")
    parser.add_argument("--seconds", type=float, default=900.0, help="time limit of each search (default 900)")
    args = parser.parse_args()
    solver_module.FIRST_BUDGET = 10**12  # the first search is the whole search: no restarts
    for code in args.codes:
        for families in (False, True):
            runs = [whole_search(code, families, args.seconds) for _ in range(args.runs)]
            status, positions, _ = runs[-1]
            median = statistics.median(seconds for _, _, seconds in runs)
            way = "with families   " if families else "without families"
            print(f"{code}  {way}  {status:10}  {positions:>10,} positions  {median:7.1f} s", flush=True)


if __name__ == "__main__":
    main()
