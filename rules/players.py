"""Who decides for a seat: one interface for a person, the computer, a random mover, an outside
program or the other side of a network game.

KReversi's ``KReversiPlayer``: the step driver (:mod:`rules.driver`) asks the player of every
deciding seat to :meth:`Player.begin` with that seat's view and a :class:`Reply`; the player
answers through the reply, now (a program thinking in the caller's thread) or later (a person
clicking, a worker process, a peer's message). The driver never asks which kind it has; it
only reads two facts: :attr:`Player.takes_input` (a person at this screen, whose board hands
the decision over) and :attr:`Player.seals_first` (at a simultaneous round, a program here
chooses and seals before a person here is asked, so the sealed code is on screen first).

At a simultaneous round the driver seals every choice (SHA-256 of the choice and a salt,
:mod:`rules.commitment`) and tells every player each seal (:meth:`Player.sealed`); once every
seat has sealed it opens them (:meth:`Player.opening`). A player whose choice is made
elsewhere (a peer) may answer a round in two steps: :class:`Sealed` first, :class:`Opened`
after it saw the other seals. Every played move is told to every player
(:meth:`Player.played`) and the end as well (:meth:`Player.ended`).
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any, Protocol

from rules.errors import NotationError, RulesError, quoted
from rules.protocol import Game, Outcome, State, StopFlag, never_stop


class PlayerError(RulesError):
    """A player could not decide (an outside program crashed, was silent, or answered
    something that is not a move); the game is lost for that seat, with this message."""


@dataclass(frozen=True)
class Sealed:
    """A seat's secret choice of a round, made elsewhere and shown only as its commitment."""

    digest: str


@dataclass(frozen=True)
class Opened:
    """The opening of a :class:`Sealed` choice: the choice and the salt of its commitment."""

    choice: Any
    salt: str


class Reply(Protocol):
    """How a player answers one request of the driver (a stale reply is ignored)."""

    def __call__(self, answer: Any) -> bool:
        """Give the decision (a move, or at a simultaneous round the seat's own choice, or a
        :class:`Sealed`/:class:`Opened`); False if refused (not legal now: a person may try
        again, a program has then lost the game through :meth:`fail`)."""
        ...

    def fail(self, message: str) -> None:
        """The player cannot decide (a crash, silence, garbage): its seat loses."""
        ...


class Player(ABC):
    """Something that makes one seat's decisions."""

    name: str = "player"
    takes_input = False
    """A person at this screen: the board offers the seat's moves and hands them over."""
    seals_first = True
    """At a simultaneous round: chooses and seals before a person at this screen is asked."""
    dealer: Any = None
    """A :class:`~rules.driver.Dealer` this player brings: the chance draws of a game with it
    are made through it (the other side of a network game takes part in every draw)."""

    def start(self, state: State[Any], seat: int) -> None:
        """A game begins (or goes on) from ``state``, this player holding ``seat``."""

    @abstractmethod
    def begin(self, view: State[Any], seat: int, reply: Reply) -> None:
        """Decide for ``seat`` in ``view`` (what that seat may see) and answer through
        ``reply``, now or later."""

    def cancel(self) -> None:
        """Stop deciding (undo, new game, pause); a late answer is dropped by the driver."""

    def sealed(self, state: State[Any], seat: int, digest: str) -> None:
        """``seat`` fixed its secret choice of the round at ``state`` under this commitment."""

    def opening(self, state: State[Any], seat: int, choice: Any, salt: str) -> None:
        """Every seat has sealed the round at ``state``: ``seat``'s choice and salt, for the
        players that pass them on."""

    def played(self, before: State[Any], move: Any) -> None:
        """``move`` was played in ``before`` (by anyone, or drawn, or judged)."""

    def ended(self, state: State[Any], outcome: Outcome) -> None:
        """The game is over: by the rules (``state.outcome()``), or conceded (a resignation, a
        forfeit, an agreed draw: :meth:`rules.driver.Driver.concede`)."""

    def attach(self, driver: Any) -> None:
        """The driver that runs the game (a network seat ends the game through it when the
        other side breaks a rule while nobody asked it)."""

    def close(self) -> None:
        """Free what the player holds (a process, a connection)."""


class ThinkingPlayer(Player):
    """A program that decides in one call (:meth:`choose`): a random mover, the game's
    computer at a level, an outside program. It answers in the caller's thread; the app runs
    it in its worker process instead (``desktop.players.WorkerPlayer``), which is why it must
    pickle and takes its randomness from :attr:`rng` (reseeded there for every decision)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    @abstractmethod
    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        """``seat``'s decision in ``view`` (its own part at a simultaneous node)."""

    def begin(self, view: State[Any], seat: int, reply: Reply) -> None:
        try:
            move = self.choose(view, seat)
        except PlayerError as exc:
            reply.fail(str(exc))
            return
        reply(move)


class RandomPlayer(ThinkingPlayer):
    """Uniformly random among the seat's legal choices."""

    name = "random"

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        return self.rng.choice(view.legal_moves(seat))


class LevelPlayer(ThinkingPlayer):
    """The game's own computer player at a level."""

    def __init__(self, level: int, rng: random.Random | None = None) -> None:
        super().__init__(rng)
        self.level = level
        self.name = f"L{level}"

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        return view.game.choose_move(view, seat, self.level, stop, self.rng)


class PersonPlayer(Player):
    """A person at this screen: the board (or keyboard) decides, handing the choice to
    :meth:`submit` while the driver waits for this seat."""

    name = "person"
    takes_input = True
    seals_first = False

    def __init__(self, on_asked: Callable[[int], None] | None = None) -> None:
        self._reply: Reply | None = None
        self._seat = -1
        self.on_asked = on_asked
        """Called with the seat once the person is asked (the board may take input now)."""

    def begin(self, view: State[Any], seat: int, reply: Reply) -> None:
        self._reply, self._seat = reply, seat
        if self.on_asked is not None:
            self.on_asked(seat)

    def cancel(self) -> None:
        self._reply = None

    def waiting(self) -> int | None:
        """The seat whose decision is awaited from this person, or None."""
        return self._seat if self._reply is not None else None

    def submit(self, move: Any) -> bool:
        """The person's decision; False (and still waiting) if it is not legal now."""
        reply = self._reply
        if reply is None:
            return False
        self._reply = None
        if reply(move):
            return True
        if self._reply is None:  # refused: the person may try again
            self._reply = reply
        return False


def level_number(spec: str, game: Game[Any, Any] | None = None) -> int:
    """The level of ``L<level>`` (or a bare number), written with the digits 0-9; with
    ``game``, one of its own levels, or the message names them (a level past the strongest
    used to play the strongest, silently)."""
    text = spec.strip()
    digits = text[1:] if text[:1] in ("L", "l") else text
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 6):
        raise NotationError(f"unknown player {quoted(spec)}: use random or L<level>")
    number = int(digits)
    if game is not None:
        numbers = [level.number for level in game.computer_levels()]
        if number not in numbers:
            names = ", ".join(f"L{n}" for n in numbers)
            raise NotationError(f"{game.title} has no level {quoted(spec)}: its levels are {names} (or random)")
    return number
