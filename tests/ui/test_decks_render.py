"""Every built-in deck draws all 52 faces and every back, at several sizes and device pixel ratios."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from yukon_qt.engine import Card
from yukon_qt.ui.decks import built_in_decks
from yukon_qt.ui.decks.backs import BACKS
from yukon_qt.ui.table.card_faces import CardFaces

SIZES = [(40, 1.0), (96, 1.0), (72, 2.0), (130, 1.5)]


def ink(image: QImage) -> float:
    """The share of a sample of the picture's pixels that are not transparent (a card is opaque but
    for its rounded corners)."""
    step = max(1, image.width() // 24)
    sample = [image.pixelColor(x, y).alpha() > 0
              for x in range(0, image.width(), step) for y in range(0, image.height(), step)]
    return sum(sample) / len(sample)


def signature(image: QImage) -> bytes:
    return image.convertToFormat(QImage.Format.Format_ARGB32).constBits().tobytes()


@pytest.mark.parametrize("deck", built_in_decks(), ids=lambda deck: deck.name)
@pytest.mark.parametrize("width, ratio", SIZES)
def test_every_face_is_drawn_and_no_two_alike(qapp, deck, width, ratio):
    faces = CardFaces(deck)
    faces.set_size(width, ratio)
    expected = (round(width * ratio), round(round(width * deck.shape.aspect) * ratio))
    pictures = set()
    for index in range(52):
        image = faces.face(Card.from_index(index)).toImage()
        assert (image.width(), image.height()) == expected
        assert ink(image) > 0.9, Card.from_index(index)
        pictures.add(signature(image))
    assert len(pictures) == 52


@pytest.mark.parametrize("deck", built_in_decks(), ids=lambda deck: deck.name)
@pytest.mark.parametrize("width, ratio", SIZES)
def test_every_back_is_drawn_and_each_is_its_own(qapp, deck, width, ratio):
    faces = CardFaces(deck)
    faces.set_size(width, ratio)
    face = signature(faces.face(Card.from_index(0)).toImage())
    backs = set()
    for name in BACKS:
        faces.set_back(name)
        image = faces.back().toImage()
        assert ink(image) > 0.9, name
        backs.add(signature(image))
    assert len(backs) == len(BACKS) and face not in backs


@pytest.mark.parametrize("deck", [deck for deck in built_in_decks() if deck.takes_four_colours],
                         ids=lambda deck: deck.name)
def test_the_four_colour_option_changes_a_deck_that_takes_it(qapp, deck):
    faces = CardFaces(deck)
    faces.set_size(90, 1.0)
    two = [signature(faces.face(Card.from_index(index)).toImage()) for index in range(52)]
    faces.set_four_colours(True)
    four = [signature(faces.face(Card.from_index(index)).toImage()) for index in range(52)]
    assert sum(a != b for a, b in zip(two, four, strict=True)) >= 26  # diamonds and clubs at least
