"""A quicker answer to a question PySide asks of every module imported after it.

PySide lets a module switch on its optional features (``from __feature__ import
snake_case``).  To know which modules may, it looks at every module imported
after it for the word "PySide6" in its source, through ``inspect.getsource``:
the tokenizer and the line cache read each file, some 90 µs a module, 8 to 15 ms
of the game's start.  Reading the file's bytes gives the same answer in a few
microseconds, and the game's own modules need no reading: they all use PySide
with its features off, which is what PySide records for a module that names it
(and assumes for one it has not seen).  When PySide's internals are not as
expected, nothing is changed.
"""

from __future__ import annotations

import sys

FEATURE_MODULE = "shibokensupport.feature"
MARK = "_yukon_quick"
OWN_PACKAGE = "yukon_qt"


def quick_uses_pyside(module, fallback) -> bool:
    """Whether ``module``'s source file names PySide6, as PySide's own check answers it (the game's
    own modules count as naming it: to PySide, that means "uses PySide, no features")."""
    name = getattr(module, "__name__", "")
    if name == OWN_PACKAGE or name.startswith(OWN_PACKAGE + "."):
        return True
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)  # a compiled or built-in module, a package without a file: as PySide does
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return fallback(module)


def speed_up_feature_check() -> bool:
    """Replace PySide's source check by the quick one; False when PySide is not loaded or looks different."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or not callable(original):
        return False
    if getattr(original, MARK, False):
        return True

    def check(module) -> bool:
        return quick_uses_pyside(module, original)

    setattr(check, MARK, True)
    feature._mod_uses_pyside = check  # type: ignore[union-attr]
    return True
