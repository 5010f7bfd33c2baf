"""One protocol for all five games (OpenSpiel's Game/State split, python-chess's moves).

A :class:`Game` holds the rules and variant options; a :class:`State` is a position plus the
history that led to it. Whose decision comes next is :meth:`State.to_move`: a seat number
(0 or 1), :data:`SIMULTANEOUS` when both seats choose in secret at once (Wild Cats), or
:data:`CHANCE` when the rules draw at random (the operator-tile shuffle). Chance outcomes are
recorded as moves, so a game's move list replays to exactly the same state.

Compound turns (Oche: a number, then an arrow; quantum tic-tac-toe: the measurement) are
consecutive decisions; a state tells which kind of decision is due through :meth:`State.phase`.
"""
from __future__ import annotations

import enum
import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from rules.errors import GameOverError, IllegalMoveError

CHANCE = -1
"""``to_move()`` when the next decision is the rules' random draw."""
SIMULTANEOUS = -2
"""``to_move()`` when both seats choose at once, in secret; see :meth:`State.play_joint`."""
TERMINAL = -4
"""``to_move()`` when the game is over."""


class StopFlag(Protocol):
    """Anything that says whether a search should stop now (a callable, e.g. an Event's is_set)."""

    def __call__(self) -> bool: ...


def never_stop() -> bool:
    return False


@runtime_checkable
class Move(Protocol):
    """Moves are small frozen, hashable values whose ``str`` is their canonical text form.

    Each game's ``Game.parse_move`` is the inverse of ``str``: ``parse_move(str(m)) == m``.
    """

    def __str__(self) -> str: ...


M = TypeVar("M", bound=Move)


class Termination(enum.Enum):
    """Why a game ended; the view turns this into words."""

    NORMAL = "normal"          # the rules' own end: board full, no moves, line made
    STUCK = "stuck"            # Oche: O must move from a cell without arrows
    NO_FORCED_WIN = "no_forced_win"  # Oche: P can no longer force a win
    RESIGNATION = "resignation"
    REPETITION = "repetition"
    MOVE_LIMIT = "move_limit"
    BLOCKS = "blocks"          # Wild Cats: three blocks in a row


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: who won (seat or None for a draw) and the points."""

    termination: Termination
    winner: int | None
    scores: tuple[float, float]
    detail: str = ""  # a short machine-friendly explanation, e.g. "X line max 7, O line max 8"

    def to_json(self) -> dict[str, Any]:
        return {"termination": self.termination.value, "winner": self.winner,
                "scores": list(self.scores), "detail": self.detail}


class Game(ABC, Generic[M]):
    """The rules of one game with its variant options; makes initial states, parses moves."""

    id: ClassVar[str]
    """Stable identifier used in save files and on the command line."""
    title: ClassVar[str]
    """The game's English name (the desktop translates its own label)."""
    seat_names: ClassVar[tuple[str, str]]
    """Short names of seat 0 and seat 1 as written in records (``X``/``O``, ``P``/``O``)."""
    default_options: ClassVar[Mapping[str, Any]] = {}

    def __init__(self, **options: Any) -> None:
        unknown = set(options) - set(self.default_options)
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        self.options: dict[str, Any] = {**self.default_options, **options}

    @abstractmethod
    def new_initial_state(self) -> "State[M]":
        """The position before the first move."""

    @abstractmethod
    def parse_move(self, text: str) -> M:
        """The inverse of ``str(move)``; raises :class:`~rules.errors.NotationError`."""

    def record_to_text(self, moves: Iterable[M]) -> str:
        """A whole game as text: the moves' text forms separated by spaces."""
        return " ".join(str(m) for m in moves)

    def parse_record(self, text: str) -> list[M]:
        return [self.parse_move(tok) for tok in text.split()]

    def replay(self, moves: Iterable[M | str]) -> "State[M]":
        """Play a record from the start; an illegal move names its 1-based number."""
        state = self.new_initial_state()
        for number, move in enumerate(moves, start=1):
            try:
                if isinstance(move, str):
                    move = self.parse_move(move)
                state.play(move)
            except IllegalMoveError as exc:
                raise IllegalMoveError(str(exc), number) from None
            except ValueError as exc:
                raise IllegalMoveError(str(exc), number) from None
        return state

    def computer_levels(self) -> list["ComputerLevel"]:
        """The strengths of the computer player, weakest first (empty: no computer player)."""
        return []

    def choose_move(self, state: "State[M]", level: int, stop: "StopFlag | None" = None) -> M:
        """The computer's decision for the seat to move at ``level``.

        ``state`` is what that seat may see (:meth:`State.view_for`). ``stop()`` turning true
        asks the search to return its best move so far at once (undo, new game, time out).
        """
        raise NotImplementedError(f"{self.id} has no computer player")

    def perft_report(self, depth: int) -> dict[str, Any]:
        """The command line's perft figures; games with special counts override this."""
        return {"nodes": perft(self.new_initial_state(), depth)}

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        # Options may be nested (Oche's board is a dict): hash their canonical JSON text.
        return hash((self.id, json.dumps(self.options, sort_keys=True, default=str)))


