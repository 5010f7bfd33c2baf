"""``python -m rules solve|exploit|bench|train wildcats ...``: one JSON object per line.

* ``solve "POSITION [ban=SQ] [blocks=N]" [--max-free N] [--depth D]``: X's expected result
  ``value`` under equilibrium play (+1 X wins, 0 draw, -1 O wins), both seats' allowed squares
  and equilibrium mixes, the value of each allowed square against the other's mix (on X's
  scale), threats, ban, blocks and the result when the position is already over. Exact by
  backward induction; a position with more than ``--max-free`` free squares (13) is refused
  unless ``--depth`` asks for a depth-limited estimate (``"exact": false``). With
  ``--level N`` instead: the mixes level N's computer draws from, both seats, same keys.
* ``exploit``: how much a best reply wins from each level's mix (:mod:`.exploit`).
* ``bench``: cold exact solves on seeded random positions with ``--free`` free squares (max and
  median seconds, wall clock and this process's CPU time: the machine may be shared), and
  with ``--moves`` the strong computer's move time at every stage; ``--reference`` also times
  the straightforward solver (:mod:`.reference`) on the same positions, checks that the two
  agree and reports the speed-up (CPU time).
* ``train``: fits the learned evaluation (:mod:`.training`) and writes it.

``random`` and ``match`` are the generic ones (:mod:`rules.match`); ``match`` also knows
``bestreply:L<n>``, the reader of a level's public mix (:mod:`.bestreply`).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

from rules import native
from rules.cli import SEED, count, decimal, level
from rules.errors import RulesError
from rules.protocol import random_move
from rules.wildcats import computer, exploit, matrixgame
from rules.wildcats import solver as solver_code
from rules.wildcats.board import square_name
from rules.wildcats.game import WildCatsGame
from rules.wildcats.heuristic import evaluate
from rules.wildcats.reference import reference_value
from rules.wildcats.solver import Solver
from rules.wildcats.state import WildCatsState

DEFAULT_MAX_FREE = 13
MAX_DEPTH = 4
"""``solve --depth``'s limit: from the empty board depth 2 took 1.8 s on the project's loaded
machine and depth 3 210 s; each round multiplies the work by about a hundred there, so 4
takes hours (with fewer free squares far less), and more would never end."""


def _r(value: float) -> float:
    """Probabilities and values printed to 6 decimals (and never as -0.0)."""
    return round(value, 6) + 0.0


# --- solve ---------------------------------------------------------------------------------------
def _solve_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("position", nargs="+", help='e.g. "XXX.O/XOXX./XOOXX/..OXO/XXXOO ban=C3 blocks=1" '
                   "(first group = row 1, columns A..E)")
    p.add_argument("--max-free", type=count(0, 25), default=DEFAULT_MAX_FREE,
                   help="refuse an exact solve with more free squares than this (13 takes up to a few seconds)")
    p.add_argument("--depth", type=count(1, MAX_DEPTH), default=None,
                   help="instead of an exact solve, search this many rounds and guess with the heuristic "
                        f"(at most {MAX_DEPTH})")
    p.add_argument("--level", type=level("wildcats"), default=None,
                   help="print the mixes this level's computer draws from (both seats) instead")


def solve_report_header(state: WildCatsState) -> dict[str, Any]:
    """What ``solve`` prints about the position itself."""
    return {
        "position": state.position_text(),
        "free": state.free_count(),
        "ban": str(state.ban) if state.ban else None,
        "blocks": state.blocks,
        "x_threats": [str(s) for s in state.threats(0)],
        "o_threats": [str(s) for s in state.threats(1)],
        "x_legal": [str(s) for s in state.legal_moves(0)],
        "o_legal": [str(s) for s in state.legal_moves(1)],
    }


def solve_report(state: WildCatsState, depth: int | None = None) -> dict[str, Any]:
    """The ``solve`` command's answer for a position (exact unless ``depth`` is given)."""
    report = solve_report_header(state)
    out = state.outcome()
    if out is not None:
        report.update(value=_r(out.scores[0] - out.scores[1]), exact=True, x_strategy={}, o_strategy={},
                      x_values={}, o_values={}, result={**out.to_json(), "text": state.result_text()}, nodes=0)
        return report
    solver = Solver() if depth is None else Solver(depth, evaluate)
    sol = solver.solve_root(state.x, state.o, state.ban_index, state.blocks)

    def strategy(mix: dict[int, float]) -> dict[str, float]:
        return {square_name(sq): _r(p) for sq, p in sorted(mix.items()) if _r(p) > 0}

    def values(vals: dict[int, float]) -> dict[str, float]:
        return {square_name(sq): _r(v) for sq, v in sorted(vals.items())}

    report.update(value=_r(sol.value), exact=sol.exact, x_strategy=strategy(sol.x_mix), o_strategy=strategy(sol.o_mix),
                  x_values=values(sol.x_values), o_values=values(sol.o_values), result=None, nodes=sol.nodes)
    return report


