"""Fitting the pattern tables (:mod:`.patterns`) to labelled positions (:mod:`.selfplay`).

A position's predicted value is one table entry per window plus the 19 features of
:mod:`.evaluation` times the stage's feature weights, so for one stage the fit is a linear
least-squares problem with one sparse column per (pattern, canonical index), 46 non-zeros
per row, beside 19 dense feature columns. It is solved per stage by preconditioned
conjugate gradients on the ridge normal equations ``(A'WA + R) w = A'Wy``, with the products
by ``A`` and ``A'`` done by numpy indexing and ``bincount`` (no sparse-matrix library). A
stage also sees the positions of its two neighbouring stages at half weight, so thinly
populated stages stay smooth; an entry never seen stays at 0 (the ridge pulls rare ones
towards 0 as well, and the features then carry the position).

Games are split, not positions: every position of a game whose index is a multiple of
``HOLDOUT`` is held out (positions of one game are strongly correlated, so a split by
position would flatter the fit); the report gives the held-out mean absolute error.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import numpy as np

from rules.othello import patterns as P

HOLDOUT = 10  # games with index % HOLDOUT == 0 are held out
SCALE = 1 / 128  # disc per stored int16 unit


def board_digits(me: np.ndarray, opp: np.ndarray) -> np.ndarray:
    """(positions x 64) int8 array: 0 empty, 1 mover, 2 opponent."""
    sq = np.arange(64, dtype=np.uint64)
    mine = (me[:, None] >> sq) & np.uint64(1)
    theirs = (opp[:, None] >> sq) & np.uint64(1)
    return (mine + 2 * theirs).astype(np.int8)


def all_indices(me: np.ndarray, opp: np.ndarray) -> np.ndarray:
    """(positions x 46) indices, the same as :func:`patterns.indices` row by row."""
    d = board_digits(me, opp).astype(np.int32)
    out = np.zeros((len(me), P.N_INSTANCES), dtype=np.int32)
    for i, squares in enumerate(P.INSTANCE_SQUARES):
        for k, sq in enumerate(squares):
            out[:, i] += d[:, sq] * 3 ** k
    return out


class Design:
    """Column numbers of every position's 46 windows (canonical, offset per pattern)."""

    def __init__(self) -> None:
        self.compact_ids = []
        self.offsets = []
        n = 0
        for p in range(len(P.PATTERNS)):
            ids = np.unique(P.canonical_map(p), return_inverse=True)[1].astype(np.int32)
            self.compact_ids.append(ids)
            self.offsets.append(n)
            n += int(ids.max()) + 1
        self.n_columns = n

    def columns(self, idx: np.ndarray) -> np.ndarray:
        """(positions x 46) column numbers."""
        cols = np.empty(idx.shape, dtype=np.int32)
        for i, p in enumerate(P.INSTANCE_PATTERN):
            cols[:, i] = self.compact_ids[p][idx[:, i]] + self.offsets[p]
        return cols

    def split(self, w: np.ndarray) -> list[np.ndarray]:
        """Per-pattern compact weights of one stage's table part."""
        return [w[self.offsets[p]:self.offsets[p] + int(self.compact_ids[p].max()) + 1]
                for p in range(len(P.PATTERNS))]


def feature_matrix(me: np.ndarray, opp: np.ndarray) -> np.ndarray:
    """(positions x 19) values of :func:`evaluation.features` (the first is the bias, 1)."""
    from rules.othello.evaluation import features
    return np.array([features(m, o) for m, o in zip(me.tolist(), opp.tolist())], dtype=float)


def solve_stage(cols: np.ndarray, x: np.ndarray, y: np.ndarray, weight: np.ndarray, n: int,
                ridge: float, feature_ridge: float, iterations: int = 80,
                tol: float = 1e-4) -> tuple[np.ndarray, np.ndarray]:
    """Ridge least squares by conjugate gradients: one-hot table columns (given as column
    numbers, ``ridge`` each) beside the dense feature columns ``x`` (``feature_ridge``).
    The diagonal of the normal matrix (how often each entry occurs, plus its ridge) is the
    preconditioner: the entries' frequencies differ by orders of magnitude, and scaling by
    them cuts the iterations needed several times. Returns (table part, feature weights)."""
    flat = cols.ravel()
    width = cols.shape[1]
    m = x.shape[1]
    penalty = np.concatenate([np.full(n, ridge), np.full(m, feature_ridge)])
    penalty[n] = 1e-6  # the bias feature is not shrunk

    # (numpy's stubs make fancy indexing and some operators Any: hence the annotated names)
    def a_dot(w: np.ndarray) -> np.ndarray:
        product: np.ndarray = w[:n][cols].sum(axis=1) + x @ w[n:]
        return product

    def at_dot(r: np.ndarray) -> np.ndarray:
        return np.concatenate([np.bincount(flat, weights=np.repeat(r, width), minlength=n),
                               x.T @ r])

    def normal(w: np.ndarray) -> np.ndarray:
        product: np.ndarray = at_dot(weight * a_dot(w)) + penalty * w
        return product

    diag = np.concatenate([np.bincount(flat, weights=np.repeat(weight, width), minlength=n),
                           (weight[:, None] * x * x).sum(axis=0)]) + penalty
    inv = 1.0 / diag
    b = at_dot(weight * y)
    w = np.zeros(n + m)
    r = b.copy()
    z = inv * r
    p = z.copy()
    rz = float(r @ z)
    b_norm = float(b @ b) or 1.0
    for _ in range(iterations):
        ap = normal(p)
        alpha = rz / float(p @ ap)
        w += alpha * p
        r -= alpha * ap
        if float(r @ r) < tol * tol * b_norm:
            break
        z = inv * r
        rz_new = float(r @ z)
        p = z + (rz_new / rz) * p
        rz = rz_new
    return w[:n], w[n:]


