"""The 5x5 board as bitmasks: squares, the 28 lines, threats, the allowed squares, judging.

Every rule of the spec that looks at the board lives here once, as functions of plain
integers (bit ``5*row + col`` is the square of column ``col`` = A..E and row ``row + 1``),
so the state, the exact solver and the search all ask the same code. The functions take
the two players' marks as *own* / *opp* masks so that one function serves both seats.

Spec decisions implemented here (``spec/wildcats.md``, "Decisions"):

* :func:`allowed` - Decisions 1-3 (ban, duty, the ban on one's own single threat);
* :func:`alive` / :func:`judge_marking` - Decision 5 (the draw tests after a marking round).
"""
from __future__ import annotations

import enum
from collections.abc import Iterator

from rules.protocol import Outcome, Termination

SIZE = 5
N_SQUARES = SIZE * SIZE
FULL = (1 << N_SQUARES) - 1
COLUMNS = "ABCDE"


def square_name(index: int) -> str:
    """``0`` -> ``A1``, ``6`` -> ``B2``: column letter, then row number (battleship style)."""
    return f"{COLUMNS[index % SIZE]}{index // SIZE + 1}"


def square_index(name: str) -> int:
    """The inverse of :func:`square_name` (case-insensitive); raises ``ValueError``."""
    text = name.strip().upper()
    if len(text) != 2 or text[0] not in COLUMNS or text[1] not in "12345":
        raise ValueError(f"{name!r} is not a square A1..E5")
    return (int(text[1]) - 1) * SIZE + COLUMNS.index(text[0])


def bits(mask: int) -> Iterator[int]:
    """The square indices set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _build_lines() -> tuple[int, ...]:
    """Every run of four in a row, column or diagonal: 10 + 10 + 4 + 4 = 28."""
    lines: list[int] = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(SIZE):
            for c in range(SIZE):
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < SIZE and 0 <= cc < SIZE for rr, cc in cells):
                    lines.append(sum(1 << (rr * SIZE + cc) for rr, cc in cells))
    return tuple(lines)


LINES: tuple[int, ...] = _build_lines()
"""The 28 lines of four as masks."""
LINES_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(line for line in LINES if line >> sq & 1) for sq in range(N_SQUARES))
"""For each square, the lines that contain it."""


# --- the eight symmetries of the square ------------------------------------------------------
def _symmetry_maps() -> tuple[tuple[int, ...], ...]:
    """``maps[s][sq]``: where symmetry ``s`` sends square ``sq`` (identity first)."""
    n = SIZE - 1
    transforms = (
        lambda r, c: (r, c), lambda r, c: (c, n - r), lambda r, c: (n - r, n - c), lambda r, c: (n - c, r),
        lambda r, c: (r, n - c), lambda r, c: (n - r, c), lambda r, c: (c, r), lambda r, c: (n - c, n - r),
    )
    return tuple(tuple(t(sq // SIZE, sq % SIZE)[0] * SIZE + t(sq // SIZE, sq % SIZE)[1] for sq in range(N_SQUARES))
                 for t in transforms)


SYMMETRY_MAPS = _symmetry_maps()
INVERSE_MAPS = tuple(tuple(m.index(sq) for sq in range(N_SQUARES)) for m in SYMMETRY_MAPS)
# Masks are transformed by table look-ups on three chunks (bits 0-8, 9-16, 17-24), so a
# symmetry of a 25-bit mask costs three look-ups instead of a loop over the squares.
_CHUNKS = ((0, 9), (9, 8), (17, 8))


def _chunk_tables(mapping: tuple[int, ...]) -> tuple[list[int], list[int], list[int]]:
    tables = []
    for shift, width in _CHUNKS:
        table = [0] * (1 << width)
        for value in range(1, 1 << width):
            low = value & -value
            table[value] = table[value ^ low] | (1 << mapping[shift + low.bit_length() - 1])
        tables.append(table)
    return tables[0], tables[1], tables[2]


SYMMETRY_TABLES = tuple(_chunk_tables(m) for m in SYMMETRY_MAPS)


def transform(mask: int, symmetry: int) -> int:
    """``mask`` under symmetry number ``symmetry`` (0..7)."""
    t0, t1, t2 = SYMMETRY_TABLES[symmetry]
    return t0[mask & 511] | t1[(mask >> 9) & 255] | t2[mask >> 17]


assert all(sorted(transform(line, s) for line in LINES) == sorted(LINES) for s in range(8))


# --- rules on masks ------------------------------------------------------------------------------
def threats(own: int, opp: int) -> int:
    """Free squares that would complete four for *own*: lines holding three of own's marks
    and one free square (split threes such as X_XX count: the gap is the threat)."""
    free = FULL & ~(own | opp)
    found = 0
    for line in LINES:
        rest = line & ~own
        if rest and not rest & (rest - 1) and rest & free:
            found |= rest
    return found


def has_four(own: int) -> bool:
    return any(line & own == line for line in LINES)


def fours(own: int) -> list[int]:
    """The completed lines of *own* (for highlighting a win)."""
    return [line for line in LINES if line & own == line]


def allowed(free: int, ban: int, own_threats: int, opp_threats: int) -> int:
    """A player's allowed squares (spec Decisions 1-3), as a mask.

    ``ban`` is the banned square's bit (0: none). 1. free - ban, unless that is empty (the
    ban lapses). 2. Duty: the opponent's threats within that set, if any (always, even when
    the player has threats). 3. A player with exactly one threat may not take it, unless that
    would leave nothing (then the duty wins)."""
    squares = free & ~ban
    if not squares:
        squares = free
    duty = squares & opp_threats
    if duty:
        squares = duty
    if own_threats and not own_threats & (own_threats - 1):
        rest = squares & ~own_threats
        if rest:
            squares = rest
    return squares


def alive(own: int, opp: int) -> bool:
    """Spec Decision 5: some line holds none of the opponent's marks and has at most
    ⌊free/2⌋ empty squares (each marking round gives each player one square)."""
    free = FULL & ~(own | opp)
    cap = free.bit_count() // 2
    return any(not line & opp and (line & free).bit_count() <= cap for line in LINES)


# Reasons of a drawn end, as ``Outcome.detail`` texts.
NO_SQUARES = "no free square"
ONE_SQUARE = "one free square"
class WildCatsEnding(enum.Enum):
    """Wild Cats' own endings (the shared ones are in :class:`~rules.protocol.Termination`)."""

    BOTH_LINES = "both_lines"  # both completed four in the same round: a draw
    BLOCKS = "blocks"          # three blocks in a row: a draw


