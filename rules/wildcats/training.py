"""The evaluation's training set: positions reached by mixed play, labelled with exact values.

``python -m rules train wildcats`` (see :mod:`.commands`) samples positions with a given
number of free squares (:mod:`.positions`), solves each exactly (:meth:`Solver.equilibrium`)
and caches the labels in ``build/wildcats-train/`` (one JSON line per position, keyed by the
settings), then fits :mod:`.evaluation` on them and writes ``resources/wildcats/evaluation.json``.
The labels are of the position without a ban and with no block counted: the search calls
the evaluation only there (after a marking round, or on the board at the horizon).
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rules.wildcats import positions
from rules.wildcats.game import WildCatsGame
from rules.wildcats.solver import Solver

CACHE = Path(__file__).resolve().parents[2] / "build" / "wildcats-train"


def label_file(free: int, count: int, seed: int) -> Path:
    return CACHE / f"exact-f{free}-n{count}-s{seed}.jsonl"


def labelled(free: int, count: int, seed: int, progress: bool = False) -> Iterator[dict[str, Any]]:
    """The labelled positions of one setting, computing (and caching) those not yet done.

    A run that was stopped resumes where it stopped: the positions are drawn from a seeded
    generator, so the first ``k`` are the same on every run."""
    path = label_file(free, count, seed)
    done: list[dict[str, Any]] = []
    if path.exists():
        with path.open() as handle:
            done = [json.loads(line) for line in handle if line.strip()]
    yield from done
    if len(done) >= count:
        return
    game = WildCatsGame()
    rng = random.Random(f"wildcats-train/{free}/{seed}")
    states = positions.sample(game, rng, free, count, block_share=0.0)
    solver = Solver(max_entries=1_500_000)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        for number, state in enumerate(states[len(done):], start=len(done)):
            began = time.process_time()
            value = solver.equilibrium(state.x, state.o, None, 0).value
            row = {"position": state.position_text(), "free": free, "value": round(value, 12),
                   "cpu": round(time.process_time() - began, 3)}
            handle.write(json.dumps(row) + "\n")
            handle.flush()
            if progress and number % 50 == 0:
                print(json.dumps({"labelled": number, **row}), flush=True)
            yield row


# --- fitting -------------------------------------------------------------------------------------------
def feature_rows(rows: list[dict[str, Any]]) -> tuple[Any, Any, Any, Any, Any]:
    """``(fx, fo, x_can, o_can, value)`` as numpy arrays for labelled positions."""
    import numpy as np

    from rules.wildcats import board
    from rules.wildcats.evaluation import side_features, with_free_hand
    from rules.wildcats.solver import can_still_win, live_lines
    fx, fo, xc, oc, vs = [], [], [], [], []
    for row in rows:
        x, o, _, _ = board.parse_position(row["position"])
        f = board.FULL & ~(x | o)
        cap = f.bit_count() // 2
        lx, lo = live_lines(x, o, f, cap)
        bx, bo = side_features(lx, x, f), side_features(lo, o, f)
        fx.append(with_free_hand(bx, bo))
        fo.append(with_free_hand(bo, bx))
        xc.append(float(can_still_win(lx, f, cap)))
        oc.append(float(can_still_win(lo, f, cap)))
        vs.append(row["value"])
    return np.array(fx), np.array(fo), np.array(xc), np.array(oc), np.array(vs)


def fit_stage(fx: Any, fo: Any, xc: Any, oc: Any, v: Any, iterations: int = 4000, ridge: float = 1e-4,
              rate: float = 0.05) -> dict[str, Any]:
    """The weights of one stage: least squares of ``x_can * s(zx) - o_can * s(zo)`` against
    the exact values (Adam on the full batch; 15 parameters), features scaled to unit spread
    for the descent and scaled back."""
    import numpy as np
    scale = np.maximum(np.concatenate([fx, fo]).std(axis=0), 1e-6)
    ax, ao = fx / scale, fo / scale
    k = fx.shape[1]
    theta = np.zeros(2 * k + 1)
    m = np.zeros_like(theta)
    s = np.zeros_like(theta)
    n = len(v)
    for t in range(1, iterations + 1):
        w, u, b = theta[:k], theta[k:2 * k], theta[-1]
        zx = b + ax @ w - ao @ u
        zo = b + ao @ w - ax @ u
        px, po = 1 / (1 + np.exp(-zx)), 1 / (1 + np.exp(-zo))
        err = xc * px - oc * po - v
        gx = 2 * err * xc * px * (1 - px) / n
        go = -2 * err * oc * po * (1 - po) / n
        grad = np.concatenate([ax.T @ gx + ao.T @ go, -(ao.T @ gx + ax.T @ go), [gx.sum() + go.sum()]])
        grad[:-1] += 2 * ridge * theta[:-1]
        m = 0.9 * m + 0.1 * grad
        s = 0.999 * s + 0.001 * grad * grad
        theta -= rate * (m / (1 - 0.9 ** t)) / (np.sqrt(s / (1 - 0.999 ** t)) + 1e-8)
    w, u, b = theta[:k] / scale, theta[k:2 * k] / scale, theta[-1]
    return {"own": [round(float(a), 6) for a in w], "opp": [round(float(a), 6) for a in u], "bias": round(float(b), 6)}


def search_labelled(free: int, count: int, seed: int, evaluation: Any, progress: bool = False) -> list[dict[str, Any]]:
    """Positions with ``free`` free squares labelled by a one-round search (threats searched
    a round further) with ``evaluation`` at the leaves: the labels of a stage above the last
    exact one, bootstrapped from the stage below (``free - 2``), which is already fitted.
    Not cached: a label takes a few milliseconds, the positions are what takes time."""
    game = WildCatsGame()
    rng = random.Random(f"wildcats-train/{free}/{seed}")
    states = positions.sample(game, rng, free, count, block_share=0.0)
    solver = Solver(1, evaluation, extend=True, max_entries=1_500_000)
    rows = []
    for number, state in enumerate(states):
        began = time.process_time()
        value = solver.value(state.x, state.o, None, 0)
        rows.append({"position": state.position_text(), "free": free, "value": round(value, 12),
                     "cpu": round(time.process_time() - began, 3)})
        if progress and number % 200 == 0:
            print(json.dumps({"search_labelled": number, **rows[-1]}), flush=True)
    return rows


def held_out(rows: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every fifth position is kept out of the fit and used for the report only."""
    return [r for i, r in enumerate(rows) if i % 5], [r for i, r in enumerate(rows) if i % 5 == 0]


