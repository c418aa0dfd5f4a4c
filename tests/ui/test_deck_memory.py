"""Switching decks again and again: one deck's parsed file is kept at most, so memory stays bounded."""

from __future__ import annotations

import gc
import shutil

import pytest
from deck_files import make_deck

from yukon_qt.engine import Card, Suit
from yukon_qt.ui.decks import find_deck, installed, picture_cache, renderers
from yukon_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from yukon_qt.ui.table.card_faces import CardFaces

from table_gestures import open_window

FOLDERS = ("first", "second", "third", "fourth")
NAMES = [f"kde:{folder}" for folder in FOLDERS]
ACE = Card(1, Suit.SPADES)


@pytest.fixture(autouse=True)
def own_system_folders(tmp_path, monkeypatch):
    """Four decks of the test's own in the XDG data folders, none of the machine's, none parsed yet."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    monkeypatch.setattr(installed, "_decks", {})
    for folder in FOLDERS:
        make_deck(tmp_path / "share" / "carddecks", folder, name=f"Deck {folder}")
    renderers.let_go()
    yield
    renderers.let_go()


def live_renderers() -> int:
    """The QtSvg renderers alive in the process, whoever keeps them (other tests' windows and icons may
    keep some of their own: each test counts from what it finds first)."""
    from PySide6.QtSvg import QSvgRenderer

    gc.collect()
    return sum(isinstance(item, QSvgRenderer) for item in gc.get_objects())


def forget_pictures() -> None:
    """Empty the picture cache: the next switch to any deck draws it from its file."""
    shutil.rmtree(picture_cache.cache_root(), ignore_errors=True)


@pytest.mark.slow
def test_switching_decks_again_and_again_keeps_one_parsed_file_at_most(qtbot, settings):
    window = open_window(qtbot, settings)
    before = live_renderers()
    viewport = window.view.viewport()
    first_ace = None
    for cycle in range(5):
        forget_pictures()
        for name in NAMES:
            settings.set("deck", name)  # as the Preferences' deck list sets it
            viewport.repaint()
            assert window.view.table.faces.deck.name == name
            assert live_renderers() <= before + 1, f"cycle {cycle}, {name}"
        ace = window.view.table.faces.face(ACE).toImage()
        first_ace = first_ace or ace
        assert ace == first_ace  # drawn from the file again, the same picture
    assert sum(find_deck(name)._renderer is not None for name in NAMES) <= 1


@pytest.mark.slow
def test_the_preview_and_the_table_share_the_one_parsed_file(qtbot, settings):
    window = open_window(qtbot, settings)
    dialog = PreferencesDialog(settings, window, solver_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    before = live_renderers()
    combo = dialog.looks.deck_combo
    for _ in range(3):
        forget_pictures()
        for name in NAMES:
            combo.setCurrentIndex(combo.findData(name))  # the player picks it in the list
            window.view.viewport().repaint()
            assert settings.get("deck") == name
            assert live_renderers() <= before + 1, name
    dialog.close()


def test_a_deck_idle_a_while_lets_its_parsed_file_go_and_draws_again(qtbot, settings, monkeypatch):
    monkeypatch.setattr(renderers, "IDLE_MS", 20)
    before = live_renderers()
    deck = find_deck("kde:first")
    faces = CardFaces(deck)
    faces.set_size(70, 1.0)
    ace = faces.face(ACE).toImage()
    assert renderers.holder() is deck
    qtbot.waitUntil(lambda: renderers.holder() is None, timeout=10000)
    assert deck._renderer is None and live_renderers() == before
    forget_pictures()
    faces.set_size(71, 1.0)
    faces.set_size(70, 1.0)  # the pictures made again, from the file
    assert faces.face(ACE).toImage() == ace
    assert renderers.holder() is deck
