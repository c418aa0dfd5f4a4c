"""The game in progress survives a kill: saved after every move, orphan statistics closed, one copy per saved game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from yukon_qt import saved_game
from yukon_qt.engine import GameCode, Pile
from yukon_qt.saved_game import SavedGame
from yukon_qt.settings import Settings
from yukon_qt.stats.store import StatsStore, default_path

from table_gestures import DEAL, answer_next_box, card_point, drag, open_window, pile_point

ROOT = Path(__file__).resolve().parents[2]


def kept_record() -> dict:
    return json.loads(saved_game.saved_game_path().read_text())


def test_every_move_is_saved_at_once_without_closing_the_window(qtbot, window):
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert window.session.keeper.wait()
    record = kept_record()
    assert record["game"]["moves"] == 1 and record["stats_row"] == window.session.recording.row
    window.undo()
    assert window.session.keeper.wait()
    assert kept_record()["game"]["undos"] == 1 and kept_record()["game"]["history"] == []


def test_a_game_kept_after_a_move_comes_back_in_a_window_opened_without_a_close(qtbot, window):
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert window.session.keeper.wait()
    before = window.model.game.snapshot()
    window.session.saved.release()  # as a killed process's lock would be taken over
    again = open_window(qtbot, Settings.load(), code=None)
    assert again.model.game.snapshot() == before and again.model.game.moves_made == 1
    assert again.session.recording.row == window.session.recording.row  # the same statistics row goes on


def test_a_failed_save_is_told_once_and_the_game_goes_on(qtbot, settings, tmp_path):
    from yukon_qt.ui.window.main_window import MainWindow

    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    window = MainWindow(settings, code=GameCode.parse(DEAL), saved=SavedGame(blocker / "saved-game.json"))
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    qtbot.waitUntil(lambda: window.first_frame_done)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "could not be saved" in window.notices.box.text() and "saved-game.json" in window.notices.box.text()
    window.notices.box.close()
    qtbot.waitUntil(lambda: not window.notices.box.isVisible())
    first_box = window.notices.box
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert window.session.keeper.wait() and window.model.game.moves_made == 1
    QCoreApplication.processEvents()  # the writer has ended: a failure it sent is delivered now
    assert window.notices.box is first_box  # told once, not at every move


def test_a_game_left_in_progress_with_no_saved_game_is_closed_as_abandoned(qtbot, settings):
    store = StatsStore.open(default_path())
    left = store.add_game("YU1-C-AAAAAAC", "classic", moves=12)
    unplayed = store.add_game("YU1-C-AAAAAAD", "classic")
    store.close()
    window = open_window(qtbot, settings, code=None, activate=False)
    games = {game.id: game for game in window.session.recording.recorder.games()}
    assert games[left].result == "abandoned" and games[left].moves == 12
    assert unplayed not in games
    assert games[window.session.recording.row].result == "in_progress"


def test_a_game_kept_in_a_saved_game_stays_in_progress(qtbot, settings):
    store = StatsStore.open(default_path())
    elsewhere = store.add_game("YU1-C-AAAAAAC", "classic", moves=3)  # a separate game kept in slot 2
    store.close()
    SavedGame(saved_game.slot_path(2)).save({"stats_row": elsewhere})
    window = open_window(qtbot, settings, code=None, activate=False)
    assert {game.id: game.result for game in window.session.recording.recorder.games()}[elsewhere] == "in_progress"


def test_a_second_copy_offers_a_separate_game_that_keeps_its_own_file(qtbot):
    from yukon_qt.ui.app import hold_a_saved_game

    first = hold_a_saved_game()
    assert first.path.name == "saved-game.json"
    asked: list[str] = []
    answer_next_box("Open a &separate game", asked)
    second = hold_a_saved_game()
    assert "already open in another" in asked[0]
    assert second is not None and second.path.name == "saved-game-2.json"
    answer_next_box("&Close")
    third = hold_a_saved_game()
    assert third is None  # closed: nothing opens
    for saved in (first, second):
        saved.release()


@pytest.mark.parametrize("answer, expected", [("&Go on with my game", None), (f"&Play {DEAL}", DEAL)])
def test_a_code_on_the_command_line_asks_before_a_game_in_progress_is_replaced(qtbot, window, answer, expected):
    from yukon_qt.ui.app import deal_to_open

    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    assert window.session.keeper.wait()
    asked: list[str] = []
    answer_next_box(answer, asked)
    chosen = deal_to_open(GameCode.parse(DEAL), window.session.saved)
    assert asked and "1 move" in asked[0]
    assert (str(chosen) if chosen else None) == expected


def test_a_code_on_the_command_line_asks_nothing_without_a_game_in_progress(qtbot):
    from yukon_qt.ui.app import deal_to_open

    code = GameCode.parse(DEAL)
    assert deal_to_open(code, SavedGame(saved_game.saved_game_path())) == code
    assert QApplication.activeModalWidget() is None


KILLED_AFTER_MOVES = textwrap.dedent("""
    import os, signal, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from yukon_qt.settings import Settings
    from yukon_qt.ui.app import hold_a_saved_game
    from yukon_qt.ui.window.main_window import MainWindow

    app = QApplication([])
    window = MainWindow(Settings.load(), saved=hold_a_saved_game())
    window.show()

    def play():
        if not window.first_frame_done:
            QTimer.singleShot(20, play)
            return
        for _ in range(int(sys.argv[1])):
            moves = window.model.game.legal_moves()
            window.model.try_move(moves[0])
        window.session.keeper.wait()
        print(window.model.game.moves_made, window.session.recording.row, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

    QTimer.singleShot(0, play)
    app.exec()
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 is a POSIX thing")
def test_a_kill_9_loses_no_move_and_the_next_start_resumes_the_game_in_the_same_row(qtbot, tmp_path):
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    killed = subprocess.run([sys.executable, "-c", KILLED_AFTER_MOVES, "3"], cwd=ROOT, env=environment,
                            capture_output=True, text=True, timeout=60)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    moves, row = (int(word) for word in killed.stdout.split())
    assert moves == 3
    window = open_window(qtbot, Settings.load(), code=None, activate=False)
    assert window.model.game.moves_made == 3
    assert window.session.recording.row == row
    in_progress = [game for game in window.session.recording.recorder.games() if game.result == "in_progress"]
    assert [game.id for game in in_progress] == [row]
    assert not any(isinstance(w, QMessageBox) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_the_time_of_a_game_in_thought_reaches_the_statistics_and_the_saved_game(qtbot, settings, monkeypatch):
    from yukon_qt.model import session

    monkeypatch.setattr(session, "KEEP_TIME_MS", 200)
    window = open_window(qtbot, settings, activate=False)
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))  # the clock starts
    row = window.session.recording.row

    def elapsed_kept() -> tuple[int, int]:
        window.session.keeper.wait()
        return window.session.recording.recorder.store.game(row).elapsed, kept_record()["elapsed"]

    qtbot.waitUntil(lambda: min(elapsed_kept()) >= 1, timeout=6000)  # with no move since the first


