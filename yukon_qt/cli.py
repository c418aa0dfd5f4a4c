"""The command line: ``python -m yukon_qt [COMMAND ...]``; no command starts the game."""

from __future__ import annotations

import argparse
import importlib
import sys

from yukon_qt.commands import COMMAND_MODULES
from yukon_qt.commands.common import ExitError, parse_code


class VersionAction(argparse._VersionAction):
    """``--version``: the package version is looked up only when it is asked for."""

    def __call__(self, parser, namespace, values, option_string=None):
        from yukon_qt import __version__

        self.version = f"%(prog)s {__version__}"
        super().__call__(parser, namespace, values, option_string)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="yukon-solitaire",
        description="Yukon Solitaire. Without a command, the game window opens.",
    )
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--code", metavar="CODE", help="open the window on this deal, e.g. YU1-C-AAAAAAB")
    parser.add_argument("--quit-after", metavar="MS", type=int,
                        help="close the window by itself MS milliseconds after it is shown")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"yukon_qt.commands.{name}").register(commands)
    return parser


def start_game(args: argparse.Namespace) -> int:
    args.game_code = parse_code(args.code) if args.code else None
    from yukon_qt.ui.app import run_app  # Qt is loaded only when the window opens

    return run_app(args)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", start_game)
    try:
        return handler(args)
    except ExitError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return 2
