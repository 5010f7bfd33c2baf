"""The pattern tables fitted on the C generator's data (``train othello --native``): exact
labels near the end, search labels bootstrapped stage by stage above them.

Why this shape:

* The pure-Python pipeline (:mod:`.selfplay`) could afford 60 000 positions, 3 800 a stage,
  for 114 000 table entries a stage, and labelled the midgame with the outcome of weak
  self-play: the tables could only be a small correction to the 19 features. The C
  generator (:mod:`.datagen`) plays and solves tens of thousands of games, so the tables
  can carry the evaluation alone (no features: half the cost of an evaluation in Python).
* Positions with at most ``exact`` empties are labelled with their exact score. A position
  of a higher stage is labelled with a ``depth``-ply search whose leaves (``depth`` empties
  lower, passes not counting) are scored by the tables of the stages below, already
  fitted: the stages are fitted in order from the end of the game, each one on labels that
  look further ahead than it can (the issue's "labelled by deeper search"). With ``depth``
  4 and stages of 4 empties, every leaf lies in the stage just below.
* Each stage is one ridge least-squares problem (:func:`patternfit.solve_stage`) with a
  bias column: its own positions at weight 1, the neighbouring stages' labelled positions
  at 1/2, so a stage's tables join their neighbours' smoothly.
* Whole games are held out (``game % HOLDOUT == 0``) and used for the report only. The
  shipped ``--ridge`` was chosen on another slice of the training games (``game % HOLDOUT
  == 1``, fitted on the rest) by a one-off script; its figures are in the docs.
"""
from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from rules.othello import datagen, patternfit
from rules.othello import patterns as P


def empties_of(recs: np.ndarray) -> np.ndarray:
    occ = (recs["me"] | recs["opp"]).view(np.uint8).reshape(-1, 8)
    empties: np.ndarray = 64 - np.unpackbits(occ, axis=1).sum(axis=1).astype(np.int64)
    return empties


def dataset(folder: Path, games: int, seed: int, exact: int, jobs: int) -> np.ndarray:
    """The records of games 0..games-1, cached in ``folder`` by everything that decides them."""
    path = folder / f"native-s{seed}-x{exact}-g{games}.npy"
    if path.exists():
        cached: np.ndarray = np.load(path)
        return cached
    recs = datagen.generate(seed, 0, games, exact=exact, jobs=jobs)
    folder.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".part.npy")
    np.save(tmp, recs)
    tmp.replace(path)  # a stopped run never leaves a truncated cache behind
    return recs


def fit(recs: np.ndarray, exact: int = 16, depth: int = 4, ridge: float = 10.0,
        iterations: int = 120, jobs: int = 1, features: bool = True,
        feature_ridge: float = 1.0) -> Iterator[dict[str, Any]]:
    """Fit every stage (see the module's docstring), with the 19 features of
    :mod:`.evaluation` beside the tables or (``features=False``) a bias alone; yields
    progress, then ``{"result": ...}`` (as :func:`patternfit.fit` returns) with the labels
    used (``"labels"``: a float per record)."""
    design = patternfit.Design()
    me, opp = recs["me"], recs["opp"]
    empties = empties_of(recs)
    stages = np.asarray(P.STAGE_OF)[empties]
    cols = design.columns(patternfit.all_indices(me, opp))
    train = recs["game"] % patternfit.HOLDOUT != 0
    labels = np.where(recs["exact"] == 1, recs["label"], 0).astype(np.float64)
    labelled = (recs["exact"] == 1) & (empties <= exact)
    n = design.n_columns
    table_rows = np.zeros((P.N_STAGES, n))
    bias = np.zeros(P.N_STAGES)
    x = patternfit.feature_matrix(me, opp) if features else np.ones((len(recs), 1))
    feature_rows = np.zeros((P.N_STAGES, x.shape[1]))
    tempo: float | None = None  # the mover's edge on the last stage with exact labels
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        tables_path = Path(tmp) / "tables.bin"
        for s in range(P.N_STAGES):
            here = stages == s
            if not here.any():
                continue
            searched = not labelled[here].all()
            if searched:
                if features:
                    datagen.write_tables(tables_path, _full_tables(design, table_rows), bias,
                                         feature_rows)
                else:
                    datagen.write_tables(tables_path, _full_tables(design, table_rows),
                                         feature_rows[:, 0])
                todo = here & ~labelled
                labels[todo] = datagen.search(recs[todo], tables_path, depth, jobs=jobs)
                labelled |= todo
            weight = np.where(here, 1.0, np.where(np.abs(stages - s) == 1, 0.5, 0.0))
            mask = train & labelled & (weight > 0)
            table_rows[s], feature_rows[s] = patternfit.solve_stage(
                cols[mask], x[mask], labels[mask], weight[mask], n, ridge, feature_ridge,
                iterations)
            edge = mover_edge(design, recs[here & train], table_rows[s], feature_rows[s], features)
            shift = 0.0
            if not searched:
                tempo = edge
            elif tempo is not None:
                shift = edge - tempo  # what the search labels added, removed from the bias
                feature_rows[s][0] -= shift
            yield {"stage": s, "positions": int(here.sum()),
                   "train_positions": int((here & train).sum()),
                   "mover_edge": round(edge, 2), "removed": round(shift, 2),
                   "seconds": round(time.perf_counter() - start, 1)}
    tables = [np.stack([design.split(table_rows[s])[p] for s in range(P.N_STAGES)])
              for p in range(len(P.PATTERNS))]
    fitted_features: np.ndarray | None = feature_rows
    if not features:  # the one column is the bias
        bias, fitted_features = feature_rows[:, 0].copy(), None
    yield {"result": {"tables": tables, "bias": bias, "features": fitted_features,
                      "design": design}, "labels": labels}


