"""Othello rules: perft, notation round trips, passes, typed errors, random playouts."""
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

from rules import savefile
from rules.errors import IllegalMoveError, NotationError, GameOverError
from rules.othello import PASS, OthelloGame, OthelloMove
from rules.othello.state import OthelloState, replay_transcript
from rules.protocol import TERMINAL, perft

GAME = OthelloGame()
PERFT = [4, 12, 56, 244, 1396, 8200, 55092]


@pytest.mark.parametrize("depth,nodes", list(enumerate(PERFT, start=1)))
def test_perft_from_start(depth, nodes):
    assert GAME.perft_report(depth)["nodes"] == nodes


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_bitboard_perft_agrees_with_protocol_perft(depth):
    assert perft(GAME.new_initial_state(), depth) == PERFT[depth - 1]


def test_start_position_string():
    s = GAME.new_initial_state()
    assert s.position() == "-" * 27 + "OX------XO" + "-" * 27 + " X"
    assert [str(m) for m in s.legal_moves()] == ["d3", "c4", "f5", "e6"]


def test_move_text_round_trip():
    for sq in range(64):
        m = OthelloMove(sq)
        assert OthelloMove.parse(str(m)) == m
        assert OthelloMove.parse(str(m).upper()) == m
    assert OthelloMove.parse("pass") == PASS and str(PASS) == "pass"
    with pytest.raises(NotationError):
        OthelloMove.parse("i9")


def test_illegal_move_raises_typed_error_and_changes_nothing():
    s = GAME.new_initial_state()
    before = s.position()
    with pytest.raises(IllegalMoveError):
        s.play(OthelloMove.parse("a1"))
    with pytest.raises(ValueError):  # the typed error is a ValueError too
        s.play(PASS)
    assert s.position() == before and s.history == []


def test_transcript_import_names_the_illegal_move_number():
    with pytest.raises(IllegalMoveError) as err:
        replay_transcript(GAME, "f5d6c3a1")
    assert err.value.number == 4
    assert "move 4" in str(err.value)
    with pytest.raises(IllegalMoveError) as err:
        replay_transcript(GAME, "f5zz")
    assert err.value.number == 2


# A game in which White must pass: found by a search over short games and kept as a golden
# record. After these 19 moves Black has discs only where White cannot bracket them.
def _find_pass_game():
    import random
    rng = random.Random(7)
    for _ in range(20000):
        s = GAME.new_initial_state()
        while not s.is_terminal() and len(s.history) < 60:
            moves = s.legal_moves()
            if moves == [PASS]:
                return s
            s.play(rng.choice(moves))
    raise AssertionError("no pass found")


def test_pass_is_explicit_and_reinserted_on_import():
    s = _find_pass_game()
    assert s.legal_moves() == [PASS]
    s.play(PASS)
    while not s.is_terminal():
        s.play(s.legal_moves()[0])
    assert PASS in s.history
    text = s.transcript()
    assert "pass" not in text and len(text) == 2 * sum(not m.is_pass for m in s.history)
    again = replay_transcript(GAME, text.upper())
    assert again.history == s.history
    assert again.position() == s.position()


def test_game_over_rejects_moves_and_reports_result():
    # A full board: every square black but one white in the corner; nobody can move.
    s = OthelloState.from_position(GAME, "X" * 63 + "O X")
    assert s.to_move() == TERMINAL and s.legal_moves() == []
    out = s.outcome()
    assert out.winner == 0 and out.detail == "63-1"
    with pytest.raises(GameOverError):
        s.play(PASS)


def test_position_string_round_trip_and_errors():
    text = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
    assert OthelloState.from_position(GAME, text).position() == text
    for bad in ["", "X" * 64, "Q" * 64 + " X", "X" * 63 + " X"]:
        with pytest.raises(NotationError):
            OthelloState.from_position(GAME, bad)


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_playouts_keep_invariants(rng):
    s = GAME.new_initial_state()
    placed = 0
    while True:
        moves = s.legal_moves()
        black, white = s.disc_counts()
        assert black + white == 4 + placed
        assert s.boards[0] & s.boards[1] == 0
        me, opp = s.mover_boards()
        from rules.othello.bitboard import legal_moves
        both_stuck = not legal_moves(me, opp) and not legal_moves(opp, me)
        assert s.is_terminal() == both_stuck  # ends exactly when neither side can move
        if not moves:
            break
        if moves == [PASS]:
            assert not legal_moves(me, opp)
        move = rng.choice(moves)
        s.play(move)
        placed += not move.is_pass
    loaded, _ = savefile.loads(savefile.dumps(s))
    assert loaded.position() == s.position()
    assert loaded.history == s.history
    assert replay_transcript(GAME, s.transcript()).position() == s.position()


def test_save_round_trip_keeps_options():
    g = OthelloGame(start="X" * 30 + "O" + "-" * 33 + " O")
    s = g.new_initial_state()
    loaded, extra = savefile.loads(savefile.dumps(s, {"players": ["human", "human"]}))
    assert loaded.position() == s.position() and extra == {"players": ["human", "human"]}


def test_computer_moves_are_legal():
    s = GAME.new_initial_state()
    for level in (1, 2, 3):
        m = GAME.choose_move(s, s.to_move(), level)
        assert s.is_legal(m)


def test_computer_stops_when_asked_and_still_answers_legally():
    s = GAME.new_initial_state()
    assert s.is_legal(GAME.choose_move(s, s.to_move(), 3, stop=lambda: True))


def test_command_line_perft_and_replay():
    out = subprocess.run([sys.executable, "-m", "rules", "perft", "othello", "4"],
                         capture_output=True, text=True, check=True).stdout
    row = json.loads(out)
    assert row["game"] == "othello" and row["depth"] == 4 and row["nodes"] == 244 and "seconds" in row
    out = subprocess.run([sys.executable, "-m", "rules", "replay", "othello", "f5d6c3d3c4f4f6f3e6e7"],
                         capture_output=True, text=True, check=True).stdout
    row = json.loads(out)
    assert row["moves"] == 10 and row["score"] == "6-8" and row["outcome"] is None
    bad = subprocess.run([sys.executable, "-m", "rules", "replay", "othello", "f5f5"],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "move 2" in json.loads(bad.stdout)["error"]
