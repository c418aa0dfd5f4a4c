"""The Statistics dialog: figures per rule, a chart of recent results, the list of games,
replaying a game's code, resetting and exporting."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSize, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from yukon_qt.i18n import left_to_right
from yukon_qt.stats import figures
from yukon_qt.stats.export import games_csv
from yukon_qt.stats.figures import ALL, VIEWS, CouldHaveWon, DailyFigures, Figures, view_rule
from yukon_qt.stats.store import GameRow, StatsStore
from yukon_qt.ui.dialogs.common import TranslatedDialog, WrappedLabel
from yukon_qt.ui.dialogs.statistics_chart import ResultsChart
from yukon_qt.ui.dialogs.statistics_format import duration_text, number_text, rate_text
from yukon_qt.ui.dialogs.statistics_levels import LevelBox
from yukon_qt.ui.dialogs.statistics_table import SORT_ROLE, GamesTable, RecentGamesModel
from yukon_qt.ui.messages import rule_text
from yukon_qt.ui.screen_room import bounded_to_screen

LIST_LIMIT = 500


class FigureTile(QFrame):
    """One headline figure: a big number over its caption."""

    def __init__(self, caption: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("figureTile")
        self.setStyleSheet(
            "QFrame#figureTile { background: palette(base); border: 1px solid palette(mid); border-radius: 8px; }"
        )
        self.value = QLabel()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.value.setFont(font)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel(caption)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setForegroundRole(self.caption.foregroundRole())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(2)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)


def add_figure_rows(grid: QGridLayout, names: tuple[str, ...], values: dict[str, QLabel],
                    captions: dict[str, QLabel]) -> None:
    """One row per figure in ``grid``: its caption, then its value in bold on the right (both kept by name)."""
    for row, name in enumerate(names):
        value = QLabel()
        value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        bold = QFont(value.font())
        bold.setBold(True)
        value.setFont(bold)
        values[name] = value
        caption = QLabel()
        caption.setBuddy(value)
        captions[name] = caption
        grid.addWidget(caption, row, 0)
        grid.addWidget(value, row, 1)


class StatisticsDialog(TranslatedDialog):
    """Statistics of a :class:`StatsRecorder` (refreshed as it records) or a :class:`StatsStore`.

    ``replay_requested(code)`` asks the window to start that deal again.
    """

    replay_requested = Signal(str)

    def __init__(self, source, parent: QWidget | None = None, view: str = ALL) -> None:
        super().__init__(parent)
        self.recorder = source if hasattr(source, "changed") and hasattr(source, "store") else None
        self.store: StatsStore = source.store if self.recorder is not None else source
        self.games: list[GameRow] = []
        self.shown_figures = Figures()
        self.shown_daily = DailyFigures()
        self.shown_could_have_won = CouldHaveWon()
        self.shown_count = 0

        self.tabs = QTabBar()
        self.tabs.setDocumentMode(True)
        self.tabs.setExpanding(False)
        for _view in VIEWS:
            self.tabs.addTab("")
        self.tabs.setCurrentIndex(VIEWS.index(view if view in VIEWS else ALL))
        self.tabs.currentChanged.connect(lambda _index: self.refresh())

        tiles = self._make_figures()
        self._make_daily()
        self.level_box = LevelBox()
        self.chart_box = QGroupBox()
        self.chart = ResultsChart()
        chart_layout = QVBoxLayout(self.chart_box)
        chart_layout.setContentsMargins(6, 6, 6, 6)
        chart_layout.addWidget(self.chart)
        # The records beside the chart, the deal of the day's figures and those per level under it (the
        # chart gives up room for them), so that the list of games keeps room for several rows.
        under = QHBoxLayout()
        under.addWidget(self.daily_box, 2)
        under.addWidget(self.level_box, 3)
        beside = QVBoxLayout()
        beside.addWidget(self.chart_box, 1)
        beside.addLayout(under)
        middle = QHBoxLayout()
        middle.addWidget(self.records_box, 2)
        middle.addLayout(beside, 5)
        self._make_table()

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addLayout(tiles)
        layout.addLayout(middle, 3)
        layout.addWidget(self.games_box, 2)
        layout.addLayout(self._make_buttons())
        self.resize(bounded_to_screen(self, QSize(940, 780), 0.9))

        self._retranslate_fixed_texts()
        if self.recorder is not None:
            self.recorder.changed.connect(self.refresh)
        self.refresh()

    def _make_figures(self) -> QHBoxLayout:
        """The four headline tiles (returned in a row), then the records."""
        self.value_labels: dict[str, QLabel] = {}
        self.caption_labels: dict[str, QLabel] = {}
        tiles = QHBoxLayout()
        for name in ("played", "won", "win_rate", "current_streak"):
            tile = FigureTile()
            self.value_labels[name] = tile.value
            self.caption_labels[name] = tile.caption
            tiles.addWidget(tile)
        self.count_note = WrappedLabel()
        self.count_note.setEnabled(False)

        self.records_box = QGroupBox()
        records = QGridLayout(self.records_box)
        records.setColumnStretch(0, 1)
        records.setVerticalSpacing(8)
        names = ("longest_streak", "best_score", "fastest_win", "fewest_moves", "average_win_time", "abandoned",
                 "could_have_won", "in_progress")
        add_figure_rows(records, names, self.value_labels, self.caption_labels)
        records.setRowStretch(len(names), 1)
        records.addWidget(self.count_note, len(names) + 1, 0, 1, 2)
        self.count_note.setWordWrap(True)
        return tiles

    def _make_daily(self) -> None:
        """The deals of the day, whatever the tab: they are all Classic, and their streak is of dates."""
        self.daily_box = QGroupBox()
        self.daily_box.setObjectName("dailyFigures")
        self.daily_values: dict[str, QLabel] = {}
        self.daily_captions: dict[str, QLabel] = {}
        daily = QGridLayout(self.daily_box)
        daily.setColumnStretch(0, 1)
        daily.setVerticalSpacing(8)
        add_figure_rows(daily, ("days_played", "days_won", "current_streak", "longest_streak"),
                        self.daily_values, self.daily_captions)

    def _make_table(self) -> None:
        """The list of games, sortable by any column, in ``games_box``."""
        self.model = RecentGamesModel(self)
        self.sorted_model = QSortFilterProxyModel(self)
        self.sorted_model.setSourceModel(self.model)
        self.sorted_model.setSortRole(SORT_ROLE)
        self.table = GamesTable()
        self.table.setModel(self.sorted_model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        # Each column as wide as its texts, never cut: the room left goes to the last one, and a
        # language whose words need more than the window has scrolls the table sideways.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setHighlightSections(False)
        self.table.doubleClicked.connect(lambda _index: self.replay_selected())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.games_box = QGroupBox()
        games_layout = QVBoxLayout(self.games_box)
        games_layout.setContentsMargins(6, 6, 6, 6)
        games_layout.addWidget(self.table)

    def _make_buttons(self) -> QHBoxLayout:
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset_statistics)
        self.close_button = QPushButton()
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.export_button, self.reset_button):
            buttons.addWidget(button)
        buttons.addWidget(self.status_label, 1)
        buttons.addWidget(self.close_button)
        return buttons

    # ------------------------------------------------------------- language
    def _retranslate_fixed_texts(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for index, view in enumerate(VIEWS):
            rule = view_rule(view)
            self.tabs.setTabText(index, rule_text(rule) if rule is not None else self.tr("Both rules"))
        captions = {
            "played": self.tr("Games played"),
            "won": self.tr("Games won"),
            "win_rate": self.tr("Win rate"),
            "current_streak": self.tr("Current streak"),
            "longest_streak": self.tr("Longest winning streak"),
            "best_score": self.tr("Best score"),
            "fastest_win": self.tr("Fastest win"),
            "fewest_moves": self.tr("Fewest moves to win"),
            "average_win_time": self.tr("Average time of a win"),
            "abandoned": self.tr("Games abandoned"),
            "could_have_won": self.tr("Could have been won"),
            "in_progress": self.tr("Games in progress"),
        }
        for name, text in captions.items():
            self.caption_labels[name].setText(text)
        self.count_note.setText(self.tr(
            "A game counts as played once it is won, or replaced by another game after at least one move."))
        self.records_box.setTitle(self.tr("Records"))
        self.daily_box.setTitle(self.tr("Deal of the day"))
        daily_captions = {
            "days_played": self.tr("Days played"),
            "days_won": self.tr("Days won"),
            "current_streak": self.tr("Current daily streak"),
            "longest_streak": self.tr("Longest daily streak"),
        }
        for name, text in daily_captions.items():
            self.daily_captions[name].setText(text)
        self.chart_box.setTitle(self.tr("Recent results"))
        self.replay_button.setText(self.tr("&Replay this deal"))
        self.replay_button.setToolTip(self.tr("Start the selected game's deal again, under its rule"))
        self.export_button.setText(self.tr("&Export CSV…"))
        self.reset_button.setText(self.tr("Re&set statistics…"))
        self.close_button.setText(self.tr("&Close"))

    def retranslate(self) -> None:
        """Every text again in the current language, figures in its locale (the selection is kept)."""
        self._retranslate_fixed_texts()
        self.level_box.retranslate()
        self._show_figures()
        self.model.retranslate()
        self.status_label.clear()  # a sentence about the last action, in the old language

    # ------------------------------------------------------------- showing
    @property
    def view(self) -> str:
        return VIEWS[self.tabs.currentIndex()]

    def refresh(self) -> None:
        """Read the games again and show the current rule's figures, chart and list."""
        try:
            self.games = self.store.games()
        except sqlite3.Error as error:
            self.games = []
            self.status_label.setText(self.tr("The statistics could not be read: %1").replace("%1", str(error)))
        games = figures.select(self.games, self.view)
        self.shown_figures = figures.compute(games, self.view)
        self.shown_count = len(games)
        self.shown_daily = figures.daily_figures(self.games, date.today())
        self.shown_could_have_won = figures.could_have_won(games)
        self.level_box.set_figures(figures.level_figures(games))
        self._show_figures()
        self.chart.set_games(games)
        listed = figures.recent(games, LIST_LIMIT)
        self.model.set_games(listed)
        self.table.setColumnHidden(RecentGamesModel.COLUMNS.index("rule"), self.view != ALL)
        self._update_buttons()

    def _show_figures(self) -> None:
        shown = self.shown_figures
        texts = {
            "played": number_text(shown.played),
            "won": number_text(shown.won),
            "win_rate": rate_text(shown.win_rate),
            "current_streak": number_text(shown.current_streak),
            "longest_streak": number_text(shown.longest_streak),
            "best_score": number_text(shown.best_score),
            "fastest_win": duration_text(shown.fastest_win),
            "fewest_moves": number_text(shown.fewest_moves),
            "average_win_time": duration_text(shown.average_win_time),
            "abandoned": number_text(shown.abandoned),
            "could_have_won": self.level_box.could_have_won_value(self.shown_could_have_won),
            "in_progress": number_text(shown.in_progress),
        }
        for name, text in texts.items():
            self.value_labels[name].setText(text)
        sentence = self.level_box.could_have_won_sentence(self.shown_could_have_won)
        for label in (self.value_labels["could_have_won"], self.caption_labels["could_have_won"]):
            label.setToolTip(sentence)
            label.setAccessibleDescription(sentence)
        for name, value in self.shown_daily.as_record().items():
            self.daily_values[name].setText(number_text(value))
        self.games_box.setTitle(self.tr("Games (%1)").replace("%1", number_text(self.shown_count)))

    def _update_buttons(self) -> None:
        self.replay_button.setEnabled(self.selected_game() is not None)
        self.reset_button.setEnabled(self.shown_figures.played > 0)
        self.export_button.setEnabled(bool(self.model.games))

    def selected_game(self) -> GameRow | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.game_at(self.sorted_model.mapToSource(rows[0]).row())

    # ------------------------------------------------------------- actions
    def replay_selected(self) -> None:
        game = self.selected_game()
        if game is None:
            return
        self.replay_requested.emit(game.code)
        self.accept()

    def reset_statistics(self) -> None:
        played = self.shown_figures.played
        rule = view_rule(self.view)
        if rule is None:
            question = self.tr("Remove the statistics of all your %n finished game(s), under both rules?", "", played)
        else:
            question = self.tr("Remove the statistics of your %n finished %1 game(s)?", "", played).replace(
                "%1", rule_text(rule))
        detail = self.tr("A game in progress is kept. This cannot be undone.")
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"), f"{question}\n\n{detail}",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            wanted = rule.stored_name if rule is not None else None
            removed = self.recorder.reset(wanted) if self.recorder is not None else self.store.reset(wanted)
        except sqlite3.Error as error:
            self.status_label.setText(self.tr("The statistics could not be reset: %1").replace("%1", str(error)))
            return
        self.refresh()
        self.status_label.setText(self.tr("%n game(s) removed.", "", removed or 0))

    def export_csv(self) -> None:
        games = figures.select(self.games, self.view)
        suggested = str(Path.home() / "yukon-statistics.csv")
        chosen, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), suggested, self.tr("CSV files (*.csv);;All files (*)")
        )
        if not chosen:
            return
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(".csv")
        try:
            from yukon_qt.atomic import write_atomically

            write_atomically(path, games_csv(games))
        except OSError as error:
            QMessageBox.warning(
                self, self.tr("Export statistics"),
                self.tr("The file “%1” could not be written: %2").replace("%1", left_to_right(path)).replace(
                    "%2", error.strerror or str(error)),
            )
            return
        exported = self.tr("%n game(s) exported to “%1”.", "", len(games))
        self.status_label.setText(exported.replace("%1", left_to_right(path.name)))

