"""``screenshot CODE OUT.png [--size WxH] [--lang LANG] [--deck NAME] [--back NAME] [--table NAME]``: the table
of a deal, rendered offscreen, in any deck (``decks`` lists them), card back and table colour."""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

from yukon_qt import atomic
from yukon_qt.commands.common import ExitError, parse_code
from yukon_qt.languages import LANGUAGES, SYSTEM

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (400, 300)
MAX_SIDE = 8000
# Qt messages that rendering without a screen gives on some systems, and that change nothing in
# the picture: a window feature the offscreen platform lacks, fonts looked up or missing.
HARMLESS_MESSAGES = (
    "This plugin does not support",
    "QFontDatabase: Cannot find font directory",
    "Populating font family aliases",
    "QStandardPaths: XDG_RUNTIME_DIR not set",
    "QStandardPaths: runtime directory",
)
HARMLESS_CATEGORIES = ("qt.qpa.fonts", "qt.text.font.db")


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise ExitError(f"bad size '{text}': write it as WIDTHxHEIGHT, e.g. 1280x800")
    # Thousands of digits would make int() fail: such a number is too big anyway.
    width, height = (int(number) if len(number) <= 9 else MAX_SIDE + 1 for number in match.groups())
    if not (MIN_SIZE[0] <= width <= MAX_SIDE and MIN_SIZE[1] <= height <= MAX_SIDE):
        raise ExitError(f"bad size '{text}': from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIDE}x{MAX_SIDE}")
    return width, height


def language_choice(text: str) -> str:
    """The ``--lang`` value: a language the game has, or ``system``."""
    choice = text.strip().replace("-", "_")
    known = {code.lower(): code for code in [*LANGUAGES, SYSTEM]}  # zh_cn, zh-CN and zh_CN are one
    if choice.lower() in known:
        return known[choice.lower()]
    raise argparse.ArgumentTypeError(f"unknown language '{text}': choose from {', '.join([*LANGUAGES, SYSTEM])}")


def looks_choice(deck: str | None, back: str | None, table: str | None) -> dict[str, str]:
    """The settings for ``--deck``, ``--back`` and ``--table``, checked (Qt is imported only when one is given)."""
    chosen: dict[str, str] = {}
    if deck is not None:
        from yukon_qt.ui.decks import find_deck
        from yukon_qt.ui.looks import usable

        quiet = logging.NullHandler()  # why a deck is broken goes to the log, not to stderr beside the one line
        logging.getLogger("yukon_qt.ui.decks").addHandler(quiet)
        try:
            found = find_deck(deck)
            if found is None:
                raise ExitError(f"unknown deck '{deck}': 'decks' lists the decks there are")
            if not usable(found):
                raise ExitError(f"the deck '{deck}' cannot be drawn: its file is damaged or of a kind Qt cannot read")
        finally:
            logging.getLogger("yukon_qt.ui.decks").removeHandler(quiet)
        chosen["deck"] = deck
    if back is not None:
        from yukon_qt.ui.decks.backs import BACKS, DECK_BACK

        if back not in (*BACKS, DECK_BACK):
            raise ExitError(f"unknown card back '{back}': choose from {', '.join([*BACKS, DECK_BACK])}")
        chosen["card_back"] = back
    if table is not None:
        from yukon_qt.ui.table.felt import TABLES

        if table not in TABLES:
            raise ExitError(f"unknown table colour '{table}': choose from {', '.join(TABLES)}")
        chosen["table_colour"] = table
    return chosen


def output_path(text: str) -> Path:
    """Where the picture goes: a ``.png`` name in a folder that exists (checked before the slow rendering)."""
    out = Path(text)
    if not out.name.lower().endswith(".png"):
        raise ExitError(f"cannot write '{text}': the picture is a PNG file, so its name must end in .png")
    try:
        if out.is_dir():
            raise ExitError(f"cannot write '{text}': it is a folder")
        if out.exists() and not out.is_file():  # a FIFO would block the write, a device would swallow it
            raise ExitError(f"cannot write '{text}': it is not an ordinary file")
        if not out.parent.is_dir():
            raise ExitError(f"cannot write '{text}': no folder {out.parent}")
    except (OSError, ValueError) as error:  # a name too long for the system, for one
        raise ExitError(f"cannot write '{text}': {getattr(error, 'strerror', None) or error}") from None
    return out


