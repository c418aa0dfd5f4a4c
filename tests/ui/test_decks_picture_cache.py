"""An installed deck's drawn cards are kept on disk: shown again without reading the SVG, never stale."""

from __future__ import annotations

import os

import pytest
from deck_files import card_svg, make_deck
from PySide6.QtGui import QColor

from yukon_qt import paths
from yukon_qt.engine import Card, Suit
from yukon_qt.ui.card_faces import CardFaces
from yukon_qt.ui.decks import picture_cache
from yukon_qt.ui.decks.svg_deck import SvgDeck

ACE = Card(1, Suit.SPADES)


@pytest.fixture
def folder():
    return make_deck(paths.data_dir() / "decks", "kept")


def new_run_deck(folder) -> SvgDeck:
    """The deck as a new run of the game meets it: nothing parsed yet."""
    return SvgDeck("user:kept", folder, folder / "cards.svgz", {"": "Kept"})


def pictures(deck: SvgDeck, width: int = 70, ratio: float = 2.0) -> list[bytes]:
    faces = CardFaces(deck)
    faces.set_size(width, ratio)
    return [faces.face(Card.from_index(index)).toImage().constBits().tobytes() for index in range(52)]


def test_a_later_run_shows_the_same_pictures_without_reading_the_file(qapp, folder):
    first = pictures(new_run_deck(folder))
    later_deck = new_run_deck(folder)
    assert pictures(later_deck) == first
    assert later_deck._renderer is None  # not parsed: every picture and the card shape came from the cache
    assert later_deck.shape.aspect == pytest.approx(1.5)


def test_a_changed_file_is_drawn_anew(qapp, folder):
    pictures(new_run_deck(folder))
    svg = card_svg().replace("#fffdf7", "#ffe0e0")
    make_deck(paths.data_dir() / "decks", "kept", svg=svg)
    stamp = (folder / "cards.svgz").stat().st_mtime_ns + 10**9
    os.utime(folder / "cards.svgz", ns=(stamp, stamp))  # however quickly the test rewrote it
    faces = CardFaces(new_run_deck(folder))
    faces.set_size(70, 2.0)
    image = faces.face(ACE).toImage()
    assert image.pixelColor(70, 180) == QColor("#ffe0e0")


def test_a_damaged_picture_is_drawn_again(qapp, folder):
    first = pictures(new_run_deck(folder))
    kept = [path for path in picture_cache.cache_root().rglob("*") if path.is_file() and path.name != "aspect"]
    assert len(kept) == 52
    for path in kept:
        path.write_bytes(path.read_bytes()[:30])
    assert pictures(new_run_deck(folder)) == first


def test_only_a_few_sizes_are_kept(qapp, folder):
    deck = new_run_deck(folder)
    for width in range(40, 40 + 2 * (picture_cache.MAX_SIZES + 2), 2):
        faces = CardFaces(deck)
        faces.set_size(width, 1.0)
        faces.face(ACE)
    sizes = [path for path in deck._pictures().folder.iterdir() if path.is_dir()]
    assert len(sizes) == picture_cache.MAX_SIZES


def test_an_unwritable_cache_only_means_drawing_again(qapp, folder, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setattr(picture_cache, "cache_root", lambda: blocker / "decks")
    first = pictures(new_run_deck(folder))
    assert pictures(new_run_deck(folder)) == first


def test_a_later_start_finds_a_deck_drawn_before_without_unpacking_its_file(qapp, folder, monkeypatch):
    from yukon_qt.ui.decks import find_deck, installed

    pictures(new_run_deck(folder))
    monkeypatch.setattr(installed, "_checked", {})  # as a new run starts
    monkeypatch.setattr(installed, "_decks", {})
    monkeypatch.setattr(installed, "read_svg_bytes", pytest.fail)
    deck = find_deck("user:kept")
    assert deck is not None
    assert pictures(deck)  # every picture from the cache: the file is not read
