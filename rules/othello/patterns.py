"""Pattern-table evaluation (Logistello/Edax style): the board is read through 46 small
windows, each window's contents (base-3: empty / mover's / opponent's) index a table of
learned values, and the values are summed, with the 19 features of :mod:`.evaluation`
(mobility, frontier...) fitted alongside; one set of tables per game stage of 4 empties.

Patterns (each listed with the squares of one instance, in digit order; the others are its
images under the board's symmetries, and all instances of a pattern share one table):

==========  ============================================  =========
name        squares of the first instance                 instances
==========  ============================================  =========
edge2x      a1..h1, b2, g2 (an edge and its X-squares)    4
corner33    a1 b1 c1 / a2 b2 c2 / a3 b3 c3                4
corner25    a1..e1 / a2..e2                               8
hv2..hv4    the 2nd, 3rd and 4th rows and columns         4 each
d8          a1-h8 and h1-a8                               2
d7..d4      diagonals of 7..4 squares                     4 each
==========  ============================================  =========

Why it is computed like this (pure Python: every operation counts). A window's index is
never built square by square: the board (one integer per side) is first turned into its
eight symmetric images (byte swap, a byte-wise bit reversal with ``bytes.translate``, and
a three-step transpose), so that every instance becomes the *first* instance read on one of
the images; the first instance's squares are picked up with one to three shift-and-mask
steps (rows and corners) or one multiplication (diagonals: ``(b & diag) * 0x0101..01``
gathers a diagonal's bits into the top byte), and ``TERNARY[bits]`` turns a binary number
into the base-3 number with the same digits, so an index is ``T[mine] + 2 * T[theirs]``.
The code doing this for all 46 windows is generated at import (:func:`source`) with the
masks written in as constants, and checked against a plain square-by-square reading
(:func:`indices_reference`) by the tests.

Each instance reads its squares in its own order, the image of the first instance's order
under its symmetry, so one table serves all of them; a pattern that maps onto itself under
a symmetry (a row reversed, a 3x3 corner transposed) has entries that must be equal, and
the fit (:mod:`.patternfit`) ties them (:func:`canonical_map`).

The value of a position for the side to move (in discs) is the sum of its 46 table entries
plus the stage's weights times the 19 features of :mod:`.evaluation` (mobility, frontier,
stable edges, ...), fitted together (:mod:`.patternfit`): with the few thousand games a
pure-Python run can play, the tables alone overfit, and the features carry what they miss.
:meth:`PatternEvaluator.child_value` scores the moves of a node from the node's indices
updated incrementally (only the windows through the squares that changed), which is what
the search's last ply and the solver's move ordering need.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal, cast, overload

import numpy as np


N_STAGES = 16
STAGE_WIDTH = 4


def stage_of(empties: int) -> int:
    """Stages of 4 empties ending on a multiple of 4: 0 | 1-4 | ... | 13-16 | 17-20 | ...
    | 57-60. The training games are solved exactly from 16 empties, so the stage 13-16 is
    fitted on exact labels only, not mixed with the noisier labels of 17-19 empties."""
    return (min(empties, 60) + STAGE_WIDTH - 1) // STAGE_WIDTH


STAGE_OF = tuple(stage_of(e) for e in range(65))


def _sq(name: str) -> int:
    return (int(name[1]) - 1) * 8 + ord(name[0]) - ord("a")


def _squares(names: str) -> tuple[int, ...]:
    return tuple(_sq(n) for n in names.split())


# (name, squares of the first instance in digit order, views giving the other instances)
PATTERNS: tuple[tuple[str, tuple[int, ...], tuple[str, ...]], ...] = (
    ("edge2x", _squares("a1 b1 c1 d1 e1 f1 g1 h1 b2 g2"), ("id", "v", "t", "tv")),
    ("corner33", _squares("a1 b1 c1 a2 b2 c2 a3 b3 c3"), ("id", "v", "h", "vh")),
    ("corner25", _squares("a1 b1 c1 d1 e1 a2 b2 c2 d2 e2"),
     ("id", "v", "h", "vh", "t", "tv", "th", "tvh")),
    ("hv2", _squares("a2 b2 c2 d2 e2 f2 g2 h2"), ("id", "v", "t", "tv")),
    ("hv3", _squares("a3 b3 c3 d3 e3 f3 g3 h3"), ("id", "v", "t", "tv")),
    ("hv4", _squares("a4 b4 c4 d4 e4 f4 g4 h4"), ("id", "v", "t", "tv")),
    ("d8", _squares("a1 b2 c3 d4 e5 f6 g7 h8"), ("id", "h")),
    ("d7", _squares("b1 c2 d3 e4 f5 g6 h7"), ("id", "v", "h", "vh")),
    ("d6", _squares("c1 d2 e3 f4 g5 h6"), ("id", "v", "h", "vh")),
    ("d5", _squares("d1 e2 f3 g4 h5"), ("id", "v", "h", "vh")),
    ("d4", _squares("e1 f2 g3 h4"), ("id", "v", "h", "vh")),
)
PATTERN_NAMES = tuple(p[0] for p in PATTERNS)
PATTERN_SIZES = tuple(len(p[1]) for p in PATTERNS)
# instance number -> pattern number, in the order indices() returns them
INSTANCE_PATTERN = tuple(i for i, p in enumerate(PATTERNS) for _ in p[2])
N_INSTANCES = len(INSTANCE_PATTERN)

_REV8 = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))


def vflip(b: int) -> int:
    """Rows reversed (a1 <-> a8)."""
    return int.from_bytes(b.to_bytes(8, "little"), "big")


def hflip(b: int) -> int:
    """Columns reversed (a1 <-> h1)."""
    return int.from_bytes(b.to_bytes(8, "little").translate(_REV8), "little")


def transpose(b: int) -> int:
    """Mirrored in the a1-h8 diagonal (b1 <-> a2)."""
    t = 0x0F0F0F0F00000000 & (b ^ (b << 28))
    b ^= t ^ (t >> 28)
    t = 0x3333000033330000 & (b ^ (b << 14))
    b ^= t ^ (t >> 14)
    t = 0x5500550055005500 & (b ^ (b << 7))
    return b ^ t ^ (t >> 7)


VIEWS: dict[str, Callable[[int], int]] = {
    "id": lambda b: b,
    "v": vflip,
    "h": hflip,
    "vh": lambda b: vflip(hflip(b)),
    "t": transpose,
    "tv": lambda b: vflip(transpose(b)),
    "th": lambda b: hflip(transpose(b)),
    "tvh": lambda b: vflip(hflip(transpose(b))),
}
SYMMETRIES = tuple(VIEWS.values())


def _preimage(view: Callable[[int], int], sq: int) -> int:
    """The square that ``view`` moves onto ``sq``."""
    for s in range(64):
        if view(1 << s) == 1 << sq:
            return s
    raise AssertionError(sq)


def instance_squares() -> list[tuple[int, ...]]:
    """Every instance's squares in digit order (the order :func:`indices` reads them)."""
    return [tuple(_preimage(VIEWS[v], q) for q in base)
            for _, base, views in PATTERNS for v in views]


