"""What happens on an unexpected error: log it, save the game, tell the player briefly.

The full traceback goes to ``log_dir()/yukon-solitaire.log`` (rotated, a few
small files at most).  The player sees a short translated message naming that
file, never a traceback.  Without a QApplication (the command line), one line
goes to standard error instead.

Handling an error must never make things worse: an error raised while one is
handled (by the save, the message box, the log) is logged once and goes no
further; the same error again and again (say in every repaint) is logged a few
times, then once more as a count, then only counted; and a log that cannot be
written costs one short line on standard error, never a traceback.
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
# An error that repeats (say in every repaint) is shown at most this often.
MESSAGE_INTERVAL_SECONDS = 10.0
# The same error (same type, raised at the same place) is logged this many times, then one line says it goes on.
REPEATS_LOGGED = 3
LOG_SETUP_DELAY_MS = 1000

log = logging.getLogger("yukon_qt")

def _nothing_to_save() -> None:
    return None


_before_message: Callable[[], None] = _nothing_to_save
_last_message_time: float | None = None
_handling = False  # an error is being handled: another one now is only logged
_quitting = False  # the app is ending on a signal: no window may hold it up
_seen: dict[tuple, int] = {}  # how often each error (type and place) happened
_log_failed = False  # the log file could not be written (told once on stderr)
_handler: logging.FileHandler | None = None
_bridge = None  # a QObject in the main thread that carries errors from other threads there


def log_path() -> Path:
    return paths.log_dir() / LOG_NAME


def setup_logging() -> Path:
    """Send the ``yukon_qt`` loggers to the rotating log file and return its path.

    Called again after the log folder moved (tests do that), the old file is let go.
    """
    global _handler, _log_failed
    import logging.handlers  # not at module level: it costs start-up time and is needed only here

    if _handler is None:
        # Finding the folder may log that it cannot be made; the handler's own line says that.
        log.addHandler(_silence)
    try:
        path = log_path()
    finally:
        log.removeHandler(_silence)
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
        _log_unwritable(path, error)
        log.removeHandler(_waiting)
        return path
    # logging would print a traceback for every record it cannot write: one line, once, instead.
    handler.handleError = lambda record: _log_unwritable(path, sys.exc_info()[1])  # type: ignore[method-assign]  # one handler's own way to fail
    _log_failed = False
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    _handler = handler
    if _waiting in log.handlers:
        log.removeHandler(_waiting)
        _waiting.hand_over(handler)
    if log.level == logging.NOTSET or log.level > logging.INFO:
        log.setLevel(logging.INFO)
    return path


_silence = logging.NullHandler()


def _log_unwritable(path: Path, error: BaseException | None) -> None:
    """The log cannot be written (no folder, no permission, a full disk): one line on stderr, once.

    This replaces logging's own report, a traceback headed "--- Logging error ---".
    """
    global _log_failed
    if _log_failed:
        return
    _log_failed = True
    reason = getattr(error, "strerror", None) or str(error or "unknown error")
    _say(f"yukon-solitaire: cannot write the log {path}: {reason}")


def _say(text: str) -> None:
    """One line on standard error, if there is one (a windowed app on Windows has none)."""
    try:
        if sys.stderr is not None:
            print(text, file=sys.stderr, flush=True)
    except Exception:  # noqa: BLE001 - nowhere left to tell
        pass


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
        # an error before then opens it at once, and what is logged meanwhile waits for it
        # (instead of going to the terminal).
        from PySide6.QtCore import QTimer

        if _handler is None and _waiting not in log.handlers:
            log.addHandler(_waiting)
            if log.level == logging.NOTSET or log.level > logging.INFO:
                log.setLevel(logging.INFO)
        QTimer.singleShot(LOG_SETUP_DELAY_MS, setup_logging)
    else:
        setup_logging()


class _Waiting(logging.Handler):
    """Keeps what is logged before the log file is opened, to be written there once it is."""

    LIMIT = 200

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.LIMIT:
            # Kept as text: an error among the arguments, or the one logged, would keep its traceback's
            # frames, and everything they hold (a deck's parsed file, for one), alive until the log opens.
            record.msg, record.args = record.getMessage(), None
            if record.exc_info:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
                record.exc_info = None
            self.records.append(record)

    def hand_over(self, handler: logging.Handler) -> None:
        records, self.records = self.records, []
        for record in records:
            handler.handle(record)


_waiting = _Waiting()


def handle_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """Log the error, save the game, then show a short message (or one stderr line without a window)."""
    global _handling
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    if _handling:
        # Raised by the save, the message or the log of another error: logged, and no further.
        _log_error("another unexpected error while handling one", (exc_type, exc, tb))
        return
    _handling = True
    try:
        _handle(exc_type, exc, tb)
    except Exception:  # noqa: BLE001 - the handler itself failed: logged once, never a loop
        _log_error("the unexpected error could not be handled", sys.exc_info())
    finally:
        _handling = False


def _handle(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    path = setup_logging()
    if not _log_error("unexpected error", (exc_type, exc, tb)):
        return  # the same error again: the first ones were saved for and told
    saved = _run_before_message()
    _tell_player(path, saved)


def _log_error(message: str, info: tuple) -> bool:
    """Log an error with its traceback, unless it has been logged :data:`REPEATS_LOGGED` times
    already; returns whether it was (or would have been, were the log working).  Never raises."""
    key = _place(info[0], info[2])
    count = _seen.get(key, 0) + 1
    if len(_seen) < 1000 or key in _seen:
        _seen[key] = count
    try:
        if count <= REPEATS_LOGGED:
            log.error(message, exc_info=info)
        elif count == REPEATS_LOGGED + 1:
            name, file, line = key
            log.error("%s at %s:%s happened again; from now on it is not logged", name, file, line)
    except Exception:  # noqa: BLE001 - a broken log must not raise from the error handler
        pass
    return count <= REPEATS_LOGGED


def _place(exc_type: type[BaseException], tb: TracebackType | None) -> tuple[str, str, int]:
    """What makes two errors "the same": their type and the line that raised them."""
    name = getattr(exc_type, "__qualname__", str(exc_type))
    last = None
    while tb is not None:
        last, tb = tb, tb.tb_next
    if last is None:
        return name, "", 0
    return name, last.tb_frame.f_code.co_filename, last.tb_lineno


def stop_messages() -> None:
    """The app is ending (a quit signal): from now on errors are logged, and no window holds the app up."""
    global _quitting
    _quitting = True


def _run_before_message() -> bool:
    try:
        _before_message()
    except Exception:  # the game could not be saved: log that too, still tell the player
        _log_error("the game could not be saved after an unexpected error", sys.exc_info())
        return False
    return True


def _tell_player(path: Path, saved: bool) -> None:
    global _last_message_time
    if _log_failed and saved:  # the log cannot be written: no details to point to
        template = QCoreApplication.translate("Crash", "Something went wrong. Your game was saved.")
    elif _log_failed:
        template = QCoreApplication.translate("Crash", "Something went wrong, and your game could not be saved.")
    elif saved:
        template = QCoreApplication.translate(
            "Crash", "Something went wrong. Your game was saved. Details are in {path}.")
    else:
        template = QCoreApplication.translate(
            "Crash", "Something went wrong, and your game could not be saved. Details are in {path}.")
    from yukon_qt.i18n import left_to_right
    from yukon_qt.ui import crash_message  # Qt's GUI modules only when a message is shown

    text = template.replace("{path}", left_to_right(path))
    if _quitting or not crash_message.can_show_window():
        _say(f"yukon-solitaire: {text}")
        return
    now = time.monotonic()
    if _last_message_time is not None and now - _last_message_time < MESSAGE_INTERVAL_SECONDS:
        return
    _last_message_time = now
    try:
        crash_message.show_message(crash_message.rich_text(template, path))
    except Exception:
        _log_error("the error message could not be shown", sys.exc_info())
        _say(f"yukon-solitaire: {text}")


def _handle_thread_exception(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit or args.exc_value is None:
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
        if _log_error(f"unexpected error in thread {getattr(args.thread, 'name', '?')}", info):
            from yukon_qt.i18n import left_to_right

            text = QCoreApplication.translate("Crash", "Something went wrong. Details are in {path}.")
            _say(f"yukon-solitaire: {text.replace('{path}', left_to_right(path))}")


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
