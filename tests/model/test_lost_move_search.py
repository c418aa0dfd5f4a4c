"""Where did it go wrong: the walk back finds the losing move and claims no more than the solver proved."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication

from yukon_qt.engine import Card, Game, GameCode, Move, Pile, Refusal, Rule
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN, UNSOLVABLE
from yukon_qt.model.game_model import GameModel
from yukon_qt.model.lost_move_search import (
    BEYOND_UNDO,
    FOUND,
    NEVER_WINNABLE,
    STILL_WINNABLE,
    UNCERTAIN,
    LostMoveSearch,
    find_losing_move,
    known_statuses,
)
from yukon_qt.model.solver_memory import SolverMemory

# A winnable deal played at random until lost, and two moves more: the seven of hearts from the third
# column onto the seventh lost it, three moves ago.
LOST_CODE = "YU1-C-IRELRCV"
LOST_MOVES = ["6C T3", "3D T1", "6H T6", "5C T6", "5D T3", "4S T6", "KD T1", "7H T7", "3C T1", "9H T4"]
NEVER_WINNABLE_CODE = "YU1-C-AAAAAAY"  # the solver proves the deal lost from the start


def played(code: str, moves: list[str]) -> Game:
    game = Game(GameCode.parse(code))
    for text in moves:
        card_text, destination = text.split()
        card = Card.parse(card_text)
        pile = Pile.column(int(destination[1:]) - 1) if destination.startswith("T") else Pile.foundation(card.suit)
        source, _ = game.locate(card)
        assert not isinstance(game.play(Move(card, source, pile)), Refusal)
    assert game.moves_made == len(moves)
    return game


def test_the_move_that_lost_the_game_is_found_with_how_long_ago():
    game = played(LOST_CODE, LOST_MOVES)
    before = game.to_dict()
    answer = find_losing_move(game.to_dict())
    assert answer is not None and answer.kind == FOUND
    assert answer.moves_ago == 3
    assert answer.move == Move(Card.parse("7H"), Pile.column(2), Pile.column(6))
    assert game.to_dict() == before  # the walk back undoes a copy


def test_a_game_that_can_still_be_won_says_so():
    answer = find_losing_move(played(LOST_CODE, LOST_MOVES[:3]).to_dict())
    assert answer is not None and answer.kind == STILL_WINNABLE


def test_a_deal_lost_from_the_start_was_never_winnable():
    game = Game(GameCode.parse(NEVER_WINNABLE_CODE))
    move = game.legal_moves()[0]
    game.play(move)
    answer = find_losing_move(game.to_dict())
    assert answer is not None and answer.kind == NEVER_WINNABLE


def test_the_oldest_kept_position_lost_puts_the_loss_beyond_undo():
    game = played(LOST_CODE, LOST_MOVES)
    record = game.to_dict()
    record["history"] = record["history"][-2:]  # undo keeps only the last two moves
    answer = find_losing_move(record)
    assert answer is not None and answer.kind == BEYOND_UNDO


def test_unknown_positions_make_the_answer_say_only_what_is_sure():
    record = played(LOST_CODE, LOST_MOVES).to_dict()
    # Lost now, unknown one and two moves ago, winnable three moves ago.
    known = {0: UNSOLVABLE, 1: UNKNOWN, 2: UNKNOWN, 3: SOLVABLE}
    answer = find_losing_move(record, known=known)
    assert answer is not None and answer.kind == UNCERTAIN
    assert (answer.winnable_ago, answer.lost_ago, answer.move) == (3, 0, None)
    # Nothing proven winnable: only the loss is sure.
    known = {ago: UNKNOWN for ago in range(1, 11)} | {0: UNSOLVABLE}
    answer = find_losing_move(record, known=known)
    assert answer is not None and (answer.kind, answer.winnable_ago, answer.lost_ago) == (UNCERTAIN, None, 0)


def test_what_the_memory_knows_is_not_asked_again():
    game = played(LOST_CODE, LOST_MOVES)
    memory = SolverMemory()
    memory.learn_lost(game)
    assert known_statuses(game, memory) == {0: UNSOLVABLE}
    answer = find_losing_move(game.to_dict(), known={0: UNSOLVABLE})
    assert answer is not None and answer.positions_solved == 3  # two lost positions and the winnable one


def test_progress_counts_positions_and_cancel_stops_the_walk():
    record = played(LOST_CODE, LOST_MOVES).to_dict()
    seen: list[tuple[int, int]] = []
    find_losing_move(record, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 11), (2, 11), (3, 11), (4, 11)]
    stop = threading.Event()
    stop.set()
    assert find_losing_move(record, cancel=stop.is_set) is None


def test_the_search_answers_in_the_background(qtbot):
    game = played(LOST_CODE, LOST_MOVES)
    model = GameModel(game.code)
    model.set_game(game)
    search = LostMoveSearch(model, SolverMemory())
    progress: list[int] = []
    search.progress.connect(lambda done, _total: progress.append(done))
    with qtbot.waitSignal(search.answered, timeout=10000) as blocker:
        search.start()
    answer = blocker.args[0]
    assert answer.kind == FOUND and answer.moves_ago == 3
    assert progress and progress[-1] == 4
    assert not search.busy


def test_a_cancelled_search_never_answers(qtbot):
    model = GameModel(GameCode(Rule.CLASSIC, 5))
    model.set_game(played(LOST_CODE, LOST_MOVES))
    search = LostMoveSearch(model, SolverMemory())
    answers: list[object] = []
    search.answered.connect(answers.append)
    search.start()
    search.cancel()
    assert search.wait(5)
    QCoreApplication.processEvents()  # the thread has ended: an answer it sent is posted, and delivered now
    assert answers == []
