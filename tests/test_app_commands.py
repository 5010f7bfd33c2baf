"""The app's command-line modes that packaging and the README rely on."""
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage


def run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "desktop", *args], capture_output=True, text=True,
                          timeout=timeout, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def test_smoke_shows_the_window_and_gets_a_computer_move_in_every_game():
    from desktop.games import entries
    result = run("--smoke")
    assert result.returncode == 0, result.stderr
    for game in entries():
        assert f"smoke: {game.id} level 1: the computer answered" in result.stdout
    assert "smoke: othello check: the computer answered g8 in its worker" in result.stdout  # level 6's helpers


def test_screenshot_of_a_game(tmp_path):
    out = tmp_path / "othello.png"
    result = run("--game", "othello", "--moves", "f5d6c3", "--size", "800x600", "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() == 800 and image.height() == 600
    # The board's green must be in the picture (it is not a blank window).
    greens = sum(1 for x in range(0, 800, 10) for y in range(0, 600, 10)
                 if image.pixelColor(x, y).green() > 100 and image.pixelColor(x, y).red() < 60)
    assert greens > 500


@pytest.mark.benchmark
def test_pyinstaller_bundle_builds_and_passes_smoke(tmp_path):
    pytest.importorskip("PyInstaller")
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
                    str(root / "packaging" / "ludoteca.spec")], check=True, cwd=root, timeout=900)
    app = tmp_path / "dist" / "ludoteca" / "ludoteca"
    result = subprocess.run([str(app), "--smoke"], capture_output=True, text=True, timeout=120,
                            env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0 and "computer answered" in result.stdout
    assert "solved the endgame on its helpers" in result.stdout
