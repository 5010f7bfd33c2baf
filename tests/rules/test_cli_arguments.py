"""The command line's arguments (issue 26, point 17): every number is read by the shared
argument types of rules/cli.py (ASCII digits, a sane range), every refusal is one line on
stderr with status 2, players are checked against the game's own levels, and long work
prints progress on stderr."""
from __future__ import annotations

import argparse
import io
import random
import time
from pathlib import Path
from typing import Any

import pytest

from rules import cli
from rules.errors import NotationError
from rules.match import make_player
from rules.progress import Progress
from rules.registry import game_ids, get_game

EMPTY_WILDCATS = "...../...../...../...../....."
CHECKERS_POSITION = "W:W22/1:B18/1:OR"


def refusal(capsys, argv: list[str]) -> str:
    """The one line a refused command line prints (status 2, nothing on stdout)."""
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    out, err = capsys.readouterr()
    assert stop.value.code == 2 and out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("argv, says", [
    (["analyse", "programmers_checkers", "--position", CHECKERS_POSITION, "--seconds", "nan"],
     "argument --seconds: 'nan' is not a number written like 2 or 0.5 s"),
    (["analyse", "programmers_checkers", "--position", CHECKERS_POSITION, "--seconds", "inf"],
     "argument --seconds: 'inf' is not a number"),
    (["analyse", "programmers_checkers", "--position", CHECKERS_POSITION, "--seconds", "1e9"], "is not a number"),
    (["analyse", "programmers_checkers", "--position", CHECKERS_POSITION, "--seconds", "0"],
     "0 s is out of range: 0.01 s to 3600 s"),
    (["bench", "programmers_checkers", "--move-times", "-1"], "argument --move-times: -1 is out of range: 0 to"),
    (["perft", "programmers_checkers", "-1"], "argument depth: -1 is out of range: 0 to 9"),
    (["perft", "programmers_checkers", "\u0663"], "'\u0663' is not a whole number written with the digits 0-9"),
    (["perft", "wildcats", "\uff13"], "'\uff13' is not a whole number written with the digits 0-9"),
    (["perft", "othello", "1_0"], "'1_0' is not a whole number"),
    (["perft", "othello", " 7"], "' 7' is not a whole number"),
    (["perft", "programmers_checkers", "2", "--op", ""], "argument --op: an empty value"),
    (["perft", "programmers_checkers", "2", "--op", "NOT"], "argument --op: 'NOT' is not an operator"),
    (["endgame", "programmers_checkers", "--ops", "AND,NOT"], "argument --ops: 'NOT' is not an operator"),
    (["endgame", "programmers_checkers", "--ops", ","], "argument --ops: ',' names no tile"),
    (["analyse", "programmers_checkers", "--position", CHECKERS_POSITION, "--next", ""], "argument --next: an empty"),
    (["match", "wildcats", "--a", "L99"], "argument --a: Wild Cats has no level 'L99': its levels are L1, L2, L3"),
    (["match", "programmers_checkers", "--a", "L99", "--b", "L1"], "Programmer's Checkers has no level 'L99'"),
    (["bench", "programmers_checkers", "--move-times", "1", "--opponent", "L7"], "has no level 'L7'"),
    (["match", "othello", "--a", "L9:features", "--b", "L1"], "Othello has no level 'L9'"),
    (["match", "quantum_ttt", "--a", "L7", "--b", "L1"], "Quantum tic-tac-toe has no level 'L7'"),
    (["match", "wildcats", "--a", "L1", "--b", "ext:"], "argument --b: ext: needs a command"),
    (["solve", "wildcats", EMPTY_WILDCATS, "--depth", "99999999"], "argument --depth: 99999999 is out of range: 1 to 4"),
    (["perft", "wildcats", "100000000000000000000000000"], "is out of range: 0 to 4"),
    (["perft", "wildcats", "10^26"], "'10^26' is not a whole number"),
    (["perft", "othello", "99"], "argument depth: 99 is out of range: 0 to 13"),
    (["perft", "quantum_ttt", "7"], "out of range: 0 to 6"),
    (["perft", "oche", "9" * 5000], "'999999999999999999999999999999'… (5,000 characters) is out of range: 0 to 64"),
    (["perft", "oche", "\u0661" * 5000], "(5,000 characters) is not a whole number"),
    (["solve", "oche", "--seconds", "9" * 400 + ".5"], "(402 characters) s is out of range"),
    (["bench", "othello", "--ffo", "50-41"], "argument --ffo: '50-41': the first number is larger than the second"),
    (["bench", "othello", "--ffo", "30-41"], "argument --ffo: 30 is out of range: 40 to 59"),
    (["random", "othello", "--games", "0"], "argument --games: 0 is out of range: 1 to"),
    (["bench", "oche", "--cells", "501"], "argument --cells: 501 is out of range: 1 to 500"),
    (["solve", "oche", "--seconds", "-5"], "argument --seconds: -5 s is out of range"),
    (["match", "othello", "--a", "L1", "--b", "L2", "--timeout", "NaN"], "argument --timeout: 'NaN' is not a number"),
])
def test_every_refused_argument_is_one_line_with_status_2(capsys, argv, says):
    assert says in refusal(capsys, argv)


