"""A :class:`Link`: a reliable, ordered, two-way channel of JSON messages between two copies of
Ludoteca, over magic-wormhole.

One side *hosts*: it gets a short code such as ``7-crossover-clockwork`` from the rendezvous
(mailbox) server at once and shows it; the other *joins* with that code. The code is a
one-time password: both apps run a PAKE (SPAKE2) through the mailbox server, so nobody else,
the servers included, learns the key or can read or change a message. The wormhole is then
*dilated* (magic-wormhole's Dilation): a Noise-encrypted TCP connection, direct when one side
can reach the other (the same LAN), else through the transit relay, carrying one subchannel
on which this module sends its frames.

**Reconnection.** Dilation keeps every byte written until the other side acknowledged it and
numbers what it receives, so when the TCP connection drops (Wi-Fi lost, a laptop asleep, the
relay restarted) it opens a new connection *generation* through the same mailbox (the same
wormhole, so the same code and key; nothing to type again) and resends what was not
acknowledged; the subchannel goes on without loss or duplicates. Two gaps of Dilation 0.24
are covered here: a generation whose attempts all failed is never retried (the relay was
down at that moment, say), so while connecting or paused the link remakes the attempts every
``retry_interval`` once none is in flight; and a side whose peer vanished is told nothing, so each side sends a
heartbeat frame every few seconds and the link reports the peer lost after ``peer_timeout``
seconds of silence (:class:`~rules.network.errors.PeerLost`).

**Threads.** Twisted's reactor runs in one daemon thread per process, started on first use.
Every public method of :class:`Link` may be called from any thread; every wait is bounded by a
timeout. The optional ``listener`` is called *on the reactor thread* with a
:class:`LinkEvent` (the desktop forwards it into Qt's event loop through a queued signal); it
must not block. Messages are always taken with :meth:`Link.receive` (a ``MESSAGE`` event says
one is waiting; ``receive(0)`` takes it without waiting).

**Frames** on the subchannel: one byte of type, four of length (big-endian), the payload.
``M``: a message (UTF-8 JSON, at most :data:`~rules.network.messages.MAX_MESSAGE_BYTES`,
checked before it is buffered or parsed); ``H``: a heartbeat (no payload). A frame that is
too long or of an unknown type is skipped, so the stream stays in step, and
:meth:`Link.receive` raises :class:`~rules.network.errors.ProtocolError` in its place.

Importing this module imports Twisted and magic-wormhole (the ``network`` extra); nothing
imports it before a network game begins.
"""
from __future__ import annotations

import enum
import logging
import queue
import re
import struct
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, cast

try:
    import wormhole  # type: ignore[import-untyped]
    from twisted.internet import protocol
    from twisted.internet.defer import Deferred
    from twisted.internet.endpoints import serverFromString
    from twisted.internet.task import LoopingCall
    from twisted.python.failure import Failure
    from wormhole import errors as wormhole_errors
    from wormhole._dilation import connector as _dilation_connector  # type: ignore[import-untyped]
    from wormhole._dilation import manager as _dilation_manager
    from wormhole._hints import DirectTCPV1Hint  # type: ignore[import-untyped]
    from wormhole._status import ConnectedPeer, ConnectingPeer, ReconnectingPeer  # type: ignore[import-untyped]
except ImportError as exc:  # pragma: no cover - depends on the installation
    raise ImportError("playing over the network needs magic-wormhole with Dilation: "
                      "pip install 'ludoteca[network]'") from exc

from rules.network import DEFAULT_MAILBOX, DEFAULT_RELAY, messages
from rules.network.errors import (BadCode, Incompatible, LinkClosed, LinkError, LinkTimeout, NetworkError,
                                  PeerLost, ProtocolError, WrongCode)

log = logging.getLogger(__name__)

APP_ID = "ludoteca.example/play/v1"
"""Ludoteca's namespace on a mailbox server: codes are only seen by apps with the same id, so
they stay short. ``.example`` is a reserved domain: the id claims nobody's name."""
SUBPROTOCOL = "ludoteca-messages"
"""The name of the one Dilation subchannel the link opens."""
LINK_VERSION = 1
"""The framing's version, exchanged in magic-wormhole's versions message before any frame:
apps with other framings are refused before they connect."""
MAX_CODE_LENGTH = 100
_CODE = re.compile(r"[0-9]{1,6}(-[a-z]{2,20}){1,8}")
_FRAME_HEADER = struct.Struct(">cI")
_MESSAGE, _HEARTBEAT = b"M", b"H"


