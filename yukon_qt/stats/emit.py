"""Emitting a Qt signal from Python without PySide6 6.12.0's reference-count bug.

In PySide6 6.12.0, ``SignalInstance.emit()`` returns ``True`` without adding a
reference to it, so every emit from Python takes one reference away from
``True``; after a few hundred emits Python aborts with "bool_dealloc:
deallocating True or False".  :func:`emit` gives the reference back, and only
when this PySide6 is measured to have the bug, so it is harmless elsewhere.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def _emit_takes_a_reference() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(3):
        probe.ping.emit()
    taken = before - sys.getrefcount(True)
    if taken == 3:
        for _ in range(3):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
        return True
    return False


EMIT_TAKES_A_REFERENCE = _emit_takes_a_reference()


def emit(signal, *args) -> None:
    """``signal.emit(*args)``, correcting the reference count where PySide6 gets it wrong."""
    result = signal.emit(*args)
    if EMIT_TAKES_A_REFERENCE and result is not None:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(result))
