"""Othello engine: fast move generation, exact solver against FFO scores, levels, stop flag,
hints and analysis, weights file, command line. No timing assertions: the machine is shared."""
import json
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from rules.othello import PASS, OthelloGame, OthelloMove
from rules.othello import bitboard as bb
from rules.othello import engine, evaluation, movegen
from rules.othello.endgame import EndgameSolver, final_score, full_lines, solve, stable_discs
from rules.othello.gtp import GtpEngine, GtpError
from rules.othello.state import OthelloState
from rules.protocol import ComputerLevel, Verdict

GAME = OthelloGame()
REPO = Path(__file__).resolve().parents[2]
FFO = REPO / "resources" / "othello" / "ffo_01_19.obf"
START = ((1 << 28) | (1 << 35), (1 << 27) | (1 << 36))  # black, white


def _ffo(number):
    from rules.othello.commands import parse_obf
    position, scores = parse_obf(FFO.read_text().splitlines()[number - 1])
    return OthelloState.from_position(GAME, position), scores


def _random_position(rng, plies):
    s = GAME.new_initial_state()
    for _ in range(plies):
        moves = s.legal_moves()
        if not moves:
            break
        s.play(rng.choice(moves))
    return s


# --- move generation -------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_fast_generator_matches_plain_one(a, b):
    me, opp = a, b & ~a
    assert movegen.moves(me, opp) == bb.legal_moves(me, opp)
    for sq in range(64):
        if not (me | opp) >> sq & 1:
            assert movegen.flip(me, opp, sq) == bb.flips(me, opp, sq)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1),
       st.integers(0, 2**64 - 1))
def test_generated_per_square_flips_match_plain_ones(a, b, c, d):
    """``FLIPS``/``COUNT_FLIPS`` (source generated at import) on boards crowded with the
    opponent's discs as well as sparse ones, so long runs and full rays occur."""
    for me, opp in ((a & b, ~(a & b) & (c | d)), (a & b & c, ~(a & b & c) & (b | d)),
                    (a, b & ~a)):
        opp &= (1 << 64) - 1
        for sq in range(64):
            if not (me | opp) >> sq & 1:
                expected = bb.flips(me, opp, sq)
                assert movegen.FLIPS[sq](me, opp) == expected
                assert movegen.COUNT_FLIPS[sq](me, opp) == expected.bit_count()


def test_generated_flip_source_is_plain_python():
    text = movegen.flip_source(0)
    assert text.startswith("def flip_0(me, opp):") and "if opp & 0x2:" in text
    assert "f += 1" in movegen.flip_source(0, count=True)


@pytest.mark.parametrize("depth,nodes", [(1, 4), (4, 244), (6, 8200), (7, 55092)])
def test_fast_perft_counts(depth, nodes):
    assert movegen.perft_fast(*START, depth) == nodes


# --- exact solver ------------------------------------------------------------------------
def _minimax(me, opp, passed=False):
    """The plainest possible exact search, on the rules' own generator."""
    moves = bb.legal_moves(me, opp)
    if not moves:
        if passed:
            return final_score(me, opp)
        return -_minimax(opp, me, True)
    best = -65
    for sq in bb.squares(moves):
        f = bb.flips(me, opp, sq)
        best = max(best, -_minimax(opp ^ f, me | f | (1 << sq)))
    return best


@settings(max_examples=12, deadline=None)
@given(st.randoms(use_true_random=False))
def test_solver_agrees_with_plain_minimax_near_the_end(rng):
    s = _random_position(rng, 56 + rng.randrange(3))  # 6..8 empties: minimax stays cheap
    me, opp = s.mover_boards()
    score, sq, _ = solve(me, opp)
    assert score == _minimax(me, opp)
    if sq >= 0:
        f = bb.flips(me, opp, sq)
        assert -_minimax(opp ^ f, me | f | (1 << sq)) == score


def _reference(me, opp, alpha=-64, beta=64, passed=False, counts=None):
    """Plain alpha-beta negamax on the rules' generator (exact within alpha..beta);
    ``counts["passes"]`` counts the passes it meets."""
    moves = bb.legal_moves(me, opp)
    if not moves:
        if passed:
            return final_score(me, opp)
        if counts is not None:
            counts["passes"] += 1
        return -_reference(opp, me, -beta, -alpha, True, counts)
    for sq in bb.squares(moves):
        f = bb.flips(me, opp, sq)
        v = -_reference(opp ^ f, me | f | (1 << sq), -beta, -alpha, False, counts)
        if v > alpha:
            alpha = v
            if alpha >= beta:
                break
    return alpha


