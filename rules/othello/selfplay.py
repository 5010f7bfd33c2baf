"""Training positions for the pattern evaluation: seeded self-play games, labelled by search
and by the exact solver.

One game (:func:`play_game`), all of it decided by its seed:

* a random opening of ``random_min``..``random_max`` plies (variety: the tables must have
  seen unusual shapes too, since the search walks into them);
* then moves of a ``depth``-ply search with the 19-feature evaluation (the fixed, hand-set
  weights by default, so the data do not depend on the weights they will replace), picking
  at random among the moves within ``margin`` discs of the best;
* from ``exact`` empties on, perfect play: the exact solver labels every position with its
  exact final disc difference (one table for the whole game, so after the first solve the
  next ones are nearly free).

Positions before the solve get two labels: ``outcome``, the exact value of the game's first
solved position carried back along the moves actually played (what the game became), and,
for one position in ``search_every`` with at least ``exact + 1`` empties, ``search``: the
score of a ``search_depth``-ply search of the position itself (the issue's "labelled by
deeper search"). The outcome is noisy where play before the solve was weak, the search score
is biased by the evaluation it uses; the fit uses the outcome, the report can show both.

Data are returned as numpy arrays (boards as uint64 from the mover's point of view) and
kept in a ``.npz`` cache outside the repository, so a fit can be redone without replaying.
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np

from rules.othello.endgame import EndgameSolver, final_score
from rules.othello.evaluation import DEFAULT_WEIGHTS, Evaluator
from rules.othello.movegen import flip, moves
from rules.othello.search import Searcher

START = ((1 << 28) | (1 << 35), (1 << 27) | (1 << 36))  # black, white
NO_LABEL = -128  # int8 marker: no search label for this position


@dataclass(frozen=True)
class PlayConfig:
    """How the training games are played (everything but the seed)."""

    depth: int = 2
    exact: int = 16
    random_min: int = 4
    random_max: int = 16
    margin: float = 1.0
    search_every: int = 0  # 0: no search labels
    search_depth: int = 4


def play_game(seed: int, cfg: PlayConfig) -> dict[str, list[int]]:
    """One seeded game: per position (mover to play, at least one legal move) the mover's
    and the opponent's boards, the outcome label, the search label (or ``NO_LABEL``),
    and whether the outcome is this position's exact value."""
    rng = random.Random(seed)
    evaluate = Evaluator(DEFAULT_WEIGHTS)
    solver = EndgameSolver(evaluate=evaluate)
    n_random = rng.randint(cfg.random_min, cfg.random_max)
    me, opp = START
    color = 0  # 0: Black to move
    plies = 0
    rows: list[tuple[int, int, int]] = []  # (me, opp, colour) before the solve
    exact_rows: list[tuple[int, int, int]] = []  # (me, opp, exact score)
    search_labels: list[int] = []
    black_value: int | None = None
    while True:
        mv = moves(me, opp)
        if not mv:
            if not moves(opp, me):
                break
            me, opp, color = opp, me, color ^ 1
            continue
        empties = 64 - (me | opp).bit_count()
        if empties <= cfg.exact:
            v, sq = solver.best_move(me, opp)
            if black_value is None:
                black_value = v if color == 0 else -v
            exact_rows.append((me, opp, v))
        else:
            label = NO_LABEL
            if (cfg.search_every and plies >= n_random and empties > cfg.exact
                    and rng.randrange(cfg.search_every) == 0):
                r = Searcher(evaluate).root(me, opp, cfg.search_depth)
                label = int(max(-64, min(64, round(r.score))))
            rows.append((me, opp, color))
            search_labels.append(label)
            if plies < n_random:
                sq = rng.choice([s for s in range(64) if mv >> s & 1])
            else:
                result = Searcher(evaluate).root(me, opp, cfg.depth, all_scores=True)
                top = max(result.scores.values())
                sq = rng.choice(sorted(s for s, v in result.scores.items()
                                       if v >= top - cfg.margin))
        f = flip(me, opp, sq)
        me, opp, color = opp ^ f, me | f | (1 << sq), color ^ 1
        plies += 1
    if black_value is None:  # the game ended before the exact phase
        black, white = (me, opp) if color == 0 else (opp, me)
        black_value = final_score(black, white)
    out: dict[str, list[int]] = {"me": [], "opp": [], "outcome": [], "search": [], "exact": []}
    for (pm, po, c), s in zip(rows, search_labels):
        out["me"].append(pm)
        out["opp"].append(po)
        out["outcome"].append(black_value if c == 0 else -black_value)
        out["search"].append(s)
        out["exact"].append(0)
    for pm, po, v in exact_rows:
        out["me"].append(pm)
        out["opp"].append(po)
        out["outcome"].append(v)
        out["search"].append(v)
        out["exact"].append(1)
    return out


