"""A reproducible set of game positions at 16-18 empties, and L6's CPU time on them.

The FFO files are composed problems; the positions the engine meets in its own games can be
harder, most of all the lopsided ones. ``collect`` plays seeded games between levels
(balanced pairings and mismatched ones, which give lopsided endings) from the match
openings and keeps the positions with exactly 16, 17 and 18 empties; ``measure`` times
``engine.choose_move(state, 6)`` on each (with an empty endgame table, so no help from
earlier moves: the worst case) and, at 16 empties, the exact solve alone.
"""
from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterator
from typing import Any

from rules.othello.match import OPENINGS
from rules.othello.state import OthelloState, replay_transcript

# (black level, white level) per game, cycled; mismatched pairs give lopsided endings.
PAIRINGS = ((3, 3), (4, 1), (1, 4), (4, 4), (4, 2), (2, 4), (3, 1), (1, 3))
KEEP = (16, 17, 18)


def collect(game: Any, n_games: int, seed: int) -> list[tuple[int, str, OthelloState]]:
    """(game index, position text, state) of every position with 16-18 empties (mover to
    play, at least two legal moves) in ``n_games`` seeded games."""
    from rules.othello.engine import choose_move
    out = []
    for g in range(n_games):
        rng = random.Random(seed * 1000 + g)
        state = replay_transcript(game, OPENINGS[g % len(OPENINGS)])
        for _ in range(rng.randrange(0, 5)):  # a few random plies: different games per seed
            legal = state.legal_moves()
            state.play(rng.choice(legal))
        levels = PAIRINGS[g % len(PAIRINGS)]
        while state.outcome() is None and state.empties() >= min(KEEP):
            legal = state.legal_moves()
            if state.empties() in KEEP and len(legal) >= 2:
                out.append((g, state.position(), state.copy()))
            level = levels[0] if state.side == state.game.new_initial_state().side else levels[1]
            state.play(choose_move(state, level, rng=rng))
    return out


def measure(game: Any, n_games: int, seed: int, solve_only: bool = False) -> Iterator[dict[str, Any]]:
    from rules.othello import engine
    from rules.othello.endgame import EndgameSolver
    positions = collect(game, n_games, seed)
    by_empties: dict[int, list[tuple[float, str]]] = {}
    solves: list[tuple[float, str]] = []
    for g, text, state in positions:
        me, opp = state.mover_boards()
        empties = state.empties()
        row: dict[str, Any] = {"bench": "l6_position", "game": g, "empties": empties,
                               "position": text}
        if empties == 16:
            solver = EndgameSolver()
            cpu = time.process_time()
            score, _ = solver.best_move(me, opp)
            t = time.process_time() - cpu
            solves.append((t, text))
            row.update(score=score, solve_cpu_seconds=round(t, 3), nodes=solver.nodes)
        if not solve_only:
            engine._ENDGAME_TABLE.clear()
            cpu = time.process_time()
            engine.choose_move(state, 6)
            t = time.process_time() - cpu
            engine._ENDGAME_TABLE.clear()
            by_empties.setdefault(empties, []).append((t, text))
            row["move_cpu_seconds"] = round(t, 3)
        yield row
    summary: dict[str, Any] = {"bench": "l6_summary", "games": n_games, "seed": seed,
                               "positions": len(positions)}
    for empties, items in sorted(by_empties.items()):
        times = [t for t, _ in items]
        worst = max(items)
        summary[f"move_{empties}"] = {"n": len(times), "median_cpu": round(statistics.median(times), 3),
                                      "max_cpu": round(worst[0], 3), "worst": worst[1]}
    if by_empties:
        all_items = [it for items in by_empties.values() for it in items]
        worst = max(all_items)
        summary["move_all"] = {"n": len(all_items),
                               "median_cpu": round(statistics.median(t for t, _ in all_items), 3),
                               "max_cpu": round(worst[0], 3), "worst": worst[1]}
    if solves:
        worst = max(solves)
        summary["solve_16"] = {"n": len(solves), "median_cpu": round(statistics.median(t for t, _ in solves), 3),
                               "max_cpu": round(worst[0], 3), "worst": worst[1]}
    yield summary
