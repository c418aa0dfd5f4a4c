"""Figures as a player reads them: numbers, rates, times and dates in the UI language's locale."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QTimeZone

from yukon_qt.engine.difficulty import LEVELS
from yukon_qt.time_text import clock_text
from yukon_qt.ui import messages

NOTHING = "–"  # shown where a figure does not exist yet (no win, nothing played)


def number_text(value: int | None, locale: QLocale | None = None) -> str:
    if value is None:
        return NOTHING
    return (locale or QLocale()).toString(int(value))


def percent_pattern() -> str:
    """Where the per cent sign goes around a number ``%1`` in the UI language."""
    return QCoreApplication.translate("Statistics", "%1%")


def rate_text(rate: float | None, locale: QLocale | None = None) -> str:
    """A win rate (0..1) as a percentage with one decimal, e.g. "66.7%" (the translation places the sign)."""
    if rate is None:
        return NOTHING
    value = (locale or QLocale()).toString(rate * 100, "f", 1)
    return percent_pattern().replace("%1", value, 1)


def duration_text(seconds: float | None, locale: QLocale | None = None) -> str:
    """Playing time as m:ss, or h:mm:ss from an hour on, with the locale's digits."""
    if seconds is None:
        return NOTHING
    return clock_text(seconds, (locale or QLocale()).toString)


def date_text(moment: datetime, locale: QLocale | None = None) -> str:
    """A start time in the player's time zone, in the locale's short date and time format.

    The C locale (no locale set up, as under LANG=C before a language is applied)
    has no date format meant for people ("29 11 2026 12:06"): English's is used,
    as the app's language choice does for that locale.
    """
    locale = locale or QLocale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    stamp = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000), QTimeZone.systemTimeZone())
    return locale.toString(stamp, QLocale.FormatType.ShortFormat)


def result_text(result: str) -> str:
    texts = {
        "won": QCoreApplication.translate("Statistics", "Won"),
        "abandoned": QCoreApplication.translate("Statistics", "Abandoned"),
        "in_progress": QCoreApplication.translate("Statistics", "In progress"),
    }
    return texts.get(result, result)


def level_text(level: str | None) -> str:
    """A deal's level as a player reads it (the words of the game bar and the New game dialog); "Not rated"
    for a deal without one."""
    if level in LEVELS:
        return messages.level_text(level)
    return QCoreApplication.translate("Statistics", "Not rated")


def answer_text(answer: str | None) -> str:
    """Whether a game not won could have been won: "Yes", "No", "Unknown", or nothing while not decided."""
    texts = {
        "winnable": QCoreApplication.translate("Statistics", "Yes"),
        "lost": QCoreApplication.translate("Statistics", "No"),
        "unknown": QCoreApplication.translate("Statistics", "Unknown"),
    }
    return texts.get(answer or "", "")
