"""One open game: the rules state, its history as a QUndoStack, the seats' players, chance.

The session is the only thing that changes a game. Views listen to its signals and ask it to
play; they never touch the rules state themselves. History is kept as snapshots (Iagno's
way): each undo command holds the state before and after its move, so undo is exact for
every game, including ones whose moves are not easily reversible.

Every kind of node of :mod:`rules.protocol` is driven here, once for all games:

* a seat's turn: that seat's player ``begin``\\ s; a person's move comes from the page
  through :meth:`GameSession.play`;
* a simultaneous round: the computer's seats choose first, each from its own view, and each
  publishes a sealed commitment (:mod:`rules.commitment`) before any person is asked; then
  the persons choose (:meth:`GameSession.choose`), one at a time on a shared screen; the two
  choices become one joint move;
* a chance draw: drawn when the node is reached, from fresh randomness, and played as a move
  the views animate (so the undrawn order exists nowhere: not in a save, not after an undo);
* an adjudication: where the rules may end a game by judgement (:meth:`Game.adjudicates`),
  nobody moves until the analysis has said whether they do; if so its move is played.

Undo and redo step to the previous or next decision of a person, never into the middle of a
round; they skip the computer's decisions, chance draws and adjudications.
"""
from __future__ import annotations

import random
import secrets
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.ai_runner import ComputerRunner
from desktop.players import HUMANS, Seat, SeatPlayer, make_player
from rules import commitment
from rules.errors import RulesError
from rules.protocol import CHANCE, SEATS, Game, Outcome, State, sample_chance

__all__ = ["GameSession", "Seat", "HUMANS"]


