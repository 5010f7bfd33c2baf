"""The computer runner with a real worker process: answers, cancellation, superseding."""
import pytest

from desktop.ai_runner import ComputerRunner, Mode
from rules.othello import OthelloGame

from .slow_game import EndlessThinker


@pytest.fixture
def runner(qapp):
    r = ComputerRunner(Mode.PROCESS)
    yield r
    r.shutdown()


def test_process_runner_answers_with_a_legal_move(qtbot, runner):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(runner.moveReady, timeout=30000) as blocker:
        number = runner.request(state, 1)
    assert blocker.args[0] == number
    assert state.is_legal(OthelloGame().parse_move(blocker.args[1]))


def test_cancel_stops_the_search_in_the_worker(qtbot, runner):
    received = []
    runner.moveReady.connect(lambda n, text: received.append(n))
    first = runner.request(EndlessThinker().new_initial_state(), 1)
    qtbot.wait(500)  # the worker is now inside the endless search
    runner.cancel()
    # The pool has one worker: this answer can only come once the first search has stopped.
    with qtbot.waitSignal(runner.moveReady, timeout=30000):
        second = runner.request(OthelloGame().new_initial_state(), 1)
    assert received == [second] and first not in received


def test_a_new_request_supersedes_the_old_one(qtbot, runner):
    received = []
    runner.moveReady.connect(lambda n, text: received.append(n))
    runner.request(EndlessThinker().new_initial_state(), 1)
    qtbot.wait(300)
    with qtbot.waitSignal(runner.moveReady, timeout=30000):
        latest = runner.request(OthelloGame().new_initial_state(), 1)
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


def test_request_call_runs_an_analysis_method_in_the_worker(qtbot, runner):
    state = OthelloGame().new_initial_state()
    with qtbot.waitSignal(runner.resultReady, timeout=30000) as blocker:
        runner.request_call(state, "choose_move", level=1)
    assert blocker.args[1] in {"d3", "c4", "f5", "e6"}
