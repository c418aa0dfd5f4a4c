"""What a screen reader hears: announcements of moves, refusals and the win, and where the focus is.

Announcements go out as ``QAccessibleAnnouncementEvent`` (polite for what
happened, assertive for a refusal), focus as the platform's focus event on the
framed card; neither moves the keyboard focus.  With no assistive technology
active nothing is built or sent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

from yukon_qt.engine import Move, Refusal
from yukon_qt.engine.moves import Change
from yukon_qt.ui.accessibility.interfaces import PILES, Tree
from yukon_qt.ui.accessibility.names import SpokenNames
from yukon_qt.ui.messages import refusal_text

if TYPE_CHECKING:
    from yukon_qt.ui.table.table_view import TableView


class Announcer(QObject):
    """Speaks for one table view; ``Announcer.of(view)`` makes it the first time it is needed."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.setObjectName("announcer")
        self.view = view
        self.names = SpokenNames(view.model, self)
        self._tree: Tree | None = None
        self.last: str = ""  # the last thing said, for tests and tools
        model = view.model
        model.cards_moved.connect(self._moved)
        model.move_undone.connect(self._undone)
        model.move_refused.connect(self._refused)
        model.game_won.connect(self._won)
        model.game_started.connect(self._started)
        view.finishing.running_changed.connect(self._finishing)
        view.keyboard.framed.connect(self._framed)
        view.destroyed.connect(self._release)

    @staticmethod
    def of(view: TableView) -> Announcer:
        announcer = view.findChild(Announcer, "announcer")
        return announcer if announcer is not None else Announcer(view)

    @property
    def tree(self) -> Tree:
        if self._tree is None:
            self._tree = Tree(self.view, self.names)
        return self._tree

    # --------------------------------------------------------------- speaking
    def say(self, text: str, assertive: bool = False) -> None:
        self.last = text
        if not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self.view, text)
        if assertive:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)

    def _tell(self, node, kind: QAccessible.Event) -> None:
        QAccessible.updateAccessibility(QAccessibleEvent(node, kind))

    def _moved(self, change: Change) -> None:
        self._piles_changed(change.move.source, change.move.destination)
        if change.turned is not None and QAccessible.isActive():
            self._tell(self.tree.cards[change.turned], QAccessible.Event.NameChanged)
        if not self.view.finishing.running:  # said once for all the cards it sends home
            self.say(self.names.move_sentence(change.move, change.cards, change.turned))

    def _finishing(self, running: bool) -> None:
        if running:
            self.say(self.tr("Every card goes to its foundation."))

    def _undone(self, change: Change) -> None:
        self._piles_changed(change.move.source, change.move.destination)
        if change.turned is not None and QAccessible.isActive():
            self._tell(self.tree.cards[change.turned], QAccessible.Event.NameChanged)
        self.say(self.names.undone())

    def _refused(self, refusal: Refusal, move: Move | None) -> None:
        self.say(refusal_text(refusal), assertive=True)

    def _won(self) -> None:
        self.say(self.names.won())

    def _started(self) -> None:
        self._piles_changed(*PILES)
        self.say(self.names.new_game())

    def _piles_changed(self, *piles) -> None:
        if not QAccessible.isActive():
            return
        for pile in piles:
            node = self.tree.piles[pile]
            self._tell(node, QAccessible.Event.ObjectReorder)
            self._tell(node, QAccessible.Event.NameChanged)

    def _framed(self) -> None:
        """The keyboard frame moved: the screen reader's focus follows it (the keyboard focus stays)."""
        if QAccessible.isActive() and self.view.hasFocus() and self.view.keyboard.active:
            self._tell(self.tree.framed(), QAccessible.Event.Focus)

    def _release(self) -> None:
        if self._tree is not None:
            self._tree.release()
            self._tree = None
