"""Start the game window: the application, language, error hook, and the main window."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import cast

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import GameCode

log = logging.getLogger(__name__)

DESKTOP_FILE_NAME = "io.github.yukonsolitaire.YukonSolitaire"  # packaging/linux/<this>.desktop
ICON_FILE = ("icons", "yukon-solitaire.svg")  # in the resources folder


def set_window_icon(app) -> bool:
    """Give the app's windows the Yukon Solitaire icon; False (and a log line) if it cannot be read."""
    from PySide6.QtGui import QIcon

    from yukon_qt.paths import resources_dir

    path = resources_dir().joinpath(*ICON_FILE)
    icon = QIcon(str(path))
    if icon.isNull() or not icon.availableSizes() and icon.pixmap(32).isNull():
        log.warning("the window icon %s cannot be read", path)
        return False
    app.setWindowIcon(icon)
    return True


def apply_language(switcher, choice: str) -> None:
    """Install the translations for ``choice``; if they cannot be loaded, the game goes on in English."""
    try:
        switcher.apply(choice)
    except (ImportError, OSError, ValueError) as error:
        log.warning("the translations for %r cannot be loaded: %s", choice, error)


def follow_language_setting(settings):
    """Apply the ``language`` setting now and whenever it changes; returns the switcher."""
    from yukon_qt.i18n import LanguageSwitcher

    switcher = LanguageSwitcher()
    apply_language(switcher, settings.get("language"))

    def changed(name: str) -> None:
        if name == "language":
            apply_language(switcher, settings.get("language"))

    settings.changed.connect(changed)
    return switcher


def hold_a_saved_game():
    """The saved game this copy of the app keeps its game in: the player's own, or, while another
    running copy has that one, a separate one if the player wants it (None: open nothing)."""
    from yukon_qt.saved_game import SavedGame, first_free_slot, saved_game_path

    saved = SavedGame(saved_game_path())
    if saved.try_hold():
        return saved
    # Only now: the question's widgets cost start-up time that a first copy need not spend.
    from yukon_qt.ui.window.start_questions import ask_for_a_separate_game, tell_no_slot_left

    if not ask_for_a_separate_game():
        return None
    separate = first_free_slot()
    if separate is None:
        tell_no_slot_left()
    return separate


def deal_to_open(code: GameCode | None, saved) -> GameCode | None:
    """The deal asked for on the command line, unless the player would rather go on with the game in progress."""
    if code is None:
        return None
    from yukon_qt.ui.window.start_questions import ask_to_replace_game, game_in_progress

    in_progress = game_in_progress(saved.peek())
    if in_progress is None:
        return code
    return code if ask_to_replace_game(*in_progress, code) else None


def run_app(args: argparse.Namespace) -> int:
    from yukon_qt import crash
    from yukon_qt.settings import Settings
    from yukon_qt.ui.window.main_window import MainWindow

    app = cast(QApplication, QApplication.instance()) or QApplication(sys.argv[:1])
    app.setApplicationName("yukon-solitaire")
    app.setApplicationDisplayName("Yukon Solitaire")
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    window: MainWindow | None = None

    def save_game() -> None:
        if window is not None:  # an error while the window is built: the saved game on disk stays as it was
            window.save_game_now()

    # Before anything else can go wrong: an error while the window is built is logged and told too.
    crash.install_exception_hook(save_game)
    settings = Settings.load()
    follow_language_setting(settings)
    saved = hold_a_saved_game()
    if saved is None:
        return 0
    code = deal_to_open(getattr(args, "game_code", None), saved)
    window = MainWindow(settings, code=code, saved=saved)
    quit_signals = []

    def watch_quit_signals() -> None:  # SIGTERM and Ctrl+C save the game too (nothing to save before)
        from yukon_qt.ui.window.quit_signals import QuitOnSignals

        quit_signals.append(QuitOnSignals(window.close, app.quit))

    window.first_frame_shown.connect(watch_quit_signals)
    # Reading the SVG icon and handing it to the window system takes some 5 ms: after the first frame.
    window.first_frame_shown.connect(lambda: set_window_icon(app))
    window.show()
    quit_after = getattr(args, "quit_after", None)
    if quit_after is not None:
        QTimer.singleShot(max(0, quit_after), window.close)
    app.setQuitOnLastWindowClosed(True)
    try:
        return app.exec()
    finally:
        for watcher in quit_signals:
            watcher.restore()
