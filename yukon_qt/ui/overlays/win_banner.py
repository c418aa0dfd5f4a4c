"""The panel shown over the table when the game is won, offering a new game.

The panel is opaque: the cards bouncing behind it leave trails, and its text
must stay on a calm background.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from yukon_qt.time_text import clock_text

PANEL_COLOUR = QColor("#fffbeb")  # a warm cream that stands out on the green felt


class WinBanner(QFrame):
    new_game_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("winBanner")
        self.setStyleSheet(
            f"QFrame#winBanner {{ background: {PANEL_COLOUR.name()}; border: 2px solid #c9a227;"
            " border-radius: 14px; }"
            "QLabel#winTitle { color: #14532d; font-size: 28px; font-weight: bold; }"
            "QLabel#winDetails { color: #1f2937; font-size: 15px; }"
            "QLabel#winRemarks { color: #92400e; font-size: 16px; font-weight: bold; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("winTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details = QLabel(self)
        self.details.setObjectName("winDetails")
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details.setWordWrap(True)
        self.remarks = QLabel(self)  # how this game compares with earlier ones
        self.remarks.setObjectName("winRemarks")
        self.remarks.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.remarks.setWordWrap(True)
        self.remarks.hide()
        self.new_game_button = QPushButton(self)
        self.new_game_button.setDefault(True)
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.hide)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.details)
        layout.addWidget(self.remarks)
        layout.addLayout(buttons)
        self._score = self._seconds = self._moves = 0
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(self.tr("You won!"))
        self.new_game_button.setText(self.tr("New game"))
        self.close_button.setText(self.tr("Close"))
        self._update_details()

    def show_result(self, score: int, seconds: int, moves: int) -> None:
        self._score, self._seconds, self._moves = score, seconds, moves
        self._update_details()
        self.place()
        self.show()
        self.raise_()
        self.new_game_button.setFocus()

    def set_remarks(self, lines: list[str]) -> None:
        """Lines shown under the result (records beaten, the winning streak); none hides them."""
        self.remarks.setText("\n".join(lines))
        self.remarks.setVisible(bool(lines))
        if self.isVisible():
            self.place()

    def _update_details(self) -> None:
        self.details.setText(
            self.tr("Moves: %1").replace("%1", QLocale().toString(self._moves))
            + "  ·  " + self.tr("Score: %1").replace("%1", QLocale().toString(self._score))
            + "  ·  " + self.tr("Time: %1").replace("%1", clock_text(self._seconds, QLocale().toString))
        )

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.setFixedWidth(min(parent.width() - 40, 460))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 3)
