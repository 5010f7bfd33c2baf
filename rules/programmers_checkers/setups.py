"""The computer's set-ups: drawn from a mix of measured good ones, so that two games differ.

Both players choose their twelve bits in secret, at once: the set-up is a small zero-sum
game of its own. A computer that always chooses the same set-up is learnt (and answered)
by a person after a game or two; one that chooses at random among bad ones gives away a
tempo or more. So the candidates below were played against each other, and the mix is
read off that table of scores.

How they were measured (``python -m rules setups programmers_checkers``, which writes
``resources/programmers_checkers/setups.json``): every pair of candidates plays games
between two copies of the Expert's search at a fixed depth (:data:`DEPTH` plies, no clock:
the same on any machine), one with each set-up, each set-up once as White and once as
Black from the same chance seeds (:data:`SEEDS` of them), under the basic and the advanced
decks. Depth and seeds are small on purpose: the whole measurement (66 pairs, 2 x
:data:`SEEDS` games each, two decks: 1,056 games) must fit in well under half an hour of
CPU (the shipped table took 1,149 CPU seconds, the advanced deck's games the longer); the
Expert itself searches deeper (1.6 CPU seconds a move), so the table ranks set-ups for a
fair player, not for the Expert exactly, and a difference of a few hundredths is noise. A
set-up's score against another is its mean score: a finished game its points, one still
going after :data:`HORIZON` entries of the record (the set-up, the tile draws and the
plies) a half plus :data:`PER_MAN` per man of material lead (a king 3), at most
:data:`MAX_LEAD_SCORE` from a half, since copies of one search seldom finish a game and the
set-up's mark is on the opening. The mix is the equilibrium of that score table (regret matching, see :func:`equilibrium`) widened to
every candidate whose score against the equilibrium is within :data:`MARGIN` of the best
(so that noise in the measurement does not make the computer predictable), each weighted
equally: :func:`mix_of`.

Without the file (or with one that does not hold a valid mix for the deck) the computer
draws from every candidate equally: still several set-ups, so two games differ, though a
few measured a little worse; :func:`load` says why in :data:`LOAD_PROBLEM` (the tests check the shipped file
loads).

Patterns are written from the seat's front row to its back row, four stones a row (left to
right as the seat sees the board): the same pattern means the same thing for White and
Black. A :class:`Setup` lists the stones in square order, which is White's front row first
(21..32) but Black's back row first (1..12), so Black's pattern is read backwards.
"""
from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rules.driver import play_game
from rules.players import ThinkingPlayer
from rules.programmers_checkers.moves import Setup
from rules.protocol import SIMULTANEOUS, State, StopFlag, never_stop

Matrix = npt.NDArray[np.float64]

CANDIDATES: tuple[str, ...] = (
    "111111111111",  # every stone 1: every capture under AND and OR
    "000000000000",  # every stone 0: immune under AND
    "000011111111",  # the front row 0 (out of reach under AND), the rest 1
    "111100000000",  # the front row 1 (it takes under AND), the rest 0
    "111111110000",  # the back row 0
    "000000001111",  # only the back row 1
    "111100001111",  # the middle row 0
    "000011110000",  # only the middle row 1
    "101010101010",  # alternating in every row
    "010101011010",  # mixed: jumpers for both kinds of victim under XOR
    "001100111100",  # the centre files 0 in front and behind
    "011001100110",  # the centre files 1
)
MARGIN = 0.03
"""A candidate joins the mix when its score against the equilibrium is this close to the best."""
MIN_MIX = 3
"""At least this many set-ups in a mix (the best ones against the equilibrium)."""
DEPTH = 3
"""The measuring players' search depth (plies)."""
SEEDS = 4
"""Chance seeds per pair of set-ups; each is played with both colours."""
HORIZON = 120
"""Moves of the record (set-up, draws and plies) after which a measuring game is scored."""
PER_MAN = 0.05
"""What a man of material lead (a king three) adds to an unfinished game's half point."""
MAX_LEAD_SCORE = 0.4
"""An unfinished game scores at most this far from a half."""


