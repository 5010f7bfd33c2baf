"""The app's version, as the installed package (or the source tree's pyproject.toml) says: shown
in the About box, and told to the other side of a network game."""
from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import metadata
from pathlib import Path


@lru_cache(maxsize=1)
def version() -> str:
    try:
        return metadata.version("ludoteca")
    except metadata.PackageNotFoundError:
        pass
    try:
        with open(Path(__file__).resolve().parent.parent / "pyproject.toml", "rb") as handle:
            return str(tomllib.load(handle)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "?"
