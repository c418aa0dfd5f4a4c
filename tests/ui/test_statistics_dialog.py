"""The Statistics dialog driven with real clicks: figures, rule tabs, chart, list, replay, reset, export."""

import csv
import re
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QFileDialog, QMessageBox

from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.stats.store import StatsStore
from yukon_qt.ui.dialogs import statistics_chart
from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog

T0 = datetime(2026, 4, 1, 19, 0, tzinfo=UTC)
# (code, rule, won, score, moves, seconds), one hour apart.
HISTORY = [
    ("YU1-C-AAAAAAB", "classic", True, 625, 120, 300),
    ("YU1-R-AAAAAAC", "relaxed", True, 625, 95, 250),
    ("YU1-C-AAAAAAD", "classic", False, 120, 30, 200),
    ("YU1-C-AAAAAAE", "classic", True, 635, 100, 400),
    ("YU1-R-AAAAAAF", "relaxed", False, 40, 8, 60),
    ("YU1-C-AAAAAAG", "classic", True, 625, 110, 3725),
]


pytestmark = pytest.mark.usefixtures("english_locale")  # dates and numbers as an English reader sees them


@pytest.fixture
def recorder(tmp_path):
    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    for index, (code, rule, won, score, moves, seconds) in enumerate(HISTORY):
        started = T0 + timedelta(hours=index)
        row = recorder.game_started(code, rule, started)
        ended = started + timedelta(seconds=seconds)
        if won:
            recorder.game_won(row, score, moves, seconds, 0, 0, ended_at=ended)
        else:
            recorder.game_abandoned(row, score, moves, seconds, 0, 0, ended_at=ended)
    open_row = recorder.game_started("YU1-C-AAAAAAH", "classic", T0 + timedelta(hours=9))
    recorder.game_updated(open_row, 20, 3, 15, 0, 0)
    return recorder


def open_dialog(qtbot, source, **options):
    dialog = StatisticsDialog(source, **options)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def shown(dialog):
    return {name: label.text() for name, label in dialog.value_labels.items()}


def click_tab(qtbot, dialog, index):
    qtbot.mouseClick(dialog.tabs, Qt.MouseButton.LeftButton, pos=dialog.tabs.tabRect(index).center())


