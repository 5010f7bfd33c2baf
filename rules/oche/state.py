"""The Oche position and the turn structure of spec/oche.md.

Seat 0 is P, seat 1 is O; O moves first. A player who starts a turn on a lettered cell first
decides a number (phase ``"number"``), then an arrow or, for P, a reset (phase ``"move"``).

Numbers are concrete naturals so that the view can show ``x = 3``. There are infinitely many
legal numbers, so :meth:`OcheState.legal_moves` lists only the numbers *in play* (held by a
letter or named in an activated predicate) and one *fresh* number, the smallest natural >= 1
not in play; :meth:`OcheState.is_legal` accepts every natural. Any two numbers not in play
are interchangeable (only equality matters, decision 1), so the list loses nothing.

``resign`` is legal for the seat to move at any decision but is not listed by
``legal_moves``, so that searches, perft and random players do not offer it.
O's win "P can no longer force a win" (decision 9) is the move ``declare``: not a player's
decision but the rules' judgement (:meth:`rules.oche.game.OcheGame.judge`), legal exactly
where the judgement gives it; the step driver plays it (:mod:`rules.driver`), and a save
replays it like any move.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.history import History, Tally
from rules.oche.board import CompiledArrow, CompiledBoard
from rules.oche.moves import (
    RESET,
    ChooseNumber,
    Cross,
    Declare,
    OcheMove,
    Reset,
    Resign,
)
from rules.protocol import TERMINAL, Outcome, State, Termination

if TYPE_CHECKING:
    from rules.oche.game import OcheGame

P, O = 0, 1
NUMBER, MOVE = "number", "move"


class OcheEnding(enum.Enum):
    """Oche's own endings (the shared ones are in :class:`~rules.protocol.Termination`)."""

    STUCK = "stuck"                  # O must move from a cell without arrows: P wins
    NO_FORCED_WIN = "no_forced_win"  # judged: P can no longer force a win, so O wins


@dataclass(frozen=True)
class Predicate:
    """An activated predicate, e.g. BLUE(5); ``value`` None for a letterless arrow's BLUE()."""

    colour: str
    value: int | None

    def __str__(self) -> str:
        return f"{self.colour.upper()}({'' if self.value is None else self.value})"


