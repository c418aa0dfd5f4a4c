"""``stats [--json | --csv]``: print the statistics figures, per rule and for both together, or every
game as CSV.

Reads the statistics database read-only (``YUKON_DATA_DIR`` moves it) and
changes nothing: no file yet (or an empty one, which the game simply starts
writing in) means all figures are zero.  A file that cannot be used gets one
line on stderr that says what the game will do with it, and exit status 1; it
is left where it is.  Damaged rows in a good file are left out of the figures
and counted on stderr (and in the JSON's ``damaged_games``).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from datetime import date

from yukon_qt.commands.common import escaped
from yukon_qt.time_text import clock_text

RECENT_COUNT = 20


def view_title(view: str) -> str:
    """A column's heading: the rule's title, or "Both" over the games of every rule."""
    from yukon_qt.stats.figures import view_rule

    rule = view_rule(view)
    return rule.title if rule is not None else "Both"


def duration_text(seconds: float | None) -> str:
    return "-" if seconds is None else clock_text(seconds)


def figure_lines(by_view: dict) -> list[str]:
    def number(value) -> str:
        return "-" if value is None else str(value)

    def rate(value) -> str:
        return "-" if value is None else f"{value * 100:.1f}%"

    rows = [
        ("Games played", lambda f: number(f.played)),
        ("Games won", lambda f: number(f.won)),
        ("Win rate", lambda f: rate(f.win_rate)),
        ("Current streak", lambda f: number(f.current_streak)),
        ("Longest streak", lambda f: number(f.longest_streak)),
        ("Best score", lambda f: number(f.best_score)),
        ("Fastest win", lambda f: duration_text(f.fastest_win)),
        ("Fewest moves to win", lambda f: number(f.fewest_moves)),
        ("Average time of a win", lambda f: duration_text(f.average_win_time)),
    ]
    width = max(len(title) for title, _ in rows)
    cells = [[text(f) for f in by_view.values()] for _, text in rows]
    headings = [view_title(view) for view in by_view]
    # Each column as wide as its longest value, two spaces at least before it: a long time never
    # runs into its label or into the next column.
    columns = [max(10, 2 + max(len(row[index]) for row in [headings, *cells])) for index in range(len(headings))]
    lines = [" " * width + "".join(f"{heading:>{size}}" for heading, size in zip(headings, columns, strict=True))]
    for (title, _), row in zip(rows, cells, strict=True):
        lines.append(f"{title:<{width}}" + "".join(f"{cell:>{size}}" for cell, size in zip(row, columns, strict=True)))
    return lines


def recent_lines(games: list) -> list[str]:
    results = {"won": "won", "abandoned": "abandoned", "in_progress": "in progress"}
    lines = []
    for game in games:
        started = game.started_at.astimezone().strftime("%Y-%m-%d %H:%M")
        lines.append(
            f"{started}  {game.code}  {results[game.result]:<11} score {game.score:>4}  "
            f"time {duration_text(game.elapsed):>7}  moves {game.moves:>4}"
        )
    return lines


def unusable_text(error) -> str:
    """What is wrong with the file, and what the game does about it (it must be what the game does)."""
    reasons = {
        "damaged": f"cannot be read ({error.detail}); the game will set it aside and start a new one",
        "newer": "was written by a newer version of Yukon Solitaire; the game leaves it as it is",
        "unreadable": f"cannot be read ({error.detail}); the game leaves it as it is",
        "not_a_file": "is not a regular file; the game leaves it as it is",
        "too_large": "is far too large to be a statistics file; the game leaves it as it is",
    }
    return reasons.get(error.reason, f"cannot be read ({error.detail})")


def command_stats(args: argparse.Namespace) -> int:
    from yukon_qt.stats import figures
    from yukon_qt.stats.store import StatsStore, StoreError, default_path

    path = default_path()
    shown = escaped(str(path))  # the folder comes from the environment: never a control sequence on the terminal
    try:
        store = StatsStore.read_only(path)
        games = store.games() if store is not None else []
    except StoreError as error:
        print(f"yukon-solitaire: the statistics file {shown} {escaped(unusable_text(error))}", file=sys.stderr)
        return 1
    except Exception as error:  # a damaged file can fail in many ways; never a traceback
        print(f"yukon-solitaire: the statistics file {shown} cannot be read ({escaped(str(error))})", file=sys.stderr)
        return 1
    skipped = store.skipped_rows if store is not None else 0
    if store is not None and store.games_table_missing:
        print(f"yukon-solitaire: the statistics file {shown} has lost its list of games; "
              "the game will keep a copy of the file and start a new list", file=sys.stderr)
    if skipped:
        print(f"yukon-solitaire: {skipped} damaged game{'s' if skipped != 1 else ''} in the statistics "
              f"file {shown} {'were' if skipped != 1 else 'was'} skipped", file=sys.stderr)
    if args.csv:
        from yukon_qt.stats.export import games_csv

        sys.stdout.write(games_csv(games))
        return 0
    by_view = figures.compute_all(games)
    latest = figures.recent(games, RECENT_COUNT)
    if args.json:
        record: dict[str, object] = {view: by_view[view].as_record() for view in figures.VIEWS}
        record["daily"] = figures.daily_figures(games, date.today()).as_record()
        per_view = {view: figures.select(games, view) for view in figures.VIEWS}
        record["could_have_won"] = {view: asdict(figures.could_have_won(per_view[view])) for view in figures.VIEWS}
        record["levels"] = {view: [asdict(line) for line in figures.level_figures(per_view[view])]
                            for view in figures.VIEWS}
        record["recent"] = [game.as_record() for game in latest]
        record["database"] = str(path)
        record["damaged_games"] = skipped
        print(json.dumps(record, ensure_ascii=False))
        return 0
    print(f"Statistics from {shown}" if store is not None else f"No games recorded yet ({shown})")
    print()
    print("\n".join(figure_lines(by_view)))
    if latest:
        print()
        print("Recent games:")
        print("\n".join(recent_lines(latest)))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("stats", help="print the statistics of the games played")
    shapes = parser.add_mutually_exclusive_group()
    shapes.add_argument("--json", action="store_true", help="print one JSON object")
    shapes.add_argument("--csv", action="store_true",
                        help="print every game as CSV, as the Statistics window exports it")
    parser.set_defaults(handler=command_stats)