def setup_for(pattern: str, seat: int) -> Setup:
    """The ``Setup`` (square order) of a front-row-first pattern for ``seat``."""
    return Setup.parse(pattern if seat == 0 else pattern[::-1])


def deck_name(deck: tuple[int, ...]) -> str:
    """``basic`` for a deck of AND, OR and XOR only, else ``advanced`` (the other operators
    change what a bit is worth)."""
    return "basic" if not any(deck[3:]) else "advanced"


# --- the mix the computer draws from ------------------------------------------------------------
def _resources() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) / "resources" if bundle else Path(__file__).resolve().parents[2] / "resources"
    return root / "programmers_checkers"


SETUPS_PATH = _resources() / "setups.json"


LOAD_PROBLEM: dict[Path, str] = {}
"""Why :func:`load` found nothing usable in a file (shown by nothing else: the computer
then draws from every candidate, see the module's docstring)."""


@lru_cache(maxsize=4)
def load(path: Path = SETUPS_PATH) -> dict[str, Any]:
    """The measured tables and mixes; empty (and the reason in :data:`LOAD_PROBLEM`) when
    the file is missing, unreadable or not a JSON object."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        LOAD_PROBLEM[path] = f"cannot read {path}: {exc}"
        return {}
    if not isinstance(data, dict):
        LOAD_PROBLEM[path] = f"{path} does not hold a JSON object"
        return {}
    return data


def valid_mix(entry: Any) -> list[tuple[str, float]] | None:
    """The (pattern, weight) rows of a deck's entry, or None unless every pattern is one of
    twelve bits and every weight a positive finite number."""
    rows = entry.get("mix") if isinstance(entry, dict) else None
    if not isinstance(rows, dict) or not rows:
        return None
    out: list[tuple[str, float]] = []
    for pattern, weight in rows.items():
        if not (isinstance(pattern, str) and len(pattern) == 12 and set(pattern) <= {"0", "1"}):
            return None
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 < weight < float("inf"):
            return None
        out.append((pattern, float(weight)))
    return out


def mix(deck: str, path: Path = SETUPS_PATH) -> list[tuple[str, float]]:
    """(pattern, weight) of the computer's mix for ``deck`` (``basic`` or ``advanced``);
    without a valid measured mix, every candidate equally."""
    return valid_mix(load(path).get(deck)) or [(p, 1.0) for p in CANDIDATES]


def choose(seat: int, deck: str, rng: random.Random, path: Path = SETUPS_PATH) -> Setup:
    """A set-up drawn from the mix (from ``rng`` only)."""
    rows = mix(deck, path)
    pattern = rng.choices([p for p, _ in rows], [w for _, w in rows])[0]
    return setup_for(pattern, seat)


# --- measuring ---------------------------------------------------------------------------------
class SetupPlayer(ThinkingPlayer):
    """A fixed set-up, then the Expert's search to a fixed depth (no clock, no randomness)."""

    def __init__(self, pattern: str, depth: int = DEPTH) -> None:
        super().__init__()
        self.name = pattern
        self.pattern = pattern
        self.depth = depth

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        from rules.programmers_checkers import engine
        if view.to_move() == SIMULTANEOUS:
            return setup_for(self.pattern, seat)
        spec = engine.SPECS[max(engine.SPECS)]
        rows, _, _ = engine.search(view, self.depth, None, stop, contempt=spec.contempt)  # type: ignore[arg-type]
        return engine.to_protocol(rows[0][1])


def play_pair(task: tuple[str, str, str, int, int, int]) -> tuple[float, float]:
    """One game, stopped after :data:`HORIZON` moves of the record: (A's score, A's
    material lead then, a king 3). A finished game scores its points; an unfinished one
    0.5 plus :data:`PER_MAN` per man of lead (capped at :data:`MAX_LEAD_SCORE` either way):
    between equal players the set-up shows in the opening's material, and most games
    between copies of one search go on long after it no longer matters."""
    from rules.programmers_checkers.game import CheckersGame
    from rules.programmers_checkers.state import CheckersState
    deck, a, b, a_seat, seed, depth = task
    game = CheckersGame(deck=deck)
    one, other = SetupPlayer(a, depth), SetupPlayer(b, depth)
    players = [one, other] if a_seat == 0 else [other, one]
    record = play_game(game.new_initial_state(), players, random.Random(f"setups:{deck}:{seed}"),
                       limit=HORIZON)
    assert isinstance(record.state, CheckersState)
    (wm, wk), (bm, bk) = record.state.stone_counts()
    lead = (wm + 3 * wk) - (bm + 3 * bk)
    lead = lead if a_seat == 0 else -lead
    outcome = record.outcome
    if outcome is not None and record.state.is_terminal():
        return (0.5 if outcome.winner is None else float(outcome.winner == a_seat)), lead
    return 0.5 + max(-MAX_LEAD_SCORE, min(MAX_LEAD_SCORE, PER_MAN * lead)), lead


