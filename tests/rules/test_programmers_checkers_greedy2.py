"""The ``greedy2`` yardstick: two plies of material, averaged over the tile draws."""
from __future__ import annotations

import argparse
import json
import random

import pytest

from rules.cli import main
from rules.players import RandomPlayer
from rules.programmers_checkers import CheckersGame, Setup
from rules.programmers_checkers.engine import to_protocol
from rules.programmers_checkers.greedy2 import WIN, Greedy2Player, greedy2_moves, material
from rules.match import make_player
from rules.protocol import CHANCE, SIMULTANEOUS

GAME = CheckersGame()


def test_it_takes_the_capture_that_is_not_retaken():
    # White's c3 may take b4 (landing on a5, an edge: safe) or d4 (landing on e5, where f6
    # takes it back, g7 stopping the chain, and White has nothing left). One ply of material
    # sees two equal captures.
    s = GAME.state_from("W:W22/1:B17/1,18/1,11/1,8/1:OR", "OR")
    values = {str(to_protocol(m)): v for v, m in greedy2_moves(s)}
    assert values == {"22x13": -2.0, "22x15": -WIN}
    for seed in range(8):
        assert str(Greedy2Player(random.Random(seed)).choose(s, 0)) == "22x13"


def test_it_does_not_step_into_a_capture():
    # c3 to d4 would be taken by e5 under OR; every other move keeps the material
    s = GAME.state_from("W:W22/1:B15/1,1/1:OR", "OR")
    values = {str(to_protocol(m)): v for v, m in greedy2_moves(s)}
    assert values["22-18"] == -WIN and all(v == -1.0 for m, v in values.items() if m != "22-18")
    assert {str(Greedy2Player(random.Random(seed)).choose(s, 0)) for seed in range(20)} == {"22-17", "22~"}


def _reference(state, plies: int) -> float:
    """Expectiminimax through the state's own API (play, chance_outcomes): the value for
    ``state.side``, who decides next (after a chance node when one comes first)."""
    if state.to_move() == CHANCE:
        total = 0.0
        for draw, p in state.chance_outcomes():
            child = state.copy()
            child.play(draw)
            total += p * _reference(child, plies)
        return total
    if plies == 0 or state.is_terminal():
        return material(state.board, state.side)
    best = -WIN
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        best = max(best, -_reference(child, plies - 1))
    return best


def _positions(count: int, seed: int):
    """Decision nodes of random games under the advanced deck (all seven operators)."""
    game = CheckersGame(deck="advanced", repetition_draw=False, move_limit=None)
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        s = game.new_initial_state()
        s.play(game.joint(Setup.from_index(rng.randrange(4096)), Setup.from_index(rng.randrange(4096))))
        stop = rng.randrange(10, 120)
        while not s.is_terminal() and len(s.history) < stop:
            if s.to_move() == CHANCE:
                outcomes = s.chance_outcomes()
                s.play(rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                s.play(rng.choice(s.legal_moves()))
        if not s.is_terminal() and s.to_move() in (0, 1):
            out.append(s)
    return out


@pytest.mark.parametrize("seed", range(3))
def test_values_agree_with_a_search_through_the_game_state_three_plies_deep(seed):
    # three plies: after a capture and a capture in reply, the tile drawn at the first one is
    # active, so the average over the draws shows in the values
    for s in _positions(2, seed):
        for value, move in greedy2_moves(s, plies=3):
            child = s.copy()
            child.play(to_protocol(move))
            expected = -_reference(child, 2)
            assert value == pytest.approx(expected), (s.position(), s.next_op, to_protocol(move))


def test_it_plays_whole_games_and_sets_up_at_random():
    p = Greedy2Player(random.Random(1))
    s = GAME.new_initial_state()
    assert s.to_move() == SIMULTANEOUS
    setups = {str(p.choose(s.view_for(0), 0)) for _ in range(5)}
    assert len(setups) > 1
    from rules.driver import play_game
    record = play_game(GAME.new_initial_state(), [p, RandomPlayer(random.Random(2))], random.Random(3))
    assert record.outcome is not None


def test_the_match_command_knows_greedy2(capsys):
    assert make_player("greedy2", GAME, random.Random(0), argparse.Namespace()).name == "greedy2"
    main(["match", "programmers_checkers", "--a", "greedy2", "--b", "greedy", "--games", "2", "--seed", "1"])
    row = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert row["a"] == "greedy2" and row["games"] == 2
    assert row["wins"] + row["draws"] + row["losses"] == 2
    assert {"mean_draw_two_up", "mean_draw_two_stones_up", "mean_a_material_lead", "a_cpu_per_decision"} <= set(row)


def test_the_match_figures_count_a_draw_while_a_leads_by_two():
    from rules.programmers_checkers.match import figures
    game = CheckersGame(move_limit=2)

    def drawn_by_the_move_limit(position):
        """White's kings against Black's lone king, two plies without a capture: drawn."""
        s = game.state_from(position, "AND")
        for move in ("1-6", "32-28"):
            s.play(game.parse_move(move))
            while s.to_move() == CHANCE:
                s.play(s.chance_outcomes()[0][0])
        assert s.outcome() is not None and s.outcome().winner is None
        return s

    # three kings against one: two stones (six men of material, a king three) ahead
    s = drawn_by_the_move_limit("W:WK1/0,K3/0,K17/0:BK32/0:AND")
    assert figures(s, 0) == {"a_stone_lead": 2.0, "a_material_lead": 6.0, "draw_two_up": 1.0,
                             "draw_two_stones_up": 1.0}
    assert figures(s, 1) == {"a_stone_lead": -2.0, "a_material_lead": -6.0, "draw_two_up": 0.0,
                             "draw_two_stones_up": 0.0}
    # two kings against one: a king up is two up in material (three men), one stone up
    s = drawn_by_the_move_limit("W:WK1/0,K3/0:BK32/0:AND")
    assert figures(s, 0) == {"a_stone_lead": 1.0, "a_material_lead": 3.0, "draw_two_up": 1.0,
                             "draw_two_stones_up": 0.0}
    # a lone king against a lone king: a draw, nobody ahead
    even = game.state_from("W:WK1/0:BK32/0:AND", "AND")
    assert even.outcome().winner is None and figures(even, 0)["draw_two_up"] == 0.0
