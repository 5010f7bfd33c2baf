"""The Othello engine's opinions for the page: move scores, hints, the evaluation graph.

All of it runs in a worker process of its own (the player's worker may be busy thinking),
one request at a time, newest need first: the scores of the moves in the current position
come before the graph's points, and "analyze game" walks the graph's gaps one by one.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.ai_runner import ComputerRunner, Mode
from rules.othello import OthelloState

MOVE_BUDGET = 1.2     # seconds for the scores of every legal move (hint, evaluation display)
POINT_BUDGET = 0.15   # seconds for one point of the evaluation graph


class OthelloAnalyst(QObject):
    moveScores = Signal(str, object)
    """(purpose "hint" or "scores", {move text: predicted final disc difference for the mover})"""
    pointsChanged = Signal()

    def __init__(self, mode: Mode, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = ComputerRunner(mode, parent=self)
        self.runner.resultReady.connect(self._on_result)
        self.points: dict[str, float] = {}   # position string -> Black's predicted final difference
        self._moves_request: tuple[str, OthelloState] | None = None
        self._point_queue: list[OthelloState] = []
        self._running: tuple[int, str, Any] | None = None

    def request_moves(self, purpose: str, state: OthelloState) -> None:
        """Scores of every legal move of ``state`` (replaces an older unanswered request)."""
        if self._running and self._running[1] != "point":
            self.runner.cancel()
            self._running = None
        self._moves_request = (purpose, state)
        self._pump()

    def request_points(self, states: list[OthelloState]) -> None:
        """Graph points for these positions, skipping those already known."""
        for s in states:
            if s.is_terminal():  # the final difference needs no search
                black, white = s.disc_counts()
                self.points[s.position()] = float(black - white)
        self._point_queue = [s for s in states if s.position() not in self.points]
        self.pointsChanged.emit()
        self._pump()

    def cancel(self) -> None:
        self.runner.cancel()
        self._running = None
        self._moves_request = None
        self._point_queue = []

    def busy(self) -> bool:
        return self._running is not None or bool(self._point_queue) or self._moves_request is not None

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()

    def _pump(self) -> None:
        if self._running is not None:
            return
        if self._moves_request is not None:
            purpose, state = self._moves_request
            self._moves_request = None
            number = self.runner.request_call(state, "analyse", budget=MOVE_BUDGET)
            self._running = (number, purpose, state)
        elif self._point_queue:
            state = self._point_queue.pop(0)
            if state.position() in self.points:
                self._pump()
                return
            number = self.runner.request_call(state, "evaluate_position", budget=POINT_BUDGET)
            self._running = (number, "point", state)

    def _on_result(self, number: int, result: Any) -> None:
        if self._running is None or self._running[0] != number:
            return
        _, purpose, state = self._running
        self._running = None
        if purpose == "point":
            self.points[state.position()] = float(result)
            self.pointsChanged.emit()
        else:
            self.moveScores.emit(purpose, result)
        self._pump()
