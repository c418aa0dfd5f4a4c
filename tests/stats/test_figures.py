"""Figures from a known history: streaks across rules, abandoned and open games, ties."""

from datetime import UTC, datetime, timedelta

import pytest

from yukon_qt.stats import figures
from yukon_qt.stats.figures import Figures, compute, compute_all, records_beaten, streaks, win_rate_trend
from yukon_qt.stats.store import GameRow

START = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def history(*games):
    """Games from (rule, result, score, moves, elapsed), finishing one hour apart in that order."""
    rows = []
    for index, (rule, result, score, moves, elapsed) in enumerate(games):
        started = START + timedelta(hours=index)
        rows.append(GameRow(
            id=index + 1, code=f"YU1-{rule[0].upper()}-AAAAAA{chr(65 + index)}", rule=rule,
            started_at=started, ended_at=None if result == "in_progress" else started + timedelta(seconds=elapsed),
            result=result, score=score, moves=moves, elapsed=elapsed,
        ))
    return rows


KNOWN = history(
    ("classic", "won", 625, 120, 400),        # 1
    ("relaxed", "won", 625, 100, 300),        # 2
    ("classic", "won", 625, 110, 300),        # 3  ties relaxed's 300 s
    ("relaxed", "abandoned", 210, 40, 200),   # 4  breaks the "all" streak, not the classic one
    ("classic", "won", 635, 130, 500),        # 5  a take-back gave 10 more points
    ("classic", "won", 625, 110, 360),        # 6  ties fewest moves
    ("relaxed", "won", 625, 95, 250),         # 7
    ("classic", "abandoned", 80, 12, 60),     # 8
    ("relaxed", "won", 625, 105, 280),        # 9
    ("classic", "in_progress", 45, 9, 70),    # 10 counts nowhere
)


def test_classic_figures():
    f = compute(KNOWN, "classic")
    assert (f.played, f.won, f.abandoned, f.in_progress) == (5, 4, 1, 1)
    assert f.win_rate == pytest.approx(0.8)
    assert f.longest_streak == 4  # games 1, 3, 5, 6: the relaxed loss does not break it
    assert f.current_streak == 0  # game 8 was abandoned; the open game 10 does not count
    assert f.best_score == 635
    assert f.fastest_win == 300
    assert f.fewest_moves == 110
    assert f.average_win_time == pytest.approx((400 + 300 + 500 + 360) / 4)


def test_relaxed_figures():
    f = compute(KNOWN, "relaxed")
    assert (f.played, f.won, f.abandoned, f.in_progress) == (4, 3, 1, 0)
    assert f.win_rate == pytest.approx(0.75)
    assert (f.current_streak, f.longest_streak) == (2, 2)  # games 7, 9; game 4 broke 2
    assert f.best_score == 625
    assert f.fastest_win == 250
    assert f.fewest_moves == 95


def test_both_rules_follow_time_order():
    f = compute(KNOWN, "all")
    assert (f.played, f.won, f.abandoned, f.in_progress) == (9, 7, 2, 1)
    assert f.win_rate == pytest.approx(7 / 9)
    # Results in finishing order: W W W A W W W A W
    assert f.longest_streak == 3
    assert f.current_streak == 1
    assert f.best_score == 635
    assert f.fastest_win == 250
    assert f.fewest_moves == 95


def test_streaks_follow_end_time_not_start_time():
    # A game started first but abandoned last ends the streak even though it began it.
    rows = history(("classic", "won", 625, 100, 100), ("classic", "won", 625, 100, 100))
    late = GameRow(
        id=3, code="YU1-C-AAAAAAZ", rule="classic", started_at=START - timedelta(days=1),
        ended_at=START + timedelta(days=1), result="abandoned", score=30, moves=5, elapsed=50,
    )
    assert compute(rows + [late], "classic").current_streak == 0
    assert compute(rows + [late], "classic").longest_streak == 2


def test_empty_history_is_all_zero():
    for f in compute_all([]).values():
        assert f == Figures()
        assert f.win_rate is None and f.fastest_win is None


def test_only_open_games_play_nothing():
    f = compute(history(("classic", "in_progress", 20, 3, 30)), "all")
    assert (f.played, f.in_progress, f.best_score) == (0, 1, None)


def test_streaks_function():
    assert streaks([]) == (0, 0)
    assert streaks([True, True, False, True]) == (1, 2)
    assert streaks([False, True, True, True]) == (3, 3)


def test_ties_are_not_records():
    before = compute(KNOWN, "classic")
    tie = GameRow(id=99, code="YU1-C-AAAAAAB", rule="classic", started_at=START, ended_at=START,
                  result="won", score=635, moves=110, elapsed=300)
    beaten = records_beaten(before, tie)
    assert not beaten["best_time"] and not beaten["fewest_moves"] and not beaten["best_score"]
    assert beaten["streak"] == 1
    better = GameRow(**{**tie.__dict__, "moves": 109, "elapsed": 299, "score": 636})
    beaten = records_beaten(before, better)
    assert beaten["best_time"] and beaten["fewest_moves"] and beaten["best_score"]
    assert not beaten["first_win"]


def test_first_win_is_not_a_best_time():
    beaten = records_beaten(Figures(), KNOWN[0])
    assert beaten["first_win"] and not beaten["best_time"] and beaten["streak"] == 1


def test_win_rate_trend_uses_a_sliding_window():
    points = win_rate_trend(KNOWN, window=3)
    assert [game.id for game, _ in points] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert [round(rate, 3) for _, rate in points] == [1, 1, 1, 0.667, 0.667, 0.667, 1, 0.667, 0.667]
    assert len(win_rate_trend(KNOWN, window=3, count=4)) == 4


def test_recent_is_latest_first():
    assert [game.id for game in figures.recent(KNOWN, 3)] == [10, 9, 8]


def marked(rows, marks):
    """``rows`` with (level, could have been won from the start) given per row."""
    from dataclasses import replace

    return [replace(row, level=level, winnable_from_start=answer) for row, (level, answer) in zip(rows, marks,
                                                                                                  strict=True)]


def test_win_rate_per_level_counts_finished_games_of_each_level():
    rows = marked(history(
        ("classic", "won", 625, 100, 300), ("classic", "abandoned", 40, 10, 60), ("classic", "won", 625, 100, 300),
        ("classic", "abandoned", 40, 10, 60), ("classic", "in_progress", 0, 1, 5), ("classic", "won", 625, 90, 200),
    ), [("easy", None), ("easy", None), ("hard", None), ("hard", None), ("hard", None), (None, None)])
    shown = figures.level_figures(rows)
    assert [(f.level, f.played, f.won, f.win_rate) for f in shown] == [
        ("easy", 2, 1, 0.5), ("medium", 0, 0, None), ("hard", 2, 1, 0.5)]
    assert figures.level_figures(KNOWN) == []  # no game has a level: nothing to show


def test_how_many_games_not_won_could_have_been_won():
    rows = marked(history(
        ("classic", "abandoned", 40, 10, 60), ("classic", "abandoned", 40, 10, 60),
        ("classic", "abandoned", 40, 10, 60), ("classic", "abandoned", 40, 10, 60),
        ("classic", "won", 625, 100, 300), ("classic", "in_progress", 0, 1, 5),
    ), [(None, "winnable"), (None, "winnable"), (None, "lost"), (None, None), (None, "winnable"), (None, "unknown")])
    counts = figures.could_have_won(rows)
    assert counts == figures.CouldHaveWon(not_won=4, winnable=2, lost=1, unknown=0, undecided=1)
