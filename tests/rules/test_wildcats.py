"""Wild Cats rules: the lines, threats, allowed squares (spec Decisions 1-3), blocks, the end
tests (Decision 5), notation, records, saves and random playouts."""
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from rules import savefile
from rules.cli import main
from rules.errors import GameOverError, IllegalMoveError, NotationError
from rules.protocol import SIMULTANEOUS, TERMINAL, JointMove, Termination, perft, random_move
from rules.registry import get_game
from rules.wildcats import Square, WildCatsGame, board, parse_square, round_text
from rules.wildcats.board import LINES, WildCatsEnding, allowed, alive, bits, square_index, threats

GAME = WildCatsGame()
# The spec's example: X holds two threats (D1, A4), O none.
EXAMPLE = "XXX.O/XOXX./XOOXX/..OXO/XXXOO"


def sq(name: str) -> Square:
    return parse_square(name)


def names(squares) -> list[str]:
    return sorted(str(s) for s in squares)


def at(text: str):
    return GAME.state_from_position(text)


def mask(*squares: str) -> int:
    return sum(1 << square_index(s) for s in squares)


# --- board ---------------------------------------------------------------------------------------
def test_the_28_lines():
    assert len(LINES) == 28 and len(set(LINES)) == 28
    assert all(line.bit_count() == 4 for line in LINES)
    named = {tuple(sorted(board.square_name(i) for i in bits(line))) for line in LINES}
    for line in (("A1", "B1", "C1", "D1"), ("B1", "C1", "D1", "E1"), ("A1", "A2", "A3", "A4"),
                 ("A1", "B2", "C3", "D4"), ("B2", "C3", "D4", "E5"), ("B1", "C2", "D3", "E4"),
                 ("A2", "B3", "C4", "D5"), ("E1", "D2", "C3", "B4"), ("D1", "C2", "B3", "A4"),
                 ("E2", "D3", "C4", "B5")):
        assert tuple(sorted(line)) in named
    kinds = {"row": 0, "column": 0, "diagonal": 0}
    for line in LINES:
        cells = [(i // 5, i % 5) for i in bits(line)]
        if len({r for r, _ in cells}) == 1:
            kinds["row"] += 1
        elif len({c for _, c in cells}) == 1:
            kinds["column"] += 1
        else:
            kinds["diagonal"] += 1
    assert kinds == {"row": 10, "column": 10, "diagonal": 8}
    # three-in-a-row diagonals such as A3-B4-C5 are not lines
    assert tuple(sorted(("A3", "B4", "C5"))) not in {t[:3] for t in named}
    assert all(len(board.LINES_THROUGH[i]) >= 3 for i in range(25))


def test_squares_and_position_text():
    assert str(Square(0)) == "A1" and str(Square(24)) == "E5" and str(sq("b2")) == "B2"
    assert sq("C3").row == 2 and sq("C3").column == 2
    for bad in ("F1", "A6", "A", "11", ""):
        with pytest.raises(NotationError):
            parse_square(bad)
    x, o, ban, blocks = board.parse_position(EXAMPLE + " ban=E2 blocks=2")
    assert x >> square_index("A1") & 1 and o >> square_index("E1") & 1 and not (x | o) >> square_index("D1") & 1
    assert (ban, blocks) == (square_index("E2"), 2)
    assert board.position_text(x, o, ban, blocks) == EXAMPLE + " ban=E2 blocks=2"
    for bad in ("XXX.O/XOXX./XOOXX/..OXO", "XXX.O/XOXX./XOOXX/..OXO/XXXOOO", "XXX.Q/...../...../...../.....",
                EXAMPLE + " ban=A1", EXAMPLE + " blocks=4", EXAMPLE + " foo=1", EXAMPLE + " ban=D1 ban=E2"):
        with pytest.raises(ValueError):
            board.parse_position(bad)


def test_threats_count_split_threes():
    assert threats(mask("A1", "B1", "D1"), 0) == mask("C1")           # X X . X
    assert threats(mask("A1", "C1", "D1"), 0) == mask("B1")           # X . X X
    assert threats(mask("B1", "C1", "D1"), 0) == mask("A1", "E1")     # . X X X .: both ends
    assert threats(mask("A1", "B2", "D4"), 0) == mask("C3")           # diagonal with a gap
    assert threats(mask("A1", "B1", "D1"), mask("C1")) == 0           # the gap is taken
    assert threats(mask("A1", "B1", "C1"), mask("D1")) == 0           # A1-D1 blocked, B1-E1 has two gaps
    state = at(EXAMPLE)
    assert names(state.threats(0)) == ["A4", "D1"] and state.threats(1) == []


# --- allowed squares -------------------------------------------------------------------------------
def test_several_threats_move_freely_and_the_opponent_must_cover_one():
    state = at(EXAMPLE)
    assert names(state.legal_moves(0)) == ["A4", "B4", "D1", "E2"]   # free, even onto its threats
    assert names(state.legal_moves(1)) == ["A4", "D1"]               # duty: one of them
    info = state.choice_info(1)
    assert info.duty and info.own_threat_barred is None and not info.ban_lapsed


def test_duty_applies_even_with_own_threats():
    # X has three threats, O has three: each must choose among the other's threats
    state = at("..O../..O.X/XX.XX/..O.X/.OOO.")
    assert names(state.threats(0)) == ["C3", "E1", "E5"] and names(state.threats(1)) == ["A5", "C3", "E5"]
    assert names(state.legal_moves(0)) == ["A5", "C3", "E5"]
    assert names(state.legal_moves(1)) == ["C3", "E1", "E5"]


def test_own_single_threat_is_barred_and_the_opponent_must_take_it():
    state = at("XXX.O/OOOXX/XXOO./OOXXO/XOXO.")
    assert names(state.threats(0)) == ["D1"] and state.threats(1) == []
    assert names(state.legal_moves(0)) == ["E3", "E5"]
    assert names(state.legal_moves(1)) == ["D1"]
    assert state.choice_info(0).own_threat_barred == sq("D1") and not state.choice_info(0).duty
    assert state.choice_info(1).duty


def test_both_single_threats_each_takes_the_others():
    # X's single threat C3, O's single threat B3 (three free squares: B3, C3, D2)
    state = at("OOXOX/XOX.O/X..OO/OOXXX/XOXOO")
    assert names(state.threats(0)) == ["C3"] and names(state.threats(1)) == ["B3"]
    assert names(state.legal_moves(0)) == ["B3"] and names(state.legal_moves(1)) == ["C3"]


def test_the_ban_on_ones_own_single_threat_yields_to_the_duty():
    # D1 is X's only threat and O's only threat (O also has D2-D4): forced on both, a block
    state = at("XXX.O/...O./...O./...O./...X.")
    assert names(state.threats(0)) == ["D1"] and names(state.threats(1)) == ["D1"]
    assert names(state.legal_moves(0)) == ["D1"] and names(state.legal_moves(1)) == ["D1"]
    assert state.choice_info(0).own_threat_barred is None
    state.play(GAME.parse_move("X:D1/O:D1"))
    assert state.ban == sq("D1") and state.blocks == 1 and state.to_move() == SIMULTANEOUS
    # banned, the shared threat still counts but nobody may take it: no duty this round
    assert sq("D1") not in state.legal_moves(0) and len(state.legal_moves(0)) == 16
    assert names(state.threats(0)) == ["D1"]
    state.play(GAME.joint(sq("A5"), sq("B5")))
    assert state.ban is None and state.blocks == 0
    assert names(state.legal_moves(0)) == ["D1"]                     # forced again


def test_the_ban_lapses_when_it_would_leave_nothing():
    # On the rule itself: in play a lone free square ends the game first (Decision 5).
    only = mask("C3")
    assert allowed(only, only, 0, 0) == only
    assert allowed(mask("C3", "D4"), mask("C3"), 0, 0) == mask("D4")
    assert allowed(mask("C3", "D4"), mask("C3"), 0, mask("C3")) == mask("D4")  # a banned threat is no duty
    assert allowed(mask("C3", "D4", "E5"), 0, mask("C3"), mask("C3")) == mask("C3")  # duty beats the bar
    assert allowed(mask("C3", "D4", "E5"), 0, mask("C3"), mask("D4")) == mask("D4")
    assert allowed(mask("C3", "D4", "E5"), 0, mask("C3", "E5"), 0) == mask("C3", "D4", "E5")


# --- rounds, blocks and the end ----------------------------------------------------------------------
def test_blocks_ban_one_round_and_three_in_a_row_draw():
    state = GAME.new_initial_state()
    state.play(GAME.parse_move("X:C3/O:C3"))
    assert state.ban == sq("C3") and state.blocks == 1 and state.x == state.o == 0
    with pytest.raises(IllegalMoveError):
        state.play(GAME.parse_move("X:C3/O:B2"))
    state.play(GAME.parse_move("X:B2/O:B2"))
    assert state.ban == sq("B2") and state.blocks == 2 and sq("C3") in state.legal_moves(0)
    marked = state.copy()
    marked.play(GAME.parse_move("X:C3/O:D4"))
    assert marked.blocks == 0 and marked.ban is None and marked.mark_at(sq("C3")) == 0 and marked.mark_at(sq("D4")) == 1
    state.play(GAME.parse_move("X:A1/O:A1"))
    out = state.outcome()
    assert state.to_move() == TERMINAL and out.termination is WildCatsEnding.BLOCKS
    assert out.winner is None and out.scores == (0.5, 0.5) and state.result_text() == "½-½ (three blocks in a row)"


def test_a_four_wins_and_both_fours_in_one_round_draw():
    state = at(EXAMPLE)
    win = state.copy()
    win.play(GAME.parse_move("X:D1/O:A4"))
    out = win.outcome()
    assert out.termination is Termination.NORMAL and out.winner == 0 and out.scores == (1.0, 0.0)
    assert win.result_text() == "1-0 (X completed four)"
    assert [(seat, names(line)) for seat, line in win.winning_lines()] == [(0, ["A1", "B1", "C1", "D1"]),
                                                                         (0, ["D1", "D2", "D3", "D4"])]
    both = at("..O../..O.X/XX.XX/..O.X/.OOO.")
    both.play(GAME.parse_move("X:C3/O:E5"))
    out = both.outcome()
    assert out.termination is WildCatsEnding.BOTH_LINES and out.winner is None and out.scores == (0.5, 0.5)
    assert {seat for seat, _ in both.winning_lines()} == {0, 1}


def test_the_spec_example_winning_line_for_o():
    state = at("XXX.X/XXXO./XOOOX/.XXOO/OXXXO")
    # X must take D1 (O's threat) and it is X's threat too; O may not take its single threat
    assert names(state.legal_moves(0)) == ["D1"] and names(state.legal_moves(1)) == ["A4"]
    state.play(GAME.joint(sq("D1"), sq("A4")))
    assert state.outcome().winner == 0


def test_nobody_alive_is_a_draw_after_a_marking_round():
    before = at("OOX.O/XO.X./X.XOX/OXOOX/.X..O")
    assert not before.is_terminal() and (alive(before.x, before.o) or alive(before.o, before.x))
    before.play(GAME.parse_move("X:D1/O:A5"))
    out = before.outcome()
    assert before.free_count() == 5
    assert out.termination is Termination.NO_WIN_LEFT and out.detail == "nobody can complete four"
    assert not alive(before.x, before.o) and not alive(before.o, before.x)


def test_alive_counts_the_rounds_left():
    # X's row 1 lacks two squares: with 4 free squares (2 rounds) alive, with 3 (1 round) not
    x, o = mask("A1", "B1"), mask("E1", "A2", "B2", "C2", "D2", "E2")
    assert alive(x, o)
    full = board.FULL & ~mask("A1", "B1", "C1", "D1", "E1", "C4", "D4", "E4")
    x2 = x
    o2 = full & ~x2 | mask("E1")
    assert (board.FULL & ~(x2 | o2)).bit_count() == 5 and alive(x2, o2)   # C1, D1 + 3 others: cap 2
    o3 = o2 | mask("C4", "D4")
    assert (board.FULL & ~(x2 | o3)).bit_count() == 3 and not alive(x2, o3)  # cap 1 < 2 missing


def test_at_most_one_free_square_ends_the_game():
    assert at("XOXOX/OXOXO/XOXOX/XOXOX/OXOX.").outcome().detail == "one free square"
    full = at("XOXOX/OXOXO/XOXOX/XOXOX/OXOXO")
    assert full.outcome().detail == "no free square" and full.outcome().termination is Termination.NO_WIN_LEFT


def test_start_positions_that_are_already_over():
    four = at("XXXX./OOO../...../...../.....")
    assert four.is_terminal() and four.outcome().winner == 0
    assert four.legal_moves(0) == [] and four.legal_moves(1) == []
    assert at("XXXX./OOOO./...../...../.....").outcome().termination is WildCatsEnding.BOTH_LINES
    assert at("...../...../...../...../..... ban=C3 blocks=3").outcome().termination is WildCatsEnding.BLOCKS
    with pytest.raises(GameOverError):
        four.play(GAME.parse_move("X:E1/O:E2"))


def test_illegal_rounds_raise_and_change_nothing():
    state = at(EXAMPLE)
    before = (state.position_text(), list(state.history))
    for text in ("X:E2/O:E2", "X:A1/O:D1", "X:D1/O:B4"):
        with pytest.raises(IllegalMoveError):
            state.play(GAME.parse_move(text))
    with pytest.raises(IllegalMoveError):
        state.play(sq("D1"))  # one square is not a round
    with pytest.raises(IllegalMoveError):
        state.play_joint({0: sq("D1"), 1: sq("E2")})
    assert (state.position_text(), list(state.history)) == before
    state.play_joint({0: sq("E2"), 1: sq("A4")})
    assert str(state.history[-1]) == "X:E2/O:A4"


# --- notation, records, saves --------------------------------------------------------------------
def test_round_notation():
    r = GAME.parse_move("X:B2/O:C3")
    assert isinstance(r, JointMove) and r[0] == sq("B2") and r[1] == sq("C3") and str(r) == "X:B2/O:C3"
    assert GAME.round_text(r) == "X:B2 O:C3"
    b = GAME.joint(sq("C3"), sq("C3"))
    assert str(b) == "X:C3/O:C3" and round_text(b) == "X:C3 O:C3 block"
    assert GAME.parse_move("X:C3 O:C3 block") == b == GAME.parse_move("x:c3/o:c3")
    assert GAME.parse_move("B2") == sq("B2")
    for bad in ("X:B2 O:C3 block", "O:B2/X:C3", "X:B2", "X:B2/O:F3", "X:B2/O:C3/X:A1"):
        with pytest.raises(NotationError):
            GAME.parse_move(bad)


def test_records_in_both_notations():
    rounds = GAME.parse_record("X:B2/O:C3 X:D4/O:D4 X:A1/O:A2")
    assert GAME.parse_record("X:B2 O:C3, X:D4 O:D4 block, X:A1 O:A2") == rounds
    assert GAME.parse_record("1. X:B2 O:C3\n2. X:D4 O:D4 block\n3. X:A1 O:A2\n") == rounds
    assert GAME.parse_record("X:B2 O:C3 X:D4/O:D4 X:A1 O:A2") == rounds
    assert GAME.record_notation(rounds) == "X:B2 O:C3, X:D4 O:D4 block, X:A1 O:A2"
    assert GAME.parse_record(GAME.record_to_text(rounds)) == rounds
    state = GAME.replay(rounds)
    assert state.position_text() == "X..../OX.../..O../...../....." and state.rounds() == 3
    with pytest.raises(NotationError):
        GAME.parse_record("X:B2 C3")
    with pytest.raises(IllegalMoveError, match="move 2"):
        GAME.replay(GAME.parse_record("X:B2 O:C3, X:C3 O:C3 block"))


def test_registry_options_and_saves():
    game = get_game("wildcats", start=EXAMPLE + " ban=E2 blocks=1")
    state = game.new_initial_state()
    assert state.ban == sq("E2") and state.blocks == 1 and sq("E2") not in state.legal_moves(0)
    state.play(game.parse_move("X:B4/O:D1"))
    loaded, extra = savefile.loads(savefile.dumps(state, {"players": ["person", "L3"]}))
    assert loaded.position_text() == state.position_text() and loaded.history == state.history
    assert loaded.game == game and extra == {"players": ["person", "L3"]}
    with pytest.raises(NotationError):
        WildCatsGame(start="XX/OO")
    with pytest.raises(ValueError):
        WildCatsGame(size=6)


def test_view_is_a_plain_copy():
    state = at(EXAMPLE)
    view = state.view_for(1)
    assert view is not state and view.position_text() == state.position_text() and view.history == state.history
    assert set(vars(view)) == set(vars(state)) == {"game", "history", "x", "o", "ban_index", "blocks", "_outcome"}
    view.play(GAME.parse_move("X:D1/O:D1"))
    assert state.blocks == 0


# --- perft and random play -----------------------------------------------------------------------
def test_perft_counts_every_joint_choice():
    assert GAME.perft_report(1) == {"nodes": 625, "blocks": 25}
    assert GAME.perft_report(2)["nodes"] == 600 * 23 * 23 + 25 * 24 * 24
    for text, depths in ((EXAMPLE, (1, 2, 3)), ("OOX.O/XO.X./X.XOX/OXOOX/.X..O", (1, 2, 3)),
                         ("XOX.O/OO.XX/XX.OO/O.XX./.XO.O ban=C3 blocks=2", (1, 2, 3)),
                         ("XO.../.X.O./..X../.O.../..... ban=E5 blocks=2", (1,))):
        game = WildCatsGame(start=text)
        for depth in depths:
            assert game.perft_report(depth)["nodes"] == perft(game.new_initial_state(), depth)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_playouts_keep_the_invariants(seed):
    rng = random.Random(seed)
    state = GAME.new_initial_state()
    marking = 0
    while not state.is_terminal():
        assert state.to_move() == SIMULTANEOUS
        xs, os_ = state.legal_moves(0), state.legal_moves(1)
        assert xs and os_ and set(xs) | set(os_) <= set(state.free_squares())
        for choice in xs + os_:
            assert GAME.parse_move(str(choice)) == choice
        pairs = [(a, b) for a in xs for b in os_]
        for a, b in pairs if len(pairs) <= 40 else rng.sample(pairs, 40):  # every allowed pair plays
            child = state.copy()
            child.play(GAME.joint(a, b))
            assert len(child.history) == len(state.history) + 1
        wrong = [s for s in state.free_squares() if s not in xs] + [s for s in map(Square, range(25)) if s not in state.free_squares()]
        if wrong:
            before = (state.x, state.o, state.ban_index, state.blocks, len(state.history))
            with pytest.raises(IllegalMoveError):
                state.play(GAME.joint(rng.choice(wrong), os_[0]))
            assert (state.x, state.o, state.ban_index, state.blocks, len(state.history)) == before
        move = random_move(state, rng)
        assert GAME.parse_move(str(move)) == move and GAME.parse_move(round_text(move)) == move
        free = state.free_count()
        state.play(move)
        if move[0] != move[1]:
            marking += 1
            assert state.free_count() == free - 2 and state.blocks == 0 and state.ban is None
        else:
            assert state.ban == move[0] and 1 <= state.blocks <= 3
    assert marking <= 12 and len(state.history) <= 12 + 2 * 13
    out = state.outcome()
    assert out.scores in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
    assert GAME.replay(GAME.parse_record(GAME.record_notation(state.history))).position_text() == state.position_text()
    assert GAME.replay(GAME.parse_record(GAME.record_to_text(state.history))).outcome() == out
    loaded, _ = savefile.loads(savefile.dumps(state))
    assert loaded.outcome() == out and loaded.history == state.history


def test_random_and_replay_commands(capsys):
    assert main(["random", "wildcats", "--games", "200", "--seed", "3"]) == 0
    first, second = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert first["games"] == 200 and abs(first["x_wins"] + first["o_wins"] + first["draws"] - 1) < 1e-9
    assert first["draws"] > 0.5 and sum(second["endings"].values()) == 200
    assert 5 < second["mean_moves"] <= second["longest_moves"] <= 38
    assert main(["replay", "wildcats", "X:B2 O:C3, X:D4 O:D4 block", "X:A1/O:A2"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["position"] == "X..../OX.../..O../...../....." and row["last_round"] == "X:A1 O:A2"
    assert row["moves"] == 3 and row["outcome"] is None
