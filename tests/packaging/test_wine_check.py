"""packaging/windows/check_under_wine.sh: what can be tried without Wine.

The keys it types to win a game are played here on the real window (offscreen) and must win it;
the one line it changes in the Inno Setup script must still be there; nothing it does only for
Wine may leak into the shipped recipe or the program.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

from check_under_wine import DEAL, OTHER_DEAL, wine_trouble  # noqa: E402
from check_under_wine_play import keys_for_line, translation  # noqa: E402

QT_KEYS = {"space": "Key_Space", "Up": "Key_Up", "Down": "Key_Down"}


def test_the_shipped_script_has_the_one_line_the_check_changes():
    text = (ROOT / "packaging" / "windows" / "yukon-solitaire.iss").read_text(encoding="utf-8-sig")
    assert text.count(r"DefaultDirName={userpf}\{#AppName}") == 1


def test_no_wine_workaround_ships():
    shipped = [ROOT / "packaging" / "yukon-solitaire.spec", ROOT / "packaging" / "windows" / "yukon-solitaire.iss",
               *sorted((ROOT / "yukon_qt").rglob("*.py"))]
    for path in shipped:
        text = path.read_text(encoding="utf-8-sig")
        for mark in ("icuuc", "CopyFile2", "_wmi", "AeDebug", "localappdata}\\Programs", "WINEPREFIX"):
            assert mark not in text, f"{path.relative_to(ROOT)} carries the Wine-only {mark!r}"


@pytest.mark.parametrize("language", ["tr", "ar"])
def test_the_statistics_title_is_translated(language):
    assert translation(language, "StatisticsDialog", "Statistics") != "Statistics"


def test_the_keys_of_the_winning_line_win_the_game(qtbot, tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))
    sys.path.insert(0, str(ROOT / "tests" / "ui"))
    from PySide6.QtCore import Qt

    from yukon_qt.settings import Settings
    from yukon_qt.ui import speeds

    from table_gestures import open_window

    monkeypatch.setattr(speeds, "FACTOR", 0.0)
    window = open_window(qtbot, Settings.load(), code=DEAL)
    line = keys_for_line(DEAL)
    for keys in line:
        for key in keys:
            name = QT_KEYS.get(key) or f"Key_{key}"
            assert re.fullmatch(r"Key_(\d|Space|Up|Down)", name), key
            qtbot.keyClick(window.view, getattr(Qt.Key, name))
    assert window.model.game.won
    assert window.model.game.moves_made == len(line)


def test_the_killed_deal_has_a_line_too():
    assert len(keys_for_line(OTHER_DEAL)) > 4


def test_a_missing_dll_is_named():
    output = ('00d0:err:module:import_dll Library icuuc.dll (which is needed by '
              'L"Z:\\var\\tmp\\python\\Lib\\site-packages\\PySide6\\Qt6Core.dll") not found\n')
    assert wine_trouble(output) == "missing DLL: icuuc.dll (needed by Qt6Core.dll)"
