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
MAX_MOVES = 5000
"""Longer move lists are refused: an Othello or quantum game ends in well under a hundred
moves and an Oche game between people in a few hundred, while 4 MiB of Oche moves (half a
million) would take the app hours and gigabytes to rebuild its history (its undo history keeps
each position with its own copy of the moves before it)."""


def dumps(state: State[Any], extra: dict[str, Any] | None = None) -> str:
    """The save file's text. ``extra`` holds the desktop's own data (players, levels)."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": state.game.id,
        "options": state.game.options,
        "moves": [str(m) for m in state.history],
    }
    if extra:
        data["extra"] = extra
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def loads(text: str | bytes) -> tuple[State[Any], dict[str, Any]]:
    """Read a save: the replayed state and the ``extra`` data. Raises :class:`SaveFormatError`."""
    if len(text) > MAX_BYTES:
        raise SaveFormatError(f"the file is larger than {MAX_BYTES // 1024 // 1024} MiB; not a Ludoteca save")
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
    if len(moves) > MAX_MOVES:
        raise SaveFormatError(f"the move list has {len(moves):,} moves; a save holds at most {MAX_MOVES:,}")
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
