"""Records as text: every game round-trips, and bad records are refused in words."""
import random

import pytest

from rules import record
from rules.errors import IllegalMoveError, NotationError
from rules.programmers_checkers.game import CheckersGame
from rules.protocol import random_move
from rules.registry import game_ids, get_game


def played(game, seed, moves):
    state, rng = game.new_initial_state(), random.Random(seed)
    while not state.is_terminal() and len(state.history) < moves:
        state.play(random_move(state, rng))
    return state


@pytest.mark.parametrize("game_id", game_ids())
def test_a_random_game_round_trips_through_its_record(game_id):
    game = get_game(game_id)
    state = played(game, 3, 60)
    text = record.dumps(state)
    again = record.loads(text, expected=game_id)
    assert [str(m) for m in again.history] == [str(m) for m in state.history]
    assert again.game.options == state.game.options


def test_a_checkers_record_carries_the_deck_the_set_ups_and_the_draws():
    game = CheckersGame(deck={"AND": 1, "OR": 2, "XOR": 1, "IMP": 2}, move_limit=40)
    state = played(game, 9, 30)
    text = record.dumps(state)
    assert text.startswith('[Game "programmers_checkers"]\n[Options "{\\"deck\\": {')
    assert "draw:" in text and "W:" in text.split("\n\n")[1]
    again = record.loads(text)
    assert again.game.options["deck"] == {"AND": 1, "OR": 2, "XOR": 1, "IMP": 2}
    assert again.game.options["move_limit"] == 40
    assert [str(m) for m in again.history] == [str(m) for m in state.history]


def test_a_bare_move_list_is_a_game_of_the_expected_kind():
    assert [str(m) for m in record.loads("f5 d6 c3", expected="othello").history] == ["f5", "d6", "c3"]


@pytest.mark.parametrize("text, words", [
    ('[Game "othello"]\n\nf5 d6 a1', "3"),
    ('[Game "chess"]\n\ne4', "unknown game"),
    ('[Game "othello"]\n[Event "x"]\n\nf5', "unknown tag"),
    ('[Game "othello"\n\nf5', "not a tag"),
    ('[Game "othello"]\n[Game "othello"]\n\nf5', "twice"),
    ('[Game "othello"]\n[Options "[1]"]\n\nf5', "JSON object"),
    ('[Game "othello"]\n[Options "{\\"start\\": 5}"]\n\nf5', "options"),
    ('[Game "othello"]\n[Result "1-0"]\n\nf5', "says 1-0"),
    ('[Game "othello"]\n', "no moves"),
    ('[Game "quantum_ttt"]\n\nX1:1-2', "not of othello"),
    ("f5 d6", "does not say its game"),
])
def test_bad_records_are_refused_in_words(text, words):
    with pytest.raises((NotationError, IllegalMoveError)) as info:
        record.loads(text, expected="othello" if "not of" in words else None)
    assert words in str(info.value)
