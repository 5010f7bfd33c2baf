"""Quantum tic-tac-toe solver, opening book, computer levels and commands."""
import json
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from rules.cli import main
from rules.protocol import TERMINAL, Verdict
from rules.quantum_ttt import QuantumGame
from rules.quantum_ttt import book as opening_book
from rules.quantum_ttt import computer
from rules.quantum_ttt.computer import compact
from rules.quantum_ttt.solver import SYMMETRIES, Solver, canonical_key

GAME = QuantumGame()


def reference_value(state) -> Fraction:
    """Plain minimax over the real rules, no table, no symmetry: X points minus O points."""
    out = state.outcome()
    if out is not None:
        return Fraction(out.scores[0]) - Fraction(out.scores[1])
    values = []
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        values.append(reference_value(child))
    return max(values) if state.to_move() == 0 else min(values)


def random_position(rng: random.Random, placements: int):
    s = GAME.new_initial_state()
    while sum(1 for m in s.history if not str(m).startswith("m")) < placements and not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    return s


@pytest.mark.parametrize("seed", range(12))
def test_solver_agrees_with_plain_minimax_on_late_positions(seed):
    rng = random.Random(seed)
    s = random_position(rng, 6)
    if s.is_over():
        return
    value, move = computer.solve(s)
    assert value == reference_value(s)
    if move is not None:
        child = s.copy()
        child.play(move)
        assert reference_value(child) == value


def test_symmetric_positions_have_the_same_key_and_value():
    rng = random.Random(3)
    for _ in range(20):
        s = random_position(rng, 4)
        if s.is_over() or s.phase() != "place":
            continue
        cls, edges = compact(s)
        key, _ = canonical_key(cls, edges)
        for perm in SYMMETRIES:
            img_cls = [0] * 9
            for sq in range(9):
                img_cls[perm[sq]] = cls[sq]
            img_edges = tuple((k, min(perm[a], perm[b]), max(perm[a], perm[b])) for k, a, b in edges)
            assert canonical_key(tuple(img_cls), img_edges)[0] == key
            if len(s.history) >= 5:  # cheap enough to solve every image from scratch
                assert Solver().value(tuple(img_cls), img_edges) == Solver().value(cls, edges)


def test_book_holds_the_empty_board_value_and_matches_live_search():
    book = opening_book.load()
    assert book.layers >= 2
    value, (a, b) = book.lookup((0,) * 9, ())
    assert value == 1  # X gets 1, O gets ½
    first = GAME.new_initial_state()
    first.play(GAME.parse_move(f"X1:{a + 1}-{b + 1}"))
    assert GAME.solve(first)[0] == Fraction(1, 2)  # the book's move keeps the value
    rng = random.Random(11)
    checked = 0
    for _ in range(30):
        s = random_position(rng, book.layers)
        if s.is_over() or s.phase() != "place" or len(s.history) > 6:
            continue
        cls, edges = compact(s)
        found = book.lookup(cls, edges)
        if found is None:
            continue
        assert Solver().value(cls, edges) == found[0]
        checked += 1
        if checked == 3:
            break
    assert checked


def test_levels_and_choices_are_legal():
    levels = GAME.computer_levels()
    assert [lv.number for lv in levels] == [1, 2, 3]
    assert sum(1 for lv in levels if lv.extra.get("default")) == 1
    rng = random.Random(5)
    for level in (1, 2, 3):
        s = GAME.new_initial_state()
        while not s.is_over():
            move = GAME.choose_move(s, s.to_move(), level) if s.to_move() == 0 else rng.choice(s.legal_moves())
            s.play(move)
        assert s.to_move() == TERMINAL


def test_stop_flag_still_gives_a_legal_move():
    s = GAME.state_from_record("15 26")
    move = computer.choose_move(s, 3, stop=lambda: True)
    assert s.is_legal(move)


