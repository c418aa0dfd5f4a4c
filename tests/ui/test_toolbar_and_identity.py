"""Toolbar button texts without accelerator remnants, and the app's desktop identity and icon."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from yukon_qt.ui.app import DESKTOP_FILE_NAME, set_window_icon
from yukon_qt.ui.window.menus import toolbar_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("text", "shown"), [
    ("&New game…", "New game"),
    ("नई बाज़ी (&N)…", "नई बाज़ी"),
    ("Yeni oyun (&Y)...", "Yeni oyun"),
    ("సూచన (&H)", "సూచన"),
    ("Geri &al", "Geri al"),
    ("Cards && dice", "Cards & dice"),
    ("Restart (this) deal", "Restart (this) deal"),
])
def test_toolbar_text_drops_mnemonics_groups_and_ellipses(text, shown):
    assert toolbar_text(text) == shown


def test_toolbar_buttons_show_plain_texts(qtbot, window):
    window.new_action.setText("नई बाज़ी (&N)…")  # as a translation writes it
    window.retranslate()  # back to English, iconText follows each time
    texts = [button.text() for button in window.toolbar.findChildren(QToolButton) if button.text()]
    assert texts == ["New game", "Restart this deal", "Undo", "Redo", "Hint"]


def test_the_desktop_file_name_is_the_packaged_entry():
    assert (ROOT / "packaging" / "linux" / f"{DESKTOP_FILE_NAME}.desktop").is_file()


def test_the_window_icon_is_the_app_icon(qapp):
    assert set_window_icon(QApplication.instance())
    icon = QApplication.instance().windowIcon()
    assert not icon.isNull() and not icon.pixmap(48).isNull()


def test_full_screen_from_the_settings_menu_and_back_with_escape(qtbot, window):
    assert window.full_screen_action in window.settings_menu.actions()
    assert not window.isFullScreen()
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()
    window.full_screen_action.trigger()  # the menu item does the same
    qtbot.waitUntil(window.isFullScreen)
    window.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
