"""Moves and records typed on the command line or read from files: any script's digits, huge
numbers and odd spacing give a message naming the move, never a traceback or a silent
reading of something else."""
import json

import pytest

from rules.cli import main
from rules.errors import NotationError, RulesError
from rules.othello import OthelloGame
from rules.match import make_player
from rules.quantum_ttt.game import QuantumGame
from rules.registry import get_game

OTHELLO_PASS_GAME = ("d3c3e6d2d1e1b2c1d6c7f3c5b3b4a1e3a5g2a3g3e2c6f4f6g4c8b7h2c4g1g7a6g5g6h5h4f7e7a2b6a7f8a4h6g8e8"
                     "c2f2d7d8h7f1h1a8b1b8f5h8h3b5")
"""A whole game in which a side passes twice (transcripts leave passes out)."""


def _cli(capsys, *argv):
    code = main(list(argv))
    return code, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("game_id, record, words", [
    ("quantum_ttt", "X\u0661:1-2", "move 1: cannot read"),       # an Arabic-Indic one is not move 1
    ("quantum_ttt", "15 O\u0662:2-6", "move 2: cannot read"),
    ("quantum_ttt", "1\u00b2", "move 1: cannot read"),
    ("quantum_ttt", "15 10", "move 2: a placement needs"),
    ("quantum_ttt", "9" * 5000, "(5,000 characters)"),
    ("oche", "x=\u0661", "move 1: 'x=١' is not an Oche move"),
    ("oche", "x=" + "9" * 5000, "move 1: 'x=99999"),               # int() would raise ValueError
    ("oche", "x=1 a" + "9" * 5000, "move 2:"),
    ("othello", "f5 d6 zz", "move 3: 'zz' is not a square"),
    ("othello", "f5 pass " + "d6" * 3000, "move 3: 'd6d6"),
])
def test_unreadable_moves_name_their_number(capsys, game_id, record, words):
    game = get_game(game_id)
    with pytest.raises(RulesError) as error:
        game.replay(game.parse_record(record))
    assert words in str(error.value)
    assert len(str(error.value)) < 200  # quotes what it cannot read, not all of it
    code, rows = _cli(capsys, "replay", game_id, "--", *record.split())
    assert code == 1 and words in rows[-1]["error"]


def test_an_othello_transcript_in_pieces_is_still_a_transcript(capsys):
    pieces = [OTHELLO_PASS_GAME[:100], OTHELLO_PASS_GAME[100:]]
    moves = OthelloGame().parse_record("\n".join(pieces))
    assert [str(m) for m in moves].count("pass") == 2 and OthelloGame().replay(moves).is_terminal()
    code, rows = _cli(capsys, "replay", "othello", *pieces)  # as a shell passes $(cat game.txt)
    assert code == 0 and rows[0]["outcome"] is not None
    # A list that writes its passes is read move by move, as before.
    assert [str(m) for m in OthelloGame().parse_record("f5 d6 pass")] == ["f5", "d6", "pass"]


@pytest.mark.parametrize("text", ["", "  \n\t"])
def test_an_empty_transcript_is_not_imported(text):
    with pytest.raises(NotationError, match="the transcript is empty"):
        OthelloGame().import_transcript(text)
    assert OthelloGame().parse_record(text) == []  # the command line's empty record: the start


@pytest.mark.parametrize("option, words", [
    ("start=5", "options: start must be a position text"),
    ("start", "--option 'start': write KEY=JSON"),
    ("start={", "--option start: the value is not valid JSON"),
    ("start=NaN", "NaN"),
    ("size=8", "unknown option(s) for othello: size"),
])
def test_bad_options_on_the_command_line_are_messages(capsys, option, words):
    code, rows = _cli(capsys, "replay", "othello", "f5", "--option", option)
    assert code == 1 and rows == [{"error": rows[0]["error"]}] and words in rows[0]["error"]


def test_oche_board_option_of_the_wrong_type_is_a_message(capsys):
    code, rows = _cli(capsys, "replay", "oche", "--option", "board=[]")
    assert code == 1 and "board must be an Oche board" in rows[0]["error"]


@pytest.mark.parametrize("spec", ["L\u00b2", "L\u0663", "\u00b2", "nobody", "L99", "ext:", "L2:nonsense"])
@pytest.mark.parametrize("game_id", ["wildcats", "othello"])
def test_player_specs_are_read_in_ascii_and_name_what_exists(spec, game_id):
    import argparse
    import random
    from rules.registry import get_game
    with pytest.raises(NotationError, match="unknown player|has no level|needs a command"):
        make_player(spec, get_game(game_id), random.Random(1), argparse.Namespace(timeout=1.0))


def test_quantum_records_in_ascii_still_read():
    assert [str(m) for m in QuantumGame().parse_record("15 o2:6-2 X3:3-7")] == ["X1:1-5", "O2:2-6", "X3:3-7"]


@pytest.mark.parametrize("level", ["99", "0", "-1"])
def test_a_level_that_does_not_exist_is_a_message(capsys, level):
    with pytest.raises(SystemExit) as stop:
        main(["solve", "oche", "--level", level])
    assert stop.value.code == 2
    assert capsys.readouterr().err == (f"python -m rules solve oche: error: argument --level: {level} is out of "
                                       "range: 1 to 13 (see --help)\n")


@pytest.mark.parametrize("depth, says", [("-1", "-1 is out of range: 0 to 13"),
                                         ("\u00b2", "'\u00b2' is not a whole number written with the digits 0-9")])
def test_a_negative_perft_depth_is_a_usage_error_not_the_whole_game_tree(capsys, depth, says):
    with pytest.raises(SystemExit) as stop:
        main(["perft", "othello", depth])
    assert stop.value.code == 2 and says in capsys.readouterr().err
