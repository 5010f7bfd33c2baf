"""Open Recent: the files last saved or opened, kept in the person's settings.

Each entry remembers the tool tab the file was used in (the window's tool key, such as Oche's
board designer; "" for a saved game or a file a game plays), so that choosing it opens the
file where the person left it. The list holds at most :data:`LIMIT` files, newest first; a
file that is gone when chosen is said and dropped (see ``MainWindow.open_recent``).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from desktop.settings import settings

KEY = "files/recent"
LIMIT = 10


@dataclass(frozen=True)
class Recent:
    path: str
    tool: str = ""
    """The tool tab's key it was used in, or "" (a saved game, a game's own file)."""


def entries() -> list[Recent]:
    """The remembered files, newest first (a damaged setting is an empty list)."""
    try:
        raw = json.loads(str(settings().value(KEY, "[]")))
    except ValueError:
        return []
    found: list[Recent] = []
    for item in raw if isinstance(raw, list) else []:
        if isinstance(item, dict) and isinstance(item.get("path"), str) and item["path"] \
                and isinstance(item.get("tool", ""), str):
            found.append(Recent(item["path"], item.get("tool", "")))
    return found[:LIMIT]


def _store(items: list[Recent]) -> None:
    settings().setValue(KEY, json.dumps([{"path": r.path, "tool": r.tool} for r in items[:LIMIT]]))


def add(path: str, tool: str = "") -> None:
    """``path`` was saved or opened (in the tool ``tool``): first in the list."""
    full = os.path.abspath(path)
    _store([Recent(full, tool)] + [r for r in entries() if r.path != full])


def drop(path: str) -> None:
    _store([r for r in entries() if r.path != path])


def clear() -> None:
    _store([])