class MoveCommand(QUndoCommand):
    """One entry of the history, as the states before and after it."""

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
    committed = Signal(int, str)
    """(seat, SHA-256 digest): a computer seat fixed its secret choice of this round."""
    revealed = Signal(int, str, str, str)
    """(seat, choice text, salt, digest): the round is being played; the commitment opens."""
    choiceStored = Signal(int)
    """A person's secret choice of this round was taken (the page may hand the screen over)."""

    def __init__(self, game: Game[Any, Any], seats: tuple[Seat, Seat] = HUMANS,
                 runner: ComputerRunner | None = None, min_delay_ms: int = 450,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.runner = runner or ComputerRunner(parent=self)
        self.runner.analysisReady.connect(self._on_judgement)
        self.runner.failed.connect(self._on_judgement_failed)
        self.min_delay_ms = min_delay_ms
        self.game = game
        self.seats = seats
        self._random: random.Random = secrets.SystemRandom()
        """Where chance draws and the seeds of the computer's decisions come from: the system's
        randomness, drawn when each decision is made, so nothing in a save or in the history
        predicts a secret to come (tests and benchmarks may seed it: :meth:`new_game`)."""
        self.players: tuple[SeatPlayer, SeatPlayer] = self._make_players(seats)
        self._state: State[Any] = game.new_initial_state()
        self._paused = False
        self._loading = False
        self._choices: dict[int, Any] = {}
        """This round's secret choices so far (a simultaneous node)."""
        self._commitments: dict[int, tuple[str, str]] = {}
        """Computer seats' (salt, digest) for this round."""
        self._asking: int | None = None
        """The computer seat deciding now."""
        self._judging = -1
        """The analysis request that judges the current position (adjudication)."""
        self._judged: tuple[list[Any], Any] | None = None
        """(history, adjudication move or None) once the position after that history is judged."""

    # --- queries -----------------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        """The current position. Read it; change it only through :meth:`play`/:meth:`choose`."""
        return self._state

    def person_seats(self) -> list[int]:
        return [s for s in SEATS if self.players[s].takes_input]

    def against_computer(self) -> bool:
        return len(self.person_seats()) == 1

    def awaiting_person(self) -> int | None:
        """The seat whose person the board takes a decision from now, or None (the computer
        is thinking, a computer seat of this round has not committed yet, the game is over,
        or being judged). Pause stops the computer only: a person may go on playing."""
        if self.is_thinking() or self.is_judging():
            return None
        deciders = self._state.deciders()
        if len(deciders) == 2 and any(not self.players[s].takes_input and s not in self._choices for s in deciders):
            return None  # the computer chooses first, so its choice cannot depend on the person's
        for seat in deciders:
            if self.players[seat].takes_input and seat not in self._choices:
                return seat
        return None

    def is_human_turn(self) -> bool:
        return self.awaiting_person() is not None

    def has_chosen(self, seat: int) -> bool:
        """Whether ``seat`` fixed its secret choice of this round (never what it is)."""
        return seat in self._choices

    def commitment(self, seat: int) -> str | None:
        """The digest a computer seat published for this round, if any."""
        found = self._commitments.get(seat)
        return found[1] if found else None

    def timeline(self) -> list[State[Any]]:
        """The position before the first move and after every move of the history, redo-able
        moves included (``undo_stack.index()`` is the current one)."""
        stack = self.undo_stack
        if stack.count() == 0:
            return [self._state]
        return [stack.command(0).before] + [stack.command(i).after for i in range(stack.count())]

    def is_thinking(self) -> bool:
        return self._asking is not None

    def is_judging(self) -> bool:
        return self._judging != -1

    def paused(self) -> bool:
        return self._paused

    def outcome(self) -> Outcome | None:
        return self._state.outcome()

    # --- commands ----------------------------------------------------------------------------
    def new_game(self, game: Game[Any, Any] | None = None, seats: tuple[Seat, Seat] | None = None,
                 state: State[Any] | None = None, seed: int | None = None) -> None:
        """Start over (or from a loaded ``state``, whose history becomes the undo history).

        ``seed`` makes the draws and the computer's choices reproducible, for tests and
        benchmarks only; a game a person plays never has one (see :attr:`_random`)."""
        self._stop_everything()
        self._paused = False
        if state is not None:
            game = state.game
        if game is not None:
            self.game = game
        if seats is not None:
            self._set_players(seats)
        self._random = random.Random(seed) if seed is not None else secrets.SystemRandom()
        self._judged = None
        self.undo_stack.clear()
        start = self.game.new_initial_state()
        self._state = start
        if state is not None:
            # One pass, no signal per move: a record of thousands of moves loads in linear time
            # (the views re-read the history once, at the end).
            walker = start.copy()
            self._loading = True
            self.undo_stack.blockSignals(True)
            try:
                for move in state.history:
                    before = walker.copy()
                    walker.play(move)
                    command = MoveCommand(self, before, walker.copy(), move)
                    command._first = False
                    self.undo_stack.push(command)
            finally:
                self.undo_stack.blockSignals(False)
                self._loading = False
            self._state = walker
        self.undo_stack.setClean()
        self.changed.emit()
        self._advance()

    def play(self, move: Any) -> bool:
        """A person's move at a seat's turn. Returns False (and changes nothing) if it is not
        that person's turn or not legal."""
        seat = self.awaiting_person()
        if seat is None or len(self._state.deciders()) != 1:
            return False
        try:
            if isinstance(move, str):
                move = self.game.parse_move(move)
            after = self._state.copy()
            after.play(move)
        except RulesError:
            return False
        self._push(move, after)
        return True

    def choose(self, seat: int, choice: Any) -> bool:
        """A person's secret choice for ``seat`` in a simultaneous round; the round is played
        once every seat has chosen. False if it is not that person's moment or not legal."""
        if self.awaiting_person() != seat or len(self._state.deciders()) != 2:
            return False
        try:
            if isinstance(choice, str):
                choice = self.game.parse_move(choice)
            if not self._state.is_legal_choice(seat, choice):
                return False
        except RulesError:
            return False
        self._choices[seat] = choice
        self.choiceStored.emit(seat)
        self._maybe_play_round()
        return True

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def can_redo(self) -> bool:
        return self.undo_stack.index() < self.undo_stack.count()

    def undo(self) -> None:
        """Back to the previous decision of a person (against the computer: the person's
        previous turn). Nothing happens if only chance and the computer decided before."""
        target = self._undo_target()
        if target is None:
            return
        self._stop_everything()
        self.undo_stack.setIndex(target)
        QTimer.singleShot(0, self, self._advance)

    def redo(self) -> None:
        """Forward to the next decision of a person, or to the end of the record."""
        if not self.can_redo():
            return
        self._stop_everything()
        self.undo_stack.setIndex(self._redo_target())
        QTimer.singleShot(0, self, self._advance)

    def _undo_target(self) -> int | None:
        stack = self.undo_stack
        for i in range(stack.index() - 1, -1, -1):
            command = stack.command(i)
            if not self.game.is_adjudication(command.move) and self._stop_at(command.before):
                return i
        return None

    def _redo_target(self) -> int:
        stack = self.undo_stack
        for i in range(stack.index() + 1, stack.count()):
            if not self.game.is_adjudication(stack.command(i).move) and self._stop_at(stack.command(i - 1).after):
                return i
        return stack.count()

    def set_seats(self, seats: tuple[Seat, Seat]) -> None:
        """Change who plays (e.g. Demo); the computer starts if it is now to move."""
        self._stop_everything()
        self._set_players(seats)
        self.changed.emit()
        self._advance()

    def set_paused(self, paused: bool) -> None:
        """A paused session keeps the position but the computer does not move."""
        was, self._paused = self._paused, paused
        if paused:
            self._cancel_thinking()
        if was != paused:
            self.pausedChanged.emit(paused)
            self.changed.emit()
        if not paused:
            self._advance()

    def shutdown(self) -> None:
        self._stop_everything()

    # --- internals ---------------------------------------------------------------------------
    def _make_players(self, seats: tuple[Seat, Seat]) -> tuple[SeatPlayer, SeatPlayer]:
        players = tuple(make_player(seat, self.runner, self.min_delay_ms, self) for seat in seats)
        for player in players:
            player.chosen.connect(self._on_computer_choice)
            player.failed.connect(self._on_computer_failed)
        return players  # type: ignore[return-value]

    def _set_players(self, seats: tuple[Seat, Seat]) -> None:
        for player in self.players:
            player.cancel()
            player.deleteLater()
        self.seats = seats
        self.players = self._make_players(seats)

    def _stop_at(self, state: State[Any]) -> bool:
        """A place undo/redo may stop: a person decides there (anyone, if nobody is a
        person), or the game is over. A position the rules then end by judgement is not one
        (the caller checks the move that followed it)."""
        deciders = state.deciders()
        if not deciders:
            return state.is_terminal()
        if not self.person_seats():
            return True
        return any(self.players[s].takes_input for s in deciders)

    def _push(self, move: Any, after: State[Any]) -> None:
        self.undo_stack.push(MoveCommand(self, self._state.copy(), after, move))

    def _set_state(self, state: State[Any], move: Any, before: State[Any] | None) -> None:
        if self._loading:  # rebuilding the history of a loaded game: no signals per move
            self._state = state
            return
        self._stop_everything()
        self._state = state
        if move is not None:
            self.moved.emit(move, before, state)
        self.changed.emit()
        if state.is_terminal():  # a move that ends the game, or a redo back to the end
            self.gameOver.emit(state.outcome())
        # The next decision is asked for after the undo stack finished its own bookkeeping.
        QTimer.singleShot(0, self, self._advance)

    def _stop_everything(self) -> None:
        self._cancel_thinking()
        self._choices.clear()
        self._commitments.clear()
        if self._judging != -1:
            self._judging = -1
            self.runner.cancel()

    def _cancel_thinking(self) -> None:
        if self._asking is not None:
            self.players[self._asking].cancel()
            self._asking = None
            self.thinkingChanged.emit(False)

    def _advance(self) -> None:
        """Ask for the next decision: the rules' judgement, a chance draw, the computer."""
        state = self._state
        if self._paused or self.is_thinking() or self.is_judging() or state.is_terminal():
            return
        if self.game.adjudicates(state):
            judged = self._judged
            if judged is None or judged[0] != state.history:
                self._judged = None
                self._judging = self.runner.request_analysis(state.copy(), state.deciders()[0], moves=False)
                self.changed.emit()
                return
            if judged[1] is not None:
                self._judged = None
                after = state.copy()
                after.play(judged[1])
                self._push(judged[1], after)
                return
        who = state.to_move()
        if who == CHANCE:
            move = sample_chance(state, self._random)  # drawn now: after an undo, drawn anew
            after = state.copy()
            after.play(move)
            self._push(move, after)
            return
        for seat in state.deciders():
            if not self.players[seat].takes_input and seat not in self._choices:
                self._asking = seat
                self.thinkingChanged.emit(True)
                # A fresh seed for every decision: after an undo the computer decides anew.
                self.players[seat].begin(state.view_for(seat), seat, self._random.getrandbits(63))
                return

    def _on_judgement(self, request: int, analysis: Any) -> None:
        if request != self._judging:
            return
        self._judging = -1
        self._judged = (list(self._state.history), analysis.verdict.adjudication)
        self._advance()
        if not self.is_thinking():
            self.changed.emit()

    def _on_judgement_failed(self, request: int, message: str) -> None:
        if request == self._judging:
            self._judging = -1
            self._judged = (list(self._state.history), None)
            self.computerFailed.emit(message)
            self._advance()

    def _on_computer_choice(self, seat: int, move: Any) -> None:
        if seat != self._asking:
            return
        self._asking = None
        self.thinkingChanged.emit(False)
        state = self._state
        if len(state.deciders()) == 2:
            if not state.is_legal_choice(seat, move):
                self.computerFailed.emit(f"illegal choice {move}")
                return
            self._choices[seat] = move
            salt = commitment.new_salt()
            digest = commitment.seal(str(move), salt)
            self._commitments[seat] = (salt, digest)
            self.committed.emit(seat, digest)
            if not self._maybe_play_round():
                self.changed.emit()
                self._advance()
            return
        after = state.copy()
        try:
            after.play(move)
        except RulesError as exc:
            self.computerFailed.emit(str(exc))
            return
        self._push(move, after)

    def _maybe_play_round(self) -> bool:
        if len(self._choices) < 2:
            return False
        joint = self.game.joint(self._choices[0], self._choices[1])
        after = self._state.copy()
        after.play(joint)
        commitments, self._choices, self._commitments = self._commitments, {}, {}
        for seat, (salt, digest) in commitments.items():  # the commitments open as the round is played
            self.revealed.emit(seat, str(joint.choices[seat]), salt, digest)
        self._push(joint, after)
        return True

    def _on_computer_failed(self, message: str) -> None:
        if self._asking is not None:
            self._asking = None
            self.thinkingChanged.emit(False)
        self.computerFailed.emit(message)