def click_row(qtbot, dialog, row, double=False):
    view = dialog.table
    point = view.visualRect(dialog.sorted_model.index(row, 1)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    if double:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_both_rules_figures(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    assert dialog.view == "all"
    assert shown(dialog) == {
        "played": "6", "won": "4", "win_rate": "66.7%", "current_streak": "1",
        "longest_streak": "2", "best_score": "635", "fastest_win": "4:10", "fewest_moves": "95",
        "average_win_time": "19:29", "abandoned": "2", "in_progress": "1", "could_have_won": "–",
    }


def test_rule_tabs_switch_the_figures(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    click_tab(qtbot, dialog, 0)
    assert dialog.view == "classic"
    figures = shown(dialog)
    assert (figures["played"], figures["won"], figures["win_rate"]) == ("4", "3", "75.0%")
    assert (figures["current_streak"], figures["longest_streak"]) == ("2", "2")
    assert (figures["fastest_win"], figures["average_win_time"]) == ("5:00", "24:35")
    assert dialog.model.rowCount() == 5  # four finished and the one in progress
    assert dialog.table.isColumnHidden(2)  # the rule column says nothing in a one-rule view
    click_tab(qtbot, dialog, 1)
    figures = shown(dialog)
    assert (figures["played"], figures["won"], figures["win_rate"], figures["current_streak"]) == (
        "2", "1", "50.0%", "0")
    assert figures["best_score"] == "625" and figures["fewest_moves"] == "95"
    assert {game.rule for game in dialog.model.games} == {"relaxed"}


def test_a_tab_per_rule_in_the_order_of_the_rules_then_both(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder, view="relaxed")
    assert [dialog.tabs.tabText(index) for index in range(dialog.tabs.count())] == ["Classic", "Relaxed", "Both rules"]
    assert dialog.view == "relaxed" and dialog.tabs.currentIndex() == 1
    click_tab(qtbot, dialog, 2)
    rules = {dialog.sorted_model.index(row, 2).data() for row in range(dialog.sorted_model.rowCount())}
    assert rules == {"Classic", "Relaxed"} and not dialog.table.isColumnHidden(2)
    assert open_dialog(qtbot, recorder, view="sideways").view == "all"


def test_numbers_follow_the_locale(qtbot, recorder):
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    dialog = open_dialog(qtbot, recorder)
    assert dialog.value_labels["win_rate"].text() == "66,7%"


def date_cells(dialog):
    return [dialog.sorted_model.index(row, 0).data() for row in range(dialog.sorted_model.rowCount())]


def test_dates_follow_the_locale(qtbot, recorder):
    english = open_dialog(qtbot, recorder)
    assert all(re.fullmatch(r"\d{1,2}/\d{1,2}/26 \d{1,2}:\d\d\s[AP]M", text) for text in date_cells(english))
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    german = open_dialog(qtbot, recorder)
    assert all(re.fullmatch(r"\d\d\.\d\d\.26 \d\d:\d\d", text) for text in date_cells(german))


def test_dates_under_the_c_locale_read_as_english(qtbot, recorder):
    english = date_cells(open_dialog(qtbot, recorder))
    QLocale.setDefault(QLocale.c())  # LANG=C, before a language is applied
    assert date_cells(open_dialog(qtbot, recorder)) == english


def test_empty_statistics(qtbot, tmp_path):
    store = StatsStore.open(tmp_path / "statistics.sqlite3")
    dialog = open_dialog(qtbot, store)
    figures = shown(dialog)
    assert figures["played"] == "0" and figures["win_rate"] == "–" and figures["fastest_win"] == "–"
    assert dialog.chart.pages.currentWidget() is dialog.chart.empty_label
    assert not dialog.reset_button.isEnabled() and not dialog.export_button.isEnabled()
    assert not dialog.replay_button.isEnabled()


def test_chart_shows_scores_and_win_rate_of_finished_games(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    chart = dialog.chart
    assert [game.code for game, _ in chart.points] == [code for code, *_ in HISTORY]
    assert chart.pages.currentWidget() is chart.chart_view
    if statistics_chart.CHARTS_AVAILABLE:
        bars, line = chart.chart_view.chart().series()
        won, not_won = bars.barSets()
        assert [won.at(i) for i in range(6)] == [625, 625, 0, 635, 0, 625]
        assert [not_won.at(i) for i in range(6)] == [0, 0, 120, 0, 40, 0]
        assert [round(point.y(), 1) for point in line.points()] == [100, 100, 66.7, 75, 60, 66.7]
    assert "YU1-C-AAAAAAD" in chart.game_tip(2) and "Abandoned" in chart.game_tip(2)


def test_the_list_is_latest_first_and_replay_emits_the_code(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    top = [dialog.sorted_model.index(row, 1).data() for row in range(3)]
    assert top == ["YU1-C-AAAAAAH", "YU1-C-AAAAAAG", "YU1-R-AAAAAAF"]
    assert dialog.sorted_model.index(0, 4).data() == "In progress"
    assert not dialog.replay_button.isEnabled()
    click_row(qtbot, dialog, 2)
    assert dialog.replay_button.isEnabled()
    with qtbot.waitSignal(dialog.replay_requested) as emitted:
        qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert emitted.args == ["YU1-R-AAAAAAF"]
    assert not dialog.isVisible()


def test_double_click_replays_too(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    with qtbot.waitSignal(dialog.replay_requested) as emitted:
        click_row(qtbot, dialog, 1, double=True)
    assert emitted.args == ["YU1-C-AAAAAAG"]


def test_sorting_by_score(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    header = dialog.table.horizontalHeader()
    score_column = 5
    x = header.sectionViewportPosition(score_column) + header.sectionSize(score_column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=header.rect().center().__class__(x, 5))
    scores = [dialog.sorted_model.index(row, score_column).data() for row in range(dialog.sorted_model.rowCount())]
    assert scores in (["20", "40", "120", "625", "625", "625", "635"], ["635", "625", "625", "625", "120", "40", "20"])


def test_reset_one_rule_after_confirmation(qtbot, recorder, monkeypatch):
    asked = []

    def answer(parent, title, text, *rest):
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    dialog = open_dialog(qtbot, recorder)
    click_tab(qtbot, dialog, 1)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert "2 finished Relaxed game" in asked[0]
    assert recorder.figures()["relaxed"].played == 2  # "No" removes nothing
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert recorder.figures()["relaxed"].played == 0
    assert recorder.figures()["classic"].played == 4
    assert dialog.value_labels["played"].text() == "0"
    assert not dialog.reset_button.isEnabled()
    click_tab(qtbot, dialog, 2)
    assert dialog.value_labels["played"].text() == "4"


def test_reset_all_keeps_the_game_in_progress(qtbot, recorder, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *args: QMessageBox.StandardButton.Yes))
    dialog = open_dialog(qtbot, recorder)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.value_labels["played"].text() == "0"
    assert [game.code for game in recorder.games()] == ["YU1-C-AAAAAAH"]


def test_export_csv_reads_back(qtbot, recorder, monkeypatch, tmp_path):
    target = tmp_path / "export" / "my games"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(target), "")))
    dialog = open_dialog(qtbot, recorder)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    written = target.with_suffix(".csv")
    with written.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert [row["code"] for row in rows] == [code for code, *_ in HISTORY] + ["YU1-C-AAAAAAH"]
    assert rows[3] == {
        "started_at": "2026-04-01T22:00:00.000000Z", "ended_at": "2026-04-01T22:06:40.000000Z",
        "code": "YU1-C-AAAAAAE", "rule": "classic", "result": "won", "score": "635", "moves": "100",
        "elapsed": "400", "undos": "0", "take_backs": "0", "hints": "0", "daily_date": "",
        "level": "", "winnable_from_start": "", "winnable_where_left": "",
    }
    assert rows[-1]["result"] == "in_progress" and rows[-1]["ended_at"] == ""
    assert "7 game" in dialog.status_label.text()


def test_export_cancelled_writes_nothing(qtbot, recorder, monkeypatch, tmp_path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: ("", "")))
    dialog = open_dialog(qtbot, recorder)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.status_label.text() == ""


def test_export_failure_is_a_message_not_a_crash(qtbot, recorder, monkeypatch, tmp_path):
    warnings = []
    target = tmp_path / "missing-folder" / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(target), "")))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: warnings.append(text)))
    (tmp_path / "missing-folder").write_text("a file where the folder should be")
    dialog = open_dialog(qtbot, recorder)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and "could not be written" in warnings[0]


