"""The exact tables of positions with three stones or fewer (rules/programmers_checkers/endgame.py)."""
from __future__ import annotations

import random

import pytest

from rules.programmers_checkers import CheckersGame
from rules.programmers_checkers import endgame
from rules.programmers_checkers.position import parse_position
from rules.protocol import CHANCE

BASIC = ("AND", "OR", "XOR")
pytestmark = pytest.mark.skipif(endgame.table("OR", "OR") is None, reason="the tables are not built")


def _state(text: str, op: str, nxt: str):
    """A state at ``text`` with ``op`` active and ``nxt`` next, under the basic deck."""
    game = CheckersGame(repetition_draw=False, move_limit=None)
    return game.state_from(f"{text}:{op}", nxt)


def _wins_within(state, plies: int) -> bool:
    """The side to move can force a win within ``plies`` plies whatever the tiles drawn."""
    if plies <= 0 or state.is_terminal():
        return False
    side = state.side
    return any(_forced(_after(state, move), side, plies - 1) for move in state.legal_moves())


def _loses_within(state, plies: int) -> bool:
    """Whatever the side to move does, the other wins within ``plies`` plies."""
    if plies <= 0 or state.is_terminal():
        return False
    side = state.side
    return all(_forced(_after(state, move), 1 - side, plies - 1) for move in state.legal_moves())


def _forced(state, winner: int, plies: int) -> bool:
    """``winner`` has won in ``state``, or wins within ``plies`` plies whatever comes."""
    if state.to_move() == CHANCE:
        return all(_forced(_after(state, draw), winner, plies) for draw, _ in state.chance_outcomes())
    outcome = state.outcome()
    if outcome is not None:
        return outcome.winner == winner
    return _wins_within(state, plies) if state.side == winner else _loses_within(state, plies)


def _after(state, move):
    child = state.copy()
    child.play(move)
    return child


def _random_position(rng: random.Random, stones: int) -> str:
    """A position text with ``stones`` stones (both sides at least one), men off their far row."""
    while True:
        squares = rng.sample(range(1, 33), stones)
        white = rng.randrange(1, stones)
        parts = {0: [], 1: []}
        ok = True
        for i, n in enumerate(squares):
            seat = 0 if i < white else 1
            king = rng.random() < 0.5
            if not king and ((seat == 0 and n <= 4) or (seat == 1 and n >= 29)):
                ok = False
            parts[seat].append(f"{'K' if king else ''}{n}/{rng.randrange(2)}")
        if ok:
            side = rng.choice("WB")
            return f"{side}:W{','.join(parts[0])}:B{','.join(parts[1])}"


def _check(text: str, op: str, nxt: str, depth: int, probe=endgame.probe) -> int:
    state = _state(text, op, nxt)
    value = probe(state.board, state.side, op, nxt)
    assert value is not None
    if state.is_terminal():
        return value
    # the shortest forced end the table names is found, and no shorter one exists
    if value > 0 and value <= depth:
        assert _wins_within(state, value) and not _wins_within(state, value - 2), (text, op, nxt, value)
    elif value < 0 and -value <= depth:
        assert _loses_within(state, -value) and not _loses_within(state, -value - 2), (text, op, nxt, value)
    else:
        assert not _wins_within(state, depth) and not _loses_within(state, depth), (text, op, nxt, value)
    return value


def _kind(text: str, op: str, nxt: str) -> str:
    state = _state(text, op, nxt)
    if state.is_terminal():
        return "over"
    value = endgame.probe(state.board, state.side, op, nxt)
    others = {endgame.probe(state.board, state.side, op, other) for other in BASIC}
    if len(others) > 1:
        return "next tile matters"
    if value == 0:
        return "draw"
    if value == 1:
        return "capture due"
    if 3 <= value <= 5:
        return "short win"
    if -5 <= value <= -2:
        return "short loss"
    return "long"


@pytest.mark.parametrize("stones", [2, 3])
def test_the_tables_agree_with_a_search_through_the_game_state(stones):
    # random positions, sorted by what the table says, until each kind has a few: a wrong
    # side, a wrong next tile or a wrong distance shows in one of them
    rng = random.Random(stones)
    # one against one: a capture due wins, anything else is a draw (checked to 5 plies here)
    kinds = ("draw", "capture due") + (("long", "short win", "short loss", "next tile matters") if stones == 3 else ())
    sample: dict[str, list[tuple[str, str, str]]] = {kind: [] for kind in kinds}
    while any(len(v) < 6 for v in sample.values()):
        op, nxt = rng.choice(BASIC), rng.choice(BASIC)
        text = _random_position(rng, stones)
        kind = _kind(text, op, nxt)
        if kind in sample and len(sample[kind]) < 6:
            sample[kind].append((text, op, nxt))
    for kind, cases in sample.items():
        for text, op, nxt in cases:
            _check(text, op, nxt, 5)
            if kind == "next tile matters":
                for other in BASIC:
                    _check(text, op, other, 5)


def test_the_index_reads_a_position_the_same_way_from_either_side():
    # the same position with Black to move is White's turned half round, colours swapped
    text = "B:W22/1,K30/0:BK5/1"
    board, side, _ = parse_position(text)
    turned = "W:WK28/1:B11/1,K3/0"
    tboard, tside, _ = parse_position(turned)
    assert endgame.index(board, side) == endgame.index(tboard, tside)
    assert endgame.index(board, 1 - side) != endgame.index(board, side)
    many, _, _ = parse_position("W:W21/1,22/1:B1/1,2/0")
    assert endgame.index(many, 0) is None


def test_two_kings_against_a_lone_king_are_a_draw_unless_a_capture_is_due():
    rng = random.Random(5)
    for _ in range(200):
        kings = rng.sample(range(1, 33), 3)
        bits = [rng.randrange(2) for _ in kings]
        text = f"W:WK{kings[0]}/{bits[0]},K{kings[1]}/{bits[1]}:BK{kings[2]}/{bits[2]}"
        for op in BASIC:
            state = _state(text, op, "OR")
            value = endgame.probe(state.board, 0, op, "OR")
            capture = any(type(m).__name__ == "Capture" for m in state.legal_moves())
            assert value == (1 if capture else 0), (text, op)