def command_screenshot(args: argparse.Namespace) -> int:
    code = parse_code(args.code)
    width, height = parse_size(args.size) if args.size is not None else DEFAULT_SIZE
    out = output_path(args.out)
    looks = looks_choice(args.deck, args.back, args.table)
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with quiet_platform_warnings():
        data = png_bytes(render_table(code, width, height, args.lang, looks))
    try:
        # Written by Python, not Qt: a file name that is not UTF-8 stays as given, and a failure says why;
        # whole or not at all (a full disk leaves no half picture behind).
        atomic.write_whole(out, data)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(out, 0o666 & ~mask)  # as any new file of the player's (the temporary one was private)
    except (OSError, ValueError) as error:
        raise ExitError(f"cannot write '{args.out}': {getattr(error, 'strerror', None) or error}") from None
    return 0


def harmless(category: str | None, message: str) -> bool:
    """A Qt warning the screenshot leaves out (see HARMLESS_MESSAGES)."""
    return (category or "").startswith(HARMLESS_CATEGORIES) or message.startswith(HARMLESS_MESSAGES)


@contextmanager
def quiet_platform_warnings():
    """While rendering, Qt's harmless platform warnings are dropped; every other message
    (and every critical or fatal one) still reaches stderr, as Qt would print it."""
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    minor = (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg, QtMsgType.QtWarningMsg)

    def handler(kind, context, message: str) -> None:
        if kind in minor and harmless(context.category, message):
            return
        print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ExitError("the picture could not be made into a PNG")
    return bytes(buffer.data().data())


def render_table(code, width: int, height: int, language: str | None = None, looks: dict[str, str] | None = None):
    """The table and game bar of the deal ``code`` as a QImage of exactly ``width`` x ``height``,
    with the deck, back and table colour of ``looks`` (settings; the defaults otherwise)."""
    from PySide6.QtCore import QCoreApplication, QLocale, Qt
    from PySide6.QtWidgets import QApplication

    from yukon_qt.i18n import LanguageSwitcher
    from yukon_qt.model.session import GameSession
    from yukon_qt.settings import Settings
    from yukon_qt.ui.app import apply_language
    from yukon_qt.ui.table.table_panel import TablePanel

    app = QApplication.instance() or QApplication([sys.argv[0]])
    languages = LanguageSwitcher()  # kept until the image is taken: its translators live as long as it does
    locale = QLocale()
    if language:
        apply_language(languages, language)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(Path(folder) / "settings.json", looks)  # never read from or saved to the player's
        session = GameSession(settings, code=code)  # no saved game, no statistics: a picture plays no move
        panel = TablePanel(session.model, settings)
        panel.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        panel.resize(width, height)
        panel.show()
        QCoreApplication.processEvents()
        panel.resize(width, height)
        QCoreApplication.processEvents()
        image = panel.grab().toImage()
        panel.close()
        if image.width() != width or image.height() != height:
            image = image.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
        app.processEvents()
        if language:  # an app that goes on (a test) gets its language back
            languages.remove()
            QLocale.setDefault(locale)
        return image


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("screenshot", help="render the table of a deal into a PNG file")
    parser.add_argument("code", help="a game code such as YU1-C-AAAAAAB")
    parser.add_argument("out", help="the PNG file to write")
    parser.add_argument("--size", metavar="WxH",
                        help=f"image size in pixels (default {DEFAULT_SIZE[0]}x{DEFAULT_SIZE[1]})")
    parser.add_argument("--lang", metavar="LANG", type=language_choice,
                        help=f"language of the game bar: en (the default), "
                             f"{', '.join(code for code in LANGUAGES if code != 'en')}, or {SYSTEM}")
    parser.add_argument("--deck", metavar="NAME", help="the card deck, by the name 'decks' lists (default classic)")
    parser.add_argument("--back", metavar="NAME", help="the card back (default blue; deck: the deck's own back)")
    parser.add_argument("--table", metavar="NAME", help="the table colour (default green)")
    parser.set_defaults(handler=command_screenshot)
