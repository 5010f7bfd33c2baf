"""Exact game values under Goff scoring, by memoised alpha-beta over canonical positions.

Values are in *half points* from X's side (X points minus O points, times two), so they are
the integers -2..2: 2 = 1–0, 1 = 1–½, 0 = no line, -1 = ½–1, -2 = 0–1.

The search works on a compact form of the position: ``cls`` (the move in each square,
0-based squares, 0 = none) and ``edges`` (the unresolved moves ``(k, a, b)``). The number
of the next move follows from them (every earlier move is either classical or an edge), so
the pair identifies the position. A placement that closes a cycle and the measurement that
follows are searched together: the measurer is the owner of the next move, who also places
next, so the closer's value is minus the measurer's better collapse.

Canonical positions: each move k is coded by where it is (a classical square, or an
unordered pair of squares) and the eight symmetries of the board permute squares only;
subscripts (move numbers) are never relabelled, because the ½-point rule compares them.
A transposition table keeps lower and upper bounds per canonical position.
"""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

LINES0 = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
LINE_MASKS = tuple(sum(1 << s for s in ln) for ln in LINES0)


def _symmetries() -> list[tuple[int, ...]]:
    """The 8 symmetries of the 3x3 board as square permutations (0-based)."""
    def rot(s: int) -> int:
        r, c = divmod(s, 3)
        return c * 3 + (2 - r)

    def flip(s: int) -> int:
        r, c = divmod(s, 3)
        return r * 3 + (2 - c)

    perms = []
    for reflect in (False, True):
        for turns in range(4):
            p = []
            for s in range(9):
                t = flip(s) if reflect else s
                for _ in range(turns):
                    t = rot(t)
                p.append(t)
            perms.append(tuple(p))
    return perms


SYMMETRIES = _symmetries()
PAIRS = list(combinations(range(9), 2))
PAIR_INDEX = {p: i for i, p in enumerate(PAIRS)}
# code of a move: its classical square (0..8), or 9 + index of its square pair
INVERSE = [tuple(p.index(s) for s in range(9)) for p in SYMMETRIES]
SYM_CODE = [
    [p[c] for c in range(9)] + [9 + PAIR_INDEX[tuple(sorted((p[a], p[b])))] for a, b in PAIRS]  # type: ignore[index]
    for p in SYMMETRIES
]


BIG = 1 << 40
HAS_LINE = tuple(any(m & lm == lm for lm in LINE_MASKS) for m in range(512))
"""Whether a set of squares (9-bit mask) contains a line: a quick test before :func:`judge`."""


def owner(k: int) -> int:
    return (k + 1) & 1


def player_masks(cls: tuple[int, ...] | list[int]) -> tuple[int, int]:
    """Bit masks of the squares holding X's (odd subscripts) and O's classical marks."""
    xm = om = 0
    for sq in range(9):
        k = cls[sq]
        if k:
            if k & 1:
                xm |= 1 << sq
            else:
                om |= 1 << sq
    return xm, om


def judge(cls: tuple[int, ...] | list[int]) -> int | None:
    """Half-point value of a board with at least one line, or None without lines."""
    xm, om = player_masks(cls)
    xbest = obest = 0
    for i, m in enumerate(LINE_MASKS):
        if xm & m == m:
            top = max(cls[s] for s in LINES0[i])
            if not xbest or top < xbest:
                xbest = top
        elif om & m == m:
            top = max(cls[s] for s in LINES0[i])
            if not obest or top < obest:
                obest = top
    if xbest:
        if not obest:
            return 2
        return 1 if xbest < obest else -1
    if obest:
        return -2
    return None


def canonical_key(cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...]) -> tuple[tuple[int, ...], int]:
    """The smallest of the 8 symmetric images of the per-move codes, and which symmetry gave it."""
    n = sum(1 for k in cls if k) + len(edges)
    codes = [0] * n
    for s in range(9):
        k = cls[s]
        if k:
            codes[k - 1] = s
    for k, a, b in edges:
        codes[k - 1] = 9 + PAIR_INDEX[(a, b)]
    best = tuple([SYM_CODE[0][c] for c in codes])
    which = 0
    for i in range(1, 8):
        table = SYM_CODE[i]
        image = tuple([table[c] for c in codes])
        if image < best:
            best, which = image, i
    return best, which


