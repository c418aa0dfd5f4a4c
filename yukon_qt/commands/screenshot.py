"""``screenshot CODE OUT.png [--size WxH] [--lang LANG]``: the table of a deal, rendered offscreen."""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

from yukon_qt.commands.common import ExitError, parse_code

DEFAULT_SIZE = (1280, 800)


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not match:
        raise ExitError(f"bad size {text!r}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    width, height = int(match.group(1)), int(match.group(2))
    if not (400 <= width <= 8000 and 300 <= height <= 8000):
        raise ExitError(f"bad size {text!r}: from 400x300 to 8000x8000")
    return width, height


def language_choice(text: str) -> str:
    """The ``--lang`` value: a language the game has, or ``system``.

    Qt is imported only here, when the option is given (the list lives with the translations).
    """
    from yukon_qt.i18n import LANGUAGES, SYSTEM

    choice = text.strip().lower()
    if choice in LANGUAGES or choice == SYSTEM:
        return choice
    raise argparse.ArgumentTypeError(f"unknown language '{text}': choose from {', '.join([*LANGUAGES, SYSTEM])}")


def command_screenshot(args: argparse.Namespace) -> int:
    code = parse_code(args.code)
    width, height = parse_size(args.size) if args.size else DEFAULT_SIZE
    out = Path(args.out)
    if not out.parent.exists():
        raise ExitError(f"cannot write {out}: no folder {out.parent}")
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    image = render_table(code, width, height, args.lang)
    if not image.save(str(out), "PNG"):
        raise ExitError(f"cannot write {out}")
    return 0


def render_table(code, width: int, height: int, language: str | None = None):
    """The table and game bar of the deal ``code`` as a QImage of exactly ``width`` x ``height``."""
    from PySide6.QtCore import QCoreApplication, QLocale, Qt
    from PySide6.QtWidgets import QApplication

    from yukon_qt.i18n import LanguageSwitcher
    from yukon_qt.settings import Settings
    from yukon_qt.ui.app import apply_language
    from yukon_qt.ui.model import GameModel
    from yukon_qt.ui.table_panel import TablePanel

    app = QApplication.instance() or QApplication([sys.argv[0]])
    languages = LanguageSwitcher()  # kept until the image is taken: its translators live as long as it does
    locale = QLocale()
    if language:
        apply_language(languages, language)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(Path(folder) / "settings.json")  # defaults, never read from or saved to the player's
        model = GameModel(code)
        panel = TablePanel(model, settings)
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
    parser.add_argument("--size", metavar="WxH", help=f"image size in pixels (default {DEFAULT_SIZE[0]}x{DEFAULT_SIZE[1]})")
    parser.add_argument("--lang", metavar="LANG", type=language_choice,
                        help="language of the game bar: en (the default), hi, tr, te, ha, or system")
    parser.set_defaults(handler=command_screenshot)
