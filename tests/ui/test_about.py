"""The About box names the version of the installed package."""

from __future__ import annotations

import tomllib
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

PROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def test_about_names_the_package_version(qtbot, window):
    version = tomllib.loads(PROJECT.read_text(encoding="utf-8"))["project"]["version"]
    shown = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, read_and_close)
            return
        shown.append((box.parentWidget(), box.windowTitle(), box.text()))
        [button] = box.buttons()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, read_and_close)
    window.about_action.trigger()  # the real box, open until its button is clicked
    assert len(shown) == 1
    parent, title, text = shown[0]
    assert parent is window and title == "About Yukon Solitaire"
    assert f"<h3>Yukon Solitaire {version}</h3>" in text
    assert QApplication.activeModalWidget() is None
