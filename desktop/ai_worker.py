"""Code that runs inside the computer player's worker process. It must not import Qt.

The desktop sends the state its seat may see (``State.view_for``) and a request number; the
worker stops searching as soon as the shared "current request" number changes, which is how
undo and new game cancel a search that is already running. Two kinds of request exist, for
every game: a move (:func:`think`) and an analysis (:func:`analyse`).
"""
from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Callable
from typing import Any

_current: Any = None  # multiprocessing.Value("q") set by the pool initializer


def init(current: Any) -> None:
    global _current
    _current = current
    _watch_parent()


def _watch_parent() -> None:
    """End this worker when the app is gone, even if it was killed: a worker waiting for work
    holds its queue's pipe open itself, so it would never notice on its own."""
    parent = os.getppid()

    def watch() -> None:
        while True:
            time.sleep(0.5)
            if os.getppid() != parent:
                os._exit(0)
    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def stop_flag(request: int) -> Callable[[], bool]:
    """True once ``request`` is no longer the current one (cancelled or superseded)."""
    def stop() -> bool:
        return _current is not None and _current.value != request
    return stop


def think(view: Any, seat: int, level: int, seed: int, request: int) -> tuple[int, Any]:
    """The computer's decision for ``seat`` in ``view`` as ``(request, move)``."""
    move = view.game.choose_move(view, seat, level, stop_flag(request), random.Random(seed))
    return request, move


def analyse(view: Any, seat: int, options: dict[str, Any], request: int) -> tuple[int, Any]:
    """The game's :meth:`~rules.protocol.Game.analyse` as ``(request, Analysis)``."""
    return request, view.game.analyse(view, seat, stop_flag(request), **options)
