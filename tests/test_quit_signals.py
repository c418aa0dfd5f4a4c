"""Ending the running app with SIGTERM or SIGINT (Ctrl+C in its terminal) saves the game and quits cleanly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_quit_signal_saves_the_game_and_the_window_place(tmp_path, number):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    app = subprocess.Popen([sys.executable, "-m", "yukon_qt", "--code", "YU1-C-AAAAAAB"], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The signals are watched and the statistics file opened just after the first frame.
        deadline = time.monotonic() + 60
        while not (tmp_path / "data" / "statistics.sqlite3").exists():
            assert app.poll() is None, app.communicate()
            assert time.monotonic() < deadline, "the app did not start"
            time.sleep(0.05)
        assert not (tmp_path / "data" / "saved-game.json").exists()
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
        "    window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == 'MainWindow')\n"
        "    print('dialog', flush=True)\n"
        "    window.new_game()\n"
        "QTimer.singleShot(300, open_dialog)\n"
        "from yukon_qt.cli import main\n"
        "sys.exit(main(['--code', 'YU1-C-AAAAAAB']))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"YUKON_{name}_DIR"] = str(tmp_path / name.lower())
    app = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert app.stdout.readline() == "dialog\n"
        time.sleep(0.3)  # the dialog's own event loop is running
        app.send_signal(signal.SIGTERM)
        _, errors = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert app.returncode == 0, errors
    saved = json.loads((tmp_path / "data" / "saved-game.json").read_text(encoding="utf-8"))
    assert saved["game"]["code"] == "YU1-C-AAAAAAB"
