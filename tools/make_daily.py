"""Write ``yukon_qt/engine/daily_table.py``: the deal of the day of every date from 2026-01-01 to 2027-12-31.

    python3 tools/make_daily.py            # write the table (a minute or two)
    python3 tools/make_daily.py --check    # exit 1 if the table differs from a fresh computation

Each code is ``compute_daily_code`` of its date, the function the app falls
back to outside the table, so the table only saves the time of proving.
"""

from __future__ import annotations

import argparse
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from yukon_qt.engine.daily import compute_daily_code, table_dates  # noqa: E402

FIRST = date(2026, 1, 1)
LAST = date(2027, 12, 31)
TABLE = ROOT / "yukon_qt" / "engine" / "daily_table.py"
PER_LINE = 8


def table_text(letters: list[str]) -> str:
    lines = [
        '"""The deal of the day of every date from TABLE_FIRST on, one a day: written by tools/make_daily.py."""',
        "",
        "from datetime import date",
        "",
        f"TABLE_FIRST = date({FIRST.year}, {FIRST.month}, {FIRST.day})",
        f"TABLE_LAST = date({LAST.year}, {LAST.month}, {LAST.day})",
        "LETTERS = (  # the deal letters of YU1-C-... for TABLE_FIRST, the day after, ...",
    ]
    for start in range(0, len(letters), PER_LINE):
        lines.append("    " + " ".join(f'"{text}",' for text in letters[start : start + PER_LINE]))
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the table instead of writing it")
    args = parser.parse_args()
    started = time.monotonic()
    letters = [str(compute_daily_code(day)).split("-")[2] for day in table_dates(FIRST, LAST)]
    text = table_text(letters)
    print(f"{len(letters)} dates in {time.monotonic() - started:.1f} s")
    if args.check:
        same = TABLE.read_text(encoding="utf-8") == text
        print("the table is up to date" if same else "the table differs: run tools/make_daily.py")
        return 0 if same else 1
    TABLE.write_text(text, encoding="utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
