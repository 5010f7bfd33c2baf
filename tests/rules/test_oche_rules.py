"""The turn structure and the decisions of spec/oche.md, case by case."""
import pytest

from rules import savefile
from rules.errors import GameOverError, IllegalMoveError, NotationError, SaveFormatError
from rules.oche import OcheGame
from rules.oche.moves import RESET, RESIGN, ChooseNumber, Cross, parse_move
from rules.oche.state import OcheEnding
from rules.protocol import TERMINAL, Termination


def game(cells, arrows):
    """cells: 'id' or 'id:letter'; the first is the start. arrows: 'a>b' or 'a>b:colour[:letter]'."""
    cs = []
    for i, spec in enumerate(cells):
        cid, _, letter = spec.partition(":")
        cs.append({"id": cid, "x": 120 * i, "y": 0, **({"letter": letter} if letter else {}),
                   **({"start": True} if i == 0 else {})})
    arr = []
    for spec in arrows:
        ends, *rest = spec.split(":")
        a, b = ends.split(">")
        arr.append({"from": a, "to": b, "color": rest[0] if rest else "black",
                    **({"letter": rest[1]} if len(rest) > 1 and rest[1] else {})})
    return OcheGame(board={"format": "oche-board/1", "cells": cs, "arrows": arr})


def play(state, *texts):
    for t in texts:
        state.play(state.game.parse_move(t))
    return state


# the sheet's example: O chooses x, crosses blue or red; P chooses y and may go down on blue y
EXAMPLE = game(["s:x", "l:y", "r", "d"], ["s>l:blue:x", "s>r:red:x", "l>d:blue:y"])


def test_o_moves_first_and_chooses_a_number_first():
    s = EXAMPLE.new_initial_state()
    assert s.to_move() == 1 and s.seat_name() == "O" and s.phase() == "number"
    assert [str(m) for m in s.legal_moves()] == ["x=1"]
    play(s, "x=6")
    assert s.phase() == "move" and s.to_move() == 1
    assert [str(m) for m in s.legal_moves()] == ["a0", "a1"]


def test_the_sheets_example():
    s = play(EXAMPLE.new_initial_state(), "x=6", "a0")
    assert [str(p) for p in s.activated_predicates()] == ["BLUE(6)"]
    assert s.to_move() == 0 and s.phase() == "number" and s.token_cell() == "l"
    assert [str(m) for m in s.legal_moves()] == ["y=6", "y=1"]  # in play, then one new number
    assert s.arrows_open_with(6) == [2] and s.arrows_open_with(5) == []
    wrong = play(s.copy(), "y=5")
    assert [str(m) for m in wrong.legal_moves()] == ["reset"]  # blue y is closed
    play(s, "y=6")
    assert s.open_arrows() == [2]
    play(s, "a2")
    outcome = s.outcome()
    assert outcome.termination is OcheEnding.STUCK and outcome.winner == 0
    assert s.to_move() == TERMINAL and s.legal_moves() == []
    with pytest.raises(GameOverError):
        s.play(RESET)


def test_any_natural_is_accepted_but_not_listed():
    s = play(EXAMPLE.new_initial_state(), "x=123456789")
    assert s.letter_values() == {"x": 123456789, "y": None}
    s = EXAMPLE.new_initial_state()
    for bad in (ChooseNumber("y", 3), ChooseNumber("x", -1), Cross(0), RESET):
        assert not s.is_legal(bad)
        with pytest.raises(IllegalMoveError):
            s.play(bad)


def test_activation_only_by_o_and_p_needs_it():
    # O crosses red x; P on p can cross red x (back to a cell of O's) but not blue x
    g = game(["s:x", "p", "o", "w"], ["s>p:red:x", "p>o:red:x", "p>w:blue:x", "o>p:green:x"])
    s = play(g.new_initial_state(), "x=2", "a0")
    assert [str(m) for m in s.legal_moves()] == ["a1", "reset"]
    play(s, "a1")  # P crossing red x activates nothing new
    assert [str(p) for p in s.activated_predicates()] == ["RED(2)"]
    play(s, "a3")  # O crosses green x: GREEN(2)
    assert [str(p) for p in s.activated_predicates()] == ["RED(2)", "GREEN(2)"]


def test_letter_without_value_activates_nothing_and_is_closed():  # decision 2
    g = game(["s", "p", "w"], ["s>p:blue:x", "p>w:blue:x"])
    s = play(g.new_initial_state(), "a0")
    assert s.activated_predicates() == [] and s.letter_values() == {"x": None}
    assert [str(m) for m in s.legal_moves()] == ["reset"]


def test_letterless_coloured_arrow():  # decision 3
    g = game(["s", "p", "w"], ["s>p:yellow", "p>w:yellow"])
    s = play(g.new_initial_state(), "a0")
    assert [str(p) for p in s.activated_predicates()] == ["YELLOW()"]
    assert [str(m) for m in s.legal_moves()] == ["a1", "reset"]


