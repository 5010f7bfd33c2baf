"""The computer player: expectimax search with alpha-beta at the decision nodes.

The search sees exactly what a player sees: the stones and bits, the active and the next
tile, and the *counts* of each operator in the pile and in the discard. After a capture the
tile after the next one is unknown: the search makes a chance node there and weighs each
operator still in the pile (or, when the pile is empty, in the discard: the rules' reshuffle)
by its share, as :meth:`CheckersState.chance_outcomes` does. Bounds for the children of a
chance node come from Ballard's Star1 (the value range is [-WIN, WIN]).

Decision nodes use negamax alpha-beta (principal variation search, late quiet moves one
ply shallower first) with a transposition table, the transposition move, killer moves and a
history table for ordering, iterative deepening under a time budget, and a capture
quiescence: a position is only evaluated when the side to move has no capture due (inside
the quiescence only the likeliest tile is followed after a capture, unless the game is won or
lost under it: then every tile is weighed). The third repetition
and the 80-ply rule are part of the search: a position that repeats one on the path (or in
the game since the last capture or man's move) is a draw, and so is the move limit, so the
side ahead does not flip endlessly (the evaluation also shrinks values as the quiet count
grows, and the strongest level counts a draw as a small loss: it plays on for a win).
Values are on a scale of results (:func:`squash`: a lead in men tends to, never reaches, a
won game), so that a chance node's average weighs results, not men. A
value that leans on a repetition of a position above its node holds on that path only: the
table keeps the node's move, not its value.

Levels differ in depth, time and knowledge (the two weakest evaluate stones and men's
progress only) and pick at random among moves within a margin of their best (a bounded
loss, never a random blunder).
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rules.programmers_checkers import endgame, kings4
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers import setups
from rules.programmers_checkers.board import OPS, SQUARE_OF
from rules.programmers_checkers.evaluation import KING, evaluate, frozen, locked
from rules.programmers_checkers.moves import Capture, Flip, Setup, Step
from rules.programmers_checkers.state import CheckersState
from rules.protocol import CHANCE, SIMULTANEOUS, TERMINAL, Analysis, ComputerLevel, MoveValue, StopFlag, Verdict

WIN = 100.0
"""A won game (minus a hundredth per ply, so that quicker wins come first)."""
PROVEN = 90.0
SCALE = 80.0
SPREAD = 4.0
"""The search values positions on a scale of the game's result, not in men: the evaluation's
men become ``SCALE * tanh(men / SPREAD)`` (:func:`squash`), so a lead of a man is worth about
a quarter of a win, a king's worth two thirds, and no lead reaches a won game. Chance
nodes average these values: measured in men, chances of winning at once (a tile a capture
may turn up) outweighed a sure lead of nine men, and the Expert gave kings away for such
gambles in won endings; on this scale the sure lead is worth more."""
LIKELY = 85.0
"""A win the tables know but the 80-ply counter may cut short: more than any material, less
than proven."""
PRACTICAL = 0.1
"""The share of a table draw's evaluation (a king's worth at most, in men) kept as a tie-break."""
INF = 1e9
QUIESCENCE_LIMIT = 8
LATE = 3
"""Quiet moves from this one on (in search order) are first searched a ply shallower."""
NULL_WINDOW = 1e-6
NEXT_DEPTH = 2.5
"""A next depth is begun only while the time spent is under the budget divided by this (a
depth costs a few times the one before). One that runs out of time still counts for its
first move's rivals: a move that beat it is played (see :func:`search`)."""


