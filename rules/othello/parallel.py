"""Exact endgame solves on several cores: helper processes search the root's moves.

Why: the interpreter runs one core per process, and the costly part of an exact solve is the
proof that no move reaches some score, a null-window probe that must refute *every* root move.
Those refutations are independent searches, so two processes finish them in about half the
time. The root driver is :meth:`EndgameSolver.best_move` (MTD(f)-like probes); only its
``probe`` step is replaced here.

How:

* Each helper is a spawned process holding its own :class:`EndgameSolver`, whose table lives
  as long as the helper: later probes, and later moves of the same game, reuse it. A root move
  goes back to the helper that searched it last, when that helper is free at the time, so
  its table entries are where they are needed.
* The parent hands out root moves best first, one per helper; the first move found worth at
  least the probe's target ends the probe (that is all a fail-high needs), and the helpers
  still searching are told to stop through a shared number, which their solver's ``stop``
  reads every few thousand nodes.
* The parent's ``stop`` (undo, new game, a deadline) is checked every few milliseconds while
  it waits; it stops the helpers the same way and raises :class:`SearchStopped`.
* When the helper process ends (the parent closed the pipe, or died), it exits.
"""
from __future__ import annotations

import atexit
import multiprocessing
import os
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from typing import Any

from rules.othello.endgame import EndgameSolver, SearchStopped
from rules.othello.movegen import flip, moves

MIN_EMPTIES = 14  # below this a solve takes a fraction of a second: not worth the messages
TABLE_LIMIT = 400_000  # entries per helper (roughly 100 MB); cleared when full
POLL_SECONDS = 0.005  # how often the parent looks at its stop flag while it waits


def default_helpers() -> int:
    """Helper processes to use: one per core, at most 2 (more would take the window's core)."""
    value = os.environ.get("LUDOTECA_SOLVER_HELPERS")
    if value is not None and value.strip().isdigit():
        return int(value)
    return min(2, os.cpu_count() or 1)


def _helper_main(conn: Connection, abort: Any, parent: int) -> None:
    """A helper's loop: ``(task, kind, me, opp, alpha, beta)`` in, ``(task, value, nodes)``
    out (value ``None`` when stopped). ``kind`` is ``"search"`` (a window search),
    ``"exact"`` (the exact score, by the root driver) or ``"clear"`` (empty the table).
    A search also stops if the parent process is gone (killed: it never said stop)."""
    solver = EndgameSolver()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        task, kind, me, opp, alpha, beta = message
        if kind == "clear":
            solver.table.clear()
            conn.send((task, 0, 0))
            continue
        solver.stop = lambda task=task: abort.value >= task or os.getppid() != parent
        solver._next_check = solver.nodes  # look at the flag at once
        before = solver.nodes
        try:
            if kind == "exact":
                value: int | None = solver.best_move(me, opp)[0]
            else:
                value = solver.search(me, opp, alpha, beta)
        except SearchStopped:
            value = None
        try:
            conn.send((task, value, solver.nodes - before))
        except (BrokenPipeError, OSError):
            return
        if len(solver.table) > TABLE_LIMIT:
            solver.table.clear()


class HelperLost(RuntimeError):
    """A helper process ended in the middle of a solve; the pool has been closed (the next
    solve starts new helpers)."""


class _Helper:
    """The parent's handle on one helper process."""

    def __init__(self, context: Any) -> None:
        self.conn, child_conn = context.Pipe()
        self.abort = context.RawValue("q", 0)
        self.process = context.Process(target=_helper_main,
                                       args=(child_conn, self.abort, os.getpid()),
                                       daemon=True, name="ludoteca-othello-solver")
        self.process.start()
        child_conn.close()
        self.task = 0  # the task it is working on, 0 when idle

    def send(self, task: int, kind: str, me: int, opp: int, alpha: int, beta: int) -> None:
        self.task = task
        self.conn.send((task, kind, me, opp, alpha, beta))

    def receive(self) -> tuple[int, int | None, int]:
        """The reply to the current task (older replies, if any, are dropped)."""
        while True:
            task, value, nodes = self.conn.recv()
            if task == self.task:
                self.task = 0
                return task, value, nodes

    def cancel(self) -> None:
        if self.task:
            self.abort.value = self.task

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self.conn.close()
        self.process.join(timeout=1.0)
        if self.process.is_alive():
            self.process.kill()


