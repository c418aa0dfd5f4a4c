"""The list of games in the Statistics dialog: dates and codes keep a margin from the next column."""

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
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