# 11 empties, O to move (seeded random games): balanced, lopsided (-52, where the stability
# cutoff fires) and a fairly even one; the reference meets passes in all of them.
REFERENCE_POSITIONS = [
    ("-XO-O-X-X-OOXXXOXXOXXOXXX-XXOXOOXX-XXXOOOOOOXXOX--XXXOXX--XXXXXX O", 4),
    ("XXXXXXXXXXXXXO-OXXXOXOOOOXXXXO-OOOXXOOOOO-OOXXO---OOXXXX-----XXX O", -52),
    ("--OX-OOX-O-OOOO---OOOOOOXOOOOOOOXOOOXXOOX-OXOXXOXXOOOOXXXXX-OO-X O", -52),
    ("-XOO-XOOOOOOOOXOOOOXOO-OXXXXXXX-X-XXXXXXXXOXXX--XO-XXX--OOOXXXX- O", 28),
]


@pytest.mark.parametrize("position,score", REFERENCE_POSITIONS)
def test_solver_agrees_with_reference_negamax_at_11_empties(position, score):
    me, opp = OthelloState.from_position(GAME, position).mover_boards()
    counts = {"passes": 0}
    assert _reference(me, opp, counts=counts) == score
    assert counts["passes"] > 0
    got, sq, _ = solve(me, opp)
    assert got == score
    f = bb.flips(me, opp, sq)
    assert -_reference(opp ^ f, me | f | (1 << sq)) == score  # the move is a best one
    # and from the other side of the board (the side not to move), exact too
    assert EndgameSolver().search(opp, me, -64, 64) == _reference(opp, me)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_full_lines_match_walking_each_line(a, b, c):
    for occ in (a, a | b, a | b | c):
        got = full_lines(occ)
        for sq in range(64):
            r, col = divmod(sq, 8)
            for i, (dr, dc) in enumerate(((0, 1), (1, 0), (1, 1), (1, -1))):
                full = True
                for sign in (1, -1):
                    rr, cc = r, col
                    while 0 <= rr < 8 and 0 <= cc < 8:
                        full &= bool(occ >> (rr * 8 + cc) & 1)
                        rr, cc = rr + sign * dr, cc + sign * dc
                assert bool(got[i] >> sq & 1) == full, (sq, i)


def test_stable_discs_are_never_flipped():
    rng = random.Random(5)
    for _ in range(60):
        s = _random_position(rng, 20 + rng.randrange(30))
        me, opp = s.mover_boards()
        sm, so = stable_discs(me, opp), stable_discs(opp, me)
        assert sm & ~me == 0 and so & ~opp == 0
        side = s.side
        while not s.is_terminal():
            s.play(rng.choice(s.legal_moves()))
            a, b = s.mover_boards()
            mine, theirs = (a, b) if s.side == side else (b, a)
            assert sm & ~mine == 0 and so & ~theirs == 0


def test_a_solver_reused_along_a_game_stays_exact():
    """The engine shares one table across moves: answers must not depend on earlier roots."""
    rng = random.Random(21)
    s = _random_position(rng, 50)
    shared = EndgameSolver()
    while not s.is_terminal():
        if s.legal_moves() == [PASS]:
            s.play(PASS)
            continue
        me, opp = s.mover_boards()
        score, sq = shared.best_move(me, opp)
        assert score == EndgameSolver().best_move(me, opp)[0]
        f = bb.flips(me, opp, sq)
        assert -EndgameSolver().best_move(opp ^ f, me | f | (1 << sq))[0] == score
        s.play(OthelloMove(sq))


@pytest.mark.parametrize("number", [1, 5, 6])
def test_solver_matches_ffo_scores(number):
    state, scores = _ffo(number)
    me, opp = state.mover_boards()
    score, sq, _ = solve(me, opp)
    assert score == max(scores.values())
    assert scores[bb.square_name(sq)] == score


def test_every_move_score_of_ffo_5_matches_the_file():
    state, scores = _ffo(5)
    me, opp = state.mover_boards()
    exact = EndgameSolver().move_scores(me, opp)
    assert {bb.square_name(sq): v for sq, v in exact.items()} == scores


@pytest.mark.benchmark
@pytest.mark.parametrize("number", range(1, 20))
def test_solver_matches_all_ffo_1_19(number):
    state, scores = _ffo(number)
    score, _, _ = solve(*state.mover_boards())
    assert score == max(scores.values())


