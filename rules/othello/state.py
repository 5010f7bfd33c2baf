"""The Othello position: two bitboards and the side to move, plus the move history."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.errors import IllegalMoveError, NotationError
from rules.history import History
from rules.othello.bitboard import FULL, flips, legal_moves, squares
from rules.othello.moves import PASS, OthelloMove
from rules.protocol import TERMINAL, Outcome, State, Termination

if TYPE_CHECKING:
    from rules.othello.game import OthelloGame

BLACK, WHITE = 0, 1
START_BLACK = (1 << 28) | (1 << 35)   # e4, d5
START_WHITE = (1 << 27) | (1 << 36)   # d4, e5


class OthelloState(State[OthelloMove]):
    """Seat 0 is Black (``X``), seat 1 is White (``O``); Black moves first."""

    __slots__ = ("game", "history", "boards", "side", "_legal_cache")

    def __init__(self, game: Any, boards: tuple[int, int], side: int) -> None:
        self.game = game
        self.history: History[OthelloMove] = History()
        self.boards = list(boards)  # [black, white]
        self.side = side
        self._legal_cache: list[OthelloMove] | None = None

    # --- position strings ------------------------------------------------------------
    @classmethod
    def from_position(cls, game: Any, text: str) -> "OthelloState":
        """``'<64 chars X/O/-> <X|O>'`` as in .obf files (extra fields after ';' ignored)."""
        fields = text.split(";")[0].split()
        if len(fields) != 2 or len(fields[0]) != 64 or fields[1].upper() not in ("X", "O"):
            raise NotationError("a position is 64 characters of X, O or - and the side to move (X or O)")
        black = white = 0
        for i, ch in enumerate(fields[0].upper()):
            if ch == "X":
                black |= 1 << i
            elif ch == "O":
                white |= 1 << i
            elif ch not in "-.":
                raise NotationError(f"unexpected character {ch!r} in position")
        if not black and not white:
            raise NotationError("a position needs at least one disc")
        return cls(game, (black, white), BLACK if fields[1].upper() == "X" else WHITE)

    def position(self) -> str:
        cells = []
        for i in range(64):
            bit = 1 << i
            cells.append("X" if self.boards[BLACK] & bit else "O" if self.boards[WHITE] & bit else "-")
        return "".join(cells) + " " + ("X" if self.side == BLACK else "O")

    # --- protocol --------------------------------------------------------------------
    def mover_boards(self) -> tuple[int, int]:
        return self.boards[self.side], self.boards[1 - self.side]

    def _legal(self, seat: int) -> list[OthelloMove]:
        return self._moves()

    def _moves(self) -> list[OthelloMove]:
        """The mover's moves, cached: a lone ``PASS`` when only the other side can move."""
        if self._legal_cache is None:
            me, opp = self.mover_boards()
            board = legal_moves(me, opp)
            if board:
                self._legal_cache = [OthelloMove(s) for s in squares(board)]
            elif legal_moves(opp, me):
                self._legal_cache = [PASS]
            else:
                self._legal_cache = []
        return self._legal_cache

    def legal_moves(self, seat: int | None = None) -> list[OthelloMove]:
        """The mover's moves (Othello has no other kind of node: a fast path)."""
        return self._moves() if seat is None or seat == self.side else []

    def is_legal(self, move: OthelloMove) -> bool:
        return move in self._moves()

    def to_move(self) -> int:
        return self.side if self._moves() else TERMINAL

    def _apply(self, move: OthelloMove) -> None:
        if not move.is_pass:
            me, opp = self.mover_boards()
            f = flips(me, opp, move.square)
            self.boards[self.side] = me | f | (1 << move.square)
            self.boards[1 - self.side] = opp ^ f
        self.side = 1 - self.side
        self._legal_cache = None

    def outcome(self) -> Outcome | None:
        if self._moves():
            return None
        black, white = self.disc_counts()
        if black == white:
            return Outcome(Termination.NORMAL, None, (0.5, 0.5), f"{black}-{white}")
        winner = BLACK if black > white else WHITE
        return Outcome(Termination.NORMAL, winner,
                       (1.0, 0.0) if winner == BLACK else (0.0, 1.0), f"{black}-{white}")

    def copy(self) -> "OthelloState":
        other = OthelloState(self.game, (self.boards[0], self.boards[1]), self.side)
        other.history = self.history.copy()
        other._legal_cache = self._legal_cache
        return other

    # --- queries for views and players ----------------------------------------------------
    def disc_counts(self) -> tuple[int, int]:
        return self.boards[BLACK].bit_count(), self.boards[WHITE].bit_count()

    def empties(self) -> int:
        return (~(self.boards[0] | self.boards[1]) & FULL).bit_count()

    def disc_at(self, square: int) -> int | None:
        bit = 1 << square
        if self.boards[BLACK] & bit:
            return BLACK
        if self.boards[WHITE] & bit:
            return WHITE
        return None

    def summary(self) -> dict[str, Any]:
        black, white = self.disc_counts()
        return {"position": self.position(), "score": f"{black}-{white}"}

    def transcript(self) -> str:
        """The moves without passes, as engines and databases write games: ``f5d6c3...``."""
        return "".join(str(m) for m in self.history if not m.is_pass)

    def __str__(self) -> str:
        rows = ["  a b c d e f g h"]
        for r in range(8):
            row = " ".join(self.position()[r * 8 + c] for c in range(8))
            rows.append(f"{r + 1} {row}")
        return "\n".join(rows)


def replay_transcript(game: OthelloGame, text: str) -> OthelloState:
    """Import ``f5d6c3...`` (any case, spaces allowed): passes are re-inserted by replaying,
    and an illegal move is reported with its 1-based number in the transcript."""
    compact = "".join(text.split()).lower()
    state = game.new_initial_state()
    for number in range(1, (len(compact) + 1) // 2 + 1):
        token = compact[2 * number - 2: 2 * number]
        try:
            move = OthelloMove.parse(token)
        except NotationError:
            raise IllegalMoveError(f"{token!r} is not a square: a transcript is a sequence of "
                                   "two-character squares such as f5d6c3", number) from None
        if move.is_pass:
            raise IllegalMoveError("a transcript leaves passes out", number)
        if state.legal_moves() == [PASS]:
            state.play(PASS)
        if state.is_terminal():
            raise IllegalMoveError(f"{token}: the game is already over", number)
        if not state.is_legal(move):
            raise IllegalMoveError(f"{token} is not a legal move for "
                                   f"{'Black' if state.side == BLACK else 'White'}", number)
        state.play(move)
    return state
