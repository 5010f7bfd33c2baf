"""Every rule of the spec on small hand-made positions (written with algebraic names)."""
from __future__ import annotations

import pytest

from rules.errors import IllegalMoveError, NotationError
from rules.programmers_checkers import (ADVANCED_DECK, BASIC_DECK, OPS, Capture, CheckersGame, Draw, Flip, Step,
                                        allows, deck_counts, parse_square_name, square_name, truth_table)
from rules.protocol import CHANCE, TERMINAL, Termination

ADVANCED = CheckersGame(deck="advanced")


def n(name: str) -> int:
    return parse_square_name(name)


def side_text(stones: str) -> str:
    """``"c3/1 Kd2/0"`` -> ``"22/1,K26/0"``."""
    items = []
    for item in stones.split():
        king = item.startswith("K")
        name, bit = item[1:] if king else item, None
        name, _, bit = name.partition("/")
        items.append(f"{'K' if king else ''}{n(name)}/{bit}")
    return ",".join(items)


def state(white: str, black: str, op: str, next_op: str = "OR", to_move: str = "W", game: CheckersGame = ADVANCED):
    return game.state_from(f"{to_move}:W{side_text(white)}:B{side_text(black)}:{op}", next_op)


def moves(s) -> set[str]:
    return {_algebraic(str(m)) for m in s.legal_moves()}


def _algebraic(text: str) -> str:
    """``22x15=1`` -> ``c3xe5=1`` so expectations read like the board."""
    suffix = ""
    if "=" in text:
        text, suffix = text.split("=")[0], "=" + text.split("=")[1]
    if text.endswith("~"):
        return square_name(int(text[:-1])) + "~"
    sep = "x" if "x" in text else "-"
    return sep.join(square_name(int(p)) for p in text.split(sep)) + suffix


# --- notation and board --------------------------------------------------------------------------
def test_square_numbers_follow_pdn_from_blacks_back_rank():
    assert square_name(1) == "b8" and square_name(4) == "h8" and square_name(5) == "a7"
    assert square_name(29) == "a1" and square_name(32) == "g1" and square_name(22) == "c3"
    assert all(parse_square_name(square_name(k)) == k for k in range(1, 33))
    with pytest.raises(NotationError):
        parse_square_name("a2")  # a light square


def test_truth_tables_are_the_specs():
    table = {  # (1,1), (1,0), (0,1), (0,0)
        "AND": "1000", "OR": "1110", "XOR": "0110", "NAND": "0111", "NOR": "0001", "IMP": "1011", "EQ": "1001"}
    for op, row in table.items():
        got = "".join(str(int(allows(op, j, v))) for j, v in ((1, 1), (1, 0), (0, 1), (0, 0)))
        assert got == row, op
        assert truth_table(op)[(1, 0)] == (row[1] == "1")


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("jumper,jumped", [(1, 1), (1, 0), (0, 1), (0, 0)])
def test_a_capture_is_allowed_exactly_when_the_active_operator_gives_1(op, jumper, jumped):
    s = state(f"c3/{jumper}", f"d4/{jumped} a7/1", op)
    if allows(op, jumper, jumped):
        assert moves(s) == {"c3xe5"}  # compulsory: no step, no flip
    else:
        assert "c3xe5" not in moves(s)
        assert {"c3-b4", "c3~"} <= moves(s)


def test_only_the_active_operator_counts_not_the_next():
    s = state("c3/1", "d4/0 a7/1", "AND", next_op="OR")
    assert "c3xe5" not in moves(s)


# --- moves and flips -----------------------------------------------------------------------------
def test_men_step_forward_only_and_flips_are_actions():
    s = state("c3/1", "a7/1", "AND")
    assert moves(s) == {"c3-b4", "c3-d4", "c3~"}
    b = state("c3/1", "d6/0", "AND", to_move="B")
    assert moves(b) == {"d6-c5", "d6-e5", "d6~"}


def test_kings_slide_any_distance_until_blocked():
    s = state("Kc3/1 e5/1", "a7/0", "AND")
    got = {m for m in moves(s) if m.startswith("c3-")}
    assert got == {"c3-b4", "c3-a5", "c3-d4", "c3-b2", "c3-a1", "c3-d2", "c3-e1"}


def test_flip_turns_the_stone_over_and_a_kings_top_stone():
    s = state("Kc3/1 e3/0", "a7/0", "AND")
    s.play(Flip(n("c3")))
    stone = s.stone_at(n("c3"))
    assert stone is not None and stone.king and stone.bit == 0
    assert s.stone_at(n("e3")).bit == 0


