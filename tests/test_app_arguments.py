"""The app's file argument (what the installer's file types call) and its start checks."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.__main__ import parse_args
from desktop.games import for_file

ROOT = Path(__file__).resolve().parent.parent
LEVEL_1 = ROOT / "resources" / "oche" / "levels" / "01.oche.json"


def run(*args, env=None, timeout=120):
    return subprocess.run([sys.executable, "-m", "desktop", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})})


def othello_save(path: Path) -> Path:
    from rules import savefile
    from rules.registry import get_game
    path.write_text(savefile.dumps(get_game("othello").replay(["f5", "d6", "c3"])), encoding="utf-8")
    return path


def test_file_argument_and_its_kind():
    assert parse_args(["game.ludoteca.json"]).file == "game.ludoteca.json"
    assert parse_args(["--smoke"]).file is None
    assert for_file("x/My Board.OCHE.json").id == "oche"  # a game's own kind of file
    assert for_file("x/game.ludoteca.json") is None and for_file("x/anything.json") is None  # saves, as --open


def test_file_and_open_together_are_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(["a.ludoteca.json", "--open", "b.ludoteca.json"])
    assert stop.value.code == 2
    assert "either FILE or --open" in capsys.readouterr().err


def test_a_saved_game_given_as_file_opens_in_its_game(tmp_path):
    save = othello_save(tmp_path / "my game.ludoteca.json")
    result = run(str(save), "--screenshot", str(tmp_path / "shot.png"), env={"HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert f"opened {save} as a saved game" in result.stdout
    assert (tmp_path / "shot.png").stat().st_size > 0


def test_a_board_file_given_as_file_is_played_in_oche(tmp_path):
    board = tmp_path / "mine.oche.json"
    shutil.copyfile(LEVEL_1, board)
    result = run(str(board), "--screenshot", str(tmp_path / "shot.png"), env={"HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert f"opened {board} as a file of Oche" in result.stdout


@pytest.mark.parametrize("name, text", [("broken.ludoteca.json", "{not json"),
                                        ("broken.oche.json", "[1, 2]"),
                                        ("missing.ludoteca.json", None)])
def test_a_file_that_cannot_be_opened_is_one_line_and_status_1(tmp_path, name, text):
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    result = run(str(path), "--screenshot", str(tmp_path / "shot.png"), env={"HOME": str(tmp_path)})
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"ludoteca: cannot open {path}: "), result.stderr
    assert not (tmp_path / "shot.png").exists()


def test_no_display_is_reported_before_qt_starts(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "desktop"], capture_output=True, text=True, timeout=60,
                            cwd=ROOT, env=env)
    assert result.returncode == 4
    assert result.stdout == ""
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert "graphical display" in result.stderr and "xcb-cursor" not in result.stderr


def test_exit_when_shown_prints_the_start_time(tmp_path):
    result = run("--exit-when-shown", env={"HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    line = result.stdout.strip().splitlines()[-1]
    assert line.startswith("shown: ") and line.endswith(" s after main()")
    assert 0 < float(line.split()[1]) < 30


@pytest.mark.parametrize("argv, words", [
    (["--size", "abc"], "'abc' is not a size such as 1100x760"),
    (["--size", "10x0"], "not a size"),
    (["--size", "1\u00b2x9"], "not a size"),
    (["--editor", "99"], "there is no level 99 (1 to 13)"),
    (["--editor", "0"], "there is no level 0"),
])
def test_wrong_arguments_are_usage_errors(capsys, argv, words):
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2 and words in capsys.readouterr().err


def test_sizes_and_editor_levels_read_in_ascii():
    from desktop.oche.window import editor_level
    assert parse_args(["--size", "640X480"]).size == (640, 480)
    assert editor_level("12") == 12 and editor_level("\u00b2") is None and editor_level("\u0663") is None
    assert parse_args(["--editor", "\u00b2"]).editor == "\u00b2"  # a file name, not a level


def test_unknown_games_and_moves_that_cannot_be_played_are_named():
    from desktop.__main__ import game_problem
    from rules.errors import RulesError
    from rules.registry import get_game
    assert game_problem("othello") is None and game_problem(None) is None
    assert "unknown game 'chess'; known: othello" in game_problem("chess")

    def moves_of(game, text):  # what GamePage.play_record replays
        return game.replay(game.parse_record(text)).history

    assert [str(m) for m in moves_of(get_game("othello"), "f5d6")] == ["f5", "d6"]
    for game_id, text, words in (("othello", "zz", "move 1: 'zz' is not a square"),
                                 ("othello", "f5f5", "move 2: f5 is not a legal move"),
                                 ("quantum_ttt", "1\u00b2", "move 1: cannot read '1²'"),
                                 ("oche", "x=1 a9", "move 2")):
        with pytest.raises(RulesError, match=words):
            moves_of(get_game(game_id), text)


@pytest.mark.parametrize("args, words", [(["--game", "chess"], "ludoteca: --game: unknown game 'chess'"),
                                         (["--game", "othello", "--moves", "f5f5"],
                                          "ludoteca: --moves: move 2: f5 is not a legal move for White")])
def test_wrong_game_arguments_are_one_line_and_status_2(tmp_path, args, words):
    result = run(*args, "--smoke", env={"HOME": str(tmp_path)})
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()] and words in result.stderr, result.stderr


def test_a_file_with_thousands_of_faults_is_one_short_line(tmp_path):
    from desktop.__main__ import file_problem
    path = tmp_path / "faults.oche.json"
    path.write_text(json.dumps({"format": "oche-board/1", "cells": [{"id": "s", "start": True}],
                                "arrows": [{"from": "s", "to": f"t{i}"} for i in range(5000)]}))
    problem = file_problem(str(path), for_file(str(path)))
    assert "unknown cell 't0'" in problem and "(+" in problem and len(problem) < 3000
    assert "\n" not in problem