def level_report(state: WildCatsState, level: int) -> dict[str, Any]:
    """``solve --level``: the mixes level ``level``'s computer draws from in ``state``, for
    both seats (the keys of :func:`solve_report`), with its own estimate of the value (None
    for the easy level, which makes none) and how it searched."""
    report = solve_report_header(state)
    report["level"] = level
    if state.is_terminal():
        report.update(value=None, exact=True, x_strategy={}, o_strategy={}, plan=None)
        return report
    read = computer.level_mix(state, level)

    def strategy(mix: dict[int, float]) -> dict[str, float]:
        return {square_name(sq): _r(p) for sq, p in sorted(mix.items()) if _r(p) > 0}

    plan = None if read.plan is None else (
        "exact" if read.plan.exact else
        f"{read.plan.depth} round{'s' if read.plan.depth > 1 else ''}, "
        f"{'learned evaluation' if read.plan.learned else 'hand-set heuristic'}"
        + ("" if read.plan.spread is None else
           f", softened (price {read.plan.spread[0]}, temperature {read.plan.spread[1]})"))
    report.update(value=None if read.value is None else _r(read.value), exact=read.exact,
                  x_strategy=strategy(read.x_mix), o_strategy=strategy(read.o_mix), plan=plan)
    return report


def _solve(game: WildCatsGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    state = game.state_from_position(" ".join(args.position))
    if args.level is not None:
        if args.depth is not None:
            raise RulesError("--level and --depth do not go together: the level has its own search")
        start, cpu = time.perf_counter(), time.process_time()
        report = level_report(state, args.level)
        report["seconds"] = round(time.perf_counter() - start, 3)
        report["cpu_seconds"] = round(time.process_time() - cpu, 3)
        yield report
        return
    if args.depth is None and not state.is_terminal() and state.free_count() > args.max_free:
        raise RulesError(f"{state.free_count()} free squares: more than {args.max_free} for an exact solve; "
                         "raise --max-free (it may take long) or use --depth D for an estimate")
    start, cpu = time.perf_counter(), time.process_time()
    report = solve_report(state, args.depth)
    report["seconds"] = round(time.perf_counter() - start, 3)
    report["cpu_seconds"] = round(time.process_time() - cpu, 3)
    yield report


# --- bench ------------------------------------------------------------------------------------------
GOAL_SECONDS = 3.0
"""Issue 29's goal for the strong level's move at 15 free squares ("about 3 s"): the bench
says how many positions took longer, since a median or a maximum alone does not."""


def _bench_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--free", type=count(1, 25), nargs="*", default=None,
                   help="free squares of the positions (default 11 13; with --moves every odd count from 25 down)")
    p.add_argument("--positions", type=count(1, 100_000), default=30, help="positions per free count")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--moves", action="store_true",
                   help="time the computer's move instead (by default at every free count from 25 down)")
    p.add_argument("--level", type=level("wildcats"), default=computer.STRONG, help="the level timed by --moves")
    p.add_argument("--reference", action="store_true",
                   help="also time the straightforward solver (plain backward induction) on the same positions")
    p.add_argument("--goal", type=decimal(0.0, 86_400.0), default=GOAL_SECONDS, metavar="SECONDS",
                   help=f"count the positions that took more CPU seconds than this (default {GOAL_SECONDS:g}: "
                        "issue 29's goal for a move)")


MIN_TIMED = 0.005
"""CPU seconds below which a position's speed-up over the reference is not computed."""


def random_position(game: WildCatsGame, rng: random.Random, free: int) -> WildCatsState | None:
    """A position with ``free`` free squares reached by uniformly random play, or None when
    the random game ended first (the caller tries again)."""
    state = game.new_initial_state()
    while not state.is_terminal() and state.free_count() > free:
        state.play(random_move(state, rng))
    if state.is_terminal() or state.free_count() != free:
        return None
    return state


