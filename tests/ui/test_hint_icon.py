"""The Hint button has an icon in every style: the game draws it (the Windows style left it blank)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory


def painted_points(icon, size) -> int:
    image = icon.pixmap(size).toImage()
    return sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).alpha() > 0)


class NoQuestionMark(QProxyStyle):
    """A style that, like Windows' under some systems, has no question-mark icon."""

    def standardIcon(self, standard, option=None, widget=None):
        from PySide6.QtGui import QIcon

        if standard == QStyle.StandardPixmap.SP_MessageBoxQuestion:
            return QIcon()
        return super().standardIcon(standard, option, widget)


@pytest.fixture
def restore_style():
    app = QApplication.instance()
    name = app.style().name()
    yield app
    app.setStyle(name)


STYLES = ["windows", *[key.lower() for key in QStyleFactory.keys() if key.lower() != "windows"]]


@pytest.mark.parametrize("style", STYLES)
def test_the_hint_button_has_a_drawn_icon_in_every_style(qtbot, window, restore_style, style):
    restore_style.setStyle(style)
    window._set_toolbar_icons()
    icon = window.hint_action.icon()
    size = window.toolbar.iconSize()
    assert not icon.isNull()
    assert painted_points(icon, size) > size.width() * size.height() // 4  # a bulb, not a blank square
    button = window.toolbar.widgetForAction(window.hint_action)
    assert not button.icon().isNull()


def test_a_style_without_a_question_mark_still_gives_the_hint_its_icon(qtbot, window, restore_style):
    restore_style.setStyle(NoQuestionMark("windows"))
    assert restore_style.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion).isNull()
    window._set_toolbar_icons()
    size = window.toolbar.iconSize()
    assert painted_points(window.hint_action.icon(), size) > size.width() * size.height() // 4
    # The other buttons keep the style's own icons.
    assert painted_points(window.undo_action.icon(), size) > 0
