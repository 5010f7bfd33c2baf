"""The computer player: levels, move choice, hints and position analysis.

Every level searches honestly; weaker ones are weaker because they look less far and then
pick at random among the moves whose score is within ``margin`` discs of the best one (a
bounded loss), never because they blunder at random. Near the end of the game each level
switches to the exact solver from its own number of empty squares on, so even the beginner
does not throw away a won ending by more than its margin.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from rules.othello import parallel
from rules.othello.endgame import EndgameSolver, SearchStopped, final_score
from rules.othello.evaluation import Evaluate, shared_evaluator
from rules.othello.moves import PASS, OthelloMove
from rules.othello.movegen import flip, moves
from rules.othello.search import Searcher, now
from rules.othello.state import BLACK, OthelloState
from rules.protocol import ComputerLevel, StopFlag


@dataclass(frozen=True)
class LevelSpec:
    """How one level plays: midgame depth cap and time budget, where exact solving starts
    (``exact``: always finished; ``try_exact``: attempted within the budget), and the margin
    in discs within which it picks a move at random."""

    depth: int
    budget: float
    exact: int
    try_exact: int
    margin: float
    helpers: bool = False  # exact solves use the helper processes (``parallel``) when there are cores


SPECS: dict[int, LevelSpec] = {
    1: LevelSpec(depth=1, budget=0.5, exact=6, try_exact=6, margin=8.0),
    2: LevelSpec(depth=2, budget=0.5, exact=8, try_exact=8, margin=4.0),
    3: LevelSpec(depth=3, budget=1.0, exact=10, try_exact=10, margin=2.0),
    4: LevelSpec(depth=4, budget=1.0, exact=12, try_exact=12, margin=2.0),
    5: LevelSpec(depth=6, budget=1.5, exact=14, try_exact=14, margin=0.0),
    6: LevelSpec(depth=7, budget=3.0, exact=16, try_exact=18, margin=0.0, helpers=True),
}
DEFAULT_LEVEL = 2
"""A comfortable game for a beginner: it sees captures two moves deep but gives away a few discs."""
LEVELS: list[ComputerLevel] = [
    ComputerLevel(1, "Beginner", "looks one move ahead and is happy with any move up to "
                  "8 discs worse than its best", {"margin": 8}),
    ComputerLevel(2, "Casual", "looks two moves ahead, allows itself up to 4 discs of slack",
                  {"margin": 4}),
    ComputerLevel(3, "Club", "looks three moves ahead, up to 2 discs of slack; exact in "
                  "the last 10 squares", {"margin": 2}),
    ComputerLevel(4, "Strong", "looks four moves ahead, up to 2 discs of slack; exact in "
                  "the last 12 squares", {"margin": 2}),
    ComputerLevel(5, "Expert", "6 moves ahead (at most 1.5 s); exact in the last 14 squares", {}),
    ComputerLevel(6, "Master", "7 moves ahead (at most 3 s); perfect play in the last "
                  "16 squares, and in the last 17-18 when it finds it within 3 s", {}),
]
for _level in LEVELS:
    if _level.number == DEFAULT_LEVEL:
        _level.extra["default"] = True
    _level.extra.update({"depth": SPECS[_level.number].depth,
                         "seconds": SPECS[_level.number].budget,
                         "exact_empties": SPECS[_level.number].exact})

def evaluator() -> Evaluate:
    """The shared evaluator (weights are loaded once)."""
    return shared_evaluator()


_ENDGAME_TABLE: dict[tuple[int, int], tuple[int, int, int]] = {}
_ENDGAME_TABLE_LIMIT = 400_000  # entries (roughly 100 MB); cleared when full


def _endgame_solver(stop: Callable[[], bool]) -> EndgameSolver:
    """A solver sharing one table across moves: an attempt at 18 empties that ran out of
    time is not wasted, its entries make the solve two moves later much faster. The entries
    are exact bounds of their positions, so they stay valid whatever the root."""
    if len(_ENDGAME_TABLE) > _ENDGAME_TABLE_LIMIT:
        _ENDGAME_TABLE.clear()
    solver = EndgameSolver(stop)
    solver.table = _ENDGAME_TABLE
    return solver


def _combine(stop: StopFlag | None, deadline: float | None) -> Callable[[], bool]:
    if deadline is None:
        return stop or (lambda: False)
    if stop is None:
        return lambda: now() >= deadline
    return lambda: stop() or now() >= deadline


def move_scores(me: int, opp: int, spec: LevelSpec, stop: StopFlag | None,
                all_scores: bool, steady: bool = False) -> tuple[dict[int, float], int, bool]:
    """Scores of the root moves for the mover: (scores, best square, exact?).

    With ``all_scores`` every move's score is exact for the search used; otherwise only the
    best move's is. ``steady``: a midgame search's values without the side-to-move swing
    (:meth:`SearchResult.steady`), for what a person is shown; the levels play on the raw ones.
    """
    empties = 64 - (me | opp).bit_count()
    start = now()
    if empties <= spec.try_exact:
        hard = empties <= spec.exact
        solver_stop = _combine(stop, None if hard else start + spec.budget * 0.8)
        solver = _endgame_solver(solver_stop)
        pool = parallel.shared_pool() if spec.helpers and empties >= parallel.MIN_EMPTIES else None
        try:
            exact = _exact_scores(me, opp, solver, pool, solver_stop, all_scores)
            best = max(exact, key=exact.__getitem__)
            return {sq: float(v) for sq, v in exact.items()}, best, True
        except SearchStopped:
            pass  # out of time (or asked to stop): a quick midgame answer below
    remaining = max(0.05, spec.budget - (now() - start))
    deadline = now() + remaining
    searcher = Searcher(evaluator(), stop, deadline)
    result = searcher.root(me, opp, spec.depth, all_scores=all_scores,
                           soft_deadline=now() + remaining * 0.45)
    score, every = result.steady() if steady else (result.score, result.scores)
    scores = every if all_scores else {result.best: score}
    return scores or {result.best: score}, result.best, False


def _exact_scores(me: int, opp: int, solver: EndgameSolver, pool: parallel.SolverPool | None,
                  stop: Callable[[], bool], all_scores: bool) -> dict[int, int]:
    """Exact scores of every move (``all_scores``) or of the best one, on the helper
    processes when there is a ``pool`` (here if a helper dies)."""
    if pool is not None:
        try:
            if all_scores:
                return pool.move_scores(me, opp, stop)
            v, best = pool.best_move(me, opp, stop, root=solver)
            return {best: v}
        except parallel.HelperLost:
            pass
    if all_scores:
        return solver.move_scores(me, opp)
    v, best = solver.best_move(me, opp)
    return {best: v}


def choose_move(state: OthelloState, level: int, stop: StopFlag | None = None,
                rng: random.Random | None = None) -> OthelloMove:
    """The move of the computer at ``level`` (a pass when only a pass is legal)."""
    legal = state.legal_moves()
    if not legal:
        raise ValueError("the game is over")
    if legal == [PASS] or len(legal) == 1:
        return legal[0]
    spec = SPECS[max(1, min(level, len(SPECS)))]
    if spec.helpers:
        pool = parallel.shared_pool()
        if pool is not None:
            pool.start()  # the helpers load while the midgame is played
    me, opp = state.mover_boards()
    try:
        scores, best, _ = move_scores(me, opp, spec, stop, all_scores=spec.margin > 0)
    except SearchStopped:
        return legal[0]
    if best < 0:
        return legal[0]
    if spec.margin > 0 and len(scores) > 1:
        top = scores[best]
        near = sorted(sq for sq, v in scores.items() if v >= top - spec.margin)
        best = (rng or random).choice(near)
    return OthelloMove(best)


def analyse(state: OthelloState, stop: StopFlag | None = None,
            budget: float | None = None) -> dict[OthelloMove, tuple[float, bool]]:
    """Every legal move's predicted final disc difference for the mover, with whether it is
    exact (the endgame solver finished) or a search's estimate."""
    legal = state.legal_moves()
    if not legal:
        return {}
    me, opp = state.mover_boards()
    if legal == [PASS]:
        value, exact = evaluate_for_mover(opp, me, stop, budget)
        return {PASS: (-value, exact)}
    budget = 1.5 if budget is None else budget
    empties = state.empties()
    spec = LevelSpec(depth=30, budget=budget, exact=min(12, empties),
                     try_exact=14, margin=0.0)
    try:
        scores, _, exact = move_scores(me, opp, spec, stop, all_scores=True, steady=True)
    except SearchStopped:
        scores, exact = {}, False
    out = {OthelloMove(sq): (round(v, 2), exact) for sq, v in scores.items() if sq >= 0}
    for move in legal:  # a move the interrupted search never reached gets a static guess
        if move not in out:
            out[move] = (round(-evaluator()(*_after(me, opp, move.square)), 2), False)
    return out


