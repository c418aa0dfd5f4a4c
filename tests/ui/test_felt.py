"""The felt: a light from top to bottom in the table's colour, and the same wherever it is painted from."""

from __future__ import annotations

from yukon_qt.ui.table import felt


def test_the_felt_is_green_and_lit_across_its_upper_middle(qapp):
    plain = felt.render_felt(200, 400, 1.0).toImage()
    lit, bottom, top = (plain.pixelColor(90, y) for y in (152, 399, 0))
    assert lit.green() > lit.red() + 40 and lit.green() > lit.blue() + 20
    assert lit.lightness() > bottom.lightness() + 20 and lit.lightness() > top.lightness() + 5
    assert {plain.pixelColor(x, 152).rgb() for x in range(200)} == {lit.rgb()}  # the light runs top to bottom


def test_an_unknown_table_colour_is_the_green_felt(qapp):
    assert felt.render_felt(60, 60, 1.0, table="nonesuch").toImage() == felt.render_felt(60, 60, 1.0).toImage()


def test_a_mark_is_drawn_the_first_time_it_shows_and_looks_as_drawn_with_the_felt(qapp):
    """At the start cards lie on every column's mark: only the foundations' marks are drawn then."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from yukon_qt.ui.table.table_layout import TableLayout

    layout = TableLayout.for_size(900, 640)
    table = felt.Felt(900, 640, 1.0, layout)
    assert table.held_bytes() == 0  # nothing drawn before it is painted

    def painted(hidden) -> QImage:
        image = QImage(900, 640, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        table.paint(painter, QRectF(0, 0, 900, 640), hidden)
        painter.end()
        return image

    painted(range(7))  # every column covered
    foundations = table.held_bytes()
    assert foundations > 0
    whole = painted(())  # an empty column shows its mark: drawn now
    assert table.held_bytes() > foundations
    assert whole == felt.render_felt(900, 640, 1.0, layout).toImage().convertToFormat(QImage.Format.Format_RGB32)
    column = layout.column_rect(3).toRect()
    plain = felt.render_felt(900, 640, 1.0).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert whole.copy(column) != plain.copy(column)  # the mark is there