def test_hint_gives_move_and_value():
    s = GAME.state_from_record("X1:1-5 O2:1-5")
    analysis = GAME.analyse(s, s.to_move())
    value, move = GAME.solve(s)
    assert [str(m) for m in analysis.best()] == [str(move)] and str(move) in ("m1", "m5")
    mine = value if s.to_move() == 0 else -value
    assert analysis.verdict.value == float(mine) and analysis.verdict.exact


@pytest.mark.parametrize("perfect_seat", [0, 1])
def test_perfect_player_never_does_worse_than_the_game_value_against_random(perfect_seat):
    rng = random.Random(20 + perfect_seat)
    for _ in range(8):
        s = GAME.new_initial_state()
        while not s.is_over():
            if s.to_move() == perfect_seat:
                s.play(GAME.choose_move(s, s.to_move(), 3))
            else:
                s.play(rng.choice(s.legal_moves()))
        x, o = s.score()
        if perfect_seat == 0:
            assert x - o >= Fraction(1, 2)
        else:
            assert x - o <= Fraction(1, 2)


def test_commands_print_one_json_object_per_line(capsys):
    assert main(["perft", "quantum_ttt", "2"]) == 0
    assert main(["solve", "quantum_ttt", "X1:1-5", "O2:1-5", "m5", "X3:2-3", "O4:4-6"]) == 0
    assert main(["random", "quantum_ttt", "--games", "200", "--seed", "3"]) == 0
    assert main(["match", "quantum_ttt", "--a", "L3", "--b", "random", "--games", "2"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["placements"] == 1296 and rows[0]["cycles"] == 36 and rows[0]["histories"] == 1332
    assert set(rows[1]) >= {"value", "best", "seconds"} and rows[1]["value"] in (-1, -0.5, 0, 0.5, 1)
    assert GAME.parse_move(rows[1]["best"])
    assert rows[2]["games"] == 200 and abs(sum(rows[3]["results"].values()) - 1) < 1e-4
    assert set(rows[3]["results"]) <= {"1–0", "1–½", "0–0", "½–1", "0–1"}
    assert rows[4]["games"] == 2 and rows[4]["losses"] == 0  # perfect play never loses


@pytest.mark.benchmark
@pytest.mark.parametrize("seed", range(6))
def test_solver_agrees_with_plain_minimax_after_five_placements(seed):
    s = random_position(random.Random(100 + seed), 5)
    if not s.is_over():
        assert computer.solve(s)[0] == reference_value(s)


@pytest.mark.benchmark
def test_empty_board_value_from_scratch():
    assert Solver(max_entries=20_000_000).value((0,) * 9, ()) == 1


def test_analysis_of_the_last_move():
    s = GAME.state_from_record("X1:1-2 O2:1-2 m1 X3:3-4 O4:3-4 m4 X5:5-6 O6:5-6 m5 X7:7-8 O8:7-8 m8")
    analysis = GAME.analyse(s, 0)
    assert [str(m) for m in analysis.best()] == ["X9:9"]  # 3-6-9
    assert analysis.verdict == Verdict(1.0, True, 0)
    assert GAME.analyse(s, 1).verdict.value == -1.0
    assert computer.value_words(Fraction(1, 2)) == "X wins 1–½"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_solvers_fast_scoring_and_collapse_agree_with_the_rules(seed):
    """The solver keeps integer copies of scoring and collapse for speed; along random games
    they give exactly what the game's own rules (scoring.judge, the state's collapse) give."""
    from rules.quantum_ttt import scoring, solver as fast
    rng = random.Random(seed)
    s = GAME.new_initial_state()
    while not s.is_terminal():
        cls, edges = compact(s)
        reference = scoring.judge(s.classical_marks)
        half = None if reference.case == "none" else int(2 * (reference.scores[0] - reference.scores[1]))
        assert fast.judge(cls) == half
        if s.phase() == "measure":
            k, a, b = s.pending
            for option in s.measurement_options():
                after = s.copy()
                after.play(option)
                assert fast.collapse(cls, edges, k, a - 1, b - 1, option.square - 1) == compact(after)
        s.play(rng.choice(s.legal_moves()))