def test_the_dialog_follows_new_games(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    row = recorder.game_started("YU1-C-AAAAAAJ", "classic")
    recorder.game_won(row, 625, 90, 200, 0, 0)
    assert dialog.value_labels["played"].text() == "7"
    assert dialog.value_labels["current_streak"].text() == "2"
    assert dialog.value_labels["fewest_moves"].text() == "90"


def test_times_and_rates_in_the_locale():
    from yukon_qt.ui.dialogs.statistics_format import duration_text, number_text, rate_text

    assert [duration_text(s) for s in (0, 9, 61, 3599, 3600, 3725.4)] == [
        "0:00", "0:09", "1:01", "59:59", "1:00:00", "1:02:05"]
    assert duration_text(None) == rate_text(None) == number_text(None) == "–"
    assert number_text(12345) == "12,345" and rate_text(2 / 3) == "66.7%"
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    assert duration_text(65) == "١:٠٥"


def test_the_dialog_fits_a_screen_shorter_than_its_usual_size(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    area = dialog.screen().availableGeometry()  # 800 x 800 offscreen, less than the usual 940 x 780 with room
    assert dialog.width() <= area.width() * 0.9 and dialog.height() <= area.height() * 0.9
    assert area.contains(dialog.frameGeometry())
    assert dialog.close_button.isVisible()


def test_the_list_of_games_keeps_room_for_four_rows_on_a_short_screen(qtbot, recorder):
    dialog = open_dialog(qtbot, recorder)
    table = dialog.table
    assert dialog.height() <= dialog.screen().availableGeometry().height() * 0.9  # as short as it gets here
    assert table.model().rowCount() >= 4
    qtbot.waitUntil(lambda: table.viewport().height() >= 4 * table.rowHeight(0))
    assert dialog.chart.height() >= dialog.chart.minimumHeight()  # the chart gave up its room, and no more


DAMAGED_ROWS = [  # (code, rule, started_at, result, score, elapsed): each one wrong somewhere
    ("YU1-C-AAAAAAS", "classic", "garbage", "won", 625, 100),
    ("YU1-C-AAAAAAT", "classic", "2026-04-01T23:30:00.000000Z", "won", "abc", 100),
    ("YU1-C-AAAAAAU", "x", "2026-04-01T23:31:00.000000Z", "won", 625, 100),
    ("YU1-C-AAAAAAV", "classic", "2026-04-01T23:32:00.000000Z", "lost", 625, 100),
    ("YU1-C-AAAAAAW", "classic", "2026-04-01T23:33:00.000000Z", "won", 625, -5),
    ("YU1-C-AAAAAAX", "classic", "2026-04-01T23:34:00.000000Z", "won", 10**15, 100),
]


def add_damaged_rows(path):
    import sqlite3

    connection = sqlite3.connect(path)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    connection.executemany(
        "INSERT INTO games (code, rule, started_at, ended_at, result, score, elapsed, moves) "
        "VALUES (?, ?, ?, '2026-04-02T01:00:00.000000Z', ?, ?, ?, 90)", DAMAGED_ROWS)
    connection.commit()
    connection.close()


def test_damaged_rows_are_left_out_of_figures_chart_list_and_export(qtbot, recorder, monkeypatch, tmp_path):
    add_damaged_rows(recorder.store.path)
    target = tmp_path / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(target), "")))
    dialog = open_dialog(qtbot, recorder)
    assert shown(dialog)["played"] == "6" and shown(dialog)["best_score"] == "635"
    assert shown(dialog)["fastest_win"] == "4:10"
    assert [game.code for game, _ in dialog.chart.points] == [code for code, *_ in HISTORY]
    assert dialog.model.rowCount() == 7
    dialog.grab()  # the chart and the list paint
    for index in range(3):
        click_tab(qtbot, dialog, index)
        dialog.grab()
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    exported = target.read_text(encoding="utf-8")
    assert len(exported.splitlines()) == 1 + 7
    assert not any(code in exported for code, *_ in DAMAGED_ROWS)


