"""The leaf evaluation of the depth-limited search: a guess of X's expected result.

It reads only the live lines (see :mod:`.solver`), so it is the same for positions the solver
treats as one (dead squares swapped, the board turned), which keeps its memo consistent.
What it counts, and why:

* **Open lines** weighted by how many marks they already hold: a line with three marks is a
  threat, one with two is a threat next round, and so on.
* **Threats**: a single threat forces the opponent's next square (duty) but can never be
  taken by its owner, so it is worth a tempo, not a win; two or more threats are the only way
  to win (the opponent must guess which to cover), worth about ``1 - 1/n`` of a win when the
  opponent has none of its own.
* **Forks**: free squares whose mark would make two threats at once.
* **Who can still win at all** (:func:`rules.wildcats.solver.can_still_win`): a side that
  cannot win gets no credit, and if neither can the value is exactly 0.

The result is squashed into (-0.95, 0.95): a guess never looks like a certain result.
"""
from __future__ import annotations

import math

from rules.wildcats.lines import census
from rules.wildcats.solver import Lines, can_still_win, live_lines

# Fitted (coordinate search on the squared error of a one-round search against the exact
# values of a few hundred positions with 11 and 13 free squares, reached by random, easy and
# medium play; see docs/wildcats.md).
LINE_WEIGHTS = (0.0, 0.01, 0.02, 0.0)
"""Per live line by the number of own marks in it (0, 1, 2); threats are counted apart."""
SINGLE_THREAT = 0.15
MULTI_THREAT = 2.9
FORK = 0.175
SCALE = 0.8
CLAMP = 0.95


def evaluate(x: int, o: int, f: int, nd: int, lines: Lines | None = None) -> float:
    """X's expected result guessed from a reduced position (marks and free squares of the live
    lines, ``nd`` dead free squares; ``lines``: its live lines when the caller has them)."""
    cap = (f.bit_count() + nd) // 2
    lx, lo = lines if lines is not None else live_lines(x, o, f, cap)
    x_can, o_can = can_still_win(lx, f, cap), can_still_win(lo, f, cap)
    if not x_can and not o_can:
        return 0.0
    x_score, x_threats = _side(lx, x, f) if x_can else (0.0, 0)
    o_score, o_threats = _side(lo, o, f) if o_can else (0.0, 0)
    if x_threats >= 2 and not o_threats:
        x_score += MULTI_THREAT * (1.0 - 1.0 / x_threats)
    elif x_threats:
        x_score += SINGLE_THREAT
    if o_threats >= 2 and not x_threats:
        o_score += MULTI_THREAT * (1.0 - 1.0 / o_threats)
    elif o_threats:
        o_score += SINGLE_THREAT
    value = CLAMP * math.tanh(SCALE * (x_score - o_score))
    if not o_can:
        value = max(value, 0.0)
    if not x_can:
        value = min(value, 0.0)
    return value


def _side(lines: list[int], own: int, free: int) -> tuple[float, int]:
    """The open-lines score and the number of distinct threat squares of one side (its
    :func:`~rules.wildcats.lines.census`)."""
    counted = census(lines, own, free)
    score = 0.0
    for marks in counted.marks:
        score += LINE_WEIGHTS[marks]
    return score + FORK * counted.forks.bit_count(), counted.threats.bit_count()
