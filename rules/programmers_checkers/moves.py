"""The move values of Programmer's Checkers and their text forms.

Every kind is a small frozen dataclass whose ``str`` is its canonical text and whose
:func:`parse_move` reads it back (``parse_move(str(m)) == m``):

* :class:`Step` ``22-18`` - a man one square forward, or a king's slide;
* :class:`Capture` ``22x15x6`` - the start and every landing square;
* :class:`Flip` ``22~`` - turning a stone over;
* :class:`Setup` ``111111111111`` - one seat's twelve bits in square order (White 21..32,
  Black 1..12); both seats' set-ups form one joint move ``W:…/B:…``;
* :class:`Draw` ``draw:XOR`` - the rules turning a tile face up (a chance move).

With the option ``crown_bit_choice`` a move that crowns ends in ``=0`` or ``=1``, the bit the
owner gives the new king. Squares are written as numbers; the parser also reads algebraic
names (``c3-d4``) and writes numbers back.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from rules.errors import NotationError
from rules.programmers_checkers.board import parse_square_name
from rules.protocol import JointMove

SETUP_STONES = 12


@dataclass(frozen=True, order=True)
class Step:
    frm: int
    to: int
    crown: int | None = None

    def __str__(self) -> str:
        return f"{self.frm}-{self.to}{_crown_text(self.crown)}"


@dataclass(frozen=True, order=True)
class Capture:
    """A capture by the route through ``path`` (start first). The rules list one route per
    distinct (start, end, captured set); :meth:`CheckersState.play` also accepts another
    route of the same capture and records the listed one."""

    path: tuple[int, ...]
    crown: int | None = None

    @property
    def frm(self) -> int:
        return self.path[0]

    @property
    def to(self) -> int:
        return self.path[-1]

    def __str__(self) -> str:
        return "x".join(str(n) for n in self.path) + _crown_text(self.crown)


@dataclass(frozen=True, order=True)
class Flip:
    square: int

    def __str__(self) -> str:
        return f"{self.square}~"


@dataclass(frozen=True, order=True)
class Setup:
    """One seat's bits for its twelve stones, in increasing square order."""

    bits: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.bits) != SETUP_STONES or any(b not in (0, 1) for b in self.bits):
            raise NotationError("a set-up is twelve bits, 0 or 1")

    @classmethod
    def from_index(cls, index: int) -> "Setup":
        """The set-up whose stone ``k`` (in square order) shows bit ``k`` of ``index``."""
        return cls(tuple((index >> k) & 1 for k in range(SETUP_STONES)))

    @property
    def index(self) -> int:
        return sum(b << k for k, b in enumerate(self.bits))

    def __str__(self) -> str:
        return "".join(str(b) for b in self.bits)

    @classmethod
    def parse(cls, text: str) -> "Setup":
        t = text.strip()
        if len(t) != SETUP_STONES or set(t) - {"0", "1"}:
            raise NotationError(f"{text!r} is not a set-up of twelve bits such as 111111111111")
        return cls(tuple(int(c) for c in t))


ALL_ONES = Setup((1,) * SETUP_STONES)


@dataclass(frozen=True, order=True)
class Draw:
    """The chance move that turns tile ``op`` face up."""

    op: str

    def __str__(self) -> str:
        return f"draw:{self.op}"


PlayMove = Union[Step, Capture, Flip]
CheckersMove = Union[Step, Capture, Flip, Setup, Draw, JointMove[Any]]


def _crown_text(crown: int | None) -> str:
    return "" if crown is None else f"={crown}"


def _square(text: str) -> int:
    t = text.strip()
    if t.isascii() and t.isdigit():  # '²' and '١' pass isdigit() but are no square numbers
        n = int(t) if len(t) <= 2 else 0  # never int() of thousands of digits
        if 1 <= n <= 32:
            return n
        raise NotationError(f"no square {t}: squares are 1 to 32")
    return parse_square_name(t)


def parse_play_move(text: str) -> PlayMove:
    """``22-18``, ``22x15x6``, ``22~`` (an ``=0``/``=1`` suffix on a crowning move)."""
    t = text.strip().lower()
    crown: int | None = None
    if len(t) > 2 and t[-2] == "=":
        if t[-1] not in "01":
            raise NotationError(f"{text!r}: a crowned stone's bit is 0 or 1")
        crown, t = int(t[-1]), t[:-2]
    if t.endswith("~") and crown is None:
        return Flip(_square(t[:-1]))
    if "x" in t:
        path = tuple(_square(p) for p in t.split("x"))
        if len(path) < 2:
            raise NotationError(f"{text!r}: a capture names its start and every landing square")
        return Capture(path, crown)
    if "-" in t:
        parts = t.split("-")
        if len(parts) == 2:
            return Step(_square(parts[0]), _square(parts[1]), crown)
    raise NotationError(f"{text!r} is not a move such as 22-18, 22x15x6 or 22~")
