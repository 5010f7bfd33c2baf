"""The compiled twins of the hot modules (rules/native.py): used only when built from the very
sources beside them, and then giving the same answers as those sources."""
from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import native


def _package(tmp_path: Path, text: str = "X = 1\n") -> tuple[Path, Path]:
    sources = tmp_path / "src" / "game"
    sources.mkdir(parents=True)
    (sources / "hot.py").write_text(text)
    root = tmp_path / "native"
    (root / "game").mkdir(parents=True)
    return sources, root


def _stamp(root: Path, modules: dict[str, str], python: str = sys.version) -> None:
    (root / native.STAMP).write_text(json.dumps({"python": python, "modules": modules}))


def test_a_build_from_the_same_sources_goes_ahead_of_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    sources, root = _package(tmp_path)
    _stamp(root, {"game.hot": native.digest(sources / "hot.py")})
    path = [str(sources)]
    assert native.prefer("game", path, ("hot",), root)
    assert path == [str(root / "game"), str(sources)]


def test_an_edited_source_a_missing_module_or_another_python_keeps_the_sources(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    sources, root = _package(tmp_path)
    _stamp(root, {"game.hot": native.digest(sources / "hot.py")})
    (sources / "hot.py").write_text("X = 2\n")
    path = [str(sources)]
    assert not native.prefer("game", path, ("hot",), root)
    assert path == [str(sources)]
    _stamp(root, {"game.hot": native.digest(sources / "hot.py")})
    assert not native.prefer("game", path, ("hot", "cold"), root)
    _stamp(root, {"game.hot": native.digest(sources / "hot.py")}, python="3.11.0 (another build)")
    assert not native.prefer("game", path, ("hot",), root)
    assert path == [str(sources)]


def test_no_build_an_unreadable_stamp_or_the_pure_switch_keeps_the_sources(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    sources, root = _package(tmp_path)
    path = [str(sources)]
    assert not native.prefer("game", path, ("hot",), root)  # no stamp
    (root / native.STAMP).write_text("{not json")
    assert not native.prefer("game", path, ("hot",), root)
    _stamp(root, {"game.hot": native.digest(sources / "hot.py")})
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert not native.prefer("game", path, ("hot",), root)
    assert path == [str(sources)]


_MIXES = """
import json, random
from rules import native
from rules.wildcats import computer, solver
from rules.wildcats.commands import random_position
from rules.wildcats.game import WildCatsGame
game, rng, out = WildCatsGame(), random.Random(5), []
for free, count in ((11, 3), (13, 1), (21, 1)):
    made = 0
    while made < count:
        state = random_position(game, rng, free)
        if state is None:
            continue
        mix = computer.level_mix(state, 3)
        out.append([state.position_text(), repr(sorted(mix.x_mix.items())), repr(sorted(mix.o_mix.items())),
                    repr(mix.value)])
        made += 1
print(json.dumps({"compiled": native.compiled(solver), "mixes": out}))
"""


def _run(script: str, pure: bool) -> dict[str, object]:
    """What ``script`` prints (JSON), run in a fresh process with the compiled modules (when
    fresh) or with the sources only."""
    env = {k: v for k, v in __import__("os").environ.items() if k != native.PURE_ENV}
    if pure:
        env[native.PURE_ENV] = "1"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                          check=True, timeout=600)
    found: dict[str, object] = json.loads(done.stdout)
    return found


_SEARCHES = """
import json
from rules import native
from rules.programmers_checkers import CheckersGame, engine
from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers.commands import search_positions
game, out = CheckersGame(), []
spec = engine.SPECS[3]
# positions of random games, and two endings that read the tables (three stones; four kings)
states = search_positions(game, 7, 3) + [game.state_from("W:WK5/0:BK28/1,9/0:AND", "OR"),
                                         game.state_from("B:WK1/0,K3/1,K12/0:BK30/0:XOR", "AND")]
for state in states:
    view = state.view_for(state.to_move())
    rows, depth, searcher = engine.search_as(spec, view, 5, None, full=True)
    out.append([view.position(), depth, searcher.nodes, repr(rows)])
board, side, _ = game.perft_root()
perft = mg.perft(board, side, 4, mg.TABLES["XOR"], mg.Variant(flips=True))
print(json.dumps({"compiled": native.compiled(engine), "searches": out, "perft": perft}))
"""


@pytest.mark.parametrize("package, script, key", [
    ("rules.wildcats", _MIXES, "mixes"),  # the strong level's mixes and values
    ("rules.programmers_checkers", _SEARCHES, "searches"),  # values, move orders, node counts
])
def test_the_compiled_modules_play_exactly_as_their_sources(package: str, script: str, key: str) -> None:
    module = importlib.import_module(package)
    if not native.fresh(package, Path(module.__file__).parent, module.NATIVE_MODULES):
        pytest.skip("no compiled build matches these sources (packaging/build_native.py makes one)")
    compiled, pure = _run(script, pure=False), _run(script, pure=True)
    assert compiled["compiled"] is True and pure["compiled"] is False
    assert compiled == {**pure, "compiled": True}
    assert len(pure[key]) == 5  # type: ignore[arg-type]


def test_the_build_finds_each_games_package_through_the_registry() -> None:
    from rules import registry

    assert registry.game_package("wildcats") == "rules.wildcats"
    assert all(registry.game_class(g).__module__.startswith(registry.game_package(g) + ".")
               for g in registry.game_ids())
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        registry.game_package("chess")


def test_a_source_or_something_without_a_file_is_not_compiled() -> None:
    # (a compiled module is told apart in the test above, from the build itself)
    assert not native.compiled(json) and not native.compiled(object())
