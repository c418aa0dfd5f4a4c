"""The figures a player reads, computed from recorded games.  Pure functions.

How games count:

- A game **in progress** (not yet won, not yet replaced) counts nowhere:
  not played, not won, does not touch a streak.
- An **abandoned** game (replaced by another after at least one move) counts
  as played and not won, and ends a winning streak.
- A **won** game counts as played and won.
- Streaks follow the order in which games finished (their end time, then the
  order they were recorded).  The "all" view mixes both rules in that one
  order, so a Relaxed loss between two Classic wins breaks the "all" streak
  but not the Classic one.
- A **deal of the day** counts for its date (the date it was dealt for,
  whenever it finished).  A date is played once a deal of that date is
  finished, and won once one is won; two wins of the same date count once.
  The daily streak is a run of consecutive calendar dates each won; the
  current one ends today or yesterday (today's deal may still be to play),
  and a date missed in between breaks it.
- Records (best score, fastest win, fewest moves) are ties-tolerant: a game
  that only equals a record does not beat it.  Best score is over every game
  played; fastest win, fewest moves and average win time are over won games.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from datetime import date, timedelta

from yukon_qt.engine.codes import Rule
from yukon_qt.stats.store import LEVELS, LOST, UNKNOWN, WINNABLE, GameRow, rule_name

ALL = "all"  # the view of every game, whatever its rule
# Each rule's games under its stored name, in the order of the rules, then all games:
# the statistics window's tabs and the ``stats`` command's columns and JSON keys.
VIEWS = (*(rule.stored_name for rule in Rule), ALL)


@dataclass(frozen=True)
class Figures:
    played: int = 0
    won: int = 0
    abandoned: int = 0
    in_progress: int = 0
    win_rate: float | None = None  # 0.0 .. 1.0; None when nothing was played
    current_streak: int = 0
    longest_streak: int = 0
    best_score: int | None = None
    fastest_win: int | None = None  # seconds
    fewest_moves: int | None = None
    average_win_time: float | None = None  # seconds

    def as_record(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class DailyFigures:
    """The deals of the day: dates played and won, and runs of consecutive dates won."""

    days_played: int = 0
    days_won: int = 0
    current_streak: int = 0
    longest_streak: int = 0

    def as_record(self) -> dict:
        return asdict(self)


def daily_figures(games: Iterable[GameRow], today: date) -> DailyFigures:
    """The figures of the deals of the day among ``games``, as seen on ``today`` (the local date)."""
    played: set[date] = set()
    won: set[date] = set()
    for game in games:
        if game.daily_date is not None and game.finished:
            played.add(game.daily_date)
            if game.won:
                won.add(game.daily_date)
    longest = run = 0
    previous: date | None = None
    for day in sorted(won):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = day
    current = 0
    day = today if today in won else today - timedelta(days=1)
    while day in won:
        current += 1
        day -= timedelta(days=1)
    return DailyFigures(len(played), len(won), current, longest)


@dataclass(frozen=True)
class LevelFigures:
    """The finished games of one level (a deal's level as stored: ``"easy"``, ``"medium"``, ``"hard"``)."""

    level: str
    played: int = 0
    won: int = 0
    win_rate: float | None = None  # None when none was played


def level_figures(games: Iterable[GameRow]) -> list[LevelFigures]:
    """Played, won and win rate per level, in the order of the levels; empty when no game has a level
    (games of deals not rated count in none)."""
    games = list(games)
    if not any(game.level is not None for game in games):
        return []
    shown = []
    for level in LEVELS:
        finished = [game for game in games if game.level == level and game.finished]
        won = sum(1 for game in finished if game.won)
        shown.append(LevelFigures(level, len(finished), won, won / len(finished) if finished else None))
    return shown


@dataclass(frozen=True)
class CouldHaveWon:
    """Of the finished games not won: how many could have been won (their deal was winnable), how
    many could not, how many the solver could not decide, and how many are not decided yet."""

    not_won: int = 0
    winnable: int = 0
    lost: int = 0
    unknown: int = 0
    undecided: int = 0


def could_have_won(games: Iterable[GameRow]) -> CouldHaveWon:
    answers = [game.could_have_won for game in games if game.finished and not game.won]
    return CouldHaveWon(len(answers), answers.count(WINNABLE), answers.count(LOST), answers.count(UNKNOWN),
                        answers.count(None))


def view_rule(view: str) -> Rule | None:
    """The rule whose games a view covers; ``None`` for :data:`ALL`."""
    return None if view == ALL else Rule.named(view)


def select(games: Iterable[GameRow], view: str) -> list[GameRow]:
    """The games one view covers: one of :data:`VIEWS` (a rule's stored name, or ``"all"``)."""
    if view == ALL:
        return list(games)
    rule = rule_name(view)
    return [game for game in games if game.rule == rule]


def finished_in_order(games: Iterable[GameRow]) -> list[GameRow]:
    """Finished games in the order they finished."""
    finished = [game for game in games if game.finished]
    return sorted(finished, key=lambda game: (game.ended_at or game.started_at, game.id))


def streaks(results: Iterable[bool]) -> tuple[int, int]:
    """(current, longest) run of ``True`` in a sequence of won/not-won results."""
    current = longest = 0
    for won in results:
        current = current + 1 if won else 0
        longest = max(longest, current)
    return current, longest


def compute(games: Iterable[GameRow], view: str = ALL) -> Figures:
    games = select(games, view)
    finished = finished_in_order(games)
    wins = [game for game in finished if game.won]
    current, longest = streaks(game.won for game in finished)
    return Figures(
        played=len(finished),
        won=len(wins),
        abandoned=len(finished) - len(wins),
        in_progress=len(games) - len(finished),
        win_rate=len(wins) / len(finished) if finished else None,
        current_streak=current,
        longest_streak=longest,
        best_score=max((game.score for game in finished), default=None),
        fastest_win=min((game.elapsed for game in wins), default=None),
        fewest_moves=min((game.moves for game in wins), default=None),
        average_win_time=sum(game.elapsed for game in wins) / len(wins) if wins else None,
    )


def compute_all(games: Iterable[GameRow]) -> dict[str, Figures]:
    games = list(games)
    return {view: compute(games, view) for view in VIEWS}


def recent(games: Iterable[GameRow], count: int = 50) -> list[GameRow]:
    """The latest games first (by start time), in progress included."""
    ordered = sorted(games, key=lambda game: (game.started_at, game.id), reverse=True)
    return ordered[:count]


def win_rate_trend(games: Iterable[GameRow], window: int = 10, count: int = 30) -> list[tuple[GameRow, float]]:
    """For each of the last ``count`` finished games: the win rate over the ``window`` games ending there."""
    finished = finished_in_order(games)
    points = []
    for index in range(max(0, len(finished) - count), len(finished)):
        span = finished[max(0, index - window + 1) : index + 1]
        points.append((finished[index], sum(game.won for game in span) / len(span)))
    return points


def records_beaten(before: Figures, game: GameRow) -> dict[str, bool | int]:
    """How a just-won ``game`` compares with the figures of its view before it.

    Keys: ``first_win``, ``best_time``, ``best_score``, ``fewest_moves``
    (strictly better than before; a tie is not a record) and ``streak`` (the
    winning streak this win makes).
    """
    first = before.won == 0
    return {
        "first_win": first,
        "best_time": not first and before.fastest_win is not None and game.elapsed < before.fastest_win,
        "fewest_moves": not first and before.fewest_moves is not None and game.moves < before.fewest_moves,
        "best_score": before.best_score is not None and game.score > before.best_score,
        "streak": before.current_streak + 1,
    }
