"""Oche's command-line commands (see rules/cli.py): solve, line, bench."""
from __future__ import annotations

import argparse
import os
import platform
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from rules.cli import SEED, count, seconds
from rules.oche.board import COLOURS, MAX_ARROWS, MAX_CELLS
from rules.oche.boardfile import to_dict
from rules.oche.game import OcheGame
from rules.oche.levels import LEVEL_COUNT
from rules.oche.randomboard import random_board, random_two_sided_board
from rules.errors import RulesError
from rules.oche.solver import SearchStopped, Solver


def _board_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("board", nargs="?", help="an .oche.json board file (default: the game's board)")
    parser.add_argument("--level", type=count(1, LEVEL_COUNT), help=f"a built-in level, 1 to {LEVEL_COUNT}, instead of a file")
    parser.add_argument("--seconds", type=seconds(0.01, 86_400), default=60.0,
                        help="give up after this many seconds (default 60): a board at the limits "
                             "of the format can take far longer")


def _deadline(seconds: float) -> Callable[[], bool]:
    end = time.monotonic() + seconds
    return lambda: time.monotonic() > end


def _gave_up(seconds: float) -> RulesError:
    return RulesError(f"the solver gave up after {seconds:g} s (--seconds N allows longer)")


def _game(game: OcheGame, args: argparse.Namespace) -> OcheGame:
    if args.level is not None:
        return OcheGame.from_level(args.level)
    if args.board:
        return OcheGame.from_file(args.board)
    return game


def _timed(game: OcheGame, cpu: bool = False, seconds: float | None = None) -> dict[str, Any]:
    """A fresh solver, so the time covers the whole search from the initial position.
    ``seconds`` is wall-clock time; ``cpu_seconds`` (bench only) is this process's CPU time,
    which says more on a shared, loaded machine."""
    start, start_cpu = time.perf_counter(), time.process_time()
    try:
        result = Solver(game.compiled).solve(game.new_initial_state(),
                                             None if seconds is None else _deadline(seconds))
    except SearchStopped:
        raise _gave_up(seconds or 0) from None
    row = {"winner": result.winner, "plies": result.plies, "states": result.states,
           "seconds": round(time.perf_counter() - start, 4)}
    if cpu:
        row["cpu_seconds"] = round(time.process_time() - start_cpu, 4)
    return row


def run_solve(game: OcheGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    yield _timed(_game(game, args), seconds=args.seconds)


def run_line(game: OcheGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """The optimal line from the start, one row per decision."""
    game = _game(game, args)
    state = game.new_initial_state()
    try:
        game.solve(state, _deadline(args.seconds))  # the line then reads the solved values
    except SearchStopped:
        raise _gave_up(args.seconds) from None
    for move in game.principal_line(state, args.max_plies):
        yield {"seat": state.seat_name(), "move": str(move), "cell": state.token_cell()}
        state.play(move)
    outcome = state.outcome()
    yield {"end": str(state), "outcome": None if outcome is None else outcome.to_json()}


def run_bench(game: OcheGame, args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """Every level, then random boards of 25 cells, 3 letters, 3 colours (seeds first..first+N-1)."""
    yield {"python": platform.python_version(), "machine": platform.machine(),
           "cpus": os.cpu_count(), "load_average": [round(x, 2) for x in os.getloadavg()]}
    for number in range(1, LEVEL_COUNT + 1):
        yield {"level": number, **_timed(OcheGame.from_level(number), cpu=True)}
    rows = []
    for seed in range(args.first, args.first + args.random):
        rng = random.Random(seed)
        if args.two_sided:
            board = random_two_sided_board(rng, args.cells, args.letters, args.colours)
        else:
            board = random_board(rng, args.cells, args.letters, args.colours, args.arrows)
        rows.append({"random_seed": seed, "cells": args.cells, "letters": args.letters,
                     "colours": args.colours, "arrows": len(board.arrows),
                     **_timed(OcheGame(board=to_dict(board)), cpu=True)})
        yield rows[-1]
    if rows:
        def stats(key: str) -> dict[str, float]:
            values = sorted(r[key] for r in rows)
            return {"median": values[len(values) // 2], "max": values[-1]}
        yield {"random_boards": len(rows), "seconds": stats("seconds"), "cpu_seconds": stats("cpu_seconds"),
               "states": stats("states")}


def _bench_args(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--random", type=count(0, 100_000), default=10, help="how many random boards (default 10)")
    parser.add_argument("--first", type=SEED, default=0, help="the first random seed (default 0)")
    parser.add_argument("--cells", type=count(1, MAX_CELLS), default=25)
    parser.add_argument("--letters", type=count(0, 6), default=3)
    parser.add_argument("--colours", type=count(0, len(COLOURS)), default=3)
    parser.add_argument("--arrows", type=count(0, MAX_ARROWS), default=None, help="arrows per board (default: 2 per cell)")
    parser.add_argument("--two-sided", action="store_true",
                        help="boards whose cells alternate between O's and P's turns (randomboard.random_two_sided_board)")


def _line_args(parser: argparse.ArgumentParser) -> None:
    _board_args(parser)
    parser.add_argument("--max-plies", type=count(1, 10_000), default=40)


COMMANDS = {
    "solve": (_board_args, run_solve),
    "line": (_line_args, run_line),
    "bench": (_bench_args, run_bench),
}
