"""Which installed deck keeps its parsed SVG file: one at a time, and only while it draws.

A parsed deck holds QtSvg's tree of the whole file, from 1 MB (Standard) to
almost 40 MB (Dondorf), while the cards drawn from it are in the picture cache
(``picture_cache.py``).  So only the deck that drew last keeps its renderer:
when another deck draws, the first one's goes; and when no card has been drawn
for ``IDLE_MS`` (the deck's cards are on the table by then, and drawn ahead
into the picture cache, ``preparer.py``), that one goes too.  A deck whose
renderer went parses its file again for the next card the cache lacks (up to
a third of a second for the largest deck), and keeps it while it draws.

glibc keeps the memory a freed renderer held for the process (its heap has
holes, and the threshold for giving memory back grows with each large block
freed), so it is handed back to the system each time: ``malloc_trim``; and
so is the memory of a deck's card pictures once another deck's are drawn.
"""

from __future__ import annotations

import sys
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

IDLE_MS = 10000  # a deck that drew no card for this long lets its renderer go
GIVE_BACK_MS = 500  # after a switch of deck: its cards are drawn by then


class Holder(Protocol):
    def drop_renderer(self) -> None: ...


_holder: Holder | None = None  # the deck whose renderer is alive, if any
_timer: QTimer | None = None
_give_back_timer: QTimer | None = None


def used(deck: Holder) -> None:
    """``deck`` drew with its renderer: another deck's goes, and this one's goes after ``IDLE_MS`` of no use."""
    global _holder
    if _holder is not None and _holder is not deck:
        _let_go()
    _holder = deck
    timer = _idle_timer()
    if timer is not None:
        timer.start(IDLE_MS)


def let_go() -> None:
    """No renderer kept (the next card the picture cache lacks parses its deck's file again)."""
    if _timer is not None and _valid(_timer):
        _timer.stop()
    _let_go()


def holder() -> Holder | None:
    return _holder


def _let_go() -> None:
    global _holder
    deck, _holder = _holder, None
    if deck is not None:
        deck.drop_renderer()
        give_back_memory()


def _idle_timer() -> QTimer | None:
    global _timer
    _timer = _app_timer(_timer, _let_go)
    return _timer


def give_back_memory_soon() -> None:
    """The cards' pictures of another deck are being made: the old ones' memory is handed back once the new
    ones are drawn (``GIVE_BACK_MS``), or it stays with the process, in holes between them."""
    global _give_back_timer
    _give_back_timer = _app_timer(_give_back_timer, give_back_memory)
    if _give_back_timer is not None:
        _give_back_timer.start(GIVE_BACK_MS)


def _app_timer(timer: QTimer | None, slot) -> QTimer | None:
    """``timer``, or a new single-shot one calling ``slot``, made with the application (none without one:
    it would never run)."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    if timer is None or not _valid(timer) or timer.parent() is not app:
        timer = QTimer(app)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
    return timer


def _valid(item: QObject) -> bool:
    from shiboken6 import Shiboken

    return Shiboken.isValid(item)


def give_back_memory() -> None:
    """Hand the heap's free memory back to the system, where the C library can (glibc's ``malloc_trim``)."""
    if not sys.platform.startswith("linux"):
        return  # macOS's and Windows's allocators give large blocks back on their own
    import ctypes

    try:
        trim = ctypes.CDLL(None).malloc_trim  # the C library the game runs on
    except (OSError, AttributeError):
        return  # not glibc (musl has no such call)
    trim.argtypes = [ctypes.c_size_t]
    trim(0)
