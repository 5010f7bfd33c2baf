"""Static evaluation: a linear model over a few classic Othello features, one weight vector
per game phase, predicting the final disc difference for the side to move.

This was the engine's evaluation until the pattern tables of :mod:`.patterns` replaced it
(they guess endgame scores about twice as well; see docs/othello-engine.md).
:func:`shared_evaluator` still falls back on it when ``patterns.npz`` is missing, and the
training games (:mod:`.selfplay`) are played with its fixed hand-set weights, so that the
data never depend on the tables fitted from them. Twenty features per phase can be fitted
from a few tens of thousands of positions, and each costs only a handful of integer
operations.

The weights are fitted by :mod:`.training` (ridge least squares on self-play positions whose
labels come from exact endgame solves) and shipped in ``resources/othello/weights.npz``.
Without that file the hand-set :data:`DEFAULT_WEIGHTS` apply.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from rules.othello.movegen import FULL, moves

NOT_A = 0xFEFEFEFEFEFEFEFE
NOT_H = 0x7F7F7F7F7F7F7F7F
EDGE_ROWS = 0xFF000000000000FF
EDGE_COLS = 0x8181818181818181
CORNERS = 0x8100000000000081

# The ten square classes of the board under its eight symmetries.
_CLASS_OF = (
    0, 1, 2, 3, 3, 2, 1, 0,
    1, 4, 5, 6, 6, 5, 4, 1,
    2, 5, 7, 8, 8, 7, 5, 2,
    3, 6, 8, 9, 9, 8, 6, 3,
    3, 6, 8, 9, 9, 8, 6, 3,
    2, 5, 7, 8, 8, 7, 5, 2,
    1, 4, 5, 6, 6, 5, 4, 1,
    0, 1, 2, 3, 3, 2, 1, 0,
)
CLASS_MASKS = tuple(sum(1 << sq for sq in range(64) if _CLASS_OF[sq] == c) for c in range(10))
# (corner, X-square, two C-squares) for the "dangerous squares next to an empty corner" features
_CORNER_GROUPS = ((0, 9, (1, 8)), (7, 14, (6, 15)), (56, 49, (48, 57)), (63, 54, (55, 62)))

FEATURE_NAMES = (
    "bias",
    "corner", "c_square", "a_square", "b_square", "x_square",
    "inner_c2", "inner_d2", "inner_c3", "inner_d3", "center",
    "mobility", "frontier", "stable_edge", "x_open_corner", "c_open_corner", "parity",
    "mobility_me", "mobility_opp",
)
N_FEATURES = len(FEATURE_NAMES)
N_PHASES = 12
PHASE_WIDTH = 5


def phase_of(empties: int) -> int:
    """Weight set used for a position with ``empties`` empty squares."""
    return min(empties, N_PHASES * PHASE_WIDTH - 1) // PHASE_WIDTH


def _stable_edges(b: int) -> int:
    """Edge discs of ``b`` joined to one of its corners along the edge (they cannot flip)."""
    s = b & CORNERS
    if not s:
        return 0
    edge = b & (EDGE_ROWS | EDGE_COLS)
    for _ in range(7):
        grown = s | ((((s << 1) & NOT_A) | ((s >> 1) & NOT_H)) & EDGE_ROWS & edge) \
            | (((s << 8) | (s >> 8)) & EDGE_COLS & edge)
        if grown == s:
            break
        s = grown
    return s.bit_count()


def features(me: int, opp: int) -> list[float]:
    """The feature vector (mover's point of view, mostly "mine minus theirs")."""
    empty = ~(me | opp) & FULL
    out = [1.0]
    for mask in CLASS_MASKS:
        out.append(float((me & mask).bit_count() - (opp & mask).bit_count()))
    m_me = moves(me, opp).bit_count()
    m_opp = moves(opp, me).bit_count()
    out.append(float(m_me - m_opp))
    e = empty
    near_empty = ((e << 8) | (e >> 8) | (((e << 1) | (e << 9) | (e >> 7)) & NOT_A)
                  | (((e >> 1) | (e >> 9) | (e << 7)) & NOT_H))
    out.append(float((me & near_empty).bit_count() - (opp & near_empty).bit_count()))
    out.append(float(_stable_edges(me) - _stable_edges(opp)))
    x_open = c_open = 0
    for corner, x, cs in _CORNER_GROUPS:
        if empty >> corner & 1:
            x_open += (me >> x & 1) - (opp >> x & 1)
            for c in cs:
                c_open += (me >> c & 1) - (opp >> c & 1)
    out.append(float(x_open))
    out.append(float(c_open))
    out.append(1.0 if empty.bit_count() & 1 else -1.0)
    out.append(min(m_me, 12) / 4.0)
    out.append(min(m_opp, 12) / 4.0)
    return out


# Hand-set starting point (disc units), used only if no fitted weights are found.
_HAND = (0.0, 6.0, -0.5, 0.5, 0.3, -3.0, 0.0, 0.0, 0.1, 0.0, 0.0,
         0.8, -0.4, 1.0, -2.0, -0.5, 0.5, 0.0, 0.0)
DEFAULT_WEIGHTS: list[tuple[float, ...]] = [_HAND] * N_PHASES


def resources_root() -> Path:
    """``resources/`` of the repository, or of the PyInstaller bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


WEIGHTS_PATH = resources_root() / "othello" / "weights.npz"


def load_weights(path: Path | None = None) -> list[tuple[float, ...]]:
    """Per-phase weight tuples from the ``.npz`` file (``weights``: phases x features)."""
    path = path or WEIGHTS_PATH
    try:
        import numpy as np
        with np.load(path) as data:
            w = data["weights"]
            names = tuple(str(n) for n in data["features"])
    except (OSError, KeyError, ValueError):
        return DEFAULT_WEIGHTS
    if names != FEATURE_NAMES or w.shape != (N_PHASES, N_FEATURES):
        return DEFAULT_WEIGHTS
    return [tuple(float(x) for x in row) for row in w]


def _open_corner_masks() -> dict[int, tuple[int, int]]:
    """For each set of empty corners: (X-squares, C-squares) next to those corners."""
    table = {}
    for subset in range(16):
        open_corners = xs = cs = 0
        for i, (corner, x, c_pair) in enumerate(_CORNER_GROUPS):
            if subset >> i & 1:
                open_corners |= 1 << corner
                xs |= 1 << x
                cs |= (1 << c_pair[0]) | (1 << c_pair[1])
        table[open_corners] = (xs, cs)
    return table


OPEN_CORNER_MASKS = _open_corner_masks()


class Evaluator:
    """The evaluation with one set of weights; ``__call__`` is the search's leaf score.

    ``__call__`` computes the same sum as ``dot(weights, features(me, opp))`` but inline,
    without building the feature list: the search spends most of its time here.
    """

    def __init__(self, weights: list[tuple[float, ...]] | None = None,
                 phases: tuple[int, ...] | None = None) -> None:
        """``weights[phases[empties]]`` applies (default: :func:`phase_of`; the pattern
        evaluation uses these features with its own stages)."""
        self.weights = weights if weights is not None else load_weights()
        self.phases = phases or tuple(phase_of(e) for e in range(65))

    def __call__(self, me: int, opp: int) -> float:
        """Predicted final disc difference for ``me`` (to move)."""
        e = ~(me | opp) & FULL
        n_empty = e.bit_count()
        (bias, w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w_mob, w_front, w_stable,
         w_x, w_c, w_par, w_mme, w_mopp) = self.weights[self.phases[n_empty]]
        m0, m1, m2, m3, m4, m5, m6, m7, m8, m9 = CLASS_MASKS
        s = (bias + w0 * ((me & m0).bit_count() - (opp & m0).bit_count())
             + w1 * ((me & m1).bit_count() - (opp & m1).bit_count())
             + w2 * ((me & m2).bit_count() - (opp & m2).bit_count())
             + w3 * ((me & m3).bit_count() - (opp & m3).bit_count())
             + w4 * ((me & m4).bit_count() - (opp & m4).bit_count())
             + w5 * ((me & m5).bit_count() - (opp & m5).bit_count())
             + w6 * ((me & m6).bit_count() - (opp & m6).bit_count())
             + w7 * ((me & m7).bit_count() - (opp & m7).bit_count())
             + w8 * ((me & m8).bit_count() - (opp & m8).bit_count())
             + w9 * ((me & m9).bit_count() - (opp & m9).bit_count()))
        m_me = moves(me, opp).bit_count()
        m_opp = moves(opp, me).bit_count()
        near = ((e << 8) | (e >> 8) | (((e << 1) | (e << 9) | (e >> 7)) & NOT_A)
                | (((e >> 1) | (e >> 9) | (e << 7)) & NOT_H))
        s += (w_mob * (m_me - m_opp)
              + w_front * ((me & near).bit_count() - (opp & near).bit_count())
              + w_mme * (m_me if m_me < 12 else 12) / 4.0
              + w_mopp * (m_opp if m_opp < 12 else 12) / 4.0
              + (w_par if n_empty & 1 else -w_par))
        if (me | opp) & CORNERS:
            s += w_stable * (_stable_edges(me) - _stable_edges(opp))
        xs, cs = OPEN_CORNER_MASKS[e & CORNERS]
        if xs:
            s += (w_x * ((me & xs).bit_count() - (opp & xs).bit_count())
                  + w_c * ((me & cs).bit_count() - (opp & cs).bit_count()))
        return s


Evaluate = Callable[[int, int], float]
"""What the search and the solver call: predicted final disc difference for the mover."""

_SHARED: Evaluate | None = None


def shared_evaluator() -> Evaluate:
    """The engine's evaluation, loaded on first use: the pattern tables
    (``resources/othello/patterns.npz``, :mod:`.patterns`) when they load, else these 19
    features with ``weights.npz``."""
    global _SHARED
    if _SHARED is None:
        from rules.othello.patterns import PatternEvaluator, PatternWeights
        try:
            _SHARED = PatternEvaluator(PatternWeights.load())
        except (OSError, KeyError, ValueError):
            _SHARED = Evaluator()
    return _SHARED