def mover_edge(design: patternfit.Design, recs: np.ndarray, table_row: np.ndarray,
               feature_row: np.ndarray, features: bool = True) -> float:
    """The mean of (value for the mover + value of the same discs with the other side to
    move) / 2 over ``recs``: what a stage's evaluation gives for merely having the move.

    Why it is watched: a stage labelled by a search on the stage below inherits that stage's
    edge and adds the search's own (the side that picks among noisy leaf values picks the
    high ones), so unchecked it grows by about a disc a stage, to 11 discs at the start, and
    the engine's values swing by twice that between odd and even depths. On the exact stages
    it is the true worth of the move (under a disc); :func:`fit` holds the search-labelled
    stages to it."""
    if len(recs) == 0:
        return 0.0
    me, opp = recs["me"], recs["opp"]
    values = []
    for a, b in ((me, opp), (opp, me)):
        cols = design.columns(patternfit.all_indices(a, b))
        x = patternfit.feature_matrix(a, b) if features else np.ones((len(a), 1))
        values.append(table_row[cols].sum(axis=1) + x @ feature_row)
    return float(((values[0] + values[1]) / 2).mean())


def _full_tables(design: patternfit.Design, table_rows: np.ndarray) -> list[list[np.ndarray]]:
    """tables[stage][pattern] over all indices, from the fitted compact rows."""
    out = []
    for s in range(P.N_STAGES):
        parts = design.split(table_rows[s])
        out.append([parts[p][design.compact_ids[p]] for p in range(len(P.PATTERNS))])
    return out


def held_out_errors(recs: np.ndarray, labels: np.ndarray,
                    predicted: np.ndarray) -> dict[int, tuple[int, float, float]]:
    """Per empties count of the held-out games: (positions, MAE, mean signed error)."""
    test = recs["game"] % patternfit.HOLDOUT == 0
    empties = empties_of(recs)
    out = {}
    for e in np.unique(empties[test]):
        m = test & (empties == e)
        d = predicted[m] - labels[m]
        out[int(e)] = (int(m.sum()), float(np.abs(d).mean()), float(d.mean()))
    return out


def fit_gap(recs: np.ndarray, ridges: list[float], iterations: int = 120,
            empties: int = 16) -> Iterator[dict[str, Any]]:
    """Where the error at ``empties`` comes from (``train othello --native --fit-gap``): the
    stage holding ``empties`` fitted alone on its exact labels, at each ridge, once on the
    training games and once on every game. The MAE at ``empties`` on the positions fitted
    says how closely the tables *can* follow the exact scores (the model's own limit); the
    MAE on held-out games says how well they generalise. A small first and a large second
    is variance: too few positions for the table entries, not too poor a model."""
    e = empties_of(recs)
    stage = P.STAGE_OF[empties]
    keep = (np.asarray(P.STAGE_OF)[e] == stage) & (recs["exact"] == 1)
    r, e = recs[keep], e[keep]
    design = patternfit.Design()
    cols = design.columns(patternfit.all_indices(r["me"], r["opp"]))
    x = patternfit.feature_matrix(r["me"], r["opp"])
    y = r["label"].astype(np.float64)
    test = r["game"] % patternfit.HOLDOUT == 0
    at = e == empties
    yield {"stage_positions": int(len(r)), "positions_at_empties": int(at.sum()),
           "held_out_at_empties": int((at & test).sum()),
           "mean_abs_label_at_empties": round(float(np.abs(y[at]).mean()), 2)}
    for ridge in ridges:
        for fitted_on, rows in (("training games", ~test), ("every game", np.ones(len(r), bool))):
            tables, weights = patternfit.solve_stage(cols[rows], x[rows], y[rows],
                                                     np.ones(int(rows.sum())), design.n_columns,
                                                     ridge, 1.0, iterations)
            error = np.abs(tables[cols].sum(axis=1) + x @ weights - y)
            yield {"ridge": ridge, "fitted_on": fitted_on, "empties": empties,
                   "mae_training_games": round(float(error[at & ~test].mean()), 2),
                   "mae_held_out_games": round(float(error[at & test].mean()), 2)}
