"""Languages that write numbers in their own digits write them so in every message too.

The game bar, the clock and the dates follow the locale's digits; a count in a message must match
them: ``%Ln`` (not ``%n``) makes Qt write the count in the locale's digits, and a number written in a
sentence is written in the language's digits.  Placeholders, key names, game codes, links and markup
keep their Latin letters and digits.
"""

from __future__ import annotations

import re
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from yukon_qt.i18n import locale_for

from i18n_support import NATIVE_DIGITS, update
from ts_files import read_ts

KEPT = re.compile(
    r"%L?\d+|%L?n"                    # Qt's placeholders
    r"|\{\w+\}"                        # the game's own placeholders
    r"|<[^>]*>"                        # markup (<h3>, links)
    r"|(?:https?://)?[\w.-]+\.(?:org|com|net|io)(?:/[\w./-]*)?"  # addresses
    r"|\b(?:Ctrl|Shift|Alt|Meta)\+\w+|\bF\d{1,2}\b"              # key names
    r"|\bYU\d+(?:-[\w…]+)*"           # game codes
)


def western_digits(text: str) -> list[str]:
    """The runs of Western digits in ``text`` outside what keeps them."""
    return re.findall(r"[0-9]+", KEPT.sub("", text))


def test_the_check_sees_a_number_in_a_sentence_and_leaves_the_rest():
    assert western_digits("مثل 7 على 8") == ["7", "8"]
    assert western_digits("%1 و%Ln {count} F1 Ctrl+Z YU1-C-AAAA <h3>x</h3>") == []
    assert western_digits('<a href="https://www.gnu.org/licenses/gpl-3.0.html">gnu.org/licenses/gpl-3.0</a>') == []


@pytest.mark.parametrize("language", NATIVE_DIGITS)
def test_counts_are_written_with_the_locales_digits(language):
    bare = [(m.context, m.source, form) for m in read_ts(update.ts_path(language))
            for form in m.forms if re.search(r"%n", form)]
    assert bare == []


@pytest.mark.parametrize("language", NATIVE_DIGITS)
def test_numbers_in_sentences_use_the_languages_digits(language):
    found = [(m.context, m.source, form) for m in read_ts(update.ts_path(language))
             for form in m.forms if western_digits(form)]
    assert found == []


@contextmanager
def speaking(qapp, language):
    """The game in ``language`` as it loads one (yukon_qt.i18n): its locale first, then its
    catalogue, the one compiled from this tree's .ts file."""
    locale = QLocale()
    translator = QTranslator()
    assert translator.load(str(update.qm_path(language)))
    QLocale.setDefault(locale_for(language))
    qapp.installTranslator(translator)
    try:
        yield
    finally:
        qapp.removeTranslator(translator)
        QLocale.setDefault(locale)


@pytest.mark.parametrize("language", NATIVE_DIGITS)
def test_qt_writes_a_count_in_the_languages_digits(qapp, language):
    with speaking(qapp, language):
        text = QCoreApplication.translate("StatisticsDialog", "%n game(s) removed.", None, 3)
        assert NATIVE_DIGITS[language][3] in text, text
        assert not re.search(r"[0-9]", text), text
        rate = QCoreApplication.translate("ResultsChart", "Win rate (last %n games)", None, 10)
        assert NATIVE_DIGITS[language][1] + NATIVE_DIGITS[language][0] in rate, rate
        assert not re.search(r"[0-9]", rate), rate


@pytest.mark.parametrize("language", NATIVE_DIGITS)
def test_the_numbers_the_game_puts_in_a_sentence_use_the_languages_digits(qapp, language):
    """A refusal's group size and a game code's letter counts are filled in by the game, not the catalogue."""
    from yukon_qt.engine import GameCode, Refusal
    from yukon_qt.ui.messages import code_error_text, refusal_text

    with speaking(qapp, language):
        with pytest.raises(ValueError) as error:
            GameCode.parse("YU1-C-AAA")
        texts = [refusal_text(Refusal.GROUP_TOO_LARGE), code_error_text(error.value)]
        assert [text for text in texts if western_digits(text)] == []
        assert NATIVE_DIGITS[language][3] in texts[1], texts  # "not 3"

