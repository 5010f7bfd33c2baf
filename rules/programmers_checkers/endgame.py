"""Exact values of every position with at most three stones, for each pair of tiles.

Why three stones, and why a table: a capture is what ends a phase of one tile, and with
three stones or fewer at most one capture can still leave a game that goes on (two stones
against one, a capture leaves one against one, whose next capture ends the game). So the
value of such a position depends on the active tile and the next one only, never on a
later draw: it is exact without any chance. And it is what the search cannot see for
itself: two kings against a lone man win in up to 33 plies of manoeuvring, while two kings
against a lone king are a draw in every position where no capture is due (the lone king
always has a square or a flip that escapes, and its own capture of one of them leaves a
king against a king).

Values ignore the 80-ply rule and repetitions (a play that goes on for ever is a draw) and
count the plies to the end: ``+d`` the side to move wins in ``d`` plies (its last capture
included), ``-d`` it loses in ``d``, ``0`` a draw. Optimal play never repeats a position,
so a win of ``d`` plies with at least ``d`` quiet plies left on the 80-ply counter is a win
in the game (men's steps only reset the counter).

Positions are stored with White to move: a position with Black to move is turned half
round (square ``n`` becomes ``33 - n``) and the colours swapped. A stone's code is
``4 * (square - 1) + 2 * king + bit``; the three classes (one stone each, two against one,
one against two) sit one after the other in :data:`SIZE` slots (a pair of one side's stones
is numbered by its two squares in increasing order). Slots of impossible positions (a man
on its own far row, two stones on a square) hold 0 and are never read.

The tables are made by :func:`build` (retrograde analysis over the move graph of each
active tile, the exits valued under the next tile) and shipped, one member per pair of
tiles, in ``resources/programmers_checkers/endgame3.zip``; regenerate with
``python -m rules endgame programmers_checkers --ops AND,OR,XOR --out FILE`` (see the docs).
Only the game's default rules use them (the options change the moves).
"""
from __future__ import annotations

import sys
import zipfile
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

import numpy as np

from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.board import MASK_OF, OPS, SQUARE_OF, singles

