"""Ending the app with a signal (SIGTERM from the system, SIGINT from a terminal) saves the game first.

Qt's event loop runs in C++, so a Python signal handler would only run at the
next Python call, maybe never.  The signal number is written to a pipe (a socket
on Windows; ``signal.set_wakeup_fd``) that a QSocketNotifier watches: the Qt loop wakes,
and the window is closed as if the player had closed it (the game and the
window's place are saved), then the application quits, dialogs included.

Nothing may hold the app up once a quit signal came: an error while closing
is logged but shows no message box, and every event loop is ended, also the
one of an error message shown outside the application's own loop (while the
app starts or ends), where ``QApplication.quit`` alone does nothing.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer

log = logging.getLogger(__name__)

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))


class QuitOnSignals(QObject):
    """While it lives, the quit signals call ``close`` (once) and then ``quit`` from the Qt event loop."""

    def __init__(self, close: Callable[[], object], quit: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._close, self._quit = close, quit
        self._received: list[int] = []
        self._reader, self._writer = _wakeup_pair()
        self._previous_wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, self._noted) for number in QUIT_SIGNALS}
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _noted(self, number: int, _frame) -> None:
        # Runs between two Python instructions, maybe in the middle of saving: only note it here.
        self._received.append(number)

    def _woken(self, *_args) -> None:
        try:
            while self._reader.read(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass
        # The Python handler has run by now (it runs before this method's first instruction).
        if self._received:
            log.info("quitting on signal %s", self._received[0])
            self._received.clear()
            QTimer.singleShot(0, self._close_and_quit)

    def _close_and_quit(self) -> None:
        from yukon_qt import crash

        crash.stop_messages()
        try:
            self._close()
        finally:
            self._quit()
            QCoreApplication.exit(0)  # the loops quit() does not reach (a message's own, outside exec)

    def restore(self) -> None:
        """Put the earlier handlers back (the app has finished)."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous_wakeup)
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._reader.close()
        self._writer.close()


class _PipeEnd:
    """One end of a non-blocking pipe, read and closed like a socket here."""

    def __init__(self, descriptor: int) -> None:
        os.set_blocking(descriptor, False)
        self.descriptor = descriptor

    def fileno(self) -> int:
        return self.descriptor

    def read(self, size: int) -> bytes:
        return os.read(self.descriptor, size)

    def close(self) -> None:
        os.close(self.descriptor)


class _SocketEnd:
    def __init__(self, end) -> None:
        end.setblocking(False)
        self.end = end

    def fileno(self) -> int:
        return self.end.fileno()

    def read(self, size: int) -> bytes:
        return self.end.recv(size)

    def close(self) -> None:
        self.end.close()


def _wakeup_pair():
    """(reader, writer) for signal.set_wakeup_fd: a pipe, or on Windows (which wants a socket) a socket pair."""
    if sys.platform == "win32":
        import socket  # not on other systems: importing it costs start-up time

        return tuple(_SocketEnd(end) for end in socket.socketpair())
    reader, writer = os.pipe()
    return _PipeEnd(reader), _PipeEnd(writer)
