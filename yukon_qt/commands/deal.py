"""``deal CODE [--json]``: print the deal of a game code."""

from __future__ import annotations

import argparse
import json

from yukon_qt.commands.common import deal_head, parse_code
from yukon_qt.engine import Game
from yukon_qt.engine.difficulty import level_of


def deal_record(game: Game) -> dict:
    """The ``deal --json`` object."""
    return {
        "code": str(game.code),
        "rule": game.rule.stored_name,
        "level": level_of(game.code),
        "columns": [
            [{"card": str(card), "up": game.is_face_up(i, pos)} for pos, card in enumerate(column)]
            for i, column in enumerate(game.columns)
        ],
        "foundations": [[str(card) for card in pile] for pile in game.foundations],
    }


def deal_picture(game: Game) -> str:
    """A text picture of the table: one row per depth, ``##`` for a face-down card."""
    lines = [deal_head(game.code), ""]
    lines.append("Foundations: " + "  ".join(str(p[-1]) if p else "--" for p in game.foundations))
    lines.append("")
    lines.append("  ".join(f"T{i + 1} " for i in range(7)))
    depth = max(len(column) for column in game.columns)
    for row in range(depth):
        cells = []
        for i, column in enumerate(game.columns):
            if row >= len(column):
                cells.append("   ")
            elif game.is_face_up(i, row):
                cells.append(f"{column[row]} ")
            else:
                cells.append("## ")
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def command_deal(args: argparse.Namespace) -> int:
    game = Game(parse_code(args.code))
    if args.json:
        print(json.dumps(deal_record(game), ensure_ascii=False))
    else:
        print(deal_picture(game))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("deal", help="print the deal of a game code")
    parser.add_argument("code", help="a game code such as YU1-C-AAAAAAB")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=command_deal)
