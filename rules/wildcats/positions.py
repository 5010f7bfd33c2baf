"""Positions for measurements and training: reached by mixed play, some with a ban or blocks.

The exploitability bench, the evaluation's training set and the tests draw their positions
here, so that they measure the computer where it plays: each game gives each seat a policy
(uniformly random, or the easy or medium level), plays it down to the wanted number of free
squares, and the caller may ask for a block on top (a square both may choose, chosen
uniformly), which bans that square for the next round.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from rules.protocol import random_move
from rules.wildcats.game import WildCatsGame
from rules.wildcats.heuristic import evaluate
from rules.wildcats.moves import Square
from rules.wildcats.solver import Solver
from rules.wildcats.state import WildCatsState

POLICIES = ("random", "L1", "L2")
"""What each seat may play until the position is reached: the issue's "mixed random and
level-2 games", with the easy level in between. ``L2`` is the medium level as the issue
measured it (commit 957897b: the equilibrium of a one-round search with the hand-set
heuristic), kept here unchanged so that the positions, and the evaluation trained on them,
do not change when the levels do."""


def _policy_move(state: WildCatsState, seat: int, policy: str, rng: random.Random) -> Square:
    if policy == "random":
        return rng.choice(state.allowed_squares(seat))
    if policy == "L1":
        move: Square = state.game.choose_move(state.view_for(seat), seat, 1, rng=rng)
        return move
    return _old_medium(state, seat, rng)


_OLD_MEDIUM = Solver(1, evaluate, max_entries=200_000)


def _old_medium(state: WildCatsState, seat: int, rng: random.Random) -> Square:
    """The issue's medium level: a square drawn from the equilibrium of a one-round search
    with the hand-set heuristic (a pure equilibrium spread over the safe squares that do
    best against a uniform opponent)."""
    legal = state.allowed_squares(seat)
    if len(legal) == 1:
        return legal[0]
    sol = _OLD_MEDIUM.solve_root(state.x, state.o, state.ban_index, state.blocks)
    mix = sol.x_mix if seat == 0 else sol.o_mix
    squares = sorted(mix)
    return Square(rng.choices(squares, [max(mix[sq], 0.0) for sq in squares])[0])


def play_to(game: WildCatsGame, rng: random.Random, free: int,
            policies: Sequence[str] = POLICIES) -> WildCatsState | None:
    """A position with ``free`` free squares reached by a game in which each seat plays a
    policy drawn from ``policies`` (the last round a marking round), or None when the game
    ended first."""
    seats = [rng.choice(policies), rng.choice(policies)]
    state = game.new_initial_state()
    while not state.is_terminal() and state.free_count() > free:
        if seats[0] == seats[1] == "random":
            state.play(random_move(state, rng))
        else:
            state.play(game.joint(_policy_move(state, 0, seats[0], rng), _policy_move(state, 1, seats[1], rng)))
    if state.is_terminal() or state.free_count() != free:
        return None
    return state


def with_block(state: WildCatsState, rng: random.Random) -> WildCatsState | None:
    """``state`` after a block on a square both seats may choose (None when there is none or
    the block ends the game)."""
    common = [sq for sq in state.legal_moves(0) if state.is_legal_choice(1, sq)]
    if not common:
        return None
    square = rng.choice(common)
    blocked = state.copy()
    blocked.play(state.game.joint(square, square))
    return None if blocked.is_terminal() else blocked


def sample(game: WildCatsGame, rng: random.Random, free: int, count: int, block_share: float = 0.25,
           policies: Sequence[str] = POLICIES, tries: int = 200) -> list[WildCatsState]:
    """``count`` positions with ``free`` free squares, about ``block_share`` of them just
    after a block (a ban, one block counted)."""
    found: list[WildCatsState] = []
    attempts = 0
    while len(found) < count and attempts < tries * max(count, 1):
        attempts += 1
        state = play_to(game, rng, free, policies)
        if state is None:
            continue
        if rng.random() < block_share:
            state = with_block(state, rng)
            if state is None:
                continue
        found.append(state)
    return found
