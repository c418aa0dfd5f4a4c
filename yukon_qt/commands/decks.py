"""``decks [--json]``: every card deck the game can show, built-in and installed.

Each deck is listed with its name (what ``screenshot --deck`` and the settings
take), its title, its kind (``built-in`` or ``installed``) and where it came
from (``resources`` or its folder).  Installed decks that are broken are left
out, each with one line on standard error.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys

from yukon_qt.commands.common import terminal_safe


def deck_rows() -> list[dict[str, str]]:
    from PySide6.QtCore import QLocale

    from yukon_qt.ui.decks import all_decks

    QLocale.setDefault(QLocale.c())  # the decks' own names, untranslated, whatever the system's language
    return [{"name": deck.name, "title": deck.title(), "kind": deck.kind, "origin": deck.origin}
            for deck in all_decks()]


def command_decks(args: argparse.Namespace) -> int:
    handler = logging.StreamHandler(sys.stderr)  # a broken deck: one line, without the logger's name
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger("yukon_qt.ui.decks")
    logger.addHandler(handler)
    try:
        rows = deck_rows()
    finally:
        logger.removeHandler(handler)
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    name_width = max(len(row["name"]) for row in rows)
    title_width = max(len(row["title"]) for row in rows)
    for row in rows:  # names and titles come from files on the system: made safe for the terminal
        print(terminal_safe(f"{row['name']:<{name_width}}  {row['title']:<{title_width}}  {row['kind']:<9}  "
                            f"{row['origin']}"))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("decks", help="list the card decks the game can show")
    parser.add_argument("--json", action="store_true", help="print the list as JSON")
    parser.set_defaults(handler=command_decks)
