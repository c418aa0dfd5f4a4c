"""How a time played is written: ``m:ss`` below an hour, ``h:mm:ss`` from then on.

One function for the game bar, the win banner, the statistics window and the
``stats`` command, so a game's time reads the same everywhere.  No Qt here:
the command line uses it too; a view passes its locale's way of writing a
number when it wants the locale's digits.
"""

from __future__ import annotations

from collections.abc import Callable


def clock_text(seconds: float, number: Callable[[int], str] = str) -> str:
    """``seconds`` (rounded to whole seconds, never below 0) as ``m:ss`` or ``h:mm:ss``.

    ``number`` writes each part (``QLocale().toString`` for a locale's digits);
    minutes and seconds after a colon get a leading zero in its digits.
    """
    hours, rest = divmod(max(0, round(seconds)), 3600)
    minutes, seconds = divmod(rest, 60)

    def two(value: int) -> str:
        return number(value) if value >= 10 else number(0) + number(value)

    if hours:
        return f"{number(hours)}:{two(minutes)}:{two(seconds)}"
    return f"{number(minutes)}:{two(seconds)}"
