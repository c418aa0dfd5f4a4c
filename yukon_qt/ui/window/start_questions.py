"""Questions asked before the window opens, when opening it as asked would put a game at risk."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from yukon_qt.engine import GameCode
from yukon_qt.i18n import left_to_right
from yukon_qt.ui.dialogs.common import ask


class StartQuestions(QObject):
    """The questions' words (their translation context; ``tr`` also gives lupdate the counted forms)."""

    def separate_game(self, parent: QWidget | None) -> bool:
        return ask(parent, self.tr("Yukon Solitaire"),
                   self.tr("Your game is already open in another Yukon Solitaire window."),
                   self.tr("You can open a separate game here. It is kept on its own and does not replace "
                           "the game in the other window."),
                   self.tr("Open a &separate game"), self.tr("&Close"), name="separateGameQuestion")

    def replace_game(self, code_in_progress: str, moves: int, new_code: GameCode, parent: QWidget | None) -> bool:
        return ask(parent, self.tr("Yukon Solitaire"),
                   self.tr("You have a game in progress: %1, %n move(s) made.", "", moves).replace(
                       "%1", left_to_right(code_in_progress)),
                   self.tr("Play %1 instead? The game in progress will count as abandoned in the "
                           "statistics.").replace("%1", left_to_right(new_code)),
                   self.tr("&Play %1").replace("%1", left_to_right(new_code)), self.tr("&Go on with my game"),
                   yes_by_default=False, name="replaceGameQuestion")

    def no_slot_left(self, parent: QWidget | None) -> None:
        QMessageBox.information(parent, self.tr("Yukon Solitaire"),
                                self.tr("Too many Yukon Solitaire windows are open already. Close one of them first."))


def ask_for_a_separate_game(parent: QWidget | None = None) -> bool:
    """Another running copy has the player's game: open a separate game (True) or nothing (False)?"""
    return StartQuestions().separate_game(parent)


def game_in_progress(record: dict[str, Any] | None) -> tuple[str, int] | None:
    """The code and move count of a saved game worth asking about (moves made, not won), else None."""
    if record is None:
        return None
    try:
        game = record["game"]
        code, moves = str(game["code"]), game["moves"]
        won = sum(len(pile) for pile in game["foundations"]) == 52
    except (KeyError, TypeError):
        return None
    if type(moves) is not int or moves <= 0 or won:
        return None
    return code, moves


def ask_to_replace_game(code_in_progress: str, moves: int, new_code: GameCode,
                        parent: QWidget | None = None) -> bool:
    """A deal was asked for on the command line while a game is in progress: play it (True), or go on (False)?"""
    return StartQuestions().replace_game(code_in_progress, moves, new_code, parent)


def tell_no_slot_left(parent: QWidget | None = None) -> None:
    StartQuestions().no_slot_left(parent)
