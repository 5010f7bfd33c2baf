"""A correct alpha-beta player with a mobility/corner evaluation, three levels.

Depth grows with the level; the last empty squares are solved exactly so that even the
simple player does not throw away a won endgame.
"""
from __future__ import annotations

from rules.othello.bitboard import flips, legal_moves
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import OthelloState
from rules.protocol import ComputerLevel, StopFlag, never_stop

CORNERS = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63)
# X-squares (diagonally next to a corner) are dangerous while their corner is empty.
X_SQUARES = {0: 9, 7: 14, 56: 49, 63: 54}
INF = 10_000

LEVELS = [
    ComputerLevel(1, "Beginner", "looks one move ahead", {"depth": 1, "exact": 6}),
    ComputerLevel(2, "Club", "looks three moves ahead", {"depth": 3, "exact": 8}),
    ComputerLevel(3, "Strong", "looks five moves ahead", {"depth": 5, "exact": 10}),
]


class SearchStopped(Exception):
    """Raised inside the search when the stop flag turns on."""


def evaluate(me: int, opp: int) -> int:
    """Corners weigh most, then mobility; X-squares next to empty corners cost."""
    score = 30 * ((me & CORNERS).bit_count() - (opp & CORNERS).bit_count())
    score += 3 * (legal_moves(me, opp).bit_count() - legal_moves(opp, me).bit_count())
    for corner, x in X_SQUARES.items():
        if not (me | opp) >> corner & 1:
            score -= 8 * ((me >> x) & 1) - 8 * ((opp >> x) & 1)
    return score


def _final(me: int, opp: int) -> int:
    return 1000 * ((me.bit_count() > opp.bit_count()) - (me.bit_count() < opp.bit_count())) + me.bit_count() - opp.bit_count()


def _negamax(me: int, opp: int, depth: int, alpha: int, beta: int, stop: StopFlag,
             passed: bool = False) -> int:
    if stop():
        raise SearchStopped
    moves = legal_moves(me, opp)
    if not moves:
        if passed or not legal_moves(opp, me):
            return _final(me, opp)
        return -_negamax(opp, me, depth, -beta, -alpha, stop, True)
    if depth == 0:
        return evaluate(me, opp)
    best = -INF
    while moves:
        low = moves & -moves
        moves ^= low
        f = flips(me, opp, low.bit_length() - 1)
        value = -_negamax(opp ^ f, me | f | low, depth - 1, -beta, -alpha, stop)
        if value > best:
            best = value
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    return best


def choose_move(state: OthelloState, level: int, stop: StopFlag | None = None) -> OthelloMove:
    stop = stop or never_stop
    legal = state.legal_moves()
    if legal == [PASS] or len(legal) == 1:
        return legal[0]
    params = LEVELS[max(1, min(level, len(LEVELS))) - 1].extra
    depth = params["depth"]
    if state.empties() <= params["exact"]:
        depth = 64
    me, opp = state.mover_boards()
    best_move, best = legal[0], -INF
    try:
        for move in legal:
            low = 1 << move.square
            f = flips(me, opp, move.square)
            value = -_negamax(opp ^ f, me | f | low, depth - 1, -INF, -best, stop)
            if value > best:
                best, best_move = value, move
    except SearchStopped:
        pass
    return best_move
