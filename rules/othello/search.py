"""Midgame search: negamax with principal-variation search, iterative deepening, a
transposition table and time control.

Iterative deepening is what makes a per-move time budget possible in Python: each finished
depth leaves a usable answer and fills the table whose best moves order the next depth, so
stopping at any moment costs at most the unfinished iteration. Interior nodes order moves
by the table's move first, then fastest-first (fewest replies for the opponent).
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.othello.endgame import SearchStopped, final_score
from rules.othello.evaluation import Evaluate
from rules.othello.movegen import FULL, flip, moves

_clock: Callable[[], float] = time.perf_counter


def now() -> float:
    """The clock that per-move budgets are measured on (wall time unless changed)."""
    return _clock()


def use_clock(clock: Callable[[], float]) -> None:
    """Measure budgets on ``clock`` instead, e.g. ``time.process_time`` so that matches on a
    busy, shared machine give each level the thinking time it would get on an idle one."""
    global _clock
    _clock = clock


INF = 1000.0
EPS = 1.0 / 64  # the null window's width, in discs
CHECK_EVERY = 100  # interior nodes between looks at the stop flag (each costs up to ~0.3 ms)
CORNERS = 0x8100000000000081
X_SQUARES = (1 << 9) | (1 << 14) | (1 << 49) | (1 << 54)


@dataclass
class SearchResult:
    """What a search found: the best square (-1: pass), its score in discs for the mover,
    the last fully searched depth, and (when asked for) every root move's score."""

    best: int
    score: float
    depth: int
    nodes: int
    scores: dict[int, float] = field(default_factory=dict)
    previous: "SearchResult | None" = None
    """The answer of the depth before (for :meth:`steady`)."""
    to_end: bool = False
    """The search reached the end of the game: its values are final disc differences."""

    def steady(self) -> tuple[float, dict[int, float]]:
        """The score and the root moves' scores with the side-to-move swing taken out.

        The evaluation favours the side to move at the leaves, so searches of odd and even
        depth disagree by a few discs (an evaluation graph would zig-zag every move, even
        among the four equivalent first moves); the mean of the last two finished depths
        does not swing, and is what a person is shown. A search that reached the end of the
        game, or finished one depth only, is taken as it is."""
        before = self.previous
        if self.to_end or before is None or not before.depth:
            return self.score, dict(self.scores)
        scores = {sq: (v + before.scores[sq]) / 2 if sq in before.scores else v for sq, v in self.scores.items()}
        return (self.score + before.score) / 2, scores


