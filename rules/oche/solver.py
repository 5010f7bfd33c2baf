"""The exact Oche solver: the reduction of spec/oche.md, explored and solved backwards.

Why it is exact. Only equality between numbers matters, and activated predicates only ever
help P: if a map ``h`` of numbers keeps every letter's value and sends every activated
COLOUR(n) of position A to an activated COLOUR(h(n)) of position B, then P wins from B at least
as fast as from A (P copies the strategy through ``h``; an O number in B has a pre-image or
a fresh number in A). Three consequences give a finite game with the same values and ply
counts as the real one:

* a position is its *reduced node*: the cell, who starts the turn, which letters hold equal
  numbers (a canonical pattern, -1 for "no value"), the colour set (*profile*) of each held
  number, the profiles of activated numbers no letter holds, and the letterless colours;
* among the unheld numbers only maximal profiles matter, and a profile contained in a held
  number's profile can be dropped too (map the unheld number onto the held one);
* O's best number is always a fresh one, and P's best is never a fresh one while any number
  is in play, so the explored turns offer O only "fresh" and P only the numbers in play.

A P turn that can leave O stuck at once is worth one ply whatever else P could do, so its
other successors are not explored. Where P could not force a win even if every coloured
arrow were open to P (:func:`hopeless_cells`, a plain graph game), P cannot force one for
real, so those nodes are O's without being explored. Letters whose value will be overwritten before anyone
reads it are forgotten (:func:`dead_letters`), which merges many nodes.

Nodes are turn starts; an edge is one ply. Backward induction runs from the positions where
O is stuck (0 plies), in increasing ply order (a bucket queue): a P node takes its smallest
won successor + 1, an O node is won once all its successors are, with the largest + 1.
Nodes never reached this way are O's: P cannot force a win. Results are cached per board,
so the next position of the same game costs almost nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.errors import RulesError
from rules.oche.board import CompiledBoard
from rules.oche.moves import ChooseNumber, OcheMove
from rules.oche.state import NUMBER, O, P, OcheState
from rules.protocol import StopFlag, never_stop

Data = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int]
"""The numbers' part of a node: (letter pattern, held profiles, unheld maximal profiles,
letterless colours). Letters holding equal numbers share a class, numbered by first letter;
-1 means the letter has no value yet; a profile is a bit set of :data:`~rules.oche.board.COLOURS`."""
Node = tuple[int, int, Data]
"""(cell, seat starting the turn, data): a position at the start of a turn."""
DEFAULT_MAX_STATES = 1_000_000
"""Roughly 550 MiB and ten CPU seconds, extrapolated from 386,577 states in 208 MiB and
3.4 s; the desktop should catch :class:`SolverLimitError`."""


class SolverLimitError(RulesError):
    """The board has more reduced positions than the solver is allowed to explore."""


class SearchStopped(Exception):
    """The stop flag turned on during a search."""


@dataclass(frozen=True)
class SolveResult:
    """``winner`` "P" or "O"; ``plies`` until O is stuck with best play (None if O wins);
    ``states``: reduced positions the solver holds for this board; ``best_move`` for the seat
    to move (None when the game is over)."""

    winner: str
    plies: int | None
    states: int
    best_move: OcheMove | None

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "plies": self.plies, "states": self.states,
                "best_move": None if self.best_move is None else str(self.best_move)}


def canonical(pattern: list[int], profiles: list[int], unheld: list[int], letterless: int) -> Data:
    """Classes renumbered by first letter; unheld profiles dominated by another unheld or a
    held profile dropped (they can be mapped onto it, see the module docstring).

    The solver's innermost function, hence the plain loops."""
    remap: dict[int, int] = {}
    new_pattern = []
    for c in pattern:
        if c < 0:
            new_pattern.append(-1)
        else:
            r = remap.get(c)
            if r is None:
                r = remap[c] = len(remap)
            new_pattern.append(r)
    held = [0] * len(remap)
    for old, new in remap.items():
        held[new] = profiles[old]
    cands = [f for f in unheld if f]
    if len(remap) < len(profiles):
        cands += [p for i, p in enumerate(profiles) if p and i not in remap]
    if not cands:
        return (tuple(new_pattern), tuple(held), (), letterless)
    kept: list[int] = []
    for f in cands:
        for h in held:
            if not f & ~h:
                break
        else:
            for g in cands:
                if g != f and not f & ~g:
                    break
            else:
                if f not in kept:
                    kept.append(f)
    kept.sort()
    return (tuple(new_pattern), tuple(held), tuple(kept), letterless)


