"""Board geometry and the operator tiles' truth tables.

Squares are numbered 1..32 as in draughts notation (PDN), from Black's back rank: 1 = b8,
4 = h8, 5 = a7, ..., 29 = a1, 32 = g1. White stands on 21..32 and moves "up" (towards 1).

Bitboards use a *padded* layout (the ghost-square layout of classic checkers programs): square
``n`` lives at bit ``p = (n - 1) + (n - 1) // 8``, so that bits 8, 17 and 26 are never squares.
With those gaps every diagonal step is the same shift everywhere on the board: up-left is
``>> 5``, up-right ``>> 4``, down-left ``<< 4``, down-right ``<< 5``; a step off the board lands on
a ghost bit or outside :data:`VALID` and is dropped by masking with the empty squares. That
keeps the generator free of per-row parity cases.
"""
from __future__ import annotations

from rules.errors import NotationError

# --- squares ----------------------------------------------------------------------------------
SQUARES = range(1, 33)
BIT_OF: tuple[int, ...] = (-1,) + tuple((n - 1) + (n - 1) // 8 for n in SQUARES)
"""Bit index of square ``n`` (``BIT_OF[0]`` is unused)."""
SQUARE_OF: dict[int, int] = {p: n for n, p in enumerate(BIT_OF) if n}
"""Square number of bit index ``p``."""
MASK_OF: tuple[int, ...] = (0,) + tuple(1 << BIT_OF[n] for n in SQUARES)
VALID = sum(MASK_OF)
"""Every real square (35 bits, minus the three ghosts)."""

UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT = -5, -4, 4, 5
DIRECTIONS = (UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT)
"""A direction is the change of bit index of one diagonal step."""
PROMOTION = (sum(MASK_OF[n] for n in range(1, 5)), sum(MASK_OF[n] for n in range(29, 33)))
"""The far row of each seat: White crowns on 1..4, Black on 29..32."""
START_SQUARES = (tuple(range(21, 33)), tuple(range(1, 13)))


def coords(n: int) -> tuple[int, int]:
    """(file 0..7 = a..h, rank 1..8) of square ``n``."""
    row, k = divmod(n - 1, 4)            # row 0 is rank 8
    file = 2 * k + 1 if row % 2 == 0 else 2 * k
    return file, 8 - row


def square_at(file: int, rank: int) -> int | None:
    """The square number at (file 0..7, rank 1..8), or None for a light square / off board."""
    if not (0 <= file < 8 and 1 <= rank <= 8):
        return None
    row = 8 - rank
    if (file % 2 == 1) != (row % 2 == 0):
        return None
    return row * 4 + file // 2 + 1


def square_name(n: int) -> str:
    """The algebraic name the board shows: ``square_name(29) == "a1"``, ``square_name(1) == "b8"``."""
    if not 1 <= n <= 32:
        raise ValueError(f"no square {n}")
    file, rank = coords(n)
    return f"{'abcdefgh'[file]}{rank}"


def parse_square_name(text: str) -> int:
    """The inverse of :func:`square_name`; raises :class:`NotationError` for light squares."""
    t = text.strip().lower()
    if len(t) == 2 and t[0] in "abcdefgh" and t[1] in "12345678":
        n = square_at("abcdefgh".index(t[0]), int(t[1]))
        if n is not None:
            return n
    raise NotationError(f"{text!r} is not a dark square such as a1 or b8")


def _step(p: int, d: int) -> int | None:
    q = p + d
    return q if q in SQUARE_OF else None


def _ray(p: int, d: int) -> tuple[int, ...]:
    out = []
    q = _step(p, d)
    while q is not None:
        out.append(q)
        q = _step(q, d)
    return tuple(out)


RAYS: dict[int, tuple[tuple[int, ...], ...]] = {
    p: tuple(tuple(1 << q for q in _ray(p, d)) for d in DIRECTIONS) for p in SQUARE_OF}
"""``RAYS[p][i]``: the single-bit masks of the squares beyond bit ``p`` in ``DIRECTIONS[i]``,
nearest first (a flying king's line)."""


def singles(board: int) -> list[int]:
    """The single-bit masks of a bitboard's squares, lowest first (the keys of the tables
    indexed by a square's bit)."""
    out = []
    while board:
        low = board & -board
        out.append(low)
        board ^= low
    return out


def bits(board: int) -> list[int]:
    """The square numbers set in a bitboard, in increasing order."""
    out = []
    while board:
        low = board & -board
        out.append(SQUARE_OF[low.bit_length() - 1])
        board ^= low
    return out


def board_of(squares: list[int] | tuple[int, ...] | range) -> int:
    return sum(MASK_OF[n] for n in squares)


# --- operators --------------------------------------------------------------------------------
OPS = ("AND", "OR", "XOR", "NAND", "NOR", "IMP", "EQ")
"""The seven operator tiles, in a fixed order (counts are kept in this order)."""
BASIC_OPS = ("AND", "OR", "XOR")
_TABLE = {  # the spec's truth table: (jumper 1, jumped 1), (1, 0), (0, 1), (0, 0)
    "AND": (1, 0, 0, 0), "OR": (1, 1, 1, 0), "XOR": (0, 1, 1, 0), "NAND": (0, 1, 1, 1),
    "NOR": (0, 0, 0, 1), "IMP": (1, 0, 1, 1), "EQ": (1, 0, 0, 1),
}


def allows(op: str, jumper_bit: int, jumped_bit: int) -> bool:
    """Whether ``op`` lets a stone showing ``jumper_bit`` capture one showing ``jumped_bit``."""
    j11, j10, j01, j00 = _TABLE[op]
    if jumper_bit:
        return bool(j11 if jumped_bit else j10)
    return bool(j01 if jumped_bit else j00)


def truth_table(op: str) -> dict[tuple[int, int], bool]:
    """``{(jumper bit, jumped bit): allowed}`` for the truth-table widget."""
    return {(j, v): allows(op, j, v) for j in (1, 0) for v in (1, 0)}


def parse_op(text: str) -> str:
    op = text.strip().upper()
    if op not in _TABLE:
        raise NotationError(f"{text!r} is not an operator ({' '.join(OPS)})")
    return op
