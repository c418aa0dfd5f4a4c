"""Wording the translations keep: one word for one thing, the game's own names, one name in a title.

Each language names a card, a pile or an action with one word, in the messages and on the
rules page alike; the checks below hold the choices a review settled, so a later edit that
brings an old word back is caught.
"""

from __future__ import annotations

import ast
import re

import pytest

from i18n_support import ROOT, update
from ts_files import read_ts

TRANSLATED = [language for language in update.languages() if language != update.SOURCE_LANGUAGE]

# Words a language does not use, with the word it uses instead.
AVOIDED = {
    "hi": {
        "राजा": "the King is बादशाह, as on the cards and in the game's messages",
        "फ़ाउंडेशन": "a foundation is an आधार ढेर",
        "फाउंडेशन": "a foundation is an आधार ढेर",
        "यादृच्छिक": "a bookish word: a random deal is कोई भी बाँट",
        "पता नहीं": "too colloquial for a status: the solver's status is अज्ञात",
    },
    "tr": {
        "temel": "a foundation is a hedef yığını, as the game says",
        "Temeller": "a foundation is a hedef yığını, as the game says",
    },
    "ha": {
        "kwat": "a suit of clothes: a card's suit is its iri",
        "Kwafi lamba": "lamba alone is any number: the code is the lambar wasa",
    },
    "de": {
        "Fundamentstapel": "a foundation is a Ablagestapel, as German Windows solitaire says",
        "Basis": "a foundation is a Ablagestapel",
    },
    "es": {"fundación": "a calque: a foundation is a base", "coger": "vulgar in much of Latin America: levantar"},
    "ru": {
        "фундамент": "a calque: a foundation is an основание",
        "колонка": "a newspaper's column: a column is a столбец",
        "раздача": "a poker hand: a deal is a расклад",
    },
    "zh_CN": {"基础堆": "a calque nobody says: a foundation is a 收牌区"},
    "ja": {"ファウンデーション": "a loan word: a foundation is a 組札", "台札": "a foundation is a 組札"},
    "ar": {"تابلو": "a loan word: the columns are أعمدة", "كود": "colloquial: a game code is a رمز اللعبة"},
    "bn": {"ডিল": "reads as a shop's offer: a deal is a বিন্যাস", "ট্যাবলৌ": "a column is a কলাম"},
    "id": {"Batalkan": "the same word as Batal (Cancel): undo is urungkan"},
    "ko": {
        "기초 더미": "no Korean solitaire says it: a foundation is a 파운데이션",
        "뒤집힌 카드": "reads as a card turned face up: a face-down card is a 뒷면 카드",
        "클럽": "Korean players call ♣ 클로버",
    },
    "uk": {
        "рубашка": "a Russianism: the back is a сорочка",
        "черви": "a Russianism: hearts are чирви",
        "колонка": "a newspaper column or a loudspeaker: a column is a стовпчик",
        "розклад": "first of all a timetable (розклад дня): a deal is a роздача",
    },
    "pl": {"fundament": "a calque: a foundation is a stos bazowy"},
    "fa": {"فاندیشن": "a loan word: a foundation is a پایه", "تابلو": "the piles are columns: ستون"},
    "th": {"คอลัมน์": "a spreadsheet's word: a column is a แถว", "ฟาวน์เดชัน": "a loan word nobody says"},
}
UNSPACED = ("zh_CN", "ja", "th")  # scripts written without spaces between words
ENGLISH_SUITS = r"(?i)(?<![^\W\d_])(spades?|hearts?|diamonds?|clubs?)(?![^\W\d_])"
WORD_CHARACTERS = r"\w\u0900-\u097F\u0980-\u09FF\u0B80-\u0BFF\u0C00-\u0C7F"  # letters, and the Devanagari, Bengali,
# Tamil and Telugu signs


def translations(language: str) -> dict[tuple[str, str], str]:
    return {(m.context, m.source): m.forms[0] for m in read_ts(update.ts_path(language)) if not m.numerus}


def everything_written(language: str) -> list[tuple[str, str]]:
    """(where, text) of each translation and of the rules page."""
    found = [(f"{context}/{source!r}", form) for m in read_ts(update.ts_path(language))
             for context, source, form in ((m.context, m.source, form) for form in m.forms)]
    page = ROOT / "resources" / "rules" / f"{language}.md"
    found.append((page.name, page.read_text(encoding="utf-8")))
    return found


def plain(text: str) -> str:
    """A button's words: no "(&X)" group, no '&', no trailing ellipsis."""
    text = re.sub(r"\s*\(&[^&\s)]\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").strip()


def display_name() -> str:
    """The name the app gives Qt (app.py), which Qt adds to every window title that does not end with it."""
    tree = ast.parse((ROOT / "yukon_qt" / "ui" / "app.py").read_text(encoding="utf-8"))
    names = [call.args[0].value for call in ast.walk(tree) if isinstance(call, ast.Call)
             and getattr(call.func, "attr", "") == "setApplicationDisplayName"]
    assert len(names) == 1
    return names[0]


