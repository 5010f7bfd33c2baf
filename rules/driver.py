"""The one loop of every game: what comes next, who is asked, and how their answers are played.

:func:`next_step` reads a position: the game is over (:class:`End`), the rules judge it
(:class:`Judge`: Oche's "P can no longer force a win"), they draw (:class:`Draw`), or seats
decide (:class:`Ask`). :class:`Driver` acts on it for a whole game: it asks the players of
:mod:`rules.players`, seals and opens the secret choices of a simultaneous round, has a
:class:`Dealer` draw and a :class:`Judgement` judge, and plays every answer through the
rules. The command line's ``random`` and ``match``, the per-game commands, the conformance
suite and the desktop's session all run games through it, so a game ends in the app exactly
where it ends on the command line.

Answers may come at once (a program in this thread) or later (a person's click, a worker
process, a peer's message): the driver never waits, it acts on each answer as it arrives and
asks again (:meth:`Driver.advance`). :func:`play_game` is the synchronous use, for programs.
"""
from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules import commitment
from rules.errors import RulesError
from rules.players import Opened, Player, Sealed
from rules.protocol import CHANCE, Outcome, State, Termination, sample_chance


# --- steps -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Ask:
    """These seats decide now: one, or both at a simultaneous round."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Draw:
    """The rules draw one of these ``(move, probability)`` outcomes."""

    outcomes: list[tuple[Any, float]]


@dataclass(frozen=True)
class Judge:
    """The rules may end the game here by judgement (:meth:`Game.judge`) before anyone moves."""


@dataclass(frozen=True)
class End:
    outcome: Outcome


Step = Ask | Draw | Judge | End


def next_step(state: State[Any], judged: bool = False) -> Step:
    """What the position asks for; ``judged``: the judgement of this position was made and
    let play go on."""
    outcome = state.outcome()
    if outcome is not None:
        return End(outcome)
    if not judged and state.game.adjudicates(state):
        return Judge()
    if state.to_move() == CHANCE:
        return Draw(state.chance_outcomes())
    return Ask(state.deciders())


# --- who draws and who judges ----------------------------------------------------------------
Answer = Callable[[Any], None]


class Dealer(ABC):
    """Draws at chance nodes (a generator here; on the network, a coin flip of both sides)."""

    @abstractmethod
    def deal(self, state: State[Any], outcomes: list[tuple[Any, float]], answer: Answer) -> None:
        """Draw one of ``outcomes`` and give it to ``answer``, now or later (a dealer that
        cannot, the other side of a coin flip having broken its rules, calls
        :meth:`Driver.concede` instead)."""

    def cancel(self) -> None:
        """Forget a draw in progress."""


class RandomDealer(Dealer):
    """Draws from a generator, when the node is reached: the system's randomness in the app
    (nothing in a save or the history predicts a draw), a seeded one on the command line."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def deal(self, state: State[Any], outcomes: list[tuple[Any, float]], answer: Answer) -> None:
        answer(sample_chance(state, self.rng))


class Judgement(ABC):
    """Asks the rules' judgement of a position (:meth:`Game.judge`)."""

    @abstractmethod
    def judge(self, state: State[Any], answer: Answer) -> None:
        """Give ``answer`` the move that ends the game now, or None, now or later."""

    def cancel(self) -> None:
        """Forget a judgement in progress."""


class RulesJudgement(Judgement):
    """The judgement computed in this thread."""

    def judge(self, state: State[Any], answer: Answer) -> None:
        answer(state.game.judge(state))