class Direct(enum.Enum):
    """Which direct connections a side offers (the relay is always a fallback)."""

    LAN = "lan"
    """magic-wormhole's default: listen on every interface, offer every address but loopback."""
    LOOPBACK = "loopback"
    """Listen on 127.0.0.1 only, offer only it, and try no other address (tests, benchmarks)."""
    NONE = "none"
    """Listen nowhere: when both sides say so, every byte goes through the relay."""


@dataclass(frozen=True)
class LinkOptions:
    """Where to meet and how patient to be. Tests and benchmarks always pass local servers."""

    mailbox: str = DEFAULT_MAILBOX
    """The rendezvous server's WebSocket URL (``ws://host:port/v1``)."""
    relay: str | None = DEFAULT_RELAY
    """The transit relay as a Twisted endpoint hint (``tcp:host:port``); None: none."""
    app_id: str = APP_ID
    direct: Direct = Direct.LAN
    invite_timeout: float = 1800.0
    """How long a host waits for the friend to join before the invitation lapses."""
    join_timeout: float = 60.0
    """How long a joiner waits for the connection once the code is typed."""
    peer_timeout: float = 60.0
    """Silence from the other side, connected or not, after which it is reported lost."""
    ping_interval: float = 5.0
    """Dilation's keep-alive: a connection silent for two intervals is dropped and remade."""
    retry_interval: float = 3.0
    """While paused, the connection attempts are remade this often."""

    def __post_init__(self) -> None:
        for name in ("invite_timeout", "join_timeout", "peer_timeout", "ping_interval", "retry_interval"):
            value = getattr(self, name)
            if not 0 < value < 1e6:
                raise ValueError(f"{name} must be a positive number of seconds, not {value!r}")

    @property
    def heartbeat_interval(self) -> float:
        """How often each side says it is alive: a quarter of the patience, at most 5 s."""
        return min(5.0, self.peer_timeout / 4)


class LinkState(enum.Enum):
    CONNECTING = "connecting"  # waiting for the code, the peer, or the first connection
    CONNECTED = "connected"
    PAUSED = "paused"          # the connection dropped or went silent; reconnecting
    CLOSED = "closed"


class EventKind(enum.Enum):
    CODE = "code"            # detail: the code (host)
    CONNECTED = "connected"  # detail: how ("->relay:tcp:…", "->tcp:…")
    MESSAGE = "message"      # something is waiting in receive(): a message or a ProtocolError
    PAUSED = "paused"        # detail: why
    RESUMED = "resumed"      # detail: how it is connected now
    CLOSED = "closed"        # detail: the reason; receive() raises it once the queue is empty


@dataclass(frozen=True)
class LinkEvent:
    kind: EventKind
    detail: str = ""


Listener = Callable[[LinkEvent], None]


def normalise_code(text: str) -> str:
    """A typed or pasted code as magic-wormhole writes it (``7 Crossover clockwork`` →
    ``7-crossover-clockwork``); raises :class:`BadCode` for text that cannot be one."""
    code = "-".join(text.strip().lower().replace("-", " ").split())
    if len(code) > MAX_CODE_LENGTH or not _CODE.fullmatch(code):
        shown = text.strip()[:40]
        raise BadCode(f"{shown!r} is not an invitation code: a number and words, such as 7-crossover-clockwork")
    return code


# --- the reactor thread --------------------------------------------------------------------------
_reactor_lock = threading.Lock()
_reactor_thread: threading.Thread | None = None


def network_reactor() -> Any:
    """Twisted's reactor, running in this process's one network thread (started here once)."""
    global _reactor_thread
    from twisted.internet import reactor as twisted_reactor
    reactor: Any = twisted_reactor
    with _reactor_lock:
        if _reactor_thread is None:
            from twisted.logger import STDLibLogObserver, globalLogBeginner
            _install_connector()
            observer: Any = STDLibLogObserver(name="twisted")
            globalLogBeginner.beginLoggingTo([observer], redirectStandardIO=False)
            _reactor_thread = threading.Thread(target=reactor.run, kwargs={"installSignalHandlers": False},
                                               name="ludoteca-network", daemon=True)
            _reactor_thread.start()
    return reactor


