"""What waits for the first frame: the statistics file is opened only once the table is on screen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from yukon_qt import paths, saved_game
from yukon_qt.engine import GameCode
from yukon_qt.stats.recorder import StatsRecorder
from yukon_qt.stats.store import FILE_NAME, StatsStore
from yukon_qt.ui.window.main_window import MainWindow

from table_gestures import DEAL


def stored():
    store = StatsStore.read_only()
    if store is None:
        return []
    try:
        return [(game.code, game.result) for game in store.games()]
    finally:
        store.close()


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_statistics_are_opened_after_the_first_frame(qtbot, settings, monkeypatch):
    counter = PaintCounter()
    paints_when_opened = []
    real_open = StatsRecorder.open.__func__

    def counting_open(cls, *args, **kwargs):
        paints_when_opened.append(counter.paints)
        return real_open(cls, *args, **kwargs)

    monkeypatch.setattr(StatsRecorder, "open", classmethod(counting_open))
    window = MainWindow(settings, code=GameCode.parse(DEAL))
    qtbot.addWidget(window)
    window.view.viewport().installEventFilter(counter)
    assert not (paths.data_dir() / FILE_NAME).exists()
    window.show()
    qtbot.waitUntil(lambda: window.first_frame_done)
    assert len(paints_when_opened) == 1 and paints_when_opened[0] >= 1
    assert stored() == [(DEAL, "in_progress")]


def test_a_window_closed_before_its_first_frame_still_records_and_saves_its_game(qtbot, settings):
    window = MainWindow(settings, code=GameCode.parse(DEAL))
    qtbot.addWidget(window)
    window.close()
    assert stored() == [(DEAL, "in_progress")]
    assert saved_game.saved_game_path().exists()


def test_the_toolbar_icons_come_after_the_first_frame_without_moving_anything(qtbot, settings):
    window = MainWindow(settings, code=GameCode.parse(DEAL))
    qtbot.addWidget(window)
    actions = (window.new_action, window.restart_action, window.undo_action, window.hint_action)
    window.resize(1000, 700)
    before = [window.toolbar.widgetForAction(action).sizeHint() for action in actions]
    window.show()
    qtbot.waitUntil(lambda: window.first_frame_done)
    assert [window.toolbar.widgetForAction(action).sizeHint() for action in actions] == before
    for action in actions:
        image = action.icon().pixmap(window.toolbar.iconSize()).toImage()
        assert any(image.pixelColor(x, y).alpha() > 0
                   for x in range(image.width()) for y in range(image.height())), action.text()


FIRST_FRAME_MODULES = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from yukon_qt.ui.table.table_view import TableView
paint = TableView.paintEvent
def first(view, event):
    paint(view, event)
    if not hasattr(first, "seen"):
        first.seen = sorted(sys.modules)
        # PySide makes a class's Python type (with its enums) when it is first looked up.
        first.seen += sorted(f"{name}.{key}" for name, module in list(sys.modules.items())
                             if name.startswith("PySide6.Qt") for key, value in vars(module).items()
                             if isinstance(value, type))
        print("\n".join(first.seen), flush=True)
        QTimer.singleShot(0, QApplication.quit)
TableView.paintEvent = first
from yukon_qt.cli import main
main([])
"""


def test_the_first_frame_imports_only_what_it_needs(tmp_path):
    """The solver, the statistics, the hints, the decks' SVG reader, the charts, the notes over the table,
    the dialogs, the animations and the calendar (a deal of the day's date) wait for the first frame."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "YUKON_DATA_DIR": str(tmp_path)}
    for name in ("YUKON_CONFIG_DIR", "YUKON_LOG_DIR"):
        env.pop(name, None)
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_MODULES], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = set(done.stdout.split())
    assert "yukon_qt.ui.table.table_view" in loaded and "yukon_qt.ui.window.main_window" in loaded
    later = {"yukon_qt.engine.solver", "yukon_qt.engine.solver_state", "yukon_qt.engine.solver_exchange",
             "yukon_qt.engine.solver_families", "yukon_qt.stats.recorder", "yukon_qt.stats.store",
             "yukon_qt.ui.window.hints", "yukon_qt.ui.window.lost_move", "yukon_qt.ui.dialogs.statistics_dialog",
             "PySide6.QtSvg", "PySide6.QtCharts", "yukon_qt.ui.decks.installed", "yukon_qt.ui.window.deck_preparer",
             "sqlite3",
             "yukon_qt.ui.overlays.toast", "yukon_qt.ui.overlays.win_banner", "yukon_qt.ui.overlays.win_animation",
             "importlib.resources",
             "PySide6.QtWidgets.QMessageBox", "PySide6.QtWidgets.QDialog", "PySide6.QtWidgets.QStyle",
             "PySide6.QtCore.QPropertyAnimation", "PySide6.QtCore.QVariantAnimation",
             "PySide6.QtCore.QEasingCurve", "PySide6.QtGui.QAccessible", "datetime"}
    assert "PySide6.QtWidgets.QMainWindow" in loaded  # the classes' names are listed
    assert sorted(later & loaded) == []
