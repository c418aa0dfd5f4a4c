"""The statistics chart: the score of each recent game as a bar (green when won) and the
win rate over the ten games before each one as a line.

Drawn with QtCharts; where the QtCharts module is missing (some Linux
distributions package it separately) a small QPainter chart shows the same.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QCursor, QFontMetricsF, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QLabel, QStackedWidget, QToolTip, QVBoxLayout, QWidget

from yukon_qt.i18n import left_to_right
from yukon_qt.stats.figures import win_rate_trend
from yukon_qt.stats.store import GameRow
from yukon_qt.ui.dialogs.statistics_format import number_text, percent_pattern, rate_text, result_text

try:
    from PySide6.QtCharts import (
        QBarSet,
        QCategoryAxis,
        QChart,
        QChartView,
        QLineSeries,
        QStackedBarSeries,
        QValueAxis,
    )
except ImportError:  # pragma: no cover - depends on how PySide6 was installed
    CHARTS_AVAILABLE = False
else:
    CHARTS_AVAILABLE = True

GAMES_SHOWN = 30
RATE_WINDOW = 10
WON_COLOUR = QColor("#3f9f5f")
NOT_WON_COLOUR = QColor("#9aa4ae")
RATE_COLOUR = QColor("#e8871e")


MOST_SCORE_LINES = 7


def score_scale(top_score: int) -> tuple[int, int]:
    """The score axis's top and the step between its lines: a line every 200 points for the scores
    of ordinary games (up to 700 at least), and for larger ones (take-backs make any score
    reachable) a round step of 1, 2 or 5 times a power of ten that keeps the lines few."""
    step = 200
    while -(-max(top_score, 700) // step) > MOST_SCORE_LINES:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return max(700, -(-top_score // step) * step if step > 200 else -(-top_score // 100) * 100), step


def fitting_step(span: int, step: int, room: float, line_height: float) -> int:
    """The step between an axis's labels, ``step`` or a multiple of it, that keeps the labels of
    ``0..span`` at least a label and a half apart in ``room`` pixels: a short chart (a tall script
    such as Thai, a small window) shows fewer numbers rather than none."""
    while step < span and room / (span / step) < line_height * 1.5:
        step *= 2
    return step


def _dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Window).lightness() < 128


class ResultsChart(QWidget):
    """Shows the last finished games of the games given to :meth:`set_games`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[GameRow, float]] = []
        self.first_number = 1
        self.pages = QStackedWidget(self)
        self.empty_label = QLabel()
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setEnabled(False)
        self.chart_view: QChartView | PaintedChart
        if CHARTS_AVAILABLE:
            self.chart_view = QChartView()
            self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.chart_view.setFrameShape(QChartView.Shape.NoFrame)
            self.chart_view.setStyleSheet("background: transparent")
        else:
            self.chart_view = PaintedChart(self)
        self.pages.addWidget(self.chart_view)
        self.pages.addWidget(self.empty_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        self.setMinimumHeight(160)
        self.retranslate()

    def retranslate(self) -> None:
        self.empty_label.setText(self.tr("Finish a game and your results will show here."))
        self._describe()
        if self.points and not isinstance(self.chart_view, PaintedChart):
            self._build_chart(self.chart_view)  # series and axis titles in the current language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange):
            self.retranslate()  # a right-to-left language reads the games from the right
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def set_games(self, games: list[GameRow]) -> None:
        self.points = win_rate_trend(games, RATE_WINDOW, GAMES_SHOWN)
        finished = sum(1 for game in games if game.finished)
        self.first_number = finished - len(self.points) + 1
        self._describe()
        if not self.points:
            self.pages.setCurrentWidget(self.empty_label)
            return
        self.pages.setCurrentWidget(self.chart_view)
        if isinstance(self.chart_view, PaintedChart):
            self.chart_view.set_points(self.points)
        else:
            self._build_chart(self.chart_view)

    def summary(self) -> str:
        """The chart in words, for a screen reader: how many games it shows, how many were won,
        and the latest win rate."""
        if not self.points:
            return self.empty_label.text()
        won = sum(1 for game, _ in self.points if game.won)
        return self.tr("The last %n game(s): %1 won; win rate over the last 10 games: %2", "",
                       len(self.points)).replace("%1", number_text(won)).replace("%2", rate_text(self.points[-1][1]))

    def _describe(self) -> None:
        self.setAccessibleName(self.tr("Chart of your recent games"))
        self.setAccessibleDescription(self.summary())
        self.chart_view.setAccessibleName(self.accessibleName())
        self.chart_view.setAccessibleDescription(self.accessibleDescription())

    def game_tip(self, index: int) -> str:
        game, rate = self.points[index]
        return self.tr("Game %1: %2, %3 (score %4)\nWin rate over the last 10 games: %5").replace(
            "%1", number_text(self.first_number + index)).replace("%2", left_to_right(game.code)).replace(
            "%3", result_text(game.result)).replace("%4", number_text(game.score)).replace("%5", rate_text(rate))

    # ------------------------------------------------------------- QtCharts
    def _build_chart(self, view: QChartView) -> None:
        chart = QChart()
        chart.setTheme(QChart.ChartTheme.ChartThemeDark if _dark(self) else QChart.ChartTheme.ChartThemeLight)
        chart.setBackgroundVisible(False)
        chart.setLocalizeNumbers(True)
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.layout().setContentsMargins(0, 0, 0, 0)
        chart.setMargins(QMargins(4, 4, 4, 4))
        bars, rate = self._series()
        chart.addSeries(bars)
        chart.addSeries(rate)
        games_axis, score_axis, rate_axis = self._axes(max([100, *(game.score for game, _ in self.points)]))
        # Right to left (Arabic), the games run from the right, the score's axis stands at the right.
        mirrored = self.isRightToLeft()
        games_axis.setReverse(mirrored)
        chart.addAxis(games_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(score_axis, Qt.AlignmentFlag.AlignRight if mirrored else Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(rate_axis, Qt.AlignmentFlag.AlignLeft if mirrored else Qt.AlignmentFlag.AlignRight)
        bars.attachAxis(games_axis)
        bars.attachAxis(score_axis)
        rate.attachAxis(games_axis)
        rate.attachAxis(rate_axis)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        # Each upright axis with the top of its numbers and its step when there is room for all.
        self._spaced = [(score_axis, int(score_axis.max()), int(score_axis.tickInterval())),
                        (rate_axis, 100, int(rate_axis.tickInterval()))]
        chart.plotAreaChanged.connect(self._fit_steps)
        old = view.chart()
        view.setChart(chart)
        if old is not None:
            old.deleteLater()

    def _series(self) -> tuple[QStackedBarSeries, QLineSeries]:
        """The scores as bars (won, not won) and the win rate as a line."""
        won = QBarSet(self.tr("Score, won"))
        not_won = QBarSet(self.tr("Score, not won"))
        for bar_set, colour in ((won, WON_COLOUR), (not_won, NOT_WON_COLOUR)):
            bar_set.setColor(colour)
            bar_set.setBorderColor(colour)
            bar_set.hovered.connect(self._bar_hovered)
        rate = QLineSeries()
        rate.setName(self.tr("Win rate (last %n games)", "", RATE_WINDOW))
        pen = QPen(RATE_COLOUR, 2.5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        rate.setPen(pen)
        rate.setPointsVisible(True)
        for index, (game, share) in enumerate(self.points):
            won.append(game.score if game.won else 0)
            not_won.append(0 if game.won else game.score)
            rate.append(index, share * 100)
        bars = QStackedBarSeries()
        bars.setBarWidth(0.7)
        bars.append(won)
        bars.append(not_won)
        return bars, rate

    def _axes(self, top_score: int) -> tuple[QCategoryAxis, QValueAxis, QValueAxis]:
        """The games' axis (numbers every five games, at the bars themselves), the score's and the win rate's."""
        games_axis = QCategoryAxis()
        games_axis.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        games_axis.setRange(-0.5, len(self.points) - 0.5)
        games_axis.setStartValue(-0.5)
        step = 1 if len(self.points) <= 10 else 5
        for index in range(len(self.points)):
            if (self.first_number + index) % step == 0:
                games_axis.append(number_text(self.first_number + index), index)
        games_axis.setGridLineVisible(False)
        games_axis.setTitleText(self.tr("Game number"))
        score_axis = QValueAxis()
        score_top, score_step = score_scale(top_score)
        score_axis.setRange(0, score_top)
        score_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        score_axis.setTickAnchor(0)
        score_axis.setTickInterval(score_step)
        score_axis.setLabelFormat("%.0f")  # "%d" shows nothing once numbers are localized
        score_axis.setTitleText(self.tr("Score"))
        rate_axis = QValueAxis()
        # A little room beyond 0 and 100 so that points there are not cut in half.
        rate_axis.setRange(-3, 103)
        rate_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        rate_axis.setTickAnchor(0)
        rate_axis.setTickInterval(25)
        rate_axis.setLabelFormat(percent_pattern().replace("%1", "%.0f", 1))
        rate_axis.setGridLineVisible(False)
        rate_axis.setTitleText(self.tr("Win rate"))
        rate_axis.setLinePenColor(RATE_COLOUR)
        rate_axis.setLabelsColor(RATE_COLOUR)
        rate_axis.setTitleBrush(RATE_COLOUR)
        for axis in (games_axis, score_axis, rate_axis):
            font = axis.labelsFont()
            font.setPointSizeF(font.pointSizeF() * 0.85)
            axis.setLabelsFont(font)
        return games_axis, score_axis, rate_axis

    def _fit_steps(self, plot: QRectF) -> None:
        """Space the score's and the win rate's numbers to the height the chart was given, and
        show their upright titles only where they fit whole (the legend names the same series)."""
        for axis, span, step in self._spaced:
            fits = QFontMetricsF(axis.titleFont()).horizontalAdvance(axis.titleText()) <= plot.height()
            if axis.isTitleVisible() != fits:
                axis.setTitleVisible(fits)
            line_height = QFontMetricsF(axis.labelsFont()).height()
            fitted = fitting_step(span, step, plot.height(), line_height)
            if fitted != axis.tickInterval():
                axis.setTickInterval(fitted)

    def _bar_hovered(self, status: bool, index: int) -> None:
        if status and 0 <= index < len(self.points):
            QToolTip.showText(QCursor.pos(), self.game_tip(index), self.chart_view)
        else:
            QToolTip.hideText()


class PaintedChart(QWidget):
    """The same chart drawn with QPainter, for when QtCharts is not installed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[GameRow, float]] = []

    def set_points(self, points: list[tuple[GameRow, float]]) -> None:
        self.points = points
        self.update()

    def paintEvent(self, event) -> None:
        if not self.points:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.isRightToLeft():  # the games run from the right
            painter.translate(self.width(), 0)
            painter.scale(-1, 1)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        top_score = max(100, max(game.score for game, _ in self.points)) * 1.1
        width = area.width() / len(self.points)
        path = QPainterPath()
        for index, (game, rate) in enumerate(self.points):
            height = area.height() * game.score / top_score
            bar = QRectF(area.left() + index * width + width * 0.15, area.bottom() - height, width * 0.7, height)
            painter.fillRect(bar, WON_COLOUR if game.won else NOT_WON_COLOUR)
            point = QPointF(area.left() + (index + 0.5) * width, area.bottom() - area.height() * rate)
            path.lineTo(point) if index else path.moveTo(point)
        painter.setPen(QPen(RATE_COLOUR, 2.5))
        painter.drawPath(path)
        painter.end()
