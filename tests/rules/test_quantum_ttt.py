"""Quantum tic-tac-toe rules: counts, the seed's example, scoring, notation, playouts."""
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from rules import savefile
from rules.errors import GameOverError, IllegalMoveError, NotationError
from rules.protocol import TERMINAL
from rules.quantum_ttt import ClassicalMove, MeasureMove, PlaceMove, QuantumGame
from rules.quantum_ttt.scoring import judge

GAME = QuantumGame()
HALF = Fraction(1, 2)
# The seed's example: O8 closes a cycle through the top-right square (3) and the middle (5).
SEED_RECORD = "X1:1-7 O2:6-8 X3:2-8 O4:5-9 X5:1-6 O6:7-9 X7:2-3 O8:3-5"


def play(record: str):
    return GAME.state_from_record(record)


# --- counts ---------------------------------------------------------------------------------------
def test_spec_counts():
    assert len(GAME.new_initial_state().legal_moves()) == 36
    assert GAME.perft_report(1) == {"placements": 36, "cycles": 0, "histories": 36, "ended": 0}
    assert GAME.perft_report(2) == {"placements": 1296, "cycles": 36, "histories": 1332, "ended": 0}


def test_perft_three_is_consistent():
    report = GAME.perft_report(3)
    assert report["histories"] == report["placements"] + report["cycles"]
    assert report == {"placements": 46872, "cycles": 3024, "histories": 49896, "ended": 0}


# --- the seed's example ------------------------------------------------------------------------------
def test_seed_example_middle_gives_o_one_and_x_half():
    s = play(SEED_RECORD)
    assert s.phase() == "measure" and s.to_move() == 0  # X did not close the cycle: X measures
    assert s.measurement_options() == [MeasureMove(3), MeasureMove(5)]
    middle = s.copy()
    middle.play(MeasureMove(5))
    assert middle.classical(5) == (1, 8)
    assert middle.score() == (HALF, Fraction(1))
    assert sorted(middle.lines()) == [(0, (1, 2, 3), 7), (1, (7, 8, 9), 6)]
    assert sorted(middle.classical(sq)[1] for sq in (1, 2, 3)) == [1, 3, 7]
    assert sorted(middle.classical(sq)[1] for sq in (7, 8, 9)) == [2, 4, 6]
    out = middle.outcome()
    assert out.winner == 1 and out.scores == (0.5, 1.0) and out.detail == "X line max 7, O line max 6"
    assert middle.result().case == "both" and middle.result().best == (7, 6)
    assert middle.to_move() == TERMINAL and middle.phase() == "over"
    corner = s.copy()
    corner.play(MeasureMove(3))
    assert corner.classical(3) == (1, 8)
    assert corner.score() == (0, 1)  # either way O has a line


def test_seed_example_preview_matches_the_collapse():
    s = play(SEED_RECORD)
    for option in s.measurement_options():
        preview = s.preview_collapse(option)
        order = s.collapse_order(option)
        assert order[0] == option.square and preview[option.square] == (1, 8)
        assert sorted(order) == sorted(preview)
        after = s.copy()
        after.play(option)
        for square, mark in preview.items():
            assert after.classical(square) == mark


# --- cycles and collapse -------------------------------------------------------------------------------
def test_cycle_of_length_two_is_measured_by_the_other_player():
    s = play("X1:1-2 O2:1-2")
    assert s.phase() == "measure" and s.to_move() == 0
    assert s.pending_cycle() == [1, 2] and s.cycle_moves() == [1, 2]
    assert s.spooky_marks(1) == [(0, 1), (1, 2)]
    s.play(MeasureMove(2))  # O2 into square 2 forces X1 into square 1
    assert s.classical(2) == (1, 2) and s.classical(1) == (0, 1)
    assert s.phase() == "place" and s.to_move() == 0 and s.next_k == 3
    assert all(m.a not in (1, 2) and m.b not in (1, 2) for m in s.legal_moves())


def test_seed_text_cycle_collapses_the_hanging_chain():
    """The seed's 1-4-8 cycle with O2 hanging from square 1 (moves renumbered to be legal)."""
    s = play("X1:1-4 O2:1-5 X3:4-8 O4:1-8")
    assert s.phase() == "measure" and s.to_move() == 0
    assert s.pending_cycle() == [1, 4, 8] and s.cycle_moves() == [1, 3, 4]
    assert s.preview_collapse(MeasureMove(1)) == {1: (1, 4), 4: (0, 1), 8: (0, 3), 5: (1, 2)}
    assert s.preview_collapse(MeasureMove(8)) == {8: (1, 4), 1: (0, 1), 4: (0, 3), 5: (1, 2)}
    s.play(MeasureMove(8))
    assert s.entanglement_edges() == [] and s.classical(5) == (1, 2)


def test_measurement_leaves_other_components_alone():
    s = play("X1:1-2 O2:5-6 X3:1-2")
    s.play(MeasureMove(1))
    assert s.entanglement_edges() == [(2, 5, 6)]
    assert s.spooky_marks(5) == [(1, 2)] and s.classical(5) is None


def test_classical_ninth_move():
    s = play("X1:1-2 O2:1-2 m1 X3:3-4 O4:3-4 m4 X5:5-6 O6:5-6 m5 X7:7-8 O8:7-8 m8")
    assert s.phase() == "classical" and s.to_move() == 0
    assert s.legal_moves() == [ClassicalMove(9, 9)]
    s.play(ClassicalMove(9, 9))
    assert s.is_over() and all(s.classical(q) for q in range(1, 10))
    assert str(ClassicalMove(9, 9)) == "X9:9"


