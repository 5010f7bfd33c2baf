"""Compile the games' hot modules with mypyc into build/native/ (see rules/native.py).

    python packaging/build_native.py            # from the repository's root; ./dev.sh runs it

Each game package of the registry may name modules in ``NATIVE_MODULES``. When the stamp in
build/native/ already matches their sources and this Python, nothing is done. Otherwise the
folder is emptied, the modules are compiled (mypyc's C through the machine's C compiler, the
compiler's output in build/native-build.log) and the stamp is written last, so a build that
stops half-way is never used. A machine that cannot compile keeps the pure modules: this
script then says why and still exits 0 (``--strict``: exits 1), so the app's set-up goes on.
"""
from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ["LUDOTECA_PURE"] = "1"  # read the sources' own packages, never an old build

from rules import native, registry  # noqa: E402

LOG = REPO / "build" / "native-build.log"


def wanted() -> dict[str, Path]:
    """Every module to compile, by dotted name, with its source file."""
    out: dict[str, Path] = {}
    for game_id in registry.game_ids():
        package_name = registry.game_package(game_id)
        package = importlib.import_module(package_name)
        for name in getattr(package, "NATIVE_MODULES", ()):
            out[f"{package_name}.{name}"] = Path(package.__path__[0]) / f"{name}.py"
    return out


def compile_into(root: Path, sources: list[Path]) -> None:
    """Run mypyc's setuptools build (in this process: called by the child of :func:`main`)."""
    from mypyc.build import mypycify
    from setuptools import setup

    work = root.parent / "native-work"
    setup(name="ludoteca-native", packages=[], py_modules=[],
          ext_modules=mypycify(["--config-file", str(REPO / "pyproject.toml"),
                                *(str(s.relative_to(REPO)) for s in sources)],
                               opt_level="3", separate=True, target_dir=str(work / "c")),
          script_args=["build_ext", "--build-lib", str(root), "--build-temp", str(work / "o")])


def main(argv: list[str]) -> int:
    strict = "--strict" in argv
    modules = wanted()
    root = native.ROOT
    by_package: dict[str, tuple[str, ...]] = {}
    for dotted in modules:
        package, _, name = dotted.rpartition(".")
        by_package[package] = by_package.get(package, ()) + (name,)
    if all(native.fresh(p, modules[f"{p}.{names[0]}"].parent, names, root) for p, names in by_package.items()):
        print("native modules: up to date")
        return 0
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    digests = {dotted: native.digest(path) for dotted, path in modules.items()}
    began = time.monotonic()
    LOG.parent.mkdir(parents=True, exist_ok=True)
    with LOG.open("w", encoding="utf-8") as log:
        child = subprocess.run(
            [sys.executable, __file__, "--compile-into", str(root), *map(str, modules.values())],
            cwd=REPO, stdout=log, stderr=subprocess.STDOUT, check=False)
    if child.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        print(f"native modules: not compiled (see {LOG.relative_to(REPO)}); the pure Python ones are used",
              file=sys.stderr)
        return 1 if strict else 0
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=root, delete=False) as out:
        json.dump({"python": sys.version, "modules": digests}, out, indent=1, sort_keys=True)
    os.replace(out.name, root / native.STAMP)
    print(f"native modules: compiled {', '.join(sorted(modules))} in {time.monotonic() - began:.0f} s")
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--compile-into":
        compile_into(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    else:
        sys.exit(main(sys.argv[1:]))
