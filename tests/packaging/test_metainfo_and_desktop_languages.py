"""The AppStream metadata and the desktop entry speak every language the game speaks.

A software centre shows the metainfo's summary, description and screenshot captions in the
reader's language when it has them, and a desktop's menu and search use the entry's Name,
GenericName, Comment and Keywords the same way: English there, for a player whose game speaks
Bengali, is the first thing they would read of it. These tests read the source files, so they
need no built package; tests/packaging/test_deb_package.py checks the installed copies.
"""

from __future__ import annotations

import configparser
import re
import subprocess
import xml.etree.ElementTree as ET

from bundle_build import APP_ID, ROOT, validator

from yukon_qt.languages import LANGUAGES

METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
TRANSLATED = set(LANGUAGES) - {"en"}
LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# The word each language's own game uses for "solitaire", in the About box of its .ts: the
# desktop entry's GenericName says the same, so the menu and the program agree.
SOLITAIRE = {
    "hi": "सॉलिटेयर", "tr": "tek kişilik kart oyun", "te": "సాలిటైర్", "ha": "solitaire",
    "zh_CN": "接龙", "es": "solitario", "ar": "سوليتير", "fr": "solitaire", "pt_BR": "paciência",
    "ru": "пасьянс", "bn": "সলিটেয়ার", "de": "patience", "ja": "ソリティア", "id": "solitaire",
    "it": "solitario", "ko": "솔리테어", "vi": "xếp bài", "pl": "pasjans", "uk": "пасьянс", "nl": "patience",
    "fa": "سالیتر", "he": "סוליטר", "th": "โซลิแทร์", "ta": "சாலிடேர்",
}


def groups(elements: list[ET.Element]) -> list[tuple[ET.Element, dict[str, ET.Element]]]:
    """Each English element with the translations that follow it, as AppStream writes them."""
    found: list[tuple[ET.Element, dict[str, ET.Element]]] = []
    for element in elements:
        lang = element.get(LANG)
        if lang is None:
            found.append((element, {}))
            continue
        assert found, f"<{element.tag} xml:lang={lang}> before its English text"
        assert lang not in found[-1][1], f"<{element.tag} xml:lang={lang}> twice"
        found[-1][1][lang] = element
    return found


def text(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def desktop_entry() -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    return entry["Desktop Entry"]


def about_text(lang: str) -> str:
    """The About box of the language's .ts: the program's own sentence on what Yukon is."""
    catalogue = ET.parse(ROOT / "translations" / f"yukon_qt_{lang}.ts").getroot()
    for message in catalogue.iter("message"):
        if (message.findtext("source") or "").startswith("<h3>Yukon Solitaire %1</h3>"):
            return "".join(message.find("translation").itertext())
    raise AssertionError(f"yukon_qt_{lang}.ts has no About text")


def test_metainfo_is_valid():
    result = subprocess.run([validator("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_summary_description_and_captions_are_in_every_language():
    component = ET.parse(METAINFO).getroot()
    parts = {
        "summary": component.findall("summary"),
        "description paragraph": component.findall("description/p"),
        "description item": component.findall("description/ul/li"),
        "screenshot caption": component.findall("screenshots/screenshot/caption"),
    }
    for part, elements in parts.items():
        found = groups(elements)
        assert found, part
        for english, translations in found:
            assert set(translations) == TRANSLATED, f"{part} {text(english)!r}: {sorted(translations)}"
            for lang, element in translations.items():
                assert text(element) and text(element) != text(english), (part, lang, text(english))
    # The captions are translated screenshot by screenshot, not gathered under the first one.
    for shot in component.findall("screenshots/screenshot"):
        [(_, translations)] = groups(shot.findall("caption"))
        assert set(translations) == TRANSLATED


def test_metainfo_check_finds_a_missing_translation(tmp_path):
    text_ = METAINFO.read_text(encoding="utf-8")
    start = text_.index('<caption xml:lang="bn">')
    broken = text_[:start] + text_[text_.index("</caption>", start) + len("</caption>"):]
    path = tmp_path / "metainfo.xml"
    path.write_text(broken, encoding="utf-8")
    captions = groups(ET.parse(path).getroot().findall("screenshots/screenshot/caption"))
    assert [set(translations) for _, translations in captions].count(TRANSLATED) == len(captions) - 1


def test_desktop_entry_is_valid():
    result = subprocess.run([validator("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_names_comments_and_keywords_are_in_every_language():
    desktop = desktop_entry()
    english_keywords = set(desktop["Keywords"].casefold().strip(";").split(";"))
    for lang in sorted(TRANSLATED):
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert desktop.get(f"{key}[{lang}]", "").strip(), f"{key}[{lang}] is missing"
        assert desktop[f"GenericName[{lang}]"] != desktop["GenericName"], lang
        assert desktop[f"Comment[{lang}]"] != desktop["Comment"], lang
        keywords = desktop[f"Keywords[{lang}]"]
        assert keywords.endswith(";"), lang
        words = set(keywords.casefold().strip(";").split(";"))
        # found by the name everyone types, and by the language's own words
        assert "yukon" in words and words - english_keywords, (lang, keywords)


def test_desktop_generic_name_says_solitaire_as_the_program_does():
    desktop = desktop_entry()
    assert set(SOLITAIRE) == TRANSLATED
    for lang, word in SOLITAIRE.items():
        assert word in about_text(lang).casefold(), f"yukon_qt_{lang}.ts no longer says {word!r}"
        assert word in desktop[f"GenericName[{lang}]"].casefold(), (lang, desktop[f"GenericName[{lang}]"])


def glossary_game_name(lang: str) -> str | None:
    """The game's name in the language's own script, where its glossary gives one (Hindi's युकॉन):
    the first name of the row "the game's name"."""
    glossary = (ROOT / "translations" / f"glossary_{lang}.md").read_text(encoding="utf-8")
    row = re.search(r"^\| the game's name \| ([^|;,]+?)[;,| ]", glossary, flags=re.MULTILINE)
    return row.group(1).strip() if row else None


def test_the_desktop_entry_and_metainfo_write_the_games_name_as_the_program_does():
    """A language whose program writes the game's name in its own script writes it so in the menu
    entry and the software centre too, never in Latin letters inside its sentences."""
    desktop = desktop_entry()
    component = ET.parse(METAINFO).getroot()
    named = {lang: glossary_game_name(lang) for lang in sorted(TRANSLATED)}
    assert named["te"] == "యుకోన్" and named["hi"] == "युकॉन" and named["de"] is None
    for lang, name in named.items():
        if name is None:
            continue
        sentences = [desktop[f"Name[{lang}]"], desktop[f"Comment[{lang}]"]] + [
            text(element) for element in component.iter()
            if element.get(LANG) == lang and element.tag in ("name", "summary", "p")]
        assert [sentence for sentence in sentences if name not in sentence or "Yukon" in sentence] == [], lang
