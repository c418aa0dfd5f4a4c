"""Installed decks drawn ahead by a process of their own while the Preferences are open."""

from __future__ import annotations

import pytest
from deck_files import make_deck
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from yukon_qt.engine import GameCode
from yukon_qt.model.game_model import GameModel
from yukon_qt.ui.decks import find_deck, installed
from yukon_qt.ui.decks.svg_deck import BACK_ID, ELEMENT_IDS
from yukon_qt.ui.window.deck_preparer import DeckPreparer, card_pixels, shown_elements

from table_gestures import open_window, settle


@pytest.fixture(autouse=True)
def own_system_folders(tmp_path, monkeypatch):
    """Two decks of the test's own in the XDG data folders, none of the machine's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    monkeypatch.setattr(installed, "_decks", {})
    for folder in ("first", "second"):
        make_deck(tmp_path / "share" / "carddecks", folder, name=f"Deck {folder}")


def test_the_table_shows_its_face_up_cards_and_the_back(qapp):
    shown = shown_elements(GameModel(GameCode.parse("YU1-C-AAAAAAB")))
    assert len(shown) == 1 + 5 * 6 + 1 and shown[-1] == BACK_ID  # the first column's card, 5 in the others
    assert set(shown) <= set(ELEMENT_IDS)


def wait_for(qtbot, preparer: DeckPreparer) -> None:
    qtbot.waitUntil(lambda: not preparer.busy, timeout=60000)


def test_opening_the_preferences_draws_the_decks_and_a_switch_reads_no_file(qtbot, settings):
    window = open_window(qtbot, settings)
    seen = {}

    def in_the_dialog() -> None:  # the player looks at the Preferences while the decks are drawn
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, in_the_dialog)
            return
        seen["busy"] = window.decks_ahead.preparer.busy
        wait_for(qtbot, window.decks_ahead.preparer)
        dialog.reject()

    QTimer.singleShot(0, in_the_dialog)
    window.preferences_action.trigger()
    assert seen["busy"]  # drawing while the dialog was open, not before it
    assert window.decks_ahead.preparer.done == {"kde:first", "kde:second"}
    deck = find_deck("kde:second")
    width, height = card_pixels(deck, *window.decks_ahead.table_size())
    for element in shown_elements(window.model):
        assert deck._pictures().picture(element, width, height) is not None, element
    settings.set("deck", "kde:second")  # as the Preferences' deck list sets it
    view = window.view
    settle(qtbot, view)
    view.viewport().repaint()
    assert view.table.faces.deck is deck and deck._renderer is None  # every picture came from the cache
    assert not view.table.faces.back().toImage().isNull()


def test_the_deck_pointed_at_is_drawn_first(qtbot, settings, qapp):
    preparer = DeckPreparer()
    order = []
    preparer.prepared.connect(order.append)
    preparer.prepare(["kde:first", "kde:second"], (1280.0, 800.0, 1.0),
                     shown_elements(GameModel(GameCode.parse("YU1-C-AAAAAAB"))))
    preparer.prefer("kde:second")
    wait_for(qtbot, preparer)
    assert order == ["kde:second", "kde:first"]


def test_a_chosen_deck_is_drawn_whole(qtbot, settings, qapp):
    preparer = DeckPreparer()
    preparer.complete("kde:first", (1280.0, 800.0, 1.0))
    wait_for(qtbot, preparer)
    deck = find_deck("kde:first")
    width, height = card_pixels(deck, 1280.0, 800.0, 1.0)
    assert [element for element in ELEMENT_IDS if deck._pictures().picture(element, width, height) is None] == []


def test_a_drawer_that_cannot_start_only_means_drawing_in_the_window(qtbot, settings, qapp, monkeypatch):
    from yukon_qt.ui.window import deck_preparer as module

    monkeypatch.setattr(module, "command", lambda arguments: ("/nonexistent/yukon-solitaire", arguments))
    preparer = DeckPreparer()
    preparer.prepare(["kde:first"], (1280.0, 800.0, 1.0), [BACK_ID])
    qtbot.waitUntil(lambda: not preparer.busy, timeout=10000)
    assert preparer.done == set()
    deck = find_deck("kde:first")
    assert deck.load()  # the deck itself is as usable as ever