@dataclass(frozen=True)
class LevelSpec:
    depth: int
    budget: float | None
    """CPU seconds per decision (see :data:`clock`; None: no clock, only the depth and the stop flag)."""
    margin: float
    """Pick at random among root moves whose value is within this many men of the best."""
    contempt: float = 0.0
    """What a draw costs this level, in men: it plays on for a win in an even position."""
    tiles: bool = True
    """Whether its evaluation knows what the operators make of the bits (immunity, the
    flip tempo, the fortress) and reads the exact tables of three stones or fewer
    (:mod:`.endgame`) and of four kings (:mod:`.kings4`); without, it only sees them in its
    search."""
    own_king: float = KING
    """What its own kings are worth to it, in men (the other side's count :data:`KING`). A
    lower worth is a level's bias towards winning: a king of the other side holds a draw (a
    flying king on an edge square flips until the 80-ply rule), one's own does not win alone,
    and a lead converts by the stones it leaves the other side. Read off the Expert's
    matches against ``greedy2`` (docs/programmers-checkers.md, "What a king is worth")."""
    jam: float = 0.0
    """What each man locked head-on (:func:`.evaluation.locked`, either side's) costs this
    level at the leaves of its search, in men: a position of locked men is a draw in the
    making, which a level that plays for the win (``contempt``) avoids while it still can.
    Ten locked men cost about the contempt."""


SPECS: dict[int, LevelSpec] = {
    1: LevelSpec(depth=1, budget=0.5, margin=2.0, contempt=0.0, tiles=False),
    2: LevelSpec(depth=2, budget=0.5, margin=1.0, contempt=0.1, tiles=False),
    3: LevelSpec(depth=64, budget=1.6, margin=0.0, contempt=0.3, own_king=2.0, jam=0.03),
}
DEFAULT_LEVEL = 2
LEVEL_INFO = {
    1: ("Beginner", "looks at its own move and the captures it forces, sees the bits only through "
                    "them, and plays loosely: any move within two men of its best"),
    2: ("Club", "looks two plies ahead and at every forced capture after them, weighing the tiles "
                "that may come up; picks among moves within a man of its best"),
    3: ("Expert", "searches as deep as it can in 1.6 seconds, knows which stones the tiles make "
                  "immune, the flip tempo and the AND fortress, and plays on for a win"),
}


def levels() -> list[ComputerLevel]:
    out = []
    for number, (name, description) in LEVEL_INFO.items():
        spec = SPECS[number]
        extra: dict[str, Any] = {"depth": spec.depth, "seconds": spec.budget}
        if number == DEFAULT_LEVEL:
            extra["default"] = True
        out.append(ComputerLevel(number, name, description, extra))
    return out


clock = time.thread_time
"""The clock the budgets are measured on: the CPU time of the thinking thread, so that a busy
machine (other programs, a match playing games side by side) does not make a level weaker."""


def squash(men: float) -> float:
    """An evaluation in men on the search's scale (see :data:`SCALE`)."""
    return SCALE * math.tanh(men / SPREAD)


def in_men(value: float) -> float:
    """A search value back in men, as the analysis reports it; a won or lost game (and a
    table's likely win) keeps its value, which no lead in men reaches."""
    if abs(value) >= SCALE:
        return value
    return SPREAD * math.atanh(max(-0.99999, min(0.99999, value / SCALE)))


def result_in(men: float) -> int:
    """+1 (-1) when an analysis value, in men as :func:`analyse` reports it, is a won (lost)
    game rather than a lead: a proven result or a table's likely win, which no lead in men
    reaches (:func:`in_men` keeps them above :data:`SCALE`); 0 for a lead. So a page says
    "you should win", not "about 85 men ahead"."""
    return 0 if abs(men) < SCALE else 1 if men > 0 else -1


class SearchStopped(Exception):
    """The budget ran out or the caller asked to stop."""


Outcome = tuple[str, float, tuple[int, ...], tuple[int, ...]]
"""A tile draw: the operator, its probability, the pile and the discard after it."""


@lru_cache(maxsize=4096)
def draws(pile: tuple[int, ...], discard: tuple[int, ...]) -> tuple[Outcome, ...]:
    """The chance node after a capture (``discard`` already holds the tile just discarded):
    (operator, probability, pile after, discard after) for each operator that may come up."""
    if not any(pile):
        pile, discard = discard, (0,) * len(discard)
    total = sum(pile)
    out = []
    for i, count in enumerate(pile):
        if count:
            after = pile[:i] + (count - 1,) + pile[i + 1:]
            out.append((OPS[i], count / total, after, discard))
    return tuple(out)


