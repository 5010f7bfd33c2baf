"""``python -m desktop.history_bench``: a long Oche game saved and loaded through the app.

An Oche game on level I can go on for ever (O escapes: ``x=1 a0 reset`` again and again), so
a record of any length is a real game. For 5,000, 10,000 and 20,000 moves (``--moves``), each
in a fresh process so that one measure does not inherit another's memory, it times reading
the save and showing it on the game page (the session's record, its undo stack, the move
list) and writing the save again, and measures the memory that took: the peak of Python's
allocations (``tracemalloc``) and the growth of the process's resident memory (which counts
Qt's side too). One JSON line per length, then the cost per thousand moves of each, which
stays flat when time and memory are linear in the game's length.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any


def _rss_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def measure(moves: int) -> dict[str, Any]:
    """One length, in this process."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tracemalloc

    from PySide6.QtCore import QTemporaryDir

    from desktop.settings import use_private_settings
    private = QTemporaryDir()
    use_private_settings(private.path())
    from desktop import messages, saves
    from desktop.app import create_application
    from desktop.game_page import GamePage
    from desktop.games import entry
    from desktop.worker import Mode
    from rules import savefile
    from rules.oche.game import OcheGame
    app = create_application([])
    messages.set_interactive(False)
    loop = ["x=1", "a0", "reset"]
    game = OcheGame.from_level(1)
    people = {"seats": [{"computer": False, "level": 0}] * 2}  # nobody moves after the load
    text = savefile.dumps(game.replay((loop * (moves // 3 + 1))[:moves]), people)
    page = GamePage(entry("oche").ui_class(), Mode.SYNC)
    app.processEvents()
    rss = _rss_mib()
    tracemalloc.start()
    began = time.perf_counter()
    state, extra, _entry = saves.load_text(text)
    page.load_state(state, extra)
    app.processEvents()
    load_seconds = time.perf_counter() - began
    _, load_peak = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    began = time.perf_counter()
    written = page.save_text()
    save_seconds = time.perf_counter() - began
    _, save_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    grown = _rss_mib() - rss
    assert len(page.session.state.history) == moves and written == text
    page.shutdown()
    page.deleteLater()
    app.processEvents()
    return {"moves": moves, "save_bytes": len(text), "load_seconds": round(load_seconds, 3),
            "save_seconds": round(save_seconds, 3), "load_peak_mib": round(load_peak / 2 ** 20, 1),
            "save_peak_mib": round(save_peak / 2 ** 20, 1), "rss_growth_mib": round(grown, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.history_bench")
    parser.add_argument("--moves", type=int, nargs="+", default=[5000, 10000, 20000])
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a single length, in this process
    args = parser.parse_args(argv)
    if args.one is not None:
        print(json.dumps(measure(args.one)), flush=True)
        return 0
    rows = []
    for moves in args.moves:
        done = subprocess.run([sys.executable, "-m", "desktop.history_bench", "--one", str(moves)],
                              capture_output=True, text=True, timeout=3600)
        if done.returncode != 0:
            print(json.dumps({"moves": moves, "error": done.stderr.strip().splitlines()[-1:]}), flush=True)
            return 1
        rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
        print(json.dumps(rows[-1]), flush=True)
    per = {f"{key}_per_1000_moves": [round(1000 * r[key] / r["moves"], 4) for r in rows]
           for key in ("load_seconds", "save_seconds", "load_peak_mib", "rss_growth_mib")}
    print(json.dumps({"moves": [r["moves"] for r in rows], **per}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
