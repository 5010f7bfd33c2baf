"""Othello move generation on 64-bit boards held in Python ints.

Bit ``i`` is square ``(row = i // 8, column = i % 8)``: ``a1`` (top-left) is bit 0, ``h1``
bit 7, ``a8`` bit 56. A position is two boards, the mover's discs and the opponent's.
"""
from __future__ import annotations

from rules.errors import quoted

FULL = (1 << 64) - 1
NOT_A = 0xFEFEFEFEFEFEFEFE  # everything but column a: what may be entered moving east
NOT_H = 0x7F7F7F7F7F7F7F7F  # everything but column h: what may be entered moving west


def _e(b: int) -> int: return (b << 1) & NOT_A
def _w(b: int) -> int: return (b >> 1) & NOT_H
def _s(b: int) -> int: return (b << 8) & FULL
def _n(b: int) -> int: return b >> 8
def _se(b: int) -> int: return (b << 9) & NOT_A
def _sw(b: int) -> int: return (b << 7) & NOT_H & FULL
def _ne(b: int) -> int: return (b >> 7) & NOT_A
def _nw(b: int) -> int: return (b >> 9) & NOT_H


SHIFTS = (_e, _w, _s, _n, _se, _sw, _ne, _nw)


def legal_moves(me: int, opp: int) -> int:
    """The board of empty squares where ``me`` may play (dumb7fill in each direction)."""
    empty = ~(me | opp) & FULL
    moves = 0
    for shift in SHIFTS:
        x = shift(me) & opp
        x |= shift(x) & opp
        x |= shift(x) & opp
        x |= shift(x) & opp
        x |= shift(x) & opp
        x |= shift(x) & opp
        moves |= shift(x) & empty
    return moves


def flips(me: int, opp: int, square: int) -> int:
    """The opponent discs that a disc of ``me`` on ``square`` brackets, in all directions."""
    placed = 1 << square
    result = 0
    for shift in SHIFTS:
        line = 0
        cur = shift(placed)
        while cur & opp:
            line |= cur
            cur = shift(cur)
        if cur & me:
            result |= line
    return result


def flip_lines(me: int, opp: int, square: int) -> list[list[int]]:
    """The flipped squares grouped by direction, nearest first: the view staggers its animation
    along each line with this."""
    placed = 1 << square
    lines: list[list[int]] = []
    for shift in SHIFTS:
        line: list[int] = []
        cur = shift(placed)
        while cur & opp:
            line.append(cur.bit_length() - 1)
            cur = shift(cur)
        if line and cur & me:
            lines.append(line)
    return lines


def squares(board: int) -> list[int]:
    """The set bits of ``board`` in increasing order."""
    out = []
    while board:
        low = board & -board
        out.append(low.bit_length() - 1)
        board ^= low
    return out


def square_name(square: int) -> str:
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def parse_square(text: str) -> int:
    """``'f5'`` (either case) to its bit index; raises ``ValueError`` otherwise."""
    t = text.strip().lower()
    if len(t) != 2 or t[0] not in "abcdefgh" or t[1] not in "12345678":
        raise ValueError(f"{quoted(text)} is not a square (a1..h8)")
    return (int(t[1]) - 1) * 8 + "abcdefgh".index(t[0])


def perft(me: int, opp: int, depth: int, passed: bool = False) -> int:
    """Leaves at ``depth``: a forced pass is one node; a finished game is a leaf."""
    if depth == 0:
        return 1
    moves = legal_moves(me, opp)
    if not moves:
        if passed:
            return 1
        return perft(opp, me, depth - 1, True)
    if depth == 1:
        return moves.bit_count()
    total = 0
    while moves:
        low = moves & -moves
        moves ^= low
        f = flips(me, opp, low.bit_length() - 1)
        total += perft(opp ^ f, me | f | low, depth - 1)
    return total
