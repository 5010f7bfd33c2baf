"""Programmer's Checkers' part of the generic ``match`` (:mod:`rules.match`): the ``greedy``
and ``greedy2`` players, the figures of a finished game from A's side, and the strongest
level's move times (``bench --move-times``), played through the step driver so that each
player sees only ``view_for`` of its seat and the set-ups are chosen before either is revealed.

The figures answer what issue 29 asks of the Expert besides W-D-L (which the generic summary
gives, with the endings by cause: ``move_limit``, ``repetition`` and ``no_win_left`` are the
draws): A's lead at the end in stones and in material (a king three), and whether the game
was a draw while A led by two or more (the summary's ``mean_draw_two_up`` is the share of
such games; the goal is 0).
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
    """A's lead at the end, and 1.0 for a draw while A led by two or more (stones or material)."""
    assert isinstance(state, CheckersState)
    stones, material = lead(state, a_seat)
    outcome = state.outcome()
    drawn = outcome is not None and outcome.winner is None
    return {"a_stone_lead": float(stones), "a_material_lead": float(material),
            "draw_two_up": 1.0 if drawn and max(stones, material) >= 2 else 0.0}


def match_kit() -> MatchKit:
    return MatchKit(players={"greedy": _greedy}, figures=figures)


class _Timed(LevelPlayer):
    """A level that notes how long each of its decisions took."""

    def __init__(self, level: int, rng: random.Random) -> None:
        super().__init__(level, rng)
        self.times: list[float] = []

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        began = time.perf_counter()
        move = super().choose(view, seat, stop)
        self.times.append(time.perf_counter() - began)
        return move


def move_times(level: int, games: int, seed: int, opponent: str = "L2") -> Iterator[dict[str, Any]]:
    """The level's thinking time per decision over whole games against ``opponent``:
    median, 90th percentile and maximum (set-ups and single-move turns included)."""
    from rules.programmers_checkers.game import CheckersGame
    times: list[float] = []
    game = CheckersGame()
    for i in range(games):
        timed = _Timed(level, random.Random(f"{seed}:{i}:timed"))
        other = make_player(opponent, game, random.Random(f"{seed}:{i}:other"), argparse.Namespace(timeout=30.0))
        players = [timed, other] if i % 2 == 0 else [other, timed]
        play_game(game.new_initial_state(), players, random.Random(f"{seed}:{i}:chance"))
        times.extend(timed.times)
        yield {"game": i, "decisions": len(timed.times), "max_seconds": round(max(timed.times), 3)}
    times.sort()
    yield {"level": f"L{level}", "games": games, "decisions": len(times),
           "median_seconds": round(statistics.median(times), 3),
           "p90_seconds": round(times[int(0.9 * (len(times) - 1))], 3), "max_seconds": round(times[-1], 3)}
