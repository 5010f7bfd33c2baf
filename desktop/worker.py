"""One worker process per game page: the computer's decisions, the rules' judgements and every
analysis run there, by priority, and come back as signals.

Deep searches in pure Python hold the GIL, so a thread would freeze the window: the page has
one persistent worker *process* (spawned on first use, reused), so a solver's tables built for
the computer's move serve the page's hint and forecast too. Jobs wait in a queue by
:class:`Priority`: a decision (the computer's move, a judgement) before what a person asked
for about the position (a hint, move values, a forecast) before background work (evaluation
graph points); a more urgent job stops a less urgent one that is running, which goes back to
the queue. Each job has a number; the worker stops searching as soon as the shared "running
job" number changes, which is how undo and new game cancel a search, and a late answer is
dropped by number. ``Mode.SYNC`` computes in the caller's thread and delivers on the next
event-loop turn: the deterministic path for tests.

A worker that dies (killed, out of memory) breaks the pool; the worker is then started anew
and the job asked once more, and reported failed only if that one dies too.
"""
from __future__ import annotations

import enum
import functools
import multiprocessing
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from desktop import worker_jobs


class Mode(enum.Enum):
    PROCESS = "process"
    SYNC = "sync"


class Priority(enum.IntEnum):
    DECISION = 0
    """The computer's move or the rules' judgement: the game waits for it."""
    POSITION = 1
    """What a person asked about the position now: a hint, move values, a forecast."""
    BACKGROUND = 2
    """Work that fills in by itself (the points of an evaluation graph)."""


@dataclass
class _Job:
    number: int
    priority: Priority
    function: Callable[..., Any]
    args: tuple[Any, ...]
    retried: bool = False


