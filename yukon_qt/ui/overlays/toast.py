"""A short sentence over the bottom of the table that fades away by itself (never modal).

The note is one line when the table is wide enough for it; otherwise it is as
narrow as its lines allow, so they come out even and no word is left alone on
the last one.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPropertyAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

from yukon_qt.ui import speeds

SIDE_ROOM = 20  # the least felt left on each side of the note


def wrapped_lines(text: str, font: QFont, width: float) -> list[tuple[str, float]]:
    """The lines (their text and drawn width) of ``text`` word-wrapped at ``width``, as a label draws them."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append((text[line.textStart():line.textStart() + line.textLength()], line.naturalTextWidth()))
    layout.endLayout()
    return lines


def balanced_width(text: str, font: QFont, limit: int) -> int:
    """The narrowest width, at most ``limit``, that wraps ``text`` into no more lines than ``limit`` does.

    One line when the text fits; else the lines share the words evenly (the
    longest line is as short as it can be), instead of a full first line and a
    lone word under it.
    """
    limit = max(1, limit)
    lines = wrapped_lines(text, font, limit)
    if len(lines) <= 1:
        return min(limit, math.ceil(max((width for _, width in lines), default=0.0)))
    count = len(lines)
    low, high = 1, limit  # high always wraps into ``count`` lines or fewer
    while low < high:
        middle = (low + high) // 2
        if len(wrapped_lines(text, font, middle)) <= count:
            high = middle
        else:
            low = middle + 1
    return high


class Toast(QLabel):
    """Given a function that makes the sentence, a note still on screen follows a change of language."""

    shown = Signal(str)  # the words of a note just shown (a screen reader says them)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(
            "QLabel#toast { background: rgba(20, 24, 28, 215); color: #fff8e1; border-radius: 10px;"
            " padding: 10px 18px; font-size: 15px; }"
        )
        self._opacity = QGraphicsOpacityEffect(self)
        self._opacity.setOpacity(1.0)
        self.setGraphicsEffect(self._opacity)
        self._fade = QPropertyAnimation(self._opacity, b"opacity", self)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may end the reading time 5 % early
        self._timer.timeout.connect(self._fade_out)
        self._make_text: Callable[[], str] | None = None
        self.hide()

    def show_message(self, text: str | Callable[[], str]) -> None:
        self._fade.stop()
        self._opacity.setOpacity(1.0)
        self._make_text = text if callable(text) else None
        self.setText(text() if callable(text) else text)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(speeds.toast_shown(self.text()))
        self.shown.emit(self.text())

    def _fade_out(self) -> None:
        self._fade.setDuration(speeds.toast_fade())
        self._fade.start()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.ensurePolished()  # the style sheet's padding and font size
        padding = self.width() - self.contentsRect().width()
        room = max(120, parent.width() - 2 * SIDE_ROOM)
        self.setFixedWidth(min(room, balanced_width(self.text(), self.font(), room - padding) + padding))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._make_text is not None and self.isVisible():
            self.setText(self._make_text())
            self.place()
        super().changeEvent(event)
