"""Fixtures for the language tests: private folders, the settings, the app's language switching."""

from __future__ import annotations

import sys

import pytest

from i18n_support import ROOT

sys.path.insert(0, str(ROOT / "tests" / "ui"))  # table_gestures: real mouse gestures on the table


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(tmp_path / name.lower()))
    return tmp_path


@pytest.fixture
def settings():
    from yukon_qt.settings import Settings

    return Settings.load()


