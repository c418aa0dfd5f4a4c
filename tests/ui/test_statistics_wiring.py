"""Statistics in the real window: each game's row from its start to its end, driven as a player would."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from yukon_qt import paths, saved_game
from yukon_qt.engine import GameCode, Pile
from yukon_qt.settings import Settings
from yukon_qt.stats.store import FILE_NAME, StatsStore

from table_gestures import DEAL, answer_next_box, build, card_point, click, drag, open_window, pile_point, settle

OTHER = "YU1-R-AAAAAAC"
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def stored_games():
    """The rows as a fresh reader finds them in the file on disk, oldest first."""
    store = StatsStore.read_only()
    if store is None:
        return []
    try:
        return sorted(store.games(), key=lambda game: game.id)
    finally:
        store.close()


def summary():
    return [(game.code, game.result, game.moves) for game in stored_games()]


def move_six_of_clubs(qtbot, window) -> None:
    """A real drag on deal 1: the 6 of clubs (with the king above it) onto the 7 of hearts."""
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert window.model.game.moves_made == 1


def new_game_by_keyboard(qtbot, window, code: str) -> None:
    """Ctrl+N, then type the code into the New game dialog, pick its rule and press Start."""
    chosen = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        QTest.mouseClick(dialog.code_button, Qt.MouseButton.LeftButton)
        QTest.keyClicks(dialog.code_field, code)
        rule_button = dialog.rule_choices[GameCode.parse(code).rule]
        on_its_label = QPoint(12, rule_button.height() // 2)  # a radio button's middle may be past its text
        QTest.mouseClick(rule_button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, on_its_label)
        QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        chosen.append(code)

    QTimer.singleShot(0, fill_in)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert chosen == [code]
    assert str(window.model.game.code) == code
    settle(qtbot, window.view)
    activate(qtbot, window)


def activate(qtbot, window) -> None:
    """Back to the window after a dialog or notice, as a player's click on it would do."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def win_near_won_game(qtbot, window, clubs_home: int = 11) -> None:
    """Set up clubs up to the jack home and the queen on the king, then click them home."""
    window.model.set_game(build(["KC QC"], {"S": 13, "H": 13, "D": 13, "C": clubs_home}))
    view = window.view
    settle(qtbot, view)
    click(qtbot, view, card_point(view, "QC"))
    click(qtbot, view, card_point(view, "KC"))
    assert window.model.game.won
    qtbot.waitUntil(view.banner.isVisible, timeout=3000)


def open_statistics(qtbot, window, key=Qt.Key.Key_S, modifiers=CTRL_SHIFT):
    QTest.keyClick(window, key, modifiers)
    dialog = window.statistics_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_a_won_game_is_recorded_with_its_score_and_moves_and_the_banner_compares(qtbot, window):
    win_near_won_game(qtbot, window)
    games = stored_games()
    assert len(games) == 1  # the deal on the table before had no move: it left no row
    won = games[0]
    assert (won.code, won.rule, won.result, won.score, won.moves) == ("YU1-C-AAAAAAA", "classic", "won", 20, 2)
    assert won.ended_at is not None
    banner = window.view.banner
    assert banner.remarks.isVisible() and "Your first win!" in banner.remarks.text()

    QTest.mouseClick(banner.new_game_button, Qt.MouseButton.LeftButton)
    assert not banner.remarks.isVisible()
    win_near_won_game(qtbot, window)
    assert [game.result for game in stored_games()] == ["won", "won"]
    assert "Winning streak: 2" in banner.remarks.text().splitlines()


def test_a_new_game_after_a_move_records_the_old_one_as_abandoned(qtbot, window):
    move_six_of_clubs(qtbot, window)
    new_game_by_keyboard(qtbot, window, OTHER)
    games = stored_games()
    assert [(g.code, g.result, g.moves) for g in games] == [(DEAL, "abandoned", 1), (OTHER, "in_progress", 0)]
    assert games[0].ended_at is not None and games[1].rule == "relaxed"


