"""The exact solver against an independent brute force, and the computer players."""
import copy
import random
from collections import Counter

import pytest

from rules.oche import OcheGame
from rules.oche.boardfile import to_dict
from rules.oche.levels import level_dict
from rules.oche.bruteforce import p_wins_within, shortest_win
from rules.oche.moves import ChooseNumber
from rules.oche.randomboard import random_board, random_two_sided_board
from rules.oche.solver import Solver, dead_letters, reduce_state
from rules.oche.state import P

DEPTH = 10


def _mutated_level(rng):
    """A level with a few arrows recoloured, relettered, removed or added: boards with the
    structure of real puzzles (resets, matching, reused letters) and long wins."""
    data = copy.deepcopy(level_dict(rng.randint(1, 13)))
    ids = [c["id"] for c in data["cells"]]
    letters = sorted({c["letter"] for c in data["cells"] if "letter" in c}) or ["x"]
    colours = ["black", "blue", "red", "purple"]
    arrows = []
    for a in data["arrows"]:
        r = rng.random()
        if r < 0.08:
            continue
        if r < 0.2:
            a["color"] = rng.choice(colours)
        if a["color"] == "black":
            a.pop("letter", None)
        elif r < 0.3:
            a["letter"] = rng.choice(letters)
        arrows.append(a)
    for _ in range(rng.randint(0, 2)):
        a, b = rng.sample(ids, 2)
        colour = rng.choice(colours)
        arrows.append({"from": a, "to": b, "color": colour,
                       **({} if colour == "black" else {"letter": rng.choice(letters)})})
    for c in data["cells"]:
        if rng.random() < 0.1:
            if "letter" in c:
                del c["letter"]
            else:
                c["letter"] = rng.choice(letters)
    data["arrows"] = arrows
    return data


