"""The deal of the day in the window: the Game menu, the New game dialog, the game bar and the kept game."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from yukon_qt.engine import Game, GameCode, Rule
from yukon_qt.engine.daily import daily_code
from yukon_qt.engine.solver import SOLVABLE, solve
from yukon_qt.ui.dialogs.new_game_dialog import NewGameDialog
from yukon_qt.ui.window import main_window

from table_gestures import card_point, drag, open_window, pile_point

TODAY = dt.date(2026, 11, 30)


class Today(dt.date):
    """A calendar whose today is ``TODAY`` or as set."""

    fixed = TODAY

    @classmethod
    def today(cls):
        return cls(cls.fixed.year, cls.fixed.month, cls.fixed.day)


def pretend_today(monkeypatch, day: dt.date) -> None:
    monkeypatch.setattr(Today, "fixed", day)
    monkeypatch.setattr(main_window, "today", Today.today)


def choose_from_game_menu(qtbot, window, key: Qt.Key) -> None:
    """Open the Game menu with Alt+G and pick an item by its underlined letter, as from the keyboard."""
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert menu is window.game_menu
    qtbot.keyClick(menu, key)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def play_first_move(qtbot, window) -> None:
    """Drag the first card of a winning line where it goes, with the mouse."""
    result = solve(Game(window.model.code), seconds=None, max_nodes=20_000)
    assert result.status == SOLVABLE
    move = result.moves[0]
    view = window.view
    drag(qtbot, view, card_point(view, move.card), pile_point(view, move.destination))
    assert window.model.moves_made == 1


def test_the_game_menu_has_the_deal_of_the_day_after_new_game(qtbot, window):
    actions = [action for action in window.game_menu.actions() if not action.isSeparator()]
    assert actions[0] is window.new_action and actions[1] is window.daily_action
    assert window.daily_action.text() == "&Deal of the day"


def test_the_menu_item_deals_todays_deal_and_the_bar_shows_its_date(qtbot, window, monkeypatch, english_locale):
    pretend_today(monkeypatch, TODAY)
    assert not window.game_bar.daily_label.isVisible()
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    assert window.model.code == daily_code(TODAY) and window.model.code.rule is Rule.CLASSIC
    assert window.model.daily_date == TODAY
    assert window.game_bar.code_label.text() == str(daily_code(TODAY))
    qtbot.waitUntil(window.game_bar.daily_label.isVisible)
    assert window.game_bar.daily_label.text() == "Deal of November 30, 2026"
    assert window.game_bar.rule_label.text() == "Classic"


def test_a_random_deal_after_the_deal_of_the_day_loses_the_date(qtbot, window, monkeypatch):
    pretend_today(monkeypatch, TODAY)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_R)  # Restart this deal: still the deal of its day
    assert window.model.daily_date == TODAY and window.game_bar.daily_label.isVisible()
    window.new_random_deal()
    assert window.model.daily_date is None and "daily_date" not in window.model.record()
    assert not window.game_bar.daily_label.isVisible()


def test_asking_again_for_todays_deal_keeps_the_moves(qtbot, window, monkeypatch):
    pretend_today(monkeypatch, TODAY)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    play_first_move(qtbot, window)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    assert window.model.moves_made == 1


def test_yesterdays_deal_keeps_its_date_after_midnight_and_in_the_kept_game(qtbot, settings, monkeypatch,
                                                                              english_locale):
    window = open_window(qtbot, settings)
    pretend_today(monkeypatch, TODAY)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    pretend_today(monkeypatch, TODAY + dt.timedelta(days=1))  # midnight passes during the game
    play_first_move(qtbot, window)
    assert window.model.daily_date == TODAY
    assert window.model.record()["daily_date"] == "2026-11-30"
    window.save_game_now()
    window.close()
    again = open_window(qtbot, settings, code=None)
    assert again.model.code == daily_code(TODAY) and again.model.moves_made == 1
    assert again.model.daily_date == TODAY
    assert again.game_bar.daily_label.text() == "Deal of November 30, 2026"
    # Today's deal is another game: yesterday's is replaced, not continued.
    choose_from_game_menu(qtbot, again, Qt.Key.Key_D)
    assert again.model.daily_date == TODAY + dt.timedelta(days=1)
    assert again.model.code == daily_code(TODAY + dt.timedelta(days=1)) and again.model.moves_made == 0


@pytest.mark.parametrize("value", ["2026-13-01", 20261130, "30/11/2026", None, "2026-11-30T00:00"])
def test_a_damaged_date_in_a_kept_game_only_loses_the_mark(qtbot, window, value):
    record = window.model.record()
    record["daily_date"] = value
    window.model.restore(record)
    assert window.model.daily_date is None and window.model.code == GameCode.parse("YU1-C-AAAAAAB")


def click_indicator(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def test_the_dialog_offers_the_deal_of_the_day_as_a_classic_deal(qtbot):
    dialog = NewGameDialog(GameCode.parse("YU1-R-BCDEFGH"), Rule.RELAXED, today=TODAY)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.daily_button.text() == "The deal of the &day"
    click_indicator(qtbot, dialog.daily_button)
    assert dialog.wants_daily_deal() and not dialog.wants_winnable_deal()
    assert dialog.rule_choices[Rule.CLASSIC].isChecked() and not dialog.rule_box.isEnabled()
    assert dialog.chosen_code() == daily_code(TODAY) and dialog.ok_button.isEnabled()
    click_indicator(qtbot, dialog.random_button)
    assert dialog.rule_box.isEnabled() and not dialog.wants_daily_deal()


def test_the_dialog_starts_todays_deal_in_the_window(qtbot, window, monkeypatch):
    pretend_today(monkeypatch, TODAY)  # the window hands its day to the dialog
    seen = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, answer)
            return
        click_indicator(qtbot, dialog.daily_button)
        seen.append(dialog.wants_daily_deal())  # no reference to the dialog outlives it
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == [True]
    assert window.model.code == daily_code(TODAY) and window.model.daily_date == TODAY
    assert window.settings.get("rule") == "classic"


def test_a_daily_game_is_recorded_with_its_date_even_when_won_after_midnight(qtbot, window, monkeypatch):
    pretend_today(monkeypatch, TODAY)
    choose_from_game_menu(qtbot, window, Qt.Key.Key_D)
    play_first_move(qtbot, window)
    pretend_today(monkeypatch, TODAY + dt.timedelta(days=1))
    line = solve(window.model.game, seconds=None, max_nodes=50_000)
    assert line.status == SOLVABLE
    for move in line.moves:
        assert window.model.try_move(move)
    assert window.model.won
    row = window.session.recording.recorder.store.game(window.session.recording.row)
    assert row.result == "won" and row.daily_date == TODAY


def test_the_statistics_window_shows_the_daily_figures(qtbot, window, monkeypatch):
    from yukon_qt.ui.dialogs import statistics_dialog

    store = window.session.recording.recorder.store
    for day in ("2026-11-28", "2026-11-29", "2026-11-29"):
        started = dt.datetime.fromisoformat(day).replace(hour=9, tzinfo=dt.UTC)
        row = store.add_game(str(daily_code(dt.date.fromisoformat(day))), "classic", started,
                             daily_date=dt.date.fromisoformat(day))
        store.update_game(row, moves=50, result="won", ended_at=started + dt.timedelta(minutes=10))
    row = store.add_game("YU1-C-AAAAAAC", "classic", daily_date=dt.date(2026, 11, 26))
    store.update_game(row, moves=5, result="abandoned", ended_at=dt.datetime(2026, 11, 26, 10, tzinfo=dt.UTC))

    class Today(dt.date):
        @classmethod
        def today(cls):
            return cls(2026, 11, 30)

    monkeypatch.setattr(statistics_dialog, "date", Today)
    qtbot.keyClick(window, Qt.Key.Key_F4)
    qtbot.waitUntil(lambda: window.statistics_dialog is not None and window.statistics_dialog.isVisible())
    dialog = window.statistics_dialog
    assert dialog.daily_box.title() == "Deal of the day" and dialog.daily_box.isVisible()
    shown = {dialog.daily_captions[name].text(): label.text() for name, label in dialog.daily_values.items()}
    assert shown == {"Days played": "3", "Days won": "2", "Current daily streak": "2", "Longest daily streak": "2"}


def test_the_csv_export_names_the_date_of_a_daily_game(qtbot, window):
    from yukon_qt.stats.export import games_csv

    store = window.session.recording.recorder.store
    store.add_game("YU1-C-AAAAAAC", "classic", dt.datetime(2026, 11, 30, 23, tzinfo=dt.UTC),
                   daily_date=dt.date(2026, 11, 30))
    lines = games_csv(store.games()).splitlines()
    assert lines[0].endswith(",hints,daily_date,level,winnable_from_start,winnable_where_left")
    assert any(line.startswith("2026-11-30T23:00:00") and line.endswith(",2026-11-30,,,") for line in lines[1:])
