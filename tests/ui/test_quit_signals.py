"""Ending the running app with SIGTERM or SIGINT (Ctrl+C in its terminal) saves the game and quits cleanly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_quit_signal_saves_the_game_and_the_window_place(qtbot, tmp_path, number):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    app = subprocess.Popen([sys.executable, "-m", "yukon_qt", "--code", "YU1-C-AAAAAAB"], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The signals are watched and the statistics file opened just after the first frame.
        def started() -> bool:
            assert app.poll() is None, app.communicate()
            return (tmp_path / "data" / "statistics.sqlite3").exists()

        qtbot.waitUntil(started, timeout=60_000)  # a bound for a hang, not a measure: the app did not start
        settings_file = tmp_path / "config" / "settings.json"
        assert not settings_file.exists() or "window_geometry" not in settings_file.read_text(encoding="utf-8")
        app.send_signal(number)
        _, errors = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert app.returncode == 0, errors
    assert "Traceback" not in errors
    saved = json.loads((tmp_path / "data" / "saved-game.json").read_text(encoding="utf-8"))
    assert saved["game"]["code"] == "YU1-C-AAAAAAB"
    settings = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["window_geometry"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_sigterm_quits_with_a_dialog_open_and_saves_the_game(tmp_path):
    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv[:1])\n"
        "def open_dialog():\n"
        "    window = next((w for w in QApplication.topLevelWidgets() if type(w).__name__ == 'MainWindow'), None)\n"
        "    if window is None or not window.first_frame_done:  # the quit signals are watched from then on\n"
        "        QTimer.singleShot(20, open_dialog)\n"
        "        return\n"
        "    QTimer.singleShot(0, lambda: print('dialog', flush=True))  # once the dialog's own loop runs\n"
        "    window.new_game()\n"
        "QTimer.singleShot(0, open_dialog)\n"
        "from yukon_qt.cli import main\n"
        "sys.exit(main(['--code', 'YU1-C-AAAAAAB']))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    app = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert app.stdout.readline() == "dialog\n"  # said from the dialog's own event loop
        app.send_signal(signal.SIGTERM)
        _, errors = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert app.returncode == 0, errors
    saved = json.loads((tmp_path / "data" / "saved-game.json").read_text(encoding="utf-8"))
    assert saved["game"]["code"] == "YU1-C-AAAAAAB"


CRASH_DIALOG_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
from yukon_qt import crash
from yukon_qt.ui import crash_message
from yukon_qt.ui.window.quit_signals import QuitOnSignals

app = QApplication(sys.argv[:1])
window = QMainWindow()
crash.install_exception_hook(lambda: print("saved", flush=True))
show_message = crash_message.show_message


def show_and_tell(text):
    QTimer.singleShot(0, lambda: print("dialog", flush=True))  # said from the message box's own event loop
    show_message(text)  # the real modal QMessageBox, run with exec()


crash_message.show_message = show_and_tell


def close():
    print("closed", flush=True)
    if WHERE == "while closing":
        raise RuntimeError("closing went wrong")
    window.close()


def fail():
    raise RuntimeError("the table fell over")


window.show()
watcher = QuitOnSignals(close, app.quit)  # as yukon_qt/ui/app.py does after the first frame
if WHERE == "in the event loop":
    QTimer.singleShot(100, fail)
elif WHERE == "while closing":
    QTimer.singleShot(100, lambda: print("dialog", flush=True))  # no dialog: the test signals at once
else:  # outside the application's loop, as an error while the window is built or after it ends
    fail()
sys.exit(app.exec())
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("where", ["in the event loop", "outside the event loop", "while closing"])
def test_sigterm_ends_the_app_while_the_crash_message_is_open(tmp_path, where):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    script = f"WHERE = {where!r}\n" + CRASH_DIALOG_SCRIPT
    app = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        while "dialog\n" not in lines:
            line = app.stdout.readline()
            assert line, (lines, app.communicate())
            lines.append(line)
        app.send_signal(signal.SIGTERM)
        output, errors = app.communicate(timeout=10)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
            pytest.fail("the app was still running 10 s after SIGTERM")
    assert "closed" in "".join(lines) + output
    assert "Traceback" not in errors
    log_text = (tmp_path / "log" / "yukon-solitaire.log").read_text()
    if where == "while closing":
        assert "closing went wrong" in log_text and "dialog" not in output
    else:
        assert "the table fell over" in log_text
