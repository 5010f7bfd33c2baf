"""Matches between players (levels, ``random``, ``greedy``, ``greedy2``) and the strongest level's move times.

Games are played through :func:`rules.players.play_game`, so each player sees only
``view_for`` of its seat and the set-ups are chosen before either is revealed. Game ``i``
gives A White when ``i`` is even; games ``2k`` and ``2k + 1`` start from the same chance seed
with the seats swapped, and every player has its own seeded generator, so a match replays.
"""
from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from rules.players import Player, make_player
from rules.protocol import State, StopFlag


class GreedyPlayer(Player):
    """One ply deep: the move that leaves it the most material at once."""

    def __init__(self, rng: random.Random) -> None:
        self.name = "greedy"
        self.rng = rng

    def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
        from rules.programmers_checkers.engine import greedy_move
        return greedy_move(view, self.rng)  # type: ignore[arg-type]


class CpuTimed(Player):
    """Another player, with the CPU time of each of its decisions noted (the thinking
    thread's, the clock the levels' budgets count: see :data:`.engine.clock`)."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.name = inner.name
        self.times: list[float] = []

    def start(self, state: State[Any], seat: int) -> None:
        self.inner.start(state, seat)

    def observe(self, state: State[Any], move: Any) -> None:
        self.inner.observe(state, move)

    def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
        began = time.thread_time()
        move = self.inner.choose(view, seat, stop)
        self.times.append(time.thread_time() - began)
        return move

    def close(self) -> None:
        self.inner.close()


def player(spec: str, rng: random.Random) -> Player:
    """``L<level>``, ``random``, ``greedy`` or ``greedy2`` (:mod:`.greedy2`)."""
    name = spec.strip().lower()
    if name == "greedy":
        return GreedyPlayer(rng)
    if name == "greedy2":
        from rules.programmers_checkers.greedy2 import Greedy2Player
        return Greedy2Player(rng)
    return make_player(spec, rng)


def play_one(task: tuple[str, str, int, int, dict[str, Any], str | None]) -> dict[str, Any]:
    """One game of the match; the result is from A's point of view. With a ``save`` folder
    the game is written there as a Ludoteca save (``game-<number>.json``)."""
    from rules.players import play_game
    from rules.programmers_checkers.game import CheckersGame
    spec_a, spec_b, seed, number, options, save = task
    game = CheckersGame(**options)
    a = CpuTimed(player(spec_a, random.Random(f"{seed}:{number}:a")))
    b = player(spec_b, random.Random(f"{seed}:{number}:b"))
    a_seat = 0 if number % 2 == 0 else 1
    players = [a, b] if a_seat == 0 else [b, a]
    record = play_game(game.new_initial_state(), players, random.Random(f"{seed}:{number // 2}:chance"))
    outcome = record.outcome
    assert outcome is not None
    result = "draw" if outcome.winner is None else ("win" if outcome.winner == a_seat else "loss")
    if save:
        from pathlib import Path

        from rules import savefile
        Path(save).mkdir(parents=True, exist_ok=True)
        extra = {"white": players[0].name, "black": players[1].name, "match_seed": seed}
        (Path(save) / f"game-{number:04d}.json").write_text(savefile.dumps(record.state, extra))
    return {"game": number, "a_seat": game.seat_names[a_seat], "result": result,
            "termination": outcome.termination.value, "plies": len(record.state.history),
            "a_decisions": record.decisions[a_seat], "a_seconds": round(record.seconds[a_seat], 3),
            "a_longest": round(record.longest[a_seat], 3), "b_longest": round(record.longest[1 - a_seat], 3),
            "a_cpu": round(sum(a.times), 3), "a_cpu_longest": round(max(a.times, default=0.0), 3),
            "a_lead_at_end": lead(record.state, a_seat)}


def lead(state: Any, seat: int) -> tuple[int, int]:
    """``seat``'s lead at the end: (stones, a king counted as one; material, a king as three)."""
    (wm, wk), (bm, bk) = state.stone_counts()
    stones, material = (wm + wk) - (bm + bk), (wm + 3 * wk) - (bm + 3 * bk)
    return (stones, material) if seat == 0 else (-stones, -material)


