"""One protocol for all five games (OpenSpiel's Game/State split, python-chess's moves).

A :class:`Game` holds the rules and variant options; a :class:`State` is a position plus the
history that led to it. Whose decision comes next is :meth:`State.to_move`:

* a seat number (0 or 1): that seat decides alone (:meth:`State.play`);
* :data:`SIMULTANEOUS`: both seats choose in secret at once. Each seat has its own legal set,
  ``legal_moves(seat)``; the two choices become one :class:`JointMove` (one value, one text
  form without spaces such as ``X:B2/O:C3``), played with :meth:`State.play` or
  :meth:`State.play_joint` and kept as *one* entry of the history, so records, saves, replay
  and undo treat a round like any move (OpenSpiel's iterated prisoner's dilemma);
* :data:`CHANCE`: the rules draw at random, one draw per node (OpenSpiel's Kuhn poker deals
  one card per node). :meth:`State.chance_outcomes` lists ``(move, probability)`` for that
  single draw; whoever runs the game samples one and plays it like any move, so the draw is
  in the history and a save replays exactly. No state ever holds an undrawn order (of a
  shuffled pile, say): there is nothing secret in a state for a player to peek at;
* :data:`TERMINAL`: the game is over, :meth:`State.outcome` says how.

Compound turns (Oche: a number, then an arrow; quantum tic-tac-toe: the measurement) are
consecutive decisions; :meth:`State.phase` tells which kind is due.

Computer players get :meth:`State.view_for` of their seat and a seeded ``random.Random``
(:meth:`Game.choose_move`); hints, move values, evaluation graphs and solver verdicts all come
from one entry, :meth:`Game.analyse`, returning an :class:`Analysis`.
"""
from __future__ import annotations

import enum
import importlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import (
    Any,
    ClassVar,
    Generic,
    Protocol,
    TypeVar,
    overload,
    runtime_checkable,
)

from rules.errors import GameOverError, IllegalMoveError, NotationError
from rules.history import History

CHANCE = -1
"""``to_move()`` when the next decision is the rules' random draw (see :meth:`State.chance_outcomes`)."""
SIMULTANEOUS = -2
"""``to_move()`` when both seats choose at once, in secret (see :class:`JointMove`)."""
TERMINAL = -4
"""``to_move()`` when the game is over."""
SEATS = (0, 1)


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


M = TypeVar("M")
C = TypeVar("C")


class Termination(enum.Enum):
    """Why a game ended, in the words all games share (the view turns it into words). A game
    with endings of its own declares them in an enum of its own module (Wild Cats' three
    blocks, Oche's stuck O), so this list names no game."""

    NORMAL = "normal"          # the rules' own end: board full, no moves, line made
    RESIGNATION = "resignation"
    REPETITION = "repetition"
    MOVE_LIMIT = "move_limit"
    NO_WIN_LEFT = "no_win_left"  # nobody can still win (dead lines, lone kings)
    FORFEIT = "forfeit"        # a player broke the rules of play: an illegal answer, silence, a crash
    AGREEMENT = "agreement"    # a draw offered and accepted


class Dynamics(enum.Enum):
    """OpenSpiel's ``GameType.Dynamics``: whether any node has both seats choosing at once."""

    SEQUENTIAL = "sequential"
    SIMULTANEOUS = "simultaneous"


class Chance(enum.Enum):
    """Whether the rules draw at random (chance nodes in the history) or never."""

    DETERMINISTIC = "deterministic"
    EXPLICIT = "explicit_stochastic"


class Information(enum.Enum):
    """Perfect: every seat may see the whole state. Imperfect: a seat's view hides something
    (the other's secret choice of a round, a dealt card)."""

    PERFECT = "perfect"
    IMPERFECT = "imperfect"


@dataclass(frozen=True)
class GameInfo:
    """What kind of game it is (OpenSpiel's ``GameType`` and ``GameInfo``): the conformance
    suite checks every declaration against play, so code that relies on one (the network
    seat, a solver) may."""

    dynamics: Dynamics
    chance: Chance
    information: Information
    score_range: tuple[float, float]
    """Each seat's score in an :class:`Outcome` lies in this closed range."""
    constant_sum: float | None = None
    """The two scores of every outcome add up to this (None: they need not)."""


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game: who won (seat or None for a draw) and the points.
    ``termination`` is a :class:`Termination` or a member of a game's own endings enum."""

    termination: enum.Enum
    winner: int | None
    scores: tuple[float, float]
    detail: str = ""  # a short machine-friendly explanation, e.g. "X line max 7, O line max 8"

    def to_json(self) -> dict[str, Any]:
        return {"termination": self.termination.value, "winner": self.winner,
                "scores": list(self.scores), "detail": self.detail}


