"""The page's analyses: hints, the value of every legal move, graph points, verdicts.

One pipeline for every game: each request is a :meth:`Game.analyse` call in a worker process
of its own (the player's worker may be busy thinking), answered with an
:class:`~rules.protocol.Analysis` that the page only draws. Requests are served newest need
first: one "position" request (a hint, the move values, a verdict; a newer one replaces an
older one) comes before the evaluation graph's points, which are filled one by one and kept
by position, so the graph never asks twice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.ai_runner import ComputerRunner, Mode
from rules.protocol import Analysis, State, Verdict


@dataclass(frozen=True)
class Request:
    purpose: str
    state: State[Any]
    seat: int
    moves: bool
    budget: float | None


def position_key(state: State[Any]) -> tuple[str, ...]:
    """A state's identity within one game: its history (the game replays it exactly)."""
    return tuple(str(m) for m in state.history)


class Analyst(QObject):
    analysed = Signal(str, object, object)
    """(purpose, the state analysed, :class:`Analysis`)."""
    pointsChanged = Signal()
    failed = Signal(str, str)
    """(purpose, message)."""

    def __init__(self, mode: Mode, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = ComputerRunner(mode, parent=self)
        self.runner.analysisReady.connect(self._on_result)
        self.runner.failed.connect(self._on_failed)
        self.points: dict[tuple[str, ...], Verdict] = {}
        """Graph points: seat 0's verdict for each position analysed (see :meth:`request_points`)."""
        self._pending: Request | None = None
        self._point_queue: list[State[Any]] = []
        self._point_budget: float | None = None
        self._running: tuple[int, Request] | None = None

    def request(self, purpose: str, state: State[Any], seat: int, *, moves: bool = True,
                budget: float | None = None) -> None:
        """Analyse ``state`` for ``seat`` (a copy is sent); replaces an older unanswered
        request that is not a graph point."""
        if self._running and self._running[1].purpose != "point":
            self.runner.cancel()
            self._running = None
        self._pending = Request(purpose, state.copy(), seat, moves, budget)
        self._pump()

    def request_points(self, states: list[State[Any]], budget: float | None) -> None:
        """Graph points (seat 0's value) for these positions, skipping those already known."""
        self._point_budget = budget
        self._point_queue = [s for s in states if position_key(s) not in self.points]
        self.pointsChanged.emit()
        self._pump()

    def point(self, state: State[Any]) -> Verdict | None:
        return self.points.get(position_key(state))

    def cancel(self) -> None:
        """Drop everything asked for (the position changed)."""
        self.runner.cancel()
        self._running = None
        self._pending = None
        self._point_queue = []

    def busy(self) -> bool:
        return self._running is not None or bool(self._point_queue) or self._pending is not None

    def shutdown(self) -> None:
        self.cancel()
        self.runner.shutdown()

    def _pump(self) -> None:
        if self._running is not None:
            return
        if self._pending is not None:
            job, self._pending = self._pending, None
        elif self._point_queue:
            state = self._point_queue.pop(0)
            if position_key(state) in self.points:
                self._pump()
                return
            job = Request("point", state, 0, False, self._point_budget)
        else:
            return
        number = self.runner.request_analysis(job.state, job.seat, moves=job.moves, budget=job.budget)
        self._running = (number, job)

    def _on_result(self, number: int, analysis: Analysis[Any]) -> None:
        if self._running is None or self._running[0] != number:
            return
        _, job = self._running
        self._running = None
        if job.purpose == "point":
            self.points[position_key(job.state)] = analysis.verdict
            self.pointsChanged.emit()
        else:
            self.analysed.emit(job.purpose, job.state, analysis)
        self._pump()

    def _on_failed(self, number: int, message: str) -> None:
        if self._running is None or self._running[0] != number:
            return
        _, job = self._running
        self._running = None
        self.failed.emit(job.purpose, message)
        self._pump()