def run_match(spec_a: str, spec_b: str, games: int, seed: int = 1, jobs: int = 1, verbose: bool = False,
              options: dict[str, Any] | None = None, save: str | None = None) -> Iterator[dict[str, Any]]:
    """Play the games and yield (each game with ``verbose``, then) A's summary."""
    for spec in (spec_a, spec_b):
        player(spec, random.Random(0))  # fail before starting
    tasks = [(spec_a, spec_b, seed, i, options or {}, save) for i in range(games)]
    began = time.perf_counter()
    results: list[dict[str, Any]] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for row in pool.map(play_one, tasks):
                results.append(row)
                if verbose:
                    yield row
    else:
        for task in tasks:
            row = play_one(task)
            results.append(row)
            if verbose:
                yield row
    yield summary(spec_a, spec_b, seed, results, time.perf_counter() - began)


def summary(spec_a: str, spec_b: str, seed: int, results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = max(1, len(results))
    wins = sum(r["result"] == "win" for r in results)
    draws = sum(r["result"] == "draw" for r in results)
    decisions = sum(r["a_decisions"] for r in results) or 1
    return {"a": spec_a, "b": spec_b, "games": len(results), "seed": seed, "wins": wins, "draws": draws,
            "losses": len(results) - wins - draws, "score_percent": round(100 * (wins + draws / 2) / n, 1),
            "endings": dict(sorted(Counter(r["termination"] for r in results).items())),
            "mean_plies": round(sum(r["plies"] for r in results) / n, 1),
            "a_seconds_per_decision": round(sum(r["a_seconds"] for r in results) / decisions, 3),
            "a_longest_decision": max((r["a_longest"] for r in results), default=0.0),
            "a_cpu_per_decision": round(sum(r["a_cpu"] for r in results) / decisions, 3),
            "a_cpu_longest_decision": max((r["a_cpu_longest"] for r in results), default=0.0),
            "a_cpu_seconds": round(sum(r["a_cpu"] for r in results), 1),
            "draws_a_two_up": sum(r["result"] == "draw" and max(r["a_lead_at_end"]) >= 2 for r in results),
            "b_longest_decision": max((r["b_longest"] for r in results), default=0.0),
            "seconds": round(seconds, 1)}


def move_times(level: int, games: int, seed: int, opponent: str = "L2") -> Iterator[dict[str, Any]]:
    """The level's thinking time per decision over whole games against ``opponent``:
    median, 90th percentile and maximum (set-ups and single-move turns included)."""
    from rules.players import LevelPlayer, play_game
    from rules.programmers_checkers.game import CheckersGame

    class Timed(LevelPlayer):
        def __init__(self, lv: int, rng: random.Random) -> None:
            super().__init__(lv, rng)
            self.times: list[float] = []

        def choose(self, view: State[Any], seat: int, stop: StopFlag | None = None) -> Any:
            t = time.perf_counter()
            move = super().choose(view, seat, stop)
            self.times.append(time.perf_counter() - t)
            return move

    times: list[float] = []
    game = CheckersGame()
    for i in range(games):
        timed = Timed(level, random.Random(f"{seed}:{i}:timed"))
        other = player(opponent, random.Random(f"{seed}:{i}:other"))
        players: list[Player] = [timed, other] if i % 2 == 0 else [other, timed]
        play_game(game.new_initial_state(), players, random.Random(f"{seed}:{i}:chance"))
        times.extend(timed.times)
        yield {"game": i, "decisions": len(timed.times), "max_seconds": round(max(timed.times), 3)}
    times.sort()
    yield {"level": f"L{level}", "games": games, "decisions": len(times),
           "median_seconds": round(statistics.median(times), 3),
           "p90_seconds": round(times[int(0.9 * (len(times) - 1))], 3), "max_seconds": round(times[-1], 3)}
