"""Write ``yukon_qt/engine/difficulty/table.py``: rated deals of every rule and level, dealt at once.

    python3 tools/make_difficulty.py                       # rate the fixed list and write the table
    python3 tools/make_difficulty.py --records /tmp/d-classic.jsonl /tmp/d-relaxed.jsonl
    python3 tools/make_difficulty.py --check               # exit 1 if a sample of the table rates otherwise

It also writes the level of every deal of the day of ``engine/daily_table.py``
(``DAILY_LEVELS``, one letter a date: E, M, H, or ``-`` for not rated).

The deals are taken in the order of the fixed list of ``benchmarks/solver.py``
until each level of each rule has ``PER_LEVEL`` of them.  Each is rated with
``rating.rate``, the function the game uses for a deal outside the table, so
the table only saves the time of rating.  ``--records`` takes the ratings from
files of ``benchmarks/difficulty.py`` instead of rating again (the same
function wrote them).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from solver import fixed_deals  # noqa: E402
from yukon_qt.engine import GameCode, Rule  # noqa: E402
from yukon_qt.engine.difficulty.rating import LEVELS, rate  # noqa: E402

TABLE = ROOT / "yukon_qt" / "engine" / "difficulty" / "table.py"
PER_LEVEL = 300
LIST_LENGTH = 20_000  # the longest stretch of the fixed list looked through
PER_LINE = 9
CHECK_SAMPLE = 30


def known_levels(paths: list[Path]) -> dict[str, str | None]:
    known: dict[str, str | None] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                known[row["code"]] = row["level"]
    return known


def chosen_deals(rule: Rule, known: dict[str, str | None]) -> dict[str, list[str]]:
    chosen: dict[str, list[str]] = {level: [] for level in LEVELS}
    for number in fixed_deals(LIST_LENGTH):
        if all(len(letters) >= PER_LEVEL for letters in chosen.values()):
            break
        code = GameCode(rule, number)
        level = known[str(code)] if str(code) in known else rate(code).level
        if level is not None and len(chosen[level]) < PER_LEVEL:
            chosen[level].append(str(code).split("-")[2])
    return chosen


def daily_levels(known: dict[str, str | None]) -> str:
    """One letter per date of the daily table: the initial of its level, ``-`` when not rated."""
    from yukon_qt.engine.daily import RULE
    from yukon_qt.engine.daily_table import LETTERS

    text = ""
    for letters in LETTERS:
        code = GameCode(RULE, GameCode.parse(f"YU1-{RULE.letter}-{letters}").deal_number)
        level = known[str(code)] if str(code) in known else rate(code).level
        text += level[0].upper() if level else "-"
    return text


def table_text(deals: dict[str, dict[str, list[str]]], daily: str) -> str:
    lines = [
        '"""Rated deals of every rule and level, as deal letters: written by tools/make_difficulty.py."""',
        "",
        "DEALS: dict[str, dict[str, tuple[str, ...]]] = {  # rule letter -> level -> deal letters",
    ]
    for rule_letter, levels in deals.items():
        lines.append(f'    "{rule_letter}": {{')
        for level, letters in levels.items():
            lines.append(f'        "{level}": (')
            for start in range(0, len(letters), PER_LINE):
                lines.append("            " + " ".join(f'"{text}",' for text in letters[start : start + PER_LINE]))
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    lines.append("DAILY_LEVELS = (  # the level of each deal of daily_table.LETTERS: E, M, H, - (not rated)")
    for start in range(0, len(daily), 80):
        lines.append(f'    "{daily[start : start + 80]}"')
    lines.append(")")
    return "\n".join(lines) + "\n"


def check() -> int:
    """Rate a fixed sample of the table again; 1 if one of them rates otherwise."""
    from yukon_qt.engine.difficulty.table import DEALS

    sample = random.Random(20261206)
    wrong = 0
    for rule in Rule:
        for level in LEVELS:
            for letters in sample.sample(DEALS[rule.letter][level], CHECK_SAMPLE // len(LEVELS)):
                found = rate(GameCode.parse(f"YU1-{rule.letter}-{letters}")).level
                if found != level:
                    wrong += 1
                    print(f"YU1-{rule.letter}-{letters}: the table says {level}, the rating {found}")
    print("the sample rates as the table says" if not wrong else f"{wrong} deals rate otherwise")
    return 1 if wrong else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=Path, nargs="*", default=[], help="ratings of benchmarks/difficulty.py")
    parser.add_argument("--check", action="store_true", help="rate a sample of the table again instead of writing it")
    args = parser.parse_args()
    if args.check:
        return check()
    started = time.monotonic()
    known = known_levels(args.records)
    deals = {rule.letter: chosen_deals(rule, known) for rule in Rule}
    for rule_letter, levels in deals.items():
        print(rule_letter, {level: len(letters) for level, letters in levels.items()})
    daily = daily_levels(known)
    TABLE.write_text(table_text(deals, daily), encoding="utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)} in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
