"""The message format: every kind round-trips, the wire form is fixed, and anything malformed
is a ProtocolError naming what is wrong (a hypothesis fuzz: never another exception)."""
from __future__ import annotations

import json
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.network import messages
from rules.network.errors import Incompatible, ProtocolError
from rules.network.messages import (MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Bye, CoinCommit, CoinOpen, Commit, DrawAnswer,
                                    DrawOffer, Error, Hello, Message, Move, Open, Resign, UndoAnswer, UndoRequest,
                                    check_hello, encode, parse)

DIGEST = "9f" * 32
SALT = "0a" * 32
EXAMPLES: list[Message] = [
    Hello(app="0.1.0", protocol=PROTOCOL_VERSION, game="oche", options={"board": {"cells": [{"x": 1, "y": 2}]}},
          seat=0, games=1, moves=[]),
    Hello(app="0.1.0", protocol=PROTOCOL_VERSION, game="wildcats", options={}, seat=None, games=1, moves=[]),
    Move(ply=0, move="f5"),
    Move(ply=12, move="X:B2/O:C3"),
    Commit(ply=3, digest=DIGEST),
    Open(ply=3, choice="B2", salt=SALT),
    CoinCommit(ply=7, digest=DIGEST),
    CoinOpen(ply=7, number="ff" * 32, salt=SALT),
    UndoRequest(ply=10, to_ply=8),
    UndoAnswer(ply=10, granted=False),
    DrawOffer(ply=30),
    DrawAnswer(ply=30, accepted=True),
    Resign(ply=41),
    Bye(reason="the game is over — à bientôt"),
    Error(what="ply 3: the choice opened does not match its commitment", ply=3),
    Error(what="a message out of turn", ply=None),
]


def test_every_kind_has_an_example_here():
    assert {type(m) for m in EXAMPLES} == set(messages.KINDS.values())


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda m: m.kind)
def test_every_kind_round_trips_through_bytes(message):
    data = encode(message)
    assert parse(data) == message
    assert json.loads(data)["kind"] == message.kind


def test_the_wire_form_is_compact_sorted_utf8_json():
    assert encode(Move(ply=3, move="f5")) == b'{"kind":"move","move":"f5","ply":3}'
    assert encode(Bye(reason="à")) == '{"kind":"bye","reason":"à"}'.encode()


BAD = [
    (b"[" * (MAX_MESSAGE_BYTES + 1), "arrived, over the 65,536-byte limit"),  # checked before parsing
    (b'{"kind": "move", "ply": 1, "ply": 2, "move": "f5"}', "the key 'ply' appears twice"),
    (b'{"kind": "move", "ply": NaN, "move": "f5"}', "holds NaN, which is not a number in JSON"),
    (b'{"kind": "move", "ply": 1e999, "move": "f5"}', "ply: the number 1e999 is too large"),
    (b'{"kind": "move", "ply": ' + b"9" * 5000 + b', "move": "f5"}', "ply: the number 9999"),
    (b'{"kind": "bye", "reason": "\\ud800"}', "holds text that is not valid Unicode"),
    (b"\xff{}", "the message is not UTF-8 text"),
    (b"", "the message is not valid JSON"),
    (b'"move"', "the message is not a JSON object but str"),
    (b"[" * 50 + b"]" * 50, "nests more than 40 levels deep"),
    (b"[" * 5000 + b"]" * 5000, "nests too deeply to be one of ours"),
    (b'{"ply": 1}', 'the message has no kind'),
    (b'{"kind": 7}', 'the message has no kind'),
    (b'{"kind": "teleport"}', "unknown message kind 'teleport'"),
    (b'{"kind": "move", "ply": 1}', "move: move is missing"),
    (b'{"kind": "move", "ply": 1, "move": "f5", "extra": 1}', "move: unknown field 'extra'"),
    (b'{"kind": "move", "ply": true, "move": "f5"}', "move: ply must be a whole number, not true"),
    (b'{"kind": "move", "ply": 1.0, "move": "f5"}', "move: ply must be a whole number, not 1.0"),
    (b'{"kind": "move", "ply": -1, "move": "f5"}', "move: ply must be between 0 and 1,000,000, not -1"),
    (b'{"kind": "move", "ply": 1, "move": "f5 d6"}', "move: move must be 1 to 1,024 printable ASCII"),
    (b'{"kind": "move", "ply": 1, "move": "<b>f5</b>\\n"}', "move: move must be 1 to 1,024 printable ASCII"),
    (b'{"kind": "move", "ply": 1, "move": ["f5"]}', 'move: move must be text, not ["f5"]'),
    (b'{"kind": "commit", "ply": 1, "digest": "' + b"AB" * 32 + b'"}', "digest must be 64 lowercase hexadecimal"),
    (b'{"kind": "open", "ply": 1, "choice": "B2", "salt": "00"}', "open: salt must be 64 lowercase hexadecimal"),
    (b'{"kind": "undo_answer", "ply": 1, "granted": 1}', "undo_answer: granted must be true or false, not 1"),
    (b'{"kind": "bye", "reason": "a\\u0000b"}', "bye: reason must not hold control characters"),
    (b'{"kind": "bye", "reason": "' + b"x" * 501 + b'"}', "bye: reason must be at most 500 characters"),
    (b'{"kind": "hello", "app": "0.1", "protocol": 1, "game": "../etc", "options": {}, "seat": 0}',
     "hello: game must be a game id such as othello"),
    (b'{"kind": "hello", "app": "0.1", "protocol": 1, "game": "oche", "options": [], "seat": 0}',
     "hello: options must be a JSON object, not []"),
    (b'{"kind": "hello", "app": "0.1", "protocol": 1, "game": "oche", "options": {}, "seat": 2}',
     "hello: seat must be 0, 1 or null, not 2"),
    (b'{"kind": "hello", "app": "0.1", "protocol": 0, "game": "oche", "options": {}, "seat": 0}',
     "hello: protocol must be a whole number from 1, not 0"),
    (b'{"kind": "error", "what": "x", "ply": "3"}', 'error: ply must be a whole number, not "3"'),
]


