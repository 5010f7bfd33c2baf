"""A seat played by an outside program: one JSON object a line on its standard input and output.

For each decision the match writes ``{"game": ID, "options": {...}, "seat": SEAT_NAME,
"moves": [...], "legal": [...]}`` (the record so far as move texts, only what that seat may
see, and the seat's legal moves) and reads ``{"move": TEXT}``; at the end of a game it writes
``{"result": TEXT}`` (the game's result notation). See docs/protocol.md, with a ten-line
random player. An answer that is not a move, a crash, or silence past the timeout raises
:class:`~rules.players.PlayerError`: the match counts the game as lost by that seat and says
why, never with a traceback.
"""
from __future__ import annotations

import json
import os
import selectors
import shlex
import subprocess
import time
from typing import Any

from rules import jsonfile
from rules.errors import RulesError
from rules.players import PlayerError, ThinkingPlayer
from rules.protocol import Outcome, State, StopFlag, never_stop

MAX_LINE = 1 << 20
"""The longest answer read, in bytes: an endless line is refused, not buffered."""
MAX_LEGAL = 10_000
"""Larger legal sets are sent as their first moves (the rules still accept any legal move)."""


class ExternalPlayer(ThinkingPlayer):
    """``ext:COMMAND``: the program is started once (again after a crash) and kept for the
    games of a match."""

    def __init__(self, command: str, timeout: float) -> None:
        super().__init__()
        self.command, self.timeout = command, timeout
        self.name = f"ext:{command}"
        self._proc: subprocess.Popen[bytes] | None = None
        self._buffer = b""

    def __getstate__(self) -> dict[str, Any]:  # the process stays with the match that made it
        return {**self.__dict__, "_proc": None, "_buffer": b""}

    def _process(self) -> subprocess.Popen[bytes]:
        if self._proc is None or self._proc.poll() is not None:
            try:
                args = shlex.split(self.command)
                self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                              stderr=subprocess.DEVNULL)
            except (OSError, ValueError) as exc:
                raise PlayerError(f"{self.name} cannot be started: {exc}") from None
            self._buffer = b""
        return self._proc

    def _send(self, message: dict[str, Any]) -> None:
        proc = self._process()
        assert proc.stdin is not None
        try:
            proc.stdin.write(json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise PlayerError(f"{self.name} stopped (it no longer reads its input)") from None

    def _read_line(self) -> bytes:
        proc = self._process()
        assert proc.stdout is not None
        deadline = time.monotonic() + self.timeout
        fd = proc.stdout.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                left = deadline - time.monotonic()
                if left <= 0:
                    self.close()
                    raise PlayerError(f"{self.name} did not answer within {self.timeout:g} s")
                if not selector.select(min(left, 1.0)):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    code = proc.wait()
                    self._proc = None
                    raise PlayerError(f"{self.name} ended (exit status {code}) without answering")
                self._buffer += chunk
                if len(self._buffer) > MAX_LINE and b"\n" not in self._buffer:
                    self.close()
                    raise PlayerError(f"{self.name} answered a line longer than {MAX_LINE} bytes")
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def choose(self, view: State[Any], seat: int, stop: StopFlag = never_stop) -> Any:
        game = view.game
        legal = view.legal_moves(seat)
        self._send({"game": game.id, "options": game.options, "seat": game.seat_names[seat],
                    "moves": [str(m) for m in view.history],
                    "legal": [str(legal[i]) for i in range(min(len(legal), MAX_LEGAL))]})
        line = self._read_line()
        try:
            answer = jsonfile.loads(line)
        except (RulesError, UnicodeDecodeError) as exc:
            raise PlayerError(f"{self.name} answered something that is not JSON: {exc}") from None
        text = answer.get("move") if isinstance(answer, dict) else None
        if not isinstance(text, str):
            raise PlayerError(f'{self.name} answered {line[:80]!r}; expected {{"move": TEXT}}')
        try:
            return game.parse_move(text)
        except RulesError as exc:
            raise PlayerError(f"{self.name} answered {text[:80]!r}, which is not a move: {exc}") from None

    def ended(self, state: State[Any], outcome: Outcome) -> None:
        if self._proc is not None and self._proc.poll() is None:
            result = state.game.result_notation(state) if state.outcome() is not None else \
                "1/2-1/2" if outcome.winner is None else "1-0" if outcome.winner == 0 else "0-1"
            try:
                self._send({"result": result})
            except PlayerError:
                pass

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        for stream in (proc.stdin, proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
