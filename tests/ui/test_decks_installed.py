"""Installed decks: found in the user's data folder and the XDG data folders, checked, named, drawn."""

from __future__ import annotations

import logging

import pytest
from deck_files import card_svg, make_deck
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor

from yukon_qt import paths
from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks import BUILT_IN, INSTALLED, all_decks, built_in_decks, find_deck, installed
from yukon_qt.ui.decks.backs import DECK_BACK
from yukon_qt.ui.decks.svg_deck import ELEMENT_IDS
from yukon_qt.ui.table.card_faces import CardFaces


@pytest.fixture(autouse=True)
def own_system_folders(tmp_path, monkeypatch):
    """The XDG data folders of the test: none of the machine's decks."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    return tmp_path / "share" / "carddecks"


@pytest.fixture
def user_decks():
    return paths.data_dir() / "decks"


@pytest.fixture
def keep_locale():
    locale = QLocale()
    yield
    QLocale.setDefault(locale)


def names():
    return [deck.name for deck in all_decks()]


def test_a_deck_in_the_data_folder_is_listed_after_the_built_in_ones(qapp, user_decks):
    folder = make_deck(user_decks, "mine", "Mine")
    decks = all_decks()
    assert [deck.name for deck in decks] == [deck.name for deck in built_in_decks()] + ["user:mine"]
    mine = decks[-1]
    assert (mine.kind, mine.origin, mine.title()) == (INSTALLED, str(folder), "Mine")
    assert all(deck.kind == BUILT_IN for deck in decks[:-1])
    assert find_deck("user:mine") is mine  # one object, so one renderer, per deck


def test_system_decks_are_found_and_sorted_by_title(qapp, own_system_folders, user_decks):
    make_deck(own_system_folders, "svg-zebra", "Zebra")
    make_deck(own_system_folders, "svg-apple", "apple", packed=False, svg_file="apple.svg")
    make_deck(user_decks, "middle", "Middle")
    installed = [deck.name for deck in all_decks() if deck.kind == INSTALLED]
    assert installed == ["kde:svg-apple", "user:middle", "kde:svg-zebra"]


def test_the_name_follows_the_games_language(qapp, user_decks, keep_locale):
    make_deck(user_decks, "named", "Standard", extra_names={"de": "Normal", "pt_BR": "Padrão", "pt": "Normal PT"})
    deck = find_deck("user:named")
    assert deck is not None
    QLocale.setDefault(QLocale("de_DE"))
    assert deck.title() == "Normal"
    QLocale.setDefault(QLocale("pt_BR"))
    assert deck.title() == "Padrão"
    QLocale.setDefault(QLocale("pt_PT"))
    assert deck.title() == "Normal PT"
    QLocale.setDefault(QLocale("tr_TR"))
    assert deck.title() == "Standard"


def test_an_installed_deck_draws_its_cards_and_back_in_its_own_shape(qapp, user_decks):
    make_deck(user_decks, "drawn")
    deck = find_deck("user:drawn")
    assert deck is not None and deck.has_own_back and not deck.takes_four_colours
    assert deck.shape.aspect == pytest.approx(1.5)
    faces = CardFaces(deck)
    faces.set_size(80, 2.0)
    faces.set_back(DECK_BACK)
    assert (faces.size.width(), faces.size.height()) == (80, 120)
    pictures = set()
    for index in range(52):
        image = faces.face(Card.from_index(index)).toImage()
        assert (image.width(), image.height()) == (160, 240)
        assert image.pixelColor(80, 200) == QColor("#fffdf7")  # the card's own colour, from the SVG
        pictures.add(image.constBits().tobytes())
    assert len(pictures) == 52
    back = faces.back().toImage()
    assert back.pixelColor(80, 200) == QColor("#1d4f91")


@pytest.mark.parametrize("problem, make", [
    ("cards missing", lambda place: make_deck(place, "broken", svg=card_svg(ELEMENT_IDS[:-5]))),
    ("not an SVG", lambda place: make_deck(place, "broken", svg=b"\x89PNG\r\n\x1a\n" + b"\0" * 200)),
    ("badly packed", lambda place: (make_deck(place, "broken"),
                                    (place / "broken" / "cards.svgz").write_bytes(b"\x1f\x8b" + b"x" * 100))),
    ("no SVG file", lambda place: (make_deck(place, "broken"), (place / "broken" / "cards.svgz").unlink())),
    ("a folder as SVG", lambda place: (make_deck(place, "broken"), (place / "broken" / "cards.svgz").unlink(),
                                       (place / "broken" / "cards.svgz").mkdir())),
    ("no name", lambda place: (make_deck(place, "broken"),
                               (place / "broken" / "index.desktop").write_text("[KDE Backdeck]\nSVG=cards.svgz\n"))),
    ("outside its folder", lambda place: make_deck(place, "broken", svg_file="../cards.svgz")),
])
def test_a_broken_deck_is_left_out_with_one_line_in_the_log(qapp, user_decks, caplog, problem, make):
    make(user_decks)
    make_deck(user_decks, "good")
    with caplog.at_level(logging.WARNING, logger="yukon_qt.ui.decks"):
        assert "user:broken" not in names()
        assert "user:good" in names()  # and the others are there
        assert find_deck("user:broken") is None
    lines = [record.getMessage() for record in caplog.records if "broken" in record.getMessage()]
    assert len(lines) == 1 and "left out" in lines[0], problem  # once, however often it is looked for
    assert "\n" not in lines[0]


def test_a_file_qt_cannot_draw_as_cards_is_given_up_when_it_is_read(qapp, user_decks, caplog):
    """The ids are all there, but the cards are three times as wide as tall: no card shape a table can lay out."""
    make_deck(user_decks, "wide", svg=card_svg(width=300, height=100))
    deck = find_deck("user:wide")
    assert deck is not None  # the quick check at listing time cannot tell
    with caplog.at_level(logging.WARNING, logger="yukon_qt.ui.decks"):
        assert not deck.load()
    assert "no card shape" in caplog.text
    assert find_deck("user:wide") is None and "user:wide" not in names()


def test_an_oversized_file_is_not_read(qapp, user_decks, monkeypatch):
    from yukon_qt.ui.decks import installed

    make_deck(user_decks, "huge")
    monkeypatch.setattr(installed, "MAX_SVG_BYTES", 100)
    assert find_deck("user:huge") is None


@pytest.mark.parametrize("name", ["user:", "user:..", "user:../data", "kde:a/b", "nothing", ""])
def test_a_name_never_leads_outside_the_deck_folders(qapp, user_decks, name):
    make_deck(user_decks, "fine")
    assert find_deck(name) is None


def test_a_later_run_lists_the_decks_found_whole_without_unpacking_them(qapp, user_decks, monkeypatch):
    from yukon_qt.ui.decks import installed

    make_deck(user_decks, "listed", "Listed")
    make_deck(user_decks, "broken", svg=card_svg(ELEMENT_IDS[:10]))
    assert "user:listed" in names()
    monkeypatch.setattr(installed, "_checked", {})  # as a new run starts
    monkeypatch.setattr(installed, "_decks", {})
    unpacked = []
    monkeypatch.setattr(installed, "read_svg_bytes", lambda path: unpacked.append(path.parent.name))
    listed = names()
    assert "user:listed" in listed and "user:broken" not in listed
    assert unpacked == ["broken"]  # a broken deck is checked again: it may have been mended


def test_a_deck_of_lying_cards_is_drawn(qapp, user_decks):
    """KDE's "Future Simple" has cards 195 wide and 143 tall: offered, so drawn, in its own shape."""
    make_deck(user_decks, "lying", svg=card_svg(width=195, height=143))
    deck = find_deck("user:lying")
    assert deck is not None and deck.load()
    assert deck.shape.aspect == pytest.approx(143 / 195)
    faces = CardFaces(deck)
    faces.set_size(100, 1.0)
    assert (faces.size.width(), faces.size.height()) == (100, 73)
    image = faces.face(Card(1, Suit.CLUBS)).toImage()
    assert image.pixelColor(50, 60).name() == "#fffdf7"  # the card's own colour, drawn from the file


@pytest.mark.parametrize("name", ["user:../x", "user:..", "user:a/b", "user:a\\b", "user:C:x", "user:", "kde:a\0b"])
def test_a_deck_name_that_leads_out_of_the_deck_folders_is_no_deck(qapp, user_decks, name):
    make_deck(user_decks.parent, "x")  # a deck one folder up, where "user:../x" would lead
    assert installed.deck_folder_name(name) is None
    assert find_deck(name) is None
