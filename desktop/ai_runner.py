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

from PySide6.QtCore import QObject, QTimer, Signal

from desktop import ai_worker


class Mode(enum.Enum):
    PROCESS = "process"
    SYNC = "sync"


class ComputerRunner(QObject):
    """Asks a game's computer player for a move without blocking the event loop."""

    moveReady = Signal(int, str)
    """(request number, move text) for the request that is still current."""
    failed = Signal(int, str)

    def __init__(self, mode: Mode = Mode.PROCESS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self._next = 0
        self._current_request = -1
        self._executor: ProcessPoolExecutor | None = None
        self._shared: Any = None
        # Answers arrive on the executor's thread; hop to the GUI thread through a signal.
        self._arrived.connect(self._deliver)

    _arrived = Signal(int, str, str)

    def request(self, view: Any, level: int,
                task: Callable[[Any, int, int], tuple[int, str]] = ai_worker.think) -> int:
        """Start thinking about ``view`` (the state the computer's seat may see).

        ``task`` is what runs in the worker: by default the game's computer player; a page may
        pass another module-level function with the same signature (e.g. a hint that also
        reports the value it guarantees). It must be importable without Qt.
        """
        self.cancel()
        self._next += 1
        number = self._current_request = self._next
        if self.mode is Mode.SYNC:
            try:
                _, text = task(view, level, number)
                QTimer.singleShot(0, lambda: self._deliver(number, text, ""))
            except Exception as exc:  # noqa: BLE001 - reported to the page, never swallowed
                message = f"{type(exc).__name__}: {exc}"
                QTimer.singleShot(0, lambda: self._deliver(number, "", message))
            return number
        executor = self._ensure_executor()
        self._shared.value = number
        future = executor.submit(task, view, level, number)
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
            _, text = future.result()
            self._arrived.emit(number, text, "")
        except Exception as exc:  # noqa: BLE001
            self._arrived.emit(number, "", f"{type(exc).__name__}: {exc}")

    def _deliver(self, number: int, text: str, error: str) -> None:
        if number != self._current_request:
            return  # cancelled or superseded
        self._current_request = -1
        if error:
            self.failed.emit(number, error)
        else:
            self.moveReady.emit(number, text)
