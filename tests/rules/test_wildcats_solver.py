"""Wild Cats: the matrix-game solver, the exact solver against plain backward induction, the
computer levels, the analysis entry and the solve command."""
import itertools
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from rules import native
from rules.cli import main
from rules.protocol import random_move
from rules.wildcats import WildCatsGame, board, matrixgame, parse_square, computer
from rules.wildcats import solver as solver_code
from rules.wildcats.board import position_text, transform
from rules.wildcats.reference import reference_value
from rules.wildcats.solver import Solver

GAME = WildCatsGame()
EXAMPLE = "XXX.O/XOXX./XOOXX/..OXO/XXXOO"


def at(text: str):
    return GAME.state_from_position(text)


def exact(state) -> float:
    return Solver().value(state.x, state.o, state.ban_index, state.blocks)


# --- matrix games ---------------------------------------------------------------------------------
def assert_equilibrium(a, value, p, q, tol=1e-9):
    m, n = len(a), len(a[0])
    assert len(p) == m and len(q) == n
    assert min(p) >= -tol and min(q) >= -tol and abs(sum(p) - 1) < tol and abs(sum(q) - 1) < tol
    for j in range(n):  # the row mix guarantees at least the value against every column
        assert sum(p[i] * a[i][j] for i in range(m)) >= value - tol
    for i in range(m):  # the column mix holds the row player to at most the value
        assert sum(q[j] * a[i][j] for j in range(n)) <= value + tol


entries = st.one_of(st.sampled_from([-1.0, -0.5, 0.0, 0.5, 1.0]),
                    st.floats(min_value=-1, max_value=1, allow_nan=False))


@settings(max_examples=150, deadline=None)
@given(st.integers(1, 9).flatmap(lambda m: st.integers(1, 9).flatmap(
    lambda n: st.lists(st.lists(entries, min_size=n, max_size=n), min_size=m, max_size=m))))
def test_matrix_game_equilibria(a):
    value, p, q = matrixgame.solve(a)
    assert_equilibrium(a, value, p, q)


def brute_force_2xn(a) -> float:
    """max over p of min_j (p a0j + (1-p) a1j): the lower envelope peaks at an end or where
    two columns' lines cross."""
    candidates = {0.0, 1.0}
    for j, k in itertools.combinations(range(len(a[0])), 2):
        d = (a[0][j] - a[1][j]) - (a[0][k] - a[1][k])
        if d:
            t = (a[1][k] - a[1][j]) / d
            if 0 <= t <= 1:
                candidates.add(t)
    return max(min(t * a[0][j] + (1 - t) * a[1][j] for j in range(len(a[0]))) for t in candidates)


@settings(max_examples=120, deadline=None)
@given(st.integers(1, 8).flatmap(lambda n: st.lists(st.lists(entries, min_size=n, max_size=n), min_size=2, max_size=2)))
def test_two_row_games_match_brute_force(a):
    value, p, q = matrixgame.solve(a)
    assert value == pytest.approx(brute_force_2xn(a), abs=1e-9)
    transposed = [[-a[i][j] for i in range(2)] for j in range(len(a[0]))]
    assert -matrixgame.solve(transposed)[0] == pytest.approx(value, abs=1e-9)


def test_larger_random_matrices():
    rng = random.Random(4)
    for _ in range(40):
        m, n = rng.randint(10, 25), rng.randint(10, 25)
        a = [[rng.choice([-1.0, 0.0, 1.0, rng.uniform(-1, 1)]) for _ in range(n)] for _ in range(m)]
        assert_equilibrium(a, *matrixgame.solve(a))


def test_known_matrix_games():
    assert matrixgame.solve([[0, 1], [1, 0]]) == (0.5, [0.5, 0.5], [0.5, 0.5])
    value, p, q = matrixgame.solve([[0, 1, -1], [-1, 0, 1], [1, -1, 0]])  # rock-paper-scissors
    assert value == pytest.approx(0) and p == pytest.approx([1 / 3] * 3) and q == pytest.approx([1 / 3] * 3)
    assert matrixgame.solve([[3, 1], [2, 0]])[0] == 1  # saddle point
    with pytest.raises(ValueError):
        matrixgame.solve([])