def test_a_new_game_without_a_move_leaves_no_row(qtbot, window):
    assert summary() == [(DEAL, "in_progress", 0)]
    new_game_by_keyboard(qtbot, window, OTHER)
    assert summary() == [(OTHER, "in_progress", 0)]


def test_each_restart_of_the_same_deal_is_a_row_of_its_own(qtbot, window):
    restart = window.toolbar.widgetForAction(window.restart_action)
    move_six_of_clubs(qtbot, window)
    first_row = window.session.recording.row
    answer_next_box("&Restart")  # a game with moves is restarted only once confirmed
    QTest.mouseClick(restart, Qt.MouseButton.LeftButton)
    assert window.model.game.moves_made == 0 and window.session.recording.row != first_row
    assert summary() == [(DEAL, "abandoned", 1), (DEAL, "in_progress", 0)]
    move_six_of_clubs(qtbot, window)
    answer_next_box("&Restart")
    QTest.mouseClick(restart, Qt.MouseButton.LeftButton)
    QTest.mouseClick(restart, Qt.MouseButton.LeftButton)  # the unplayed restart is simply replaced, unasked
    assert summary() == [(DEAL, "abandoned", 1), (DEAL, "abandoned", 1), (DEAL, "in_progress", 0)]


def test_a_game_left_at_quit_stays_in_progress_and_goes_on_in_the_same_row(qtbot, window):
    move_six_of_clubs(qtbot, window)
    row = window.session.recording.row
    window.close()
    assert summary() == [(DEAL, "in_progress", 1)]
    assert json.loads(saved_game.saved_game_path().read_text())["stats_row"] == row

    again = open_window(qtbot, Settings.load(), code=None)
    assert again.session.recording.row == row and again.model.game.moves_made == 1
    view = again.view
    click(qtbot, view, card_point(view, "AH"))
    assert summary() == [(DEAL, "in_progress", 2)]
    assert stored_games()[0].score == 10
    new_game_by_keyboard(qtbot, again, OTHER)
    assert summary() == [(DEAL, "abandoned", 2), (OTHER, "in_progress", 0)]


def test_a_game_saved_before_statistics_existed_gets_a_row_when_resumed(qtbot, window):
    move_six_of_clubs(qtbot, window)
    record = window.model.record()
    window.close()
    del record["stats_row"]
    saved_game.SavedGame(saved_game.saved_game_path()).save(record)
    again = open_window(qtbot, Settings.load(), code=None)
    assert again.model.game.moves_made == 1
    # the old row is named by no saved game any more: closed as left by an earlier run
    assert summary() == [(DEAL, "abandoned", 1), (DEAL, "in_progress", 1)]
    assert again.session.recording.row == stored_games()[1].id


def test_the_statistics_shortcut_opens_the_dialog_and_it_follows_the_game(qtbot, window):
    assert window.statistics_action.shortcut().toString() == "Ctrl+Shift+S"
    dialog = open_statistics(qtbot, window)
    assert dialog.isVisible() and dialog.parent() is window
    assert dialog.sorted_model.index(0, 1).data() == DEAL
    assert dialog.sorted_model.index(0, 4).data() == "In progress"
    activate(qtbot, window)
    assert open_statistics(qtbot, window, Qt.Key.Key_F4, Qt.KeyboardModifier.NoModifier) is dialog
    win_near_won_game(qtbot, window)
    assert dialog.sorted_model.index(0, 4).data() == "Won"
    assert dialog.value_labels["won"].text() == "1"
    dialog.close()
    qtbot.waitUntil(lambda: window.statistics_dialog is None)


def test_replay_from_the_dialog_starts_that_deal_as_a_new_game(qtbot, window):
    move_six_of_clubs(qtbot, window)
    new_game_by_keyboard(qtbot, window, OTHER)
    dialog = open_statistics(qtbot, window)
    table = dialog.table
    codes = [dialog.sorted_model.index(row, 1).data() for row in range(2)]
    point = table.visualRect(dialog.sorted_model.index(codes.index(DEAL), 1)).center()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert str(window.model.game.code) == DEAL and window.model.game.moves_made == 0
    assert not dialog.isVisible()
    # The unplayed game it replaced left no row; the replay is a row of its own.
    assert summary() == [(DEAL, "abandoned", 1), (DEAL, "in_progress", 0)]


