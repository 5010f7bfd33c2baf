"""The shared save format: corrupt files give a clear SaveFormatError, never a crash."""
import json

import pytest

from rules import savefile
from rules.errors import SaveFormatError
from rules.othello import OthelloGame


def _good():
    s = OthelloGame().new_initial_state()
    for text in ["f5", "d6", "c3"]:
        s.play(OthelloGame().parse_move(text))
    return savefile.dumps(s)


@pytest.mark.parametrize("mutate,message", [
    (lambda d: "not json {", "not valid JSON"),
    (lambda d: json.dumps([1, 2]), "not a Ludoteca save"),
    (lambda d: json.dumps({**d, "format": "x"}), "not a Ludoteca save"),
    (lambda d: json.dumps({**d, "version": 99}), "version 99"),
    (lambda d: json.dumps({**d, "game": "chess"}), "unknown game"),
    (lambda d: json.dumps({**d, "moves": "f5"}), "moves must be a list"),
    (lambda d: json.dumps({**d, "moves": ["f5", "a1"]}), "move 2"),
    (lambda d: json.dumps({**d, "options": {"size": 9}}), "unknown option"),
    (lambda d: "x" * (savefile.MAX_BYTES + 1), "larger than"),
])
def test_bad_saves_name_the_problem(mutate, message):
    text = mutate(json.loads(_good()))
    with pytest.raises(SaveFormatError, match=message):
        savefile.loads(text)


def test_a_move_list_longer_than_any_game_is_refused_before_it_is_replayed():
    from rules.oche import OcheGame
    game = OcheGame.from_level(1)
    looping = ["x=1", "a0", "reset"] * (savefile.MAX_MOVES // 3)  # O escapes for ever
    text = savefile.dumps(game.replay(looping))
    assert len(savefile.loads(text)[0].history) == len(looping)
    data = json.loads(text)
    data["moves"] += looping[:3]
    with pytest.raises(SaveFormatError, match="the move list has 5,001 moves; a save holds at most 5,000"):
        savefile.loads(json.dumps(data))


def test_good_save_replays():
    state, _ = savefile.loads(_good())
    assert [str(m) for m in state.history] == ["f5", "d6", "c3"]


def test_games_with_nested_options_hash_and_compare():
    from rules.oche import OcheGame
    a, b = OcheGame.from_level(1), OcheGame.from_level(1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert OcheGame.from_level(2) != a
