"""Exact solves on helper processes (rules/othello/parallel.py): same answers as one process,
stoppable, and a dead helper is reported rather than hanging the solve."""
import random

import pytest

from rules.othello import OthelloGame, OthelloMove, engine, parallel
from rules.othello.endgame import EndgameSolver, SearchStopped
from rules.othello.state import OthelloState

GAME = OthelloGame()


@pytest.fixture(scope="module")
def pool():
    p = parallel.SolverPool(2)
    yield p
    p.close()


def _position(seed, empties):
    """A position of a random game with ``empties`` empty squares and at least 2 moves."""
    rng = random.Random(seed)
    while True:
        s = GAME.new_initial_state()
        while s.empties() > empties and not s.is_terminal():
            s.play(rng.choice(s.legal_moves()))
        if s.empties() == empties and len(s.legal_moves()) >= 2:
            return s


@pytest.mark.parametrize("seed", range(6))
def test_pool_finds_the_exact_score_and_an_optimal_move(pool, seed):
    me, opp = _position(seed, 11 + seed % 3).mover_boards()
    scores = EndgameSolver().move_scores(me, opp)
    score, sq = pool.best_move(me, opp)
    assert score == max(scores.values())
    assert scores[sq] == score


def test_pool_move_scores_match_one_process(pool):
    me, opp = _position(11, 12).mover_boards()
    assert pool.move_scores(me, opp) == EndgameSolver().move_scores(me, opp)


def test_tables_kept_between_solves_do_not_change_answers(pool):
    """Helpers keep their tables from one solve to the next; the entries are exact bounds
    of their own positions, so a later, different root must still get its exact score."""
    s = _position(5, 14)
    while not s.is_terminal() and s.empties() > 8:
        me, opp = s.mover_boards()
        if s.legal_moves() != [OthelloMove.parse("pass")]:
            score, sq = pool.best_move(me, opp)
            assert score == EndgameSolver().best_move(me, opp)[0]
            s.play(OthelloMove(sq))
        else:
            s.play(s.legal_moves()[0])


def test_stop_raises_and_the_pool_stays_usable(pool):
    me, opp = _position(3, 14).mover_boards()
    calls = {"n": 0}

    def stop():
        calls["n"] += 1
        return calls["n"] > 2

    with pytest.raises(SearchStopped):
        pool.best_move(me, opp, stop)
    assert all(h.task == 0 for h in pool._helpers)  # every helper answered and is idle
    small = _position(4, 10)
    a, b = small.mover_boards()
    assert pool.best_move(a, b)[0] == EndgameSolver().best_move(a, b)[0]


def test_a_dead_helper_is_reported_and_replaced():
    p = parallel.SolverPool(2)
    try:
        helpers = p.start()
        helpers[0].process.kill()
        helpers[0].process.join()
        me, opp = _position(2, 12).mover_boards()
        with pytest.raises(parallel.HelperLost):
            p.best_move(me, opp)
        # the pool closed itself; the next solve starts new helpers
        assert p.best_move(me, opp)[0] == EndgameSolver().best_move(me, opp)[0]
    finally:
        p.close()


def test_engine_falls_back_to_one_process_when_a_helper_dies(monkeypatch):
    """Level 6 still answers, exactly, if its helpers are gone."""
    s = _position(8, 14)
    broken = parallel.SolverPool(2)

    def lost(*args, **kwargs):
        raise parallel.HelperLost("gone")
    monkeypatch.setattr(broken, "best_move", lost)
    monkeypatch.setattr(parallel, "shared_pool", lambda: broken)
    me, opp = s.mover_boards()
    scores = EndgameSolver().move_scores(me, opp)
    move = engine.choose_move(s, 6)
    assert scores[move.square] == max(scores.values())


def test_set_helpers_turns_the_shared_pool_off_and_on():
    try:
        parallel.set_helpers(0)
        assert parallel.shared_pool() is None
        parallel.set_helpers(1)  # one helper would only add messages: none
        assert parallel.shared_pool() is None
        parallel.set_helpers(2)
        pool = parallel.shared_pool()
        assert pool is not None and pool.size == 2
    finally:
        parallel.set_helpers(None)


def test_level_6_uses_the_helpers_from_14_empties(monkeypatch):
    s = _position(9, 14)
    p = parallel.SolverPool(2)
    try:
        monkeypatch.setattr(parallel, "shared_pool", lambda: p)
        move = engine.choose_move(s, 6)
        assert p.nodes > 0
        me, opp = s.mover_boards()
        scores = EndgameSolver().move_scores(me, opp)
        assert scores[move.square] == max(scores.values())
    finally:
        p.close()


def test_positions_from_text_round_trip_through_helpers(pool):
    """The boards cross the pipe as plain ints: a full 64-bit board survives."""
    s = OthelloState.from_position(
        GAME, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOO-----O X")
    me, opp = s.mover_boards()
    assert pool.best_move(me, opp)[0] == EndgameSolver().best_move(me, opp)[0]


def test_cancel_latency_bench_stops_a_solve_and_leaves_the_helpers_idle():
    from rules.othello.l6bench import cancel_latency
    [row] = cancel_latency(GAME, delays=(0.1,))
    assert row["helpers_idle"] and row["latency_ms"] >= 0
