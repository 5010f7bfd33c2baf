"""The computer's set-ups: a mix of measured good ones (rules/programmers_checkers/setups.py)."""
from __future__ import annotations

import json
import random

import numpy as np
import pytest

from rules.programmers_checkers import CheckersGame, engine, setups
from rules.programmers_checkers.moves import Setup

DECKS = ("basic", "advanced")


def test_the_equilibrium_of_a_cycle_is_the_mixed_one():
    # a beats b, b beats c, c beats a, by different margins: the equilibrium is (1, 1, 2) / 4
    matrix = np.array([[0.5, 0.7, 0.4], [0.3, 0.5, 0.6], [0.6, 0.4, 0.5]])
    assert setups.equilibrium(matrix) == pytest.approx([0.25, 0.25, 0.5], abs=0.01)
    # a set-up that beats every other is the equilibrium alone; the mix still has three
    dominant = np.array([[0.5, 0.8, 0.8], [0.2, 0.5, 0.6], [0.2, 0.4, 0.5]])
    assert setups.equilibrium(dominant) == pytest.approx([1, 0, 0], abs=0.01)
    assert list(setups.mix_of(("a", "b", "c"), dominant)) == ["a", "b", "c"]


def test_the_mix_takes_every_set_up_within_the_margin_of_the_best():
    # four set-ups, d clearly worse than the rest: against the equilibrium a, b and c score
    # the same, so all three are in and d is not
    m = np.array([[0.5, 0.5, 0.5, 0.7], [0.5, 0.5, 0.5, 0.7], [0.5, 0.5, 0.5, 0.7], [0.3, 0.3, 0.3, 0.5]])
    assert setups.mix_of(("a", "b", "c", "d"), m) == {"a": 0.3333, "b": 0.3333, "c": 0.3333}


@pytest.mark.parametrize("deck", DECKS)
def test_the_shipped_mix_is_read_off_the_measured_table(deck):
    data = setups.load()
    assert setups.SETUPS_PATH not in setups.LOAD_PROBLEM
    assert data["candidates"] == list(setups.CANDIDATES)
    table = data[deck]
    matrix = np.array(table["matrix"])
    n = len(setups.CANDIDATES)
    assert matrix.shape == (n, n)
    # each pair was played both ways: the scores of a pair add up to one (stored to four
    # decimals, each rounded on its own)
    assert np.allclose(matrix + matrix.T, 1.0, rtol=0, atol=2e-4)
    mix = setups.mix(deck)
    assert dict(mix) == table["mix"] == setups.mix_of(setups.CANDIDATES, matrix)
    assert setups.summarise(setups.CANDIDATES, table["matrix"])["mix"] == table["mix"]
    # several set-ups, each a candidate, none weighted as if alone
    assert len(mix) >= setups.MIN_MIX and {p for p, _ in mix} <= set(setups.CANDIDATES)
    assert max(w for _, w in mix) <= 1 / setups.MIN_MIX + 1e-9


@pytest.mark.parametrize("deck", DECKS)
def test_two_games_get_different_setups_and_each_is_in_the_mix(deck):
    game = CheckersGame(deck=deck)
    assert setups.deck_name(game.deck) == deck
    state = game.new_initial_state()
    good = {p for p, _ in setups.mix(deck)}
    for seat in (0, 1):
        chosen = [game.choose_move(state.view_for(seat), seat, 3, rng=random.Random(seed)) for seed in range(30)]
        assert len(set(chosen)) > 1
        patterns = {str(setup) if seat == 0 else str(setup)[::-1] for setup in chosen}
        assert patterns <= good and len(patterns) > 1
    # the Club draws from the same mix; the Beginner takes any set-up
    assert str(engine.choose_setup(0, 2, random.Random(1), deck)) in good
    assert len({engine.choose_setup(0, 1, random.Random(s), deck) for s in range(30)}) > 20


