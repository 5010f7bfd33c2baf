"""Exact values of every position of four kings (three against one, two against two), for
each pair of tiles.

Why kings only: the long endings of this game are fights of kings, and four stones are one
more than :mod:`.endgame` holds. Three kings against a lone king win in about two positions
of five under OR (perfect defence), two against one never: the Expert must know which side
of that line a trade leaves it on. With men as well the four-stone positions are fourteen
times as many and their values would depend on a tile not yet drawn; with kings only they
do not: a capture leaves two kings against one (whose values depend on the active tile
alone: its only exits are the last capture and a king against a king) or ends the game.

The same conventions as :mod:`.endgame`: ``+d`` the side to move wins in ``d`` plies, ``-d``
loses, ``0`` a draw; the 80-ply rule and repetitions left out; White to move (a position
with Black to move has its colours swapped: kings move alike both ways). The board's four
symmetries (the half turn and the reflections in the two long diagonals) map kings'
positions to positions of the same value, so only the smallest index of each class of
four is stored: the list of those indices (``slots``) and one byte per entry per pair of
tiles, in ``resources/programmers_checkers/kings4.zip``. Regenerate with
``python -m rules endgame programmers_checkers --kings4`` (see the docs).
"""
from __future__ import annotations

import sys
import zipfile
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import numpy as np

from rules.programmers_checkers import endgame
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.board import MASK_OF, coords, square_at

STONES = 4
TRIPLES = 32 * 31 * 30 // 6
PAIRS = 32 * 31 // 2
SIZE_31 = TRIPLES * 8 * 64
SIZE_22 = (PAIRS * 4) ** 2
OFFSET_31, OFFSET_22, OFFSET_13 = 0, SIZE_31, SIZE_31 + SIZE_22
SIZE = OFFSET_13 + 64 * TRIPLES * 8

