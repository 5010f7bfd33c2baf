"""The opening table: exact values and best placements of every early position, precomputed.

Searching the first plies from scratch takes minutes in pure Python, far over the perfect
player's 2-second budget, so ``python -m rules book quantum_ttt --plies P`` solves every
canonical position with at most P moves made (every placement history, every measurement
choice, reduced by the board's symmetries) and writes ``resources/quantum_ttt/book.json``.
Later positions are searched live (see docs/quantum-ttt.md for the measured times).

File format (JSON): ``{"format": "ludoteca-qttt-book", "version": 1, "plies": P,
"complete": C, "layers": L, "positions": {KEY: [VALUE, BEST]}}`` (every position with at most L moves
made is present; C says whether all P layers are) where KEY is the canonical per-move code string (one
character per move, ``chr(48 + code)``; codes as in :func:`rules.quantum_ttt.solver.canonical_key`),
VALUE the exact half-point value for the player to move and BEST the best placement in the
canonical frame as ``9 * a + b`` (0-based squares, a < b).
"""
from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

from rules.quantum_ttt.solver import INVERSE, SYMMETRIES, Solver, components, canonical_key, collapse, judge

FORMAT = "ludoteca-qttt-book"
VERSION = 1

Key = tuple[int, ...]
Compact = tuple[tuple[int, ...], tuple[tuple[int, int, int], ...]]


def resources_dir() -> Path:
    """``resources/`` of the checkout, or of the frozen app's bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def default_path() -> Path:
    return resources_dir() / "quantum_ttt" / "book.json"


def encode_key(key: Key) -> str:
    return "".join(chr(48 + c) for c in key)


def decode_key(text: str) -> Key:
    return tuple(ord(ch) - 48 for ch in text)


class Book:
    """Exact values and best placements by canonical position (empty when no file exists)."""

    def __init__(self, entries: dict[Key, tuple[int, int]] | None = None, plies: int = -1,
                 complete: bool = True, layers: int = -1) -> None:
        self.entries = entries or {}
        self.plies = plies
        self.complete = complete
        self.layers = plies if complete else layers
        """Every position with at most ``layers`` moves made is in the book."""

    def values(self) -> dict[Key, int]:
        return {k: v for k, (v, _) in self.entries.items()}

    def lookup(self, cls: tuple[int, ...], edges: tuple[tuple[int, int, int], ...]
               ) -> tuple[int, tuple[int, int]] | None:
        """``(value for the player to move, best placement (a, b) 0-based)`` or None."""
        key, sym = canonical_key(cls, edges)
        entry = self.entries.get(key)
        if entry is None:
            return None
        value, code = entry
        inv = INVERSE[sym]
        a, b = inv[code // 9], inv[code % 9]
        return value, (min(a, b), max(a, b))

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "plies": self.plies, "complete": self.complete,
                "layers": self.layers, "positions": {encode_key(k): list(v) for k, v in sorted(self.entries.items())}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Book":
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a quantum tic-tac-toe book of this version")
        return cls({decode_key(k): (int(v), int(b)) for k, (v, b) in data["positions"].items()},
                   int(data["plies"]), bool(data.get("complete", True)), int(data.get("layers", data["plies"])))


@lru_cache(maxsize=1)
def load(path: str | None = None) -> Book:
    """The shipped book (read once); an empty book when the file is missing."""
    p = Path(path) if path else default_path()
    if not p.exists():
        return Book()
    return Book.from_json(json.loads(p.read_text(encoding="utf-8")))


def positions(plies: int) -> Iterator[tuple[int, Key, Compact]]:
    """Every canonical placement position with at most ``plies`` moves made, shallowest first,
    as ``(moves made, key, position)``; measurement choices are followed, finished games skipped."""
    seen: set[Key] = set()
    layer: list[Compact] = [((0,) * 9, ())]
    for made in range(plies + 1):
        nxt: list[Compact] = []
        for cls, edges in layer:
            key, _ = canonical_key(cls, edges)
            if key in seen:
                continue
            seen.add(key)
            yield made, key, (cls, edges)
            if made == plies:
                continue
            free = [s for s in range(9) if not cls[s]]
            if len(free) < 2:
                continue
            comp = components(edges)
            k = made + 1
            for i, a in enumerate(free):
                for b in free[i + 1:]:
                    if comp[a] >= 0 and comp[a] == comp[b]:
                        for r in (a, b):
                            new = collapse(cls, edges, k, a, b, r)
                            if judge(new[0]) is None and not all(new[0]):
                                nxt.append(new)
                    else:
                        nxt.append((cls, edges + ((k, a, b),)))
        layer = nxt


def build(plies: int, into: "Book") -> Iterator[dict[str, Any]]:
    """Solve every position of :func:`positions` into ``into``, yielding a progress row now
    and then (the caller saves the book at each row, so an interrupted build still leaves
    every shallower layer complete). Shallowest first: the deeper positions then start
    from a table that the shallow searches already filled."""
    todo = list(positions(plies))
    solver = Solver(max_entries=10_000_000)
    into.plies = plies
    start = time.perf_counter()
    for n, (made, key, (cls, edges)) in enumerate(todo, start=1):
        if key in into.entries:  # resuming an interrupted build
            solver.book[key] = into.entries[key][0]
            continue
        value, (a, b) = solver.best_placement(cls, edges)
        _, sym = canonical_key(cls, edges)
        perm = SYMMETRIES[sym]
        p, q = perm[a], perm[b]
        into.entries[key] = (value, min(p, q) * 9 + max(p, q))
        solver.book[key] = value
        into.complete = n == len(todo)
        into.layers = made - 1 if n < len(todo) else plies
        if n % 100 == 0 or made < plies or n == len(todo):
            yield {"done": n, "of": len(todo), "moves_made": made, "value": value,
                   "seconds": round(time.perf_counter() - start, 1), "table": len(solver.table)}
