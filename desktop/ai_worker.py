"""Code that runs inside the computer player's worker process. It must not import Qt.

The desktop sends the state its seat may see (``State.view_for``) and a request number; the
worker stops searching as soon as the shared "current request" number changes, which is how
undo and new game cancel a search that is already running.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

_current: Any = None  # multiprocessing.Value("q") set by the pool initializer


def init(current: Any) -> None:
    global _current
    _current = current


def stop_flag(request: int) -> Callable[[], bool]:
    """True once ``request`` is no longer the current one (cancelled or superseded)."""
    def stop() -> bool:
        return _current is not None and _current.value != request
    return stop


def think(view: Any, level: int, request: int) -> tuple[int, str]:
    """Returns ``(request, move text)``; the text form crosses the process boundary safely."""
    move = view.game.choose_move(view, level, stop_flag(request))
    return request, str(move)
