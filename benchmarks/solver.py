"""Solver benchmark: decide a fixed list of deals per rule and print the figures.

    python3 benchmarks/solver.py                      # 200 deals per rule, 10 s each
    python3 benchmarks/solver.py --seconds 2 --count 50 --rule classic
    python3 benchmarks/solver.py --codes my-codes.txt # one game code per line
    python3 benchmarks/solver.py --ui-latency         # the window thread while the worker solves
    python3 benchmarks/solver.py --count 5000 --rule classic --record /tmp/c.jsonl  # resumable long run
    python3 benchmarks/solver.py --summarise /tmp/c.jsonl /tmp/c-again.jsonl         # figures of such runs
    python3 benchmarks/solver.py --codes hard.txt --seconds 3600 --table 40000000     # more time and memory
    python3 benchmarks/solver.py --count 5000 --rule classic --jobs 2 --record /tmp/c.jsonl  # two deals at once

``--record`` appends one JSON line per deal as soon as it is decided (or
not) and skips the deals the file already holds, so a long run may be
stopped and started again.  ``--summarise`` reads such files; a deal
recorded more than once counts with its decided answer (a proof from any
run is a proof), and its seconds are the sum over all the runs.

The fixed list is drawn with the project's own SplitMix64 (seed below), so it
is the same on every machine and Python version; ``--print-codes`` shows it.
Printed: solvable / unsolvable / unknown counts, median and 90th-percentile
seconds (all deals, and solvable deals alone), positions per second, the
most positions searched for one deal, the process's peak memory, and the share of
winnable deals with its 95 % Wilson interval (unknown deals counted as
winnable for the upper bound and as not winnable for the lower one).
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import resource
import statistics
import sys
import time
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import DEAL_COUNT, Game, GameCode, Rule  # noqa: E402
from yukon_qt.engine.shuffle import SplitMix64  # noqa: E402
from yukon_qt.engine.solver import DEFAULT_MAX_POSITIONS, SOLVABLE, UNKNOWN, UNSOLVABLE, solve  # noqa: E402

LIST_SEED = 20261129


def fixed_deals(count: int) -> list[int]:
    """``count`` distinct deal numbers, the same everywhere."""
    generator = SplitMix64(LIST_SEED)
    numbers: list[int] = []
    while len(numbers) < count:
        number = generator.below(DEAL_COUNT)
        if number not in numbers:
            numbers.append(number)
    return numbers


def wilson(successes: int, total: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def peak_memory_mb() -> float:
    """The largest resident size of this process or of one of its finished workers (``--jobs``)."""
    kilobytes = max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return kilobytes / 1024  # kilobytes on Linux


def recorded(paths: list[Path]) -> dict[str, list[dict]]:
    """The lines of ``--record`` files, per game code."""
    found: dict[str, list[dict]] = {}
    for path in paths:
        if path.exists():
            for line in path.read_text().splitlines():
                if line.strip():
                    row = json.loads(line)
                    found.setdefault(row["code"], []).append(row)
    return found


def merged_rows(paths: list[Path], rule: Rule) -> list[tuple[str, str, float, int, int]]:
    """One row per recorded deal of ``rule``: decided if any run decided it, seconds summed over the runs."""
    rows = []
    for code, runs in recorded(paths).items():
        if GameCode.parse(code).rule is not rule:
            continue
        statuses = {run["status"] for run in runs} - {UNKNOWN}
        if len(statuses) > 1:
            raise SystemExit(f"{code}: the runs disagree: {sorted(statuses)}")
        status = statuses.pop() if statuses else UNKNOWN
        rows.append((
            code, status, sum(run["seconds"] for run in runs), max(run["positions"] for run in runs),
            max(run.get("largest_table", 0) for run in runs),
        ))
    return rows


def decide(code_text: str, seconds: float, table: int) -> dict:
    """Solve one deal and check a winning line by replaying it through the engine; one record line.

    A line that does not replay raises RuntimeError, not SystemExit: a worker process of ``--jobs``
    hands an Exception back to the parent, where a SystemExit would only end the worker."""
    code = GameCode.parse(code_text)
    result = solve(Game(code), seconds=seconds, max_positions=table)
    if result.status == SOLVABLE:
        replay = Game(code)
        for move in result.moves:
            if replay.check(move) is not None:
                raise RuntimeError(f"{code}: the winning line does not replay at {move}")
            replay.play(move)
        if not replay.won:
            raise RuntimeError(f"{code}: the winning line does not win")
    return {
        "code": code_text, "status": result.status, "seconds": round(result.seconds, 4),
        "positions": result.positions, "largest_table": result.largest_table, "limit": seconds,
    }


def _decide_star(arguments: tuple[str, float, int]) -> dict:
    return decide(*arguments)


def run_rule(
    codes: list[GameCode], seconds: float, verbose: bool, record: Path | None = None,
    table: int = DEFAULT_MAX_POSITIONS, jobs: int = 1,
) -> dict:
    """Decide ``codes`` (those ``record`` does not hold yet), in ``jobs`` processes at once."""
    rows = []
    done = recorded([record]) if record else {}
    work = [(str(code), seconds, table) for code in codes if str(code) not in done]
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.Pool(jobs)
        lines: Iterable[dict] = pool.imap_unordered(_decide_star, work)
    else:
        pool = None
        lines = map(_decide_star, work)
    try:
        for line in lines:
            rows.append((line["code"], line["status"], line["seconds"], line["positions"], line["largest_table"]))
            if record:
                with record.open("a") as out:
                    out.write(json.dumps(line) + "\n")
            if verbose:
                print(f"  {line['code']} {line['status']:10s} {line['seconds']:7.3f} s "
                      f"{line['positions']:9d} positions", flush=True)
    except RuntimeError as error:
        raise SystemExit(str(error)) from None
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    return summarise(rows)


def summarise(rows: list[tuple[str, str, float, int, int]]) -> dict:
    count = len(rows)
    solvable = [r for r in rows if r[1] == SOLVABLE]
    unsolvable = [r for r in rows if r[1] == UNSOLVABLE]
    unknown = [r for r in rows if r[1] == UNKNOWN]
    times = [r[2] for r in rows]
    solved_times = [r[2] for r in solvable]
    low, _ = wilson(len(solvable), count)
    _, high = wilson(len(solvable) + len(unknown), count)
    return {
        "deals": count,
        "solvable": len(solvable),
        "unsolvable": len(unsolvable),
        "unknown": len(unknown),
        "decided_share": (len(solvable) + len(unsolvable)) / count if count else 0.0,
        "median_seconds": statistics.median(times) if times else float("nan"),
        "p90_seconds": percentile(times, 0.9),
        "median_seconds_solvable": statistics.median(solved_times) if solved_times else float("nan"),
        "p90_seconds_solvable": percentile(solved_times, 0.9),
        "positions_per_second": sum(r[3] for r in rows) / max(1e-9, sum(times)),
        "most_positions_one_deal": max((r[3] for r in rows), default=0),
        "largest_position_table": max((r[4] for r in rows), default=0),
        "winnable_share_bounds": [len(solvable) / count, (len(solvable) + len(unknown)) / count] if count else [0, 0],
        "winnable_wilson_95": [low, high],
        "unknown_codes": [r[0] for r in unknown],
        "unsolvable_codes": [r[0] for r in unsolvable],
    }


def report(rule: Rule, seconds: float, figures: dict) -> str:
    f = figures
    low, high = f["winnable_wilson_95"]
    share_low, share_high = f["winnable_share_bounds"]
    from yukon_qt.engine.solver_build import build_name

    return "\n".join([
        f"{rule.title}: {f['deals']} deals, {seconds:g} s limit per deal, solver {build_name()}",
        f"  solvable {f['solvable']}, unsolvable {f['unsolvable']}, unknown {f['unknown']}"
        f"  (decided {100 * f['decided_share']:.1f} %)",
        f"  seconds per deal: median {f['median_seconds']:.3f}, 90th percentile {f['p90_seconds']:.3f}",
        f"  solvable deals:   median {f['median_seconds_solvable']:.3f}, 90th percentile "
        f"{f['p90_seconds_solvable']:.3f}",
        f"  positions per second {f['positions_per_second']:.0f}, most positions for one deal "
        f"{f['most_positions_one_deal']}, largest position table {f['largest_position_table']}",
        f"  winnable: {100 * share_low:.1f} % to {100 * share_high:.1f} % of the deals; "
        f"95 % Wilson interval {100 * low:.1f} % to {100 * high:.1f} %",
    ])


def ui_latency(seconds: float) -> str:
    """How late a 5 ms timer of the window's thread fires, idle and while the worker solves."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from yukon_qt.model.solver_worker import SolverWorker

    app = QCoreApplication.instance() or QCoreApplication([])

    def timer_gaps(busy: bool) -> list[float]:
        """The gaps in ms between ticks for ``seconds``, the first left out; each run its own clock and list."""
        gaps: list[float] = []
        clock = QElapsedTimer()
        timer = QTimer()
        timer.setInterval(5)
        last = [0]

        def tick():
            now = clock.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            last[0] = now
            if now > seconds * 1e9:
                app.quit()

        timer.timeout.connect(tick)
        worker = SolverWorker()
        if busy:
            worker.solve(Game(GameCode(Rule.CLASSIC, 5)).to_dict(), seconds + 5)  # a deal that keeps it busy
        clock.start()
        timer.start()
        app.exec()
        timer.stop()
        worker.cancel()
        worker.wait(10)
        return sorted(gaps[1:])

    lines = []
    for label, busy in (("idle", False), ("solving", True)):
        gaps = timer_gaps(busy)
        lines.append(
            f"  {label:8s} 5 ms timer: median gap {statistics.median(gaps):.1f} ms, "
            f"99th percentile {percentile(gaps, 0.99):.1f} ms, longest {gaps[-1]:.1f} ms"
        )
    return "Window thread while the solver worker runs:\n" + "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", choices=[rule.stored_name for rule in Rule] + ["both"], default="both")
    parser.add_argument("--count", type=int, default=200, help="deals per rule (default 200)")
    parser.add_argument("--seconds", type=float, default=10.0, help="time limit per deal (default 10)")
    parser.add_argument("--codes", type=Path, help="a file of game codes, one a line, instead of the fixed list")
    parser.add_argument("--print-codes", action="store_true", help="print the fixed list and stop")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--record", type=Path, help="append one line per deal to this file; skip deals it holds")
    parser.add_argument("--summarise", type=Path, nargs="+", help="print the figures of --record files and stop")
    parser.add_argument("--jobs", type=int, default=1,
                        help="deals decided at once, one process each (default 1; the time limit stays per deal)")
    parser.add_argument("--table", type=int, default=DEFAULT_MAX_POSITIONS,
                        help=f"positions the solver may hold (its memory; default {DEFAULT_MAX_POSITIONS:,})")
    parser.add_argument("--ui-latency", action="store_true",
                        help="only measure how the window thread keeps its timers while the worker solves")
    args = parser.parse_args(argv)
    if args.ui_latency:
        print(ui_latency(5.0))
        return 0

    rules = list(Rule) if args.rule == "both" else [Rule.named(args.rule)]
    if args.summarise:
        runs = recorded(args.summarise)
        for rule in rules:
            rows = merged_rows(args.summarise, rule)
            if rows:
                limit = max(run["limit"] for row in rows for run in runs[row[0]])
                print(report(rule, limit, summarise(rows)).replace(" s limit per deal", " s limit per deal (longest)"))
                print(f"  total seconds {sum(row[2] for row in rows):.0f}; still unknown: "
                      + " ".join(row[0] for row in rows if row[1] == UNKNOWN))
        return 0
    if args.codes:
        listed = [GameCode.parse(line) for line in args.codes.read_text().split() if line.strip()]
    else:
        numbers = fixed_deals(args.count)
        listed = [GameCode(rule, number) for rule in rules for number in numbers]
    if args.print_codes:
        print("\n".join(str(code) for code in listed))
        return 0

    print(f"Machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"{time.strftime('%Y-%m-%d')}")
    results = {}
    started = time.monotonic()
    for rule in rules:
        codes = [code for code in listed if code.rule is rule]
        if not codes:
            continue
        figures = run_rule(codes, args.seconds, args.verbose, args.record, args.table, args.jobs)
        results[rule.stored_name] = figures
        print(report(rule, args.seconds, figures), flush=True)
    print(f"Peak memory of the process: {peak_memory_mb():.0f} MB; total {time.monotonic() - started:.0f} s")
    if args.json:
        args.json.write_text(json.dumps({"seconds_per_deal": args.seconds, "rules": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
