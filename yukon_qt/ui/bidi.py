"""Latin pieces (game codes, file paths, key names) inside sentences of a right-to-left language.

In an Arabic sentence a game code such as ``YU1-C-AAAAAAB`` next to a bracket or a full stop
may come out in pieces, the dashes and brackets taking the sentence's direction.  Wrapped in a
left-to-right isolate (U+2066 … U+2069) the code reads as one left-to-right word wherever it
sits; in a left-to-right language nothing is added.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

LEFT_TO_RIGHT_ISOLATE = "\u2066"
POP_DIRECTIONAL_ISOLATE = "\u2069"


def latin(text: object) -> str:
    """``text`` kept left to right inside the window's sentences (isolated when the window runs right to left)."""
    written = str(text)
    if QGuiApplication.isRightToLeft():
        return LEFT_TO_RIGHT_ISOLATE + written + POP_DIRECTIONAL_ISOLATE
    return written
