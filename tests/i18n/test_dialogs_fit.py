"""Every dialog at its default size shows every text of every language whole.

Each text is measured against its widget with the widget's own font metrics (the fonts the
README asks for, fonts-noto-core and fonts-noto-cjk, installed): a label's words against its
width (or, when it wraps, the lines they need against its height), a button's or a check box's
text against the button.  A translation longer than the English one must make the dialog grow,
never be cut.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QRadioButton, QTabBar, QToolButton, QWidget

from yukon_qt.engine import GameCode, Rule

from i18n_support import update

LANGUAGES = update.languages()


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def cut_texts(top: QWidget) -> list[str]:
    """The texts of ``top``'s visible widgets that their widget is too small for."""
    found = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or widget.width() <= 0:
            continue
        metrics = widget.fontMetrics()
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            room = widget.contentsRect().width() - 2 * widget.margin() - widget.indent() * (widget.indent() > 0)
            if widget.wordWrap() or widget.textFormat() == Qt.TextFormat.RichText or "<" in widget.text():
                if widget.heightForWidth(widget.width()) > widget.height():
                    found.append(f"label {widget.text()!r}: needs {widget.heightForWidth(widget.width())} px high, "
                                 f"has {widget.height()}")
            elif metrics.horizontalAdvance(plain(widget.text())) > room + 1:
                found.append(f"label {widget.text()!r}: {metrics.horizontalAdvance(plain(widget.text()))} px wide, "
                             f"has {room}")
        elif isinstance(widget, QToolButton) and widget.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
            continue  # an icon (the code field's clear button): its text is only read out
        elif isinstance(widget, QAbstractButton) and widget.text():
            text = metrics.horizontalAdvance(plain(widget.text()))
            if isinstance(widget, (QCheckBox, QRadioButton)):
                needed = widget.sizeHint().width()
            else:
                needed = text + metrics.averageCharWidth()  # the text and a little room at its ends
            if needed > widget.width() + 1:
                found.append(f"button {widget.text()!r}: needs {needed} px, has {widget.width()}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if metrics.horizontalAdvance(plain(widget.tabText(index))) > widget.tabRect(index).width():
                    found.append(f"tab {widget.tabText(index)!r}")
    return found


@pytest.fixture(params=LANGUAGES)
def language(request, settings, follow_language, qapp):
    settings.set("language", request.param)
    qapp.processEvents()
    return request.param


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    QCoreApplication.processEvents()  # the layout settles after the texts are in, through posted events
    return widget


def test_the_new_game_dialog_fits(qtbot, language):
    from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = shown(qtbot, NewGameDialog(GameCode.parse("YU1-C-AAAAAAB"), Rule.CLASSIC))
    assert cut_texts(dialog) == []


def test_the_preferences_dialog_fits(qtbot, language, settings):
    from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog

    dialog = shown(qtbot, PreferencesDialog(settings, solver_available=True))
    assert cut_texts(dialog) == []
    assert not dialog.scroll_area.verticalScrollBar().isVisible()


def test_the_statistics_dialog_fits(qtbot, language, tmp_path):
    from yukon_qt.stats.recorder import StatsRecorder
    from yukon_qt.ui.dialogs.statistics_dialog import StatisticsDialog

    recorder = StatsRecorder.open(tmp_path / "statistics.sqlite3")
    start = datetime(2026, 4, 1, 19, 0, tzinfo=UTC)
    for index in range(12):
        row = recorder.game_started(f"YU1-C-AAAAAA{'BCDEFGHJKLMN'[index]}", "classic", start + timedelta(hours=index),
                                    level=("easy", "medium", "hard", None)[index % 4])
        if index % 3:
            ended = start + timedelta(hours=index, minutes=5)
            recorder.game_won(row, 625, 120 + index, 300 + index, 1, 0, ended_at=ended)
        else:
            recorder.game_abandoned(row, 40, 12, 60, 0, 0, ended_at=start + timedelta(hours=index, minutes=1))
            recorder.winnable_decided(row, ("winnable", "lost", "unknown")[index % 9 // 3], "unknown")
    dialog = shown(qtbot, StatisticsDialog(recorder))
    assert dialog.level_box.isVisible()
    assert cut_texts(dialog) == []


def test_the_game_bar_and_toolbar_fit(qtbot, language, settings):
    from yukon_qt.model.solver_status import CHECKING

    from table_gestures import open_window

    settings.set("show_solver_status", True)
    window = open_window(qtbot, settings)
    # The solver's word on the deal comes when it comes: the bar is checked once it has come and the
    # bar has been laid out for it, not at whatever moment the search happens to end.
    qtbot.waitUntil(lambda: window.session.solver().status.state not in ("", CHECKING), timeout=60_000)
    QCoreApplication.processEvents()
    assert cut_texts(window.game_bar) == []


def test_the_check_finds_a_cut_label(qtbot):
    label = QLabel("A text far too long for the width it is given")
    label.setFixedWidth(60)
    box = QWidget()
    label.setParent(box)
    shown(qtbot, box)
    assert len(cut_texts(box)) == 1
    label.setFixedWidth(label.sizeHint().width())
    assert cut_texts(box) == []