def fit(data: dict[str, np.ndarray], ridge: float = 30.0, feature_ridge: float = 1.0,
        iterations: int = 80, midgame_ridge: float | None = None, exact: int = 16,
        progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Fit every stage on the training games of ``data``: the tables of a stage whose
    positions all have exact labels (at most ``exact`` empties) with ``ridge``, the others,
    whose labels carry the noise of the self-play moves, with ``midgame_ridge`` (default the
    same); returns the compact tables
    (stages x entries per pattern), the biases (0: the bias feature holds it), the
    feature weights (stages x 19) and the design."""
    design = Design()
    train = data["game"] % HOLDOUT != 0
    me, opp = data["me"][train], data["opp"][train]
    cols = design.columns(all_indices(me, opp))
    x = feature_matrix(me, opp)
    y = data["outcome"][train].astype(float)
    empties = 64 - np.array([int(m | o).bit_count() for m, o in zip(me.tolist(), opp.tolist())])
    stages = np.array(P.STAGE_OF)[empties]
    tables_by_stage = np.zeros((P.N_STAGES, design.n_columns))
    feature_weights = np.zeros((P.N_STAGES, x.shape[1]))
    for s in range(P.N_STAGES):
        weight = np.where(stages == s, 1.0, np.where(np.abs(stages - s) == 1, 0.5, 0.0))
        mask = weight > 0
        if mask.sum() == 0:
            continue
        stage_ridge = ridge
        if midgame_ridge is not None and max(e for e in range(61) if P.stage_of(e) == s) > exact:
            stage_ridge = midgame_ridge
        tables_by_stage[s], feature_weights[s] = solve_stage(
            cols[mask], x[mask], y[mask], weight[mask], design.n_columns, stage_ridge,
            feature_ridge, iterations)
        if progress:
            progress({"stage": s, "positions": int((stages == s).sum())})
    tables = [np.stack([design.split(tables_by_stage[s])[p] for s in range(P.N_STAGES)])
              for p in range(len(P.PATTERNS))]
    return {"tables": tables, "bias": np.zeros(P.N_STAGES), "features": feature_weights,
            "design": design}


def save(path: Path, result: dict[str, Any], meta: dict[str, Any]) -> None:
    """The compact tables as int16 (``SCALE`` discs per unit), compressed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays = {f"w_{name}": np.clip(np.round(t / SCALE), -32767, 32767).astype(np.int16)
              for name, t in zip(P.PATTERN_NAMES, result["tables"])}
    np.savez_compressed(path, patterns=np.array(P.PATTERN_NAMES), n_stages=P.N_STAGES,
                        stage_width=P.STAGE_WIDTH, scale=SCALE,
                        bias=result["bias"].astype(np.float32), **arrays,
                        **({} if result["features"] is None
                           else {"features": result["features"].astype(np.float32)}),
                        # Any: mypy meets ** with savez's own allow_pickle: bool too
                        **cast(dict[str, Any], {k: np.asarray(v) for k, v in meta.items()}))


def held_out_errors(data: dict[str, np.ndarray],
                    evaluate: Callable[[int, int], float]) -> dict[int, tuple[int, float, float]]:
    """Per empties count: (positions, mean absolute error, mean signed error) of ``evaluate``
    on the held-out games (labels: exact from the solve on, the game's outcome before)."""
    test = data["game"] % HOLDOUT == 0
    by: dict[int, list[float]] = {}
    for m, o, label in zip(data["me"][test].tolist(), data["opp"][test].tolist(),
                           data["outcome"][test].tolist()):
        e = 64 - (m | o).bit_count()
        by.setdefault(e, []).append(evaluate(m, o) - label)
    return {e: (len(v), float(np.mean(np.abs(v))), float(np.mean(v))) for e, v in sorted(by.items())}
