"""Measures how long the window stalls while an Oche board at the format's limits opens.

``python -m desktop.oche.open_bench [--where game|designer|both] [--repeat N] [--whole]``
writes a board of 500 cells and 5,000 arrows (``random_board(Random(5), 500, 3, 3, 5000)``,
as the bad-input corpus's ``--large`` run makes it), opens it in the Oche game page and in
the board designer of a real window (offscreen), with a 5 ms timer ticking on the GUI
thread, and goes on running the event loop for a second after the open returns (the first
paint and whatever the open queued). The longest gap between ticks is the longest stall a
person would feel. Prints one JSON object per open: ``seconds`` (the open call, wall
clock), ``cpu_seconds`` (this process), ``max_stall_ms`` and the processor time this
process used in it (``max_stall_cpu_ms``: less than the wall clock when other programs, or
the game's own solver in its worker process, share the cores), the five longest stalls,
and the items drawn. ``--whole`` builds the board in one piece (no slices, no progress dialog), to
compare. The figures depend on the machine and on what else runs on it: compare runs made
one after the other.
"""
from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.oche.window import DESIGNER, open_designer


def main(argv: list[str] | None = None) -> int:
    from rules.cli import ArgumentParser, count
    parser = ArgumentParser(prog="python -m desktop.oche.open_bench")
    parser.add_argument("--where", choices=["game", "designer", "both"], default="both")
    parser.add_argument("--repeat", type=count(1, 1000), default=1, help="open the board this many times in each place")
    parser.add_argument("--whole", action="store_true", help="build the board in one piece, for comparison")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QTemporaryDir, QTimer
    from desktop import messages
    from desktop.app import create_application
    from desktop.main_window import MainWindow
    from desktop.oche.ui import OcheUI
    from desktop.settings import use_private_settings
    from rules.oche import boardfile
    from rules.oche.randomboard import random_board

    private = QTemporaryDir()
    use_private_settings(private.path())
    app = create_application(sys.argv[:1])
    messages.set_interactive(False)
    if args.whole:
        from desktop import stepwise
        stepwise.SLICE_MS = 10 ** 9
    folder = Path(tempfile.mkdtemp())
    path = folder / "format-limits.oche.json"
    path.write_text(boardfile.dumps(random_board(random.Random(5), 500, 3, 3, 5000)), encoding="utf-8")
    window = MainWindow()
    window.resize(1100, 760)
    window.show()
    app.processEvents()

    gaps: list[tuple[float, float]] = []
    last = [time.perf_counter(), time.process_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.process_time()
        gaps.append(((now - last[0]) * 1000, (cpu - last[1]) * 1000))
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()

    def measure(where: str, open_it: Callable[[], object]) -> None:
        for _ in range(20):  # settle: the tab's first paint is not the board's
            app.processEvents()
        gaps.clear()
        last[0], last[1] = time.perf_counter(), time.process_time()
        cpu, wall = time.process_time(), time.perf_counter()
        opened = open_it()
        seconds = time.perf_counter() - wall
        until = time.perf_counter() + 1.0
        while time.perf_counter() < until:
            app.processEvents()
            time.sleep(0.001)
        cpu = time.process_time() - cpu
        page: Any = window.current_page()  # the game's page or the designer: both scenes have cells and arrows
        longest = sorted(gaps, reverse=True)
        print(json.dumps({
            "where": where, "opened": bool(opened), "whole": args.whole,
            "seconds": round(seconds, 2), "cpu_seconds": round(cpu, 2),
            "max_stall_ms": round(longest[0][0], 1) if longest else None,
            "max_stall_cpu_ms": round(longest[0][1], 1) if longest else None,
            "longest_stalls_ms": [round(g) for g, _ in longest[:5]],
            "cells": len(page.scene.cells), "arrows": len(page.scene.arrows),
        }), flush=True)

    for _ in range(args.repeat):
        if args.where in ("game", "both"):
            ui = window.open_game("oche").ui
            assert isinstance(ui, OcheUI)
            ui.start_level(1)  # another board first, so each open builds all its items
            measure("game", lambda: ui.open_board(str(path)))
        if args.where in ("designer", "both"):
            editor = open_designer(window)
            editor.open_level(1)
            measure("designer", lambda: editor.open_path(str(path), ask=False))
    timer.stop()
    for open_page in [*window.pages.values(), window.tools.get(DESIGNER)]:
        if open_page is not None:
            open_page.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
