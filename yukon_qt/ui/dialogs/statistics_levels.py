"""The Statistics dialog's figures per level (played, won, win rate of each level's deals) and its
count of the games not won that could have been won."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from yukon_qt.stats.figures import CouldHaveWon, LevelFigures
from yukon_qt.stats.store import LEVELS
from yukon_qt.ui.dialogs.statistics_format import level_text, number_text, rate_text

COLUMNS = ("played", "won", "win_rate")


class LevelBox(QGroupBox):
    """A small table: a line per level with its games played, won and win rate.  Hidden while no game
    of the games shown has a level."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("levelFigures")
        self.figures: list[LevelFigures] = []
        grid = QGridLayout(self)
        grid.setColumnStretch(len(COLUMNS) + 1, 1)  # the figures stay next to their level, the room left after them
        grid.setVerticalSpacing(8)  # as the deal of the day's box beside it: the two line up
        grid.setHorizontalSpacing(12)
        self.headings: dict[str, QLabel] = {}
        for column, name in enumerate(COLUMNS, start=1):
            heading = QLabel()
            heading.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            heading.setEnabled(False)  # written lighter, as a column's heading
            self.headings[name] = heading
            grid.addWidget(heading, 0, column)
        self.names: dict[str, QLabel] = {}
        self.values: dict[tuple[str, str], QLabel] = {}
        bold = QFont(self.font())
        bold.setBold(True)
        for row, level in enumerate(LEVELS, start=1):
            self.names[level] = QLabel()
            grid.addWidget(self.names[level], row, 0)
            for column, name in enumerate(COLUMNS, start=1):
                value = QLabel()
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                value.setFont(bold)
                self.values[level, name] = value
                grid.addWidget(value, row, column)
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.setTitle(self.tr("By level"))
        headings = {"played": self.tr("Played"), "won": self.tr("Won"), "win_rate": self.tr("Win rate")}
        for name, text in headings.items():
            self.headings[name].setText(text)
        self.set_figures(self.figures)

    def set_figures(self, figures: list[LevelFigures]) -> None:
        """Show these figures (one per level, as ``figures.level_figures`` gives them); none hides the box."""
        self.figures = figures
        self.setVisible(bool(figures))
        lines = []
        for shown in figures:
            name = level_text(shown.level)
            texts = {"played": number_text(shown.played), "won": number_text(shown.won),
                     "win_rate": rate_text(shown.win_rate)}
            self.names[shown.level].setText(name)
            for column, text in texts.items():
                label = self.values[shown.level, column]
                label.setText(text)
                label.setAccessibleName(f"{name}: {self.headings[column].text()}")
            lines.append(self.tr("%1: %2 played, %3 won, win rate %4").replace("%1", name).replace(
                "%2", texts["played"]).replace("%3", texts["won"]).replace("%4", texts["win_rate"]))
        self.setAccessibleName(self.title().replace("&", ""))
        self.setAccessibleDescription("; ".join(lines))

    def could_have_won_value(self, counts: CouldHaveWon) -> str:
        """The figure: how many of the games not won could have been won ("7 of 12"), or a dash
        while none of them is decided."""
        if counts.undecided == counts.not_won:
            return number_text(None)
        return self.tr("%1 of %2").replace("%1", number_text(counts.winnable)).replace(
            "%2", number_text(counts.not_won))

    def could_have_won_sentence(self, counts: CouldHaveWon) -> str:
        """The figure in words, with what is not known (for its tooltip and a screen reader)."""
        shown = self.tr("Games not won: %1.").replace("%1", number_text(counts.not_won))
        parts = [
            (counts.winnable, self.tr("Could have been won: %1.")),
            (counts.lost, self.tr("Could not have been won: %1.")),
            (counts.unknown, self.tr("The solver could not tell: %1.")),
            (counts.undecided, self.tr("Not decided yet: %1.")),
        ]
        return " ".join([shown, *(text.replace("%1", number_text(count)) for count, text in parts if count)])
