"""Keyboard accelerators (the letter after '&'): no two items shown together share one, in any language.

Alt plus an accelerator that two items of one window share only moves the focus between
them, so the player cannot reach either item with one key.  The .ts files do not say which
texts share a window; the groups below do, from the windows that show them (main_window.py,
new_game_dialog.py, preferences_dialog.py, statistics_dialog.py).  Each text is named by its
context and source, so a text of the source that changes makes the group test fail rather
than go unchecked.
"""

from __future__ import annotations

import re
from itertools import combinations

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator

from i18n_support import update
from ts_files import read_ts

LANGUAGES = update.languages()
TRANSLATED = [language for language in LANGUAGES if language != update.SOURCE_LANGUAGE]


def main_window(*sources: str) -> list[tuple[str, str]]:
    return [("MainWindow", source) for source in sources]


GROUPS = {
    "the menu bar": main_window("&Game", "&Settings", "&Help"),
    "the Game menu": main_window("&New game…", "&Deal of the day", "&Restart this deal", "&Undo", "R&edo", "&Hint",
                                 "&Where did it go wrong?", "&Play every card home", "&Statistics", "&Quit"),
    "the Settings menu": main_window("&Full screen", "&Preferences…"),
    "the Help menu": main_window("&Rules", "&About Yukon Solitaire"),
    "the question before a restart": main_window("&Restart", "&Keep playing"),
    "the question when the game is open in another window": [
        ("StartQuestions", "Open a &separate game"), ("StartQuestions", "&Close")],
    "the question before a deal asked for replaces a game": [
        ("StartQuestions", "&Play %1"), ("StartQuestions", "&Go on with my game")],
    "the About box": [("QGnomeTheme", "&OK")],
    "the New game dialog": [
        ("Rule", "&Classic"), ("Rule", "Re&laxed"), ("NewGameDialog", "A &random deal"),
        ("NewGameDialog", "The deal of the &day"),
        ("NewGameDialog", "&Winnable deals only"), ("NewGameDialog", "The deal of a &game code:"),
        ("NewGameDialog", "Replay the c&urrent deal ({code})"), ("NewGameDialog", "&Start"),
        ("NewGameDialog", "Le&vel:"),
        ("QGnomeTheme", "&Cancel"),  # the Cancel button, as GNOME labels it
    ],
    "the Preferences dialog": [
        ("PreferencesDialog", "&Double click"), ("PreferencesDialog", "&Auto-place"),
        ("PreferencesDialog", "&Placement help"), ("PreferencesDialog", "&Interactive rules"),
        ("PreferencesDialog", "&Show whether the deal can still be won"),
        ("PreferencesDialog", "&Four-colour deck"), ("PreferencesDialog", "&Language:"),
        ("LooksChooser", "Dec&k:"), ("LooksChooser", "Card &back:"), ("LooksChooser", "&Table:"),
        ("QGnomeTheme", "&Close"),  # the Close button under GNOME (Restore Defaults has no accelerator)
    ],
    "the Statistics dialog": [
        ("StatisticsDialog", "&Replay this deal"), ("StatisticsDialog", "&Export CSV…"),
        ("StatisticsDialog", "Re&set statistics…"), ("StatisticsDialog", "&Close"),
    ],
    "the question before resetting the statistics": [("QPlatformTheme", "&Yes"), ("QPlatformTheme", "&No")],
    "the file dialog of Export CSV": [("QGnomeTheme", "&Save"), ("QGnomeTheme", "&Cancel")],
    "the game code field's menu": [("QLineEdit", source) for source in ("&Undo", "&Redo", "Cu&t", "&Copy", "&Paste")],
    "the rules text's menu": [("QWidgetTextControl", "&Copy"), ("QWidgetTextControl", "Copy &Link Location")],
}

# Qt gives a GNOME desktop's Cancel button "&Cancel": in English it shares Alt+C with "&Classic".
# Only the rule's choice text in engine/codes.py can change that; once it does, this entry must go.
KNOWN_ENGLISH_CLASHES = {("the New game dialog", "C", ("Rule", "&Classic"), ("QGnomeTheme", "&Cancel"))}


