"""The three kinds of decision in quantum tic-tac-toe, as frozen values with a text form.

Squares are numbered 1..9 row by row, as in the spec's notation. ``str`` gives the canonical
text (``X3:1-5``, ``m5``, ``X9:5``) and :func:`parse_move` is its exact inverse, so records and
save files are just these texts separated by spaces.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from rules.errors import NotationError, quoted

SEAT_LETTERS = ("X", "O")


def owner(k: int) -> int:
    """The seat that owns move ``k``: X (0) plays the odd moves, O (1) the even ones."""
    return (k + 1) % 2


def mark_text(k: int) -> str:
    """``X3``, ``O4``: a move's letter and subscript."""
    return f"{SEAT_LETTERS[owner(k)]}{k}"


@dataclass(frozen=True, order=True)
class PlaceMove:
    """Move ``k``: two spooky marks in the different squares ``a`` < ``b``.

    The squares are normalised (lower first) so that a click order never makes two values
    for the same move.
    """

    k: int
    a: int
    b: int

    def __post_init__(self) -> None:
        if not (1 <= self.k <= 9) or not (1 <= self.a <= 9) or not (1 <= self.b <= 9):
            raise NotationError(f"a placement needs a move number 1..9 and squares 1..9, not {self.k}, {self.a}, {self.b}")
        if self.a == self.b:
            raise NotationError("the two spooky marks of a move go in two different squares")
        if self.a > self.b:
            a, b = self.b, self.a
            object.__setattr__(self, "a", a)
            object.__setattr__(self, "b", b)

    @property
    def seat(self) -> int:
        return owner(self.k)

    @property
    def squares(self) -> tuple[int, int]:
        return (self.a, self.b)

    def __str__(self) -> str:
        return f"{mark_text(self.k)}:{self.a}-{self.b}"


@dataclass(frozen=True, order=True)
class MeasureMove:
    """The measurement: the cycle-closing mark collapses into ``square``."""

    square: int

    def __post_init__(self) -> None:
        if not 1 <= self.square <= 9:
            raise NotationError(f"a measurement names a square 1..9, not {self.square}")

    def __str__(self) -> str:
        return f"m{self.square}"


@dataclass(frozen=True, order=True)
class ClassicalMove:
    """The classical last move: move ``k`` (always X9) straight into the one empty square."""

    k: int
    square: int

    def __post_init__(self) -> None:
        if not (1 <= self.k <= 9) or not (1 <= self.square <= 9):
            raise NotationError(f"a classical move needs a move number and a square 1..9, not {self.k}, {self.square}")

    @property
    def seat(self) -> int:
        return owner(self.k)

    def __str__(self) -> str:
        return f"{mark_text(self.k)}:{self.square}"


QuantumMove = Union[PlaceMove, MeasureMove, ClassicalMove]

_PLACE = re.compile(r"^([XO])([0-9]):([1-9])-([1-9])$")  # ASCII: \d takes "X١" for X1
_CLASSICAL = re.compile(r"^([XO])([0-9]):([1-9])$")
_MEASURE = re.compile(r"^M([1-9])$")


def _check_letter(letter: str, k: int, text: str) -> None:
    if SEAT_LETTERS[owner(k)] != letter:
        raise NotationError(f"{quoted(text)}: move {k} belongs to {SEAT_LETTERS[owner(k)]}, not {letter}")


def parse_move(text: str) -> QuantumMove:
    """Read ``X3:1-5`` (squares in any order), ``m5`` or ``X9:5``; case and spaces ignored.

    The compact form ``15`` has no move number, so it is read by
    :meth:`QuantumGame.parse_record`, which knows whose move is due.
    """
    t = "".join(text.split()).upper()
    if m := _PLACE.match(t):
        k = int(m.group(2))
        _check_letter(m.group(1), k, text)
        return PlaceMove(k, int(m.group(3)), int(m.group(4)))
    if m := _CLASSICAL.match(t):
        k = int(m.group(2))
        _check_letter(m.group(1), k, text)
        return ClassicalMove(k, int(m.group(3)))
    if m := _MEASURE.match(t):
        return MeasureMove(int(m.group(1)))
    raise NotationError(f"cannot read {quoted(text)} as a move (expected e.g. X3:1-5, m5 or X9:5)")