def collapse(cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], k: int, a: int, b: int,
             root: int) -> tuple[tuple[int, ...], tuple[tuple[int, int, int], ...]]:
    """The position after move k (closing a cycle a-b) collapses with its mark in ``root``."""
    adj: dict[int, list[tuple[int, int]]] = {}
    for j, p, q in edges:
        adj.setdefault(p, []).append((j, q))
        adj.setdefault(q, []).append((j, p))
    new = list(cls)
    new[root] = k
    todo = [root]
    while todo:
        v = todo.pop()
        for j, w in adj.get(v, ()):
            if not new[w]:
                new[w] = j
                todo.append(w)
    return tuple(new), tuple(e for e in edges if not new[e[1]])


class Stopped(Exception):
    """The caller's stop flag turned on during a search."""


RootEntry = list[Any]
"""``[cls, edges, lo, hi]`` (tuple, tuple, int, int): a list, so that the search narrows the
bounds in place."""


class _Node:
    """What one search node computes once and reuses for every placement it tries.

    A collapse depends only on its root: the square that receives the cycle-closing mark
    (every other square of the tree takes the move on the edge towards it), not on which
    other square of the component the closing move touched. So the n squares of a tree
    give n post-collapse positions for the n(n-1)/2 cycle-closing placements, and each
    root's value (a bound pair for the measurer) is searched once per node.
    """

    __slots__ = ("cls", "edges", "k", "comp", "adj", "roots", "xm", "om")

    def __init__(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], k: int) -> None:
        self.cls = cls
        self.edges = edges
        self.k = k
        self.comp = components(edges)
        self.adj: dict[int, list[tuple[int, int]]] | None = None
        self.roots: dict[int, RootEntry] = {}
        self.xm, self.om = player_masks(cls)

    def root_entry(self, root: int) -> RootEntry:
        """``[cls, edges, lo, hi]`` after the cycle-closing move collapses into ``root``;
        lo/hi bound the value for the measurer (equal and final when the game ends)."""
        entry = self.roots.get(root)
        if entry is not None:
            return entry
        if self.adj is None:
            adj: dict[int, list[tuple[int, int]]] = {}
            for j, p, q in self.edges:
                adj.setdefault(p, []).append((j, q))
                adj.setdefault(q, []).append((j, p))
            self.adj = adj
        new = list(self.cls)
        k = self.k
        new[root] = k
        xm, om = self.xm, self.om
        if k & 1:
            xm |= 1 << root
        else:
            om |= 1 << root
        todo = [root]
        adj = self.adj
        while todo:
            v = todo.pop()
            for j, w in adj[v]:
                if not new[w]:
                    new[w] = j
                    if j & 1:
                        xm |= 1 << w
                    else:
                        om |= 1 << w
                    todo.append(w)
        c = self.comp[root]
        comp = self.comp
        new_cls = tuple(new)
        new_edges = tuple(e for e in self.edges if comp[e[1]] != c)
        value = judge(new_cls) if HAS_LINE[xm] or HAS_LINE[om] else None
        if value is not None:
            value = value if owner(self.k + 1) == 0 else -value
            entry = [new_cls, new_edges, value, value]
        elif all(new_cls):
            entry = [new_cls, new_edges, 0, 0]
        else:
            entry = [new_cls, new_edges, -2, 2]
        self.roots[root] = entry
        return entry