def _put(counts: tuple[int, ...], op: str) -> tuple[int, ...]:
    i = OPS.index(op)
    return counts[:i] + (counts[i] + 1,) + counts[i + 1:]


class Node:
    """One position of the search (what a player may know of it)."""

    __slots__ = ("pos", "side", "active", "nxt", "pile", "discard", "quiet")

    def __init__(self, pos: mg.Position, side: int, active: str, nxt: str, pile: tuple[int, ...],
                 discard: tuple[int, ...], quiet: int) -> None:
        self.pos, self.side, self.active, self.nxt = pos, side, active, nxt
        self.pile, self.discard, self.quiet = pile, discard, quiet

    @classmethod
    def of(cls, state: CheckersState) -> "Node":
        assert state.active is not None and state.next_op is not None
        return cls(state.board, state.side, state.active, state.next_op, state.pile, state.discard, state.quiet)

    def key(self) -> tuple[Any, ...]:
        return (self.pos, self.side, self.active, self.nxt)

    def irreversible(self, move: Any) -> bool:
        """A man's step: it resets the 80-ply count, and no position before it can come back."""
        return move[0] == mg.STEP and bool(move[1] & self.pos[2 * self.side])

    def after(self, move: Any, child: mg.Position) -> "Node":
        """The node after ``move`` when it is not a capture (the tiles stay as they are)."""
        return Node(child, 1 - self.side, self.active, self.nxt, self.pile, self.discard,
                    0 if self.irreversible(move) else self.quiet + 1)

    def outcomes(self) -> tuple[Outcome, ...]:
        """The tiles a capture from here may turn up (the active tile goes to the discard)."""
        return draws(self.pile, _put(self.discard, self.active))

    def captured(self, child: mg.Position, outcome: Outcome) -> "Node":
        """The node after a capture when ``outcome``'s tile turns up: the next tile becomes
        active, the drawn one is the new next, the 80-ply count starts again."""
        op, _, pile, disc = outcome
        return Node(child, 1 - self.side, self.nxt, op, pile, disc, 0)


def likeliest(outcomes: tuple[Outcome, ...]) -> Outcome:
    """The tile draw most likely to come up (the first of equals)."""
    return max(outcomes, key=lambda o: o[1])


_EXACT, _LOWER, _UPPER = 0, 1, 2
_NO_REPETITION = 1 << 30
INF_DEPTH = 1 << 30


