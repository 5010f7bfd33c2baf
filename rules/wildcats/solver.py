"""Backward induction over rounds: each round a zero-sum matrix game of the children's values.

The value of a position (for X: +1 X wins, 0 draw, -1 O wins) is the value of the matrix game
whose rows are X's allowed squares, columns O's, and entries the values of the positions
each pair leads to (a block: the same board with that square banned and one more block;
three blocks in a row: 0). Blocks make the tree a DAG of bounded depth, so this terminates.

Why it is fast enough in pure Python:

* **Dead squares are one choice.** A line matters only while it is *live* for someone (none
  of the opponent's marks and at most ⌊free/2⌋ empty squares, the spec's own alive test);
  liveness only ever decreases. A free square on no live line is *dead*: which dead square a
  player marks never matters, so the position is reduced to the marks and free squares of
  the live lines plus the *number* of dead free squares, and all dead squares are one row
  (and one column) of the matrix, meaning "a dead square, uniformly". By symmetry the game
  has an equilibrium that is uniform over the dead squares, so the value is the same; when
  both play dead, they block with probability 1/k (k allowed dead squares).
* **Nobody can win any more.** A player only ever wins in a round that starts with two
  threats (one threat is always covered: the opponent must take it and the player may not).
  So a player can still win only if two live lines ``L1``, ``L2`` have empty squares outside
  each other (the two final threats) and ``|empty(L1 ∪ L2)| - 1 <= ⌊free/2⌋`` (the marks it
  still needs, one per round). If neither can, the value is 0 without a search.
* **Memo over canonical positions**: the reduced position under the best of the board's 8
  symmetries, solved from that representative so that the memo's content is a function of
  the key alone (a search's answer never depends on what was solved before); a second table
  keyed by the position as given saves the symmetry work on most transpositions.
* **Block variants share their board**: the marking children are computed once for every
  ban and block count (a marking round clears both).
* **Only the cells that matter** (the double oracle, :meth:`Solver._restricted`): a round is
  solved on a few rows and columns, growing them by each side's best reply to the other's
  mix while it does better. Only the rows and columns of the supports are valued in full;
  a cell is skipped when a bound settles it: a side that cannot win any more in the child
  does no better than a draw there, and neither does a side that the other surely stops
  (the pure-strategy proofs below; a board remembers each proof about a marking child,
  since it holds whatever the ban and block count). At the root (:meth:`Solver.equilibrium`)
  this leaves most of a 15-square round's 200 children unsolved.
* **Matrix shortcuts** before the simplex (:mod:`.matrixgame`).

Only values are stored. The root's mixes come from its own matrix in the real orientation,
refined among equilibria (:func:`_refined`, :func:`_symmetrised`) so that the computer is not
needlessly predictable.

The same engine runs depth-limited (``depth`` rounds, marking or block, then a heuristic at
the leaves) for positions too large to solve exactly.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Union

from rules.wildcats import matrixgame
from rules.wildcats.board import FULL, LINES, N_SQUARES, SYMMETRY_MAPS, SYMMETRY_TABLES, bits, transform

DEAD = 25
"""A row or column meaning "a dead square, uniformly"; also the ban's code for a dead square."""
NO_BAN = 26
"""The ban's code when nothing is banned."""
ORACLE_TOL = 1e-12
"""How much better than the restricted game's value a reply must do to join it (the
double oracle of :meth:`Solver._oracle`): a rounding error is not a better reply."""
_BAN_MAPS = tuple(tuple(m) + (DEAD, NO_BAN) for m in SYMMETRY_MAPS)

Lines = tuple[list[int], list[int]]
"""X's and O's live lines (see :func:`live_lines`)."""
Leaf = Callable[[int, int, int, int, Union[Lines, None]], float]
"""A heuristic ``(x, o, free, dead_count, lines) -> value for X`` on a reduced position;
``lines``: its live lines when the caller has them (the search always does: a leaf need not
find them again), else None."""


class _Kid:
    """A marking pair's child, reduced: marks, live free squares, dead count, both sides' live
    lines and who can still win there (a class rather than a tuple: the compiled solver reads
    its fields directly)."""

    __slots__ = ("x", "o", "f", "nd", "lines", "x_can", "o_can")

    def __init__(self, x: int, o: int, f: int, nd: int, lines: Lines, x_can: bool, o_can: bool) -> None:
        self.x, self.o, self.f, self.nd, self.lines, self.x_can, self.o_can = x, o, f, nd, lines, x_can, o_can


Child = Union[float, _Kid]
"""Where a marking pair leads: a settled value, or a reduced position (see ``_Board.child``)."""


@lru_cache(maxsize=1 << 16)
def _squares(mask: int) -> tuple[int, ...]:
    return tuple(bits(mask))


class Interrupted(Exception):
    """The stop flag turned true during a search."""


@dataclass
class RootSolution:
    """A position's value and both equilibrium mixes, by real square index (0..24).

    ``x_values[sq]``: X's expected result when X plays ``sq`` against O's mix;
    ``o_values[sq]``: X's expected result when O plays ``sq`` against X's mix (all values on
    X's scale). Every allowed square is a key of the four dicts."""

    value: float
    exact: bool
    x_mix: dict[int, float] = field(default_factory=dict)
    o_mix: dict[int, float] = field(default_factory=dict)
    x_values: dict[int, float] = field(default_factory=dict)
    o_values: dict[int, float] = field(default_factory=dict)
    nodes: int = 0
    x_guarantee: float | None = None
    """What X's mix guarantees in the game solved (the value, unless the mixes were softened)."""
    o_guarantee: float | None = None
    """The most O's mix concedes in the game solved (on X's scale)."""


