"""Each language's glossary, and one word for each game term in every message and on the rules page.

``translations/glossary_<lang>.md`` names, for each of the game's own terms, the one word the
language uses and a regular expression (``Matches``) that finds that word in its inflected
forms.  Every message whose English text uses the term must use the word, in every plural
form, and so must the language's rules page: a message that says "pile" where the others say
"foundation" reads to the player (and to a screen reader's listener) as another thing.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from i18n_support import ROOT, update
from ts_files import read_ts

TRANSLATED = [language for language in update.languages() if language != update.SOURCE_LANGUAGE]
RULES = ROOT / "resources" / "rules"

# The game's terms, each with what finds it in an English text (the text's '&' taken out).
TERMS = {
    "foundation": r"(?i)\bfoundations?\b",
    "column": r"(?i)\bcolumns?\b",
    "face-down card": r"(?i)\bface[- ]down\b",
    "undo": r"(?i)\bundo\b",
    "deal": r"(?i)\bdeals?\b",
    "game code": r"(?i)\bcodes?\b",
}


def glossary_path(language: str) -> Path:
    return ROOT / "translations" / f"glossary_{language}.md"


def read_glossary(path: Path) -> dict[str, tuple[str, str]]:
    """term -> (word, pattern) from the glossary's first table: | Term | Word | Matches | Why |."""
    rows: dict[str, tuple[str, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip().startswith("|"):
            if rows:
                break  # the end of the first table; any later table is free-form
            continue
        # Split at the bars outside `code` spans: a pattern may hold an alternation (a|b).
        cells = [cell.strip() for cell in re.split(r"\|(?=(?:[^`]*`[^`]*`)*[^`]*$)", line.strip().strip("|"))]
        if len(cells) < 3 or cells[0] in ("Term", "") or set(cells[0]) <= {"-", ":"}:
            continue
        pattern = re.fullmatch(r"`(.+)`", cells[2])
        assert pattern, f"{path.name}: the Matches cell of {cells[0]!r} is not one `pattern`"
        rows[cells[0]] = (cells[1], pattern.group(1))
    return rows


def uses_of(term: str, language: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(context, English source, translated forms) of every message of the app that uses ``term``."""
    english = re.compile(TERMS[term])
    return [(m.context, m.source, m.forms) for m in read_ts(update.ts_path(language))
            if not m.context.startswith("Q") and english.search(m.source.replace("&", ""))]


def misuses(language: str, glossary: dict[str, tuple[str, str]]) -> list[str]:
    found = []
    for term, (word, pattern) in glossary.items():
        wanted = re.compile(pattern)
        for context, source, forms in uses_of(term, language):
            found += [f"{term} ({word}): {context}/{source!r}: {form!r}" for form in forms
                      if not wanted.search(form.replace("&", ""))]
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_language_has_a_glossary_of_the_game_terms(language):
    glossary = read_glossary(glossary_path(language))
    assert sorted(glossary) == sorted(TERMS)
    for term, (word, pattern) in glossary.items():
        assert word and re.search(pattern, word), f"{term}: {pattern} does not find the word {word!r} itself"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_uses_the_glossary_word(language):
    assert misuses(language, read_glossary(glossary_path(language))) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_rules_page_uses_the_glossary_words(language):
    page = (RULES / f"{language}.md").read_text(encoding="utf-8")
    glossary = read_glossary(glossary_path(language))
    assert [term for term, (_word, pattern) in glossary.items() if not re.search(pattern, page)] == []


def test_the_terms_are_used_by_enough_messages():
    assert {term: len(uses_of(term, "tr")) >= 3 for term in TERMS} == dict.fromkeys(TERMS, True)


def test_the_check_finds_a_message_with_another_word(tmp_path):
    """A Turkish foundation note that said "temel" (a word the Turkish review dropped) is found."""
    glossary = read_glossary(glossary_path("tr"))
    word, pattern = glossary["foundation"]
    assert misuses("tr", glossary) == []
    broken = {"foundation": (word, pattern + "XYZ")}  # as if no message used the word
    assert len(misuses("tr", broken)) == len(uses_of("foundation", "tr")) > 10