class Searcher:
    """One search (one move's thinking): a table, ordering heuristics, the clock."""

    def __init__(self, variant: mg.Variant, *, repetition: bool, move_limit: int | None,
                 seen: Mapping[tuple[Any, ...], int], deadline: float | None,
                 stop: StopFlag | None = None, root_side: int = 0, contempt: float = 0.0,
                 tiles: bool = True, own_king: float = KING, jam: float = 0.0) -> None:
        self.variant = variant
        self.tiles = tiles
        self.tables = tiles and variant == mg.DEFAULT
        """Whether the exact tables apply (they are made for the default rules)."""
        self.root_side = root_side
        self.contempt = squash(contempt)
        """What a draw costs the side that searches (given in men; it plays on for a win when
        about equal)."""
        self.kings = (own_king, KING) if root_side == 0 else (KING, own_king)
        """Each seat's kings' worth to the evaluation (see :attr:`LevelSpec.own_king`)."""
        self.jam = jam
        """What a man locked head-on costs the side that searches (see :attr:`LevelSpec.jam`)."""
        self.repetition = repetition
        self.move_limit = move_limit
        self.game_seen = {k for k, v in seen.items() if v >= 1}
        self.deadline = deadline
        self.stop = stop
        self.nodes = 0
        self.table: dict[tuple[Any, ...], tuple[int, float, int, Any]] = {}
        self.killers: dict[int, list[Any]] = {}
        self.history: dict[Any, int] = {}
        self.path: list[tuple[Any, ...]] = []
        self.partial: tuple[float, Any] | None = None
        """The best root move of the unfinished depth so far (see :func:`search`)."""
        self.rep_floor = _NO_REPETITION
        """The lowest place on :attr:`path` that a repetition found in the subtree being
        searched went back to (-1: a position of the game before the root); see :meth:`value`."""

    # --- helpers ---------------------------------------------------------------------------
    def _check_time(self) -> None:
        self.nodes += 1
        if self.nodes & 255 == 0:
            if (self.deadline is not None and clock() > self.deadline) or (self.stop and self.stop()):
                raise SearchStopped

    def children(self, node: Node) -> list[tuple[Any, mg.Position]]:
        return mg.generate(node.pos, node.side, mg.TABLES[node.active], self.variant)

    def _order_key(self, move: Any) -> Any:
        return move[:3] if move[0] != mg.CAPTURE else move[:4]

    # --- the search ---------------------------------------------------------------------------
    def value(self, node: Node, depth: int, alpha: float, beta: float, ply: int, since: int) -> float:
        """Negamax value for the side to move; ``since`` is where on ``self.path`` the run of
        reversible moves began (repetitions are looked for there)."""
        self._check_time()
        own = node.pos[2 * node.side] | node.pos[2 * node.side + 1]
        opp = node.pos[2 - 2 * node.side] | node.pos[3 - 2 * node.side]
        if not own:
            return -(WIN - 0.01 * ply)
        if not opp:
            return WIN - 0.01 * ply
        draw = -self.contempt if node.side == self.root_side else self.contempt
        if not (node.pos[0] | node.pos[2]) and node.pos[1].bit_count() == 1 and node.pos[3].bit_count() == 1:
            return draw
        if self.tiles and frozen(node.pos, self.variant.men_capture_backwards):
            return draw  # only flips are left, forever (the Expert knows it)
        key = node.key()
        if ply > 0:
            if self.repetition:
                if key in self.path[since:]:
                    self.rep_floor = min(self.rep_floor, self.path.index(key, since))
                    return draw
                if since == 0 and key in self.game_seen:
                    self.rep_floor = -1
                    return draw
            if self.move_limit is not None and node.quiet >= self.move_limit:
                return draw
        if self.tables:
            stones = (own | opp).bit_count()
            known = (endgame.probe(node.pos, node.side, node.active, node.nxt) if stones <= endgame.MAX_STONES
                     else kings4.probe(node.pos, node.side, node.active, node.nxt) if stones == kings4.STONES
                     else None)
            # a drawn table position is searched on while depth remains, and through a capture
            # that is due: the tables say only that it is a draw, and the draw's tie-break (this
            # position's evaluation, see _known) sees neither a stone about to be taken nor a
            # flip that attacks two stones at once; at the leaves the tie-break decides
            if known is not None and (known != 0 or (depth <= 0 and not mg.can_capture(
                    node.pos, node.side, mg.TABLES[node.active], self.variant))):
                return self._known(known, node, ply, draw)
        if depth <= 0 and (-depth >= QUIESCENCE_LIMIT or
                           not mg.can_capture(node.pos, node.side, mg.TABLES[node.active], self.variant)):
            # quiet (or the quiescence went far enough): a stone can always be flipped, so the
            # side to move has an action and the position is not lost for want of moves
            v = evaluate(node.pos, node.side, node.active, node.nxt, node.quiet, self.move_limit,
                         self.variant.men_capture_backwards, self.tiles, self.kings)
            if self.jam:
                jam = self.jam * locked(node.pos)
                v += -jam if node.side == self.root_side else jam
            return squash(v)
        kids = self.children(node)
        if not kids:
            return -(WIN - 0.01 * ply)
        tkey = (key, node.pile, node.discard, node.quiet if self.move_limit and node.quiet > self.move_limit - 20 else -1)
        entry = self.table.get(tkey)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth and ply > 0:
                if e_flag == _EXACT:
                    return e_value
                if e_flag == _LOWER and e_value >= beta:
                    return e_value
                if e_flag == _UPPER and e_value <= alpha:
                    return e_value
        kids = self._ordered(kids, tt_move, ply)
        alpha0 = alpha
        best = -INF
        best_move = None
        here = len(self.path)
        outer_floor, self.rep_floor = self.rep_floor, _NO_REPETITION
        self.path.append(key)
        try:
            killers = self.killers.get(ply, ())
            for i, (move, child) in enumerate(kids):
                if i == 0:
                    v = self._child_value(node, move, child, depth, alpha, beta, ply, since)
                else:
                    # principal variation search: a null window first, late quiet moves one
                    # ply shallower (most flips change nothing), a full search if it beats alpha
                    cut = 1 if depth >= 3 and i >= LATE and move[0] != mg.CAPTURE and move not in killers else 0
                    v = self._child_value(node, move, child, depth - cut, alpha, alpha + NULL_WINDOW, ply, since)
                    if v > alpha and (cut or v < beta):
                        v = self._child_value(node, move, child, depth, alpha, beta, ply, since)
                if v > best:
                    best, best_move = v, move
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            if move[0] != mg.CAPTURE:
                                k = self.killers.setdefault(ply, [])
                                if move not in k:
                                    k.insert(0, move)
                                    del k[2:]
                                ok = self._order_key(move)
                                self.history[ok] = self.history.get(ok, 0) + depth * depth
                            break
        finally:
            self.path.pop()
            floor = self.rep_floor
            self.rep_floor = min(outer_floor, floor)
        flag = _EXACT if alpha0 < best < beta else (_LOWER if best >= beta else _UPPER)
        if floor >= here:
            self.table[tkey] = (depth, best, flag, best_move)
        elif tt_move is None or entry is None or entry[0] < depth:
            # the value leans on a repetition of a position above this one (a draw on this
            # path, maybe not on another): only the move is kept, for the ordering
            self.table[tkey] = (-INF_DEPTH, best, _EXACT, best_move)
        return best

    def _known(self, plies: int, node: Node, ply: int, draw: float) -> float:
        """A value from the exact tables (plies to a won or lost end, 0 a draw). A win the
        80-ply counter may cut short (the counter only resets on a man's step) counts as
        :data:`LIKELY`, not as proven; a table draw is the draw, nudged by a small share of
        the evaluation so that, against a fallible defender, the side ahead keeps asking
        questions rather than marking time."""
        if plies == 0:
            v = evaluate(node.pos, node.side, node.active, node.nxt, node.quiet, self.move_limit,
                         self.variant.men_capture_backwards, self.tiles, self.kings)
            return draw + squash(PRACTICAL * max(-1.0, min(1.0, v / KING)))
        distance = abs(plies)
        in_time = self.move_limit is None or node.quiet + distance <= self.move_limit
        value = WIN - 0.01 * (ply + distance) if in_time else LIKELY
        return value if plies > 0 else -value

    def _ordered(self, kids: list[tuple[Any, mg.Position]], tt_move: Any, ply: int) -> list[tuple[Any, mg.Position]]:
        if len(kids) < 2:
            return kids
        killers = self.killers.get(ply, ())
        history = self.history

        def rank(item: tuple[Any, mg.Position]) -> float:
            move = item[0]
            if move == tt_move:
                return -1e12
            if move in killers:
                return -1e11 + killers.index(move)
            return -history.get(self._order_key(move), 0)
        return sorted(kids, key=rank)

    def _child_value(self, node: Node, move: Any, child: mg.Position, depth: int, alpha: float, beta: float,
                     ply: int, since: int) -> float:
        """The value of ``move`` for the mover (a chance node after a capture)."""
        kind = move[0]
        if kind == mg.CAPTURE:
            outcomes = node.outcomes()
            if depth <= 0 and len(outcomes) > 1:
                # inside the capture quiescence only the likeliest tile is followed: the
                # drawn tile matters there only once a second capture makes it active. But a
                # game won or lost under that tile (proven, or likely by the tables) is not
                # won or lost: then every tile is weighed, so that no such value, which ends
                # the iterative deepening and outweighs any material, rests on one tile
                v = -self.value(node.captured(child, likeliest(outcomes)), depth - 1, -beta, -alpha, ply + 1,
                                len(self.path))
                if abs(v) < SCALE:
                    return v
            elif len(outcomes) == 1:
                return -self.value(node.captured(child, outcomes[0]), depth - 1, -beta, -alpha, ply + 1,
                                   len(self.path))
            return self._chance(node, child, outcomes, depth, alpha, beta, ply)
        return -self.value(node.after(move, child), depth - 1, -beta, -alpha, ply + 1,
                           len(self.path) if node.irreversible(move) else since)

    def _chance(self, node: Node, child: mg.Position, outcomes: tuple[Outcome, ...], depth: int, alpha: float,
                beta: float, ply: int) -> float:
        """Star1: the expected value, cut off as soon as the outcomes left cannot bring it
        back inside (alpha, beta)."""
        lo, hi = -WIN, WIN
        done = 0.0
        left = 1.0
        for outcome in outcomes:
            p = outcome[1]
            left -= p
            a_raw = (alpha - done - left * hi) / p
            b_raw = (beta - done - left * lo) / p
            v = -self.value(node.captured(child, outcome), depth - 1, -min(hi, b_raw), -max(lo, a_raw), ply + 1,
                            len(self.path))
            if v >= b_raw:
                return done + p * v + left * lo  # at least beta whatever the rest bring
            if v <= a_raw:
                return done + p * v + left * hi  # at most alpha
            done += p * v
        return done

    # --- the root --------------------------------------------------------------------------
    def root_values(self, node: Node, depth: int, full: bool) -> list[tuple[float, Any, mg.Position]]:
        """Each root move's value at ``depth``; ``full``: every move with an open window
        (exact values for the analysis), else plain alpha-beta (values below the best are bounds)."""
        kids = self.children(node)
        entry = self.table.get((node.key(), node.pile, node.discard, -1))
        kids = self._ordered(kids, entry[3] if entry else None, 0)
        out = []
        alpha = -INF
        self.partial = None
        self.path.append(node.key())
        try:
            for i, (move, child) in enumerate(kids):
                if full or i == 0:
                    v = self._child_value(node, move, child, depth, -INF, INF, 0, 0)
                else:
                    v = self._child_value(node, move, child, depth, alpha, alpha + NULL_WINDOW, 0, 0)
                    if v > alpha:
                        self.partial = (v, move)  # better than the best so far, at this depth
                        v = self._child_value(node, move, child, depth, alpha, INF, 0, 0)
                out.append((v, move, child))
                if v > alpha and not full:
                    self.partial = (v, move)
                alpha = max(alpha, v)
        finally:
            self.path.pop()
        out.sort(key=lambda t: -t[0])
        self.table[(node.key(), node.pile, node.discard, -1)] = (depth, out[0][0], _EXACT, out[0][1])
        return out

    def principal_line(self, node: Node, limit: int = 12) -> list[Any]:
        """The table's best moves from ``node`` on (chance draws taken as the likeliest)."""
        line: list[Any] = []
        seen = set()
        while len(line) < limit and node.key() not in seen:
            seen.add(node.key())
            hit = None
            for quiet_key in (-1, node.quiet):
                hit = self.table.get((node.key(), node.pile, node.discard, quiet_key))
                if hit is not None:
                    break
            if hit is None or hit[3] is None:
                break
            move = hit[3]
            kids = dict((m, c) for m, c in self.children(node))
            if move not in kids:
                break
            line.append(move)
            child = kids[move]
            if move[0] == mg.CAPTURE:
                outcome = likeliest(node.outcomes())
                line.append(("draw", outcome[0]))
                node = node.captured(child, outcome)
            else:
                node = node.after(move, child)
        return line


