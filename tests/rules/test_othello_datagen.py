"""The C training-data generator (packaging/othello_datagen.c) against the Python rules: the
same exact scores, the same evaluation, the same search values, the same games for a seed.
Skipped where no C compiler is available (the app itself never needs one)."""
import random

import numpy as np
import pytest

from rules.othello import datagen, nativefit, patterns as P
from rules.othello.endgame import EndgameSolver, final_score
from rules.othello.evaluation import N_FEATURES
from rules.othello.movegen import FLIPS, moves
from tests.rules.test_othello_patterns import _play


@pytest.fixture(scope="module", autouse=True)
def compiled():
    try:
        datagen.executable()
    except datagen.NativeUnavailable as e:
        pytest.skip(str(e))


def _random_positions(seed, count, plies_from, plies_to):
    """``count`` positions after random games of ``plies_from``..``plies_to`` plies whose
    mover has a move."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        me, opp = _play(rng, rng.randint(plies_from, plies_to))
        if moves(me, opp):
            out.append((me, opp))
    return out


def test_exact_scores_match_the_python_solver():
    positions = _random_positions(1, 40, 48, 54)  # 6..12 empties
    recs = datagen.records([m for m, _ in positions], [o for _, o in positions])
    got = datagen.solve(recs)
    want = [EndgameSolver().best_move(m, o)[0] for m, o in positions]
    assert got.tolist() == want


def _random_tables(path, seed, with_features):
    """Random tables (and feature weights) written for the generator to ``path``; returns
    the engine's evaluator with the same weights."""
    rng = np.random.default_rng(seed)
    tables = [[rng.normal(0, 3, 3 ** size) for size in P.PATTERN_SIZES]
              for _ in range(P.N_STAGES)]
    bias = rng.normal(0, 1, P.N_STAGES)
    features = rng.normal(0, 1, (P.N_STAGES, N_FEATURES)) if with_features else None
    datagen.write_tables(path, tables, bias, features)
    return P.PatternEvaluator(P.PatternWeights(tables, bias, features))


@pytest.mark.parametrize("with_features", [False, True])
def test_the_evaluation_matches_the_engine_one(tmp_path, with_features):
    path = tmp_path / "tables.bin"
    evaluate = _random_tables(path, 3, with_features)
    positions = _random_positions(2, 60, 4, 58)
    recs = datagen.records([m for m, _ in positions], [o for _, o in positions])
    got = datagen.evaluate(recs, path)
    want = [evaluate(m, o) for m, o in positions]
    assert got == pytest.approx(want, abs=2e-3 * (1 + np.abs(want)).max())


def _negamax(evaluate, me, opp, depth, passed=False):
    mv = moves(me, opp)
    if not mv:
        if passed or not moves(opp, me):
            return final_score(me, opp)
        return -_negamax(evaluate, opp, me, depth, True)
    if depth == 0:
        return evaluate(me, opp)
    best = -1e9
    for sq in range(64):
        if mv >> sq & 1:
            f = FLIPS[sq](me, opp)
            best = max(best, -_negamax(evaluate, opp ^ f, me | f | (1 << sq), depth - 1))
    return best


def test_search_values_match_a_plain_negamax(tmp_path):
    path = tmp_path / "tables.bin"
    evaluate = _random_tables(path, 4, True)
    positions = _random_positions(5, 12, 20, 56)
    recs = datagen.records([m for m, _ in positions], [o for _, o in positions])
    got = datagen.search(recs, path, 3)
    want = [_negamax(evaluate, m, o, 3) for m, o in positions]
    assert got == pytest.approx(want, abs=0.05)


def test_games_depend_only_on_the_seed_and_their_exact_labels_are_right():
    one = datagen.generate(9, 0, 6, exact=10, jobs=1)
    two = datagen.generate(9, 0, 6, exact=10, jobs=2)
    assert np.array_equal(one, two)
    assert sorted(set(one["game"].tolist())) == list(range(6))
    empties = nativefit.empties_of(one)
    assert (one["exact"] == (empties <= 10)).all()
    solver = EndgameSolver()
    for r in one[one["exact"] == 1][::5]:
        assert solver.best_move(int(r["me"]), int(r["opp"]))[0] == r["label"]
    assert not np.array_equal(one, datagen.generate(10, 0, 6, exact=10))


def test_native_training_command_runs_end_to_end_on_a_tiny_seeded_set(tmp_path):
    import json
    import subprocess
    import sys
    out = tmp_path / "patterns.npz"
    args = [sys.executable, "-m", "rules", "train", "othello", "--native", "--games", "20",
            "--seed", "3", "--data", str(tmp_path / "data"), "--out", str(out),
            "--fit-iterations", "3", "--compare", str(P.PATTERN_WEIGHTS_PATH)]
    run = subprocess.run(args, capture_output=True, text=True, check=True,
                         cwd=datagen.ROOT)
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    assert rows[0]["games"] == 20 and rows[0]["held_out_positions"] > 0
    assert [r["stage"] for r in rows if "stage" in r] == list(range(1, P.N_STAGES))
    [saved] = [r for r in rows if "out" in r]
    assert saved["bytes"] == out.stat().st_size
    reports = [r for r in rows if "evaluation" in r]
    assert [r["evaluation"] for r in reports] == ["patterns", str(P.PATTERN_WEIGHTS_PATH)]
    weights = P.PatternWeights.load(out)
    assert weights.features is not None and weights.features.shape == (P.N_STAGES, N_FEATURES)
    assert (tmp_path / "data" / "native-s3-x16-g20.npy").exists()
    # the search-labelled stages are held to the mover's edge of the last exact stage: the
    # saved evaluation gives the same (value for the mover + value with the other to move) / 2
    stages = [r for r in rows if "stage" in r]
    last_exact = P.STAGE_OF[16]
    tempo = next(r["mover_edge"] for r in stages if r["stage"] == last_exact)
    assert all(r["removed"] == 0.0 for r in stages if r["stage"] <= last_exact)
    assert any(r["removed"] != 0.0 for r in stages if r["stage"] > last_exact)
    recs = np.load(tmp_path / "data" / "native-s3-x16-g20.npy")
    recs = recs[recs["game"] % 10 != 0]  # the training games, as the fit measured them
    empties = nativefit.empties_of(recs)
    evaluate = P.PatternEvaluator(weights)
    for r in stages:
        if r["stage"] > last_exact:
            here = recs[np.asarray(P.STAGE_OF)[empties] == r["stage"]]
            edge = np.mean([(evaluate(int(m), int(o)) + evaluate(int(o), int(m))) / 2
                            for m, o in zip(here["me"], here["opp"])])
            assert abs(edge - tempo) < 0.05, (r, edge)


def test_fit_gap_tells_the_positions_fitted_from_the_held_out_ones():
    recs = datagen.generate(5, 0, 40, exact=16, jobs=2)
    rows = list(nativefit.fit_gap(recs, [0.01], iterations=200))
    head, on_training, on_all = rows
    at16 = nativefit.empties_of(recs) == 16
    assert head["positions_at_empties"] == int((at16 & (recs["exact"] == 1)).sum()) > 0
    assert 0 < head["held_out_at_empties"] < head["positions_at_empties"]
    assert on_training["fitted_on"] == "training games" and on_all["fitted_on"] == "every game"
    # 40 games are far fewer positions than table entries: a nearly unshrunk fit follows the
    # positions it saw almost exactly and the held-out ones badly, unless it saw them too.
    assert on_training["mae_training_games"] < 1.0 < on_training["mae_held_out_games"]
    assert on_all["mae_held_out_games"] < 1.0
