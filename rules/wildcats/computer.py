"""The computer's levels and the analysis entry.

Every round is a matrix game, and a computer that always plays its single best square is
read and blocked: each level draws its square from a *public mix* (:func:`level_mix`, the
same for anyone who knows the position and the level) with the caller's ``rng``, so a
choice is a function of the view and the generator alone (the other seat's pending choice
is in neither). How each level values a round is a fixed schedule by the number of free
squares, not a clock, for the same reason: the same view and seed give the same square on
any machine.

* **easy** (1) - plausible but exploitable: it takes a threat of its own when it may (a win
  unless covered), else it favours the squares that look best once marked, ignoring the
  opponent's simultaneous square (a softmax of the hand-set heuristic). Not an equilibrium.
* **medium** (2) - a one-round matrix search with the hand-set heuristic at the leaves
  (exact once 7 squares or fewer are free), its equilibrium *softened*
  (:func:`matrixgame.soften`): a softmax of its squares' values against the other's
  equilibrium (temperature 0.1) mixed in, at a price of at most 0.05 in its own estimate.
  Weaker on purpose, and not a single square unless the others cost more than that.
* **strong** (3) - exact equilibrium play once 15 squares or fewer are free (the double
  oracle, :meth:`Solver.equilibrium`; a pure equilibrium is spread over every square proved
  safe). Before that a matrix search with the learned evaluation (:mod:`.evaluation`) at the
  leaves - two rounds, threats a round further - softened at a price of at most 0.02 in its
  estimate (temperature 0.02): the opening is a mix, not the centre every time. This is
  the default.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from rules.errors import GameOverError
from rules.protocol import Analysis, ComputerLevel, MoveValue, StopFlag, Verdict
from rules.wildcats import board, matrixgame
from rules.wildcats.evaluation import shipped
from rules.wildcats.heuristic import evaluate
from rules.wildcats.moves import Square
from rules.wildcats.solver import Interrupted, RootSolution, Solver
from rules.wildcats.state import WildCatsState

EASY, MEDIUM, STRONG = 1, 2, 3
EXACT_FREE = 15
"""The strong level solves exactly from this many free squares down."""
ANALYSIS_EXACT_FREE = 13
"""The analysis (every square's value: the whole matrix) is exact from this many down."""
MEDIUM_EXACT_FREE = 7
TWO_ROUNDS_FREE = 17
"""The strong level searches two rounds from this many free squares down (one round above)."""
STRONG_SPREAD = (0.02, 0.02, False)
"""The strong level's softening above :data:`EXACT_FREE`: (price, temperature, whether
strictly dominated squares may join), see :func:`matrixgame.soften`."""
STRONG_OPENING_SPREAD = (0.02, 0.02, True)
"""From :data:`OPENING_FREE` free squares up the strong level's softening may mix in squares
its search rates strictly worse against everything (at the start the centre is such a
square in its estimate; see docs/wildcats.md, "The opening")."""
OPENING_FREE = 21
MEDIUM_SPREAD = (0.05, 0.1, True)
"""The medium level's softening (as :data:`STRONG_SPREAD`). A price of 0.15 let the reader
(``bestreply:L2``) score 80 % against it (0-16-24 in 40 games, ``--seed 1``), 0.05 gives
63.8 % (1-27-12) while its mixes still use several squares where the game mixes; 0.02 gave
60 % but played a single square there (docs/wildcats.md, "The medium level's price")."""
EASY_TEMPERATURE = 0.05
SHARED_ENTRIES = 600_000
"""Memo entries a shared solver keeps before it starts afresh (about 100 MB at most)."""


@dataclass(frozen=True)
class Plan:
    """How a position is valued: exactly, or ``depth`` rounds then a leaf evaluation (the
    learned one, or the hand-set heuristic), and how the mixes are spread."""

    exact: bool
    depth: int = 0
    learned: bool = False
    spread: tuple[float, float, bool] | None = None


def plan(level: int, free: int) -> Plan:
    """The level's search for a position with ``free`` free squares (see the module doc)."""
    if level <= MEDIUM:
        return Plan(True) if free <= MEDIUM_EXACT_FREE else Plan(False, 1, shipped() is not None, MEDIUM_SPREAD)
    if free <= EXACT_FREE:
        return Plan(True)
    learned = shipped() is not None
    return Plan(False, 2 if learned or free <= TWO_ROUNDS_FREE else 1, learned,
                STRONG_SPREAD if free < OPENING_FREE else STRONG_OPENING_SPREAD)


def analysis_plan(free: int) -> Plan:
    """The analysis' search: the whole matrix, exact up to :data:`ANALYSIS_EXACT_FREE`."""
    if free <= ANALYSIS_EXACT_FREE:
        return Plan(True)
    return Plan(False, 2 if free <= TWO_ROUNDS_FREE else 1, shipped() is not None)


def levels() -> list[ComputerLevel]:
    return [
        ComputerLevel(EASY, "easy", "Prefers the squares that look best once marked, without thinking "
                      "a round ahead or hiding its plans."),
        ComputerLevel(MEDIUM, "medium", "Mixes the squares a one-round search rates near the best; "
                      f"exact with {MEDIUM_EXACT_FREE} free squares or fewer."),
        ComputerLevel(STRONG, "strong", f"Exact equilibrium play with {EXACT_FREE} free squares or fewer, "
                      "a search with a learned evaluation before that.", {"default": True}),
    ]


# One solver per kind of search, kept between calls: a solver's memo only ever changes its
# speed (a value is a function of the position), so sharing it between games and levels is
# safe.
_SOLVERS: dict[tuple[bool, int, bool, bool], Solver] = {}


def solver_for(p: Plan) -> Solver:
    key = (p.exact, p.depth, p.learned, p.learned and p.depth > 1)
    found = _SOLVERS.get(key)
    if found is None:
        if p.exact:
            found = Solver(max_entries=SHARED_ENTRIES)
        else:
            leaf = shipped() if p.learned else None
            # the strong level's searches look a round further on threats (see Solver)
            found = Solver(p.depth, leaf if leaf is not None else evaluate, max_entries=SHARED_ENTRIES,
                           extend=leaf is not None and p.depth > 1)
        _SOLVERS[key] = found
    return found


def forget() -> None:
    """Empty every shared solver and the remembered matrix games (a cold start, for timing)."""
    matrixgame.forget()
    for solver in _SOLVERS.values():
        solver.clear()


def solve(state: WildCatsState, p: Plan, stop: StopFlag | None = None, whole: bool = False) -> RootSolution:
    """Both mixes and the value of an unfinished position under plan ``p``: an exact plan
    by the double oracle (``whole``: the whole matrix, every square valued), a search
    with the whole matrix, softened when the plan says so."""
    if state.is_terminal():
        raise GameOverError("the game is over")
    solver = solver_for(p)
    if p.exact and not whole:
        return solver.equilibrium(state.x, state.o, state.ban_index, state.blocks, stop)
    return solver.solve_root(state.x, state.o, state.ban_index, state.blocks, stop, p.spread)


@dataclass
class LevelMix:
    """What a level plays in a position, for both seats: the mixes it draws from (square
    index -> probability, every allowed square a key), its own estimate of the value for X
    (None for the easy level, which does not estimate one) and whether that is exact."""

    level: int
    x_mix: dict[int, float]
    o_mix: dict[int, float]
    value: float | None
    exact: bool
    plan: Plan | None


def level_mix(view: WildCatsState, level: int, stop: StopFlag | None = None) -> LevelMix:
    """The level's public mixes in ``view`` (see the module docstring)."""
    if view.is_terminal():
        raise GameOverError("the game is over")
    if level <= EASY:
        return LevelMix(level, _greedy_mix(view, 0), _greedy_mix(view, 1), None, False, None)
    p = plan(level, view.free_count())
    sol = _solve_or_fallback(view, p, stop)
    return LevelMix(level, sol.x_mix, sol.o_mix, sol.value, sol.exact, p)


def choose_move(view: WildCatsState, seat: int, level: int, stop: StopFlag | None = None,
                rng: random.Random | None = None) -> Square:
    """``seat``'s square at ``level``, drawn with ``rng`` from the level's mix."""
    rng = rng if rng is not None else random.Random()
    legal = view.allowed_squares(seat)
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


def _solve_or_fallback(view: WildCatsState, p: Plan, stop: StopFlag | None, whole: bool = False) -> RootSolution:
    """The plan's answer; when ``stop`` interrupts it, a one-round search's with the
    hand-set heuristic (a few milliseconds, not itself interrupted)."""
    one_round = Plan(False, 1)
    if stop is None or p == one_round:
        return solve(view, p, whole=whole)
    try:
        return solve(view, p, stop, whole)
    except Interrupted:
        return solve(view, one_round)


def _greedy(view: WildCatsState, seat: int, rng: random.Random) -> Square:
    """A square drawn from the easy level's mix (:func:`_greedy_mix`)."""
    legal, winning, weights = _greedy_weights(view, seat)
    if winning:
        return rng.choice(winning)
    return rng.choices(legal, weights)[0]


def _greedy_mix(view: WildCatsState, seat: int) -> dict[int, float]:
    """The easy level's mix: its own threats evenly when it may take one (a win unless
    covered); otherwise each square with weight ``exp(score / EASY_TEMPERATURE)``, where the
    score is the heuristic after marking that square alone (the opponent's square ignored).
    It prefers plausible squares, but it neither mixes by an equilibrium nor thinks a round
    ahead."""
    legal, winning, weights = _greedy_weights(view, seat)
    if winning:
        return {sq.index: (1.0 / len(winning) if sq in winning else 0.0) for sq in legal}
    total = sum(weights)
    return {sq.index: w / total for sq, w in zip(legal, weights)}


def _greedy_weights(view: WildCatsState, seat: int) -> tuple[list[Square], list[Square], list[float]]:
    """The allowed squares, the seat's own threats among them, and the softmax's weights
    (not normalised: the draw is the same as before the mix was made public)."""
    own, opp = view.marks(seat), view.marks(1 - seat)
    legal = view.allowed_squares(seat)
    winning = [sq for sq in legal if view.threat_mask(seat) & sq.bit]
    if winning:
        return legal, winning, []
    scores = []
    for sq in legal:
        mine = own | sq.bit
        x, o = (mine, opp) if seat == 0 else (opp, mine)
        value = evaluate(x, o, board.FULL & ~(x | o), 0)
        scores.append(value if seat == 0 else -value)
    top = max(scores)
    return legal, [], [math.exp((score - top) / EASY_TEMPERATURE) for score in scores]


def analyse(view: WildCatsState, seat: int, stop: StopFlag | None = None, *, moves: bool = True,
            budget: float | None = None) -> Analysis[Square]:
    """The strong level's view of the round, for ``seat`` (see ``WildCatsGame.analyse``).

    ``budget`` is not used: the search follows a fixed schedule (:func:`analysis_plan`: the
    whole matrix, so exact only up to 13 free squares), which stays within about 2 s."""
    if view.is_terminal():
        out = view.outcome()
        assert out is not None
        mine = out.scores[seat] - out.scores[1 - seat]
        return Analysis(seat, (), (), Verdict(mine, True, out.winner))
    sol = _solve_or_fallback(view, analysis_plan(view.free_count()), stop, whole=True)
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

