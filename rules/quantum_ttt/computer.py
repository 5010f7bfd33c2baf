"""The computer's levels: easy (one move ahead, noisy), medium (shallow search), perfect (exact).

All three reason on the solver's compact position (:mod:`.solver`), whose fast scoring and
collapse are tested against the game's own rules; the perfect player reads the opening table
(:mod:`.book`) and searches exactly from there on, which keeps every answer well under two
seconds.
"""
from __future__ import annotations

import random
from fractions import Fraction

from rules.protocol import ComputerLevel, StopFlag, never_stop
from rules.quantum_ttt import book as opening_book
from rules.quantum_ttt.moves import MeasureMove, PlaceMove, QuantumMove, owner
from rules.quantum_ttt.solver import (LINES0, Solver, Stopped, components, free_pairs, collapse,
                                      judge)
from rules.quantum_ttt.state import CLASSICAL, MEASURE, OVER, QuantumState

Compact = tuple[tuple[int, ...], tuple[tuple[int, int, int], ...]]
EASY, MEDIUM, PERFECT = 1, 2, 3
WIN = 1000
TIE = 0.01
"""Random tie-breaking (evaluations are integers), so equal moves vary from game to game."""


def levels() -> list[ComputerLevel]:
    return [
        ComputerLevel(EASY, "Easy", "looks at its own move and the collapse it may cause, "
                      "not at the reply; a little random", {"depth": 1, "noise": 0.5}),
        ComputerLevel(MEDIUM, "Medium", "looks two placements ahead", {"depth": 2, "default": True}),
        ComputerLevel(PERFECT, "Perfect", "exact play: the solver and its opening table", {"exact": True}),
    ]


def compact(state: QuantumState) -> Compact:
    """The solver's form of a placement position: 0-based squares, forest edges."""
    return (tuple(state.classical_marks), tuple((k, a - 1, b - 1) for k, a, b in state.spooky))


_SOLVER: Solver | None = None


def solver() -> Solver:
    """One solver per process, so its table keeps what earlier answers learned."""
    global _SOLVER
    if _SOLVER is None:
        _SOLVER = Solver(book=opening_book.load().values(), max_entries=1_000_000)
    return _SOLVER


def reset() -> None:
    """Forget what the solver learned (benchmarks measure cold answers this way)."""
    global _SOLVER
    _SOLVER = None


# --- exact ------------------------------------------------------------------------------------
def _measurer_value(s: Solver, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...],
                    pending: tuple[int, int, int], root: int) -> int:
    k, a, b = pending
    return s.measure_value(cls, edges, k, a - 1, b - 1, root - 1)


def solve(state: QuantumState, stop: StopFlag | None = None) -> tuple[Fraction, QuantumMove | None]:
    """Exact value (X minus O) and the move that secures it for the seat to move."""
    if state.is_over():
        x, o = state.score()
        return x - o, None
    s = solver()
    s.stop = stop or never_stop
    cls, edges = compact(state)
    mover = state.to_move()
    sign = 1 if mover == 0 else -1
    phase = state.phase()
    move: QuantumMove
    if phase == CLASSICAL:
        move = state.legal_moves()[0]
        after = state.copy()
        after.play(move)
        x, o = after.score()
        return x - o, move
    if phase == MEASURE:
        assert state.pending is not None
        options = [(_measurer_value(s, cls, edges, state.pending, m.square), m)
                   for m in state.measurement_options()]
        value, move = max(options, key=lambda vm: vm[0])
        return Fraction(sign * value, 2), move
    found = opening_book.load().lookup(cls, edges)
    if found is not None:
        value, (a, b) = found
    else:
        value, (a, b) = s.best_placement(cls, edges)
    return Fraction(sign * value, 2), PlaceMove(state.next_k, a + 1, b + 1)


VALUE_WORDS = {
    Fraction(1): "X wins 1–0",
    Fraction(1, 2): "X wins 1–½",
    Fraction(0): "0–0 (no line)",
    Fraction(-1, 2): "O wins ½–1",
    Fraction(-1): "O wins 0–1",
}


def value_words(value: Fraction) -> str:
    """A game value (X minus O) as the result perfect play leads to, e.g. ``X wins 1–½``."""
    return VALUE_WORDS[Fraction(value)]


