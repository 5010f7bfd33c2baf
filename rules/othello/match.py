"""Matches between levels, or against an external GTP engine, from a fixed set of openings.

Each opening is played twice with the colours swapped, so neither player profits from a
lucky opening; the weaker levels' random choices are seeded, so a match can be replayed.
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from rules.errors import NotationError, quoted
from rules.othello import parallel
from rules.othello.gtp import GtpEngine, GtpError
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import BLACK, OthelloState, replay_transcript
from rules.players import LevelPlayer, Player, level_number
from rules.protocol import StopFlag

# 20 openings leading to 20 different positions, each played with both colours: a match of
# up to 40 games never repeats a game (the levels and GRhino are deterministic, so a
# repeated position replays the same game). Before 2026-11-24 the list had only the first
# ten, and its fifth, f5d6c4d3c3, transposed into the first: a 40-game match was 18
# different games, most played twice or four times.
OPENINGS = (
    "f5d6c3d3c4", "f5d6c5f4e3", "f5f6e6f4e3", "f5f4e3f6d3", "f5d6c5f4e3f6",
    "f5f6e6d6c5", "f5d6c5f4d3", "f5f6e6f4g5", "f5d6c3g5", "f5f4e3d6",
    "f5f6e6f4c3", "f5d6c5f4e3c6", "f5f6e6d6e7", "f5d6c4d3e6", "f5d6c3d3c4f4c5",
    "f5f6e6f4g6", "f5d6c5f4d3e3", "f5d6c4", "f5f6d3", "f5d6c6",
)


class _OtherEvaluationPlayer(LevelPlayer):
    """A level of this engine searching with another evaluation than the app's (the
    process-wide shared one is swapped in for its moves only)."""

    def evaluator(self) -> Any:
        raise NotImplementedError

    def choose(self, view: Any, seat: int, stop: StopFlag | None = None) -> Any:
        from rules.othello import evaluation
        shared = evaluation.shared_evaluator()
        evaluation._SHARED = self.evaluator()
        try:
            return super().choose(view, seat, stop)
        finally:
            evaluation._SHARED = shared


class FeaturesPlayer(_OtherEvaluationPlayer):
    """The older 19-feature evaluation (``weights.npz``) instead of the pattern tables, to
    measure what the tables bring (``L<n>:features``)."""

    def __init__(self, level: int, rng: random.Random) -> None:
        super().__init__(level, rng)
        self.name = f"L{level}:features"

    def evaluator(self) -> Any:
        return _features_evaluator()


class TablesPlayer(_OtherEvaluationPlayer):
    """Another pattern-tables file (``L<n>:tables=FILE``), e.g. the tables before a refit."""

    def __init__(self, level: int, rng: random.Random, path: str) -> None:
        super().__init__(level, rng)
        self.name = f"L{level}:tables={path}"
        self.path = path

    def evaluator(self) -> Any:
        if self.path not in _TABLES:
            from pathlib import Path
            from rules.othello.patterns import PatternEvaluator, PatternWeights
            _TABLES[self.path] = PatternEvaluator(PatternWeights.load(Path(self.path)))
        return _TABLES[self.path]


_FEATURES: Any = None
_TABLES: dict[str, Any] = {}


def _features_evaluator() -> Any:
    global _FEATURES
    if _FEATURES is None:
        from rules.othello.evaluation import Evaluator
        _FEATURES = Evaluator()
    return _FEATURES


class GtpPlayer(Player):
    """An external engine; it is told every move, and asked with ``genmove`` on its turn."""

    def __init__(self, command: str, timeout: float) -> None:
        self.name = f"gtp:{command}"
        self.command = command
        self.timeout = timeout
        self.engine: GtpEngine | None = None

    def start(self, state: OthelloState, seat: int = 0) -> None:
        self.close()
        self.engine = GtpEngine(self.command, self.timeout)
        self.engine.send("boardsize 8")
        self.engine.send("clear_board")
        replay = state.game.new_initial_state()
        for move in state.history:
            self.observe(replay, move)
            replay.play(move)

    def observe(self, state: OthelloState, move: OthelloMove) -> None:
        if move.is_pass or self.engine is None:
            return  # gtp-rhino moves the turn on by itself when a side cannot move
        colour = "b" if state.side == BLACK else "w"
        self.engine.send(f"play {colour} {move}")

    def choose(self, state: OthelloState, seat: int = 0, stop: StopFlag | None = None) -> OthelloMove:
        assert self.engine is not None
        colour = "b" if state.side == BLACK else "w"
        answer = self.engine.send(f"genmove {colour}").split()
        text = answer[0].lower() if answer else ""
        move = PASS if text == "pass" else OthelloMove.parse(text)
        if not state.is_legal(move):
            raise GtpError(f"{self.name} answered the illegal move {text!r}")
        return move

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None


def make_player(spec: str, seed: int, timeout: float) -> Player:
    if spec.startswith("gtp:"):
        return GtpPlayer(spec[4:], timeout)
    level, _, variant = spec.partition(":")
    digits = level[1:]
    if level.upper().startswith("L") and digits.isascii() and digits.isdigit():
        from rules.othello.game import OthelloGame
        level_number(level, OthelloGame())  # one of Othello's levels, or the message names them
        if variant == "":
            return LevelPlayer(int(digits), random.Random(seed))
        if variant == "features":
            return FeaturesPlayer(int(digits), random.Random(seed))
        if variant.startswith("tables=") and len(variant) > 7:
            return TablesPlayer(int(digits), random.Random(seed), variant[7:])
    raise NotationError(f"unknown player {quoted(spec)}: use L<level>, L<level>:features, "
                        "L<level>:tables=FILE or gtp:<command>")


def play_game(spec_a: str, spec_b: str, opening: str, a_is_black: bool, seed: int,
              timeout: float, cpu_clock: bool = False,
              helpers: int | None = None) -> dict[str, Any]:
    """One game; the result is from A's point of view. With ``cpu_clock`` the levels' time
    budgets count this process's CPU time, not wall time (fair on a loaded machine).
    ``helpers``: endgame helper processes of level 6 (None: as in the app)."""
    from rules.othello.game import OthelloGame
    from rules.othello.search import use_clock
    if cpu_clock:
        use_clock(time.process_time)
    parallel.set_helpers(helpers)
    a = make_player(spec_a, seed, timeout)
    b = make_player(spec_b, seed + 1, timeout)
    state = replay_transcript(OthelloGame(), opening)
    black, white = (a, b) if a_is_black else (b, a)
    forfeit: str | None = None
    seconds = {"a": 0.0, "b": 0.0}
    cpu = {"a": 0.0, "b": 0.0}
    longest = {"a": 0.0, "b": 0.0}
    try:
        for p, seat in ((black, BLACK), (white, 1 - BLACK)):
            p.start(state, seat)
        while not state.is_terminal():
            mover = black if state.side == BLACK else white
            start, start_cpu = time.perf_counter(), time.process_time()
            try:
                move = mover.choose(state.view_for(state.side), state.side)
            except GtpError as exc:
                forfeit = f"{mover.name}: {exc}"
                break
            side = "a" if mover is a else "b"
            took = time.perf_counter() - start
            seconds[side] += took
            cpu[side] += time.process_time() - start_cpu
            longest[side] = max(longest[side], took)
            for p in (a, b):
                if p is not mover:
                    try:
                        p.observe(state, move)
                    except GtpError as exc:
                        forfeit = f"{p.name}: {exc}"
            if forfeit:
                break
            state.play(move)
    finally:
        a.close()
        b.close()
    nb, nw = state.disc_counts()
    diff = (nb - nw) if a_is_black else (nw - nb)
    if forfeit:
        loser_is_a = forfeit.startswith(a.name + ":") and a.name != b.name
        diff = -64 if loser_is_a else 64
    return {"opening": opening, "a_colour": "X" if a_is_black else "O",
            "score": f"{nb}-{nw}", "a_disc_diff": diff,
            "result": "win" if diff > 0 else "loss" if diff < 0 else "draw",
            "a_seconds": round(seconds["a"], 1), "b_seconds": round(seconds["b"], 1),
            "a_cpu_seconds": round(cpu["a"], 1), "b_cpu_seconds": round(cpu["b"], 1),
            "a_longest_move": round(longest["a"], 2), "b_longest_move": round(longest["b"], 2),
            "moves": len(state.history), "forfeit": forfeit}


def _job(args: tuple[str, str, str, bool, int, float, bool, int | None]) -> dict[str, Any]:
    return play_game(*args)


def run_match(spec_a: str, spec_b: str, games: int, seed: int = 1, jobs: int = 1,
              timeout: float = 30.0, verbose: bool = False,
              cpu_clock: bool = False, helpers: int | None = None,
              first: int = 1) -> Iterator[dict[str, Any]]:
    """Play games ``first``..``games`` and yield (optionally each game, then) the summary
    for A. Game ``i`` is the same whatever ``first`` and ``jobs`` are, so a long match can
    be played in pieces (``first``) and the pieces added up.

    Level 6's endgame helper processes are off when games run side by side (they would
    fight for the cores) or with ``cpu_clock`` (the helpers' CPU time is not this
    process's), unless ``helpers`` says otherwise."""
    if helpers is None and (jobs > 1 or cpu_clock):
        helpers = 0
    for spec in (spec_a, spec_b):
        make_player(spec, 0, timeout)  # validate before starting
    tasks = [(spec_a, spec_b, OPENINGS[(i // 2) % len(OPENINGS)], i % 2 == 0,
              seed * 1000 + 2 * i, timeout, cpu_clock, helpers) for i in range(first - 1, games)]
    start = time.perf_counter()
    results = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for number, r in enumerate(pool.map(_job, tasks), start=first):
                results.append(r)
                if verbose:
                    yield {"game": number, **r}
    else:
        for number, task in enumerate(tasks, start=first):
            r = _job(task)
            results.append(r)
            if verbose:
                yield {"game": number, **r}
    wins = sum(r["result"] == "win" for r in results)
    draws = sum(r["result"] == "draw" for r in results)
    losses = sum(r["result"] == "loss" for r in results)
    moves_a = sum(r["moves"] for r in results) / 2 or 1
    yield {"a": spec_a, "b": spec_b, "games": len(results), "wins": wins, "draws": draws,
           "losses": losses, "score_percent": round(100 * (wins + draws / 2) / max(1, len(results)), 1),
           "mean_disc_diff": round(sum(r["a_disc_diff"] for r in results) / max(1, len(results)), 2),
           "forfeits": sum(r["forfeit"] is not None for r in results),
           "a_seconds_per_move": round(sum(r["a_seconds"] for r in results) / moves_a, 2),
           "b_seconds_per_move": round(sum(r["b_seconds"] for r in results) / moves_a, 2),
           "a_cpu_per_move": round(sum(r["a_cpu_seconds"] for r in results) / moves_a, 2),
           "b_cpu_per_move": round(sum(r["b_cpu_seconds"] for r in results) / moves_a, 2),
           "a_longest_move": max((r["a_longest_move"] for r in results), default=0),
           "b_longest_move": max((r["b_longest_move"] for r in results), default=0),
           "clock": "cpu" if cpu_clock else "wall",
           "helpers": parallel.default_helpers() if helpers is None else helpers,
           "seconds": round(time.perf_counter() - start, 1)}
