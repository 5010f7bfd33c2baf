"""oche-board/1 files: every listed problem is named in words, round trips keep unknown keys,
and no input crashes the reader."""
import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from rules.errors import SaveFormatError
from rules.oche import boardfile
from rules.oche.board import Arrow, Board, Cell, validate
from rules.oche.boardfile import BoardFileError

GOOD = {"format": "oche-board/1", "name": "Level IV", "description": "...",
        "cells": [{"id": "s", "letter": "x", "start": True, "x": 0, "y": 0},
                  {"id": "a", "x": -120, "y": 100},
                  {"id": "b", "x": 120, "y": 100}],
        "arrows": [{"from": "s", "to": "a", "color": "blue", "letter": "x"},
                   {"from": "a", "to": "b", "color": "black"}]}


def _with(mutate):
    data = copy.deepcopy(GOOD)
    mutate(data)
    return json.dumps(data)


def test_good_board_loads():
    board = boardfile.loads(json.dumps(GOOD))
    assert [c.id for c in board.cells] == ["s", "a", "b"]
    assert board.start_cell().id == "s"
    assert board.arrows[0].color == "blue" and board.arrows[0].letter == "x"


@pytest.mark.parametrize("mutate,words", [
    (lambda d: d["cells"][0].update(start=False), "no cell is the start cell"),
    (lambda d: d["cells"][1].update(start=True), "2 start cells"),
    (lambda d: d["arrows"][1].update(to="zz"), "unknown cell 'zz'"),
    (lambda d: d["arrows"][1].update(to="a"), "from a cell to itself"),
    (lambda d: d["arrows"][1].update(letter="x"), "black but carries the letter"),
    (lambda d: d["arrows"][0].update(color="pink"), "unknown colour 'pink'"),
    (lambda d: d["cells"][1].update(letter="xy"), "bad letter 'xy'"),
    (lambda d: d["cells"][1].update(letter=7), "bad letter 7"),
    (lambda d: d["arrows"][0].update(letter="X"), "bad letter 'X'"),
    (lambda d: d["cells"][2].update(id="a"), "'a' is used by 2 cells"),
    (lambda d: d.update(format="oche-board/2"), "not 'oche-board/1'"),
    (lambda d: d.update(cells="many"), "no list of cells"),
    (lambda d: d["cells"][1].update(x="left"), "x is not a number"),
    (lambda d: d["cells"][1].update(y=10 ** 400), "y is not a number"),
    (lambda d: d["arrows"][0].pop("from"), "no text 'from'"),
    (lambda d: d.update(cells=[{"id": f"c{i}", "x": 0, "y": 0} for i in range(501)]), "too large"),
    (lambda d: d.update(human="X"), 'human side is "X", not "P" or "O"'),
    (lambda d: d.update(human=1), 'human side is 1'),
    (lambda d: d.update(title=["Level"]), "title is not text"),
])
def test_each_problem_is_named(mutate, words):
    with pytest.raises(BoardFileError) as info:
        boardfile.loads(_with(mutate))
    assert words in str(info.value)
    assert isinstance(info.value, SaveFormatError)


def test_not_json_and_too_large_files():
    with pytest.raises(BoardFileError, match="not valid JSON"):
        boardfile.loads("{cells: [")
    with pytest.raises(BoardFileError, match="too large"):
        boardfile.loads(" " * (boardfile.MAX_BYTES + 1))
    with pytest.raises(BoardFileError, match="not a board"):
        boardfile.loads("[1, 2]")


def test_every_problem_is_listed_at_once():
    def many(d):
        d["cells"][1]["start"] = True
        d["arrows"][0]["color"] = "pink"
        d["arrows"][1]["to"] = "nowhere"
    with pytest.raises(BoardFileError) as info:
        boardfile.loads(_with(many))
    text = str(info.value)
    assert "start cells" in text and "pink" in text and "nowhere" in text
    assert len(info.value.problems) == 3


def test_problems_name_their_culprits():
    board = Board([Cell("s", start=True), Cell("a"), Cell("a", start=True)],
                  [Arrow("s", "s"), Arrow("s", "q", "blue", "x")])
    problems = validate(board)
    by_text = {p.message: p for p in problems}
    assert any(p.cells == ("a",) and "used by 2" in p.message for p in problems)
    assert any(p.arrows == (0,) and "itself" in p.message for p in problems)
    assert any(p.arrows == (1,) and "'q'" in p.message for p in problems)
    assert any(set(p.cells) == {"s", "a"} and "start cells" in p.message for p in problems)
    assert len(by_text) == len(problems)


