"""A reproducible set of game positions at 16-18 empties, and L6's time on them.

The FFO files are composed problems; the positions the engine meets in its own games can be
harder, most of all the lopsided ones. ``collect`` plays seeded games between levels
(balanced pairings and mismatched ones, which give lopsided endings) from the match
openings and keeps the positions with exactly 16, 17 and 18 empties; ``measure`` times
``engine.choose_move(state, 6)`` on each in wall seconds, with the endgame helper processes
level 6 uses in the app (with empty endgame tables, so no help from earlier moves: the worst
case) and, at 16 empties, the single-process exact solve alone in CPU seconds.
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


def measure(game: Any, n_games: int, seed: int, solve_only: bool = False,
            helpers: int | None = None) -> Iterator[dict[str, Any]]:
    """Per position: the single-process exact solve's CPU time (16 empties) and level 6's
    move in wall seconds, with its endgame helpers (``helpers``: None as in the app), every
    table emptied first."""
    from rules.othello import engine, parallel
    from rules.othello.endgame import EndgameSolver
    positions = collect(game, n_games, seed)
    parallel.set_helpers(helpers)
    pool = parallel.shared_pool()
    if pool is not None:
        pool.start()
        pool.clear_tables()  # waits until the helpers are up
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
            if pool is not None:
                pool.clear_tables()
            start = time.perf_counter()
            engine.choose_move(state, 6)
            t = time.perf_counter() - start
            by_empties.setdefault(empties, []).append((t, text))
            row["move_seconds"] = round(t, 3)
        yield row
    engine._ENDGAME_TABLE.clear()
    summary: dict[str, Any] = {"bench": "l6_summary", "games": n_games, "seed": seed,
                               "positions": len(positions),
                               "helpers": pool.size if pool is not None else 0}
    for empties, items in sorted(by_empties.items()):
        summary[f"move_{empties}"] = _times(items)
    if by_empties:
        summary["move_all"] = _times([it for items in by_empties.values() for it in items])
    if solves:
        summary["solve_16_cpu"] = _times(solves)
    yield summary


def _times(items: list[tuple[float, str]]) -> dict[str, Any]:
    """Count, median and max of (seconds, position) pairs, and the slowest position."""
    worst = max(items)
    return {"n": len(items), "median": round(statistics.median(t for t, _ in items), 3),
            "max": round(worst[0], 3), "worst": worst[1]}


# The slowest 16-empty position of ``--seed 1`` (+10): a solve long enough to interrupt.
CANCEL_POSITION = "O--------OO--O---OOOOOXXOOOXOXXOOOOOXXXOOOOOOXXO-OOOOOOO--XXXXXX X"


def cancel_latency(game: Any, delays: tuple[float, ...] = (0.2, 0.5, 0.9, 1.3, 1.7),
                   helpers: int = 2) -> Iterator[dict[str, Any]]:
    """How long after its stop flag turns on a solve on ``helpers`` helper processes gives
    up, every helper idle again (what undo or new game waits for before the next request)."""
    import threading

    from rules.othello.endgame import SearchStopped
    from rules.othello.parallel import SolverPool
    from rules.othello.state import OthelloState
    me, opp = OthelloState.from_position(game, CANCEL_POSITION).mover_boards()
    pool = SolverPool(helpers)
    try:
        pool.start()
        for delay in delays:
            pool.clear_tables()
            flag = threading.Event()
            fired = [0.0]

            def fire(delay: float = delay) -> None:
                time.sleep(delay)
                fired[0] = time.perf_counter()
                flag.set()
            threading.Thread(target=fire).start()
            try:
                pool.best_move(me, opp, flag.is_set)
                yield {"bench": "cancel", "stop_after_s": delay, "finished_first": True}
            except SearchStopped:
                yield {"bench": "cancel", "stop_after_s": delay, "helpers": helpers,
                       "latency_ms": round((time.perf_counter() - fired[0]) * 1000, 1),
                       "helpers_idle": all(h.task == 0 for h in pool._helpers)}
    finally:
        pool.close()