class Searcher:
    """One search tree's state: table, node count, stop condition."""

    def __init__(self, evaluate: Evaluate, stop: Callable[[], bool] | None = None,
                 deadline: float | None = None) -> None:
        self.evaluate = evaluate
        self.stop = stop
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[tuple[int, int], tuple[int, float, float, int]] = {}
        self._countdown = CHECK_EVERY
        # an evaluation that can score a node's children incrementally (the pattern tables)
        self._child_base = getattr(evaluate, "child_base", None)
        self._child_value = getattr(evaluate, "child_value", None)

    def _check(self) -> None:
        self._countdown = CHECK_EVERY
        if self.stop is not None and self.stop():
            raise SearchStopped
        if self.deadline is not None and now() >= self.deadline:
            raise SearchStopped

    def _leaf(self, me: int, opp: int) -> float:
        if (me | opp) == FULL:
            return float(final_score(me, opp))
        return self.evaluate(me, opp)

    def negamax(self, me: int, opp: int, depth: int, alpha: float, beta: float,
                passed: bool = False) -> float:
        """Score for ``me`` to ``depth`` plies (fail-soft)."""
        self.nodes += 1
        self._countdown -= 1
        if self._countdown <= 0:
            self._check()
        mv = moves(me, opp)
        if not mv:
            if passed or not moves(opp, me):
                return float(final_score(me, opp))
            return -self.negamax(opp, me, depth, -beta, -alpha, True)
        if depth <= 1:
            best = -INF
            if self._child_base is not None and self._child_value is not None and (me | opp).bit_count() < 63:
                # the pattern evaluation updates the node's indices for each child
                base = self._child_base(me, opp)
                child_value = self._child_value
                while mv:
                    low = mv & -mv
                    mv ^= low
                    sq = low.bit_length() - 1
                    v = -child_value(base, sq, flip(me, opp, sq))
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if v >= beta:
                                break
                return best
            evaluate = self._leaf
            while mv:
                low = mv & -mv
                mv ^= low
                f = flip(me, opp, low.bit_length() - 1)
                v = -evaluate(opp ^ f, me | f | low)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            break
            return best
        key = (me, opp)
        hint = -1
        entry = self.table.get(key)
        if entry is not None:
            d, lo, hi, hint = entry
            if d >= depth:
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
        alpha0 = alpha
        children = []
        while mv:
            low = mv & -mv
            mv ^= low
            sq = low.bit_length() - 1
            f = flip(me, opp, sq)
            nme = me | f | low
            nopp = opp ^ f
            if sq == hint:
                order = -1000
            else:
                order = moves(nopp, nme).bit_count() * 4
                if low & CORNERS:
                    order -= 12
                elif low & X_SQUARES:
                    order += 8
            children.append((order, sq, nopp, nme))
        children.sort()
        best = -INF
        best_sq = -1
        first = True
        for _, sq, nopp, nme in children:
            if first:
                v = -self.negamax(nopp, nme, depth - 1, -beta, -alpha)
                first = False
            else:
                v = -self.negamax(nopp, nme, depth - 1, -alpha - EPS, -alpha)
                if alpha < v < beta:
                    v = -self.negamax(nopp, nme, depth - 1, -beta, -v)
            if v > best:
                best = v
                best_sq = sq
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        lo = best if best > alpha0 else -INF
        hi = best if best < beta else INF
        self.table[key] = (depth, lo, hi, best_sq)
        return best

    def root(self, me: int, opp: int, max_depth: int, all_scores: bool = False,
             on_depth: Callable[[SearchResult], None] | None = None,
             soft_deadline: float | None = None) -> SearchResult:
        """Iterative deepening from depth 1 to ``max_depth``; returns the deepest complete
        answer (or a better move found by an interrupted iteration). With ``all_scores`` every
        root move gets an exact score (full window), which the weaker levels and hints need.
        A new iteration starts only before ``soft_deadline``."""
        mv = moves(me, opp)
        root_moves = []
        while mv:
            low = mv & -mv
            mv ^= low
            sq = low.bit_length() - 1
            f = flip(me, opp, sq)
            root_moves.append((sq, opp ^ f, me | f | low))
        if not root_moves:
            score = -self.negamax(opp, me, max_depth, -INF, INF, True) if moves(opp, me) \
                else float(final_score(me, opp))
            return SearchResult(-1, score, max_depth, self.nodes)
        result = SearchResult(root_moves[0][0], -INF, 0, 0)
        order = {sq: 0.0 for sq, _, _ in root_moves}
        for depth in range(1, max_depth + 1):
            if depth > 1 and soft_deadline is not None and now() >= soft_deadline:
                break
            root_moves.sort(key=lambda m: -order[m[0]])
            alpha = -INF
            best_sq, best = -1, -INF
            scores: dict[int, float] = {}
            try:
                for i, (sq, nopp, nme) in enumerate(root_moves):
                    if all_scores or i == 0:
                        v = -self.negamax(nopp, nme, depth - 1, -INF, INF)
                    else:
                        v = -self.negamax(nopp, nme, depth - 1, -alpha - EPS, -alpha)
                        if v > alpha:
                            v = -self.negamax(nopp, nme, depth - 1, -INF, -v)
                    scores[sq] = v
                    if v > best:
                        best, best_sq = v, sq
                        alpha = max(alpha, v)
            except SearchStopped:
                # keep a move of the unfinished iteration only if it beat the previous best
                if best_sq >= 0 and best_sq != result.best and scores.get(result.best, INF) < best:
                    result = SearchResult(best_sq, best, result.depth, self.nodes,
                                          {**result.scores, **scores}, result.previous, result.to_end)
                result.nodes = self.nodes
                return result
            for sq in order:
                order[sq] = scores.get(sq, -INF)
            to_end = (me | opp).bit_count() + depth >= 64
            result = SearchResult(best_sq, best, depth, self.nodes, scores, result if result.depth else None, to_end)
            if on_depth is not None:
                on_depth(result)
            if to_end:
                break  # the search already reaches the end of the game
        result.nodes = self.nodes
        return result
