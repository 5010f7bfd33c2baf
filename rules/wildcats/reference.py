"""Plain backward induction on the real rules: the straightforward solver.

Every round is a matrix game over every allowed square of both players, each pair played
on a copy of the state, values memoised by the position as it stands (marks, ban, block
count): no reduction, no symmetry, no proofs. It shares only the rules and the matrix-game
solver with :mod:`.solver`, so the tests check the fast solver's values against it, and
``bench wildcats --reference`` times both on the same positions (the issue's goals are
quoted against "a straightforward solver").
"""
from __future__ import annotations

from rules.wildcats import matrixgame
from rules.wildcats.moves import make_round
from rules.wildcats.state import WildCatsState


def reference_value(state: WildCatsState, memo: dict[tuple[int, int, int | None, int], float] | None = None) -> float:
    """X's expected result under equilibrium play (+1 X wins, 0 draw, -1 O wins)."""
    memo = {} if memo is None else memo
    out = state.outcome()
    if out is not None:
        return out.scores[0] - out.scores[1]
    key = (state.x, state.o, state.ban_index, state.blocks)
    found = memo.get(key)
    if found is None:
        rows = []
        for a in state.legal_moves(0):
            row = []
            for b in state.legal_moves(1):
                child = state.copy()
                child.play(make_round(a, b))
                row.append(reference_value(child, memo))
            rows.append(row)
        found = memo[key] = matrixgame.solve(rows)[0]
    return found
