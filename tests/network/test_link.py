"""The Link between two apps, through a real mailbox server and transit relay on 127.0.0.1.

Every wait is bounded; every address is loopback. The whole file runs in about half a minute."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.network.errors import (BadCode, Incompatible, LinkClosed, LinkTimeout, PeerLost, ProtocolError,
                                  WrongCode)
from rules.network.link import (Direct, EventKind, Link, LinkEvent, LinkState, _frame, network_reactor,
                                normalise_code)
from rules.network.messages import MAX_MESSAGE_BYTES
from rules.network.servers import LocalServers, start_server

from .cable import Cable

ROOT = Path(__file__).resolve().parents[2]


class Recorder:
    """A listener that keeps the events (called on the reactor thread)."""

    def __init__(self) -> None:
        self.events: list[LinkEvent] = []
        self._lock = threading.Condition()

    def __call__(self, event: LinkEvent) -> None:
        with self._lock:
            self.events.append(event)
            self._lock.notify_all()

    def kinds(self) -> list[EventKind]:
        with self._lock:
            return [e.kind for e in self.events if e.kind is not EventKind.MESSAGE]

    def wait_for(self, kind: EventKind, timeout: float) -> LinkEvent:
        with self._lock:
            self._lock.wait_for(lambda: any(e.kind is kind for e in self.events), timeout)
            found = [e for e in self.events if e.kind is kind]
        assert found, f"no {kind.value} event within {timeout} s; saw {self.kinds()}"
        return found[0]


def connect(options, host_listener=None, join_listener=None, join_options=None) -> tuple[Link, Link]:
    host = Link.host(options=options, listener=host_listener)
    joiner = Link.join(host.wait_code(10), options=join_options or options, listener=join_listener)
    host.wait_connected(15)
    joiner.wait_connected(15)
    return host, joiner


@pytest.fixture
def pair(servers: LocalServers) -> Iterator[tuple[Link, Link]]:
    host, joiner = connect(servers.link_options(direct=Direct.NONE))
    yield host, joiner
    host.close()
    joiner.close()


def exchange(sender: Link, receiver: Link, count: int, tag: str) -> None:
    for n in range(count):
        sender.send({"kind": "move", "ply": n, "move": f"{tag}{n}"})
    assert [receiver.receive(10)["move"] for _ in range(count)] == [f"{tag}{n}" for n in range(count)]


def test_the_host_gets_its_code_at_once_and_messages_flow_both_ways_in_order(servers):
    codes: list[str] = []
    host_events, join_events = Recorder(), Recorder()
    host = Link.host(on_code=codes.append, options=servers.link_options(direct=Direct.NONE), listener=host_events)
    code = host.wait_code(10)
    assert re.fullmatch(r"[0-9]+-[a-z]+-[a-z]+", code) and codes == [code]
    assert host.state is LinkState.CONNECTING and host_events.kinds() == [EventKind.CODE]
    host.send({"kind": "hello", "early": True})  # before anyone joined: kept until connected
    joiner = Link.join(code.replace("-", " ").upper(), options=servers.link_options(direct=Direct.NONE),
                       listener=join_events)
    try:
        joiner.wait_connected(15)
        host.wait_connected(15)
        assert "relay" in host.description and "relay" in joiner.description
        assert joiner.receive(10) == {"kind": "hello", "early": True}
        for _ in range(3):  # interleaved, both ways
            exchange(host, joiner, 20, "h")
            exchange(joiner, host, 20, "j")
        with pytest.raises(LinkTimeout):
            host.receive(0)
        assert host_events.kinds()[:2] == [EventKind.CODE, EventKind.CONNECTED]
        assert EventKind.CONNECTED in join_events.kinds()
    finally:
        host.close()
    with pytest.raises(LinkClosed, match="the other side closed the link"):
        joiner.receive(5)
    assert join_events.wait_for(EventKind.CLOSED, 5).detail == "the other side closed the link"
    with pytest.raises(LinkClosed, match="this side closed"):
        host.send({"kind": "bye", "reason": "late"})
    joiner.close()


def test_on_one_machine_the_connection_is_direct_over_loopback(servers):
    host, joiner = connect(servers.link_options(direct=Direct.LOOPBACK, relay=None))
    try:
        for link in (host, joiner):
            assert re.fullmatch(r"(->|<-)tcp:127\.0\.0\.1:\d+", link.description), link.description
        # Every address either side tried (a side reached through its listener may have tried none).
        tried = [hint.url for link in (host, joiner) for hint in link._dilated._manager._latest_status.hints]
        assert tried and all(url.startswith("127.0.0.1:") for url in tried), tried
        exchange(host, joiner, 5, "d")
    finally:
        host.close()
        joiner.close()


def test_a_wrong_code_fails_on_both_sides_with_a_clear_error(servers):
    options = servers.link_options(direct=Direct.NONE)
    host = Link.host(options=options)
    number = host.wait_code(10).split("-")[0]
    joiner = Link.join(f"{number}-aardvark-zulu", options=options)
    with pytest.raises(WrongCode, match="does not match the invitation"):
        joiner.wait_connected(15)
    with pytest.raises(WrongCode, match="someone tried to join with a wrong code"):
        host.wait_connected(15)
    with pytest.raises(WrongCode):
        joiner.receive(1)
    host.close()
    joiner.close()


def test_a_code_nobody_hosts_times_out_and_text_that_is_no_code_is_refused(servers):
    joiner = Link.join("987654-absurd-zulu", options=servers.link_options(direct=Direct.NONE, join_timeout=1.5))
    with pytest.raises(LinkClosed, match="nobody answered the code 987654-absurd-zulu within 1.5 s"):
        joiner.wait_connected(10)
    joiner.close()
    for text in ("", "hello", "7", "seven-crossover-clockwork", "7-cross over-<b>x</b>", "7-" + "a" * 200):
        with pytest.raises(BadCode, match="is not an invitation code"):
            Link.join(text, options=servers.link_options())
    assert normalise_code("  7 Crossover   CLOCKWORK ") == "7-crossover-clockwork"


def test_a_message_over_the_limit_or_malformed_is_a_protocol_error_and_the_stream_goes_on(pair):
    host, joiner = pair
    too_long = b"[" * (MAX_MESSAGE_BYTES + 1)
    frames = [_frame(b"M", too_long), _frame(b"M", b'{"kind": "move", "kind": "x"}'), _frame(b"M", b"[NaN]"),
              _frame(b"M", b"\xff\xfe{}"), _frame(b"M", b"[1, 2]"), _frame(b"Z", b"what"),
              _frame(b"M", b'{"kind": "move", "ply": 1, "move": "f5"}')]
    # What a hostile app would write on the subchannel, in one piece.
    network_reactor().callFromThread(lambda: host._stream.transport.write(b"".join(frames)))
    problems = []
    for _ in range(6):
        with pytest.raises(ProtocolError) as error:
            joiner.receive(10)
        problems.append(str(error.value))
    assert problems == [
        f"the other side sent a message of {MAX_MESSAGE_BYTES + 1:,} bytes, over the {MAX_MESSAGE_BYTES:,}-byte limit",
        "the key 'kind' appears twice in one object",
        "the message is not valid JSON: it holds NaN, which is not a number in JSON",
        "the message is not UTF-8 text",
        "the message is not a JSON object but list",
        "the other side sent a frame of unknown type b'Z'"]
    assert joiner.receive(10) == {"kind": "move", "ply": 1, "move": "f5"}
    exchange(joiner, host, 3, "after")  # the link goes on
    with pytest.raises(ProtocolError, match="over the 65,536-byte limit"):
        host.send({"kind": "bye", "reason": "x" * MAX_MESSAGE_BYTES})
    with pytest.raises(ProtocolError, match="cannot be written as JSON"):
        host.send({"kind": "move", "ply": float("nan")})


def test_an_app_with_another_link_version_is_refused_before_connecting(servers):
    class OldLink(Link):
        link_version = 0

    options = servers.link_options(direct=Direct.NONE)
    host = Link.host(options=options)
    joiner = OldLink.join(host.wait_code(10), options=options)
    with pytest.raises(Incompatible, match="speaks link version 1 .it says 0.: update the older app"):
        host.wait_connected(15)
    with pytest.raises(Incompatible, match="speaks link version 0 .it says 1."):
        joiner.wait_connected(15)
    host.close()
    joiner.close()


def test_a_peer_that_disappears_is_reported_within_the_timeout(servers):
    events = Recorder()
    host = Link.host(options=servers.link_options(peer_timeout=3.0), listener=events)
    peer = subprocess.Popen([sys.executable, "-m", "tests.network.peer_process", host.wait_code(10),
                             servers.mailbox_url, servers.relay_hint, "--seconds", "30"],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        host.wait_connected(30)
        host.send({"kind": "move", "ply": 0, "move": "f5"})
        assert host.receive(10) == {"kind": "move", "ply": 0, "move": "f5"}  # echoed
        peer.send_signal(signal.SIGKILL)
        peer.wait(5)
        killed = time.monotonic()
        with pytest.raises(PeerLost, match="the other side has not answered for 3 s"):
            host.receive(15)
        assert time.monotonic() - killed < 3.0 + 3.0  # the timeout, plus a tick and a loaded machine
        assert events.kinds()[-2:] == [EventKind.PAUSED, EventKind.CLOSED]
    finally:
        if peer.poll() is None:
            peer.kill()
            peer.wait(5)
        host.close()


def send_numbers(link: Link, count: int, pause: float) -> threading.Thread:
    def run() -> None:
        for n in range(count):
            link.send({"n": n})
            time.sleep(pause)
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def receive_numbers(link: Link, count: int) -> list[int]:
    return [link.receive(20)["n"] for _ in range(count)]


def test_a_dropped_connection_pauses_then_resumes_without_loss_or_duplicates(servers):
    cable = Cable(network_reactor(), servers.relay.port)
    host_events, join_events = Recorder(), Recorder()
    options = servers.link_options(direct=Direct.NONE, relay=cable.hint, ping_interval=1.0)
    host, joiner = connect(options, host_events, join_events)
    try:
        senders = [send_numbers(host, 60, 0.02), send_numbers(joiner, 60, 0.02)]
        time.sleep(0.4)
        assert cable.cut() >= 2  # both sides' connections to the relay
        host_events.wait_for(EventKind.PAUSED, 10)
        host_events.wait_for(EventKind.RESUMED, 15)
        join_events.wait_for(EventKind.RESUMED, 15)
        assert receive_numbers(joiner, 60) == list(range(60))
        assert receive_numbers(host, 60) == list(range(60))
        for sender in senders:
            sender.join(10)
        with pytest.raises(LinkTimeout):
            joiner.receive(0.3)  # nothing twice
        assert cable.connections >= 4  # the new generation went through the cable again
        assert host.state is LinkState.CONNECTED and joiner.state is LinkState.CONNECTED
    finally:
        host.close()
        joiner.close()
        cable.close()


def test_a_relay_that_was_down_while_reconnecting_is_tried_again(servers, tmp_path):
    """Dilation alone waits forever once every attempt of a generation failed; the link remakes
    the attempts every retry_interval."""
    relay = start_server("transitrelay", tmp_path)
    events = Recorder()
    options = servers.link_options(direct=Direct.NONE, relay=f"tcp:127.0.0.1:{relay.port}", ping_interval=1.0,
                                   retry_interval=1.0, peer_timeout=30.0)
    try:
        host, joiner = connect(options, events)
    except BaseException:
        relay.stop()
        raise
    try:
        relay.kill()
        events.wait_for(EventKind.PAUSED, 10)
        time.sleep(1.0)  # the new generation's attempts fail while the relay is down
        host.send({"n": 0})
        joiner.send({"n": 1})
        relay = start_server("transitrelay", tmp_path, port=relay.port)
        events.wait_for(EventKind.RESUMED, 15)
        assert joiner.receive(10) == {"n": 0} and host.receive(10) == {"n": 1}
    finally:
        host.close()
        joiner.close()
        relay.stop()


def test_a_relay_that_is_down_when_the_friend_joins_is_tried_again(servers, tmp_path):
    relay = start_server("transitrelay", tmp_path)
    relay.kill()  # its port is known and nobody listens on it
    options = servers.link_options(direct=Direct.NONE, relay=f"tcp:127.0.0.1:{relay.port}", retry_interval=1.0)
    host = Link.host(options=options)
    joiner = Link.join(host.wait_code(10), options=options)
    try:
        with pytest.raises(LinkTimeout):
            joiner.wait_connected(1.5)  # the code is accepted, the relay refuses
        relay = start_server("transitrelay", tmp_path, port=relay.port)
        host.wait_connected(15)
        joiner.wait_connected(15)
        exchange(host, joiner, 2, "late")
    finally:
        host.close()
        joiner.close()
        relay.stop()


def test_attempts_that_hang_are_not_piled_up(servers):
    """Retries only remake attempts that ended: one that hangs is left to its own timeout."""
    cable = Cable(network_reactor(), servers.relay.port, hold=True)
    options = servers.link_options(direct=Direct.NONE, relay=cable.hint, retry_interval=0.3)
    host = Link.host(options=options)
    joiner = Link.join(host.wait_code(10), options=options)
    try:
        with pytest.raises(LinkTimeout):
            joiner.wait_connected(1.0)
        first = cable.connections  # the library's own attempts: each side's relay, then the peer's
        assert first >= 2
        with pytest.raises(LinkTimeout):
            joiner.wait_connected(2.0)  # about seven retry intervals more
        assert cable.connections == first
    finally:
        host.close()
        joiner.close()
        cable.close()


def test_a_code_can_be_hosted_again_after_both_sides_left(servers):
    options = servers.link_options(direct=Direct.NONE)
    host, joiner = connect(options)
    code = host.code
    host.close()
    joiner.close()
    again = Link.host(code=code, options=options)
    assert again.wait_code(10) == code
    rejoined = Link.join(code, options=options)
    try:
        rejoined.wait_connected(15)
        exchange(again, rejoined, 2, "again")
    finally:
        again.close()
        rejoined.close()


def test_every_wait_is_bounded(servers):
    host = Link.host(options=servers.link_options())
    try:
        with pytest.raises(LinkTimeout, match="no connection within 0.2 s"):
            host.wait_connected(0.2)
        with pytest.raises(LinkTimeout, match="no message came within 0.1 s"):
            host.receive(0.1)
        for bad in (-1, float("inf"), float("nan"), None):
            with pytest.raises(ValueError):
                host.receive(bad)  # type: ignore[arg-type]
    finally:
        host.close()
    with pytest.raises(LinkClosed, match="this side closed the link"):
        host.wait_connected(1)


def test_a_listener_that_raises_does_not_break_the_link(servers):
    def broken(event: LinkEvent) -> None:
        raise RuntimeError("a broken listener")

    host, joiner = connect(servers.link_options(direct=Direct.NONE), host_listener=broken)
    try:
        exchange(joiner, host, 3, "x")
    finally:
        host.close()
        joiner.close()


NETWORK_LIBRARIES = "{'twisted', 'wormhole', 'autobahn', 'nacl'}"


def loaded_network_libraries(code: str) -> str:
    """Run ``code`` in a fresh interpreter; the network libraries it left in ``sys.modules``."""
    script = f"import sys\n{code}\nprint(sorted({{m.split('.')[0] for m in sys.modules}} & {NETWORK_LIBRARIES}))"
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip().splitlines()[-1]


def test_starting_the_app_and_importing_the_messages_loads_no_network_library():
    app = ("import runpy\nsys.argv = ['ludoteca', '--smoke']\ntry:\n"
           "    runpy.run_module('desktop', run_name='__main__')\nexcept SystemExit as exit:\n"
           "    assert exit.code in (0, None), exit.code\n")
    assert loaded_network_libraries(app) == "[]"
    pure = "import rules, rules.cli, rules.network.messages, rules.network.fair, rules.network.servers"
    assert loaded_network_libraries(pure) == "[]"
    assert "'twisted'" in loaded_network_libraries("import rules.network.link")  # the check can fail
