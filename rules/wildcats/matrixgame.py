"""Zero-sum matrix games: the value and an optimal mixed strategy for each side.

Every Wild Cats round is such a game (rows: X's squares, columns: O's squares, entries: the
value of the position the pair leads to, for X). A player who always takes its single best
square is read and blocked, so the computer draws from the equilibrium mix this module
computes. Pure Python, no scipy (it would add about 126 MB to the desktop bundle): the
matrices are small (at most 25 x 25) and most of them never reach the linear program,
because the shortcuts answer first: one row or column, a saddle point, iterated dominance,
the 2 x 2 formula, or a game met before (a search meets the same small games again and
again; see :func:`_solved`). What is left goes to a dense simplex on the textbook formulation
(shift the matrix positive; maximise ``sum(y)`` subject to ``A y <= 1``): the column
player's mix is ``y / sum(y)``, the row player's comes from the final objective row (the
dual), and the value is ``1 / sum(y)`` minus the shift.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from operator import ge, le

EPS = 1e-12
DUST = 1e-3
"""The smallest share of a softened mix a choice keeps (see :func:`soften`)."""


class MatrixGameError(ArithmeticError):
    """The simplex did not converge (never seen; a guard against cycling on bad input)."""


def solve(matrix: Sequence[Sequence[float]]) -> tuple[float, list[float], list[float]]:
    """``(value, p, q)`` of the game where the row player receives ``matrix[i][j]``.

    ``p`` (over rows) guarantees at least ``value`` against every column and ``q`` (over
    columns) holds the row player to at most ``value`` against every row."""
    m = len(matrix)
    n = len(matrix[0]) if m else 0
    if not m or not n:
        raise ValueError("a matrix game needs at least one row and one column")
    # The shapes most rounds have (a duty or a single square leaves one side one choice),
    # answered as the general path below would answer them, without building its lists.
    if m == 1:
        row = matrix[0]
        value = min(row)
        q = [0.0] * n
        q[row.index(value)] = 1.0
        return value, [1.0], q
    if n == 1:
        column = [row[0] for row in matrix]
        value = max(column)
        p = [0.0] * m
        p[column.index(value)] = 1.0
        return value, p, [1.0]
    if m == 2 and n == 2:
        (w, x), (y, z) = matrix
        low0, low1 = min(w, x), min(y, z)
        high0, high1 = max(w, y), max(x, z)
        maximin, minimax = max(low0, low1), min(high0, high1)
        if maximin >= minimax - EPS:
            i, j = (0 if low0 == maximin else 1), (0 if high0 == minimax else 1)
            return matrix[i][j], [1.0 - i, float(i)], [1.0 - j, float(j)]
        return _two_by_two(matrix)
    value, p_solved, q_solved = _solved(tuple(map(tuple, matrix)))
    return value, list(p_solved), list(q_solved)


@lru_cache(maxsize=1 << 14)
def _solved(matrix: tuple[tuple[float, ...], ...]) -> tuple[float, tuple[float, ...], tuple[float, ...]]:
    """:func:`solve` of a larger game, remembered by its entries: a search meets the same
    small games over and over (the exact solve of the slowest 13-square position of the
    bench asks for 59 000 games; 27 000 get past the shortcuts above, 12 800 of them
    different), so about half never reach dominance and the simplex again. Tuples, so
    that no caller can change what is remembered."""
    value, p, q = _general(matrix)
    return value, tuple(p), tuple(q)


def forget() -> None:
    """Empty the memory of :func:`_solved` (a cold start for a benchmark)."""
    _solved.cache_clear()


def _general(matrix: Sequence[Sequence[float]]) -> tuple[float, list[float], list[float]]:
    """A saddle point, else dominance (and :func:`solve` of what is left), else the simplex."""
    m, n = len(matrix), len(matrix[0])
    # A saddle point (every single row or column has one): built-in min/max do the work.
    mins = list(map(min, matrix))
    maximin = max(mins)
    columns = list(zip(*matrix))
    maxs = list(map(max, columns))
    minimax = min(maxs)
    if maximin >= minimax - EPS:
        i, j = mins.index(maximin), maxs.index(minimax)
        p = [0.0] * m
        q = [0.0] * n
        p[i] = q[j] = 1.0
        return matrix[i][j], p, q
    if m == 2 and n == 2:  # without a saddle point neither row nor column can be dominated
        return _two_by_two(matrix)
    rows = _undominated(matrix, ge)
    cols = _undominated(columns, le)
    if len(rows) < m or len(cols) < n:
        sub = [[matrix[i][j] for j in cols] for i in rows]
        value, p_sub, q_sub = solve(sub)
        p = [0.0] * m
        q = [0.0] * n
        for i, w in zip(rows, p_sub):
            p[i] = w
        for j, w in zip(cols, q_sub):
            q[j] = w
        return value, p, q
    return _simplex([list(row) for row in matrix])


def _undominated(lines: Sequence[Sequence[float]], better: Callable[[float, float], bool]) -> list[int]:
    """The indices of ``lines`` not weakly dominated by another kept line (one of equal twins
    stays): rows with ``better=ge`` (the row player wants large entries), columns with
    ``better=le``. Comparisons are exact: a near-tie left in costs the simplex a little, a
    wrong removal would cost the answer.

    Solving what is left gives an equilibrium of the whole game: a removed line is never
    better than the line that dominates it, against anything the other player can use.
    Rows and columns are pruned once each, from the same matrix (one pass, not iterated:
    the recursion in :func:`solve` iterates when something was removed)."""
    kept: list[int] = []
    for i, li in enumerate(lines):
        dominated = False
        for k in kept:
            if all(map(better, lines[k], li)):
                dominated = True
                break
        if dominated:
            continue
        kept = [k for k in kept if not all(map(better, li, lines[k]))]
        kept.append(i)
    return kept


def _two_by_two(a: Sequence[Sequence[float]]) -> tuple[float, list[float], list[float]]:
    """The closed form of a 2 x 2 game without a saddle point."""
    (w, x), (y, z) = a
    d = w - x - y + z
    if abs(d) < EPS:  # cannot happen without a saddle point; fall back to the general method
        return _simplex([[w, x], [y, z]])
    p0 = (z - y) / d
    q0 = (z - x) / d
    value = (w * z - x * y) / d
    return value, [p0, 1.0 - p0], [q0, 1.0 - q0]


def _simplex(a: list[list[float]]) -> tuple[float, list[float], list[float]]:
    """The dense simplex on ``max sum(y) s.t. (A + shift) y <= 1, y >= 0``.

    Dantzig's rule (most negative reduced cost), switching to Bland's rule (lowest index)
    after many pivots, which cannot cycle."""
    m, n = len(a), len(a[0])
    shift = 1.0 - min(min(row) for row in a)
    width = n + m + 1
    tab = []
    for i, row in enumerate(a):
        line = [v + shift for v in row] + [0.0] * m + [1.0]
        line[n + i] = 1.0
        tab.append(line)
    obj = [-1.0] * n + [0.0] * m + [0.0]
    basis = [n + i for i in range(m)]
    limit = 50 * (m + n) + 100
    for iteration in range(limit):
        bland = iteration > 5 * (m + n)
        enter = -1
        best = -EPS
        for c in range(width - 1):
            if obj[c] < best:
                enter, best = c, obj[c]
                if bland:
                    break
        if enter < 0:
            break
        leave = -1
        ratio = float("inf")
        for r in range(m):
            coef = tab[r][enter]
            if coef > EPS:
                t = tab[r][-1] / coef
                if t < ratio - EPS or (t < ratio + EPS and leave >= 0 and basis[r] < basis[leave]):
                    leave, ratio = r, t
        if leave < 0:  # unbounded cannot happen: every column of A + shift is positive
            raise MatrixGameError("unbounded linear program")
        pivot_row = tab[leave]
        pv = pivot_row[enter]
        pivot_row = [v / pv for v in pivot_row]
        tab[leave] = pivot_row
        for r in range(m):
            if r != leave:
                row = tab[r]
                f = row[enter]
                if f:
                    tab[r] = [v - f * pr for v, pr in zip(row, pivot_row)]
        f = obj[enter]
        obj = [v - f * pr for v, pr in zip(obj, pivot_row)]
        basis[leave] = enter
    else:
        raise MatrixGameError("the simplex did not converge")
    total = obj[-1]  # sum(y) = 1 / (value + shift)
    y = [0.0] * n
    for r, b in enumerate(basis):
        if b < n:
            y[b] = tab[r][-1]
    x = [max(obj[n + i], 0.0) for i in range(m)]
    q = [max(v, 0.0) / total for v in y]
    p = [v / total for v in x]
    sp, sq = sum(p), sum(q)
    p = [v / sp for v in p]
    q = [v / sq for v in q]
    return 1.0 / total - shift, p, q


def soften(matrix: Sequence[Sequence[float]], value: float, p: Sequence[float], q: Sequence[float],
           epsilon: float, temperature: float, row_weights: Sequence[float] | None = None,
           col_weights: Sequence[float] | None = None, dominated: bool = False
           ) -> tuple[list[float], list[float], float, float]:
    """Equilibrium mixes spread over more choices at a bounded price: each side's mix is
    blended with a softmax of its replies to the other's equilibrium mix (``temperature``:
    a reply worse by ``t`` gets ``exp(-t / temperature)`` of the best one's weight), by as much as keeps what the mix guarantees within
    ``epsilon`` of the value (all of it if the softmax alone does). Returns the two mixes and
    what each guarantees (row: the least it gets against any column; column: the most it
    concedes against any row). ``dominated``: strictly dominated choices may be mixed in
    too (else they never are).

    Why: a pure equilibrium (a saddle point) is read and blocked at once, and a search's
    values are only estimates, so choices the estimate rates nearly as good are worth
    playing too; the price in the estimated game is at most ``epsilon`` per side.
    ``row_weights``/``col_weights``: how many squares a row or column stands for (a dead
    square's row), for the softmax."""
    m, n = len(matrix), len(matrix[0])
    rw = list(row_weights) if row_weights is not None else [1.0] * m
    cw = list(col_weights) if col_weights is not None else [1.0] * n
    columns = list(zip(*matrix))
    against_q = [sum(a * b for a, b in zip(row, q)) for row in matrix]
    against_p = [-sum(a * b for a, b in zip(col, p)) for col in columns]
    rows = [i for i in range(m) if dominated or not _strictly_dominated(matrix, i, max)]
    cols = [j for j in range(n) if dominated or not _strictly_dominated(columns, j, min)]
    new_p, row_guarantee = _blend(matrix, columns, p, _softmax(against_q, rows, rw, temperature), value, epsilon, 1.0)
    new_q, col_guarantee = _blend(columns, matrix, q, _softmax(against_p, cols, cw, temperature), value, epsilon, -1.0)
    return new_p, new_q, row_guarantee, col_guarantee


def _softmax(scores: Sequence[float], chosen: list[int], weights: list[float], temperature: float) -> list[float]:
    """Weights ``weights[i] * exp(scores[i] / temperature)`` over ``chosen``, normalised;
    those below :data:`DUST` of the total are dropped (no dust on hopeless squares)."""
    top = max(scores[i] for i in chosen)
    raw = [weights[i] * math.exp((scores[i] - top) / temperature) if i in chosen else 0.0 for i in range(len(scores))]
    total = sum(raw)
    raw = [w if w >= DUST * total else 0.0 for w in raw]
    total = sum(raw)
    return [w / total for w in raw]


def _strictly_dominated(lines: Sequence[Sequence[float]], k: int, better: Callable[..., float]) -> bool:
    """Whether line ``k`` is strictly worse than another line against everything
    (``better=max`` for rows, ``min`` for columns)."""
    own = lines[k]
    for other_k, other in enumerate(lines):
        if other_k != k and all(better(a, b) == a and a != b for a, b in zip(other, own)):
            return True
    return False


def _blend(lines: Sequence[Sequence[float]], others: Sequence[Sequence[float]], mix: Sequence[float],
           soft: list[float], value: float, epsilon: float, sign: float) -> tuple[list[float], float]:
    """One side of :func:`soften` (``sign`` 1: the row player, -1: the column player)."""
    def guarantee(weights_of: Sequence[float]) -> float:
        return min(sign * sum(w * line[j] for w, line in zip(weights_of, lines)) for j in range(len(others)))

    loss = sign * value - guarantee(soft)
    share = 1.0 if loss <= epsilon else epsilon / loss
    blended = [(1.0 - share) * a + share * b for a, b in zip(mix, soft)]
    return blended, sign * guarantee(blended)
