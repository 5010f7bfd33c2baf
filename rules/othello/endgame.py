"""Exact endgame solver: the final disc difference with perfect play from both sides.

Scores follow the convention of the FFO test files and of engines such as Edax: when the game
ends with empty squares, they count for the winner. Scores are therefore always even.

Why it is shaped like this (pure Python, so every node counts):

* Far from the end (``> SMALL`` empties) moves are ordered *fastest-first*: the reply that
  leaves the opponent the fewest moves (corner moves count double) is searched first, which
  makes the tree narrow; from ``ORDER_BY_EVAL`` empties on the evaluation breaks ties and
  nudges the order (it costs as much as a few move generations, so only where the subtrees
  are big: 6% fewer nodes on FFO #1-#19 than with no evaluation at all, about even in time,
  ahead on the bigger FFO #20-#25); a transposition table keeps bounds and the best move
  from shallower null-window passes for ``>= TT_MIN`` empties. Above ``TT_MIN`` empties,
  where the children can be in the table, each child is looked up before any is searched
  (enhanced transposition cutoff): a child whose upper bound already refutes it ends the
  node at once (8% fewer nodes, 7% less time on the game positions). The replies counted
  for the ordering are handed to the child's search (``mv``), not generated again.
* Near the end (``<= SMALL`` empties) generating and sorting moves costs more than it saves,
  so the solver walks a list of empty squares kept in *parity* order (squares in regions with
  an odd number of empties first) and simply tries to flip at each. (Ordering 7-empty nodes
  by replies too saves a tenth of the nodes but costs more time than that.) These small trees
  are a few hundred nodes at most, so the stop flag, looked at in :meth:`search` only, is
  still seen within a few ms.
* Nearly every small tree is searched with a null window (the root probes and the PVS scouts
  below them are all null-window), so those get their own solvers taking only ``alpha``
  (``_small_nw``, then ``_four``, ``_three``, ``_two`` unrolled: no list, no loop, no beta);
  other windows take the plain loop ``_small``.
* The very last square is scored directly without recursion (inside ``_two``), from the
  number of discs it flips alone (``COUNT_FLIPS``).
* The root is solved with null-window probes that bracket the score (scores are even, so
  ``alpha = v - 1, beta = v + 1`` decides whether the score is above, below or equal to v).
  A probe that fails low must refute every move and costs about as much far above the score
  as just above it, so the first probe is a little below the evaluation's guess, and after a
  fail-low the next one jumps well below; probes then climb by 2.
* Stability cutoff: discs that can never be flipped bound the final score
  (``stable_discs``, with the full lines found by shifts, not by a loop over lines);
  lopsided positions, where one side keeps many of them, are cut off early. Above ``SMALL``
  empties it is tried whenever the disc counts allow a cutoff; in the null-window small
  trees only from 6 empties and a high alpha (``SMALL_STABILITY_ALPHA``): 16% fewer nodes
  and 9% less time on lopsided game positions, about even on balanced ones (FFO), where it
  seldom cuts.
"""
from __future__ import annotations

from collections.abc import Callable

from rules.othello.evaluation import Evaluate, shared_evaluator
from rules.othello.movegen import COUNT_FLIPS, FLIPS, FULL, moves

SMALL = 7
ORDER_BY_EVAL = 12  # from this many empties on, the evaluation refines fastest-first
EVAL_WEIGHT = 2.0  # sort-key units per disc of evaluation (one reply move counts 16)
TT_MIN = 8
ROOT_BIAS = 4  # the root's first test is this far below the evaluation (see best_move)
ROOT_STEP_DOWN = 14
# Inside the small trees the stability cutoff is tried only from 6 empties on and when alpha
# is at least this high (Edax's NWS thresholds plus 4): stable_discs costs as much as a few
# small nodes, so it must cut often to pay.
SMALL_STABILITY_ALPHA = tuple(99 if n < 6 else 2 * n + 2 for n in range(65))
CHECK_EVERY = 2000  # nodes between two looks at the stop flag / clock (a few ms of work)

