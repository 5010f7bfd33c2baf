"""What runs inside a page's worker process (:mod:`desktop.worker`). It must not import Qt.

The page sends what a seat may see (``State.view_for``) and a job number; a search stops as
soon as the shared "running job" number changes, which is how undo, new game and a more
urgent job stop one that is running. Two kinds of job exist, for every game: a player's
decision (:func:`decide`) and an analysis (:func:`analyse`), which is also how the rules'
judgement is asked.
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


def decide(player: Any, view: Any, seat: int, seed: int, request: int) -> tuple[int, Any]:
    """A :class:`~rules.players.ThinkingPlayer`'s decision for ``seat`` in ``view`` as
    ``(request, move)``; its randomness is drawn from ``seed``, fresh for every decision."""
    player.rng = random.Random(seed)
    return request, player.choose(view, seat, stop_flag(request))


def analyse(view: Any, seat: int, options: dict[str, Any], request: int) -> tuple[int, Any]:
    """The game's :meth:`~rules.protocol.Game.analyse` as ``(request, Analysis)``."""
    return request, view.game.analyse(view, seat, stop_flag(request), **options)