INSTANCE_SQUARES = instance_squares()
TERNARY = tuple(sum(3 ** k for k in range(10) if b >> k & 1) for b in range(1 << 10))


def indices_reference(me: int, opp: int) -> list[int]:
    """The 46 indices, square by square (slow; the definition :func:`indices` must match)."""
    out = []
    for squares in INSTANCE_SQUARES:
        idx = 0
        for k, sq in enumerate(squares):
            if me >> sq & 1:
                idx += 3 ** k
            elif opp >> sq & 1:
                idx += 2 * 3 ** k
        out.append(idx)
    return out


def _gather(base: Sequence[int], var: str) -> str:
    """Expression picking the squares ``base`` (digit order) out of board ``var`` into the
    low bits, digit k at bit k."""
    cols = [sq % 8 for sq in base]
    if len(set(cols)) == len(base) and cols == sorted(cols) and \
            len({sq // 8 for sq in base}) == len(base):  # a diagonal: one multiplication
        mask = sum(1 << sq for sq in base)
        return f"(({var} & {mask:#x}) * 0x101010101010101 >> {56 + cols[0]} & {(1 << len(base)) - 1:#x})"
    terms = []
    k = 0
    while k < len(base):
        j = k
        while j + 1 < len(base) and base[j + 1] == base[j] + 1:
            j += 1
        shift = base[k] - k
        mask = ((1 << (j - k + 1)) - 1) << k
        if shift > 0:
            terms.append(f"({var} >> {shift} & {mask:#x})")
        elif shift < 0:
            terms.append(f"({var} << {-shift} & {mask:#x})")
        else:
            terms.append(f"({var} & {mask:#x})")
        k = j + 1
    return "(" + " | ".join(terms) + ")"


_VIEW_CODE = {
    "id": "{b}",
    "v": "int.from_bytes({b}.to_bytes(8, 'little'), 'big')",
    "h": "int.from_bytes({b}.to_bytes(8, 'little').translate(REV8), 'little')",
    "vh": "int.from_bytes({b}_h.to_bytes(8, 'little'), 'big')",
    # "t", the transpose, takes steps: see _view_lines
    "tv": "int.from_bytes({b}_t.to_bytes(8, 'little'), 'big')",
    "th": "int.from_bytes({b}_t.to_bytes(8, 'little').translate(REV8), 'little')",
    "tvh": "int.from_bytes({b}_th.to_bytes(8, 'little'), 'big')",
}


def _view_lines(b: str) -> list[str]:
    """Lines computing the seven other images of board ``b`` (``b_h``, ``b_v``, ...)."""
    lines = [f"    {b}_{v} = " + _VIEW_CODE[v].format(b=b) for v in ("h", "v", "vh")]
    lines += [f"    x = 0x0F0F0F0F00000000 & ({b} ^ ({b} << 28))",
              f"    {b}_t = {b} ^ x ^ (x >> 28)",
              f"    x = 0x3333000033330000 & ({b}_t ^ ({b}_t << 14))",
              f"    {b}_t ^= x ^ (x >> 14)",
              f"    x = 0x5500550055005500 & ({b}_t ^ ({b}_t << 7))",
              f"    {b}_t ^= x ^ (x >> 7)"]
    lines += [f"    {b}_{v} = " + _VIEW_CODE[v].format(b=b) for v in ("tv", "th", "tvh")]
    return lines


def _index_exprs() -> list[str]:
    out = []
    for _, base, views in PATTERNS:
        for v in views:
            m = "me" if v == "id" else f"me_{v}"
            o = "opp" if v == "id" else f"opp_{v}"
            out.append(f"T[{_gather(base, m)}] + 2 * T[{_gather(base, o)}]")
    return out


def source(kind: str) -> str:
    """Python source of ``indices`` (``kind="indices"``: the list of the 46 indices) or of
    ``evaluate`` (``kind="evaluate"``: bias + the sum of the table entries, tables given)."""
    if kind == "indices":
        lines = ["def indices(me, opp, T=TERNARY, REV8=REV8):"]
    else:
        names = ", ".join(f"w_{n}" for n in PATTERN_NAMES)
        lines = [f"def evaluate(me, opp, bias, {names}, T=TERNARY, REV8=REV8):"]
    lines += _view_lines("me") + _view_lines("opp")
    exprs = _index_exprs()
    if kind == "indices":
        lines.append("    return [")
        lines += [f"        {e}," for e in exprs]
        lines.append("    ]")
    else:
        lines.append("    return (bias")
        lines += [f"        + w_{PATTERN_NAMES[INSTANCE_PATTERN[i]]}[{e}]"
                  for i, e in enumerate(exprs)]
        lines.append("    )")
    return "\n".join(lines) + "\n"


def _sum_source() -> str:
    """Source of ``table_sum(idx, bias, w_edge2x, ...)``: bias + the 46 entries of ``idx``."""
    names = ", ".join(f"w_{n}" for n in PATTERN_NAMES)
    terms = "".join(f"\n        + w_{PATTERN_NAMES[p]}[idx[{i}]]"
                    for i, p in enumerate(INSTANCE_PATTERN))
    return f"def table_sum(idx, bias, {names}):\n    return (bias{terms})\n"


def _compile(kind: str) -> Callable[..., Any]:
    namespace: dict[str, object] = {"TERNARY": TERNARY, "REV8": _REV8}
    text = _sum_source() if kind == "sum" else source(kind)
    exec(compile(text, f"<{__name__}.source({kind!r})>", "exec"), namespace)
    # generated source: its signature is in the text above, which mypy cannot read
    return cast(Callable[..., Any], namespace["table_sum" if kind == "sum" else kind])


indices: Callable[[int, int], list[int]] = _compile("indices")
_evaluate: Callable[..., float] = _compile("evaluate")
_table_sum: Callable[..., float] = _compile("sum")

# Incremental updates: for each square, the (instance, 3^digit) pairs of the windows through it.
SQUARE_INSTANCES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((i, 3 ** squares.index(sq)) for i, squares in enumerate(INSTANCE_SQUARES)
          if sq in squares)
    for sq in range(64))


# The same with 2 * 3^digit: a square becoming the opponent's (digit 0 -> 2).
SQUARE_INSTANCES_2 = tuple(tuple((i, 2 * p) for i, p in pairs) for pairs in SQUARE_INSTANCES)


def child_indices(base: Sequence[int], sq: int, flipped: int) -> list[int]:
    """Indices of the position after ``me`` plays ``sq`` flipping ``flipped``, seen by the
    next mover, from ``base = indices(opp, me)`` (the position before the move, seen by
    that same next mover): the placed square goes 0 -> 2 (now the next mover's opponent's),
    each flipped disc 1 -> 2. Only the windows through those squares change."""
    idx = list(base)
    for i, p in SQUARE_INSTANCES_2[sq]:
        idx[i] += p
    while flipped:
        low = flipped & -flipped
        flipped ^= low
        for i, p in SQUARE_INSTANCES[low.bit_length() - 1]:
            idx[i] += p
    return idx


def canonical_map(pattern: int) -> np.ndarray:
    """For each index of the pattern, the smallest index of a configuration equivalent to it
    under the symmetries that map the pattern's squares onto themselves (equal weights)."""
    _, base, _ = PATTERNS[pattern]
    n = len(base)
    idx = np.arange(3 ** n)
    digits = [idx // 3 ** k % 3 for k in range(n)]
    best = idx.copy()
    position = {sq: k for k, sq in enumerate(base)}
    for sym in SYMMETRIES:
        image = [_preimage(sym, sq) for sq in base]
        if set(image) != set(base):
            continue
        other = sum(digits[k] * 3 ** position[image[k]] for k in range(n))
        best = np.minimum(best, other)
    return best


# ------------------------------------------------------------------ weights
def resources_root() -> Path:
    from rules.othello.evaluation import resources_root as root
    return root()


PATTERN_WEIGHTS_PATH = resources_root() / "othello" / "patterns.npz"


class PatternWeights:
    """The tables of every stage as Python lists (fast to index), in discs, and the
    per-stage weights of the 19 features of :mod:`.evaluation` that go with them.

    The tables hold 2.7 M entries in all (22 MB of list slots) but only a few tens of
    thousands of distinct values (they are stored as multiples of 1/128 disc), so equal
    values share one float object instead of 2.7 M objects of 24 bytes each. Loading takes
    about 0.35 CPU s and raises the process's peak memory by about 45 MB."""

    def __init__(self, tables: list[list[np.ndarray]], bias: np.ndarray,
                 features: np.ndarray | None = None) -> None:
        # tables[stage][pattern]: float array of 3**size entries; features: stages x 19
        self.stages: list[tuple[object, ...]] = []
        shared: dict[float, float] = {}
        for s in range(N_STAGES):
            lists = []
            for t in tables[s]:
                values = t.tolist()
                lists.append([shared.setdefault(v, v) for v in values])
            self.stages.append((float(bias[s]), *lists))
        self.features = features

    @classmethod
    def load(cls, path: Path | None = None) -> "PatternWeights":
        """Read ``patterns.npz``: per pattern an int16 array (stages x canonical entries),
        the canonical map expands it to the full table; values are ``scale`` discs each."""
        tables, bias, features = load_tables(path, with_features=True)
        return cls(tables, bias, features)


Tables = list[list[np.ndarray]]
"""tables[stage][pattern]: a float array over all the pattern's indices."""


@overload
def load_tables(path: Path | None = None, with_features: Literal[False] = False) -> tuple[Tables, np.ndarray]: ...


@overload
def load_tables(path: Path | None = None, *,
                with_features: Literal[True]) -> tuple[Tables, np.ndarray, np.ndarray | None]: ...


def load_tables(path: Path | None = None, with_features: bool = False
                ) -> tuple[Tables, np.ndarray] | tuple[Tables, np.ndarray, np.ndarray | None]:
    """(tables[stage][pattern] as float arrays over all indices, bias per stage[, feature
    weights: stages x 19 or None])."""
    path = path or PATTERN_WEIGHTS_PATH
    with np.load(path) as data:
        names = tuple(str(n) for n in data["patterns"])
        if names != PATTERN_NAMES or int(data["n_stages"]) != N_STAGES:
            raise ValueError(f"{path}: patterns or stages do not match this code")
        scale = float(data["scale"])
        bias = data["bias"].astype(float)
        per_pattern = [data[f"w_{n}"].astype(float) * scale for n in PATTERN_NAMES]
        features = data["features"].astype(float) if "features" in data.files else None
    tables: Tables = [[] for _ in range(N_STAGES)]
    for p in range(len(PATTERNS)):
        canon = canonical_map(p)
        ids = np.unique(canon, return_inverse=True)[1]
        for s in range(N_STAGES):
            tables[s].append(per_pattern[p][s][ids])
    if with_features:
        return tables, bias, features
    return tables, bias


def _no_features(me: int, opp: int) -> float:
    return 0.0


class PatternEvaluator:
    """The pattern evaluation; ``__call__(me, opp)`` is the predicted final disc difference
    for ``me`` (to move), like :class:`.evaluation.Evaluator`: the stage's tables plus,
    when the weights have them, the 19 features (mobility, frontier, stable edges...)
    fitted together with the tables."""

    def __init__(self, weights: PatternWeights) -> None:
        from rules.othello.evaluation import FEATURE_NAMES, Evaluator
        self.weights = weights
        self._stages = weights.stages
        self._features: Callable[[int, int], float] = _no_features
        if weights.features is not None:
            if weights.features.shape != (N_STAGES, len(FEATURE_NAMES)):
                raise ValueError("feature weights do not match this code")
            self._features = Evaluator([tuple(float(x) for x in row) for row in weights.features],
                                       phases=STAGE_OF)

    def __call__(self, me: int, opp: int) -> float:
        n = 64 - (me | opp).bit_count()
        return (_evaluate(me, opp, *self._stages[STAGE_OF[n]])
                + self._features(me, opp))

    def child_base(self, me: int, opp: int) -> tuple[list[int], tuple[object, ...], int, int]:
        """What :meth:`child_value` needs for the children of (``me`` to move, ``opp``):
        the indices seen by the opponent, the tables of the children's stage, the boards."""
        n = 63 - (me | opp).bit_count()
        return (indices(opp, me), self._stages[STAGE_OF[n]],
                me, opp)

    def child_value(self, base: tuple[list[int], tuple[object, ...], int, int], sq: int,
                    flipped: int) -> float:
        """The value, for its mover, of the child where ``me`` played ``sq`` flipping
        ``flipped`` (equal to ``self(opp ^ flipped, me | flipped | 1 << sq)``), the tables
        read from incrementally updated indices: only the windows through the changed
        squares are recomputed."""
        idx, tables, me, opp = base
        return (_table_sum(child_indices(idx, sq, flipped), *tables)
                + self._features(opp ^ flipped, me | flipped | (1 << sq)))


__all__ = ["PatternEvaluator", "PatternWeights", "indices", "indices_reference"]
