"""The network layer's typed errors: what a caller catches to tell a broken link, a slow peer
and a peer that sent something wrong apart (each is shown to the player as its message).

``ProtocolError`` is bad input (a :class:`~rules.errors.RulesError`, so a ``ValueError``);
the link errors are about the connection itself.
"""
from __future__ import annotations

from rules.errors import RulesError


class NetworkError(Exception):
    """Base of every error raised on purpose by :mod:`rules.network`."""


class ProtocolError(NetworkError, RulesError):
    """The other side sent something this protocol does not allow: malformed, too large, of an
    unknown kind, out of order, or an opening that does not match its commitment."""


class OpeningMismatch(ProtocolError):
    """An opening that does not reproduce its commitment: the evidence of a lie.

    ``ply`` is the game's ply of the exchange, ``what`` names the kind of secret ("choice",
    "coin"), and ``committed``/``opened`` are the two digests that differ."""

    def __init__(self, ply: int, what: str, committed: str, opened: str, detail: str = "") -> None:
        self.ply, self.what, self.committed, self.opened = ply, what, committed, opened
        message = (f"ply {ply}: the {what} opened does not match its commitment "
                   f"(committed {committed}, the opening gives {opened})")
        super().__init__(f"{message}; {detail}" if detail else message)


class LinkError(NetworkError):
    """Something about the connection between the two apps."""


class BadCode(LinkError, ValueError):
    """Text that cannot be an invitation code (shown before any connection is tried)."""


class LinkTimeout(LinkError, TimeoutError):
    """A bounded wait ran out: no message, no code or no connection within the time asked."""


class LinkClosed(LinkError):
    """The link is closed: by this side, by the other side, or because it failed; no more
    messages will come. ``reason`` says which, in words."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class PeerLost(LinkClosed):
    """The other side stopped answering for longer than the link's ``peer_timeout``."""


class WrongCode(LinkClosed):
    """The key exchange failed: one side typed a wrong code (the invitation is used up)."""


class Incompatible(ProtocolError, LinkClosed):
    """The two apps cannot play together (their protocol versions differ): said before a game
    starts, and the end of the link (a :class:`LinkClosed` as well as a :class:`ProtocolError`)."""
