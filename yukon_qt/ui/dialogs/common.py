"""What the dialogs share: explanation lines, sizes measured in text and bounded by the screen, the
row of standard buttons, questions with buttons of their own, texts that follow the language, and
a progress dialog for a search that may take a moment.

Every dialog wrote these again; kept here once, the dialogs look, size and
answer alike.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QProgressDialog, QWidget

READABLE_CHARACTERS = 50  # a comfortable line of wrapped explanation, in average characters
NO_SCREEN = 1 << 16  # the room a window has when it is on no screen (yet): any size fits


def secondary_colour(palette: QPalette) -> QColor:
    """Text colour for explanations: between the text and the background, still easy to read."""
    text = palette.color(QPalette.ColorRole.WindowText)
    background = palette.color(QPalette.ColorRole.Window)
    return QColor(
        round(text.red() * 0.7 + background.red() * 0.3),
        round(text.green() * 0.7 + background.green() * 0.3),
        round(text.blue() * 0.7 + background.blue() * 0.3),
    )


def indent(widget: QWidget) -> int:
    """How far explanation lines are indented: about the width of a check box and its gap."""
    return widget.fontMetrics().height() + 8


class WrappedLabel(QLabel):
    """A word-wrapped label that a grid layout gives every line it needs at the width it gets
    (a grid asks a label for its height before it knows the width, and a longer translation is cut)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


def explanation_label(text: str) -> QLabel:
    """A word-wrapped secondary line placed under a radio button or check box, indented to its text."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setContentsMargins(indent(label), 0, 0, 4)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, secondary_colour(palette))
    label.setPalette(palette)
    return label


def text_size(widget: QWidget, characters: int, lines: int) -> QSize:
    """The size of ``lines`` lines of ``characters`` average characters in ``widget``'s font."""
    metrics = widget.fontMetrics()
    return QSize(metrics.averageCharWidth() * characters, metrics.lineSpacing() * lines)


def readable_width(widget: QWidget, characters: int = READABLE_CHARACTERS) -> int:
    """A comfortable dialog width for wrapped explanations: about 50 average characters."""
    return text_size(widget, characters, 0).width()


def room_on_screen(window: QWidget) -> QSize:
    """The largest size ``window`` may take: its screen's free area less its window frame.

    A window on no screen yet has all the room it wants.
    """
    screen = window.screen()
    if screen is None:
        return QSize(NO_SCREEN, NO_SCREEN)
    free = screen.availableGeometry().size()
    frame_width = max(0, window.frameGeometry().width() - window.geometry().width())
    frame_height = max(0, window.frameGeometry().height() - window.geometry().height())
    return QSize(free.width() - frame_width, free.height() - frame_height)


def button_box(dialog: QDialog, buttons: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
    """The dialog's row of standard ``buttons``, wired as every dialog wires them: a button that
    accepts (OK) accepts the dialog, one that rejects (Cancel, Close, Escape) rejects it."""
    box = QDialogButtonBox(buttons)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


def ask(parent: QWidget | None, title: str, text: str, details: str, yes: str, no: str, *,
        yes_by_default: bool = True, name: str = "") -> bool:
    """Ask a question with two buttons of its own (texts with their access keys): True when ``yes``
    is chosen, False for ``no``, Escape or the window's close button.

    ``name`` is the box's object name, by which tests and style sheets find it.
    """
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    if name:
        box.setObjectName(name)
    if details:
        box.setInformativeText(details)
    yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    no_button = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(yes_button if yes_by_default else no_button)
    box.setEscapeButton(no_button)
    box.exec()
    return box.clickedButton() is yes_button


class TranslatedDialog(QDialog):
    """A dialog whose texts follow the player's language: ``retranslate()`` runs on every change of it."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class DelayedProgress(QObject):
    """A window-modal progress dialog with Cancel for a search in the background, shown only once the
    search has lasted ``delay_ms`` (a quick one shows nothing); ``canceled`` when the player cancels."""

    canceled = Signal()

    def __init__(self, window: QWidget, name: str, delay_ms: int) -> None:
        super().__init__(window)
        self.window = window
        self.name = name
        self.dialog: QProgressDialog | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._show)

    def open(self, title: str, cancel_text: str, label: str) -> None:
        """Prepare the dialog (a busy bar until :meth:`set_progress`), shown if the search lasts."""
        self.close()
        dialog = QProgressDialog(self.window)
        dialog.setObjectName(self.name)
        dialog.setWindowTitle(title)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setRange(0, 0)  # no end known yet: a busy bar
        dialog.setMinimumDuration(1 << 30)  # it never shows itself: the timer does
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.setCancelButtonText(cancel_text)
        dialog.setMinimumWidth(readable_width(dialog, 45))  # room for the label
        dialog.setLabelText(label)
        dialog.canceled.connect(self.canceled)
        self.dialog = dialog
        self._timer.start()

    def set_label(self, text: str) -> None:
        if self.dialog is not None:
            self.dialog.setLabelText(text)

    def set_progress(self, done: int, total: int) -> None:
        if self.dialog is not None:
            self.dialog.setRange(0, total)
            self.dialog.setValue(done)

    def close(self) -> None:
        """The search ended (or was cancelled): the dialog goes, shown or not."""
        self._timer.stop()
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.canceled.disconnect(self.canceled)
            dialog.close()
            dialog.deleteLater()

    def _show(self) -> None:
        if self.dialog is not None:
            self.dialog.show()