def _after(me: int, opp: int, sq: int) -> tuple[int, int]:
    """The boards after ``me`` plays ``sq``, seen from the opponent (now to move)."""
    f = flip(me, opp, sq)
    return opp ^ f, me | f | (1 << sq)


def evaluate_for_mover(me: int, opp: int, stop: StopFlag | None = None,
                       budget: float | None = None) -> tuple[float, bool]:
    """Predicted final disc difference for ``me`` (to move), by search or exact solve, and
    whether it is exact."""
    if not moves(me, opp) and not moves(opp, me):
        return float(final_score(me, opp)), True
    budget = 1.0 if budget is None else budget
    spec = LevelSpec(depth=30, budget=budget, exact=12, try_exact=14, margin=0.0)
    if not moves(me, opp):
        value, exact = evaluate_for_mover(opp, me, stop, budget)
        return -value, exact
    try:
        scores, best, exact = move_scores(me, opp, spec, stop, all_scores=False, steady=True)
    except SearchStopped:
        return round(evaluator()(me, opp), 2), False
    if best not in scores:
        return round(evaluator()(me, opp), 2), False
    return round(scores[best], 2), exact


def evaluate_position(state: OthelloState, stop: StopFlag | None = None,
                      budget: float | None = None) -> tuple[float, bool]:
    """Predicted final disc difference for Black, and whether it is exact."""
    me, opp = state.mover_boards()
    v, exact = evaluate_for_mover(me, opp, stop, budget)
    return (v if state.side == BLACK else -v), exact