# --- levels and moves ---------------------------------------------------------------------
def test_levels_are_at_least_six_with_one_default():
    levels = GAME.computer_levels()
    assert len(levels) >= 6 and all(isinstance(lv, ComputerLevel) for lv in levels)
    assert [lv.number for lv in levels] == list(range(1, len(levels) + 1))
    assert sum(bool(lv.extra.get("default")) for lv in levels) == 1


def _stop_after(calls):
    count = {"n": 0}

    def stop():
        count["n"] += 1
        return count["n"] > calls
    stop.count = count
    return stop


@settings(max_examples=14, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 6))
def test_engine_moves_are_always_legal(rng, level):
    s = _random_position(rng, rng.randrange(0, 60))
    if s.is_terminal():
        return
    move = GAME.choose_move(s, s.to_move(), level, stop=_stop_after(40))
    assert s.is_legal(move)


def test_engine_passes_when_only_a_pass_is_legal():
    s = OthelloState.from_position(GAME, "OX" + "-" * 62 + " X")  # only White can play (c1)
    assert s.legal_moves() == [PASS]
    for level in (1, 6):
        assert GAME.choose_move(s, s.to_move(), level) == PASS


def test_full_games_between_levels_stay_legal():
    s = GAME.new_initial_state()
    rng = random.Random(3)
    while not s.is_terminal():
        level = 1 + len(s.history) % 4
        move = engine.choose_move(s, level, rng=rng)
        assert s.is_legal(move)
        s.play(move)


@pytest.mark.parametrize("level", [3, 5, 6])
def test_stop_flag_ends_the_search_quickly_with_a_legal_move(level):
    s = _random_position(random.Random(level), 20)
    stop = _stop_after(3)
    move = GAME.choose_move(s, s.to_move(), level, stop=stop)
    assert s.is_legal(move)
    # once the flag is up, the search looks at it at most a couple more times
    assert stop.count["n"] <= 3 + 3


def test_stop_flag_interrupts_an_exact_solve():
    state, _ = _ffo(19)
    stop = _stop_after(2)
    move = GAME.choose_move(state, state.to_move(), 6, stop=stop)
    assert state.is_legal(move) and stop.count["n"] <= 2 + 3


def test_weaker_levels_stay_within_their_margin():
    rng = random.Random(1)
    s = _random_position(rng, 56)
    if s.is_terminal() or s.legal_moves() == [PASS]:
        return
    me, opp = s.mover_boards()
    exact = EndgameSolver().move_scores(me, opp)
    best = max(exact.values())
    for seed in range(5):
        move = engine.choose_move(s, 2, rng=random.Random(seed))
        assert exact[move.square] >= best - engine.SPECS[2].margin


# --- hints and analysis -----------------------------------------------------------------
def test_analyse_is_exact_near_the_end_and_hint_is_its_best():
    s = _random_position(random.Random(11), 52)
    while s.legal_moves() == [PASS]:
        s.play(PASS)
    me, opp = s.mover_boards()
    exact = EndgameSolver().move_scores(me, opp)
    analysis = GAME.analyse(s, s.to_move())
    assert {mv.move.square: mv.value for mv in analysis.moves} == {sq: float(v) for sq, v in exact.items()}
    assert all(mv.exact for mv in analysis.moves) and analysis.verdict.exact
    hint = analysis.best()[0]
    assert analysis.moves[0].move == hint and analysis.moves[0].value == max(exact.values()) == analysis.verdict.value
    chosen = GAME.choose_move(s, s.to_move(), 6)
    assert exact[chosen.square] == max(exact.values())


def test_analyse_covers_every_legal_move_in_the_midgame():
    s = _random_position(random.Random(5), 12)
    analysis = GAME.analyse(s, s.to_move(), budget=0.3)
    assert sorted(str(mv.move) for mv in analysis.moves) == sorted(str(m) for m in s.legal_moves())
    assert not any(mv.exact for mv in analysis.moves)  # 48 empties: estimates, said so
    assert [mv.value for mv in analysis.moves] == sorted((mv.value for mv in analysis.moves), reverse=True)
    assert analysis.best()[0] in s.legal_moves()


def test_position_value_is_from_the_asking_seats_point_of_view():
    black_wins = OthelloState.from_position(GAME, "X" * 60 + "----" + " O")
    # a finished game is worth its final score as the spec counts it: the discs, 60-0
    assert GAME.analyse(black_wins, 0, moves=False).verdict == Verdict(60, True)
    assert GAME.analyse(black_wins, 1, moves=False).verdict == Verdict(-60, True)
    s = _random_position(random.Random(2), 54)
    me, opp = s.mover_boards()
    exact = solve(me, opp)[0]
    verdict = GAME.analyse(s, 0, moves=False).verdict
    assert verdict.exact and verdict.value == (exact if s.side == 0 else -exact)


