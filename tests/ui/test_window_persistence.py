"""What the window keeps across runs (settings, size, the game in progress) and the screenshot command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from yukon_qt import saved_game
from yukon_qt.cli import main
from yukon_qt.engine import Card, Game, Pile
from yukon_qt.settings import Settings

from table_gestures import DEAL, card_point, click, drag, open_window, pile_point, settle

C = Card.parse


def test_settings_and_window_size_survive_a_restart(qtbot, window, settings):
    settings.set("four_colour_deck", True)
    assert window.view.table.faces.four_colours
    window.resize(760, 560)  # within the offscreen screen
    window.close()
    again = open_window(qtbot, Settings.load())
    assert again.view.table.faces.four_colours
    assert again.size() == QSize(760, 560)


def test_the_game_in_progress_is_resumed_after_a_restart(qtbot, window):
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    before = window.model.game.snapshot()
    window.close()
    again = open_window(qtbot, Settings.load(), code=None)
    game = again.model.game
    assert str(game.code) == DEAL
    assert game.snapshot() == before and game.moves_made == 2
    assert again.game_bar.score_label.text().endswith(" 10")
    QTest.keyClick(again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, again.view)
    assert game.columns[3][-1] == C("AH") and game.score == 0


def test_a_damaged_saved_game_is_set_aside_with_a_notice(qtbot, settings):
    path = saved_game.saved_game_path()
    path.write_text('{"game": {"code": "YU1-C-AAAAAAB", "columns": 5}, "elapsed": 3, "format": 1}')
    window = open_window(qtbot, settings, code=None, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert window.model.game.moves_made == 0
    assert any("damaged" in p.name for p in path.parent.iterdir())
    assert window.session.keeper.wait()  # the new game on the table is kept in its place
    assert json.loads(path.read_text())["game"]["code"] == str(window.model.game.code)


def test_a_game_whose_undo_history_is_damaged_goes_on_without_it(qtbot, window, settings):
    view = window.view
    drag(qtbot, view, card_point(view, "6C"), pile_point(view, Pile.column(0)))
    click(qtbot, view, card_point(view, "AH"))
    before = window.model.game.snapshot()
    assert window.session.keeper.wait()
    window.close()
    path = saved_game.saved_game_path()
    record = json.loads(path.read_text())
    record["game"]["history"][0]["cards"] = ["KS"]  # no longer matches the position
    damaged = json.dumps(record)
    path.write_text(damaged)
    again = open_window(qtbot, settings, code=None, activate=False)
    qtbot.waitUntil(lambda: again.notices.box is not None and again.notices.box.isVisible())
    game = again.model.game
    assert game.snapshot() == before and game.moves_made == 2 and game.score == 10
    assert not again.undo_action.isEnabled()
    copies = list(path.parent.glob("saved-game.json.damaged-*"))
    assert [c.read_text() for c in copies] == [damaged]
    assert "undo" in again.notices.box.text() and str(copies[0]) in again.notices.box.text()
    assert again.session.keeper.wait()  # the game is kept again, whole
    assert Game.from_dict(json.loads(path.read_text())["game"]).snapshot() == before


def test_screenshot_writes_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "table.png"
    assert main(["screenshot", DEAL, str(out), "--size", "800x600"]) == 0
    image = QImage(str(out))
    assert image.size() == QSize(800, 600)
    felt = image.pixelColor(6, 300)
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue() + 20
    assert main(["screenshot", DEAL, str(tmp_path / "x.png"), "--size", "huge"]) == 2
    other = tmp_path / "hindi.png"
    assert main(["screenshot", DEAL, str(other), "--size", "640x400", "--lang", "hi"]) == 0
    assert QImage(str(other)).size() == QSize(640, 400)


def test_the_window_starts_and_quits_by_itself(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YUKON_CONFIG_DIR=str(tmp_path / "c"),
               YUKON_DATA_DIR=str(tmp_path / "d"), YUKON_LOG_DIR=str(tmp_path / "l"))
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-m", "yukon_qt", "--code", DEAL, "--quit-after", "200"],
                            cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert DEAL in (tmp_path / "d" / "saved-game.json").read_text()


def test_a_damaged_settings_file_gives_defaults_and_a_visible_notice(qtbot):
    from yukon_qt import paths

    (paths.config_dir() / "settings.json").write_text("{ not json")
    settings = Settings.load()
    window = open_window(qtbot, settings, activate=False)
    qtbot.waitUntil(lambda: window.notices.box is not None and window.notices.box.isVisible())
    assert settings.load_notice in window.notices.box.text()
    assert window.view.option("double_click") is True


def test_the_first_window_fits_the_screen_with_room_to_spare(qtbot, settings):
    from yukon_qt.ui.window.main_window import MainWindow

    window = MainWindow(settings, resume=False)  # first run: no size kept yet
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    area = window.screen().availableGeometry()  # 800 x 800 offscreen: smaller than the usual 1280 x 860
    assert window.width() <= area.width() * 9 // 10 and window.height() <= area.height() * 9 // 10
    assert area.contains(window.frameGeometry())
    assert window.width() >= area.width() * 9 // 10 - 1  # it still takes the room there is


def test_a_huge_window_is_kept_to_a_size_its_pixels_fit_in_memory(qtbot, settings):
    from yukon_qt.ui.window.main_window import MAX_WINDOW_SIDE

    window = open_window(qtbot, settings, activate=False)
    window.resize(30000, 30000)
    assert window.width() <= MAX_WINDOW_SIDE and window.height() <= MAX_WINDOW_SIDE
    assert MAX_WINDOW_SIDE ** 2 * 4 <= 256 * 1024 * 1024
