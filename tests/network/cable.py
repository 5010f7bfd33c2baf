"""A cable that can be cut: a TCP forwarder on 127.0.0.1 between the links and the relay.

Cutting it aborts every connection through it (as a lost Wi-Fi or a NAT that forgot the
connection would) while it keeps accepting new ones, so a reconnection can go through. It
runs on the links' reactor thread and never listens or connects beyond loopback."""
from __future__ import annotations

import threading
from typing import Any

from twisted.internet import protocol
from twisted.internet.endpoints import TCP4ClientEndpoint, TCP4ServerEndpoint


class _Out(protocol.Protocol):
    def __init__(self, inbound: "_In") -> None:
        self.inbound = inbound

    def connectionMade(self) -> None:
        self.inbound.outbound = self
        self.transport.setTcpNoDelay(True)
        for data in self.inbound.waiting:
            self.transport.write(data)
        self.inbound.waiting.clear()

    def dataReceived(self, data: bytes) -> None:
        self.inbound.transport.write(data)

    def connectionLost(self, reason: Any = None) -> None:
        self.inbound.transport.loseConnection()


class _In(protocol.Protocol):
    def __init__(self, cable: "Cable") -> None:
        self.cable, self.outbound, self.waiting = cable, None, []

    def connectionMade(self) -> None:
        self.transport.setTcpNoDelay(True)
        self.cable.live.add(self)
        self.cable.connections += 1
        if self.cable.hold:
            return  # accepted, never answered: an attempt that hangs
        endpoint = TCP4ClientEndpoint(self.cable.reactor, "127.0.0.1", self.cable.target, timeout=5)
        endpoint.connect(protocol.Factory.forProtocol(lambda: _Out(self))).addErrback(
            lambda _: self.transport.abortConnection())

    def dataReceived(self, data: bytes) -> None:
        if self.outbound is None:
            self.waiting.append(data)
        else:
            self.outbound.transport.write(data)

    def connectionLost(self, reason: Any = None) -> None:
        self.cable.live.discard(self)
        if self.outbound is not None:
            self.outbound.transport.loseConnection()


class Cable:
    """Forward ``127.0.0.1:port`` to ``127.0.0.1:target``; :meth:`cut` drops every connection.
    With ``hold`` it accepts connections and never forwards them (a relay that hangs)."""

    def __init__(self, reactor: Any, target: int, hold: bool = False) -> None:
        self.reactor, self.target, self.hold = reactor, target, hold
        self.live: set[_In] = set()
        self.connections = 0
        self.port = 0
        self._listening: Any = None
        self._call(self._listen)

    @property
    def hint(self) -> str:
        return f"tcp:127.0.0.1:{self.port}"

    def _listen(self) -> Any:
        endpoint = TCP4ServerEndpoint(self.reactor, 0, interface="127.0.0.1")
        d = endpoint.listen(protocol.Factory.forProtocol(lambda: _In(self)))

        def listening(port: Any) -> None:
            self._listening = port
            self.port = port.getHost().port
        return d.addCallback(listening)

    def cut(self) -> int:
        """Abort every live connection; returns how many there were."""
        def abort() -> int:
            cut = list(self.live)
            for connection in cut:
                connection.transport.abortConnection()
                if connection.outbound is not None:
                    connection.outbound.transport.abortConnection()
            return len(cut)
        return self._call(abort)

    def close(self) -> None:
        self.cut()
        self._call(lambda: self._listening.stopListening())

    def _call(self, function: Any) -> Any:
        """Run ``function`` on the reactor thread and wait (at most 10 s) for its result."""
        done, result = threading.Event(), []

        def run() -> None:
            from twisted.internet.defer import maybeDeferred
            d = maybeDeferred(function)
            d.addBoth(lambda value: (result.append(value), done.set()))
        self.reactor.callFromThread(run)
        if not done.wait(10):
            raise TimeoutError("the cable did not answer within 10 s")
        if result and hasattr(result[0], "raiseException"):
            result[0].raiseException()
        return result[0] if result else None
