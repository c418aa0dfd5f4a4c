"""Drawing the installed decks ahead while the Preferences are open, so a switch of deck shows at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from yukon_qt.model.game_model import GameModel
    from yukon_qt.settings import Settings
    from yukon_qt.ui.window.deck_preparer import DeckPreparer

DECK_SETTLED_MS = 2000  # a deck chosen this long is drawn whole ahead (preparer.py)


class DecksAhead(QObject):
    """``prepare()`` draws every installed deck's cards the table shows now, in a process of its own
    (``preparer``, made on first use); a deck the player stays with is then drawn whole."""

    def __init__(self, settings: Settings, model: GameModel, view, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.model = model
        self.view = view
        self.preparer: DeckPreparer | None = None

    def table_size(self) -> tuple[float, float, float]:
        viewport = self.view.viewport()
        return float(viewport.width()), float(viewport.height()), viewport.devicePixelRatioF()

    def prepare(self) -> DeckPreparer:
        from yukon_qt.ui.decks.installed import installed_decks
        from yukon_qt.ui.window.deck_preparer import DeckPreparer, shown_elements

        if self.preparer is None:
            self.preparer = DeckPreparer(self)
            self.settings.changed.connect(self._setting_changed)
            # The rest of a chosen deck's cards are drawn once the player stays with it a moment, not for
            # every deck passed through on the way.
            self._chosen_timer = QTimer(self)
            self._chosen_timer.setSingleShot(True)
            self._chosen_timer.setInterval(DECK_SETTLED_MS)
            self._chosen_timer.timeout.connect(self._complete_chosen_deck)
        names = [deck.name for deck in installed_decks() if deck.name != self.settings.get("deck")]
        self.preparer.prepare(names, self.table_size(), shown_elements(self.model))
        return self.preparer

    def stop(self) -> None:
        if self.preparer is not None:
            self.preparer.stop()

    def _setting_changed(self, name: str) -> None:
        if name == "deck":
            self._chosen_timer.start()

    def _complete_chosen_deck(self) -> None:
        """A deck chosen: its other cards are drawn ahead too, for the cards still to be turned."""
        from yukon_qt.ui.decks.base import INSTALLED

        deck = self.view.table.faces.deck
        if self.preparer is not None and deck.kind == INSTALLED:
            self.preparer.complete(deck.name, self.table_size())
