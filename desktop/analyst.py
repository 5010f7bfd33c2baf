"""The page's analyses: hints, the value of every legal move, graph points, verdicts.

One pipeline for every game: each request is a :meth:`Game.analyse` call in the page's worker
process (:mod:`desktop.worker`, shared with the computer's moves and the rules' judgements,
which come first), answered with an :class:`~rules.protocol.Analysis` that the page only
draws. One "position" request (a hint, the move values, a verdict; a newer one replaces an
older one) comes before the evaluation graph's points, which are filled one by one and kept
by position, so the graph never asks twice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop import worker_jobs
from desktop.worker import Priority, Worker
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

    def __init__(self, worker: Worker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        worker.finished.connect(self._on_result)
        worker.failed.connect(self._on_failed)
        self.points: dict[tuple[str, ...], Verdict] = {}
        """Graph points: seat 0's verdict for each position analysed (see :meth:`request_points`)."""
        self._asked: Request | None = None
        self._asked_job = -1
        self._point_queue: list[State[Any]] = []
        self._point_budget: float | None = None
        self._point_again = False
        self._point_job: tuple[int, State[Any]] | None = None

    def request(self, purpose: str, state: State[Any], seat: int, *, moves: bool = True,
                budget: float | None = None) -> None:
        """Analyse ``state`` for ``seat`` (a copy is sent); replaces an older unanswered
        request that is not a graph point."""
        self._drop_asked()
        self._asked = Request(purpose, state.copy(), seat, moves, budget)
        self._asked_job = self.worker.submit(worker_jobs.analyse, (self._asked.state, seat,
                                             {"moves": moves, "budget": budget}), Priority.POSITION)

    def request_points(self, states: list[State[Any]], budget: float | None, again: bool = False) -> None:
        """Graph points (seat 0's value) for these positions, skipping those already known
        (``again``: all of them, each answer replacing the one known: a deeper analysis)."""
        self._point_budget = budget
        self._point_again = again
        self._point_queue = [s for s in states if again or position_key(s) not in self.points]
        self.pointsChanged.emit()
        self._next_point()

    def point(self, state: State[Any]) -> Verdict | None:
        return self.points.get(position_key(state))

    def set_point(self, state: State[Any], verdict: Verdict) -> None:
        """A graph point from another analysis of the position (a hint's deeper search), so
        that the graph and the hint never disagree about the position on the board."""
        self.points[position_key(state)] = verdict
        self.pointsChanged.emit()

    def points_pending(self) -> int:
        """Graph points asked for and not answered yet (the progress of *Analyze game*)."""
        return len(self._point_queue) + (self._point_job is not None)

    def cancel(self) -> None:
        """Drop everything asked for (the position changed)."""
        self._drop_asked()
        if self._point_job is not None:
            self.worker.cancel(self._point_job[0])
            self._point_job = None
        self._point_queue = []

    def busy(self) -> bool:
        return self._asked is not None or self._point_job is not None or bool(self._point_queue)

    def shutdown(self) -> None:
        self.cancel()

    def _drop_asked(self) -> None:
        if self._asked is not None:
            self.worker.cancel(self._asked_job)
        self._asked, self._asked_job = None, -1

    def _next_point(self) -> None:
        while self._point_job is None and self._point_queue:
            state = self._point_queue.pop(0)
            if position_key(state) in self.points and not self._point_again:
                continue
            job = self.worker.submit(worker_jobs.analyse, (state, 0, {"moves": False, "budget": self._point_budget}),
                                     Priority.BACKGROUND)
            self._point_job = (job, state)

    def _on_result(self, number: int, analysis: Analysis[Any]) -> None:
        if self._asked is not None and number == self._asked_job:
            request, self._asked, self._asked_job = self._asked, None, -1
            self.analysed.emit(request.purpose, request.state, analysis)
        elif self._point_job is not None and number == self._point_job[0]:
            state = self._point_job[1]
            self._point_job = None
            self.points[position_key(state)] = analysis.verdict
            self.pointsChanged.emit()
            self._next_point()

    def _on_failed(self, number: int, message: str) -> None:
        if self._asked is not None and number == self._asked_job:
            request, self._asked, self._asked_job = self._asked, None, -1
            self.failed.emit(request.purpose, message)
        elif self._point_job is not None and number == self._point_job[0]:
            self._point_job = None
            self.failed.emit("point", message)
            self.pointsChanged.emit()
            self._next_point()
            self._next_point()