# --- the driver --------------------------------------------------------------------------------
class Listener:
    """What the driver tells the one running the game (the session's signals, a match's clocks)."""

    def asked(self, seat: int) -> None:
        """``seat``'s player was asked to decide."""

    def answered(self, seat: int) -> None:
        """``seat``'s player gave its decision (a choice of a round is stored, still secret)."""

    def sealed(self, seat: int, digest: str) -> None:
        """``seat`` fixed its secret choice of the round under this commitment."""

    def opened(self, seat: int, choice: Any, salt: str, digest: str) -> None:
        """The round is played: ``seat``'s commitment opens to ``choice`` with ``salt``."""

    def judging(self, busy: bool) -> None:
        """A judgement started (True) or came back (False)."""

    def failed(self, seat: int | None, message: str) -> None:
        """``seat``'s player could not decide, or broke the rules (None: the dealer or the
        judgement failed); the driver stops asking."""

    def ended(self, outcome: Outcome) -> None:
        """The game is over (by the rules, or conceded: :meth:`Driver.concede`)."""

    def settled(self) -> None:
        """Everything the position needs now was asked for (until an answer comes): what was
        played in between may be shown and saved."""


@dataclass
class _Seal:
    digest: str
    salt: str | None = None
    choice: Any = None
    opened: bool = False


