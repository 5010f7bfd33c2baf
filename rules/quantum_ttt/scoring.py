"""Lines of classical marks and Goff's scoring (1 for the earlier line, 1/2 for the later).

This is the reference the game uses. The solver keeps a faster copy on integers
(:func:`rules.quantum_ttt.solver.judge`, half points, no line objects); a test checks along
random games that the two always agree.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from rules.quantum_ttt.moves import SEAT_LETTERS, owner

LINES: tuple[tuple[int, int, int], ...] = (
    (1, 2, 3), (4, 5, 6), (7, 8, 9),
    (1, 4, 7), (2, 5, 8), (3, 6, 9),
    (1, 5, 9), (3, 5, 7),
)
"""Rows, columns and diagonals, squares numbered 1..9 row by row."""

HALF = Fraction(1, 2)


@dataclass(frozen=True)
class Line:
    """A completed line: its owner, its squares and the highest subscript in it."""

    seat: int
    squares: tuple[int, int, int]
    max_subscript: int


@dataclass(frozen=True)
class Result:
    """The structured facts behind a score, for a view that words them in its own language.

    ``best`` holds each seat's judged line subscript (the lowest "max subscript" among its
    lines) or None; ``case`` is one of ``"none"`` (no line), ``"single"`` (one seat has
    lines: 1-0) or ``"both"`` (both have lines: the lower maximum scores 1, the other 1/2).
    """

    lines: tuple[Line, ...]
    best: tuple[int | None, int | None]
    scores: tuple[Fraction, Fraction]
    case: str
    winner: int | None = field(default=None)

    def detail(self) -> str:
        """Short, machine-friendly words: ``X line max 7, O line max 6``."""
        parts = [f"{SEAT_LETTERS[s]} line max {self.best[s]}" for s in (0, 1) if self.best[s] is not None]
        return ", ".join(parts) if parts else "no line"

    def to_json(self) -> dict[str, object]:
        return {
            "case": self.case,
            "winner": self.winner,
            "scores": [float(x) for x in self.scores],
            "best": list(self.best),
            "lines": [{"seat": ln.seat, "squares": list(ln.squares), "max_subscript": ln.max_subscript}
                      for ln in self.lines],
        }


def completed_lines(classical: Sequence[int]) -> list[Line]:
    """Lines of three classical marks of one player; ``classical[s-1]`` is the move in s or 0."""
    found = []
    for line in LINES:
        ks = [classical[s - 1] for s in line]
        if all(ks) and owner(ks[0]) == owner(ks[1]) == owner(ks[2]):
            found.append(Line(owner(ks[0]), line, max(ks)))
    return found


def judge(classical: Sequence[int]) -> Result:
    """Score a board by Goff's rule; a seat with two lines is judged by its better one."""
    lines = completed_lines(classical)
    best: list[int | None] = [None, None]
    for ln in lines:
        b = best[ln.seat]
        best[ln.seat] = ln.max_subscript if b is None else min(b, ln.max_subscript)
    x, o = best
    if x is None and o is None:
        return Result(tuple(lines), (x, o), (Fraction(0), Fraction(0)), "none", None)
    if o is None:
        return Result(tuple(lines), (x, o), (Fraction(1), Fraction(0)), "single", 0)
    if x is None:
        return Result(tuple(lines), (x, o), (Fraction(0), Fraction(1)), "single", 1)
    if x < o:
        return Result(tuple(lines), (x, o), (Fraction(1), HALF), "both", 0)
    return Result(tuple(lines), (x, o), (HALF, Fraction(1)), "both", 1)
