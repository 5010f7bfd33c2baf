"""Hypothesis fuzz of every loader: valid files mutated byte by byte (flips, deletions,
insertions, repeats, truncation) and as JSON (a value replaced by one of another type or by a
plausible but wrong one, a key dropped, renamed or written twice, a value nested deeper) go
through every loader; only the project's typed errors may come out (``RulesError``,
``files.FileProblem``, ``textfile.FileRefused``), and whatever a loader accepts can be saved
and read back the same. Options get values of every type (in saves, records' Options tags and
the remembered settings, whose tab must open all the same), and saves are continued as crash
copies (a copy refused is kept, renamed; a copy continued has no file of its own).

The suite runs a few hundred examples per loader (derandomized, so a run is repeatable); the
benchmark variant runs thousands with fresh randomness and prints what it saw:

    ./dev.sh test -m benchmark tests/test_fuzz_loaders.py -s
"""
from __future__ import annotations

import contextlib
import copy
import io
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop import files
from rules import jsonfile, savefile, textfile
from rules.errors import RulesError
from rules.oche import boardfile
from rules.oche.levels import level_dict
from rules.registry import get_game
from tests.desktop.conftest import boxes, isolated_settings  # noqa: F401 (fixtures)
from desktop.oche.window import open_designer

TYPED = (RulesError, files.FileProblem, textfile.FileRefused)
SUITE_EXAMPLES = 200
GUI_EXAMPLES = 60
BENCH_EXAMPLES = 5000

OTHELLO_GAME = ("f5f4f3f6d3f2g6c3b3b2g4g3b1d2c4c5f1g2g1g5c6a1h6a2b5c7f7d6c2h5b8e7d1a4a3g7h4e3e6h1d8e1e8b4"
                "f8h2c1h8a6b6h3g8a5h7b7c8d7a7a8e2")
QUANTUM_GAME = "X1:3-9 O2:2-4 X3:4-9 O4:1-5 X5:1-6 O6:7-9 X7:1-8 O8:4-7 m4 X9:5-8 m5"
ENDGAME = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
SEATS = {"seats": [{"computer": False, "level": 0}, {"computer": True, "level": 1}], "seed": 12345}


def _save(game_id: str, moves: list[str], extra: dict[str, Any], **options: Any) -> bytes:
    return savefile.dumps(get_game(game_id, **options).replay(moves), extra).encode()


def _random_record(game_id: str, seed: int, plies: int, **options: Any) -> str:
    """A legal record of the games with secret rounds and draws (set-ups, tiles, blocks)."""
    import random

    from rules.protocol import random_move
    game = get_game(game_id, **options)
    state, rng = game.new_initial_state(), random.Random(seed)
    while not state.is_terminal() and len(state.history) < plies:
        state.play(random_move(state, rng))
    return game.record_to_text(state.history)


WILDCATS_GAME = _random_record("wildcats", 3, 12)
CHECKERS_GAME = _random_record("programmers_checkers", 4, 30)
CHECKERS_ADVANCED = _random_record("programmers_checkers", 5, 20, deck="advanced")


SAVES = [
    _save("othello", [OTHELLO_GAME[i:i + 2] for i in range(0, 20, 2)], SEATS),
    _save("othello", ["g8"], {**SEATS, "seats": [{"computer": False, "level": 0}] * 2}, start=ENDGAME),
    _save("quantum_ttt", QUANTUM_GAME.split()[:9], SEATS),
    _save("oche", ["x=1", "a0", "reset", "x=2"], {**SEATS, "level": 1}, board=level_dict(1)),
    _save("oche", ["x=0"], SEATS, board=level_dict(7)),
    _save("wildcats", get_game("wildcats").parse_record(WILDCATS_GAME), SEATS),
    _save("programmers_checkers", CHECKERS_GAME.split(), SEATS),
    _save("programmers_checkers", CHECKERS_ADVANCED.split(), SEATS, deck="advanced"),
]
BOARDS = [json.dumps(level_dict(n), indent=1, ensure_ascii=False).encode() for n in (1, 6, 13)]
OPTIONS = [json.dumps(options).encode() for options in (
    {"deck": "advanced", "move_limit": 40, "take_most": True}, {"deck": {"AND": 2, "OR": 1, "XOR": 1, "EQ": 3}},
    {"start": "W:W22/1,27/0:B7/1,10/0:XOR", "repetition_draw": False, "move_limit": None}, {})]
