"""Every option of every game refuses a value of the wrong type or out of range with a
ValueError that names the option, never another exception: options come from saves, records'
Options tags, ``--option`` on the command line and the remembered settings, and each of those
may hold ``{"start": 5}``."""
import json

import pytest

from rules import record, savefile
from rules.cli import main
from rules.errors import NotationError, SaveFormatError
from rules.registry import game_class, game_ids

WRONG = [5, -1, 0, 0.5, 2 ** 70, True, False, None, "", "x", "W", [], [1], {}, {"a": 1}, {"AND": 1}]
VALID = {
    ("programmers_checkers", "move_limit"): [5, None],
    ("programmers_checkers", "start"): [None],
    ("othello", "start"): [None],
    ("wildcats", "start"): [None],
    ("oche", "board"): [None],
}
"""The wrong values that are right for an option (a move limit of 5 plies, no start)."""


def _cases() -> list[tuple[str, str, object]]:
    cases = []
    for game_id in game_ids():
        if game_id.startswith("toy_"):
            continue
        for option, default in game_class(game_id).default_options.items():
            valid = VALID.get((game_id, option), [True, False] if isinstance(default, bool) else [])
            cases += [(game_id, option, value) for value in WRONG if not any(value is v or (
                type(value) is type(v) and value == v) for v in valid)]
    return cases


CASES = _cases()


def test_every_game_with_options_is_covered():
    covered = {(g, o) for g, o, _v in CASES}
    every = {(g, o) for g in game_ids() for o in game_class(g).default_options}
    assert covered == every  # every option of every game (quantum tic-tac-toe has none)


@pytest.mark.parametrize("game_id, option, value", CASES, ids=[f"{g}-{o}-{v!r}"[:60] for g, o, v in CASES])
def test_a_wrong_option_is_a_value_error_naming_it(game_id, option, value):
    with pytest.raises(ValueError) as refused:
        game_class(game_id)(**{option: value})
    assert option in str(refused.value), str(refused.value)


@pytest.mark.parametrize("game_id, option, value", [
    ("programmers_checkers", "move_limit", 10_001),
    ("programmers_checkers", "move_limit", 10 ** 400),
    ("programmers_checkers", "start", "W:W22/1:B1/1:NAND"),   # the operator is not in the deck
    ("programmers_checkers", "start", "x"),
    ("programmers_checkers", "deck", {"AND": 1, "OR": 1, "XOR": -1}),
    ("othello", "start", "X" * 64 + " Z"),
    ("wildcats", "start", "XXX"),
])
def test_an_option_out_of_range_is_refused_naming_it(game_id, option, value):
    with pytest.raises(ValueError) as refused:
        game_class(game_id)(**{option: value})
    assert option in str(refused.value), str(refused.value)


def test_a_bad_start_position_stays_a_notation_error():
    """The option's name is added in front; the kind of error is kept (callers tell them apart)."""
    with pytest.raises(NotationError, match="^start: "):
        game_class("programmers_checkers")(start="W:W2/1:B1/1")
    with pytest.raises(NotationError, match="^start: "):
        game_class("othello")(start="")


BAD_SAVE = {"format": "ludoteca-save", "version": 1, "game": "programmers_checkers", "options": {"start": 5},
            "moves": []}


def test_a_save_with_a_wrong_typed_option_is_a_save_format_error():
    with pytest.raises(SaveFormatError, match="options: start must be a position text"):
        savefile.loads(json.dumps(BAD_SAVE))


def test_a_record_with_a_wrong_typed_option_tag_is_a_notation_error():
    text = '[Game "programmers_checkers"]\n[Options "{\\"start\\": 5}"]\n\n111111111111/111111111111\n'
    with pytest.raises(NotationError, match="options: start must be a position text"):
        record.loads(text)


@pytest.mark.parametrize("option", ["start=5", "move_limit=true", "deck=[]", "take_most=1",
                                    "start=" + "[" * 100_000])
def test_replay_with_a_wrong_typed_option_is_a_message(capsys, option):
    code = main(["replay", "programmers_checkers", "--option", option])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert code == 1 and list(rows[-1]) == ["error"] and option.split("=")[0] in rows[-1]["error"]
