"""File paths inside right-to-left sentences stay left to right: a path's leading "/" stays at its start.

Every notice that names a file (the saved game, the settings, the statistics, a failed save) wraps the
path in a left-to-right isolate (U+2066 … U+2069) in Arabic, and adds nothing in English.
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from yukon_qt.i18n import LanguageSwitcher
from yukon_qt.model.game_keeper import failure_text
from yukon_qt.saved_game import SavedGame
from yukon_qt.settings import Settings
from yukon_qt.stats.recorder import write_failure_text

LRI, PDI = "\u2066", "\u2069"
ARABIC_LETTER = "\u0627"  # alef: the sentence is in Arabic


@pytest.fixture
def language(qapp):
    """Switch the app's language for a test: ``language("ar")``; English again afterwards."""
    locale = QLocale()
    switcher = LanguageSwitcher()
    yield switcher.apply
    switcher.remove()
    QLocale.setDefault(locale)


def damaged_saved_game(folder: Path) -> str | None:
    path = folder / "saved-game.json"
    path.write_text("{ not json")
    return SavedGame(path).set_aside()


def notices(folder: Path) -> dict[str, tuple[str, Path]]:
    """Each kind of notice that names a file, with the file it names."""
    saved = folder / "saved-game.json"
    statistics = folder / "statistics.sqlite3"
    full = OSError(errno.ENOSPC, "No space left on device")
    damaged = damaged_saved_game(folder)
    assert damaged is not None
    moved = next(folder.glob("saved-game.json.damaged-*"))
    return {
        "saved game set aside": (damaged, moved),
        "game not saved": (failure_text(saved, full), saved),
        "statistics not written": (write_failure_text(statistics, sqlite3.OperationalError("disk")), statistics),
    }


def test_paths_in_arabic_notices_are_isolated_left_to_right(qtbot, tmp_path, language):
    language("ar")
    for what, (text, path) in notices(tmp_path).items():
        assert ARABIC_LETTER in text, f"{what}: not in Arabic: {text!r}"
        assert f"{LRI}{path}{PDI}" in text, f"{what}: the path is not kept left to right: {text!r}"


def test_english_notices_name_the_path_as_it_is(qtbot, tmp_path):
    for what, (text, path) in notices(tmp_path).items():
        assert str(path) in text and LRI not in text and PDI not in text, what


def test_a_settings_notice_is_told_in_the_language_chosen_after_the_settings_were_read(qtbot, tmp_path, language):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir()
    path.write_text("{ damaged")
    settings = Settings.load(path)
    moved = next(path.parent.glob("settings.json.damaged-*"))
    assert settings.load_notice is not None and str(moved) in settings.load_notice
    language("ar")  # the language is applied after the settings that choose it are read
    notice = settings.load_notice
    assert ARABIC_LETTER in notice and f"{LRI}{moved}{PDI}" in notice