def reduce_state(state: OcheState) -> Node:
    """The node of a concrete position at the start of a turn."""
    if not state.at_turn_start:
        raise ValueError("reduce_state needs a position at the start of a turn")
    ids: dict[int, int] = {}
    pattern = [-1 if v is None else ids.setdefault(v, len(ids)) for v in state.values]
    profile: dict[int | None, int] = {}
    for colour, value in state.activated:
        profile[value] = profile.get(value, 0) | (1 << colour)
    held = [profile.get(v, 0) for v in ids]
    unheld = [m for v, m in profile.items() if v is not None and v not in ids]
    return (state.cell, state.mover, canonical(pattern, held, unheld, profile.get(None, 0)))


def hopeless_cells(board: CompiledBoard) -> list[list[bool]]:
    """For each cell and seat starting a turn there: can P not force a win even if every
    coloured arrow were open to P? Then P cannot force one for real either (P's real choices
    are a subset), whatever the numbers; such nodes are O's without being explored.

    This is the attractor of O's dead ends in the plain graph game, where P may also reset.
    On boards that are good for O (many arrows) it removes most of the search.
    """
    n = len(board.cell_ids)
    win = [[False, False] for _ in range(n)]
    for c in range(n):
        win[c][O] = not board.out[c]
    changed = True
    while changed:
        changed = False
        for c in range(n):
            if not win[c][P] and (win[board.start][O] or any(win[a.target][O] for a in board.out[c])):
                win[c][P] = changed = True
            if not win[c][O] and all(win[a.target][P] for a in board.out[c]):
                win[c][O] = changed = True
    return [[not win[c][P], not win[c][O]] for c in range(n)]


def dead_letters(board: CompiledBoard) -> list[list[int]]:
    """For each cell and seat starting a turn there, the bit set of letters whose values
    cannot be read before they are written again (a liveness analysis on the board).

    A letter is read when an arrow carrying it is crossed (O activates, P is checked) and
    written when a turn starts on a cell carrying it. Forgetting dead values merges nodes
    that differ only in numbers nobody will look at again, which shrinks the search a lot.
    """
    n = len(board.cell_ids)
    full = (1 << len(board.letters)) - 1
    reads = [0] * n
    for arrow in board.arrows:
        if arrow.letter >= 0:
            reads[arrow.source] |= 1 << arrow.letter
    writes = [0 if board.cell_letter[c] < 0 else 1 << board.cell_letter[c] for c in range(n)]
    live = [[0, 0] for _ in range(n)]
    changed = True
    while changed:
        changed = False
        for c in range(n):
            if not board.out[c]:
                continue  # P resets from here (below); O is stuck and reads nothing
            for mover in (P, O):
                acc = reads[c]
                for arrow in board.out[c]:
                    acc |= live[arrow.target][1 - mover]
                if mover == P:
                    acc |= live[board.start][O]
                acc &= ~writes[c]
                if acc & ~live[c][mover]:
                    live[c][mover] |= acc
                    changed = True
        for c in range(n):
            if not board.out[c]:  # P on a dead end can only reset
                acc = live[board.start][O] & ~writes[c]
                if acc & ~live[c][P]:
                    live[c][P] |= acc
                    changed = True
    return [[full & ~live[c][P], full & ~live[c][O]] for c in range(n)]