def test_round_trip_keeps_unknown_keys(tmp_path):
    data = copy.deepcopy(GOOD)
    data["title"] = "Kept"
    data["editor"] = {"zoom": 1.5}
    data["cells"][0]["colour_hint"] = "gold"
    data["arrows"][0]["bend"] = 30
    path = tmp_path / "b.oche.json"
    path.write_text(json.dumps(data))
    board = boardfile.load(path)
    boardfile.save(board, tmp_path / "c.oche.json")
    again = json.loads((tmp_path / "c.oche.json").read_text())
    assert again["title"] == "Kept" and again["editor"] == {"zoom": 1.5}
    assert again["cells"][0]["colour_hint"] == "gold" and again["arrows"][0]["bend"] == 30
    assert boardfile.to_dict(boardfile.loads(json.dumps(again))) == again
    assert again["cells"][1] == {"id": "a", "x": -120, "y": 100}


def test_lenient_reading_for_the_editor():
    data = copy.deepcopy(GOOD)
    data["cells"][1]["start"] = True
    board, problems = boardfile.from_dict(data)
    assert problems == []  # shape is fine; the rule problem is for validate()
    assert [p.message for p in validate(board)] == ["there are 2 start cells ('s', 'a'); exactly one is needed"]


def test_unreadable_path():
    with pytest.raises(BoardFileError, match="cannot be read"):
        boardfile.load("/nonexistent/x.oche.json")


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.integers(min_value=10 ** 320) | st.floats(allow_nan=True) | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                        st.sampled_from(["format", "cells", "arrows", "id", "from", "to", "color",
                                         "letter", "start", "x", "y", "name"]), inner, max_size=5),
                    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_no_input_crashes_the_reader(data):
    try:
        text = json.dumps(data)
    except ValueError:
        return
    try:
        boardfile.loads(text)
    except BoardFileError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.lists(st.fixed_dictionaries({"id": st.sampled_from("sab"), "start": st.booleans(),
                                        "letter": st.sampled_from([None, "x", "y", "Q"])}), max_size=4),
       st.lists(st.fixed_dictionaries({"from": st.sampled_from("sabz"), "to": st.sampled_from("sabz"),
                                        "color": st.sampled_from(["black", "blue", "pink"]),
                                        "letter": st.sampled_from([None, "x", "yy"])}), max_size=4))
def test_near_valid_boards_load_or_fail_cleanly(cells, arrows):
    text = json.dumps({"format": "oche-board/1", "cells": cells, "arrows": arrows})
    try:
        board = boardfile.loads(text)
    except BoardFileError as exc:
        assert exc.problems and all(p.message for p in exc.problems)
    else:
        assert validate(board) == []


def _board(cells, arrows):
    from rules.oche import boardfile
    data = {"format": "oche-board/1", "name": "", "cells": cells, "arrows": arrows}
    board, shape = boardfile.from_dict(data)
    assert shape == []
    return board


def _codes(board):
    from rules.oche.board import warnings
    return [(w.code, w.cells, w.arrows) for w in warnings(board)]


def test_warnings_name_what_makes_a_board_pointless():
    """Issue 28, point 14: what a designer should look at although the board plays."""
    s = {"id": "s", "start": True}
    a, b = {"id": "a"}, {"id": "b"}
    # four arrows with x, no cell carries x: they never open for P
    board = _board([s, a, b], [{"from": "s", "to": "a", "color": "blue", "letter": "x"},
                               {"from": "a", "to": "s", "color": "blue", "letter": "x"},
                               {"from": "a", "to": "b", "color": "red", "letter": "x"},
                               {"from": "s", "to": "b", "color": "red", "letter": "x"}])
    assert _codes(board) == [("letter_never_set", (), (0, 1, 2, 3))]
    # a cell's letter on no arrow; a start cell with no way out; a cell nobody reaches
    board = _board([{**s, "letter": "y"}, a], [{"from": "a", "to": "s", "color": "black"}])
    assert _codes(board) == [("letter_unused", ("s",), ()), ("start_dead_end", ("s",), ()),
                             ("unreachable", ("a",), ())]
    # every cell has a way out: P can never win; the same arrow twice
    board = _board([s, a], [{"from": "s", "to": "a", "color": "black"}, {"from": "a", "to": "s", "color": "black"},
                            {"from": "s", "to": "a", "color": "black"}])
    assert _codes(board) == [("no_dead_end", (), ()), ("duplicate_arrow", (), (0, 2))]
    # a board with problems gets no warnings (the problems come first)
    board = _board([s, a], [{"from": "s", "to": "nowhere", "color": "black"}])
    assert _codes(board) == []


def test_the_built_in_levels_have_no_warnings():
    from rules.oche import boardfile
    from rules.oche.board import warnings
    from rules.oche.levels import LEVEL_COUNT, level_dict
    for number in range(1, LEVEL_COUNT + 1):
        board, _ = boardfile.from_dict(level_dict(number))
        assert warnings(board) == [], number
