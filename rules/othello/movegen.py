"""Fast move generation for the engine, same board layout as :mod:`.bitboard`.

:mod:`.bitboard` keeps the plain, obviously-correct generator the rules use (and its ``perft``
is the baseline the bench compares against). Here every Python-level call and loop that can be
avoided is avoided, because the interpreter's per-operation cost is what limits the search:

* ``moves`` unrolls the eight directions into one function and fills each direction with
  doubled shifts (Edax's ``get_moves`` trick: 4 steps instead of 6 per direction).
* ``FLIPS[sq](me, opp)`` is one function per square, generated at import from ``RAYS``
  (see :func:`flip_source`): each ray long enough to flip anything becomes a chain of
  single-bit tests with the masks written in as constants, nearest square first, so the
  common cases (the neighbour is not the opponent's, or the run of opponent discs is short)
  take two or three tests and no loop, no table lookup and no call. That is about 1.7 times
  as fast as a loop over the rays; ``flip(me, opp, sq)`` is the same thing behind one call.
  ``COUNT_FLIPS`` is the same chain counting the discs instead (the last move of an endgame
  needs only the count).
"""
from __future__ import annotations

from collections.abc import Callable

FULL = 0xFFFFFFFFFFFFFFFF
_INNER = 0x7E7E7E7E7E7E7E7E  # columns b..g: the only squares a horizontal/diagonal ray may cross


def moves(me: int, opp: int) -> int:
    """The board of squares where ``me`` may play (same result as ``bitboard.legal_moves``)."""
    empty = ~(me | opp) & FULL
    mo = opp & _INNER
    # horizontal (shift 1)
    t = mo & (me << 1); t |= mo & (t << 1); p = mo & (mo << 1)
    t |= p & (t << 2); t |= p & (t << 2); res = t << 1
    t = mo & (me >> 1); t |= mo & (t >> 1); p >>= 1
    t |= p & (t >> 2); t |= p & (t >> 2); res |= t >> 1
    # vertical (shift 8)
    t = opp & (me << 8); t |= opp & (t << 8); p = opp & (opp << 8)
    t |= p & (t << 16); t |= p & (t << 16); res |= t << 8
    t = opp & (me >> 8); t |= opp & (t >> 8); p >>= 8
    t |= p & (t >> 16); t |= p & (t >> 16); res |= t >> 8
    # diagonal (shift 9)
    t = mo & (me << 9); t |= mo & (t << 9); p = mo & (mo << 9)
    t |= p & (t << 18); t |= p & (t << 18); res |= t << 9
    t = mo & (me >> 9); t |= mo & (t >> 9); p >>= 9
    t |= p & (t >> 18); t |= p & (t >> 18); res |= t >> 9
    # anti-diagonal (shift 7)
    t = mo & (me << 7); t |= mo & (t << 7); p = mo & (mo << 7)
    t |= p & (t << 14); t |= p & (t << 14); res |= t << 7
    t = mo & (me >> 7); t |= mo & (t >> 7); p >>= 7
    t |= p & (t >> 14); t |= p & (t >> 14); res |= t >> 7
    return res & empty


def _rays() -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per square: (rays going to higher bits, rays going to lower bits), each a mask of the
    squares beyond the square in that direction, kept only when at least two long."""
    table = []
    for sq in range(64):
        r, c = divmod(sq, 8)
        up: list[int] = []
        down: list[int] = []
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)):
            mask, n = 0, 0
            rr, cc = r + dr, c + dc
            while 0 <= rr < 8 and 0 <= cc < 8:
                mask |= 1 << (rr * 8 + cc)
                n += 1
                rr, cc = rr + dr, cc + dc
            if n >= 2:
                (up if dr * 8 + dc > 0 else down).append(mask)
        table.append((tuple(up), tuple(down)))
    return tuple(table)


RAYS = _rays()


def _ray_squares(sq: int) -> list[list[int]]:
    """The rays of ``RAYS[sq]`` as lists of squares, nearest first."""
    up, down = RAYS[sq]
    return ([[s for s in range(64) if ray >> s & 1] for ray in up]
            + [[s for s in range(63, -1, -1) if ray >> s & 1] for ray in down])


def flip_source(sq: int, count: bool = False) -> str:
    """Python source of ``FLIPS[sq]`` (or of ``COUNT_FLIPS[sq]`` with ``count``).

    Each ray becomes a chain of tests, nearest square first: while the squares are the
    opponent's, the first of ``me``'s discs closes the run (everything before it flips) and an
    empty square ends the ray. For example, for a1 along the first row::

        if opp & 0x2:            # b1 is the opponent's
            if me & 0x4:         # c1 is mine: b1 flips
                f |= 0x2
            elif opp & 0x4:      # c1 is the opponent's too: go on
                ...
    """
    name = f"count_flips_{sq}" if count else f"flip_{sq}"
    lines = [f"def {name}(me, opp):", "    f = 0"]
    for squares in _ray_squares(sq):
        lines.append(f"    if opp & {1 << squares[0]:#x}:")
        indent = "        "
        run = 0
        for i in range(1, len(squares)):
            run |= 1 << squares[i - 1]
            bit = 1 << squares[i]
            lines.append(f"{indent}if me & {bit:#x}:")
            lines.append(f"{indent}    f {'+=' if count else '|='} {i if count else hex(run)}")
            if i < len(squares) - 1:
                lines.append(f"{indent}elif opp & {bit:#x}:")
                indent += "    "
    lines.append("    return f")
    return "\n".join(lines) + "\n"


def _compile(count: bool) -> tuple[Callable[[int, int], int], ...]:
    functions = []
    for sq in range(64):
        namespace: dict[str, Callable[[int, int], int]] = {}
        exec(compile(flip_source(sq, count), f"<{__name__}.flip_source({sq}, {count})>", "exec"),
             namespace)
        functions.append(namespace[f"count_flips_{sq}" if count else f"flip_{sq}"])
    return tuple(functions)


# FLIPS[sq](me, opp): the opponent discs flipped by ``me`` playing ``sq`` (``bitboard.flips``).
FLIPS = _compile(count=False)
# COUNT_FLIPS[sq](me, opp): how many there are (``FLIPS[sq](me, opp).bit_count()``).
COUNT_FLIPS = _compile(count=True)


def flip(me: int, opp: int, sq: int) -> int:
    """The opponent discs flipped by ``me`` playing ``sq`` (same as ``bitboard.flips``)."""
    return FLIPS[sq](me, opp)


def perft_fast(me: int, opp: int, depth: int, passed: bool = False) -> int:
    """``bitboard.perft`` with the fast generator: same counts, same algorithm."""
    if depth == 0:
        return 1
    mv = moves(me, opp)
    if not mv:
        if passed:
            return 1
        return perft_fast(opp, me, depth - 1, True)
    if depth == 1:
        return mv.bit_count()
    total = 0
    while mv:
        low = mv & -mv
        mv ^= low
        f = flip(me, opp, low.bit_length() - 1)
        total += perft_fast(opp ^ f, me | f | low, depth - 1)
    return total
