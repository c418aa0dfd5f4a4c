"""Installed decks drawn ahead, in a process of its own, so that switching to one shows at once.

Reading a detailed deck's SVG file takes QtSvg up to a third of a second, and
drawing its cards some 10 to 30 ms each, all in the window's thread (QtSvg holds
Python's interpreter lock while it reads).  So when the Preferences open, where
a player chooses a deck, a ``predraw`` process (``commands/predraw.py``, at a
lower priority) reads every installed deck whose cards are not in the picture
cache yet and draws, at the table's card size, the cards the table shows now and
the back, and the few cards of the preview: the deck the player points at in
the list first.  A switch then takes every picture from the cache.  Once a deck
is chosen, its other cards are drawn too, for the cards still to be turned.
The window's own drawing (``svg_deck.py``) stays as it was for whatever is not
drawn yet: nothing waits for this process, and it may fail or be missing.
"""

from __future__ import annotations

import logging
import os
import sys

from PySide6.QtCore import QObject, QProcess, QProcessEnvironment, Signal

from yukon_qt.engine import COLUMNS, FOUNDATIONS
from yukon_qt.model.game_model import GameModel
from yukon_qt.ui.decks.base import Deck
from yukon_qt.ui.decks.svg_deck import BACK_ID, element_id
from yukon_qt.ui.table.card_faces import card_size, device_size

log = logging.getLogger(__name__)


def card_pixels(deck: Deck, width: float, height: float, ratio: float) -> tuple[int, int]:
    """The device-pixel size of ``deck``'s card pictures on a ``width`` x ``height`` table, as ``CardFaces``
    makes them (the layout's card width, the deck's own shape)."""
    from yukon_qt.ui.table.table_scene import bounded_layout

    card_width = bounded_layout(width, height, ratio, deck.shape).card_width
    return device_size(card_size(card_width, deck.shape.aspect), ratio)


def preview_pictures(deck: Deck, ratio: float) -> tuple[tuple[int, int], list[str]]:
    """The size and the elements of the cards the Preferences' preview shows of ``deck``."""
    from yukon_qt.ui.dialogs.looks_chooser import PREVIEW_CARD_WIDTH, PREVIEW_CARDS

    elements = [element_id(card) if card is not None else BACK_ID for card in PREVIEW_CARDS]
    return device_size(card_size(PREVIEW_CARD_WIDTH, deck.shape.aspect), ratio), elements


def shown_elements(model: GameModel) -> list[str]:
    """The pictures the table shows for the game on it: its face-up cards, the top of each foundation, the back."""
    shown = [element_id(card) for pile in COLUMNS for card in model.cards_of(pile)[model.face_down_count(pile):]]
    shown += [element_id(cards[-1]) for cards in map(model.cards_of, FOUNDATIONS) if cards]
    return [*dict.fromkeys(shown), BACK_ID]


def command(arguments: list[str]) -> tuple[str, list[str]]:
    """The program and arguments of a ``predraw`` process, from the sources or a built bundle alike."""
    if getattr(sys, "frozen", False):  # the bundle's own program takes the subcommand
        return sys.executable, ["predraw", *arguments]
    return sys.executable, ["-m", "yukon_qt", "predraw", *arguments]


class DeckPreparer(QObject):
    """Runs one ``predraw`` process at a time over a queue of decks; ``prepared(name)`` for each deck done."""

    prepared = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._queue: list[str] = []  # decks still to draw, the next first
        self._table: tuple[float, float, float] = (0.0, 0.0, 1.0)
        self._elements: list[str] = []
        self._all: set[str] = set()  # decks whose every card is wanted (the chosen one)
        self._output = b""
        self.done: set[str] = set()

    @property
    def busy(self) -> bool:
        return self._process is not None

    def prepare(self, names: list[str], table: tuple[float, float, float], elements: list[str]) -> None:
        """Draw ``elements`` of each deck of ``names`` for a table of (width, height, ratio), and the preview."""
        if (table, elements) != (self._table, self._elements):
            self.done.clear()
        self._table, self._elements = table, list(elements)
        self._queue = [name for name in dict.fromkeys(names) if name not in self.done]
        self._restart()

    def prefer(self, name: str) -> None:
        """The player points at ``name``: draw it next."""
        if name in self._queue and self._queue[0] != name:
            self._queue.remove(name)
            self._queue.insert(0, name)
            self._restart()

    def complete(self, name: str, table: tuple[float, float, float]) -> None:
        """``name`` is chosen: draw every one of its cards (the cards still to turn up too)."""
        self._table = table
        self._all.add(name)
        self.done.discard(name)
        if name in self._queue:
            self._queue.remove(name)
        self._queue.insert(0, name)
        self._restart()

    def stop(self) -> None:
        self._queue = []
        self._kill()

    # ------------------------------------------------------------- the process
    def _restart(self) -> None:
        self._kill()
        if not self._queue:
            return
        width, height, ratio = self._table
        whole = [name for name in self._queue if name in self._all]
        arguments = ["--table", f"{width:g}x{height:g}", "--ratio", f"{ratio:g}",
                     "--elements", ",".join(self._elements), "--whole", ",".join(whole), *self._queue]
        program, arguments = command(arguments)
        process = QProcess(self)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert("QT_QPA_PLATFORM", "offscreen")
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.setStandardErrorFile(os.devnull)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._failed)
        self._process, self._output = process, b""
        process.start(program, arguments)

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            for signal in (process.readyReadStandardOutput, process.finished, process.errorOccurred):
                signal.disconnect()
            process.kill()
            process.waitForFinished(1000)
            process.deleteLater()

    def _read(self) -> None:
        if self._process is None:
            return
        self._output += bytes(self._process.readAllStandardOutput().data())
        *lines, self._output = self._output.split(b"\n")
        for line in lines:
            name = line.decode("utf-8", "replace").strip()
            if name in self._queue:
                self._queue.remove(name)
                self.done.add(name)
                self.prepared.emit(name)

    def _finished(self, *_args: object) -> None:
        self._read()
        process, self._process = self._process, None
        if process is not None:
            process.deleteLater()
        if self._queue:  # the process ended before the last deck (a broken file): the rest go without it
            log.info("drawing the decks ahead stopped before %s", ", ".join(self._queue))
            self._queue = []

    def _failed(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            log.info("the decks cannot be drawn ahead: %s", self._process.errorString() if self._process else error)
            self._kill()
            self._queue = []
