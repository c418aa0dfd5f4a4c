"""What the win celebration says about how this game compares with earlier ones."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from yukon_qt.stats.figures import Figures, records_beaten
from yukon_qt.stats.store import GameRow


def describe_win(figures_before: Figures, game: GameRow) -> list[str]:
    """Translated lines for the celebration of ``game``, a win.

    ``figures_before`` are the figures of the game's rule before this win.
    """
    beaten = records_beaten(figures_before, game)
    lines = []
    if beaten["first_win"]:
        lines.append(QCoreApplication.translate("Statistics", "Your first win!"))
    if beaten["best_time"]:
        lines.append(QCoreApplication.translate("Statistics", "New best time!"))
    if beaten["fewest_moves"]:
        lines.append(QCoreApplication.translate("Statistics", "Fewest moves yet!"))
    if beaten["best_score"] and not beaten["first_win"]:
        lines.append(QCoreApplication.translate("Statistics", "New best score!"))
    if beaten["streak"] >= 2:
        streak = QLocale().toString(beaten["streak"])
        lines.append(QCoreApplication.translate("Statistics", "Winning streak: %1").replace("%1", streak))
    return lines