def _boards(seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        r = rng.random()
        if r < 0.4:
            yield rng, OcheGame(board=_mutated_level(rng))
            continue
        maker = random_two_sided_board if r < 0.85 else random_board
        board = maker(rng, rng.randint(2, 7), rng.randint(1, 3), rng.randint(1, 3))
        yield rng, OcheGame(board=to_dict(board))


def _agree(seed, boards, depth, steps):
    """Compare along a play-out of every board (P follows the solver half of the time, to
    stay in won positions); returns how many P wins were seen and how many positions."""
    won: Counter = Counter()
    checked = 0
    for rng, game in _boards(seed, boards):
        solver = Solver(game.compiled)
        state = game.new_initial_state()
        for _ in range(steps):
            if state.is_terminal():
                break
            plies = solver.value(state)
            expected = plies if plies is not None and plies <= depth else None
            assert shortest_win(state, depth) == expected, (to_dict(game.compiled.board), [str(m) for m in state.history])
            won[plies] += 1
            checked += 1
            if state.to_move() == P and plies is not None and rng.random() < 0.5:
                state.play(solver.solve(state).best_move)
            else:
                state.play(rng.choice(state.legal_moves()))
    return won, checked


def test_solver_agrees_with_brute_force_on_random_small_boards():
    won, checked = _agree(seed=2024, boards=600, depth=DEPTH, steps=8)
    print(sorted(won.items(), key=str))
    # the sample holds thousands of positions, wins of many lengths and plenty of O wins
    assert checked > 3000 and checked - won[None] > 250 and won[None] > 1000
    assert max(k for k in won if k is not None) >= 6


@pytest.mark.benchmark
def test_solver_agrees_with_brute_force_more():
    won, checked = _agree(seed=7, boards=3000, depth=10, steps=8)
    assert checked > 10000


def _numbers_capped(state, cap):
    """The brute force with numbers restricted to 0..cap-1: NOT a valid check (see below)."""
    def wins(s, d):
        out = s.outcome()
        if out is not None:
            return out.winner == P
        if d == 0:
            return False
        moves = [m for m in s.legal_moves() if not isinstance(m, ChooseNumber)]
        if s.phase() == "number":
            letter = s.board.letters[s.board.cell_letter[s.cell]]
            moves = [ChooseNumber(letter, v) for v in range(cap)]
        results = []
        for m in moves:
            c = s.copy()
            c._apply(m)
            results.append(wins(c, d if isinstance(m, ChooseNumber) else d - 1))
        return any(results) if s.mover == P else all(results)
    return wins(state, 12)


def test_a_fixed_range_of_numbers_is_not_a_valid_check():
    """Each round P makes O concede BLUE(y) for a y of P's choice, then O names x and P
    wins if x is blue: O must name a new number every round, and two numbers run out."""
    cells = [{"id": "s", "start": True}, {"id": "p1", "letter": "y"}, {"id": "o1"}, {"id": "p2"},
             {"id": "o2", "letter": "x"}, {"id": "q"}, {"id": "w"}]
    arrows = [{"from": "s", "to": "p1"}, {"from": "p1", "to": "o1"},
              {"from": "o1", "to": "p2", "color": "blue", "letter": "y"}, {"from": "p2", "to": "o2"},
              {"from": "o2", "to": "q"}, {"from": "q", "to": "w", "color": "blue", "letter": "x"}]
    game = OcheGame(board={"format": "oche-board/1", "cells": cells, "arrows": arrows})
    state = game.new_initial_state()
    assert game.solve(state).winner == "O"
    assert not p_wins_within(state, 12)
    assert _numbers_capped(state, 2)  # the wrong check claims a P win


def test_reduction_merges_renamed_numbers():
    game = OcheGame.from_level(7)
    a = game.new_initial_state()
    b = game.new_initial_state()
    for text in ("x=1", "a0", "a1"):
        a.play(game.parse_move(text))
    for text in ("x=99", "a0", "a1"):
        b.play(game.parse_move(text))
    assert reduce_state(a) == reduce_state(b)


def test_liveness_forgets_letters_written_before_read():
    game = OcheGame.from_level(3)  # x is read only on the first arrow; y is written on arrival
    dead = dead_letters(game.compiled)
    x, y = 1, 2  # bits of letters x and y
    cells = game.compiled.cell_ids
    assert dead[cells.index("l")][P] & y and dead[cells.index("w")][1] & x


def test_solve_result_and_line():
    game = OcheGame.from_level(11)
    state = game.new_initial_state()
    result = game.solve(state)
    assert result.winner == "P" and result.plies == 10 and result.states > 0
    line = game.principal_line(state)
    replay = state.copy()
    for move in line:
        replay.play(move)
    assert replay.outcome().winner == 0
    assert sum(not isinstance(m, ChooseNumber) for m in line) == 10


def _play_out(game, state, level, seat, rng, turns):
    """``seat`` played by the computer at ``level``, the other by a random player."""
    for _ in range(turns):
        if state.is_terminal():
            break
        move = game.choose_move(state, state.to_move(), level) if state.to_move() == seat else rng.choice(state.legal_moves())
        state.play(move)
    return state


@pytest.mark.parametrize("level", [1, 2])
def test_computer_never_lets_a_won_game_slip(level):
    rng = random.Random(level)
    p_games = o_games = 0
    for _, game in _boards(99, 60):
        solver = Solver(game.compiled)
        start = game.new_initial_state()
        plies = solver.value(start)
        if plies is not None:  # computer as P must win, and level 2 within the solver's plies
            end = _play_out(game, start.copy(), level, 0, rng, 400)
            assert end.outcome() is not None and end.outcome().winner == 0
            if level == 2:
                turns = sum(not isinstance(m, ChooseNumber) for m in end.history)
                assert turns <= plies
            p_games += 1
        else:  # computer as O: P must never get a forced win, whatever the random P does
            state = start.copy()
            for _ in range(40):
                state = _play_out(game, state, level, 1, rng, 1)
                assert state.outcome() is None and solver.value(state) is None
            o_games += 1
    assert p_games > 5 and o_games > 5


def test_o_computer_resists_longest_and_p_hurries():
    game = OcheGame.from_level(2)
    state = game.new_initial_state()
    state.play(game.choose_move(state, state.to_move(), 2))  # x
    state.play(game.choose_move(state, state.to_move(), 2))  # O's arrow
    assert game.solve(state).plies == 5
    rows = dict((str(m), v) for m, v in game.move_values(state))
    assert rows == {"a1": 5, "a2": 9, "reset": 7}
    assert str(game.choose_move(state, state.to_move(), 2)) == "a1"


def test_the_judgement_declares_o_the_winner_once_p_cannot_force_a_win():
    game = OcheGame.from_level(4)  # played as O; the green road keeps P from winning
    state = game.new_initial_state()
    assert game.judge(state) is None  # nothing declared before O decides
    state.play(game.parse_move("x=1"))
    assert game.judge(state) is None  # nor half-way through O's turn
    assert not state.is_legal(game.parse_move("declare"))
    lost = state.copy()
    lost.play(game.parse_move("a0"))
    assert game.judge(lost) is None and not lost.is_legal(game.parse_move("declare"))  # P can force a win
    state.play(game.parse_move("a2"))
    assert str(game.judge(state)) == "declare"
    state.play(game.judge(state))
    outcome = state.outcome()
    assert outcome.winner == 1 and outcome.termination.value == "no_forced_win"


def test_state_limit_and_stop_flag():
    from rules.oche.solver import SearchStopped, SolverLimitError
    board = random_board(random.Random(42), 25, 3, 3)  # about 90 000 reduced positions
    game = OcheGame(board=to_dict(board))
    with pytest.raises(SolverLimitError, match="too large"):
        Solver(game.compiled, max_states=2000).solve(game.new_initial_state())
    with pytest.raises(SearchStopped):
        Solver(game.compiled).solve(game.new_initial_state(), stop=lambda: True)
    state = game.new_initial_state()
    assert game.choose_move(state, state.to_move(), 2, stop=lambda: True) in state.legal_moves()


def test_hopeless_cells_are_the_optimistic_graph_game():
    from rules.oche.solver import hopeless_cells
    # O avoids a (where P sends it to the dead end d) by going to c, and c leads back
    cells = [{"id": "s", "start": True}, {"id": "a"}, {"id": "c"}, {"id": "b"}, {"id": "d"}]
    arrows = [{"from": "s", "to": "a"}, {"from": "s", "to": "c"}, {"from": "c", "to": "s", "color": "red", "letter": "x"},
              {"from": "a", "to": "d"}, {"from": "b", "to": "d", "color": "blue"}]
    game = OcheGame(board={"format": "oche-board/1", "cells": cells, "arrows": arrows})
    hopeless = hopeless_cells(game.compiled)
    ids = game.compiled.cell_ids
    assert hopeless[ids.index("s")][1]          # O to move at s: s -> c -> s ... for ever
    assert not hopeless[ids.index("a")][0]      # P at a: a -> d leaves O stuck on d
    assert not hopeless[ids.index("b")][0]      # optimistic: blue may be open to P
    assert hopeless[ids.index("b")][1]          # O crosses to d, and P on d can only reset
    state = game.new_initial_state()
    result = game.solve(state)
    assert result.winner == "O" and result.states <= 3  # c is O's without a search
