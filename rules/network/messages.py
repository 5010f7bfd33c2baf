"""The messages two copies of Ludoteca exchange: one JSON object each, strictly checked.

Every message is a JSON object of at most :data:`MAX_MESSAGE_BYTES` bytes (UTF-8) whose
``"kind"`` names one of the classes below and whose other keys are exactly that class's fields,
each of exactly its type: ``{"kind": "move", "ply": 12, "move": "f5"}``. :func:`parse` reads
bytes from the other side and returns a :class:`Message` or raises :class:`ProtocolError`
with a message naming what was wrong; it never raises anything else, whatever the bytes. The
size is checked before the JSON is parsed; the JSON itself is read by :mod:`rules.jsonfile`
(a duplicate key, NaN, a number too large, text that is not Unicode, nesting deeper than 40
levels: refused, as in a save file).

``ply`` in every message is the number of moves in the game's history before the move the
message is about (the first move of a game is ply 0; a simultaneous round or a chance draw is
one ply, as in the history). It lets each side check that a message belongs to the position it
is at: a message for another ply is out of order.

Nothing received is trusted for anything but what it says: texts are shown as plain text
(never as markup), never used as a path or a file name, and a move is only ever parsed by the
game's own ``parse_move`` and checked by ``State.is_legal``. Received texts are quoted in
error messages through :func:`rules.errors.quoted` (``repr``, shortened).
"""
from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from rules import jsonfile
from rules.errors import SaveFormatError, quoted
from rules.network.errors import Incompatible, ProtocolError

PROTOCOL_VERSION = 1
"""The version of this message format; two apps play together only when theirs are equal
(:func:`check_hello`). Raise it whenever a kind or a field changes meaning."""
MAX_MESSAGE_BYTES = 64 * 1024
"""The largest message either side sends or accepts, in bytes of UTF-8 JSON. The largest real
one is a hello carrying a custom Oche board (a few KiB)."""
MAX_PLY = 1_000_000
"""No game of the collection is near this long; a larger ply is refused as nonsense."""

HEX256 = re.compile(r"[0-9a-f]{64}")
_TOKEN = re.compile(r"[\x21-\x7e]{1,1024}")  # printable ASCII without spaces: every move's text form
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
_VERSION = re.compile(r"[0-9A-Za-z.+_-]{1,40}")
_MAX_PROSE = 500


# --- field checks: each returns an error text, or None when the value is fine -----------------
def _ply(value: Any) -> str | None:
    if type(value) is not int:
        return "must be a whole number"
    return None if 0 <= value <= MAX_PLY else f"must be between 0 and {MAX_PLY:,}"


def _hex64(value: Any) -> str | None:
    if type(value) is not str:
        return "must be text"
    return None if HEX256.fullmatch(value) else "must be 64 lowercase hexadecimal digits (256 bits)"


def _token(value: Any) -> str | None:
    if type(value) is not str:
        return "must be text"
    return None if _TOKEN.fullmatch(value) else "must be 1 to 1,024 printable ASCII characters without spaces"


def _prose(value: Any) -> str | None:
    if type(value) is not str:
        return "must be text"
    if len(value) > _MAX_PROSE:
        return f"must be at most {_MAX_PROSE} characters"
    if any(ord(c) < 32 or 0x7F <= ord(c) < 0xA0 or c in "\u2028\u2029" for c in value):
        return "must not hold control characters"
    return None


def _flag(value: Any) -> str | None:
    return None if type(value) is bool else "must be true or false"


def _protocol(value: Any) -> str | None:
    return None if type(value) is int and 1 <= value <= 1_000_000 else "must be a whole number from 1"


def _version(value: Any) -> str | None:
    if type(value) is not str:
        return "must be text"
    return None if _VERSION.fullmatch(value) else "must be a version such as 0.1.0"


def _game(value: Any) -> str | None:
    if type(value) is not str:
        return "must be text"
    return None if _GAME_ID.fullmatch(value) else "must be a game id such as othello"


def _options(value: Any) -> str | None:
    return None if type(value) is dict else "must be a JSON object"


def _games(value: Any) -> str | None:
    if type(value) is not int:
        return "must be a whole number"
    return None if 1 <= value <= MAX_PLY else f"must be between 1 and {MAX_PLY:,}"