CORNER_MASK = (1 << 0) | (1 << 7) | (1 << 56) | (1 << 63)
_QUADRANT = tuple(((sq // 8) >= 4) * 2 + ((sq % 8) >= 4) for sq in range(64))
# A fixed preference among squares, used to break ties: corners, then edges, X/C squares last.
_SQUARE_RANK = (
    0, 6, 2, 3, 3, 2, 6, 0,
    6, 7, 4, 4, 4, 4, 7, 6,
    2, 4, 1, 1, 1, 1, 4, 2,
    3, 4, 1, 1, 1, 1, 4, 3,
    3, 4, 1, 1, 1, 1, 4, 3,
    2, 4, 1, 1, 1, 1, 4, 2,
    6, 7, 4, 4, 4, 4, 7, 6,
    0, 6, 2, 3, 3, 2, 6, 0,
)


def _neighbours() -> tuple[int, ...]:
    out = []
    for sq in range(64):
        r, c = divmod(sq, 8)
        m = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < 8 and 0 <= c + dc < 8:
                    m |= 1 << ((r + dr) * 8 + c + dc)
        out.append(m)
    return tuple(out)


# The squares around each square: a move there flips something only if one is the opponent's.
NEIGHBOURS = _neighbours()

_A_FILE = 0x0101010101010101
_EDGE = 0xFF818181818181FF


def full_lines(occ: int) -> tuple[int, int, int, int]:
    """The squares whose row, column, diagonal (a1-h8 way) and anti-diagonal, respectively,
    are full in ``occ``. Shifts and masks instead of a loop over the 42 lines: a row is full
    when ``x & x >> 4 & ...`` leaves its first bit, a column likewise with shifts of 32, 16, 8;
    a diagonal square is full when the run of discs from it reaches the board's edge on both
    sides, each side found in three doubling steps (the masks are the squares within 1, 2, 4
    steps of that edge, whose run has already arrived)."""
    x = occ & (occ >> 4)
    x &= x >> 2
    x &= x >> 1
    rows = (x & _A_FILE) * 0xFF
    x = occ & (occ >> 32)
    x &= x >> 16
    x &= x >> 8
    cols = (x & 0xFF) * _A_FILE
    up = occ & (0x01010101010101FF | (occ << 9))  # towards a1
    up &= 0x030303030303FFFF | (up << 18)
    up &= 0x0F0F0F0FFFFFFFFF | (up << 36)
    down = occ & (0xFF80808080808080 | (occ >> 9))  # towards h8
    down &= 0xFFFFC0C0C0C0C0C0 | (down >> 18)
    down &= 0xFFFFFFFFF0F0F0F0 | (down >> 36)
    diag = up & down
    up = occ & (0x80808080808080FF | (occ << 7))  # towards h1
    up &= 0xC0C0C0C0C0C0FFFF | (up << 14)
    up &= 0xF0F0F0F0FFFFFFFF | (up << 28)
    down = occ & (0xFF01010101010101 | (occ >> 7))  # towards a8
    down &= 0xFFFF030303030303 | (down >> 14)
    down &= 0xFFFFFFFF0F0F0F0F | (down >> 28)
    return rows, cols, diag, up & down


def stable_discs(me: int, opp: int) -> int:
    """A subset of ``me``'s discs that can never be flipped: a disc is stable when, along
    each of its four lines, the line is full or a neighbour on it is the board's edge or a
    stable disc of its own colour (no move can then bracket it along that line)."""
    fh, fv, fd, fa = full_lines(me | opp)
    # squares whose line in a direction is full, or with the edge on one side of it
    fh |= 0x8181818181818181
    fv |= 0xFF000000000000FF
    fd |= _EDGE
    fa |= _EDGE
    stable = me & fh & fv & fd & fa
    while True:
        s = stable
        new = me & (fh | (s << 1) | (s >> 1)) & (fv | (s << 8) | (s >> 8)) \
            & (fd | (s << 9) | (s >> 9)) & (fa | (s << 7) | (s >> 7))
        new |= stable
        if new == stable:
            return stable
        stable = new


# Searches the root's ordered children (key, square, their boards) against one null window.
Probe = Callable[[list[tuple[float, int, int, int]], int], tuple[int, int]]


class SearchStopped(Exception):
    """Raised inside a search when the stop flag turns on or the deadline passes."""


def final_score(me: int, opp: int) -> int:
    """The disc difference of a finished game for ``me``, empties to the winner."""
    a, b = me.bit_count(), opp.bit_count()
    if a > b:
        return 64 - 2 * b
    if a < b:
        return 2 * a - 64
    return 0


def parity_order(empty: int) -> list[int]:
    """Empty squares, those in quadrants with an odd number of empties first."""
    sqs = []
    e = empty
    while e:
        low = e & -e
        sqs.append(low.bit_length() - 1)
        e ^= low
    count = [0, 0, 0, 0]
    for sq in sqs:
        count[_QUADRANT[sq]] += 1
    sqs.sort(key=lambda sq: (not (count[_QUADRANT[sq]] & 1), _SQUARE_RANK[sq]))
    return sqs


class EndgameSolver:
    """One solve (or a series of solves sharing a table); counts nodes, honours ``stop``."""

    def __init__(self, stop: Callable[[], bool] | None = None,
                 evaluate: Evaluate | None = None) -> None:
        self.stop = stop
        self.evaluate = evaluate or shared_evaluator()
        # the pattern evaluation scores a node's children incrementally (see patterns.py)
        self._child_base = getattr(self.evaluate, "child_base", None)
        self._child_value = getattr(self.evaluate, "child_value", None)
        self.nodes = 0
        self.table: dict[tuple[int, int], tuple[int, int, int]] = {}
        self._next_check = CHECK_EVERY
        self.bounds = (-64, 64, -1)
        """(lower, upper, best square) of the root's score as :meth:`best_move`'s probes have
        bracketed it so far: what a progress line shows, and the answer of a solve stopped
        early (the square is -1 until a probe has found a move reaching ``lower``)."""

    # ------------------------------------------------------------------ small trees
    def _check(self) -> None:
        self._next_check = self.nodes + CHECK_EVERY
        if self.stop is not None and self.stop():
            raise SearchStopped

    def _small(self, me: int, opp: int, alpha: int, beta: int, empties: list[int], passed: bool) -> int:
        """Fail-soft alpha-beta over a list of empty squares (``len(empties) >= 2``), any
        window; null windows go to the unrolled :meth:`_small_nw` family instead."""
        n = len(empties)
        self.nodes += 1
        best = -99
        for i in range(n):
            sq = empties[i]
            if not NEIGHBOURS[sq] & opp:
                continue
            f = FLIPS[sq](me, opp)
            if f:
                if n == 2:
                    v = -_last(opp ^ f, me | f | (1 << sq), empties[1 - i])
                else:
                    v = -self._small(opp ^ f, me | f | (1 << sq), -beta, -alpha,
                                     empties[:i] + empties[i + 1:], False)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            return v
        if best == -99:
            if passed:
                return final_score(me, opp)
            return -self._small(opp, me, -beta, -alpha, empties, True)
        return best

    # The null-window solvers below decide "score > alpha?" (beta == alpha + 1, as in every
    # root probe and every PVS scout): a move that beats alpha is a cutoff, so alpha never
    # moves and there is no beta to carry. The last four levels are unrolled (no list, no
    # loop), keeping the parity order of the list they came from.
    def _small_nw(self, me: int, opp: int, alpha: int, empties: list[int], passed: bool) -> int:
        """Null-window (``alpha``, ``alpha + 1``) fail-soft solve, ``len(empties) >= 5``."""
        self.nodes += 1
        n = len(empties)
        if alpha >= SMALL_STABILITY_ALPHA[n] and alpha >= 64 - 2 * opp.bit_count():
            bound = 64 - 2 * stable_discs(opp, me).bit_count()
            if bound <= alpha:
                return bound
        best = -99
        for i in range(n):
            sq = empties[i]
            f = FLIPS[sq](me, opp)
            if f:
                if n == 5:
                    a, b, c, d = empties[:i] + empties[i + 1:]
                    v = -self._four(opp ^ f, me | f | (1 << sq), -alpha - 1, a, b, c, d, False)
                else:
                    v = -self._small_nw(opp ^ f, me | f | (1 << sq), -alpha - 1,
                                        empties[:i] + empties[i + 1:], False)
                if v > alpha:
                    return v
                if v > best:
                    best = v
        if best == -99:
            if passed:
                return final_score(me, opp)
            return -self._small_nw(opp, me, -alpha - 1, empties, True)
        return best

    def _four(self, me: int, opp: int, alpha: int, s1: int, s2: int, s3: int, s4: int,
              passed: bool) -> int:
        """Null-window solve of four empty squares, unrolled."""
        self.nodes += 1
        best = -99
        f = FLIPS[s1](me, opp)
        if f:
            best = -self._three(opp ^ f, me | f | (1 << s1), -alpha - 1, s2, s3, s4, False)
            if best > alpha:
                return best
        f = FLIPS[s2](me, opp)
        if f:
            v = -self._three(opp ^ f, me | f | (1 << s2), -alpha - 1, s1, s3, s4, False)
            if v > best:
                if v > alpha:
                    return v
                best = v
        f = FLIPS[s3](me, opp)
        if f:
            v = -self._three(opp ^ f, me | f | (1 << s3), -alpha - 1, s1, s2, s4, False)
            if v > best:
                if v > alpha:
                    return v
                best = v
        f = FLIPS[s4](me, opp)
        if f:
            v = -self._three(opp ^ f, me | f | (1 << s4), -alpha - 1, s1, s2, s3, False)
            if v > best:
                best = v
        if best == -99:
            if passed:
                return final_score(me, opp)
            return -self._four(opp, me, -alpha - 1, s1, s2, s3, s4, True)
        return best

    def _three(self, me: int, opp: int, alpha: int, s1: int, s2: int, s3: int,
               passed: bool) -> int:
        """Null-window solve of three empty squares, unrolled (the commonest node)."""
        self.nodes += 1
        best = -99
        f = FLIPS[s1](me, opp)
        if f:
            best = -self._two(opp ^ f, me | f | (1 << s1), -alpha - 1, s2, s3, False)
            if best > alpha:
                return best
        f = FLIPS[s2](me, opp)
        if f:
            v = -self._two(opp ^ f, me | f | (1 << s2), -alpha - 1, s1, s3, False)
            if v > best:
                if v > alpha:
                    return v
                best = v
        f = FLIPS[s3](me, opp)
        if f:
            v = -self._two(opp ^ f, me | f | (1 << s3), -alpha - 1, s1, s2, False)
            if v > best:
                best = v
        if best == -99:
            if passed:
                return final_score(me, opp)
            return -self._three(opp, me, -alpha - 1, s1, s2, s3, True)
        return best

    def _two(self, me: int, opp: int, alpha: int, s1: int, s2: int, passed: bool) -> int:
        """Null-window solve of two empty squares: try each, and score the last square in
        place (``_last`` inlined, from this side's point of view)."""
        best = -99
        f = FLIPS[s1](me, opp)
        if f:
            mine = me | f | (1 << s1)
            theirs = opp ^ f
            k = mine.bit_count()
            c = COUNT_FLIPS[s2](theirs, mine)
            if c:
                best = 2 * (k - c) - 64
            else:
                c = COUNT_FLIPS[s2](mine, theirs)
                if c:
                    best = 2 * (k + c + 1) - 64
                else:
                    best = 2 * k - 63
                    best += 1 if best > 0 else -1
            if best > alpha:
                return best
        f = FLIPS[s2](me, opp)
        if f:
            mine = me | f | (1 << s2)
            theirs = opp ^ f
            k = mine.bit_count()
            c = COUNT_FLIPS[s1](theirs, mine)
            if c:
                v = 2 * (k - c) - 64
            else:
                c = COUNT_FLIPS[s1](mine, theirs)
                if c:
                    v = 2 * (k + c + 1) - 64
                else:
                    v = 2 * k - 63
                    v += 1 if v > 0 else -1
            if v > best:
                best = v
        if best == -99:
            if passed:
                return final_score(me, opp)
            return -self._two(opp, me, -alpha - 1, s1, s2, True)
        return best

    def _ordered(self, me: int, opp: int, mv: int, n_empty: int,
                 hint: int) -> list[tuple[float, int, int, int]]:
        """(key, square, opponent board, my board) of each move, best first: the table's
        move, then fastest-first (fewest replies, corner replies double), nudged by the
        evaluation from ``ORDER_BY_EVAL`` empties on."""
        return [child[:4] for child in self._children(me, opp, mv, n_empty, hint)]

    def _children(self, me: int, opp: int, mv: int, n_empty: int,
                  hint: int) -> list[tuple[float, int, int, int, int]]:
        """:meth:`_ordered` with a fifth field, the opponent's moves (-1 for the table's move,
        whose replies are not generated), for :meth:`search` to pass down."""
        children = []
        by_eval = n_empty >= ORDER_BY_EVAL
        base = None
        child_value = self._child_value  # set together with _child_base
        if by_eval and self._child_base is not None:
            base = self._child_base(me, opp)  # the children's values from this node's indices
        while mv:
            low = mv & -mv
            mv ^= low
            sq = low.bit_length() - 1
            f = FLIPS[sq](me, opp)
            nme = me | f | low
            nopp = opp ^ f
            if sq == hint:
                key_order = -1000.0
                reply = -1
            else:
                reply = moves(nopp, nme)
                key_order = (reply.bit_count() + (reply & CORNER_MASK).bit_count()) * 16 + _SQUARE_RANK[sq]
                if low & CORNER_MASK:
                    key_order -= 40
                if by_eval:
                    if base is not None and child_value is not None:
                        key_order += child_value(base, sq, f) * EVAL_WEIGHT
                    else:
                        key_order += self.evaluate(nopp, nme) * EVAL_WEIGHT
            children.append((key_order, sq, nopp, nme, reply))
        children.sort()
        return children

    # ------------------------------------------------------------------ big trees
    def search(self, me: int, opp: int, alpha: int, beta: int, passed: bool = False,
               mv: int = -1) -> int:
        """Exact score of the position for ``me`` (fail-soft within ``alpha``..``beta``).

        ``mv``, when not -1, is ``moves(me, opp)`` already at hand: a parent that ordered its
        children by their replies passes them down instead of generating them twice."""
        empty = ~(me | opp) & FULL
        n_empty = empty.bit_count()
        if n_empty <= SMALL:
            if n_empty == 0:
                return final_score(me, opp)
            if n_empty == 1:
                return _last(me, opp, empty.bit_length() - 1)
            if beta != alpha + 1:
                return self._small(me, opp, alpha, beta, parity_order(empty), passed)
            empties = parity_order(empty)
            if n_empty >= 5:
                return self._small_nw(me, opp, alpha, empties, passed)
            if n_empty == 4:
                s1, s2, s3, s4 = empties
                return self._four(me, opp, alpha, s1, s2, s3, s4, passed)
            if n_empty == 3:
                s1, s2, s3 = empties
                return self._three(me, opp, alpha, s1, s2, s3, passed)
            self.nodes += 1  # (_two does not count itself)
            s1, s2 = empties
            return self._two(me, opp, alpha, s1, s2, passed)
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        key = (me, opp)
        hint = -1
        use_tt = n_empty >= TT_MIN
        if use_tt:
            entry = self.table.get(key)
            if entry is not None:
                lo, hi, hint = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
        if alpha >= 64 - 2 * opp.bit_count():  # stability cutoff: opp keeps its stable discs
            bound = 64 - 2 * stable_discs(opp, me).bit_count()
            if bound <= alpha:
                return bound
        if beta <= 2 * me.bit_count() - 64:  # and so do I
            bound = 2 * stable_discs(me, opp).bit_count() - 64
            if bound >= beta:
                return bound
        if mv < 0:
            mv = moves(me, opp)
        if not mv:
            if passed or not moves(opp, me):
                return final_score(me, opp)
            return -self.search(opp, me, -beta, -alpha, True)
        children = self._children(me, opp, mv, n_empty, hint)
        if n_empty > TT_MIN:  # enhanced transposition cutoff: a child the table already refutes
            table = self.table
            for child in children:
                entry = table.get((child[2], child[3]))
                if entry is not None and -entry[1] >= beta:
                    return -entry[1]
        alpha0 = alpha
        best = -99
        best_sq = -1
        first = True
        for _, sq, nopp, nme, reply in children:
            if first:
                v = -self.search(nopp, nme, -beta, -alpha, False, reply)
                first = False
            else:
                v = -self.search(nopp, nme, -alpha - 1, -alpha, False, reply)
                if alpha < v < beta:
                    v = -self.search(nopp, nme, -beta, -v, False, reply)
            if v > best:
                best = v
                best_sq = sq
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        if use_tt:
            lo, hi = -64, 64
            if best > alpha0:
                lo = best
            if best < beta:
                hi = best
            old = self.table.get(key)
            if old is not None:
                lo, hi = max(lo, old[0]), min(hi, old[1])
                if lo > hi:
                    lo, hi = best, best
            self.table[key] = (lo, hi, best_sq)
        return best

    def probe(self, children: list[tuple[float, int, int, int]], beta: int) -> tuple[int, int]:
        """(value, square) of the root's best child against the null window ``beta - 1, beta``:
        stops at the first child worth ``>= beta``. (``parallel.SolverPool.probe`` does the
        same on several processes.)"""
        value, sq = -99, -1
        for _, child_sq, nopp, nme in children:
            v = -self.search(nopp, nme, -beta, -beta + 1)
            if v > value:
                value, sq = v, child_sq
                if v >= beta:
                    break
        return value, sq

    def best_move(self, me: int, opp: int, probe: Probe | None = None) -> tuple[int, int]:
        """(exact score, best square) for ``me``; square -1 when ``me`` must pass or the game
        is over.

        Null-window probes (MTD(f)-like, starting ``ROOT_BIAS`` below the evaluation's guess
        and stepping ``ROOT_STEP_DOWN`` down after a fail-low) close in on the score;
        each probe is far cheaper than one wide-window search, most of all in lopsided
        positions (a -50 position took 3.1 M nodes with a full window), and the table carries
        the work of one probe over to the next. The move that established the final lower
        bound is the best move. Table entries from earlier solves stay valid (they are exact
        bounds of their positions whatever the root was). ``probe`` searches the root's
        children for one null window (default :meth:`probe`)."""
        probe = probe or self.probe
        mv = moves(me, opp)
        if not mv:
            return self.search(me, opp, -64, 64), -1
        n_empty = 64 - (me | opp).bit_count()
        guess = int(round(self.evaluate(me, opp) / 2)) * 2
        lower, upper = -64, 64  # the score is within lower..upper
        target = guess - ROOT_BIAS
        best_sq = sq = -1
        self.bounds = (lower, upper, best_sq)
        while lower < upper:
            target = min(max(target, lower + 2), upper)  # test "score >= target"
            beta = target
            entry = self.table.get((me, opp))
            hint = entry[2] if entry is not None else best_sq
            value, sq = probe(self._ordered(me, opp, mv, n_empty, hint), beta)
            if value >= beta:
                lower = value
                best_sq = sq
                target = lower + 2  # cheap: one good move suffices
            else:
                upper = value
                target = upper - ROOT_STEP_DOWN  # costly (every move refuted): step well below
                if best_sq < 0 and lower == -64:
                    best_sq = sq  # every move loses by the most: any is best
            self.bounds = (lower, upper, best_sq)
        if best_sq < 0:
            best_sq = sq
        if n_empty >= TT_MIN:
            self.table[(me, opp)] = (lower, lower, best_sq)
        return lower, best_sq

    def move_scores(self, me: int, opp: int) -> dict[int, int]:
        """The exact score of every legal move of ``me`` (slower than :meth:`best_move`)."""
        out: dict[int, int] = {}
        mv = moves(me, opp)
        while mv:
            low = mv & -mv
            mv ^= low
            sq = low.bit_length() - 1
            f = FLIPS[sq](me, opp)
            out[sq] = -self.search(opp ^ f, me | f | low, -64, 64)
        return out


def _last(me: int, opp: int, sq: int) -> int:
    """Score of a position with one empty square ``sq``, ``me`` to move."""
    n = me.bit_count()
    near = NEIGHBOURS[sq]
    c = COUNT_FLIPS[sq](me, opp) if near & opp else 0
    if c:
        return 2 * (n + c + 1) - 64
    c = COUNT_FLIPS[sq](opp, me) if near & me else 0
    if c:
        return 2 * (n - c) - 64
    d = 2 * n - 63
    return d + 1 if d > 0 else d - 1


def solve(me: int, opp: int, stop: Callable[[], bool] | None = None) -> tuple[int, int, int]:
    """(score, best square or -1, nodes) of an exact solve for ``me``."""
    solver = EndgameSolver(stop)
    score, sq = solver.best_move(me, opp)
    return score, sq, solver.nodes
