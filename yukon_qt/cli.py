"""The command line: ``python -m yukon_qt [COMMAND ...]``; no command starts the game."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from yukon_qt.commands import COMMAND_MODULES
from yukon_qt.commands.common import ExitError, parse_code, terminal_safe

# The options before the command that take a value (the word after them is not a command).
VALUE_OPTIONS = ("--code", "--quit-after")
PLAIN_OPTIONS = ("--version",)
# What the game needs installed beside it (pyproject.toml's dependencies, by their import names).
REQUIRED_MODULES = ("PySide6", "shiboken6", "platformdirs")
# The longest --quit-after: a day (a bigger number is a mistake, and Qt's timers take a 32-bit int).
MAX_QUIT_AFTER = 24 * 60 * 60 * 1000


class Parser(argparse.ArgumentParser):
    """argparse, but what it echoes of the command line (a bad choice, unknown
    words) is made safe for the terminal first; its subcommand parsers are of
    this class too."""

    def error(self, message: str):
        super().error(terminal_safe(message))


class VersionAction(argparse._VersionAction):
    """``--version``: the package version is looked up only when it is asked for."""

    def __call__(self, parser, namespace, values, option_string=None):
        from yukon_qt import __version__
        from yukon_qt.engine.solver_build import build_name

        self.version = f"%(prog)s {__version__} (solver: {build_name()})"
        super().__call__(parser, namespace, values, option_string)


def commands_needed(argv: list[str]) -> list[str]:
    """The subcommand modules the parser needs for ``argv``.

    Only the named command's module is imported (each costs start-up time); none
    when the window is started; all of them for ``--help``, or for anything
    unexpected, so argparse's help and error messages list every command.
    """
    skip_value = False
    for word in argv:
        if skip_value:
            skip_value = False
            continue
        if word.startswith("--") and len(word) > 2:
            name, equals, _ = word.partition("=")
            matches = [option for option in VALUE_OPTIONS + PLAIN_OPTIONS if option.startswith(name)]
            if len(matches) != 1:  # --help, an unknown or an ambiguous option
                return list(COMMAND_MODULES)
            skip_value = matches[0] in VALUE_OPTIONS and not equals
            continue
        if word.startswith("-"):  # -h, --, or anything else argparse must judge
            return list(COMMAND_MODULES)
        return [word] if word in COMMAND_MODULES else list(COMMAND_MODULES)
    return []


def quit_after(text: str) -> int:
    """The ``--quit-after`` value: whole milliseconds, from 0 to a day."""
    try:
        value = int(text)
    except ValueError:
        value = None
    if value is None or not 0 <= value <= MAX_QUIT_AFTER:
        raise argparse.ArgumentTypeError(
            f"give a whole number of milliseconds from 0 to {MAX_QUIT_AFTER} (a day), not '{text}'")
    return value


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser for ``argv`` (all subcommands when ``argv`` is None)."""
    parser = Parser(
        prog="yukon-solitaire",
        description="Yukon Solitaire. Without a command, the game window opens.",
    )
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--code", metavar="CODE", help="open the window on this deal, e.g. YU1-C-AAAAAAB")
    parser.add_argument("--quit-after", metavar="MS", type=quit_after,
                        help="close the window by itself MS milliseconds after it is shown")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES if argv is None else commands_needed(argv):
        importlib.import_module(f"yukon_qt.commands.{name}").register(commands)
    return parser


def start_game(args: argparse.Namespace) -> int:
    # An empty --code is a mistake, not "no code": only a missing --code means a random deal.
    args.game_code = parse_code(args.code) if args.code is not None else None
    from yukon_qt.ui.app import run_app  # Qt is loaded only when the window opens

    return run_app(args)


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", start_game)
    try:
        return handler(args)
    except ExitError as error:
        print(f"{parser.prog}: {terminal_safe(str(error))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``... | head``): stop quietly, and keep Python's
        # final flush of stdout from raising again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except ModuleNotFoundError as error:
        if error.name not in REQUIRED_MODULES:
            raise
        # The game started with a Python that lacks what it needs (the system Python in a clone).
        print(f"{parser.prog}: {error.name} is not installed for {sys.executable}. Install the game with "
              f"'python3 -m venv .venv && .venv/bin/pip install .' and start it with '.venv/bin/python -m yukon_qt'.",
              file=sys.stderr)
        return 1