def test_a_remembered_game_answers_the_same_and_cannot_be_changed_by_a_caller():
    rps = [[0.0, 1.0, -1.0], [-1.0, 0.0, 1.0], [1.0, -1.0, 0.0]]
    matrixgame.forget()
    value, p, q = matrixgame.solve(rps)
    p[0] = q[0] = 7.0  # a caller scribbling on its answer
    again = matrixgame.solve([list(row) for row in rps])
    assert again[0] == value and again[1][0] == pytest.approx(1 / 3) and again[2][0] == pytest.approx(1 / 3)
    assert matrixgame._solved.cache_info().hits >= 1
    matrixgame.forget()
    assert matrixgame._solved.cache_info().currsize == 0


@given(st.lists(st.lists(st.sampled_from([-1.0, -0.5, 0.0, 0.25, 1.0]), min_size=1, max_size=3), min_size=1, max_size=3)
       .filter(lambda a: len({len(r) for r in a}) == 1))
def test_the_small_shapes_answer_as_the_general_path(a):
    """1 x n, m x 1 and 2 x 2 games skip the general path; they must answer exactly as it does."""
    assert matrixgame.solve(a) == matrixgame._general(a)


# --- the exact solver against plain backward induction ------------------------------------------
def random_text_position(rng: random.Random, free: int) -> str:
    squares = list(range(25))
    rng.shuffle(squares)
    share = rng.choice([0.35, 0.5, 0.65])
    x = o = 0
    for s in squares[free:]:
        if rng.random() < share:
            x |= 1 << s
        else:
            o |= 1 << s
    ban = rng.choice([None, None] + squares[:free])
    blocks = 0 if ban is None else rng.choice([1, 2])
    return position_text(x, o, ban, blocks)


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([2, 3, 4, 5, 6]))
def test_solver_matches_backward_induction_on_any_position(seed, free):
    state = at(random_text_position(random.Random(seed), free))
    if state.is_terminal():
        return
    assert exact(state) == pytest.approx(reference_value(state, {}), abs=1e-9)


@pytest.mark.parametrize("seed", range(6))
def test_solver_matches_backward_induction_after_random_play(seed):
    rng = random.Random(seed)
    checked = 0
    while checked < 3:
        state = GAME.new_initial_state()
        target = rng.choice([5, 7])
        while not state.is_terminal() and state.free_count() > target:
            state.play(random_move(state, rng))
        if state.is_terminal():
            continue
        if rng.random() < 0.5:  # a block first, when one is possible
            common = [s for s in state.legal_moves(0) if state.is_legal_choice(1, s)]
            if common:
                state.play(GAME.joint(common[0], common[0]))
        sol = Solver().solve_root(state.x, state.o, state.ban_index, state.blocks)
        assert sol.value == pytest.approx(reference_value(state, {}), abs=1e-9)
        checked += 1


def root_matrix(state):
    """The round's whole matrix from the children's exact values, square by square."""
    xs, os_ = state.legal_moves(0), state.legal_moves(1)
    matrix = []
    for a in xs:
        row = []
        for b in os_:
            child = state.copy()
            child.play(GAME.joint(a, b))
            out = child.outcome()
            row.append(out.scores[0] - out.scores[1] if out else exact(child))
        matrix.append(row)
    return xs, os_, matrix


@pytest.mark.parametrize("seed", range(4))
def test_the_double_oracle_root_is_an_equilibrium_of_the_whole_round(seed):
    """``equilibrium`` values only some cells of the round; its value is the whole matrix's
    and its mixes are an equilibrium of the whole matrix (checked cell by cell), with no
    weight on a strictly dominated square."""
    rng = random.Random(100 + seed)
    done = 0
    while done < 4:
        state = GAME.new_initial_state()
        target = rng.choice([7, 9])
        while not state.is_terminal() and state.free_count() > target:
            state.play(random_move(state, rng))
        if state.is_terminal():
            continue
        sol = Solver().equilibrium(state.x, state.o, state.ban_index, state.blocks)
        xs, os_, matrix = root_matrix(state)
        assert sorted(sol.x_mix) == [s.index for s in xs] and sorted(sol.o_mix) == [s.index for s in os_]
        value = matrixgame.solve(matrix)[0]
        assert sol.value == pytest.approx(value, abs=1e-9)
        p = [sol.x_mix[a.index] for a in xs]
        q = [sol.o_mix[b.index] for b in os_]
        assert_equilibrium(matrix, value, p, q)
        done += 1


