"""Outside programs play any game through ``match --b ext:COMMAND`` (docs/protocol.md): the
documented random player finishes games of every game; one that answers what is not legal,
garbage, crashes or stays silent loses that game with a clear message, never a traceback."""
from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

import pytest

from rules.cli import main
from rules.registry import game_ids, get_game

HERE = Path(__file__).parent
RANDOM = f"ext:{shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'players' / 'random_player.py'))}"


def bad(how: str) -> str:
    return f"ext:{shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'players' / 'bad_player.py'))} {how}"


def run(capsys, *argv: str) -> tuple[int, list[dict]]:
    code = main(list(argv))
    return code, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_the_documented_example_is_the_tested_player():
    doc = (HERE.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    block = re.search(r"```python\n(import json\n.*?)```", doc, re.S)
    assert block and block.group(1) == (HERE / "players" / "random_player.py").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", [g for g in game_ids() if g != "toy_goofspiel"])
def test_an_outside_program_plays_every_game(capsys, game_id):
    code, rows = run(capsys, "match", game_id, "--a", "random", "--b", RANDOM, "--games", "2", "--verbose")
    assert code == 0, rows
    games, summary = rows[:-1], rows[-1]
    assert summary["games"] == 2 and summary["forfeits"] == 0
    assert [g["a_seat"] for g in games] == list(get_game(game_id).seat_names)
    assert all(g["record"] and g["forfeit"] is None for g in games)


@pytest.mark.parametrize("how, words", [
    ("illegal", "which is not a move"),
    ("garbage", "not JSON"),
    ("crash", "ended (exit status 3)"),
    ("silent", "did not answer within 0.5 s"),
])
def test_a_player_that_breaks_the_protocol_loses_with_a_message(capsys, how, words):
    code, rows = run(capsys, "match", "wildcats", "--a", "L1", "--b", bad(how), "--games", "2", "--verbose",
                     "--timeout", "0.5")
    assert code == 0
    games, summary = rows[:-1], rows[-1]
    assert summary["forfeits"] == 2 and summary["wins"] == 2  # A wins both: B forfeited
    for game in games:
        assert game["termination"] == "forfeit" and game["result"] == "win" and words in game["forfeit"]


def test_a_move_that_is_not_legal_now_is_a_forfeit_too(capsys):
    code, rows = run(capsys, "match", "othello", "--a", "L1", "--b", bad("wrong-move"), "--games", "2", "--verbose")
    assert code == 0 and rows[-1]["forfeits"] == 2
    assert all("is not legal here" in g["forfeit"] for g in rows[:-1])
