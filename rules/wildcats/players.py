"""The computer's levels and the analysis entry.

Every round is a matrix game, and a computer that always plays its single best square is
read and blocked: the medium and strong levels draw their square from an equilibrium mix
(:mod:`.matrixgame`) with the caller's ``rng``, so a choice is a function of the view and the
generator alone (the other seat's pending choice is in neither). How each level values a
round is a fixed schedule by the number of free squares, not a clock, for the same reason:
the same view and seed give the same square on any machine.

* **easy** (1) - plausible but exploitable: it takes a threat of its own when it may (a win
  unless covered), else it favours the squares that look best once marked, ignoring the
  opponent's simultaneous square (a softmax of the heuristic). Not an equilibrium: it
  neither mixes to hide its threats nor thinks a round ahead.
* **medium** (2) - equilibrium mix of a one-round matrix search with the heuristic at the
  leaves; exact once 7 squares or fewer are free.
* **strong** (3) - exact (backward induction) once 11 squares or fewer are free, before that
  a two-round search from 17 free squares down and a one-round search above (where two rounds
  would take more than about 2 s). This is the default.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from rules.errors import GameOverError
from rules.protocol import Analysis, ComputerLevel, MoveValue, StopFlag, Verdict
from rules.wildcats import board
from rules.wildcats.heuristic import evaluate
from rules.wildcats.moves import Square
from rules.wildcats.solver import Interrupted, RootSolution, Solver
from rules.wildcats.state import WildCatsState

EASY, MEDIUM, STRONG = 1, 2, 3
EXACT_FREE = 11
"""The strong level and the analysis solve exactly from this many free squares down."""
MEDIUM_EXACT_FREE = 7
TWO_ROUNDS_FREE = 17
"""The strong level searches two rounds from this many free squares down (one round above:
two rounds take 2-4 s with 19 free squares)."""
EASY_TEMPERATURE = 0.05
SHARED_ENTRIES = 600_000
"""Memo entries a shared solver keeps before it starts afresh (about 100 MB at most)."""


@dataclass(frozen=True)
class Plan:
    """How a position is valued: exactly, or ``depth`` rounds then the heuristic."""

    exact: bool
    depth: int = 0


def plan(level: int, free: int) -> Plan:
    """The level's search for a position with ``free`` free squares (see the module doc)."""
    if level <= MEDIUM:
        return Plan(True) if free <= MEDIUM_EXACT_FREE else Plan(False, 1)
    if free <= EXACT_FREE:
        return Plan(True)
    return Plan(False, 2 if free <= TWO_ROUNDS_FREE else 1)


def levels() -> list[ComputerLevel]:
    return [
        ComputerLevel(EASY, "easy", "Prefers the squares that look best once marked, without thinking "
                      "a round ahead or hiding its plans."),
        ComputerLevel(MEDIUM, "medium", "Draws its square from the equilibrium of a one-round search; "
                      f"exact with {MEDIUM_EXACT_FREE} free squares or fewer."),
        ComputerLevel(STRONG, "strong", f"Exact equilibrium play with {EXACT_FREE} free squares or fewer, "
                      "a two-round search before that.", {"default": True}),
    ]


# One solver per plan, kept between calls: a solver's memo only ever changes its speed (a
# value is a function of the position), so sharing it between games and levels is safe.
_SOLVERS: dict[Plan, Solver] = {}


def solver_for(p: Plan) -> Solver:
    found = _SOLVERS.get(p)
    if found is None:
        found = Solver(max_entries=SHARED_ENTRIES) if p.exact else Solver(p.depth, evaluate, max_entries=SHARED_ENTRIES)
        _SOLVERS[p] = found
    return found


def solve(state: WildCatsState, p: Plan, stop: StopFlag | None = None) -> RootSolution:
    """Both mixes and the value of an unfinished position under plan ``p``."""
    if state.is_terminal():
        raise GameOverError("the game is over")
    return solver_for(p).solve_root(state.x, state.o, state.ban_index, state.blocks, stop)


