"""Writes the bad-input corpus (the files beside this script) and its manifest, ``expected.json``.

    python -m tests.corpus.make

Each file is written with the result every loader must give it: ``accepted`` (a legal file,
which must keep opening) or ``refused`` with a piece of text that every refusal's message must
contain (so a message names the field, the move or the cause). The files are committed; this
script is how they were made (most are a valid file with one thing broken) and remakes them
after a format change. Special files (a pipe, a link to /dev/zero, a folder, a sparse 10 MB
file, a missing path) cannot live in git: :mod:`tests.corpus.run` makes them at run time.

Manifest keys, beside ``expect`` and ``match``:

* ``rules``: what the rules layer (``rules.savefile.loads``) gives a save whose fault is in the
  app's own part (``extra``), which only ``desktop.saves`` checks;
* ``editor``: ``"draft"`` for a board the designer opens as a draft (its faults are listed,
  it cannot be played), while every player refuses it;
* ``cli``: what ``python -m rules`` gives when it differs (an empty record is the start);
* ``smoke``: also run through the real app, ``python -m desktop FILE --smoke``;
* ``copy_as``: the game a crash copy of this save is named for (``wildcats-<tag>.ludoteca.json``)
  on the home page's Continue path (default: the game the save holds, else Othello);
* ``continue`` and ``continue_match``: what Continue gives when it differs (another game's save
  in a copy is refused there, opened as a file it is fine);
* ``why``: what the file tries.

``records/`` holds game records with tags (``[Game "..."]``, ``[Options "..."]``), which Paste
and Import record read; ``options/`` holds options as JSON text (``<game>.<name>.json``), as a
record's Options tag, ``--option`` and the remembered settings give them.
"""
from __future__ import annotations

import copy
import json
import random
import shutil
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from rules import savefile  # noqa: E402
from rules.oche.levels import level_dict  # noqa: E402
from rules.registry import get_game  # noqa: E402

KINDS = ("saves", "boards", "transcripts", "positions", "quantum", "records", "options", "arguments")
MANIFEST = HERE / "expected.json"

OTHELLO_GAME = ("f5f4f3f6d3f2g6c3b3b2g4g3b1d2c4c5f1g2g1g5c6a1h6a2b5c7f7d6c2h5b8e7d1a4a3g7h4e3e6h1d8e1e8b4"
                "f8h2c1h8a6b6h3g8a5h7b7c8d7a7a8e2")
"""A whole random game (seed 7): 60 moves, no pass, the board full."""
QUANTUM_GAME = ["X1:3-9", "O2:2-4", "X3:4-9", "O4:1-5", "X5:1-6", "O6:7-9", "X7:1-8", "O8:4-7", "m4",
                "X9:5-8", "m5"]
"""A whole quantum game: X wins (1 to ½)."""
ENDGAME = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X"
"""FFO #1 (14 empty squares), solved in well under a second."""
HUMANS = [{"computer": False, "level": 0}, {"computer": False, "level": 0}]

entries: dict[str, dict[str, Any]] = {}


def add(name: str, content: Any, expect: str, match: str | None = None, **extra: Any) -> None:
    """Write ``content`` (bytes as is, text as UTF-8, anything else as JSON) to ``name``."""
    path = HERE / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        data = content
    elif isinstance(content, str):
        data = content.encode("utf-8")
    else:
        data = (json.dumps(content, indent=1) + "\n").encode("utf-8")
    assert len(data) <= 20_000, f"{name} is {len(data)} bytes; corpus files stay small"
    assert name not in entries, name
    path.write_bytes(data)
    entry: dict[str, Any] = {"expect": expect}
    if match is not None:
        entry["match"] = match
    entry.update(extra)
    entries[name] = entry


# --- saves -----------------------------------------------------------------------------------
def save(game_id: str, moves: list[str], extra: dict[str, Any] | None = None, **options: Any) -> dict[str, Any]:
    state = get_game(game_id, **options).replay(moves)
    return json.loads(savefile.dumps(state, extra))


def othello(moves: tuple[str, ...] = ("f5", "d6", "c3"), **extra: Any) -> dict[str, Any]:
    return save("othello", list(moves), {"seats": copy.deepcopy(HUMANS), "seed": 7, **extra})


def oche(moves: tuple[str, ...] = ("x=1",), level: int | None = 1, board: dict[str, Any] | None = None,
         **extra: Any) -> dict[str, Any]:
    data = save("oche", list(moves), {"seats": [{"computer": False, "level": 0}, {"computer": True, "level": 2}],
                                      "seed": 3, **({"level": level} if level else {}), **extra},
                board=board or level_dict(1))
    return data


def with_board(change) -> dict[str, Any]:
    """An Oche save of a custom board (level I) changed by ``change(board)``."""
    data = oche(moves=(), level=None)
    change(data["options"]["board"])
    return data


def seats(first: Any, second: Any = None) -> dict[str, Any]:
    return othello(seats=[first, second if second is not None else {"computer": False, "level": 0}])


def nested(depth: int, leaf: str = "1") -> str:
    return '{"a": ' * depth + leaf + "}" * depth


def random_moves(game_id: str, seed: int, plies: int) -> list[str]:
    """A legal game's moves for the games with secret rounds and chance (set-ups, tiles)."""
    from rules.protocol import random_move
    state, rng = get_game(game_id).new_initial_state(), random.Random(seed)
    while not state.is_terminal() and len(state.history) < plies:
        state.play(random_move(state, rng))
    return [str(m) for m in state.history]


CHECKERS_MOVES = random_moves("programmers_checkers", 4, 12)
WILDCATS_MOVES = ["X:B2/O:C3", "X:D4/O:E5"]


def checkers(**options: Any) -> dict[str, Any]:
    """A Programmer's Checkers save with ``options`` written over its own (any value at all)."""
    data = save("programmers_checkers", CHECKERS_MOVES, {"seats": copy.deepcopy(HUMANS), "seed": 5})
    data["options"].update(options)
    return data


def wildcats(**options: Any) -> dict[str, Any]:
    data = save("wildcats", WILDCATS_MOVES, {"seats": copy.deepcopy(HUMANS), "seed": 5})
    data["options"].update(options)
    return data


def finished_othello() -> list[str]:
    return [OTHELLO_GAME[i:i + 2] for i in range(0, len(OTHELLO_GAME), 2)]


