"""The bundle's entry script (packaging/launch.py): ``ludoteca --cli ...`` is ``python -m rules ...``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAUNCH = ROOT / "packaging" / "launch.py"
TIMING = ("seconds", "cpu", "decision", "longest")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=ROOT, check=False)


def untimed(out: str) -> list[dict[str, object]]:
    return [{k: v for k, v in json.loads(line).items() if not any(word in k for word in TIMING)}
            for line in out.splitlines()]


def test_cli_runs_the_rules_command_line():
    match = ["match", "othello", "--a", "random", "--b", "L1", "--games", "2", "--seed", "5", "--verbose"]
    launched, direct = run(str(LAUNCH), "--cli", *match), run("-m", "rules", *match)
    assert launched.returncode == direct.returncode == 0, launched.stderr + direct.stderr
    assert untimed(launched.stdout) == untimed(direct.stdout)
    assert len(untimed(launched.stdout)) == 3  # two games and the summary
    wrong = run(str(LAUNCH), "--cli", "match", "chess")
    assert wrong.returncode == 2 and "unknown game 'chess'" in wrong.stderr


def test_cli_loads_neither_qt_nor_the_network_libraries():
    script = ("import runpy, sys\nsys.argv = [sys.argv[0], '--cli', 'perft', 'othello', '2']\n"
              f"try:\n    runpy.run_path({str(LAUNCH)!r}, run_name='__main__')\nexcept SystemExit as exit:\n"
              "    assert exit.code == 0, exit.code\n"
              "print(sorted({m.split('.')[0] for m in sys.modules} & {'PySide6', 'desktop', 'twisted', 'wormhole'}))")
    result = run("-c", script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == "[]"
