"""Quantum tic-tac-toe's :class:`~rules.protocol.Game`: notation, perft figures, computer players."""
from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, ClassVar

from rules.errors import IllegalMoveError, NotationError
from rules.protocol import (Analysis, Chance, ComputerLevel, Dynamics, Game, GameInfo, Information, MoveValue,
                            StopFlag, Verdict)
from rules.quantum_ttt.moves import ClassicalMove, PlaceMove, QuantumMove, parse_move
from rules.quantum_ttt.state import MEASURE, QuantumState


class QuantumGame(Game[QuantumState, QuantumMove]):
    id: ClassVar[str] = "quantum_ttt"
    title: ClassVar[str] = "Quantum tic-tac-toe"
    seat_names: ClassVar[tuple[str, str]] = ("X", "O")
    info: ClassVar[GameInfo] = GameInfo(Dynamics.SEQUENTIAL, Chance.DETERMINISTIC, Information.PERFECT,
                                        score_range=(0.0, 1.0))
    default_options: ClassVar[dict[str, Any]] = {}
    perft_max_depth: ClassVar[int] = 6
    """perft 4 (1.9 million histories) took 47 s on the project's loaded machine; each
    placement multiplies them by up to 36 pairs, so 6 takes about a day."""

    def max_game_length(self) -> int:
        """Marks are numbered 1-9, one per turn (a placement, or the last square's classical
        mark), and a measurement follows a placement at most once: 9 + 8 entries."""
        return 17

    def new_initial_state(self) -> QuantumState:
        return QuantumState(self)

    def parse_move(self, text: str) -> QuantumMove:
        """``X3:1-5``, ``m5`` or ``X9:5``; the exact inverse of ``str(move)``."""
        return parse_move(text)

    def result_notation(self, state: QuantumState) -> str:
        """The spec's score, X first: ``1–0``, ``1–½``, ``0–0``..."""
        return state.score_text() if state.is_over() else "*"

    def parse_record(self, text: str) -> list[QuantumMove]:
        """A record; besides the full forms it accepts the compact ``15`` for a placement and
        ``5`` for the classical ninth move, numbering them by replaying the record."""
        state = self.new_initial_state()
        moves: list[QuantumMove] = []
        for number, token in enumerate(text.split(), start=1):
            move: QuantumMove
            try:
                if token.isascii() and token.isdigit() and len(token) in (1, 2):
                    if len(token) == 2:
                        move = PlaceMove(state.next_k, int(token[0]), int(token[1]))
                    else:
                        move = ClassicalMove(state.next_k, int(token))
                else:
                    move = parse_move(token)
            except NotationError as exc:  # which move of the record it is
                raise NotationError(f"move {number}: {exc}") from None
            try:
                state.play(move)
            except IllegalMoveError as exc:
                raise IllegalMoveError(str(exc), number) from None
            moves.append(move)
        return moves

    def state_from_record(self, text: str) -> QuantumState:
        """The position after a record (empty text: the empty board)."""
        return self.replay(self.parse_record(text))

    # --- computer player and solver ---------------------------------------------------------
    def computer_levels(self) -> list[ComputerLevel]:
        from rules.quantum_ttt import computer
        return computer.levels()

    def choose_move(self, view: QuantumState, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> QuantumMove:
        from rules.quantum_ttt import computer
        return computer.choose_move(view, level, stop, rng or random.Random())

    def solve(self, state: QuantumState, stop: StopFlag | None = None) -> tuple[Fraction, QuantumMove | None]:
        """The exact game value (X points minus O points) and a move that secures it."""
        from rules.quantum_ttt import computer
        return computer.solve(state, stop)

    def analyse(self, view: QuantumState, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[QuantumMove]:
        """The solver's verdict, always exact: the value is ``seat``'s points minus the other's
        with perfect play; ``moves`` adds the move that secures it (the hint)."""
        value, move = self.solve(view, stop)
        mine = float(value if seat == 0 else -value)
        rows = (MoveValue(move, mine, True),) if moves and move is not None else ()
        winner = None if value == 0 else (0 if value > 0 else 1)
        return Analysis(seat, rows, (move,) if move is not None else (), Verdict(mine, True, winner))

    def perft_report(self, depth: int) -> dict[str, Any]:
        """``placements``: histories ending with the ``depth``-th placement (or classical move);
        ``cycles``: how many of those placements closed a cycle; ``histories``: the same
        histories with each measurement choice counted (placements + cycles); ``ended``: games
        over before ``depth`` placements (not extended, not counted above)."""
        counts = {"placements": 0, "cycles": 0, "histories": 0, "ended": 0}
        _perft(self.new_initial_state(), depth, counts)
        return counts


def _perft(state: QuantumState, depth: int, counts: dict[str, int]) -> None:
    if state.is_over():
        counts["ended"] += 1
        return
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        if depth == 1:
            counts["placements"] += 1
            if child.phase() == MEASURE:
                counts["cycles"] += 1
                counts["histories"] += 2
            else:
                counts["histories"] += 1
            continue
        if child.phase() == MEASURE:
            for measure in child.legal_moves():
                grandchild = child.copy()
                grandchild.play(measure)
                _perft(grandchild, depth - 1, counts)
        else:
            _perft(child, depth - 1, counts)