NOBODY_ALIVE = "nobody can complete four"
BOTH_FOURS = "both completed four"
THREE_BLOCKS = "three blocks in a row"
SCORES = {0: (1.0, 0.0), 1: (0.0, 1.0), None: (0.5, 0.5)}


def judge_marking(x: int, o: int) -> Outcome | None:
    """The end tests after a marking round, in the spec's order, or None if play goes on:
    both fours is a draw, one four wins; then the draw tests of Decision 5 (at most one free
    square; nobody alive)."""
    x_four, o_four = has_four(x), has_four(o)
    if x_four and o_four:
        return Outcome(WildCatsEnding.BOTH_LINES, None, SCORES[None], BOTH_FOURS)
    if x_four or o_four:
        winner = 0 if x_four else 1
        return Outcome(Termination.NORMAL, winner, SCORES[winner], f"{'XO'[winner]} completed four")
    free = (FULL & ~(x | o)).bit_count()
    if free <= 1:
        return Outcome(Termination.NO_WIN_LEFT, None, SCORES[None], ONE_SQUARE if free else NO_SQUARES)
    if not alive(x, o) and not alive(o, x):
        return Outcome(Termination.NO_WIN_LEFT, None, SCORES[None], NOBODY_ALIVE)
    return None


def judge_position(x: int, o: int, blocks: int) -> Outcome | None:
    """The end tests of a position given as text (a start position): a position cannot be
    told from one reached by a marking round, so the same tests apply, and three blocks
    already counted end it as well."""
    marked = judge_marking(x, o)
    if marked is not None and marked.termination is not Termination.NO_WIN_LEFT:
        return marked
    if blocks >= 3:
        return Outcome(WildCatsEnding.BLOCKS, None, SCORES[None], THREE_BLOCKS)
    return marked


def parse_position(text: str) -> tuple[int, int, int | None, int]:
    """``XXX.O/XOXX./XOOXX/..OXO/XXXOO [ban=C3] [blocks=N]`` -> ``(x, o, ban, blocks)``.

    Five groups of five characters separated by ``/``, the first group is row 1, columns A..E
    left to right, ``X``, ``O`` or ``.`` (``-`` and ``_`` are read as ``.``, case ignored).
    Raises ``ValueError`` with the reason."""
    parts = text.split()
    if not parts:
        raise ValueError("empty position text")
    rows = parts[0].split("/")
    if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
        raise ValueError(f"{parts[0]!r}: expected five groups of five characters separated by '/'")
    x = o = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row.upper()):
            bit = 1 << (r * SIZE + c)
            if ch == "X":
                x |= bit
            elif ch == "O":
                o |= bit
            elif ch not in ".-_":
                raise ValueError(f"{ch!r} in {parts[0]!r}: use X, O or .")
    ban: int | None = None
    blocks = 0
    seen: set[str] = set()
    for extra in parts[1:]:
        key, eq, value = extra.partition("=")
        key = key.lower()
        if not eq or key not in ("ban", "blocks") or key in seen:
            raise ValueError(f"{extra!r}: expected ban=SQUARE or blocks=N (once each)")
        seen.add(key)
        if key == "ban":
            if value.lower() in ("", "-", "none"):
                continue
            ban = square_index(value)
            if (x | o) >> ban & 1:
                raise ValueError(f"ban={value}: the banned square must be free")
        else:
            if value not in ("0", "1", "2", "3"):
                raise ValueError(f"blocks={value}: expected 0..3 consecutive blocks")
            blocks = int(value)
    return x, o, ban, blocks


def position_text(x: int, o: int, ban: int | None = None, blocks: int = 0) -> str:
    """The inverse of :func:`parse_position`; ``ban``/``blocks`` are written when present."""
    rows = []
    for r in range(SIZE):
        row = ""
        for c in range(SIZE):
            bit = 1 << (r * SIZE + c)
            row += "X" if x & bit else "O" if o & bit else "."
        rows.append(row)
    text = "/".join(rows)
    if ban is not None:
        text += f" ban={square_name(ban)}"
    if blocks:
        text += f" blocks={blocks}"
    return text
