"""The list of games in the Statistics dialog: dates and codes keep a margin from the next column."""

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics

from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from yukon_qt.ui.dialogs.statistics_table import CELL_PADDING, RecentGamesModel

T0 = datetime(2026, 12, 31, 10, 0, tzinfo=UTC)


pytestmark = pytest.mark.usefixtures("english_locale")  # dates and numbers as an English reader sees them


@pytest.fixture
def recorder(tmp_path):
    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    for index, letters in enumerate(("WWWWWWW", "AAAAAAB", "MMMMMMM")):
        started = T0 + timedelta(hours=index)
        row = recorder.game_started(f"YU1-C-{letters}", "classic", started)
        recorder.game_won(row, 625, 100, 300, 0, 0, ended_at=started + timedelta(minutes=5))
    open_row = recorder.game_started("YU1-R-WWWWWWM", "relaxed", T0 + timedelta(hours=5))  # drawn in italics
    recorder.game_updated(open_row, 20, 3, 15, 0, 0)
    return recorder


@pytest.mark.parametrize("column", ["date", "code"])
def test_a_column_sized_to_its_contents_leaves_room_beside_the_text(qtbot, recorder, column):
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    model = table.model()
    number = RecentGamesModel.COLUMNS.index(column)
    assert model.rowCount() == 4
    widest = 0
    for row in range(model.rowCount()):
        index = model.index(row, number)
        font = index.data(Qt.ItemDataRole.FontRole) or table.font()
        assert isinstance(font, QFont)
        widest = max(widest, QFontMetrics(font).horizontalAdvance(index.data()))
    # The style keeps a few pixels on each side itself; the padding comes on top of that.
    assert table.columnWidth(number) >= widest + 2 * CELL_PADDING + 4


def test_the_history_shows_each_games_hints_and_undos_and_sorts_by_them(qtbot, tmp_path):
    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    for index, (hints, undos) in enumerate(((2, 0), (0, 7), (5, 1))):
        started = T0 + timedelta(hours=index)
        row = recorder.game_started(f"YU1-C-AAAAAA{'BCD'[index]}", "classic", started)
        for _ in range(hints):
            recorder.hint_used(row)
        recorder.game_won(row, 625, 100, 300, undos, 0, ended_at=started + timedelta(minutes=5))
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    model, table = dialog.sorted_model, dialog.table
    hints, undos = RecentGamesModel.COLUMNS.index("hints"), RecentGamesModel.COLUMNS.index("undos")
    assert model.headerData(hints, Qt.Orientation.Horizontal) == "Hints"
    assert model.headerData(undos, Qt.Orientation.Horizontal) == "Undos"
    shown = {model.index(row, 1).data(): (model.index(row, hints).data(), model.index(row, undos).data())
             for row in range(model.rowCount())}
    assert shown == {"YU1-C-AAAAAAB": ("2", "0"), "YU1-C-AAAAAAC": ("0", "7"), "YU1-C-AAAAAAD": ("5", "1")}
    header = table.horizontalHeader()
    middle = header.sectionViewportPosition(undos) + header.sectionSize(undos) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(middle, 5))
    order = [model.index(row, undos).data() for row in range(model.rowCount())]
    assert order in (["0", "1", "7"], ["7", "1", "0"])  # sorted by the undos, one way or the other
