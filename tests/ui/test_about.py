"""The About box names the version of the installed package."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

import yukon_qt


def test_about_names_the_package_version(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append((parent, text)))
    window.about_action.trigger()
    assert len(shown) == 1
    parent, text = shown[0]
    assert parent is window
    assert f"Yukon Solitaire {yukon_qt.__version__}</h3>" in text
    assert yukon_qt.__version__.count(".") >= 2