class OcheState(State[OcheMove]):
    __slots__ = ("game", "history", "board", "cell", "mover", "_phase", "values", "activated",
                 "_active", "resigned", "declared", "turns")
    game: OcheGame

    def __init__(self, game: "OcheGame", board: CompiledBoard) -> None:
        self.game = game
        self.board = board
        self.history: History[OcheMove] = History()
        self.values: list[int | None] = [None] * len(board.letters)
        self.activated: History[tuple[int, int | None]] = History()
        """(colour bit, value) in activation order; each at most once. Persistent, like the
        history: O's fresh numbers make it grow with the game, and states are copied often."""
        self._active: Tally[tuple[int, int | None]] = Tally()
        self.resigned: int | None = None
        self.declared = False
        self.turns = 0
        """Turns completed (an arrow crossed or a reset): decision 9 is judged only after O's first."""
        self._start_turn(board.start, O)

    # --- the rules ---------------------------------------------------------------------
    def _start_turn(self, cell: int, mover: int) -> None:
        self.cell, self.mover = cell, mover
        dead = mover == O and not self.board.out[cell]
        self._phase = NUMBER if self.board.cell_letter[cell] >= 0 and not dead else MOVE

    def arrow_open_to_p(self, arrow: CompiledArrow) -> bool:
        """Black always; a coloured arrow once COLOUR(current value of its letter) is active."""
        if arrow.colour < 0:
            return True
        if arrow.letter < 0:
            return (arrow.colour, None) in self._active
        value = self.values[arrow.letter]
        return value is not None and (arrow.colour, value) in self._active

    def to_move(self) -> int:
        return TERMINAL if self.is_terminal() else self.mover

    def phase(self) -> str:
        return self._phase

    def _legal(self, seat: int) -> list[OcheMove]:
        if self._phase == NUMBER:
            letter = self.board.letters[self.board.cell_letter[self.cell]]
            return [ChooseNumber(letter, n) for n in [*self.numbers_in_play(), self.fresh_number()]]
        moves: list[OcheMove] = [Cross(a.index) for a in self.board.out[self.cell]
                                 if self.mover == O or self.arrow_open_to_p(a)]
        if self.mover == P:
            moves.append(RESET)
        return moves

    def is_legal(self, move: OcheMove) -> bool:
        if self.is_terminal():
            return False
        if isinstance(move, Resign):
            return True
        if isinstance(move, Declare):
            return self.game.judge(self) == move
        if self._phase == NUMBER:
            return (isinstance(move, ChooseNumber) and isinstance(move.value, int) and move.value >= 0
                    and move.letter == self.board.letters[self.board.cell_letter[self.cell]])
        if isinstance(move, Reset):
            return self.mover == P
        if isinstance(move, Cross):
            arrows = self.board.arrows
            if not 0 <= move.arrow < len(arrows) or arrows[move.arrow].source != self.cell:
                return False
            return self.mover == O or self.arrow_open_to_p(arrows[move.arrow])
        return False

    def _apply(self, move: OcheMove) -> None:
        if isinstance(move, Resign):
            self.resigned = self.mover
        elif isinstance(move, Declare):
            self.declared = True
        elif isinstance(move, ChooseNumber):
            self.values[self.board.cell_letter[self.cell]] = move.value
            self._phase = MOVE
        elif isinstance(move, Reset):
            self.turns += 1
            self._start_turn(self.board.start, O)
        else:
            self.turns += 1
            arrow = self.board.arrows[move.arrow]
            if self.mover == O and arrow.colour >= 0:
                value = None if arrow.letter < 0 else self.values[arrow.letter]
                if arrow.letter < 0 or value is not None:  # decision 2: no value, nothing activated
                    key = (arrow.colour, value)
                    if key not in self._active:
                        self._active = self._active.added(key)
                        self.activated.append(key)
            self._start_turn(arrow.target, 1 - self.mover)

    def outcome(self) -> Outcome | None:
        if self.resigned is not None:
            winner = 1 - self.resigned
            return Outcome(Termination.RESIGNATION, winner, (1.0, 0.0) if winner == P else (0.0, 1.0),
                           f"{'PO'[self.resigned]} resigned")
        if self.declared:
            return Outcome(OcheEnding.NO_FORCED_WIN, O, (0.0, 1.0), "P can no longer force a win")
        if self.mover == O and not self.board.out[self.cell]:
            return Outcome(OcheEnding.STUCK, P, (1.0, 0.0), f"O is stuck on {self.board.cell_ids[self.cell]}")
        return None

    def copy(self) -> "OcheState":
        other = object.__new__(OcheState)
        other.game, other.board = self.game, self.board
        other.history = self.history.copy()
        other.cell, other.mover, other._phase = self.cell, self.mover, self._phase
        other.values = list(self.values)
        other.activated = self.activated.copy()
        other._active = self._active
        other.resigned = self.resigned
        other.declared = self.declared
        other.turns = self.turns
        return other

    # --- queries for the view ------------------------------------------------------------
    @property
    def at_turn_start(self) -> bool:
        """True unless a number was just chosen and the arrow or reset is still due."""
        return self._phase == NUMBER or self.board.cell_letter[self.cell] < 0 or self.is_terminal()

    def token_cell(self) -> str:
        return self.board.cell_ids[self.cell]

    def seat_name(self) -> str:
        """``"P"`` or ``"O"``: who decides now (also meaningful once the game is over)."""
        return "PO"[self.mover]

    def letter_values(self) -> dict[str, int | None]:
        """Every letter of the board with its current number (None: never chosen)."""
        return dict(zip(self.board.letters, self.values))

    def activated_predicates(self) -> list[Predicate]:
        """In activation order, oldest first (the last one is the newest)."""
        return [Predicate(self.board.colour_name(c), v) for c, v in self.activated]

    def numbers_in_play(self) -> list[int]:
        """Numbers held by a letter or named by an activated predicate, ascending."""
        nums = {v for v in self.values if v is not None} | {v for _, v in self.activated if v is not None}
        return sorted(nums)

    def fresh_number(self) -> int:
        """The smallest natural >= 1 not in play: the quick chooser's "new number"."""
        taken = set(self.numbers_in_play())
        n = 1
        while n in taken:
            n += 1
        return n

    def open_arrows(self) -> list[int]:
        """Indexes of the arrows out of the token's cell that P could cross with the current
        values (during P's number phase the number about to be chosen is not yet counted)."""
        return [a.index for a in self.board.out[self.cell] if self.arrow_open_to_p(a)]

    def arrows_open_with(self, value: int) -> list[int]:
        """Arrows out of the token's cell open to P if the cell's letter took ``value`` now."""
        letter = self.board.cell_letter[self.cell]
        saved = self.values[letter] if letter >= 0 else None
        if letter >= 0:
            self.values[letter] = value
        try:
            return self.open_arrows()
        finally:
            if letter >= 0:
                self.values[letter] = saved

    def summary(self) -> dict[str, Any]:
        return {"cell": self.token_cell(), "to_move": self.seat_name(), "phase": self._phase,
                "values": self.letter_values(),
                "activated": [str(p) for p in self.activated_predicates()]}

    def __str__(self) -> str:
        values = ", ".join(f"{k}={'-' if v is None else v}" for k, v in self.letter_values().items())
        preds = " ".join(str(p) for p in self.activated_predicates()) or "none"
        return (f"token on {self.token_cell()}, {self.seat_name()} to {self._phase}; "
                f"{values or 'no letters'}; activated: {preds}")