def test_a_save_folder_that_cannot_hold_a_file_is_refused_before_the_match(capsys, tmp_path):
    if Path("/proc/self").is_dir():
        said = refusal(capsys, ["match", "programmers_checkers", "--a", "L1", "--b", "L1", "--games", "1",
                                "--save", "/proc/self"])
        assert "argument --save: cannot write files in '/proc/self'" in said
    a_file = tmp_path / "a file"
    a_file.write_text("mine\n")
    said = refusal(capsys, ["match", "programmers_checkers", "--a", "L1", "--b", "L1", "--save", str(a_file)])
    assert f"cannot write files in {str(a_file)!r}" in said and a_file.read_text() == "mine\n"
    folder = tmp_path / "new" / "games"
    assert cli.writable_folder(str(folder)) == str(folder) and list(folder.iterdir()) == []


def _numeric_arguments() -> list[tuple[str, str, str, Any]]:
    """(game, command, argument, its type) of every command line of every game."""
    found = []
    for game_id in game_ids():
        for command, (add_args, _run) in cli._game_commands(game_id).items():
            parser = cli.build_parser(command, game_id, add_args)
            for action in parser._actions:
                if action.type in (int, float):
                    found.append((game_id, command, action.dest, "int/float"))
                elif hasattr(action.type, "example"):
                    found.append((game_id, command, action.dest, action.type))
    return found


NUMERIC = _numeric_arguments()
SCRIPTS = {"Arabic-Indic": 0x0660, "fullwidth": 0xFF10, "Devanagari": 0x0966, "Bengali": 0x09E6}


def test_every_number_of_every_command_goes_through_the_shared_types():
    plain = [(game, command, name) for game, command, name, kind in NUMERIC if kind == "int/float"]
    assert plain == []
    assert len(NUMERIC) > 60  # every game's commands were seen


@pytest.mark.parametrize("game_id, command, name, kind", NUMERIC, ids=[f"{g} {c} {n}" for g, c, n, _ in NUMERIC])
def test_digits_of_other_scripts_are_refused_uniformly(game_id, command, name, kind):
    assert kind != "int/float"
    kind(kind.example)  # the ASCII form is read
    for first in SCRIPTS.values():
        text = "".join(chr(first + int(c)) if c.isascii() and c.isdigit() else c for c in kind.example)
        with pytest.raises(argparse.ArgumentTypeError) as refused:
            kind(text)
        assert "\n" not in str(refused.value) and str(refused.value).strip()


def test_players_are_checked_against_the_games_levels():
    game = get_game("wildcats")
    args = argparse.Namespace(timeout=1.0)
    with pytest.raises(NotationError, match=r"Wild Cats has no level 'L99': its levels are L1, L2, L3 \(or random\)"):
        make_player("L99", game, random.Random(1), args)
    assert make_player("L3", game, random.Random(1), args).name == "L3"
    assert make_player("random", game, random.Random(1), args).name == "random"
    with pytest.raises(NotationError, match="Othello has no level 'L9'"):
        make_player("L9:features", get_game("othello"), random.Random(1), args)


# --- progress on stderr ------------------------------------------------------------------------------
def test_progress_is_silent_for_short_work_and_spaced_out_for_long_work():
    quiet = io.StringIO()
    with Progress("quick", delay=0.5, stream=quiet):
        pass
    assert quiet.getvalue() == ""
    said = io.StringIO()
    with Progress("slow", lambda: "7 nodes", delay=0.05, interval=0.1, stream=said):
        time.sleep(0.6)
    lines = said.getvalue().splitlines()
    assert 2 <= len(lines) <= 8, lines  # at most one line per interval
    assert all(line.startswith("slow: working, ") and line.endswith(", 7 nodes") for line in lines[:-1])
    assert lines[-1].startswith("slow: done in ")


def test_perft_and_solve_print_progress_on_stderr_and_only_rows_on_stdout(capsys, monkeypatch):
    monkeypatch.setattr(cli, "Progress", lambda label: Progress(label, delay=0.0, interval=0.01))
    for argv in (["perft", "othello", "6"], ["solve", "wildcats", "XXX.O/XOXX./XOOXX/..OXO/XXXOO"]):
        assert cli.main(argv) == 0
        out, err = capsys.readouterr()
        assert [line[:1] for line in out.splitlines()] == ["{"]
        assert err.startswith(f"{' '.join(argv)}: working, ") and "done in" in err
    assert cli.main(["random", "othello", "--games", "2"]) == 0  # not long work: no progress
    assert capsys.readouterr().err == ""
