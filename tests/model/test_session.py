"""A game session alone, with no window: moves, a win, the statistics row and the saved game, in their order."""

from __future__ import annotations

import json

import pytest

from yukon_qt.engine import GameCode
from yukon_qt.engine.game import Game
from yukon_qt.engine.solver import SOLVABLE, solve
from yukon_qt.model.session import GameSession
from yukon_qt.saved_game import SavedGame, saved_game_path
from yukon_qt.settings import Settings

DEAL = "YU1-C-AAAAAAB"  # the deal the window tests play; the solver wins it within the budget below
NODES = 50_000


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.json")


@pytest.fixture
def winning_line():
    result = solve(Game(GameCode.parse(DEAL)), seconds=None, max_nodes=NODES)
    assert result.status == SOLVABLE
    return result.moves


def started(settings, code: str | None = DEAL, resume: bool = False) -> GameSession:
    """A session as the window makes it just after its first frame: the statistics open, the keeper on."""
    saved = SavedGame(saved_game_path())
    assert saved.try_hold()
    session = GameSession(settings, saved, GameCode.parse(code) if code else None, resume)
    session.open_statistics()
    session.start_keeper()
    return session


def kept() -> dict | None:
    path = saved_game_path()
    return json.loads(path.read_text()) if path.exists() else None


def test_a_session_without_a_window_plays_a_deal_to_the_win(qtbot, settings, winning_line):
    session = started(settings)
    model, recording = session.model, session.recording
    heard = []
    recording.win_described.connect(lambda lines: heard.append(("described", lines)))
    model.game_won.connect(lambda: heard.append(("won", None)))  # as a view connects: after the session

    assert model.try_move(winning_line[0])
    assert session.keeper.wait()
    record = kept()
    assert record["game"]["code"] == DEAL and record["game"]["moves"] == 1
    assert record["stats_row"] == recording.row  # the keeper wrote after the recording gave the row
    assert recording.recorder.store.game(recording.row).moves == 1

    for move in winning_line[1:]:
        assert model.try_move(move), move
    assert model.won
    assert session.keeper.wait()
    assert kept() is None  # a won game leaves nothing to resume
    row = recording.recorder.store.game(recording.row)
    assert row.result == "won" and row.moves == len(winning_line) and row.code == DEAL
    # The statistics hear of the win first: the remarks are there when a view shows the win.
    assert [what for what, _ in heard] == ["described", "won"]
    assert heard[0][1]  # a first win says something ("first win", a best score, ...)
    session.close()


def test_a_new_deal_is_kept_with_its_own_statistics_row(qtbot, settings, winning_line):
    session = started(settings)
    first_row = session.recording.row
    session.model.try_move(winning_line[0])
    session.new_random_deal()
    assert session.keeper.wait()
    record = kept()
    assert record["game"]["code"] != DEAL and record["game"]["moves"] == 0
    assert record["stats_row"] == session.recording.row != first_row
    store = session.recording.recorder.store
    assert store.game(first_row).result == "abandoned"
    session.close()


def test_a_closed_session_is_resumed_by_the_next_in_the_same_row(qtbot, settings, winning_line):
    session = started(settings)
    for move in winning_line[:3]:
        session.model.try_move(move)
    session.model.undo()
    row = session.recording.row
    session.close()

    again = started(settings, code=None, resume=True)
    assert again.start_notices == []
    assert str(again.model.code) == DEAL and again.model.moves_made == 3 and again.model.can_redo
    assert again.recording.row == row
    assert again.recording.recorder.store.game(row).result == "in_progress"
    again.close()


def test_a_hint_asked_of_the_session_is_counted_in_the_statistics(qtbot, settings, winning_line):
    session = started(settings)
    hints = session.solver().hints
    with qtbot.waitSignal(hints.answered, timeout=60000) as answer:
        hints.request()
    move, _status = answer.args
    assert move is not None and session.model.check(move) is None  # a move that can be played
    assert session.recording.recorder.store.game(session.recording.row).hints == 1
    session.close()
    assert not hints.worker.is_busy()


def test_the_winnability_status_follows_the_game_when_asked_for(qtbot, settings, winning_line):
    settings.set("show_solver_status", True)
    session = GameSession(settings, None, GameCode.parse(DEAL))  # no saved game, no statistics opened
    states = []
    session.solver_status_changed.connect(states.append)
    session.solver()
    qtbot.waitUntil(lambda: states and states[-1] == SOLVABLE, timeout=60000)
    session.close()


def test_a_winnable_deal_found_is_dealt_with_its_line_known(qtbot, settings, monkeypatch):
    from yukon_qt.engine import Rule
    from yukon_qt.model import solver_worker

    def first_deal(rule, seconds_per_deal, progress=None, cancel=None, **_options):
        code = GameCode.parse(DEAL)
        return code, solve(Game(code), seconds=None, max_nodes=NODES)

    monkeypatch.setattr(solver_worker, "find_winnable_deal", first_deal)
    session = GameSession(settings, None, GameCode.parse("YU1-C-AAAAAAC"))
    with qtbot.waitSignal(session.model.game_started, timeout=60000):
        session.find_winnable_deal(Rule.CLASSIC, 1.0)
    assert str(session.model.code) == DEAL
    assert session.solver().memory.line_from(session.model.game)  # its first hint is at once
    session.close()