"""Programmer's Checkers options as the settings, an Options tag and ``--option`` hold them."""
RECORDS = ['[Game "programmers_checkers"]\n[Options "{\\"deck\\": \\"advanced\\", \\"move_limit\\": 40}"]\n\n'
           + _random_record("programmers_checkers", 6, 6, deck="advanced", move_limit=40) + "\n",
           '[Game "wildcats"]\n[Options "{\\"start\\": \\"...../..X../..O../...../.....\\"}"]\n\nX:B2/O:C3\n',
           '[Game "othello"]\n[Result "*"]\n\nf5 d6 c3\n']
TEXTS = {
    "othello": [OTHELLO_GAME, "f5 d6 c3 d3 c4", "F5D6\nC3"],
    "position": [ENDGAME, ENDGAME + "; g8:+18;", "X" * 40 + "O" * 24 + " O"],
    "quantum_ttt": [QUANTUM_GAME, "15 26 37 48", "x1:1-5 o2:5-9 X3:1-9 m1"],
    "oche": ["x=1 a0 a2", "x=1 a0 reset x=2 a1", "x=3 a1 reset"],
    "wildcats": [WILDCATS_GAME, "X:B2/O:C3 X:C3/O:C3", "X:A1/O:C1 X:E5/O:C2 X:A5/O:C4"],
    "wildcats position": ["XXX.O/XOXX./XOOXX/..OXO/XXXOO", "...../..X../..O../...../..... ban=C3 blocks=1"],
    "programmers_checkers": [CHECKERS_GAME, "W:111111111111/B:111111111111 draw:OR draw:AND 22-18"],
    "checkers position": ["W:W21/1,K30/0:B1/1,K12/0:OR", "B:W22/1,K23/0:B5/1,K6/0", "W:W22/1:B18/1,11/1:XOR"],
}

# Values a mutation puts in place of another: every JSON type, and values our own formats use
# in other places (a game id, a level, a colour, a cell id, a move), which pass a type check.
ODD_VALUES: list[Any] = [
    None, True, False, 0, -1, 1, 2, 3, 6, 7, 13, 99, 2 ** 63, 10 ** 30, -3, 0.5, 1e308, -0.0, "", "x", "X",
    "x\n", "\u00b2", "\u0661", "\udc80", "othello", "oche", "quantum_ttt", "ludoteca-save", "oche-board/1",
    "s", "a", "w", "red", "blue", "black", "P", "O", "f5", "pass", "a0", "reset", "x=1", "X1:1-2", "m5",
    "-" * 64 + " X", ENDGAME, [], {}, [1, 2], ["f5"], {"computer": True, "level": 1}, {"id": "s"},
    {"from": "s", "to": "a", "color": "red", "letter": "x"}, "é" * 300,
]


def _nodes(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _nodes(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _nodes(item, path + (i,))
    return out


def _get(value: Any, path: tuple) -> Any:
    for key in path:
        value = value[key]
    return value


@st.composite
def json_mutants(draw: st.DrawFn, base: bytes) -> bytes:
    """``base`` (a JSON file) with one to three changes to its values and keys."""
    data = json.loads(base)
    duplicate: str | None = None
    for _ in range(draw(st.integers(1, 3))):
        nodes = _nodes(data)
        path = draw(st.sampled_from(nodes))
        operation = draw(st.sampled_from(["replace", "replace", "replace", "drop", "rename", "deepen",
                                          "duplicate", "grow"]))
        if not path:  # the top level itself
            if operation == "replace":
                data = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))  # later changes must not alter the table
            continue
        parent, key = _get(data, path[:-1]), path[-1]
        if operation == "replace":
            parent[key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
        elif operation == "drop":
            del parent[key]
        elif operation == "rename" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["format", "version", "game", "moves", "extra", "id", "x", "cells",
                                         "arrows", "letter", "start", "name", "zz"]))] = parent.pop(key)
        elif operation == "deepen":
            for _ in range(draw(st.sampled_from([1, 2, 39, 45]))):
                parent[key] = [parent[key]]
        elif operation == "duplicate" and isinstance(parent, dict):
            duplicate = key
        elif operation == "grow" and isinstance(parent[key], list) and parent[key]:
            parent[key] = parent[key] * draw(st.integers(2, 40))
    text = json.dumps(data, ensure_ascii=draw(st.booleans()), indent=draw(st.sampled_from([None, 1])))
    if duplicate is not None and f'"{duplicate}": ' in text:
        text = text.replace(f'"{duplicate}": ', f'"{duplicate}": 0, "{duplicate}": ', 1)
    return text.encode("utf-8", "surrogatepass")


