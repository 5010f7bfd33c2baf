"""Measures how long the event loop stalls while the computer thinks.

``python -m desktop.stall_bench [--game othello] [--level N] [--moves 20] [--mode process|sync]
[--start POSITION]`` plays computer against computer on a real page (offscreen), with a 5 ms
timer ticking on the GUI thread; the longest gap between ticks is the longest stall a person
would feel. Prints one JSON object. ``--mode sync`` (search on the GUI thread) shows what the
worker avoids; ``--start`` (Othello: a position string) begins near the end, where level 6
solves on helper processes that compete with the window for the cores.
"""
from __future__ import annotations

import json
import os
import sys
import time


def main(argv: list[str] | None = None) -> int:
    from rules.cli import ArgumentParser, count
    parser = ArgumentParser(prog="python -m desktop.stall_bench")
    parser.add_argument("--game", default="othello")
    parser.add_argument("--level", type=count(0, 20), default=0, help="computer level (0: the strongest)")
    parser.add_argument("--moves", type=count(1, 10_000), default=20)
    parser.add_argument("--mode", choices=["process", "sync"], default="process")
    parser.add_argument("--start", default=None, help="Othello: begin from this position string")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTemporaryDir, QTimer
    from desktop.worker import Mode
    from desktop.app import create_application
    from desktop.game_page import GamePage
    from desktop.games import entry
    from desktop.session import Seat
    from desktop.settings import use_private_settings

    private = QTemporaryDir()
    use_private_settings(private.path())
    app = create_application(sys.argv[:1])
    page = GamePage(entry(args.game).ui_class(), Mode(args.mode))
    if args.start:
        from rules.registry import get_game
        # the page's next games (the bench's) begin at --start: one instance's method replaced
        page.ui.make_game = lambda: get_game(args.game, start=args.start)  # type: ignore[method-assign]
    page.resize(900, 700)
    page.show()
    levels = page.session.game.computer_levels()
    level = args.level or levels[-1].number
    gaps: list[float] = []
    last = [time.perf_counter()]
    started = time.perf_counter()

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        last[0] = now
        if len(page.session.state.history) >= args.moves or page.session.state.is_terminal():
            app.quit()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    page.session.min_delay_ms = 0
    QTimer.singleShot(0, lambda: page.start_new_game((Seat(True, level), Seat(True, level))))
    QTimer.singleShot(0, timer.start)
    app.exec()
    page.shutdown()
    gaps.sort()
    print(json.dumps({
        "game": args.game, "mode": args.mode, "level": level,
        "moves": len(page.session.state.history),
        "seconds": round(time.perf_counter() - started, 2),
        "ticks": len(gaps),
        "max_stall_ms": round(gaps[-1], 1) if gaps else None,
        "p99_stall_ms": round(gaps[int(len(gaps) * 0.99)], 1) if gaps else None,
        "median_tick_ms": round(gaps[len(gaps) // 2], 1) if gaps else None,
    }))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
