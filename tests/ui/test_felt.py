"""The felt's texture: faint light and dark specks over about a quarter of a small tile."""

from __future__ import annotations

from yukon_qt.ui import felt


def test_the_grain_is_faint_specks_of_both_shades(qapp):
    image = felt._grain().toImage()
    assert (image.width(), image.height()) == (96, 96)
    colours = [image.pixelColor(x, y) for y in range(96) for x in range(96)]
    specks = [colour for colour in colours if colour.alpha() > 0]
    assert 0.2 < len(specks) / len(colours) < 0.35
    assert all(6 <= colour.alpha() <= 17 for colour in specks)
    light = [c for c in specks if (c.red(), c.green(), c.blue()) == (255, 255, 255)]
    dark = [c for c in specks if (c.red(), c.green(), c.blue()) == (0, 0, 0)]
    assert len(light) + len(dark) == len(specks)
    assert abs(len(light) - len(dark)) < len(specks) * 0.1


def test_the_felt_is_green_with_its_grain(qapp):
    plain = felt.render_felt(200, 120, 1.0).toImage()
    centre = plain.pixelColor(90, 48)
    assert centre.green() > centre.red() + 40 and centre.green() > centre.blue() + 20
    row = {plain.pixelColor(x, 60).rgb() for x in range(100, 130)}
    assert len(row) > 3  # the specks make neighbouring pixels differ
