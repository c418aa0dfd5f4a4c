"""Questions asked before the window opens, when opening it as asked would put a game at risk."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from yukon_qt.engine import GameCode


def ask_for_a_separate_game(parent: QWidget | None = None) -> bool:
    """Another running copy has the player's game: open a separate game (True) or nothing (False)?"""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("StartQuestions", "Yukon Solitaire"),
        QCoreApplication.translate("StartQuestions", "Your game is already open in another Yukon Solitaire window."),
        parent=parent,
    )
    box.setObjectName("separateGameQuestion")
    box.setInformativeText(QCoreApplication.translate(
        "StartQuestions",
        "You can open a separate game here. It is kept on its own and does not replace the game "
        "in the other window."))
    separate = box.addButton(QCoreApplication.translate("StartQuestions", "Open a &separate game"),
                             QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("StartQuestions", "&Close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(separate)
    box.exec()
    return box.clickedButton() is separate


def game_in_progress(record: dict | None) -> tuple[str, int] | None:
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
    text = QCoreApplication.translate(
        "StartQuestions", "You have a game in progress: %1, %n move(s) made.", "", moves
    ).replace("%1", code_in_progress)
    box = QMessageBox(QMessageBox.Icon.Question,
                      QCoreApplication.translate("StartQuestions", "Yukon Solitaire"), text, parent=parent)
    box.setObjectName("replaceGameQuestion")
    box.setInformativeText(QCoreApplication.translate(
        "StartQuestions",
        "Play %1 instead? The game in progress will count as abandoned in the statistics."
    ).replace("%1", str(new_code)))
    play = box.addButton(QCoreApplication.translate("StartQuestions", "&Play %1").replace("%1", str(new_code)),
                         QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(QCoreApplication.translate("StartQuestions", "&Go on with my game"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.exec()
    return box.clickedButton() is play


def tell_no_slot_left(parent: QWidget | None = None) -> None:
    QMessageBox.information(
        parent, QCoreApplication.translate("StartQuestions", "Yukon Solitaire"),
        QCoreApplication.translate("StartQuestions",
                                   "Too many Yukon Solitaire windows are open already. Close one of them first."))