# --- moves between the search and the protocol -----------------------------------------------------
def _sq(mask: int) -> int:
    return SQUARE_OF[mask.bit_length() - 1]


def to_protocol(move: Any) -> Any:
    """A generator move as the protocol's move value (``("draw", op)`` as a Draw)."""
    from rules.programmers_checkers.moves import Draw
    if move[0] == "draw":
        return Draw(move[1])
    if move[0] == mg.FLIP:
        return Flip(_sq(move[1]))
    if move[0] == mg.STEP:
        return Step(_sq(move[1]), _sq(move[2]), None if move[3] == mg.NO_CROWN else move[3])
    return Capture(tuple(_sq(m) for m in move[4]), None if move[6] == mg.NO_CROWN else move[6])


# --- entry points ------------------------------------------------------------------------------
def _searcher(view: CheckersState, deadline: float | None, stop: StopFlag | None, contempt: float,
              tiles: bool, own_king: float = KING, jam: float = 0.0) -> Searcher:
    options = view.game.options
    return Searcher(view.game.variant, repetition=options["repetition_draw"], move_limit=options["move_limit"],
                    seen=view.seen, deadline=deadline, stop=stop, root_side=view.side, contempt=contempt,
                    tiles=tiles, own_king=own_king, jam=jam)


def search(view: CheckersState, depth_cap: int, budget: float | None, stop: StopFlag | None = None,
           full: bool = False, contempt: float = 0.0, tiles: bool = True, need_value: bool = False,
           own_king: float = KING, jam: float = 0.0) -> tuple[list[tuple[float, Any]], int, Searcher]:
    """Iterative deepening from ``view`` (a decision node): the root moves with their values
    at the deepest finished depth, best first, that depth, and the searcher (for the line).
    A forced move is answered at once (depth 0, value 0) unless ``full`` or ``need_value``."""
    began = clock()
    deadline = began + budget if budget is not None else None
    searcher = _searcher(view, deadline, stop, contempt, tiles, own_king, jam)
    node = Node.of(view)
    kids = searcher.children(node)
    finished: list[tuple[float, Any]] = [(0.0, m) for m, _ in kids]
    reached = 0
    if len(kids) == 1 and not (full or need_value):
        return finished, 0, searcher  # a forced move: nothing to think about
    for depth in range(1, depth_cap + 1):
        try:
            rows = searcher.root_values(node, depth, full)
        except SearchStopped:
            # a move that beat the deeper search's first (the previous best) is better
            # known than the previous depth's choice
            if searcher.partial is not None and reached and searcher.partial[1] != finished[0][1]:
                finished = [searcher.partial] + [row for row in finished if row[1] != searcher.partial[1]]
            break
        finished = [(v, m) for v, m, _ in rows]
        reached = depth
        if abs(finished[0][0]) >= PROVEN:
            break
        if budget is not None:
            spent = clock() - began
            if spent * NEXT_DEPTH > budget:  # the next depth would most likely not finish
                break
    return finished, reached, searcher


