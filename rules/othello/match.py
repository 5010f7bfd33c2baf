"""Othello's part of the generic ``match`` (:mod:`rules.match`): a GTP engine as a player, the
level variants with other evaluations, and a fixed set of openings.

Each opening is played twice with the colours swapped, so neither player profits from a
lucky opening; the weaker levels' random choices are seeded, so a match can be replayed.
"""
from __future__ import annotations

import argparse
import random
import time
from typing import Any

from rules.errors import NotationError, quoted
from rules.match import MatchKit
from rules.othello import parallel
from rules.othello.game import OthelloGame
from rules.othello.gtp import GtpEngine, GtpError
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import BLACK, OthelloState
from rules.players import LevelPlayer, Player, PlayerError, ThinkingPlayer, level_number
from rules.protocol import State, StopFlag, never_stop

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

    def choose(self, view: Any, seat: int, stop: StopFlag = never_stop) -> Any:
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


def _othello(state: State[Any]) -> OthelloState:
    """The state as Othello's: this module's players and figures come from Othello's match
    kit, so they only ever see Othello positions (the player interface takes any game's)."""
    assert isinstance(state, OthelloState)
    return state


class GtpPlayer(ThinkingPlayer):
    """An external engine; it is told the other side's moves, and asked with ``genmove``."""

    def __init__(self, command: str, timeout: float) -> None:
        super().__init__()
        self.name = f"gtp:{command}"
        self.command = command
        self.timeout = timeout
        self.engine: GtpEngine | None = None
        self.seat = -1
        self.failure: str | None = None
        """Why the engine cannot go on (a failed start or ``play``), said at its next turn."""

    def start(self, state: State[Any], seat: int = 0) -> None:
        self.close()
        self.seat = seat
        try:
            self.engine = GtpEngine(self.command, self.timeout)
            self.engine.send("boardsize 8")
            self.engine.send("clear_board")
            replay = _othello(state).game.new_initial_state()
            for move in state.history:
                self._tell(replay, move)
                replay.play(move)
        except (GtpError, OSError) as exc:
            self.close()
            self.engine = None
            self.failure = f"{self.name}: {exc}"

    def _tell(self, state: OthelloState, move: OthelloMove) -> None:
        if move.is_pass or self.engine is None:
            return  # gtp-rhino moves the turn on by itself when a side cannot move
        colour = "b" if state.side == BLACK else "w"
        self.engine.send(f"play {colour} {move}")

    def played(self, before: State[Any], move: OthelloMove) -> None:
        before = _othello(before)
        if before.side == self.seat or self.failure:
            return  # its own genmove already played it
        try:
            self._tell(before, move)
        except GtpError as exc:
            self.failure = f"{self.name}: {exc}"

    def choose(self, state: State[Any], seat: int = 0, stop: StopFlag = never_stop) -> OthelloMove:
        if self.failure or self.engine is None:
            failure, self.failure = self.failure or f"{self.name}: not started", None
            raise PlayerError(failure)
        colour = "b" if _othello(state).side == BLACK else "w"
        try:
            answer = self.engine.send(f"genmove {colour}").split()
        except GtpError as exc:
            raise PlayerError(f"{self.name}: {exc}") from None
        text = answer[0].lower() if answer else ""
        try:
            return PASS if text == "pass" else OthelloMove.parse(text)
        except NotationError:
            raise PlayerError(f"{self.name} answered {text!r}, which is not a move") from None

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None


def _level_variant(spec: str, rng: random.Random, args: argparse.Namespace) -> Player | None:
    """``L<level>:features`` and ``L<level>:tables=FILE`` (plain ``L<level>`` is every game's)."""
    level, colon, variant = spec.partition(":")
    if not colon:
        return None
    number = level_number(level, OthelloGame())
    if variant == "features":
        return FeaturesPlayer(number, rng)
    if variant.startswith("tables=") and len(variant) > 7:
        return TablesPlayer(number, rng, variant[7:])
    raise NotationError(f"unknown player {quoted(spec)}: use L<level>, L<level>:features, "
                        "L<level>:tables=FILE or gtp:<command>")


def _arguments(p: argparse.ArgumentParser) -> None:
    from rules.cli import count
    p.add_argument("--cpu-clock", action="store_true",
                   help="measure the levels' time budgets in CPU seconds (for a busy machine)")
    p.add_argument("--helpers", type=count(0, 64), default=None,
                   help="endgame helper processes for level 6 (default: 2 on a multi-core "
                        "machine, 0 with --jobs > 1 or --cpu-clock)")


def _prepare(args: argparse.Namespace) -> dict[str, Any]:
    """In every process that plays: the clock of the levels' budgets, level 6's helpers
    (off when games run side by side, which would fight for the cores, or with the CPU clock,
    which counts this process only)."""
    from rules.othello.search import use_clock
    if args.cpu_clock:
        use_clock(time.process_time)
    helpers = args.helpers
    if helpers is None and (args.jobs > 1 or args.cpu_clock):
        helpers = 0
    parallel.set_helpers(helpers)
    return {"clock": "cpu" if args.cpu_clock else "wall",
            "helpers": parallel.default_helpers() if helpers is None else helpers}


def _figures(state: State[Any], a_seat: int) -> dict[str, float]:
    black, white = _othello(state).disc_counts()
    return {"a_disc_diff": (black - white) if a_seat == BLACK else (white - black)}


def match_kit() -> MatchKit:
    """Othello's part of ``match``: GTP engines, the level variants, the openings (each
    played with both colours), the disc difference, the CPU clock and level 6's helpers."""
    return MatchKit(players={"gtp:": lambda spec, rng, args: GtpPlayer(spec[4:], args.timeout),
                             "l": _level_variant},
                    openings=OPENINGS, figures=_figures, arguments=_arguments, prepare=_prepare)
