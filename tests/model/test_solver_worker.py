"""The solver worker answers in the window's thread and never blocks it."""

import threading

from PySide6.QtCore import QCoreApplication, QThread, QTimer

from yukon_qt.engine import Game, GameCode, Rule
from yukon_qt.engine.solver import SOLVABLE, UNKNOWN
from yukon_qt.model.solver_worker import SolverWorker, find_winnable_deal


def record(number: int, rule: Rule = Rule.CLASSIC) -> dict:
    return Game(GameCode(rule, number)).to_dict()


def test_finished_brings_a_winning_line_in_the_window_thread(qtbot):
    worker = SolverWorker()
    threads = []
    worker.finished.connect(lambda result: threads.append(QThread.currentThread()))
    game = Game(GameCode(Rule.CLASSIC, 1))
    with qtbot.waitSignal(worker.finished, timeout=60000) as blocker:
        worker.solve(game.to_dict(), 30.0)
    result = blocker.args[0]
    assert result.status == SOLVABLE
    for move in result.moves:
        assert game.check(move) is None
        game.play(move)
    assert game.won
    assert threads == [worker.thread()]


def test_the_answer_to_a_replaced_question_is_dropped(qtbot):
    worker = SolverWorker()
    answers = []
    worker.finished.connect(answers.append)
    worker.solve(record(5), 30.0)  # a long search, replaced at once
    with qtbot.waitSignal(worker.finished, timeout=60000):
        worker.solve(record(1), 30.0)
    assert worker.wait(60)
    QCoreApplication.processEvents()  # the thread has ended: every answer it sent is delivered now
    assert len(answers) == 1
    assert answers[0].status == SOLVABLE


def test_cancel_stops_the_search_and_sends_nothing(qtbot):
    worker = SolverWorker()
    answers = []
    worker.finished.connect(answers.append)
    worker.solve(record(5), 60.0)
    worker.cancel()
    assert worker.wait(60)
    QCoreApplication.processEvents()  # the thread has ended: an answer it sent is delivered now
    assert answers == []


def test_a_damaged_record_gives_unknown_not_a_crash(qtbot):
    worker = SolverWorker()
    damaged = record(1)
    damaged["columns"][0] = ["ZZ"]
    with qtbot.waitSignal(worker.finished, timeout=10000) as blocker:
        worker.solve(damaged, 1.0)
    assert blocker.args[0].status == UNKNOWN


def test_the_window_thread_keeps_running_during_a_search(qtbot):
    worker = SolverWorker()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    worker.solve(record(5), 600.0)  # a deal that keeps the solver busy far longer than the test
    qtbot.waitUntil(lambda: len(ticks) >= 5)  # the window thread's timer ticks on meanwhile
    timer.stop()
    assert worker.is_busy()
    worker.cancel()
    assert worker.wait(60)


def test_find_winnable_deal_draws_until_a_proven_winnable_deal():
    numbers = iter([5, 37, 1])  # unknown within its budget, proven unsolvable, winnable
    tried = []
    found = find_winnable_deal(Rule.CLASSIC, 0.2, tried.append, draw=lambda: next(numbers))
    assert found is not None
    code, result = found
    assert code == GameCode(Rule.CLASSIC, 1)
    assert result.status == SOLVABLE
    assert tried == [1, 2, 3]


def test_find_winnable_deal_stops_when_cancelled():
    cancel = threading.Event()
    cancel.set()
    assert find_winnable_deal(Rule.RELAXED, 1.0, cancel=cancel) is None


def test_the_worker_reports_progress_and_the_deal_found(qtbot):
    worker = SolverWorker()
    progress = []
    worker.deals_tried.connect(progress.append)
    with qtbot.waitSignal(worker.winnable_found, timeout=120000) as blocker:
        worker.find_winnable(Rule.RELAXED, 2.0)
    code, result = blocker.args
    assert code.rule is Rule.RELAXED
    assert result.status == SOLVABLE
    assert progress and progress[-1] >= 1


def test_a_search_ending_after_the_worker_is_gone_raises_nothing(qtbot, monkeypatch):
    import shiboken6

    errors = []
    monkeypatch.setattr(threading, "excepthook", errors.append)
    worker = SolverWorker()
    worker.solve(record(5), 0.3)
    thread = worker._thread
    shiboken6.delete(worker)
    thread.join(60)
    assert not thread.is_alive()
    assert errors == []
