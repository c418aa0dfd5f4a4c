"""Could it have been won: each game left without a win is decided in the background, within a
budget of positions, and the answers go to its statistics row."""

from __future__ import annotations

import threading

import pytest
from test_lost_move_search import LOST_CODE, LOST_MOVES

from yukon_qt.engine import Card, Game, GameCode, Move, Pile
from yukon_qt.engine.solver import solve
from yukon_qt.model import winnable_check
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.game_recording import GameRecording
from yukon_qt.model.winnable_check import Job, WinnableCheck, decide
from yukon_qt.stats import store
from yukon_qt.stats.recorder import StatsRecorder

LOST_DEAL = "YU1-C-CEBMXLG"  # docs/winnability/classic-10s.jsonl: unsolvable
WINNABLE_DEAL = "YU1-C-ZBUMHHM"  # the same file: solvable in 58 positions
HARD_DEAL = "YU1-C-CTHQTTR"  # the same file: unknown after 142,310 positions
NEXT_DEAL = "YU1-C-AAAAAAB"


@pytest.fixture
def setup(qtbot, tmp_path):
    recorders = []

    def open_recorder():
        recorders.append(StatsRecorder.open(tmp_path / "statistics.sqlite3"))
        return recorders[-1]

    model = GameModel(GameCode.parse(LOST_DEAL))
    recording = GameRecording(model, open_recorder)
    check = WinnableCheck(recording)
    yield model, recording, check
    check.stop()
    recording.close()


def play(model: GameModel, code: str, moves: int = 1) -> int:
    """Deal ``code`` and make ``moves`` legal moves (the solver's winning line where there is one)."""
    model.new_game(GameCode.parse(code))
    line = solve(Game(GameCode.parse(code)), seconds=None, max_positions=10_000).moves
    for index in range(moves):
        move = line[index] if index < len(line) else model.game.legal_moves()[0]
        assert model.try_move(move)
    return model.stats_row


def answers(recording: GameRecording, row: int) -> tuple[str | None, str | None]:
    game = recording.recorder.store.game(row)
    return game.winnable_from_start, game.winnable_where_left


def test_the_answers_are_the_ones_the_statistics_keep():
    assert (winnable_check.WINNABLE, winnable_check.LOST, winnable_check.UNKNOWN) == (
        store.WINNABLE, store.LOST, store.UNKNOWN)


def test_a_game_of_a_lost_deal_left_for_a_new_one_could_not_have_been_won(qtbot, setup):
    model, recording, check = setup
    recording.open()
    row = play(model, LOST_DEAL)
    with qtbot.waitSignal(check.decided) as decided:
        model.new_game(GameCode.parse(NEXT_DEAL))
    assert decided.args == [row, "lost", "lost"]
    assert answers(recording, row) == ("lost", "lost")
    assert recording.recorder.store.game(row).could_have_won == "lost"


def test_a_winnable_deal_restarted_after_a_good_move_could_have_been_won_and_still_could(qtbot, setup):
    model, recording, check = setup
    recording.open()
    row = play(model, WINNABLE_DEAL, moves=2)
    with qtbot.waitSignal(check.decided):
        model.restart()
    assert answers(recording, row) == ("winnable", "winnable")


def test_a_winnable_deal_left_lost_could_have_been_won_from_the_start_only(qtbot, setup):
    model, recording, check = setup
    recording.open()
    model.new_game(GameCode.parse(LOST_CODE))
    row = model.stats_row
    for text in LOST_MOVES:  # the seven of hearts onto the seventh column lost it, three moves before the end
        card_text, destination = text.split()
        card = Card.parse(card_text)
        source, _ = model.locate(card)
        assert model.try_move(Move(card, source, Pile.column(int(destination[1:]) - 1)))
    with qtbot.waitSignal(check.decided):
        model.new_game(GameCode.parse(NEXT_DEAL))
    assert answers(recording, row) == ("winnable", "lost")


def test_where_the_search_gives_up_the_answer_is_unknown(qtbot, setup):
    model, recording, check = setup
    recording.open()
    check.positions = 1  # too few to decide even an easy deal
    row = play(model, WINNABLE_DEAL)
    with qtbot.waitSignal(check.decided):
        model.new_game(GameCode.parse(NEXT_DEAL))
    assert answers(recording, row) == ("unknown", "unknown")
    assert recording.recorder.store.game(row).could_have_won == "unknown"


def test_a_game_replaced_without_a_move_is_not_decided(qtbot, setup):
    model, recording, check = setup
    recording.open()
    model.new_game(GameCode.parse(NEXT_DEAL))  # no move made: the row is gone
    assert [game.code for game in recording.recorder.games()] == [NEXT_DEAL] and not check.busy


def test_closing_the_statistics_cancels_a_decision_at_once_and_leaves_the_row_undecided(qtbot, setup):
    model, recording, check = setup
    recording.open()
    check.positions = 10**9  # a search that would run for hours
    row = play(model, HARD_DEAL)
    model.new_game(GameCode.parse(NEXT_DEAL))
    assert check.busy
    store_path = recording.recorder.store.path
    recording.close()  # the window closes, or the app quits
    qtbot.waitUntil(lambda: not check.busy)
    game = StatsRecorder.open(store_path).store.game(row)
    assert game.result == "abandoned" and game.could_have_won is None


def test_the_next_game_left_cancels_the_decision_running(qtbot, setup):
    model, recording, check = setup
    recording.open()
    check.positions = 10**9
    first = play(model, HARD_DEAL)
    model.new_game(GameCode.parse(NEXT_DEAL))
    running = check._thread
    check.positions = winnable_check.POSITIONS
    second = play(model, LOST_DEAL)
    with qtbot.waitSignal(check.decided) as decided:
        model.new_game(GameCode.parse(NEXT_DEAL))
    assert decided.args[0] == second
    qtbot.waitUntil(lambda: not running.is_alive())
    assert answers(recording, first) == (None, None)


def test_games_left_undecided_are_decided_from_the_start_when_the_statistics_open(qtbot, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    earlier = StatsRecorder.open(path)
    rows = []
    for code in (LOST_DEAL, WINNABLE_DEAL):
        row = earlier.game_started(code, "classic")
        earlier.game_abandoned(row, 10, 3, 30, 0, 0)
        rows.append(row)
    earlier.close()
    model = GameModel(GameCode.parse(NEXT_DEAL))
    recording = GameRecording(model, lambda: StatsRecorder.open(path))
    check = WinnableCheck(recording)
    seen = []
    check.decided.connect(lambda row, *_: seen.append(row))
    recording.open()
    qtbot.waitUntil(lambda: len(seen) == 2)
    assert answers(recording, rows[0]) == ("lost", None)  # where the game was left is not kept
    assert answers(recording, rows[1]) == ("winnable", None)
    check.stop()
    recording.close()


def test_decide_answers_both_with_one_search_when_the_position_left_is_winnable():
    game = Game(GameCode.parse(WINNABLE_DEAL))
    assert decide(Job(1, WINNABLE_DEAL, game.to_dict()), 1_000, threading.Event()) == ("winnable", "winnable")
    assert decide(Job(1, LOST_DEAL), 1_000, threading.Event()) == ("lost", None)
