"""The exact tables of four kings (rules/programmers_checkers/kings4.py)."""
from __future__ import annotations

import random

import numpy as np
import pytest

from rules.programmers_checkers import kings4
from rules.programmers_checkers.position import parse_position

from tests.rules.test_programmers_checkers_endgame import BASIC, _check, _state

pytestmark = pytest.mark.skipif(kings4.table("OR", "OR") is None, reason="the tables are not built")


def _kings(rng: random.Random, mover: int) -> str:
    squares = rng.sample(range(1, 33), 4)
    stones = [f"K{n}/{rng.randrange(2)}" for n in squares]
    side = rng.choice("WB")
    mine, theirs = ",".join(stones[:mover]), ",".join(stones[mover:])
    white, black = (mine, theirs) if side == "W" else (theirs, mine)
    return f"{side}:W{white}:B{black}"


def test_the_four_symmetries_and_the_colours_give_one_index():
    board, side, _ = parse_position("W:WK1/1,K18/0,K30/1:BK12/0")
    index = kings4.index_of(board, side)
    assert index is not None
    # the half turn (n -> 33 - n), and the same position with Black to move, colours swapped
    turned, tside, _ = parse_position("W:WK32/1,K15/0,K3/1:BK21/0")
    swapped, sside, _ = parse_position("B:WK12/0:BK1/1,K18/0,K30/1")
    assert kings4.index_of(turned, tside) == index == kings4.index_of(swapped, sside)
    for g in kings4.SYMMETRIES:  # each symmetry maps the board onto itself
        assert sorted(g.tolist()) == list(range(32))
    assert kings4.index_of(parse_position("W:W21/1,K18/0,K30/1:BK12/0")[0], 0) is None  # a man


def test_every_canonical_index_is_its_own_smallest_image():
    slots = kings4._slots(kings4.TABLES_PATH)
    sample = np.sort(np.random.default_rng(1).choice(slots, 300, replace=False))
    assert [kings4.index_of(pos, 0) for pos in kings4.positions_of(sample)] == sample.tolist()


@pytest.mark.parametrize("mover", [1, 2, 3])
def test_the_tables_agree_with_a_search_through_the_game_state(mover):
    # sampled by what the table says (as for three stones): short wins, short losses and
    # draws, where each kind is common enough to sample (the lone king loses, the three win)
    rng = random.Random(mover)
    wanted = {1: {"capture": 3, "loss": 4, "draw": 6}, 2: {"capture": 2, "win": 3, "draw": 6},
              3: {"capture": 2, "win": 4, "draw": 6}}[mover]
    found = {kind: 0 for kind in wanted}
    tries = 0
    while any(found[k] < wanted[k] for k in wanted) and tries < 20000:
        tries += 1
        op, nxt = rng.choice(BASIC), rng.choice(BASIC)
        text = _kings(rng, mover)
        state = _state(text, op, nxt)
        value = kings4.probe(state.board, state.side, op, nxt)
        kind = ("capture" if value == 1 else "win" if value > 0 else "loss" if value < 0 else "draw")
        if kind not in wanted or found[kind] >= wanted[kind] or abs(value) > 5:
            continue
        found[kind] += 1
        _check(text, op, nxt, 4 if kind == "draw" else 5, probe=kings4.probe)
    assert found == wanted