# The strong level's mixes (``equilibrium``) as commit d698bb3 computed them, on positions of
# its 15-square bench (random play, seeds 1-3): the search below the root may change for
# speed, but the root's path (where its double oracle starts, the cells it values, the safe
# squares it proves) decides which of several equilibria a person meets, so it must not.
GOLDEN_MIXES = [
    (".O.../.O.XO/...OO/X.OX./XXXOX", -0.3684210526315789,
     {5: 0.631579, 19: 0.368421},
     {11: 0.263158, 19: 0.736842}),
    ("X.OXO/O..OO/...XX/..XX./X.O.O", 0.125,
     {12: 0.25, 6: 0.5, 16: 0.25},
     {6: 0.5, 16: 0.25, 21: 0.25}),
    ("OX.../..XO./OOX../.OX../XX.O.", 0.9791666666666673,
     {2: 0.5, 22: 0.5},
     {2: 0.5, 22: 0.5}),
    ("XOOX./.O.../...XX/.X.O./.OXO.", 0.0,
     {12: 0.125, 7: 0.125, 24: 0.125, 8: 0.125, 5: 0.125, 9: 0.125, 17: 0.125, 19: 0.125},
     {12: 1 / 6, 11: 1 / 6, 8: 1 / 6, 17: 1 / 6, 4: 1 / 6, 20: 1 / 6}),
    ("..XOO/O..O./X.X../.X.XO/.X..O", 0.4375,
     {6: 0.75, 17: 0.25},
     {6: 0.25, 17: 0.75}),
    ("O.O.X/O..../XX..X/O.XO./X...O", 0.0,
     {12: 1 / 9, 13: 1 / 9, 6: 1 / 9, 9: 1 / 9, 8: 1 / 9, 1: 1 / 9, 3: 1 / 9, 19: 1 / 9, 7: 1 / 9},
     {12: 0.2, 6: 0.2, 13: 0.2, 1: 0.2, 3: 0.2}),
    ("....O/.OXX./...../X.O.X/OO.X.", 0.0,
     {13: 1 / 6, 11: 1 / 6, 9: 1 / 6, 16: 1 / 6, 12: 1 / 6, 14: 1 / 6},
     {13: 0.25, 11: 0.25, 18: 0.25, 1: 0.25}),
]


@pytest.mark.parametrize("text, value, x_mix, o_mix", GOLDEN_MIXES)
def test_the_strong_levels_mixes_are_those_it_always_had(text, value, x_mix, o_mix):
    state = at(text)
    computer.forget()
    sol = Solver().equilibrium(state.x, state.o, state.ban_index, state.blocks)
    assert sol.value == pytest.approx(value, abs=1e-9)
    assert {sq: w for sq, w in sol.x_mix.items() if w > 0.0} == pytest.approx(x_mix, abs=1e-6)
    assert {sq: w for sq, w in sol.o_mix.items() if w > 0.0} == pytest.approx(o_mix, abs=1e-6)


def test_the_spec_example_is_worth_half_to_x():
    state = at(EXAMPLE)
    sol = Solver().solve_root(state.x, state.o, state.ban_index, state.blocks)
    assert sol.value == 0.5 and sol.exact
    assert sol.x_mix == {3: 0.5, 15: 0.5, 9: 0.0, 16: 0.0}  # D1 and A4 half each, never E2 or B4
    assert sol.o_mix == {3: 0.5, 15: 0.5}