def _refined(matrix: list[list[float]], value: float, rows: tuple[int, ...], cols: tuple[int, ...],
             p: list[float], q: list[float], dead_count: int) -> tuple[list[float], list[float]]:
    """When the round has a pure equilibrium, the mixes spread evenly over the *safe* squares
    (those that alone guarantee the value) that do best against an opponent choosing
    uniformly among its squares; otherwise the linear program's mixes.

    Still an equilibrium (any mix of safe squares is safe), but a better one against a weak
    opponent, and not the same square every time when several are as good (a dead-drawn
    position would otherwise always get the first free square)."""
    tol = 1e-9
    if max(min(row) for row in matrix) < value - tol or min(max(col) for col in zip(*matrix)) > value + tol:
        return p, q
    row_w = [dead_count if i == DEAD else 1 for i in rows]
    col_w = [dead_count if j == DEAD else 1 for j in cols]
    total_c, total_r = sum(col_w), sum(row_w)
    safe_rows = [k for k, row in enumerate(matrix) if min(row) >= value - tol]
    row_mean = {k: sum(v * w for v, w in zip(matrix[k], col_w)) / total_c for k in safe_rows}
    top = max(row_mean.values())
    chosen = [k for k in safe_rows if row_mean[k] >= top - tol]
    columns = list(zip(*matrix))
    safe_cols = [c for c, col in enumerate(columns) if max(col) <= value + tol]
    col_mean = {c: sum(v * w for v, w in zip(columns[c], row_w)) / total_r for c in safe_cols}
    low = min(col_mean.values())
    chosen_cols = [c for c in safe_cols if col_mean[c] <= low + tol]
    squares = sum(row_w[k] for k in chosen)
    new_p = [row_w[k] / squares if k in chosen else 0.0 for k in range(len(rows))]
    squares = sum(col_w[c] for c in chosen_cols)
    new_q = [col_w[c] / squares if c in chosen_cols else 0.0 for c in range(len(cols))]
    return new_p, new_q


def _symmetrised(choices: tuple[int, ...], mix: list[float], x: int, o: int, ban: int | None) -> list[float]:
    """``mix`` averaged over the symmetries that fix the position (marks and ban).

    The game is the same after such a symmetry, so the average of an equilibrium mix is one
    too; a simplex returns a vertex, which would always pick the same one of several
    equivalent squares (after a block on C3 at the start, B2 every time) and be read."""
    group = [s for s in range(1, 8) if transform(x, s) == x and transform(o, s) == o
             and (ban is None or SYMMETRY_MAPS[s][ban] == ban)]
    if not group:
        return mix
    weight = dict(zip(choices, mix))
    out = []
    for choice, w in zip(choices, mix):
        if choice == DEAD:
            out.append(w)  # dead squares map to dead squares, already uniform
        else:
            out.append((w + sum(weight.get(SYMMETRY_MAPS[s][choice], 0.0) for s in group)) / (len(group) + 1))
    return out


def _real(choice: int, dead_allowed: int) -> list[int]:
    """The real squares a row or column stands for (:data:`DEAD`: every allowed dead square)."""
    return list(bits(dead_allowed)) if choice == DEAD else [choice]


def _solution(solver: "Solver", value: float, rows: list[int] | tuple[int, ...], cols: list[int] | tuple[int, ...],
              p: list[float], q: list[float], x: int, o: int, ban: int | None, dead_allowed: int) -> RootSolution:
    """A :class:`RootSolution` with both mixes on real squares, symmetrised (see
    :func:`_symmetrised`), the dead row's or column's share spread evenly."""
    p = _symmetrised(tuple(rows), p, x, o, ban)
    q = _symmetrised(tuple(cols), q, x, o, ban)
    sol = RootSolution(value, solver.depth is None, nodes=solver.nodes, x_guarantee=value, o_guarantee=value)
    for mix, choices, weights in ((sol.x_mix, rows, p), (sol.o_mix, cols, q)):
        for choice, w in zip(choices, weights):
            squares = _real(choice, dead_allowed)
            for sq in squares:
                mix[sq] = w / len(squares)
    return sol


def live_lines(x: int, o: int, free: int, cap: int) -> tuple[list[int], list[int]]:
    """The lines still live for X and for O (no opponent mark, at most ``cap`` empty squares,
    every square inside ``x | o | free``)."""
    inside = x | o | free
    lx: list[int] = []
    lo: list[int] = []
    for line in LINES:
        if line & ~inside:
            continue
        if (line & free).bit_count() <= cap:
            if not line & o:
                lx.append(line)
            if not line & x:
                lo.append(line)
    return lx, lo


def can_still_win(lines: list[int], free: int, cap: int) -> bool:
    """The necessary condition for a future win: two live lines with private empty squares
    whose union lacks at most ``cap + 1`` squares (see the module docstring)."""
    n = len(lines)
    for a in range(n):
        la = lines[a]
        for b in range(a + 1, n):
            lb = lines[b]
            if ((la | lb) & free).bit_count() <= cap + 1 and la & ~lb & free and lb & ~la & free:
                return True
    return False


def _span(lx: list[int], lo: list[int]) -> int:
    """The squares of the live lines of both sides (a square on none is dead)."""
    inside = 0
    for line in lx:
        inside |= line
    for line in lo:
        inside |= line
    return inside


def reduce_position(x: int, o: int, free: int, ban: int | None) -> tuple[int, int, int, int, int] | None:
    """``(x, o, live_free, dead_count, ban_code)`` of a position, or None when nobody can win."""
    total = free.bit_count()
    cap = total // 2
    lx, lo = live_lines(x, o, free, cap)
    if not can_still_win(lx, free, cap) and not can_still_win(lo, free, cap):
        return None
    inside = _span(lx, lo)
    f = free & inside
    code = NO_BAN if ban is None else ban if f >> ban & 1 else DEAD
    return x & inside, o & inside, f, total - f.bit_count(), code