def test_a_screen_reader_reads_the_chart_in_words(qtbot, recorder, tmp_path):
    from yukon_qt.ui.dialogs.statistics_format import rate_text

    chart = open_dialog(qtbot, recorder).chart
    assert chart.accessibleName() == "Chart of your recent games"
    described = chart.accessibleDescription()
    assert "6 game" in described and "4 won" in described and rate_text(chart.points[-1][1]) in described
    assert chart.chart_view.accessibleDescription() == described
    empty = open_dialog(qtbot, StatsStore.open(tmp_path / "empty.sqlite3")).chart
    assert empty.accessibleDescription() == "Finish a game and your results will show here."


@pytest.mark.parametrize("score", [2_000_000, 999_999_999])
def test_a_huge_score_keeps_the_chart_to_a_few_score_lines(qtbot, tmp_path, score):
    """Take-backs make any score reachable: the score axis still has a handful of ticks, not one
    every 200 points (which froze the window for a score of two million)."""
    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    for index, value in enumerate((score, 625, 40)):
        row = recorder.game_started(f"YU1-C-AAAAAA{'BCD'[index]}", "classic", T0 + timedelta(hours=index))
        recorder.game_won(row, value, 100, 300, 0, 0, ended_at=T0 + timedelta(hours=index, minutes=5))
    dialog = open_dialog(qtbot, recorder)
    if statistics_chart.CHARTS_AVAILABLE:
        score_axis = dialog.chart.chart_view.chart().axes(Qt.Orientation.Vertical)[0]
        assert score_axis.max() >= score
        assert (score_axis.max() - score_axis.min()) / score_axis.tickInterval() <= 10
    assert statistics_chart.score_scale(score)[0] >= score
    top, step = statistics_chart.score_scale(score)
    assert top / step <= 10 and top % step == 0


def test_ordinary_scores_keep_a_line_every_200_points():
    assert statistics_chart.score_scale(625) == (700, 200)
    assert statistics_chart.score_scale(40) == (700, 200)
    assert statistics_chart.score_scale(1310) == (1400, 200)


# (code, rule, level, won, could have been won from the start, from where it was left), one hour apart.
RATED = [
    ("YU1-C-AAAAABB", "classic", "easy", True, None, None),
    ("YU1-C-AAAAABC", "classic", "easy", False, "winnable", "lost"),
    ("YU1-C-AAAAABD", "classic", "hard", False, "lost", "lost"),
    ("YU1-C-AAAAABE", "classic", None, False, "unknown", "unknown"),
    ("YU1-R-AAAAABF", "relaxed", "medium", True, None, None),
    ("YU1-R-AAAAABG", "relaxed", None, False, None, None),
]


