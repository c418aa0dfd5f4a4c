"""The Qt interface: model over the engine, card table view, dialogs, main window."""

import ctypes
import platform
import sys


def _keep_singletons_alive() -> None:
    """Guard against PySide6 builds that drop references to ``None``, ``True`` and ``False``.

    Some PySide6 releases (6.12.0 seen) return ``None`` from every void C++
    method without taking a reference, as if ``None`` were immortal, which it
    only is from Python 3.12 on; ``True``/``False`` lose references the same
    way on some paths.  On 3.11 a few thousand painter or widget calls then
    bring a count to zero and the interpreter aborts.  A huge reference count
    makes these objects as good as immortal, as they are in 3.12.
    """
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < 1 << 40:
            count.value += 1 << 42


_keep_singletons_alive()
