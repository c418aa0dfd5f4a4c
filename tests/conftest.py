import os

import pytest

# GUI tests run without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Every test writes its settings, saved game, statistics and log in its own temporary folder,
    never in the user's: one variable moves them all (tests that need the platform's folders
    remove it themselves)."""
    for name in ("CONFIG", "LOG"):
        monkeypatch.delenv(f"YUKON_{name}_DIR", raising=False)
    monkeypatch.setenv("YUKON_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


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