def test_number_chosen_first_is_read_by_the_arrow():  # decision 5
    g = game(["s:x", "p:x", "w"], ["s>p:blue:x", "p>w:blue:x"])
    s = play(g.new_initial_state(), "x=4", "a0", "x=9")
    assert s.open_arrows() == []
    s = play(g.new_initial_state(), "x=4", "a0", "x=4")
    assert s.open_arrows() == [1]


def test_choice_compulsory_before_reset_and_values_survive():  # decisions 6, 7, 8
    g = game(["s:x", "p:y", "w"], ["s>p:blue:x", "p>w:red:y"])
    s = play(g.new_initial_state(), "x=4", "a0")
    assert s.phase() == "number" and not s.is_legal(RESET)
    play(s, "y=7", "reset")
    assert s.token_cell() == "s" and s.seat_name() == "O" and s.phase() == "number"
    assert s.letter_values() == {"x": 4, "y": 7}
    assert [str(p) for p in s.activated_predicates()] == ["BLUE(4)"]
    assert [str(m) for m in s.legal_moves()] == ["x=4", "x=7", "x=1"]
    assert s.numbers_in_play() == [4, 7] and s.fresh_number() == 1


def test_p_may_reset_from_the_start_cell():  # decision 8
    g = game(["s", "p", "q"], ["s>p", "p>q", "q>s"])
    s = play(g.new_initial_state(), "a0", "a1", "a2")
    assert s.token_cell() == "s" and s.seat_name() == "P"
    assert RESET in s.legal_moves()
    play(s, "reset")
    assert s.seat_name() == "O"


def test_o_stuck_on_the_start_cell_at_once():
    g = game(["s:x", "a"], ["a>s"])
    s = g.new_initial_state()
    assert s.outcome().winner == 0 and s.phase() == "move"  # no number is chosen on a dead end


def test_p_on_a_dead_end_chooses_then_resets():
    g = game(["s", "p:x"], ["s>p"])
    s = play(g.new_initial_state(), "a0")
    assert s.outcome() is None and s.phase() == "number"
    play(s, "x=1")
    assert s.legal_moves() == [RESET]


def test_resign_is_legal_not_listed():
    s = EXAMPLE.new_initial_state()
    assert RESIGN not in s.legal_moves() and s.is_legal(RESIGN)
    play(s, "resign")
    assert s.outcome().termination is Termination.RESIGNATION and s.outcome().winner == 0


def test_moves_round_trip_their_text():
    for move in (ChooseNumber("x", 0), ChooseNumber("z", 42), Cross(0), Cross(17), RESET, RESIGN):
        assert parse_move(str(move)) == move
    assert parse_move(">3") == Cross(3) and parse_move(" X = 5 ") == ChooseNumber("x", 5)
    for bad in ("x=", "x=-1", "xy=3", "a", "jump", ""):
        with pytest.raises(NotationError):
            parse_move(bad)


def test_savefile_round_trip_and_replay():
    s = play(EXAMPLE.new_initial_state(), "x=6", "a0", "y=6")
    text = savefile.dumps(s)
    again, _ = savefile.loads(text)
    assert [str(m) for m in again.history] == ["x=6", "a0", "y=6"]
    assert again.letter_values() == s.letter_values() and again.game == s.game
    assert str(again) == str(s)


def test_savefile_with_a_bad_board_or_move():
    s = play(EXAMPLE.new_initial_state(), "x=6", "a0")
    import json
    data = json.loads(savefile.dumps(s))
    data["options"]["board"]["arrows"][0]["color"] = "pink"
    with pytest.raises(SaveFormatError, match="pink"):
        savefile.loads(json.dumps(data))
    data = json.loads(savefile.dumps(s))
    data["moves"].append("a2")
    with pytest.raises(SaveFormatError, match="move 3"):
        savefile.loads(json.dumps(data))


def test_game_defaults_to_level_one_and_is_hashable():
    g = OcheGame()
    assert g == OcheGame.from_level(1) and hash(g) == hash(OcheGame.from_level(1))
    assert g.options["board"]["title"]


def test_perft_counts_listed_moves():
    assert EXAMPLE.perft_report(2) == {"nodes": 2}


def test_random_play_replays_from_its_text():
    """Any listed move is legal, and a game's move texts replay to the same position."""
    import random
    from rules.oche.boardfile import to_dict
    from rules.oche.randomboard import random_board
    rng = random.Random(5)
    for _ in range(100):
        g = OcheGame(board=to_dict(random_board(rng, rng.randint(1, 8), rng.randint(0, 3), rng.randint(0, 3))))
        s = g.new_initial_state()
        for _ in range(30):
            if s.is_terminal():
                break
            moves = s.legal_moves()
            assert moves and all(s.is_legal(m) for m in moves)
            assert len(set(moves)) == len(moves)
            s.play(rng.choice(moves))
        again = g.replay(g.record_to_text(s.history).split())
        assert str(again) == str(s) and again.activated == s.activated


def test_game_keeps_its_own_copy_of_the_board():
    import copy
    board = copy.deepcopy(EXAMPLE.options["board"])
    g = OcheGame(board=board)
    board["arrows"].clear()
    assert len(g.options["board"]["arrows"]) == 3 and g == EXAMPLE
