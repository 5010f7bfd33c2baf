"""Benchmarks of the evaluation's effect on play: move quality on FFO #40-#59 and the exact
solver's nodes at 16-20 empties (``bench othello --ffo``, ``--solver-nodes``).

Both use the FFO files, which are a test set: nothing is trained or tuned on them.

* ``ffo_quality``: level 6's move (``engine.choose_move(state, 6)``, its 3 s budget) on each
  position of ``ffo_40_59.obf`` (20-34 empties, so the midgame search decides), scored with
  the file's exact value of every move: share of best moves and mean disc loss.
* ``solver_nodes``: the single-process exact solve (cold table) of every FFO position with
  16-20 empties (#13-#34), with the nodes it took and how far the evaluation's first guess
  was from the score. Node counts do not depend on the machine's load.
"""
from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rules.othello.evaluation import resources_root
from rules.protocol import Game

DATA = resources_root() / "othello"
"""The FFO files (``resources/othello/ffo_*.obf``)."""


def _problems(path: Path, first_number: int) -> list[tuple[int, str, dict[str, int]]]:
    from rules.othello.commands import parse_obf
    lines = [ln for ln in path.read_text().splitlines() if ln.strip()]
    return [(first_number + i, *parse_obf(ln)) for i, ln in enumerate(lines)]


def ffo_quality(game: Game[Any, Any], numbers: tuple[int, int] = (40, 59), level: int = 6,
                cpu_clock: bool = False, data: Path = DATA) -> Iterator[dict[str, Any]]:
    """Level ``level``'s move on FFO problems ``numbers`` (within #40-#59), graded by the
    file's exact move values. ``cpu_clock``: the budget counts CPU seconds (shared machine)."""
    from rules.othello import engine, parallel
    from rules.othello.bitboard import square_name
    from rules.othello.search import use_clock
    from rules.othello.state import OthelloState
    if cpu_clock:
        use_clock(time.process_time)
    parallel.set_helpers(0)  # no exact solves at 20+ empties; keep the figure one process's
    lo, hi = numbers
    rows: list[dict[str, Any]] = []
    for number, position, scores in _problems(data / "ffo_40_59.obf", 40):
        if not lo <= number <= hi:
            continue
        state = OthelloState.from_position(game, position)
        engine._ENDGAME_TABLE.clear()
        start, cpu = time.perf_counter(), time.process_time()
        move = engine.choose_move(state, level)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        name = square_name(move.square) if not move.is_pass else "pass"
        best = max(scores.values())
        got = scores.get(name)
        loss = best - got if got is not None else None
        row: dict[str, Any] = {"bench": "ffo_move", "problem": number, "empties": state.empties(),
                               "move": name, "best": best, "move_score": got, "loss": loss,
                               "seconds": round(seconds, 2), "cpu_seconds": round(cpu, 2)}
        rows.append(row)
        yield row
    losses = [r["loss"] for r in rows if r["loss"] is not None]
    yield {"bench": "ffo_summary", "level": level, "positions": len(rows),
           "best_moves": sum(loss == 0 for loss in losses),
           "best_share": round(sum(loss == 0 for loss in losses) / max(1, len(rows)), 3),
           "mean_loss": round(statistics.fmean(losses), 2) if losses else None,
           "clock": "cpu" if cpu_clock else "wall",
           "max_seconds": max((r["seconds"] for r in rows), default=0),
           "max_cpu_seconds": max((r["cpu_seconds"] for r in rows), default=0)}


