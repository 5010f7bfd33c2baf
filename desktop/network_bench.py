"""``python -m desktop.network_bench [--game programmers_checkers] [--games 2] [--modes relay direct]``

The time from a move to its appearance on the other screen, in the app: two windows of this
process play whole games against each other over the network (each side's person a random
player clicking through :meth:`GamePage.submit`), through a mailbox server and transit relay
started on 127.0.0.1. For every move (a move, or the choice that completes a round) the clock
runs from the submit on one side to the other page having shown the new position (its
``positionChanged``, after the board was drawn). ``relay``: neither side offers a direct
connection, every byte goes through the relay; ``direct``: loopback connections and no relay.
One JSON line per mode: median and worst in milliseconds, and how many moves. Both windows
share one Qt event loop (and one Twisted thread), as two apps on one computer would not: the
figures include each other's drawing. Nothing leaves the machine.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from rules.cli import SEED, count

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _one_mode(app: Any, mode: str, game_id: str, games: int, rng: random.Random) -> dict[str, Any]:
    from desktop.network_pair import close, connect, make_windows
    from desktop.worker import Mode
    times: list[float] = []
    via = ""
    for _number in range(games):
        windows = make_windows(mode=Mode.PROCESS)  # as the app: analyses in the worker process
        host, guest = connect(app, windows, game_id, host_seat=0)
        via = host.friend.table.link.description if host.friend is not None and host.friend.table.link else via
        pending: dict[int, float] = {}
        """Per page (id): when the other side submitted the move it waits to show."""

        def shown(page: Any) -> None:
            start = pending.pop(id(page), None)
            if start is not None:
                times.append(time.perf_counter() - start)
        for page in (host, guest):
            page.session.positionChanged.connect(lambda page=page: shown(page))
        pages = (host, guest)
        deadline = time.monotonic() + 600
        while not host.session.is_over() or not guest.session.is_over():
            if time.monotonic() > deadline:
                raise SystemExit("network_bench: a game took more than 600 s")
            mover = next((p for p in pages if p.interactive()), None)
            if mover is None:
                app.processEvents()
                continue
            other = guest if mover is host else host
            seat = mover.session.awaiting_person()
            choices = list(mover.session.state.view_for(seat).legal_moves(seat))
            move = rng.choice([m for m in choices if str(m) not in ("reset", "resign")] or choices)
            completes = len(mover.session.state.deciders()) < 2 or other.session.has_chosen(1 - seat)
            if completes:
                pending[id(other)] = time.perf_counter()
            mover.submit(move)
        close(app, windows)
    return {"mode": mode, "via": via, "game": game_id, "games": games, "moves": len(times),
            "median_ms": round(statistics.median(times) * 1000, 1), "worst_ms": round(max(times) * 1000, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.network_bench")
    parser.add_argument("--game", default="programmers_checkers")
    parser.add_argument("--games", type=count(1, 1000), default=1)
    parser.add_argument("--modes", nargs="+", default=["relay", "direct"], choices=["relay", "direct"])
    parser.add_argument("--seed", type=SEED, default=1)
    args = parser.parse_args(argv)
    from desktop.network_pair import local_servers, start_app, use_servers
    app, _private = start_app()
    rng = random.Random(args.seed)
    with local_servers() as servers:
        for mode in args.modes:
            use_servers(servers, "none" if mode == "relay" else "loopback", relay=mode == "relay")
            print(json.dumps(_one_mode(app, mode, args.game, args.games, rng)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