# --- captures --------------------------------------------------------------------------------------
def test_capture_is_compulsory_and_chains_with_the_same_stone():
    s = state("c3/1 g3/1", "d4/1 d6/1 a7/1", "OR")
    assert moves(s) == {"c3xe5xc7"}
    s.play(s.legal_moves()[0])
    assert s.stone_at(n("c7")).seat == 0
    assert s.stone_at(n("d4")) is None and s.stone_at(n("d6")) is None


def test_a_chain_stops_where_the_same_operator_forbids_the_next_jump():
    # XOR: the 1-jumper takes the 0 on d4 but not the 1 on d6, which is left standing
    s = state("c3/1", "d4/0 d6/1 a7/1", "XOR")
    assert moves(s) == {"c3xe5"}


def test_a_protected_enemy_stone_blocks_like_ones_own():
    # AND: the king (1) may not take the 0 on c3, which shields the 1 on e5 behind it
    s = state("Ka1/1", "c3/0 e5/1 a7/1", "AND")
    assert not any("x" in m for m in moves(s))
    # with c3 showing 1 the king must take it, land on d4 and go on over e5
    s = state("Ka1/1", "c3/1 e5/1 a7/1", "AND")
    assert moves(s) == {"a1xd4xf6", "a1xd4xg7", "a1xd4xh8"}


def test_men_capture_forward_only_unless_the_option_says_so():
    s = state("c3/1", "b2/1 a7/1", "OR")
    assert "c3xa1" not in moves(s)
    back = CheckersGame(deck="advanced", men_capture_backwards=True)
    s = state("c3/1", "b2/1 a7/1", "OR", game=back)
    assert moves(s) == {"c3xa1"}


def test_a_flying_king_never_jumps_two_stones_in_a_row():
    s = state("Ka1/1", "c3/1 d4/1 a7/1", "OR")
    assert not any("x" in m for m in moves(s))


def test_a_king_lands_anywhere_beyond_but_must_choose_a_landing_that_goes_on():
    # over c3 the king may land on d4, e5, f6 (g7 is White's); only e5 lets it go on (over d6)
    s = state("Ka1/1 g7/1", "c3/1 d6/1", "OR")
    assert moves(s) == {"a1xe5xc7", "a1xe5xb8"}
    # without d6 it may stop on any square beyond
    s = state("Ka1/1 g7/1", "c3/1", "OR")
    assert moves(s) == {"a1xd4", "a1xe5", "a1xf6"}


def test_kings_first():
    white, black = "Ka1/1 c1/1", "c3/1 d2/1 a7/1"
    kings_only = {"a1xd4", "a1xe5", "a1xf6", "a1xg7", "a1xh8"}
    assert moves(state(white, black, "OR")) == kings_only
    free = CheckersGame(deck="advanced", no_king_priority=True)
    assert moves(state(white, black, "OR", game=free)) == kings_only | {"c1xe3"}


def test_a_king_goes_round_through_its_own_start_square_and_routes_are_one_move():
    s = state("Kd2/1", "e3/1 e5/1 c5/1 c3/1 h8/0", "OR")
    # round the four stones back through its start square (empty during its own capture);
    # both ways round to d2 take the same stones: one move, written by its smallest route
    assert moves(s) == {"d2xb4xd6xf4xd2", "d2xb4xd6xf4xc1", "d2xf4xd6xb4xe1"}
    routes = {tuple(r.path): r.move for r in s.capture_routes()}
    assert routes[(n("d2"), n("f4"), n("d6"), n("b4"), n("d2"))] == s.game.parse_move("d2xb4xd6xf4xd2")
    s.play(s.game.parse_move("d2xf4xd6xb4xd2"))  # the other route plays the listed move
    assert _algebraic(str(s.history[-1])) == "d2xb4xd6xf4xd2"
    assert s.stones().keys() == {n("d2"), n("h8")}


def test_a_captured_stone_stays_and_blocks_a_later_leg():
    # a1 x c3 must land on e5 (only there does it go on), e5 x f4 -> g3, g3 x f2 -> e1; from e1
    # the line up-left runs into c3, jumped on the first leg: it is still there and blocks, so
    # b4 behind it is safe (were it gone, the king would have to go on e1 x b4 -> a5)
    s = state("Ka1/1 g1/1", "c3/1 f4/1 f2/1 b4/1", "OR")
    assert moves(s) == {"a1xe5xg3xe1"}  # kings first: the man's g1xe3 is not allowed
    assert s.capture_steps(s.legal_moves()[0]) == [(n("e5"), n("c3")), (n("g3"), n("f4")), (n("e1"), n("f2"))]


