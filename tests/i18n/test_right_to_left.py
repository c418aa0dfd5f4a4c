"""Arabic, Persian and Hebrew run the window right to left over a card table that is never mirrored."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from yukon_qt.engine import GameCode, Pile, Refusal, Rule
from yukon_qt.i18n import LANGUAGES, LEFT_TO_RIGHT_ISOLATE, POP_DIRECTIONAL_ISOLATE, is_right_to_left
from yukon_qt.ui.messages import refusal_text

from i18n_support import update
from table_gestures import card_point, drag, open_window, pile_point, settle
from ts_files import translation

RIGHT_TO_LEFT = [language for language in LANGUAGES if is_right_to_left(language)]


def test_the_right_to_left_languages_are_the_ones_written_so():
    assert RIGHT_TO_LEFT == ["ar", "fa", "he"]


def translated(language: str, context: str, source: str) -> str:
    return translation(update.ts_path(language), context, source)


def arabic(context: str, source: str) -> str:
    return translated("ar", context, source)


def table_picture(window):
    """The cards and felt as the player sees them, without the notes over them."""
    view = window.view
    view.toast.hide()
    return view.viewport().grab().toImage()


@pytest.mark.parametrize("language", RIGHT_TO_LEFT)
def test_the_language_turns_the_window_but_not_the_card_table(qtbot, settings, follow_language, language):
    window = open_window(qtbot, settings)
    settle(qtbot, window.view)
    english = table_picture(window)
    bar = window.menuBar()
    settings.set("language", language)
    qtbot.waitUntil(lambda: window.game_menu.title() == translated(language, "MainWindow", "&Game"))
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft and window.isRightToLeft()
    # The menu bar reads from the right: Game first, Help last.
    game, help_menu = window.game_menu.menuAction(), window.help_menu.menuAction()
    assert bar.actionGeometry(game).x() > bar.actionGeometry(help_menu).x()
    # The game bar too: the score, first in English at the left, is at the right.
    assert window.game_bar.score_label.x() > window.game_bar.width() / 2
    # The table is the same picture, pixel for pixel (at the same size: the game bar may be taller):
    # columns from the left, foundations at the right.
    view = window.view
    window.resize(window.width(), window.height() + english.height() - view.viewport().height())
    qtbot.waitUntil(lambda: view.viewport().height() == english.height())
    settle(qtbot, view)
    qtbot.waitUntil(lambda: table_picture(window) == english)
    assert pile_point(view, Pile.column(0)).x() < pile_point(view, Pile.column(6)).x()
    settings.set("language", "en")
    qtbot.waitUntil(lambda: not window.isRightToLeft())


def test_a_note_over_the_table_reads_right_to_left_and_a_drag_still_lands(qtbot, settings, follow_language):
    window = open_window(qtbot, settings)
    view = window.view
    english = refusal_text(Refusal.WRONG_RANK)
    settings.set("language", "ar")
    qtbot.waitUntil(lambda: window.isRightToLeft())
    settle(qtbot, view)
    drag(qtbot, view, card_point(view, "2H"), pile_point(view, Pile.column(6)))  # a 2 onto a 7: refused
    assert view.toast.isVisible() and view.toast.text() == arabic("Messages", english)
    assert view.toast.isRightToLeft()
    drag(qtbot, view, card_point(view, "5H"), pile_point(view, Pile.column(4)))  # a real move, as in English
    assert window.model.game.moves_made == 1


@pytest.mark.parametrize("language", RIGHT_TO_LEFT)
def test_a_game_code_inside_a_right_to_left_sentence_is_isolated(qtbot, settings, follow_language, language):
    from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

    code = GameCode.parse("YU1-C-AAAAAAB")
    dialog = NewGameDialog(code, Rule.CLASSIC)
    qtbot.addWidget(dialog)
    assert LEFT_TO_RIGHT_ISOLATE not in dialog.replay_button.text()  # English needs no marks
    settings.set("language", language)
    qtbot.waitUntil(lambda: dialog.isRightToLeft())
    isolated = f"{LEFT_TO_RIGHT_ISOLATE}{code}{POP_DIRECTIONAL_ISOLATE}"
    qtbot.waitUntil(lambda: isolated in dialog.replay_button.text())
    assert dialog.replay_button.text().replace(isolated, "{code}") == translated(
        language, "NewGameDialog", "Replay the c&urrent deal ({code})")


def test_the_results_chart_reads_from_the_right(qtbot, settings, follow_language, tmp_path):
    from PySide6.QtCore import QDateTime

    from yukon_qt.stats.recorder import StatsRecorder
    from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    start = QDateTime.currentDateTimeUtc().toPython()
    for index in range(6):
        row = recorder.game_started(f"YU1-C-AAAAAA{'BCDEFG'[index]}", "classic", start)
        recorder.game_won(row, 600 + index, 100, 300, 0, 0, ended_at=start)
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()

    def axes():
        chart = dialog.chart.chart_view.chart()
        games = chart.axes(Qt.Orientation.Horizontal)[0]
        score, rate = chart.axes(Qt.Orientation.Vertical)
        return games.isReverse(), score.alignment(), rate.alignment()

    assert axes() == (False, Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight)
    settings.set("language", "ar")
    qtbot.waitUntil(lambda: axes() == (True, Qt.AlignmentFlag.AlignRight, Qt.AlignmentFlag.AlignLeft))
