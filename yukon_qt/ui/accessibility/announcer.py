"""What a screen reader hears: what each move, pick-up, refusal, hint, note and the win say, and where the focus is.

On Linux (AT-SPI) each thing said is a *notice*: an object of the notification
role, inside a status bar of its own, shown to the bus with its words.  Orca
speaks a shown notification, in 43 (Debian 12's, which has no listener for
``object:announcement``) as in the newer ones; the announcement is not sent
there as well, so that a newer Orca, which hears both, says nothing twice.
Elsewhere (Windows' UI Automation, macOS' VoiceOver) the text goes out as a
``QAccessibleAnnouncementEvent`` (polite for what happened, assertive for a
refusal).  Focus goes as the platform's focus event on the framed card; nothing
moves the keyboard focus, and nothing waits on the screen reader.  With no
assistive technology active nothing is built or sent.

Game codes are spelled out to the screen reader ("Y U 1, C, A A A A A A B"),
as a player writes them down; what is shown keeps the code as it is.
"""

from __future__ import annotations

import re
import sys
import time
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

BY_NOTICE = sys.platform.startswith("linux")  # AT-SPI: a shown notification, which every Orca speaks
GAME_CODE = re.compile(r"\bYU\d+(?:-[A-Z0-9]+)+\b")
SAME_WORDS = 0.5  # seconds: the same words again this soon (a note and the reading it shows) are said once


def spelled(text: str) -> str:
    """``text`` with each game code in it spelled letter by letter, its parts apart: ``Y U 1, C, A A B``."""
    return GAME_CODE.sub(lambda found: ", ".join(" ".join(part) for part in found.group(0).split("-")), text)


class Announcer(QObject):
    """Speaks for one table view; ``Announcer.of(view)`` makes it the first time it is needed."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.setObjectName("announcer")
        self.view = view
        self.names = SpokenNames(view.model, self)
        self._tree: Tree | None = None
        self.last: str = ""  # the last thing said, for tests and tools
        self._said_at = 0.0
        model = view.model
        model.cards_moved.connect(self._moved)
        model.move_undone.connect(self._undone)
        view.gestures.refused.connect(self._refused)  # every refusal, whatever the input
        model.game_won.connect(self._won)
        model.game_started.connect(self._started)
        view.finishing.running_changed.connect(self._finishing)
        view.keyboard.framed.connect(self._framed)
        view.keyboard.picked_up.connect(self._picked)
        view.toast.shown.connect(self._noted)
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
        now = time.monotonic()
        if text == self.last and now - self._said_at < SAME_WORDS:
            return
        self.last, self._said_at = text, now
        if not QAccessible.isActive():
            return
        if BY_NOTICE:
            self._tell(self.tree.notice(spelled(text)), QAccessible.Event.ObjectShow)
            return
        event = QAccessibleAnnouncementEvent(self.view, spelled(text))
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

    def _refused(self, refusal: Refusal, reason_told: bool) -> None:
        if reason_told:
            self.say(refusal_text(refusal), assertive=True)
        else:
            self.say(self.names.not_allowed(), assertive=True)

    def _picked(self, card) -> None:
        self.say(self.names.held(card))

    def _noted(self, text: str) -> None:
        """A note shown on the table (a hint's remark, a lost game, a refusal, a reading): said as shown."""
        self.say(text)

    def hint(self, move: Move) -> None:
        """The hint frames ``move`` on the table: say which move it is."""
        self.say(self.names.hint_sentence(move))

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