def test_a_man_capturing_onto_the_far_row_is_crowned_and_keeps_its_bit():
    s = state("d6/0", "e7/1 a5/1", "OR")
    move = s.legal_moves()[0]
    assert _algebraic(str(move)) == "d6xf8" and s.crowns(move)
    s.play(move)
    stone = s.stone_at(n("f8"))
    assert stone.king and stone.bit == 0


def test_a_man_capturing_backwards_goes_on_through_the_far_row_and_is_not_crowned():
    # the spec: the chain goes on "while the same stone can capture again", and only a man
    # that *ends* its move on the far row is crowned
    back = CheckersGame(deck="advanced", men_capture_backwards=True)
    s = state("d6/0", "e7/1 g7/1 a5/1", "OR", game=back)
    assert moves(s) == {"d6xf8xh6"}
    assert not s.crowns(s.legal_moves()[0])
    s.play(s.legal_moves()[0])
    stone = s.stone_at(n("h6"))
    assert not stone.king and stone.bit == 0
    assert s.stone_at(n("e7")) is None and s.stone_at(n("g7")) is None and s.stone_at(n("f8")) is None
    # where no backward jump is left, the chain ends on the far row and the man is crowned
    s = state("d6/0", "e7/1 a5/1", "OR", game=back)
    assert moves(s) == {"d6xf8"}
    s.play(s.legal_moves()[0])
    assert s.stone_at(n("f8")).king


def test_a_man_stepping_onto_the_far_row_is_crowned_keeping_its_bit():
    s = state("e7/0", "a5/1", "OR")
    assert s.crowns(Step(n("e7"), n("f8")))
    s.play(Step(n("e7"), n("f8")))
    stone = s.stone_at(n("f8"))
    assert stone.king and stone.bit == 0


def test_the_crowned_bit_chosen_by_the_owner_when_the_option_is_on():
    game = CheckersGame(deck="advanced", crown_bit_choice=True)
    s = state("e7/0", "a5/1", "OR", game=game)
    assert {"e7-f8=0", "e7-f8=1", "e7-d8=0", "e7-d8=1"} <= moves(s)
    assert "e7-f8" not in moves(s)
    s.play(game.parse_move("e7-f8=1"))
    assert s.stone_at(n("f8")).bit == 1
    assert str(s.history[-1]) == "7-3=1" and game.parse_move("7-3=1") == s.history[-1]


def test_take_the_most_option():
    white, black = "c3/1 h2/1", "d4/1 d6/1 g3/1 a7/1"
    assert moves(state(white, black, "OR")) == {"c3xe5xc7", "h2xf4"}
    most = CheckersGame(deck="advanced", take_most=True)
    assert moves(state(white, black, "OR", game=most)) == {"c3xe5xc7"}


def test_after_a_capture_the_active_tile_is_discarded_and_the_next_drawn():
    s = CheckersGame().state_from(f"W:W{side_text('c3/1')}:B{side_text('d4/1 a7/1')}:OR", "XOR")
    assert (s.active, s.next_op) == ("OR", "XOR")
    assert s.pile_counts() == {"AND": 3, "OR": 2, "XOR": 2, "NAND": 0, "NOR": 0, "IMP": 0, "EQ": 0}
    s.play(s.legal_moves()[0])
    assert s.to_move() == CHANCE and s.active == "XOR" and s.next_op is None
    assert s.discard_counts()["OR"] == 1
    assert dict((str(m), p) for m, p in s.chance_outcomes()) == {
        "draw:AND": 3 / 7, "draw:OR": 2 / 7, "draw:XOR": 2 / 7}
    s.play(Draw("AND"))
    assert (s.active, s.next_op, s.to_move()) == ("XOR", "AND", 1)
    assert s.pile_counts()["AND"] == 2 and not s.last_draw_reshuffled()








def test_an_empty_pile_is_rebuilt_from_the_discard_at_the_next_draw():
    game = CheckersGame(deck={"AND": 1, "OR": 1, "XOR": 1})
    s = game.state_from(f"W:W{side_text('c3/1 a3/1')}:B{side_text('d4/1 b4/1 h8/1')}:OR", "XOR")
    s.play(game.parse_move("c3xe5"))
    s.play(Draw("AND"))  # the last tile of the pile comes up
    assert sum(s.pile_counts().values()) == 0 and s.discard_counts()["OR"] == 1
    assert not s.last_draw_reshuffled()
    s.play(Flip(n("b4")))  # Black's b4 shows 0: under XOR White's a3 (1) must take it
    assert [_algebraic(str(m)) for m in s.legal_moves()] == ["a3xc5"]
    s.play(s.legal_moves()[0])  # XOR to the discard, AND active, the pile is empty
    assert s.to_move() == CHANCE
    assert [(str(m), p) for m, p in s.chance_outcomes()] == [("draw:OR", 0.5), ("draw:XOR", 0.5)]
    s.play(Draw("XOR"))
    assert s.last_draw_reshuffled()
    assert s.pile_counts()["OR"] == 1 and sum(s.discard_counts().values()) == 0
    assert (s.active, s.next_op) == ("AND", "XOR")


