"""The card table with its game bar below: the main window's centre and the screenshot's subject."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from yukon_qt.model.game_model import GameModel
from yukon_qt.ui.table.table_view import TableView
from yukon_qt.ui.window.game_bar import GameBar


class TablePanel(QWidget):
    def __init__(self, model: GameModel, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = TableView(model, settings, self)
        self.game_bar = GameBar(model, self)
        self.game_bar.set_table_colour(self.view.table_colour)
        self.view.table_colour_changed.connect(self.game_bar.set_table_colour)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.game_bar)