@pytest.mark.parametrize("text,value", [
    # X's threats D1 and A4; O's single threat D1: X must take D1 (and completes four), O may
    # not take its own single threat so it must take A4.
    ("XXX.X/XXXO./XOOOX/.XXOO/OXXXO", 1.0),
    # X's threats C4, A5; O's single threat C3: X must cover C3, O covers one of X's, then a
    # single free square is left: a draw.
    ("OXOXO/XOXXX/XO.XX/XX.OO/.XXXO", 0.0),
    # X's threats C3, D3, O none: O guesses which to cover (a block bans it, then O must take
    # the other and X cannot win any more), so X wins half the time.
    ("XXOOO/OOXXX/OO..O/OXXOX/XOX.X", 0.5),
    # The mirror image for O (colours swapped): -1/2.
    ("OOXXX/XXOOO/XX..X/XOOXO/OXO.O", -0.5),
    # After a block on C3 the ban leaves X one threat to play, which O must cover: a draw.
    ("XXOOO/OOXXX/OO..O/OXXOX/XOX.X ban=C3 blocks=1", 0.0),
    # D5 banned after two blocks: the same guess between C3 and D3, a third block now a draw.
    ("XXOOO/OOXXX/OO..O/OXXOX/XOX.X ban=D5 blocks=2", 0.5),
])
def test_hand_checked_small_positions(text, value):
    state = at(text)
    assert not state.is_terminal() and state.free_count() == 3
    assert exact(state) == pytest.approx(value, abs=1e-12)


def test_positions_already_over_have_a_value_and_no_choices(capsys):
    for text, value in (("XOXOX/OXOXO/XOXOX/XOXOX/OXOX.", 0.0), ("XXXX./OOO../...../...../.....", 1.0),
                        ("OOOO./XXX../...../...../.....", -1.0), (".O.XX/OOXOX/XXOXO/OXOX./OXO..", 0.0)):
        assert main(["solve", "wildcats", text]) == 0
        row = json.loads(capsys.readouterr().out)
        assert row["value"] == value and row["x_legal"] == [] and row["o_legal"] == [] and row["result"]
        assert row["x_strategy"] == {} and row["exact"]


def test_solver_value_is_invariant_under_the_symmetries():
    rng = random.Random(11)
    done = 0
    while done < 3:
        state = GAME.new_initial_state()
        while not state.is_terminal() and state.free_count() > 9:
            state.play(random_move(state, rng))
        if state.is_terminal():
            continue
        base = Solver(symmetry=False).solve_root(state.x, state.o, None, 0)
        for s in range(8):
            x, o = transform(state.x, s), transform(state.o, s)
            sol = Solver().solve_root(x, o, None, 0)
            assert sol.value == pytest.approx(base.value, abs=1e-9)
            mapped = {board.SYMMETRY_MAPS[s][sq]: v for sq, v in base.x_values.items()}
            assert sol.x_values == pytest.approx(mapped, abs=1e-9)
        done += 1


def test_root_mixes_are_equilibria_of_the_round():
    """The solve's mixes, checked against the children's exact values square by square."""
    rng = random.Random(5)
    done = 0
    while done < 5:
        state = GAME.new_initial_state()
        while not state.is_terminal() and state.free_count() > 7:
            state.play(random_move(state, rng))
        if state.is_terminal():
            continue
        sol = Solver().solve_root(state.x, state.o, state.ban_index, state.blocks)
        xs, os_, matrix = root_matrix(state)
        assert sorted(sol.x_mix) == [s.index for s in xs] and sorted(sol.o_mix) == [s.index for s in os_]
        p = [sol.x_mix[a.index] for a in xs]
        q = [sol.o_mix[b.index] for b in os_]
        assert_equilibrium(matrix, sol.value, p, q)
        done += 1


# --- the computer ------------------------------------------------------------------------------------
def test_levels():
    levels = GAME.computer_levels()
    assert [lv.number for lv in levels] == [1, 2, 3] and [lv.name for lv in levels] == ["easy", "medium", "strong"]
    assert GAME.default_level() == 3
    assert computer.plan(3, 15).exact and not computer.plan(3, 17).exact and computer.plan(2, 7).exact
    assert not computer.plan(2, 9).exact