def test_a_damaged_row_left_in_progress_is_never_changed(qtbot, settings):
    import sqlite3

    store = StatsStore.open(default_path())
    store.close()
    connection = sqlite3.connect(default_path())
    connection.execute("INSERT INTO games (code, rule, started_at, moves) VALUES ('YU1-C-AAAAAAC', 'classic', "
                       "'2020-01-01T00:00:00.000000Z', 'abc')")
    connection.commit()
    connection.close()
    open_window(qtbot, settings, code=None, activate=False)
    connection = sqlite3.connect(default_path())
    assert connection.execute("SELECT result, moves FROM games WHERE code = 'YU1-C-AAAAAAC'").fetchall() == [
        ("in_progress", "abc")]
    connection.close()


def test_a_saved_game_of_a_newer_version_is_left_as_it_is_and_its_row_kept(qtbot, settings):
    store = StatsStore.open(default_path())
    row = store.add_game("YU1-C-AAAAAAC", "classic", moves=5)
    store.close()
    path = saved_game.saved_game_path()
    SavedGame(path).save({"format": saved_game.FORMAT + 1, "game": {"newer": True}, "stats_row": row})
    before = path.read_bytes()
    window = open_window(qtbot, settings, code=None, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert "newer version" in window.notices.box.text() and str(path) in window.notices.box.text()
    window.notices.box.close()
    window.session.keeper.keep()  # as after any move
    assert window.session.keeper.wait() and window.session.keeper.writes >= 2
    assert {game.id: game.result for game in window.session.recording.recorder.games()}[row] == "in_progress"
    window.close()
    assert path.read_bytes() == before
    assert not list(path.parent.glob("saved-game.json.damaged-*"))
