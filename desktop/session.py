"""One open game: the rules state, its history as a QUndoStack, the seats and the computer.

The session is the only thing that changes a game. Views listen to its signals and ask it to
play; they never touch the rules state themselves. History is kept as snapshots (Iagno's
way): each undo command holds the state before and after its move, so undo is exact for
every game, including ones whose moves are not easily reversible.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.ai_runner import ComputerRunner
from rules.errors import RulesError
from rules.protocol import CHANCE, SIMULTANEOUS, TERMINAL, Game, Outcome, State


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a person, or the computer at a level of the game's computer player."""

    computer: bool = False
    level: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"computer": self.computer, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> "Seat":
        if not isinstance(data, dict):
            return cls()
        return cls(bool(data.get("computer", False)), int(data.get("level", 0) or 0))


HUMANS = (Seat(), Seat())


class MoveCommand(QUndoCommand):
    """One decision, as the states before and after it."""

    def __init__(self, session: "GameSession", before: State[Any], after: State[Any], move: Any) -> None:
        super().__init__(QCoreApplication.translate("GameSession", "Play %1").replace("%1", str(move)))
        self.session, self.before, self.after, self.move = session, before, after, move
        self._first = True

    def redo(self) -> None:
        animate, self._first = self._first, False
        self.session._set_state(self.after.copy(), move=self.move if animate else None, before=self.before)

    def undo(self) -> None:
        self.session._set_state(self.before.copy(), move=None, before=None)


