"""The type check is part of the suite: ``python -m mypy`` with the configuration in
pyproject.toml (rules/ under the strict flags, desktop/ under the defaults) reports nothing.

mypy runs as a developer runs it, from the repository root, with its cache in
``.mypy_cache`` there (ignored by git): the first run reads PySide6's and numpy's stubs
(about 10 s), the next ones only what changed (a few seconds).
"""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_reports_nothing():
    pytest.importorskip("mypy", reason="mypy is not installed (it comes with the test extra: pip install -e '.[test]')")
    run = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "pyproject.toml"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    output = (run.stdout + run.stderr).strip()
    lines = output.splitlines()
    clean = run.returncode == 0 and len(lines) == 1 and lines[0].startswith("Success: no issues found")
    if not clean:
        pytest.fail(f"mypy (exit status {run.returncode}) reports:\n{output}", pytrace=False)
