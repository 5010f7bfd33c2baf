"""Othello's own command-line commands: solve, bench, train (its part of ``match`` is in
:mod:`rules.othello.match`) (see docs/othello-engine.md).

Each ``run`` yields JSON-able dicts; ``rules.cli`` prints one per line.
"""
from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules import textfile
from rules.cli import GAMES, JOBS, SEED, count, decimal, level, seconds, span
from rules.errors import RulesError
from rules.othello.evaluation import resources_root
from rules.othello.game import OthelloGame
from rules.protocol import Game

if TYPE_CHECKING:
    from rules.othello.endgame import EndgameSolver
    from rules.othello.search import SearchResult

FFO_DATA = resources_root() / "othello"
"""The FFO endgame test positions shipped with the engine (resources/othello/README.md)."""
DEFAULT_FFO = FFO_DATA / "ffo_01_19.obf"


def _boards(game: Game[Any, Any], text: str) -> tuple[int, int, Any]:
    from rules.othello.state import OthelloState
    state = OthelloState.from_position(game, text)
    me, opp = state.mover_boards()
    return me, opp, state


# --- solve ---------------------------------------------------------------------------
def _solve_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("position", nargs="+", help='"<64 chars X/O/-> <X|O>" (quoted, or two words)')
    p.add_argument("--seconds", type=seconds(0.1, 7 * 24 * 3600), default=None, metavar="N",
                   help="stop after about N seconds with the best answer so far, marked as an "
                        "estimate (then a position with any number of empty squares is taken)")
    _helpers_arg(p)


def _helpers_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--helpers", type=count(0, 64), default=None, metavar="N",
                   help="solve on N helper processes (default: in this process; with "
                        "--l6-positions, as level 6 does in the app: 2 on a multi-core machine)")
    p.add_argument("--max-empties", type=count(0, 60), default=MAX_EMPTIES, metavar="N",
                   help=f"refuse exact solves of positions with more empty squares (default {MAX_EMPTIES})")


MAX_EMPTIES = 28
"""An exact solve takes about ten times longer with every two more empty squares: 24 take
minutes, 30 take days, the start position (60) would never end. Past this, the command
refuses instead of running for ever (``--max-empties`` raises it)."""


class _Solver:
    """Exact solves in this process, or on ``helpers`` helper processes (started before
    the clock runs, tables emptied before each solve so every solve starts cold)."""

    def __init__(self, helpers: int | None, max_empties: int = MAX_EMPTIES) -> None:
        from rules.othello.parallel import SolverPool
        self.max_empties = max_empties
        self.pool = SolverPool(helpers) if helpers else None
        self.critical_nodes = 0  # of the last solve on helpers (SolverPool.critical_nodes)

    def __enter__(self) -> "_Solver":
        if self.pool is not None:
            self.pool.start()
            self.pool.clear_tables()  # waits until the helpers are up
        return self

    def __exit__(self, *exc: object) -> None:
        if self.pool is not None:
            self.pool.close()

    def solve(self, me: int, opp: int, stop: Callable[[], bool] | None = None,
              root: EndgameSolver | None = None) -> tuple[int, int, int]:
        """(score, best square, nodes); a position with too many empty squares is refused
        unless there is a ``stop`` (a time limit). ``stop`` raises ``SearchStopped`` when it
        turns true; ``root`` (its ``bounds``, ``nodes``) shows how far the solve got."""
        from rules.othello.endgame import EndgameSolver
        empties = 64 - (me | opp).bit_count()
        if empties > self.max_empties and stop is None:
            raise RulesError(f"the position has {empties} empty squares; exact solves are limited to "
                             f"{self.max_empties} (--max-empties N allows more, --seconds N stops with "
                             "an estimate; each two more empty squares take about ten times longer)")
        root = root or EndgameSolver()
        if self.pool is None:
            root.stop = stop
            score, sq = root.best_move(me, opp)
            return score, sq, root.nodes
        self.pool.clear_tables()
        before, critical = self.pool.nodes, self.pool.critical_nodes
        try:
            score, sq = self.pool.best_move(me, opp, stop, root=root)
        finally:
            self.critical_nodes = self.pool.critical_nodes - critical
            root.nodes += self.pool.nodes - before
        return score, sq, root.nodes

    def nodes(self) -> int:
        """Nodes searched so far by the helpers (they report each finished job)."""
        return self.pool.nodes if self.pool is not None else 0


