"""Fitting the evaluation's weights.

:func:`train_patterns` (``python -m rules train othello``) fits the pattern tables that the
engine uses (:mod:`.patterns`): seeded self-play data (:mod:`.selfplay`, cached between runs),
a least-squares fit per stage (:mod:`.patternfit`), the tables saved to
``resources/othello/patterns.npz`` and the held-out error by empties reported.

:func:`train` (``train othello --features``) is the older fit of the 19-feature evaluation
(:mod:`.evaluation`), kept because ``weights.npz`` is what the engine falls back on without
the pattern tables and what the "before" figures were measured with:
self-play positions labelled by exact endgame solves.

Each training game opens with a few random moves (variety), continues with shallow searches
that pick at random among near-best moves, and is solved exactly once ``exact`` squares are
left. Positions from the solve on are labelled with their exact score; earlier positions are
labelled with the final disc difference the game then reaches under perfect play, seen from
the side to move. Ridge least squares (numpy) then fits one weight vector per phase, each
phase borrowing half-weighted samples from its neighbours so thin phases stay smooth.

Regenerate the shipped weights with (see docs/othello-engine.md)::

    python -m rules train othello --features --games 600 --jobs 2 --seed 1
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
    empties = np.array(empt, dtype=int)
    weights, rmse = fit(x, y, empties, ridge)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez(out, weights=weights, features=np.array(FEATURE_NAMES), rmse=np.array(rmse),
             games=games, positions=len(y), depth=depth, exact=exact, seed=seed)
    yield {"games": games, "positions": len(y), "out": str(out),
           "rmse_by_phase": [None if np.isnan(r) else round(r, 2) for r in rmse],
           "seconds": round(time.perf_counter() - start, 1)}


DEFAULT_DATA = Path(__file__).resolve().parents[2] / "build" / "othello-train"


def train_patterns(games: int, seed: int = 1, jobs: int = 1, data_dir: Path | None = None,
                   out: Path | None = None, ridge: float = 30.0, depth: int = 2,
                   exact: int = 16, report_only: str | None = None,
                   weights: Path | None = None, iterations: int = 80,
                   midgame_ridge: float | None = None) -> Iterator[dict[str, Any]]:
    """Generate (or load from the cache ``data_dir``) ``games`` seeded self-play games, fit
    the pattern tables and save them to ``out``; then report the held-out mean absolute
    error per empties count. With ``report_only`` ("patterns" or "features") nothing is
    fitted: the report is made for that evaluation (``weights``: its weights file)."""
    from rules.othello import patternfit, patterns, selfplay
    cfg = selfplay.PlayConfig(depth=depth, exact=exact)
    data: dict[str, np.ndarray] = {}
    for item in selfplay.dataset(data_dir or DEFAULT_DATA, games, seed, cfg, jobs=jobs):
        if "data" in item:
            data = item["data"]
        else:
            yield item
    yield {"positions": int(len(data["me"])),
           "held_out_positions": int((data["game"] % patternfit.HOLDOUT == 0).sum())}
    start = time.perf_counter()
    if report_only is None:
        out = out or patterns.PATTERN_WEIGHTS_PATH
        result = patternfit.fit(data, ridge=ridge, iterations=iterations,
                                midgame_ridge=midgame_ridge, exact=exact)
        patternfit.save(out, result, {"games": games, "seed": seed, "ridge": ridge,
                                      "midgame_ridge": midgame_ridge if midgame_ridge else ridge,
                                      "depth": depth, "exact": exact,
                                      "positions": len(data["me"])})
        yield {"out": str(out), "bytes": out.stat().st_size,
               "fit_seconds": round(time.perf_counter() - start, 1)}
        evaluate: Any = patterns.PatternEvaluator(patterns.PatternWeights.load(out))
        name = "patterns"
    elif report_only == "features":
        evaluate = Evaluator(load_weights(weights) if weights else load_weights())
        name = "features"
    else:
        evaluate = patterns.PatternEvaluator(patterns.PatternWeights.load(weights))
        name = "patterns"
    errors = patternfit.held_out_errors(data, evaluate)
    yield {"evaluation": name,
           "held_out_mae_by_empties": {e: round(mae, 2) for e, (_, mae, _) in errors.items()},
           "mae_16": round(errors[16][1], 2) if 16 in errors else None,
           "mae_30": round(errors[30][1], 2) if 30 in errors else None,
           "mae_by_stage": _by_stage(errors)}


def _by_stage(errors: dict[int, tuple[int, float, float]]) -> dict[str, float]:
    """Held-out MAE pooled over the empties of each stage ("13-16": ...)."""
    from rules.othello import patterns
    out = {}
    for s in range(patterns.N_STAGES):
        empties = [e for e in range(61) if patterns.stage_of(e) == s]
        lo, hi = min(empties), max(empties)
        rows = [errors[e] for e in empties if e in errors]
        n = sum(r[0] for r in rows)
        if n:
            out[f"{lo}-{hi}"] = round(sum(r[0] * r[1] for r in rows) / n, 2)
    return out


def train_native(games: int, seed: int = 1, jobs: int = 1, data_dir: Path | None = None,
                 out: Path | None = None, ridge: float = 10.0, exact: int = 16,
                 label_depth: int = 4, iterations: int = 120, features: bool = True,
                 compare: list[Path] | None = None) -> Iterator[dict[str, Any]]:
    """``train othello --native``: play ``games`` seeded games with the C generator (cached in
    ``data_dir``), fit the tables stage by stage (:mod:`.nativefit`), save them to ``out``
    and report the held-out mean absolute error per empties count of the saved tables as
    the engine reads them; ``compare``: other weights files reported on the same held-out
    positions and labels (the "before" figure)."""
    from rules.othello import nativefit, patterns, patternfit
    start = time.perf_counter()
    recs = nativefit.dataset(data_dir or DEFAULT_DATA, games, seed, exact, jobs)
    yield {"games": games, "positions": int(len(recs)),
           "held_out_positions": int((recs["game"] % patternfit.HOLDOUT == 0).sum()),
           "seconds": round(time.perf_counter() - start, 1)}
    result: dict[str, Any] = {}
    labels = np.zeros(0)
    for item in nativefit.fit(recs, exact=exact, depth=label_depth, ridge=ridge,
                              iterations=iterations, jobs=jobs, features=features):
        if "result" in item:
            result, labels = item["result"], item["labels"]
        else:
            yield item
    out = out or patterns.PATTERN_WEIGHTS_PATH
    patternfit.save(out, result, {"games": games, "seed": seed, "ridge": ridge,
                                  "exact": exact, "label_depth": label_depth,
                                  "positions": len(recs), "generator": "native",
                                  "with_features": features})
    yield {"out": str(out), "bytes": out.stat().st_size,
           "seconds": round(time.perf_counter() - start, 1)}
    test = recs["game"] % patternfit.HOLDOUT == 0
    for name, path in [("patterns", out)] + [(str(p), p) for p in compare or []]:
        evaluate = patterns.PatternEvaluator(patterns.PatternWeights.load(path))
        predicted = np.zeros(len(recs))
        predicted[test] = [evaluate(m, o) for m, o in
                           zip(recs["me"][test].tolist(), recs["opp"][test].tolist())]
        errors = nativefit.held_out_errors(recs, labels, predicted)
        yield {"evaluation": name,
               "held_out_mae_by_empties": {e: round(mae, 2) for e, (_, mae, _) in errors.items()},
               "mae_16": round(errors[16][1], 2) if 16 in errors else None,
               "mae_30": round(errors[30][1], 2) if 30 in errors else None,
               "mae_by_stage": _by_stage(errors)}
