"""Driving the C data generator ``packaging/othello_datagen.c`` (a development tool: the
app never uses it) for the pattern evaluation's training data, ``train othello --native``.

The pure-Python solver and search cost about a second per labelled position; the tables
need hundreds of thousands per stage. The generator is compiled with the machine's C
compiler (``cc``/``gcc``, found on ``PATH``) into ``build/`` the first time it is needed, and
run as one process per job on slices of the games, so the data depend only on the seed and
the settings, never on ``--jobs``. Its results are checked against the Python rules by the
tests (``tests/othello/test_datagen.py``): the same positions get the same exact scores and
the same table evaluations.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from rules.othello import patterns as P

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "packaging" / "othello_datagen.c"
BUILD = ROOT / "build"

RECORD = np.dtype([("me", "<u8"), ("opp", "<u8"), ("game", "<i4"), ("label", "<i2"),
                   ("exact", "u1"), ("pad", "u1")])


class NativeUnavailable(RuntimeError):
    """No C compiler, or the source is not there (an installed copy of the app)."""


def executable() -> Path:
    """The compiled generator, rebuilt when the source is newer than the binary."""
    exe = BUILD / "othello_datagen"
    if not SOURCE.exists():
        raise NativeUnavailable(f"{SOURCE} is missing")
    if exe.exists() and exe.stat().st_mtime >= SOURCE.stat().st_mtime:
        return exe
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not cc:
        raise NativeUnavailable("no C compiler on PATH (set CC)")
    BUILD.mkdir(exist_ok=True)
    tmp = exe.with_suffix(".tmp")
    subprocess.run([cc, "-O2", "-o", str(tmp), str(SOURCE)], check=True)
    tmp.replace(exe)
    return exe


def _run(args: Sequence[str]) -> None:
    subprocess.run([str(executable()), *args], check=True)


def _slices(first: int, count: int, jobs: int) -> list[tuple[int, int]]:
    step = -(-count // max(1, jobs))
    return [(a, min(step, first + count - a)) for a in range(first, first + count, step)]


def generate(seed: int, first: int, count: int, exact: int = 16, random_min: int = 4,
             random_max: int = 16, margin: int = 2, jobs: int = 1) -> np.ndarray:
    """Records of games ``first``..``first + count - 1`` (see the C source for how they
    are played); positions with at most ``exact`` empties carry their exact score."""
    executable()
    with tempfile.TemporaryDirectory() as tmp:
        outs = []
        tasks = []
        for i, (a, n) in enumerate(_slices(first, count, jobs)):
            out = Path(tmp) / f"games{i}.bin"
            outs.append(out)
            tasks.append(["gen", str(seed), str(a), str(n), str(exact), str(random_min),
                          str(random_max), str(margin), str(out)])
        with ThreadPoolExecutor(max(1, jobs)) as pool:
            list(pool.map(_run, tasks))
        return np.concatenate([np.fromfile(o, dtype=RECORD) for o in outs])


def write_tables(path: Path, tables: list[list[np.ndarray]], bias: np.ndarray,
                 features: np.ndarray | None = None) -> None:
    """The tables (``tables[stage][pattern]``, full, in discs), the biases and the weights of
    the 19 features of :mod:`.evaluation` (stages x 19, or None) in the generator's format."""
    from rules.othello.evaluation import CLASS_MASKS, N_FEATURES
    head: list[int] = [P.N_INSTANCES]
    for i, squares in enumerate(P.INSTANCE_SQUARES):
        head += [P.INSTANCE_PATTERN[i], len(squares), *squares]
    head += [len(P.PATTERNS), *P.PATTERN_SIZES, P.N_STAGES, *P.STAGE_OF]
    with open(path, "wb") as f:
        f.write(np.asarray(head, dtype="<i4").tobytes())
        f.write(np.asarray(CLASS_MASKS, dtype="<u8").tobytes())
        f.write(np.asarray(bias, dtype="<f4").tobytes())
        if features is None:
            features = np.zeros((P.N_STAGES, N_FEATURES))
        f.write(np.asarray(features, dtype="<f4").reshape(P.N_STAGES, N_FEATURES).tobytes())
        for s in range(P.N_STAGES):
            for t in tables[s]:
                f.write(np.asarray(t, dtype="<f4").tobytes())


def _per_record(mode: Sequence[str], records: np.ndarray, dtype: str, jobs: int) -> np.ndarray:
    executable()
    with tempfile.TemporaryDirectory() as tmp:
        tasks, outs = [], []
        for i, (a, n) in enumerate(_slices(0, len(records), jobs)):
            src = Path(tmp) / f"in{i}.bin"
            out = Path(tmp) / f"out{i}.bin"
            records[a:a + n].tofile(src)
            tasks.append([*mode, str(src), str(out)])
            outs.append(out)
        with ThreadPoolExecutor(max(1, jobs)) as pool:
            list(pool.map(_run, tasks))
        parts = [np.fromfile(o, dtype=dtype) for o in outs]
        return np.concatenate(parts) if parts else np.zeros(0, dtype=dtype)


def records(me: Sequence[int], opp: Sequence[int]) -> np.ndarray:
    r = np.zeros(len(me), dtype=RECORD)
    r["me"] = np.asarray(me, dtype=np.uint64)
    r["opp"] = np.asarray(opp, dtype=np.uint64)
    return r


def solve(recs: np.ndarray, jobs: int = 1) -> np.ndarray:
    """Exact scores (int16) of the records' positions."""
    return _per_record(["solve"], recs, "<i2", jobs)


def search(recs: np.ndarray, tables_path: Path, depth: int, jobs: int = 1) -> np.ndarray:
    """``depth``-ply alpha-beta values (float32) with the tables of ``tables_path``."""
    return _per_record(["search", str(depth), str(tables_path)], recs, "<f4", jobs)


def evaluate(recs: np.ndarray, tables_path: Path, jobs: int = 1) -> np.ndarray:
    """The tables' evaluation (float32) of the records' positions."""
    return _per_record(["eval", str(tables_path)], recs, "<f4", jobs)