_C2 = np.array([s * (s - 1) // 2 for s in range(32)], np.int64)
_C3 = np.array([s * (s - 1) * (s - 2) // 6 for s in range(32)], np.int64)
_TRIPLE_SQUARES = np.array([(a, b, c) for c in range(32) for b in range(c) for a in range(b)], np.int64)
_TRIPLE_SQUARES = _TRIPLE_SQUARES[np.argsort(_C3[_TRIPLE_SQUARES[:, 2]] + _C2[_TRIPLE_SQUARES[:, 1]]
                                             + _TRIPLE_SQUARES[:, 0])]
_PAIR_SQUARES = np.array([(a, b) for b in range(32) for a in range(b)], np.int64)
_PAIR_SQUARES = _PAIR_SQUARES[np.argsort(_C2[_PAIR_SQUARES[:, 1]] + _PAIR_SQUARES[:, 0])]


_Map = Callable[[int, int], tuple[int, int]]
"""(file, rank) to (file, rank)."""


def _symmetries() -> np.ndarray:
    """The four maps of square indices (0..31) that keep the dark squares and kings' moves."""
    maps: tuple[_Map, ...] = (lambda f, r: (f, r), lambda f, r: (7 - f, 9 - r), lambda f, r: (r - 1, f + 1),
                              lambda f, r: (8 - r, 8 - f))
    out = []
    for m in maps:
        row = []
        for n in range(1, 33):
            target = square_at(*m(*coords(n)))
            assert target is not None
            row.append(target - 1)
        out.append(row)
    return np.array(out, np.int64)


SYMMETRIES = _symmetries()
_MASK = np.array([MASK_OF[n] for n in range(1, 33)], np.int64)


def _group(squares: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """The number of a group of one side's kings (rows of squares and bits, any order):
    sorted by square, the bits in that order."""
    k = squares.shape[1]
    order = np.argsort(squares, axis=1)
    sq = np.take_along_axis(squares, order, axis=1)
    bt = np.take_along_axis(bits, order, axis=1)
    group: np.ndarray
    if k == 1:
        group = sq[:, 0] * 2 + bt[:, 0]
    elif k == 2:
        group = (_C2[sq[:, 1]] + sq[:, 0]) * 4 + bt[:, 0] * 2 + bt[:, 1]
    else:
        group = (_C3[sq[:, 2]] + _C2[sq[:, 1]] + sq[:, 0]) * 8 + bt[:, 0] * 4 + bt[:, 1] * 2 + bt[:, 2]
    return group


def encode(mover_sq: np.ndarray, mover_bits: np.ndarray, other_sq: np.ndarray, other_bits: np.ndarray) -> np.ndarray:
    """Indices of positions (White to move) from their kings' squares (0..31) and bits."""
    a, b = mover_sq.shape[1], other_sq.shape[1]
    gm, go = _group(mover_sq, mover_bits), _group(other_sq, other_bits)
    index: np.ndarray
    if (a, b) == (3, 1):
        index = OFFSET_31 + gm * 64 + go
    elif (a, b) == (2, 2):
        index = OFFSET_22 + gm * (PAIRS * 4) + go
    else:
        index = OFFSET_13 + gm * (TRIPLES * 8) + go
    return index


def canonical(mover_sq: np.ndarray, mover_bits: np.ndarray, other_sq: np.ndarray, other_bits: np.ndarray) -> np.ndarray:
    """The smallest index among a position's images under :data:`SYMMETRIES`."""
    smallest: np.ndarray = np.min([encode(g[mover_sq], mover_bits, g[other_sq], other_bits) for g in SYMMETRIES],
                                  axis=0)
    return smallest


def decode(index: np.ndarray) -> tuple[int, int, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The inverse of :func:`encode` for indices of one class (all below OFFSET_22, all in
    the two-against-two range, or all from OFFSET_13 on)."""
    index = np.asarray(index, np.int64)
    first = int(index.flat[0]) if index.size else 0

    def triple(g: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        sq = _TRIPLE_SQUARES[g // 8]
        bits = np.stack([(g >> 2) & 1, (g >> 1) & 1, g & 1], axis=1)
        return sq, bits

    def pair(g: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        sq = _PAIR_SQUARES[g // 4]
        bits = np.stack([(g >> 1) & 1, g & 1], axis=1)
        return sq, bits

    def single(g: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return (g // 2)[:, None], (g & 1)[:, None]

    if first < OFFSET_22:
        ms, mb = triple(index // 64)
        os_, ob = single(index % 64)
        return 3, 1, ms, mb, os_, ob
    if first < OFFSET_13:
        i = index - OFFSET_22
        ms, mb = pair(i // (PAIRS * 4))
        os_, ob = pair(i % (PAIRS * 4))
        return 2, 2, ms, mb, os_, ob
    i = index - OFFSET_13
    ms, mb = single(i // (TRIPLES * 8))
    os_, ob = triple(i % (TRIPLES * 8))
    return 1, 3, ms, mb, os_, ob


def all_canonical() -> np.ndarray:
    """Every canonical index (sorted): kings on four different squares, smallest image."""
    out = []
    for lo, hi in ((OFFSET_31, OFFSET_22), (OFFSET_22, OFFSET_13), (OFFSET_13, SIZE)):
        index = np.arange(lo, hi, dtype=np.int64)
        _, _, ms, mb, os_, ob = decode(index)
        squares = np.concatenate([ms, os_], axis=1)
        s = np.sort(squares, axis=1)
        distinct = np.all(s[:, 1:] != s[:, :-1], axis=1)
        index, ms, mb, os_, ob = index[distinct], ms[distinct], mb[distinct], os_[distinct], ob[distinct]
        out.append(index[canonical(ms, mb, os_, ob) == index])
    return np.concatenate(out)


def positions_of(slots: np.ndarray) -> list[mg.Position]:
    """The bitboards of sorted indices (White to move)."""
    out: list[mg.Position] = []
    for lo, hi in ((OFFSET_31, OFFSET_22), (OFFSET_22, OFFSET_13), (OFFSET_13, SIZE)):
        part = slots[(slots >= lo) & (slots < hi)]
        if not len(part):
            continue
        _, _, ms, mb, os_, ob = decode(part)
        kings0 = _MASK[ms].sum(axis=1)
        kings1 = _MASK[os_].sum(axis=1)
        ones = (_MASK[ms] * mb).sum(axis=1) + (_MASK[os_] * ob).sum(axis=1)
        out.extend((0, k0, 0, k1, o) for k0, k1, o in zip(kings0.tolist(), kings1.tolist(), ones.tolist()))
    return out


_SQ_INDEX = {int(m): i for i, m in enumerate(_MASK)}
_C2_PY = [int(x) for x in _C2]
_C3_PY = [int(x) for x in _C3]
_SYM_PY = [[int(x) for x in row] for row in SYMMETRIES]


def _group_py(stones: list[tuple[int, int]]) -> int:
    """:func:`_group` for one group of (square, bit), in plain Python (the search's probes)."""
    stones.sort()
    if len(stones) == 1:
        return stones[0][0] * 2 + stones[0][1]
    if len(stones) == 2:
        (a, x), (b, y) = stones
        return (_C2_PY[b] + a) * 4 + x * 2 + y
    (a, x), (b, y), (c, z) = stones
    return (_C3_PY[c] + _C2_PY[b] + a) * 8 + x * 4 + y * 2 + z


def _encode_py(mover: list[tuple[int, int]], other: list[tuple[int, int]]) -> int:
    gm, go = _group_py(mover), _group_py(other)
    if len(mover) == 3:
        return OFFSET_31 + gm * 64 + go
    if len(mover) == 2:
        return OFFSET_22 + gm * (PAIRS * 4) + go
    return OFFSET_13 + gm * (TRIPLES * 8) + go


def _stones(board: int, ones: int) -> list[tuple[int, int]]:
    out = []
    while board:
        low = board & -board
        board ^= low
        out.append((_SQ_INDEX[low], 1 if low & ones else 0))
    return out


def index_of(pos: mg.Position, side: int) -> int | None:
    """The canonical index of a position of four kings with ``side`` to move, or None when it
    is not one (a man, another number of stones, a side without any)."""
    men0, kings0, men1, kings1, ones = pos
    if men0 or men1:
        return None
    mover, other = (kings0, kings1) if side == 0 else (kings1, kings0)
    a, b = mover.bit_count(), other.bit_count()
    if a + b != STONES or not a or not b:
        return None
    ms, os_ = _stones(mover, ones), _stones(other, ones)
    return min(_encode_py([(g[q], x) for q, x in ms], [(g[q], x) for q, x in os_]) for g in _SYM_PY)


# --- building -------------------------------------------------------------------------------
DRAW_NOW = -2
"""An exit into a lone king against a lone king."""


class Graph:
    """The moves of every canonical position under one active tile (see :class:`.endgame.Graph`):
    quiet moves as edges between entries of ``slots``, exits as three-stone slots."""

    def __init__(self, op: str, slots: np.ndarray) -> None:
        table = mg.TABLES[op]
        n = len(slots)
        starts = np.zeros(n + 1, np.int64)
        raw: list[int] = []
        exit_nodes: list[int] = []
        exit_codes: list[int] = []
        for i, pos in enumerate(positions_of(slots)):
            for move, child in mg.generate(pos, 0, table):
                if move[0] == mg.CAPTURE:
                    exit_nodes.append(i)
                    exit_codes.append(_exit_code(child))
                else:
                    raw.append(_raw_index(child))
            starts[i + 1] = len(raw)
        self.starts = starts
        self.kids = _canonical_entries(np.array(raw, np.int64), slots)
        self.exit_nodes = np.array(exit_nodes, np.int32)
        self.exit_codes = np.array(exit_codes, np.int32)


def _raw_index(child: mg.Position) -> int:
    """The (not yet canonical) index of a quiet move's child, Black to move: colours swapped."""
    _, kings0, _, kings1, ones = child
    return _encode_py(_stones(kings1, ones), _stones(kings0, ones))


def _canonical_entries(raw: np.ndarray, slots: np.ndarray) -> np.ndarray:
    """Entries (positions in ``slots``) of the canonical forms of raw indices."""
    out = np.empty(len(raw), np.int32)
    for lo, hi in ((OFFSET_31, OFFSET_22), (OFFSET_22, OFFSET_13), (OFFSET_13, SIZE)):
        where = np.nonzero((raw >= lo) & (raw < hi))[0]
        if not len(where):
            continue
        _, _, ms, mb, os_, ob = decode(raw[where])
        canon = canonical(ms, mb, os_, ob)
        entry = np.searchsorted(slots, canon)
        assert np.all(slots[entry] == canon)
        out[where] = entry
    return out


def _exit_code(child: mg.Position) -> int:
    """After White's capture (Black to move): a win, a king against a king, or the slot of
    the three-stone position left (two kings against one: its value depends on the active
    tile only)."""
    if not child[3]:
        return endgame.WIN_NOW
    if child[1].bit_count() + child[3].bit_count() == 2:
        return DRAW_NOW
    slot = endgame.index(child, 1)
    assert slot is not None
    return slot


def build(ops: tuple[str, ...], three: dict[tuple[str, str], np.ndarray], log: bool = False
          ) -> tuple[np.ndarray, dict[tuple[str, str], np.ndarray]]:
    """The canonical slots and the table of every (active, next) pair of ``ops``; ``three``
    holds the three-stone tables (any next tile will do for kings: their values do not
    depend on it)."""
    slots = all_canonical()
    if log:
        print(f"four kings: {len(slots)} canonical positions", file=sys.stderr, flush=True)
    tables = {}
    for op in ops:
        graph = Graph(op, slots)
        if log:
            print(f"four kings, graph {op}: {len(graph.kids)} quiet moves", file=sys.stderr, flush=True)
        for nxt in ops:
            after = three[(nxt, nxt)]
            codes = graph.exit_codes
            values = np.zeros(len(codes), np.int16)
            values[codes == endgame.WIN_NOW] = 1
            inner = codes >= 0
            values[inner] = endgame.from_child(after[codes[inner]].astype(np.int16))
            valid = np.ones(len(slots), bool)
            tables[(op, nxt)] = endgame.retrograde(len(slots), graph.starts, graph.kids, np.zeros(0, np.int64),
                                                   graph.exit_nodes, values, valid)
            if log:
                print(f"four kings, table {op}-{nxt}", file=sys.stderr, flush=True)
    return slots, tables


# --- the shipped tables ---------------------------------------------------------------------
TABLES_PATH = endgame.TABLES_PATH.parent / "kings4.zip"
SLOTS_MEMBER = "slots.u32"


def save(slots: np.ndarray, tables: dict[tuple[str, str], np.ndarray], path: Path) -> None:
    """The slots as gaps between consecutive indices (small numbers compress well)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    gaps = np.diff(np.r_[0, slots]).astype(np.uint32)
    with zipfile.ZipFile(path, "w") as z:
        endgame.write_member(z, SLOTS_MEMBER, gaps.tobytes())
        for (op, nxt), table in sorted(tables.items()):
            endgame.write_member(z, endgame.member(op, nxt), table.astype(np.int8).tobytes())


@lru_cache(maxsize=2)
def _slots(path: Path) -> np.ndarray | None:
    try:
        with zipfile.ZipFile(path) as z:
            gaps = np.frombuffer(z.read(SLOTS_MEMBER), np.uint32)
    except (OSError, KeyError, zipfile.BadZipFile):
        return None
    return np.cumsum(gaps.astype(np.int64))


@lru_cache(maxsize=16)
def table(op: str, nxt: str, path: Path = TABLES_PATH) -> np.ndarray | None:
    slots = _slots(path)
    if slots is None:
        return None
    try:
        with zipfile.ZipFile(path) as z:
            data = z.read(endgame.member(op, nxt))
    except (OSError, KeyError, zipfile.BadZipFile):
        return None
    if len(data) != len(slots):
        return None
    return np.frombuffer(data, np.int8)


def probe(pos: mg.Position, side: int, op: str, nxt: str) -> int | None:
    """The exact value for ``side`` (to move) of a position of four kings, or None."""
    if pos[0] | pos[2]:
        return None
    index = index_of(pos, side)
    if index is None:
        return None
    t = table(op, nxt)
    if t is None:
        return None
    slots = _slots(TABLES_PATH)
    assert slots is not None
    entry = int(np.searchsorted(slots, index))
    return int(t[entry])