# --- evaluation weights ------------------------------------------------------------------
def test_shipped_weights_load():
    assert evaluation.WEIGHTS_PATH.exists()
    w = evaluation.load_weights()
    assert w is not evaluation.DEFAULT_WEIGHTS
    assert len(w) == evaluation.N_PHASES and all(len(r) == evaluation.N_FEATURES for r in w)


def _mirror(board):
    return sum(1 << (sq // 8 * 8 + 7 - sq % 8) for sq in bb.squares(board))


def _transpose(board):
    return sum(1 << (sq % 8 * 8 + sq // 8) for sq in bb.squares(board))


@settings(max_examples=15, deadline=None)
@given(st.randoms(use_true_random=False))
def test_features_are_symmetric(rng):
    s = _random_position(rng, rng.randrange(0, 50))
    me, opp = s.mover_boards()
    f = evaluation.features(me, opp)
    assert evaluation.features(_mirror(me), _mirror(opp)) == f
    assert evaluation.features(_transpose(me), _transpose(opp)) == f


# --- external engines and the command line ----------------------------------------------------
def test_gtp_client_times_out_on_a_silent_engine(tmp_path):
    script = tmp_path / "silent.py"
    script.write_text("import sys, time\nfor line in sys.stdin:\n    time.sleep(60)\n")
    engine_ = GtpEngine(f"{sys.executable} {script}", timeout=0.5)
    with pytest.raises(GtpError):
        engine_.send("genmove b")
    engine_.close()


def test_gtp_client_speaks_to_a_fake_engine(tmp_path):
    script = tmp_path / "fake.py"
    script.write_text(textwrap.dedent("""
        import sys
        for line in sys.stdin:
            cmd = line.split()
            if cmd and cmd[0] == "genmove":
                print("= D3\\n", flush=True)
            elif cmd and cmd[0] == "quit":
                print("=\\n", flush=True); break
            else:
                print("=\\n", flush=True)
    """))
    from rules.othello.match import GtpPlayer
    player = GtpPlayer(f"{sys.executable} {script}", timeout=5)
    s = GAME.new_initial_state()
    player.start(s)
    assert player.choose(s) == OthelloMove.parse("d3")
    player.close()


def _cli(*args):
    out = subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True,
                         check=True, cwd=REPO).stdout
    return [json.loads(line) for line in out.splitlines()]


def test_command_line_solve():
    _ffo(1)
    position = FFO.read_text().splitlines()[0].split(";")[0]
    [row] = _cli("solve", "othello", position)
    assert row["score"] == 18 and row["best"] == "g8" and row["nodes"] > 0 and "seconds" in row
    [row] = _cli("solve", "othello", "--helpers", "2", position)
    assert row["score"] == 18 and row["best"] == "g8"
    assert 0 < row["critical_nodes"] < row["nodes"] and "cpu_seconds" not in row


def test_command_line_bench_and_match():
    _ffo(1)
    rows = _cli("bench", "othello", "--limit", "1", "--depth", "4")
    assert rows[0]["bench"] == "perft" and rows[0]["same_count"]
    assert rows[1]["correct"] and rows[-1]["correct"] == 1
    [summary] = _cli("match", "othello", "--a", "L1", "--b", "L1", "--games", "2")
    assert summary["games"] == 2 and summary["wins"] + summary["draws"] + summary["losses"] == 2


def test_match_openings_are_twenty_different_positions():
    from rules.othello.match import OPENINGS
    from rules.othello.state import replay_transcript
    positions = {replay_transcript(OthelloGame(), o).position() for o in OPENINGS}
    assert len(OPENINGS) == 20 and len(positions) == 20


def test_a_match_played_in_pieces_plays_the_same_games(capsys):
    from rules.cli import main
    assert main(["match", "othello", "--a", "L1", "--b", "L2", "--games", "6", "--seed", "3", "--verbose"]) == 0
    whole = [json.loads(line) for line in capsys.readouterr().out.splitlines()][:-1]
    assert main(["match", "othello", "--a", "L1", "--b", "L2", "--games", "6", "--seed", "3", "--verbose",
                 "--first-game", "5"]) == 0
    piece = [json.loads(line) for line in capsys.readouterr().out.splitlines()][:-1]
    assert [r["game"] for r in piece] == [5, 6]
    for r in whole + piece:
        for key in [k for k in r if k.endswith(("_seconds", "_longest"))]:
            del r[key]
    assert piece == whole[4:]
    assert whole[0]["opening"] == whole[1]["opening"] != whole[2]["opening"]
    assert whole[0]["a_seat"] == "X" and whole[1]["a_seat"] == "O" and "a_disc_diff" in whole[0]


def test_the_readmes_bench_reads_positions_shipped_in_the_repository():
    """`python -m rules bench othello` from a clone: its FFO files are in resources/othello,
    tracked by git (no sibling folder of the repository is read)."""
    from rules.othello import commands, evalbench
    tracked = subprocess.run(["git", "ls-files", "resources/othello"], capture_output=True, text=True,
                             check=True, cwd=REPO).stdout.split()
    for path in (commands.DEFAULT_FFO, evalbench.DATA / "ffo_20_39.obf", evalbench.DATA / "ffo_40_59.obf"):
        assert path.resolve().is_relative_to(REPO) and path.relative_to(REPO).as_posix() in tracked, path
    rows = _cli("bench", "othello", "--skip-perft", "--limit", "1")
    assert rows[0]["problem"] == 1 and rows[0]["correct"] and rows[0]["best"] == "g8"


FFO_39 = "O-OOOO--XOXXOX--XOOOXXX-XOOOXX--XOOXOX--XOXXX---X-XX------------ O"
"""FFO #39, 26 empty squares: an exact solve takes minutes in Python."""


def test_solve_says_how_far_it_got_and_stops_with_an_estimate(capsys, monkeypatch):
    from rules import cli
    from rules.progress import Progress
    monkeypatch.setattr(cli, "Progress", lambda label: Progress(label, delay=0.0, interval=0.05))
    assert cli.main(["solve", "othello", FFO_39, "--seconds", "1.5"]) == 0
    out, err = capsys.readouterr()
    [row] = [json.loads(line) for line in out.splitlines()]
    assert row["exact"] is False and row["depth"] >= 1 and row["nodes"] > 0
    lower, upper = row["score_between"]
    assert -64 <= lower <= row["score"] <= upper <= 64
    assert OthelloMove.parse(row["best"]) in OthelloState.from_position(GAME, FFO_39).legal_moves()
    lines = err.splitlines()
    assert any(", midgame search: depth " in line for line in lines[:-1]), err
    assert any("exact solve: the score is between " in line and " nodes" in line for line in lines), err
    assert lines[-1].startswith("solve othello ") and ": done in " in lines[-1]


def test_solve_without_a_time_limit_is_exact_and_refuses_too_many_empties(capsys):
    from rules import cli
    position = FFO.read_text().splitlines()[0].split(";")[0]
    assert cli.main(["solve", "othello", position, "--seconds", "600"]) == 0
    [row] = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert (row["score"], row["best"], row["exact"]) == (18, "g8", True)
    assert cli.main(["solve", "othello", FFO_39, "--max-empties", "20"]) == 1
    assert "--seconds N stops with an estimate" in capsys.readouterr().out


def _opening_positions():
    state, out = GAME.new_initial_state(), []
    for move in ["", "f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"]:
        if move:
            state.play(OthelloMove.parse(move))
        out.append(state.copy())
    return out


@pytest.mark.parametrize("depth", [5, 6, 7])
def test_values_shown_do_not_swing_with_the_side_to_move(depth):
    """Issue 28, point 15: the evaluation favours the side to move at the leaves, so a graph
    of raw search values zig-zagged by 4-6 discs every move; the values shown (the mean of the
    last two depths, SearchResult.steady) move by little more than a disc in a quiet opening."""
    from rules.othello.search import Searcher
    raw, steady = [], []
    for state in _opening_positions():
        me, opp = state.mover_boards()
        sign = 1 if state.side == 0 else -1  # Black's view
        result = Searcher(engine.evaluator()).root(me, opp, depth)
        raw.append(sign * result.score)
        steady.append(sign * result.steady()[0])
    assert max(abs(a - b) for a, b in zip(raw, raw[1:])) > 4  # the swing the graph showed
    assert max(abs(a - b) for a, b in zip(steady, steady[1:])) < 1.5


def test_the_four_equivalent_first_moves_get_one_small_value():
    values = set()
    for first in ("f5", "e6", "d3", "c4"):
        state = GAME.new_initial_state()
        state.play(OthelloMove.parse(first))
        me, opp = state.mover_boards()
        values.add(round(engine.Searcher(engine.evaluator()).root(me, opp, 6).steady()[0], 6))
    [value] = values
    assert abs(value) < 1.5
