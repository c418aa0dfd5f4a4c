"""The deal-of-the-day figures: dates played and won, and streaks of consecutive dates won."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from yukon_qt.stats.figures import DailyFigures, daily_figures
from yukon_qt.stats.store import GameRow, StatsStore

_ids = iter(range(1, 10_000))


def daily(day: str, result: str = "won", finished_on: str | None = None) -> GameRow:
    """A deal of the day of ``day``, finished (by default) on that day."""
    when = datetime.fromisoformat(finished_on or day).replace(hour=12, tzinfo=UTC)
    return GameRow(id=next(_ids), code="YU1-C-AAAAAAB", rule="classic", started_at=when,
                   ended_at=None if result == "in_progress" else when, result=result,
                   daily_date=date.fromisoformat(day))


def test_no_daily_deal_gives_zeros():
    plain = GameRow(id=1, code="YU1-C-AAAAAAB", rule="classic", started_at=datetime(2026, 5, 1, tzinfo=UTC),
                    ended_at=datetime(2026, 5, 1, 1, tzinfo=UTC), result="won")
    assert daily_figures([plain], date(2026, 5, 1)) == DailyFigures(0, 0, 0, 0)


def test_the_streak_runs_across_the_end_of_a_year():
    games = [daily("2026-12-30"), daily("2026-12-31"), daily("2027-01-01"), daily("2027-01-02")]
    assert daily_figures(games, date(2027, 1, 2)) == DailyFigures(4, 4, 4, 4)


def test_the_streak_runs_across_the_end_of_february_and_of_months():
    games = [daily("2027-02-27"), daily("2027-02-28"), daily("2027-03-01"), daily("2027-03-31"),
             daily("2027-04-01")]
    figures = daily_figures(games, date(2027, 4, 1))
    assert figures.longest_streak == 3 and figures.current_streak == 2 and figures.days_won == 5


def test_a_leap_day_is_a_day_to_win_too():
    games = [daily("2028-02-28"), daily("2028-03-01")]  # 2028-02-29 missed
    assert daily_figures(games, date(2028, 3, 1)).longest_streak == 1


def test_a_missed_day_breaks_the_streak():
    games = [daily("2026-11-01"), daily("2026-11-02"), daily("2026-11-04")]
    figures = daily_figures(games, date(2026, 11, 4))
    assert figures.current_streak == 1 and figures.longest_streak == 2


def test_a_lost_day_breaks_the_streak_but_counts_as_played():
    games = [daily("2026-11-01"), daily("2026-11-02", "abandoned"), daily("2026-11-03")]
    assert daily_figures(games, date(2026, 11, 3)) == DailyFigures(3, 2, 1, 1)


def test_a_day_lost_then_won_counts_as_won():
    games = [daily("2026-11-01"), daily("2026-11-02", "abandoned"), daily("2026-11-02")]
    assert daily_figures(games, date(2026, 11, 2)) == DailyFigures(2, 2, 2, 2)


def test_two_wins_of_the_same_day_count_once():
    games = [daily("2026-11-01"), daily("2026-11-01"), daily("2026-11-02")]
    assert daily_figures(games, date(2026, 11, 2)) == DailyFigures(2, 2, 2, 2)


def test_the_current_streak_waits_for_today_and_ends_after_a_day_missed():
    games = [daily("2026-11-01"), daily("2026-11-02")]
    assert daily_figures(games, date(2026, 11, 3)).current_streak == 2  # today's deal is still to play
    assert daily_figures(games, date(2026, 11, 4)).current_streak == 0  # yesterday was missed
    assert daily_figures(games, date(2026, 11, 4)).longest_streak == 2


def test_a_deal_finished_after_midnight_counts_for_its_date():
    games = [daily("2026-11-01"), daily("2026-11-02", finished_on="2026-11-03")]
    assert daily_figures(games, date(2026, 11, 3)) == DailyFigures(2, 2, 2, 2)


def test_a_game_in_progress_counts_nowhere():
    games = [daily("2026-11-01"), daily("2026-11-02", "in_progress")]
    assert daily_figures(games, date(2026, 11, 2)) == DailyFigures(1, 1, 1, 1)


def test_the_store_keeps_the_daily_date_and_a_bad_one_loses_only_the_mark(tmp_path):
    store = StatsStore.open(tmp_path / "statistics.sqlite3")
    day = date(2026, 12, 31)
    first = store.add_game("YU1-C-AAAAAAB", "classic", daily_date=day)
    plain = store.add_game("YU1-C-AAAAAAC", "classic")
    damaged = store.add_game("YU1-C-AAAAAAD", "classic")
    with store.transaction() as connection:
        connection.execute("UPDATE games SET daily_date = 'soon' WHERE id = ?", (damaged,))
    games = {game.id: game for game in store.games()}
    assert games[first].daily_date == day and games[first].as_record()["daily_date"] == "2026-12-31"
    assert games[plain].daily_date is None and games[damaged].daily_date is None
    assert store.skipped_rows == 0
    store.close()


def test_the_streak_of_a_long_run_of_days():
    start = date(2026, 1, 1)
    games = [daily((start + timedelta(days=n)).isoformat()) for n in range(730)]
    assert daily_figures(games, date(2027, 12, 31)) == DailyFigures(730, 730, 730, 730)