def accelerators(text: str) -> list[str]:
    """The letters after a single '&' ("&&" is a literal ampersand), upper case as Qt compares them."""
    return [letter.upper() for letter in re.findall(r"&(.)", text.replace("&&", "")) if not letter.isspace()]


def texts(language: str) -> dict[tuple[str, str], str]:
    """(context, source) -> the text shown: the source itself in English."""
    messages = read_ts(update.ts_path(language))
    if language == update.SOURCE_LANGUAGE:
        return {key: key[1] for keys in GROUPS.values() for key in keys}
    return {(m.context, m.source): m.forms[0] for m in messages if not m.numerus}


def qt_answers_for_itself(language: str) -> bool:
    """Qt ships its own catalogue for the language, and it answers Qt's texts before ours do."""
    return QTranslator().load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def clashes(shown: dict[tuple[str, str], str], qt_own: bool = False) -> set[tuple]:
    """(group, letter, text, text) of each pair of a group that shares an accelerator; with ``qt_own``,
    pairs of Qt's own texts are left out (the language's Qt catalogue gives them, not our file)."""
    found = set()
    for group, keys in GROUPS.items():
        for first, second in combinations(keys, 2):
            if qt_own and first[0].startswith("Q") and second[0].startswith("Q"):
                continue  # both are Qt's words (test_qt_texts keeps ours equal to them): Qt's to change
            shared = set(accelerators(shown[first])) & set(accelerators(shown[second]))
            found |= {(group, letter, first, second) for letter in shared}
    return found


def test_the_accelerator_letters_are_read_as_qt_reads_them():
    assert accelerators("&New game…") == ["N"]
    assert accelerators("नई बाज़ी (&N)…") == ["N"]
    assert accelerators("Yalnızca &kazanılabilir dağılımlar") == ["K"]
    assert accelerators("İ&ptal") == ["P"] and accelerators("Çı&kış") == ["K"]
    assert accelerators("Rock && roll") == [] and accelerators("Rock && &roll") == ["R"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_grouped_text_is_in_the_file(language):
    shown = texts(language)
    missing = [key for keys in GROUPS.values() for key in keys if key not in shown]
    assert missing == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_text_with_an_accelerator_belongs_to_a_group(language):
    """A new text with an accelerator needs its place in GROUPS, or its clashes go unseen."""
    grouped = {key for keys in GROUPS.values() for key in keys}
    with_accelerator = {key for key, text in texts(language).items() if accelerators(key[1])}
    assert with_accelerator - grouped == set()


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_exactly_one_accelerator(language):
    shown = texts(language)
    wrong = {key: text for key, text in shown.items() if accelerators(key[1]) and len(accelerators(text)) != 1}
    assert wrong == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_items_of_a_window_or_menu_share_an_accelerator(language):
    found = clashes(texts(language), qt_answers_for_itself(language))
    if language == update.SOURCE_LANGUAGE:
        assert KNOWN_ENGLISH_CLASHES <= found, "the known English clash is gone: remove it from the list"
        found -= KNOWN_ENGLISH_CLASHES
    assert sorted(found) == []


def test_the_check_finds_a_clash():
    """The Turkish New game dialog as it was: "&Klasik" and "Yalnızca &kazanılabilir dağılımlar"."""
    shown = texts("tr")
    shown[("NewGameDialog", "&Winnable deals only")] = "Yalnızca &kazanılabilir dağılımlar"
    assert ("the New game dialog", "K", ("Rule", "&Classic"),
            ("NewGameDialog", "&Winnable deals only")) in clashes(shown)


def test_only_qt_can_change_a_clash_between_its_own_words():
    """Qt's Turkish text field menu gives both Redo and Paste Alt+Y; a clash with one of our texts still counts."""
    shown = texts("tr")
    both_qt = ("the game code field's menu", "Y", ("QLineEdit", "&Redo"), ("QLineEdit", "&Paste"))
    assert both_qt in clashes(shown) and both_qt not in clashes(shown, qt_own=True)
    shown[("NewGameDialog", "&Start")] = "&Pişir"
    assert ("the New game dialog", "P", ("NewGameDialog", "&Start"), ("QGnomeTheme", "&Cancel")) in clashes(
        shown, qt_own=True)