@pytest.mark.parametrize("level", [1, 2, 3])
def test_choose_move_is_a_function_of_the_view_and_the_generator(level):
    """The computer's square depends on its view and its generator only: the other seat's
    pending choice is in neither (the view is a copy of a state that holds no choice), and
    what the solver cached from earlier searches does not change the answer."""
    rng = random.Random(2)
    state = GAME.new_initial_state()
    while state.is_terminal() or state.free_count() != 17:  # a two-round search for the strong level
        state = GAME.new_initial_state()
        while not state.is_terminal() and state.free_count() > 17:
            state.play(random_move(state, rng))
    for seat in (0, 1):
        view = state.view_for(seat)
        first = [GAME.choose_move(view, seat, level, rng=random.Random(seed)) for seed in range(4)]
        for solver in computer._SOLVERS.values():
            solver.clear()
        again = [GAME.choose_move(state.view_for(seat), seat, level, rng=random.Random(seed)) for seed in range(4)]
        assert first == again
        assert all(state.is_legal_choice(seat, s) for s in first)


def test_the_computer_takes_the_win_and_covers_threats():
    state = at(EXAMPLE)
    for level in (1, 2, 3):
        picks = {GAME.choose_move(state, 0, level, rng=random.Random(s)) for s in range(20)}
        assert picks <= {parse_square("D1"), parse_square("A4")}
        assert {GAME.choose_move(state, 1, level, rng=random.Random(s)) for s in range(20)} <= picks | {
            parse_square("D1"), parse_square("A4")}
    mixed = {GAME.choose_move(state, 0, 3, rng=random.Random(s)) for s in range(30)}
    assert len(mixed) == 2  # it mixes: always the same one would be read and blocked


def test_a_stop_request_still_returns_a_legal_square():
    rng = random.Random(8)
    state = GAME.new_initial_state()
    while state.free_count() > 11:
        state.play(random_move(state, rng))
        if state.is_terminal():
            state = GAME.new_initial_state()
    for solver in computer._SOLVERS.values():
        solver.clear()
    choice = GAME.choose_move(state, 0, 3, stop=lambda: True, rng=random.Random(1))
    assert state.is_legal_choice(0, choice)


def test_analyse_reports_the_equilibrium_for_the_seat():
    state = at(EXAMPLE)
    for seat, sign in ((0, 1), (1, -1)):
        analysis = GAME.analyse(state, seat)
        assert analysis.seat == seat and analysis.verdict.value == sign * 0.5 and analysis.verdict.exact
        assert sorted(str(mv.move) for mv in analysis.moves) == sorted(str(s) for s in state.legal_moves(seat))
        assert sum(mv.probability for mv in analysis.moves) == pytest.approx(1)
        assert sorted(str(s) for s in analysis.best()) == ["A4", "D1"]
        assert [str(mv.move) for mv in analysis.moves[:2]] == ["D1", "A4"]  # best first
        assert sum(mv.probability * mv.value for mv in analysis.moves) == pytest.approx(analysis.verdict.value)
        assert all(mv.exact for mv in analysis.moves)
    won = at("XXX.X/XXXO./XOOOX/.XXOO/OXXXO")
    assert GAME.analyse(won, 0).verdict.winner == 0 and GAME.analyse(won, 1, moves=False).moves == ()
    early = GAME.analyse(GAME.new_initial_state(), 1)
    assert not early.verdict.exact and len(early.moves) == 25