def _solve(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """The exact score and best move; with ``--seconds`` a midgame search first gives an
    estimate (a fifth of the time at most), and the exact solve runs in the rest: stopped, it
    answers with the best it has, marked ``"exact": false``. Progress lines (the search's
    depth, the exact solve's bracket of the score, nodes) go to stderr."""
    from rules.othello.endgame import EndgameSolver, SearchStopped
    me, opp, _ = _boards(game, " ".join(args.position))
    progress = getattr(args, "progress", None)
    with _Solver(args.helpers, args.max_empties) as solver:
        watch = _SolveWatch(EndgameSolver(), solver)  # loads the evaluation before the clock runs
        if progress is not None:
            progress.status = watch.status
        start, cpu = time.perf_counter(), time.process_time()
        stop = None
        if args.seconds is not None:
            deadline = start + args.seconds
            watch.estimate(me, opp, start + args.seconds / 5)
            stop = lambda: time.perf_counter() >= deadline  # noqa: E731 (the solver's flag)
        try:
            score, sq, nodes = solver.solve(me, opp, stop, watch.exact)
            row: dict[str, Any] = {"score": score, "best": _square(sq), "exact": True, "nodes": nodes}
        except SearchStopped:
            row = watch.answer()
        row["seconds"] = round(time.perf_counter() - start, 3)
        if args.helpers:  # the busiest helper's share; the work is not this process's CPU
            row["critical_nodes"] = solver.critical_nodes
        else:
            row["cpu_seconds"] = round(time.process_time() - cpu, 3)
    yield row


def _square(sq: int) -> str:
    from rules.othello.bitboard import square_name
    return square_name(sq) if sq >= 0 else "pass"


class _SolveWatch:
    """What a solve has reached, for the progress lines and for a solve stopped early: the
    midgame search's deepest finished depth (with ``--seconds``) and the exact solve's
    bracket of the score."""

    def __init__(self, exact: EndgameSolver, solver: _Solver) -> None:
        self.exact = exact
        self.solver = solver
        self.guess: SearchResult | None = None
        self.midgame_nodes = 0
        self.searching = False

    def estimate(self, me: int, opp: int, deadline: float) -> None:
        """Iterative deepening until ``deadline`` (each depth a better estimate)."""
        from rules.othello.endgame import SearchStopped
        from rules.othello.engine import evaluator
        from rules.othello.search import Searcher
        searcher = Searcher(evaluator(), deadline=deadline)
        self.searching = True

        def reached(result: SearchResult) -> None:
            self.guess = result
            self.midgame_nodes = result.nodes
        try:
            reached(searcher.root(me, opp, 64, on_depth=reached))
        except SearchStopped:
            pass  # a position where the mover must pass: its search has no finished depth
        finally:
            self.searching = False
            self.midgame_nodes = searcher.nodes

    def status(self) -> str:
        if self.searching:
            done = f"depth {self.guess.depth} done, {_square(self.guess.best)} about {self.guess.score:+.1f}" \
                if self.guess is not None and self.guess.depth else "depth 1"
            return f"midgame search: {done}, {self.midgame_nodes + self.exact.nodes:,} nodes"
        lower, upper, sq = self.exact.bounds
        best = f", best so far {_square(sq)}" if sq >= 0 else ""
        return (f"exact solve: the score is between {lower:+d} and {upper:+d}{best}, "
                f"{self.exact.nodes + self.solver.nodes() + self.midgame_nodes:,} nodes")

    def answer(self) -> dict[str, Any]:
        """The best answer of a solve stopped early: the exact solve's move if its probes
        found one, else the midgame search's; the score the estimate kept within the exact
        bracket."""
        lower, upper, sq = self.exact.bounds
        guess = self.guess
        if sq < 0 and guess is not None:
            sq = guess.best
        score = guess.score if guess is not None and guess.depth else float(lower + upper) / 2
        row: dict[str, Any] = {"score": round(min(max(score, lower), upper), 1), "best": _square(sq),
                               "exact": False, "score_between": [lower, upper]}
        if guess is not None:
            row["depth"] = guess.depth
        row["nodes"] = self.exact.nodes + self.midgame_nodes
        return row


# --- bench ---------------------------------------------------------------------------
def _bench_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--file", type=Path, default=DEFAULT_FFO, help="an .obf file of endgame positions")
    p.add_argument("--limit", type=count(1, 1_000_000), default=None, help="solve only the first N positions")
    p.add_argument("--depth", type=count(0, OthelloGame.perft_max_depth), default=8,
                   help="perft depth from the start (default 8)")
    p.add_argument("--skip-perft", action="store_true")
    p.add_argument("--skip-endgame", action="store_true")
    p.add_argument("--l6-positions", type=count(0, 100_000), default=0, metavar="N",
                   help="instead: time level 6 on the 16-18-empty positions of N seeded games")
    p.add_argument("--seed", type=SEED, default=1, help="seed of the --l6-positions games")
    p.add_argument("--solve-only", action="store_true",
                   help="with --l6-positions: only the exact solves at 16 empties")
    p.add_argument("--cancel-latency", action="store_true",
                   help="instead: how fast a solve on helpers (default 2) stops when told to")
    p.add_argument("--ffo", metavar="A-B", type=span(40, 59), default=None,
                   help="instead: level 6's move on FFO #A-#B (within 40-59), graded by the "
                        "file's exact move scores")
    p.add_argument("--level", type=level("othello"), default=6, help="with --ffo: the level (default 6)")
    p.add_argument("--cpu-clock", action="store_true",
                   help="with --ffo: the level's budget counts CPU seconds")
    p.add_argument("--solver-nodes", action="store_true",
                   help="instead: nodes of the one-process exact solve of FFO #1-#39 "
                        "positions with 16-20 empties (--empties to change)")
    p.add_argument("--eval-speed", action="store_true",
                   help="instead: CPU cost of the evaluations and midgame nodes per second")
    p.add_argument("--empties", metavar="A-B", type=span(0, 60), default=(16, 20),
                   help="with --solver-nodes: the empties range (default 16-20)")
    _helpers_arg(p)


def parse_obf(line: str) -> tuple[str, dict[str, int]]:
    """(position text, {move: exact score}) of one ``.obf`` line."""
    position, _, rest = line.partition(";")
    scores = {}
    for field in rest.split(";"):
        if ":" in field:
            move, value = field.split(":")
            scores[move.strip().lower()] = int(value)
    return position.strip(), scores


def _bench(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.othello.bitboard import perft
    from rules.othello.movegen import perft_fast
    from rules.othello.state import START_BLACK, START_WHITE
    if args.ffo:
        from rules.othello.evalbench import ffo_quality
        yield from ffo_quality(game, args.ffo, level=args.level, cpu_clock=args.cpu_clock)
        return
    if args.eval_speed:
        from rules.othello.evalbench import eval_speed
        yield from eval_speed(game)
        return
    if args.solver_nodes:
        from rules.othello.evalbench import solver_nodes
        yield from solver_nodes(game, *args.empties)
        return
    if args.cancel_latency:
        from rules.othello.l6bench import cancel_latency
        yield from cancel_latency(game, helpers=args.helpers or 2)
        return
    if args.l6_positions:
        from rules.othello.l6bench import measure
        yield from measure(game, args.l6_positions, args.seed, solve_only=args.solve_only,
                           helpers=args.helpers)
        return
    if not args.skip_perft:
        timings = {}
        for name, fn in (("plain", perft), ("fast", perft_fast)):
            start, cpu = time.perf_counter(), time.process_time()
            leaves = fn(START_BLACK, START_WHITE, args.depth)
            timings[name] = (leaves, time.perf_counter() - start, time.process_time() - cpu)
        (pl, pt, pc), (fl, ft, fc) = timings["plain"], timings["fast"]
        yield {"bench": "perft", "depth": args.depth, "leaves": fl, "same_count": pl == fl,
               "plain_seconds": round(pt, 3), "plain_leaves_per_s": int(pl / pt),
               "fast_seconds": round(ft, 3), "fast_leaves_per_s": int(fl / ft),
               "speedup": round(pt / ft, 2), "cpu_speedup": round(pc / fc, 2)}
    if args.skip_endgame:
        return
    try:
        text = textfile.read_bytes(args.file, 4 * 1024 * 1024).decode("utf-8", "replace")
    except textfile.FileRefused as exc:
        raise RulesError(str(exc)) from None
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if args.limit is not None:
        lines = lines[:args.limit]
    rows = []
    with _Solver(args.helpers, args.max_empties) as solver:
        for row in _bench_endgame(game, lines, _first_problem_number(args.file), solver):
            rows.append(row)
            if args.helpers:  # the helpers' work is not this process's CPU time
                del row["cpu_seconds"]
            yield row
    if rows:
        times = [row["seconds"] for row in rows]
        summary = {"bench": "endgame_summary", "file": str(args.file), "positions": len(rows),
                   "correct": sum(row["correct"] for row in rows), "helpers": args.helpers or 0,
                   "median_seconds": round(statistics.median(times), 3),
                   "max_seconds": round(max(times), 3), "total_seconds": round(sum(times), 3)}
        if not args.helpers:
            cpus = [row["cpu_seconds"] for row in rows]
            summary.update(median_cpu_seconds=round(statistics.median(cpus), 3),
                           max_cpu_seconds=round(max(cpus), 3))
        yield summary


def _bench_endgame(game: Game[Any, Any], lines: list[str], first_number: int,
                   solver: _Solver) -> Iterator[dict[str, Any]]:
    """One row per ``.obf`` line: the solve's score against the file's, and its time."""
    from rules.othello.bitboard import square_name
    for index, line in enumerate(lines):
        position, expected = parse_obf(line)
        me, opp, _ = _boards(game, position)
        start, cpu = time.perf_counter(), time.process_time()
        score, sq, nodes = solver.solve(me, opp)
        seconds = time.perf_counter() - start
        cpu = time.process_time() - cpu
        best = square_name(sq) if sq >= 0 else "pass"
        want = max(expected.values()) if expected else None
        yield {"bench": "endgame", "problem": first_number + index,
               "empties": 64 - (me | opp).bit_count(), "score": score, "expected": want,
               "correct": want is None or score == want, "best": best,
               "best_is_optimal": None if not expected else expected.get(best) == want,
               "nodes": nodes, "seconds": round(seconds, 3), "cpu_seconds": round(cpu, 3)}


def _first_problem_number(path: Path) -> int:
    """ffo_20_39.obf holds problems 20..39: number the rows as the file name says."""
    parts = path.stem.split("_")
    return int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else 1


# --- train ---------------------------------------------------------------------------
def _train_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--games", type=GAMES, default=6000)
    p.add_argument("--depth", type=count(1, 12), default=2, help="search depth of the self-play moves")
    p.add_argument("--exact", type=count(0, MAX_EMPTIES), default=None,
                   help="solve exactly from this many empties (default 16; 14 with --features)")
    p.add_argument("--data", type=Path, default=None,
                   help="cache folder of the self-play games (default build/othello-train)")
    p.add_argument("--report", choices=("patterns", "features"), default=None,
                   help="fit nothing: held-out error of that evaluation (--weights: its file)")
    p.add_argument("--weights", type=Path, default=None, help="with --report: the weights file")
    p.add_argument("--midgame-ridge", type=decimal(0, 1e9), default=None,
                   help="ridge of the stages above --exact empties (labels from the games' "
                        "outcomes: noisier), default 300")
    p.add_argument("--fit-iterations", type=count(1, 100_000), default=80,
                   help="conjugate-gradient iterations per stage (fewer: a quick, rough fit)")
    p.add_argument("--features", action="store_true",
                   help="fit the older 19-feature evaluation (weights.npz) instead")
    p.add_argument("--random-plies", type=count(0, 59), default=8, help="random opening moves per game")
    p.add_argument("--margin", type=decimal(0, 128), default=2.0, help="self-play picks among moves this close to the best")
    p.add_argument("--ridge", type=decimal(0, 1e9), default=None, help="default 30 (1 with --features)")
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--jobs", type=JOBS, default=1)
    p.add_argument("--out", type=Path, default=None,
                   help="default: resources/othello/patterns.npz (weights.npz with --features)")
    p.add_argument("--native", action="store_true",
                   help="play and label the games with the C generator (packaging/"
                        "othello_datagen.c, compiled with the machine's C compiler); "
                        "tables only, midgame labelled by search")
    p.add_argument("--label-depth", type=count(0, 12), default=4,
                   help="with --native: plies of the search labelling the midgame")
    p.add_argument("--compare", type=Path, nargs="*", default=None,
                   help="with --native: other weights files reported on the same positions")
    p.add_argument("--fit-gap", type=decimal(0, 1e9), nargs="+", default=None, metavar="RIDGE",
                   help="with --native: save nothing; fit the stage of 16 empties alone at "
                        "each ridge and report its error on the positions fitted and on "
                        "held-out games (is the error the model's or the data's?)")
    p.add_argument("--self-play-weights", type=Path, default=None,
                   help="weights the self-play games use (default: the hand-set ones)")


def _train(game: Game[Any, Any], args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    from rules.othello.training import train, train_patterns
    if args.features:
        yield from train(args.games, depth=args.depth, exact=args.exact or 14,
                         random_plies=args.random_plies, margin=args.margin, seed=args.seed,
                         jobs=args.jobs, out=args.out, ridge=args.ridge or 1.0,
                         play_weights=args.self_play_weights)
        return
    if args.native and args.fit_gap:
        from rules.othello import nativefit
        from rules.othello.training import DEFAULT_DATA
        recs = nativefit.dataset(args.data or DEFAULT_DATA, args.games, args.seed,
                                 args.exact or 16, args.jobs)
        yield from nativefit.fit_gap(recs, args.fit_gap, args.fit_iterations)
        return
    if args.native:
        from rules.othello.training import train_native
        yield from train_native(args.games, seed=args.seed, jobs=args.jobs, data_dir=args.data,
                                out=args.out, ridge=args.ridge or 10.0, exact=args.exact or 16,
                                label_depth=args.label_depth,
                                iterations=args.fit_iterations, compare=args.compare)
        return
    yield from train_patterns(args.games, seed=args.seed, jobs=args.jobs, data_dir=args.data,
                              out=args.out, ridge=args.ridge or 30.0, depth=args.depth,
                              exact=args.exact or 16, report_only=args.report,
                              weights=args.weights, iterations=args.fit_iterations,
                              midgame_ridge=args.midgame_ridge or 300.0)


def cli_commands() -> dict[str, tuple[Any, Any]]:
    return {
        "solve": (_solve_args, _solve),
        "bench": (_bench_args, _bench),
        "train": (_train_args, _train),
    }


__all__ = ["cli_commands", "parse_obf"]