class Solver:
    """Alpha-beta with a transposition table of bounds over canonical positions.

    ``table`` maps a canonical key to ``(lower, upper, best move)``, values in half points
    *for the player to move*, the best move as ``9 * a + b`` in the canonical frame (-1:
    none). An optional ``book`` (canonical key -> exact value for the player to move) is
    consulted first, so precomputed openings answer instantly.
    """

    def __init__(self, book: dict[tuple[int, ...], int] | None = None, max_entries: int = 3_000_000) -> None:
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.history = [[0] * 81 for _ in range(11)]
        self.book = book or {}
        self.max_entries = max_entries
        self.nodes = 0
        self.stop: Callable[[], bool] = lambda: False

    # --- public -----------------------------------------------------------------------------
    def value(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...]) -> int:
        """Exact half-point value for the player to move (the owner of the next move)."""
        return self.search(cls, edges, -2, 2)

    def best_placement(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...]
                       ) -> tuple[int, tuple[int, int]]:
        """The exact value for the placer and a placement ``(a, b)`` (0-based) that secures it.

        A root alpha-beta that raises its window as it goes, so the returned value is exact
        (the first move is searched with the full window, later ones only need to beat it).
        """
        k = sum(1 for j in cls if j) + len(edges) + 1
        node = _Node(cls, edges, k)
        moves = self.root_order(cls, edges, free_pairs(cls))
        best, best_move = -3, moves[0]
        for a, b in moves:
            v = self._placement(node, a, b, best, 2)
            if v > best:
                best, best_move = v, (a, b)
                if best >= 2:
                    break
        return best, best_move

    def root_order(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...],
                   moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The table's remembered best move first (a good first guess narrows the window)."""
        key, sym = canonical_key(cls, edges)
        entry = self.table.get(key)
        if entry and entry[2] >= 0:
            inv = INVERSE[sym]
            p, q = inv[entry[2] // 9], inv[entry[2] % 9]
            first = (min(p, q), max(p, q))
            if first in moves:
                return [first] + [m for m in moves if m != first]
        return moves

    def measure_value(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...],
                      k: int, a: int, b: int, root: int) -> int:
        """Exact value for the measurer when cycle-closing move k (a-b) collapses into ``root``."""
        node = _Node(cls, edges, k)
        return self._root_value(node.root_entry(root), -2, 2)

    # --- search -----------------------------------------------------------------------------
    def _root_value(self, entry: RootEntry, alpha: int, beta: int) -> int:
        """Value for the measurer (who places next) of a collapse (a :meth:`_Node.root_entry`)."""
        lo: int = entry[2]
        hi: int = entry[3]
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a0, b0 = max(alpha, lo), min(beta, hi)
        v = self.search(entry[0], entry[1], a0, b0)
        if v <= a0:
            entry[3] = min(hi, v)
        elif v >= b0:
            entry[2] = max(lo, v)
        else:
            entry[2] = entry[3] = v
        return v

    def _placement(self, node: _Node, a: int, b: int, alpha: int, beta: int) -> int:
        """Value for the placer of putting the next move in squares a < b."""
        comp = node.comp
        if comp[a] >= 0 and comp[a] == comp[b]:
            # the measurer (the other player) takes the better collapse for itself
            ea, eb = node.root_entry(a), node.root_entry(b)
            if ea[3] < eb[3]:
                ea, eb = eb, ea
            best = self._root_value(ea, -beta, -alpha)
            if best < -alpha:
                v = self._root_value(eb, max(best, -beta), -alpha)
                if v > best:
                    best = v
            return -best
        return -self.search(node.cls, node.edges + ((node.k, a, b),), -beta, -alpha)

    def search(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...], alpha: int, beta: int) -> int:
        """Alpha-beta; the result is exact when alpha < result < beta, else a bound."""
        self.nodes += 1
        if self.nodes & 1023 == 0 and self.stop():
            raise Stopped
        free = [s for s in range(9) if not cls[s]]
        k = 9 - len(free) + len(edges) + 1  # moves made + 1
        if len(free) == 1:  # the classical ninth move
            new = list(cls)
            new[free[0]] = k
            v = judge(new) or 0
            return v if owner(k) == 0 else -v
        key, sym = canonical_key(cls, edges)
        if key in self.book:
            return self.book[key]
        entry = self.table.get(key)
        if entry:
            lo, hi, hint = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        else:
            lo, hi, hint = -2, 2, -1
        a0, b0 = max(alpha, lo), min(beta, hi)
        node = _Node(cls, edges, k)
        history = self.history[k]
        moves = [a * 9 + b for i, a in enumerate(free) for b in free[i + 1:]]
        comp = node.comp
        # cycle-closing placements first: measured, they halve the nodes; then the history
        moves.sort(key=lambda c: history[c] + (BIG if comp[c // 9] >= 0 and comp[c // 9] == comp[c % 9] else 0),
                   reverse=True)
        if hint >= 0:
            inv = INVERSE[sym]
            p, q = inv[hint // 9], inv[hint % 9]
            first = p * 9 + q if p < q else q * 9 + p
            moves.remove(first)
            moves.insert(0, first)
        best, best_code = -3, moves[0]
        for code in moves:
            a, b = divmod(code, 9)
            v = self._placement(node, a, b, max(a0, best), b0)
            if v > best:
                best, best_code = v, code
                if best >= b0:
                    history[code] += 1 << (2 * (10 - k))
                    break
        best_move = divmod(best_code, 9)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        if len(self.table) >= self.max_entries:
            self.table.clear()
        perm = SYMMETRIES[sym]
        self.table[key] = (lo, hi, perm[best_move[0]] * 9 + perm[best_move[1]])
        return best


def components(edges: tuple[tuple[int, int, int], ...]) -> list[int]:
    """A component label per square (-1: no spooky mark), by union-find."""
    parent = list(range(9))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for _, a, b in edges:
        parent[find(a)] = find(b)
    touched = set()
    for _, a, b in edges:
        touched.add(a)
        touched.add(b)
    return [find(s) if s in touched else -1 for s in range(9)]


def free_pairs(cls: tuple[int, ...]) -> list[tuple[int, int]]:
    free = [s for s in range(9) if not cls[s]]
    return [(a, b) for i, a in enumerate(free) for b in free[i + 1:]]
