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


def test_a_move_list_past_the_limit_is_refused_before_it_is_replayed(monkeypatch):
    from rules.oche import OcheGame
    monkeypatch.setattr(savefile, "MAX_MOVES", 300)  # the real one is a million: the test is the rule
    game = OcheGame.from_level(1)
    looping = ["x=1", "a0", "reset"] * 100  # O escapes for ever
    text = savefile.dumps(game.replay(looping))
    assert len(savefile.loads(text)[0].history) == len(looping)
    data = json.loads(text)
    data["moves"] += looping[:3]
    with pytest.raises(SaveFormatError, match="the move list has 303 moves; a save holds at most 300"):
        savefile.loads(json.dumps(data))


def test_a_twenty_thousand_move_game_saves_and_loads():
    """No cap short of hostile sizes (issue 27: the 5,000-move cap is gone)."""
    from rules.oche import OcheGame
    game = OcheGame.from_level(1)
    long = game.replay(["x=1", "a0", "reset"] * 6667)
    loaded, _ = savefile.loads(savefile.dumps(long))
    assert len(loaded.history) == 20_001 and loaded.history == long.history


def test_good_save_replays():
    state, _ = savefile.loads(_good())
    assert [str(m) for m in state.history] == ["f5", "d6", "c3"]


def test_games_with_nested_options_hash_and_compare():
    from rules.oche import OcheGame
    a, b = OcheGame.from_level(1), OcheGame.from_level(1)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert OcheGame.from_level(2) != a


def test_what_dumps_writes_loads_reads_and_what_loads_refuses_dumps_does_not_write(monkeypatch):
    """One set of limits for the writer and the reader (issue 26: a 6,000-move game was saved,
    then refused at Open and at Continue)."""
    from rules.oche import OcheGame
    monkeypatch.setattr(savefile, "MAX_MOVES", 5000)  # the real limit is a million: the rule is the same
    game = OcheGame.from_level(1)
    at_limit = game.replay((["x=1", "a0", "reset"] * savefile.MAX_MOVES)[:savefile.MAX_MOVES])
    assert len(savefile.loads(savefile.dumps(at_limit))[0].history) == savefile.MAX_MOVES
    over = game.replay((["x=1", "a0", "reset"] * savefile.MAX_MOVES)[:savefile.MAX_MOVES + 1])
    with pytest.raises(SaveFormatError) as written:
        savefile.dumps(over)
    data = json.loads(savefile.dumps(at_limit))
    data["moves"].append(str(over.history[-1]))
    with pytest.raises(SaveFormatError) as read:
        savefile.loads(json.dumps(data))
    assert str(written.value) == str(read.value) == "the move list has 5,001 moves; a save holds at most 5,000"


@pytest.mark.parametrize("extra, words", [
    ({"note": "\udc80"}, "not valid Unicode"),
    ({"deep": json.loads("[" * 45 + "]" * 45)}, "nests more than"),
    ({"huge": 10 ** 5000}, "too large"),
])
def test_dumps_refuses_extra_data_loads_would_refuse(extra, words):
    state = OthelloGame().replay(["f5"])
    with pytest.raises(SaveFormatError, match=words):
        savefile.dumps(state, extra)


def test_dumps_refuses_a_save_larger_than_loads_reads(monkeypatch):
    state = OthelloGame().replay(["f5", "d6"])
    text = savefile.dumps(state)
    monkeypatch.setattr(savefile, "MAX_BYTES", len(text.encode()) - 1)
    with pytest.raises(SaveFormatError, match="larger than"):
        savefile.dumps(state)
    with pytest.raises(SaveFormatError, match="larger than"):
        savefile.loads(text + " ")