class State(ABC, Generic[M]):
    """A position and the moves that led to it.

    ``play`` validates and applies one move and appends it to ``history``; states are cheap
    to ``copy`` so that undo can work on snapshots and searches can branch.
    """

    game: Game[M]
    history: list[M]

    @abstractmethod
    def to_move(self) -> int:
        """0 or 1, :data:`CHANCE`, :data:`SIMULTANEOUS`, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_moves(self) -> Sequence[M]:
        """Every legal decision now, in a stable order (a pass is an explicit move)."""

    @abstractmethod
    def _apply(self, move: M) -> None:
        """Apply a move already known to be legal (no history bookkeeping)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    @abstractmethod
    def copy(self) -> "State[M]":
        """An independent copy (history included)."""

    def phase(self) -> str:
        """Which kind of decision is due, for games whose turns have several parts."""
        return "move"

    def is_terminal(self) -> bool:
        return self.outcome() is not None

    def is_legal(self, move: M) -> bool:
        return move in self.legal_moves()

    def play(self, move: M) -> None:
        """Validate and apply ``move``; raises :class:`IllegalMoveError` and changes nothing."""
        if self.is_terminal():
            raise GameOverError(f"the game is over; {move} cannot be played")
        if not self.is_legal(move):
            raise IllegalMoveError(f"{move} is not legal here")
        self._apply(move)
        self.history.append(move)

    def play_joint(self, moves: Mapping[int, M]) -> None:
        """Both seats' secret choices at once (only where ``to_move() == SIMULTANEOUS``)."""
        raise IllegalMoveError(f"{self.game.id} has no simultaneous moves")

    def chance_outcomes(self) -> list[tuple[M, float]]:
        """The rules' random draws with their probabilities (only where ``to_move() == CHANCE``)."""
        return []

    def view_for(self, seat: int) -> "State[M]":
        """What ``seat`` may know: the state a computer player of that seat is given.

        Games with hidden information (the tile pile, Wild Cats' secret choice) override
        this to hide what the seat must not see; for perfect-information games it is a copy.
        """
        return self.copy()

    def __str__(self) -> str:  # pragma: no cover - games give something better
        return f"<{self.game.id} after {len(self.history)} moves>"


def perft(state: State[Any], depth: int) -> int:
    """Count the leaves of the game tree to ``depth`` decisions (game ends are leaves).

    The generic, slow reference; games with bitboards provide a faster one and test it
    against this.
    """
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        total += perft(child, depth - 1)
    return total


@dataclass
class ComputerLevel:
    """One strength of a game's computer player, as offered in the new-game dialog."""

    number: int
    name: str
    description: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
