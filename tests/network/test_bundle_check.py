"""packaging/check_network.py, the build's network check of the bundle, on stand-in bundles.

The stand-in answers ``--cli ...`` with ``python -m rules ...`` and ``--smoke`` with a start of
its own: the check plays its two matches through it (real local servers), and refuses a start
that loads a network library.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import check_network  # noqa: E402

QUIET_START = "import rules.cli, rules.network.messages, rules.network.fair"


def stand_in(tmp_path: Path, start: str) -> Path:
    app = tmp_path / "ludoteca"
    app.write_text(f"""#!/bin/sh
export PYTHONPATH='{ROOT}'
case "$1" in
    --cli) shift; exec '{sys.executable}' -m rules "$@" ;;
    --smoke) exec '{sys.executable}' -c '{start}' ;;
esac
exit 2
""")
    app.chmod(0o755)
    return app


def test_the_check_plays_both_matches_through_the_bundle(tmp_path):
    lines = check_network.check(stand_in(tmp_path, QUIET_START), timeout=240)
    assert lines[0].startswith("--smoke loads none of")
    assert "wildcats: the bundle hosted, the venv joined through a direct connection on loopback" in lines[1]
    assert "programmers_checkers: the venv hosted, the bundle joined through the relay" in lines[2]
    assert all("the same game on both sides" in line for line in lines[1:])


def test_a_start_that_loads_a_network_library_fails_the_check(tmp_path):
    with pytest.raises(check_network.CheckFailed, match="the app's start loads network libraries: .*nacl/_sodium"):
        check_network.check(stand_in(tmp_path, QUIET_START + ", rules.network.link"), timeout=60)


def test_a_side_that_fails_fails_the_check(tmp_path):
    app = stand_in(tmp_path, QUIET_START)
    app.write_text(app.read_text().replace("-m rules", "-m rules.no_such_module"))
    with pytest.raises(check_network.CheckFailed, match="wildcats: the host \\(bundle\\)"):
        check_network.check(app, timeout=60)
