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
trip. ``--game GAME`` times whole games instead: two copies of the game's step driver in this
process, each with the computer at ``--level`` on its own seat and the other's as its network
seat (:mod:`rules.network.remote`), play ``--games`` games through the relay; printed are the
median and worst time from a move leaving one side to its arriving on the other (what the
other screen waits), over every move of the games. Nothing leaves this machine.
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


def measure_games(servers: LocalServers, mode: str, game_id: str, games: int, level: int) -> dict[str, Any]:
    """Two drivers play ``games`` games over one link; each move's one-way time."""
    import random
    import threading

    from rules.driver import play_game
    from rules.network.remote import Conversation, RemotePlayer
    from rules.players import LevelPlayer
    from rules.registry import get_game

    options = servers.link_options(direct=Direct.NONE) if mode == "relay" else \
        servers.link_options(direct=Direct.LOOPBACK, relay=None)
    host = Link.host(options=options)
    joiner = Link.join(host.wait_code(30), options=options)
    host.wait_connected(60)
    joiner.wait_connected(60)
    sent: dict[tuple[int, int], float] = {}
    times: list[float] = []
    lock = threading.Lock()

    class Timed(Conversation):
        game_number = 0
        """Which game of the run the conversation is in (moves of two games share plies)."""

        def send(self, message: Any) -> None:
            if message.kind == "move":
                with lock:
                    sent[(self.game_number, message.ply)] = time.perf_counter()
            super().send(message)

        def _handle(self, message: Any) -> None:
            if message.kind == "move":
                with lock:
                    start = sent.pop((self.game_number, message.ply), None)
                if start is not None:
                    times.append(time.perf_counter() - start)
            super()._handle(message)

    game = get_game(game_id)
    records: list[list[str]] = [[], []]

    def side(link: Link, is_host: bool, out: list[str]) -> None:
        conversation = Timed(link, blocking=True, timeout=120, host=is_host)
        remote = RemotePlayer(conversation)
        for number in range(games):
            conversation.game_number = number
            conversation.new_game()
            local = LevelPlayer(level, random.Random(f"{number}:{is_host}"))
            host_seat = number % 2
            players = [local, remote] if (host_seat == 0) == is_host else [remote, local]
            record = play_game(game.new_initial_state(), players, random.Random(0))
            out.append(game.record_to_text(record.state.history))

    began = time.perf_counter()
    threads = [threading.Thread(target=side, args=(host, True, records[0])),
               threading.Thread(target=side, args=(joiner, False, records[1]))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(600)
    host.close()
    joiner.close()
    assert records[0] == records[1] and len(records[0]) == games, "the two sides did not play the same games"
    return {"mode": mode, "game": game_id, "games": games, "level": level, "moves_timed": len(times),
            "move_ms": _figures(times), "seconds": round(time.perf_counter() - began, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.network.bench", description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=200, help="rounds per mode (one move each way)")
    parser.add_argument("--pause", type=float, default=0.05, help="seconds of quiet before each round")
    parser.add_argument("--modes", nargs="+", choices=("relay", "direct"), default=["relay", "direct"])
    parser.add_argument("--game", default=None, help="time the moves of whole games of this game instead")
    parser.add_argument("--games", type=int, default=2, help="with --game: how many")
    parser.add_argument("--level", type=int, default=1, help="with --game: the computer's level on both sides")
    args = parser.parse_args(argv)
    if not 1 <= args.messages <= 100_000 or not 0 <= args.pause <= 60:
        parser.error("--messages from 1 to 100000, --pause from 0 to 60 seconds")
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-") as directory:
        with LocalServers.start(Path(directory)) as servers:
            for mode in args.modes:
                if args.game:
                    row = measure_games(servers, mode, args.game, args.games, args.level)
                else:
                    row = measure(servers, mode, args.messages, args.pause)
                print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
