"""The installed PySide6 keeps Python's reference counts right.

PySide6 6.12.0 dropped a reference to ``None`` on every void call and to
``True`` on every signal emit; on Python 3.11, where those objects are not
immortal, a few minutes of play then abort the interpreter.  pyproject.toml
excludes that release; this test catches any other release with the fault.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    ping = Signal(int)


def test_void_calls_and_emits_keep_none_true_and_false_counts():
    holder = _Emitter()
    holder.ping.connect(lambda value: None)
    before = [sys.getrefcount(x) for x in (None, True, False)]
    for i in range(5_000):
        holder.setObjectName("x")
        holder.blockSignals(False)
        holder.ping.emit(i)
    after = [sys.getrefcount(x) for x in (None, True, False)]
    assert [a - b for a, b in zip(after, before, strict=True)] == [0, 0, 0]
