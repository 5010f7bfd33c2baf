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


def plain(value: Any) -> Any:
    """Results cross the process boundary as plain data: moves become their text form."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, dict):
        return {plain(k) if not isinstance(k, (int, str)) else k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return str(value)


def think(view: Any, level: int, request: int) -> tuple[int, str]:
    """The computer's move for ``view`` as ``(request, move text)``."""
    move = view.game.choose_move(view, level, stop_flag(request))
    return request, str(move)


def call(view: Any, method: str, kwargs: dict[str, Any], request: int) -> tuple[int, Any]:
    """Any analysis method of the game, ``game.<method>(view, stop=..., **kwargs)``."""
    result = getattr(view.game, method)(view, stop=stop_flag(request), **kwargs)
    return request, plain(result)
