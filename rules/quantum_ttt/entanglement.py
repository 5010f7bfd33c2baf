"""The entanglement graph: squares are vertices, unresolved moves are edges.

Between measurements the graph is a forest (a cycle is measured as soon as it appears), so
"does this move close a cycle?" is "are its squares already connected?", and a collapse is
a rooting of one tree: the square that receives the cycle-closing mark is the root and every
other square of the component receives the move of the edge towards its parent. That is why
exactly two outcomes exist and why the whole component (cycle and hanging chains) collapses.

Edges are ``(k, a, b)`` triples with squares 1..9.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

Edge = tuple[int, int, int]


def neighbours(edges: Iterable[Edge]) -> dict[int, list[tuple[int, int]]]:
    """Square -> [(move, other square)], in placement order."""
    adj: dict[int, list[tuple[int, int]]] = {}
    for k, a, b in edges:
        adj.setdefault(a, []).append((k, b))
        adj.setdefault(b, []).append((k, a))
    return adj


def component(edges: Sequence[Edge], square: int) -> set[int]:
    """The squares connected to ``square`` (itself included)."""
    adj = neighbours(edges)
    seen = {square}
    todo = [square]
    while todo:
        v = todo.pop()
        for _, w in adj.get(v, ()):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def connected(edges: Sequence[Edge], a: int, b: int) -> bool:
    """Whether a new edge a-b would close a cycle."""
    return b in component(edges, a)


def tree_path(edges: Sequence[Edge], a: int, b: int) -> tuple[list[int], list[int]] | None:
    """The squares and the moves on the forest path from ``a`` to ``b`` (None: not connected)."""
    adj = neighbours(edges)
    parent: dict[int, tuple[int, int] | None] = {a: None}
    todo = deque([a])
    while todo:
        v = todo.popleft()
        if v == b:
            break
        for k, w in adj.get(v, ()):
            if w not in parent:
                parent[w] = (k, v)
                todo.append(w)
    if b not in parent:
        return None
    squares, moves = [b], []
    v = b
    while parent[v] is not None:
        k, v = parent[v]  # type: ignore[misc]
        moves.append(k)
        squares.append(v)
    squares.reverse()
    moves.reverse()
    return squares, moves


def collapse(edges: Sequence[Edge], closing: Edge, root: int) -> list[tuple[int, int]]:
    """The classical marks when the cycle-closing move ``closing`` goes to ``root``.

    Returns ``[(square, move)]`` in propagation order (root first, then breadth first),
    which is also the order the view animates. ``edges`` is the forest before ``closing``.
    """
    k, a, b = closing
    if root not in (a, b):
        raise ValueError(f"square {root} is not one of the cycle-closing move's squares")
    adj = neighbours(edges)
    order = [(root, k)]
    seen = {root}
    todo = deque([root])
    while todo:
        v = todo.popleft()
        for move, w in adj.get(v, ()):
            if w not in seen:
                seen.add(w)
                order.append((w, move))
                todo.append(w)
    return order
