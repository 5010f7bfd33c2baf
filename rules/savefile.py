"""The save format shared by every game: id, options, format version and the move list.

Saving the moves rather than the position keeps saves small, lets undo and the move list
work after loading, and makes every load a replay through the rules, so a tampered or
corrupt file cannot produce an impossible position: it fails with a message instead.
"""
from __future__ import annotations

import json
from typing import Any

from rules import jsonfile
from rules.errors import IllegalMoveError, SaveFormatError
from rules.protocol import State
from rules.registry import game_ids, get_game

FORMAT = "ludoteca-save"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
"""A save's largest size (the app reads saves with this limit too: :mod:`desktop.saves`)."""
MAX_MOVES = 1_000_000
"""Longer move lists are refused, against hostile files (the size limit usually binds first:
4 MiB hold about 450,000 short moves). Games cost time and memory linear in their length
(states share their history, :mod:`rules.history`), so there is no smaller cap."""


def check_limits(moves: int, size: int) -> None:
    """The limits every save keeps, for the writer and the reader alike, so that whatever is
    written can be read back: ``moves`` moves, ``size`` characters (the reader counts the text
    before it decodes it, the writer the UTF-8 bytes it will write). Raises
    :class:`SaveFormatError` naming the limit."""
    if size > MAX_BYTES:
        raise SaveFormatError(f"the save is larger than {MAX_BYTES // 1024 // 1024} MiB, more than a Ludoteca "
                              "save holds")
    if moves > MAX_MOVES:
        raise SaveFormatError(f"the move list has {moves:,} moves; a save holds at most {MAX_MOVES:,}")


def dumps(state: State[Any], extra: dict[str, Any] | None = None) -> str:
    """The save file's text. ``extra`` holds the desktop's own data (players, levels). Raises
    :class:`SaveFormatError` for a save :func:`loads` would refuse (too many moves, too
    large, text that is not Unicode, nested too deeply): the app never writes a file it
    cannot open."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "options": state.game.options,
        "moves": [str(m) for m in state.history],
    }
    if extra:
        data["extra"] = extra
    check_limits(len(data["moves"]), 0)  # before the text of 6,000 moves is made
    jsonfile.check(data)
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    check_limits(0, len(text.encode("utf-8")))
    return text


def loads(text: str | bytes) -> tuple[State[Any], dict[str, Any]]:
    """Read a save: the replayed state and the ``extra`` data. Raises :class:`SaveFormatError`."""
    check_limits(0, len(text))
    data = jsonfile.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFormatError("the file is not a Ludoteca save")
    version = data.get("version")
    if type(version) is not int or version > VERSION or version < 1:
        raise SaveFormatError(f"save format version {json.dumps(version)[:20]} is not supported "
                              f"(this version reads {VERSION})")
    game_id = data.get("game")
    if game_id not in game_ids():
        raise SaveFormatError(f"unknown game {json.dumps(game_id)[:40]}")
    options = jsonfile.field(data, "options", dict, "", {})
    moves = jsonfile.field(data, "moves", list, "")
    if not all(isinstance(m, str) for m in moves):
        raise SaveFormatError("the move list is malformed: every move is text such as \"f5\"")
    check_limits(len(moves), 0)
    try:
        game = get_game(game_id, **options)
    except (TypeError, ValueError) as exc:
        raise SaveFormatError(f"options: {exc}") from None
    try:
        state = game.replay(moves)
    except IllegalMoveError as exc:
        raise SaveFormatError(f"the move list cannot be replayed: {exc}") from None
    extra = jsonfile.field(data, "extra", dict, "", {})
    return state, extra