# --- scoring --------------------------------------------------------------------------------------
def board(marks: dict[int, int]) -> list[int]:
    return [marks.get(s, 0) for s in range(1, 10)]


@pytest.mark.parametrize("marks,scores,case", [
    ({1: 1, 2: 3, 3: 5}, (1, 0), "single"),
    ({4: 2, 5: 4, 6: 6}, (0, 1), "single"),
    ({1: 1, 2: 3, 3: 7, 7: 2, 8: 4, 9: 6}, (HALF, 1), "both"),
    ({1: 1, 2: 3, 3: 5, 7: 2, 8: 4, 9: 6}, (1, HALF), "both"),
    # two lines for X: judged by the better (max 5 beats O's 6), at most one point
    ({1: 1, 2: 3, 3: 5, 4: 7, 7: 9, 5: 2, 6: 4, 8: 6}, (1, 0), "single"),
    ({1: 1, 2: 3, 3: 5, 5: 7, 9: 9, 4: 2, 6: 4, 7: 6, 8: 8}, (1, 0), "single"),
    ({1: 1, 2: 2, 3: 3}, (0, 0), "none"),
])
def test_scoring_cases(marks, scores, case):
    result = judge(board(marks))
    assert result.scores == scores and result.case == case


def test_two_lines_judged_by_the_better_one():
    # X: row 1 (max 9) and column 1 (max 7); O: row 3 would need 7, so O row 2 cells 4-6
    result = judge(board({1: 1, 2: 3, 3: 9, 4: 5, 7: 7, 5: 2, 6: 4, 8: 6}))
    assert result.best == (7, None) and result.scores == (1, 0)
    both = judge(board({1: 1, 2: 3, 3: 9, 4: 5, 7: 7, 5: 2, 6: 4, 8: 6, 9: 8}))
    assert both.best == (7, None)  # 7-8-9 is mixed: still one seat


# --- notation -------------------------------------------------------------------------------------
def test_notation_round_trips():
    samples = [PlaceMove(3, 1, 5), PlaceMove(8, 3, 9), MeasureMove(5), ClassicalMove(9, 5)]
    for m in samples:
        assert GAME.parse_move(str(m)) == m
    assert str(PlaceMove(3, 5, 1)) == "X3:1-5" and PlaceMove(3, 5, 1) == PlaceMove(3, 1, 5)
    assert GAME.parse_move("x3:5-1") == PlaceMove(3, 1, 5)
    assert [str(m) for m in GAME.parse_record("19 19 m1 35")] == ["X1:1-9", "O2:1-9", "m1", "X3:3-5"]


@pytest.mark.parametrize("text", ["X2:1-5", "O3:1-5", "X3:1-1", "X3:1-0", "m0", "q", "X10:1-2", "15-"])
def test_bad_notation_raises(text):
    with pytest.raises(NotationError):
        GAME.parse_move(text)


def test_illegal_moves_raise_typed_errors_and_change_nothing():
    s = play("X1:1-2 O2:1-2")
    for bad in [PlaceMove(3, 3, 4), MeasureMove(3), ClassicalMove(3, 3)]:
        with pytest.raises(IllegalMoveError):
            s.play(bad)
    s.play(MeasureMove(1))
    for bad in [PlaceMove(3, 1, 4), PlaceMove(4, 3, 4), MeasureMove(1), ClassicalMove(3, 3)]:
        with pytest.raises(IllegalMoveError):
            s.play(bad)
    assert len(s.history) == 3
    with pytest.raises(IllegalMoveError) as err:
        GAME.parse_record("19 19 m5")
    assert err.value.number == 3
    over = play(SEED_RECORD + " m5")
    with pytest.raises(GameOverError):
        over.play(PlaceMove(9, 4, 6))


def test_cli_replay_summary():
    s = play(SEED_RECORD + " m5")
    assert s.summary()["score"] == "½–1" and s.summary()["result"]["best"] == [7, 6]


# --- random playouts ----------------------------------------------------------------------------------
def _check_invariants(s):
    for square in range(1, 10):
        if s.classical(square):
            assert s.spooky_marks(square) == []
    placed = {m.k for m in s.history if isinstance(m, (PlaceMove, ClassicalMove))}
    classical = [s.classical(q)[1] for q in range(1, 10) if s.classical(q)]
    assert len(classical) == len(set(classical))  # every move lands in at most one square
    spooky = [k for k, _, _ in s.entanglement_edges()]
    assert sorted(classical + spooky) == sorted(placed)  # ... and every move is somewhere


@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False))
def test_random_playouts_keep_the_invariants(rnd):
    s = GAME.new_initial_state()
    while not s.is_over():
        moves = s.legal_moves()
        assert moves and s.to_move() in (0, 1)
        if s.phase() == "measure":
            assert len(moves) == 2
        s.play(rnd.choice(moves))
        _check_invariants(s)
    assert all(s.classical(q) for q in range(1, 10)) or s.lines()
    text = savefile.dumps(s)
    loaded, _ = savefile.loads(text)
    assert loaded.history == s.history and loaded.classical_marks == s.classical_marks
    assert loaded.score() == s.score()


def test_save_load_mid_measurement_round_trips():
    s = play("X1:1-2 O2:3-4 X3:1-2")
    loaded, _ = savefile.loads(savefile.dumps(s))
    assert loaded.phase() == "measure" and loaded.pending_cycle() == s.pending_cycle()
