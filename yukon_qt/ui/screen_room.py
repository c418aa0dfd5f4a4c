"""How large a window may open: never more than a share of its screen's free area (a 1366 x 768 laptop included)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget


def bounded_to_screen(widget: QWidget, size: QSize, share: float) -> QSize:
    """``size``, made no larger than ``share`` of the free area of the screen ``widget`` is on (if any)."""
    screen = widget.screen()
    if screen is None:
        return QSize(size)
    return size.boundedTo(screen.availableGeometry().size() * share)
