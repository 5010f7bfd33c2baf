"""Who plays a seat in the app: as saved and remembered (:class:`Seat`), and as the player the
step driver asks (:mod:`rules.players`).

A person's seat is a :class:`~rules.players.PersonPlayer`: the board hands it the person's
choice. The computer's seat is a :class:`WorkerPlayer`: the game's
:class:`~rules.players.LevelPlayer`, thinking in the page's worker process. The session never
asks which kind it has.
"""
from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QTimer

from desktop import worker_jobs
from desktop.worker import Priority, Worker
from rules.players import LevelPlayer, PersonPlayer, Player, Reply, ThinkingPlayer
from rules.protocol import State


@dataclass(frozen=True)
class Seat:
    """Who plays a seat, as saved and remembered: a person, or the computer at a level."""

    computer: bool = False
    level: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"computer": self.computer, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> "Seat":
        """A seat from a save or the settings; anything malformed is a person (levels are
        checked against the game by the page)."""
        if not isinstance(data, dict):
            return cls()
        level = data.get("level", 0)
        return cls(data.get("computer") is True, level if type(level) is int else 0)


HUMANS = (Seat(), Seat())


class WorkerPlayer(Player):
    """A :class:`~rules.players.ThinkingPlayer` deciding in the page's worker process, with a
    fresh seed for every decision (after an undo it decides anew), and never answering sooner
    than ``min_delay_ms`` (an instant reply is hard to follow)."""

    def __init__(self, thinker: ThinkingPlayer, worker: Worker, min_delay_ms: int,
                 entropy: random.Random | None = None) -> None:
        self.thinker, self.worker, self.min_delay_ms = thinker, worker, min_delay_ms
        self.entropy: random.Random = entropy or secrets.SystemRandom()
        """Where each decision's seed comes from (the system's randomness; seeded in tests)."""
        self.name = thinker.name
        self._job = -1
        self._reply: Reply | None = None
        self._asked_at = 0.0
        worker.finished.connect(self._on_finished)
        worker.failed.connect(self._on_failed)
        self._connected = True

    def begin(self, view: State[Any], seat: int, reply: Reply) -> None:
        self.cancel()
        self._reply, self._asked_at = reply, time.monotonic()
        seed = self.entropy.getrandbits(63)
        self._job = self.worker.submit(worker_jobs.decide, (self.thinker, view, seat, seed), Priority.DECISION)

    def cancel(self) -> None:
        if self._job != -1:
            self.worker.cancel(self._job)
        self._job, self._reply = -1, None

    def thinking(self) -> bool:
        return self._job != -1

    def close(self) -> None:
        """Stop and let go of the worker's signals (once: a player may be closed twice, by a
        new game's seats and by the page's shutdown)."""
        self.cancel()
        if not self._connected:
            return
        self._connected = False
        for signal, slot in ((self.worker.finished, self._on_finished), (self.worker.failed, self._on_failed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _on_finished(self, job: int, move: Any) -> None:
        if job != self._job:
            return
        remaining = self.min_delay_ms - (time.monotonic() - self._asked_at) * 1000
        if remaining > 0:
            QTimer.singleShot(int(remaining), lambda: self._deliver(job, move))
        else:
            self._deliver(job, move)

    def _deliver(self, job: int, move: Any) -> None:
        if job != self._job or self._reply is None:
            return
        reply, self._job, self._reply = self._reply, -1, None
        reply(move)

    def _on_failed(self, job: int, message: str) -> None:
        if job == self._job and self._reply is not None:
            reply, self._job, self._reply = self._reply, -1, None
            reply.fail(message)


def make_player(seat: Seat, worker: Worker, min_delay_ms: int, entropy: random.Random | None = None,
                on_asked: Callable[[int], None] | None = None) -> Player:
    """The player of a seat: a person at this screen (``on_asked`` when the board may take
    their decision), or the computer at its level."""
    if seat.computer:
        return WorkerPlayer(LevelPlayer(seat.level), worker, min_delay_ms, entropy)
    return PersonPlayer(on_asked)