def measure(deck: str, candidates: tuple[str, ...], seeds: int, depth: int = DEPTH,
            jobs: int = 1) -> Iterator[dict[str, Any]]:
    """Every unordered pair, each set-up once as White and once as Black per chance seed;
    yields one row per pair, then ``{"matrix": ..., "material": ...}`` (row's mean score and
    material lead against column)."""
    from concurrent.futures import ProcessPoolExecutor
    n = len(candidates)
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    tasks = [(deck, candidates[i], candidates[j], seat, seed, depth) for i, j in pairs for seed in range(seeds)
             for seat in (0, 1)]
    per_pair = 2 * seeds
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(play_pair, tasks, chunksize=per_pair))
    else:
        results = [play_pair(t) for t in tasks]
    matrix = np.full((n, n), 0.5)
    material = np.zeros((n, n))
    for k, (i, j) in enumerate(pairs):
        rows = results[k * per_pair:(k + 1) * per_pair]
        score = sum(r[0] for r in rows) / per_pair
        lead = sum(r[1] for r in rows) / per_pair
        matrix[i, j], matrix[j, i] = score, 1.0 - score
        material[i, j], material[j, i] = lead, -lead
        yield {"deck": deck, "a": candidates[i], "b": candidates[j], "a_score": round(score, 3),
               "a_material": round(lead, 2)}
    yield {"matrix": matrix.round(4).tolist(), "material": material.round(3).tolist()}


def equilibrium(matrix: Matrix, iterations: int = 20000) -> Matrix:
    """An approximate equilibrium mix of the symmetric zero-sum game ``matrix`` (row's score
    against column): regret matching in self-play, the average strategy."""
    n = len(matrix)
    payoff = matrix - 0.5
    regret = np.zeros(n)
    total = np.zeros(n)
    strategy = np.full(n, 1.0 / n)
    for _ in range(iterations):
        total += strategy
        values = payoff @ strategy
        regret = np.maximum(regret + values - strategy @ values, 0.0)
        s = regret.sum()
        strategy = regret / s if s > 0 else np.full(n, 1.0 / n)
    mean: Matrix = total / total.sum()
    return mean


def mix_of(candidates: tuple[str, ...], matrix: Matrix) -> dict[str, float]:
    """The computer's mix: every candidate within :data:`MARGIN` of the best score against
    the equilibrium (at least :data:`MIN_MIX` of them), equally weighted."""
    eq = equilibrium(matrix)
    against = matrix @ eq
    order = np.argsort(-against, kind="stable")
    chosen = [int(i) for i in order if against[i] >= against[order[0]] - MARGIN]
    if len(chosen) < MIN_MIX:
        chosen = [int(i) for i in order[:MIN_MIX]]
    return {candidates[i]: round(1.0 / len(chosen), 4) for i in sorted(chosen)}


def summarise(candidates: tuple[str, ...], matrix: list[list[float]]) -> dict[str, Any]:
    """What the file keeps of a deck's table besides the table: the equilibrium, each
    candidate's score against it, and the mix."""
    table = np.array(matrix, dtype=np.float64)
    eq = equilibrium(table)
    return {"equilibrium": dict(zip(candidates, eq.round(4).tolist())),
            "against_equilibrium": dict(zip(candidates, (table @ eq).round(4).tolist())),
            "mix": mix_of(candidates, table)}


def children_cpu() -> float:
    """CPU seconds of the finished worker processes (``--jobs``), for the report."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def save(data: dict[str, Any], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
