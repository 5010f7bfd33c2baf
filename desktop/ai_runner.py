"""Runs computer players off the GUI thread and delivers their moves as Qt signals.

Deep searches in pure Python hold the GIL, so a thread would freeze the window: the default
mode is one persistent worker *process* (spawned once, reused). Each request gets a number;
cancelling bumps the shared number so the running search stops at its next check, and any
late answer is dropped by number. ``Mode.SYNC`` computes in the caller's thread and delivers
on the next event-loop turn: the deterministic path for tests.
"""
from __future__ import annotations

import enum
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from desktop import ai_worker


class Mode(enum.Enum):
    PROCESS = "process"
    SYNC = "sync"


class ComputerRunner(QObject):
    """Asks a game's computer player for a move without blocking the event loop."""

    moveReady = Signal(int, str)
    """(request number, move text) for the request that is still current."""
    resultReady = Signal(int, object)
    """(request number, plain result) of :meth:`request_call`."""
    failed = Signal(int, str)

    def __init__(self, mode: Mode = Mode.PROCESS, parent: QObject | None = None,
                 task: Callable[[Any, int, int], tuple[int, str]] = ai_worker.think) -> None:
        """``task(view, level, request) -> (request, text)`` is what :meth:`request` runs in the
        worker; the default asks the game's computer player. Another top-level, Qt-free
        function (a solver's verdict) can use the same worker, cancellation and delivery."""
        super().__init__(parent)
        self.mode = mode
        self.task = task
        self._next = 0
        self._current_request = -1
        self._executor: ProcessPoolExecutor | None = None
        self._shared: Any = None
        self._is_move: dict[int, bool] = {}
        # Answers arrive on the executor's thread; hop to the GUI thread through a signal.
        # Always queued: a future that is already done when ``request`` adds its callback
        # calls back at once on the GUI thread, before the caller has the request number.
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    _arrived = Signal(int, object, str)

    def request(self, view: Any, level: int,
                task: Callable[[Any, int, int], tuple[int, str]] | None = None) -> int:
        """Start thinking about ``view`` (the state the computer's seat may see).

        ``task`` (default: the runner's own) runs in the worker; any module-level, Qt-free
        function ``task(view, level, request) -> (request, text)`` fits, e.g. a hint that
        also reports the value it guarantees."""
        return self._submit(True, task or self.task, view, level)

    def request_call(self, view: Any, method: str, **kwargs: Any) -> int:
        """Run ``game.<method>(view, stop=..., **kwargs)`` (hints, analysis) off the GUI thread."""
        return self._submit(False, ai_worker.call, view, method, kwargs)

    def _submit(self, is_move: bool, function: Any, *args: Any) -> int:
        self.cancel()
        self._next += 1
        number = self._current_request = self._next
        self._is_move[number] = is_move
        if self.mode is Mode.SYNC:
            try:
                _, result = function(*args, number)
                QTimer.singleShot(0, lambda: self._deliver(number, result, ""))
            except Exception as exc:  # noqa: BLE001 - reported to the page, never swallowed
                message = f"{type(exc).__name__}: {exc}"
                QTimer.singleShot(0, lambda: self._deliver(number, None, message))
            return number
        executor = self._ensure_executor()
        self._shared.value = number
        future = executor.submit(function, *args, number)
        future.add_done_callback(lambda f, n=number: self._on_done(n, f))
        return number

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
        except Exception as exc:  # noqa: BLE001
            self._arrived.emit(number, None, f"{type(exc).__name__}: {exc}")

    def _deliver(self, number: int, result: Any, error: str) -> None:
        is_move = self._is_move.pop(number, True)
        if number != self._current_request:
            return  # cancelled or superseded
        self._current_request = -1
        if error:
            self.failed.emit(number, error)
        elif is_move:
            self.moveReady.emit(number, result)
        else:
            self.resultReady.emit(number, result)
