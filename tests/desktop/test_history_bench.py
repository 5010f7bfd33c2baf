"""The history bench (README) runs: a bench that fails is found here, not when figures are due."""
import json
import os
import subprocess
import sys


def test_the_history_bench_loads_and_writes_back_the_same_save():
    """Each length in its own process; the bench checks that the page wrote back the save it
    read (byte for byte) and prints one line per length and the cost per thousand moves."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "desktop.history_bench", "--moves", "60", "120"],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [row["moves"] for row in rows[:2]] == [60, 120]
    assert rows[1]["save_bytes"] > rows[0]["save_bytes"] > 0
    assert rows[2]["moves"] == [60, 120] and len(rows[2]["load_seconds_per_1000_moves"]) == 2
    assert "Traceback" not in done.stderr
