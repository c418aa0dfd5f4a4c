"""The refusal note over the table: one line when the table has room, else even lines with no lone word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption

from yukon_qt.engine import Card, Pile, Refusal
from yukon_qt.ui.messages import refusal_text

from table_gestures import card_point, drag, pile_point

LONGEST = (Refusal.NOT_NEXT_ON_FOUNDATION, Refusal.CARD_FACE_DOWN, Refusal.FOUNDATION_TO_FOUNDATION,
           Refusal.KING_ONLY_ON_EMPTY, Refusal.NOTHING_ON_ACE)


@pytest.fixture(params=["en", "te"])
def language(request, qapp):
    """The app's strings in English or in Telugu (the Telugu ones are longer in letters, shorter in words)."""
    from yukon_qt.i18n import LanguageSwitcher

    locale = QLocale()
    switcher = LanguageSwitcher()
    switcher.apply(request.param)
    qapp.processEvents()
    yield request.param
    switcher.remove()
    QLocale.setDefault(locale)
    qapp.processEvents()


def laid_out_lines(toast) -> list[str]:
    """The note's lines as its label draws them: its text word-wrapped in its contents width."""
    text = toast.text()
    layout = QTextLayout(text, toast.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(toast.contentsRect().width())
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def shown_whole(toast) -> bool:
    box = toast.contentsRect()
    needed = QFontMetrics(toast.font()).boundingRect(
        QRect(0, 0, box.width(), 10000), int(Qt.TextFlag.TextWordWrap), toast.text())
    return needed.height() <= box.height()


def check_note(toast, table_width: int) -> list[str]:
    """One line when the sentence fits across the table; else even lines, the last no stub."""
    lines = laid_out_lines(toast)
    assert shown_whole(toast)
    assert toast.geometry().left() >= 20 and toast.geometry().right() < table_width - 20
    metrics = toast.fontMetrics()
    padding = toast.width() - toast.contentsRect().width()
    if metrics.horizontalAdvance(toast.text()) <= table_width - 40 - padding:
        assert len(lines) == 1, lines
    else:
        widths = [metrics.horizontalAdvance(line) for line in lines]
        assert len(lines) > 1 and min(widths) >= 0.5 * max(widths), lines  # no word left alone on a line
    return lines


def test_a_refused_foundation_move_is_one_line_at_the_default_size(qtbot, window, language):
    view = window.view
    assert view.width() == 1280
    drag(qtbot, view, card_point(view, "7C"), pile_point(view, Pile.foundation(3)))  # the clubs foundation
    assert window.model.game.columns[6][-1] == Card.parse("7C")
    assert view.toast.isVisible()
    assert view.toast.text() == refusal_text(Refusal.NOT_NEXT_ON_FOUNDATION)
    lines = check_note(view.toast, view.width())
    if language == "en":
        assert lines == [view.toast.text()]  # "... up to the King." whole, not "King." alone below


@pytest.mark.parametrize("refusal", LONGEST)
def test_the_longest_sentences_at_the_default_size(qtbot, window, language, refusal):
    toast = window.view.toast
    toast.show_message(refusal_text(refusal))
    lines = check_note(toast, window.view.width())
    if language == "en":
        assert len(lines) == 1


@pytest.mark.parametrize("width", [420, 560, 700])
def test_on_a_narrow_table_the_lines_come_out_even(qtbot, window, language, width):
    view = window.view
    view.setFixedWidth(width)
    qtbot.waitUntil(lambda: view.width() == width)
    for refusal in LONGEST:
        view.toast.show_message(refusal_text(refusal))
        lines = check_note(view.toast, width)
        if language == "en" and len(lines) > 1:
            assert len(lines[-1].split()) > 1, (refusal, lines)


def reading_time(toast) -> int:
    """The milliseconds the note on screen is given before it fades: its one running timer's."""
    [timer] = [timer for timer in toast.findChildren(QTimer) if timer.isActive()]
    return timer.interval()


def test_a_longer_note_stays_up_longer_so_that_it_can_be_read(qtbot, window, monkeypatch):
    from yukon_qt.ui import speeds

    # The same rule at a fifth of the reading times, so that the test waits less.
    monkeypatch.setattr(speeds, "NOTICE", 120)
    monkeypatch.setattr(speeds, "PER_CHARACTER", 10)
    monkeypatch.setattr(speeds, "TOAST_SHOWN", 520)
    toast = window.view.toast
    short = refusal_text(Refusal.KING_ONLY_ON_EMPTY)
    long = "No winning line was found in time: the framed move is a best guess. " + short
    assert speeds.toast_shown(short) + 500 < speeds.toast_shown(long)

    toast.show_message(short)
    assert reading_time(toast) == speeds.toast_shown(short)
    qtbot.waitUntil(lambda: not toast.isVisible(), timeout=3000)
    toast.show_message(long)
    assert reading_time(toast) == speeds.toast_shown(long)  # the longer note's own time, not the shorter one's
    assert toast.isVisible() and toast.text() == long
    qtbot.waitUntil(lambda: not toast.isVisible(), timeout=3000)


def test_no_note_stays_up_for_good():
    from yukon_qt.ui import speeds

    assert speeds.toast_shown("word " * 1000) == speeds.TOAST_LONGEST
    assert speeds.toast_shown("") == speeds.TOAST_SHOWN
