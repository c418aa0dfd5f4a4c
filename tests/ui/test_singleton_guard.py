"""The interface survives PySide6 builds that drop references to None on every void call."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject

import yukon_qt.ui  # noqa: F401


def test_many_void_calls_leave_none_true_and_false_alive():
    holder = QObject()
    for _ in range(50_000):  # far more than the few thousand references None starts with on 3.11
        holder.setObjectName("x")
        holder.blockSignals(False)
    assert sys.getrefcount(None) > 10_000
    assert sys.getrefcount(True) > 10_000 and sys.getrefcount(False) > 10_000
