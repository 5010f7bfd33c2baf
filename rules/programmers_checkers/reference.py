"""A plain, obviously-correct move generator, written from the spec with coordinates.

It shares nothing with :mod:`.movegen` but the truth table: a board is a dict from (file,
rank) to a stone, each rule is a few readable lines. The tests compare the two on random
positions, and ``bench`` times both (the fast one must be several times quicker).
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.programmers_checkers.board import allows, coords, square_at

Coord = tuple[int, int]
ALL_DIRECTIONS = ((-1, 1), (1, 1), (-1, -1), (1, -1))


@dataclass(frozen=True)
class RStone:
    seat: int
    king: bool
    bit: int


@dataclass(frozen=True)
class RMove:
    """What makes a move distinct: kind, start, end, captured set and the crowned bit."""

    kind: str  # "step", "flip" or "capture"
    frm: int
    to: int
    captured: frozenset[int] = frozenset()
    crown: int | None = None


Board = dict[Coord, RStone]


def board_from_squares(stones: dict[int, RStone]) -> Board:
    return {coords(n): s for n, s in stones.items()}


def _square(c: Coord) -> int:
    n = square_at(*c)
    assert n is not None
    return n


def _on_board(c: Coord) -> bool:
    return 0 <= c[0] < 8 and 1 <= c[1] <= 8


def _far_rank(seat: int) -> int:
    return 8 if seat == 0 else 1


def _forward(seat: int) -> int:
    return 1 if seat == 0 else -1


def legal_moves(board: Board, seat: int, op: str, *, flips: bool = True, men_backwards: bool = False,
                take_most: bool = False, king_priority: bool = True, crown_choice: bool = False) -> set[RMove]:
    """Every distinct legal move of ``seat`` under operator ``op``."""
    captures: list[tuple[Coord, Coord, frozenset[Coord], bool]] = []
    for c, stone in board.items():
        if stone.seat == seat:
            for end, taken in _chains(board, c, stone, op, men_backwards):
                captures.append((c, end, taken, stone.king))
    if captures and king_priority and any(king for *_, king in captures):
        captures = [cap for cap in captures if cap[3]]
    if captures and take_most:
        most = max(len(taken) for _, _, taken, _ in captures)
        captures = [cap for cap in captures if len(cap[2]) == most]
    moves: set[RMove] = set()
    if captures:
        for start, end, taken, king in captures:
            squares = frozenset(_square(t) for t in taken)
            crowned = not king and end[1] == _far_rank(seat)
            for crown in ((0, 1) if crowned and crown_choice else (None,)):
                moves.add(RMove("capture", _square(start), _square(end), squares, crown))
        return moves
    for c, stone in board.items():
        if stone.seat != seat:
            continue
        if flips:
            moves.add(RMove("flip", _square(c), _square(c)))
        if stone.king:
            for df, dr in ALL_DIRECTIONS:
                t = (c[0] + df, c[1] + dr)
                while _on_board(t) and t not in board:
                    moves.add(RMove("step", _square(c), _square(t)))
                    t = (t[0] + df, t[1] + dr)
        else:
            for df in (-1, 1):
                t = (c[0] + df, c[1] + _forward(seat))
                if _on_board(t) and t not in board:
                    crowned = t[1] == _far_rank(seat)
                    for crown in ((0, 1) if crowned and crown_choice else (None,)):
                        moves.add(RMove("step", _square(c), _square(t), crown=crown))
    return moves


def _chains(board: Board, start: Coord, stone: RStone, op: str, men_backwards: bool
            ) -> list[tuple[Coord, frozenset[Coord]]]:
    """(end square, captured squares) of every complete capture chain from ``start``."""
    out: list[tuple[Coord, frozenset[Coord]]] = []

    def occupied(c: Coord) -> bool:
        return c in board and c != start  # the jumper's own start square counts as empty

    def can_take(c: Coord, taken: frozenset[Coord]) -> bool:
        other = board[c]
        return other.seat != stone.seat and c not in taken and allows(op, stone.bit, other.bit)

    def jumps(at: Coord, taken: frozenset[Coord]) -> list[tuple[Coord, list[Coord]]]:
        """(jumped square, possible landings) for each direction."""
        found = []
        if stone.king:
            for df, dr in ALL_DIRECTIONS:
                c = (at[0] + df, at[1] + dr)
                while _on_board(c) and not occupied(c):
                    c = (c[0] + df, c[1] + dr)
                if not _on_board(c) or not can_take(c, taken):
                    continue
                landings = []
                t = (c[0] + df, c[1] + dr)
                while _on_board(t) and not occupied(t):
                    landings.append(t)
                    t = (t[0] + df, t[1] + dr)
                if landings:
                    found.append((c, landings))
        else:
            ranks = (1, -1) if men_backwards else (_forward(stone.seat),)
            for df in (-1, 1):
                for dr in ranks:
                    c = (at[0] + df, at[1] + dr)
                    t = (at[0] + 2 * df, at[1] + 2 * dr)
                    if _on_board(t) and occupied(c) and can_take(c, taken) and not occupied(t):
                        found.append((c, [t]))
        return found

    def extend(at: Coord, taken: frozenset[Coord]) -> None:
        options = jumps(at, taken)
        if not options:
            if taken:
                out.append((at, taken))
            return
        for jumped, landings in options:
            now = taken | {jumped}
            going_on = [t for t in landings if jumps(t, now)]
            for t in going_on or landings:
                extend(t, now)

    extend(start, frozenset())
    return out


def play(board: Board, seat: int, move: RMove) -> Board:
    """The board after ``move`` (captured stones leave, a man on the far row is crowned)."""
    new = dict(board)
    frm, to = coords(move.frm), coords(move.to)
    stone = new.pop(frm)
    if move.kind == "flip":
        new[frm] = RStone(stone.seat, stone.king, 1 - stone.bit)
        return new
    for n in move.captured:
        del new[coords(n)]
    if not stone.king and to[1] == _far_rank(seat):
        stone = RStone(seat, True, stone.bit if move.crown is None else move.crown)
    new[to] = stone
    return new


def perft(board: Board, seat: int, depth: int, op: str, **rules: bool) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in legal_moves(board, seat, op, **rules):
        total += perft(play(board, seat, move), 1 - seat, depth - 1, op, **rules) if depth > 1 else 1
    return total
