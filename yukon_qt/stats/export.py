"""The games as CSV text, for the Statistics window's export and ``stats --csv``.  No Qt."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from yukon_qt.stats.store import GameRow, format_time

CSV_COLUMNS = ("started_at", "ended_at", "code", "rule", "result", "score", "moves", "elapsed",
               "undos", "take_backs", "hints", "daily_date", "level", "winnable_from_start", "winnable_where_left")


def games_csv(games: Iterable[GameRow]) -> str:
    """The games as CSV text: a header line, then one line per game in the order they started.

    Column names and values are plain data (ISO 8601 UTC times, seconds, the
    stored names of rules, levels and answers), the same in every language, so a
    spreadsheet or a script can read them; a value not known is empty.
    """
    stream = io.StringIO()
    writer = csv.writer(stream, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for game in sorted(games, key=lambda g: (g.started_at, g.id)):
        record = game.as_record()
        record["started_at"] = format_time(game.started_at)
        writer.writerow([record[name] if record[name] is not None else "" for name in CSV_COLUMNS])
    return stream.getvalue()
