"""Fixtures for the language tests: the update script's settings, private folders, a language switcher."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "ui"))  # table_gestures: real mouse gestures on the table


def _load_update_script():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update = _load_update_script()


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))
    return tmp_path


@pytest.fixture
def settings():
    from yukon_qt.settings import Settings

    return Settings.load()


@pytest.fixture
def follow_language(qapp, settings):
    """The app's own wiring of the ``language`` setting; afterwards the tests go on untranslated."""
    from PySide6.QtCore import QLocale

    from yukon_qt.ui.app import follow_language_setting

    locale = QLocale()
    switcher = follow_language_setting(settings)
    yield switcher
    switcher.remove()
    QLocale.setDefault(locale)
    qapp.processEvents()
