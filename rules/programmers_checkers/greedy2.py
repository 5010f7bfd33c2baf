"""``greedy2``: a two-ply material player, the yardstick the Expert is measured against.

It looks at each of its moves and every reply, and counts material only (a man 1, a king
:data:`KING_WORTH`): it plays the move whose worst reply leaves it the most. After a capture
the tile turned up next is a chance node: it averages over the operators the public counts
allow (the pile, or the discard when the pile is empty), as the Expert does; it never sees
an order. Ties are broken at random from its own generator, and so is its set-up: it knows
nothing of the bits beyond what the search shows.

Like the ``greedy`` (one-ply) player of the ladder it has no notion of draws other than the
rules' ends (no stones, a lone king against a lone king), so it is a fair stand-in for a
careful beginner who counts stones.
"""
from __future__ import annotations

from typing import Any

from rules.players import ThinkingPlayer
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.engine import draws, to_protocol
from rules.programmers_checkers.moves import Setup
from rules.programmers_checkers.state import CheckersState
from rules.programmers_checkers.tiles import Counts, put
from rules.protocol import SIMULTANEOUS, State, StopFlag, never_stop

KING_WORTH = 3
WIN = 1000.0
"""A game won on the board (the other has no stones): more than any material."""


def material(pos: mg.Position, side: int) -> float:
    """Men 1, kings :data:`KING_WORTH`, for ``side`` minus the other; a side without stones
    has lost, and a lone king against a lone king is the rules' draw."""
    mine = pos[2 * side].bit_count() + KING_WORTH * pos[2 * side + 1].bit_count()
    theirs = pos[2 - 2 * side].bit_count() + KING_WORTH * pos[3 - 2 * side].bit_count()
    if not theirs:
        return WIN
    if not mine:
        return -WIN
    if not (pos[0] | pos[2]) and pos[1].bit_count() == 1 and pos[3].bit_count() == 1:
        return 0.0
    return float(mine - theirs)


def _value(pos: mg.Position, side: int, active: str, nxt: str, pile: Counts, discard: Counts,
           plies: int, variant: mg.Variant) -> float:
    """Expectiminimax value for ``side`` (to move), ``plies`` deep, material at the leaves."""
    if plies == 0 or _over(pos):
        return material(pos, side)
    kids = mg.generate(pos, side, mg.TABLES[active], variant)
    if not kids:
        return -WIN  # only without flips (never in the game): a side that cannot move loses
    return max(_move_value(move, child, side, active, nxt, pile, discard, plies, variant)
               for move, child in kids)


def _move_value(move: mg.Move, child: mg.Position, side: int, active: str, nxt: str, pile: Counts,
                discard: Counts, plies: int, variant: mg.Variant) -> float:
    """What ``move`` (leading to ``child``) is worth to ``side``: after a capture the next tile
    becomes active and the one after it is averaged over the public counts."""
    if move[0] == mg.CAPTURE:
        return sum(p * -_value(child, 1 - side, nxt, op, after, disc, plies - 1, variant)
                   for op, p, after, disc in draws(pile, put(discard, active)))
    return -_value(child, 1 - side, active, nxt, pile, discard, plies - 1, variant)


def _over(pos: mg.Position) -> bool:
    """The game has ended on the board (no stones on a side, or a lone king each)."""
    own0, own1 = pos[0] | pos[1], pos[2] | pos[3]
    return not own0 or not own1 or (not (pos[0] | pos[2]) and pos[1].bit_count() == 1 and pos[3].bit_count() == 1)


def greedy2_moves(view: CheckersState, plies: int = 2) -> list[tuple[float, mg.Move]]:
    """Each legal move (the generator's form) with its ``plies``-deep material value for the
    side to move."""
    assert view.active is not None and view.next_op is not None
    pos, side, variant = view.board, view.side, view.game.variant
    return [(_move_value(move, child, side, view.active, view.next_op, view.pile, view.discard, plies, variant),
             move) for move, child in mg.generate(pos, side, mg.TABLES[view.active], variant)]


class Greedy2Player(ThinkingPlayer):
    """Two plies of material, averaged over the tile draws; random among equals."""

    name = "greedy2"

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        if view.to_move() == SIMULTANEOUS:
            return Setup.from_index(self.rng.randrange(1 << 12))
        assert isinstance(view, CheckersState)
        rows = greedy2_moves(view)
        best = max(v for v, _ in rows)
        return to_protocol(self.rng.choice([m for v, m in rows if v >= best - 1e-9]))
