"""What one side's live lines hold: the one scan both leaf evaluations read.

The hand-set :mod:`.heuristic` and the learned :mod:`.evaluation` weigh the same things (lines
by their marks, threats, forks), so they take them from this one pass over the lines rather
than each walking the lines its own way.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


class Census(NamedTuple):
    """One side's live lines (see :func:`rules.wildcats.solver.live_lines`), counted.

    ``marks``: the number of own marks of each line that is not a threat, in the lines'
    order (so a weighted sum of it adds up exactly as a walk over the lines would);
    ``threats``: the free squares that complete a line (three own marks); ``forks``: the free
    squares whose mark would make two threats at once (two lines with two marks each meeting
    there, their other gaps apart); ``pairs``: how many free squares lie on two or more of
    the two-mark lines (where a fork can grow)."""

    marks: list[int]
    threats: int
    forks: int
    pairs: int


def census(lines: Sequence[int], own: int, free: int) -> Census:
    """The :class:`Census` of one side's live ``lines`` (bit masks of four squares) with its
    marks ``own`` and the ``free`` squares."""
    marks: list[int] = []
    threats = 0
    gaps: dict[int, int] = {}  # square -> the other gaps of the two-mark lines through it
    forks = shared = 0
    for line in lines:
        count = (line & own).bit_count()
        if count == 3:
            threats |= line & free
            continue
        marks.append(count)
        if count == 2:
            empty = line & free
            low = empty & -empty
            for square, other in ((low, empty ^ low), (empty ^ low, low)):
                seen = gaps.get(square, 0)
                if seen:  # a second two-mark line through this square
                    shared |= square
                    if seen != other:
                        forks |= square
                gaps[square] = seen | other
    return Census(marks, threats, forks, shared.bit_count())
