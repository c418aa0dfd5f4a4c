"""Notices for the player (a file set aside, a save that failed): a line in the status bar and a small box.

Notices told before the table is on screen wait, and are shown together just
after the first frame, so the start is never held up by a box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMainWindow, QStatusBar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

NOTICE_MS = 30000  # how long a notice stays in the status bar


class Notices(QObject):
    """``tell(text)`` shows a notice once ``ready`` (and keeps it until then); ``box`` is the last box shown."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.waiting: list[str] = []
        self.ready = False  # set just after the first frame (see show_waiting)
        self.bar: QStatusBar | None = None  # only while a notice shows (see _status_bar)
        self.box: QMessageBox | None = None

    def tell(self, text: str) -> None:
        """A notice for the player now (or with the others just after the first frame)."""
        self.waiting.append(text)
        if self.ready:
            self.show_waiting()

    def show_waiting(self) -> None:
        """Tell the player what waits to be told, without blocking the game."""
        self.ready = True
        if not self.waiting:
            return
        text = "\n\n".join(self.waiting)
        self.waiting = []
        self._status_bar().showMessage(text.replace("\n\n", "  "), NOTICE_MS)
        from PySide6.QtWidgets import QMessageBox  # the dialogs' classes are made when first used

        box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("MainWindow", "Yukon Solitaire"),
                          text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("noticeBox")
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()
        self.box = box

    def clear(self) -> None:
        """The notice in the status bar goes (a new game: it was about the one before)."""
        if self.bar is not None:  # never statusBar(): that would make an empty one
            self.bar.clearMessage()

    def _status_bar(self) -> QStatusBar:
        """The status bar, made for a notice and taken away again when the notice is gone
        (an empty status bar would only make the table smaller)."""
        if self.bar is None:
            self.bar = QStatusBar(self.window)
            self.bar.messageChanged.connect(self._message_changed)
            self.window.setStatusBar(self.bar)
        return self.bar

    def _message_changed(self, text: str) -> None:
        if not text and self.bar is not None:
            self.bar = None
            # Hides it and deletes it once the signal is over.  Qt takes None (nullptr) to remove the
            # bar; PySide6's stub asks for a QStatusBar.
            self.window.setStatusBar(None)  # type: ignore[arg-type]