# --- heuristic ----------------------------------------------------------------------------------
def evaluate(cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], seat: int) -> int:
    """A rough score for ``seat``: lines still open to a player, weighted by their classical
    marks, plus a little for spooky marks that could still become part of them."""
    spooky = [0, 0]
    per_square: list[list[int]] = [[0, 0] for _ in range(9)]
    for k, a, b in edges:
        per_square[a][owner(k)] += 1
        per_square[b][owner(k)] += 1
    score = [0, 0]
    for line in LINES0:
        marks = [cls[s] for s in line]
        for p in (0, 1):
            if any(k and owner(k) != p for k in marks):
                continue
            mine = sum(1 for k in marks if k)
            score[p] += (1, 4, 16)[mine] if mine < 3 else 0
            spooky[p] += sum(1 for s in line if per_square[s][p])
    return (score[seat] - score[1 - seat]) * 4 + spooky[seat] - spooky[1 - seat]


def _terminal(cls: tuple[int, ...], seat: int) -> int | None:
    v = judge(cls)
    if v is None:
        return 0 if all(cls) else None
    return WIN * (v if seat == 0 else -v)


def _heuristic(cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], depth: int, stop: StopFlag) -> int:
    """Negamax for the placer of a placement position, ``depth`` placements deep."""
    if stop():
        raise Stopped
    free = [s for s in range(9) if not cls[s]]
    k = 10 - len(free) + len(edges)
    seat = owner(k)
    if len(free) == 1:
        new = list(cls)
        new[free[0]] = k
        return _terminal(tuple(new), seat) or 0
    if depth == 0:
        return evaluate(cls, edges, seat)
    comp = components(edges)
    best = -10 * WIN
    for a, b in free_pairs(cls):
        best = max(best, _heuristic_placement(cls, edges, comp, a, b, depth, stop))
    return best


def _heuristic_placement(cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], comp: list[int],
                         a: int, b: int, depth: int, stop: StopFlag) -> int:
    k = sum(1 for j in cls if j) + len(edges) + 1
    if comp[a] >= 0 and comp[a] == comp[b]:
        # the opponent measures and then places: it picks the better collapse for itself
        worst = -10 * WIN
        for r in (a, b):
            new_cls, new_edges = collapse(cls, edges, k, a, b, r)
            t = _terminal(new_cls, 1 - owner(k))
            v = t if t is not None else _heuristic(new_cls, new_edges, depth - 1, stop)
            worst = max(worst, v)
        return -worst
    return -_heuristic(cls, edges + ((k, a, b),), depth - 1, stop)


def _heuristic_choice(state: QuantumState, depth: int, noise: float, stop: StopFlag,
                      rng: random.Random) -> QuantumMove:
    cls, edges = compact(state)
    legal = state.legal_moves()
    if state.phase() == CLASSICAL or len(legal) == 1:
        return legal[0]
    scored: list[tuple[float, QuantumMove]] = []
    if state.phase() == MEASURE:
        assert state.pending is not None
        k, a, b = state.pending
        for m in legal:
            assert isinstance(m, MeasureMove)
            new_cls, new_edges = collapse(cls, edges, k, a - 1, b - 1, m.square - 1)
            t = _terminal(new_cls, state.to_move())
            v = t if t is not None else _heuristic(new_cls, new_edges, max(depth - 1, 0), stop)
            scored.append((v + rng.random() * (noise + TIE), m))
    else:
        comp = components(edges)
        for m in legal:
            assert isinstance(m, PlaceMove)
            v = _heuristic_placement(cls, edges, comp, m.a - 1, m.b - 1, depth, stop)
            scored.append((v + rng.random() * (noise * 8 + TIE), m))
    return max(scored, key=lambda sm: sm[0])[1]


# --- entry point --------------------------------------------------------------------------------
def choose_move(state: QuantumState, level: int, stop: StopFlag | None = None,
                rng: random.Random | None = None) -> QuantumMove:
    """The computer's decision at ``level`` (1 easy, 2 medium, 3 perfect)."""
    if state.phase() == OVER:
        raise ValueError("the game is over")
    stop = stop or never_stop
    rng = rng or random.Random()
    legal = state.legal_moves()
    if level >= PERFECT:
        try:
            _, move = solve(state, stop)
            assert move is not None
            return move
        except Stopped:
            return _heuristic_choice(state, 1, 0.0, never_stop, rng)
    params = levels()[max(1, min(level, 2)) - 1].extra
    try:
        return _heuristic_choice(state, params["depth"], params.get("noise", 0.0), stop, rng)
    except Stopped:
        return legal[0]


__all__ = ["levels", "choose_move", "solve", "evaluate", "EASY", "MEDIUM", "PERFECT"]