def _install_connector() -> None:
    """Put :class:`_ConnectorMixin` over Dilation's Connector, in the place the manager builds
    one from per generation; refuse (clearly) a library whose connector is not the known one."""
    base: Any = _dilation_connector.Connector
    needed = ("_use_hints", "_start_listener", "_get_listener_addresses", "break_cycles", "build_protocol")
    missing = [name for name in needed if not hasattr(base, name)]
    if getattr(_dilation_manager, "Connector", None) is not base or missing:
        raise LinkError(f"this magic-wormhole ({wormhole.__version__}) is not the one Ludoteca's link knows "
                        f"(0.24){': it lacks ' + ', '.join(missing) if missing else ''}")
    _dilation_manager.Connector = type("LudotecaConnector", (_ConnectorMixin, base), {})  # type: ignore[arg-type]


class _ConnectorMixin:
    """Dilation's Connector (one connection generation) with two additions, used only by links
    that ask for them (a link marks its manager with ``ludoteca_direct``):

    * ``Direct.LOOPBACK`` listens on 127.0.0.1 alone and uses no hint but loopback ones;
    * :meth:`retry` remakes the connection attempts of a generation that has none left (the
      library waits forever then)."""

    _manager: Any
    _reactor: Any

    def _ludoteca_direct(self) -> Direct | None:
        return getattr(self._manager, "ludoteca_direct", None)

    def _get_listener_addresses(self) -> list[str]:
        if self._ludoteca_direct() is Direct.LOOPBACK:
            return ["127.0.0.1"]
        addresses: list[str] = super()._get_listener_addresses()  # type: ignore[misc]
        return addresses

    def _start_listener(self, addresses: list[str]) -> None:
        if self._ludoteca_direct() is not Direct.LOOPBACK:
            super()._start_listener(addresses)  # type: ignore[misc]
            return
        # The library's own listener, bound to loopback instead of every interface.
        endpoint = serverFromString(self._reactor, "tcp:0:interface=127.0.0.1")
        d = endpoint.listen(_dilation_connector.InboundConnectionFactory(self))

        def listening(port: Any) -> None:
            self._listeners.add(port)  # type: ignore[attr-defined]
            self.listener_ready([DirectTCPV1Hint("127.0.0.1", port.getHost().port, 0.0)])  # type: ignore[attr-defined]
        d.addCallback(listening)
        d.addErrback(lambda failure: log.warning("cannot listen on loopback: %s", failure.value))

    def _use_hints(self, hints: list[Any]) -> None:
        if self._ludoteca_direct() is Direct.LOOPBACK:
            hints = [h for h in hints if not isinstance(h, DirectTCPV1Hint) or h.hostname in ("127.0.0.1", "::1")]
        known = getattr(self, "_ludoteca_hints", [])
        self._ludoteca_hints = known + [h for h in hints if h not in known]
        super()._use_hints(hints)  # type: ignore[misc]

    def build_protocol(self, addr: Any, description: str) -> Any:
        """The library's connection protocol, with Nagle's algorithm off: a move is a small
        write followed by Dilation's small acknowledgement, the very pattern Nagle's algorithm
        and delayed ACKs turn into 40 ms waits."""
        connection = super().build_protocol(addr, description)  # type: ignore[misc]
        made = connection.connectionMade

        def connection_made() -> None:
            set_no_delay = getattr(connection.transport, "setTcpNoDelay", None)
            if set_no_delay is not None:
                set_no_delay(True)
            made()
        connection.connectionMade = connection_made
        return connection

    def break_cycles(self) -> None:
        self._ludoteca_stopped = True
        super().break_cycles()  # type: ignore[misc]

    def retry(self) -> bool:
        """Remake every known attempt, if this generation is still looking for a connection and
        has none left in flight (attempts are not piled on one that hangs)."""
        winner = self._winning_connection  # type: ignore[attr-defined]
        if getattr(self, "_ludoteca_stopped", False) or winner is not None:
            return False
        in_flight = (not all(d.called for d in self._pending_connectors)  # type: ignore[attr-defined]
                     or bool(self._pending_connections))  # type: ignore[attr-defined]
        hints = getattr(self, "_ludoteca_hints", [])
        if in_flight or not hints:
            return False
        super()._use_hints(hints)  # type: ignore[misc]
        return True


