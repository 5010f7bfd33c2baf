"""Othello pattern evaluation: generated index code against the plain definition, symmetry,
incremental indices, the shipped tables, and the training command end to end."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from rules.othello import patternfit, patterns as P, selfplay
from rules.othello.evaluation import shared_evaluator
from rules.othello.movegen import FLIPS, moves

REPO = Path(__file__).resolve().parents[2]
START = ((1 << 28) | (1 << 35), (1 << 27) | (1 << 36))


def _play(rng, plies):
    """(mover, opponent) after ``plies`` random legal moves from the start."""
    me, opp = START
    for _ in range(plies):
        mv = moves(me, opp)
        if not mv:
            if not moves(opp, me):
                break
            me, opp = opp, me
            continue
        sq = rng.choice([s for s in range(64) if mv >> s & 1])
        f = FLIPS[sq](me, opp)
        me, opp = opp ^ f, me | f | (1 << sq)
    return me, opp


boards = st.tuples(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1)).map(
    lambda ab: (ab[0], ab[1] & ~ab[0]))


@settings(max_examples=200, deadline=None)
@given(boards)
def test_generated_indices_match_the_square_by_square_definition(b):
    me, opp = b
    assert P.indices(me, opp) == P.indices_reference(me, opp)


def test_instances_are_the_symmetric_images_of_each_pattern():
    sets = [frozenset(s) for s in P.INSTANCE_SQUARES]
    assert len(set(sets)) == P.N_INSTANCES == 46
    for number, (_, base, _) in enumerate(P.PATTERNS):
        orbit = {frozenset(P._preimage(sym, q) for q in base) for sym in P.SYMMETRIES}
        mine = {sets[i] for i in range(P.N_INSTANCES) if P.INSTANCE_PATTERN[i] == number}
        assert mine == orbit


@settings(max_examples=200, deadline=None)
@given(boards)
def test_numpy_indices_match_the_engine_ones(b):
    me, opp = b
    got = patternfit.all_indices(np.array([me], dtype=np.uint64), np.array([opp], dtype=np.uint64))
    assert got[0].tolist() == P.indices(me, opp)


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 58))
def test_incremental_child_indices_match_from_scratch(rng, plies):
    me, opp = _play(rng, plies)
    mv = moves(me, opp)
    base = P.indices(opp, me)
    while mv:
        low = mv & -mv
        mv ^= low
        sq = low.bit_length() - 1
        f = FLIPS[sq](me, opp)
        child = (opp ^ f, me | f | low)
        assert P.child_indices(base, sq, f) == P.indices(*child)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 58))
def test_incremental_child_values_match_the_evaluation(rng, plies):
    ev = shared_evaluator()
    assert isinstance(ev, P.PatternEvaluator)
    me, opp = _play(rng, plies)
    mv = moves(me, opp)
    if (me | opp).bit_count() >= 63:
        return
    base = ev.child_base(me, opp)
    while mv:
        low = mv & -mv
        mv ^= low
        sq = low.bit_length() - 1
        f = FLIPS[sq](me, opp)
        assert ev.child_value(base, sq, f) == pytest.approx(ev(opp ^ f, me | f | low), abs=1e-9)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 59))
def test_the_eight_symmetries_give_the_same_value(rng, plies):
    ev = shared_evaluator()
    me, opp = _play(rng, plies)
    value = ev(me, opp)
    for sym in P.SYMMETRIES:
        assert ev(sym(me), sym(opp)) == pytest.approx(value, abs=1e-9)


def test_shipped_tables_load_with_the_expected_shapes():
    assert P.PATTERN_WEIGHTS_PATH.exists()
    assert P.PATTERN_WEIGHTS_PATH.stat().st_size < 2_500_000
    with np.load(P.PATTERN_WEIGHTS_PATH) as data:
        assert tuple(str(n) for n in data["patterns"]) == P.PATTERN_NAMES
        assert data["bias"].shape == (P.N_STAGES,)
        for number, name in enumerate(P.PATTERN_NAMES):
            stored = data[f"w_{name}"]
            assert stored.dtype == np.int16
            assert stored.shape == (P.N_STAGES, len(np.unique(P.canonical_map(number))))
    tables, bias = P.load_tables()
    assert len(tables) == P.N_STAGES
    for stage in tables:
        assert [len(t) for t in stage] == [3 ** n for n in P.PATTERN_SIZES]
    # the evaluation is the engine's, and it knows who is ahead in a won ending
    ev = shared_evaluator()
    assert isinstance(ev, P.PatternEvaluator)
    black_wins = (0xFFFFFFFFFFFFFF00, 0x1C)
    assert ev(*black_wins) > 20 and ev(black_wins[1], black_wins[0]) < -20


def test_symmetric_entries_are_tied_in_the_shipped_tables():
    tables, _ = P.load_tables()
    for number in range(len(P.PATTERNS)):
        canon = P.canonical_map(number)
        for stage in (3, 8):
            t = tables[stage][number]
            assert np.array_equal(t, t[canon])


def test_training_command_runs_end_to_end_on_a_tiny_seeded_set(tmp_path):
    out = tmp_path / "patterns.npz"
    args = [sys.executable, "-m", "rules", "train", "othello", "--games", "2", "--seed", "5",
            "--data", str(tmp_path / "data"), "--out", str(out), "--fit-iterations", "3"]
    rows = [json.loads(line) for line in
            subprocess.run(args, capture_output=True, text=True, check=True, cwd=REPO).stdout.splitlines()]
    [sizes] = [r for r in rows if "held_out_positions" in r]
    assert sizes["positions"] > 100 and sizes["held_out_positions"] > 0
    [saved] = [r for r in rows if "out" in r]
    assert out.exists() and saved["bytes"] == out.stat().st_size
    report = rows[-1]
    assert report["evaluation"] == "patterns" and "16" in report["held_out_mae_by_empties"]
    tables, bias = P.load_tables(out)
    assert len(tables) == P.N_STAGES and np.isfinite(bias).all()
    # the same seed gives the same games
    again = selfplay.play_game(selfplay.game_seed(5, 1), selfplay.PlayConfig())
    first = selfplay.play_game(selfplay.game_seed(5, 1), selfplay.PlayConfig())
    assert again == first


def othello_player(spec):
    """A match's player for ``spec`` (Othello's own specs included)."""
    import argparse
    import random
    from rules.match import make_player
    from rules.othello.game import OthelloGame
    return make_player(spec, OthelloGame(), random.Random(1), argparse.Namespace(timeout=5.0))


def test_a_level_can_play_with_the_older_features_evaluation():
    from rules.othello import evaluation
    from rules.othello.game import OthelloGame
    from rules.othello.match import FeaturesPlayer
    player = othello_player("L2:features")
    assert isinstance(player, FeaturesPlayer) and player.name == "L2:features"
    with pytest.raises(ValueError):
        othello_player("L2:nonsense")
    state = OthelloGame().new_initial_state()
    before = evaluation.shared_evaluator()
    assert state.is_legal(player.choose(state, state.to_move()))
    assert evaluation.shared_evaluator() is before  # the engine's own evaluation is back


def test_a_level_can_play_with_another_tables_file(tmp_path, monkeypatch):
    from rules.othello import evaluation
    from rules.othello.game import OthelloGame
    from rules.othello.match import TablesPlayer
    from rules.players import LevelPlayer
    path = tmp_path / "zero.npz"  # tables of zeros, no features: every position scores 0
    patternfit.save(path, {"tables": [np.zeros((P.N_STAGES, len(np.unique(P.canonical_map(p)))))
                                      for p in range(len(P.PATTERNS))],
                           "bias": np.zeros(P.N_STAGES), "features": None}, {})
    player = othello_player(f"L2:tables={path}")
    assert isinstance(player, TablesPlayer)
    assert player.evaluator()(*START) == 0.0 and player.evaluator().weights.features is None
    seen = []
    real = LevelPlayer.choose
    monkeypatch.setattr(LevelPlayer, "choose", lambda self, *a, **k:
                        seen.append(evaluation.shared_evaluator()) or real(self, *a, **k))
    state = OthelloGame().new_initial_state()
    before = evaluation.shared_evaluator()
    assert state.is_legal(player.choose(state, state.to_move()))
    assert seen == [player.evaluator()]  # the level searched with the file's tables
    assert evaluation.shared_evaluator() is before
    with pytest.raises(ValueError):
        othello_player("L2:tables=")


def test_bench_ffo_grades_a_level_move_with_the_file_scores():
    out = subprocess.run([sys.executable, "-m", "rules", "bench", "othello", "--ffo", "59-59",
                          "--level", "1"], capture_output=True, text=True, check=True,
                         cwd=REPO).stdout
    row, summary = [json.loads(line) for line in out.splitlines()]
    assert row["problem"] == 59 and row["best"] == 64 and row["loss"] == row["best"] - row["move_score"]
    assert summary["positions"] == 1 and summary["best_moves"] == (row["loss"] == 0)