def search_as(spec: LevelSpec, view: CheckersState, depth_cap: int, budget: float | None,
              stop: StopFlag | None = None, full: bool = False) -> tuple[list[tuple[float, Any]], int, Searcher]:
    """:func:`search` with a level's knowledge and taste (its contempt, tiles, kings' worth and
    cost of locked men): the one place where a level's spec becomes search options, for its
    moves and for the benches that time its search."""
    return search(view, depth_cap, budget, stop, full=full, contempt=spec.contempt, tiles=spec.tiles,
                  own_king=spec.own_king, jam=spec.jam)


def choose_move(view: CheckersState, seat: int, level: int, stop: StopFlag | None, rng: random.Random) -> Any:
    who = view.to_move()
    if who == SIMULTANEOUS:
        return choose_setup(seat, level, rng, setups.deck_name(view.game.deck))
    if who not in (0, 1) or who != seat:
        raise ValueError(f"seat {seat} has no decision to make here")
    spec = SPECS.get(level) or SPECS[max(SPECS)]
    rows, _, _ = search_as(spec, view, spec.depth, spec.budget, stop, full=spec.margin > 0)
    if spec.margin <= 0:
        # only the first value is exact: the others are bounds from null-window searches, and a
        # bound equal to the best says nothing about how much worse that move is
        return to_protocol(rows[0][1])
    best = in_men(rows[0][0])
    return to_protocol(rng.choice([m for v, m in rows if in_men(v) >= best - spec.margin - 1e-9]))


