"""The rules pages say what the English page says: the same sections, items, numbers, codes and keys.

The pages are read as the Rules window's Markdown: headings, paragraphs and list items (two
spaces deeper for an item inside an item).  A page that leaves out a rule, or one that adds
its own, has a different shape or different numbers than ``en.md``.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import Qt

from i18n_support import NATIVE_DIGITS, ROOT, update

PAGES = ROOT / "resources" / "rules"
LANGUAGES = tuple(language for language in update.languages() if language != update.SOURCE_LANGUAGE)

# The keys of keyboard play, as printed on the keys, so the same words in every language.
KEY_LABELS = {Qt.Key.Key_Up: "↑", Qt.Key.Key_Down: "↓", Qt.Key.Key_Space: "Space",
              Qt.Key.Key_Return: "Enter", Qt.Key.Key_Escape: "Esc"}


@dataclass
class Block:
    kind: str  # "p" for a paragraph, "-" for a list item, "--" for an item inside an item
    text: str

    @property
    def shape(self) -> tuple[str, bool]:
        return self.kind, self.text.startswith("**")  # an item led by its name in bold


@dataclass
class Section:
    level: int  # 1 for "#", 2 for "##"
    title: str
    blocks: list[Block] = field(default_factory=list)

    @property
    def shape(self) -> tuple:
        return self.level, tuple(block.shape for block in self.blocks)


def read_page(language: str) -> list[Section]:
    sections: list[Section] = []
    block: Block | None = None
    for line in (PAGES / f"{language}.md").read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        heading = re.match(r"(#+)\s+(.*)", line)
        if heading:
            sections.append(Section(len(heading.group(1)), heading.group(2)))
            block = None
        elif not stripped:
            block = None
        elif stripped.startswith("- "):
            block = Block("-" if line.startswith("- ") else "--", stripped[2:])
            sections[-1].blocks.append(block)
        elif block is None:
            block = Block("p", stripped)
            sections[-1].blocks.append(block)
        else:
            block.text += " " + stripped
    return sections


def whole_text(language: str) -> str:
    return (PAGES / f"{language}.md").read_text(encoding="utf-8")


def numbers(language: str) -> Counter:
    """The numbers of a page as values, whatever its digits: ٦٢٥ and ৬২৫ are 625."""
    return Counter(str(int(number)) for number in re.findall(r"\d+", whole_text(language)))


def code_spans(language: str) -> Counter:
    return Counter(re.findall(r"`([^`]+)`", whole_text(language)))


def keyboard_item(sections: list[Section]) -> tuple[int, int]:
    """(section, block) of the one block that tells how to play with the keyboard."""
    found = [(s, b) for s, section in enumerate(sections) for b, block in enumerate(section.blocks)
             if "Enter" in block.text]
    assert len(found) == 1, found
    return found[0]


def test_the_english_page_reads_as_expected():
    sections = read_page("en")
    assert [section.level for section in sections] == [1] + [2] * 9
    adds = next(section for section in sections if section.title == "What this game adds")
    assert [block.kind for block in adds.blocks].count("--") == 3  # the three aids
    assert numbers("en")["625"] == 1 and numbers("en")["10"] >= 3
    assert code_spans("en") == Counter({"YU1-C-AAAAAAB": 1, "C": 1, "R": 1})


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_page_has_the_sections_and_items_of_the_english_one(language):
    english, page = read_page("en"), read_page(language)
    assert [section.level for section in page] == [section.level for section in english]
    for ours, theirs in zip(page, english, strict=True):
        assert ours.shape == theirs.shape, f"{language}: “{ours.title}” is not shaped like “{theirs.title}”"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_page_has_every_number_of_the_english_one_as_often(language):
    assert numbers(language) == numbers("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_page_writes_the_game_codes_as_the_english_one(language):
    assert code_spans(language) == code_spans("en")


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_the_keyboard_item_names_the_keys_as_they_are_printed(language):
    from yukon_qt.ui.table.keyboard_play import ACT, ARROWS

    assert set(KEY_LABELS) <= set(ARROWS + ACT + (Qt.Key.Key_Escape,))  # keys the game listens to
    sections = read_page(language)
    where = keyboard_item(sections)
    assert where == keyboard_item(read_page("en"))
    text = sections[where[0]].blocks[where[1]].text
    assert [label for label in KEY_LABELS.values() if label not in text] == []


# Languages whose game bar, clock and dates show the language's own digits (NATIVE_DIGITS): their
# rules page writes every number a player reads in those digits too.


def key_numbers(sections: list[Section]) -> list[str]:
    """The keys named by number (1 to 7, and 8), in the item after the keyboard one: typed as printed on the keys."""
    section, block = keyboard_item(sections)
    return re.findall(r"[0-9]+", sections[section].blocks[block + 1].text)


def western_numbers(language: str) -> Counter:
    """The numbers written with the digits 0 to 9, outside `code` (game codes are typed as they are)."""
    return Counter(re.findall(r"[0-9]+", re.sub(r"`[^`]*`", "", whole_text(language))))


@pytest.mark.parametrize("language", sorted(NATIVE_DIGITS))
def test_a_page_writes_numbers_in_the_digits_of_its_language(language):
    keys = key_numbers(read_page(language))
    assert keys == key_numbers(read_page("en")) == ["1", "7", "8"]
    assert western_numbers(language) == Counter(keys)  # only the keys' own numbers
    assert set(re.findall(r"\d", whole_text(language))) - set("0123456789") <= set(NATIVE_DIGITS[language])


def test_a_western_number_in_a_native_digits_page_is_found(tmp_path, monkeypatch):
    """625 written with the digits 0 to 9 in the Arabic page fails the check."""
    page = whole_text("ar")
    native_625 = "625".translate(str.maketrans("0123456789", NATIVE_DIGITS["ar"]))
    for name in ("en", "ar"):
        (tmp_path / f"{name}.md").write_text(whole_text(name), encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PAGES", tmp_path)
    if native_625 in page:
        (tmp_path / "ar.md").write_text(page.replace(native_625, "625"), encoding="utf-8")
    with pytest.raises(AssertionError):
        test_a_page_writes_numbers_in_the_digits_of_its_language("ar")


def test_a_missing_rule_is_found(tmp_path, monkeypatch):
    """A page without the rule that nothing goes on an Ace (as the Hindi page once was) fails the check."""
    short = whole_text("hi").replace(
        "\n- स्तंभों में इक्के पर कुछ भी नहीं रखा जा सकता, इसलिए हर इक्का केवल अपने आधार ढेर पर ही जा सकता है।", "")
    (tmp_path / "hi.md").write_text(short, encoding="utf-8")
    for name in ("en", "tr"):
        (tmp_path / f"{name}.md").write_text(whole_text(name), encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PAGES", tmp_path)
    with pytest.raises(AssertionError):
        test_a_page_has_the_sections_and_items_of_the_english_one("hi")
    test_a_page_has_the_sections_and_items_of_the_english_one("tr")