# --- the solve command -------------------------------------------------------------------------------
def test_solve_command_on_the_spec_example(capsys):
    assert main(["solve", "wildcats", EXAMPLE]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["value"] == 0.5 and row["exact"] is True and row["result"] is None
    assert row["x_legal"] == ["D1", "E2", "A4", "B4"] and row["o_legal"] == ["D1", "A4"]
    assert row["x_strategy"] == {"D1": 0.5, "A4": 0.5} and row["o_strategy"] == {"D1": 0.5, "A4": 0.5}
    assert row["x_threats"] == ["D1", "A4"] and row["o_threats"] == []
    assert row["x_values"] == {"D1": 0.5, "E2": 0.0, "A4": 0.5, "B4": 0.0}
    assert row["ban"] is None and row["blocks"] == 0 and row["free"] == 4


def test_solve_command_options(capsys):
    assert main(["solve", "wildcats", EXAMPLE, "ban=D1", "blocks=2"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["ban"] == "D1" and row["blocks"] == 2 and row["o_legal"] == ["A4"] and "D1" not in row["x_legal"]
    assert main(["solve", "wildcats", "...../...../...../...../....."]) == 1
    assert "more than 13" in json.loads(capsys.readouterr().out)["error"]
    assert main(["solve", "wildcats", "...../...../...../...../.....", "--depth", "1"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["exact"] is False and len(row["x_values"]) == 25
    assert main(["solve", "wildcats", "XXX.O/nonsense"]) == 1


def test_bench_and_match_commands_run(capsys):
    assert main(["bench", "wildcats", "--free", "5", "7", "--positions", "2", "--seed", "3"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row.get("free") for row in rows[:2]] == [5, 7] and rows[0]["positions"] == 2
    assert rows[0]["max_cpu_seconds"] >= 0 and "worst_seconds" in rows[-1]
    assert rows[0]["compiled"] is native.compiled(solver_code)  # which solver the figures are of
    assert main(["bench", "wildcats", "--free", "9", "--positions", "2", "--seed", "1", "--reference"]) == 0
    row = json.loads(capsys.readouterr().out.splitlines()[0])  # and the two solvers agreed
    assert row["reference_max_cpu_seconds"] > 0 and row["speedup_positions"] >= 1 and row["speedup_min"] > 1
    assert row["speedup_min_position"].count("/") == 4
    assert main(["bench", "wildcats", "--moves", "--free", "7", "--positions", "2", "--seed", "3"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [row.get("free") for row in rows] == [7, None] and rows[0]["what"] == "L3 move"
    assert rows[0]["goal_cpu_seconds"] == 3.0 and rows[0]["over_goal"] == 0  # a move at 7 free: milliseconds
    assert main(["bench", "wildcats", "--moves", "--free", "7", "--positions", "2", "--seed", "3", "--goal", "0"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[0]["goal_cpu_seconds"] == 0.0 and rows[0]["over_goal"] == 2  # every move takes some CPU time
    assert 0 < rows[0]["mean_cpu_seconds"] <= rows[0]["max_cpu_seconds"]
    assert main(["match", "wildcats", "--a", "L1", "--b", "random", "--games", "4", "--seed", "2", "--verbose"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    totals = rows[-1]
    assert totals["games"] == 4 and totals["wins"] + totals["draws"] + totals["losses"] == 4
    assert [r["a_seat"] for r in rows[:-1]] == ["X", "O", "X", "O"]


def test_the_search_looks_a_round_further_on_threats():
    """A 13-square position without threats where X can make two at once: a one-round
    search with a blind leaf (always a draw) sees nothing; searching the threatened
    positions a round further finds the exact value."""
    state = at(".O.XO/OX.O./XO.../.X.X./..OX.")
    assert not state.threats(0) and not state.threats(1)

    def blind(x, o, f, nd, lines):
        return 0.0

    assert Solver(1, blind).value(state.x, state.o, None, 0) == 0.0
    assert Solver(1, blind, extend=True).value(state.x, state.o, None, 0) == pytest.approx(0.25)
    assert exact(state) == pytest.approx(0.25)


def test_a_leaf_is_given_the_live_lines_it_would_find_itself():
    """The search hands each leaf the live lines it already holds (so that the evaluation
    need not find them again): they must be exactly what :func:`live_lines` finds on the
    leaf's reduced position, or the learned evaluation would guess from other lines. Two
    rounds from a 17-square position, every leaf and horizon block checked; the learned
    evaluation gives the same value either way."""
    from rules.wildcats.evaluation import shipped
    from rules.wildcats.solver import live_lines
    state = at("X.O../.X..O/..O../O.X../.X...")
    learned = shipped()
    assert learned is not None
    seen = []

    def checking(x, o, f, nd, lines):
        assert lines == live_lines(x, o, f, (f.bit_count() + nd) // 2)
        seen.append(lines)
        return learned(x, o, f, nd, lines)

    value = Solver(2, checking, extend=True).value(state.x, state.o, None, 0)
    assert len(seen) > 1000
    assert value == Solver(2, lambda x, o, f, nd, lines: learned(x, o, f, nd), extend=True).value(
        state.x, state.o, None, 0)
