"""Progress lines on stderr while a command's long work runs (perft, solve).

The work itself is not asked to cooperate (a perft's inner loop must not pay for a clock
check per node): a background thread wakes up and prints how long it has been running, and
what ``status`` says if given (a solver's node count, say). Nothing is printed for work
shorter than ``delay`` seconds; then at most one line per ``interval`` seconds, spaced out
as the work goes on (a tenth of the time spent, so an hour's work prints about fifty lines,
not 3,600). stdout stays the command's JSON rows only.
"""
from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO


class Progress:
    """``with Progress("perft othello 12"): ...`` prints ``perft othello 12: working, 5 s``
    lines on stderr while the block runs (see the module's docstring)."""

    def __init__(self, label: str, status: Callable[[], str] | None = None, *, delay: float = 2.0,
                 interval: float = 1.0, stream: TextIO | None = None) -> None:
        self.label, self.status, self.delay, self.interval = label, status, delay, interval
        self.stream = stream
        self.lines = 0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="progress", daemon=True)
        self._started = 0.0

    def __enter__(self) -> "Progress":
        self._started = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self._done.set()
        self._thread.join()
        if self.lines and kind is None:
            self._say(f"done in {self._elapsed()}")

    def _elapsed(self) -> str:
        seconds = time.monotonic() - self._started
        return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.1f} min"

    def _say(self, text: str) -> None:
        stream = self.stream or sys.stderr
        print(f"{self.label}: {text}", file=stream, flush=True)

    def _run(self) -> None:
        wait = self.delay
        while not self._done.wait(wait):
            extra = ""
            if self.status is not None:
                try:
                    extra = f", {self.status()}"
                except Exception as exc:  # a status that fails must not stop the work
                    extra = f", (no status: {type(exc).__name__})"
            self._say(f"working, {self._elapsed()}{extra}")
            self.lines += 1
            wait = max(self.interval, (time.monotonic() - self._started) / 10)
