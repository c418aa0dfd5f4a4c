"""The built-in art: court figures, the large-print deck, the backs and the table colours."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from yukon_qt.engine import COLUMNS, Card, Suit
from yukon_qt.ui.decks import STANDARD_SHAPE, backs, built_in_decks
from yukon_qt.ui.decks.backs import BACKS, back_title
from yukon_qt.ui.decks.classic import COURT_TOP, ClassicDeck
from yukon_qt.ui.decks.large_print import LargePrintDeck
from yukon_qt.ui.table import felt
from yukon_qt.ui.table.card_faces import CardFaces
from yukon_qt.ui.table.table_layout import TableLayout

COURTS = [11, 12, 13]


def face(deck, card: str, width: int, ratio: float = 1.0, four_colours: bool = False) -> QImage:
    faces = CardFaces(deck)
    faces.set_four_colours(four_colours)
    faces.set_size(width, ratio)
    return faces.face(Card.parse(card)).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def is_gold(colour: QColor) -> bool:
    hue = colour.hsvHue()
    return 30 <= hue <= 50 and colour.hsvSaturation() > 120 and colour.value() > 150


def share(image: QImage, rect: QRect, test) -> float:
    points = [(x, y) for x in range(rect.left(), rect.right() + 1) for y in range(rect.top(), rect.bottom() + 1)]
    return sum(bool(test(image.pixelColor(x, y))) for x, y in points) / len(points)


def difference(one: QImage, other: QImage) -> float:
    """The mean difference of two pictures of one size, 0 to 255 per channel."""
    total = 0
    for y in range(0, one.height(), 2):
        for x in range(0, one.width(), 2):
            a, b = one.pixelColor(x, y), other.pixelColor(x, y)
            total += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    return total / (3 * ((one.height() + 1) // 2) * ((one.width() + 1) // 2))


def middle(image: QImage) -> QRect:
    return QRect(image.width() // 4, image.height() * 3 // 8, image.width() // 2, image.height() // 4)


@pytest.mark.parametrize("deck", built_in_decks(), ids=lambda deck: deck.name)
@pytest.mark.parametrize("suit", "SHDC")
def test_the_court_cards_are_figures_with_gold_not_a_letter(qapp, deck, suit):
    pictures = [face(deck, f"{'JQK'[rank - 11]}{suit}", 120) for rank in COURTS]
    for picture in pictures:
        # Gold (crowns, trimmings) and skin in the middle: a drawn figure, which a letter in a box has neither.
        area = middle(picture)
        assert share(picture, area, is_gold) > 0.02
        assert share(picture, area, lambda c: c.red() > 230 and 200 < c.green() < 235 and 170 < c.blue() < 210) > 0.01
    jack, queen, king = pictures
    assert difference(jack, queen) > 4 and difference(queen, king) > 4 and difference(jack, king) > 4


@pytest.mark.parametrize("card", ["JS", "QH", "KD", "KC"])
def test_a_court_card_is_the_same_turned_upside_down(qapp, card):
    """Mirrored top and bottom like a printed court card: half a turn gives the same card."""
    picture = face(ClassicDeck(), card, 150)
    turned = picture.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    assert difference(picture, turned) < 3
    # ... and not because it is blank.
    assert difference(picture, face(ClassicDeck(), "AS", 150)) > 10


@pytest.mark.parametrize("card", ["JH", "QS", "KC"])
def test_the_court_figure_stays_below_the_strip_a_fanned_column_shows(qapp, card):
    deck = ClassicDeck()
    picture = face(deck, card, 140)
    height = picture.height()
    paper = picture.pixelColor(picture.width() // 2, round(height * STANDARD_SHAPE.index_height))
    # Right of the corner index, from the top of the fan strip down to the panel, the card is bare.
    band = QRect(picture.width() // 2, 3, picture.width() // 2 - 8, round(height * COURT_TOP) - 4)
    assert share(picture, band, lambda c: c.rgb() == paper.rgb()) > 0.99
    assert STANDARD_SHAPE.fan_step < COURT_TOP


def ink_rows(image: QImage, right: int, bottom: int) -> int:
    """How many rows of the top-left ``right`` x ``bottom`` corner hold dark or strongly coloured ink."""
    rows = 0
    for y in range(bottom):
        if any(image.pixelColor(x, y).value() < 120 or image.pixelColor(x, y).hsvSaturation() > 150
               for x in range(3, right)):
            rows += 1
    return rows


@pytest.mark.parametrize("card", ["7S", "10H", "QD", "AC"])
def test_the_large_print_index_is_larger_and_readable_at_60_pixels(qapp, card):
    classic, large = face(ClassicDeck(), card, 60), face(LargePrintDeck(), card, 60)
    classic_rows = ink_rows(classic, 30, round(classic.height() * 0.25))
    large_rows = ink_rows(large, 30, round(large.height() * 0.33))
    assert large_rows >= 1.4 * classic_rows
    assert large_rows >= 14  # a rank at least 14 pixels tall on a card 60 pixels wide


def test_the_large_print_deck_shows_more_of_a_covered_card(qapp):
    shape = LargePrintDeck.shape
    assert shape.index_height > STANDARD_SHAPE.index_height and shape.fan_step > STANDARD_SHAPE.fan_step
    classic = TableLayout.for_size(1280, 800)
    large = TableLayout.for_size(1280, 800, shape)
    steps = [layout.column_positions(0, 0, 3) for layout in (classic, large)]
    assert steps[1][1].y() - steps[1][0].y() > steps[0][1].y() - steps[0][0].y()
    assert LargePrintDeck().title() == "Large print"


@pytest.mark.parametrize("four_colours", [False, True])
def test_the_large_print_deck_is_high_contrast(qapp, four_colours):
    deck = LargePrintDeck()
    spade = face(deck, "5S", 80, four_colours=four_colours)
    darkest = min(spade.pixelColor(x, y).value() for x in range(40) for y in range(20))
    assert darkest < 20  # black ink, not grey
    heart = face(deck, "5H", 80, four_colours=four_colours)
    reds = [heart.pixelColor(x, y) for x in range(40) for y in range(20)]
    assert any(c.red() > 190 and c.green() < 30 and c.blue() < 40 for c in reds)
    diamond = face(deck, "5D", 80, four_colours=four_colours)
    blue = any(diamond.pixelColor(x, y).blue() > 150 and diamond.pixelColor(x, y).red() < 40
               for x in range(40) for y in range(20))
    assert blue == four_colours


def test_there_are_four_backs_each_with_its_title(qapp):
    assert {"blue", "red", "green", "dark"} <= set(BACKS)
    titles = [back_title(name) for name in BACKS]
    assert len(set(titles)) == len(titles) and all(title not in BACKS for title in titles)
    faces = CardFaces(ClassicDeck())
    faces.set_size(90, 2.0)
    averages = []
    for name in BACKS:
        faces.set_back(name)
        image = faces.back().toImage()
        colours = [image.pixelColor(x, y) for x in range(10, image.width() - 10, 9)
                   for y in range(10, image.height() - 10, 9)]
        averages.append(tuple(sum(getattr(c, part)() for c in colours) / len(colours)
                              for part in ("red", "green", "blue")))
    for index, one in enumerate(averages):
        for other in averages[index + 1:]:
            assert sum(abs(a - b) for a, b in zip(one, other, strict=True)) > 30  # each its own colour


class WiderRange:
    """``math`` for the backs' module, with the lattice's range of lines widened by ten at each end."""

    def __getattr__(self, name):
        return getattr(math, name)

    @staticmethod
    def floor(value: float) -> int:
        return math.floor(value) - 10

    @staticmethod
    def ceil(value: float) -> int:
        return math.ceil(value) + 10


@pytest.mark.parametrize(("width", "ratio"), [(40, 1.0), (61, 1.0), (97, 1.0), (90, 2.0), (143, 1.5), (260, 1.0)])
def test_the_blue_back_draws_every_lattice_line_that_crosses_its_field(qapp, width, ratio, monkeypatch):
    """Only the lattice lines that cross the field are drawn: drawing more changes no pixel."""

    def blue_back() -> QImage:
        faces = CardFaces(ClassicDeck())
        faces.set_size(width, ratio)
        faces.set_back("blue")
        return faces.back().toImage()

    drawn = blue_back()
    monkeypatch.setattr(backs, "math", WiderRange())
    assert blue_back() == drawn


def average(image: QImage, rect: QRect) -> tuple[float, float, float]:
    colours = [image.pixelColor(x, y) for x in range(rect.left(), rect.right(), 3)
               for y in range(rect.top(), rect.bottom(), 3)]
    return tuple(sum(getattr(c, part)() for c in colours) / len(colours) for part in ("red", "green", "blue"))


def test_the_table_colours_differ_and_the_slots_show_on_each(qapp):
    assert {"green", "blue", "dark"} <= set(felt.TABLES)
    assert len({felt.table_title(name) for name in felt.TABLES}) == len(felt.TABLES)
    layout = TableLayout.for_size(900, 640)
    slot = layout.column_rect(2).toRect()
    bare = QRect(slot.left(), slot.bottom() + 40, slot.width(), 40)
    colours = {}
    for name in felt.TABLES:
        image = felt.render_felt(900, 640, 1.0, layout, name).toImage()
        colours[name] = average(image, bare)
        # The slot's outline stands out from the felt around it.
        outline = image.pixelColor(slot.center().x(), slot.top() + 1)
        around = image.pixelColor(slot.center().x(), slot.top() - 8)
        assert outline.lightness() - around.lightness() > 15, name
    red, green, blue = colours["green"]
    assert green > red + 30 and green > blue + 15
    red, green, blue = colours["blue"]
    assert blue > red + 40 and blue > green + 15
    assert max(colours["dark"]) < 0.6 * min(max(colours["green"]), max(colours["blue"]))  # HSV value: a dark table


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
def test_the_felt_painted_in_parts_matches_the_whole_at_any_ratio(qapp, ratio):
    layout = TableLayout.for_size(900, 640)
    whole = felt.render_felt(900, 640, ratio, layout, "blue").toImage()
    table = felt.Felt(900, 640, ratio, layout, "blue")
    for area in (QRect(0, 0, 120, 90), QRect(250, 70, 250, 190), QRect(610, 332, 98, 202)):  # whole device pixels
        part = QImage(round(area.width() * ratio), round(area.height() * ratio), QImage.Format.Format_RGB32)
        part.setDevicePixelRatio(ratio)
        painter = QPainter(part)
        painter.translate(-area.x(), -area.y())
        table.paint(painter, QRectF(area))
        painter.end()
        device = QRect(round(area.x() * ratio), round(area.y() * ratio), part.width(), part.height())
        expected = whole.copy(device).convertToFormat(QImage.Format.Format_RGB32)
        assert difference(part, expected) < 0.5, area


def test_the_felt_is_kept_small_whatever_the_table(qapp):
    table = felt.Felt(7680, 4320, 2.0)
    assert table.held_bytes() < 16 * 1024 * 1024  # a strip, not 265 MB of one picture


def test_covered_cards_drawn_in_part_look_as_drawn_whole(qtbot, window):
    """A card under another draws only the strip that shows: the table must look the same as drawn whole."""
    view = window.view
    view.table.first_frame_painted()
    covered = [item for item in view.table.cards.values() if item.cover is not None]
    assert len(covered) > 20
    drawn_in_part = view.viewport().grab().toImage()
    for item in covered:
        item.cover = None
    view.viewport().update()
    assert view.viewport().grab().toImage() == drawn_in_part


@pytest.mark.parametrize("deck", built_in_decks(), ids=lambda deck: deck.name)
@pytest.mark.parametrize("width, ratio", [(60, 1.0), (60, 2.0), (172, 2.0), (300, 1.25)])
def test_every_face_and_back_is_drawn_at_any_size(qapp, deck, width, ratio):
    faces = CardFaces(deck)
    faces.set_size(width, ratio)
    for index in range(52):
        image = faces.face(Card.from_index(index)).toImage()
        assert image.width() == round(width * ratio)
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre.alpha() == 255
    for name in BACKS:
        faces.set_back(name)
        assert faces.back().toImage().pixelColor(round(width * ratio) // 2, 5).alpha() == 255


def test_every_suit_has_its_own_court_figures(qapp):
    kings = [face(ClassicDeck(), f"K{suit.name[0]}", 100, four_colours=True) for suit in Suit]
    assert min(difference(a, b) for i, a in enumerate(kings) for b in kings[i + 1:]) > 2


def test_the_marks_left_out_under_the_cards_would_not_show(qtbot, window, monkeypatch):
    """The felt leaves out the marks of the piles a card lies on: the table looks the same with them,
    but for the rounded corners of the cards on them, where the mark's edge showed."""
    view = window.view
    view.table.first_frame_painted()
    assert view.table.covered_slots() == set(range(7))  # the seven columns; the foundations are empty
    left_out = view.viewport().grab().toImage()
    monkeypatch.setattr(view.table, "covered_slots", set)
    view.viewport().update()
    drawn = view.viewport().grab().toImage()
    corner = round(view.table.layout.card_width * 0.1) + 2
    corners = []
    for index in range(7):
        rect = view.table.layout.column_rect(index).toRect()
        for x, y in ((rect.left(), rect.top()), (rect.right() - corner, rect.top()),
                     (rect.left(), rect.bottom() - corner), (rect.right() - corner, rect.bottom() - corner)):
            corners.append(QRect(x - 1, y - 1, corner + 3, corner + 3))
    def apart(x: int, y: int) -> int:
        one, other = drawn.pixelColor(x, y), left_out.pixelColor(x, y)
        return max(abs(one.red() - other.red()), abs(one.green() - other.green()), abs(one.blue() - other.blue()))

    # The light of a mark's picture may round a level away from the felt's: no more.
    different = [(x, y) for y in range(drawn.height()) for x in range(drawn.width())
                 if drawn.pixel(x, y) != left_out.pixel(x, y) and apart(x, y) > 1]
    outside = [(x, y) for x, y in different if not any(box.contains(x, y) for box in corners)]
    assert different and not outside, outside[:10]


def test_a_mark_shows_again_when_its_card_is_lifted(qapp, window):
    view = window.view
    first = view.table.cards[view.model.cards_of(COLUMNS[0])[0]]
    first.set_lifted(True)
    assert 0 not in view.table.covered_slots()
    first.set_lifted(False)
    assert 0 in view.table.covered_slots()
