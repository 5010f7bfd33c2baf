"""``python -m desktop.screenshots``: what it refuses before taking any picture."""
from __future__ import annotations

import os
import subprocess
import sys


def test_a_language_the_app_does_not_have_is_refused_not_shot_in_english(tmp_path):
    done = subprocess.run([sys.executable, "-m", "desktop.screenshots", str(tmp_path / "out"), "--languages", "it", "de",
                           "--only", "home"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 2
    assert "unknown languages: de; known: en, it, pt, ro, cs" in done.stderr
    assert not (tmp_path / "out").exists()  # nothing taken, not even the Italian picture
