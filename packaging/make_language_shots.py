"""Screenshots of the real game in one language: the table, New game, Preferences, Statistics, Rules.

    python packaging/make_language_shots.py ar [--out docs/looks]

Writes ``<out>/<lang>-table.png`` and ``-new-game``, ``-preferences``, ``-statistics``,
``-rules``: each a capture of the X server's screen (a private Xvfb, started here) around
the game window with the dialog over it, as a player sees them, the keys pressed as a
player presses them.  The statistics are made up for the picture, in a temporary folder.
Needs Xvfb and the fonts the README asks for.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREEN = (1280, 800)
WINDOW = (1152, 720)  # what the game opens at on a 1280x800 screen


def fill_statistics() -> None:
    """A month of games of both rules, won and lost."""
    from yukon_qt.engine import GameCode
    from yukon_qt.stats.recorder import StatsRecorder

    recorder = StatsRecorder.open()
    start = datetime.now().replace(hour=19, minute=0, second=0, microsecond=0) - timedelta(days=31)
    for day in range(30):
        for turn, rule in enumerate(("C", "R")):
            code = GameCode.parse(f"YU1-{rule}-AAAA{chr(65 + day % 26)}{chr(65 + turn)}B")
            began = start + timedelta(days=day, minutes=40 * turn)
            row = recorder.game_started(str(code), code.rule, started_at=began)
            moves, seconds = 80 + (day * 7) % 40, 240 + (day * 37) % 400
            if (day + turn) % 3:
                recorder.game_won(row, 500 + day * 11, moves, seconds, day % 4, 0,
                                  ended_at=began + timedelta(seconds=seconds))
            else:
                recorder.game_abandoned(row, 120 + day, moves, seconds, 2, 0,
                                        ended_at=began + timedelta(seconds=seconds))
    recorder.close()


def take(language: str, out: Path) -> list[Path]:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QDialog

    from yukon_qt.engine import GameCode
    from yukon_qt.settings import Settings
    from yukon_qt.ui.app import follow_language_setting
    from yukon_qt.ui.window.main_window import MainWindow

    app = QApplication([sys.argv[0]])
    settings = Settings.load()
    settings.set("language", language)
    follow_language_setting(settings)
    window = MainWindow(settings, code=GameCode.parse("YU1-C-AAAAAAB"), resume=False)
    window.resize(*WINDOW)
    window.move(0, 0)
    window.show()
    written: list[Path] = []

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    def shot(name: str) -> None:
        wait(1.0)  # fonts, layouts and the first paints settle
        frame = window.frameGeometry()
        for widget in app.topLevelWidgets():  # and any window of its own over it
            if widget.isVisible() and widget.isWindow():
                frame = frame.united(widget.frameGeometry())
        picture = app.primaryScreen().grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
        path = out / f"{language}-{name}.png"
        picture.save(str(path))
        written.append(path)

    def with_dialog(name: str, open_it, close_it) -> None:
        """Open a dialog as the player does; a modal one runs its own loop, so it is shot from a timer."""
        def inside() -> None:
            if QApplication.activeModalWidget() is None:  # not open yet: the key is still on its way
                QTimer.singleShot(50, inside)
                return
            shot(name)
            close_it()
        QTimer.singleShot(50, inside)
        open_it()
        wait(0.3)

    wait(1.5)
    window.activateWindow()
    shot("table")
    active = QApplication.activeModalWidget
    with_dialog("new-game", lambda: QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
                lambda: active().reject())
    with_dialog("preferences", window.preferences_action.trigger, lambda: active().reject())
    for name, action in (("statistics", window.show_statistics), ("rules", window.show_rules)):  # own windows
        action()
        shot(name)
        for widget in app.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.close()
    window.close()
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("language")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "looks")
    parser.add_argument("--display", default=":94")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        server = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
                                   "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(1)
            os.environ.update(DISPLAY=args.display, QT_QPA_PLATFORM="xcb", YUKON_DATA_DIR=str(Path(scratch) / "data"))
            sys.path.insert(0, str(ROOT))
            fill_statistics()
            for path in take(args.language, args.out.resolve()):
                print(f"written: {path}")
        finally:
            server.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
