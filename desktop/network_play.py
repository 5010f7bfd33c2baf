"""A game with a friend on another computer, as the window drives it: the link, the invitation,
and the conversation, in Qt's event loop.

:class:`NetworkTable` hosts (a code to read out) or joins (the friend's code), exchanges the
hellos (the invitation: the game, its options, such as an Oche board, the host's seat, and the
moves already played when a game is resumed), and then holds the
:class:`~rules.network.remote.Conversation` and the other side's
:class:`~rules.network.remote.RemotePlayer`, which the session seats as it would the computer.
The link's events arrive on Twisted's thread, which puts them in a queue the GUI thread takes
every few milliseconds (that thread never touches a Qt object, and cycles are collected on the
GUI thread only: :mod:`desktop.garbage`); every message is then read and checked on the GUI
thread (the conversation in non-blocking mode). Nothing here imports the network libraries
before a network game begins.

Requests (undo, a draw offer) are answered by the person: the table only carries them and
refuses what the protocol does not allow (an answer nobody asked for, a second request while
one is open). Their order rules are :mod:`desktop.friend_game`'s.
"""
from __future__ import annotations

import queue
import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.settings import settings
from rules.protocol import Game

CHECK_MS = 1000
"""How often a silent other side is looked at (the conversation's timeout decides)."""
DRAIN_MS = 10
"""How often the GUI thread takes the link's events (milliseconds)."""
CLOSE_WAIT = 0.3
"""Seconds the window waits for the link to close (Twisted finishes on its own thread)."""
TIMEOUT = 120.0
"""Seconds of silence, once our opening is out, after which the other side loses."""


def server_settings() -> tuple[str, str]:
    """The rendezvous (mailbox) server and the transit relay the settings name, or
    magic-wormhole's public ones: a self-hosted pair is one setting away."""
    from rules.network import DEFAULT_MAILBOX, DEFAULT_RELAY
    store = settings()
    mailbox = str(store.value("network/server", "") or "") or DEFAULT_MAILBOX
    relay = str(store.value("network/relay", "") or "") or DEFAULT_RELAY
    return mailbox, relay


def link_options() -> Any:
    """The settings' servers, and which direct connections to offer: the same network's
    (magic-wormhole's default), or only this machine's (``network/direct`` = ``loopback``: what
    the tests use) or none (everything through the relay). ``network/relay`` = ``none``: no
    relay at all (direct connections only)."""
    from rules.network.link import Direct, LinkOptions
    mailbox, relay_hint = server_settings()
    relay = None if relay_hint == "none" else relay_hint
    try:
        direct = Direct(str(settings().value("network/direct", Direct.LAN.value)))
    except ValueError:
        direct = Direct.LAN
    return LinkOptions(mailbox=mailbox, relay=relay, direct=direct)


