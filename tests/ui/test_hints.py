"""Hints in the real window: H frames the next move of a winning line and plays nothing."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_statistics_wiring import stored_games

from yukon_qt.engine import Card, Pile
from yukon_qt.engine.solver import SOLVABLE, solve

from table_gestures import build, card_point, drag, pile_point, settle

C = Card.parse
# Spades to the jack, hearts to the jack, diamonds done, clubs to the jack.  The jack of spades lies
# face down under the king of hearts and the queen of spades: a king with the card on it must move
# to an empty column first.
NEAR_WON = (["JS | KH QS", "QH KC", "QC KS"], {"S": 10, "H": 11, "D": 13, "C": 11})
# No card can move: every face-up card is a two, a four or the nine of clubs, on face-down cards.
HARD_DEAL = "YU1-C-AAAAAAF"  # deal 5: the solver needs more than a hint's seconds
STUCK_TOPS = ["2S", "2H", "2D", "2C", "4S", "4H", "9C"]


def stuck_position():
    from yukon_qt.engine import FULL_DECK

    tops = [C(text) for text in STUCK_TOPS]
    rest = [str(card) for card in FULL_DECK if card not in tops]
    columns = []
    for index, top in enumerate(tops):
        down = rest[index * 45 // 7:(index + 1) * 45 // 7]
        columns.append(" ".join(down) + " | " + str(top))
    return build(columns)


def press_hint(qtbot, window) -> None:
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: not window.hints.busy, timeout=10000)


def resting_rect(view, card: Card) -> QRectF:
    size = view.table.faces.size
    return QRectF(view.table.resting_places()[card][0], QSizeF(size.width(), size.height()))


def test_h_frames_the_cards_to_pick_and_their_place_and_plays_nothing(qtbot, window):
    game = build(*NEAR_WON)
    window.model.set_game(game)
    view = window.view
    settle(qtbot, view)
    expected = solve(build(*NEAR_WON), seconds=None)
    assert expected.status == SOLVABLE
    before = game.to_dict()
    press_hint(qtbot, window)
    assert game.to_dict() == before  # nothing was played
    move = view.table.hint
    assert move == expected.moves[0]
    assert move.card == C("KH") and move.destination.index >= 3  # the king (with the queen) to an empty column
    picked, place = view.table.hint_marks
    assert picked.isVisible() and place.isVisible()
    for card in (C("KH"), C("QS")):  # the card and the card above it
        assert picked.rect.contains(resting_rect(view, card))
    assert not picked.rect.contains(resting_rect(view, C("QH")))
    assert place.rect == view.table.layout.column_rect(move.destination.index)
    # The player makes the move: the frames go away.
    drag(qtbot, view, card_point(view, "KH"), pile_point(view, move.destination))
    assert game.columns[move.destination.index] == [C("KH"), C("QS")]
    assert not picked.isVisible() and not place.isVisible() and view.table.hint is None


def test_following_the_line_the_next_hint_is_known_at_once(qtbot, window):
    game = build(*NEAR_WON)
    window.model.set_game(game)
    view = window.view
    settle(qtbot, view)
    press_hint(qtbot, window)
    first = view.table.hint
    window.model.try_move(first)
    settle(qtbot, view)
    QTest.keyClick(window, Qt.Key.Key_H)
    assert not window.hints.busy  # no search: the rest of the line was kept
    assert view.table.hint is not None and view.table.hint.card == C("JS")
    assert view.table.hint.destination == Pile.foundation(C("JS").suit)
    assert view.table.hint_marks[1].rect == view.table.layout.foundation_rect(C("JS").suit)


def test_the_frames_go_away_by_themselves(qtbot, window):
    window.hints._timer.setInterval(300)
    press_hint(qtbot, window)
    assert view_hint_shown(window)
    qtbot.waitUntil(lambda: not view_hint_shown(window), timeout=3000)


def view_hint_shown(window) -> bool:
    return window.view.table.hint_marks[0].isVisible()


def test_no_move_at_all_is_said_briefly(qtbot, window):
    window.model.set_game(stuck_position())
    settle(qtbot, window.view)
    press_hint(qtbot, window)
    toast = window.view.toast
    assert toast.isVisible()
    assert toast.text() == lost_note(window)
    assert window.view.table.hint is None and not view_hint_shown(window)


def lost_note(window) -> str:
    """The note of a lost game: no move leads to a win, and the search for the move that lost it is offered."""
    from yukon_qt.ui.window.lost_move import offer_text

    return window.hints.tr("This game can no longer be won.") + " " + offer_text()


def lost_position_with_moves():
    """The stuck position with the three of diamonds alone in the last column: twos can go on it, uselessly."""
    from yukon_qt.engine import FULL_DECK

    tops = [C(text) for text in STUCK_TOPS[:6]]
    rest = [str(card) for card in FULL_DECK if card not in tops and card != C("3D")]
    columns = []
    for index, top in enumerate(tops):
        columns.append(" ".join(rest[index * 45 // 6:(index + 1) * 45 // 6]) + " | " + str(top))
    return build(columns + ["3D"])


def test_a_lost_deal_frames_no_move_though_moves_are_left_and_says_it_is_lost(qtbot, window):
    game = lost_position_with_moves()
    window.model.set_game(game)
    settle(qtbot, window.view)
    assert game.legal_moves()  # a black two could go onto the three of diamonds, uselessly
    before = game.to_dict()
    press_hint(qtbot, window)
    assert game.to_dict() == before
    assert window.view.table.hint is None and not view_hint_shown(window)
    lost = lost_note(window)
    assert window.view.toast.isVisible() and window.view.toast.text() == lost
    # Asked again, the memory answers at once, and the same way.
    window.view.toast.hide()
    QTest.keyClick(window, Qt.Key.Key_H)
    assert not window.hints.busy
    assert window.view.table.hint is None and window.view.toast.text() == lost


def time_runs_out_after(monkeypatch, seconds: float, positions: int) -> None:
    """A machine that looks at ``positions`` positions in ``seconds``: a search asked for that long stops after
    that many, as when its time runs out; every other search (the one that goes on) runs to its answer with no
    clock.  What the test sees is then the same on a fast machine and a slow one."""
    from yukon_qt.model import solver_worker

    real = solver_worker.solve

    def solve(game, seconds=None, cancel=None, **options):
        if seconds != limit:
            return real(game, seconds=None, cancel=cancel, **options)
        result = real(game, seconds=None, max_nodes=positions, cancel=cancel, **options)
        return dataclasses.replace(result, stopped="time") if result.stopped == "nodes" else result

    limit = seconds
    monkeypatch.setattr(solver_worker, "solve", solve)


def test_when_time_runs_out_the_framed_move_is_called_a_best_guess(qtbot, settings, monkeypatch):
    from yukon_qt.engine.solver import best_heuristic_move
    from yukon_qt.model import hint_search

    from table_gestures import open_window

    time_runs_out_after(monkeypatch, hint_search.HINT_SECONDS, 2_000)
    window = open_window(qtbot, settings, code=HARD_DEAL)  # no line found within the hint's positions
    press_hint(qtbot, window)
    assert window.view.table.hint == best_heuristic_move(window.model.game)
    assert view_hint_shown(window)
    assert window.view.toast.isVisible()
    assert window.view.toast.text() == window.hints.tr(
        "No winning line was found in time: the framed move is a best guess.") + " " + window.hints.tr(
        "The search goes on, and a note will say what it finds.")
    assert window.hints.search.is_following


LOST_DEAL = "YU1-C-CKZFIXB"  # proven lost after many thousand positions, not after a thousand


@pytest.mark.slow
def test_the_search_goes_on_after_a_best_guess_and_says_when_the_game_is_lost(qtbot, settings, monkeypatch):
    from yukon_qt.model import hint_search

    from table_gestures import open_window

    time_runs_out_after(monkeypatch, hint_search.HINT_SECONDS, 1_000)
    window = open_window(qtbot, settings, code=LOST_DEAL)
    press_hint(qtbot, window)
    assert view_hint_shown(window) and window.hints.search.is_following  # a best guess first
    assert QApplication.overrideCursor() is None  # the search that goes on shows no busy cursor
    qtbot.waitUntil(lambda: not window.hints.search.is_following, timeout=60000)
    lost = window.hints.tr("This game can no longer be won.")
    assert window.view.toast.text().startswith(lost)
    assert not view_hint_shown(window)  # no move leads to a win: none is framed any more
    press_hint(qtbot, window)  # asked again, the sure answer comes at once, with no new search
    assert not window.hints.search.is_following and window.view.toast.text().startswith(lost)


@pytest.mark.slow
def test_the_search_that_goes_on_frames_the_sure_move_when_it_finds_a_win(qtbot, settings, monkeypatch):
    from yukon_qt.model import hint_search

    from table_gestures import open_window

    time_runs_out_after(monkeypatch, hint_search.HINT_SECONDS, 1_000)
    window = open_window(qtbot, settings, code="YU1-C-UYYHEAH")  # a win after about 34,000 positions
    press_hint(qtbot, window)
    assert window.hints.search.is_following
    qtbot.waitUntil(lambda: not window.hints.search.is_following, timeout=60000)
    line = window.hints.search.memory.line_from(window.model.game)
    assert line and window.view.table.hint == line[0] and view_hint_shown(window)
    assert window.view.toast.text() == window.hints.tr("A winning line was found: the framed move is its next move.")


def test_a_move_stops_the_search_that_goes_on(qtbot, settings, monkeypatch):
    from yukon_qt.model import hint_search

    from table_gestures import open_window

    time_runs_out_after(monkeypatch, hint_search.HINT_SECONDS, 1_000)
    window = open_window(qtbot, settings, code=LOST_DEAL)
    press_hint(qtbot, window)
    assert window.hints.search.is_following
    window.model.try_move(window.view.table.hint)
    assert not window.hints.search.is_following and not view_hint_shown(window)


def test_a_winning_line_frames_its_move_without_a_note(qtbot, window):
    window.model.set_game(build(*NEAR_WON))
    settle(qtbot, window.view)
    press_hint(qtbot, window)
    assert view_hint_shown(window) and not window.view.toast.isVisible()


def test_a_hint_counts_in_the_statistics_once_per_position(qtbot, window):
    press_hint(qtbot, window)
    assert view_hint_shown(window)
    press_hint(qtbot, window)  # the same hint again
    assert stored_games()[-1].hints == 1
    window.model.try_move(window.view.table.hint)
    settle(qtbot, window.view)
    press_hint(qtbot, window)
    assert stored_games()[-1].hints == 2


def test_a_move_while_the_solver_thinks_cancels_the_hint(qtbot, settings):
    from yukon_qt.engine.solver import best_heuristic_move

    from table_gestures import open_window

    window = open_window(qtbot, settings, code=HARD_DEAL)  # no line found within the hint's seconds
    hints, view = window.hints, window.view
    answers = []
    hints.hint_given.connect(lambda: answers.append(1))
    QTest.keyClick(window, Qt.Key.Key_H)
    assert hints.busy
    label = window.game_bar.solver_label
    assert label.isVisible() and label.text() == window.game_bar.tr("Thinking…")
    move = best_heuristic_move(window.model.game)
    drag(qtbot, view, card_point(view, move.card), pile_point(view, move.destination))
    assert window.model.game.moves_made == 1
    assert not hints.busy and not label.isVisible()
    assert hints.worker.wait(5)
    QCoreApplication.processEvents()  # the search has ended: an answer it sent is delivered now
    assert answers == [] and view.table.hint is None