def make_saves() -> None:
    s = "saves/"
    good = json.dumps(othello(), indent=1)
    # Accepted: one valid save of each game, and a few legal corner cases.
    add(s + "othello-valid.ludoteca.json", othello(), "accepted", smoke=True)
    add(s + "othello-valid-vs-computer.ludoteca.json",
        othello(seats=[{"computer": False, "level": 0}, {"computer": True, "level": 1}]), "accepted")
    add(s + "othello-finished.ludoteca.json", othello(tuple(finished_othello())), "accepted")
    add(s + "othello-no-moves.ludoteca.json", othello(()), "accepted")
    add(s + "othello-start-null.ludoteca.json", {**othello(), "options": {"start": None}}, "accepted")
    add(s + "othello-custom-start.ludoteca.json",
        save("othello", ["g8"], {"seats": HUMANS}, start=ENDGAME), "accepted")
    add(s + "othello-no-extra.ludoteca.json", {k: v for k, v in othello().items() if k != "extra"}, "accepted")
    add(s + "othello-utf8-bom.ludoteca.json", b"\xef\xbb\xbf" + good.encode(), "accepted",
        why="a byte-order mark is allowed (RFC 8259 lets a reader ignore it); every loader treats it alike")
    add(s + "othello-unknown-extra.ludoteca.json", othello(note="kept by no one, harmless"), "accepted")
    add(s + "quantum-valid.ludoteca.json", save("quantum_ttt", QUANTUM_GAME[:4], {"seats": HUMANS}), "accepted")
    add(s + "quantum-finished.ludoteca.json", save("quantum_ttt", QUANTUM_GAME, {"seats": HUMANS}), "accepted")
    add(s + "oche-valid-level.ludoteca.json", oche(), "accepted")
    add(s + "oche-valid-custom.ludoteca.json",
        with_board(lambda b: b.update(name='<img src="/dev/zero"> & <b>bold</b>')), "accepted")

    # Not a save at all.
    add(s + "empty.ludoteca.json", b"", "refused", "not valid JSON")
    add(s + "whitespace.ludoteca.json", b" \n\t\n", "refused", "not valid JSON")
    add(s + "truncated.ludoteca.json", good[: len(good) // 2], "refused", "not valid JSON", smoke=True)
    add(s + "binary.ludoteca.json", random.Random(1).randbytes(600), "refused",
        "text")
    add(s + "png-header.ludoteca.json", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(40), "refused", "text")
    add(s + "utf16.ludoteca.json", good.encode("utf-16"), "refused", "text",
        why="UTF-16 with its BOM: Python's json reads it from bytes, our formats are UTF-8 only")
    add(s + "utf16-no-bom.ludoteca.json", good.encode("utf-16-le"), "refused", "text")
    add(s + "utf32.ludoteca.json", good.encode("utf-32"), "refused", "text")
    add(s + "nul-bytes.ludoteca.json", good.replace('"othello"', '"oth\\u0000ello"').encode() + b"\x00\x00",
        "refused", "NUL")
    add(s + "trailing-garbage.ludoteca.json", good + "}\n", "refused", "not valid JSON")
    add(s + "two-documents.ludoteca.json", good + good, "refused", "not valid JSON")
    add(s + "json-array.ludoteca.json", [1, 2], "refused", "not a Ludoteca save")
    add(s + "json-string.ludoteca.json", '"ludoteca-save"', "refused", "not a Ludoteca save")
    add(s + "json-null.ludoteca.json", "null", "refused", "not a Ludoteca save")
    add(s + "json-number.ludoteca.json", "12", "refused", "not a Ludoteca save")
    add(s + "oche-board-file.ludoteca.json", level_dict(1), "refused", "not a Ludoteca save",
        why="a board file opened as a game")
    add(s + "comment.ludoteca.json", "// saved game\n" + good, "refused", "not valid JSON")
    add(s + "single-quotes.ludoteca.json", good.replace('"', "'"), "refused", "not valid JSON")
    add(s + "nan-token.ludoteca.json", good.replace('"seed": 7', '"seed": NaN'), "refused", "NaN",
        why="NaN is not JSON; Python reads it unless told not to")
    add(s + "infinity-token.ludoteca.json", good.replace('"seed": 7', '"seed": -Infinity'), "refused", "Infinity")
    add(s + "raw-newline-in-text.ludoteca.json", good.replace('"othello"', '"oth\nello"'), "refused",
        "not valid JSON")

    # The envelope: format, version, game.
    add(s + "format-missing.ludoteca.json", {k: v for k, v in othello().items() if k != "format"}, "refused",
        "not a Ludoteca save")
    add(s + "format-wrong.ludoteca.json", {**othello(), "format": "ludoteca-game"}, "refused", "not a Ludoteca save")
    add(s + "format-number.ludoteca.json", {**othello(), "format": 1}, "refused", "not a Ludoteca save")
    add(s + "version-true.ludoteca.json", {**othello(), "version": True}, "refused", "version true")
    add(s + "version-text.ludoteca.json", {**othello(), "version": "1"}, "refused", 'version "1"')
    add(s + "version-float.ludoteca.json", {**othello(), "version": 1.0}, "refused", "version 1.0")
    add(s + "version-99.ludoteca.json", {**othello(), "version": 99}, "refused", "version 99")
    add(s + "version-0.ludoteca.json", {**othello(), "version": 0}, "refused", "version 0")
    add(s + "version-negative.ludoteca.json", {**othello(), "version": -1}, "refused", "version -1")
    add(s + "version-missing.ludoteca.json", {k: v for k, v in othello().items() if k != "version"}, "refused",
        "version null")
    add(s + "game-unknown.ludoteca.json", {**othello(), "game": "chess"}, "refused", 'unknown game "chess"')
    add(s + "game-wild-cats.ludoteca.json", {**othello(), "game": "wild_cats", "moves": []}, "refused",
        "unknown game", why="on another branch; this version does not know it")
    add(s + "game-missing.ludoteca.json", {k: v for k, v in othello().items() if k != "game"}, "refused",
        "unknown game")
    add(s + "game-number.ludoteca.json", {**othello(), "game": 5}, "refused", "unknown game 5")
    add(s + "game-list.ludoteca.json", {**othello(), "game": ["othello"]}, "refused", "unknown game")
    add(s + "game-test-toy.ludoteca.json", {**othello(), "game": "toy_goofspiel", "moves": []}, "refused",
        "unknown game", why="the tests' toy game is registered only inside the tests")

    # Options.
    add(s + "options-list.ludoteca.json", {**othello(), "options": []}, "refused", "options must be an object")
    add(s + "options-unknown.ludoteca.json", {**othello(), "options": {"size": 10}}, "refused", "size")
    add(s + "othello-start-number.ludoteca.json", {**othello(), "options": {"start": 5}}, "refused", "start")
    add(s + "othello-start-list.ludoteca.json", {**othello(), "options": {"start": ["X"] * 64}}, "refused", "start")
    add(s + "othello-start-xx.ludoteca.json", {**othello(), "options": {"start": "xx"}}, "refused", "64 characters")
    add(s + "othello-start-bad-char.ludoteca.json",
        {**othello(()), "options": {"start": "-" * 27 + "XO" + "Z" + "-" * 34 + " X"}}, "refused", "'Z'")
    add(s + "othello-start-no-discs.ludoteca.json", {**othello(()), "options": {"start": "-" * 64 + " X"}},
        "refused", "at least one disc")
    add(s + "othello-start-65-chars.ludoteca.json", {**othello(()), "options": {"start": "-" * 65 + " X"}},
        "refused", "64 characters")
    add(s + "othello-start-side-z.ludoteca.json", {**othello(()), "options": {"start": ENDGAME[:-1] + "Z"}},
        "refused", "side to move")
    add(s + "quantum-options.ludoteca.json", {**save("quantum_ttt", [], {}), "options": {"size": 4}}, "refused",
        "size")
    add(s + "oche-board-list.ludoteca.json", {**oche(()), "options": {"board": []}}, "refused", "board must be")
    add(s + "oche-board-text.ludoteca.json", {**oche(()), "options": {"board": "level 1"}}, "refused",
        "board must be")
    add(s + "oche-cells-text.ludoteca.json", with_board(lambda b: b.update(cells="s a w")), "refused",
        "no list of cells")
    add(s + "oche-letter-newline.ludoteca.json",
        with_board(lambda b: b["arrows"][0].update(letter="x\n")), "refused", "bad letter 'x\\n'")
    add(s + "oche-cell-letter-upper.ludoteca.json",
        with_board(lambda b: b["cells"][0].update(letter="X")), "refused", "bad letter 'X'")
    add(s + "oche-coordinate-1e308.ludoteca.json", with_board(lambda b: b["cells"][1].update(x=1e308)), "refused",
        "too far out")
    add(s + "oche-coordinate-1e999.ludoteca.json",
        json.dumps(with_board(lambda b: b["cells"][1].update(x=12345)), indent=1).replace("12345", "1e999"),
        "refused", "1e999", why="JSON reads 1e999 as infinity")
    add(s + "oche-arrow-unknown-cell.ludoteca.json",
        with_board(lambda b: b["arrows"][2].update(to="nowhere")), "refused", "unknown cell 'nowhere'")
    add(s + "oche-600-cells.ludoteca.json",
        with_board(lambda b: b.update(cells=[{"id": str(i)} for i in range(600)], arrows=[])), "refused",
        "too large")
    add(s + "oche-announce-number.ludoteca.json", {**oche(()), "options": {**oche(())["options"], "announce": 1}},
        "refused", "announce")
    add(s + "oche-human-x.ludoteca.json", with_board(lambda b: b.update(human="X")), "refused", "human",
        why="who the person plays: P or O, not a silent P")
    add(s + "oche-title-number.ludoteca.json", with_board(lambda b: b.update(title=7)), "refused", "title")

    # Strict JSON.
    add(s + "nesting-600.ludoteca.json", good.rstrip().rstrip("}") + ', "deep": ' + nested(600) + "}\n",
        "refused", "nests", why="600 nested objects; Python's copy would fail past ~500")
    add(s + "nesting-950-in-board.ludoteca.json",
        json.dumps(oche(()), indent=1).replace('"human": "P"', '"human": "P", "x": ' + nested(950)), "refused",
        "nests")
    add(s + "nesting-lists-3000.ludoteca.json", good.rstrip().rstrip("}") + ', "deep": ' + "[" * 3000 + "]" * 3000
        + "}\n", "refused", "nests")
    add(s + "integer-5000-digits.ludoteca.json", good.replace('"seed": 7', '"seed": ' + "9" * 5000), "refused",
        "extra.seed: the number", why="Python refuses to read more than 4,300 digits: ValueError")
    add(s + "duplicate-key-top.ludoteca.json", good.replace('"game": "othello"', '"game": "quantum_ttt", '
                                                            '"game": "othello"'), "refused", "'game' appears twice")
    add(s + "duplicate-key-nested.ludoteca.json", good.replace('"computer": false', '"computer": true, '
                                                               '"computer": false', 1), "refused",
        "'computer' appears twice")
    add(s + "surrogate-in-name.ludoteca.json",
        json.dumps(with_board(lambda b: b.update(name="Board \udc80")), indent=1), "refused", "Unicode",
        why="opened, then Save raised UnicodeEncodeError")
    add(s + "surrogate-in-key.ludoteca.json", good.replace('"seed"', '"se\\ud800ed"'), "refused", "Unicode")
    add(s + "surrogate-pair-ok.ludoteca.json", with_board(lambda b: b.update(name="Dice \U0001F3B2")), "accepted",
        why="a proper pair (an emoji) is fine")

    # Moves.
    add(s + "moves-not-list.ludoteca.json", {**othello(), "moves": "f5d6c3"}, "refused", "moves must be a list")
    add(s + "moves-missing.ludoteca.json", {k: v for k, v in othello().items() if k != "moves"}, "refused",
        "moves is missing")
    add(s + "moves-number.ludoteca.json", {**othello(), "moves": ["f5", 37]}, "refused", "move list")
    add(s + "moves-null.ludoteca.json", {**othello(), "moves": ["f5", None]}, "refused", "move list")
    add(s + "moves-nested-list.ludoteca.json", {**othello(), "moves": [["f5"]]}, "refused", "move list")
    add(s + "moves-illegal-at-3.ludoteca.json", {**othello(), "moves": ["f5", "d6", "a1"]}, "refused", "move 3")
    add(s + "moves-after-the-end.ludoteca.json", {**othello(), "moves": finished_othello() + ["pass"]}, "refused",
        "move 61")
    add(s + "moves-empty-text.ludoteca.json", {**othello(), "moves": ["f5", ""]}, "refused", "move 2")
    add(s + "moves-unicode-digit.ludoteca.json", {**othello(), "moves": ["f\u0665"]}, "refused", "move 1")
    add(s + "moves-long-text.ludoteca.json", {**othello(), "moves": ["f5" * 4000]}, "refused", "move 1")
    add(s + "quantum-same-square.ludoteca.json", {**save("quantum_ttt", [], {}), "moves": ["X1:1-1"]}, "refused",
        "two different squares")
    add(s + "quantum-unicode-digit.ludoteca.json", {**save("quantum_ttt", [], {}), "moves": ["X\u0661:1-2"]},
        "refused", "move 1", why="an Arabic-Indic one is not the move number 1")
    add(s + "quantum-superscript.ludoteca.json", {**save("quantum_ttt", [], {}), "moves": ["X1:1-2\u00b2"]},
        "refused", "move 1")
    add(s + "quantum-after-the-end.ludoteca.json", {**save("quantum_ttt", [], {}), "moves": QUANTUM_GAME + ["O2:1-2"]},
        "refused", "move 12")
    add(s + "oche-huge-number.ludoteca.json", {**oche(()), "moves": ["x=" + "9" * 5000]}, "refused", "move 1")
    add(s + "oche-unicode-number.ludoteca.json", {**oche(()), "moves": ["x=\u0661"]}, "refused", "move 1",
        why="x=١ is not x=1")
    add(s + "oche-arrow-index-huge.ludoteca.json", {**oche(()), "moves": ["x=1", "a" + "9" * 30]}, "refused",
        "move 2")
    add(s + "oche-declare-false.ludoteca.json", {**oche(()), "moves": ["declare"]}, "refused", "move 1")

    # The app's part: seats, seed, Oche level.
    add(s + "seat-level-abc.ludoteca.json", seats({"computer": True, "level": "abc"}), "refused",
        "extra.seats[0].level", rules="accepted", smoke=True)
    add(s + "seat-level-1e999.ludoteca.json",
        json.dumps(seats({"computer": True, "level": 4242}), indent=1).replace("4242", "1e999"), "refused",
        "1e999", why="JSON reads 1e999 as infinity")
    add(s + "seat-level-999.ludoteca.json", seats({"computer": True, "level": 999}), "refused",
        "extra.seats[0].level", rules="accepted")
    add(s + "seat-level-minus-3.ludoteca.json", seats({"computer": False, "level": 1}, {"computer": True, "level": -3}),
        "refused", "extra.seats[1].level", rules="accepted")
    add(s + "seat-level-true.ludoteca.json", seats({"computer": True, "level": True}), "refused",
        "extra.seats[0].level", rules="accepted")
    add(s + "seat-level-float.ludoteca.json", seats({"computer": True, "level": 2.5}), "refused",
        "extra.seats[0].level", rules="accepted")
    add(s + "seat-computer-text.ludoteca.json", seats({"computer": "yes", "level": 2}), "refused",
        "extra.seats[0].computer", rules="accepted")
    add(s + "seat-not-object.ludoteca.json", othello(seats=["human", "computer"]), "refused", "extra.seats[0]",
        rules="accepted")
    add(s + "seats-object.ludoteca.json", othello(seats={"0": {"computer": False}}), "refused", "extra.seats",
        rules="accepted")
    add(s + "seats-three.ludoteca.json", othello(seats=HUMANS + HUMANS[:1]), "refused", "extra.seats",
        rules="accepted")
    add(s + "seats-one.ludoteca.json", othello(seats=HUMANS[:1]), "refused", "extra.seats", rules="accepted")
    add(s + "seed-negative.ludoteca.json", othello(seed=-1), "refused", "extra.seed", rules="accepted")
    add(s + "seed-float.ludoteca.json", othello(seed=0.5), "refused", "extra.seed", rules="accepted")
    add(s + "seed-huge.ludoteca.json", othello(seed=2 ** 64), "refused", "extra.seed", rules="accepted")
    add(s + "seed-text.ludoteca.json", othello(seed="7"), "refused", "extra.seed", rules="accepted")
    add(s + "extra-list.ludoteca.json", {**othello(), "extra": [1]}, "refused", "extra must be an object")
    add(s + "oche-level-99.ludoteca.json", oche(level=99), "refused", "extra.level", rules="accepted")
    add(s + "oche-level-text.ludoteca.json", oche(level="I"), "refused", "extra.level", rules="accepted")
    add(s + "quantum-seat-level-9.ludoteca.json", save("quantum_ttt", [], {"seats": [
        {"computer": True, "level": 9}, {"computer": False, "level": 0}]}), "refused", "extra.seats[0].level",
        rules="accepted")
    add(s + "autosave-info-wrong.ludoteca.json", othello(autosave={"file": 5, "modified": "yes"}), "accepted",
        why="an autosave's own note; ignored when malformed (the file is not the person's)")

    # Wild Cats and Programmer's Checkers, and options of the wrong type (issue 26, point 12).
    add(s + "checkers-valid.ludoteca.json", checkers(), "accepted", smoke=True)
    add(s + "checkers-advanced-deck.ludoteca.json", checkers(deck="advanced", move_limit=None), "accepted")
    add(s + "wildcats-valid.ludoteca.json", wildcats(), "accepted")
    add(s + "checkers-start-number.ludoteca.json", {**checkers(start=5), "moves": []}, "refused",
        "options: start must be a position text", smoke=True,
        why="was an AttributeError traceback and status 1 from a double-click")
    add(s + "checkers-start-number-with-moves.ludoteca.json", checkers(start=5), "refused",
        "options: start must be a position text")
    add(s + "checkers-start-list.ludoteca.json", checkers(start=["W"]), "refused", "start must be a position text")
    add(s + "checkers-start-bad-position.ludoteca.json", {**checkers(start="W:W2/1:B1/1"), "moves": []}, "refused",
        "options: start:")
    add(s + "checkers-move-limit-text.ludoteca.json", checkers(move_limit="80"), "refused", "move_limit")
    add(s + "checkers-move-limit-huge.ludoteca.json", checkers(move_limit=10 ** 12), "refused", "move_limit")
    add(s + "checkers-move-limit-zero.ludoteca.json", checkers(move_limit=0), "refused", "move_limit")
    add(s + "checkers-take-most-number.ludoteca.json", checkers(take_most=1), "refused", "take_most")
    add(s + "checkers-repetition-null.ludoteca.json", checkers(repetition_draw=None), "refused", "repetition_draw")
    add(s + "checkers-deck-list.ludoteca.json", checkers(deck=["AND"]), "refused", "deck")
    add(s + "checkers-deck-negative.ludoteca.json", checkers(deck={"AND": 1, "OR": 1, "XOR": -2}), "refused", "deck")
    add(s + "wildcats-start-number.ludoteca.json", {**wildcats(start=5), "moves": []}, "refused", "start")
    add(s + "othello-start-empty.ludoteca.json", {**othello(()), "options": {"start": ""}}, "refused", "start:")
    add(s + "oche-announce-text.ludoteca.json", {**oche(()), "options": {**oche(())["options"], "announce": "yes"}},
        "refused", "announce")

    # Crash copies (issue 26, points 8 and 9): the home page's Continue reads them.
    add(s + "othello-in-a-wildcats-copy.ludoteca.json", othello(), "accepted", copy_as="wildcats",
        **{"continue": "refused", "continue_match": "not of Wild Cats"},
        why="another game's save in a copy: a message, the copy kept, the page never holds an Othello game")
    add(s + "checkers-in-an-oche-copy.ludoteca.json", checkers(), "accepted", copy_as="oche",
        **{"continue": "refused", "continue_match": "not of Oche"})
    add(s + "autosave-file-bashrc.ludoteca.json",
        othello(autosave={"file": "/root/.bashrc", "modified": False}), "accepted",
        why="a copy's note names a file: continued, the game must still ask where to save")
    add(s + "autosave-file-newline-rtl.ludoteca.json",
        othello(autosave={"file": "/tmp/a\n\u202egnp.ludoteca.json", "modified": True}), "accepted")


# --- boards ----------------------------------------------------------------------------------
def board(change=None) -> dict[str, Any]:
    data = level_dict(1)
    if change is not None:
        change(data)
    return data


def make_boards() -> None:
    b = "boards/"
    good = json.dumps(board(), indent=1, ensure_ascii=False)
    add(b + "level-1.oche.json", board(), "accepted")
    add(b + "level-13.oche.json", level_dict(13), "accepted")
    add(b + "hostile-name.oche.json", board(lambda d: d.update(name='<img src="/dev/zero">', title='<img src="/dev/zero">',
                                                               description="<b>bold</b> &amp; <script>x</script>")),
        "accepted", smoke=True, why="markup in a name is shown as letters")
    add(b + "unicode-name.oche.json", board(lambda d: d.update(name="Ωμέγα \u202etxt.exe \U0001F3B2")), "accepted")
    add(b + "unknown-keys.oche.json",
        board(lambda d: (d.update(future={"a": [1, 2]}), d["cells"][0].update(colour="gold"))), "accepted")
    add(b + "minimal.oche.json", {"format": "oche-board/1", "cells": [{"id": "s", "start": True}]}, "accepted",
        why="one cell, no arrows: O is stuck at once")
    add(b + "utf8-bom.oche.json", b"\xef\xbb\xbf" + good.encode(), "accepted")
    add(b + "path-name.oche.json", board(lambda d: d.update(name="../../etc/passwd")), "accepted",
        why="a name is only a name (the designer's suggested file names are sanitised)")

    add(b + "empty.oche.json", b"", "refused", "not valid JSON")
    add(b + "truncated.oche.json", good[:200], "refused", "not valid JSON", smoke=True)
    add(b + "binary.oche.json", random.Random(2).randbytes(500), "refused", "text")
    add(b + "utf16.oche.json", good.encode("utf-16"), "refused", "text")
    add(b + "json-array.oche.json", [board()], "refused", "not a board")
    add(b + "save-file.oche.json", othello(), "refused", "format", why="a saved game opened as a board")
    add(b + "format-wrong.oche.json", board(lambda d: d.update(format="oche-board/2")), "refused", "oche-board/2")
    add(b + "format-missing.oche.json", board(lambda d: d.pop("format")), "refused", "format")
    add(b + "cells-missing.oche.json", board(lambda d: d.pop("cells")), "refused", "no list of cells")
    add(b + "cells-text.oche.json", board(lambda d: d.update(cells="s a w")), "refused", "no list of cells")
    add(b + "cells-numbers.oche.json", board(lambda d: d.update(cells=[1, 2, 3])), "refused", "cell 0")
    add(b + "cell-id-number.oche.json", board(lambda d: d["cells"][1].update(id=7)), "refused", "cell 1")
    add(b + "cell-id-empty.oche.json", board(lambda d: (d["cells"][2].update(id=""),)), "refused", "empty id",
        editor="draft")
    add(b + "cell-ids-twice.oche.json", board(lambda d: d["cells"][2].update(id="a")), "refused",
        "'a' is used by 2 cells", editor="draft")
    add(b + "letter-newline.oche.json", board(lambda d: d["arrows"][0].update(letter="x\n")), "refused",
        "bad letter 'x\\n'", editor="draft")
    add(b + "cell-letter-newline.oche.json", board(lambda d: d["cells"][0].update(letter="x\n")), "refused",
        "bad letter 'x\\n'", editor="draft")
    add(b + "letter-upper.oche.json", board(lambda d: d["cells"][0].update(letter="X")), "refused",
        "bad letter 'X'", editor="draft")
    add(b + "letter-two.oche.json", board(lambda d: d["arrows"][1].update(letter="xy")), "refused",
        "bad letter 'xy'", editor="draft")
    add(b + "letter-accented.oche.json", board(lambda d: d["cells"][0].update(letter="é")), "refused",
        "bad letter 'é'", editor="draft")
    add(b + "letter-number.oche.json", board(lambda d: d["cells"][0].update(letter=5)), "refused", "bad letter 5")
    add(b + "coordinate-1e308.oche.json", board(lambda d: d["cells"][1].update(x=1e308)), "refused", "too far out")
    add(b + "coordinate-1e999.oche.json",
        json.dumps(board(lambda d: d["cells"][1].update(y=4242)), indent=1).replace("4242", "1e999"), "refused",
        "1e999")
    add(b + "coordinate-text.oche.json", board(lambda d: d["cells"][1].update(x="12")), "refused",
        "x is not a number")
    add(b + "coordinate-400-digits.oche.json", board(lambda d: d["cells"][1].update(x=10 ** 400)), "refused",
        "x is not a number")
    add(b + "coordinate-bool.oche.json", board(lambda d: d["cells"][1].update(y=True)), "refused",
        "y is not a number")
    add(b + "integer-5000-digits.oche.json", good.replace('"y": 240', '"y": ' + "7" * 5000), "refused",
        "cells[2].y: the number")
    add(b + "arrow-unknown-cell.oche.json", board(lambda d: d["arrows"][2].update(to="nowhere")), "refused",
        "unknown cell 'nowhere'", editor="draft")
    add(b + "arrow-to-itself.oche.json", board(lambda d: d["arrows"][3].update(to="a")), "refused",
        "from a cell to itself", editor="draft")
    add(b + "arrow-colour-unknown.oche.json", board(lambda d: d["arrows"][0].update(color="ultraviolet")),
        "refused", "ultraviolet", editor="draft")
    add(b + "arrow-colour-number.oche.json", board(lambda d: d["arrows"][0].update(color=3)), "refused",
        "unknown colour 3")
    add(b + "arrow-black-with-letter.oche.json", board(lambda d: d["arrows"][0].update(color="black")), "refused",
        "black arrows carry no letter", editor="draft")
    add(b + "arrows-not-list.oche.json", board(lambda d: d.update(arrows={"0": d["arrows"][0]})), "refused",
        "arrows are not a list")
    add(b + "arrow-not-object.oche.json", board(lambda d: d["arrows"].append("s->w")), "refused", "arrow 4")
    add(b + "arrow-end-number.oche.json", board(lambda d: d["arrows"][0].update({"from": 0})), "refused",
        "arrow 0")
    add(b + "no-start.oche.json", board(lambda d: d["cells"][0].pop("start")), "refused", "start cell",
        editor="draft")
    add(b + "two-starts.oche.json", board(lambda d: d["cells"][1].update(start=True)), "refused", "2 start cells",
        editor="draft")
    add(b + "start-text.oche.json", board(lambda d: d["cells"][1].update(start="yes")), "refused",
        "'start' must be true or false")
    add(b + "no-cells.oche.json", {"format": "oche-board/1", "name": "nothing", "cells": [], "arrows": []},
        "refused", "no cells", editor="draft")
    add(b + "600-cells.oche.json",
        {"format": "oche-board/1", "cells": [{"id": str(i)} for i in range(600)], "arrows": []}, "refused",
        "too large")
    add(b + "name-number.oche.json", board(lambda d: d.update(name=12)), "refused", "name is not text")
    add(b + "description-list.oche.json", board(lambda d: d.update(description=["a"])), "refused",
        "description is not text")
    add(b + "human-x.oche.json", board(lambda d: d.update(human="X")), "refused", "human",
        why="the person plays P or O; anything else was taken as P in silence")
    add(b + "title-object.oche.json", board(lambda d: d.update(title={"en": "x"})), "refused", "title")
    add(b + "nesting-600.oche.json", good.rstrip().rstrip("}") + ', "deep": ' + nested(600) + "}\n", "refused",
        "nests")
    add(b + "duplicate-key.oche.json", good.replace('"id": "a"', '"id": "a", "id": "w"'), "refused",
        "'id' appears twice")
    add(b + "surrogate-in-name.oche.json", json.dumps(board(lambda d: d.update(name="x\udc80y")), indent=1),
        "refused", "Unicode")
    add(b + "nan-token.oche.json", good.replace('"x": 120', '"x": NaN', 1), "refused", "NaN")
    add(b + "json-null.oche.json", "null", "refused", "not a board")


# --- Othello transcripts, positions, quantum records ---------------------------------------------
def make_transcripts() -> None:
    t = "transcripts/"
    add(t + "full-game.txt", OTHELLO_GAME + "\n", "accepted")
    add(t + "opening.txt", "f5d6c3d3c4\n", "accepted")
    add(t + "spaced-upper.txt", "F5 D6\nC3  D3\r\nC4\n", "accepted")
    add(t + "with-a-pass.txt", "d3c3e6d2d1e1b2c1d6c7f3c5b3b4a1e3a5g2a3g3e2c6f4f6g4c8b7h2c4g1g7a6g5g6h5h4f7e7a2b6a7f8a4h6g8e8c2\n"
        "f2d7d8h7f1h1a8b1b8f5h8h3b5\n", "accepted", why="White passes after move 8: passes are left out")
    add(t + "empty.txt", "", "refused", "empty", cli="accepted", why="the command line's empty record is the start")
    add(t + "whitespace.txt", "  \n\t \n", "refused", "empty", cli="accepted")
    add(t + "odd-length.txt", "f5d6c\n", "refused", "two-character squares")
    add(t + "illegal-at-4.txt", "f5d6c3a1\n", "refused", "move 4")
    add(t + "illegal-first.txt", "a1\n", "refused", "move 1")
    add(t + "after-the-end.txt", OTHELLO_GAME + "a1", "refused", "move 61")
    add(t + "non-letters.txt", "f5d6!!\n", "refused", "move 3")
    add(t + "unicode-digits.txt", "f\u0665d\u0666\n", "refused", "move 1")
    add(t + "fullwidth.txt", "\uff46\uff15\n", "refused", "move 1")
    add(t + "pass-written.txt", "f5d6pa\n", "refused", "move 3")
    add(t + "nul-bytes.txt", b"f5\x00d6\n", "refused", "two-character squares")
    add(t + "binary.txt", random.Random(3).randbytes(300), "refused", "",
        why="not UTF-8: the app says it is not a text file; as text, it is not a transcript")
    add(t + "utf16.txt", "f5d6c3".encode("utf-16"), "refused", "")
    add(t + "long.txt", "f5" * 3000, "refused", "move 2")
    add(t + "dotted-capital-i.txt", "\u0130\u0130f5\n", "refused", "move 1",
        why="'İ'.lower() is two characters: numbering must not shift")


def make_positions() -> None:
    p = "positions/"
    add(p + "ffo-1.txt", ENDGAME + "\n", "accepted")
    add(p + "full-board.txt", "X" * 40 + "O" * 24 + " O\n", "accepted")
    add(p + "lowercase-dots.txt", ENDGAME.replace("-", ".").lower() + "\n", "accepted")
    add(p + "obf-extra-fields.txt", ENDGAME + "; g8:+18; b1:+12;\n", "accepted")
    add(p + "start.txt", "-" * 27 + "OX------XO" + "-" * 27 + " X\n", "refused", "empty squares",
        rules="accepted", why="60 empty squares: a legal start, but an exact solve would never end")
    add(p + "no-discs.txt", "-" * 64 + " X\n", "refused", "at least one disc")
    add(p + "63-chars.txt", ENDGAME[1:] + "\n", "refused", "64 characters")
    add(p + "bad-char.txt", ENDGAME.replace("O", "0", 1) + "\n", "refused", "'0'")
    add(p + "no-side.txt", ENDGAME[:64] + "\n", "refused", "side to move")
    add(p + "side-z.txt", ENDGAME[:64] + " Z\n", "refused", "side to move")
    add(p + "fullwidth-x.txt", ENDGAME.replace("X", "\uff38") + "\n", "refused", "")
    add(p + "empty.txt", "", "refused", "")
    add(p + "binary.txt", random.Random(4).randbytes(130), "refused", "")


def record_text(game_id: str, moves: list[str], options: str | None = None, **game_options: Any) -> str:
    """A record as Export writes it, its Options tag replaced by ``options`` (any text)."""
    from rules import record
    game = get_game(game_id, **game_options)
    text = record.dumps(game.replay(moves))
    if options is None:
        return text
    tag = '[Options "' + options.replace("\\", "\\\\").replace('"', '\\"') + '"]'
    lines = [line for line in text.splitlines() if not line.startswith("[Options ")]
    return "\n".join(lines[:1] + [tag] + lines[1:]) + "\n"


def make_records() -> None:
    r = "records/"
    add(r + "checkers-valid.txt", record_text("programmers_checkers", CHECKERS_MOVES), "accepted")
    advanced = random_moves("programmers_checkers", 5, 1)  # the set-ups: the same with any deck
    add(r + "checkers-advanced-deck.txt", record_text("programmers_checkers", advanced, deck="advanced"), "accepted")
    add(r + "wildcats-valid.txt", record_text("wildcats", WILDCATS_MOVES), "accepted")
    add(r + "quantum-valid.txt", record_text("quantum_ttt", QUANTUM_GAME[:5]), "accepted")
    add(r + "checkers-options-start-number.txt", record_text("programmers_checkers", advanced, '{"start": 5}'),
        "refused", "options: start must be a position text", why="was an AttributeError traceback at Paste")
    add(r + "checkers-options-move-limit-true.txt",
        record_text("programmers_checkers", advanced, '{"move_limit": true}'), "refused", "move_limit")
    add(r + "checkers-options-take-most-text.txt",
        record_text("programmers_checkers", advanced, '{"take_most": "yes"}'), "refused", "take_most")
    add(r + "checkers-options-deck-list.txt", record_text("programmers_checkers", advanced, '{"deck": []}'),
        "refused", "deck")
    add(r + "checkers-options-not-json.txt", record_text("programmers_checkers", advanced, "{start: 5}"),
        "refused", "the Options tag is not JSON")
    add(r + "checkers-options-list.txt", record_text("programmers_checkers", advanced, "[5]"), "refused",
        "JSON object")
    add(r + "checkers-options-unknown.txt", record_text("programmers_checkers", advanced, '{"size": 8}'),
        "refused", "unknown option")
    add(r + "checkers-options-nan.txt", record_text("programmers_checkers", advanced, '{"move_limit": NaN}'),
        "refused", "NaN")
    add(r + "checkers-options-deep.txt", record_text("programmers_checkers", advanced, "[" * 5000), "refused",
        "nests", why="a RecursionError where JSON is parsed without care")
    add(r + "wildcats-options-start-number.txt", record_text("wildcats", WILDCATS_MOVES, '{"start": 5}'),
        "refused", "start")


def make_options() -> None:
    o = "options/"
    add(o + "programmers_checkers.valid.json", '{"move_limit": 40, "take_most": true}', "accepted")
    add(o + "programmers_checkers.defaults.json", "{}", "accepted")
    add(o + "programmers_checkers.start-number.json", '{"start": 5}', "refused", "start must be a position text",
        why="was an AttributeError traceback, and the Checkers tab could never be opened again")
    add(o + "programmers_checkers.start-operator.json", '{"start": "W:W22/1:B1/1:NAND"}', "refused",
        "not in the deck")
    add(o + "programmers_checkers.move-limit-text.json", '{"move_limit": "80"}', "refused", "move_limit")
    add(o + "programmers_checkers.move-limit-float.json", '{"move_limit": 80.0}', "refused", "move_limit")
    add(o + "programmers_checkers.crown-null.json", '{"crown_bit_choice": null}', "refused", "crown_bit_choice")
    add(o + "programmers_checkers.deck-text.json", '{"deck": "expert"}', "refused", "deck")
    add(o + "programmers_checkers.brackets.json", "[" * 5000, "refused", "",
        why="a RecursionError before; where it cannot be one option, it is one bad value")
    add(o + "programmers_checkers.duplicate-key.json", '{"start": null, "start": 5}', "refused", "start")
    add(o + "wildcats.valid.json", '{"start": "...../..X../..O../...../....."}', "accepted")
    add(o + "wildcats.start-number.json", '{"start": 5}', "refused", "start must be a position text")
    add(o + "othello.valid.json", json.dumps({"start": ENDGAME}), "accepted")
    add(o + "othello.start-empty.json", '{"start": ""}', "refused", "start:")
    add(o + "oche.announce-text.json", '{"announce": "yes"}', "refused", "announce")
    add(o + "oche.board-list.json", '{"board": []}', "refused", "board")
    add(o + "quantum_ttt.unknown.json", '{"size": 3}', "refused", "unknown option")


def make_quantum() -> None:
    q = "quantum/"
    add(q + "full-game.txt", " ".join(QUANTUM_GAME) + "\n", "accepted")
    add(q + "compact.txt", "15 26 37\n", "accepted")
    add(q + "lowercase.txt", "x1:1-5 o2:2-6\n", "accepted")
    add(q + "empty.txt", "", "accepted", why="the empty board")
    add(q + "superscript.txt", "1\u00b2\n", "refused", "move 1", why="'²'.isdigit() is true")
    add(q + "same-square.txt", "X1:1-1\n", "refused", "two different squares")
    add(q + "huge-number.txt", "X1:1-" + "9" * 5000 + "\n", "refused", "move 1")
    add(q + "huge-compact.txt", "9" * 5000 + "\n", "refused", "move 1")
    add(q + "arabic-digit.txt", "\u0663\n", "refused", "move 1")
    add(q + "arabic-move-number.txt", "X\u0661:1-2\n", "refused", "move 1")
    add(q + "square-0.txt", "10\n", "refused", "move 1")
    add(q + "negative.txt", "-5\n", "refused", "move 1")
    add(q + "measure-too-early.txt", "m5\n", "refused", "move 1")
    add(q + "wrong-owner.txt", "O1:1-2\n", "refused", "move 1")
    add(q + "after-the-end.txt", " ".join(QUANTUM_GAME) + " O2:1-2\n", "refused", "move 12")
    add(q + "nul.txt", b"X1:1-2\x00\n", "refused", "move 1")
    add(q + "long.txt", "X1:1-2 " * 600, "refused", "move 2")


def make_arguments() -> None:
    """Command lines of ``python -m rules``, one argument a line (an empty line is an empty
    argument): every number must be ASCII digits within a sane range, refused in one line."""
    a = "arguments/"
    checkers = ["analyse", "programmers_checkers", "--position", "W:W22/1:B18/1:OR"]

    def line(name: str, argv: list[str], expect: str, match: str | None = None, **extra: Any) -> None:
        add(a + name + ".args", "".join(arg + "\n" for arg in argv), expect, match, **extra)

    line("perft-othello-3", ["perft", "othello", "3"], "accepted")
    line("random-wildcats", ["random", "wildcats", "--games", "3", "--seed", "7"], "accepted")
    line("checkers-seconds-nan", checkers + ["--seconds", "nan"], "refused", "'nan' is not a number",
         why="float('nan') never ran out: the analysis never stopped")
    line("checkers-seconds-inf", checkers + ["--seconds", "inf"], "refused", "'inf' is not a number")
    line("checkers-seconds-exponent", checkers + ["--seconds", "1e999"], "refused", "'1e999' is not a number")
    line("checkers-next-empty", checkers + ["--next", ""], "refused", "argument --next: an empty value")
    line("checkers-move-times-negative", ["bench", "programmers_checkers", "--move-times", "-1"], "refused",
         "-1 is out of range", why="a negative count of games ended in a StatisticsError traceback")
    line("checkers-perft-negative", ["perft", "programmers_checkers", "-1"], "refused", "-1 is out of range")
    line("checkers-perft-arabic-digit", ["perft", "programmers_checkers", "\u0663"], "refused",
         "is not a whole number written with the digits 0-9", why="int('٣') is 3")
    line("wildcats-perft-fullwidth", ["perft", "wildcats", "\uff13"], "refused", "is not a whole number")
    line("othello-perft-superscript", ["perft", "othello", "\u00b2"], "refused", "is not a whole number")
    line("othello-perft-underscore", ["perft", "othello", "1_0"], "refused", "is not a whole number")
    line("checkers-op-empty", ["perft", "programmers_checkers", "2", "--op", ""], "refused",
         "argument --op: an empty value", why="an empty operator was taken as OR")
    line("wildcats-level-99", ["match", "wildcats", "--a", "L99"], "refused", "its levels are L1, L2, L3",
         why="a level past the strongest played the strongest")
    line("quantum-level-7", ["match", "quantum_ttt", "--a", "L7", "--b", "L1"], "refused", "has no level 'L7'")
    line("wildcats-depth-huge", ["solve", "wildcats", "...../...../...../...../.....", "--depth", "99999999"],
         "refused", "99999999 is out of range: 1 to 4")
    line("wildcats-perft-10-26", ["perft", "wildcats", "1" + "0" * 26], "refused", "is out of range: 0 to 4")
    line("othello-perft-99", ["perft", "othello", "99"], "refused", "99 is out of range: 0 to 13")
    line("oche-perft-5000-digits", ["perft", "oche", "9" * 5000], "refused", "(5,000 characters) is out of range")
    line("save-in-proc-self", ["match", "programmers_checkers", "--a", "L1", "--b", "L1", "--games", "1",
                               "--save", "/proc/self"], "refused", "cannot write files in '/proc/self'",
         why="a FileNotFoundError traceback after the first game")
    line("othello-ffo-backwards", ["bench", "othello", "--ffo", "50-41"], "refused", "larger than the second")
    line("oche-seconds-negative", ["solve", "oche", "--seconds", "-5"], "refused", "-5 s is out of range")


# The designer words its problems for people (and translates them): what its message must say.
EDITOR_WORDS = {
    'boards/arrow-black-with-letter.oche.json': 'Arrow 0 is black but has a letter',
    'boards/arrow-end-number.oche.json': "Arrow 0 has no text 'from' cell id",
    'boards/arrow-not-object.oche.json': 'Arrow 4 is not a JSON object',
    'boards/arrow-to-itself.oche.json': 'Arrow 3 goes from cell “a” to itself',
    'boards/arrow-unknown-cell.oche.json': 'a cell that does not exist (“nowhere”)',
    'boards/cell-id-empty.oche.json': 'A cell has no name',
    'boards/cell-id-number.oche.json': 'Cell 1 has no text id',
    'boards/cell-ids-twice.oche.json': 'The name “a” is used by 2 cells',
    'boards/cell-letter-newline.oche.json': 'Cell “s” has the letter “x',
    'boards/cells-numbers.oche.json': 'Cell 0 is not a JSON object',
    'boards/letter-accented.oche.json': 'has the letter “é”',
    'boards/letter-newline.oche.json': 'Arrow 0 has the letter “x',
    'boards/letter-two.oche.json': 'Arrow 1 has the letter “xy”',
    'boards/letter-upper.oche.json': 'Cell “s” has the letter “X”',
}


def main() -> None:
    for kind in KINDS:
        shutil.rmtree(HERE / kind, ignore_errors=True)
    make_saves()
    make_boards()
    make_transcripts()
    make_positions()
    make_quantum()
    make_records()
    make_options()
    make_arguments()
    for name, words in EDITOR_WORDS.items():
        entries[name]["editor_match"] = words
    MANIFEST.write_text(json.dumps(dict(sorted(entries.items())), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    counts = {kind: sum(name.startswith(kind + "/") for name in entries) for kind in KINDS}
    print(json.dumps({"files": len(entries), **counts}))


if __name__ == "__main__":
    main()
