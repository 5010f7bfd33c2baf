"""The thirteen levels: valid, laid out, explained, and won by the person's side."""
import math
import random
import re

import pytest

from rules.driver import play_game
from rules.oche import OcheGame
from rules.oche.boardfile import board_from_dict
from rules.oche.levels import LEVEL_COUNT, level_dict, level_info, level_path
from rules.oche.moves import ChooseNumber
from rules.oche.solver import Solver
from rules.players import LevelPlayer, ThinkingPlayer
from rules.protocol import never_stop

LEVELS = range(1, LEVEL_COUNT + 1)


def test_thirteen_files():
    assert LEVEL_COUNT == 13
    assert all(level_path(n).is_file() for n in LEVELS)
    humans = [level_dict(n)["human"] for n in LEVELS]
    assert set(humans) == {"P", "O"} and 2 <= humans.count("O") <= 4  # most as P, a few as O
    with pytest.raises(ValueError):
        level_path(14)


class SolverPlayer(ThinkingPlayer):
    """A person who follows the solver."""

    def choose(self, view, seat, stop=never_stop):
        return view.game.solve(view).best_move


class Stubborn(ThinkingPlayer):
    """A person who always takes a fresh number and the first arrow."""

    def choose(self, view, seat, stop=never_stop):
        legal = view.legal_moves()
        return legal[-1] if view.phase() == "number" else legal[0]


@pytest.mark.parametrize("number", LEVELS)
def test_level_is_valid_laid_out_and_explained(number):
    data = level_dict(number)
    board = board_from_dict(data)
    info = level_info(number)
    assert info["title"] and info["roman"] and info["human"] in ("P", "O") and data["formula"]
    sentences = re.findall(r"[.!?](\s|$)", info["description"].strip())
    assert 2 <= len(sentences) <= 3, info["description"]
    points = [(c.x, c.y) for c in board.cells]
    for i, a in enumerate(points):
        for b in points[:i]:
            assert math.dist(a, b) >= 100, (number, a, b)
    # every cell can be reached from the start
    reach, todo = {board.start_cell().id}, [board.start_cell().id]
    while todo:
        here = todo.pop()
        for arrow in board.arrows:
            if arrow.source == here and arrow.target not in reach:
                reach.add(arrow.target)
                todo.append(arrow.target)
    assert reach == {c.id for c in board.cells}


@pytest.mark.parametrize("number", LEVELS)
def test_persons_side_wins_with_perfect_play(number):
    data = level_dict(number)
    game = OcheGame.from_level(number)
    start = game.new_initial_state()
    result = Solver(game.compiled).solve(start)
    assert result.winner == data["human"]
    assert result.plies == data["solution_plies"]
    if data["human"] == "O":
        # a real choice: some first road loses, the solver's keeps the game
        state = start.copy()
        if state.phase() == "number":
            state.play(state.legal_moves()[-1])
        values = [v for _, v in game.move_values(state)]
        assert None in values and any(v is not None for v in values)


@pytest.mark.parametrize("number", LEVELS)
def test_person_following_the_solver_beats_the_computer(number):
    """The person's seat plays the solver's moves, the computer the other seat (level 2)."""
    data = level_dict(number)
    game = OcheGame.from_level(number)
    human = 0 if data["human"] == "P" else 1
    players = [LevelPlayer(2), LevelPlayer(2)]
    players[human] = SolverPlayer()
    record = play_game(game.new_initial_state(), players, random.Random(number), limit=60)
    state = record.state
    assert record.outcome is not None and record.outcome.winner == human
    if human == 0:
        assert sum(not isinstance(m, ChooseNumber) for m in state.history) == data["solution_plies"]
    else:  # O wins by the rules' judgement, as soon as P can no longer force a win
        assert str(state.history[-1]) == "declare"


@pytest.mark.parametrize("number", [n for n in LEVELS if level_dict(n)["human"] == "P"])
def test_p_cannot_throw_away_a_p_level(number):
    """A reset keeps every concession, so a P win from the start stays a P win: however
    both seats play, the solver never turns against P."""
    rng = random.Random(number)
    game = OcheGame.from_level(number)
    for _ in range(20):
        state = game.new_initial_state()
        for _ in range(30):
            if state.is_terminal():
                break
            state.play(rng.choice(state.legal_moves()))
            assert game.judge(state) is None


@pytest.mark.parametrize("number", LEVELS)
def test_brute_force_confirms_the_recorded_solution(number):
    """The independent search (real rules, every number in play plus a new one) agrees:
    a P level is won in exactly ``solution_plies``, an O level not within 12 plies."""
    from rules.oche.bruteforce import shortest_win
    plies = level_dict(number)["solution_plies"]
    state = OcheGame.from_level(number).new_initial_state()
    assert shortest_win(state, plies if plies is not None else 12) == plies


@pytest.mark.parametrize("number", LEVELS)
def test_no_arrow_runs_over_another_cell(number):
    board = board_from_dict(level_dict(number))
    pos = {c.id: (c.x, c.y) for c in board.cells}
    for arrow in board.arrows:
        (ax, ay), (bx, by) = pos[arrow.source], pos[arrow.target]
        for cell in board.cells:
            if cell.id in (arrow.source, arrow.target):
                continue
            px, py = pos[cell.id]
            dx, dy = bx - ax, by - ay
            t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
            assert math.hypot(ax + t * dx - px, ay + t * dy - py) >= 50, (arrow, cell.id)


@pytest.mark.parametrize("number", [n for n in LEVELS if level_dict(n)["human"] == "O"])
def test_a_wrong_road_on_an_o_level_loses_to_the_computer(number):
    game = OcheGame.from_level(number)
    state = game.new_initial_state()
    if state.phase() == "number":
        state.play(state.legal_moves()[-1])
    wrong, plies = next((m, v) for m, v in game.move_values(state) if v is not None)
    state.play(wrong)
    # the person keeps choosing fresh numbers and the first arrow; the computer plays P
    record = play_game(state, [LevelPlayer(2), Stubborn()], random.Random(number), limit=60)
    assert record.outcome is not None and record.outcome.winner == 0
    assert sum(not isinstance(m, ChooseNumber) for m in record.state.history) <= plies
