"""An independent check of the solver: plain depth-limited search on concrete positions.

It knows nothing of the reduction: it plays the real rules (:class:`OcheState`) and tries,
for every number choice, every number in play plus one new number. That is complete, not a
sample: two numbers outside play are interchangeable, so one new number stands for all of
them. (A small fixed range such as 0..2 would *not* be: P could use up O's new numbers and
win positions that O wins in the real game.)
"""
from __future__ import annotations

from rules.oche.moves import ChooseNumber
from rules.oche.state import P, OcheState

_Key = tuple[int, int, str, tuple[int | None, ...], frozenset[tuple[int, int | None]], int]
"""The position as far as the search is concerned: cell, mover, phase, letter values,
activated (colour, value) pairs, plies left."""


def p_wins_within(state: OcheState, plies: int) -> bool:
    """Can P force O to be stuck within ``plies`` turns from ``state``?"""
    memo: dict[_Key, bool] = {}
    return _wins(state, plies, memo)


def _key(state: OcheState, plies: int) -> _Key:
    return (state.cell, state.mover, state.phase(), tuple(state.values), frozenset(state._active), plies)


def _wins(state: OcheState, plies: int, memo: dict[_Key, bool]) -> bool:
    outcome = state.outcome()
    if outcome is not None:
        return outcome.winner == P
    if plies == 0:
        return False
    key = _key(state, plies)
    if key in memo:
        return memo[key]
    results = []
    for move in state.legal_moves():
        child = state.copy()
        child._apply(move)
        results.append(_wins(child, plies if isinstance(move, ChooseNumber) else plies - 1, memo))
        if state.mover == P and results[-1]:
            break
        if state.mover != P and not results[-1]:
            break
    value = any(results) if state.mover == P else all(results)
    memo[key] = value
    return value


def shortest_win(state: OcheState, max_plies: int) -> int | None:
    """The least d <= max_plies with :func:`p_wins_within`, or None."""
    for d in range(max_plies + 1):
        if p_wins_within(state, d):
            return d
    return None
