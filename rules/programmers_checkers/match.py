"""Programmer's Checkers' part of the generic ``match`` (:mod:`rules.match`): the ``greedy``
and ``greedy2`` players, the figures of a finished game from A's side, and the strongest
level's move times (``bench --move-times``), played through the step driver so that each
player sees only ``view_for`` of its seat and the set-ups are chosen before either is revealed.

The figures answer what issue 29 asks of the Expert besides W-D-L (which the generic summary
gives, with the endings by cause: ``move_limit``, ``repetition`` and ``no_win_left`` are the
draws): A's lead at the end in stones and in material (a king three), and whether the game
was a draw while A led by two or more (the summary's ``mean_draw_two_up`` is the share of
such games, ``mean_draw_two_stones_up`` of those two stones up; the goal is 0).
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

from rules.driver import play_game
from rules.match import MatchKit, make_player
from rules.players import LevelPlayer, Player, ThinkingPlayer
from rules.programmers_checkers.state import CheckersState
from rules.protocol import State, StopFlag, never_stop


class GreedyPlayer(ThinkingPlayer):
    """One ply deep: the move that leaves it the most material at once."""

    name = "greedy"

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        from rules.programmers_checkers.engine import greedy_move
        return greedy_move(view, self.rng)  # type: ignore[arg-type]


def _greedy(spec: str, rng: random.Random, args: argparse.Namespace) -> Player | None:
    """``greedy`` (one ply) or ``greedy2`` (two plies, :mod:`.greedy2`); None for another spec."""
    name = spec.strip().lower()
    if name == "greedy":
        return GreedyPlayer(rng)
    if name == "greedy2":
        from rules.programmers_checkers.greedy2 import Greedy2Player
        return Greedy2Player(rng)
    return None


def lead(state: CheckersState, seat: int) -> tuple[int, int]:
    """``seat``'s lead: (stones, a king counted as one; material, a king as three)."""
    (wm, wk), (bm, bk) = state.stone_counts()
    stones, material = (wm + wk) - (bm + bk), (wm + 3 * wk) - (bm + 3 * bk)
    return (stones, material) if seat == 0 else (-stones, -material)


def figures(state: State[Any], a_seat: int) -> dict[str, float]:
    """A's lead at the end; 1.0 for a draw while A led by two or more, in stones or in material
    (``draw_two_up``), and in stones alone (``draw_two_stones_up``): the issue's "two men" read
    both ways, a king counted as three men and as one."""
    assert isinstance(state, CheckersState)
    stones, material = lead(state, a_seat)
    outcome = state.outcome()
    drawn = outcome is not None and outcome.winner is None
    return {"a_stone_lead": float(stones), "a_material_lead": float(material),
            "draw_two_up": 1.0 if drawn and max(stones, material) >= 2 else 0.0,
            "draw_two_stones_up": 1.0 if drawn and stones >= 2 else 0.0}


def match_kit() -> MatchKit:
    return MatchKit(players={"greedy": _greedy}, figures=figures)


class _Timed(LevelPlayer):
    """A level that notes how long each of its decisions took: wall-clock seconds and the CPU
    seconds of the thinking thread (the clock its budget counts, ``engine.clock``)."""

    def __init__(self, level: int, rng: random.Random) -> None:
        super().__init__(level, rng)
        self.times: list[float] = []
        self.cpu_times: list[float] = []

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        began, cpu = time.perf_counter(), time.thread_time()
        move = super().choose(view, seat, stop)
        self.times.append(time.perf_counter() - began)
        self.cpu_times.append(time.thread_time() - cpu)
        return move


def _spread(times: list[float], unit: str) -> dict[str, float]:
    """Median, 90th percentile and maximum of ``times``, keyed by ``unit``."""
    times = sorted(times)
    return {f"median_{unit}": round(statistics.median(times), 3),
            f"p90_{unit}": round(times[int(0.9 * (len(times) - 1))], 3), f"max_{unit}": round(times[-1], 3)}


def move_times(level: int, games: int, seed: int, opponent: str = "L2") -> Iterator[dict[str, Any]]:
    """The level's thinking time per decision over whole games against ``opponent``:
    median, 90th percentile and maximum, in wall-clock and in CPU seconds (set-ups and
    single-move turns included)."""
    from rules.programmers_checkers.game import CheckersGame
    times: list[float] = []
    cpu_times: list[float] = []
    game = CheckersGame()
    for i in range(games):
        timed = _Timed(level, random.Random(f"{seed}:{i}:timed"))
        other = make_player(opponent, game, random.Random(f"{seed}:{i}:other"), argparse.Namespace(timeout=30.0))
        players = [timed, other] if i % 2 == 0 else [other, timed]
        play_game(game.new_initial_state(), players, random.Random(f"{seed}:{i}:chance"))
        times.extend(timed.times)
        cpu_times.extend(timed.cpu_times)
        yield {"game": i, "decisions": len(timed.times), "max_seconds": round(max(timed.times), 3),
               "max_cpu_seconds": round(max(timed.cpu_times), 3)}
    yield {"level": f"L{level}", "games": games, "decisions": len(times),
           **_spread(times, "seconds"), **_spread(cpu_times, "cpu_seconds")}
