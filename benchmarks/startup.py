"""Cold start to the first painted window, as the median of several runs.

    python3 benchmarks/startup.py [--runs 7] [--platform auto|xvfb|offscreen]

Each run is a fresh process (`python benchmarks/probe.py app`, which starts
the game as `python -m yukon_qt` does); the time counts from just before the
process is spawned to the end of the table's first paint.  Two kinds of start
are timed: the first one ever (no settings, statistics or saved game yet) and
a later one (the files of earlier runs are there and the saved game is
resumed).  A bare PySide6 window with a QGraphicsView is timed the same way as
a reference, and so is that view in a main window with a menu bar and a line of
text (``probe.py text``), for what any window that shows words pays.  Goals: at
most 0.25 s, and at most 1.5 times the bare window's time in the same run (the
slower of the two starts counts).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from harness import benchmark_display, run_probe  # noqa: E402

GOAL_SECONDS = 0.25
GOAL_RATIO = 1.5  # times the bare window's time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", choices=("auto", "xvfb", "offscreen"), default="auto")
    args = parser.parse_args()
    kinds = ("bare", "with text", "first start", "later start")
    with benchmark_display(args.platform) as (env, description), tempfile.TemporaryDirectory() as home:
        print(f"display: {description}; {args.runs} runs each, taking turns")
        kept = Path(home)
        run_probe("bare", env)  # warm the disk and bytecode caches; not counted
        run_probe("text", env)
        run_probe("app", env, home=kept)  # and leave settings, statistics and a saved game behind
        totals: dict[str, list[float]] = {kind: [] for kind in kinds}
        interpreter: dict[str, list[float]] = {kind: [] for kind in kinds}
        for _ in range(args.runs):
            for kind in kinds:  # taking turns spreads the machine's other load over all three
                if kind == "bare":
                    report = run_probe("bare", env)
                elif kind == "with text":
                    report = run_probe("text", env)
                else:
                    report = run_probe("app", env, home=kept if kind == "later start" else None)
                totals[kind].append(report["first_paint"] - report["spawned"])
                interpreter[kind].append(report["started"] - report["spawned"])
        figures = {kind: statistics.median(values) for kind, values in totals.items()}
        for kind, values in totals.items():
            print(f"{kind:>11}: first painted window after {figures[kind] * 1000:6.0f} ms median "
                  f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f}; "
                  f"Python's own start took {statistics.median(interpreter[kind]) * 1000:.0f} ms of it)")
    app = max(figures["first start"], figures["later start"])
    verdict = "met" if app <= GOAL_SECONDS else "MISSED"
    print(f"goal {GOAL_SECONDS * 1000:.0f} ms: {verdict} "
          f"(the slower start costs {(app - figures['bare']) * 1000:.0f} ms over a bare window)")
    ratio = app / figures["bare"]
    verdict = "met" if ratio <= GOAL_RATIO else "MISSED"
    print(f"goal {GOAL_RATIO:g} times a bare window: {verdict} ({ratio:.2f} times; "
          f"{GOAL_RATIO * figures['bare'] * 1000:.0f} ms would be {GOAL_RATIO:g} times)")
    print(f"against the window with text: {app / figures['with text']:.2f} times "
          f"({(app - figures['with text']) * 1000:.0f} ms more)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