def solver_nodes(game: Game[Any, Any], min_empties: int = 16, max_empties: int = 20,
                 data: Path = DATA) -> Iterator[dict[str, Any]]:
    """Exact solves, one process, cold table, of the FFO #1-#39 positions with
    ``min_empties``..``max_empties`` empties: nodes and the evaluation's first guess."""
    from rules.othello.bitboard import square_name
    from rules.othello.endgame import EndgameSolver
    from rules.othello.engine import evaluator
    from rules.othello.state import OthelloState
    problems = _problems(data / "ffo_01_19.obf", 1) + _problems(data / "ffo_20_39.obf", 20)
    rows: list[dict[str, Any]] = []
    for number, position, scores in problems:
        state = OthelloState.from_position(game, position)
        if not min_empties <= state.empties() <= max_empties:
            continue
        me, opp = state.mover_boards()
        guess = evaluator()(me, opp)
        solver = EndgameSolver()
        start, cpu = time.perf_counter(), time.process_time()
        score, sq = solver.best_move(me, opp)
        row: dict[str, Any] = {"bench": "solver_nodes", "problem": number, "empties": state.empties(),
                               "score": score, "correct": score == max(scores.values()),
                               "best": square_name(sq), "guess": round(guess, 1),
                               "guess_error": round(abs(guess - score), 1), "nodes": solver.nodes,
                               "seconds": round(time.perf_counter() - start, 2),
                               "cpu_seconds": round(time.process_time() - cpu, 2)}
        rows.append(row)
        yield row
    by_empties: dict[int, list[dict[str, Any]]] = {}
    for r in rows:
        by_empties.setdefault(r["empties"], []).append(r)
    yield {"bench": "solver_nodes_summary", "positions": len(rows),
           "correct": sum(r["correct"] for r in rows),
           "total_nodes": sum(r["nodes"] for r in rows),
           "nodes_by_empties": {e: sum(r["nodes"] for r in rs) for e, rs in sorted(by_empties.items())},
           "mean_guess_error": round(statistics.fmean(r["guess_error"] for r in rows), 2) if rows else None,
           "total_cpu_seconds": round(sum(r["cpu_seconds"] for r in rows), 1)}


def eval_speed(game: Game[Any, Any], positions: int = 12, depth: int = 6,
               seed: int = 5) -> Iterator[dict[str, Any]]:
    """CPU microseconds per evaluation (from scratch, and per child scored incrementally)
    and midgame-search nodes per CPU second at ``depth`` plies, for the 19-feature
    evaluation and the pattern tables, on ``positions`` seeded random positions of 14-35
    plies."""
    import random as _random
    from rules.othello.evaluation import Evaluator, shared_evaluator
    from rules.othello.movegen import FLIPS, moves
    from rules.othello.patterns import PatternEvaluator
    from rules.othello.search import Searcher
    rng = _random.Random(seed)
    boards: list[tuple[int, int]] = []
    while len(boards) < positions:
        me, opp = (1 << 28) | (1 << 35), (1 << 27) | (1 << 36)
        for _ in range(rng.randrange(14, 36)):
            mv = moves(me, opp)
            if not mv:
                me, opp = opp, me
                continue
            sq = rng.choice([s for s in range(64) if mv >> s & 1])
            f = FLIPS[sq](me, opp)
            me, opp = opp ^ f, me | f | (1 << sq)
        if moves(me, opp):
            boards.append((me, opp))
    for name, ev in (("features", Evaluator()), ("patterns", shared_evaluator())):
        start = time.process_time()
        for _ in range(50):
            for me, opp in boards:
                ev(me, opp)
        per_eval = (time.process_time() - start) / (50 * len(boards)) * 1e6
        row: dict[str, Any] = {"bench": "eval_speed", "evaluation": name,
                               "us_per_eval": round(per_eval, 1)}
        if isinstance(ev, PatternEvaluator):  # the one evaluation that scores children incrementally
            child_base = ev.child_base
            count = 0
            start = time.process_time()
            for _ in range(50):
                for me, opp in boards:
                    base = child_base(me, opp)
                    mv = moves(me, opp)
                    while mv:
                        low = mv & -mv
                        mv ^= low
                        sq = low.bit_length() - 1
                        ev.child_value(base, sq, FLIPS[sq](me, opp))
                        count += 1
            row["us_per_child_incremental"] = round((time.process_time() - start) / count * 1e6, 1)
        start, nodes = time.process_time(), 0
        for me, opp in boards:
            searcher = Searcher(ev)
            searcher.root(me, opp, depth)
            nodes += searcher.nodes
        cpu = time.process_time() - start
        row.update(search_depth=depth, search_nodes=nodes, search_cpu_seconds=round(cpu, 2),
                   nodes_per_cpu_second=round(nodes / cpu))
        yield row
