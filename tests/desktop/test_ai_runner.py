"""The computer runner with a real worker process: answers, cancellation, superseding, a dead worker."""
import os
import signal

import pytest

from desktop.ai_runner import ComputerRunner, Mode
from rules.othello import OthelloGame

from .slow_game import EndlessThinker, SlowThinker


@pytest.fixture
def runner(qapp):
    r = ComputerRunner(Mode.PROCESS)
    yield r
    r.shutdown()


def test_process_runner_answers_with_a_legal_move(qtbot, runner):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(runner.moveReady, timeout=30000) as blocker:
        number = runner.request_move(state, 0, 1, 7)
    assert blocker.args[0] == number
    assert state.is_legal(blocker.args[1])


def test_cancel_stops_the_search_in_the_worker(qtbot, runner):
    received = []
    runner.moveReady.connect(lambda n, text: received.append(n))
    first = runner.request_move(EndlessThinker().new_initial_state(), 0, 1, 1)
    qtbot.wait(500)  # the worker is now inside the endless search
    runner.cancel()
    # The pool has one worker: this answer can only come once the first search has stopped.
    with qtbot.waitSignal(runner.moveReady, timeout=30000):
        second = runner.request_move(OthelloGame().new_initial_state(), 0, 1, 1)
    assert received == [second] and first not in received


def test_a_new_request_supersedes_the_old_one(qtbot, runner):
    received = []
    runner.moveReady.connect(lambda n, text: received.append(n))
    runner.request_move(EndlessThinker().new_initial_state(), 0, 1, 1)
    qtbot.wait(300)
    with qtbot.waitSignal(runner.moveReady, timeout=30000):
        latest = runner.request_move(OthelloGame().new_initial_state(), 0, 1, 1)
    qtbot.wait(200)
    assert received == [latest]


def test_session_cancels_thinking_on_new_game(qtbot, qapp):
    from desktop.session import GameSession, Seat
    session = GameSession(EndlessThinker(), (Seat(True, 1), Seat()), runner=ComputerRunner(Mode.PROCESS),
                          min_delay_ms=0)
    try:
        session.new_game()
        qtbot.waitUntil(session.is_thinking, timeout=5000)
        qtbot.wait(300)
        session.new_game(OthelloGame(), (Seat(), Seat()))
        assert not session.is_thinking()
        qtbot.wait(500)
        assert session.state.history == []  # the cancelled search never lands
    finally:
        session.runner.shutdown()


def test_analysis_runs_in_the_worker(qtbot, runner):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(runner.analysisReady, timeout=30000) as blocker:
        runner.request_analysis(state, 0, budget=0.2)
    analysis = blocker.args[1]
    assert {str(mv.move) for mv in analysis.moves} == {"d3", "c4", "f5", "e6"}
    assert analysis.seat == 0 and not analysis.verdict.exact


def _worker_pid(runner):
    return next(iter(runner._executor._processes))


def test_a_killed_worker_is_replaced_and_the_request_answered(qtbot, runner):
    """A worker that dies mid-think (killed, out of memory) is replaced once, silently."""
    restarted = []
    runner.restarted.connect(lambda: restarted.append(True))
    runner.request_move(SlowThinker().new_initial_state(), 0, 1, 1)
    qtbot.waitUntil(lambda: runner._executor is not None and bool(runner._executor._processes), timeout=10000)
    qtbot.wait(300)
    with qtbot.waitSignal(runner.moveReady, timeout=30000) as blocker:
        os.kill(_worker_pid(runner), signal.SIGKILL)
    assert restarted == [True] and str(blocker.args[1]) == "d3"


def test_a_worker_that_dies_twice_is_reported(qtbot, runner):
    failures = []
    runner.failed.connect(lambda n, message: failures.append(message))
    runner.request_move(EndlessThinker().new_initial_state(), 0, 1, 1)
    qtbot.waitUntil(lambda: runner._executor is not None and bool(runner._executor._processes), timeout=10000)
    qtbot.wait(300)
    with qtbot.waitSignal(runner.restarted, timeout=30000):
        os.kill(_worker_pid(runner), signal.SIGKILL)
    qtbot.waitUntil(lambda: runner._executor is not None and bool(runner._executor._processes), timeout=10000)
    qtbot.wait(500)
    with qtbot.waitSignal(runner.failed, timeout=30000):
        os.kill(_worker_pid(runner), signal.SIGKILL)
    assert len(failures) == 1 and "twice" in failures[0]
    with qtbot.waitSignal(runner.moveReady, timeout=30000):  # and the next request works again
        runner.request_move(OthelloGame().new_initial_state(), 0, 1, 1)