def _bench(game: WildCatsGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    rng = random.Random(args.seed)
    counts = args.free if args.free else sorted(range(3, 26, 2), reverse=True) if args.moves else [11, 13]
    worst = 0.0
    for free in counts:
        times: list[float] = []
        cpus: list[float] = []
        reference: list[float] = []
        worst_position = ""
        positions: list[str] = []
        tries = 0
        while len(times) < args.positions and tries < 100 * args.positions:
            tries += 1
            state = random_position(game, rng, free)
            if state is None:
                continue
            computer.forget()  # cold: nothing learnt from earlier positions (nor matrix games)
            began, cpu = time.perf_counter(), time.process_time()
            if args.moves:
                seat = len(times) % 2
                choice = game.choose_move(state.view_for(seat), seat, args.level, rng=random.Random(len(times)))
                assert state.is_legal_choice(seat, choice)
            else:
                value = Solver().solve_root(state.x, state.o, state.ban_index, state.blocks).value
            took = time.perf_counter() - began
            cpus.append(time.process_time() - cpu)
            times.append(took)
            positions.append(state.position_text())
            if cpus[-1] >= max(cpus):  # the slowest by CPU time, the goal's measure
                worst_position = state.position_text()
            if args.reference and not args.moves:
                matrixgame.forget()  # cold too, and nothing from this solver's run
                cpu = time.process_time()
                if abs(reference_value(state) - value) > 1e-9:
                    raise RulesError(f"the solvers disagree on {state.position_text()}")
                reference.append(time.process_time() - cpu)
        if times:
            worst = max(worst, max(times))
            report = {"free": free, "positions": len(times), "what": f"L{args.level} move" if args.moves else "exact solve",
                      "max_seconds": round(max(times), 3), "median_seconds": round(statistics.median(times), 3),
                      "mean_seconds": round(sum(times) / len(times), 3),
                      "max_cpu_seconds": round(max(cpus), 3), "median_cpu_seconds": round(statistics.median(cpus), 3),
                      "mean_cpu_seconds": round(sum(cpus) / len(cpus), 3),
                      "goal_cpu_seconds": args.goal, "over_goal": sum(1 for c in cpus if c > args.goal),
                      "worst_position": worst_position, "compiled": native.compiled(solver_code)}
            if reference:
                # Ratios only where this solver's time is well above the clock's resolution:
                # a position solved at once (both near 0 s) gives a meaningless ratio.
                timed = [(r / c, p) for r, c, p in zip(reference, cpus, positions) if c >= MIN_TIMED]
                report.update(reference_max_cpu_seconds=round(max(reference), 3),
                              reference_median_cpu_seconds=round(statistics.median(reference), 3),
                              speedup_of_max=round(max(reference) / max(cpus), 1), speedup_positions=len(timed))
                if timed:
                    low = min(timed)
                    report.update(speedup_min=round(low[0], 1), speedup_min_position=low[1],
                                  speedup_median=round(statistics.median(r for r, _ in timed), 1))
            yield report
    yield {"worst_seconds": round(worst, 3)}


# --- train ------------------------------------------------------------------------------------------------
def _train_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--exact", nargs="+", default=["11:3000", "13:3000", "15:600"], metavar="FREE:COUNT",
                   help="stages fitted on exact values (positions solved exactly; cached in build/wildcats-train/)")
    p.add_argument("--searched", nargs="*", default=["17:2000", "19:2000", "21:2000", "23:2000"], metavar="FREE:COUNT",
                   help="stages fitted on one-round search labels made with the stages below")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--out", default=None, help="where to write the evaluation (default: the shipped file)")


def _stage_counts(texts: list[str]) -> dict[int, int]:
    counts = {}
    for text in texts:
        free, colon, count = text.partition(":")
        if not colon or not free.isdigit() or not count.isdigit() or int(free) % 2 == 0:
            raise RulesError(f"{text!r}: write FREE:COUNT with an odd number of free squares, e.g. 13:3000")
        counts[int(free)] = int(count)
    return counts


def _train(game: WildCatsGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Fit the learned evaluation (:mod:`.training`) and write it as JSON."""
    import json
    from pathlib import Path

    from rules.wildcats import evaluation, training
    exact, searched = _stage_counts(args.exact), _stage_counts(args.searched or [])
    out = Path(args.out) if args.out else evaluation.RESOURCE
    for row in training.train(exact, searched, args.seed, progress=True):
        if "evaluation" in row:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps(row["evaluation"], indent=1) + "\n")
            yield {"written": str(out), "bytes": out.stat().st_size}
        else:
            yield row


COMMANDS = {
    "solve": (_solve_args, _solve),
    "exploit": (exploit.add_arguments, exploit.run),
    "bench": (_bench_args, _bench),
    "train": (_train_args, _train),
}
