"""A client for Othello engines speaking GTP (the Go Text Protocol), such as ``gtp-rhino``.

Behaviour of gtp-rhino (GRhino 0.16) that this client is written against:

* ``play b f5`` / ``genmove w`` use ``b``/``w`` and square names; answers are ``= D6``
  (upper case), ``= pass``, or ``? <error>``; every answer ends with an empty line.
* it passes on its own: once a side has no move it moves the turn on, and then rejects
  ``play w pass`` with ``? syntax error``, so passes are simply not sent.

Every read has a timeout, so a silent or dead engine can never hang a match: the caller gets
:class:`GtpError` and counts the game as lost by the engine.
"""
from __future__ import annotations

import queue
import shlex
import subprocess
import threading


class GtpError(RuntimeError):
    """The engine answered with an error, timed out or died."""


class GtpEngine:
    """One engine process; ``command`` is a shell-like command line."""

    def __init__(self, command: str, timeout: float = 30.0) -> None:
        self.command = command
        self.timeout = timeout
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put(line.rstrip("\r\n"))
        self._lines.put(None)

    def send(self, command: str, timeout: float | None = None) -> str:
        """Send one command, return the answer's text (without ``=``); raise on ``?``."""
        if self.proc.poll() is not None or self.proc.stdin is None:
            raise GtpError(f"{self.command!r} is not running")
        try:
            self.proc.stdin.write(command + "\n")
            self.proc.stdin.flush()
        except OSError as exc:
            raise GtpError(f"{self.command!r}: {exc}") from None
        lines: list[str] = []
        wait = self.timeout if timeout is None else timeout
        while True:
            try:
                line = self._lines.get(timeout=wait)
            except queue.Empty:
                raise GtpError(f"{self.command!r} did not answer {command!r} within {wait} s") from None
            if line is None:
                raise GtpError(f"{self.command!r} exited")
            if not line.strip():
                if lines:
                    break
                continue
            lines.append(line)
        text = "\n".join(lines)
        if text.startswith("?"):
            raise GtpError(f"{command!r}: {text[1:].strip()}")
        return text.lstrip("=").strip()

    def close(self) -> None:
        try:
            self.send("quit", timeout=min(2.0, self.timeout))
        except GtpError:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=5)

    def __enter__(self) -> "GtpEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