@pytest.fixture
def rated(tmp_path):
    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    for index, (code, rule, level, won, from_start, where_left) in enumerate(RATED):
        started = T0 + timedelta(hours=index)
        row = recorder.game_started(code, rule, started, level=level)
        if won:
            recorder.game_won(row, 625, 100, 300, 1, 0, ended_at=started + timedelta(minutes=5))
        else:
            recorder.game_abandoned(row, 50, 10, 60, 2, 0, ended_at=started + timedelta(minutes=1))
            recorder.winnable_decided(row, from_start, where_left)
    return recorder


def column_texts(dialog, name):
    from yukon_qt.ui.dialogs.statistics_table import RecentGamesModel

    column = RecentGamesModel.COLUMNS.index(name)
    return [dialog.sorted_model.index(row, column).data() for row in range(dialog.sorted_model.rowCount())]


def click_header(qtbot, dialog, name):
    from PySide6.QtCore import QPoint

    from yukon_qt.ui.dialogs.statistics_table import RecentGamesModel

    header = dialog.table.horizontalHeader()
    column = RecentGamesModel.COLUMNS.index(name)
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def test_the_history_shows_each_games_level_and_whether_it_could_have_been_won(qtbot, rated):
    dialog = open_dialog(qtbot, rated)
    assert dialog.model.headers[3] == "Level" and dialog.model.headers[-1] == "Could have been won"
    codes = column_texts(dialog, "code")
    levels = dict(zip(codes, column_texts(dialog, "level"), strict=True))
    answers = dict(zip(codes, column_texts(dialog, "winnable"), strict=True))
    assert levels == {"YU1-C-AAAAABB": "Easy", "YU1-C-AAAAABC": "Easy", "YU1-C-AAAAABD": "Hard",
                      "YU1-C-AAAAABE": "–", "YU1-R-AAAAABF": "Medium", "YU1-R-AAAAABG": "–"}
    assert answers == {"YU1-C-AAAAABB": "", "YU1-C-AAAAABC": "Yes", "YU1-C-AAAAABD": "No",
                       "YU1-C-AAAAABE": "Unknown", "YU1-R-AAAAABF": "", "YU1-R-AAAAABG": ""}
    click_header(qtbot, dialog, "level")
    sorted_levels = column_texts(dialog, "level")
    assert sorted_levels in (["–", "–", "Easy", "Easy", "Medium", "Hard"], ["Hard", "Medium", "Easy", "Easy", "–", "–"])
    click_header(qtbot, dialog, "winnable")
    sorted_answers = [text for text in column_texts(dialog, "winnable") if text]
    assert sorted_answers in (["Unknown", "No", "Yes"], ["Yes", "No", "Unknown"])
    tip_row = column_texts(dialog, "code").index("YU1-C-AAAAABC")
    tip = dialog.sorted_model.index(tip_row, dialog.model.COLUMNS.index("winnable")).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "From the start: Yes. From where you left it: No."


def test_how_many_games_not_won_could_have_been_won_follows_the_tabs(qtbot, rated):
    dialog = open_dialog(qtbot, rated)
    value = dialog.value_labels["could_have_won"]
    assert value.text() == "1 of 4"
    assert value.accessibleDescription() == (
        "Games not won: 4. Could have been won: 1. Could not have been won: 1. The solver could not tell: 1. "
        "Not decided yet: 1.")
    assert dialog.caption_labels["could_have_won"].text() == "Could have been won"
    click_tab(qtbot, dialog, 0)
    assert value.text() == "1 of 3"
    click_tab(qtbot, dialog, 1)
    assert value.text() == "–"  # its one game not won is not decided yet
    assert "Not decided yet: 1." in value.toolTip()


def test_the_win_rate_per_level_shows_beside_the_rule_figures(qtbot, rated, tmp_path):
    dialog = open_dialog(qtbot, rated)
    box = dialog.level_box
    assert box.isVisible() and box.title() == "By level"
    texts = {level: [box.values[level, name].text() for name in ("played", "won", "win_rate")]
             for level in ("easy", "medium", "hard")}
    assert texts == {"easy": ["2", "1", "50.0%"], "medium": ["1", "1", "100.0%"], "hard": ["1", "0", "0.0%"]}
    assert [box.names[level].text() for level in ("easy", "medium", "hard")] == ["Easy", "Medium", "Hard"]
    assert box.accessibleName() == "By level"
    assert box.accessibleDescription().startswith("Easy: 2 played, 1 won, win rate 50.0%; Medium: 1 played")
    assert box.values["hard", "win_rate"].accessibleName() == "Hard: Win rate"
    click_tab(qtbot, dialog, 1)
    assert [box.values[level, "played"].text() for level in ("easy", "medium", "hard")] == ["0", "1", "0"]
    assert box.values["easy", "win_rate"].text() == "–"
    unrated = open_dialog(qtbot, StatsStore.open(tmp_path / "unrated.sqlite3"))
    assert not unrated.level_box.isVisible()