class Driver:
    """Runs a game between players, one answer at a time.

    ``position()`` is the current state and ``play(move)`` plays a move on it (a match plays
    on its state; the session pushes onto its history): the driver keeps no copy of the game,
    only what the current round holds (the seats asked, their sealed choices)."""

    def __init__(self, players: Sequence[Player], *, position: Callable[[], State[Any]],
                 play: Callable[[Any], None], dealer: Dealer, judgement: Judgement,
                 listener: Listener | None = None, failure_forfeits: bool = False) -> None:
        self.players = list(players)
        for player in self.players:
            player.attach(self)
        self.failure_forfeits = failure_forfeits
        """A player that cannot decide loses the game (a match); else the driver only stops
        asking and says so (the app: undo or a new game goes on)."""
        self.position, self._play = position, play
        self.dealer, self.judgement = dealer, judgement
        self.listener = listener or Listener()
        self.paused = False
        """Paused: only a person at this screen is asked; nothing is drawn, judged or thought."""
        self._token = 0
        self._asked: set[int] = set()
        self._seals: dict[int, _Seal] = {}
        self._choices: dict[int, Any] = {}
        self._busy: str | None = None  # "draw" or "judge" on its way
        self._judged: tuple[int, Any] | None = None
        self._failed = False
        self._halted = False
        self.conceded: Outcome | None = None
        """The end of a game the rules did not end (a resignation, a forfeit, an agreed draw)."""
        self._running = False
        self._again = False

    # --- what the round holds ----------------------------------------------------------------
    def asking(self, seat: int) -> bool:
        """Whether ``seat`` was asked and has not answered yet."""
        return seat in self._asked and seat not in self._choices and seat not in self._seals

    def has_chosen(self, seat: int) -> bool:
        """Whether ``seat`` fixed its secret choice of this round (never what it is)."""
        return seat in self._choices or seat in self._seals

    def commitment(self, seat: int) -> str | None:
        seal = self._seals.get(seat)
        return seal.digest if seal else None

    def is_busy(self) -> bool:
        """A draw or a judgement is on its way."""
        return self._busy is not None

    def has_failed(self) -> bool:
        return self._failed

    # --- driving ------------------------------------------------------------------------------
    def stop(self) -> None:
        """Drop everything in flight (undo, new game, a changed seat): every player, the dealer
        and the judgement are cancelled, the round's choices forgotten, late answers dropped."""
        self._token += 1
        for player in self.players:
            player.cancel()
        self._cancel_busy()
        self._asked.clear()
        self._seals.clear()
        self._choices.clear()
        self._failed = False
        self.conceded = None

    def _cancel_busy(self) -> None:
        busy, self._busy = self._busy, None
        if busy == "draw":
            self.dealer.cancel()
        elif busy == "judge":
            self.judgement.cancel()
            self.listener.judging(False)

    def pause(self, paused: bool) -> None:
        """Paused: the programs here stop thinking and nothing is drawn or judged, but a
        person may go on; the round's seals are kept. Unpaused, :meth:`advance` goes on."""
        self.paused = paused
        if not paused:
            return
        for seat in sorted(self._asked):
            player = self.players[seat]
            if not player.takes_input and seat not in self._seals and seat not in self._choices:
                player.cancel()
                self._asked.discard(seat)
        self._cancel_busy()

    def set_players(self, players: Sequence[Player]) -> None:
        self.stop()
        self.players = list(players)
        for player in self.players:
            player.attach(self)

    def advance(self) -> None:
        """Ask for whatever the position needs next; answers given at once are played in a
        loop here, not by recursion (a program's whole game is one call)."""
        if self._running:
            self._again = True
            return
        self._running = True
        try:
            self._again = True
            while self._again:
                self._again = False
                self._step()
        finally:
            self._running = False
        self.listener.settled()

    def halt(self) -> None:
        """Stop for good with the game unfinished (a safety cap on endless random play)."""
        self.stop()
        self._halted = True

    def concede(self, loser: int | None, termination: Any, reason: str) -> None:
        """End the game now, outside the rules' course: ``loser`` resigns or forfeits (an
        illegal answer, silence, a broken protocol), or nobody loses (None: a draw agreed).
        ``reason`` says what happened, for the record. Everything in flight is dropped."""
        if self.conceded is not None or self.position().is_terminal():
            return  # over already: a later word changes nothing
        winner = None if loser is None else 1 - loser
        scores = (0.5, 0.5) if winner is None else (1.0, 0.0) if winner == 0 else (0.0, 1.0)
        self.conceded = Outcome(termination, winner, scores, reason)
        self._token += 1
        for player in self.players:
            player.cancel()
        self.dealer.cancel()
        self.judgement.cancel()
        self._busy = None
        for player in self.players:
            player.ended(self.position(), self.conceded)
        self.listener.ended(self.conceded)

    def _step(self) -> None:
        if self._failed or self._busy or self._halted or self.conceded is not None:
            return
        state = self.position()
        step = next_step(state, judged=self._judged is not None and self._judged_here(state))
        if isinstance(step, End):
            return
        if isinstance(step, Judge):
            if self.paused:
                return
            self._busy = "judge"
            self.listener.judging(True)
            token = self._token
            self.judgement.judge(state.copy(), lambda move: self._on_judged(token, state, move))
            return
        if isinstance(step, Draw):
            if self.paused:
                return
            self._busy = "draw"
            token = self._token
            self.dealer.deal(state, step.outcomes, lambda move: self._on_drawn(token, move))
            return
        seats = step.seats
        simultaneous = len(seats) > 1
        first = [s for s in seats if self.players[s].seals_first]
        token = self._token
        for seat in seats:
            if seat in self._asked:
                continue
            player = self.players[seat]
            if self.paused and not player.takes_input:
                continue
            if simultaneous and not player.seals_first and any(s not in self._seals for s in first):
                continue  # a person here is asked once the programs here have sealed
            self._asked.add(seat)
            self.listener.asked(seat)
            player.begin(state.view_for(seat), seat, _Reply(self, token, seat))
            if self._token != token:
                return  # answered at once and played (or failed): the position changed

    def _judged_here(self, state: State[Any]) -> bool:
        assert self._judged is not None
        length, last = self._judged
        return length == len(state.history) and last is state.history.last()

    # --- answers ------------------------------------------------------------------------------
    def _on_judged(self, token: int, state: State[Any], move: Any) -> None:
        if token != self._token or self._busy != "judge":
            return
        self._busy = None
        self.listener.judging(False)
        if move is None:
            self._judged = (len(state.history), state.history.last())
        else:
            self._apply(move)
        self.advance()

    def _on_drawn(self, token: int, move: Any) -> None:
        if token != self._token or self._busy != "draw":
            return
        self._busy = None
        self._apply(move)
        self.advance()

    def _fail(self, seat: int | None, message: str) -> None:
        if self.failure_forfeits and seat is not None:
            self.concede(seat, Termination.FORFEIT, message)
            return
        self._failed = True
        self._token += 1
        for player in self.players:
            player.cancel()
        self.listener.failed(seat, message)

    def _apply(self, move: Any) -> None:
        """Play ``move`` on the position (already checked), tell every player, start afresh."""
        before = self.position()
        self._token += 1
        self._asked.clear()
        self._seals.clear()
        self._choices.clear()
        self._judged = None
        told = before.copy() if any(type(p).played is not Player.played for p in self.players) else before
        try:
            self._play(move)
        except RulesError as exc:
            self._fail(None, str(exc))
            return
        for player in self.players:
            player.played(told, move)
        after = self.position()
        outcome = after.outcome()
        if outcome is not None:
            for player in self.players:
                player.ended(after, outcome)
            self.listener.ended(outcome)
        self._again = True

    def answer(self, token: int, seat: int, answer: Any) -> bool:
        """A player's answer (through its :class:`_Reply`)."""
        if token != self._token or seat not in self._asked or self._failed or self.conceded is not None:
            return False
        state = self.position()
        player = self.players[seat]
        if len(state.deciders()) < 2:
            if not _legal(lambda: state.is_legal(answer)):
                return self._refuse(player, seat, f"{answer} is not legal here")
            self.listener.answered(seat)
            self._apply(answer)
            if not self._running:
                self.advance()
            return True
        return self._answer_round(state, player, seat, answer)

    def _refuse(self, player: Player, seat: int, message: str) -> bool:
        if not player.takes_input:
            self._fail(seat, f"{player.name} ({self.position().game.seat_names[seat]}): {message}")
        return False

    def _answer_round(self, state: State[Any], player: Player, seat: int, answer: Any) -> bool:
        """A part of a simultaneous round: sealed by the driver (a choice made here) or by
        the player (:class:`Sealed`, then :class:`Opened`)."""
        if isinstance(answer, Sealed):
            if seat in self._seals:
                return self._refuse(player, seat, "sealed twice in one round")
            self._seals[seat] = _Seal(answer.digest)
            self.listener.answered(seat)
            self._tell_sealed(seat, answer.digest)
        elif isinstance(answer, Opened):
            seal = self._seals.get(seat)
            if seal is None or seal.opened:
                return self._refuse(player, seat, "opened a choice it had not sealed")
            if not commitment.opens(seal.digest, str(answer.choice), answer.salt):
                return self._refuse(player, seat, f"the opening {answer.choice} does not match its commitment")
            if not _legal(lambda: state.is_legal_choice(seat, answer.choice)):
                return self._refuse(player, seat, f"{answer.choice} is not legal here")
            seal.salt, seal.choice, seal.opened = answer.salt, answer.choice, True
            self._choices[seat] = answer.choice
            self._maybe_play_round()
        else:
            if not _legal(lambda: state.is_legal_choice(seat, answer)):
                return self._refuse(player, seat, f"{answer} is not legal here")
            salt = commitment.new_salt()
            digest = commitment.seal(str(answer), salt)
            self._seals[seat] = _Seal(digest, salt, answer, True)
            self._choices[seat] = answer
            self.listener.answered(seat)
            self._tell_sealed(seat, digest)
        self._again = True
        if not self._running:
            self.advance()
        return True

    def _tell_sealed(self, seat: int, digest: str) -> None:
        """Everyone hears of a seal; once every seat has sealed, the choices made here open
        to the players that pass them on (a peer opens its own after it saw ours sealed)."""
        token = self._token
        self.listener.sealed(seat, digest)
        for player in self.players:
            player.sealed(self.position(), seat, digest)
            if token != self._token:
                return
        if len(self._seals) == len(self.position().deciders()):
            for opened_seat, seal in sorted(self._seals.items()):
                if seal.salt is None:
                    continue
                for player in self.players:
                    player.opening(self.position(), opened_seat, seal.choice, seal.salt)
                    if token != self._token:
                        return
        self._maybe_play_round()

    def _maybe_play_round(self) -> None:
        state = self.position()
        if len(self._choices) < len(state.deciders()) or len(state.deciders()) < 2:
            return
        seals = dict(self._seals)
        joint = state.game.joint(self._choices[0], self._choices[1])
        for seat, seal in sorted(seals.items()):
            self.listener.opened(seat, seal.choice, seal.salt or "", seal.digest)
        self._apply(joint)