def choose_move(view: WildCatsState, seat: int, level: int, stop: StopFlag | None = None,
                rng: random.Random | None = None) -> Square:
    """``seat``'s square at ``level``, drawn with ``rng``."""
    rng = rng if rng is not None else random.Random()
    legal = view.legal_moves(seat)
    if not legal:
        raise GameOverError("the game is over")
    if len(legal) == 1:
        return legal[0]
    if level <= EASY:
        return _greedy(view, seat, rng)
    sol = _solve_or_fallback(view, plan(level, view.free_count()), stop)
    mix = sol.x_mix if seat == 0 else sol.o_mix
    squares = sorted(mix)
    weights = [max(mix[sq], 0.0) for sq in squares]
    return Square(rng.choices(squares, weights)[0])


def _solve_or_fallback(view: WildCatsState, p: Plan, stop: StopFlag | None) -> RootSolution:
    """The plan's answer; when ``stop`` interrupts it, a one-round search's (which takes a
    few milliseconds and is not itself interrupted)."""
    one_round = Plan(False, 1)
    if stop is None or p == one_round:
        return solve(view, p)
    try:
        return solve(view, p, stop)
    except Interrupted:
        return solve(view, one_round)


def _greedy(view: WildCatsState, seat: int, rng: random.Random) -> Square:
    """The easy level: one of its own threats when it may take one (a win unless covered);
    otherwise a square drawn with weight ``exp(score / EASY_TEMPERATURE)``, where the score is
    the heuristic after marking that square alone (the opponent's square ignored). It prefers
    plausible squares, but it neither mixes by an equilibrium nor thinks a round ahead."""
    own, opp = view.marks(seat), view.marks(1 - seat)
    legal = view.legal_moves(seat)
    winning = [sq for sq in legal if view.threat_mask(seat) & sq.bit]
    if winning:
        return rng.choice(winning)
    scores = []
    for sq in legal:
        mine = own | sq.bit
        x, o = (mine, opp) if seat == 0 else (opp, mine)
        value = evaluate(x, o, board.FULL & ~(x | o), 0)
        scores.append(value if seat == 0 else -value)
    top = max(scores)
    weights = [math.exp((score - top) / EASY_TEMPERATURE) for score in scores]
    return rng.choices(legal, weights)[0]


def analyse(view: WildCatsState, seat: int, stop: StopFlag | None = None, *, moves: bool = True,
            budget: float | None = None) -> Analysis[Square]:
    """The strong level's view of the round, for ``seat`` (see ``WildCatsGame.analyse``).

    ``budget`` is not used: the search follows the strong level's fixed schedule, which stays
    within about 2 s everywhere."""
    if view.is_terminal():
        out = view.outcome()
        assert out is not None
        mine = out.scores[seat] - out.scores[1 - seat]
        return Analysis(seat, (), (), Verdict(mine, True, out.winner))
    p = plan(STRONG, view.free_count())
    sol = _solve_or_fallback(view, p, stop)
    sign = 1.0 if seat == 0 else -1.0
    value = sign * sol.value
    exact = sol.exact
    winner = None
    if exact and abs(abs(value) - 1.0) < 1e-9:
        winner = seat if value > 0 else 1 - seat
    rows: tuple[MoveValue[Square], ...] = ()
    if moves:
        mix = sol.x_mix if seat == 0 else sol.o_mix
        values = sol.x_values if seat == 0 else sol.o_values
        items = [MoveValue(Square(sq), round(sign * values[sq], 12), exact, round(mix[sq], 12)) for sq in mix]
        items.sort(key=lambda mv: (-(mv.probability or 0.0), -mv.value, mv.move.index))
        rows = tuple(items)
    return Analysis(seat, rows, (), Verdict(round(value, 12), exact, winner))

