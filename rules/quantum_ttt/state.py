"""The quantum tic-tac-toe position: classical marks, the entanglement forest, a pending cycle.

A turn is up to two decisions: a placement, and when that placement closed a cycle, the
measurement by the *other* player (the owner of the next move), who then places next. The
phase tells the view which decision is due; every rule is applied here, once, and the view
only asks (see the query methods below, grouped for the desktop page).
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from rules.errors import IllegalMoveError
from rules.history import History
from rules.protocol import TERMINAL, Outcome, State, Termination
from rules.quantum_ttt import entanglement
from rules.quantum_ttt.entanglement import Edge
from rules.quantum_ttt.moves import (
    ClassicalMove,
    MeasureMove,
    PlaceMove,
    QuantumMove,
    mark_text,
    owner,
)
from rules.quantum_ttt.scoring import Result, judge

if TYPE_CHECKING:
    from rules.quantum_ttt.game import QuantumGame

PLACE, MEASURE, CLASSICAL, OVER = "place", "measure", "classical", "over"
SQUARES = range(1, 10)


class QuantumState(State[QuantumMove]):
    """Seat 0 is X (odd moves), seat 1 is O (even moves).

    ``classical[s-1]`` is the move whose classical mark is in square s (0: none); ``spooky``
    the unresolved moves of the forest, in placement order; ``pending`` the move that just
    closed a cycle and waits for its measurement; ``next_k`` the number of the next move.
    """

    def __init__(self, game: "QuantumGame") -> None:
        self.game = game
        self.history: History[QuantumMove] = History()
        self.classical_marks: list[int] = [0] * 9
        self.spooky: list[Edge] = []
        self.pending: Edge | None = None
        self.next_k = 1
        self._result: Result | None = None

    # --- protocol -----------------------------------------------------------------------
    def phase(self) -> str:
        """``"place"``, ``"measure"``, ``"classical"`` (the X9 move into the last square) or ``"over"``."""
        if self.pending is not None:
            return MEASURE
        if self.is_over():
            return OVER
        if len(self.free_squares()) == 1:
            return CLASSICAL
        return PLACE

    def is_over(self) -> bool:
        if self.pending is not None:
            return False
        return all(self.classical_marks) or bool(self.result().lines)

    def to_move(self) -> int:
        """The seat deciding now; during a measurement that is the player who did not close the cycle."""
        if self.is_over():
            return TERMINAL
        return owner(self.next_k)

    def _legal(self, seat: int) -> list[QuantumMove]:
        phase = self.phase()
        if phase == MEASURE:
            return list(self.measurement_options())
        if phase == CLASSICAL:
            return [ClassicalMove(self.next_k, self.free_squares()[0])]
        if phase == OVER:
            return []
        free = self.free_squares()
        return [PlaceMove(self.next_k, a, b) for i, a in enumerate(free) for b in free[i + 1:]]

    def is_legal(self, move: QuantumMove) -> bool:
        phase = self.phase()
        if isinstance(move, PlaceMove):
            return (phase == PLACE and move.k == self.next_k
                    and not self.classical_marks[move.a - 1] and not self.classical_marks[move.b - 1])
        if isinstance(move, MeasureMove):
            return phase == MEASURE and self.pending is not None and move.square in self.pending[1:]
        if isinstance(move, ClassicalMove):
            return phase == CLASSICAL and move.k == self.next_k and move.square == self.free_squares()[0]
        return False

    def play(self, move: QuantumMove) -> None:
        if not isinstance(move, (PlaceMove, MeasureMove, ClassicalMove)):
            raise IllegalMoveError(f"{move!r} is not a quantum tic-tac-toe move")
        super().play(move)

    def _apply(self, move: QuantumMove) -> None:
        self._result = None
        if isinstance(move, PlaceMove):
            edge = (move.k, move.a, move.b)
            if entanglement.connected(self.spooky, move.a, move.b):
                self.pending = edge
            else:
                self.spooky.append(edge)
            self.next_k += 1
        elif isinstance(move, MeasureMove):
            assert self.pending is not None
            for square, k in self.collapse_marks(move):
                self.classical_marks[square - 1] = k
            done = set(self.classical_marks)
            self.spooky = [e for e in self.spooky if e[0] not in done]
            self.pending = None
        else:
            self.classical_marks[move.square - 1] = move.k
            self.next_k += 1

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        result = self.result()
        return Outcome(Termination.NORMAL, result.winner,
                       (float(result.scores[0]), float(result.scores[1])), result.detail())

    def copy(self) -> "QuantumState":
        other = QuantumState(self.game)
        other.history = self.history.copy()
        other.classical_marks = list(self.classical_marks)
        other.spooky = list(self.spooky)
        other.pending = self.pending
        other.next_k = self.next_k
        other._result = self._result
        return other

    # --- queries for the desktop page ---------------------------------------------------------
    def free_squares(self) -> list[int]:
        """Squares without a classical mark (where spooky marks may still go)."""
        return [s for s in SQUARES if not self.classical_marks[s - 1]]

    def spooky_marks(self, square: int) -> list[tuple[int, int]]:
        """``[(seat, k)]`` of the spooky marks in ``square``, in placement order (the pending
        cycle-closing move included until it is measured)."""
        return [(owner(k), k) for k, a, b in self.entanglement_edges() if square in (a, b)]

    def classical(self, square: int) -> tuple[int, int] | None:
        """``(seat, k)`` of the classical mark in ``square``, or None."""
        k = self.classical_marks[square - 1]
        return (owner(k), k) if k else None

    def entanglement_edges(self) -> list[Edge]:
        """``[(k, a, b)]``: every unresolved spooky move, the pending one last (it has the highest k)."""
        return self.spooky + ([self.pending] if self.pending else [])

    def pending_cycle(self) -> list[int] | None:
        """The squares of the cycle waiting to be measured, in order around it (None: no cycle)."""
        if self.pending is None:
            return None
        k, a, b = self.pending
        squares, _ = entanglement.tree_path(self.spooky, a, b)  # type: ignore[misc]
        return squares

    def cycle_moves(self) -> list[int] | None:
        """The moves forming the pending cycle, the cycle-closing one last (None: no cycle)."""
        if self.pending is None:
            return None
        k, a, b = self.pending
        _, moves = entanglement.tree_path(self.spooky, a, b)  # type: ignore[misc]
        return moves + [k]

    def measurement_options(self) -> list[MeasureMove]:
        """The two measurements (the cycle-closing mark into either of its squares); [] otherwise."""
        if self.pending is None:
            return []
        return [MeasureMove(self.pending[1]), MeasureMove(self.pending[2])]

    def collapse_marks(self, move: MeasureMove) -> list[tuple[int, int]]:
        """``[(square, k)]`` the measurement would fix, in propagation order."""
        if self.pending is None or move.square not in self.pending[1:]:
            raise IllegalMoveError(f"{move} is not a measurement available now")
        return entanglement.collapse(self.spooky, self.pending, move.square)

    def preview_collapse(self, move: MeasureMove) -> dict[int, tuple[int, int]]:
        """Square -> ``(seat, k)``: the classical marks this measurement would produce."""
        return {s: (owner(k), k) for s, k in self.collapse_marks(move)}

    def collapse_order(self, move: MeasureMove) -> list[int]:
        """The squares in the order the collapse propagates (for the animation)."""
        return [s for s, _ in self.collapse_marks(move)]

    def result(self) -> Result:
        """The structured facts of the score on the classical marks (lines, best subscripts, case)."""
        if self._result is None:
            self._result = judge(self.classical_marks)
        return self._result

    def lines(self) -> list[tuple[int, tuple[int, int, int], int]]:
        """Completed lines as ``(seat, squares, max subscript)``."""
        return [(ln.seat, ln.squares, ln.max_subscript) for ln in self.result().lines]

    def score(self) -> tuple[Fraction, Fraction]:
        """``(X points, O points)`` as exact fractions (0, 1/2 or 1); (0, 0) while no line exists."""
        return self.result().scores

    def score_text(self) -> str:
        """``1–0``, ``½–1`` ... as the spec writes scores (X first)."""
        def one(x: Fraction) -> str:
            return "½" if x == Fraction(1, 2) else str(int(x))
        x, o = self.score()
        return f"{one(x)}–{one(o)}"

    def summary(self) -> dict[str, Any]:
        return {"phase": self.phase(), "board": self.board_text(), "score": self.score_text(),
                "result": self.result().to_json() if self.is_over() else None}

    def board_text(self) -> str:
        """Squares separated by ``/``: ``X1`` classical, ``x3x5`` spooky marks, ``.`` empty."""
        cells = []
        for s in SQUARES:
            k = self.classical_marks[s - 1]
            if k:
                cells.append(mark_text(k))
            else:
                cells.append("".join(mark_text(j).lower() for _, j in self.spooky_marks(s)) or ".")
        return "/".join(cells)

    def __str__(self) -> str:
        return self.board_text()