CODES = 128
"""Stone codes: 32 squares x (man, king) x (bit 0, bit 1)."""
PAIRS = 32 * 31 // 2 * 16
"""Two stones of one side on two squares (in increasing order), each a man or king and a bit."""
OFFSET_11 = 0
OFFSET_21 = CODES * CODES
OFFSET_12 = OFFSET_21 + PAIRS * CODES
SIZE = OFFSET_12 + CODES * PAIRS
MAX_STONES = 3
_TRI = [[(b * (b - 1)) // 2 + a if a < b else -1 for b in range(32)] for a in range(32)]
_SQ_INDEX = {1 << p: n - 1 for p, n in SQUARE_OF.items()}
"""A single-bit mask to its square index (square number - 1)."""
_MASK = tuple(MASK_OF[n] for n in range(1, 33))


def _code(mask: int, kings: int, ones: int, turned: bool) -> int:
    sq = _SQ_INDEX[mask]
    if turned:
        sq = 31 - sq
    return 4 * sq + (2 if mask & kings else 0) + (1 if mask & ones else 0)


def _pair(c1: int, c2: int) -> int:
    """Two codes of one side (any order) as a pair number."""
    if c1 > c2:
        c1, c2 = c2, c1
    return _TRI[c1 >> 2][c2 >> 2] * 16 + (c1 & 3) * 4 + (c2 & 3)


def index(pos: mg.Position, side: int) -> int | None:
    """The slot of a position with ``side`` to move, or None when it has more than three
    stones or a side without any."""
    men0, kings0, men1, kings1, ones = pos
    own = (men0 | kings0, men1 | kings1)
    mover, other = own[side], own[1 - side]
    a, b = mover.bit_count(), other.bit_count()
    if not a or not b or a + b > MAX_STONES:
        return None
    kings = kings0 | kings1
    turned = side == 1
    mine = [_code(s, kings, ones, turned) for s in singles(mover)]
    theirs = [_code(s, kings, ones, turned) for s in singles(other)]
    if a == 1 and b == 1:
        return OFFSET_11 + mine[0] * CODES + theirs[0]
    if a == 2:
        return OFFSET_21 + _pair(mine[0], mine[1]) * CODES + theirs[0]
    return OFFSET_12 + mine[0] * PAIRS + _pair(theirs[0], theirs[1])


def _decode_code(code: int) -> tuple[int, bool, bool]:
    return _MASK[code >> 2], bool(code & 2), bool(code & 1)


def _position(mine: list[int], theirs: list[int]) -> mg.Position | None:
    """White (to move) with the stones ``mine``, Black with ``theirs`` (codes), or None if
    impossible (a shared square, a man on its far row)."""
    men0 = kings0 = men1 = kings1 = ones = 0
    used = 0
    for codes, white in ((mine, True), (theirs, False)):
        for code in codes:
            mask, king, bit = _decode_code(code)
            if mask & used:
                return None
            used |= mask
            sq = code >> 2
            if not king and (sq < 4 if white else sq >= 28):
                return None
            if white:
                if king:
                    kings0 |= mask
                else:
                    men0 |= mask
            elif king:
                kings1 |= mask
            else:
                men1 |= mask
            if bit:
                ones |= mask
    return men0, kings0, men1, kings1, ones


_PAIR_CODES = [(c1, c2) for c1 in range(CODES) for c2 in range(CODES) if (c1 >> 2) < (c2 >> 2)]
_PAIR_CODES.sort(key=lambda p: _pair(*p))


def positions() -> Iterator[tuple[int, mg.Position]]:
    """Every possible position with White to move and three stones or fewer: (slot, position)."""
    for c1 in range(CODES):
        for c2 in range(CODES):
            pos = _position([c1], [c2])
            if pos is not None:
                yield OFFSET_11 + c1 * CODES + c2, pos
    for p, (c1, c2) in enumerate(_PAIR_CODES):
        for c in range(CODES):
            pos = _position([c1, c2], [c])
            if pos is not None:
                yield OFFSET_21 + p * CODES + c, pos
    for c in range(CODES):
        for p, (c1, c2) in enumerate(_PAIR_CODES):
            pos = _position([c], [c1, c2])
            if pos is not None:
                yield OFFSET_12 + c * PAIRS + p, pos


# --- building -------------------------------------------------------------------------------
WIN_NOW = -1
"""An exit where the capture took the last enemy stone."""


def _lone_kings(pos: mg.Position) -> bool:
    return not (pos[0] | pos[2]) and pos[1].bit_count() == 1 and pos[3].bit_count() == 1


class Graph:
    """The moves of every position under one active tile: quiet moves as edges between
    slots (``starts``/``kids``, the child with Black to move turned into White's), and
    for positions with a capture due (nothing else is legal) the exits it may take."""

    def __init__(self, op: str) -> None:
        table = mg.TABLES[op]
        self.op = op
        starts = np.zeros(SIZE + 1, np.int64)
        kids: list[int] = []
        exit_nodes: list[int] = []
        exit_codes: list[int] = []
        draws: list[int] = []
        self.valid = np.zeros(SIZE, bool)
        for slot, pos in positions():
            self.valid[slot] = True
            if _lone_kings(pos):
                draws.append(slot)  # the rules' draw: no move is ever made from it
                continue
            for move, child in mg.generate(pos, 0, table):
                if move[0] == mg.CAPTURE:
                    exit_nodes.append(slot)
                    exit_codes.append(_exit_code(child))
                else:
                    kids.append(index(child, 1))  # type: ignore[arg-type]
            starts[slot + 1] = len(kids)
        # invalid slots have no moves: carry the count over them
        self.starts = np.maximum.accumulate(starts)
        self.kids = np.array(kids, np.int32)
        self.exit_nodes = np.array(exit_nodes, np.int32)
        self.exit_codes = np.array(exit_codes, np.int32)
        self.draws = np.array(draws, np.int32)


def _exit_code(child: mg.Position) -> int:
    """After White's capture (Black to move in ``child``): a win, or the slot of the
    one-against-one position left (Black to move), to be valued under the next tile (a lone
    king against a lone king is a draw in every table)."""
    if not (child[2] | child[3]):
        return WIN_NOW
    slot = index(child, 1)
    assert slot is not None and slot < OFFSET_21
    return slot


def from_child(v: np.ndarray) -> np.ndarray:
    """A child's value (for its mover) as the value of the move for the parent's mover."""
    out = np.zeros_like(v)
    out[v > 0] = -(v[v > 0] + 1)
    out[v < 0] = -v[v < 0] + 1
    return out


def _score(v: np.ndarray) -> np.ndarray:
    """Order of preference: quick wins, slow wins, draws, slow losses, quick losses."""
    return np.where(v > 0, 1000 - v, np.where(v < 0, -1000 - v, 0))


def solve(graph: Graph, next_values: np.ndarray) -> np.ndarray:
    """The values of every slot under ``graph``'s tile with ``next_values`` (the table of the
    next tile, read for the one-against-one positions an exit leaves)."""
    codes = graph.exit_codes
    exit_values = np.where(codes == WIN_NOW, 1, 0).astype(np.int16)
    inner = codes >= 0
    exit_values[inner] = from_child(next_values[codes[inner]].astype(np.int16))
    return retrograde(SIZE, graph.starts, graph.kids, graph.draws, graph.exit_nodes, exit_values, graph.valid)


def retrograde(size: int, starts: np.ndarray, kids: np.ndarray, draws: np.ndarray, exit_nodes: np.ndarray,
               exit_values: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Values (plies to a won or lost end, 0 a draw) of a game graph of ``size`` nodes: node
    ``i``'s quiet moves lead to ``kids[starts[i]:starts[i + 1]]`` (the child's mover is the
    other side), a node with a capture due has only exits (``exit_nodes[j]`` may take one
    worth ``exit_values[j]`` to it), ``draws`` are decided draws, ``valid`` the real nodes.
    Distances grow one ply per pass: a node is won at ``k`` when a child is lost at
    ``k - 1``, lost when every child is won within ``k - 1``."""
    val = np.zeros(size, np.int16)
    decided = np.zeros(size, bool)
    decided[draws] = True
    order = np.lexsort((_score(exit_values), exit_nodes))  # by node, best last
    nodes = exit_nodes[order]
    last = np.r_[nodes[1:] != nodes[:-1], True]
    val[nodes[last]] = exit_values[order][last]
    decided[nodes[last]] = True
    counts = np.diff(starts)
    quiet = np.nonzero((counts > 0) & ~decided)[0]
    longest_exit = int(np.abs(exit_values).max(initial=0))
    seg_start = starts[:-1][quiet]
    k = 2
    while True:
        cv = val[kids]
        cd = decided[kids]
        lose_now = (cd & (cv == -(k - 1))).astype(np.int8)
        wins = np.maximum.reduceat(lose_now, seg_start) > 0
        all_won = np.minimum.reduceat((cd & (cv > 0) & (cv <= k - 1)).astype(np.int8), seg_start) > 0
        open_ = ~decided[quiet]
        win_k = quiet[open_ & wins]
        loss_k = quiet[open_ & ~wins & all_won]
        val[win_k] = k
        val[loss_k] = -k
        decided[win_k] = True
        decided[loss_k] = True
        # a distance is reached only from the one below it, and exits reach up to longest_exit
        if not len(win_k) and not len(loss_k) and k > longest_exit + 1:
            break
        k += 1
    if k > 127:
        raise ValueError(f"a distance of {k} plies does not fit the tables' bytes")
    val[~valid] = 0
    return val.astype(np.int8)


def build(ops: tuple[str, ...], log: bool = False) -> dict[tuple[str, str], np.ndarray]:
    """Tables for every (active, next) pair of ``ops``: the one-against-one part first
    (its captures end the game, so it does not depend on the next tile), then all."""
    graphs = {}
    for op in ops:
        graphs[op] = Graph(op)
        if log:
            print(f"graph {op}: {len(graphs[op].kids)} quiet moves", file=sys.stderr, flush=True)
    no_next = np.zeros(SIZE, np.int8)
    single = {op: solve(graphs[op], no_next) for op in ops}  # only its 1 v 1 part is right
    out = {}
    for op in ops:
        for nxt in ops:
            out[(op, nxt)] = solve(graphs[op], single[nxt])
            if log:
                print(f"table {op}-{nxt}", file=sys.stderr, flush=True)
    return out


# --- the shipped tables ---------------------------------------------------------------------
def _resources() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) / "resources" if bundle else Path(__file__).resolve().parents[2] / "resources"
    return root / "programmers_checkers"


TABLES_PATH = _resources() / "endgame3.zip"


def member(op: str, nxt: str) -> str:
    return f"{op}-{nxt}.i8"


def write_member(z: zipfile.ZipFile, name: str, data: bytes) -> None:
    """A member with a fixed date, so that the same tables make the same file."""
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_LZMA
    z.writestr(info, data)


def save(tables: dict[tuple[str, str], np.ndarray], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as z:
        for (op, nxt), table in sorted(tables.items()):
            write_member(z, member(op, nxt), table.astype(np.int8).tobytes())


@lru_cache(maxsize=None)
def _shipped_members(path: Path) -> frozenset[str]:
    try:
        with zipfile.ZipFile(path) as z:
            return frozenset(z.namelist())
    except (OSError, zipfile.BadZipFile):
        return frozenset()


@lru_cache(maxsize=16)
def table(op: str, nxt: str, path: Path = TABLES_PATH) -> np.ndarray | None:
    """The table for ``op`` active and ``nxt`` next, or None when it was not shipped."""
    name = member(op, nxt)
    if name not in _shipped_members(path):
        return None
    with zipfile.ZipFile(path) as z:
        data = z.read(name)
    if len(data) != SIZE:
        return None
    return np.frombuffer(data, np.int8)


def probe(pos: mg.Position, side: int, op: str, nxt: str) -> int | None:
    """The exact value for ``side`` (to move) under ``op`` with ``nxt`` next: plies to a won
    (+) or lost (-) end, 0 a draw; None when the position has more than three stones or no
    table covers the tiles."""
    slot = index(pos, side)
    if slot is None:
        return None
    t = table(op, nxt)
    if t is None:
        return None
    return int(t[slot])


assert len(OPS) == 7