def _job(args: tuple[int, PlayConfig]) -> dict[str, list[int]]:
    return play_game(*args)


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed``."""
    return seed * 1_000_003 + index


def generate(games: int, seed: int, cfg: PlayConfig, jobs: int = 1,
             first: int = 0) -> Iterator[dict[str, Any]]:
    """Play games ``first``..``first + games - 1``; yields progress dicts, and at the end
    ``{"data": arrays}`` (``game`` holds each position's game index)."""
    start = time.perf_counter()
    parts: dict[str, list[int]] = {"me": [], "opp": [], "outcome": [], "search": [],
                                   "exact": [], "game": []}
    tasks = [(game_seed(seed, first + i), cfg) for i in range(games)]

    def add(index: int, rec: dict[str, list[int]]) -> None:
        for k, v in rec.items():
            parts[k] += v
        parts["game"] += [first + index] * len(rec["me"])

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for i, rec in enumerate(pool.map(_job, tasks, chunksize=2)):
                add(i, rec)
                if (i + 1) % 100 == 0:
                    yield {"games": i + 1, "positions": len(parts["me"]),
                           "seconds": round(time.perf_counter() - start, 1)}
    else:
        for i, task in enumerate(tasks):
            add(i, _job(task))
            if (i + 1) % 100 == 0:
                yield {"games": i + 1, "positions": len(parts["me"]),
                       "seconds": round(time.perf_counter() - start, 1)}
    yield {"data": to_arrays(parts)}


def to_arrays(parts: dict[str, list[int]]) -> dict[str, np.ndarray]:
    """Compact numpy arrays of a data set (boards uint64, labels int8)."""
    return {"me": np.array(parts["me"], dtype=np.uint64),
            "opp": np.array(parts["opp"], dtype=np.uint64),
            "outcome": np.array(parts["outcome"], dtype=np.int8),
            "search": np.array(parts["search"], dtype=np.int8),
            "exact": np.array(parts["exact"], dtype=np.bool_),
            "game": np.array(parts["game"], dtype=np.int32)}


def save(path: Path, data: dict[str, np.ndarray], cfg: PlayConfig, seed: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    meta = {f"cfg_{k}": v for k, v in asdict(cfg).items()}
    # Any: mypy meets ** with savez's own allow_pickle: bool too; these keys are array names
    np.savez_compressed(path, seed=seed, **meta, **cast(dict[str, Any], data))


def load(path: Path) -> tuple[dict[str, np.ndarray], PlayConfig, int]:
    with np.load(path) as f:
        data = {k: f[k] for k in ("me", "opp", "outcome", "search", "exact", "game")}
        cfg = PlayConfig(**{k[4:]: type(getattr(PlayConfig, k[4:]))(f[k]) for k in f.files
                            if k.startswith("cfg_")})
        seed = int(f["seed"])
    return data, cfg, seed


def merge(datasets: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    return {k: np.concatenate([d[k] for d in datasets]) for k in datasets[0]}


CHUNK = 250  # games per cache file


def chunk_path(folder: Path, seed: int, cfg: PlayConfig, first: int) -> Path:
    """Cache file of games ``first``..``first + CHUNK - 1``: the name holds everything
    that decides its contents, so a changed setting never reuses stale data."""
    c = cfg
    tag = (f"s{seed}-d{c.depth}-x{c.exact}-r{c.random_min}_{c.random_max}-m{c.margin:g}"
           f"-l{c.search_every}_{c.search_depth}")
    return folder / f"games-{tag}-{first:06d}.npz"


def dataset(folder: Path, games: int, seed: int, cfg: PlayConfig,
            jobs: int = 1) -> Iterator[dict[str, Any]]:
    """Games 0..``games - 1`` of the run, played in chunks of :data:`CHUNK` and cached in
    ``folder`` (a chunk already there is loaded, not replayed); yields progress and finally
    ``{"data": arrays}``."""
    parts = []
    start = time.perf_counter()
    for first in range(0, games, CHUNK):
        n = min(CHUNK, games - first)
        path = chunk_path(folder, seed, cfg, first)
        if n == CHUNK and path.exists():
            parts.append(load(path)[0])
            continue
        for item in generate(n, seed, cfg, jobs=jobs, first=first):
            if "data" in item:
                parts.append(item["data"])
                if n == CHUNK:
                    save(path, item["data"], cfg, seed)
        yield {"games": first + n, "positions": sum(len(p["me"]) for p in parts),
               "seconds": round(time.perf_counter() - start, 1)}
    yield {"data": merge(parts)}