def mean_squared_error(evaluate: Any, rows: list[dict[str, Any]]) -> float:
    """Of ``evaluate(x, o, free, 0)`` against the labels."""
    from rules.wildcats import board
    total = 0.0
    for row in rows:
        x, o, _, _ = board.parse_position(row["position"])
        total += (evaluate(x, o, board.FULL & ~(x | o), 0) - row["value"]) ** 2
    return total / max(len(rows), 1)


def train(exact: dict[int, int], searched: dict[int, int], seed: int,
          progress: bool = False) -> Iterator[dict[str, Any]]:
    """Fit the stages in order from the end of the game: those of ``exact`` (free squares ->
    positions) on exact values, then each stage of ``searched`` on one-round search labels
    made with the stages below. Yields a report per stage, then the fitted evaluation's
    JSON (``{"evaluation": ...}``)."""
    from rules.wildcats.evaluation import Evaluation
    from rules.wildcats.heuristic import evaluate as hand
    stages: dict[int, dict[str, Any]] = {}
    report: dict[int, dict[str, Any]] = {}
    for free in sorted(set(exact) | set(searched)):
        began = time.process_time()
        if free in exact:
            rows = list(labelled(free, exact[free], seed, progress))
            source = "exact"
        else:
            rows = search_labelled(free, searched[free], seed, Evaluation(stages), progress)
            source = "one-round search with the stages below"
        train_rows, test_rows = held_out(rows)
        stages[free] = fit_stage(*feature_rows(train_rows))
        fitted = Evaluation({free: stages[free]})
        report[free] = {"stage": free, "labels": source, "positions": len(rows),
                        "held_out_mse": round(mean_squared_error(fitted, test_rows), 5),
                        "hand_heuristic_mse": round(mean_squared_error(hand, test_rows), 5),
                        "always_draw_mse": round(sum(r["value"] ** 2 for r in test_rows) / max(len(test_rows), 1), 5),
                        "cpu_seconds": round(time.process_time() - began, 1)}
        yield report[free]
    evaluation = Evaluation(stages).to_json()
    evaluation["trained"] = {"seed": seed, "exact": {str(k): v for k, v in sorted(exact.items())},
                             "searched": {str(k): v for k, v in sorted(searched.items())},
                             "report": [report[k] for k in sorted(report)]}
    yield {"evaluation": evaluation}
