"""The learned leaf evaluation of the depth-limited search: X's expected result, guessed.

Fitted on exact values (see :mod:`.training`), and shaped so that it can only say what the
game allows:

* **Each side's chance to win, apart**: the value is ``P(X wins) - P(O wins)``, each a
  logistic of that side's attacking features minus the other's, and 0 for a side that can
  no longer win at all (:func:`rules.wildcats.solver.can_still_win`): a position where only
  O can win is never guessed above a draw for X.
* **The same weights for both sides**: swapping X and O negates the value, as it does in
  the game.
* **Per stage**: the weights are fitted per number of free squares (11, 13, 15); above the
  last fitted stage the last one's weights are used.

It reads only the live lines, like the solver (a reduced position and the full one give the
same guess). The features of a side (own live lines, own marks):

``lines1``, ``lines2``: live lines holding 1 or 2 of its marks; ``threat1``: exactly one
threat (a tempo: the opponent must cover it); ``threats``: ``1 - 1/n`` with ``n >= 2``
threats (the opponent must guess which to cover); ``forks``: free squares whose mark makes
two threats at once; ``pairs``: free squares on two or more of its two-mark lines (where a
fork can grow); ``lines0``: empty live lines (shared, but how much room is left matters to
each side's chance).
"""
from __future__ import annotations

import json
import math
from collections.abc import Sequence
from functools import lru_cache

from rules.resources import resources_root
from rules.wildcats.lines import census
from rules.wildcats.solver import Lines, can_still_win, live_lines

FEATURES = ("lines0", "lines1", "lines2", "threat1", "threats", "forks", "pairs",
            "threat1_free", "threats_free", "forks_free")
RESOURCE = resources_root() / "wildcats" / "evaluation.json"


def side_features(lines: Sequence[int], own: int, free: int) -> list[float]:
    """The attacking features of one side (see the module docstring), in :data:`FEATURES`
    order (without the free-hand ones, see :func:`with_free_hand`)."""
    counted = census(lines, own, free)
    counts = [0, 0, 0]
    for marks in counted.marks:
        counts[marks] += 1
    n = counted.threats.bit_count()
    return [float(counts[0]), float(counts[1]), float(counts[2]), 1.0 if n == 1 else 0.0,
            1.0 - 1.0 / n if n >= 2 else 0.0, float(counted.forks.bit_count()), float(counted.pairs)]


def with_free_hand(own: list[float], opp: list[float]) -> list[float]:
    """A side's features and the same threats and forks again when the other has no threat
    (then nothing forces the side's next square: a fork can be played, and threats only
    have to be guessed)."""
    free_hand = 0.0 if opp[3] or opp[4] else 1.0
    return own + [own[3] * free_hand, own[4] * free_hand, own[5] * free_hand]


class Evaluation:
    """Weights per stage: ``own[k]`` for a side's own features, ``opp[k]`` for the other's
    (its defence against them), ``bias``. The stage is the number of free squares."""

    def __init__(self, stages: dict[int, dict[str, list[float] | float]]) -> None:
        if not stages:
            raise ValueError("an evaluation needs at least one stage")
        self.stages = dict(stages)
        self._sorted = sorted(self.stages)

    def weights(self, total: int) -> dict[str, list[float] | float]:
        """The stage used for ``total`` free squares: the nearest fitted stage at or below,
        else the lowest one."""
        chosen = self._sorted[0]
        for stage in self._sorted:
            if stage <= total:
                chosen = stage
        return self.stages[chosen]

    def __call__(self, x: int, o: int, f: int, nd: int, lines: Lines | None = None) -> float:
        """X's expected result; ``lines``: the position's live lines when the caller has them."""
        total = f.bit_count() + nd
        cap = total // 2
        lx, lo = lines if lines is not None else live_lines(x, o, f, cap)
        x_can, o_can = can_still_win(lx, f, cap), can_still_win(lo, f, cap)
        if not x_can and not o_can:
            return 0.0
        bx, bo = side_features(lx, x, f), side_features(lo, o, f)
        fx, fo = with_free_hand(bx, bo), with_free_hand(bo, bx)
        w = self.weights(total)
        return (_chance(w, fx, fo) if x_can else 0.0) - (_chance(w, fo, fx) if o_can else 0.0)

    def to_json(self) -> dict[str, object]:
        return {"features": list(FEATURES), "stages": {str(k): v for k, v in sorted(self.stages.items())}}


def _chance(w: dict[str, list[float] | float], own: list[float], opp: list[float]) -> float:
    """A side's chance to win: a logistic of its features against the other's."""
    z = float(w["bias"])  # type: ignore[arg-type]
    for a, b, fa, fb in zip(w["own"], w["opp"], own, opp):  # type: ignore[arg-type]
        z += a * fa - b * fb
    if z < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


@lru_cache(maxsize=1)
def shipped() -> Evaluation | None:
    """The evaluation in ``resources/wildcats/evaluation.json``, or None when it is missing
    or does not match :data:`FEATURES` (the search then uses :mod:`.heuristic`)."""
    try:
        data = json.loads(RESOURCE.read_text())
    except (OSError, ValueError):
        return None
    if data.get("features") != list(FEATURES):
        return None
    return Evaluation({int(k): v for k, v in data["stages"].items()})