def _legal(test: Callable[[], bool]) -> bool:
    """A legality test that treats an answer of the wrong kind (a player's garbage) as illegal."""
    try:
        return test()
    except (RulesError, TypeError, ValueError, AttributeError):
        return False


class _Reply:
    """One request's answer channel: it knows its request, so a late answer is dropped."""

    def __init__(self, driver: Driver, token: int, seat: int) -> None:
        self.driver, self.token, self.seat = driver, token, seat

    def __call__(self, answer: Any) -> bool:
        return self.driver.answer(self.token, self.seat, answer)

    def fail(self, message: str) -> None:
        driver = self.driver
        if self.token == driver._token and not driver._failed:
            driver._fail(self.seat, message)


# --- a whole game, synchronously -----------------------------------------------------------------
@dataclass
class GameRecord:
    """How one game between two players went (a match's figures)."""

    state: State[Any]
    outcome: Outcome | None
    forfeit: str | None = None
    """Why the game was lost by a player that broke the rules of play (an illegal answer,
    a crash, silence); the outcome then says who lost."""
    conceded: str | None = None
    """Why the game ended outside the rules' course (a forfeit, a resignation, a draw agreed)."""
    seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])
    cpu: list[float] = field(default_factory=lambda: [0.0, 0.0])
    longest: list[float] = field(default_factory=lambda: [0.0, 0.0])
    decisions: list[int] = field(default_factory=lambda: [0, 0])


