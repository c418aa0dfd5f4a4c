"""``predraw --table WxH --ratio R --elements IDS [--whole NAMES] DECK...``: draw installed decks ahead.

The game runs this itself, in a process of its own at a lower priority
(``ui/window/deck_preparer.py``), when the Preferences open: for each deck named, the
pictures of ``--elements`` (the cards the table shows, and the back) at the
table's card size, and the cards of the Preferences' preview, go into the
picture cache; a deck of ``--whole`` gets every card.  Each deck's name is
printed once its pictures are there.  No window is opened.
"""

from __future__ import annotations

import argparse
import os
import sys


def _table(text: str) -> tuple[float, float]:
    try:
        width, height = (float(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a table size is WIDTHxHEIGHT, not {text!r}") from None
    if not (0 < width <= 100000 and 0 < height <= 100000):
        raise argparse.ArgumentTypeError(f"not a table size: {text!r}")
    return width, height


def _ratio(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0.25 <= value <= 8:
        raise argparse.ArgumentTypeError(f"a device pixel ratio from 0.25 to 8, not {text!r}")
    return value


def _names(text: str) -> list[str]:
    return [name for name in text.split(",") if name]


def _elements(text: str) -> list[str]:
    """The card pictures wanted: each an element id of the deck format (they become file names)."""
    from yukon_qt.ui.decks.svg_deck import ELEMENT_IDS

    names = _names(text)
    unknown = [name for name in names if name not in ELEMENT_IDS]
    if unknown:
        raise argparse.ArgumentTypeError(f"not a card's element id: {unknown[0]!r} (such as 1_club, king_heart, back)")
    return names


def _deck(text: str) -> str:
    """An installed deck's name: ``kde:`` or ``user:`` and a folder name, no path."""
    from yukon_qt.ui.decks.installed import deck_folder_name

    if deck_folder_name(text) is None:
        raise argparse.ArgumentTypeError(f"not an installed deck's name: {text!r} (such as kde:svg-penguins)")
    return text


def _watch_parent() -> None:
    """End this process when the game that started it is gone (killed): nobody reads what it draws then."""
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def command_predraw(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if hasattr(os, "nice"):
        try:
            os.nice(10)  # behind the game itself, and the solver
        except OSError:
            pass
    _watch_parent()
    from PySide6.QtGui import QGuiApplication

    from yukon_qt.ui.decks import find_deck
    from yukon_qt.ui.decks.svg_deck import ELEMENT_IDS, SvgDeck
    from yukon_qt.ui.window.deck_preparer import card_pixels, preview_pictures

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # text in a card needs the font system
    width, height = args.table
    for name in args.decks:
        deck = find_deck(name)
        if isinstance(deck, SvgDeck) and deck.load():
            elements = list(ELEMENT_IDS) if name in args.whole else args.elements
            deck.draw_ahead([card_pixels(deck, width, height, args.ratio)], elements)
            preview_size, preview = preview_pictures(deck, args.ratio)
            deck.draw_ahead([preview_size], preview)
        print(name, flush=True)
    return 0


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("predraw", help="draw installed decks' cards ahead into the picture cache "
                                                 "(the game runs this itself)")
    parser.add_argument("--table", type=_table, required=True, metavar="WxH", help="the table's size")
    parser.add_argument("--ratio", type=_ratio, default=1.0, help="the screen's device pixel ratio")
    parser.add_argument("--elements", type=_elements, default=[], metavar="IDS",
                        help="the SVG ids of the pictures wanted, comma-separated")
    parser.add_argument("--whole", type=_names, default=[], metavar="NAMES", help="decks to draw whole")
    parser.add_argument("decks", nargs="+", type=_deck, metavar="DECK", help="installed deck names (kde:..., user:...)")
    parser.set_defaults(handler=command_predraw)