class Solver:
    """Solves the reduced nodes of one board on demand and remembers every value.

    Internally a node is one int, ``(data id * cells + cell) * 2 + seat``, and the effect of
    a number choice or of O crossing an arrow is cached per data id: many cells share the
    same numbers, so most successors cost a few dictionary look-ups.
    """

    def __init__(self, board: CompiledBoard, max_states: int = DEFAULT_MAX_STATES) -> None:
        self.board = board
        self.max_states = max_states
        self.values: dict[int, int | None] = {}
        """Every solved node (as its int code): plies to P's win, or None when P cannot force a win."""
        self._n = len(board.cell_ids)
        self._data: list[Data] = []
        self._data_id: dict[Data, int] = {}
        self._choice_cache: dict[tuple[int, int, int], tuple[int, ...]] = {}
        self._cross_cache: dict[tuple[int, int, int], int] = {}
        # arrows per cell without duplicates: (target, colour, letter)
        self._out = [sorted({(a.target, a.colour, a.letter) for a in arrows}) for arrows in board.out]
        self._dead = dead_letters(board)
        self._hopeless = hopeless_cells(board)
        self._kill_cache: dict[tuple[int, int], int] = {}

    # --- node codes --------------------------------------------------------------------
    def _intern(self, data: Data) -> int:
        did = self._data_id.get(data)
        if did is None:
            did = self._data_id[data] = len(self._data)
            self._data.append(data)
        return did

    def encode(self, node: Node) -> int:
        cell, mover, data = node
        return (self._kill(self._intern(data), self._dead[cell][mover]) * self._n + cell) * 2 + mover

    def _kill(self, did: int, mask: int) -> int:
        """Forget the values of the letters in ``mask`` (their numbers stay, unheld): those
        letters are written before they are read again, so their values cannot matter."""
        if not mask:
            return did
        key = (did, mask)
        cached = self._kill_cache.get(key)
        if cached is None:
            pattern, held, unheld, letterless = self._data[did]
            pat = [-1 if mask >> i & 1 else c for i, c in enumerate(pattern)]
            cached = self._kill_cache[key] = self._intern(canonical(pat, list(held), list(unheld), letterless))
        return cached

    def decode(self, code: int) -> Node:
        rest, mover = divmod(code, 2)
        did, cell = divmod(rest, self._n)
        return (cell, mover, self._data[did])

    def is_terminal(self, code: int) -> bool:
        return code & 1 == O and not self._out[(code >> 1) % self._n]

    # --- the reduced game --------------------------------------------------------------
    def _choices(self, did: int, letter: int, mover: int) -> tuple[int, ...]:
        """The data after the mover's undominated number choices for ``letter``."""
        key = (did, letter, mover)
        cached = self._choice_cache.get(key)
        if cached is not None:
            return cached
        pattern, held, unheld, letterless = self._data[did]
        fresh = len(held)
        results: list[Data] = []
        if mover == P and (held or unheld):
            for k in range(len(held)):
                pat = list(pattern)
                pat[letter] = k
                results.append(canonical(pat, list(held), list(unheld), letterless))
            for i, f in enumerate(unheld):
                pat = list(pattern)
                pat[letter] = fresh
                results.append(canonical(pat, [*held, f], [*unheld[:i], *unheld[i + 1:]], letterless))
        else:
            pat = list(pattern)
            pat[letter] = fresh
            results.append(canonical(pat, [*held, 0], list(unheld), letterless))
        ids = tuple(sorted({self._intern(d) for d in results}))
        self._choice_cache[key] = ids
        return ids

    def _cross(self, did: int, colour: int, letter: int) -> int:
        """The data after O crosses an arrow (activation of COLOUR(value), decision 2 and 3)."""
        if colour < 0:
            return did
        key = (did, colour, letter)
        cached = self._cross_cache.get(key)
        if cached is not None:
            return cached
        pattern, held, unheld, letterless = self._data[did]
        if letter < 0:
            result = self._intern((pattern, held, unheld, letterless | 1 << colour))
        elif pattern[letter] < 0:
            result = did
        else:
            # one held profile grows: the classes stay as they are, and only an unheld
            # profile inside the grown one can become dominated, so no canonical() is needed
            k = pattern[letter]
            grown = held[k] | 1 << colour
            kept = tuple(f for f in unheld if f & ~grown)
            result = self._intern((pattern, held[:k] + (grown,) + held[k + 1:], kept, letterless))
        self._cross_cache[key] = result
        return result

    def _open(self, did: int, colour: int, letter: int) -> bool:
        """May P cross an arrow of this colour and letter with these numbers?"""
        if colour < 0:
            return True
        pattern, held, _, letterless = self._data[did]
        if letter < 0:
            return bool(letterless >> colour & 1)
        return pattern[letter] >= 0 and bool(held[pattern[letter]] >> colour & 1)

    def successors(self, code: int) -> set[int]:
        """The nodes one ply later, with the dominated number choices left out (see above)."""
        rest, mover = divmod(code, 2)
        did, cell = divmod(rest, self._n)
        n = self._n
        letter = self.board.cell_letter[cell]
        posts = self._choices(did, letter, mover) if letter >= 0 else (did,)
        out: set[int] = set()
        dead, kill = self._dead, self._kill
        for post in posts:
            if mover == O:
                for target, colour, x in self._out[cell]:
                    out.add((kill(self._cross(post, colour, x), dead[target][P]) * n + target) * 2 + P)
            else:
                hopeless = self._hopeless
                for target, colour, x in self._out[cell]:
                    if not hopeless[target][O] and self._open(post, colour, x):
                        child = (kill(post, dead[target][O]) * n + target) * 2 + O
                        if not self._out[target]:
                            return {child}  # O stuck next: nothing else can be shorter
                        out.add(child)
                start = self.board.start
                if not hopeless[start][O]:
                    out.add((kill(post, dead[start][O]) * n + start) * 2 + O)
        return out

    # --- solving ---------------------------------------------------------------------
    def solve_nodes(self, roots: list[int], stop: StopFlag | None = None) -> None:
        """Make sure every node code reachable from ``roots`` has its value in :attr:`values`."""
        stop = stop or never_stop
        values = self.values
        index: dict[int, int] = {}
        nodes: list[int] = []
        preds: list[list[int]] = []
        fixed: dict[int, int | None] = {}  # successors solved earlier: their values are final
        for r in roots:
            if r not in values and self._hopeless[(r >> 1) % self._n][r & 1]:
                values[r] = None
            if r not in values and r not in index:
                index[r] = len(nodes)
                nodes.append(r)
                preds.append([])
        todo = list(range(len(nodes)))
        count: list[int] = [0] * len(nodes)  # distinct successors, for O nodes
        while todo:
            i = todo.pop()
            if len(nodes) > self.max_states:
                raise SolverLimitError(f"more than {self.max_states} reduced positions; "
                                       "the board is too large to solve")
            if not i & 1023 and stop():
                raise SearchStopped
            node = nodes[i]
            if self.is_terminal(node):
                continue
            succ = self.successors(node)
            count[i] = len(succ)
            for child in succ:
                j = index.get(child)
                if j is None:
                    j = index[child] = len(nodes)
                    nodes.append(child)
                    preds.append([])
                    count.append(0)
                    if child in values:
                        fixed[j] = values[child]
                    else:
                        todo.append(j)
                preds[j].append(i)
        result: list[int | None] = [None] * len(nodes)
        buckets: list[list[int]] = [[]]
        for i, node in enumerate(nodes):
            if i not in fixed and self.is_terminal(node):
                result[i] = 0
                buckets[0].append(i)
        for j, v in fixed.items():
            result[j] = v
            if v is not None:
                while len(buckets) <= v:
                    buckets.append([])
                buckets[v].append(j)
        d = 0
        while d < len(buckets):
            for j in buckets[d]:
                for i in preds[j]:
                    if result[i] is not None or i in fixed:
                        continue
                    if nodes[i] & 1 == O:
                        count[i] -= 1
                        if count[i]:
                            continue
                    result[i] = d + 1
                    if len(buckets) <= d + 1:
                        buckets.append([])
                    buckets[d + 1].append(i)
            d += 1
        for i, node in enumerate(nodes):
            if i not in fixed:
                values[node] = result[i]

    def node_value(self, node: Node, stop: StopFlag | None = None) -> int | None:
        """P's plies to win from a reduced node (None: P cannot force a win)."""
        code = self.encode(node)
        if code not in self.values:
            self.solve_nodes([code], stop)
        return self.values[code]

    # --- concrete positions ------------------------------------------------------------
    def value(self, state: OcheState, stop: StopFlag | None = None) -> int | None:
        """Plies until P wins with best play from ``state`` (any phase); None: P cannot force it."""
        outcome = state.outcome()
        if outcome is not None:
            return 0 if outcome.winner == P else None
        if state.at_turn_start:
            return self.node_value(reduce_state(state), stop)
        return self._best(state, stop)[1]

    def move_values(self, state: OcheState, stop: StopFlag | None = None) -> list[tuple[OcheMove, int | None]]:
        """Each listed legal move with the plies to P's win after it (``value`` of the child,
        plus one when the move ends the turn)."""
        rows = []
        for move in state.legal_moves():
            child = state.copy()
            child._apply(move)
            v = self.value(child, stop)
            if v is not None and not isinstance(move, ChooseNumber):
                v += 1
            rows.append((move, v))
        return rows

    def _best(self, state: OcheState, stop: StopFlag | None) -> tuple[OcheMove | None, int | None]:
        rows = self.move_values(state, stop)
        if not rows:
            return None, None
        if state.mover == P:
            won = [(move, v) for move, v in rows if v is not None]
            return min(won, key=lambda r: r[1]) if won else rows[-1]
        lost = [r for r in rows if r[1] is None]
        if lost:  # O keeps the game; prefer a fresh number (listed last) as the spec suggests
            return lost[-1] if state.phase() == NUMBER else lost[0]
        return max(rows, key=lambda r: (r[1], state.phase() == NUMBER and r is rows[-1]))

    def solve(self, state: OcheState, stop: StopFlag | None = None) -> SolveResult:
        """Winner, plies and an optimal move for the seat to move in ``state``."""
        outcome = state.outcome()
        if outcome is not None:
            return SolveResult("PO"[outcome.winner or 0], 0 if outcome.winner == P else None,
                               len(self.values), None)
        move, plies = self._best(state, stop)
        return SolveResult("P" if plies is not None else "O", plies, len(self.values), move)

    def principal_line(self, state: OcheState, max_plies: int = 200) -> list[OcheMove]:
        """Optimal moves for both seats from ``state`` (P shortest, O longest) until O is
        stuck, or ``max_plies`` turns when P cannot force a win."""
        state = state.copy()
        line: list[OcheMove] = []
        turns = 0
        while state.outcome() is None and turns < max_plies:
            move = self.solve(state).best_move
            assert move is not None
            if not isinstance(move, ChooseNumber):
                turns += 1
            state._apply(move)
            line.append(move)
        return line