def test_a_pattern_means_the_same_rows_for_both_seats():
    # front row first, left to right as the seat sees the board: White's front row is
    # 21..24 (a3, c3, e3, g3), Black's 12..9 (h6, f6, d6, b6: Black looks from the other side)
    game = CheckersGame()
    for pattern, ones in (("111100000000", ({21, 22, 23, 24}, {9, 10, 11, 12})),
                          ("100000000000", ({21}, {12})),
                          ("000000000001", ({32}, {1}))):
        state = game.new_initial_state()
        state.play(game.joint(setups.setup_for(pattern, 0), setups.setup_for(pattern, 1)))
        for seat, squares in enumerate(ones):
            stones = range(21, 33) if seat == 0 else range(1, 13)
            assert {n for n in stones if state.stone_at(n).bit} == squares, (pattern, seat)
    assert setups.setup_for("111100000000", 1) == Setup.parse("000000001111")


@pytest.mark.parametrize("text", [None, "{not json", "[1, 2]", '{"basic": {"mix": {"1111": 1}}}',
                                  '{"basic": {"mix": {"111111111111": -1}}}', '{"basic": {"mix": {}}}'])
def test_without_a_valid_file_the_computer_draws_from_every_candidate(tmp_path, text):
    path = tmp_path / "setups.json"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    rows = setups.mix("basic", path)
    assert rows == [(p, 1.0) for p in setups.CANDIDATES]
    drawn = {str(setups.choose(0, "basic", random.Random(s), path)) for s in range(40)}
    assert len(drawn) > 3 and drawn <= set(setups.CANDIDATES)
    if text in (None, "{not json", "[1, 2]"):
        assert str(path) in setups.LOAD_PROBLEM[path]


def test_a_valid_file_is_followed(tmp_path):
    path = tmp_path / "setups.json"
    path.write_text(json.dumps({"basic": {"mix": {"000011111111": 1, "111100001111": 3}}}), encoding="utf-8")
    assert setups.mix("basic", path) == [("000011111111", 1.0), ("111100001111", 3.0)]
    drawn = [str(setups.choose(0, "basic", random.Random(s), path)) for s in range(200)]
    assert set(drawn) == {"000011111111", "111100001111"}
    assert 100 < drawn.count("111100001111") < 190
    # another deck not in the file: every candidate
    assert setups.mix("advanced", path) == [(p, 1.0) for p in setups.CANDIDATES]


def test_the_measurement_scores_each_pair_both_ways():
    # three candidates at depth 1, one seed: six games; the table is antisymmetric around a
    # half and a set-up against itself is not played
    rows = list(setups.measure("basic", ("111111111111", "000000000000", "000011111111"), seeds=1, depth=1))
    pairs, table = rows[:-1], rows[-1]
    assert [(r["a"], r["b"]) for r in pairs] == [("111111111111", "000000000000"), ("111111111111", "000011111111"),
                                               ("000000000000", "000011111111")]
    matrix = np.array(table["matrix"])
    assert np.allclose(matrix + matrix.T, 1.0) and np.all((0 <= matrix) & (matrix <= 1))
    assert matrix[0, 1] == pytest.approx(pairs[0]["a_score"], abs=1e-3)
    # a game is scored from A's side: swapping the set-ups turns the score around
    a = setups.play_pair(("basic", "111111111111", "000000000000", 0, 0, 1))
    b = setups.play_pair(("basic", "000000000000", "111111111111", 1, 0, 1))
    assert a[0] == pytest.approx(1 - b[0]) and a[1] == -b[1]


@pytest.mark.benchmark
def test_the_shipped_table_is_what_the_command_measures(tmp_path):
    # the whole measurement again (about twenty CPU minutes with the shipped settings): the
    # searches have no clock and no randomness, so it gives the same table
    from rules.cli import main
    shipped = setups.load()
    out = tmp_path / "setups.json"
    main(["setups", "programmers_checkers", "--seeds", str(shipped["seeds"]), "--depth", str(shipped["depth"]),
          "--jobs", "2", "--out", str(out)])
    fresh = json.loads(out.read_text(encoding="utf-8"))
    for deck in DECKS:
        assert fresh[deck]["matrix"] == shipped[deck]["matrix"]
        assert fresh[deck]["mix"] == shipped[deck]["mix"]
