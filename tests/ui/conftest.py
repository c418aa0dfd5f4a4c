"""Fixtures for the window tests: private folders, animations off, and a shown main window (gestures:
table_gestures.py).

Cards are put in their places at once (the speed factor is 0) unless a test is marked
``@pytest.mark.animated``: such a test watches an animation, or needs the real durations.
"""

from __future__ import annotations

import pytest

DEAL = "YU1-C-AAAAAAB"
# Deal 1 under Classic, as the table shows it (face-down cards before '|'):
#   T1: 7H   T2: # | 4H 8D 8H 5C JH   T3: # # | JS 5H KH 3S 2H
#   T4: # # # | 4D 2S AH 6C KS        T7 ends with 7C


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "LOG"):
        folder = tmp_path / name.lower()
        monkeypatch.setenv(f"YUKON_{name}_DIR", str(folder))
    return tmp_path


def pytest_configure(config):
    config.addinivalue_line("markers", "animated: the test runs with the real animation durations (speed factor 1)")


@pytest.fixture(autouse=True)
def animation_speed(request, monkeypatch):
    """The speed factor of the test: 0 (no animation) unless the test is marked ``animated``."""
    from yukon_qt.ui import speeds

    factor = 1.0 if request.node.get_closest_marker("animated") else 0.0
    monkeypatch.setattr(speeds, "FACTOR", factor)
    return factor


@pytest.fixture
def settings():
    from yukon_qt.settings import Settings

    return Settings.load()


@pytest.fixture
def window(qtbot, settings):
    from table_gestures import open_window

    return open_window(qtbot, settings)


@pytest.fixture
def english_locale():
    """Dates and numbers in US English for the test, then the system's again."""
    from PySide6.QtCore import QLocale

    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(QLocale.system())
