"""The words the game should make Orca say while a winning line is played, in one language (JSON on stdout).

    .venv/bin/python tests/accessibility/orca_words.py CODE LANGUAGE INTERACTIVE_RULES(0|1) SOLVE_JSON

Made by the game's own ``SpokenNames`` with the game's translations, on a model
that plays the same line, so that the test knows exactly what to listen for;
codes are spelled as the announcer spells them for speech.  Also the menu keys
of Game > Restart in that language.
"""

from __future__ import annotations

import json
import re
import sys

from PySide6.QtCore import QCoreApplication

from yukon_qt.engine import Card, GameCode, Move, Pile
from yukon_qt.i18n import LanguageSwitcher
from yukon_qt.model.game_model import GameModel
from yukon_qt.ui.accessibility.announcer import spelled
from yukon_qt.ui.accessibility.names import SpokenNames
from yukon_qt.ui.messages import refusal_text
from yukon_qt.ui.window.lost_move import LostMoveFinder


def accelerator(text: str) -> str:
    return text[text.index("&") + 1].lower()


def shown(text: str) -> str:
    """A menu entry as Orca reads it: no mnemonic, no "(&N)" group; the ellipsis stays."""
    return re.sub(r"\s*\(&[^&\s)]\)", "", text).replace("&", "")


def pile_of(label: str) -> Pile:
    return Pile.foundation(0) if label == "F" else Pile.column(int(label[1]) - 1)


def main() -> int:
    code, language, interactive, solve_path = sys.argv[1:5]
    app = QCoreApplication([])
    switcher = LanguageSwitcher()  # kept: its translators go with it
    switcher.apply(language)
    model = GameModel(GameCode.parse(code))
    names = SpokenNames(model)
    changes = []
    refusals = []
    model.cards_moved.connect(changes.append)
    model.move_refused.connect(lambda refusal, move: refusals.append(refusal))
    translate = QCoreApplication.translate
    words: dict = {
        "menu": accelerator(translate("MainWindow", "&Game")),
        "menu_first": shown(translate("MainWindow", "&New game…")),
        "restart": accelerator(translate("MainWindow", "&Restart this deal")),
        "new_game": spelled(names.new_game()),
        "undone": names.undone(),
        "hint": translate("SpokenNames", "Hint: %1").split("%1")[0],
        "lost_title": translate(LostMoveFinder.__name__, "Where did it go wrong?"),
        "still_winnable": translate(LostMoveFinder.__name__, "This game can still be won: no move has lost it yet."),
    }
    first = model.cards_of(Pile.column(0))[-1]
    words["refused_held"] = names.held(first)
    model.try_move(Move(first, Pile.column(0), Pile.foundation(first.suit)))
    words["refusal"] = refusal_text(refusals[-1]) if interactive == "1" else names.not_allowed()
    words["foundations"] = names.foundations_reading()
    moves = []
    for step in json.load(open(solve_path))["moves"]:
        card = Card.parse(step["card"])
        source, position = model.locate(card)
        cards = model.cards_of(source)
        held = names.held(card)
        model.try_move(Move(card, source, pile_of(step["to"])))
        change = changes[-1]
        moves.append({"card": step["card"], "to": step["to"], "column": source.index,
                      "foundation": source.is_foundation, "depth": len(cards) - 1 - position, "held": held,
                      "said": names.move_sentence(change.move, change.cards, change.turned),
                      "turned": change.turned is not None})
        if len(moves) == 1:
            words["column1"] = names.column_reading(Pile.column(0))  # what C reads there after the first move
    words["moves"] = moves
    words["won"] = names.won()
    words["status"] = spelled(names.status_reading())
    print(json.dumps(words, ensure_ascii=False))
    del app, switcher
    return 0


if __name__ == "__main__":
    sys.exit(main())