class NetworkTable(QObject):
    """One network game's connection; see the module docstring."""

    codeReady = Signal(str)
    """The host's code, to read out (at once, before the friend joins)."""
    invited = Signal(object)
    """(the host's :class:`~rules.network.messages.Hello`): the joiner sees the invitation."""
    ready = Signal()
    """Both hellos agree: the game can begin (:attr:`remote` seats the friend)."""
    linkChanged = Signal(str)
    """The connection paused ("..." in words) or came back (""): the game waits meanwhile."""
    failed = Signal(str)
    """The connection could not be made, or the invitation was refused, in words."""
    lost = Signal(str)
    """The friend went away with nothing of ours exposed: the game waits for a reconnection."""
    request = Signal(object)
    """An undo request, a draw offer, or the answer to ours (a message of the protocol)."""

    def __init__(self, options: Any = None, timeout: float = TIMEOUT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.options = options if options is not None else link_options()
        self.timeout = timeout
        self.link: Any = None
        self.conversation: Any = None
        self.remote: Any = None
        """The friend's seat's player (a :class:`~rules.network.remote.RemotePlayer`)."""
        self.role = ""
        self.code = ""
        self.local_seat = 0
        self.ours: Any = None
        self.theirs: Any = None
        self.game: Game[Any, Any] | None = None
        self.asked: str | None = None
        """Our request awaiting its answer: "undo" or "draw"."""
        self._moves: list[str] = []
        self._closed = False
        self._inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
        """The link's events, put by the reactor thread and taken on the GUI thread: the reactor
        thread never touches a Qt object (a signal emitted from it crashed PySide now and then)."""
        self._relaying = threading.Lock()
        """Held while the reactor thread hands an event over and while :meth:`close` marks the
        table closed: once closed, nothing more arrives."""
        self._drain = QTimer(self)
        self._drain.setInterval(DRAIN_MS)
        self._drain.timeout.connect(self._take_events)
        self._watch = QTimer(self)
        self._watch.setInterval(CHECK_MS)
        self._watch.timeout.connect(self._look_for_silence)
        self._heard = time.monotonic()
        self._exposed: tuple[int | None, float] = (None, 0.0)

    # --- making the link ---------------------------------------------------------------------
    def host(self, game: Game[Any, Any], seat: int, moves: list[str] | None = None, code: str | None = None) -> None:
        """Invite: ``seat`` is ours. ``moves`` and ``code``: a game resumed under its code."""
        from rules.network.link import Link
        from rules.network.remote import hello_of
        self.role, self.game, self.local_seat = "host", game, seat
        self.ours = hello_of(game, seat, 1, list(moves or []))
        self._drain.start()
        self.link = Link.host(code=code, options=self.options, listener=self._relay)

    def join(self, code: str, moves: list[str] | None = None) -> None:
        """Accept an invitation by its code (raises ``BadCode`` at once for text that cannot
        be one); the invitation comes through :attr:`invited`."""
        from rules.network.link import Link
        self.role = "join"
        self._moves = list(moves or [])
        self._drain.start()
        self.link = Link.join(code, options=self.options, listener=self._relay)
        self.code = self.link.code or ""

    def _relay(self, event: Any) -> None:
        """The link's listener, on the reactor thread."""
        with self._relaying:
            if not self._closed:
                self._inbox.put(event)

    def _take_events(self) -> None:
        while not self._closed:
            try:
                event = self._inbox.get_nowait()
            except queue.Empty:
                return
            self._on_event(event)

    def accept(self, game: Game[Any, Any]) -> None:
        """The joiner takes the invitation (``game`` made from it): our hello goes back."""
        from rules.network.errors import ProtocolError
        from rules.network.remote import agree, hello_of
        theirs = self.theirs
        self.game = game
        self.local_seat = 1 - (theirs.seat or 0)
        self.ours = hello_of(game, self.local_seat, 1, self._moves)
        try:
            agree(self.ours, theirs)
        except ProtocolError as exc:
            self._refuse(str(exc))
            return
        self.link.send(self.ours.to_dict())
        self._begin()

    def decline(self, reason: str) -> None:
        """The joiner refuses the invitation (the host is told ``reason``)."""
        self._refuse(reason, report=False)

    def _refuse(self, reason: str, report: bool = True) -> None:
        from rules.network import messages
        from rules.network.errors import LinkClosed, ProtocolError
        from rules.network.remote import _prose
        if self.link is not None:
            try:
                self.link.send(messages.Error(what=_prose(reason), ply=None).to_dict())
            except (LinkClosed, ProtocolError):
                pass  # gone already: we are leaving anyway
        if report:
            self.failed.emit(reason)
        self.close()

    def _begin(self) -> None:
        from rules.network.remote import Conversation, RemotePlayer
        self.conversation = Conversation(self.link, blocking=False, timeout=self.timeout, host=self.role == "host")
        self.conversation.remote_seat = 1 - self.local_seat
        self.conversation.on_request = self._on_request
        self.conversation.on_lost = self._on_lost
        self.remote = RemotePlayer(self.conversation)
        self._heard = time.monotonic()
        self._watch.start()
        self.ready.emit()

    def common_moves(self) -> list[str]:
        """The moves both sides had when a game is resumed: the longest common beginning of the
        two records (nobody's word is taken for a move the other did not see)."""
        ours, theirs = list(self.ours.moves), list(self.theirs.moves)
        same = 0
        while same < min(len(ours), len(theirs)) and ours[same] == theirs[same]:
            same += 1
        return ours[:same]

    def is_live(self) -> bool:
        """Connected and in a game that has not ended outside the rules."""
        return self.conversation is not None and self.conversation.broken is None and not self._closed

    # --- requests ------------------------------------------------------------------------------
    def ask_undo(self, ply: int, to_ply: int) -> None:
        from rules.network import messages
        self.asked = "undo"
        self.conversation.send(messages.UndoRequest(ply=ply, to_ply=to_ply))

    def answer_undo(self, ply: int, granted: bool) -> None:
        from rules.network import messages
        self.conversation.send(messages.UndoAnswer(ply=ply, granted=granted))

    def offer_draw(self, ply: int) -> None:
        from rules.network import messages
        self.asked = "draw"
        self.conversation.send(messages.DrawOffer(ply=ply))

    def answer_draw(self, ply: int, accepted: bool) -> None:
        from rules.network import messages
        self.conversation.send(messages.DrawAnswer(ply=ply, accepted=accepted))

    def resign(self, ply: int) -> None:
        from rules.network import messages
        self.conversation.send(messages.Resign(ply=ply))

    def _on_request(self, message: Any) -> None:
        """An answer must answer our open request; anything else is out of order."""
        from rules.network import messages
        answer = {messages.UndoAnswer: "undo", messages.DrawAnswer: "draw"}.get(type(message))
        if answer is not None:
            if self.asked != answer:
                self.conversation.fail(f"an answer to a {answer} request never made (out of order)",
                                       self.conversation.remote_seat)
                return
            self.asked = None
        self.request.emit(message)

    # --- the link's events, on the GUI thread ------------------------------------------------
    def _on_event(self, event: Any) -> None:
        from rules.network.errors import LinkClosed, LinkTimeout, ProtocolError
        from rules.network.link import EventKind
        from rules.network.remote import agree, receive_hello
        if self._closed:
            return
        kind = event.kind
        if kind is EventKind.CODE:
            self.code = event.detail
            self.codeReady.emit(event.detail)
        elif kind is EventKind.CONNECTED and self.role == "host" and self.conversation is None:
            self.link.send(self.ours.to_dict())
        elif kind is EventKind.MESSAGE:
            self._heard = time.monotonic()
            if self.conversation is not None:
                self.conversation.pump(0)
                return
            try:
                self.theirs = receive_hello(self.link, 0)
                if self.role == "host":
                    agree(self.ours, self.theirs)
                    self._begin()
                else:
                    self._check_version(self.theirs)  # before the person is shown anything
                    self.invited.emit(self.theirs)
            except LinkTimeout:
                return
            except (ProtocolError, LinkClosed) as exc:
                self._refuse(str(exc))
        elif kind is EventKind.PAUSED:
            self.linkChanged.emit(self.tr("The connection to your friend was lost; trying again…"))
        elif kind is EventKind.RESUMED:
            self._heard = time.monotonic()
            self.linkChanged.emit("")
        elif kind is EventKind.CLOSED:
            if self.conversation is not None:
                self.conversation.pump(0)  # the messages before the end, then the end itself
            else:
                self.failed.emit(event.detail or self.tr("The connection ended."))
                self.close()

    @staticmethod
    def _check_version(theirs: Any) -> None:
        """Another protocol version is refused with words that say which app to update."""
        from dataclasses import replace

        from rules.network import messages
        from rules.version import version
        messages.check_hello(replace(theirs, app=version(), protocol=messages.PROTOCOL_VERSION), theirs)

    def _on_lost(self, what: str) -> None:
        self._watch.stop()
        self.lost.emit(what)

    def _look_for_silence(self) -> None:
        """Silence after the other side saw our opening loses the game for it (the link
        reports a vanished side after its own timeout too)."""
        conversation = self.conversation
        if conversation is None or conversation.broken is not None or conversation.exposed_at is None:
            return
        if self._exposed[0] != conversation.exposed_at:
            self._exposed = (conversation.exposed_at, time.monotonic())
        if time.monotonic() - max(self._heard, self._exposed[1]) > self.timeout:
            conversation._silent()

    def close(self, reason: str = "the game was closed") -> None:
        """Say goodbye (when connected) and let the link go; nothing more is reported."""
        if self._closed:
            return
        with self._relaying:
            self._closed = True
        self._watch.stop()
        self._drain.stop()
        link, self.link = self.link, None
        if link is None:
            return
        if self.conversation is not None and self.conversation.broken is None:
            self.conversation.close(reason, timeout=CLOSE_WAIT)
        else:
            link.close(timeout=CLOSE_WAIT)