@st.composite
def byte_mutants(draw: st.DrawFn, base: bytes) -> bytes:
    """``base`` with one to four byte-level changes."""
    data = bytearray(base)
    for _ in range(draw(st.integers(1, 4))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        operation = draw(st.sampled_from(["flip", "set", "delete", "insert", "repeat", "truncate"]))
        if operation == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif operation == "set":
            data[at] = draw(st.sampled_from(b'{}[]",:0123456789-+.eE \n\\utfnal\x00\xff\xc3\xed'))
        elif operation == "delete":
            del data[at:at + draw(st.integers(1, 16))]
        elif operation == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=12) | st.sampled_from(
                [b"\\ud800", b"1e999", b"NaN", b"9" * 4500, b'"x": 1, ', b"[" * 60, b"\xef\xbb\xbf"]))
        elif operation == "repeat":
            end = min(len(data), at + draw(st.integers(1, 64)))
            data[at:at] = data[at:end] * draw(st.integers(1, 8))
        else:
            del data[at:]
    return bytes(data)


def mutants(bases: list[bytes], json_too: bool = True) -> st.SearchStrategy[bytes]:
    base = st.sampled_from(bases)
    made = base.flatmap(byte_mutants)
    return (made | base.flatmap(json_mutants)) if json_too else made


def text_mutants(bases: list[str]) -> st.SearchStrategy[str]:
    """Records and positions changed as bytes, then read as text the way a file or argv is."""
    pieces = st.sampled_from(["\u00b2", "\u0661", "\uff15", " ", "\n", "\x00", "pass", "m", "-", "=", ":", "9" * 40,
                              "9" * 5000, "\udc80", "İ", "x", "a", "reset", "declare", "resign"])
    as_bytes = st.sampled_from([b.encode() for b in bases]).flatmap(byte_mutants).map(
        lambda b: b.decode("utf-8", "surrogateescape"))
    spliced = st.tuples(st.sampled_from(bases), st.floats(0, 1), pieces).map(
        lambda t: t[0][:round(t[1] * len(t[0]))] + t[2] + t[0][round(t[1] * len(t[0])):])
    numbers = st.tuples(st.sampled_from([b for b in bases if any(c.isdigit() for c in b)]), st.floats(0, 1),
                        st.sampled_from(["9" * 5000, "0" * 30, "\u0661", "\u00b2", "\uff19", "-1", "99"])).map(
        _grow_a_number)
    return as_bytes | spliced | numbers


def _grow_a_number(choice: tuple[str, float, str]) -> str:
    """A digit of the text followed by more digits (any script's, or thousands of them)."""
    text, where, more = choice
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    at = digits[min(len(digits) - 1, int(where * len(digits)))] + 1
    return text[:at] + more + text[at:]


# --- the loaders --------------------------------------------------------------------------------
def load_save_rules(data: bytes) -> str:
    state, extra = savefile.loads(data)
    again, again_extra = savefile.loads(savefile.dumps(state, extra))  # what opens can be saved
    assert [str(m) for m in again.history] == [str(m) for m in state.history] and again_extra == extra
    return "accepted"


OPTION_SLOTS = [(i, key) for i, save in enumerate(SAVES) for key in sorted(json.loads(save)["options"])]
"""Every option of every save above, each as likely as the others (Checkers' ``start`` too)."""


@st.composite
def wrong_options(draw: st.DrawFn) -> bytes:
    """A save with one of its options (at times two or three) given a value of any type."""
    index, key = draw(st.sampled_from(OPTION_SLOTS))
    data = json.loads(SAVES[index])
    data["options"][key] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2]))):
        other = draw(st.sampled_from(sorted(data["options"])))
        data["options"][other] = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
    return json.dumps(data).encode("utf-8", "surrogatepass")


@st.composite
def wrong_option_tags(draw: st.DrawFn) -> str:
    """A record whose Options tag gives one option of its game a value of any type."""
    text = draw(st.sampled_from(RECORDS[:2]))
    game_id = "wildcats" if '"wildcats"' in text.splitlines()[0] else "programmers_checkers"
    key = draw(st.sampled_from(["start", *sorted(get_game(game_id).options)]))  # start twice: texts go there
    value = json.dumps({key: draw(st.sampled_from(ODD_VALUES))}).replace("\\", "\\\\").replace('"', '\\"')
    head, _tag, rest = text.partition("\n")
    return head + f'\n[Options "{value}"]\n' + rest.split("\n", 1)[1]