@pytest.mark.parametrize("data, problem", BAD, ids=[p for _, p in BAD])
def test_a_malformed_message_is_a_protocol_error_that_says_what_is_wrong(data, problem):
    with pytest.raises(ProtocolError) as error:
        parse(data)
    assert problem in str(error.value)
    assert len(str(error.value)) < 300  # a hostile message is quoted short, never whole


def test_a_long_received_value_is_shown_shortened():
    with pytest.raises(ProtocolError) as error:
        parse(json.dumps({"kind": "move", "ply": 1, "move": "x " * 5000}).encode())
    assert "… (10,002 characters)" in str(error.value)


def test_versions_that_cannot_play_together_are_refused_before_the_game():
    ours = Hello(app="0.2.0", protocol=2, game="othello", options={}, seat=0, games=1, moves=[])
    check_hello(ours, Hello(app="0.2.1", protocol=2, game="othello", options={}, seat=1, games=1, moves=[]))
    with pytest.raises(Incompatible, match="Ludoteca 0.1.0 speaks network protocol 1, this Ludoteca 0.2.0 speaks 2: "
                                           "they cannot play together; update the other side's app"):
        check_hello(ours, Hello(app="0.1.0", protocol=1, game="othello", options={}, seat=1, games=1, moves=[]))
    with pytest.raises(Incompatible, match="update this app"):
        check_hello(ours, Hello(app="0.3.0", protocol=3, game="othello", options={}, seat=1, games=1, moves=[]))


def test_sending_refuses_what_the_other_side_would_refuse():
    with pytest.raises(ProtocolError, match="over the 65,536-byte limit"):
        encode(Bye(reason="x" * MAX_MESSAGE_BYTES))
    with pytest.raises(ProtocolError, match="cannot be written as JSON"):
        messages.dumps({"kind": "move", "ply": float("inf")})


# --- the fuzz ------------------------------------------------------------------------------------
def _accepts_or_refuses(data: bytes) -> None:
    """The property: a valid Message (that survives its own round trip) or a ProtocolError."""
    try:
        message = parse(data)
    except ProtocolError as exc:
        assert str(exc)
        return
    assert isinstance(message, Message)
    assert parse(encode(message)) == message


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)
FUZZ = settings(max_examples=300, deadline=timedelta(seconds=2), suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=2000))
def test_fuzz_random_bytes(data):
    _accepts_or_refuses(data)


@FUZZ
@given(st.sampled_from(EXAMPLES), st.data())
def test_fuzz_mutated_valid_messages(message, data):
    raw = bytearray(encode(message))
    for _ in range(data.draw(st.integers(1, 6))):
        action = data.draw(st.sampled_from(["flip", "insert", "delete", "truncate"]))
        at = data.draw(st.integers(0, max(0, len(raw) - 1)))
        if action == "flip" and raw:
            raw[at] ^= 1 << data.draw(st.integers(0, 7))
        elif action == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif action == "delete" and raw:
            del raw[at:at + data.draw(st.integers(1, 4))]
        elif action == "truncate":
            del raw[at:]
    _accepts_or_refuses(bytes(raw))


@FUZZ
@given(st.sampled_from(EXAMPLES), st.data())
def test_fuzz_fields_of_the_wrong_type(message, data):
    obj = message.to_dict()
    key = data.draw(st.sampled_from(sorted(obj)))
    obj[key] = data.draw(json_values)
    if data.draw(st.booleans()):
        obj[data.draw(st.text(max_size=6))] = data.draw(json_values)
    _accepts_or_refuses(json.dumps(obj).encode())


@FUZZ
@given(st.integers(1, 40_000), st.sampled_from(["[", '{"a":', '{"kind":"hello","options":{"b":']))
def test_fuzz_deep_nesting(depth, opener):
    _accepts_or_refuses((opener * depth).encode())


@FUZZ
@given(st.integers(1, 60_000), st.sampled_from(["", "-", "0.", "1e"]))
def test_fuzz_huge_numbers(digits, prefix):
    _accepts_or_refuses(f'{{"kind":"move","move":"f5","ply":{prefix}{"7" * digits}}}'.encode())
