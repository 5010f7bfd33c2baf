"""The bitboard generator against the plain reference generator, and the perft figures."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules.programmers_checkers import movegen as mg
from rules.programmers_checkers import reference as ref
from rules.programmers_checkers.board import MASK_OF, OPS, PROMOTION, SQUARE_OF, bits
from rules.programmers_checkers.game import CheckersGame
from rules.programmers_checkers.position import format_position, parse_position

CZECH = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963671, 18368918]
GAME = CheckersGame()


def _sq(mask: int) -> int:
    return SQUARE_OF[mask.bit_length() - 1]


def _fast_moves(pos, side, op, variant) -> set[ref.RMove]:
    out = set()
    for move, _ in mg.generate(pos, side, mg.TABLES[op], variant):
        if move[0] == mg.FLIP:
            out.add(ref.RMove("flip", _sq(move[1]), _sq(move[1])))
        elif move[0] == mg.STEP:
            out.add(ref.RMove("step", _sq(move[1]), _sq(move[2]), crown=None if move[3] < 0 else move[3]))
        else:
            out.add(ref.RMove("capture", _sq(move[1]), _sq(move[2]), frozenset(bits(move[3])),
                              None if move[6] < 0 else move[6]))
    return out


def _ref_board(pos) -> ref.Board:
    stones = {}
    for index, board in enumerate(pos[:4]):
        for n in bits(board):
            stones[n] = ref.RStone(index // 2, bool(index % 2), 1 if pos[4] & MASK_OF[n] else 0)
    return ref.board_from_squares(stones)


def _ref_rules(variant: mg.Variant) -> dict[str, bool]:
    return {"flips": variant.flips, "men_backwards": variant.men_capture_backwards,
            "take_most": variant.take_most, "king_priority": not variant.no_king_priority,
            "crown_choice": variant.crown_bit_choice}


@st.composite
def positions(draw, max_stones: int = 24, king_share: float = 0.35):
    """Random legal-looking positions: any squares, many kings, random bits."""
    squares = draw(st.lists(st.integers(1, 32), min_size=2, max_size=max_stones, unique=True))
    boards = [0, 0, 0, 0]
    ones = 0
    for i, n in enumerate(squares):
        seat = i % 2 if i < 2 else draw(st.integers(0, 1))
        mask = MASK_OF[n]
        king = draw(st.floats(0, 1)) < king_share or bool(mask & PROMOTION[seat])
        boards[2 * seat + king] |= mask
        if draw(st.booleans()):
            ones |= mask
    return (boards[0], boards[1], boards[2], boards[3], ones)


variants = st.builds(mg.Variant, st.booleans(), st.booleans(), st.booleans(), st.booleans(), st.booleans())


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(0, 1), st.sampled_from(OPS), st.booleans())
def test_generator_matches_reference_default_rules(pos, side, op, flips):
    variant = mg.Variant(flips=flips)
    want = ref.legal_moves(_ref_board(pos), side, op, **_ref_rules(variant))
    assert _fast_moves(pos, side, op, variant) == want
    assert mg.count_moves(pos, side, mg.TABLES[op], variant) == len(want)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(0, 1), st.sampled_from(OPS), variants)
def test_generator_matches_reference_every_option(pos, side, op, variant):
    want = ref.legal_moves(_ref_board(pos), side, op, **_ref_rules(variant))
    assert _fast_moves(pos, side, op, variant) == want
    assert mg.count_moves(pos, side, mg.TABLES[op], variant) == len(want)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(max_stones=12), st.integers(0, 1), st.sampled_from(OPS), st.booleans())
def test_perft_matches_reference_three_plies(pos, side, op, flips):
    variant = mg.Variant(flips=flips)
    want = ref.perft(_ref_board(pos), side, 3, op, **_ref_rules(variant))
    assert mg.perft(pos, side, 3, mg.TABLES[op], variant) == want


@settings(max_examples=100, deadline=None)
@given(positions(), st.integers(0, 1), st.sampled_from(OPS))
def test_position_text_round_trip(pos, side, op):
    text = format_position(pos, side, op)
    assert parse_position(text) == (pos, side, op)


@pytest.mark.parametrize("depth", range(1, 8))
def test_czech_perft_from_the_start(depth):
    assert GAME.perft_report(depth, op="OR", flips=False)["nodes"] == CZECH[depth - 1]


@pytest.mark.benchmark
@pytest.mark.parametrize("depth", range(8, 11))
def test_czech_perft_deep(depth):
    assert GAME.perft_report(depth, op="OR", flips=False)["nodes"] == CZECH[depth - 1]


def test_reference_perft_agrees_on_czech_counts():
    board = ref.board_from_squares({**{n: ref.RStone(0, False, 1) for n in range(21, 33)},
                                    **{n: ref.RStone(1, False, 1) for n in range(1, 13)}})
    assert [ref.perft(board, 0, d, "OR", flips=False) for d in (1, 2, 3, 4)] == CZECH[:4]


def test_flips_add_one_move_per_stone_at_the_start():
    assert GAME.perft_report(1, op="OR")["nodes"] == 7 + 12
    with_flips = GAME.perft_report(3, op="OR")["nodes"]
    pos, side, _ = GAME.perft_root(op="OR")
    assert with_flips == ref.perft(_ref_board(pos), side, 3, "OR", flips=True)


def test_imp_white_ones_black_zeros_only_black_ever_captures():
    """IMP(1,0) = 0: White's 1-stones never take Black's 0-stones; IMP(0,1) = 1: Black's do."""
    pos, _, _ = GAME.perft_root(setup="1" * 12 + "/" + "0" * 12)
    table = mg.TABLES["IMP"]
    variant = mg.Variant(flips=False)
    white_captures = black_captures = 0
    frontier = [(pos, 0)]
    for _ in range(6):
        nxt = []
        for p, side in frontier:
            for move, child in mg.generate(p, side, table, variant):
                if move[0] == mg.CAPTURE:
                    if side == 0:
                        white_captures += 1
                    else:
                        black_captures += 1
                nxt.append((child, 1 - side))
        frontier = nxt
    assert white_captures == 0
    assert black_captures > 0


def test_variant_is_a_frozen_dataclass():
    assert dataclasses.replace(mg.DEFAULT, flips=False).flips is False
