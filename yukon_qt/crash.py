"""What happens on an unexpected error: log it, save the game, tell the player briefly.

The full traceback goes to ``log_dir()/yukon-solitaire.log`` (rotated, a few
small files at most).  The player sees a short translated message naming that
file, never a traceback.  Without a QApplication (the command line), one line
goes to standard error instead.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication

from yukon_qt import paths

LOG_NAME = "yukon-solitaire.log"
LOG_MAX_BYTES = 512 * 1024
LOG_BACKUPS = 3
# An error that repeats (say in every repaint) is logged each time but shown at most this often.
MESSAGE_INTERVAL_SECONDS = 10.0
LOG_SETUP_DELAY_MS = 1000

log = logging.getLogger("yukon_qt")

_before_message: Callable[[], None] = lambda: None
_last_message_time: float | None = None
_showing_message = False
_handler: logging.Handler | None = None
_bridge = None  # a QObject in the main thread that carries errors from other threads there


def log_path() -> Path:
    return paths.log_dir() / LOG_NAME


def setup_logging() -> Path:
    """Send the ``yukon_qt`` loggers to the rotating log file and return its path.

    Called again after the log folder moved (tests do that), the old file is let go.
    """
    global _handler
    import logging.handlers  # not at module level: it costs start-up time and is needed only here

    path = log_path()
    if _handler is not None:
        if Path(_handler.baseFilename) == path.absolute():
            return path
        log.removeHandler(_handler)
        _handler.close()
        _handler = None
    try:
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True
        )
    except OSError as error:
        print(f"yukon-solitaire: cannot write the log {path}: {error}", file=sys.stderr)
        return path
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    _handler = handler
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)
    return path


def install_exception_hook(before_message: Callable[[], None]) -> None:
    """Route uncaught exceptions (main thread and other threads) to :func:`handle_exception`.

    ``before_message`` runs first (it saves the game); if it fails, that is logged too.
    """
    global _before_message
    _before_message = before_message
    sys.excepthook = handle_exception
    threading.excepthook = _handle_thread_exception
    _make_bridge()
    if _bridge is not None:
        # The log file is opened a moment after start-up so it does not delay the first frame;
        # an error before then opens it at once.
        from PySide6.QtCore import QTimer

        QTimer.singleShot(LOG_SETUP_DELAY_MS, setup_logging)
    else:
        setup_logging()


def handle_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """Log the error, save the game, then show a short message (or one stderr line without a window)."""
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    path = setup_logging()
    log.error("unexpected error", exc_info=(exc_type, exc, tb))
    if _showing_message:
        return  # an error while the message is up: logged, not shown again
    saved = _run_before_message()
    _tell_player(path, saved)


def _run_before_message() -> bool:
    try:
        _before_message()
    except Exception:  # the game could not be saved: log that too, still tell the player
        log.exception("the game could not be saved after an unexpected error")
        return False
    return True


def _tell_player(path: Path, saved: bool) -> None:
    global _last_message_time, _showing_message
    if saved:
        template = QCoreApplication.translate(
            "Crash", "Something went wrong. Your game was saved. Details are in {path}.")
    else:
        template = QCoreApplication.translate(
            "Crash", "Something went wrong, and your game could not be saved. Details are in {path}.")
    text = template.format(path=path)
    if not _can_show_window():
        print(f"yukon-solitaire: {text}", file=sys.stderr)
        return
    now = time.monotonic()
    if _last_message_time is not None and now - _last_message_time < MESSAGE_INTERVAL_SECONDS:
        return
    _last_message_time = now
    _showing_message = True
    try:
        _show_message(_with_link(template, path))
    except Exception:
        log.exception("the error message could not be shown")
        print(f"yukon-solitaire: {text}", file=sys.stderr)
    finally:
        _showing_message = False


def _with_link(template: str, path: Path) -> str:
    """The sentence as rich text, the log path a link that opens the file (paths wrap badly as plain text)."""
    from html import escape

    from PySide6.QtCore import QUrl

    link = f'<a href="{escape(QUrl.fromLocalFile(str(path)).toString())}">{escape(str(path))}</a>'
    before, _, after = template.partition("{path}")
    return f"<p>{escape(before)}{link}{escape(after)}</p>"


def _can_show_window() -> bool:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    return isinstance(app, QApplication) and threading.current_thread() is threading.main_thread()


def _show_message(text: str) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Crash", "Yukon Solitaire"),
        text,
        QMessageBox.StandardButton.Ok,
        QApplication.activeWindow(),
    )
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.exec()


def _handle_thread_exception(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    info = (args.exc_type, args.exc_value, args.exc_traceback)
    if threading.current_thread() is threading.main_thread():
        handle_exception(*info)
    elif _bridge is not None:
        # Saving the game and showing a window must happen in the main thread: a queued signal takes it there.
        _bridge.report.emit(info)
    else:
        # No application to report to: log it, and leave the game alone (it is not this thread's to save).
        path = setup_logging()
        log.error("unexpected error in thread %s", getattr(args.thread, "name", "?"), exc_info=info)
        text = QCoreApplication.translate("Crash", "Something went wrong. Details are in {path}.")
        print(f"yukon-solitaire: {text.format(path=path)}", file=sys.stderr)


def _make_bridge() -> None:
    """Create the main-thread messenger when a Qt application already runs (else errors in threads are only logged)."""
    global _bridge
    if _bridge is not None:
        return
    from PySide6.QtCore import QObject, Signal, Slot

    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return

    class Bridge(QObject):
        report = Signal(object)

        def __init__(self) -> None:
            super().__init__()
            self.report.connect(self.handle)

        @Slot(object)
        def handle(self, info: tuple) -> None:
            handle_exception(*info)

    _bridge = Bridge()