def load_record_with_tags(text: str) -> str:
    from rules import record
    state = record.loads(text)
    assert [str(m) for m in record.loads(record.dumps(state)).history] == [str(m) for m in state.history]
    return "accepted"


def load_save_app(data: bytes, folder: Path) -> str:
    from desktop import saves
    path = folder / "fuzz.ludoteca.json"
    path.write_bytes(data)
    state, extra, _entry = saves.load(str(path))
    saves.load_text(savefile.dumps(state, extra))
    return "accepted"


def load_board(data: bytes) -> str:
    from rules.oche.game import OcheGame
    board = boardfile.loads(data)
    assert boardfile.dumps(boardfile.loads(boardfile.dumps(board))) == boardfile.dumps(board)
    OcheGame(board=boardfile.to_dict(board)).new_initial_state().legal_moves()
    return "accepted"


def load_board_draft(data: bytes) -> str:
    """The designer's reading: a board with problems opens as a draft, which must save."""
    from desktop.oche_editor.model import BoardDocument
    doc, shape = BoardDocument.from_dict(jsonfile.loads(data))
    if shape:
        raise RulesError("shape: " + shape[0].message)
    doc.problems(), doc.warnings()
    again, shape_again = BoardDocument.from_dict(jsonfile.loads(doc.dumps()))
    assert not shape_again and again.dumps() == doc.dumps()
    return "draft" if doc.problems() else "accepted"


def load_transcript(text: str) -> str:
    from rules.othello import OthelloGame
    OthelloGame().import_transcript(text)
    return "accepted"


def load_record(game_id: str) -> Callable[[str], str]:
    def load(text: str) -> str:
        game = get_game(game_id) if game_id != "oche" else get_game("oche", board=level_dict(2))
        game.replay(game.parse_record(text))
        return "accepted"
    return load


def load_position(text: str) -> str:
    get_game("othello", start=text).new_initial_state().legal_moves()
    return "accepted"


def load_wildcats_position(text: str) -> str:
    state = get_game("wildcats").state_from_position(text)
    if not state.is_terminal():
        state.legal_moves(0), state.legal_moves(1)
    return "accepted"


def load_checkers_position(text: str) -> str:
    from rules.programmers_checkers.game import CheckersGame
    state = CheckersGame(start=text).new_initial_state()
    while not state.is_terminal() and state.to_move() not in (0, 1):
        state.play(state.chance_outcomes()[0][0])  # the tiles come up, then the side moves
    if not state.is_terminal():
        state.legal_moves()
    return "accepted"


def command_line(game_id: str) -> Callable[[str], str]:
    def run(text: str) -> str:
        from rules import cli
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(["replay", game_id, "--", *text.split()])
            except SystemExit as stop:  # argparse's usage error
                assert stop.code == 2 and err.getvalue().strip()
                return "refused"
        rows = [json.loads(line) for line in out.getvalue().splitlines()]
        assert (code, set(rows[-1])) == (1, {"error"}) or (code == 0 and "error" not in rows[-1]), rows
        return "accepted" if code == 0 else "refused"
    return run


def numeric_argument_types() -> list[Any]:
    """The argument type of every number of every command of every game (rules/cli.py's
    shared types, which carry an example and their range)."""
    from rules import cli
    from rules.registry import game_ids
    found = []
    for game_id in game_ids():
        for command, (add_args, _run) in cli._game_commands(game_id).items():
            for action in cli.build_parser(command, game_id, add_args)._actions:
                if hasattr(action.type, "example"):
                    found.append(action.type)
    return found


def numeric_argument(text: str) -> str:
    """Every numeric argument reads ``text``: a number within that argument's range, written
    with the digits 0-9 and nothing around it, or a refusal in one line (argparse prints it,
    status 2)."""
    import argparse
    accepted = False
    for kind in NUMERIC_TYPES:
        try:
            value = kind(text)
        except argparse.ArgumentTypeError as exc:
            message = str(exc)
            assert message.strip() and "\n" not in message and len(message) < 300, message
            continue
        number = text.partition(":")[0]  # what follows L<level>: is the game's own parser's (Othello)
        assert number.isascii() and not any(c.isspace() for c in number), text
        if isinstance(value, (int, float)) and not isinstance(value, bool) and kind.lo is not None:
            assert kind.lo <= value <= kind.hi and value == value  # never nan
        accepted = True
    return "accepted" if accepted else "refused"