class Solver:
    """Exact (``depth=None``) or depth-limited (``depth`` rounds, then ``leaf``) values.

    One instance keeps its memo between calls (values are a function of the position, so a
    warm memo changes the speed, never an answer); :meth:`clear` empties it."""

    def __init__(self, depth: int | None = None, leaf: Leaf | None = None, *, symmetry: bool = True,
                 max_entries: int = 3_000_000, extend: bool = False) -> None:
        if depth is not None and leaf is None:
            raise ValueError("a depth-limited search needs a leaf heuristic")
        self.depth = depth
        self.leaf = leaf
        self.extend = extend
        """At the horizon, a position where someone has a threat is searched one round more
        (the threat forces the other's square, so that round is small) before the leaf is
        asked: a static guess is at its worst on threats."""
        self.symmetry = symmetry
        self.max_entries = max_entries
        self.memo: dict[int, float] = {}
        self.raw: dict[int, float] = {}
        self.stops: dict[int, bool] = {}
        self.stops_raw: dict[int, bool] = {}
        self.nodes = 0
        self._stop: Callable[[], bool] | None = None

    def clear(self) -> None:
        """Forget every value, and the small games :mod:`.matrixgame` remembers (shared by
        all solvers: a cold start really starts cold)."""
        matrixgame.forget()
        self.memo.clear()
        self.raw.clear()
        self.stops.clear()
        self.stops_raw.clear()

    # --- the public entry -----------------------------------------------------------------
    def _root(self, x: int, o: int, ban: int | None, stop: Callable[[], bool] | None
              ) -> tuple["_Board", int, bool, int]:
        """The root's board (not canonical: the mixes are wanted in the real orientation),
        its ban code, whether anybody can still win, and the dead squares allowed to both."""
        self._stop = stop
        self.nodes = 0
        if len(self.memo) + len(self.raw) + len(self.stops) + len(self.stops_raw) > self.max_entries:
            self.clear()
        free = FULL & ~(x | o)
        depth = self.depth if self.depth is not None else -1
        reduced = reduce_position(x, o, free, ban)
        if reduced is None:  # nobody can win: every pair of choices leads to a draw
            rx, ro, f, nd, code = x, o, free, 0, NO_BAN if ban is None else ban
        else:
            rx, ro, f, nd, code = reduced
        dead = free & ~f
        banbit = 0 if ban is None else 1 << ban
        dead_allowed = dead & ~banbit if dead & ~banbit or f & ~banbit else dead
        return _Board(self, rx, ro, f, nd, depth, None), code, reduced is not None, dead_allowed

    def solve_root(self, x: int, o: int, ban: int | None, blocks: int,
                   stop: Callable[[], bool] | None = None, spread: tuple[float, float, bool] | None = None
                   ) -> RootSolution:
        """The value and both mixes of a position where the game goes on (not terminal), and
        the value of every allowed square against the other's mix (the whole matrix).

        ``spread=(epsilon, temperature, dominated)``: the mixes are softened
        (:func:`matrixgame.soften`: a softmax of the replies mixed in at a price of at most
        ``epsilon``);
        otherwise a pure equilibrium is spread over the safe squares (:func:`_refined`).
        Raises :class:`Interrupted` when ``stop()`` turns true."""
        board, code, live, dead_allowed = self._root(x, o, ban, stop)
        rows, cols, matrix = self._matrix(board, code, blocks)
        value, p, q = matrixgame.solve(matrix)
        if not live:
            value = 0.0
        if spread is not None:
            k = dead_allowed.bit_count()
            p, q, low, high = matrixgame.soften(matrix, value, p, q, spread[0], spread[1],
                                                [k if i == DEAD else 1 for i in rows],
                                                [k if j == DEAD else 1 for j in cols], spread[2])
        else:
            p, q = _refined(matrix, value, rows, cols, p, q, dead_allowed.bit_count())
        sol = _solution(self, value, rows, cols, p, q, x, o, ban, dead_allowed)
        if spread is not None:
            sol.x_guarantee, sol.o_guarantee = low, high
        for k, i in enumerate(rows):
            row_value = sum(matrix[k][c] * q[c] for c in range(len(cols)))
            for sq in _real(i, dead_allowed):
                sol.x_values[sq] = row_value
        for c, j in enumerate(cols):
            col_value = sum(matrix[k][c] * p[k] for k in range(len(rows)))
            for sq in _real(j, dead_allowed):
                sol.o_values[sq] = col_value
        return sol

    def equilibrium(self, x: int, o: int, ban: int | None, blocks: int,
                    stop: Callable[[], bool] | None = None) -> RootSolution:
        """The value and both mixes of an unfinished position by the double oracle, without
        the whole matrix: the computer's move (``x_values``/``o_values`` hold only the squares
        whose value against the other's mix was needed).

        When the round has a pure equilibrium, each side's mix is spread evenly over every
        square proved *safe* (guaranteeing the value against every reply, by the cells already
        valued, the bounds of the children and the proofs that a side cannot win): any mix of
        safe squares is an equilibrium too, and a single square would be read and blocked."""
        board, code, live, dead_allowed = self._root(x, o, ban, stop)
        x_live, x_dead, o_live, o_dead = _allowed_sets(board.f, board.nd, code, board.thr_x, board.thr_o)
        rows = board.order(0, x_live) + ([DEAD] if x_dead else [])
        cols = board.order(1, o_live) + ([DEAD] if o_dead else [])
        if not live:
            value = 0.0
            p = [1.0 / len(rows)] * len(rows)
            q = [1.0 / len(cols)] * len(cols)
            inside_r, inside_c = rows, cols
        else:
            value, p, q, inside_r, inside_c = self._restricted(board, rows, cols, blocks, x_dead,
                                                               [rows[0]], [cols[0]])
            if max(p) == 1.0 and max(q) == 1.0:
                inside_r = self._safe(board, rows, cols, blocks, x_dead, value, 0)
                inside_c = self._safe(board, rows, cols, blocks, x_dead, value, 1)
                weights_r = [dead_allowed.bit_count() if i == DEAD else 1 for i in inside_r]
                weights_c = [dead_allowed.bit_count() if j == DEAD else 1 for j in inside_c]
                p = [w / sum(weights_r) for w in weights_r]
                q = [w / sum(weights_c) for w in weights_c]
        sol = _solution(self, value, inside_r, inside_c, p, q, x, o, ban, dead_allowed)
        for sq in list(bits(x_live)) + list(bits(dead_allowed if x_dead else 0)):
            sol.x_mix.setdefault(sq, 0.0)
        for sq in list(bits(o_live)) + list(bits(dead_allowed if o_dead else 0)):
            sol.o_mix.setdefault(sq, 0.0)
        return sol

    def _safe(self, board: "_Board", rows: list[int], cols: list[int], blocks: int, k: int, value: float,
              seat: int) -> list[int]:
        """``seat``'s choices proved to guarantee ``value`` against every reply of the other
        (see :meth:`equilibrium`); the pure equilibrium's own choice is always among them."""
        tol = 1e-9
        safe = []
        mine, theirs = (rows, cols) if seat == 0 else (cols, rows)
        for a in mine:
            for b in theirs:
                i, j = (a, b) if seat == 0 else (b, a)
                known = board.cells.get(i << 5 | j) if i != j else None
                if known is not None:
                    if (known < value - tol) if seat == 0 else (known > value + tol):
                        break
                    continue
                if seat == 0:
                    if board.lower(i, j, blocks) >= value - tol:
                        continue
                    if value <= 0.0 and self.depth is None and self._held(board, i, j, blocks, k, 0):
                        continue
                else:
                    if board.upper(i, j, blocks) <= value + tol:
                        continue
                    if value >= 0.0 and self.depth is None and self._held(board, i, j, blocks, k, 1):
                        continue
                if i != j:
                    break  # not proved without valuing the cell
                v = self._cell(board, i, j, blocks, k)  # a block: the same board banned, mostly known
                if (v < value - tol) if seat == 0 else (v > value + tol):
                    break
            else:
                safe.append(a)
        return safe

    def value(self, x: int, o: int, ban: int | None, blocks: int,
              stop: Callable[[], bool] | None = None) -> float:
        """The value of an unfinished position for X, without the root's mixes (the memo's
        own path: the cheapest way to value many positions, e.g. the children of one round:
        the memo is only emptied past twice its limit, so that a round's children share it)."""
        self._stop = stop
        if len(self.memo) + len(self.raw) + len(self.stops) + len(self.stops_raw) > 2 * self.max_entries:
            self.clear()
        reduced = reduce_position(x, o, FULL & ~(x | o), ban)
        if reduced is None:
            return 0.0
        rx, ro, f, nd, code = reduced
        if blocks >= 3:
            return 0.0
        return self._value(rx, ro, f, nd, code, blocks, self.depth if self.depth is not None else -1)

    # --- the search -------------------------------------------------------------------------
    def _board_key(self, x: int, o: int, f: int, nd: int, depth: int) -> tuple[int, int]:
        """The canonical key of a reduced board (marks, live free squares, dead count, rounds
        left) and the symmetry that produces it. The ban is not part of it: a board and its
        block variants are solved together, in the board's canonical orientation."""
        tail = nd << 5 | (depth + 1)
        if not self.symmetry:
            return (x << 50 | o << 25 | f) << 10 | tail, 0
        # Order by X's marks first, then O's, then the free squares: most boards are decided
        # by X's marks alone, so O's and the free squares are transformed only on ties.
        best = -1
        ties: list[int] = []
        for s in range(8):
            t0, t1, t2 = SYMMETRY_TABLES[s]
            k = t0[x & 511] | t1[(x >> 9) & 255] | t2[x >> 17]
            if best < 0 or k < best:
                best, ties = k, [s]
            elif k == best:
                ties.append(s)
        best_s = ties[0]
        rest = -1
        for s in ties:
            t0, t1, t2 = SYMMETRY_TABLES[s]
            k = (t0[o & 511] | t1[(o >> 9) & 255] | t2[o >> 17]) << 25 | t0[f & 511] | t1[(f >> 9) & 255] | t2[f >> 17]
            if rest < 0 or k < rest:
                rest, best_s = k, s
        return (best << 50 | rest) << 10 | tail, best_s

    def _value(self, x: int, o: int, f: int, nd: int, ban: int, blocks: int, depth: int,
               lines: tuple[list[int], list[int]] | None = None) -> float:
        """The value of a reduced, unfinished position.

        Two tables: ``raw`` by the position as given (most transpositions arrive in the same
        orientation, and this key costs no symmetry work) and ``memo`` by the canonical key.
        ``lines``: the live lines of X and O when the caller knows them."""
        raw_key = (((x << 50 | o << 25 | f) << 10 | nd << 5 | (depth + 1)) << 5 | ban) << 2 | blocks
        value = self.raw.get(raw_key)
        if value is not None:
            return value
        board_key, s = self._board_key(x, o, f, nd, depth)
        if s:
            x, o, f = transform(x, s), transform(o, s), transform(f, s)
            ban = _BAN_MAPS[s][ban]
            lines = None
        value = self.memo.get((board_key << 5 | ban) << 2 | blocks)
        if value is None:
            value = self._solve(_Board(self, x, o, f, nd, depth, board_key, lines), ban, blocks)
        self.raw[raw_key] = value
        return value

    def _solve(self, board: "_Board", ban: int, blocks: int) -> float:
        """Solve the board with this ban and block count, storing the value in ``memo`` when
        the board is in its canonical orientation.

        A block variant (a ban) gets a double oracle of its own over the board's shared
        children, not a detour through the same board without the ban (whose value it shares
        when neither player uses the banned square there): the banned square is nearly always
        one both players want, that is why they blocked on it, so the detour solved the
        unbanned board, its own block on that square included, and then the variant anyway
        (docs/wildcats.md, "The block variants' detour")."""
        self.nodes += 1
        if not self.nodes & 255 and self._stop is not None and self._stop():
            raise Interrupted
        if board.key is not None and self.depth is None and self._drawn(board, ban, blocks):
            value = 0.0
        else:
            value = self._oracle(board, ban, blocks)
        if board.key is not None:
            self.memo[(board.key << 5 | ban) << 2 | blocks] = value
        return value

    # --- proving draws without matrices ----------------------------------------------------------
    def _drawn(self, board: "_Board", ban: int, blocks: int) -> bool:
        """Whether the value is 0 because each side that can still win can be stopped for sure.

        Most positions of a late game are draws, and a draw is proved by two pure strategies:
        one for each defender that keeps the other from ever completing four. Surely keeping
        the opponent from winning needs no mixing (a mix does it with certainty only if every
        square it uses does), so this is an AND-OR search over single squares, with cut-offs,
        far cheaper than the matrix games it replaces."""
        return ((not board.x_can or self._stops(board, ban, blocks, 1))
                and (not board.o_can or self._stops(board, ban, blocks, 0)))

    def _stops(self, board: "_Board", ban: int, blocks: int, defender: int) -> bool:
        """Whether ``defender`` has one square now (and after it, by induction, always) that
        leaves the other player no way to complete four, whatever the other chooses."""
        key = (((board.key << 5 | ban) << 2 | blocks) << 1 | defender)  # type: ignore[operator]
        found = self.stops.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if not self.nodes & 255 and self._stop is not None and self._stop():
            raise Interrupted
        x_live, x_dead, o_live, o_dead = _allowed_sets(board.f, board.nd, ban, board.thr_x, board.thr_o)
        mine, mine_dead, theirs, theirs_dead = ((x_live, x_dead, o_live, o_dead) if defender == 0
                                                else (o_live, o_dead, x_live, x_dead))
        ranking = board.ranking(1 - defender)
        candidates = [sq for sq in ranking if mine >> sq & 1] + ([DEAD] if mine_dead else [])
        attacks = [sq for sq in ranking if theirs >> sq & 1] + ([DEAD] if theirs_dead else [])
        # Whether the defender's square holds against every attack: a block leaves the same
        # board with that square banned (both DEAD: the attacker may also take another dead
        # square); a marking round either settles the game or leaves a position where the
        # attacker cannot win any more or the defender must stop it again.
        lost = 1.0 if defender == 1 else -1.0
        result = False
        for square in candidates:
            for attack in attacks:
                if attack == square:
                    if blocks < 2 and not self._stops(board, square, blocks + 1, defender):
                        break
                    if square != DEAD or theirs_dead < 2:
                        continue
                    attack = DEAD
                kid = board.child(square, attack) if defender == 0 else board.child(attack, square)
                if isinstance(kid, float):
                    if kid == lost:
                        break
                    continue
                if ((kid.x_can if defender == 1 else kid.o_can)
                        and not self._stops_at(kid.x, kid.o, kid.f, kid.nd, kid.lines, defender)):
                    break
            else:
                result = True
                break
        self.stops[key] = result
        return result

    def _stops_at(self, x: int, o: int, f: int, nd: int, lines: tuple[list[int], list[int]] | None, defender: int) -> bool:
        """:meth:`_stops` on a reduced position after a marking round (no ban, no block)."""
        raw_key = ((x << 50 | o << 25 | f) << 5 | nd) << 1 | defender
        found = self.stops_raw.get(raw_key)
        if found is not None:
            return found
        board_key, s = self._board_key(x, o, f, nd, -1)
        if s:
            x, o, f = transform(x, s), transform(o, s), transform(f, s)
            lines = None
        found = self.stops.get((((board_key << 5 | NO_BAN) << 2) << 1) | defender)
        if found is None:
            found = self._stops(_Board(self, x, o, f, nd, -1, board_key, lines), NO_BAN, 0, defender)
        self.stops_raw[raw_key] = found
        return found

    def _matrix(self, board: "_Board", ban: int, blocks: int) -> tuple[tuple[int, ...], tuple[int, ...], list[list[float]]]:
        """Rows (X's choices: live squares, then :data:`DEAD`), columns (O's) and the
        children's values for X. A block on a live square leads to the same board with that
        square banned; both choosing dead squares (``k`` of them allowed) block with
        probability 1/k and otherwise mark two dead squares."""
        x_live, x_dead, o_live, o_dead = _allowed_sets(board.f, board.nd, ban, board.thr_x, board.thr_o)
        rows = _squares(x_live) + ((DEAD,) if x_dead else ())
        cols = _squares(o_live) + ((DEAD,) if o_dead else ())
        matrix = [[self._cell(board, i, j, blocks, x_dead) for j in cols] for i in rows]
        return rows, cols, matrix

    def _cell(self, board: "_Board", i: int, j: int, blocks: int, k: int) -> float:
        """X's value when X chooses ``i`` and O ``j`` (``k``: the allowed dead squares). A
        block on a live square leads to the same board with that square banned; both choosing
        dead squares block with probability 1/k and otherwise mark two dead squares."""
        if i != j:
            v = board.cells.get(i << 5 | j)
            return board.mark(i, j) if v is None else v
        if blocks >= 2:
            blocked = 0.0  # a third block in a row is a draw
        elif board.leaf_next:
            blocked = board.leaf_value()
        elif board.key is None:
            blocked = self._value(board.x, board.o, board.f, board.nd, i, blocks + 1, board.depth)
        else:
            found = self.memo.get((board.key << 5 | i) << 2 | blocks + 1)
            blocked = found if found is not None else self._solve(board, i, blocks + 1)
        if i != DEAD or k == 1:
            return blocked
        return blocked / k + (1.0 - 1.0 / k) * board.mark(DEAD, DEAD)

    def _oracle(self, board: "_Board", ban: int, blocks: int) -> float:
        """The value of the round by the double oracle: solve the game restricted to a few
        rows and columns, add each side's best reply to the other's mix while it does better
        than the restricted value. Only the cells in the supports' rows and columns are ever
        valued (about m + n of the m x n children when the round has a saddle point), and a
        cell is skipped when the bounds of its child (a side that cannot win any more) show
        that it cannot make its row or column a better reply.

        Where it starts changes the speed, never the value: from the rows and columns the
        board's last double oracle ended with (its block variants share most of an
        equilibrium), else from the likeliest of each (:meth:`_Board.order`). Starting from
        the two likeliest of each was about 10 % faster on most positions but three times
        slower on one of the bench's (a cell no equilibrium needs can hold a large subtree).
        The root starts from one of each, as it always did: its mixes depend on the path."""
        x_live, x_dead, o_live, o_dead = _allowed_sets(board.f, board.nd, ban, board.thr_x, board.thr_o)
        rows = board.order(0, x_live) + ([DEAD] if x_dead else [])
        cols = board.order(1, o_live) + ([DEAD] if o_dead else [])
        if len(rows) == 1 or len(cols) == 1:
            return self._line(board, rows, cols, blocks, x_dead)
        start_r = start_c = None
        hint = board.hint
        if hint is not None:
            start_r = [i for i in hint[0] if i in rows]
            start_c = [j for j in hint[1] if j in cols]
        value, p, q, inside_r, inside_c = self._restricted(board, rows, cols, blocks, x_dead,
                                                           start_r or [rows[0]], start_c or [cols[0]])
        board.hint = (inside_r, inside_c)
        return value

    def _restricted(self, board: "_Board", rows: list[int], cols: list[int], blocks: int, k: int,
                    inside_r: list[int], inside_c: list[int]
                    ) -> tuple[float, list[float], list[float], list[int], list[int]]:
        """The double oracle's loop from the rows ``inside_r`` and columns ``inside_c``: the
        value, the mixes over the rows and columns it ended with, and those rows and columns.

        The bounds are read from the board's tables (:attr:`_Board.hi`, :attr:`_Board.lo`)
        without a call per cell; a proof that a side surely stops the other tightens them for
        good (except at the root, whose cells valued decide which squares :meth:`_safe` can
        prove safe, so that it values exactly the cells it always did)."""
        hi, lo, cells = board.hi, board.lo, board.cells
        tol = ORACLE_TOL
        sub = [[self._cell(board, i, j, blocks, k) for j in inside_c] for i in inside_r]
        x_can, o_can = board.x_can, board.o_can
        diag_hi = 1.0 if x_can and blocks < 2 else 0.0
        diag_lo = -1.0 if o_can and blocks < 2 else 0.0
        proofs = self.depth is None
        tighten = board.key is not None
        u: float | None
        bounds: list[float]
        while True:
            value, p, q = matrixgame.solve(sub)
            best_row = best_col = -1
            # X's best reply to O's mix among the rows left out (none can beat a value of at
            # least 0 when X cannot win any more, nor a win)
            if (x_can or value < -tol) and value < 1.0:
                q_mix = [(j, w) for j, w in zip(inside_c, q) if w > 0.0]
                best = value + tol
                for i in rows:
                    if i in inside_r:
                        continue
                    high = 0.0
                    bounds = []
                    for j, w in q_mix:
                        if i == j:
                            u = diag_hi
                        else:
                            u = hi.get(i << 5 | j)
                            if u is None:
                                u = board.upper(i, j, blocks)
                        bounds.append(u)
                        high += w * u
                    if high <= best:
                        continue
                    if proofs and best >= 0.0:
                        for (j, w), u in zip(q_mix, bounds):
                            if u > 0.0 and self._proved(board, i, j, blocks, k, 1, tighten):
                                high -= w * u
                                if high <= best:
                                    break
                        if high <= best:
                            continue
                        if tighten:
                            bounds = [diag_hi if i == j else board.hi[i << 5 | j] for j, _ in q_mix]
                        high = 0.0
                        for (j, w), u in zip(q_mix, bounds):
                            high += w * u
                    total = 0.0
                    for (j, w), u in zip(q_mix, bounds):
                        high -= w * u
                        v = cells.get(i << 5 | j) if i != j else None
                        total += w * (self._cell(board, i, j, blocks, k) if v is None else v)
                        if total + high <= best:
                            break
                    else:
                        best_row, best = i, total
            if (o_can or value > tol) and value > -1.0:
                p_mix = [(i, w) for i, w in zip(inside_r, p) if w > 0.0]
                low = value - tol
                for j in cols:
                    if j in inside_c:
                        continue
                    floor = 0.0
                    bounds = []
                    for i, w in p_mix:
                        if i == j:
                            u = diag_lo
                        else:
                            u = lo.get(i << 5 | j)
                            if u is None:
                                u = board.lower(i, j, blocks)
                        bounds.append(u)
                        floor += w * u
                    if floor >= low:
                        continue
                    if proofs and low <= 0.0:
                        for (i, w), u in zip(p_mix, bounds):
                            if u < 0.0 and self._proved(board, i, j, blocks, k, 0, tighten):
                                floor -= w * u
                                if floor >= low:
                                    break
                        if floor >= low:
                            continue
                        if tighten:
                            bounds = [diag_lo if i == j else board.lo[i << 5 | j] for i, _ in p_mix]
                        floor = 0.0
                        for (i, w), u in zip(p_mix, bounds):
                            floor += w * u
                    total = 0.0
                    for (i, w), u in zip(p_mix, bounds):
                        floor -= w * u
                        v = cells.get(i << 5 | j) if i != j else None
                        total += w * (self._cell(board, i, j, blocks, k) if v is None else v)
                        if total + floor >= low:
                            break
                    else:
                        best_col, low = j, total
            if best_row < 0 and best_col < 0:
                return value, p, q, inside_r, inside_c
            if best_row >= 0:
                inside_r.append(best_row)
                sub.append([self._cell(board, best_row, j, blocks, k) for j in inside_c])
            if best_col >= 0:
                inside_c.append(best_col)
                for i, line in zip(inside_r, sub):
                    line.append(self._cell(board, i, best_col, blocks, k))

    def _proved(self, board: "_Board", i: int, j: int, blocks: int, k: int, defender: int, tighten: bool) -> bool:
        """:meth:`_held`, with the proof about a marking child remembered by the board (see
        :meth:`_kid_proof`; ``tighten`` as there)."""
        if i == j:
            return self._held(board, i, j, blocks, k, defender)
        return self._marking_held(board, i, j, defender, tighten)

    def _marking_held(self, board: "_Board", i: int, j: int, defender: int, tighten: bool) -> bool:
        """:meth:`_held` of a marking cell (``i != j``)."""
        kid = board.child(i, j)
        if isinstance(kid, float):
            return kid == 0.0 or (kid < 0.0) == (defender == 1)
        if not (kid.x_can if defender == 1 else kid.o_can):
            return True
        cell = i << 5 | j
        found = board.proved.get(cell << 1 | defender)
        if found is None:
            found = self._kid_proof(board, cell, kid, defender, tighten)
        return found

    def _kid_proof(self, board: "_Board", cell: int,
                   kid: _Kid, defender: int, tighten: bool) -> bool:
        """Whether ``defender`` surely stops the other in the child position ``kid`` of the
        marking cell ``cell``, where the other can still win. Stored in ``board.proved``: the
        proof is about the child alone, so it holds whatever the board's ban and block count
        (the double oracle asks again for each; the draw proofs of :meth:`_stops` ask the
        stop memo directly: a table there cost more than it saved). ``tighten``: a proof also
        lowers the cell's bound for the attacker to a draw in the board's tables (not at the
        root, whose cells valued must stay those it always valued)."""
        found = self._stops_at(kid.x, kid.o, kid.f, kid.nd, kid.lines, defender)
        board.proved[cell << 1 | defender] = found
        if found and tighten:
            if defender:
                if board.hi[cell] > 0.0:
                    board.hi[cell] = 0.0
            elif board.lo[cell] < 0.0:
                board.lo[cell] = 0.0
        return found

    def _held(self, board: "_Board", i: int, j: int, blocks: int, k: int, defender: int) -> bool:
        """Whether ``defender`` surely keeps the other from winning after the choices ``i``
        (X) and ``j`` (O): then the cell is at most a draw for the other side (exact search
        only: the proof is about the real game, not a horizon's guess)."""
        if i == j:
            if blocks >= 2 or (i == DEAD and k > 1) or board.key is None:
                return False
            return self._stops(board, i, blocks + 1, defender)
        return self._marking_held(board, i, j, defender, board.key is not None)

    def _line(self, board: "_Board", rows: list[int], cols: list[int], blocks: int, k: int) -> float:
        """A round where one side has a single choice: the other side's best cell, stopping
        at the best that side could ever get, skipping cells whose bounds cannot beat it."""
        if len(rows) == 1:
            i = rows[0]
            best = 2.0
            floor = -1.0 if board.o_can else 0.0
            for j in cols:
                if board.lower(i, j, blocks) >= best:
                    continue
                v = self._cell(board, i, j, blocks, k)
                if v < best:
                    best = v
                    if best <= floor:
                        break
            return best
        j = cols[0]
        best = -2.0
        ceiling = 1.0 if board.x_can else 0.0
        for i in rows:
            if board.upper(i, j, blocks) <= best:
                continue
            v = self._cell(board, i, j, blocks, k)
            if v > best:
                best = v
                if best >= ceiling:
                    break
        return best