def _record(value: Any) -> str | None:
    if type(value) is not list:
        return "must be a list of moves"
    bad = next((i for i, move in enumerate(value) if _token(move) is not None), None)
    return None if bad is None else f"[{bad}] must be a move's text (printable ASCII without spaces)"


def _seat(value: Any) -> str | None:
    return None if value is None or (type(value) is int and value in (0, 1)) else "must be 0, 1 or null"


def _optional_ply(value: Any) -> str | None:
    return None if value is None else _ply(value)


def _checked(check: Callable[[Any], str | None]) -> Any:
    """A dataclass field whose received value must pass ``check``."""
    return dataclasses.field(metadata={"check": check})


# --- the message kinds ------------------------------------------------------------------------
@dataclass(frozen=True)
class Message:
    """Base of every message; ``kind`` is its name on the wire."""

    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        """The JSON object sent for this message."""
        return {"kind": self.kind, **{f.name: getattr(self, f.name) for f in dataclasses.fields(self)}}


@dataclass(frozen=True)
class Hello(Message):
    """The first message each side sends: who it is and what it proposes to play.

    The host's hello is the invitation (the game, its options such as an Oche board, the
    seat the host takes, how many games, and the moves already played when a game is resumed);
    the joiner answers with its own (the same game, options and number of games when it
    accepts, ``seat`` the other one, its own record of a resumed game). :func:`check_hello`
    refuses versions that cannot play together before anything else happens."""

    kind: ClassVar[str] = "hello"
    app: str = _checked(_version)
    protocol: int = _checked(_protocol)
    game: str = _checked(_game)
    options: dict[str, Any] = _checked(_options)
    seat: int | None = _checked(_seat)
    games: int = _checked(_games)
    moves: list[str] = _checked(_record)


@dataclass(frozen=True)
class Move(Message):
    """A move of the sender's, in the game's text form (``str(move)``)."""

    kind: ClassVar[str] = "move"
    ply: int = _checked(_ply)
    move: str = _checked(_token)


@dataclass(frozen=True)
class Commit(Message):
    """The sender has fixed its secret choice at ``ply``: the SHA-256 (hex) of choice and salt."""

    kind: ClassVar[str] = "commit"
    ply: int = _checked(_ply)
    digest: str = _checked(_hex64)


@dataclass(frozen=True)
class Open(Message):
    """The sender's secret choice at ``ply`` and its salt, sent only after the other side's
    commitment for that ply arrived."""

    kind: ClassVar[str] = "open"
    ply: int = _checked(_ply)
    choice: str = _checked(_token)
    salt: str = _checked(_hex64)


@dataclass(frozen=True)
class CoinCommit(Message):
    """The sender's commitment to its random number for the chance draw at ``ply``."""

    kind: ClassVar[str] = "coin_commit"
    ply: int = _checked(_ply)
    digest: str = _checked(_hex64)


@dataclass(frozen=True)
class CoinOpen(Message):
    """The sender's 256-bit random number for the draw at ``ply`` (hex) and its salt."""

    kind: ClassVar[str] = "coin_open"
    ply: int = _checked(_ply)
    number: str = _checked(_hex64)
    salt: str = _checked(_hex64)


@dataclass(frozen=True)
class UndoRequest(Message):
    """The sender asks to take moves back: the game is at ``ply`` and would return to ``to_ply``."""

    kind: ClassVar[str] = "undo_request"
    ply: int = _checked(_ply)
    to_ply: int = _checked(_ply)


@dataclass(frozen=True)
class UndoAnswer(Message):
    """The answer to the undo request made at ``ply``."""

    kind: ClassVar[str] = "undo_answer"
    ply: int = _checked(_ply)
    granted: bool = _checked(_flag)


@dataclass(frozen=True)
class DrawOffer(Message):
    """The sender offers a draw at ``ply``."""

    kind: ClassVar[str] = "draw_offer"
    ply: int = _checked(_ply)


@dataclass(frozen=True)
class DrawAnswer(Message):
    """The answer to the draw offered at ``ply``."""

    kind: ClassVar[str] = "draw_answer"
    ply: int = _checked(_ply)
    accepted: bool = _checked(_flag)


@dataclass(frozen=True)
class Resign(Message):
    """The sender resigns at ``ply``."""

    kind: ClassVar[str] = "resign"
    ply: int = _checked(_ply)