@pytest.mark.parametrize("language", TRANSLATED)
def test_one_word_for_one_thing(language):
    used = []
    for word, instead in AVOIDED.get(language, {}).items():
        if language in UNSPACED:  # no spaces between words: the word wherever it stands
            pattern = re.compile(re.escape(word))
        else:
            pattern = re.compile(f"(?<![{WORD_CHARACTERS}]){re.escape(word)}(?![{WORD_CHARACTERS}])")
        used += [f"{where}: “{word}” ({instead})" for where, text in everything_written(language)
                 if pattern.search(text)]
    assert used == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_suits_have_names_in_the_language(language):
    english = [f"{where}: {match}" for where, text in everything_written(language)
               for match in re.findall(ENGLISH_SUITS, text)]
    assert english == []


def test_the_checks_catch_the_old_words():
    assert re.findall(ENGLISH_SUITS, "Spades (♠) baƙi, zuciya (♥) ja, clubs (♣) kore") == ["Spades", "clubs"]
    assert re.findall(ENGLISH_SUITS, "katunan tushe, akwati, clubsandwich") == []
    kwat = re.compile(f"(?<![{WORD_CHARACTERS}])kwat(?![{WORD_CHARACTERS}])")
    assert kwat.search("na kwat ɗinsa") and not kwat.search("farin akwati") and not kwat.search("kwatanta")
    king = re.compile(f"(?<![{WORD_CHARACTERS}])राजा(?![{WORD_CHARACTERS}])")
    assert king.search("केवल राजा रखा") and not king.search("महाराजा")
    king = re.compile(f"(?<![{WORD_CHARACTERS}])ராஜா(?![{WORD_CHARACTERS}])")
    assert king.search("ஒரு ராஜா மட்டும்") and not king.search("மகாராஜா") and not king.search("ராஜாவை")


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_apps_name_in_a_title_is_written_once(language):
    """A window titled with a translated name would read "<name> — Yukon Solitaire" on Linux."""
    texts = translations(language)
    for context in ("MainWindow", "Crash", "StartQuestions"):
        assert texts[(context, "Yukon Solitaire")].endswith(display_name())


# French and Italian desktops say "Annuler"/"Annulla" for Undo and for Cancel alike, Qt's own texts too.
SAME_VERB_BY_CUSTOM = {"fr", "it"}


@pytest.mark.parametrize("language", sorted(set(TRANSLATED) - SAME_VERB_BY_CUSTOM))
def test_undo_and_cancel_are_different_words(language):
    """Undo takes a move back; Cancel closes a dialog: the same verb for both reads as one action."""
    texts = translations(language)
    undo = plain(texts[("MainWindow", "&Undo")])
    for cancel in (texts[("QPlatformTheme", "Cancel")], texts[("WinnableDealSearch", "Cancel")]):
        assert undo.split()[0] != plain(cancel).split()[0]


def test_french_undo_and_redo_are_the_words_of_qts_own_menus():
    """The game's Undo and Redo sit beside a text field's own menu in the same window (Qt's French catalogue:
    "Annuler", "Rétablir"); "Défaire/Refaire" beside them read as two other actions."""
    texts = translations("fr")
    assert plain(texts[("MainWindow", "&Undo")]) == "Annuler"
    assert plain(texts[("MainWindow", "R&edo")]) == "Rétablir"


def telugu_buttons() -> dict[tuple[str, str], str]:
    """The Telugu texts on buttons and in menus: Qt's buttons and menus, and every text with an accelerator."""
    qt = ("QPlatformTheme", "QGnomeTheme", "QProgressDialog", "QLineEdit", "QWidgetTextControl")
    ours = {("WinnableDealSearch", "Cancel"), ("WinBanner", "New game"), ("WinBanner", "Close"),
            ("GameBar", "Copy code")}
    return {key: text for key, text in translations("te").items()
            if key[0] in qt or key in ours or "&" in key[1].replace("&&", "")}


def test_telugu_buttons_keep_one_form_of_address():
    """The plain imperative (మూసివేయి, కాపీ చేయి), never the polite -ండి of a sentence to the player."""
    buttons = telugu_buttons()
    assert ("QPlatformTheme", "Cancel") in buttons and len(buttons) > 40
    assert {key: text for key, text in buttons.items() if plain(text).endswith("ండి")} == {}


def test_telugu_names_a_rule_with_the_word_rule_where_it_stands_alone():
    """సంప్రదాయ and సడలింపు describe a rule: alone in the game bar or on a tab they name nothing."""
    texts = translations("te")
    rule = texts[("NewGameDialog", "Rule")]
    for source in ("Classic", "Relaxed"):  # a rule's name: alone in the game bar and on the statistics tabs
        assert texts[("Rule", source)].endswith(" " + rule), source
    # The choices stand under the "Rule" box; a sentence naming {rule} gets the word from the name.
    for source in ("&Classic", "Re&laxed"):
        assert rule not in plain(texts[("Rule", source)]), source
    for key in (("NewGameDialog", "Deal {code}, {rule} rule."), ("Messages", "{letter} ({rule} rule)")):
        assert "{rule}" in texts[key] and rule not in texts[key].replace("{rule}", ""), key
