"""The list of recent games as a Qt table model: date, code, rule, level, result, score, time, moves, hints,
undos, and whether a game not won could have been won.

Each cell asks for room beyond its text (``CELL_PADDING``), so a column sized
to its contents does not put a date or a code right against the next column.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QTableView

from yukon_qt.engine import Rule
from yukon_qt.stats.store import LEVELS, LOST, UNKNOWN, WINNABLE, GameRow
from yukon_qt.ui.dialogs.statistics_format import (
    NOTHING,
    answer_text,
    date_text,
    duration_text,
    level_text,
    number_text,
    result_text,
)
from yukon_qt.ui.messages import rule_text

SORT_ROLE = Qt.ItemDataRole.UserRole
WON_COLOUR = QColor("#2e7d32")
WON_COLOUR_ON_DARK = QColor("#81c784")
CELL_PADDING = 6  # pixels of room on each side of a cell's text, beyond the style's own margin
ANSWER_ORDER = (None, UNKNOWN, LOST, WINNABLE)  # how "Could have been won" sorts: blank, Unknown, No, Yes
NO_PARENT = QModelIndex()  # the table's rows have no parent: Qt's own default for rowCount and columnCount


class RecentGamesModel(QAbstractTableModel):
    """Games latest first; ``SORT_ROLE`` gives each cell a value that sorts right."""

    COLUMNS = ("date", "code", "rule", "level", "result", "score", "time", "moves", "hints", "undos", "winnable")
    NUMERIC = {"score", "time", "moves", "hints", "undos"}

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.games: list[GameRow] = []
        self.headers: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Headers and cells again in the current language and locale."""
        self.headers = [
            self.tr("Date"), self.tr("Code"), self.tr("Rule"), self.tr("Level"), self.tr("Result"),
            self.tr("Score"), self.tr("Time"), self.tr("Moves"), self.tr("Hints"), self.tr("Undos"),
            self.tr("Could have been won"),
        ]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.COLUMNS) - 1)
        if self.games:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.games) - 1, len(self.COLUMNS) - 1))

    def set_games(self, games: list[GameRow]) -> None:
        self.beginResetModel()
        self.games = list(games)
        self.endResetModel()

    def game_at(self, row: int) -> GameRow:
        return self.games[row]

    # ------------------------------------------------------------ the model
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(self.COLUMNS[section])
        return None

    def _alignment(self, column: str) -> int | None:
        """Numbers at the right; the yes or no of the last, widest column under the middle of its
        header, clear of the undos' number beside it."""
        if column in self.NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if column == "winnable":
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        game = self.games[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(game, column)
        if role == SORT_ROLE:
            return self._sort_value(game, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if not game.finished:
                return QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            if column == "result" and game.won:
                dark = QApplication.palette().color(QPalette.ColorRole.Base).lightness() < 128
                return WON_COLOUR_ON_DARK if dark else WON_COLOUR
        if role == Qt.ItemDataRole.FontRole and not game.finished:
            return self._font(game)
        if role == Qt.ItemDataRole.SizeHintRole:
            return self._cell_size(game, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(game, column)
        return None

    def _tip(self, game: GameRow, column: str) -> str | None:
        if column == "code":
            return self.tr("Double-click to play this deal again")
        if column == "level":
            return level_text(game.level)
        if column == "winnable" and game.could_have_won is not None:
            return self.tr("From the start: %1. From where you left it: %2.").replace(
                "%1", answer_text(game.could_have_won)).replace(
                "%2", answer_text(game.winnable_where_left) or self.tr("not known"))
        return None

    @staticmethod
    def _font(game: GameRow) -> QFont:
        """The font a cell of ``game`` is drawn in: italic while the game is not finished."""
        font = QFont(QApplication.font())
        font.setItalic(not game.finished)
        return font

    def _cell_size(self, game: GameRow, column: str) -> QSize:
        """The cell's text with ``CELL_PADDING`` on both sides, past the margin the style keeps itself."""
        metrics = QFontMetrics(self._font(game))
        style = QApplication.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1 if style else 3
        width = metrics.horizontalAdvance(self._text(game, column)) + 2 * (margin + CELL_PADDING)
        return QSize(width, metrics.height() + 2 * margin)

    @staticmethod
    def _text(game: GameRow, column: str) -> str:
        if column == "date":
            return date_text(game.started_at)
        if column == "code":
            return game.code
        if column == "rule":
            return rule_text(Rule.named(game.rule))
        if column == "result":
            return result_text(game.result)
        if column == "score":
            return number_text(game.score)
        if column == "time":
            return duration_text(game.elapsed)
        if column == "hints":
            return number_text(game.hints)
        if column == "undos":
            return number_text(game.undos)
        if column == "level":
            return level_text(game.level) if game.level is not None else NOTHING
        if column == "winnable":
            return answer_text(game.could_have_won)
        return number_text(game.moves)

    @staticmethod
    def _sort_value(game: GameRow, column: str):
        values = {
            "date": game.started_at.timestamp(), "code": game.code, "rule": game.rule,
            "result": game.result, "score": game.score, "time": game.elapsed, "moves": game.moves,
            "hints": game.hints, "undos": game.undos,
            "level": LEVELS.index(game.level) if game.level in LEVELS else -1,
            "winnable": ANSWER_ORDER.index(game.could_have_won),
        }
        return values[column]


class GamesTable(QTableView):
    """The list of games, which keeps room for a few rows however little the window has: the figures
    above it give up their room first."""

    ROWS_KEPT = 4

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        rows = self.verticalHeader().defaultSectionSize() * self.ROWS_KEPT
        height = (self.horizontalHeader().sizeHint().height() + rows
                  + self.horizontalScrollBar().sizeHint().height() + 2 * self.frameWidth())
        return QSize(hint.width(), max(hint.height(), height))
