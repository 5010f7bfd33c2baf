"""The page's worker with a real process: answers, cancellation, priorities, a dead worker."""
import os
import signal

import pytest

from desktop import worker_jobs
from desktop.worker import Mode, Priority, Worker, wait_for_closed_pools
from rules.othello import OthelloGame
from rules.players import LevelPlayer

from .slow_game import EndlessThinker, SlowThinker


@pytest.fixture
def worker(qapp):
    w = Worker(Mode.PROCESS)
    yield w
    w.shutdown()


def decide(worker, state, priority=Priority.DECISION):
    return worker.submit(worker_jobs.decide, (LevelPlayer(1), state, 0, 7), priority)


def analyse(worker, state, priority=Priority.POSITION, budget=0.2):
    return worker.submit(worker_jobs.analyse, (state, 0, {"moves": True, "budget": budget}), priority)


def test_the_worker_answers_with_a_legal_move(qtbot, worker):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        number = decide(worker, state)
    assert blocker.args[0] == number and state.is_legal(blocker.args[1])


def test_cancel_stops_the_search_in_the_worker(qtbot, worker):
    received = []
    worker.finished.connect(lambda n, result: received.append(n))
    first = decide(worker, EndlessThinker().new_initial_state())
    qtbot.wait(500)  # the worker is now inside the endless search
    worker.cancel(first)
    # The pool has one process: this answer can only come once the first search has stopped.
    with qtbot.waitSignal(worker.finished, timeout=30000):
        second = decide(worker, OthelloGame().new_initial_state())
    assert received == [second]


def test_a_decision_stops_a_running_analysis_which_then_resumes(qtbot, worker):
    """One process serves the page: the computer's move comes before a graph point that was
    running (stopped, then asked again), and both are answered."""
    received = []
    worker.finished.connect(lambda n, result: received.append(n))
    point = worker.submit(worker_jobs.decide, (LevelPlayer(1), EndlessThinker().new_initial_state(), 0, 1),
                          Priority.BACKGROUND)
    qtbot.wait(500)
    move = decide(worker, OthelloGame().new_initial_state())
    qtbot.waitUntil(lambda: move in received, timeout=30000)
    assert received == [move] and worker.is_pending(point)  # the stopped job waits in the queue
    worker.cancel(point)
    qtbot.wait(300)
    assert not worker.is_pending(point)


def test_jobs_are_served_by_priority(qtbot, worker):
    received = []
    worker.finished.connect(lambda n, result: received.append(n))
    state = OthelloGame().new_initial_state()
    busy = decide(worker, SlowThinker().new_initial_state())  # keeps the process busy for a second
    background = analyse(worker, state, Priority.BACKGROUND)
    position = analyse(worker, state, Priority.POSITION)
    urgent = decide(worker, state)
    qtbot.waitUntil(lambda: len(received) == 4, timeout=60000)
    assert received == [urgent, busy, position, background] or received == [busy, urgent, position, background]


def test_analysis_runs_in_the_worker(qtbot, worker):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        analyse(worker, state)
    analysis = blocker.args[1]
    assert {str(mv.move) for mv in analysis.moves} == {"d3", "c4", "f5", "e6"}
    assert analysis.seat == 0 and not analysis.verdict.exact


def test_session_cancels_thinking_on_new_game(qtbot, qapp):
    from desktop.session import GameSession, Seat
    worker = Worker(Mode.PROCESS)
    session = GameSession(EndlessThinker(), (Seat(True, 1), Seat()), worker=worker, min_delay_ms=0)
    try:
        session.new_game()
        qtbot.waitUntil(session.is_thinking, timeout=5000)
        qtbot.wait(300)
        session.new_game(OthelloGame(), (Seat(), Seat()))
        assert not session.is_thinking()
        qtbot.wait(500)
        assert session.state.history == []  # the cancelled search never lands
    finally:
        worker.shutdown()


def _worker_pid(worker):
    return next(iter(worker._executor._processes))


def test_a_killed_worker_is_replaced_and_the_job_answered(qtbot, worker):
    """A worker that dies mid-think (killed, out of memory) is replaced once, silently."""
    restarted = []
    worker.restarted.connect(lambda: restarted.append(True))
    decide(worker, SlowThinker().new_initial_state())
    qtbot.waitUntil(lambda: worker._executor is not None and bool(worker._executor._processes), timeout=10000)
    qtbot.wait(300)
    with qtbot.waitSignal(worker.finished, timeout=30000) as blocker:
        os.kill(_worker_pid(worker), signal.SIGKILL)
    assert restarted == [True] and str(blocker.args[1]) == "d3"


def test_a_worker_that_dies_twice_is_reported(qtbot, worker):
    failures = []
    worker.failed.connect(lambda n, message: failures.append(message))
    decide(worker, EndlessThinker().new_initial_state())
    qtbot.waitUntil(lambda: worker._executor is not None and bool(worker._executor._processes), timeout=10000)
    qtbot.wait(300)
    with qtbot.waitSignal(worker.restarted, timeout=30000):
        os.kill(_worker_pid(worker), signal.SIGKILL)
    qtbot.waitUntil(lambda: worker._executor is not None and bool(worker._executor._processes), timeout=10000)
    qtbot.wait(500)
    with qtbot.waitSignal(worker.failed, timeout=30000):
        os.kill(_worker_pid(worker), signal.SIGKILL)
    assert len(failures) == 1 and "twice" in failures[0]
    with qtbot.waitSignal(worker.finished, timeout=30000):  # and the next job works again
        decide(worker, OthelloGame().new_initial_state())


def test_a_pool_shut_down_has_finished_closing_before_the_interpreter_exits(qtbot, worker):
    """The window shuts a worker down without waiting; before exit the app waits for the
    pool's manager thread, which Python 3.11's exit handler would otherwise race."""
    decide(worker, EndlessThinker().new_initial_state())
    qtbot.waitUntil(lambda: worker._executor is not None and bool(worker._executor._processes), timeout=10000)
    manager = worker._executor._executor_manager_thread
    worker.shutdown()
    wait_for_closed_pools(timeout=20.0)
    assert not manager.is_alive()