NUMERIC_TYPES = numeric_argument_types()
NUMBERS = ["3", "0.5", "40-59", "L1", "-1", "12", "1e3", "nan", "inf", "2.", ".5", "1_000", "L3:features"]


def fuzz(load: Callable[[Any], str], strategy: st.SearchStrategy[Any], examples: int, randomized: bool) -> Counter:
    """Run ``load`` on ``examples`` mutants; an exception other than a typed error fails."""
    seen: Counter = Counter()

    @settings(max_examples=examples, deadline=None, database=None, derandomize=not randomized,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def one(value: Any) -> None:
        try:
            seen[load(value)] += 1
        except TYPED as exc:
            assert str(exc).strip() and "Traceback" not in str(exc)
            seen[type(exc).__name__] += 1

    one()
    return seen


def loaders(tmp_path: Path) -> dict[str, tuple[Callable[[Any], str], st.SearchStrategy[Any]]]:
    return {
        "rules.savefile.loads": (load_save_rules, mutants(SAVES)),
        "rules.savefile.loads: wrong-typed options": (load_save_rules, wrong_options()),
        "rules.record.loads: tags": (load_record_with_tags, st.one_of(text_mutants(RECORDS), wrong_option_tags(),
                                                                      wrong_option_tags())),
        "desktop.saves.load": (lambda data: load_save_app(data, tmp_path), mutants(SAVES)),
        "rules.oche.boardfile.loads": (load_board, mutants(BOARDS)),
        "designer: BoardDocument.from_dict": (load_board_draft, mutants(BOARDS)),
        "OthelloGame.import_transcript": (load_transcript, text_mutants(TEXTS["othello"])),
        "othello record": (load_record("othello"), text_mutants(TEXTS["othello"])),
        "othello position": (load_position, text_mutants(TEXTS["position"])),
        "quantum record": (load_record("quantum_ttt"), text_mutants(TEXTS["quantum_ttt"])),
        "oche record": (load_record("oche"), text_mutants(TEXTS["oche"])),
        "cli: replay othello": (command_line("othello"), text_mutants(TEXTS["othello"])),
        "cli: replay quantum_ttt": (command_line("quantum_ttt"), text_mutants(TEXTS["quantum_ttt"])),
        "cli: replay oche": (command_line("oche"), text_mutants(["x=1 a0 a2", "x=1 a0 reset"])),
        "wildcats record": (load_record("wildcats"), text_mutants(TEXTS["wildcats"])),
        "wildcats position": (load_wildcats_position, text_mutants(TEXTS["wildcats position"])),
        "cli: replay wildcats": (command_line("wildcats"), text_mutants(TEXTS["wildcats"])),
        "checkers record": (load_record("programmers_checkers"), text_mutants(TEXTS["programmers_checkers"])),
        "checkers position": (load_checkers_position, text_mutants(TEXTS["checkers position"])),
        "cli: replay programmers_checkers": (command_line("programmers_checkers"),
                                             text_mutants(TEXTS["programmers_checkers"])),
        "cli: numeric arguments": (numeric_argument, text_mutants(NUMBERS)),
    }


NAMES = list(loaders(Path(".")))


@pytest.mark.parametrize("name", NAMES)
def test_mutated_files_give_typed_errors_only(name, tmp_path):
    load, strategy = loaders(tmp_path)[name]
    seen = fuzz(load, strategy, SUITE_EXAMPLES, randomized=False)
    assert sum(seen.values()) >= SUITE_EXAMPLES // 2


def _window(qtbot):
    from desktop.worker import Mode
    from desktop.main_window import MainWindow
    window = MainWindow(runner_mode=Mode.SYNC)
    qtbot.addWidget(window)
    window.resize(900, 650)
    window.show()
    return window


def app_loaders(window, boxes, folder: Path) -> dict[str, tuple[Callable[[bytes], str], st.SearchStrategy[bytes]]]:
    from PySide6.QtWidgets import QApplication

    from desktop import autosave
    from desktop.settings import settings
    from rules.programmers_checkers.game import CheckersGame

    def continued(data: bytes) -> str:
        """The home page's Continue of a crash copy holding ``data``: a copy it refuses is
        kept (renamed, the same bytes); one it continues is of the copy's game, with no file."""
        game_id = (json.loads(data).get("game") if data.startswith(b'{"format"') else None) or "othello"
        where = autosave.folder()
        where.mkdir(parents=True, exist_ok=True)
        for old in where.iterdir():
            old.unlink()
        copy = where / f"{game_id}-{'0' * 32}{autosave.SUFFIX}"
        copy.write_bytes(data)
        before = len(boxes.warnings)
        done = window.continue_game(str(copy))
        said = boxes.warnings[before:]
        assert all(text.strip() and "Traceback" not in text for _title, text in said), said
        if not done:
            kept = [p for p in where.iterdir() if ".refused-" in p.name]
            assert said and len(kept) == 1 and kept[0].read_bytes() == data, (said, kept)
            return "refused"
        page = window.pages[game_id]
        assert page.path is None and page.session.state.game.id == game_id
        return "accepted"

    def remembered(data: bytes) -> str:
        """Programmer's Checkers' tab opened with ``data`` as its remembered options: it opens,
        with them if the game takes them, else with the defaults."""
        page = window.pages.get("programmers_checkers")
        if page is not None:
            window.close_tab(window.tabs.indexOf(page))
        text = data.decode("utf-8", "replace")
        settings().setValue("programmers_checkers/options", text)
        options = window.open_game("programmers_checkers").session.game.options
        try:
            wanted = CheckersGame(**jsonfile.loads(text)).options
        except (TypeError, ValueError):
            assert options == CheckersGame().options
            return "ignored"
        assert options == wanted
        return "used"

    def opened(call: Callable[[Path], bool], suffix: str) -> Callable[[bytes], str]:
        def load(data: bytes) -> str:
            path = folder / f"fuzz{suffix}"
            path.write_bytes(data)
            before = len(boxes.warnings)
            done = call(path)
            QApplication.processEvents()  # draw it: a hostile board must draw too
            said = boxes.warnings[before:]
            assert all(text.strip() and "Traceback" not in text for _title, text in said), said
            if not done:
                assert said, "refused without a message"
                return "refused"
            return "draft" if said else "accepted"
        return load

    return {
        "window.open_file": (opened(lambda p: window.open_file(str(p)), ".ludoteca.json"), mutants(SAVES)),
        "oche page: open_board": (opened(lambda p: window.open_game("oche").ui.open_board(str(p)), ".oche.json"),
                                  mutants(BOARDS)),
        "designer: open_path": (opened(lambda p: open_designer(window).open_path(str(p), ask=False), ".oche.json"),
                                mutants(BOARDS)),
        "home: Continue": (continued, mutants(SAVES) | wrong_options()),
        "settings: remembered options": (remembered, mutants(OPTIONS) | st.sampled_from(OPTIONS).map(
            lambda o: b"[" * 100_000 + o)),  # a RecursionError before
    }


APP_NAMES = ["window.open_file", "oche page: open_board", "designer: open_path", "home: Continue",
             "settings: remembered options"]


@pytest.mark.parametrize("name", APP_NAMES)
def test_mutated_files_opened_in_the_app_give_messages_only(name, qtbot, boxes, tmp_path):  # noqa: F811
    window = _window(qtbot)
    load, strategy = app_loaders(window, boxes, tmp_path)[name]
    seen = fuzz(load, strategy, GUI_EXAMPLES, randomized=False)
    assert sum(seen.values()) >= GUI_EXAMPLES // 2
    window.close()


@pytest.mark.benchmark
def test_fuzz_benchmark(qtbot, boxes, tmp_path):  # noqa: F811
    """Thousands of mutants per loader with fresh randomness; prints one JSON line per loader."""
    window = _window(qtbot)
    cases = {**loaders(tmp_path), **app_loaders(window, boxes, tmp_path)}
    total = 0
    for name, (load, strategy) in cases.items():
        start = time.perf_counter()
        examples = BENCH_EXAMPLES if name not in APP_NAMES else BENCH_EXAMPLES // 4
        seen = fuzz(load, strategy, examples, randomized=True)
        total += sum(seen.values())
        print(json.dumps({"loader": name, "examples": sum(seen.values()), "results": dict(seen.most_common()),
                          "seconds": round(time.perf_counter() - start, 1)}))
    print(json.dumps({"total_examples": total}))
    window.close()
