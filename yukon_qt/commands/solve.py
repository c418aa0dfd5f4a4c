"""``solve CODE [--json] [--seconds S]``: can this deal be won, and how?"""

from __future__ import annotations

import argparse
import json

from yukon_qt.commands.common import ExitError, deal_head, parse_code
from yukon_qt.engine import Game
from yukon_qt.engine.codes import GameCode, Rule
from yukon_qt.engine.solver import DEFAULT_SECONDS, SOLVABLE, UNSOLVABLE, SolverResult, solve
from yukon_qt.engine.solver_build import is_compiled


def move_record(move) -> dict:
    """One move of a winning line: the card picked and where it goes (T1..T7 or F)."""
    return {"card": str(move.card), "to": move.destination.label}


def solve_record(code: str, result: SolverResult) -> dict:
    """The ``solve --json`` object."""
    return {
        "code": code,
        "result": result.status,
        "moves": [move_record(move) for move in result.moves] if result.status == SOLVABLE else [],
        "seconds": round(result.seconds, 3),
        "positions": result.positions,
        "compiled": is_compiled(),
    }


def solve_summary(code: str, rule: Rule, result: SolverResult) -> str:
    head = deal_head(GameCode.parse(code))
    figures = f"{result.positions} positions searched in {result.seconds:.2f} s"
    if result.status == SOLVABLE:
        lines = [head, f"Winnable: a winning line of {len(result.moves)} moves ({figures}).", ""]
        for number, move in enumerate(result.moves, 1):
            lines.append(f"{number:4d}. {move.card} {move.source.label} -> {move.destination.label}")
        return "\n".join(lines)
    if result.status == UNSOLVABLE:
        return f"{head}\nNot winnable: every reachable position was searched ({figures})."
    why = {"time": "the time limit", "positions": "the position limit", "nodes": "the node limit",
           "cancelled": "a cancel"}.get(result.stopped, "a limit")
    return f"{head}\nUnknown: the search stopped at {why} ({figures})."


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(f"the time limit must be a positive number, not {text!r}")
    return value


def command_solve(args: argparse.Namespace) -> int:
    code = parse_code(args.code)
    game = Game(code)
    try:
        result = solve(game, seconds=args.seconds)
    except MemoryError:
        raise ExitError("out of memory while solving; try a smaller --seconds") from None
    if args.json:
        print(json.dumps(solve_record(str(code), result)))
    else:
        print(solve_summary(str(code), code.rule, result))
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("solve", help="decide whether a deal can be won, with a winning line")
    parser.add_argument("code", help="a game code such as YU1-C-AAAAAAB")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--seconds", type=_seconds, default=DEFAULT_SECONDS,
        help=f"time limit of the search (default {DEFAULT_SECONDS:g})",
    )
    parser.set_defaults(handler=command_solve)
