"""``python -m rules solve|random|book quantum_ttt ...``: one JSON object per line.

* ``solve [RECORD] [--book]``: exact value (X minus O) and best move of the position after
  RECORD (empty: the empty board). Without ``--book`` the search starts from nothing, so
  ``seconds`` is the solver's own time; with it, the shipped opening table is used.
* ``random --games N --seed S``: uniformly random games (every legal placement pair, every
  measurement choice equally likely): mean X minus O and the share of each score.
* ``book --plies P [--out FILE] [--resume]``: build the opening table the perfect player ships with.
* ``bench``: the perfect player's cold answer times on random positions.
* ``match --x L --o L --games N --seed S``: levels against each other (0 = random).
"""
from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rules.cli import SEED, count
from rules.quantum_ttt import book as opening_book
from rules.quantum_ttt import computer
from rules.quantum_ttt.game import QuantumGame
from rules.quantum_ttt.computer import compact
from rules.quantum_ttt.solver import Solver
from rules.quantum_ttt.state import CLASSICAL, MEASURE


def _solve_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("record", nargs="*", default=[], help="moves in the spec's notation (compact 15 allowed)")
    p.add_argument("--book", action="store_true", help="use the shipped opening table")


def _solve(game: QuantumGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    state = game.state_from_record(" ".join(args.record))
    start, cpu = time.perf_counter(), time.process_time()
    if state.is_over():
        x, o = state.score()
        yield {"value": float(x - o), "best": None, "seconds": 0.0}
        return
    solver = Solver(book=opening_book.load().values() if args.book else None, max_entries=20_000_000)
    sign = 1 if state.to_move() == 0 else -1
    cls, edges = compact(state)
    if state.phase() == CLASSICAL:
        move = state.legal_moves()[0]
        after = state.copy()
        after.play(move)
        x, o = after.score()
        value2 = int(2 * (x - o)) * sign
    elif state.phase() == MEASURE:
        assert state.pending is not None
        k, a, b = state.pending
        options = [(solver.measure_value(cls, edges, k, a - 1, b - 1, m.square - 1), m)
                   for m in state.measurement_options()]
        value2, move = max(options, key=lambda vm: vm[0])
    else:
        found = opening_book.load().lookup(cls, edges) if args.book else None
        value2, (a0, b0) = found if found else solver.best_placement(cls, edges)
        move = game.parse_move(f"{'XO'[state.to_move()]}{state.next_k}:{a0 + 1}-{b0 + 1}")
    yield {"value": sign * value2 / 2, "best": str(move), "seconds": round(time.perf_counter() - start, 3),
           "cpu_seconds": round(time.process_time() - cpu, 3), "nodes": solver.nodes}


SCORES = {2: "1–0", 1: "1–½", 0: "0–0", -1: "½–1", -2: "0–1"}  # the spec's forms, X first


def _book_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--plies", type=count(0, 9), default=2, help="solve every position with at most this many moves made")
    p.add_argument("--out", default=str(opening_book.default_path()))
    p.add_argument("--resume", action="store_true", help="keep the positions already in --out")


def _book(game: QuantumGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    out = Path(args.out)
    built = opening_book.Book()
    if args.resume and out.exists():
        built = opening_book.Book.from_json(json.loads(out.read_text(encoding="utf-8")))
    out.parent.mkdir(parents=True, exist_ok=True)
    for row in opening_book.build(args.plies, built):
        tmp = out.with_suffix(".tmp")
        tmp.write_text(json.dumps(built.to_json(), separators=(",", ":")) + "\n", encoding="utf-8")
        tmp.replace(out)  # saved at every progress row: an interrupted build keeps its layers
        yield row
    yield {"written": str(out), "positions": len(built.entries), "plies": args.plies,
           "complete": built.complete}


def _bench_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--positions", type=count(1, 100_000), default=50, help="random positions per number of moves made")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--min-moves", type=count(0, 8), default=0)
    p.add_argument("--max-moves", type=count(0, 8), default=8)
    p.add_argument("--level", type=count(0, 2), default=0,
                   help="how the positions are reached: 0 uniformly random moves, 1 easy, 2 medium on both sides")


def _bench(game: QuantumGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """The perfect player's answer times, cold (its table emptied before every answer), on
    random positions reached by uniformly random play (or by a level playing both sides),
    per number of placements made; both placement and measurement decisions are timed."""
    rng = random.Random(args.seed)
    overall = 0.0
    for made in range(args.min_moves, args.max_moves + 1):
        times: list[float] = []
        cpus: list[float] = []
        worst_record = ""
        tries = 0
        while len(times) < args.positions and tries < 50 * args.positions:
            tries += 1
            state = game.new_initial_state()
            while state.next_k <= made and not state.is_over():
                legal = state.legal_moves()
                state.play(rng.choice(legal) if args.level == 0 else computer.choose_move(state, args.level, rng=rng))
            if state.is_over() or state.next_k != made + 1:
                continue
            computer.reset()
            start, cpu = time.perf_counter(), time.process_time()
            move = computer.choose_move(state, computer.PERFECT)
            elapsed = time.perf_counter() - start
            cpus.append(time.process_time() - cpu)
            assert state.is_legal(move)
            times.append(elapsed)
            if elapsed >= max(times):
                worst_record = game.record_to_text(state.history)
        if times:
            overall = max(overall, max(times))
            yield {"moves_made": made, "positions": len(times), "max_seconds": round(max(times), 3),
                   "mean_seconds": round(sum(times) / len(times), 4), "max_cpu_seconds": round(max(cpus), 3),
                   "worst_record": worst_record}
    yield {"worst_seconds": round(overall, 3)}


COMMANDS = {
    "bench": (_bench_args, _bench),
    "solve": (_solve_args, _solve),
    "book": (_book_args, _book),
}