# --- joint moves ---------------------------------------------------------------------------
@dataclass(frozen=True)
class JointMove(Generic[C]):
    """Both seats' choices of one simultaneous round: one value, one history entry.

    ``str`` is ``NAME0:choice0/NAME1:choice1`` with the game's seat names (``X:B2/O:C3``);
    :meth:`parse` reads it back. Choices must have text forms without ``/`` or spaces.
    """

    choices: tuple[C, C]
    names: tuple[str, str] = ("0", "1")

    def __getitem__(self, seat: int) -> C:
        return self.choices[seat]

    def __str__(self) -> str:
        return "/".join(f"{name}:{choice}" for name, choice in zip(self.names, self.choices))

    @classmethod
    def parse(cls, text: str, names: tuple[str, str], parse_choice: Callable[[str], C]) -> "JointMove[C]":
        parts = text.strip().split("/")
        if len(parts) != 2:
            raise NotationError(f"{text!r} is not a joint move such as {names[0]}:…/{names[1]}:…")
        choices = []
        for name, part in zip(names, parts):
            prefix, colon, body = part.partition(":")
            if not colon or prefix.upper() != name.upper():
                raise NotationError(f"{text!r}: expected {name}:… in the joint move")
            choices.append(parse_choice(body))
        return cls((choices[0], choices[1]), names)


class MoveRange(Sequence[M]):
    """A lazy, read-only list of legal moves for large or unbounded sets (a 12-bit set-up has
    4,096 choices): length and indexing from functions, membership from a test that can be
    cheaper than a scan. ``State.is_legal`` stays the authority."""

    def __init__(self, length: int, item: Callable[[int], M], contains: Callable[[Any], bool] | None = None) -> None:
        self._length, self._item, self._contains = length, item, contains

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> M: ...

    @overload
    def __getitem__(self, index: slice) -> list[M]: ...

    def __getitem__(self, index: int | slice) -> M | list[M]:
        if isinstance(index, slice):
            return [self._item(i) for i in range(*index.indices(self._length))]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError(index)
        return self._item(index)

    def __contains__(self, move: object) -> bool:
        if self._contains is not None:
            return self._contains(move)
        return any(m == move for m in self)

    def __iter__(self) -> Iterator[M]:
        return (self._item(i) for i in range(self._length))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)

    def __repr__(self) -> str:
        return f"MoveRange({self._length} moves)"


