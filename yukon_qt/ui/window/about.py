"""The About box: the version, the licence, and where to read it."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import QWidget


def licence_links() -> str:
    """The built packages carry LICENSE and THIRD-PARTY-NOTICES.txt next to the program; run from the
    sources, the GPL's own page."""
    folder = Path(sys.executable).resolve().parent
    licence, notices = folder / "LICENSE", folder / "THIRD-PARTY-NOTICES.txt"
    if not (licence.is_file() and notices.is_file()):
        return QCoreApplication.translate(
            "MainWindow", '<p>Read the licence at <a href="https://www.gnu.org/licenses/gpl-3.0.html">'
                          'gnu.org/licenses/gpl-3.0</a>.</p>')
    links = QCoreApplication.translate(
        "MainWindow", '<p>Read the <a href="%1">licence</a> and the <a href="%2">notices of the '
                      'third-party software</a> it includes.</p>')
    urls = {number: html.escape(QUrl.fromLocalFile(str(path)).toString(QUrl.ComponentFormattingOption.FullyEncoded))
            for number, path in (("1", licence), ("2", notices))}
    return re.sub(r"%([12])", lambda found: urls[found[1]], links)  # at once: a URL may hold "%2"


def show_about(window: QWidget) -> None:
    from PySide6.QtWidgets import QMessageBox

    from yukon_qt import __version__  # read from the package metadata only when asked for

    QMessageBox.about(
        window, QCoreApplication.translate("MainWindow", "About Yukon Solitaire"),
        QCoreApplication.translate(
            "MainWindow", "<h3>Yukon Solitaire %1</h3><p>Yukon, the solitaire where you may move any face-up "
                          "card with everything above it.</p><p>Free software under the GNU GPL, version 3 "
                          "or later.</p>").replace("%1", __version__) + licence_links(),
    )
