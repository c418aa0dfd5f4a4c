"""The dialogs' shared helpers, on real widgets: explanation lines, sizes, button rows, questions, language changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout

from yukon_qt.ui.dialogs.common import (
    TranslatedDialog,
    ask,
    button_box,
    explanation_label,
    indent,
    readable_width,
    room_on_screen,
    secondary_colour,
    text_size,
)


def test_an_explanation_wraps_is_indented_and_is_written_lighter(qtbot):
    label = explanation_label("A card goes on a card of the opposite colour, exactly one rank higher.")
    plain = QLabel()
    for widget in (label, plain):
        qtbot.addWidget(widget)
    assert label.wordWrap()
    assert label.contentsMargins().left() == indent(label) == label.fontMetrics().height() + 8
    text = plain.palette().color(QPalette.ColorRole.WindowText)
    background = plain.palette().color(QPalette.ColorRole.Window)
    colour = label.palette().color(QPalette.ColorRole.WindowText)
    # Seven tenths of the way from the background to the text colour.
    expected = [round(0.7 * getattr(text, part)() + 0.3 * getattr(background, part)())
                for part in ("red", "green", "blue")]
    assert [colour.red(), colour.green(), colour.blue()] == expected
    assert colour != text and colour == secondary_colour(plain.palette())


def test_sizes_are_counted_in_average_characters_and_lines(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    metrics = label.fontMetrics()
    assert text_size(label, 75, 40) == QSize(metrics.averageCharWidth() * 75, metrics.lineSpacing() * 40)
    assert readable_width(label) == metrics.averageCharWidth() * 50
    assert readable_width(label, 45) == metrics.averageCharWidth() * 45


def test_the_room_on_screen_is_the_free_area_less_the_window_frame(qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    free = dialog.screen().availableGeometry().size()
    frame = dialog.frameGeometry().size() - dialog.geometry().size()
    assert room_on_screen(dialog) == QSize(free.width() - frame.width(), free.height() - frame.height())
    assert room_on_screen(dialog).width() <= free.width()


@pytest.mark.parametrize(("button", "result"), [(QDialogButtonBox.StandardButton.Ok, QDialog.DialogCode.Accepted),
                                               (QDialogButtonBox.StandardButton.Close, QDialog.DialogCode.Rejected)])
def test_the_button_row_accepts_or_rejects_its_dialog(qtbot, button, result):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    row = button_box(dialog, QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
    QVBoxLayout(dialog).addWidget(row)
    dialog.setResult(-1)
    dialog.show()
    QTest.mouseClick(row.button(button), Qt.MouseButton.LeftButton)
    assert dialog.result() == result and not dialog.isVisible()


def answer_question(how: str, seen: list) -> None:
    """When the question opens: note what it shows, then click a button by its text, or press Escape."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append((box.objectName(), box.windowTitle(), box.text(), box.informativeText(),
                     box.defaultButton().text(), [button.text() for button in box.buttons()]))
        if how == "Escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
        else:
            [button] = [b for b in box.buttons() if b.text() == how]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


@pytest.mark.parametrize(("how", "answer"), [("&Play", True), ("&Wait", False), ("Escape", False)])
def test_a_question_with_buttons_of_its_own(qtbot, how, answer):
    seen = []
    answer_question(how, seen)
    assert ask(None, "Yukon Solitaire", "Play now?", "Or later.", "&Play", "&Wait",
               yes_by_default=False, name="playQuestion") is answer
    [(name, title, text, details, default, buttons)] = seen
    assert (name, title, text, details) == ("playQuestion", "Yukon Solitaire", "Play now?", "Or later.")
    assert default == "&Wait" and sorted(buttons) == ["&Play", "&Wait"]


def test_a_question_offers_its_yes_by_default(qtbot):
    seen = []
    answer_question("&Play", seen)
    assert ask(None, "Yukon Solitaire", "Play now?", "", "&Play", "&Wait")
    assert seen[0][3] == "" and seen[0][4] == "&Play"


class Counted(TranslatedDialog):
    def __init__(self) -> None:
        super().__init__()
        self.times = 0

    def retranslate(self) -> None:
        self.times += 1


def test_a_translated_dialog_retranslates_on_each_change_of_language(qtbot):
    dialog = Counted()
    qtbot.addWidget(dialog)
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.FontChange))
    QApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.times == 2


def test_a_delayed_progress_shows_only_when_the_search_lasts_and_cancel_is_heard(qtbot):
    from PySide6.QtWidgets import QWidget

    from yukon_qt.ui.dialogs.common import DelayedProgress

    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    progress = DelayedProgress(window, "someProgress", 100)
    progress.open("Title", "Cancel", "Looking…")
    progress.close()  # a quick search: nothing was ever shown
    assert not any(timer.isActive() for timer in progress.findChildren(QTimer))  # nor will be
    assert progress.dialog is None
    cancels = []
    progress.canceled.connect(lambda: cancels.append(1))
    progress.open("Title", "Cancel", "Looking…")
    dialog = progress.dialog
    assert dialog is not None and not dialog.isVisible() and dialog.objectName() == "someProgress"
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    progress.set_progress(3, 10)
    progress.set_label("Position 3 of 10")
    assert (dialog.maximum(), dialog.value(), dialog.labelText()) == (10, 3, "Position 3 of 10")
    from PySide6.QtWidgets import QPushButton

    [cancel] = dialog.findChildren(QPushButton)
    QTest.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert cancels == [1]
    progress.close()
    assert progress.dialog is None