# --- set-ups ------------------------------------------------------------------------------------
def choose_setup(seat: int, level: int, rng: random.Random, deck: str = "basic") -> Setup:
    """A set-up chosen before seeing the other's (the set-up node holds no choice of the other
    seat). The Beginner takes any set-up; the others draw one from the mix of measured good
    set-ups for the deck (``basic`` or ``advanced``, see :mod:`.setups`), so that two games
    differ and a person cannot learn one set-up to answer."""
    if level <= 1:
        return Setup.from_index(rng.randrange(1 << 12))
    return setups.choose(seat, deck, rng)


# --- analysis ---------------------------------------------------------------------------------
def analyse(view: CheckersState, seat: int, stop: StopFlag | None = None, *, moves: bool = True,
            budget: float | None = None) -> Analysis[Any]:
    who = view.to_move()
    if who == TERMINAL:
        out = view.outcome()
        assert out is not None
        value = 0.0 if out.winner is None else (WIN if out.winner == seat else -WIN)
        return Analysis(seat, verdict=Verdict(value, True, out.winner, 0))
    if who == SIMULTANEOUS:
        suggestion = choose_setup(seat, DEFAULT_LEVEL, random.Random(0), setups.deck_name(view.game.deck))
        setup_rows = (MoveValue(suggestion, 0.0, False),) if moves else ()
        return Analysis(seat, setup_rows, (), Verdict(0.0, False))
    budget = SPECS[max(SPECS)].budget if budget is None else budget
    if who == CHANCE:
        total = 0.0
        exact = True
        for draw, p in view.chance_outcomes():
            child = view.copy()
            child.play(draw)
            share = None if budget is None else budget / max(1, len(view.chance_outcomes()))
            sub = analyse(child, seat, stop, moves=False, budget=share)
            total += p * (sub.verdict.value or 0.0)
            exact = exact and sub.verdict.exact
        return Analysis(seat, verdict=Verdict(total, exact, _winner(total, exact, seat)))
    rows, depth, searcher = search(view, 64, budget, stop, full=moves and who == seat, need_value=True)
    sign = 1.0 if who == seat else -1.0
    best_value = sign * in_men(rows[0][0])
    exact = abs(rows[0][0]) >= PROVEN
    line = tuple(to_protocol(m) for m in [rows[0][1]] + searcher.principal_line(_after(view, rows[0][1]), 11)) \
        if depth else (to_protocol(rows[0][1]),)
    values: tuple[MoveValue[Any], ...] = ()
    if moves and who == seat:
        values = tuple(MoveValue(to_protocol(m), round(in_men(v), 3), abs(v) >= PROVEN) for v, m in rows)
    return Analysis(seat, values, line, Verdict(round(best_value, 3), exact, _winner(best_value, exact, seat)))