class _Clocks(Listener):
    """Times each seat's decisions (wall and this process's CPU) and notes a forfeit."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self._since: dict[int, tuple[float, float]] = {}

    def asked(self, seat: int) -> None:
        self._since[seat] = (time.perf_counter(), time.process_time())

    def answered(self, seat: int) -> None:
        began = self._since.pop(seat, None)
        if began is None:
            return
        took = time.perf_counter() - began[0]
        record = self.record
        record.seconds[seat] += took
        record.cpu[seat] += time.process_time() - began[1]
        record.longest[seat] = max(record.longest[seat], took)
        record.decisions[seat] += 1

    def failed(self, seat: int | None, message: str) -> None:
        self.record.forfeit = message
        if seat is not None:
            winner = 1 - seat
            self.record.outcome = Outcome(Termination.FORFEIT, winner, (1.0, 0.0) if winner == 0 else (0.0, 1.0),
                                          message)

    def ended(self, outcome: Outcome) -> None:
        if not self.record.state.is_terminal():
            self.record.conceded = outcome.detail
            if outcome.termination is Termination.FORFEIT:
                self.record.forfeit = outcome.detail
        self.record.outcome = outcome


def play_game(start: State[Any], players: Sequence[Player], rng: random.Random,
              dealer: Dealer | None = None, judgement: Judgement | None = None,
              limit: int | None = None) -> GameRecord:
    """Play from ``start`` (a copy) to the end, every player answering in this thread.

    Chance draws come from ``rng`` unless a ``dealer`` is given. A player that fails (an
    illegal answer, a crash, silence) loses the game by forfeit (:attr:`GameRecord.forfeit`);
    the players are told the end but not closed (a match reuses them). ``limit``: a game
    whose history reaches this length stops unfinished (outcome None)."""
    state = start.copy()
    record = GameRecord(state, None)
    for seat, player in enumerate(players):
        player.start(state.copy(), seat)
    dealer = dealer or next((p.dealer for p in players if p.dealer is not None), None)

    def play(move: Any) -> None:
        state.play(move)
        if limit is not None and len(state.history) >= limit and not state.is_terminal():
            driver.halt()

    driver = Driver(players, position=lambda: state, play=play,
                    dealer=dealer or RandomDealer(rng), judgement=judgement or RulesJudgement(),
                    listener=_Clocks(record), failure_forfeits=True)
    driver.advance()
    if record.outcome is None:
        record.outcome = state.outcome()
        if record.outcome is None and not driver._halted:
            raise RulesError("a player did not answer: play_game needs players that answer at once")
    return record
