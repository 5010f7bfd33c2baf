"""The Programmer's Checkers position: stones and bits, the tiles, the counters, the history.

The node sequence (see :mod:`rules.protocol`): one simultaneous set-up round, then chance
nodes turning up the active tile and the next tile, then White's turn, and so on; after a
turn that captured, the active tile goes to the discard, the next becomes active and a
chance node turns up a new next tile. The state keeps the pile and the discard as counts
only, so it holds no order anybody could peek at; a draw from an empty pile first makes the
discard the new pile (the reshuffle: nothing to shuffle when there is no order) and sets
:attr:`CheckersState.reshuffled` for the view to announce.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.errors import IllegalMoveError
from rules.history import History, Tally
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.board import (
    MASK_OF,
    PROMOTION,
    SQUARE_OF,
    START_SQUARES,
    allows,
    bits,
    board_of,
    coords,
)
from rules.programmers_checkers.moves import (
    Capture,
    CheckersMove,
    Draw,
    Flip,
    PlayMove,
    Setup,
    Step,
)
from rules.programmers_checkers.position import format_position
from rules.programmers_checkers.tiles import Counts, as_dict, draw_odds, put, take
from rules.protocol import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    JointMove,
    MoveRange,
    Outcome,
    State,
    Termination,
)

SETUP_PHASE, DRAW_PHASE, MOVE_PHASE = "setup", "draw", "move"
SETUP_CHOICES = 1 << 12


@dataclass(frozen=True)
class Stone:
    """What stands on a square: whose, man or king, and the bit it shows."""

    seat: int
    king: bool
    bit: int


@dataclass(frozen=True)
class CaptureRoute:
    """One way to play a capture, for a view that lets the player click landing by landing:
    ``path`` the squares from the start through every landing, ``jumped`` the stone taken on
    each leg, ``move`` the listed move this route plays (routes of one capture that only differ
    in order or intermediate landings play the same move)."""

    path: tuple[int, ...]
    jumped: tuple[int, ...]
    move: Capture


@dataclass(frozen=True)
class BlockedJump:
    """A first jump the board allows but the active operator does not: the stone on ``frm``
    (showing ``jumper_bit``) could jump the enemy stone on ``over`` (showing ``victim_bit``)
    to ``to`` under another operator. Views say why a capture is refused."""

    frm: int
    over: int
    to: int
    jumper_bit: int
    victim_bit: int


class _Generated:
    """The legal moves of one decision node with the positions they lead to."""

    __slots__ = ("moves", "children", "routes", "alternates")

    def __init__(self) -> None:
        self.moves: list[PlayMove] = []
        self.children: dict[PlayMove, tuple[mg.Move, mg.Position]] = {}
        self.routes: list[CaptureRoute] = []
        self.alternates: dict[Capture, Capture] = {}


def _sq(mask: int) -> int:
    return SQUARE_OF[mask.bit_length() - 1]


_UNSET: Any = object()


class CheckersState(State[CheckersMove]):
    """Seat 0 is White (``W``, moves first, starts on 21..32), seat 1 Black (``B``, 1..12)."""

    __slots__ = ("game", "history", "board", "side", "in_setup", "active", "next_op", "pile",
                 "discard", "reshuffled", "quiet", "seen", "_gen", "_outcome")

    def __init__(self, game: Any, board: mg.Position, side: int, *, in_setup: bool,
                 active: str | None, pile: Counts) -> None:
        self.game = game
        self.history: History[CheckersMove] = History()
        self.board = board
        self.side = side
        self.in_setup = in_setup
        self.active = active
        self.next_op: str | None = None
        self.pile = pile
        self.discard: Counts = (0,) * len(pile)
        self.reshuffled = False
        """True when the last draw found the pile empty and turned the discard into the pile."""
        self.quiet = 0
        """Plies since the last capture or man's move (the 80-ply rule)."""
        self.seen: Tally[tuple[Any, ...]] = Tally()
        """How often each position occurred since the last capture or man's move (persistent:
        a copy shares it, and counting one more position does not copy the others)."""
        self._gen: _Generated | None = None
        self._outcome: Outcome | None = _UNSET

    # --- protocol ------------------------------------------------------------------------------
    def to_move(self) -> int:
        if self.outcome() is not None:
            return TERMINAL
        if self.in_setup:
            return SIMULTANEOUS
        if self.active is None or self.next_op is None:
            return CHANCE
        return self.side

    def phase(self) -> str:
        if self.in_setup:
            return SETUP_PHASE
        if self.active is None or self.next_op is None:
            return DRAW_PHASE
        return MOVE_PHASE

    def _legal(self, seat: int) -> Sequence[CheckersMove]:
        if self.in_setup:
            return MoveRange(SETUP_CHOICES, Setup.from_index, lambda m: isinstance(m, Setup))
        return list(self._generated().moves)

    def is_legal_choice(self, seat: int, move: Any) -> bool:
        if self.in_setup:
            return isinstance(move, Setup)
        if self.phase() != MOVE_PHASE or seat != self.side:
            return False
        gen = self._generated()
        return move in gen.children or move in gen.alternates

    def play(self, move: CheckersMove) -> None:
        """As :meth:`State.play`; another route of a listed capture plays (and records) the
        listed move."""
        if isinstance(move, Capture) and self.phase() == MOVE_PHASE:
            move = self._generated().alternates.get(move, move)
        super().play(move)

    def chance_outcomes(self) -> list[tuple[CheckersMove, float]]:
        if self.outcome() is not None or self.phase() != DRAW_PHASE:
            return []
        return [(Draw(op), p) for op, p in draw_odds(self.draw_source())]

    def _apply(self, move: CheckersMove) -> None:
        self._outcome = _UNSET
        if isinstance(move, JointMove):
            self._apply_setup(move[0], move[1])
        elif isinstance(move, Draw):
            self._apply_draw(move.op)
        else:
            self._apply_play(self._generated().alternates.get(move, move))  # type: ignore[arg-type]

    def _apply_setup(self, white: Setup, black: Setup) -> None:
        ones = 0
        for setup, squares in ((white, START_SQUARES[0]), (black, START_SQUARES[1])):
            for bit, n in zip(setup.bits, squares):
                if bit:
                    ones |= MASK_OF[n]
        men0, kings0, men1, kings1, _ = self.board
        self.board = (men0, kings0, men1, kings1, ones)
        self.in_setup = False
        self._gen = None

    def _apply_draw(self, op: str) -> None:
        self.reshuffled = not any(self.pile)
        if self.reshuffled:
            self.pile, self.discard = self.discard, (0,) * len(self.discard)
        self.pile = take(self.pile, op)
        if self.active is None:
            self.active = op
        else:
            self.next_op = op
        if self.next_op is not None:
            self._arrive()

    def _apply_play(self, move: PlayMove) -> None:
        gen = self._generated()
        internal, child = gen.children[move]
        moved_man = internal[0] == mg.STEP and bool(internal[1] & self.board[2 * self.side])
        captured = internal[0] == mg.CAPTURE
        self.board = child
        self.side = 1 - self.side
        self._gen = None
        if captured or moved_man:
            self.quiet = 0
            self.seen = Tally()
        else:
            self.quiet += 1
        if captured:
            assert self.active is not None and self.next_op is not None
            self.discard = put(self.discard, self.active)
            self.active, self.next_op = self.next_op, None
        else:
            self._arrive()

    def _arrive(self) -> None:
        """A decision node was reached: count it for the repetition rule."""
        self.seen = self.seen.added(self.repetition_key())

    def repetition_key(self) -> tuple[Any, ...]:
        """What must be equal for a repetition: stones, kings, bits, side, active and next tile."""
        return (self.board, self.side, self.active, self.next_op)

    def outcome(self) -> Outcome | None:
        if self._outcome is _UNSET:
            self._outcome = self._compute_outcome()
        return self._outcome

    def _compute_outcome(self) -> Outcome | None:
        men0, kings0, men1, kings1, _ = self.board
        white, black = men0 | kings0, men1 | kings1
        for seat, own in ((0, white), (1, black)):
            if not own:
                winner = 1 - seat
                return Outcome(Termination.NORMAL, winner, _scores(winner),
                               f"{self.game.seat_names[seat]} has no stones")
        if not (men0 | men1) and kings0.bit_count() == 1 and kings1.bit_count() == 1:
            return Outcome(Termination.NO_WIN_LEFT, None, (0.5, 0.5), "a lone king against a lone king")
        if self.phase() != MOVE_PHASE:
            return None
        options = self.game.options
        if options["repetition_draw"] and self.seen.get(self.repetition_key(), 0) >= 3:
            return Outcome(Termination.REPETITION, None, (0.5, 0.5), "the same position a third time")
        limit = options["move_limit"]
        if limit is not None and self.quiet >= limit:
            return Outcome(Termination.MOVE_LIMIT, None, (0.5, 0.5),
                           f"{limit} plies without a capture or a man's move")
        if not self._generated().moves:
            winner = 1 - self.side
            return Outcome(Termination.NORMAL, winner, _scores(winner),
                           f"{self.game.seat_names[self.side]} cannot move")
        return None

    def copy(self) -> "CheckersState":
        other = CheckersState.__new__(CheckersState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.history = self.history.copy()
        return other  # ``seen`` is persistent, so sharing it is safe

    # --- generation ---------------------------------------------------------------------------
    def _generated(self) -> _Generated:
        if self._gen is not None:
            return self._gen
        gen = _Generated()
        if self.phase() == MOVE_PHASE and self.active is not None:
            table = mg.TABLES[self.active]
            variant = self.game.variant
            routes = (mg.capture_routes(self.board, self.side, table, variant)
                      if mg.can_capture(self.board, self.side, table, variant) else [])
            if routes:
                listed = mg.distinct_captures(routes)
                by_key: dict[tuple[int, int, int], list[Capture]] = {}
                for key in sorted(listed):
                    for internal, child in mg.capture_children(self.board, self.side, listed[key], variant):
                        crown = None if internal[6] == mg.NO_CROWN else internal[6]
                        capture = Capture(tuple(_sq(m) for m in internal[4]), crown)
                        gen.moves.append(capture)
                        gen.children[capture] = (internal, child)
                        by_key.setdefault(key, []).append(capture)
                for r in routes:
                    path = tuple(_sq(m) for m in r.path)
                    for listed_capture in by_key[(r.start, r.path[-1], r.captured)]:
                        alt = Capture(path, listed_capture.crown)
                        gen.routes.append(CaptureRoute(path, tuple(_sq(m) for m in r.jumped), listed_capture))
                        if alt != listed_capture:
                            gen.alternates[alt] = listed_capture
            else:
                pairs = mg.steps(self.board, self.side, variant)
                if variant.flips:
                    pairs += mg.flips(self.board, self.side)
                for internal, child in pairs:
                    if internal[0] == mg.FLIP:
                        move: PlayMove = Flip(_sq(internal[1]))
                    else:
                        move = Step(_sq(internal[1]), _sq(internal[2]),
                                    None if internal[3] == mg.NO_CROWN else internal[3])
                    gen.moves.append(move)
                    gen.children[move] = (internal, child)
        self._gen = gen
        return gen

    # --- queries for the view -----------------------------------------------------------------
    def stone_at(self, square: int) -> Stone | None:
        mask = MASK_OF[square]
        for index, board in enumerate(self.board[:4]):
            if board & mask:
                return Stone(index // 2, bool(index % 2), 1 if self.board[4] & mask else 0)
        return None

    def stones(self) -> dict[int, Stone]:
        """Every stone by square number."""
        out = {}
        for n in bits(self.board[0] | self.board[1] | self.board[2] | self.board[3]):
            stone = self.stone_at(n)
            assert stone is not None
            out[n] = stone
        return out

    def stone_counts(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """((White men, White kings), (Black men, Black kings))."""
        b = self.board
        return (b[0].bit_count(), b[1].bit_count()), (b[2].bit_count(), b[3].bit_count())

    def pile_counts(self) -> dict[str, int]:
        """How many tiles of each operator lie face down in the pile (public)."""
        return as_dict(self.pile)

    def discard_counts(self) -> dict[str, int]:
        return as_dict(self.discard)

    def draw_source(self) -> Counts:
        """The counts the next draw comes from: the pile, or the discard once the pile is empty."""
        return self.pile if any(self.pile) else self.discard

    def must_capture(self) -> list[int]:
        """The squares of the stones that may capture now; when this is not empty, nothing
        but one of their captures is legal (kings only, when a king can capture)."""
        if self.phase() != MOVE_PHASE or self.is_terminal():
            return []
        return sorted({m.frm for m in self._generated().moves if isinstance(m, Capture)})

    def moves_from(self, square: int) -> list[Step | Capture]:
        """The legal steps and captures of the stone on ``square`` (flips excluded)."""
        if self.phase() != MOVE_PHASE or self.is_terminal():
            return []
        return [m for m in self._generated().moves if isinstance(m, (Step, Capture)) and m.frm == square]

    def destinations(self, square: int) -> list[int]:
        """Where the stone on ``square`` may end its move (sorted, each once)."""
        return sorted({m.to for m in self.moves_from(square)})

    def can_flip(self, square: int) -> bool:
        return self.phase() == MOVE_PHASE and not self.is_terminal() and Flip(square) in self._generated().children

    def capture_routes(self) -> list[CaptureRoute]:
        """Every route of every legal capture (several routes may play the same move)."""
        if self.phase() != MOVE_PHASE or self.is_terminal():
            return []
        return list(self._generated().routes)

    def blocked_jumps(self) -> list[BlockedJump]:
        """The first jumps of the side to move that only the active operator forbids (the
        squares are free, the stone is an enemy's), each landing once: where a person asks
        "why may this stone not take that one?"."""
        if self.phase() != MOVE_PHASE or self.is_terminal() or self.active is None:
            return []
        variant = dataclasses.replace(self.game.variant, take_most=False, no_king_priority=True)
        every = mg.capture_routes(self.board, self.side, (1, 1, 1, 1), variant)
        found: dict[tuple[int, int, int], BlockedJump] = {}
        ones = self.board[4]
        for route in every:
            frm, over, to = _sq(route.start), _sq(route.jumped[0]), _sq(route.path[1])
            jumper, victim = int(bool(route.start & ones)), int(bool(route.jumped[0] & ones))
            if not allows(self.active, jumper, victim):
                found.setdefault((frm, over, to), BlockedJump(frm, over, to, jumper, victim))
        return [found[key] for key in sorted(found)]

    def capture_steps(self, move: Capture) -> list[tuple[int, int]]:
        """(landing square, jumped square) for each leg of a legal capture, in order."""
        gen = self._generated()
        move = gen.alternates.get(move, move)
        if move not in gen.children:
            raise IllegalMoveError(f"{move} is not a legal capture here")
        internal = gen.children[move][0]
        return [(_sq(t), _sq(j)) for t, j in zip(internal[4][1:], internal[5])]

    def crowns(self, move: PlayMove) -> bool:
        """Whether a legal move makes a man a king."""
        if isinstance(move, Flip):
            return False
        stone = self.stone_at(move.frm)
        return stone is not None and not stone.king and bool(MASK_OF[move.to] & PROMOTION[self.side])

    def last_draw_reshuffled(self) -> bool:
        """Whether the last tile drawn came from a pile rebuilt from the discard."""
        return self.reshuffled

    def position(self) -> str:
        """The position text (side to move, stones with bits, active operator)."""
        return format_position(self.board, self.side, self.active)

    def seat_name(self, seat: int | None = None) -> str:
        name: str = self.game.seat_names[self.side if seat is None else seat]
        return name

    def summary(self) -> dict[str, Any]:
        (wm, wk), (bm, bk) = self.stone_counts()
        return {"position": self.position(), "phase": self.phase(), "to_move": self.to_move(),
                "active": self.active, "next": self.next_op, "pile": self.pile_counts(),
                "discard": self.discard_counts(), "white": {"men": wm, "kings": wk},
                "black": {"men": bm, "kings": bk}, "quiet_plies": self.quiet}

    def __str__(self) -> str:
        rows = []
        for rank in range(8, 0, -1):
            cells = []
            for file in range(8):
                n = next((n for n in range(1, 33) if coords(n) == (file, rank)), None)
                stone = self.stone_at(n) if n else None
                if n is None:
                    cells.append("  ")
                elif stone is None:
                    cells.append(" .")
                else:
                    letter = "wb"[stone.seat]
                    cells.append((letter.upper() if stone.king else letter) + str(stone.bit))
            rows.append(f"{rank} {' '.join(cells)}")
        rows.append("  " + " ".join(f" {c}" for c in "abcdefgh"))
        rows.append(f"{self.phase()}: {self.seat_name()} to move; active {self.active}, next {self.next_op}")
        return "\n".join(rows)


def _scores(winner: int) -> tuple[float, float]:
    return (1.0, 0.0) if winner == 0 else (0.0, 1.0)


def start_board() -> mg.Position:
    """The twelve men of each side, bits still to be chosen (all 0 until the set-up)."""
    return (board_of(START_SQUARES[0]), 0, board_of(START_SQUARES[1]), 0, 0)
