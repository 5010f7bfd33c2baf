"""Runs computer players and analyses off the GUI thread and delivers the answers as signals.

Deep searches in pure Python hold the GIL, so a thread would freeze the window: the default
mode is one persistent worker *process* (spawned once, reused). Each request gets a number;
cancelling bumps the shared number so the running search stops at its next check, and any
late answer is dropped by number. ``Mode.SYNC`` computes in the caller's thread and delivers
on the next event-loop turn: the deterministic path for tests.

There are two requests, the same for every game: a move for a seat (:meth:`request_move`)
and an :class:`~rules.protocol.Analysis` (:meth:`request_analysis`): hints, move values,
evaluation graphs and solver verdicts all come through the latter.

A worker that dies (killed, out of memory) breaks the pool; the runner then starts a new
worker and asks once more, and reports a failure only if that one dies too.
"""
from __future__ import annotations

import enum
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from desktop import ai_worker


class Mode(enum.Enum):
    PROCESS = "process"
    SYNC = "sync"


class ComputerRunner(QObject):
    """Asks a game's computer player or analysis without blocking the event loop."""

    moveReady = Signal(int, object)
    """(request number, the move) for the request that is still current."""
    analysisReady = Signal(int, object)
    """(request number, :class:`~rules.protocol.Analysis`) for the current request."""
    failed = Signal(int, str)
    """(request number, message) when the answer could not be computed."""
    restarted = Signal()
    """The worker had died and a new one was started."""

    _arrived = Signal(int, object, str)

    def __init__(self, mode: Mode = Mode.PROCESS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self._next = 0
        self._current_request = -1
        self._executor: ProcessPoolExecutor | None = None
        self._shared: Any = None
        self._jobs: dict[int, tuple[Signal, Callable[..., Any], tuple[Any, ...], bool]] = {}
        # Answers arrive on the executor's thread; hop to the GUI thread through a signal.
        # Always queued: a future that is already done when a request adds its callback
        # calls back at once on the GUI thread, before the caller has the request number.
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    # --- requests ------------------------------------------------------------------------------
    def request_move(self, view: Any, seat: int, level: int, seed: int) -> int:
        """Start choosing ``seat``'s move in ``view`` (the state that seat may see) at
        ``level``; the search's randomness comes from ``seed``."""
        return self._submit(self.moveReady, ai_worker.think, (view, seat, level, seed))

    def request_analysis(self, view: Any, seat: int, *, moves: bool = True, budget: float | None = None) -> int:
        """Start :meth:`Game.analyse` of ``view`` for ``seat``."""
        return self._submit(self.analysisReady, ai_worker.analyse, (view, seat, {"moves": moves, "budget": budget}))

    def cancel(self) -> None:
        """Forget the current request and tell a running search to stop."""
        self._current_request = -1
        if self._shared is not None:
            self._shared.value = -1

    def is_busy(self) -> bool:
        return self._current_request != -1

    def shutdown(self) -> None:
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    # --- internals ---------------------------------------------------------------------------
    def _submit(self, signal: Signal, function: Callable[..., Any], args: tuple[Any, ...]) -> int:
        self.cancel()
        self._next += 1
        number = self._current_request = self._next
        self._jobs[number] = (signal, function, args, True)
        if self.mode is Mode.SYNC:
            try:
                _, result = function(*args, number)
                QTimer.singleShot(0, self, lambda: self._deliver(number, result, ""))
            except Exception as exc:  # noqa: BLE001 - reported to the page, never swallowed
                message = f"{type(exc).__name__}: {exc}"
                QTimer.singleShot(0, self, lambda: self._deliver(number, None, message))
            return number
        self._start(number)
        return number

    def _start(self, number: int) -> None:
        _, function, args, _ = self._jobs[number]
        executor = self._ensure_executor()
        self._shared.value = number
        try:
            future = executor.submit(function, *args, number)
        except (BrokenProcessPool, RuntimeError) as exc:
            self._arrived.emit(number, None, f"{type(exc).__name__}: {exc}")
            return
        future.add_done_callback(lambda f, n=number: self._on_done(n, f))

    def _ensure_executor(self) -> ProcessPoolExecutor:
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._shared = context.Value("q", -1, lock=False)
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                 initializer=ai_worker.init, initargs=(self._shared,))
        return self._executor

    def _on_done(self, number: int, future: Future) -> None:
        try:
            _, result = future.result()
            self._arrived.emit(number, result, "")
        except BrokenProcessPool:
            self._arrived.emit(number, None, _BROKEN)
        except Exception as exc:  # noqa: BLE001
            self._arrived.emit(number, None, f"{type(exc).__name__}: {exc}")

    def _deliver(self, number: int, result: Any, error: str) -> None:
        job = self._jobs.pop(number, None)
        if number != self._current_request or job is None:
            return  # cancelled or superseded
        signal, function, args, retry = job
        if error.startswith(_BROKEN) or error.startswith("BrokenProcessPool"):
            self._drop_executor()
            if retry:  # the worker died (killed, out of memory): a new one, once
                self._jobs[number] = (signal, function, args, False)
                self.restarted.emit()
                self._start(number)
                return
            error = self.tr("the computer's worker process stopped twice in a row")
        self._current_request = -1
        if error:
            self.failed.emit(number, error)
        else:
            signal.emit(number, result)

    def _drop_executor(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
            self._shared = None


_BROKEN = "BrokenProcessPool"