def joint_moves(state: "State[Any]") -> MoveRange[JointMove[Any]]:
    """Every pair of the two seats' choices at a simultaneous node (for perft, random play)."""
    first, second = state.legal_moves(0), state.legal_moves(1)
    n = len(second)
    game: Game[Any, Any] = state.game

    def item(i: int) -> JointMove[Any]:
        return game.joint(first[i // n], second[i % n])
    return MoveRange(len(first) * n, item, state.is_legal)


# --- analysis ------------------------------------------------------------------------------
@dataclass(frozen=True)
class MoveValue(Generic[M]):
    """One legal choice as the analysis sees it, for the seat that asked.

    ``value`` is on the game's own scale (Othello: final disc difference; quantum tic-tac-toe:
    points won minus points lost; Wild Cats: expected result, +1 win, -1 loss; Oche: +1 when
    the move keeps a forced win for the seat, -1 when it does not). ``exact`` is False for a
    search's estimate. ``probability`` is the move's share in an equilibrium mixed strategy
    (simultaneous nodes) and ``plies`` the length of the forced line when one is known.
    """

    move: M
    value: float
    exact: bool = False
    probability: float | None = None
    plies: int | None = None


@dataclass(frozen=True)
class Verdict:
    """What the analysis knows about the position itself, for the seat that asked."""

    value: float | None = None
    exact: bool = False
    winner: int | None = None
    """The seat that can force a win, when that is known exactly (None: nobody / unknown)."""
    plies: int | None = None
    """Plies to the end with best play, when known (Oche: P's shortest forced win)."""
    adjudication: Any = None
    """A move by which the rules end the game now (Oche: O declared the winner once P can no
    longer force a win): :meth:`Game.judge` reads it, the step driver plays it."""


@dataclass(frozen=True)
class Analysis(Generic[M]):
    """The one answer of :meth:`Game.analyse`: hints, move values, graphs and verdicts all
    read it, so every game's pages draw one kind of result."""

    seat: int
    moves: tuple[MoveValue[M], ...] = ()
    """Every legal choice of ``seat`` that was valued, best first (empty: not asked)."""
    line: tuple[Any, ...] = ()
    """The principal line from the position, when the search has one."""
    verdict: Verdict = field(default_factory=Verdict)
    nodes: int | None = None
    """How large the search was (positions examined or held), when the game counts them."""

    def best(self) -> list[M]:
        """The hint: the moves with the top value (at a simultaneous node: the mix's support)."""
        if not self.moves:
            return []
        if any(mv.probability is not None for mv in self.moves):
            return [mv.move for mv in self.moves if (mv.probability or 0.0) > 1e-9]
        top = self.moves[0].value
        return [mv.move for mv in self.moves if abs(mv.value - top) < 1e-9]



# --- game and state ------------------------------------------------------------------------
S = TypeVar("S", bound="State[Any]")


class Game(ABC, Generic[S, M]):
    """The rules of one game with its variant options; makes initial states, parses moves."""

    id: ClassVar[str]
    """Stable identifier used in save files and on the command line."""
    title: ClassVar[str]
    """The game's English name (the desktop translates its own label)."""
    seat_names: ClassVar[tuple[str, str]]
    """Short names of seat 0 and seat 1 as written in records (``X``/``O``, ``P``/``O``)."""
    info: ClassVar[GameInfo]
    """What kind of game it is (checked by the conformance suite)."""
    default_options: ClassVar[Mapping[str, Any]] = {}
    perft_max_depth: ClassVar[int] = 64
    """The deepest ``perft`` the command line runs (a larger depth is refused with a message);
    games whose tree widens fast set less, where a count would take about a day. The
    generic perft stops at game ends, so a short game's whole tree is well within 64."""

    def __init__(self, **options: Any) -> None:
        unknown = set(options) - set(self.default_options)
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        self.options: dict[str, Any] = {**self.default_options, **options}
        self.check_options()

    def check_options(self) -> None:
        """Refuse options of the wrong kind with a ValueError naming the option (they come
        from files and the command line)."""

    @abstractmethod
    def new_initial_state(self) -> S:
        """The position before the first move."""

    def max_game_length(self) -> int | None:
        """The most entries a game's history can have with these options (None: play can go
        on for ever, as Oche's between two people who do not ask the judgement)."""
        return None

    @abstractmethod
    def parse_move(self, text: str) -> M:
        """The inverse of ``str(move)`` (joint and chance moves included); raises
        :class:`~rules.errors.NotationError`."""

    def joint(self, first: Any, second: Any) -> JointMove[Any]:
        """The joint move of a simultaneous round from seat 0's and seat 1's choices."""
        return JointMove((first, second), self.seat_names)

    def record_to_text(self, moves: Iterable[M]) -> str:
        """A whole game as text: the moves' text forms separated by spaces."""
        return " ".join(str(m) for m in moves)

    def result_notation(self, state: S) -> str:
        """The result as this game's rules write it, for a record's Result tag; ``*`` while
        the game goes on. By default PGN's ``1-0``, ``0-1``, ``1/2-1/2`` (seat 0 first); a
        game whose spec writes results otherwise says so here."""
        outcome = state.outcome()
        if outcome is None:
            return "*"
        if outcome.winner is None:
            return "1/2-1/2"
        return "1-0" if outcome.winner == 0 else "0-1"

    def parse_record(self, text: str) -> list[M]:
        """The moves of a record (their text forms separated by spaces); a move that cannot
        be read is named by its number."""
        moves = []
        for number, token in enumerate(text.split(), start=1):
            try:
                moves.append(self.parse_move(token))
            except NotationError as exc:
                raise NotationError(f"move {number}: {exc}") from None
        return moves

    def replay(self, moves: Iterable[M | str]) -> S:
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

    # --- the computer ----------------------------------------------------------------------
    def computer_levels(self) -> list["ComputerLevel"]:
        """The strengths of the computer player, weakest first (empty: no computer player)."""
        return []

    def default_level(self) -> int:
        levels = self.computer_levels()
        return next((lv.number for lv in levels if lv.extra.get("default")), levels[0].number if levels else 0)

    def choose_move(self, view: S, seat: int, level: int, stop: StopFlag | None = None,
                    rng: random.Random | None = None) -> Any:
        """The computer's decision for ``seat`` at ``level``.

        ``view`` is what that seat may see (:meth:`State.view_for`); at a simultaneous node the
        answer is the seat's own choice, not a joint move. ``stop()`` turning true asks the
        search to return its best move so far at once (undo, new game, time out). All
        randomness comes from ``rng`` (seeded in tests and on the command line)."""
        raise NotImplementedError(f"{self.id} has no computer player")

    def analyse(self, view: S, seat: int, stop: StopFlag | None = None, *,
                moves: bool = True, budget: float | None = None) -> Analysis[M]:
        """The one analysis entry: the value of ``seat``'s legal choices (``moves``), the
        principal line and a verdict on the position, within ``budget`` seconds where the
        game searches; ``moves=False`` asks for the verdict alone (an evaluation graph)."""
        raise NotImplementedError(f"{self.id} has no analysis")

    def adjudicates(self, state: S) -> bool:
        """True where the rules may end the game by judgement before anyone moves: the step
        driver then asks :meth:`judge` (see :func:`rules.driver.next_step`)."""
        return False

    def judge(self, state: S, stop: StopFlag | None = None) -> Any:
        """The rules' judgement at a position where :meth:`adjudicates`: the move by which they
        end the game now, or None (play goes on). The verdict of the one analysis entry."""
        return self.analyse(state, state.deciders()[0], stop, moves=False).verdict.adjudication

    def is_adjudication(self, move: Any) -> bool:
        """Whether ``move`` is a judgement of the rules rather than a decision of a seat."""
        return False

    def perft_report(self, depth: int) -> dict[str, Any]:
        """The command line's perft figures; games with special counts override this."""
        return {"nodes": perft(self.new_initial_state(), depth)}

    def __reduce__(self) -> tuple[Any, ...]:
        """A game crosses to a worker process as its class and options (small to send); the
        worker keeps the games it rebuilt, so a solver's table survives between requests."""
        return (_restore_game, (type(self).__module__, type(self).__qualname__,
                                json.dumps(self.options, sort_keys=True)))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options

    def __hash__(self) -> int:
        # Options may be nested (Oche's board is a dict): hash their canonical JSON text.
        return hash((self.id, json.dumps(self.options, sort_keys=True, default=str)))


_RESTORED: dict[tuple[str, str, str], Game[Any, Any]] = {}


def _restore_game(module: str, name: str, options: str) -> Game[Any, Any]:
    """The inverse of :meth:`Game.__reduce__`, reusing a game already rebuilt in this process."""
    key = (module, name, options)
    game = _RESTORED.get(key)
    if game is None:
        if len(_RESTORED) >= 8:
            _RESTORED.clear()
        game = _RESTORED[key] = getattr(importlib.import_module(module), name)(**json.loads(options))
    return game


class State(ABC, Generic[M]):
    """A position and the moves that led to it.

    ``play`` validates and applies one move and appends it to ``history``, a persistent
    :class:`~rules.history.History` that copies share: a copy costs the position, never the
    game's past (searches branch, views cross to the worker, undo points are kept).
    """

    game: Any
    history: History[M]

    @abstractmethod
    def to_move(self) -> int:
        """0 or 1, :data:`CHANCE`, :data:`SIMULTANEOUS`, or :data:`TERMINAL`."""

    @abstractmethod
    def _legal(self, seat: int) -> Sequence[Any]:
        """``seat``'s legal choices at a decision node where it decides (the mover's at a
        sequential node, each seat's own at a simultaneous one), in a stable order. Typed
        ``Any``: at a simultaneous node a choice is a part of a move ``M``, not an ``M``."""

    @abstractmethod
    def _apply(self, move: M) -> None:
        """Apply a move already known to be legal (no history bookkeeping)."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    @abstractmethod
    def copy(self) -> "State[M]":
        """An independent copy (its history shares the moves: ``self.history.copy()``)."""

    @overload
    def legal_moves(self, seat: None = None) -> Sequence[M]: ...

    @overload
    def legal_moves(self, seat: int) -> Sequence[Any]: ...

    def legal_moves(self, seat: int | None = None) -> Sequence[Any]:
        """The legal decisions now, in a stable order (a pass is an explicit move).

        Sequential node: the mover's moves (``seat`` defaults to the mover; another seat has
        none). Simultaneous node: ``seat``'s own choices; without a seat, every joint move.
        Chance node: the possible draws. May be a lazy :class:`MoveRange`. Without a seat the
        answer is moves ``M``; a seat's choices are typed ``Any`` (see :meth:`_legal`)."""
        who = self.to_move()
        if who == TERMINAL:
            return []
        if who == CHANCE:
            return [m for m, _ in self.chance_outcomes()] if seat is None else []
        if who == SIMULTANEOUS:
            return self._legal(seat) if seat is not None else joint_moves(self)
        return self._legal(who) if seat is None or seat == who else []

    def deciders(self) -> tuple[int, ...]:
        """The seats that decide now: one, both (simultaneous), or none (chance, the end)."""
        who = self.to_move()
        if who == SIMULTANEOUS:
            return SEATS
        return (who,) if who in SEATS else ()

    def phase(self) -> str:
        """Which kind of decision is due, for games whose turns have several parts."""
        return "move"

    def is_terminal(self) -> bool:
        return self.outcome() is not None

    def is_legal_choice(self, seat: int, move: Any) -> bool:
        """Whether ``seat`` may choose ``move`` now (its part of a joint move, or its move)."""
        return move in self._legal(seat)

    def is_legal(self, move: Any) -> bool:
        """The authority on legality (``legal_moves`` may list a representative subset of an
        unbounded set, or be lazy)."""
        who = self.to_move()
        if who == TERMINAL:
            return False
        if who == SIMULTANEOUS:
            return isinstance(move, JointMove) and all(self.is_legal_choice(s, move.choices[s]) for s in SEATS)
        if isinstance(move, JointMove):
            return False
        if who == CHANCE:
            return any(m == move for m, _ in self.chance_outcomes())
        return self.is_legal_choice(who, move)

    def play(self, move: M) -> None:
        """Validate and apply ``move``; raises :class:`IllegalMoveError` and changes nothing."""
        if self.is_terminal():
            raise GameOverError(f"the game is over; {move} cannot be played")
        if not self.is_legal(move):
            raise IllegalMoveError(f"{move} is not legal here")
        self._apply(move)
        self.history.append(move)

    def push(self, move: M) -> None:
        """Apply a move already known legal (replaying a record the rules accepted before),
        without checking it again: python-chess's ``push`` to ``play``'s ``push_san``."""
        self._apply(move)
        self.history.append(move)

    def play_joint(self, choices: Mapping[int, Any] | Sequence[Any]) -> None:
        """Both seats' secret choices at once (only where ``to_move() == SIMULTANEOUS``);
        each part is validated for its seat and the round enters the history as one move."""
        if self.to_move() != SIMULTANEOUS:
            raise IllegalMoveError("nobody chooses simultaneously here")
        self.play(self.game.joint(choices[0], choices[1]))

    def chance_outcomes(self) -> list[tuple[M, float]]:
        """The one draw due at a chance node: ``(move, probability)`` pairs summing to 1."""
        return []

    def view_for(self, seat: int) -> "State[M]":
        """What ``seat`` may know: the state a computer player of that seat is given.

        Games with hidden information override this to hide what the seat must not see; since
        states hold neither undrawn orders nor pending secret choices, most games return a copy.
        """
        return self.copy()

    def summary(self) -> dict[str, Any]:
        """A few JSON-able facts about the position (the command line's ``replay``)."""
        return {"to_move": self.to_move()}

    def __str__(self) -> str:  # pragma: no cover - games give something better
        return f"<{self.game.id} after {len(self.history)} moves>"


# --- generic helpers -------------------------------------------------------------------------
def sample_chance(state: State[Any], rng: random.Random) -> Any:
    """One draw at a chance node, by the rules' probabilities."""
    outcomes = state.chance_outcomes()
    moves = [m for m, _ in outcomes]
    return rng.choices(moves, weights=[p for _, p in outcomes])[0]


def random_move(state: State[Any], rng: random.Random) -> Any:
    """A uniformly random legal decision (each seat uniformly at a simultaneous node; chance
    by its probabilities): the random player of every game's ``random`` command."""
    who = state.to_move()
    if who == CHANCE:
        return sample_chance(state, rng)
    if who == SIMULTANEOUS:
        return state.game.joint(rng.choice(state.legal_moves(0)), rng.choice(state.legal_moves(1)))
    return rng.choice(state.legal_moves())


def perft(state: State[Any], depth: int) -> int:
    """Count the leaves of the game tree to ``depth`` decisions (game ends are leaves; a
    simultaneous round counts every joint move, a chance node every draw).

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
