"""Rate the fixed list of deals by difficulty and check the levels with another player.

    python3 benchmarks/difficulty.py --rule classic --count 5000 --record /tmp/d-classic.jsonl
    python3 benchmarks/difficulty.py --rule relaxed --count 5000 --record /tmp/d-relaxed.jsonl
    python3 benchmarks/difficulty.py --summarise /tmp/d-classic.jsonl /tmp/d-relaxed.jsonl

The deals are the fixed list of ``benchmarks/solver.py`` (``--print-codes``
there).  ``--record`` appends one JSON line per deal as soon as it is rated
and skips the deals the file already holds, so a run may be stopped and
started again: the code, whether the solver proved it winnable within the
rating's budget, the greedy player's wins (out of ``rating.GAMES``), the level,
and the careful player's wins (out of ``CHECK_GAMES``), the check.
``--summarise`` prints the share of each level per rule and the careful
player's win rate per level and rule (the table of ``docs/DIFFICULTY.md``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solver import fixed_deals  # noqa: E402
from yukon_qt.engine import GameCode, Rule  # noqa: E402
from yukon_qt.engine.difficulty.players import careful_game, wins  # noqa: E402
from yukon_qt.engine.difficulty.rating import GAMES, LEVELS, rate  # noqa: E402

CHECK_GAMES = 4  # games of the careful player per deal


def record(code: GameCode) -> dict:
    rating = rate(code)
    checked = wins(careful_game, code, CHECK_GAMES) if rating.proven else None
    return {
        "code": str(code), "proven": rating.proven, "greedy_wins": rating.wins, "games": GAMES,
        "level": rating.level, "careful_wins": checked, "check_games": CHECK_GAMES,
    }


def run(rule: Rule, count: int, path: Path) -> None:
    done = set()
    if path.exists():
        done = {json.loads(line)["code"] for line in path.read_text().splitlines() if line.strip()}
    started = time.process_time()
    with path.open("a", encoding="utf-8") as out:
        for number in fixed_deals(count):
            code = GameCode(rule, number)
            if str(code) in done:
                continue
            out.write(json.dumps(record(code)) + "\n")
            out.flush()
    print(f"{rule.stored_name}: {count} deals, {time.process_time() - started:.0f} s of CPU")


def summarise(paths: list[Path]) -> None:
    rows = [json.loads(line) for path in paths for line in path.read_text().splitlines() if line.strip()]
    by_rule: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_rule[GameCode.parse(row["code"]).rule.title].append(row)
    heads = " | ".join(f"{level.title()}: share, careful wins" for level in LEVELS)
    print(f"| Rule | Deals | Not rated | {heads} |")
    print("|---|---|---|" + "---|" * len(LEVELS))
    for rule, items in by_rule.items():
        cells = []
        for level in LEVELS:
            chosen = [row for row in items if row["level"] == level]
            played = sum(row["check_games"] for row in chosen)
            won = sum(row["careful_wins"] for row in chosen)
            rate_text = f"{100 * won / played:.1f} %" if played else "-"
            cells.append(f"{len(chosen)} ({100 * len(chosen) / len(items):.1f} %), {rate_text}")
        unrated = sum(row["level"] is None for row in items)
        print(f"| {rule} | {len(items)} | {unrated} | " + " | ".join(cells) + " |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rule", choices=[rule.stored_name for rule in Rule], default="classic")
    parser.add_argument("--count", type=int, default=200, help="deals of the fixed list (default 200)")
    parser.add_argument("--record", type=Path, help="the JSON-lines file to append to")
    parser.add_argument("--summarise", type=Path, nargs="+", metavar="FILE", help="print the figures of such files")
    args = parser.parse_args()
    if args.summarise:
        summarise(args.summarise)
        return 0
    path = args.record or Path(f"difficulty-{args.rule}.jsonl")
    run(Rule.named(args.rule), args.count, path)
    summarise([path])
    return 0


if __name__ == "__main__":
    sys.exit(main())
