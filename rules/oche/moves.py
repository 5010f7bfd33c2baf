"""Oche decisions: a number for the cell's letter, an arrow, a reset, resigning, and the
rules' declaration that O has won.

A turn on a lettered cell is two decisions (``x=3`` then ``a2``), so each has a short text
that the save file and the move list can show. Arrows are named by their index in the
board's arrow list (``a2``: arrows may be parallel, so the two cell ids would not name one).
``a`` rather than ``>`` so a record can be typed in a shell.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from rules.errors import NotationError, quoted


@dataclass(frozen=True)
class ChooseNumber:
    """Give the token cell's ``letter`` the natural number ``value`` (phase "number")."""

    letter: str
    value: int

    def __str__(self) -> str:
        return f"{self.letter}={self.value}"


@dataclass(frozen=True)
class Cross:
    """Move the token along the arrow with index ``arrow`` in the board's arrow list."""

    arrow: int

    def __str__(self) -> str:
        return f"a{self.arrow}"


@dataclass(frozen=True)
class Reset:
    """P puts the token back on the start cell and gives the turn to O."""

    def __str__(self) -> str:
        return "reset"


@dataclass(frozen=True)
class Resign:
    """The seat to move gives up (decision 9 lets P resign; O may too)."""

    def __str__(self) -> str:
        return "resign"


@dataclass(frozen=True)
class Declare:
    """The rules' judgement, not a player's decision (decision 9): O is declared the winner
    because P can no longer force a win. Legal only when that is true, so a save that holds
    it replays only if the solver agrees."""

    def __str__(self) -> str:
        return "declare"


OcheMove = ChooseNumber | Cross | Reset | Resign | Declare
RESET = Reset()
RESIGN = Resign()
DECLARE = Declare()
# ASCII digits only (\d takes any script's: "x=١" is not "x=1"), and not more than Python reads.
_NUMBER = re.compile(r"^([a-z])\s*=\s*([0-9]{1,18})$")
_ARROW = re.compile(r"^(?:a|>|->)\s*([0-9]{1,9})$")


def parse_move(text: str) -> OcheMove:
    """The inverse of ``str``: ``x=3``, ``a2`` (also ``>2``), ``reset``, ``resign``, ``declare``."""
    t = text.strip().lower()
    if t in ("reset", "r"):
        return RESET
    if t == "resign":
        return RESIGN
    if t == "declare":
        return DECLARE
    if m := _NUMBER.match(t):
        return ChooseNumber(m.group(1), int(m.group(2)))
    if m := _ARROW.match(t):
        return Cross(int(m.group(1)))
    raise NotationError(f"{quoted(text)} is not an Oche move (x=3, a2, reset or resign)")
