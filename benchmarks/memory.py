"""Peak memory (resident set size) of the running game, as the median of several runs.

    python3 benchmarks/memory.py [--runs 5] [--linger 1500] [--size 1920x1080] [--platform ...]
    python3 benchmarks/memory.py --deck kde:svg-dondorf   # the game showing that deck

Each run starts the game in a fresh process (`benchmarks/probe.py app`),
resizes the window to ``--size`` after its first painted frame (so the felt and
the cards are rendered at that size too), lets it run for ``--linger`` ms, and
reads the peak
RSS with resource.getrusage inside that process.  A bare PySide6 window with a
QGraphicsView is measured the same way as a reference.  With ``--deck`` the game
starts with that deck chosen: with ``--empty-cache`` its picture cache is empty in
every run (the file is read and its cards drawn in that run, as on the very first
start with it), else a first run that is not counted fills the cache and the
counted runs start as every later start does.  Goal: at most 120 MB.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import benchmark_display, run_probe  # noqa: E402

GOAL_MB = 120


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--linger", type=int, default=1500)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--platform", choices=("auto", "xvfb", "offscreen"), default="auto")
    parser.add_argument("--deck", help="the deck the game shows (a name `python -m yukon_qt decks` lists)")
    parser.add_argument("--empty-cache", action="store_true", help="with --deck: no picture drawn before each run")
    args = parser.parse_args()
    figures: dict[str, list[float]] = {"bare": [], "app": []}
    with benchmark_display(args.platform) as (env, description):
        print(f"display: {description}; {args.runs} runs each, window {args.size}, "
              f"{args.linger} ms after the first frame" + (f", deck {args.deck}" if args.deck else ""))
        with tempfile.TemporaryDirectory() as kept:
            if args.deck:
                (Path(kept) / "config").mkdir()
                (Path(kept) / "config" / "settings.json").write_text(json.dumps({"deck": args.deck}))
                if not args.empty_cache:
                    run_probe("app", env, linger=args.linger, resize=args.size, home=Path(kept))  # fills the cache
            for _ in range(args.runs):
                for kind in figures:
                    with tempfile.TemporaryDirectory() as folder:
                        home = None
                        if args.deck and kind == "app":
                            home = Path(kept)
                            if args.empty_cache:
                                home = Path(folder)
                                (home / "config").mkdir()
                                (home / "config" / "settings.json").write_bytes(
                                    (Path(kept) / "config" / "settings.json").read_bytes())
                        report = run_probe(kind, env, linger=args.linger, resize=args.size, home=home)
                    figures[kind].append(report["peak_memory_mb"])
    for kind, values in figures.items():
        print(f"{kind:>4}: peak memory {statistics.median(values):6.1f} MB median "
              f"(min {min(values):.1f}, max {max(values):.1f})")
    app = statistics.median(figures["app"])
    print(f"goal {GOAL_MB} MB: {'met' if app <= GOAL_MB else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
