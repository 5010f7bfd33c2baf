"""Programmer's Checkers through the protocol: set-up, chance draws, random playouts, saves."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings, strategies as st

from rules import savefile
from rules.errors import IllegalMoveError, NotationError
from rules.driver import play_game
from rules.players import RandomPlayer
from rules.programmers_checkers import ALL_ONES, CheckersGame, Draw, Flip, Setup, Step
from rules.programmers_checkers.board import OPS
from rules.protocol import CHANCE, SIMULTANEOUS, TERMINAL, JointMove, MoveRange, random_move
from rules.registry import get_game

import pytest

GAME = CheckersGame()


def test_registered():
    game = get_game("programmers_checkers", deck="advanced")
    assert isinstance(game, CheckersGame) and game.title == "Programmer's Checkers"
    assert game.seat_names == ("W", "B")


def test_the_set_up_is_one_simultaneous_round_of_4096_choices_each():
    s = GAME.new_initial_state()
    assert s.to_move() == SIMULTANEOUS and s.phase() == "setup" and s.deciders() == (0, 1)
    for seat in (0, 1):
        choices = s.legal_moves(seat)
        assert isinstance(choices, MoveRange) and len(choices) == 4096
        assert choices[4095] == ALL_ONES and Setup.parse("0" * 12) in choices
        assert s.is_legal_choice(seat, Setup.parse("101010101010"))
        assert not s.is_legal_choice(seat, Step(22, 18))
    w, b = Setup.parse("101100000001"), Setup.parse("000000000011")
    joint = GAME.joint(w, b)
    assert str(joint) == "W:101100000001/B:000000000011"
    assert GAME.parse_move(str(joint)) == joint
    s.play_joint({0: w, 1: b})
    assert len(s.history) == 1 and s.history[0] == joint
    assert [s.stone_at(sq).bit for sq in range(21, 33)] == list(w.bits)
    assert [s.stone_at(sq).bit for sq in range(1, 13)] == list(b.bits)
    assert s.to_move() == CHANCE and s.phase() == "draw"


def test_the_two_first_draws_turn_up_the_active_then_the_next_tile():
    s = GAME.new_initial_state()
    s.play(GAME.joint(ALL_ONES, ALL_ONES))
    assert sorted((str(m), p) for m, p in s.chance_outcomes()) == [
        ("draw:AND", 1 / 3), ("draw:OR", 1 / 3), ("draw:XOR", 1 / 3)]
    s.play(Draw("XOR"))
    assert s.active == "XOR" and s.next_op is None and s.to_move() == CHANCE
    assert dict((str(m), p) for m, p in s.chance_outcomes())["draw:XOR"] == 2 / 8
    s.play(Draw("XOR"))
    assert (s.active, s.next_op, s.to_move()) == ("XOR", "XOR", 0)
    assert s.pile_counts()["XOR"] == 1
    with pytest.raises(IllegalMoveError):
        s.play(Draw("AND"))  # not a chance node any more


def test_a_draw_of_an_operator_not_in_the_pile_is_illegal():
    s = GAME.new_initial_state()
    s.play(GAME.joint(ALL_ONES, ALL_ONES))
    with pytest.raises(IllegalMoveError):
        s.play(Draw("NAND"))


def test_move_texts():
    for text in ("22-18", "22x15x6", "22~", "7-3=1", "10x19=0", "draw:EQ", "111000111000",
                 "W:111111111111/B:000000000000"):
        assert str(GAME.parse_move(text)) == text
    assert GAME.parse_move("c3-d4") == Step(22, 18)
    for bad in ("", "22", "22-", "33-29", "22x", "draw:NOT", "1110", "W:111/B:000", "22~=1", "7-3=2"):
        with pytest.raises(NotationError):
            GAME.parse_move(bad)


def _deck_total(s) -> dict[str, int]:
    total = {op: s.pile_counts()[op] + s.discard_counts()[op] for op in OPS}
    for op in (s.active, s.next_op):
        if op is not None:
            total[op] += 1
    return total


def _snapshot(s):
    return (s.board, s.side, s.in_setup, s.active, s.next_op, s.pile, s.discard, s.quiet,
            dict(s.seen), list(s.history), s.reshuffled)


def _bogus_moves(s):
    empty = [q for q in range(1, 33) if s.stone_at(q) is None]
    yield Flip(empty[0]) if empty else Draw("NAND")
    yield Draw("NAND")
    yield Step(1, 32)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.sampled_from(["basic", "advanced", {"AND": 1, "OR": 1, "XOR": 1, "IMP": 1}]),
       st.booleans())
def test_random_playouts_keep_every_invariant(seed, deck, backwards):
    game = CheckersGame(deck=deck, men_capture_backwards=backwards)
    deck_counts = dict(zip(OPS, game.deck))
    rng = random.Random(seed)
    s = game.new_initial_state()
    while not s.is_terminal():
        who = s.to_move()
        if who == SIMULTANEOUS:
            picks = [s.legal_moves(seat)[rng.randrange(4096)] for seat in (0, 1)]
            for pick in picks:
                assert game.parse_move(str(pick)) == pick
            move = game.joint(*picks)
        else:
            legal = s.legal_moves()
            assert legal, "a live decision node has a legal move"
            for m in legal:
                assert game.parse_move(str(m)) == m
                child = s.copy()
                child.play(m)
                assert child.history[-1] == m
            if who == CHANCE:
                assert abs(sum(p for _, p in s.chance_outcomes()) - 1) < 1e-9
            move = random_move(s, rng)
        before = _snapshot(s)
        for bad in _bogus_moves(s):
            if not s.is_legal(bad):
                with pytest.raises(IllegalMoveError):
                    s.play(bad)
                assert _snapshot(s) == before
        twin = s.copy()
        s.play(move)
        assert _snapshot(twin) == before, "a copy is independent"
        assert game.parse_move(str(move)) == move
        if not s.in_setup:
            assert _deck_total(s) == deck_counts
    loaded, _ = savefile.loads(savefile.dumps(s))
    assert _snapshot(loaded) == _snapshot(s)
    assert loaded.outcome() == s.outcome()
    assert s.to_move() == TERMINAL


def test_a_save_carries_the_deck_the_set_ups_and_the_draws():
    game = CheckersGame(deck={"AND": 2, "OR": 1, "XOR": 1, "EQ": 3}, move_limit=40)
    rng = random.Random(3)
    s = game.new_initial_state()
    for _ in range(40):
        s.play(random_move(s, rng))
    text = savefile.dumps(s)
    assert '"EQ": 3' in text and '"draw:' in text and '"W:' in text
    loaded, _ = savefile.loads(text)
    assert loaded.game == game and _snapshot(loaded) == _snapshot(s)


def test_play_game_plays_whole_games_with_random_players():
    rng = random.Random(11)
    for _ in range(3):
        record = play_game(GAME.new_initial_state(), [RandomPlayer(rng), RandomPlayer(rng)], rng)
        assert record.outcome is not None
        assert isinstance(record.state.history[0], JointMove)


def test_view_for_is_a_plain_copy_without_any_order_or_sampler():
    s = GAME.new_initial_state()
    s.play(GAME.joint(ALL_ONES, ALL_ONES))
    s.play(Draw("OR"))
    s.play(Draw("AND"))
    view = s.view_for(1)
    assert view is not s and _snapshot(view) == _snapshot(s)
    names = set(type(view).__slots__) | set(getattr(view, "__dict__", {}))
    assert not {n for n in names if "rng" in n or "random" in n or "seed" in n or "order" in n}
    assert all(isinstance(c, int) for c in view.pile + view.discard)


def test_ui_queries():
    s = GAME.state_from("W:W22/1,23/1:B18/1,5/1:OR", "AND")
    assert s.must_capture() == [22, 23]
    assert s.destinations(22) == [15] and s.destinations(23) == [14]
    assert s.moves_from(27) == [] and not s.can_flip(22)
    s2 = GAME.state_from("W:W22/1:B5/1:AND", "AND")
    assert s2.must_capture() == [] and s2.can_flip(22) and s2.destinations(22) == [17, 18]
    assert s2.summary()["position"] == "W:W22/1:B5/1:AND"
    assert "active AND" in str(s2)


def _cli(capsys, *argv):
    from rules.cli import main
    assert main(list(argv)) == 0
    import json
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_command_line_perft(capsys):
    row, = _cli(capsys, "perft", "programmers_checkers", "4", "--op", "OR", "--no-flips")
    assert row["nodes"] == 1469 and row["op"] == "OR" and row["flips"] is False
    row, = _cli(capsys, "perft", "programmers_checkers", "1")
    assert row["nodes"] == 7 + 12
    # IMP, White all 1 and Black all 0: White never captures, so its first moves are the seven steps
    row, = _cli(capsys, "perft", "programmers_checkers", "1", "--setup", "1" * 12 + "/" + "0" * 12,
                "--op", "IMP", "--no-flips")
    assert row["nodes"] == 7
    row, = _cli(capsys, "perft", "programmers_checkers", "1", "--position", "W:W22/1:B18/1,1/1:XOR")
    assert row["nodes"] == 2 and row["op"] == "XOR"  # 22-17 and 22~: XOR(1,1) = 0, no capture
    row, = _cli(capsys, "perft", "programmers_checkers", "1", "--position", "W:W22/1:B18/1,1/1", "--op", "OR")
    assert row["nodes"] == 1  # OR: the capture is compulsory


def test_command_line_analyse_replay_random(capsys):
    row, = _cli(capsys, "analyse", "programmers_checkers", "--position", "W:W22/1:B18/1:OR", "--seconds", "0.3")
    assert row["best"] == ["22x15"] and row["exact"] and row["winner"] == "W"
    row, = _cli(capsys, "replay", "programmers_checkers", "W:111111111111/B:111111111111", "draw:OR",
                "draw:AND", "22-18")
    assert row["moves"] == 4 and row["active"] == "OR" and row["next"] == "AND" and row["to_move"] == 1
    rows = _cli(capsys, "random", "programmers_checkers", "--games", "3", "--seed", "2")
    assert rows[0]["games"] == 3 and rows[0]["unfinished"] == 0.0


def test_command_line_search_bench(capsys):
    from rules import native
    from rules.programmers_checkers import engine
    from rules.programmers_checkers.commands import search_positions
    *rows, total = _cli(capsys, "bench", "programmers_checkers", "--search", "2", "--positions", "3", "--seed", "4")
    states = search_positions(GAME, 4, 3)
    assert [row["position"] for row in rows] == [s.position() for s in states]  # seeded: the same positions
    assert all(s.to_move() in (0, 1) for s in states) and len({len(s.history) for s in states}) > 1
    assert all(row["depth"] == 2 and row["nodes"] > 0 for row in rows)
    assert total["bench"] == "search" and total["nodes"] == sum(row["nodes"] for row in rows)
    assert total["compiled"] is native.compiled(engine)


@pytest.mark.parametrize("text", ["11\u00b2", "\u0661\u0662-18", "22-" + "9" * 5000, "0022-18"])
def test_numbers_that_are_not_square_numbers_are_refused_in_words(text):
    from rules.errors import NotationError
    with pytest.raises(NotationError):
        CheckersGame().parse_move(text)


@pytest.mark.parametrize("stone", ["9" * 5000 + "/1", "2\u00b2/1", "\u0662/1"])
def test_a_position_with_a_number_that_is_no_square_is_refused_in_words(stone):
    from rules.errors import NotationError
    with pytest.raises(NotationError):
        from rules.programmers_checkers.position import parse_position
        parse_position(f"W:W21/1,{stone}:B1/1")


def _after_draw(position: str) -> object:
    s = CheckersGame(start=position).new_initial_state()
    s.play(Draw("OR"))  # the next tile; the position's own operator is active
    return s


def test_blocked_jumps_are_the_first_jumps_only_the_operator_forbids():
    from rules.programmers_checkers.state import BlockedJump
    s = _after_draw("W:W22/0,27/0:B18/1,17/0:AND")  # under AND a 0 takes nothing
    assert s.blocked_jumps() == [BlockedJump(22, 17, 13, 0, 0), BlockedJump(22, 18, 15, 0, 1)]
    assert s.must_capture() == []
    s = _after_draw("W:W22/1:B18/1,17/0:AND")  # the 1 may take the 1 on 18, not the 0 on 17
    assert s.blocked_jumps() == [BlockedJump(22, 17, 13, 1, 0)] and s.must_capture() == [22]
    s = _after_draw("W:WK29/0:B25/1,18/1:AND")  # a king's jump, stopped before 18
    assert s.blocked_jumps() == [BlockedJump(29, 25, 22, 0, 1)]
    s = _after_draw("W:W22/0:B13/1:AND")  # not adjacent: no jump at all
    assert s.blocked_jumps() == []


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_a_blocked_jump_is_a_real_jump_the_active_operator_forbids(seed):
    """In random games: the jumper is the mover's, the victim an enemy showing the bit said,
    the landing free and beyond the victim on one diagonal, and the operator says 0."""
    from rules.programmers_checkers.board import allows, coords
    game = CheckersGame(deck="advanced")
    rng = random.Random(seed)
    s = game.new_initial_state()
    seen = 0
    while not s.is_terminal() and len(s.history) < 120:
        for jump in s.blocked_jumps():
            seen += 1
            jumper, victim = s.stone_at(jump.frm), s.stone_at(jump.over)
            assert jumper.seat == s.side and victim.seat == 1 - s.side and s.stone_at(jump.to) is None
            assert (jumper.bit, victim.bit) == (jump.jumper_bit, jump.victim_bit)
            assert not allows(s.active, jumper.bit, victim.bit)
            (f0, r0), (f1, r1), (f2, r2) = coords(jump.frm), coords(jump.over), coords(jump.to)
            assert abs(f1 - f0) == abs(r1 - r0) and (f2 - f1) * (f1 - f0) > 0 and (r2 - r1) * (r1 - r0) > 0
            assert abs(f2 - f1) == abs(r2 - r1)
        s.play(random_move(s, rng) if s.to_move() != SIMULTANEOUS else
               game.joint(*(s.legal_moves(seat)[rng.randrange(4096)] for seat in (0, 1))))
