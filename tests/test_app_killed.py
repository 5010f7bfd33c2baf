"""Fault tests with a real app process: killed mid-game, it leaves no worker behind, and the
next start offers the game it was playing."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def descendants(pid: int) -> set[int]:
    found: set[int] = set()
    todo = [pid]
    while todo:
        current = todo.pop()
        try:
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(") ")[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_for(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_a_killed_app_leaves_no_worker_and_its_game_is_offered_again(tmp_path):
    env = {**os.environ, "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("LUDOTECA_SOLVER_HELPERS", None)
    # Oche level I: the computer plays O and moves first, so a worker process starts at once.
    app = subprocess.Popen([sys.executable, "-m", "desktop", "--game", "oche"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    folder = tmp_path / "data" / "Ludoteca" / "Ludoteca" / "autosave"

    def the_copy() -> Path | None:
        """The game's own copy, ``oche-<tag>.ludoteca.json``, once it holds a move."""
        found = list(folder.glob("oche-*.ludoteca.json"))
        return found[0] if len(found) == 1 and json.loads(found[0].read_text())["moves"] else None

    try:
        assert wait_for(lambda: the_copy() is not None, 90), "no autosave"
        copy = the_copy()
        workers = descendants(app.pid)
        assert workers, "the computer's worker process should be running"
        time.sleep(0.5)
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait(30)
    assert wait_for(lambda: not any(alive(pid) for pid in workers), 15), "workers outlived the app"
    kept = json.loads(copy.read_text())
    assert kept["game"] == "oche" and kept["moves"][:1] == ["x=1"]

    # The next start: the home page offers the game, and continuing it restores the moves.
    script = ("import sys; from desktop.app import create_application; from desktop.main_window import MainWindow; "
              "from desktop.worker import Mode; app = create_application([]); w = MainWindow(Mode.SYNC); "
              "card = w.home.cards['oche']; print('offered', card.resume.isVisibleTo(w.home)); "
              "card.resume.click(); p = w.current_page(); "
              "print('moves', ' '.join(str(m) for m in p.session.state.history)); "
              "[q.shutdown() for q in w.pages.values()]")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert lines.get("offered") == "True", out.stderr
    assert lines.get("moves", "").split()[:len(kept["moves"])] == kept["moves"], out.stderr
