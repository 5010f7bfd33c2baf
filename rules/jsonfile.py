"""Strict reading of the project's own JSON formats (saves, Oche boards).

Our formats are strict: a duplicate key, a nesting deeper than any of our files has, a number
too long for Python to read, or text that cannot be written back (a lone surrogate) is refused
with a message, never taken silently or turned into a traceback later (when the game is saved
again, or copied).
"""
from __future__ import annotations

import json
from typing import Any

from rules.errors import SaveFormatError

MAX_DEPTH = 40
"""Our files nest a few levels (a board's cells inside the save's options); 40 leaves room
for unknown keys a newer version may add, and keeps copying and saving safe."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise SaveFormatError(f"the key {key!r} appears twice in one object")
        result[key] = value
    return result


def loads(text: str | bytes) -> Any:
    """Decode ``text``; raises :class:`SaveFormatError` with the reason."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except SaveFormatError:
        raise
    except json.JSONDecodeError as exc:
        raise SaveFormatError(f"the file is not valid JSON ({exc})") from None
    except UnicodeDecodeError:
        raise SaveFormatError("the file is not UTF-8 text") from None
    except RecursionError:
        raise SaveFormatError("the file nests too deeply to be one of ours") from None
    except ValueError as exc:  # e.g. an integer longer than Python reads (4,300 digits)
        raise SaveFormatError(f"the file holds a value that cannot be read ({exc})") from None
    check(data)
    return data


def check(data: Any) -> None:
    """Depth and text checks, without recursion (a hostile file must not overflow the stack)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveFormatError(f"the file nests more than {MAX_DEPTH} levels deep")
        if isinstance(value, str):
            _check_text(value)
        elif isinstance(value, dict):
            for key, item in value.items():
                _check_text(key)
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveFormatError(f"the file holds text that is not valid Unicode ({text[:40]!r})") from None


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