class GameSession(QObject):
    """Owns one game in progress; see the module docstring."""

    moved = Signal(object, object, object)
    """(move, state before, state after): a move was just played; views may animate it."""
    changed = Signal()
    """The state changed (any reason: move, undo, redo, new game, load); views re-sync."""
    gameOver = Signal(object)
    """The game ended with this :class:`Outcome`."""
    thinkingChanged = Signal(bool)
    pausedChanged = Signal(bool)
    computerFailed = Signal(str)

    def __init__(self, game: Game[Any], seats: tuple[Seat, Seat] = HUMANS,
                 runner: ComputerRunner | None = None, min_delay_ms: int = 450,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.runner = runner or ComputerRunner(parent=self)
        self.runner.moveReady.connect(self._on_computer_move)
        self.runner.failed.connect(self._on_computer_failed)
        self.min_delay_ms = min_delay_ms
        self._request = -1
        self._asked_at = 0.0
        self._paused = False
        self._loading = False
        self.game = game
        self.seats = seats
        self._state: State[Any] = game.new_initial_state()

    # --- queries -----------------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        """The current position. Read it; change it only through :meth:`play`."""
        return self._state

    def seat_to_move(self) -> int:
        return self._state.to_move()

    def is_human_turn(self) -> bool:
        seat = self._state.to_move()
        return seat in (0, 1) and not self.seats[seat].computer

    def against_computer(self) -> bool:
        return any(s.computer for s in self.seats)

    def timeline(self) -> list[State[Any]]:
        """The position before the first move and after every move of the history, redo-able
        moves included (``undo_stack.index()`` is the current one)."""
        stack = self.undo_stack
        if stack.count() == 0:
            return [self._state]
        return [stack.command(0).before] + [stack.command(i).after for i in range(stack.count())]

    def is_thinking(self) -> bool:
        return self._request != -1

    # --- commands ----------------------------------------------------------------------------
    def new_game(self, game: Game[Any] | None = None, seats: tuple[Seat, Seat] | None = None,
                 state: State[Any] | None = None) -> None:
        """Start over (or from a loaded ``state``, whose history becomes the undo history)."""
        self._cancel_thinking()
        self._paused = False
        if game is not None:
            self.game = game
        if seats is not None:
            self.seats = seats
        self.undo_stack.clear()
        start = state.game.replay([]) if state is not None else self.game.new_initial_state()
        self._state = start
        if state is not None:
            self.game = state.game
            walker = start.copy()
            self._loading = True
            for move in state.history:
                before = walker.copy()
                walker.play(move)
                command = MoveCommand(self, before, walker.copy(), move)
                command._first = False
                self.undo_stack.push(command)
            self._loading = False
            self._state = walker
        self.undo_stack.setClean()
        self.changed.emit()
        self._after_change()

    def play(self, move: Any) -> bool:
        """Play a person's move. Returns False (and changes nothing) if it is not allowed."""
        if not self.is_human_turn():
            return False
        try:
            if isinstance(move, str):
                move = self.game.parse_move(move)
            after = self._state.copy()
            after.play(move)
        except RulesError:
            return False
        self.undo_stack.push(MoveCommand(self, self._state.copy(), after, move))
        return True

    def undo(self) -> None:
        """Against the computer one undo goes back to the person's previous turn."""
        self._cancel_thinking()
        if not self.undo_stack.canUndo():
            return
        self.undo_stack.undo()
        while self.undo_stack.canUndo() and not self.is_human_turn() and self.against_computer() \
                and not all(s.computer for s in self.seats):
            self.undo_stack.undo()

    def redo(self) -> None:
        self._cancel_thinking()
        if not self.undo_stack.canRedo():
            return
        self.undo_stack.redo()
        while self.undo_stack.canRedo() and not self.is_human_turn() and self.against_computer() \
                and not all(s.computer for s in self.seats):
            self.undo_stack.redo()

    def set_seats(self, seats: tuple[Seat, Seat]) -> None:
        """Change who plays (e.g. Demo); the computer starts if it is now to move."""
        self._cancel_thinking()
        self.seats = seats
        self.changed.emit()
        self._after_change()

    def set_paused(self, paused: bool) -> None:
        """A paused session keeps the position but the computer does not move."""
        was, self._paused = self._paused, paused
        if paused:
            self._cancel_thinking()
        else:
            self._after_change()
        if was != paused:
            self.pausedChanged.emit(paused)

    def paused(self) -> bool:
        return self._paused

    def shutdown(self) -> None:
        self._cancel_thinking()

    # --- internals ---------------------------------------------------------------------------
    def _set_state(self, state: State[Any], move: Any, before: State[Any] | None) -> None:
        if self._loading:  # rebuilding the history of a loaded game: no signals per move
            self._state = state
            return
        self._cancel_thinking()
        self._state = state
        if move is not None:
            self.moved.emit(move, before, state)
        self.changed.emit()
        if state.is_terminal():  # a move that ends the game, or a redo back to the end
            self.gameOver.emit(state.outcome())
        # Computer replies are started after the undo stack finished its own bookkeeping.
        QTimer.singleShot(0, self._after_change)

    def _after_change(self) -> None:
        state = self._state
        seat = state.to_move()
        if self._paused or self.is_thinking() or seat in (TERMINAL, SIMULTANEOUS, CHANCE):
            return
        if self.seats[seat].computer:
            self._asked_at = time.monotonic()
            self._request = self.runner.request(state.view_for(seat), self.seats[seat].level)
            self.thinkingChanged.emit(True)

    def _cancel_thinking(self) -> None:
        if self._request != -1:
            self.runner.cancel()
            self._request = -1
            self.thinkingChanged.emit(False)

    def _on_computer_move(self, request: int, text: str) -> None:
        if request != self._request:
            return
        remaining = self.min_delay_ms - (time.monotonic() - self._asked_at) * 1000
        if remaining > 0:
            QTimer.singleShot(int(remaining), lambda: self._apply_computer_move(request, text))
        else:
            self._apply_computer_move(request, text)

    def _apply_computer_move(self, request: int, text: str) -> None:
        if request != self._request:
            return
        self._request = -1
        self.thinkingChanged.emit(False)
        move = self.game.parse_move(text)
        after = self._state.copy()
        after.play(move)
        self.undo_stack.push(MoveCommand(self, self._state.copy(), after, move))

    def _on_computer_failed(self, request: int, message: str) -> None:
        if request == self._request:
            self._request = -1
            self.thinkingChanged.emit(False)
            self.computerFailed.emit(message)

    def outcome(self) -> Outcome | None:
        return self._state.outcome()
