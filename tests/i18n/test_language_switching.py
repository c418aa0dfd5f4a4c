"""The language changes while the game runs: menus, game bar, dialogs, refusals, rules, plurals, locale."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtTest import QTest

from yukon_qt.engine import Card, Pile, Refusal
from yukon_qt.i18n import LANGUAGES, locale_for, resolve
from yukon_qt.settings import Settings
from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from yukon_qt.ui.dialogs.rules_dialog import RulesDialog
from yukon_qt.ui.messages import refusal_text

from i18n_support import ROOT, update
from table_gestures import card_point, drag, open_window, pile_point
from ts_files import read_ts, translation

TURKISH = update.ts_path("tr")


def turkish(context: str, source: str) -> str:
    text = translation(TURKISH, context, source)
    assert text and text != source, f"no Turkish for {source!r}"
    return text


def test_switching_language_retranslates_the_open_window(qtbot, settings, follow_language):
    window = open_window(qtbot, settings)
    english = {"menu": window.game_menu.title(), "new": window.new_action.text(),
               "copy": window.game_bar.copy_button.text(), "title": window.windowTitle()}
    assert english["menu"] == "&Game" and english["copy"] == "Copy code"
    settings.set("language", "tr")
    expected_menu = turkish("MainWindow", "&Game")
    qtbot.waitUntil(lambda: window.game_menu.title() == expected_menu)
    assert window.new_action.text() == turkish("MainWindow", "&New game…")
    assert window.game_bar.copy_button.text() == turkish("GameBar", "Copy code")
    assert window.game_bar.score_label.text() == turkish("GameBar", "Score: %1").replace("%1", "0")
    settings.set("language", "en")
    qtbot.waitUntil(lambda: window.game_menu.title() == english["menu"])
    assert window.new_action.text() == english["new"]
    assert window.game_bar.copy_button.text() == english["copy"]
    assert Settings.load().get("language") == "en"


def test_the_preferences_language_choice_applies_at_once_and_is_kept(qtbot, settings, follow_language):
    window = open_window(qtbot, settings)
    dialog = PreferencesDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.language_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == ["System default", *LANGUAGES.values()]
    combo.setFocus()
    for _ in range(names.index("Türkçe")):
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert settings.get("language") == "tr" and Settings.load().get("language") == "tr"
    expected = turkish("PreferencesDialog", "&Interactive rules")
    qtbot.waitUntil(lambda: dialog.check_boxes["interactive_rules"].text() == expected)
    assert combo.itemText(0) == turkish("PreferencesDialog", "System default")
    assert [combo.itemText(i) for i in range(1, combo.count())] == list(LANGUAGES.values())  # own names
    assert combo.currentText() == "Türkçe"
    qtbot.waitUntil(lambda: window.help_menu.title() == turkish("MainWindow", "&Help"))
    assert QLocale().language() == QLocale.Language.Turkish


def test_a_refused_move_is_explained_in_turkish(qtbot, settings, follow_language):
    assert settings.get("interactive_rules") is True
    source = refusal_text(Refusal.WRONG_RANK)  # no translation installed yet: the source text
    window = open_window(qtbot, settings)
    settings.set("language", "tr")
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game")
    view = window.view
    drag(qtbot, view, card_point(view, "2H"), pile_point(view, Pile.column(6)))  # a 2 onto a 7
    assert window.model.game.columns[2][-1] == Card.parse("2H")
    assert view.toast.isVisible()
    assert view.toast.text() == turkish("Messages", source)


def test_english_counts_with_singular_and_plural(qtbot, settings, follow_language):
    settings.set("language", "en")
    assert follow_language.language == "en"
    forms = {m.source: m.forms for m in read_ts(update.ts_path("en"))}
    singular, plural = forms["%n game(s) removed."]
    assert (singular, plural) == ("%n game removed.", "%n games removed.")
    text = lambda n: QCoreApplication.translate("StatisticsDialog", "%n game(s) removed.", "", n)  # noqa: E731
    assert text(1) == "1 game removed."
    assert text(2) == "2 games removed."
    assert text(0) == "0 games removed."
    rate = QCoreApplication.translate("ResultsChart", "Win rate (last %n games)", "", 10)
    assert rate == "Win rate (last 10 games)"


def test_the_rules_window_follows_the_language(qtbot, settings, follow_language):
    pages = ROOT / "resources" / "rules"
    english_title = (pages / "en.md").read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    turkish_title = (pages / "tr.md").read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.browser.toPlainText().startswith(english_title)
    settings.set("language", "tr")
    qtbot.waitUntil(lambda: dialog.browser.toPlainText().startswith(turkish_title))
    assert "625" in dialog.browser.toPlainText()
    settings.set("language", "hi")
    hindi_title = (pages / "hi.md").read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
    qtbot.waitUntil(lambda: dialog.browser.toPlainText().startswith(hindi_title))


def test_dates_and_numbers_follow_the_language(qtbot, settings, follow_language):
    from yukon_qt.ui.dialogs.statistics_format import date_text, number_text, rate_text

    noon = datetime(2026, 3, 4, 12, 0, tzinfo=UTC)  # the same calendar day in every time zone
    settings.set("language", "tr")
    assert number_text(1234567) == "1.234.567"
    assert "66,7" in rate_text(2 / 3)
    assert date_text(noon).startswith("4.03.2026")
    settings.set("language", "en")
    assert number_text(1234567) == "1,234,567"
    assert date_text(noon) == date_text(noon, locale_for("en")) != date_text(noon, QLocale("tr"))
    settings.set("language", "hi")
    assert number_text(1234567) == "12,34,567"


def test_system_default_picks_the_first_language_the_app_speaks():
    assert resolve("system", QLocale("te_IN")) == "te"
    assert resolve("system", QLocale("de_AT")) == "de"
    assert resolve("system", QLocale("sv_SE")) == "en"  # a language the game does not speak
    assert resolve("system", QLocale("pt_PT")) == "pt_BR"  # the Portuguese it has
    assert resolve("system", QLocale("zh_CN")) == "zh_CN"
    assert resolve("system", QLocale("zh_TW")) == "en"  # traditional characters are not simplified ones
    assert resolve("system", QLocale("ar_EG")) == "ar"
    assert resolve("ha") == "ha"
    assert locale_for("en", QLocale("en_GB")).name() == "en_GB"  # the player's own region is kept
    assert locale_for("tr", QLocale("en_GB")).name() == "tr_TR"
    assert locale_for("pt_BR", QLocale("pt_PT")).name() == "pt_BR"  # Brazilian words, Brazilian dates
    assert locale_for("de", QLocale("de_CH")).name() == "de_CH"


@pytest.mark.parametrize(("environment", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"), ({"LC_ALL": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "fr:de", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LANG": "zh_TW.UTF-8"}, "en"), ({"LANG": "ar_SA.UTF-8"}, "ar"), ({"LANG": "C"}, "en"),
])
def test_the_first_start_follows_the_system_language_variables(environment, expected):
    """LANG, LC_ALL and LANGUAGE as a Linux desktop sets them, read by a fresh process as the game reads them."""
    import os
    import subprocess
    import sys

    clean = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "LANG"))}
    done = subprocess.run([sys.executable, "-c", "from yukon_qt.i18n import resolve; print(resolve('system'))"],
                          env={**clean, **environment}, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == expected


def test_the_screenshot_renders_the_game_bar_in_the_chosen_language(qapp):
    from yukon_qt.commands.screenshot import render_table
    from yukon_qt.engine import GameCode

    code = GameCode.parse("YU1-C-AAAAAAB")
    english = render_table(code, 900, 600)
    turkish_image = render_table(code, 900, 600, "tr")
    bar = range(english.height() - 40, english.height())  # the game bar, with its words at the left
    changed = [(x, y) for x in range(0, 400, 2) for y in bar if english.pixel(x, y) != turkish_image.pixel(x, y)]
    assert changed, "the game bar looks the same in Turkish"
    table = [x for x in range(0, 900, 7) if english.pixel(x, 200) != turkish_image.pixel(x, 200)]
    assert table == []  # the cards themselves have no words
    assert QCoreApplication.translate("GameBar", "Copy code") == "Copy code"  # the app's language is back


def test_a_note_on_screen_follows_a_change_of_language(qtbot, settings, follow_language):
    window = open_window(qtbot, settings)
    view = window.view
    drag(qtbot, view, card_point(view, "2H"), pile_point(view, Pile.column(6)))  # a 2 onto a 7: refused
    english = refusal_text(Refusal.WRONG_RANK)
    assert view.toast.isVisible() and view.toast.text() == english
    settings.set("language", "tr")
    qtbot.waitUntil(lambda: view.toast.text() == turkish("Messages", english))
    assert view.toast.isVisible()
