"""Fitting the evaluation's weights: self-play positions labelled by exact endgame solves.

Each training game opens with a few random moves (variety), continues with shallow searches
that pick at random among near-best moves, and is solved exactly once ``exact`` squares are
left. Positions from the solve on are labelled with their exact score; earlier positions are
labelled with the final disc difference the game then reaches under perfect play, seen from
the side to move. Ridge least squares (numpy) then fits one weight vector per phase, each
phase borrowing half-weighted samples from its neighbours so thin phases stay smooth.

Regenerate the shipped weights with (see docs/othello-engine.md)::

    python -m rules train othello --games 400 --jobs 2 --out resources/othello/weights.npz
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from rules.othello.endgame import EndgameSolver, final_score
from rules.othello.evaluation import (DEFAULT_WEIGHTS, FEATURE_NAMES, N_FEATURES, N_PHASES,
                                      WEIGHTS_PATH, Evaluator, features, load_weights, phase_of)
from rules.othello.movegen import flip, moves
from rules.othello.search import Searcher

START = ((1 << 28) | (1 << 35), (1 << 27) | (1 << 36))  # black, white


def self_play_game(seed: int, depth: int, exact: int, random_plies: int, margin: float,
                   play_weights: str | None = None) -> tuple[list[list[float]], list[float], list[int]]:
    """One game: (feature rows, labels, empties) of every position from the mover's view.

    The moves are chosen with ``play_weights`` (a weights file) or, by default, with the
    hand-set weights, so that a training run does not depend on the file it will replace."""
    rng = random.Random(seed)
    evaluate = Evaluator(load_weights(Path(play_weights)) if play_weights else DEFAULT_WEIGHTS)
    me, opp = START
    color = 0  # 0: Black to move
    history: list[tuple[int, int, int]] = []  # (mover, opponent, mover's colour) before the solve
    exact_positions: list[tuple[int, int, int]] = []  # (mover, opponent, exact score)
    black_value: int | None = None  # the game's value for Black once solved
    plies = 0
    while True:
        mv = moves(me, opp)
        if not mv:
            if not moves(opp, me):
                break
            me, opp, color = opp, me, color ^ 1
            continue
        empties = 64 - (me | opp).bit_count()
        if empties <= exact:
            # a fresh solver per position: its root entry then comes from this one solve
            v, sq = EndgameSolver().best_move(me, opp)
            if black_value is None:
                black_value = v if color == 0 else -v
            exact_positions.append((me, opp, v))
        else:
            history.append((me, opp, color))
            if plies < random_plies:
                sq = rng.choice([s for s in range(64) if mv >> s & 1])
            else:
                result = Searcher(evaluate).root(me, opp, depth, all_scores=True)
                top = max(result.scores.values())
                sq = rng.choice(sorted(s for s, v in result.scores.items() if v >= top - margin))
        f = flip(me, opp, sq)
        me, opp, color = opp ^ f, me | f | (1 << sq), color ^ 1
        plies += 1
    if black_value is None:  # the game ended before reaching the exact phase
        black, white = (me, opp) if color == 0 else (opp, me)
        black_value = final_score(black, white)
    rows, labels, empt = [], [], []
    for pm, po, c in history:
        rows.append(features(pm, po))
        labels.append(float(black_value if c == 0 else -black_value))
        empt.append(64 - (pm | po).bit_count())
    for pm, po, v in exact_positions:
        rows.append(features(pm, po))
        labels.append(float(v))
        empt.append(64 - (pm | po).bit_count())
    return rows, labels, empt


def _game_job(args: tuple[int, int, int, int, float, str | None]) -> tuple[list[list[float]], list[float], list[int]]:
    return self_play_game(*args)


def fit(x: np.ndarray, y: np.ndarray, empties: np.ndarray, ridge: float = 1.0) -> tuple[np.ndarray, list[float]]:
    """Per-phase ridge least squares; returns (phases x features weights, rmse per phase)."""
    phases = np.array([phase_of(int(e)) for e in empties])
    weights = np.zeros((N_PHASES, N_FEATURES))
    rmse: list[float] = []
    for p in range(N_PHASES):
        w = np.where(phases == p, 1.0, np.where(np.abs(phases - p) == 1, 0.5, 0.0))
        mask = w > 0
        if mask.sum() < N_FEATURES * 4:
            weights[p] = weights[p - 1] if p else 0.0
            rmse.append(float("nan"))
            continue
        xs, ys, ws = x[mask], y[mask], w[mask]
        a = (xs * ws[:, None]).T @ xs + ridge * np.eye(N_FEATURES)
        b = (xs * ws[:, None]).T @ ys
        weights[p] = np.linalg.solve(a, b)
        own = phases == p
        if own.any():
            rmse.append(float(np.sqrt(np.mean((x[own] @ weights[p] - y[own]) ** 2))))
        else:
            rmse.append(float("nan"))
    return weights, rmse


def train(games: int, depth: int = 2, exact: int = 14, random_plies: int = 8,
          margin: float = 2.0, seed: int = 1, jobs: int = 1, out: Path | None = None,
          ridge: float = 1.0, play_weights: Path | None = None) -> Iterator[dict[str, Any]]:
    """Play ``games`` self-play games, fit, save; yields progress and a summary."""
    out = out or WEIGHTS_PATH
    start = time.perf_counter()
    tasks = [(seed * 100_003 + i, depth, exact, random_plies, margin,
              str(play_weights) if play_weights else None) for i in range(games)]
    rows: list[list[float]] = []
    labels: list[float] = []
    empt: list[int] = []
    done = 0
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = pool.map(_game_job, tasks, chunksize=4)
            for r, l, e in results:
                rows += r; labels += l; empt += e
                done += 1
                if done % 50 == 0:
                    yield {"games": done, "positions": len(rows),
                           "seconds": round(time.perf_counter() - start, 1)}
    else:
        for t in tasks:
            r, l, e = _game_job(t)
            rows += r; labels += l; empt += e
            done += 1
            if done % 50 == 0:
                yield {"games": done, "positions": len(rows),
                       "seconds": round(time.perf_counter() - start, 1)}
    x = np.array(rows, dtype=float)
    y = np.array(labels, dtype=float)
    e = np.array(empt, dtype=int)
    weights, rmse = fit(x, y, e, ridge)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez(out, weights=weights, features=np.array(FEATURE_NAMES), rmse=np.array(rmse),
             games=games, positions=len(y), depth=depth, exact=exact, seed=seed)
    yield {"games": games, "positions": len(y), "out": str(out),
           "rmse_by_phase": [None if np.isnan(r) else round(r, 2) for r in rmse],
           "seconds": round(time.perf_counter() - start, 1)}
