"""The Othello move value: a square, or an explicit pass."""
from __future__ import annotations

from dataclasses import dataclass

from rules.errors import NotationError
from rules.othello.bitboard import parse_square, square_name

PASS_SQUARE = -1
PASS_WORDS = ("pass", "pa", "--", "ps")
"""How records write a pass (``--`` and ``ps`` as some engines do)."""


@dataclass(frozen=True, order=True)
class OthelloMove:
    """A disc placed on ``square`` (0..63, a1 = 0), or a pass (``square == -1``)."""

    square: int

    @property
    def is_pass(self) -> bool:
        return self.square == PASS_SQUARE

    def __str__(self) -> str:
        return "pass" if self.is_pass else square_name(self.square)

    @classmethod
    def parse(cls, text: str) -> "OthelloMove":
        t = text.strip().lower()
        if t in PASS_WORDS:
            return PASS
        try:
            return cls(parse_square(t))
        except ValueError as exc:
            raise NotationError(str(exc)) from None


PASS = OthelloMove(PASS_SQUARE)
