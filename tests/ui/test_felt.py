"""The felt: a light from top to bottom in the table's colour, and the same wherever it is painted from."""

from __future__ import annotations

from yukon_qt.ui import felt


def test_the_felt_is_green_and_lit_across_its_upper_middle(qapp):
    plain = felt.render_felt(200, 400, 1.0).toImage()
    lit, bottom, top = (plain.pixelColor(90, y) for y in (152, 399, 0))
    assert lit.green() > lit.red() + 40 and lit.green() > lit.blue() + 20
    assert lit.lightness() > bottom.lightness() + 20 and lit.lightness() > top.lightness() + 5
    assert {plain.pixelColor(x, 152).rgb() for x in range(200)} == {lit.rgb()}  # the light runs top to bottom


def test_an_unknown_table_colour_is_the_green_felt(qapp):
    assert felt.render_felt(60, 60, 1.0, table="nonesuch").toImage() == felt.render_felt(60, 60, 1.0).toImage()
