"""Where-did-it-go-wrong benchmark: lose games on purpose, then time the search for the losing move.

    python3 benchmarks/lost_move.py                  # 50 games, 2 s per position
    python3 benchmarks/lost_move.py --count 10 --seed 7 --seconds 1
    python3 benchmarks/lost_move.py --after 10       # then 10 random moves more before asking
    python3 benchmarks/lost_move.py --save lost.jsonl    # keep the games lost on purpose...
    python3 benchmarks/lost_move.py --games lost.jsonl   # ...and time another version on the same ones

Each game starts from a random Classic deal the solver proves winnable, then
plays random legal moves (never a take-back from a foundation), asking the
solver after each move, until the position is proven lost (and, with
``--after N``, N random moves more: a player rarely notices at once).  The search
(``model/lost_move_search.find_losing_move``) then walks the game back,
knowing, as the window does, that the position on the table is lost.
Printed: the kinds of answers, the median and 90th-percentile seconds to the
answer, the positions the solver was asked about, and the moves played.

Losing on purpose asks the solver after each move, so a change to the
solver changes the games too; ``--save`` and ``--games`` compare two
versions on the same games (one saved game, as the game file holds it, per
line).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from yukon_qt.engine import DEAL_COUNT, Game, GameCode, Rule  # noqa: E402
from yukon_qt.engine.solver import SOLVABLE, UNSOLVABLE, solve  # noqa: E402
from yukon_qt.model.lost_move_search import POSITION_SECONDS, find_losing_move  # noqa: E402

MOVE_LIMIT = 300  # a game still not lost after this many random moves is set aside
CHECK_SECONDS = 5.0  # the solver's time to judge each position while losing on purpose


def random_moves(game: Game, chooser: random.Random, count: int) -> None:
    for _ in range(count):
        moves = [move for move in game.legal_moves() if not move.source.is_foundation]
        if not moves or game.won:
            return
        game.play(chooser.choice(moves))


def lose_a_game(chooser: random.Random) -> Game | None:
    """A random winnable Classic deal, played at random until the solver proves it lost (None if it never is)."""
    while True:
        game = Game(GameCode(Rule.CLASSIC, chooser.randrange(DEAL_COUNT)))
        if solve(game, seconds=CHECK_SECONDS).status == SOLVABLE:
            break
    for _ in range(MOVE_LIMIT):
        moves = [move for move in game.legal_moves() if not move.source.is_foundation]
        if not moves or game.won:
            return None
        game.play(chooser.choice(moves))
        status = solve(game, seconds=CHECK_SECONDS).status
        if status == UNSOLVABLE:
            return game
    return None


def lost_games(options: argparse.Namespace) -> Iterator[Game]:
    """The games to time: read from ``--games``, or lost on purpose (and kept in ``--save``)."""
    if options.games:
        with options.games.open(encoding="utf-8") as lines:
            for line in lines:
                yield Game.from_dict(json.loads(line))
        return
    chooser = random.Random(options.seed)
    while True:
        game = lose_a_game(chooser)
        if game is None:
            continue
        random_moves(game, chooser, options.after)
        if options.save:
            with options.save.open("a", encoding="utf-8") as kept:
                kept.write(json.dumps(game.to_dict()) + "\n")
        yield game


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--seed", type=int, default=20261130)
    parser.add_argument("--seconds", type=float, default=POSITION_SECONDS)
    parser.add_argument("--after", type=int, default=0, help="random moves played after the loss")
    parser.add_argument("--save", type=Path, help="append each game lost on purpose to this file")
    parser.add_argument("--games", type=Path, help="time the games of a --save file instead")
    options = parser.parse_args()
    times: list[float] = []
    kinds: dict[str, int] = {}
    solved: list[int] = []
    played: list[int] = []
    for game in lost_games(options):
        began = time.perf_counter()
        # The window knows the position on the table is lost (that is why the question is asked).
        answer = find_losing_move(game.to_dict(), options.seconds, known={0: UNSOLVABLE})
        seconds = time.perf_counter() - began
        assert answer is not None
        times.append(seconds)
        kinds[answer.kind] = kinds.get(answer.kind, 0) + 1
        solved.append(answer.positions_solved)
        played.append(game.moves_made)
        where = (f"{answer.moves_ago} moves ago" if answer.move is not None
                 else f"winnable {answer.winnable_ago} / lost {answer.lost_ago} moves ago")
        print(f"{game.code}: {game.moves_made} moves, {answer.kind}, {where}, "
              f"{answer.positions_solved} positions, {seconds:.2f} s", flush=True)
        if len(times) == options.count:
            break
    print()
    source = f"the games of {options.games}" if options.games else f"{options.after} moves after the loss"
    print(f"Python {platform.python_version()}, {len(times)} games, {options.seconds} s per position, {source}")
    print("answers: " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items())))
    print(f"seconds to the answer: median {statistics.median(times):.2f}, "
          f"90th percentile {percentile(times, 0.9):.2f}, most {max(times):.2f}")
    print(f"positions asked: median {statistics.median(solved):.0f}, most {max(solved)}")
    print(f"moves played in all: median {statistics.median(played):.0f}, most {max(played)}")


if __name__ == "__main__":
    main()
