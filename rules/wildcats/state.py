"""The Wild Cats position: both players' marks, the ban and the consecutive-block count.

Every round is one simultaneous node of the protocol: ``to_move()`` is ``SIMULTANEOUS`` until
the game ends, each seat has its own allowed squares (:meth:`WildCatsState.legal_moves`) and
the round enters the history as one :class:`~rules.protocol.JointMove`. A state never holds a
pending secret choice (the session keeps those until both are in), so :meth:`view_for` is a
plain copy. The query methods at the end are what the desktop page asks; it re-derives
nothing (threats, forced squares, the ban and why a square is not allowed all come from here).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.errors import IllegalMoveError
from rules.history import History
from rules.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    JointMove,
    Outcome,
    State,
)
from rules.wildcats import board
from rules.wildcats.board import FULL, SCORES, THREE_BLOCKS, WildCatsEnding
from rules.wildcats.moves import Round, Square, is_block, round_text

if TYPE_CHECKING:
    from rules.wildcats.game import WildCatsGame


@dataclass(frozen=True)
class ChoiceInfo:
    """Why a seat's allowed squares are what they are this round (for the board's markings).

    ``legal``: the allowed squares; ``duty``: True when they are restricted to the opponent's
    threats (Decision 2); ``ban``: the banned square (None: none) and ``ban_lapsed`` when it
    had to lapse (Decision 1); ``own_threat_barred``: the seat's single threat it may not take
    (Decision 3), None when there is none or it was kept because nothing else was left."""

    seat: int
    legal: tuple[Square, ...]
    own_threats: tuple[Square, ...]
    opponent_threats: tuple[Square, ...]
    duty: bool
    ban: Square | None
    ban_lapsed: bool
    own_threat_barred: Square | None


def _squares(mask: int) -> tuple[Square, ...]:
    return tuple(Square(i) for i in board.bits(mask))


class WildCatsState(State[Round]):
    """Seat 0 is X, seat 1 is O. ``x``/``o`` are the marks as 25-bit masks (bit 5*row+col),
    ``ban_index`` the square blocked in the previous round (None: none) and ``blocks`` the
    number of consecutive blocks so far (reset by a marking round)."""

    def __init__(self, game: "WildCatsGame", x: int = 0, o: int = 0, ban: int | None = None,
                 blocks: int = 0) -> None:
        self.game = game
        self.history: History[Round] = History()
        self.x, self.o = x, o
        self.ban_index = ban
        self.blocks = blocks
        self._outcome: Outcome | None = board.judge_position(x, o, blocks)

    # --- protocol ---------------------------------------------------------------------------
    def to_move(self) -> int:
        return TERMINAL if self._outcome is not None else SIMULTANEOUS

    def _legal(self, seat: int) -> list[Square]:
        return list(_squares(self.legal_mask(seat)))

    def is_legal_choice(self, seat: int, move: Any) -> bool:
        return (self._outcome is None and isinstance(move, Square)
                and bool(self.legal_mask(seat) >> move.index & 1))

    def play(self, move: Round) -> None:
        if self._outcome is None and not isinstance(move, JointMove):
            raise IllegalMoveError(f"{move} is one square; a round needs both choices (X:..../O:...)")
        super().play(move)

    def _apply(self, move: Round) -> None:
        x_sq, o_sq = move.choices
        if is_block(move):
            self.ban_index = x_sq.index
            self.blocks += 1
            if self.blocks >= 3:
                self._outcome = Outcome(WildCatsEnding.BLOCKS, None, SCORES[None], THREE_BLOCKS)
            return
        self.x |= x_sq.bit
        self.o |= o_sq.bit
        self.ban_index = None
        self.blocks = 0
        self._outcome = board.judge_marking(self.x, self.o)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def copy(self) -> "WildCatsState":
        other = WildCatsState.__new__(WildCatsState)
        other.game = self.game
        other.history = self.history.copy()
        other.x, other.o = self.x, self.o
        other.ban_index = self.ban_index
        other.blocks = self.blocks
        other._outcome = self._outcome
        return other

    def view_for(self, seat: int) -> "WildCatsState":
        """A copy: the state never holds a pending secret choice (the session keeps those)."""
        return self.copy()

    def summary(self) -> dict[str, Any]:
        out = self.outcome()
        return {
            "position": self.position_text(),
            "rounds": len(self.history),
            "free": self.free_count(),
            "ban": str(self.ban) if self.ban else None,
            "blocks": self.blocks,
            "x_threats": [str(s) for s in self.threats(0)],
            "o_threats": [str(s) for s in self.threats(1)],
            "x_legal": [str(s) for s in self.legal_moves(0)],
            "o_legal": [str(s) for s in self.legal_moves(1)],
            "last_round": round_text(self.history[-1]) if self.history else None,
            "result": self.result_text() if out else None,
        }

    def __str__(self) -> str:
        return self.position_text()

    # --- masks (shared with the solver) -----------------------------------------------------
    def marks(self, seat: int) -> int:
        return self.o if seat else self.x

    def free_mask(self) -> int:
        return FULL & ~(self.x | self.o)

    def threat_mask(self, seat: int) -> int:
        return board.threats(self.marks(seat), self.marks(1 - seat))

    def ban_bit(self) -> int:
        return 0 if self.ban_index is None else 1 << self.ban_index

    def legal_mask(self, seat: int) -> int:
        if self._outcome is not None:
            return 0
        return board.allowed(self.free_mask(), self.ban_bit(), self.threat_mask(seat), self.threat_mask(1 - seat))

    # --- queries for the desktop page -------------------------------------------------------
    @property
    def ban(self) -> Square | None:
        """The square blocked in the previous round, which nobody may choose now (unless it is
        the only free square: then the ban lapses, see :meth:`choice_info`)."""
        return None if self.ban_index is None else Square(self.ban_index)

    def mark_at(self, square: Square) -> int | None:
        """0 (X), 1 (O) or None (free)."""
        if self.x & square.bit:
            return 0
        if self.o & square.bit:
            return 1
        return None

    def free_squares(self) -> list[Square]:
        return list(_squares(self.free_mask()))

    def free_count(self) -> int:
        return self.free_mask().bit_count()

    def threats(self, seat: int) -> list[Square]:
        """``seat``'s threats: the free squares completing four for it (shown to both)."""
        return list(_squares(self.threat_mask(seat)))

    def choice_info(self, seat: int) -> ChoiceInfo:
        """The allowed squares of ``seat`` and the reasons (duty, ban, own single threat)."""
        free, ban = self.free_mask(), self.ban_bit()
        own, opp = self.threat_mask(seat), self.threat_mask(1 - seat)
        base = free & ~ban
        lapsed = bool(ban) and not base
        if lapsed:
            base = free
        duty = bool(base & opp)
        legal = self.legal_mask(seat)
        single = own if own and not own & (own - 1) else 0
        barred = single if single and not legal & single and (base & opp if duty else base) & single else 0
        return ChoiceInfo(seat, _squares(legal), _squares(own), _squares(opp), duty and self._outcome is None,
                          self.ban, lapsed, Square(barred.bit_length() - 1) if barred else None)

    def winning_lines(self) -> list[tuple[int, tuple[Square, ...]]]:
        """``[(seat, squares)]`` of the completed fours (to highlight at the end)."""
        return [(seat, _squares(line)) for seat in (0, 1) for line in board.fours(self.marks(seat))]

    def rounds(self) -> int:
        return len(self.history)

    def last_round(self) -> Round | None:
        return self.history[-1] if self.history else None

    def position_text(self) -> str:
        """The position in the command line's notation (with ``ban=`` and ``blocks=`` when set)."""
        return board.position_text(self.x, self.o, self.ban_index, self.blocks)

    def result_text(self) -> str:
        """``1-0``, ``0-1`` or ``½-½`` with the reason, as the spec writes results."""
        out = self.outcome()
        if out is None:
            return ""
        score = {0: "1-0", 1: "0-1", None: "½-½"}[out.winner]
        return f"{score} ({out.detail})"
