"""Strict reading of the project's own JSON formats (saves, Oche boards).

Our formats are strict: a duplicate key, a nesting deeper than any of our files has, a number
too long for Python to read, or text that cannot be written back (a lone surrogate) is refused
with a message, never taken silently or turned into a traceback later (when the game is saved
again, or copied).
"""
from __future__ import annotations

import json
import math
from typing import Any

from rules.errors import SaveFormatError

MAX_DEPTH = 40
"""Our files nest a few levels (a board's cells inside the save's options); 40 leaves room
for unknown keys a newer version may add, and keeps copying and saving safe."""
MAX_DIGITS = 4000
"""Longer integers are refused (Python itself reads at most 4,300 digits); none of ours has
more than twenty."""
_INT_LIMIT = 10 ** MAX_DIGITS


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise SaveFormatError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


class _OutOfRange:
    """A number JSON writes but a float cannot hold (``1e999`` would read as infinity, which
    no file of ours has and which would be written back as ``Infinity``, not JSON); kept with
    its text until :func:`check` knows which field holds it."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text if len(self.text) <= 24 else f"{self.text[:20]}… ({len(self.text):,} characters)"


def _float(text: str) -> float | _OutOfRange:
    value = float(text)
    return value if math.isfinite(value) else _OutOfRange(text)


def _int(text: str) -> int | _OutOfRange:
    """Python refuses to read integers of more than 4,300 digits (a denial-of-service guard)."""
    return _OutOfRange(text) if len(text.removeprefix("-")) > MAX_DIGITS else int(text)


def _constant(name: str, what: str) -> None:
    raise SaveFormatError(f"{what} is not valid JSON: it holds {name}, which is not a number in JSON")


def loads(text: str | bytes, *, what: str = "the file") -> Any:
    """Decode ``text`` (bytes must be UTF-8; a leading byte-order mark is allowed, as RFC 8259
    lets a reader do); raises :class:`SaveFormatError` with the reason.

    ``what`` names the text in the messages ("the file", "the message": a network message is
    read by the same rules as a save)."""
    if isinstance(text, (bytes, bytearray)):
        try:  # not json's own guess: it would read UTF-16 and UTF-32 too, and the app does not
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFormatError(f"{what} is not UTF-8 text") from None
    text = text.removeprefix("\ufeff")
    if "\x00" in text:  # never in JSON; UTF-16 text read as UTF-8 is full of them
        raise SaveFormatError(f"{what} is not UTF-8 text: it holds NUL characters (UTF-16?)")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_float=_float, parse_int=_int,
                          parse_constant=lambda name: _constant(name, what))
    except SaveFormatError:
        raise
    except json.JSONDecodeError as exc:
        raise SaveFormatError(f"{what} is not valid JSON ({exc})") from None
    except RecursionError:
        raise SaveFormatError(f"{what} nests too deeply to be one of ours") from None
    except ValueError as exc:  # what json itself cannot read, should there be anything
        raise SaveFormatError(f"{what} holds a value that cannot be read ({exc})") from None
    check(data, what=what)
    return data


def _where(path: tuple[Any, ...] | None, what: str) -> str:
    """``extra.seats[0].level`` from the linked path :func:`check` keeps."""
    parts: list[str] = []
    while path is not None:
        path, key = path
        parts.append(f"[{key}]" if isinstance(key, int) else f".{key[:40]}")
    return "".join(reversed(parts)).removeprefix(".") or f"{what}'s top level"


def check(data: Any, *, what: str = "the file") -> None:
    """Depth, number and text checks, without recursion (a hostile file must not overflow the
    stack); a problem names the field that holds it (``extra.seats[0].level``)."""
    stack: list[tuple[Any, int, tuple[Any, ...] | None]] = [(data, 0, None)]
    while stack:
        value, depth, path = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveFormatError(f"{what} nests more than {MAX_DEPTH} levels deep")
        if isinstance(value, str):
            _check_text(value, path, what)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_text(key, path, what)
                stack.append((item, depth + 1, (path, key)))
        elif isinstance(value, list):
            stack.extend((item, depth + 1, (path, i)) for i, item in enumerate(value))
        elif isinstance(value, _OutOfRange):
            raise SaveFormatError(f"{_where(path, what)}: the number {value} is too large")
        elif isinstance(value, float) and not math.isfinite(value):
            raise SaveFormatError(f"{_where(path, what)}: {value} is not a number {what} can hold")
        elif isinstance(value, int) and not -_INT_LIMIT < value < _INT_LIMIT:  # about to be written
            raise SaveFormatError(f"{_where(path, what)}: a number of more than {MAX_DIGITS:,} digits is too large")


def _check_text(text: str, path: tuple[Any, ...] | None, what: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveFormatError(f"{_where(path, what)} holds text that is not valid Unicode ({text[:40]!r})") from None


def field(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any = ...) -> Any:
    """``data[key]`` of exactly ``kind`` (``True`` is not an int here), or a message naming it."""
    if key not in data:
        if default is ...:
            raise SaveFormatError(f"{where}{key} is missing")
        return default
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if type(value) not in kinds and not (value is None and type(None) in kinds):
        names = " or ".join("null" if k is type(None) else {int: "a whole number", str: "text", bool: "true or false",
                                                            list: "a list", dict: "an object"}.get(k, k.__name__)
                            for k in kinds)
        raise SaveFormatError(f"{where}{key} must be {names}, not {json.dumps(value)[:40]}")
    return value
