"""A seat's choice (a square) and a round (both choices), with the spec's notation.

A seat's choice is a :class:`Square`, whose text is the battleship name ``B2``. A round is
the protocol's :class:`~rules.protocol.JointMove` of the two squares; its protocol text has
no spaces (``X:B2/O:C3``, one token of a record or save) while the spec writes a round with
spaces, ``X:B2 O:C3`` or ``X:C3 O:C3 block`` (:func:`round_text`). :func:`parse_rounds` reads a
record written either way.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rules.errors import NotationError
from rules.protocol import JointMove
from rules.wildcats.board import N_SQUARES, SIZE, square_index, square_name

SEAT_NAMES = ("X", "O")


@dataclass(frozen=True, order=True)
class Square:
    """One seat's choice in a round: square ``index`` = 5 * row + column (A1 = 0, E5 = 24)."""

    index: int

    def __post_init__(self) -> None:
        if not isinstance(self.index, int) or not 0 <= self.index < N_SQUARES:
            raise NotationError(f"a square index is 0..24, not {self.index!r}")

    @property
    def row(self) -> int:
        """0 for row 1 (the first group of the position text) .. 4 for row 5."""
        return self.index // SIZE

    @property
    def column(self) -> int:
        """0 for column A .. 4 for column E."""
        return self.index % SIZE

    @property
    def bit(self) -> int:
        return 1 << self.index

    def __str__(self) -> str:
        return square_name(self.index)


Round = JointMove[Square]
"""A round: ``round[0]`` is X's square, ``round[1]`` O's; a block when they are equal."""


def parse_square(text: str) -> Square:
    """``B2`` (case-insensitive) -> ``Square``; raises :class:`NotationError`."""
    try:
        return Square(square_index(text))
    except ValueError:
        raise NotationError(f"{text!r} is not a square A1..E5") from None


def make_round(x: Square, o: Square) -> Round:
    return JointMove((x, o), SEAT_NAMES)


def is_block(joint: Round) -> bool:
    return joint.choices[0] == joint.choices[1]


def round_text(joint: Round) -> str:
    """The spec's notation of a round: ``X:B2 O:C3``, or ``X:C3 O:C3 block``."""
    x, o = joint.choices
    return f"X:{x} O:{o}" + (" block" if x == o else "")


def parse_round(text: str) -> Round:
    """One round as protocol text (``X:B2/O:C3``) or in the spec's notation (``X:B2 O:C3``,
    ``X:C3 O:C3 block``)."""
    rounds = parse_rounds(text)
    if len(rounds) != 1:
        raise NotationError(f"{text!r} is not one round")
    return rounds[0]


_NUMBER = re.compile(r"^\d+[.)]?$")


def parse_rounds(text: str) -> list[Round]:
    """A record: rounds as protocol tokens (``X:B2/O:C3 X:A1/O:A1``) or in the spec's
    notation (``X:B2 O:C3, X:C3 O:C3 block``), separated by spaces, commas, semicolons or
    newlines; round numbers such as ``1.`` are skipped. The word ``block`` is optional after a
    round with equal squares and an error after one with different squares."""
    tokens = text.replace(",", " ").replace(";", " ").split()
    rounds: list[Round] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if _NUMBER.match(token):
            i += 1
            continue
        if "/" in token:
            joint = JointMove.parse(token, SEAT_NAMES, parse_square)
            i += 1
        else:
            if not token.upper().startswith("X:") or i + 1 >= len(tokens) or not tokens[i + 1].upper().startswith("O:"):
                raise NotationError(f"{token!r}: expected a round such as X:B2 O:C3 or X:B2/O:C3")
            joint = make_round(parse_square(token[2:]), parse_square(tokens[i + 1][2:]))
            i += 2
        if i < len(tokens) and tokens[i].lower() == "block":
            if not is_block(joint):
                raise NotationError(f"{round_text(joint)} block: a block needs the same square twice")
            i += 1
        rounds.append(joint)
    return rounds
