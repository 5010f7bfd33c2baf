"""The link's latency through a real local mailbox server and transit relay.

    python -m rules.network.bench [--messages 200] [--pause 0.05] [--modes relay direct]

Starts both servers on 127.0.0.1, then for each mode connects two links in this process
(``relay``: neither side listens, every byte goes through the relay; ``direct``: loopback
listeners and no relay at all), and sends ``--messages`` moves back and forth, one round at a
time with ``--pause`` seconds between rounds (a move follows a quiet moment; ``--pause 0``
sends them back to back). Prints one JSON object per mode: the time to connect, and the
median and worst, in milliseconds, of the one-way time (from ``send`` on one side to
``receive`` returning on the other) of the move sent after the quiet moment
(``after_quiet_ms``: a move made after thinking) and of the answer sent back at once
(``reply_ms``: an opening sent as soon as the other's commitment arrived), and of the round
trip. Nothing leaves this machine.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.network.link import Direct, Link
from rules.network.servers import LocalServers


def _figures(samples: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(samples) * 1000, 3), "worst": round(max(samples) * 1000, 3)}


def measure(servers: LocalServers, mode: str, count: int, pause: float) -> dict[str, Any]:
    """Connect two links in ``mode`` and time ``count`` rounds of one move each way."""
    if mode == "relay":
        options = servers.link_options(direct=Direct.NONE)
    else:
        options = servers.link_options(direct=Direct.LOOPBACK, relay=None)
    started = time.perf_counter()
    host = Link.host(options=options)
    joiner = Link.join(host.wait_code(30), options=options)
    try:
        host.wait_connected(60)
        joiner.wait_connected(60)
        connect = time.perf_counter() - started
        for ply in range(3):  # warm-up
            host.send({"kind": "move", "ply": ply, "move": "f5"})
            joiner.send(joiner.receive(30))
            host.receive(30)
        after_quiet, reply, round_trip = [], [], []
        for ply in range(count):
            time.sleep(pause)
            sent = time.perf_counter()
            host.send({"kind": "move", "ply": ply, "move": "f5"})
            message = joiner.receive(30)
            arrived = time.perf_counter()
            joiner.send(message)
            host.receive(30)
            back = time.perf_counter()
            after_quiet.append(arrived - sent)
            reply.append(back - arrived)
            round_trip.append(back - sent)
        return {"mode": mode, "via": host.description, "messages": count, "pause_s": pause,
                "connect_s": round(connect, 3), "after_quiet_ms": _figures(after_quiet),
                "reply_ms": _figures(reply), "round_trip_ms": _figures(round_trip)}
    finally:
        host.close()
        joiner.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.network.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=200, help="rounds per mode (one move each way)")
    parser.add_argument("--pause", type=float, default=0.05, help="seconds of quiet before each round")
    parser.add_argument("--modes", nargs="+", choices=("relay", "direct"), default=["relay", "direct"])
    args = parser.parse_args(argv)
    if not 1 <= args.messages <= 100_000 or not 0 <= args.pause <= 60:
        parser.error("--messages from 1 to 100000, --pause from 0 to 60 seconds")
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as directory:
        with LocalServers.start(Path(directory)) as servers:
            for mode in args.modes:
                print(json.dumps(measure(servers, mode, args.messages, args.pause)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
