"""The deck, back and table colour chosen in the Preferences: the table follows at once, the choice
is kept, and a chosen deck that is gone gives way to the default with one notice."""

from __future__ import annotations

import pytest
from deck_files import card_svg, make_deck
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox, QMessageBox

from yukon_qt import paths
from yukon_qt.engine import Card, Suit
from yukon_qt.settings import Settings
from yukon_qt.ui.decks import backs
from yukon_qt.ui.decks.backs import DECK_BACK
from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from yukon_qt.ui.table import felt

from table_gestures import open_window


@pytest.fixture(autouse=True)
def own_system_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))


@pytest.fixture
def test_deck():
    make_deck(paths.data_dir() / "decks", "drawn", "Drawn")
    return "user:drawn"


@pytest.fixture
def more_looks(monkeypatch):
    """A second back and table colour besides whatever the game ships (it may ship just one)."""
    def paint_red(painter, width, height):
        painter.fillRect(0, 0, int(width), int(height), QColor("#aa0000"))

    monkeypatch.setitem(backs.BACKS, "test-red", paint_red)
    monkeypatch.setitem(felt.TABLES, "test-night", ("#101820", "#0c1218", "#05080c"))


def preferences(qtbot, settings, window):
    dialog = PreferencesDialog(settings, window, solver_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(qtbot, combo: QComboBox, value: str) -> None:
    """Step to ``value`` with the arrow keys, as a player without a mouse would."""
    combo.setFocus()
    key = Qt.Key.Key_Down if combo.findData(value) > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentData() == value:
            break
        qtbot.keyClick(combo, key)
    assert combo.currentData() == value


def table_picture(window) -> QImage:
    return window.view.viewport().grab().toImage()


def test_a_deck_chosen_in_the_preferences_is_on_the_table_at_once(qtbot, window, settings, test_deck):
    dialog = preferences(qtbot, settings, window)
    assert dialog.looks.deck_combo.findData(test_deck) >= 0
    assert dialog.looks.deck_combo.itemText(dialog.looks.deck_combo.findData(test_deck)) == "Drawn"
    assert DECK_BACK not in [dialog.looks.back_combo.itemData(i) for i in range(dialog.looks.back_combo.count())]
    before = table_picture(window)
    preview = dialog.looks.preview.pixmap().toImage()
    choose(qtbot, dialog.looks.deck_combo, test_deck)

    assert settings.get("deck") == test_deck
    faces = window.view.table.faces
    assert faces.deck.name == test_deck
    assert faces.size.height() == round(faces.size.width() * 1.5)  # the deck's own card shape
    item = window.view.table.cards[Card(7, Suit.HEARTS)]  # alone in the first column: face up, uncovered
    assert item.boundingRect().height() == pytest.approx(faces.size.height(), abs=1)
    face = faces.face(item.card).toImage()
    assert face.pixelColor(face.width() // 2, face.height() * 4 // 5) == QColor("#fffdf7")  # drawn from the SVG
    qtbot.waitUntil(lambda: table_picture(window) != before)
    assert dialog.looks.preview.pixmap().toImage() != preview
    # The deck has a back of its own to offer, and takes no four colours.
    offered = [dialog.looks.back_combo.itemData(i) for i in range(dialog.looks.back_combo.count())]
    assert DECK_BACK in offered
    assert not dialog.check_boxes["four_colour_deck"].isEnabled()
    assert Settings.load().get("deck") == test_deck  # saved at once

    choose(qtbot, dialog.looks.deck_combo, "classic")
    assert window.view.table.faces.deck.name == "classic"
    assert dialog.check_boxes["four_colour_deck"].isEnabled()


def test_back_and_table_colour_follow_the_choosers(qtbot, window, settings, more_looks):
    dialog = preferences(qtbot, settings, window)
    view = window.view
    back_before = view.table.faces.back().toImage()
    choose(qtbot, dialog.looks.back_combo, "test-red")
    assert settings.get("card_back") == "test-red"
    back = view.table.faces.back().toImage()
    assert back != back_before and back.pixelColor(back.width() // 2, back.height() // 2) == QColor("#aa0000")

    corner = table_picture(window).pixelColor(3, view.viewport().height() - 3)
    choose(qtbot, dialog.looks.table_combo, "test-night")
    assert view.table_colour == "test-night"
    qtbot.waitUntil(lambda: table_picture(window).pixelColor(3, view.viewport().height() - 3) != corner)
    assert table_picture(window).pixelColor(3, view.viewport().height() - 3).lightness() < corner.lightness()
    # The game bar under the table takes the new table's shade too.
    bar = window.game_bar.grab().toImage().pixelColor(2, window.game_bar.height() // 2)
    assert bar.lightness() < corner.lightness() and abs(bar.blue() - bar.green()) < 12  # night-blue, not green


def test_the_choice_is_kept_across_a_restart(qtbot, settings, test_deck, more_looks):
    first = open_window(qtbot, settings)
    dialog = preferences(qtbot, settings, first)
    choose(qtbot, dialog.looks.deck_combo, test_deck)
    choose(qtbot, dialog.looks.back_combo, DECK_BACK)
    choose(qtbot, dialog.looks.table_combo, "test-night")
    dialog.close()
    first.close()

    again = Settings.load()  # read from the file, as the next run does
    assert (again.get("deck"), again.get("card_back"), again.get("table_colour")) == (
        test_deck, DECK_BACK, "test-night")
    window = open_window(qtbot, again)
    assert window.view.table.faces.deck.name == test_deck
    assert window.view.table.faces.back_name == DECK_BACK
    assert window.view.table_colour == "test-night"
    reopened = preferences(qtbot, again, window)
    assert reopened.looks.deck_combo.currentData() == test_deck
    assert reopened.looks.back_combo.currentData() == DECK_BACK
    assert reopened.looks.table_combo.currentData() == "test-night"


def visible_notices(window) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox, "noticeBox") if box.isVisible()]


def test_a_chosen_deck_that_is_gone_gives_way_to_the_default_and_comes_back_with_it(qtbot, settings):
    settings.set("deck", "user:gone")
    window = open_window(qtbot, settings)
    qtbot.waitUntil(lambda: len(visible_notices(window)) == 1)
    assert "user:gone" in visible_notices(window)[0].text()
    assert window.view.table.faces.deck.name == "classic"
    # The choice is kept: reading the setting writes nothing.
    assert settings.get("deck") == "user:gone" and Settings.load().get("deck") == "user:gone"
    visible_notices(window)[0].close()
    settings.set("card_back", "red")  # the looks shown again: told once in a run, not at every change
    QCoreApplication.processEvents()
    assert visible_notices(window) == []
    window.close()

    make_deck(paths.data_dir() / "decks", "gone", "Back again")  # the deck is installed again
    later = open_window(qtbot, Settings.load())
    assert later.view.table.faces.deck.name == "user:gone"
    QCoreApplication.processEvents()  # a notice would be posted by now
    assert visible_notices(later) == []


def test_the_table_and_the_preferences_read_every_setting_and_write_none(qtbot, settings):
    """A deck that is gone, a back and a table colour the game does not have: shown as the defaults,
    told once, and the settings file is left exactly as it was."""
    for name, value in (("deck", "user:gone"), ("card_back", "no-such-back"), ("table_colour", "no-such-table"),
                        ("four_colour_deck", True), ("auto_place", True)):
        settings.set(name, value)
    path = settings.path
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with qtbot.assertNotEmitted(settings.changed):
        window = open_window(qtbot, settings)
        qtbot.waitUntil(lambda: len(visible_notices(window)) == 1)
        dialog = preferences(qtbot, settings, window)
        assert dialog.looks.deck_combo.currentData() == "classic"
        assert dialog.looks.back_combo.currentData() == backs.DEFAULT_BACK
        assert dialog.looks.table_combo.currentData() == felt.DEFAULT_TABLE
        assert window.view.table.faces.deck.name == "classic"
        dialog.close()
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    window.close()


def test_a_deck_that_cannot_be_drawn_is_given_up_when_chosen(qtbot, window, settings):
    make_deck(paths.data_dir() / "decks", "wide", "Wide", svg=card_svg(width=300, height=100))
    dialog = preferences(qtbot, settings, window)
    combo = dialog.looks.deck_combo
    assert combo.findData("user:wide") >= 0  # the quick look at the folder cannot tell
    combo.setFocus()
    before = combo.findData("user:wide") - 1
    combo.setCurrentIndex(before)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.findData("user:wide") == -1 and combo.currentIndex() == before  # offered no more; no jump
    assert settings.get("deck") == combo.currentData()
    assert window.view.table.faces.deck.name == combo.currentData()


def test_going_down_the_deck_list_past_a_deck_that_cannot_be_drawn_never_jumps(qtbot, window, settings):
    """A deck whose file turns out unusable only when read was chosen, refused, and the list went back to
    Classic at it: a player going down with the arrow keys could never get past it."""
    user = paths.data_dir() / "decks"
    make_deck(user, "a-first", "A first")
    make_deck(user, "b-broken", "B broken", svg=card_svg(width=300, height=100))  # no card shape
    make_deck(user, "c-last", "C last")
    dialog = preferences(qtbot, settings, window)
    combo = dialog.looks.deck_combo
    listed = [combo.itemData(index) for index in range(combo.count())]
    assert listed.index("user:a-first") < listed.index("user:b-broken") < listed.index("user:c-last")
    choose(qtbot, combo, "user:a-first")
    seen = []
    changes = []
    settings.changed.connect(lambda name: changes.append(settings.get(name)) if name == "deck" else None)
    combo.setFocus()
    for _ in range(3):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        seen.append(combo.currentData())
    assert "classic" not in seen and "large-print" not in seen
    assert "user:b-broken" not in [combo.itemData(index) for index in range(combo.count())]  # offered no more
    assert "user:c-last" in seen
    assert "user:b-broken" not in changes and "classic" not in changes
    assert window.view.table.faces.deck.name == settings.get("deck") != "classic"
