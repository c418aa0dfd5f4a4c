"""A short sentence over the bottom of the table that fades away by itself (never modal)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QPropertyAnimation, Qt, QTimer
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel, QWidget

from yukon_qt.ui import speeds


class Toast(QLabel):
    """Given a function that makes the sentence, a note still on screen follows a change of language."""

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
        self._fade.setDuration(speeds.TOAST_FADE)
        self._fade.setStartValue(1.0)
        self._fade.setEndValue(0.0)
        self._fade.finished.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade.start)
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
        self._timer.start(speeds.TOAST_SHOWN)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(parent.width() - 40, max(320, parent.width() // 2))
        self.setFixedWidth(max(120, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._make_text is not None and self.isVisible():
            self.setText(self._make_text())
            self.place()
        super().changeEvent(event)