# --- the subchannel protocol ---------------------------------------------------------------------
class _Stream(protocol.Protocol):
    """The link's end of the subchannel: cuts the byte stream into frames."""

    def __init__(self, link: "Link") -> None:
        self.link = link
        self.detached = False  # set when the link is closed: its end must not fail it again
        self.buffer = bytearray()
        self.skip = 0  # bytes of a refused frame still to drop
        self.lost: Deferred[None] = Deferred()  # fires when the subchannel has closed

    def connectionMade(self) -> None:
        self.link._stream_opened(self)

    def dataReceived(self, data: bytes) -> None:
        if self.detached:
            return
        self.link._heard()
        self.buffer += data
        while True:
            if self.skip:
                dropped = min(self.skip, len(self.buffer))
                del self.buffer[:dropped]
                self.skip -= dropped
                if self.skip:
                    return
            if len(self.buffer) < _FRAME_HEADER.size:
                return
            kind, length = _FRAME_HEADER.unpack_from(self.buffer)
            if kind not in (_MESSAGE, _HEARTBEAT) or length > messages.MAX_MESSAGE_BYTES:
                del self.buffer[:_FRAME_HEADER.size]
                self.skip = length
                what = (f"a message of {length:,} bytes, over the {messages.MAX_MESSAGE_BYTES:,}-byte limit"
                        if kind == _MESSAGE else f"a frame of unknown type {kind!r}")
                self.link._deliver(ProtocolError(f"the other side sent {what}"))
                continue
            if len(self.buffer) < _FRAME_HEADER.size + length:
                return
            payload = bytes(self.buffer[_FRAME_HEADER.size:_FRAME_HEADER.size + length])
            del self.buffer[:_FRAME_HEADER.size + length]
            if kind == _MESSAGE:
                try:
                    self.link._deliver(messages.loads(payload))
                except ProtocolError as exc:
                    self.link._deliver(exc)

    def connectionLost(self, reason: Failure = protocol.connectionDone) -> None:
        self.lost.callback(None)
        if not self.detached:
            self.link._stream_closed()

    def write(self, data: bytes) -> None:
        transport: Any = self.transport
        transport.write(data)


class _StreamFactory(protocol.Factory):
    def __init__(self, link: "Link") -> None:
        self.link = link

    def buildProtocol(self, addr: Any) -> _Stream:
        return _Stream(self.link)


def _frame(kind: bytes, payload: bytes = b"") -> bytes:
    return _FRAME_HEADER.pack(kind, len(payload)) + payload


_CLOSED = object()  # the queue's last item: receive() raises the link's closing error


