"""Who makes a seat's decisions in the app: a person or the computer, behind one interface.

KReversi's ``KReversiPlayer``: the session asks the player of every deciding seat to
``begin``; a person's player waits for the board (the page hands the person's choice to the
session), the computer's player asks the worker process and reports its choice with
``chosen``. The session never asks which kind it has, beyond whether the board should take
clicks for that seat (:attr:`SeatPlayer.takes_input`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.ai_runner import ComputerRunner


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
        checked against the game by :meth:`GameSession.checked_seats`)."""
        if not isinstance(data, dict):
            return cls()
        level = data.get("level", 0)
        return cls(data.get("computer") is True, level if type(level) is int else 0)


HUMANS = (Seat(), Seat())


class SeatPlayer(QObject):
    """One seat's decision maker."""

    chosen = Signal(int, object)
    """(seat, the seat's choice): the player decided."""
    failed = Signal(str)
    takes_input = False
    """True for a person: the board offers the seat's moves and the page hands them over."""

    def begin(self, view: Any, seat: int, seed: int) -> None:
        """Start deciding for ``seat`` in ``view`` (what that seat may see)."""

    def cancel(self) -> None:
        """Stop deciding; a late answer is dropped."""

    def is_thinking(self) -> bool:
        return False


class PersonPlayer(SeatPlayer):
    """A person at this screen: the board and keyboard decide, through the page."""

    takes_input = True


class ComputerPlayer(SeatPlayer):
    """The game's computer player at a level, thinking in the session's worker process, and
    never answering sooner than ``min_delay_ms`` (an instant reply is hard to follow)."""

    def __init__(self, runner: ComputerRunner, level: int, min_delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner, self.level, self.min_delay_ms = runner, level, min_delay_ms
        self._request = -1
        self._seat = -1
        self._asked_at = 0.0
        runner.moveReady.connect(self._on_move)
        runner.failed.connect(self._on_failed)

    def begin(self, view: Any, seat: int, seed: int) -> None:
        self._seat = seat
        self._asked_at = time.monotonic()
        self._request = self.runner.request_move(view, seat, self.level, seed)

    def cancel(self) -> None:
        if self._request != -1:
            self._request = -1
            self.runner.cancel()

    def is_thinking(self) -> bool:
        return self._request != -1

    def _on_move(self, request: int, move: Any) -> None:
        if request != self._request:
            return
        remaining = self.min_delay_ms - (time.monotonic() - self._asked_at) * 1000
        if remaining > 0:
            QTimer.singleShot(int(remaining), self, lambda: self._deliver(request, move))
        else:
            self._deliver(request, move)

    def _deliver(self, request: int, move: Any) -> None:
        if request != self._request:
            return
        self._request = -1
        self.chosen.emit(self._seat, move)

    def _on_failed(self, request: int, message: str) -> None:
        if request == self._request:
            self._request = -1
            self.failed.emit(message)


def make_player(seat: Seat, runner: ComputerRunner, min_delay_ms: int, parent: QObject | None = None) -> SeatPlayer:
    if seat.computer:
        return ComputerPlayer(runner, seat.level, min_delay_ms, parent)
    return PersonPlayer(parent)
