"""Where the shipped data lives: ``resources/`` of the repository, or of the bundle."""
from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """``resources/`` of the repository, or of the PyInstaller bundle when frozen (the
    bundle copies the whole folder, see ``packaging/ludoteca.spec``)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[1] / "resources"