def test_a_hint_is_counted_for_the_game_on_the_table(qtbot, window):
    window.session.recording.hint_used()
    window.session.recording.hint_used()
    assert stored_games()[0].hints == 2


def test_a_damaged_statistics_file_is_set_aside_with_a_notice_and_the_game_plays(qtbot, settings):
    path = paths.data_dir() / FILE_NAME
    path.write_bytes(b"this is not a database" * 200)
    window = open_window(qtbot, settings, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "could not be read" in window.notices.box.text() and str(path) in window.notices.box.text()
    kept = [p for p in path.parent.iterdir() if p.name.startswith(FILE_NAME + ".damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not a database")
    move_six_of_clubs(qtbot, window)
    assert summary() == [(DEAL, "in_progress", 1)]


def test_an_unusable_statistics_file_keeps_the_games_of_this_run_and_the_game_plays(qtbot, settings):
    (paths.data_dir() / FILE_NAME).mkdir()  # a folder where the file should be: it cannot be opened
    window = open_window(qtbot, settings, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "cannot be opened" in window.notices.box.text()
    window.notices.box.close()
    activate(qtbot, window)
    move_six_of_clubs(qtbot, window)
    win_near_won_game(qtbot, window)
    dialog = open_statistics(qtbot, window)
    assert dialog.value_labels["played"].text() == "2" and dialog.value_labels["won"].text() == "1"


def test_damaged_games_are_told_once_and_the_statistics_window_shows_the_others(qtbot, settings):
    import sqlite3

    path = paths.data_dir() / FILE_NAME
    store = StatsStore.open(path)
    row = store.add_game(DEAL, "classic")
    store.update_game(row, result="won", score=625, moves=90, elapsed=300)
    store.close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA ignore_check_constraints = ON")
    connection.execute("INSERT INTO games (code, rule, started_at, result, score) "
                       "VALUES ('YU1-C-AAAAAAS', 'classic', 'garbage', 'won', 625)")
    connection.execute("INSERT INTO games (code, rule, started_at, result, score) "
                       "VALUES ('YU1-C-AAAAAAT', 'x', '2026-04-01T23:30:00.000000Z', 'won', 'abc')")
    connection.commit()
    connection.close()
    window = open_window(qtbot, settings, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "2 damaged game" in window.notices.box.text() and str(path) in window.notices.box.text()
    window.notices.box.close()
    activate(qtbot, window)
    dialog = open_statistics(qtbot, window)
    assert dialog.value_labels["won"].text() == "1" and dialog.model.rowCount() == 2
    win_near_won_game(qtbot, window)
    assert dialog.value_labels["won"].text() == "2"
    assert not dialog.status_label.text()
    connection = sqlite3.connect(path)
    assert connection.execute("SELECT count(*) FROM games WHERE code IN ('YU1-C-AAAAAAS', 'YU1-C-AAAAAAT')"
                              ).fetchone()[0] == 2  # still in the file
    connection.close()


def test_a_lost_table_of_games_is_made_again_with_a_copy_kept_and_a_notice(qtbot, settings):
    path = paths.data_dir() / FILE_NAME
    store = StatsStore.open(path)
    store.add_game(DEAL, "classic")
    store.connection.execute("DROP TABLE games")
    store.close()
    window = open_window(qtbot, settings, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "lost its list of games" in window.notices.box.text() and str(path) in window.notices.box.text()
    copies = [p for p in path.parent.iterdir() if p.name.startswith(FILE_NAME + ".damaged-")]
    assert len(copies) == 1 and copies[0].name in window.notices.box.text()
    window.notices.box.close()
    move_six_of_clubs(qtbot, window)
    assert summary() == [(DEAL, "in_progress", 1)]


def test_a_failed_statistics_write_is_told_once_and_the_game_plays_on(qtbot, window):
    from PySide6.QtWidgets import QMessageBox

    def notice_boxes():
        return [box for box in window.findChildren(QMessageBox, "noticeBox") if box.isVisible()]

    assert notice_boxes() == []
    store = window.session.recording.recorder.store
    store.connection.execute("PRAGMA query_only = ON")  # the file may not be changed any more
    move_six_of_clubs(qtbot, window)
    qtbot.waitUntil(lambda: len(notice_boxes()) == 1)
    text = notice_boxes()[0].text()
    assert "may not be changed" in text and str(paths.data_dir() / FILE_NAME) in text
    view = window.view
    click(qtbot, view, card_point(view, "AH"))  # the next write fails too: nothing more is said
    assert window.model.game.moves_made == 2
    QCoreApplication.processEvents()  # a notice posted for it would be shown now
    assert len(notice_boxes()) == 1 and notice_boxes()[0].text() == text
    assert summary() == [(DEAL, "in_progress", 0)]  # what the file holds is what it held before


def test_a_session_without_statistics_keeps_the_saved_games_link_to_its_row(qtbot, settings):
    """A session whose statistics file was from a newer version kept its games in memory; the saved
    game must still name the real row, so that the next session goes on in it (no second row)."""
    import sqlite3

    path = paths.data_dir() / FILE_NAME
    store = StatsStore.open(path)
    for _ in range(3):  # earlier games: the row of this one is not the first a new file would give
        store.update_game(store.add_game(OTHER, "relaxed"), result="won")
    store.close()
    window = open_window(qtbot, settings)
    move_six_of_clubs(qtbot, window)
    row = window.session.recording.row
    window.close()
    connection = sqlite3.connect(path)
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    connection.execute(f"PRAGMA user_version = {version + 1}")  # a file of a newer version: left alone
    connection.close()

    unusable = open_window(qtbot, Settings.load(), code=None)
    assert unusable.session.recording.recorder.store.path is None  # this session's games are kept in memory
    click(qtbot, unusable.view, card_point(unusable.view, "AH"))
    unusable.close()
    assert json.loads(saved_game.saved_game_path().read_text())["stats_row"] == row

    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {version}")  # the newer version is gone again
    connection.close()
    again = open_window(qtbot, Settings.load(), code=None)
    assert again.session.recording.row == row and again.model.game.moves_made == 2
    assert summary()[3:] == [(DEAL, "in_progress", 2)]


def test_a_game_left_for_another_is_decided_in_the_background_and_the_history_shows_it(qtbot, window):
    move_six_of_clubs(qtbot, window)
    row = window.session.recording.row
    with qtbot.waitSignal(window.session.winnable_check.decided) as decided:
        new_game_by_keyboard(qtbot, window, OTHER)
    assert decided.args[0] == row and decided.args[1] == "winnable"  # deal 1 is winnable: the solver wins it
    game = stored_games()[0]
    assert (game.code, game.result, game.winnable_from_start) == (DEAL, "abandoned", "winnable")
    dialog = open_statistics(qtbot, window)
    column = dialog.model.COLUMNS.index("winnable")
    cells = {dialog.sorted_model.index(index, 1).data(): dialog.sorted_model.index(index, column).data()
             for index in range(dialog.sorted_model.rowCount())}
    assert cells == {DEAL: "Yes", OTHER: ""}
    assert dialog.value_labels["could_have_won"].text() == "1 of 1"


def test_quitting_while_a_game_is_being_decided_does_not_wait_for_it(qtbot, settings):
    window = open_window(qtbot, settings, code="YU1-C-CTHQTTR")  # a deal the solver cannot decide in a long time
    window.session.winnable_check.positions = 10**9
    assert window.model.try_move(window.model.game.legal_moves()[0])
    new_game_by_keyboard(qtbot, window, OTHER)
    assert window.session.winnable_check.busy
    window.close()
    qtbot.waitUntil(lambda: not window.session.winnable_check.busy)  # cancelled within a few hundred positions
    game = stored_games()[0]
    assert game.result == "abandoned" and game.winnable_from_start is None  # decided at a later start
