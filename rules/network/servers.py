"""A magic-wormhole mailbox server and transit relay on 127.0.0.1, for tests and benchmarks.

Both are the real servers (``magic-wormhole-mailbox-server`` and
``magic-wormhole-transit-relay``, in the ``test`` extra), each started as its own process
with ``python -m twisted PLUGIN --port tcp:0:interface=127.0.0.1``: the system picks a free
port, which is read back from the server's log. They listen on loopback only, so nothing here
ever reaches another machine. Every wait is bounded.

The same commands run a private server for real games (docs/network.md): listen on a public
interface and a fixed port instead.
"""
from __future__ import annotations

import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

START_TIMEOUT = 30.0
"""Start-up is about a second (importing Twisted); a loaded 2-core machine may take several."""
_PORT = re.compile(r"(?:PrivacyEnhancedSite|ServerFactory) starting on (\d+)")


class ServerError(RuntimeError):
    """A local server did not start (its log's last lines are in the message)."""


@dataclass
class Server:
    """One server process and the port it listens on."""

    plugin: str
    port: int
    process: subprocess.Popen[bytes]
    log: Path
    extra: tuple[str, ...] = ()

    def stop(self, timeout: float = 5.0) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout)

    def kill(self) -> None:
        """End it at once (SIGKILL): every connection through it drops."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(5.0)


def start_server(plugin: str, directory: Path, *, port: int = 0, extra: tuple[str, ...] = (),
                 timeout: float = START_TIMEOUT) -> Server:
    """Start ``python -m twisted PLUGIN`` on 127.0.0.1 (``port`` 0: a free one) and wait, at
    most ``timeout`` seconds, until it says which port it listens on."""
    return _wait_for_port(*_launch(plugin, directory, port, extra), timeout)


def _launch(plugin: str, directory: Path, port: int, extra: tuple[str, ...]
            ) -> tuple[str, subprocess.Popen[bytes], Path, tuple[str, ...]]:
    directory.mkdir(parents=True, exist_ok=True)
    log = directory / f"{plugin}-{time.monotonic_ns()}.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "twisted", plugin, "--port", f"tcp:{port}:interface=127.0.0.1", *extra],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, cwd=directory)
    return plugin, process, log, extra


def _wait_for_port(plugin: str, process: subprocess.Popen[bytes], log: Path, extra: tuple[str, ...],
                   timeout: float) -> Server:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = _PORT.search(log.read_text(errors="replace"))
        if found:
            return Server(plugin, int(found.group(1)), process, log, extra)
        if process.poll() is not None:
            break
        time.sleep(0.05)
    if process.poll() is None:
        process.kill()
        process.wait(5.0)
    tail = "\n".join(log.read_text(errors="replace").splitlines()[-5:])
    raise ServerError(f"{plugin} did not start within {timeout:g} s (exit status {process.poll()}):\n{tail}")


@dataclass
class LocalServers:
    """A mailbox server and a transit relay on loopback, stopped by :meth:`stop` (or ``with``)."""

    directory: Path
    mailbox: Server
    relay: Server

    @classmethod
    def start(cls, directory: Path, timeout: float = START_TIMEOUT) -> "LocalServers":
        """Both servers, started side by side (each takes about a second to import Twisted)."""
        launched = [_launch("wormhole-mailbox", directory, 0, ("--channel-db", str(directory / "mailbox.sqlite"))),
                    _launch("transitrelay", directory, 0, ())]
        servers: list[Server] = []
        try:
            for args in launched:
                servers.append(_wait_for_port(*args, timeout))
        except BaseException:
            for _, process, _, _ in launched:
                if process.poll() is None:
                    process.kill()
                    process.wait(5.0)
            raise
        return cls(directory, servers[0], servers[1])

    @property
    def mailbox_url(self) -> str:
        return f"ws://127.0.0.1:{self.mailbox.port}/v1"

    @property
    def relay_hint(self) -> str:
        return f"tcp:127.0.0.1:{self.relay.port}"

    def restart_relay(self, timeout: float = START_TIMEOUT) -> None:
        """Start the relay again on its port, after :meth:`Server.kill`."""
        self.relay.stop()
        self.relay = start_server("transitrelay", self.directory, port=self.relay.port, timeout=timeout)

    def link_options(self, **changes: Any) -> Any:
        """:class:`~rules.network.link.LinkOptions` for these servers, loopback only."""
        from rules.network.link import Direct, LinkOptions
        changes = {"mailbox": self.mailbox_url, "relay": self.relay_hint, "direct": Direct.LOOPBACK, **changes}
        return LinkOptions(**changes)

    def stop(self) -> None:
        self.relay.stop()
        self.mailbox.stop()

    def __enter__(self) -> "LocalServers":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
