"""The message a player sees when something went wrong: a warning box whose log path is a link.

``yukon_qt.crash`` decides when to tell and in which words; this module only shows
it, and only the window's thread of a running application may (``can_show_window``).
"""

from __future__ import annotations

import threading
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtWidgets import QApplication, QMessageBox

from yukon_qt.i18n import left_to_right


def rich_text(template: str, path: Path) -> str:
    """The sentence as rich text, the log path a link that opens the file (paths wrap badly as plain text)."""
    link = f'<a href="{escape(QUrl.fromLocalFile(str(path)).toString())}">{escape(left_to_right(path))}</a>'
    before, _, after = template.partition("{path}")
    return f"<p>{escape(before)}{link}{escape(after)}</p>"


def can_show_window() -> bool:
    app = QApplication.instance()
    return isinstance(app, QApplication) and threading.current_thread() is threading.main_thread()


def show_message(text: str) -> None:
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Crash", "Yukon Solitaire"),
        text,
        QMessageBox.StandardButton.Ok,
        QApplication.activeWindow(),
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.exec()