def test_no_stones_left_loses():
    s = state("c3/1", "d4/1", "OR")
    s.play(s.legal_moves()[0])
    out = s.outcome()
    assert s.to_move() == TERMINAL and out.winner == 0 and out.termination == Termination.NORMAL


def test_a_lone_king_against_a_lone_king_is_a_draw():
    s = state("Kc3/1", "Kf8/0", "OR")
    assert s.outcome().termination == Termination.NO_WIN_LEFT and s.outcome().winner is None
    assert state("Kc3/1 e3/1", "Kf8/0", "OR").outcome() is None
    assert state("c3/1", "Kf8/0", "OR").outcome() is None


def test_third_repetition_is_a_draw_and_the_option_turns_it_off():
    for game, ends in ((ADVANCED, True), (CheckersGame(deck="advanced", repetition_draw=False), False)):
        s = state("Kc1/1", "Kh8/1 a7/0", "AND", game=game)
        for _ in range(2):
            for text in ("c1~", "h8~", "c1~", "h8~"):
                assert s.outcome() is None
                s.play(s.game.parse_move(f"{n(text[:2])}~"))
        out = s.outcome()
        if ends:
            assert out is not None and out.termination == Termination.REPETITION
        else:
            assert out is None


def test_eighty_quiet_plies_draw_and_a_mans_move_resets_the_count():
    game = CheckersGame(deck="advanced", repetition_draw=False)
    s = state("Kc1/1", "Kh8/1 a7/0", "AND", game=game)
    for i in range(79):
        s.play(s.game.parse_move(f"{n('c1') if i % 2 == 0 else n('h8')}~"))
    assert s.outcome() is None and s.quiet == 79
    s.play(s.game.parse_move(f"{n('a7')}-{n('b6')}"))  # Black's man moves: the count starts again
    assert s.quiet == 0 and s.outcome() is None
    for i in range(80):
        s.play(s.game.parse_move(f"{n('c1') if i % 2 == 0 else n('h8')}~"))
    assert s.outcome().termination == Termination.MOVE_LIMIT
    off = CheckersGame(deck="advanced", repetition_draw=False, move_limit=None)
    s = state("Kc1/1", "Kh8/1 a7/0", "AND", game=off)
    for i in range(100):
        s.play(s.game.parse_move(f"{n('c1') if i % 2 == 0 else n('h8')}~"))
    assert s.outcome() is None





def test_deck_compositions():
    assert deck_counts("basic") == (3, 3, 3, 0, 0, 0, 0)
    assert deck_counts("advanced") == (2,) * 7
    assert deck_counts({"AND": 1, "OR": 2, "XOR": 1, "IMP": 4}) == (1, 2, 1, 0, 0, 4, 0)
    for bad, message in (({"AND": 1, "OR": 1}, "XOR"), ({"AND": 1, "OR": 1, "XOR": 1, "NOT": 1}, "NOT"),
                         ({"AND": 1, "OR": 1, "XOR": -1}, "whole number"), ("huge", "basic"),
                         ({"AND": 1, "OR": 1, "XOR": 1.5}, "whole number"),
                         ({"AND": 50, "OR": 50, "XOR": 1}, "at most")):
        with pytest.raises(ValueError, match=message):
            CheckersGame(deck=bad)
    assert BASIC_DECK == {"AND": 3, "OR": 3, "XOR": 3} and ADVANCED_DECK["EQ"] == 2


def test_option_checks():
    with pytest.raises(ValueError):
        CheckersGame(move_limit=0)
    with pytest.raises(ValueError):
        CheckersGame(take_most="yes")
    with pytest.raises(ValueError, match="not in the deck"):
        CheckersGame(start="W:W22/1:B1/1:NAND")
    with pytest.raises(NotationError):
        CheckersGame(start="W:W2/1:B1/1")  # a White man on its far row
    with pytest.raises(ValueError):
        CheckersGame(colour="red")


def test_illegal_moves_raise_and_change_nothing():
    s = state("c3/1", "d4/1 a7/1", "OR")
    before = (s.board, s.side, s.active, s.next_op, s.pile, list(s.history))
    for bad in (Step(n("c3"), n("b4")), Flip(n("c3")), Capture((n("c3"), n("a5"))), Draw("OR")):
        with pytest.raises(IllegalMoveError):
            s.play(bad)
    assert (s.board, s.side, s.active, s.next_op, s.pile, list(s.history)) == before
