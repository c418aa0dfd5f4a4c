"""Cold start to the first painted window, as the median of several runs.

    python3 benchmarks/startup.py [--runs 7] [--platform auto|xvfb|offscreen]

Each run is a fresh process (`python benchmarks/probe.py app`, which starts
the game as `python -m yukon_qt` does, with empty settings and no saved game);
the time counts from just before the process is spawned to the end of the
table's first paint.  A bare PySide6 window with a QGraphicsView is timed the
same way as a reference.  Goal: at most 0.25 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import benchmark_display, run_probe  # noqa: E402

GOAL_SECONDS = 0.25


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", choices=("auto", "xvfb", "offscreen"), default="auto")
    args = parser.parse_args()
    with benchmark_display(args.platform) as (env, description):
        print(f"display: {description}; {args.runs} runs each, bare and app taking turns")
        for kind in ("bare", "app"):
            run_probe(kind, env)  # warm the disk and bytecode caches; not counted
        totals: dict[str, list[float]] = {"bare": [], "app": []}
        interpreter: dict[str, list[float]] = {"bare": [], "app": []}
        for _ in range(args.runs):
            for kind in ("bare", "app"):  # taking turns spreads the machine's other load over both
                report = run_probe(kind, env)
                totals[kind].append(report["first_paint"] - report["spawned"])
                interpreter[kind].append(report["started"] - report["spawned"])
        figures = {kind: statistics.median(values) for kind, values in totals.items()}
        for kind, values in totals.items():
            print(f"{kind:>4}: first painted window after {figures[kind] * 1000:6.0f} ms median "
                  f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f}; "
                  f"Python's own start took {statistics.median(interpreter[kind]) * 1000:.0f} ms of it)")
    verdict = "met" if figures["app"] <= GOAL_SECONDS else "MISSED"
    print(f"goal {GOAL_SECONDS * 1000:.0f} ms: {verdict} "
          f"(the game costs {(figures['app'] - figures['bare']) * 1000:.0f} ms over a bare window)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