class Worker(QObject):
    """Runs jobs (functions of :mod:`desktop.worker_jobs`) in the page's worker process."""

    finished = Signal(int, object)
    """(job number, result) of a job that was not cancelled."""
    failed = Signal(int, str)
    """(job number, message) when a job could not be computed."""
    restarted = Signal()
    """The worker process had died and a new one was started."""

    _arrived = Signal(int, object, str)

    def __init__(self, mode: Mode = Mode.PROCESS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self._next = 0
        self._queue: list[_Job] = []
        self._running: _Job | None = None
        self._preempted = False
        self._executor: ProcessPoolExecutor | None = None
        self._shared: Any = None
        # Answers arrive on the executor's thread; hop to the GUI thread through a signal,
        # always queued (a future already done calls back at once, before submit returned).
        self._arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    # --- jobs ----------------------------------------------------------------------------------
    def submit(self, function: Callable[..., Any], args: tuple[Any, ...], priority: Priority) -> int:
        """Queue ``function(*args, job_number)``; returns the job number."""
        self._next += 1
        job = _Job(self._next, priority, function, args)
        if self.mode is Mode.SYNC:
            self._run_now(job)
            return job.number
        self._queue.append(job)
        self._queue.sort(key=lambda j: (j.priority, j.number))
        running = self._running
        if running is not None and priority < running.priority and not self._preempted:
            self._preempted = True  # the running job stops; it goes back to the queue
            self._stop_running()
        self._pump()
        return job.number

    def cancel(self, number: int) -> None:
        """Forget job ``number``; a running search is told to stop."""
        self._queue = [j for j in self._queue if j.number != number]
        if self._running is not None and self._running.number == number:
            self._running.number = -number  # its answer will not match any job
            self._stop_running()

    def is_pending(self, number: int) -> bool:
        return any(j.number == number for j in self._queue) or (
            self._running is not None and self._running.number == number)

    def shutdown(self) -> None:
        self._queue.clear()
        if self._running is not None:
            self._running.number = -abs(self._running.number)
            self._stop_running()
        if self._executor is not None:
            _close(self._executor)
            self._executor = None

    # --- internals -----------------------------------------------------------------------------
    def _run_now(self, job: _Job) -> None:
        try:
            _, result = job.function(*job.args, job.number)
            QTimer.singleShot(0, self, lambda: self.finished.emit(job.number, result))
        except Exception as exc:  # noqa: BLE001 - reported to the page, never swallowed
            message = f"{type(exc).__name__}: {exc}"
            QTimer.singleShot(0, self, lambda: self.failed.emit(job.number, message))

    def _stop_running(self) -> None:
        if self._shared is not None:
            self._shared.value = -1

    def _pump(self) -> None:
        if self._running is not None or not self._queue:
            return
        job = self._queue.pop(0)
        self._running, self._preempted = job, False
        executor = self._ensure_executor()
        self._shared.value = job.number
        try:
            future = executor.submit(job.function, *job.args, job.number)
        except (BrokenProcessPool, RuntimeError) as exc:
            self._arrived.emit(job.number, None, f"{_BROKEN}: {exc}")
            return
        future.add_done_callback(functools.partial(self._on_done, job.number))  # the number now: cancel changes it

    def _ensure_executor(self) -> ProcessPoolExecutor:
        if self._executor is None:
            context = multiprocessing.get_context("spawn")
            self._shared = context.Value("q", -1, lock=False)
            self._executor = ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                 initializer=worker_jobs.init, initargs=(self._shared,))
        return self._executor

    def _on_done(self, number: int, future: Future[Any]) -> None:
        try:
            _, result = future.result()
            self._arrived.emit(number, result, "")
        except BrokenProcessPool:
            self._arrived.emit(number, None, _BROKEN)
        except Exception as exc:  # noqa: BLE001
            self._arrived.emit(number, None, f"{type(exc).__name__}: {exc}")

    def _deliver(self, number: int, result: Any, error: str) -> None:
        job = self._running
        if job is None or abs(job.number) != number:
            return  # an answer of a worker that was replaced
        self._running = None
        if error.startswith(_BROKEN):
            self._drop_executor()
            if job.number > 0 and not job.retried:  # the worker died: a new one, once
                job.retried = True
                self._queue.insert(0, job)
                self.restarted.emit()
                self._pump()
                return
            error = self.tr("the computer's worker process stopped twice in a row")
        if job.number < 0:  # cancelled while it ran
            pass
        elif self._preempted:  # stopped for a more urgent job: asked again later
            self._queue.append(job)
            self._queue.sort(key=lambda j: (j.priority, j.number))
        elif error:
            self.failed.emit(number, error)
        else:
            self.finished.emit(number, result)
        self._preempted = False
        self._pump()

    def _drop_executor(self) -> None:
        if self._executor is not None:
            _close(self._executor)
            self._executor = None
            self._shared = None


_BROKEN = "BrokenProcessPool"

_CLOSING: list[threading.Thread] = []
"""The manager threads of pools shut down without waiting (see :func:`wait_for_closed_pools`)."""


def _close(executor: ProcessPoolExecutor) -> None:
    """Shut a pool down without waiting (the window never waits on its worker), remembering
    its manager thread, which finishes the closing in the background."""
    thread = getattr(executor, "_executor_manager_thread", None)
    executor.shutdown(wait=False, cancel_futures=True)
    _CLOSING[:] = [t for t in _CLOSING if t.is_alive()]
    if isinstance(thread, threading.Thread):
        _CLOSING.append(thread)


def wait_for_closed_pools(timeout: float = 5.0) -> None:
    """Let the pools shut down so far finish closing, for at most ``timeout`` seconds in all:
    called before the interpreter exits. Python 3.11's exit handler of concurrent.futures
    wakes every pool's manager thread without its lock, and one still closing its wake-up
    pipe then gets a write into a closed pipe: a traceback at exit (seen once in the corpus
    run, under load). A manager thread that has finished is out of that race. Its running job
    was told to stop, so the wait is short."""
    deadline = time.monotonic() + timeout
    while _CLOSING:
        _CLOSING.pop().join(max(0.0, deadline - time.monotonic()))