def test_the_csv_export_carries_hints_undos_level_and_could_have_been_won(qtbot, rated, monkeypatch, tmp_path):
    target = tmp_path / "games.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kw: (str(target), "")))
    dialog = open_dialog(qtbot, rated)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    with target.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    wanted = ("code", "hints", "undos", "level", "winnable_from_start", "winnable_where_left")
    assert [tuple(row[name] for name in wanted) for row in rows] == [
        ("YU1-C-AAAAABB", "0", "1", "easy", "", ""),
        ("YU1-C-AAAAABC", "0", "2", "easy", "winnable", "lost"),
        ("YU1-C-AAAAABD", "0", "2", "hard", "lost", "lost"),
        ("YU1-C-AAAAABE", "0", "2", "", "unknown", "unknown"),
        ("YU1-R-AAAAABF", "0", "1", "medium", "", ""),
        ("YU1-R-AAAAABG", "0", "2", "", "", ""),
    ]


def test_a_short_chart_shows_fewer_numbers_rather_than_none(qtbot, recorder):
    """Squeezed (a small window, a tall script such as Thai), QtCharts would replace numbers that
    overlap by "…": the axes then step further, and go back to every 200 points and 25 % when tall."""
    dialog = open_dialog(qtbot, recorder)
    view = dialog.chart.chart_view
    view.setMinimumHeight(0)
    score_axis, rate_axis = view.chart().axes(Qt.Orientation.Vertical)
    for height, score_step, rate_step, titled in ((90, 800, 100, False), (600, 200, 25, True), (90, 800, 100, False)):
        view.setFixedHeight(height)
        qtbot.waitUntil(lambda step=score_step: score_axis.tickInterval() == step)
        assert rate_axis.tickInterval() == rate_step
        assert rate_axis.isTitleVisible() == titled
        room = view.chart().plotArea().height()
        for axis in (score_axis, rate_axis):  # an upright title shows whole, or not at all
            title_length = QFontMetricsF(axis.titleFont()).horizontalAdvance(axis.titleText())
            assert axis.isTitleVisible() == (title_length <= room)
        line = QFontMetricsF(score_axis.labelsFont()).height()
        assert room / (score_axis.max() / score_axis.tickInterval()) >= 1.5 * line or score_axis.tickInterval() >= 700


def test_the_steps_double_until_the_numbers_fit():
    assert statistics_chart.fitting_step(700, 200, 400, 16) == 200
    assert statistics_chart.fitting_step(700, 200, 80, 16) == 400
    assert statistics_chart.fitting_step(700, 200, 40, 16) == 800
    assert statistics_chart.fitting_step(100, 25, 60, 20) == 50
    assert statistics_chart.fitting_step(100, 25, 40, 20) == 100


def test_the_could_be_won_answer_stands_clear_of_the_undos_number(qtbot, rated):
    """The undos' number is at the right of its column; the yes or no beside it sits under the
    middle of its own header, not against that number ("2Yes")."""
    dialog = open_dialog(qtbot, rated)
    model = dialog.sorted_model
    undos, winnable = model.sourceModel().COLUMNS.index("undos"), model.sourceModel().COLUMNS.index("winnable")
    answered = [row for row in range(model.rowCount()) if model.index(row, winnable).data()]
    assert answered
    view = dialog.table
    for row in answered:
        cell = view.visualRect(model.index(row, winnable))
        text_width = view.fontMetrics().horizontalAdvance(model.index(row, winnable).data())
        assert model.index(row, winnable).data(Qt.ItemDataRole.TextAlignmentRole) == int(Qt.AlignmentFlag.AlignCenter)
        assert cell.left() + (cell.width() - text_width) / 2 - view.visualRect(model.index(row, undos)).right() >= 8
    assert model.headerData(winnable, Qt.Orientation.Horizontal, Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignCenter)
