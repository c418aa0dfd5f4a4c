"""Qt's own texts (standard buttons, a text field's menu) in the languages Qt ships no translation for."""

from __future__ import annotations

import ast

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QMessageBox

from i18n_support import ROOT, update
from ts_files import translation

QT_TEXTS_FILE = ROOT / "yukon_qt" / "ui" / "qt_texts.py"
WITHOUT_QTBASE = ("hi", "te", "ha", "bn", "id", "vi", "th", "ta")
WITH_QTBASE = [language for language in update.languages() if language not in (*WITHOUT_QTBASE, "en")]


def qt_texts() -> list[tuple[str, str]]:
    """(context, source) of each QT_TRANSLATE_NOOP in the module, as lupdate reads them."""
    tree = ast.parse(QT_TEXTS_FILE.read_text(encoding="utf-8"))
    return [(call.args[0].value, call.args[1].value) for call in ast.walk(tree)
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "QT_TRANSLATE_NOOP"]


def own(language: str, context: str, source: str) -> str:
    text = translation(update.ts_path(language), context, source)
    assert text and text != source
    return text


def test_each_listed_text_is_one_qt_asks_for(qapp):
    """Qt's own Turkish catalogue knows every (context, source) listed: no typo, no wrong context."""
    qt_turkish = QTranslator()
    assert qt_turkish.load("qtbase_tr", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    texts = qt_texts()
    assert ("QPlatformTheme", "OK") in texts and ("QLineEdit", "&Paste") in texts
    assert [text for text in texts if not qt_turkish.translate(*text)] == []
    # Turkish keeps Qt's own words (Qt's catalogue is loaded too and answers first).
    assert [text for text in texts if own("tr", *text) != qt_turkish.translate(*text)] == []


@pytest.mark.parametrize("language", WITH_QTBASE)
def test_our_file_keeps_qts_own_words_where_qt_has_a_catalogue(language, qapp):
    """Qt's catalogue answers first; ours says the same, so a text never changes with the translator asked."""
    qt_own = QTranslator()
    assert qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    ours = {text: translation(update.ts_path(language), *text) for text in qt_texts()}  # "&No" is Spanish too
    assert [text for text, word in ours.items() if word != qt_own.translate(*text)] == []


@pytest.mark.parametrize("language", WITHOUT_QTBASE)
def test_qt_ships_no_translation_for_these_languages(language):
    assert not QTranslator().load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def test_standard_buttons_speak_hindi(qtbot, settings, follow_language):
    settings.set("language", "hi")
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(buttons)
    assert buttons.button(QDialogButtonBox.StandardButton.Ok).text() == own("hi", "QPlatformTheme", "OK")
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == own("hi", "QPlatformTheme", "Cancel")
    box = QMessageBox(QMessageBox.Icon.Question, "", "",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text() == own("hi", "QPlatformTheme", "&Yes")


def test_an_open_dialog_changes_its_buttons_with_the_language(qtbot, settings, follow_language):
    from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
    assert (restore.text(), close.text()) == ("Restore Defaults", "Close")
    settings.set("language", "te")
    qtbot.waitUntil(lambda: close.text() == own("te", "QPlatformTheme", "Close"))
    assert restore.text() == own("te", "QPlatformTheme", "Restore Defaults")


@pytest.mark.parametrize("language", WITHOUT_QTBASE)
def test_the_text_field_menu_speaks_the_language(qtbot, settings, follow_language, language):
    settings.set("language", language)
    field = QLineEdit("YU1-C-AAAAAAB")
    qtbot.addWidget(field)
    menu = field.createStandardContextMenu()
    shown = [action.text().split("\t")[0] for action in menu.actions() if not action.isSeparator()]
    expected = [own(language, "QLineEdit", source)
                for source in ("&Undo", "&Redo", "Cu&t", "&Copy", "&Paste", "Delete", "Select All")]
    assert shown == expected