class Link:
    """One end of a connection to the other app. Make one with :meth:`host` or :meth:`join`."""

    link_version: ClassVar[int] = LINK_VERSION

    def __init__(self, role: str, code: str | None, options: LinkOptions, listener: Listener | None,
                 on_code: Callable[[str], None] | None) -> None:
        self.role, self.options = role, options
        self._listener, self._on_code = listener, on_code
        self._code = code if role == "join" else None
        self._wanted_code = code
        self._state = LinkState.CONNECTING
        self._error: NetworkError | None = None
        self._description = ""
        self._queue: queue.Queue[Any] = queue.Queue()
        self._changed = threading.Condition()
        # reactor-thread state
        self._wormhole: Any = None
        self._dilated: Any = None
        self._stream: _Stream | None = None
        self._pending: list[bytes] = []
        self._last_heard = self._last_sent = self._last_retry = 0.0
        self._peer_status: Any = None
        self._met = False  # the key exchange succeeded: someone with the right code is there
        self._timers: list[Any] = []
        self._ticker: LoopingCall | None = None
        self._reactor = network_reactor()
        self._reactor.callFromThread(self._start)

    # --- making one ------------------------------------------------------------------------
    @classmethod
    def host(cls, *, on_code: Callable[[str], None] | None = None, code: str | None = None,
             options: LinkOptions = LinkOptions(), listener: Listener | None = None) -> "Link":
        """Invite: a new code is asked of the mailbox server at once and reported through
        ``on_code`` (and a ``CODE`` event) before anyone joins. ``code`` hosts a code already
        used, so that a game interrupted by a restart can meet again under it (as long as
        nobody else took its number meanwhile). Returns at once."""
        return cls("host", None if code is None else normalise_code(code), options, listener, on_code)

    @classmethod
    def join(cls, code: str, *, options: LinkOptions = LinkOptions(), listener: Listener | None = None) -> "Link":
        """Accept an invitation by its code; raises :class:`BadCode` at once for text that
        cannot be a code, and returns at once otherwise (see :meth:`wait_connected`)."""
        return cls("join", normalise_code(code), options, listener, None)

    # --- the API (any thread) --------------------------------------------------------------
    @property
    def state(self) -> LinkState:
        return self._state

    @property
    def code(self) -> str | None:
        """The invitation code, once known."""
        return self._code

    @property
    def description(self) -> str:
        """How the connection runs now, in magic-wormhole's words (``->relay:tcp:…``)."""
        return self._description

    def wait_code(self, timeout: float) -> str:
        """The code, waiting at most ``timeout`` seconds for the mailbox server to give it."""
        self._wait(lambda: self._code is not None, timeout, "no code")
        assert self._code is not None
        return self._code

    def wait_connected(self, timeout: float) -> None:
        """Wait at most ``timeout`` seconds for the first connection; raises the link's closing
        error if it failed, :class:`LinkTimeout` if it is still coming."""
        self._wait(lambda: self._state in (LinkState.CONNECTED, LinkState.PAUSED), timeout, "no connection")

    def send(self, message: Mapping[str, Any]) -> None:
        """Send one JSON object (a :mod:`messages` dict). Raises :class:`ProtocolError` when it
        is too large or not JSON, the closing error once the link is closed. While paused the
        message waits and goes when the connection is back."""
        data = messages.dumps(message)
        if self._error is not None:
            raise self._error
        self._reactor.callFromThread(self._write, _frame(_MESSAGE, data))

    def receive(self, timeout: float) -> dict[str, Any]:
        """The next message, waiting at most ``timeout`` seconds (0: do not wait).

        Raises :class:`LinkTimeout` when none came, :class:`ProtocolError` in the place of a
        frame the other side got wrong (the link goes on), and the closing error
        (:class:`LinkClosed` or a subclass) once the link is closed and every message that
        arrived before has been taken."""
        _check_timeout(timeout)
        try:
            item = self._queue.get(timeout=timeout)
        except queue.Empty:
            raise LinkTimeout(f"no message came within {timeout:g} s") from None
        if item is _CLOSED:
            self._queue.put(_CLOSED)  # for the next caller too
            assert self._error is not None
            raise self._error
        if isinstance(item, ProtocolError):
            raise item
        return cast(dict[str, Any], item)  # the rest of what the queue holds are messages

    def close(self, timeout: float = 5.0) -> None:
        """Close the link (the other side is told when the connection is up) and release the
        code; waits at most ``timeout`` seconds. Closing twice is harmless."""
        _check_timeout(timeout)
        done = threading.Event()
        self._reactor.callFromThread(self._close_here, LinkClosed("this side closed the link"), done.set,
                                     min(2.0, timeout / 2))
        done.wait(timeout)

    def __enter__(self) -> "Link":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _wait(self, ready: Callable[[], bool], timeout: float, what: str) -> None:
        _check_timeout(timeout)
        with self._changed:
            self._changed.wait_for(lambda: ready() or self._error is not None, timeout)
        if ready():
            return
        if self._error is not None:
            raise self._error
        raise LinkTimeout(f"{what} within {timeout:g} s")

    # --- the reactor thread ----------------------------------------------------------------
    def _start(self) -> None:
        opts = self.options
        try:
            self._wormhole = wormhole.create(opts.app_id, opts.mailbox, self._reactor, dilation=True,
                                             versions={"ludoteca-link": self.link_version})
            self._dilated = self._wormhole.dilate(
                transit_relay_location=opts.relay, no_listen=opts.direct is Direct.NONE,
                on_status_update=self._on_status, ping_interval=opts.ping_interval,
                expected_subprotocols=[SUBPROTOCOL])
            self._dilated._manager.ludoteca_direct = opts.direct
            if self._wanted_code is None:
                self._wormhole.allocate_code(2)
            else:
                self._wormhole.set_code(self._wanted_code)
            self._wormhole.get_code().addCallbacks(self._got_code, self._failed)
            self._wormhole.get_versions().addCallbacks(self._got_versions, self._failed)
            factory = _StreamFactory(self)
            if self.role == "host":
                self._dilated.connector_for(SUBPROTOCOL).connect(factory).addErrback(self._failed)
            else:
                self._dilated.listener_for(SUBPROTOCOL).listen(factory).addErrback(self._failed)
        except Exception as exc:  # a bad URL or option: the link fails, the caller is told
            self._fail(LinkClosed(f"cannot start the connection: {exc}"))
            return
        limit = opts.invite_timeout if self.role == "host" else opts.join_timeout
        self._timers.append(self._reactor.callLater(limit, self._connect_timed_out, limit))
        self._ticker = LoopingCall(self._tick)
        self._ticker.clock = self._reactor
        self._ticker.start(min(1.0, opts.heartbeat_interval), now=False).addErrback(self._failed)

    def _got_code(self, code: str) -> None:
        self._code = code
        self._notify()
        if self._on_code is not None:
            try:
                self._on_code(code)
            except Exception:
                log.exception("the code callback failed")
        self._emit(EventKind.CODE, code)

    def _got_versions(self, versions: dict[str, Any]) -> None:
        self._met = True
        self._last_retry = self._reactor.seconds()
        theirs = versions.get("ludoteca-link") if isinstance(versions, dict) else None
        if theirs != self.link_version:
            self._fail(Incompatible(
                f"the other side is not a Ludoteca that speaks link version {self.link_version} "
                f"(it says {str(theirs)[:20]}): update the older app"))

    def _connect_timed_out(self, limit: float) -> None:
        if self._state is not LinkState.CONNECTING:
            return
        if self._met:
            self._fail(LinkClosed(f"the connection could not be made within {limit:g} s (neither directly "
                                  "nor through the relay)"))
        elif self.role == "host":
            self._fail(LinkClosed(f"nobody joined within {limit:g} s; the invitation has lapsed"))
        else:
            self._fail(LinkClosed(f"nobody answered the code {self._code} within {limit:g} s: check it, "
                                  "and that the invitation is still open"))

    def _failed(self, failure: Failure) -> None:
        exc = failure.value
        if isinstance(exc, NetworkError):
            self._fail(exc)
        elif isinstance(exc, wormhole_errors.WrongPasswordError):
            self._fail(WrongCode(
                "someone tried to join with a wrong code; this invitation is used up: invite again"
                if self.role == "host" else
                "the code does not match the invitation (mistyped?); it is used up now: ask for a new one"))
        elif isinstance(exc, wormhole_errors.ServerConnectionError):
            self._fail(LinkClosed(f"cannot reach the rendezvous server {self.options.mailbox}: {exc.reason}"))
        elif isinstance(exc, (wormhole_errors.WelcomeError, wormhole_errors.ServerError)):
            self._fail(LinkClosed(f"the rendezvous server refused: {exc}"))
        elif isinstance(exc, wormhole_errors.WormholeClosed):
            self._fail(LinkClosed("the connection was closed"))
        else:
            self._fail(LinkClosed(f"the connection failed: {type(exc).__name__}: {exc}"))

    def _on_status(self, status: Any) -> None:
        peer = status.peer_connection
        previous, self._peer_status = self._peer_status, peer
        if isinstance(peer, ConnectedPeer):
            self._description = peer.hint_description
            if self._state is LinkState.PAUSED and isinstance(previous, (ReconnectingPeer, ConnectingPeer)):
                self._resume()
        elif isinstance(peer, (ReconnectingPeer, ConnectingPeer)) and self._state is LinkState.CONNECTED:
            self._pause("the connection dropped; reconnecting")

    def _stream_opened(self, stream: _Stream) -> None:
        if self._state is LinkState.CLOSED:
            stream.detached = True
            transport: Any = stream.transport
            transport.loseConnection()
            return
        self._stream = stream
        for timer in self._timers:
            if timer.active():
                timer.cancel()
        self._timers.clear()
        for data in self._pending:
            stream.write(data)
        self._pending.clear()
        self._set_state(LinkState.CONNECTED)
        self._heard()
        self._stream.write(_frame(_HEARTBEAT))
        self._last_sent = self._reactor.seconds()
        self._emit(EventKind.CONNECTED, self._description)

    def _stream_closed(self) -> None:
        self._stream = None
        self._fail(LinkClosed("the other side closed the link"))

    def _write(self, data: bytes) -> None:
        if self._state is LinkState.CLOSED:
            return
        if self._stream is None:
            self._pending.append(data)
        else:
            self._stream.write(data)  # while paused, Dilation keeps it until reconnected

    def _heard(self) -> None:
        self._last_heard = self._reactor.seconds()
        if self._state is LinkState.PAUSED:
            self._resume()

    def _deliver(self, item: dict[str, Any] | ProtocolError) -> None:
        if self._state is LinkState.CLOSED:
            return
        self._queue.put(item)
        self._emit(EventKind.MESSAGE)

    def _tick(self) -> None:
        """Heartbeats out, silence in, stalled connection attempts remade (every second or so)."""
        now, opts = self._reactor.seconds(), self.options
        if self._state is LinkState.CLOSED:
            if self._ticker is not None and self._ticker.running:
                self._ticker.stop()
            return
        if self._state is LinkState.CONNECTING:
            if self._met and now - self._last_retry >= opts.retry_interval:
                self._retry(now)
            return
        if now - self._last_heard > opts.peer_timeout:
            self._fail(PeerLost(f"the other side has not answered for {opts.peer_timeout:g} s"))
            return
        if self._state is LinkState.CONNECTED:
            if now - self._last_sent >= opts.heartbeat_interval and self._stream is not None:
                self._stream.write(_frame(_HEARTBEAT))
                self._last_sent = now
            if now - self._last_heard > 2.5 * opts.heartbeat_interval:
                self._pause("the other side has gone quiet")
        elif self._state is LinkState.PAUSED and now - self._last_retry >= opts.retry_interval:
            self._retry(now)

    def _retry(self, now: float) -> None:
        self._last_retry = now
        connector = getattr(getattr(self._dilated, "_manager", None), "_connector", None)
        if connector is not None and hasattr(connector, "retry") and connector.retry():
            log.info("link: remade the connection attempts")

    def _pause(self, why: str) -> None:
        self._set_state(LinkState.PAUSED)
        self._last_retry = self._reactor.seconds()
        self._emit(EventKind.PAUSED, why)

    def _resume(self) -> None:
        self._set_state(LinkState.CONNECTED)
        if self._stream is not None:  # tell the other side at once that we are back
            self._stream.write(_frame(_HEARTBEAT))
            self._last_sent = self._reactor.seconds()
        self._emit(EventKind.RESUMED, self._description)

    def _fail(self, error: NetworkError) -> None:
        self._close_here(error, None, 0.0)

    def _close_here(self, error: NetworkError, done: Callable[[], None] | None, linger: float) -> None:
        """Close with ``error`` as the reason receive() will give; ``linger`` seconds for the
        other side to acknowledge the subchannel's end before the wormhole closes."""
        if self._state is LinkState.CLOSED:
            if done is not None:
                done()
            return
        self._error = error
        self._set_state(LinkState.CLOSED)
        self._queue.put(_CLOSED)
        for timer in self._timers:
            if timer.active():
                timer.cancel()
        self._timers.clear()
        if self._ticker is not None and self._ticker.running:
            self._ticker.stop()
        self._emit(EventKind.CLOSED, str(error))
        stream, self._stream = self._stream, None
        finished: Deferred[None] = Deferred()

        def finish(_: object = None) -> None:
            if not finished.called:
                finished.callback(None)
        if stream is not None:
            stream.detached = True
            if linger > 0 and not stream.lost.called:
                # Dilation delivers the subchannel's CLOSE and the other side answers it: the
                # other side learns at once that the link is closed (when connected).
                transport: Any = stream.transport
                transport.loseConnection()
                stream.lost.addBoth(finish)
                self._reactor.callLater(linger, finish)
            else:
                finish()
        else:
            finish()

        def close_wormhole(_: object) -> Any:
            if self._wormhole is None:
                return None
            d = self._wormhole.close()
            d.addErrback(lambda failure: None)  # closing after a failure reports it again
            return d
        finished.addCallback(close_wormhole)
        finished.addErrback(lambda failure: log.warning("closing the link: %s", failure.value))
        if done is not None:
            finished.addBoth(lambda _: done())

    def _set_state(self, state: LinkState) -> None:
        self._state = state
        self._notify()

    def _notify(self) -> None:
        with self._changed:
            self._changed.notify_all()

    def _emit(self, kind: EventKind, detail: str = "") -> None:
        if self._listener is None:
            return
        try:
            self._listener(LinkEvent(kind, detail))
        except Exception:
            log.exception("the link's listener failed on %s", kind.value)


def _check_timeout(timeout: float) -> None:
    if not (isinstance(timeout, (int, float)) and 0 <= timeout < 1e6):
        raise ValueError(f"a timeout is a number of seconds from 0, not {timeout!r}")

