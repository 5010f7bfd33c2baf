"""A player that reads a level: it recomputes the level's public mix and plays the best reply.

A level's mix is a function of the public position alone (:func:`computer.level_mix`), so an
opponent who knows the level can compute it too. This player does that every round and
chooses the square that does best against the mix, valuing each pair of choices:

* exactly (the exact solver: perfect play afterwards) when the position it leads to has at
  most :data:`EXACT_FREE` free squares (:data:`BROAD_EXACT_FREE` when the round has more
  than :data:`BROAD_CELLS` pairs to value: the easy level's broad mix), or is a block with
  two more (a block leaves the free squares as they were);
* else by the learned evaluation of that position (the strong level's own yardstick; the
  hand-set heuristic if the evaluation is not shipped).

Among replies of equal value it takes the square the level is likeliest to choose: against
a predictable level that is a block, and three blocks in a row are a draw, which is how the
issue's reader drew 42 of 60 games against the old strong level.

Spec: ``bestreply:L<level>`` (``bestreply`` alone reads the strong level), a player of ``python
-m rules match wildcats`` through the game's :func:`match_kit`.
"""
from __future__ import annotations

import argparse
import random
from typing import Any

from rules.errors import NotationError, quoted
from rules.match import MatchKit
from rules.players import ThinkingPlayer
from rules.protocol import State, StopFlag, never_stop
from rules.wildcats import board, computer
from rules.wildcats.evaluation import shipped
from rules.wildcats.heuristic import evaluate
from rules.wildcats.moves import Square
from rules.wildcats.solver import Solver
from rules.wildcats.state import WildCatsState

EXACT_FREE = 13
"""Positions with at most this many free squares are valued exactly (a 13-square position
takes well under a second, a 15-square one a few seconds)."""
BROAD_EXACT_FREE = 11
BROAD_CELLS = 60
"""A round with more pairs than this to value is valued exactly only up to
:data:`BROAD_EXACT_FREE` free squares (an 11-square position takes a few hundredths of a
second), so that a match against a broad mix stays within minutes a game."""
TIE = 1e-9
NEGLIGIBLE = 1e-4
"""Squares the level plays with less than this weight are left out of the reply's value
(they change it by less than ``2 * NEGLIGIBLE`` each, and the easy level's softmax gives
weights like 1e-9 to most squares, each an exact solve)."""
SPEC = "bestreply"


class BestReplyPlayer(ThinkingPlayer):
    """Plays the best reply to ``level``'s public mix (see the module docstring)."""

    def __init__(self, level: int, rng: random.Random | None = None, exact_free: int = EXACT_FREE) -> None:
        super().__init__(rng)
        self.name = f"{SPEC}:L{level}"
        self.level = level
        self.exact_free = exact_free
        self.solver = Solver(max_entries=1_500_000)
        self.leaf = shipped() or evaluate

    def reply_values(self, view: WildCatsState, seat: int, mix: dict[int, float]) -> dict[Square, float]:
        """Each of ``seat``'s allowed squares with its expected result (on ``seat``'s scale)
        against the other seat's ``mix``."""
        sign = 1.0 if seat == 0 else -1.0
        values: dict[Square, float] = {}
        used = [(Square(theirs), weight) for theirs, weight in mix.items() if weight >= NEGLIGIBLE]
        legal = view.legal_moves(seat)
        exact_free = self.exact_free if len(used) * len(legal) <= BROAD_CELLS else min(self.exact_free, BROAD_EXACT_FREE)
        for mine in legal:
            total = 0.0
            for theirs, weight in used:
                a, b = (mine, theirs) if seat == 0 else (theirs, mine)
                total += weight * self.child_value(view, a, b, exact_free)
            values[mine] = sign * total
        return values

    def child_value(self, view: WildCatsState, a: Square, b: Square, exact_free: int) -> float:
        """X's value after X chooses ``a`` and O ``b``: exact up to ``exact_free`` free
        squares, else the evaluation's guess."""
        child = view.copy()
        child.play(view.game.joint(a, b))
        out = child.outcome()
        if out is not None:
            return out.scores[0] - out.scores[1]
        free = child.free_count()
        if free <= exact_free or (child.blocks and free <= exact_free + 2):
            return self.solver.value(child.x, child.o, child.ban_index, child.blocks)
        return self.leaf(child.x, child.o, board.FULL & ~(child.x | child.o), 0)

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        assert isinstance(view, WildCatsState)
        legal = view.legal_moves(seat)
        if len(legal) == 1:
            return legal[0]
        read = computer.level_mix(view, self.level)
        mix = read.o_mix if seat == 0 else read.x_mix
        return self.best_reply(self.reply_values(view, seat, mix), mix)

    def best_reply(self, values: dict[Square, float], mix: dict[int, float]) -> Square:
        """The square of highest value; among equals the one the level is likeliest to
        choose (a block), then one of those at random."""
        best = max(values.values())
        ties = [sq for sq in sorted(values) if values[sq] >= best - TIE]
        likeliest = max(mix.get(sq.index, 0.0) for sq in ties)
        ties = [sq for sq in ties if mix.get(sq.index, 0.0) >= likeliest - TIE]
        return self.rng.choice(ties)


def reader(spec: str, rng: random.Random, args: argparse.Namespace | None = None) -> BestReplyPlayer | None:
    """``bestreply:L<level>`` (or ``bestreply``: the strong level) as a player; None for a spec
    that is not this module's (``match`` then tries the generic ones)."""
    name, _, level = spec.strip().partition(":")
    if name.lower() != SPEC:
        return None
    level = level.strip().upper().removeprefix("L") or str(computer.STRONG)
    if not (level.isascii() and level.isdigit()) or int(level) not in (computer.EASY, computer.MEDIUM, computer.STRONG):
        raise NotationError(f"unknown player {quoted(spec)}: write {SPEC}:L1, {SPEC}:L2 or {SPEC}:L3")
    return BestReplyPlayer(int(level), rng)


def match_kit() -> MatchKit:
    """Wild Cats' own player for ``match``: the reader."""
    return MatchKit(players={SPEC: reader})
