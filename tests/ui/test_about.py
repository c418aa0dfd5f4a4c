"""The About box names the version of the installed package and links to the licence texts."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

PROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def open_about(window) -> tuple:
    """Open the real box through its action; read it, then close it with a click on its button."""
    shown = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, read_and_close)
            return
        label = next(label for label in box.findChildren(QLabel) if label.text() == box.text())
        shown.append((box.parentWidget(), box.windowTitle(), box.text(), label.openExternalLinks()))
        [button] = box.buttons()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, read_and_close)
    window.about_action.trigger()  # the real box, open until its button is clicked
    assert len(shown) == 1
    assert QApplication.activeModalWidget() is None
    return shown[0]


def test_about_names_the_package_version(qtbot, window):
    version = tomllib.loads(PROJECT.read_text(encoding="utf-8"))["project"]["version"]
    parent, title, text, _ = open_about(window)
    assert parent is window and title == "About Yukon Solitaire"
    assert f"<h3>Yukon Solitaire {version}</h3>" in text


def test_from_the_sources_the_licence_is_the_gpl_page(qtbot, window, monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))  # no licence files beside it
    _, _, text, opens_links = open_about(window)
    assert re.findall(r'href="([^"]+)"', text) == ["https://www.gnu.org/licenses/gpl-3.0.html"]
    assert "gnu.org/licenses/gpl-3.0</a>" in text and opens_links


def test_a_built_program_links_the_files_beside_it(qtbot, window, monkeypatch, tmp_path):
    folder = tmp_path / "yukon solitaire"  # a space, as a folder a player picks may have
    folder.mkdir()
    for name in ("LICENSE", "THIRD-PARTY-NOTICES.txt"):
        (folder / name).write_text("text\n", encoding="utf-8")
    monkeypatch.setattr(sys, "executable", str(folder / "yukon-solitaire"))
    _, _, text, opens_links = open_about(window)
    links = [QUrl(href).toLocalFile() for href in re.findall(r'href="([^"]+)"', text)]
    assert links == [str(folder / "LICENSE"), str(folder / "THIRD-PARTY-NOTICES.txt")]
    assert opens_links


def test_without_the_notices_the_gpl_page_stands_in(qtbot, window, monkeypatch, tmp_path):
    (tmp_path / "LICENSE").write_text("text\n", encoding="utf-8")
    monkeypatch.setattr(sys, "executable", str(tmp_path / "yukon-solitaire"))
    _, _, text, _ = open_about(window)
    assert re.findall(r'href="([^"]+)"', text) == ["https://www.gnu.org/licenses/gpl-3.0.html"]