@dataclass(frozen=True)
class Bye(Message):
    """The sender leaves (the game is over, or the player closed it); ``reason`` in words."""

    kind: ClassVar[str] = "bye"
    reason: str = _checked(_prose)


@dataclass(frozen=True)
class Error(Message):
    """The sender found something wrong in what it received and stops: ``what`` names it (an
    opening that does not match, an illegal move, a message out of turn); ``ply`` where it
    happened, when known."""

    kind: ClassVar[str] = "error"
    what: str = _checked(_prose)
    ply: int | None = _checked(_optional_ply)


KINDS: Mapping[str, type[Message]] = {cls.kind: cls for cls in (
    Hello, Move, Commit, Open, CoinCommit, CoinOpen, UndoRequest, UndoAnswer, DrawOffer,
    DrawAnswer, Resign, Bye, Error)}


# --- bytes <-> objects <-> messages -------------------------------------------------------------
def dumps(obj: Mapping[str, Any]) -> bytes:
    """``obj`` as the compact UTF-8 JSON sent on the wire; raises :class:`ProtocolError` when it
    is over :data:`MAX_MESSAGE_BYTES` (the other side would refuse it) or not JSON."""
    try:
        data = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":"),
                          sort_keys=True).encode("utf-8")
    except (TypeError, ValueError) as exc:
        raise ProtocolError(f"the message cannot be written as JSON ({exc})") from None
    except UnicodeEncodeError:
        raise ProtocolError("the message holds text that is not valid Unicode") from None
    if len(data) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"the message is {len(data):,} bytes long, over the {MAX_MESSAGE_BYTES:,}-byte limit")
    return data


def loads(data: bytes | bytearray | memoryview) -> dict[str, Any]:
    """One JSON object from the other side (any JSON object: the kind is not checked here);
    raises :class:`ProtocolError`, the size checked before anything is parsed."""
    if len(data) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"a message of {len(data):,} bytes arrived, over the {MAX_MESSAGE_BYTES:,}-byte limit")
    try:
        obj = jsonfile.loads(bytes(data), what="the message")
    except SaveFormatError as exc:
        raise ProtocolError(str(exc)) from None
    if type(obj) is not dict:
        raise ProtocolError(f"the message is not a JSON object but {type(obj).__name__}")
    return obj


def from_dict(obj: Mapping[str, Any]) -> Message:
    """The message an object received stands for; raises :class:`ProtocolError` naming the kind
    and the field at fault."""
    kind = obj.get("kind")
    if type(kind) is not str:
        raise ProtocolError("the message has no kind (a \"kind\" text)")
    cls = KINDS.get(kind)
    if cls is None:
        raise ProtocolError(f"unknown message kind {quoted(kind)}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(obj) - set(fields) - {"kind"})
    if unknown:
        raise ProtocolError(f"{kind}: unknown field {quoted(unknown[0])}")
    values = {}
    for name, f in fields.items():
        if name not in obj:
            raise ProtocolError(f"{kind}: {name} is missing")
        problem = f.metadata["check"](obj[name])
        if problem:
            raise ProtocolError(f"{kind}: {name} {problem}, not {_shown(obj[name])}")
        values[name] = obj[name]
    return cls(**values)


def parse(data: bytes | bytearray | memoryview) -> Message:
    """Bytes received from the other side as a :class:`Message`; anything else is a
    :class:`ProtocolError` (never another exception), the size checked before parsing."""
    return from_dict(loads(data))


def encode(message: Message) -> bytes:
    """The bytes sent for ``message`` (the inverse of :func:`parse`)."""
    return dumps(message.to_dict())


def check_hello(ours: Hello, theirs: Hello) -> None:
    """Refuse, before a game starts, an app that speaks another protocol version, with a message
    that says which side to update."""
    if ours.protocol != theirs.protocol:
        older = "the other side's app" if theirs.protocol < ours.protocol else "this app"
        raise Incompatible(
            f"the other side's Ludoteca {theirs.app} speaks network protocol {theirs.protocol}, this Ludoteca "
            f"{ours.app} speaks {ours.protocol}: they cannot play together; update {older}")


def _shown(value: Any) -> str:
    """A received value in an error message: its JSON text, shortened."""
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 40 else f"{text[:36]}… ({len(text):,} characters)"
