"""Emitting signals from Python many times must not wear down the reference count of True."""

import sys

from PySide6.QtCore import QObject, Signal

from yukon_qt.stats.emit import emit


class Sender(QObject):
    changed = Signal()
    code = Signal(str)


def test_many_emits_keep_true_alive():
    sender = Sender()
    received = []
    sender.code.connect(received.append)
    before = sys.getrefcount(True), sys.getrefcount(False)
    for _ in range(3000):  # more than the references True has at start-up
        emit(sender.changed)
    emit(sender.code, "YU1-C-AAAAAAB")
    assert (sys.getrefcount(True), sys.getrefcount(False)) == before
    assert received == ["YU1-C-AAAAAAB"]
