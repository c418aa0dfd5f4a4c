"""Deal-of-the-day benchmark: prove the deal of each of the next 366 days winnable, and time it.

    python3 benchmarks/daily.py                     # from today, 366 days
    python3 benchmarks/daily.py --from 2027-01-01 --days 30

For each date it works the deal out as a date outside the table would be
(``compute_daily_code``), checks it against ``daily_code`` (the table), and
proves it winnable again with the per-candidate budget.  Printed: dates
proven winnable, dates where the table differs, candidates tried, and the
time (total, median and slowest date).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import (
    Game,  # noqa: E402
    daily,  # noqa: E402
)
from yukon_qt.engine.solver import SOLVABLE, solve  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="first", type=date.fromisoformat, default=date.today())
    parser.add_argument("--days", type=int, default=366)
    args = parser.parse_args()
    dates = daily.table_dates(args.first, date.fromordinal(args.first.toordinal() + args.days - 1))
    proven = differs = tried = 0
    times = []
    started = time.monotonic()
    for day in dates:
        begun = time.monotonic()
        code = daily.compute_daily_code(day)
        times.append(time.monotonic() - begun)
        tried += next(n for n in range(daily.MOST_ATTEMPTS) if daily.candidate(day, n) == code) + 1
        differs += code != daily.daily_code(day)
        proven += solve(Game(code), seconds=None, max_nodes=daily.NODE_BUDGET).status == SOLVABLE
    total = time.monotonic() - started
    print(f"dates: {len(dates)} from {dates[0]} to {dates[-1]}")
    print(f"proven winnable: {proven} of {len(dates)}")
    print(f"table differs: {differs}")
    print(f"candidates tried: {tried} ({tried / len(dates):.2f} per date)")
    print(f"time to work a date out: median {statistics.median(times):.3f} s, slowest {max(times):.2f} s")
    print(f"total: {total:.1f} s")
    return 0 if proven == len(dates) and not differs else 1


if __name__ == "__main__":
    sys.exit(main())
