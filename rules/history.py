"""The moves that led to a position, shared between the copies of a state.

python-chess keeps a game as one move stack; here every state carries the moves that led to
it (records, saves and the move list read them), and states are copied all the time (the
session's undo points, each search branch, each view sent to the computer). A list copied
with every state made one move O(n) and a game's history O(n²) in memory, which is why saves
were once capped at 5,000 moves. :class:`History` is a persistent stack instead: a copy
shares every move already there, appending adds one link, so a copy is O(1) and all the
positions of a game together hold each move once.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Generic, TypeAlias, TypeVar, overload

M = TypeVar("M")

_Link: TypeAlias = "tuple[_Link[M] | None, M]"
"""``(the link before, move)``; ``None`` is the empty history."""


class History(Sequence[M], Generic[M]):
    """A state's moves, oldest first. Read it as a list (len, index, slice, iterate, compare
    with a list); :meth:`append` is for :meth:`State.play`, :meth:`copy` for ``State.copy``."""

    __slots__ = ("_top", "_length", "_flat")

    def __init__(self, moves: Iterable[M] = ()) -> None:
        self._top: _Link[M] | None = None
        self._length = 0
        self._flat: tuple[M, ...] | None = ()
        for move in moves:
            self.append(move)

    def append(self, move: M) -> None:
        """One more move on top; copies made before keep theirs."""
        self._top = (self._top, move)
        self._length += 1
        self._flat = None

    def copy(self) -> "History[M]":
        other: History[M] = History.__new__(History)
        other._top, other._length, other._flat = self._top, self._length, self._flat
        return other

    def last(self) -> M | None:
        return self._top[1] if self._top is not None else None

    def moves(self) -> tuple[M, ...]:
        """All the moves as a tuple (built once per state, then kept)."""
        if self._flat is None:
            out: list[M] = []
            link = self._top
            while link is not None:
                out.append(link[1])
                link = link[0]
            out.reverse()
            self._flat = tuple(out)
        return self._flat

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> M: ...

    @overload
    def __getitem__(self, index: slice) -> list[M]: ...

    def __getitem__(self, index: int | slice) -> M | list[M]:
        if isinstance(index, slice):
            return list(self.moves()[index])
        if (index == -1 or index == self._length - 1) and self._top is not None:
            return self._top[1]  # the last move, without walking the stack
        return self.moves()[index]

    def __iter__(self) -> Iterator[M]:
        return iter(self.moves())

    def __add__(self, other: Iterable[M]) -> list[M]:
        return [*self.moves(), *other]

    def __radd__(self, other: Iterable[M]) -> list[M]:
        return [*other, *self.moves()]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            return other._top is self._top or (other._length == self._length and other.moves() == self.moves())
        if isinstance(other, (list, tuple)):
            return len(other) == self._length and tuple(other) == self.moves()
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = None  # type: ignore[assignment]  # it changes as moves are appended

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled flat (states cross to the worker process): a chain of a million links
        would overflow the pickler's recursion."""
        return (History, (list(self.moves()),))

    def __repr__(self) -> str:
        return f"History({list(self.moves())!r})"



K = TypeVar("K")


class Tally(Mapping[K, int], Generic[K]):
    """How often each key occurred (a repetition rule's positions), persistent like
    :class:`History`: :meth:`added` returns a new tally and leaves this one as it was, and
    costs O(1) amortised instead of a copy of the whole count (recent keys stay in a short
    tail; every :data:`FOLD` of them are folded into a new shared dictionary)."""

    __slots__ = ("_base", "_tail")
    FOLD = 32

    def __init__(self, counts: Mapping[K, int] | None = None) -> None:
        self._base: dict[K, int] = dict(counts or {})
        self._tail: tuple[K, ...] = ()

    def added(self, key: K) -> "Tally[K]":
        other: Tally[K] = Tally.__new__(Tally)
        if len(self._tail) < self.FOLD:
            other._base, other._tail = self._base, self._tail + (key,)
        else:
            other._base, other._tail = self._merged(), (key,)
        return other

    def _merged(self) -> dict[K, int]:
        merged = dict(self._base)
        for key in self._tail:
            merged[key] = merged.get(key, 0) + 1
        return merged

    def __getitem__(self, key: K) -> int:
        count = self._base.get(key, 0) + self._tail.count(key)
        if not count:
            raise KeyError(key)
        return count

    def get(self, key: K, default: Any = None) -> Any:
        count = self._base.get(key, 0) + self._tail.count(key)
        return count if count else default

    def __iter__(self) -> Iterator[K]:
        return iter(self._merged())

    def __len__(self) -> int:
        return len(self._merged())

    def __repr__(self) -> str:
        return f"Tally({self._merged()!r})"
