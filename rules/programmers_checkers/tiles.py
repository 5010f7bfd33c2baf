"""The operator-tile decks: the basic one, the players' own composition, and its checks.

Counts are kept as 7-tuples in :data:`~rules.programmers_checkers.board.OPS` order, because
the state never holds an order of the pile (nobody can peek): only how many of each
operator lie in the pile and in the discard.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.programmers_checkers.board import BASIC_OPS, OPS

BASIC_DECK: dict[str, int] = {"AND": 3, "OR": 3, "XOR": 3}
"""The boxed game's nine tiles."""
ADVANCED_DECK: dict[str, int] = {op: 2 for op in OPS}
"""The new-game dialog's default advanced composition: two of each of the seven."""
MAX_TILES = 99
"""A sanity bound for a composed deck (the box has nine tiles)."""

Counts = tuple[int, ...]


def deck_counts(deck: Any) -> Counts:
    """The deck option as counts: ``"basic"``, ``"advanced"`` or ``{op: count}``.

    AND, OR and XOR are always in the pile (at least one each); NAND, NOR, IMP and EQ may be
    added. Raises ``ValueError`` naming what is wrong (the new-game dialog shows it)."""
    if deck == "basic":
        deck = BASIC_DECK
    elif deck == "advanced":
        deck = ADVANCED_DECK
    if not isinstance(deck, Mapping):
        raise ValueError('the deck is "basic", "advanced" or a count for each operator')
    unknown = [str(k) for k in deck if k not in OPS]
    if unknown:
        raise ValueError(f"unknown operator(s) in the deck: {', '.join(unknown)}")
    for op, n in deck.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"the count of {op} must be a whole number, 0 or more")
    missing = [op for op in BASIC_OPS if deck.get(op, 0) < 1]
    if missing:
        raise ValueError(f"the deck must hold at least one {', '.join(missing)} "
                         "(AND, OR and XOR are always in the game)")
    counts = tuple(int(deck.get(op, 0)) for op in OPS)
    if sum(counts) > MAX_TILES:
        raise ValueError(f"a deck has at most {MAX_TILES} tiles")
    return counts


def as_dict(counts: Counts) -> dict[str, int]:
    """``{op: count}`` for every operator of the game (zeros included), in OPS order."""
    return dict(zip(OPS, counts))


def take(counts: Counts, op: str) -> Counts:
    i = OPS.index(op)
    if counts[i] < 1:
        raise ValueError(f"no {op} tile left")
    return counts[:i] + (counts[i] - 1,) + counts[i + 1:]


def put(counts: Counts, op: str) -> Counts:
    i = OPS.index(op)
    return counts[:i] + (counts[i] + 1,) + counts[i + 1:]


def draw_odds(counts: Counts) -> list[tuple[str, float]]:
    """Each operator in ``counts`` with its chance of being drawn next."""
    total = sum(counts)
    return [(op, n / total) for op, n in zip(OPS, counts) if n]
