"""Fast uniformly random games on the solver's compact form (for ``random`` statistics).

Each legal placement pair is equally likely, and so is each of the two measurement choices.
The moves are returned too, so the tests can replay them through :class:`QuantumState` and
check that this shortcut follows exactly the same rules.
"""
from __future__ import annotations

import random

from rules.quantum_ttt.solver import components, collapse, judge

Step = tuple[str, int, int, int]  # ("place", k, a, b) | ("measure", k, root, 0) | ("classical", k, square, 0)


def random_game(rng: random.Random) -> tuple[list[Step], int]:
    """One random game: its decisions (0-based squares) and its half-point value X minus O."""
    cls: tuple[int, ...] = (0,) * 9
    edges: tuple[tuple[int, int, int], ...] = ()
    steps: list[Step] = []
    k = 1
    while True:
        free = [s for s in range(9) if not cls[s]]
        if len(free) == 1:
            new = list(cls)
            new[free[0]] = k
            steps.append(("classical", k, free[0], 0))
            return steps, judge(new) or 0
        a, b = rng.sample(free, 2)
        if a > b:
            a, b = b, a
        steps.append(("place", k, a, b))
        comp = components(edges)
        if comp[a] >= 0 and comp[a] == comp[b]:
            root = a if rng.random() < 0.5 else b
            steps.append(("measure", k, root, 0))
            cls, edges = collapse(cls, edges, k, a, b, root)
            v = judge(cls)
            if v is not None:
                return steps, v
            if all(cls):
                return steps, 0
        else:
            edges = edges + ((k, a, b),)
        k += 1


def step_text(step: Step) -> str:
    """The spec's notation of a step (squares back to 1..9)."""
    kind, k, p, q = step
    letter = "X" if k % 2 else "O"
    if kind == "place":
        return f"{letter}{k}:{p + 1}-{q + 1}"
    if kind == "measure":
        return f"m{p + 1}"
    return f"{letter}{k}:{p + 1}"