class _Board:
    """What a board's positions share whatever the ban and block count: the threats, the live
    lines and the values of its marking children (a marking round clears the ban and the
    count, so a board and its block variants have the same marking children)."""

    __slots__ = ("x", "o", "f", "nd", "depth", "key", "thr_x", "thr_o", "leaf_next", "child_depth", "extend",
                 "total", "ncap", "kids", "cells", "lines", "x_can", "o_can", "_solver", "_rankings", "_orders",
                 "hi", "lo", "proved", "hint")
    # hi, lo: each marking cell's best known upper and lower bound (its value once valued);
    # proved: the stop-proofs about its marking children; hint: where its last double
    # oracle ended (see Solver._oracle).

    def __init__(self, solver: Solver, x: int, o: int, f: int, nd: int, depth: int, key: int | None,
                 lines: tuple[list[int], list[int]] | None = None) -> None:
        self.x, self.o, self.f, self.nd, self.depth, self.key = x, o, f, nd, depth, key
        self._solver = solver
        total = f.bit_count() + nd
        lx, lo = lines if lines is not None else live_lines(x, o, f, total // 2)
        thr_x = thr_o = 0
        for line in lx:
            e = line & f
            if not e & (e - 1):
                thr_x |= e
        for line in lo:
            e = line & f
            if not e & (e - 1):
                thr_o |= e
        self.thr_x, self.thr_o = thr_x, thr_o
        self.leaf_next = depth in (0, 1)
        self.child_depth = depth - 1 if depth > 0 else depth
        self.extend = depth == 1 and solver.extend
        self.total = total
        self.ncap = (total - 2) // 2
        # Who can still win here bounds the children: their live lines are some of these,
        # with fewer free squares and one square less to spare, so a side that cannot win
        # now cannot win after any marking round (the test is skipped for it).
        self.x_can = can_still_win(lx, f, total // 2)
        self.o_can = can_still_win(lo, f, total // 2)
        self.kids: dict[int, Child] = {}
        self.hi: dict[int, float] = {}
        self.lo: dict[int, float] = {}
        self.proved: dict[int, bool] = {}
        self.lines = (lx, lo)
        self._rankings: list[list[int] | None] = [None, None]
        self._orders: list[list[int] | None] = [None, None]
        self.hint: tuple[list[int], list[int]] | None = None
        self.cells: dict[int, float] = {}

    def child(self, i: int, j: int) -> Child:
        """What X marking ``i`` and O marking ``j`` (different squares; DEAD: some dead
        square) leads to: a finished or settled result (+1, -1, 0: a draw or nobody able
        to win any more) or the reduced position (a :class:`_Kid`)."""
        key = i << 5 | j
        found = self.kids.get(key)
        if found is not None:
            return found
        ibit = 0 if i == DEAD else 1 << i
        jbit = 0 if j == DEAD else 1 << j
        settled: float
        if ibit & self.thr_x:
            settled = 0.0 if jbit & self.thr_o else 1.0
        elif jbit & self.thr_o:
            settled = -1.0
        elif self.total <= 3:  # at most one free square left: a draw
            settled = 0.0
        else:
            nf = self.f & ~(ibit | jbit)
            ncap = self.ncap
            lx, lo = self.lines
            clx = [ln for ln in lx if not ln & jbit and (ln & nf).bit_count() <= ncap]
            clo = [ln for ln in lo if not ln & ibit and (ln & nf).bit_count() <= ncap]
            x_can = self.x_can and can_still_win(clx, nf, ncap)
            o_can = self.o_can and can_still_win(clo, nf, ncap)
            if not x_can and not o_can:
                settled = 0.0
            else:
                inside = _span(clx, clo)
                cf = nf & inside
                result = _Kid((self.x | ibit) & inside, (self.o | jbit) & inside, cf, self.total - 2 - cf.bit_count(),
                              (clx, clo), x_can, o_can)
                self.kids[key] = result
                self.hi[key] = 1.0 if x_can else 0.0
                self.lo[key] = -1.0 if o_can else 0.0
                return result
        self.kids[key] = self.hi[key] = self.lo[key] = settled
        return settled

    def mark(self, i: int, j: int) -> float:
        """The value for X after X marks ``i`` and O marks ``j``."""
        key = i << 5 | j
        found = self.cells.get(key)
        if found is not None:
            return found
        kid = self.child(i, j)
        result: float
        if isinstance(kid, float):
            result = kid
        else:
            cx, co, cf, cnd, lines = kid.x, kid.o, kid.f, kid.nd, kid.lines
            if self.extend and _has_threat(lines, cf):
                result = self._solver._value(cx, co, cf, cnd, NO_BAN, 0, 0, lines)  # one more round, forced
            elif self.leaf_next:
                result = self._solver.leaf(cx, co, cf, cnd, lines)  # type: ignore[misc]
            else:
                result = self._solver._value(cx, co, cf, cnd, NO_BAN, 0, self.child_depth, lines)
        self.cells[key] = self.hi[key] = self.lo[key] = result
        return result

    def ranking(self, seat: int) -> list[int]:
        """The free live squares, those on the most live lines of ``seat`` first: where a
        defender should look first, and where the attack is most likely to succeed."""
        found = self._rankings[seat]
        if found is None:
            counts = [0] * N_SQUARES
            f = self.f
            for line in self.lines[seat]:
                for sq in _squares(line & f):
                    counts[sq] += 1
            found = sorted(_squares(f), key=counts.__getitem__, reverse=True)  # stable: ties by index
            self._rankings[seat] = found
        return found

    def order(self, seat: int, mask: int) -> list[int]:
        """The squares of ``mask``, the likeliest equilibrium choices of ``seat`` first (the
        double oracle starts from the first ones): squares on many live lines with many marks,
        its own lines first, the opponent's (to be spoiled) next."""
        found = self._orders[seat]
        if found is None:
            weight = [0.0] * N_SQUARES
            f = self.f
            for who, factor in ((seat, 1.0), (1 - seat, 0.9)):
                own = self.x if who == 0 else self.o
                for line in self.lines[who]:
                    w = factor * 4.0 ** (line & own).bit_count()
                    for sq in _squares(line & f):
                        weight[sq] += w
            found = sorted(_squares(f), key=weight.__getitem__, reverse=True)
            self._orders[seat] = found
        return [sq for sq in found if mask >> sq & 1]

    def upper(self, i: int, j: int, blocks: int) -> float:
        """An upper bound of the cell (``i``, ``j``) known without solving it: its value when
        known, else a draw at best when X cannot win any more in the child (or a proof says
        that O surely stops X there, see :meth:`Solver._kid_proof`)."""
        if i == j:
            return 1.0 if self.x_can and blocks < 2 else 0.0
        key = i << 5 | j
        found = self.hi.get(key)
        if found is None:
            self.child(i, j)
            found = self.hi[key]
        return found

    def lower(self, i: int, j: int, blocks: int) -> float:
        """A lower bound of the cell, as :meth:`upper` (O cannot win any more: at least a draw)."""
        if i == j:
            return -1.0 if self.o_can and blocks < 2 else 0.0
        key = i << 5 | j
        found = self.lo.get(key)
        if found is None:
            self.child(i, j)
            found = self.lo[key]
        return found

    def leaf_value(self) -> float:
        """The heuristic on this board (a block at the search horizon)."""
        return self._solver.leaf(self.x, self.o, self.f, self.nd, self.lines)  # type: ignore[misc]


def _has_threat(lines: tuple[list[int], list[int]], f: int) -> bool:
    """Whether either side has a threat (a live line with one empty square)."""
    for side in lines:
        for line in side:
            e = line & f
            if not e & (e - 1):
                return True
    return False


def _allowed_sets(f: int, nd: int, ban: int, thr_x: int, thr_o: int) -> tuple[int, int, int, int]:
    """Both seats' allowed squares (Decisions 1-3, as :func:`rules.wildcats.board.allowed`) on
    a reduced position: ``(x_live, x_dead_count, o_live, o_dead_count)``, the dead squares
    counted rather than listed."""
    banbit = 1 << ban if ban < N_SQUARES else 0
    s_live, s_dead = f & ~banbit, nd - (ban == DEAD)
    if not s_live and not s_dead:
        s_live, s_dead = f, nd
    x_live, x_dead = (s_live & thr_o, 0) if s_live & thr_o else (s_live, s_dead)
    if thr_x and not thr_x & (thr_x - 1) and (x_live & ~thr_x or x_dead):
        x_live &= ~thr_x
    o_live, o_dead = (s_live & thr_x, 0) if s_live & thr_x else (s_live, s_dead)
    if thr_o and not thr_o & (thr_o - 1) and (o_live & ~thr_o or o_dead):
        o_live &= ~thr_o
    return x_live, x_dead, o_live, o_dead
