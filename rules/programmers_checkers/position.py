"""Position text: ``SIDE:W[K]sq/bit,...:B[K]sq/bit,...[:OP]`` (command line and tests).

``W:W21/1,K30/0:B1/1,K12/0:OR``: White to move; White has a man on 21 showing 1 and a king on
30 showing 0; Black a man on 1 and a king on 12; the active operator is OR. Stones are
written in square order; a side without stones is just ``W`` or ``B``.
"""
from __future__ import annotations

from rules.errors import NotationError
from rules.programmers_checkers.board import MASK_OF, PROMOTION, bits, parse_op
from rules.programmers_checkers.movegen import Position

SIDE_LETTERS = "WB"


def parse_position(text: str) -> tuple[Position, int, str | None]:
    """(bitboards, side to move, active operator or None); raises :class:`NotationError`."""
    fields = text.strip().split(":")
    if len(fields) not in (3, 4) or fields[0].strip().upper() not in ("W", "B"):
        raise NotationError(f"{text!r} is not a position such as W:W21/1,K30/0:B1/1,K12/0:OR")
    side = SIDE_LETTERS.index(fields[0].strip().upper())
    boards = [0, 0, 0, 0]
    ones = 0
    seen: set[str] = set()
    for field in fields[1:3]:
        f = field.strip().upper()
        if not f or f[0] not in SIDE_LETTERS or f[0] in seen:
            raise NotationError(f"{text!r}: expected a W field and a B field")
        seen.add(f[0])
        seat = SIDE_LETTERS.index(f[0])
        for item in filter(None, (i.strip() for i in f[1:].split(","))):
            king = item.startswith("K")
            body = item[1:] if king else item
            number, slash, bit = body.partition("/")
            if not slash or not (number.isascii() and number.isdigit() and len(number) <= 2) or bit not in ("0", "1"):
                raise NotationError(f"{item!r}: a stone is written [K]square/bit, e.g. K30/0")
            n = int(number)
            if not 1 <= n <= 32:
                raise NotationError(f"{item!r}: squares are 1 to 32")
            mask = MASK_OF[n]
            if mask & (boards[0] | boards[1] | boards[2] | boards[3]):
                raise NotationError(f"square {n} holds two stones")
            if not king and mask & PROMOTION[seat]:
                raise NotationError(f"a {'White' if seat == 0 else 'Black'} man cannot stand on "
                                    f"square {n}, its far row (it would be a king)")
            boards[2 * seat + king] |= mask
            if bit == "1":
                ones |= mask
    op = parse_op(fields[3]) if len(fields) == 4 and fields[3].strip() else None
    return (boards[0], boards[1], boards[2], boards[3], ones), side, op


def format_position(pos: Position, side: int, op: str | None = None) -> str:
    """The inverse of :func:`parse_position`."""
    ones = pos[4]
    parts = [SIDE_LETTERS[side]]
    for seat in (0, 1):
        men, kings = pos[2 * seat], pos[2 * seat + 1]
        items = []
        for n in bits(men | kings):
            mask = MASK_OF[n]
            items.append(f"{'K' if kings & mask else ''}{n}/{1 if ones & mask else 0}")
        parts.append(SIDE_LETTERS[seat] + ",".join(items))
    if op:
        parts.append(op)
    return ":".join(parts)
