"""One open game: its move list, its players, and the step driver that asks them.

The session is the only thing that changes a game. Views listen to its signals and ask it to
play; they never touch the rules state themselves. Every kind of node of
:mod:`rules.protocol` is driven by :class:`rules.driver.Driver`, the same loop as the command
line's: seats are asked through their players (:mod:`desktop.seats`: a person at this screen,
the computer in the page's worker process), the choices of a simultaneous round are sealed
(:mod:`rules.commitment`) and opened together, chance is drawn from fresh randomness when the
node is reached (nothing in a save or the history predicts a draw or a secret choice to come,
and after an undo the computer decides anew), and where the rules end a game by judgement
(Oche) nobody is asked until the judgement came back from the worker.

History is python-chess's move stack: one list of moves and an index (undo and redo move the
index; a ``QUndoStack`` of empty commands keeps it and the "saved" state), and the position
at the index. Other positions are rebuilt from the nearest checkpoint (one every
:data:`CHECKPOINT` moves), so a game of any length costs memory and time linear in its moves.
Undo and redo step to the previous or next decision of a person, never into the middle of a
round; they skip the computer's decisions, chance draws and judgements.
"""
from __future__ import annotations

import random
import secrets
from collections.abc import Iterator
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop import worker_jobs
from desktop.seats import HUMANS, Seat, WorkerPlayer, make_player
from desktop.worker import Mode, Priority, Worker
from rules import commitment
from rules.driver import Answer, Dealer, Driver, Judgement, Listener
from rules.players import PersonPlayer, Player
from rules.protocol import SEATS, Analysis, Game, Outcome, State, sample_chance

__all__ = ["GameSession", "Reveal", "Seat", "HUMANS"]

CHECKPOINT = 256
"""A position is kept every this many moves; any other is rebuilt from the one before it."""


class Reveal(NamedTuple):
    """A computer's sealed choice of one round, opened: what anyone needs to check it."""

    seat: int
    choice: str
    salt: str
    digest: str

    def opens(self) -> bool:
        """Whether the code published before the round is the SHA-256 of ``choice:salt``."""
        return commitment.opens(self.digest, self.choice, self.salt)


