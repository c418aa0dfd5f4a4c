"""The Qt interface: model over the engine, card table view, dialogs, main window."""

import ctypes
import platform
import sys


def _keep_none_alive() -> None:
    """Guard against PySide6 builds whose void methods drop a reference to ``None``.

    Some PySide6 releases (6.12.0 seen) return ``None`` from every void C++
    method without taking a reference, as if ``None`` were immortal, which it
    only is from Python 3.12 on.  On 3.11 a few thousand painter or widget
    calls then bring its count to zero and the interpreter aborts.  Giving
    ``None`` a huge reference count makes it as good as immortal, as in 3.12.
    """
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < 1 << 40:
        count.value += 1 << 42


_keep_none_alive()
