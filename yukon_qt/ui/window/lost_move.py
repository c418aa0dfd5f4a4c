"""Where did it go wrong, the view's half: a progress dialog, the losing move framed, and "Go back there".

The search is the session's (``model/lost_move_search.py``, made by ``model/session.py``).  The answer is
said in a small non-modal box; when a move lost the game, its card and the
pile it went to are framed on the table, and "Go back there" undoes the moves
since, through the model's undo (they count as undos).  A move, an undo or a
new game closes the box: its answer no longer holds.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QPushButton, QWidget

from yukon_qt.engine import Card, Move, Pile
from yukon_qt.model.lost_move_search import (
    BEYOND_UNDO,
    FOUND,
    NEVER_WINNABLE,
    STILL_WINNABLE,
    LostMoveAnswer,
)
from yukon_qt.model.session import GameSession
from yukon_qt.ui.decks.rank_letters import rank_letter
from yukon_qt.ui.dialogs.common import DelayedProgress

PROGRESS_DELAY_MS = 500  # a search that ends sooner shows no progress dialog at all
SUIT_SYMBOLS = "♠♥♦♣"  # in the engine's suit order: spades, hearts, diamonds, clubs


def offer_text() -> str:
    """The sentence that offers the search, for the notes that say a game is lost."""
    return QCoreApplication.translate("LostMoveFinder", "Game > Where did it go wrong? finds the move that lost it.")


def card_text(card: Card) -> str:
    return rank_letter(card.rank) + SUIT_SYMBOLS[int(card.suit)]


def pile_text(pile: Pile) -> str:
    if pile.is_foundation:
        return QCoreApplication.translate("LostMoveFinder", "its foundation")
    return QCoreApplication.translate("LostMoveFinder", "column %1").replace("%1", str(pile.index + 1))


class LostMoveFinder(QObject):
    """``start()`` looks for the move that lost the game on the table and shows the answer."""

    def __init__(self, window: QWidget, session: GameSession, view) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.model = model = session.model
        self.view = view
        self.search = session.solver().lost_move
        self.search.progress.connect(self._progressed)
        self.search.answered.connect(self._answered)
        self.progress = DelayedProgress(window, "lostMoveProgress", PROGRESS_DELAY_MS)
        self.progress.canceled.connect(self.cancel)
        self.box: QMessageBox | None = None
        self.go_back_button: QPushButton | None = None
        self.answer: LostMoveAnswer | None = None
        self._going_back = False
        for signal in (model.cards_moved, model.move_undone, model.game_started):
            signal.connect(self._position_changed)

    @property
    def dialog(self) -> QProgressDialog | None:
        """The progress dialog while a search runs (shown once it has lasted half a second)."""
        return self.progress.dialog

    @property
    def running(self) -> bool:
        return self.dialog is not None

    def start(self) -> None:
        if self.model.won:
            return
        self._close_box()
        self.cancel()
        # The number of positions comes with the first progress: a busy bar until then.
        self.progress.open(self.tr("Where did it go wrong?"), self.tr("Cancel"),
                           self.tr("Looking for the move that lost the game…"))
        self.session.find_lost_move()

    def cancel(self) -> None:
        self.search.cancel()
        self.progress.close()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.set_progress(done, total)
        self.progress.set_label(self.tr("Looking for the move that lost the game…\n"
                                        "Position %1 of %2 looked at.").replace("%1", str(done))
                                .replace("%2", str(total)))

    # ------------------------------------------------------------------ the answer
    def _answered(self, answer: LostMoveAnswer) -> None:
        self.progress.close()
        self.answer = answer
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Where did it go wrong?"),
                          self.answer_text(answer), QMessageBox.StandardButton.Close, self.window)
        box.setObjectName("lostMoveBox")
        box.setWindowModality(Qt.WindowModality.NonModal)
        self.go_back_button = None
        if answer.kind == FOUND and answer.move is not None:
            self.go_back_button = box.addButton(self.tr("Go back there"), QMessageBox.ButtonRole.AcceptRole)
            self.go_back_button.clicked.connect(self.go_back)
            where, _ = self.model.locate(answer.move.card)
            self.view.table.show_hint(Move(answer.move.card, where, answer.move.destination))
        box.finished.connect(self._box_closed)
        self.box = box
        box.show()

    def answer_text(self, answer: LostMoveAnswer) -> str:
        if answer.kind == FOUND and answer.move is not None:
            move = answer.move
            return (self.tr("The game was lost %n move(s) ago, when %1 went from %2 to %3.", "", answer.moves_ago)
                    .replace("%1", card_text(move.card)).replace("%2", pile_text(move.source))
                    .replace("%3", pile_text(move.destination)))
        if answer.kind == STILL_WINNABLE:
            return self.tr("This game can still be won: no move has lost it yet.")
        if answer.kind == NEVER_WINNABLE:
            return self.tr("This deal was never winnable: no move lost it.")
        if answer.kind == BEYOND_UNDO:
            return self.tr("The move that lost this game lies beyond the 100 moves undo keeps.")
        sure = []
        if answer.winnable_ago is not None:
            sure.append(self.tr("It is sure only that the game could still be won %n move(s) ago.", "",
                                answer.winnable_ago))
        if answer.lost_ago == 0:
            sure.append(self.tr("It is sure that the game is lost now."))
        elif answer.lost_ago is not None:
            sure.append(self.tr("It is sure that the game was already lost %n move(s) ago.", "", answer.lost_ago))
        if not sure:
            sure.append(self.tr("It could prove no position winnable or lost."))
        return " ".join([self.tr("The solver ran out of time on some positions.")] + sure)

    def go_back(self) -> None:
        """Undo the moves made since the position before the losing move (each counts as an undo)."""
        answer = self.answer
        if answer is None or answer.kind != FOUND:
            return
        self._going_back = True
        try:
            for _ in range(answer.moves_ago):
                if not self.model.undo():
                    break
        finally:
            self._going_back = False
        self.answer = None
        self._close_box()
        if answer.move is not None:
            self.view.table.show_hint(answer.move)  # the losing move, from where it was made

    def _position_changed(self, *_args: object) -> None:
        if self._going_back:
            return
        self.answer = None
        if self.running:
            self.cancel()
        if self.box is not None:
            self._close_box()
            self.view.table.hide_hint()

    def _box_closed(self, *_args: object) -> None:
        """Closed by the player (the answer is kept for "Go back there", whose click also closes the box)."""
        if self.box is not None:
            box, self.box = self.box, None
            box.deleteLater()
            self.view.table.hide_hint()

    def _close_box(self) -> None:
        if self.box is not None:
            box, self.box = self.box, None
            box.finished.disconnect(self._box_closed)
            box.close()
            box.deleteLater()
