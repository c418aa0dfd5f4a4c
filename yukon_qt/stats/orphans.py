"""Games left "in progress" by a copy of the app that no longer runs.

A game's row stays in progress while its game is on a table or kept in a saved
game to come back to.  A row in progress that no saved game names, started
before the copy of the app that looks (so no other running copy can be
playing it), can never be resumed: it is closed as abandoned, or dropped when
no move was made, as a game replaced on the table would be.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from yukon_qt.stats.store import StatsStore, format_time, now


def close_orphans(store: StatsStore, keep: Collection[int], started_before: datetime) -> int:
    """Close the orphan rows (see the module text); returns how many were closed or dropped."""
    kept = sorted({row for row in keep if row})
    exclude = f" AND id NOT IN ({', '.join('?' for _ in kept)})" if kept else ""
    # Only rows that read as games: a damaged row is never changed (the statistics leave it out).
    where = (f"WHERE result = 'in_progress' AND typeof(moves) = 'integer' AND typeof(started_at) = 'text' "
             f"AND started_at < ?{exclude}")
    arguments = (format_time(started_before), *kept)
    with store.transaction() as connection:
        dropped = connection.execute(f"DELETE FROM games {where} AND moves = 0", arguments).rowcount
        closed = connection.execute(
            f"UPDATE games SET result = 'abandoned', ended_at = ? {where}", (format_time(now()), *arguments)
        ).rowcount
    return dropped + closed
