"""Compiled twins of a game's hot modules, used only when they were built from the very sources
beside them.

Why: the Wild Cats exact solver is pure Python, and a few of its positions take tens of
seconds; the checkers Expert searches as deep as its CPU budget allows. The same source
compiled by mypyc (the compiler that ships with mypy, which this code is already typed for)
runs two to three times as fast and gives the same values bit for bit
(its arithmetic is Python's). Nothing else changes: the sources stay the one truth, a machine
without a C compiler runs them as they are, and a compiled module that no longer matches its
source is never used. (The installer's bundle has no sources to compare: its spec makes the
same check when it packs the compiled modules in place of the pure ones.)

A game package names its hot modules in ``NATIVE_MODULES`` and calls :func:`prefer` first
thing in its ``__init__``; ``packaging/build_native.py`` (run by ``./dev.sh``) compiles them into
``build/native/`` (never committed) with a stamp of the sources' digests and the Python that
built them. :func:`prefer` puts the package's folder there ahead of its sources only when every
digest and the Python match. ``LUDOTECA_PURE=1`` in the environment keeps to the sources.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "build" / "native"
"""Where ``packaging/build_native.py`` puts the compiled modules (a folder per package)."""
STAMP = "stamp.json"
PURE_ENV = "LUDOTECA_PURE"


def digest(source: Path) -> str:
    """The SHA-256 of a source file's bytes."""
    return hashlib.sha256(source.read_bytes()).hexdigest()


def stamp(root: Path = ROOT) -> dict[str, object] | None:
    """The build's stamp (``{"python": sys.version, "modules": {dotted name: digest}}``), or
    None when there is no build or its stamp cannot be read."""
    try:
        found = json.loads((root / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else None


def fresh(package: str, sources: Path, modules: tuple[str, ...], root: Path = ROOT) -> bool:
    """Whether ``root`` holds every module of ``modules`` of ``package`` compiled by this
    Python from exactly the files now in ``sources``."""
    found = stamp(root)
    if not modules or found is None or found.get("python") != sys.version:
        return False
    built = found.get("modules")
    if not isinstance(built, dict):
        return False
    for name in modules:
        try:
            if built.get(f"{package}.{name}") != digest(sources / f"{name}.py"):
                return False
        except OSError:
            return False
    return True


def prefer(package: str, path: list[str], modules: tuple[str, ...], root: Path = ROOT) -> bool:
    """Put the compiled ``modules`` of ``package`` (whose ``__path__`` is ``path``) ahead of
    their sources when :func:`fresh` says they match; return whether it did."""
    if os.environ.get(PURE_ENV) or not path:
        return False
    if not fresh(package, Path(path[0]), modules, root):
        return False
    path.insert(0, str(root.joinpath(*package.split("."))))
    return True


def compiled(module: object) -> bool:
    """Whether ``module`` was loaded from a compiled extension rather than its source."""
    name = str(getattr(module, "__file__", "") or "")
    return name.endswith(tuple(EXTENSION_SUFFIXES))
