"""Every card home with one command, once all are face up and nothing but foundation moves is left.

``Finishing.start()`` plays the game's ``moves_home`` one at a time, a short
step apart so that each card is seen to go home.  Each is an ordinary move:
counted, scored and undoable.  A move of the player's own, an undo or a new
game stops it, and so does a step that finds no move home left.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from yukon_qt.model.game_model import GameModel


class Finishing(QObject):
    """Plays every card home for ``model``, ``step()`` milliseconds apart; ``running`` while it does."""

    running_changed = Signal(bool)

    def __init__(self, model: GameModel, step: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.step = step
        self.running = False
        self._playing = False  # a move of its own is being made
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        model.cards_moved.connect(self._moved)
        model.move_undone.connect(self.stop)
        model.game_started.connect(self.stop)

    @property
    def available(self) -> bool:
        """Whether the cards can all go home now (and are not already on their way)."""
        return not self.running and bool(self.model.moves_home())

    def start(self) -> None:
        if not self.available:
            return
        self.running = True
        self.running_changed.emit(True)
        self._next()

    def stop(self, *_args: object) -> None:
        self._timer.stop()
        if self.running:
            self.running = False
            self.running_changed.emit(False)

    def _next(self) -> None:
        moves = self.model.moves_home()  # again at each step: the position is the model's, not a plan's
        if not moves:
            self.stop()
            return
        self._playing = True
        try:
            self.model.try_move(moves[0])
        finally:
            self._playing = False
        if self.model.won:
            self.stop()
        elif self.running:
            self._timer.start(self.step())

    def _moved(self, *_args: object) -> None:
        if not self._playing:
            self.stop()  # the player moved a card: the game is theirs again