class SolverPool:
    """Helper processes for exact solves; create once and reuse (starting one takes ~0.3 s)."""

    def __init__(self, helpers: int = 2) -> None:
        if helpers < 1:
            raise ValueError("a solver pool needs at least one helper")
        self.size = helpers
        self._helpers: list[_Helper] = []
        self._task = 0
        self.nodes = 0
        # Per probe, the nodes of the busiest helper, summed: with the helpers on separate
        # cores the wall time follows this, not ``nodes`` (a measure that a loaded machine
        # does not blur).
        self.critical_nodes = 0
        self.stop: Callable[[], bool] = lambda: False
        self._last_helper: dict[tuple[int, int], int] = {}

    def start(self) -> list[_Helper]:
        """Start the helpers if they are not running (returns at once: they load in the
        background)."""
        if not self._helpers:
            context = multiprocessing.get_context("spawn")
            self._helpers = [_Helper(context) for _ in range(self.size)]
        return self._helpers

    def clear_tables(self) -> None:
        """Empty the helpers' tables (benchmarks time every position from cold)."""
        for helper in self.start():
            self._task += 1
            helper.send(self._task, "clear", 0, 0, 0, 0)
            helper.receive()

    def close(self) -> None:
        for helper in self._helpers:
            helper.close()
        self._helpers = []

    # ------------------------------------------------------------------ scheduling
    def _run(self, jobs: list[tuple[Any, str, int, int, int, int]],
             enough: Callable[[Any, int], bool]) -> dict[Any, int]:
        """Run ``(key, kind, me, opp, alpha, beta)`` jobs in order on the helpers; returns
        ``{key: value}`` of those finished. Stops early once ``enough(key, value)``."""
        helpers = self.start()
        pending = list(jobs)
        running: dict[int, Any] = {}  # helper index -> key of its job
        results: dict[Any, int] = {}
        load = [0] * len(helpers)
        try:
            while pending or running:
                for index, helper in enumerate(helpers):
                    if index in running or not pending:
                        continue
                    job = self._pick(pending, index, len(helpers))
                    key, kind, me, opp, alpha, beta = job
                    self._task += 1
                    helper.send(self._task, kind, me, opp, alpha, beta)
                    running[index] = key
                    self._last_helper[(me, opp)] = index
                ready = wait([helpers[i].conn for i in running], timeout=POLL_SECONDS)
                if self.stop():
                    raise SearchStopped
                for index in list(running):
                    if helpers[index].conn not in ready:
                        continue
                    _, value, nodes = helpers[index].receive()
                    self.nodes += nodes
                    load[index] += nodes
                    key = running.pop(index)
                    if value is None:  # a helper stops only when told to
                        raise SearchStopped
                    results[key] = value
                    if enough(key, value):
                        return results
            return results
        except (EOFError, OSError) as exc:  # a helper died (killed, out of memory)
            running.clear()
            self.close()
            raise HelperLost("an endgame helper process ended unexpectedly") from exc
        finally:
            self._cancel(running, load)
            self.critical_nodes += max(load)

    def _pick(self, pending: list[tuple[Any, str, int, int, int, int]], index: int,
              n_helpers: int) -> tuple[Any, str, int, int, int, int]:
        """The next job for helper ``index``: among the next few, one it searched before."""
        for i, job in enumerate(pending[:n_helpers]):
            if self._last_helper.get((job[2], job[3])) == index:
                return pending.pop(i)
        return pending.pop(0)

    def _cancel(self, running: dict[int, Any], load: list[int]) -> None:
        """Stop the helpers still searching and wait for their (discarded) replies, so the
        next task starts on an idle helper."""
        for index in running:
            self._helpers[index].cancel()
        try:
            for index in running:
                nodes = self._helpers[index].receive()[2]
                self.nodes += nodes
                load[index] += nodes
        except (EOFError, OSError) as exc:
            self.close()
            raise HelperLost("an endgame helper process ended unexpectedly") from exc

    # ------------------------------------------------------------------ solving
    def probe(self, children: list[tuple[float, int, int, int]], beta: int) -> tuple[int, int]:
        """:meth:`EndgameSolver.probe` on the helpers."""
        jobs = [(sq, "search", nopp, nme, -beta, -beta + 1) for _, sq, nopp, nme in children]
        results = self._run(jobs, lambda sq, v: -v >= beta)
        value, best = -99, -1
        for _, sq, _, _ in children:  # ties go to the better-ordered move, as in one process
            if sq in results and -results[sq] > value:
                value, best = -results[sq], sq
        return value, best

    def best_move(self, me: int, opp: int, stop: Callable[[], bool] | None = None,
                  root: EndgameSolver | None = None) -> tuple[int, int]:
        """(exact score, best square) for ``me``, as :meth:`EndgameSolver.best_move`.
        ``root`` orders the root's moves and keeps its table entry."""
        self.stop = stop or (lambda: False)
        root = root or EndgameSolver()
        self._last_helper.clear()
        return root.best_move(me, opp, probe=self.probe)

    def move_scores(self, me: int, opp: int,
                    stop: Callable[[], bool] | None = None) -> dict[int, int]:
        """The exact score of every legal move of ``me``, one move per helper at a time."""
        self.stop = stop or (lambda: False)
        jobs = []
        mv = moves(me, opp)
        while mv:
            low = mv & -mv
            mv ^= low
            sq = low.bit_length() - 1
            f = flip(me, opp, sq)
            jobs.append((sq, "exact", opp ^ f, me | f | low, -64, 64))
        out = {sq: -v for sq, v in self._run(jobs, lambda sq, v: False).items()}
        return out


_shared: SolverPool | None = None
_helpers: int | None = None  # None: default_helpers()


def set_helpers(helpers: int | None) -> None:
    """How many helpers ``shared_pool`` uses from now on (None: the default; fewer than 2:
    none, solves stay in this process). A match playing several games at once, or timing
    moves in CPU seconds of one process, turns them off."""
    global _helpers, _shared
    _helpers = helpers
    if _shared is not None and _shared.size != _wanted():
        _shared.close()
        _shared = None


def _wanted() -> int:
    return default_helpers() if _helpers is None else _helpers


def shared_pool() -> SolverPool | None:
    """The process's pool (its helpers start on first use), or None with fewer than two
    helpers wanted (one helper would only add messages to a single-core solve)."""
    global _shared
    if _shared is None:
        helpers = _wanted()
        if helpers < 2:
            return None
        _shared = SolverPool(helpers)
        atexit.register(_shared.close)
    return _shared