def _winner(value: float, exact: bool, seat: int) -> int | None:
    if not exact or abs(value) < PROVEN:
        return None
    return seat if value > 0 else 1 - seat


def _after(view: CheckersState, move: Any) -> Node:
    """The node after the root move (for the principal line; a capture takes the likeliest draw)."""
    node = Node.of(view)
    child = dict(mg.generate(node.pos, node.side, mg.TABLES[node.active], view.game.variant))[move]
    if move[0] == mg.CAPTURE:
        return node.captured(child, likeliest(node.outcomes()))
    return node.after(move, child)


def greedy_move(view: CheckersState, rng: random.Random) -> Any:
    """The greedy one-ply player of the ladder: the move that leaves it the most material
    (men 1, kings 3) right after it, ties broken at random; its set-up is random."""
    if view.to_move() == SIMULTANEOUS:
        return Setup.from_index(rng.randrange(1 << 12))
    node = Node.of(view)
    side = node.side
    best, pool = -INF, []
    for move, child in mg.generate(node.pos, side, mg.TABLES[node.active], view.game.variant):
        mine = child[2 * side].bit_count() + 3 * child[2 * side + 1].bit_count()
        theirs = child[2 - 2 * side].bit_count() + 3 * child[3 - 2 * side].bit_count()
        v = float(mine - theirs)
        if v > best:
            best, pool = v, [move]
        elif v == best:
            pool.append(move)
    return to_protocol(rng.choice(pool))

