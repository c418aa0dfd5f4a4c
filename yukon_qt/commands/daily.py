"""``daily [--date YYYY-MM-DD] [--json]``: print the deal of the day (today's, by the local date)."""

from __future__ import annotations

import argparse
import json
import re
from datetime import date

from yukon_qt.commands.common import ExitError, level_words
from yukon_qt.engine.daily import daily_code
from yukon_qt.engine.difficulty import level_of

DATE_FORM = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def parse_date(text: str) -> date:
    """A date written ``YYYY-MM-DD``, and nothing else (no week dates, no times)."""
    if DATE_FORM.fullmatch(text):
        try:
            return date.fromisoformat(text)
        except ValueError:
            pass
    raise ExitError(f"bad date '{text}': give a date as YYYY-MM-DD, such as 2026-11-30")


def command_daily(args: argparse.Namespace) -> int:
    day = parse_date(args.date) if args.date is not None else date.today()
    code = daily_code(day)
    if args.json:
        print(json.dumps({"date": day.isoformat(), "code": str(code), "level": level_of(code)}))
    else:
        print(f"{day.isoformat()}  {code}  ({level_words(code)})")
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "daily", help="print the deal of the day, a Classic deal proven winnable, and its level")
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="the deal of this date instead of today's")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=command_daily)