class GameSession(QObject):
    """Owns one game in progress; see the module docstring."""

    moved = Signal(object, object, object)
    """(move, state before, state after): a move was just played; views may animate it."""
    positionChanged = Signal()
    """The position changed: a move, undo, redo, a new or loaded game. Once per change."""
    turnChanged = Signal()
    """Who is asked changed, not the position (the computer sealed its choice, a judgement
    came back, a seat was handed over): the board may take input now, or no longer."""
    gameOver = Signal(object)
    """The game ended (or a redo reached its end) with this :class:`Outcome`."""
    thinkingChanged = Signal(bool)
    pausedChanged = Signal(bool)
    computerFailed = Signal(str)
    committed = Signal(int, str)
    """(seat, SHA-256 digest): a computer seat fixed its secret choice of this round."""
    revealed = Signal(int, str, str, str)
    """(seat, choice text, salt, digest): the round is being played; the commitment opens."""
    choiceStored = Signal(int)
    """A person's secret choice of this round was taken (the page may hand the screen over)."""
    verdictReady = Signal(object, object)
    """(state, :class:`Analysis`): the judgement's analysis of a position (a page's forecast
    of the same position reads it instead of asking again)."""

    def __init__(self, game: Game[Any, Any], seats: tuple[Seat, Seat] = HUMANS,
                 worker: Worker | None = None, min_delay_ms: int = 450,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.worker = worker or Worker(Mode.PROCESS, self)
        self.min_delay_ms = min_delay_ms
        self.game = game
        self.seats = seats
        self._random: random.Random = secrets.SystemRandom()
        """Where chance draws and the seeds of the computer's decisions come from: the system's
        randomness, drawn when each is needed (tests may seed it: :meth:`new_game`)."""
        self._moves: list[Any] = []
        """The record: every move played, the ones undone (redo-able) included."""
        self._deciders: list[tuple[int, ...]] = []
        """Who decided before each move (undo and redo stop where a person did)."""
        self._by_person: list[bool] = []
        """Whether a person here decided each move (a loaded game's moves count as theirs)."""
        self._checkpoints: dict[int, State[Any]] = {}
        self._state: State[Any] = game.new_initial_state()
        self._paused = False
        self._thinking = False
        self._judging = False
        self._commitments: dict[int, str] = {}
        self._opening: list[Reveal] = []
        """The computer's choices the round being played opened (they join its move)."""
        self._reveals: dict[int, list[Reveal]] = {}
        """Every round's opened seals by the index of its move in the record: the proof stays
        with the round for as long as the move is in the record (undo and redo keep it)."""
        self._changed = False
        """The position changed since :attr:`positionChanged` was last emitted."""
        self._remote: tuple[int, Player] | None = None
        """The seat played by the other app of a network game, and its player."""
        self._conceded: Outcome | None = None
        """The end of a game the rules did not end (a resignation, an agreed draw, a forfeit)."""
        self.players: list[Player] = self._make_players(seats)
        self._dealer = _SessionDealer(self)
        self.driver = Driver(self.players, position=lambda: self._state, play=self._play,
                             dealer=self._dealer, judgement=_WorkerJudgement(self),
                             listener=_Signals(self))

    # --- queries -----------------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        """The current position. Read it; change it only through :meth:`submit`."""
        return self._state

    def index(self) -> int:
        """How many moves of the record lead to the current position."""
        return self.undo_stack.index()

    def record_length(self) -> int:
        """Moves in the record, redo-able ones included."""
        return len(self._moves)

    def moves(self) -> list[Any]:
        """The record's moves (redo-able ones included); read, never change."""
        return self._moves

    def position(self, index: int) -> State[Any]:
        """The position after the first ``index`` moves of the record (read it, do not play
        on it: it may be the current state or a kept checkpoint)."""
        if index == self.index():
            return self._state
        base = max(k for k in self._checkpoints if k <= index)
        state = self._checkpoints[base]
        if base == index:
            return state
        state = state.copy()
        for move in self._moves[base:index]:
            state.push(move)
        return state

    def walk(self, start: int = 0, stop: int | None = None) -> Iterator[tuple[Any, State[Any]]]:
        """``(move, position before it)`` for the record's moves ``start``..``stop``, replayed on
        one walker: use each position at once (the next step changes it)."""
        stop = len(self._moves) if stop is None else stop
        walker = self.position(start).copy()
        for move in self._moves[start:stop]:
            yield move, walker
            walker.push(move)

    def person_moved(self) -> bool:
        """A person here made one of the moves up to the current position (or it was
        loaded): a game the computer alone played so far is nobody's work to save."""
        return any(self._by_person[:self.index()])

    def person_seats(self) -> list[int]:
        return [s for s in SEATS if self.players[s].takes_input]

    def remote_seat(self) -> int | None:
        """The seat the other app plays in a network game, else None."""
        return self._remote[0] if self._remote is not None else None

    def against_computer(self) -> bool:
        return len(self.person_seats()) == 1 and self._remote is None

    def awaiting_person(self) -> int | None:
        """The seat whose person the board takes a decision from now, or None (the computer
        is thinking or has not sealed its choice of the round yet, a judgement is on its way,
        the game is over). Pause stops the computer only: a person may go on playing. At a
        round two people choose in turn, seat 0 first."""
        for seat in SEATS:
            player = self.players[seat]
            if isinstance(player, PersonPlayer) and player.waiting() == seat:
                return seat
        return None

    def is_human_turn(self) -> bool:
        return self.awaiting_person() is not None

    def has_chosen(self, seat: int) -> bool:
        """Whether ``seat`` fixed its secret choice of this round (never what it is)."""
        return self.driver.has_chosen(seat)

    def commitment(self, seat: int) -> str | None:
        """The digest a computer seat published for this round, if any."""
        return self._commitments.get(seat)

    def reveals(self, index: int) -> list[Reveal]:
        """The opened seals of the record's move ``index`` (0 the first): empty for a move
        with none (no computer chose in secret, or a game loaded from a file)."""
        return list(self._reveals.get(index, []))

    def is_thinking(self) -> bool:
        return self._thinking

    def is_judging(self) -> bool:
        return self._judging

    def paused(self) -> bool:
        return self._paused

    def outcome(self) -> Outcome | None:
        """The result: the rules', or a resignation, forfeit or agreed draw."""
        return self._state.outcome() or self._conceded

    def is_over(self) -> bool:
        return self.outcome() is not None

    def conceded(self) -> Outcome | None:
        """The end of a game the rules did not end, if it was ended so."""
        return self._conceded

    # --- commands ----------------------------------------------------------------------------
    def new_game(self, game: Game[Any, Any] | None = None, seats: tuple[Seat, Seat] | None = None,
                 state: State[Any] | None = None, seed: int | None = None,
                 remote: tuple[int, Player] | None = None) -> None:
        """Start over, or from a loaded ``state`` (its history becomes the record, all of it
        undoable). ``seed`` makes the draws and the computer's choices reproducible, for
        tests, benchmarks and the README's pictures only; a game a person plays never has one.
        ``remote``: the seat the other app plays over the network and its player (its chance
        draws are then joint coin flips: the player's dealer)."""
        self._stop()
        self._set_paused(False)
        if state is not None:
            game = state.game
        if game is not None:
            self.game = game
        self._random = random.Random(seed) if seed is not None else secrets.SystemRandom()
        self._remote = remote
        self.driver.dealer = remote[1].dealer if remote is not None and remote[1].dealer is not None \
            else self._dealer
        self._set_players(seats if seats is not None else self.seats)
        start = self.game.new_initial_state()
        self._moves, self._deciders, self._checkpoints = [], [], {0: start}
        self._by_person = []
        self._reveals, self._opening = {}, []
        self.undo_stack.blockSignals(True)
        try:
            self.undo_stack.clear()
            if state is not None:  # one walk, no signal per move: a long record loads in linear time
                walker = start.copy()
                for move in state.history:
                    self._deciders.append(walker.deciders())
                    self._by_person.append(True)
                    walker.push(move)
                    self._moves.append(move)
                    self.undo_stack.push(QUndoCommand())
                    if len(self._moves) % CHECKPOINT == 0:
                        self._checkpoints[len(self._moves)] = walker.copy()
            self.undo_stack.setClean()
        finally:
            self.undo_stack.blockSignals(False)
        self._state = state.copy() if state is not None else start
        self.undo_stack.cleanChanged.emit(True)
        self.undo_stack.indexChanged.emit(self.index())
        self._changed = True
        self.driver.advance()

    def submit(self, move: Any) -> bool:
        """A person's decision from the board: a move at a seat's turn, or the secret choice of
        the seat asked now at a round. False (and nothing changes) if no person is asked, or
        the move is not legal for them now."""
        seat = self.awaiting_person()
        if seat is None:
            return False
        player = self.players[seat]
        assert isinstance(player, PersonPlayer)
        if isinstance(move, str):
            try:
                move = self.game.parse_move(move)
            except ValueError:
                return False
        return player.submit(move)

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def can_redo(self) -> bool:
        return self.index() < len(self._moves)

    def undo_target(self) -> int | None:
        """Where :meth:`undo` goes: the record's length before the previous decision of a
        person (None: only chance and the computer decided before)."""
        return self._undo_target()

    def undo(self) -> None:
        """Back to the previous decision of a person (against the computer: the person's
        previous turn). Nothing happens if only chance and the computer decided before."""
        target = self._undo_target()
        if target is not None:
            self.go_to(target)

    def redo(self) -> None:
        """Forward to the next decision of a person, or to the end of the record."""
        if self.can_redo():
            self.go_to(self._redo_target())

    def concede(self, loser: int | None, termination: Any, reason: str) -> None:
        """End the game outside the rules: ``loser`` resigns (or forfeits), or None: a draw
        both sides agreed. The record stays as it is; undo takes the end back."""
        self.driver.concede(loser, termination, reason)

    def set_seats(self, seats: tuple[Seat, Seat]) -> None:
        """Change who plays (e.g. Demo); the computer starts if it is now to move."""
        self._stop()
        self._set_players(seats)
        self.turnChanged.emit()
        self.driver.advance()

    def set_paused(self, paused: bool) -> None:
        """A paused session keeps the position and the round's sealed choices, but the
        computer does not think, nothing is drawn or judged; a person may go on playing."""
        if paused == self._paused:
            return
        self._set_paused(paused)
        self.pausedChanged.emit(paused)
        self.turnChanged.emit()
        if not paused:
            self.driver.advance()

    def shutdown(self) -> None:
        self._stop()
        for player in self.players:
            player.close()

    # --- internals ---------------------------------------------------------------------------
    def _make_players(self, seats: tuple[Seat, Seat]) -> list[Player]:
        remote = getattr(self, "_remote", None)
        return [remote[1] if remote is not None and remote[0] == i else
                make_player(seat, self.worker, self.min_delay_ms, self._random, lambda _seat: self.turnChanged.emit())
                for i, seat in enumerate(seats)]

    def _set_players(self, seats: tuple[Seat, Seat]) -> None:
        remote = self._remote[1] if self._remote is not None else None
        for player in getattr(self, "players", []):
            if player is not remote:
                player.close()  # the network's player belongs to its connection
        self.seats = seats
        self.players = self._make_players(seats)
        if hasattr(self, "driver"):
            self.driver.set_players(self.players)
        self._set_thinking(False)

    def _set_paused(self, paused: bool) -> None:
        self._paused = paused
        self.driver.pause(paused)
        self._set_thinking(any(isinstance(p, WorkerPlayer) and p.thinking() for p in self.players))

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinkingChanged.emit(thinking)

    def _stop_at(self, index: int) -> bool:
        """A place undo/redo may stop: before move ``index`` a person decided (anyone, if
        nobody is a person), or the end of the record when the game is over there. A
        position the rules then ended by judgement is not one."""
        if index >= len(self._moves):
            return True
        if self.game.is_adjudication(self._moves[index]):
            return False
        deciders = self._deciders[index]
        if not deciders:
            return False
        return not self.person_seats() or any(self.players[s].takes_input for s in deciders)

    def _undo_target(self) -> int | None:
        return next((i for i in range(self.index() - 1, -1, -1) if self._stop_at(i)), None)

    def _redo_target(self) -> int:
        return next((i for i in range(self.index() + 1, len(self._moves)) if self._stop_at(i)), len(self._moves))

    def _stop(self) -> None:
        """Drop what is in flight: the players' thinking, the round's sealed choices, a draw
        or a judgement on its way."""
        self.driver.stop()
        self._commitments.clear()
        self._opening = []
        self._set_thinking(False)
        self._conceded = None

    def go_to(self, index: int) -> None:
        """Make the position after ``index`` moves of the record the current one (undo, redo,
        an undo both sides of a network game agreed to)."""
        self._stop()
        self._state = self.position(index)
        self.undo_stack.setIndex(index)
        self._changed = True
        self.driver.advance()

    def _play(self, move: Any) -> None:
        """The driver plays ``move`` (already checked): it joins the record at the index (a
        redo-able tail is dropped), and the position moves on."""
        before = self._state
        after = before.copy()
        after.play(move)
        index = self.index()
        if index < len(self._moves):
            del self._moves[index:]
            del self._deciders[index:]
            del self._by_person[index:]
            self._checkpoints = {k: v for k, v in self._checkpoints.items() if k <= index}
            self._reveals = {k: v for k, v in self._reveals.items() if k < index}
        if self._opening:
            self._reveals[index] = self._opening
            self._opening = []
        self._moves.append(move)
        self._deciders.append(before.deciders())
        self._by_person.append(any(self.players[s].takes_input for s in before.deciders()))
        self._state = after
        if len(self._moves) % CHECKPOINT == 0:
            self._checkpoints[len(self._moves)] = after
        self._commitments.clear()
        self.undo_stack.push(QUndoCommand())
        self._changed = True
        self.moved.emit(move, before, after)

    def _settled(self) -> None:
        """The driver asked what the position needs: say once that the position changed (a
        person's move and the chance draw after it are one change), and the end if over."""
        if not self._changed:
            return
        self._changed = False
        self.positionChanged.emit()
        outcome = self._state.outcome()
        if outcome is not None:
            self.gameOver.emit(outcome)


class _Signals(Listener):
    """The driver's news, as the session's signals."""

    def __init__(self, session: GameSession) -> None:
        self.session = session

    def asked(self, seat: int) -> None:
        session = self.session
        if isinstance(session.players[seat], WorkerPlayer):
            session._set_thinking(True)

    def answered(self, seat: int) -> None:
        session = self.session
        player = session.players[seat]
        if isinstance(player, WorkerPlayer):
            session._set_thinking(any(isinstance(p, WorkerPlayer) and p.thinking() for p in session.players))
        elif player.takes_input and len(session.state.deciders()) == 2:
            session.choiceStored.emit(seat)
            session.turnChanged.emit()

    def sealed(self, seat: int, digest: str) -> None:
        session = self.session
        if not session.players[seat].takes_input:
            session._commitments[seat] = digest
            session.committed.emit(seat, digest)
            session.turnChanged.emit()

    def opened(self, seat: int, choice: Any, salt: str, digest: str) -> None:
        if not self.session.players[seat].takes_input:
            self.session._opening.append(Reveal(seat, str(choice), salt, digest))
            self.session.revealed.emit(seat, str(choice), salt, digest)

    def judging(self, busy: bool) -> None:
        self.session._judging = busy
        self.session.turnChanged.emit()

    def failed(self, seat: int | None, message: str) -> None:
        self.session._set_thinking(False)
        self.session.computerFailed.emit(message)

    def settled(self) -> None:
        self.session._settled()

    def ended(self, outcome: Outcome) -> None:
        session = self.session
        if outcome is session.driver.conceded:  # the rules' own ends are told once settled
            session._conceded = outcome
            session._commitments.clear()
            session._set_thinking(False)
            session.turnChanged.emit()
            session.gameOver.emit(outcome)


class _SessionDealer(Dealer):
    """Draws from the session's randomness (the system's; seeded in tests) when the node is
    reached."""

    def __init__(self, session: GameSession) -> None:
        self.session = session

    def deal(self, state: State[Any], outcomes: list[tuple[Any, float]], answer: Answer) -> None:
        answer(sample_chance(state, self.session._random))


class _WorkerJudgement(Judgement):
    """The rules' judgement asked of the page's worker (it may solve a whole board): the
    verdict of one analysis, which the session publishes for the page to reuse."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self._job = -1
        self._asked: tuple[State[Any], Answer] | None = None
        session.worker.finished.connect(self._on_finished)
        session.worker.failed.connect(self._on_failed)

    def judge(self, state: State[Any], answer: Answer) -> None:
        self.cancel()
        self._asked = (state, answer)
        self._job = self.session.worker.submit(
            worker_jobs.analyse, (state, state.deciders()[0], {"moves": False, "budget": None}), Priority.DECISION)

    def cancel(self) -> None:
        if self._job != -1:
            self.session.worker.cancel(self._job)
        self._job, self._asked = -1, None

    def _on_finished(self, job: int, analysis: Analysis[Any]) -> None:
        if job != self._job or self._asked is None:
            return
        (state, answer), self._job, self._asked = self._asked, -1, None
        self.session.verdictReady.emit(state, analysis)
        answer(analysis.verdict.adjudication)

    def _on_failed(self, job: int, message: str) -> None:
        if job != self._job or self._asked is None:
            return
        (_state, answer), self._job, self._asked = self._asked, -1, None
        self.session.computerFailed.emit(message)
        answer(None)  # play goes on unjudged rather than never
