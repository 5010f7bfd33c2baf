"""The ``oche-board/1`` JSON format: load, save (unknown keys kept) and readable errors.

A board file may come from anyone (a downloaded level, a hand edit, a half-written file), so
reading never crashes: every problem found is collected and reported at once in a
:class:`BoardFileError`, whose ``problems`` carry the culprit cell ids and arrow indexes.
Keys this version does not know are kept on every object and written back, so a newer
editor's data (or a level's title and solution length) survives a round trip.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from rules import jsonfile, textfile
from rules.errors import SaveFormatError
from rules.oche.board import (BLACK, MAX_ARROWS, MAX_BYTES, MAX_CELLS, MAX_COORD, Arrow, Board, BoardFileError, Cell, Problem,
                              validate)

FORMAT = "oche-board/1"
SUFFIX = ".oche.json"
_CELL_KEYS = ("id", "letter", "start", "x", "y")
_ARROW_KEYS = ("from", "to", "color", "letter")
_BOARD_KEYS = ("format", "name", "description", "cells", "arrows")


def _number(value: Any) -> bool:
    """A finite JSON number that fits a float (a 400-digit integer does not)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:
        return False


def from_dict(data: Any) -> tuple[Board, list[Problem]]:
    """Read a decoded file into a :class:`Board` as far as possible, with the shape problems.

    The board is usable by an editor even when problems are returned (wrong values are
    replaced by defaults); :func:`board_from_dict` is the strict version for playing.
    """
    problems: list[Problem] = []
    if not isinstance(data, dict):
        return Board(), [Problem("the file is not a board: its top level is not a JSON object")]
    if data.get("format") != FORMAT:
        problems.append(Problem(f"the format is {data.get('format')!r}, not {FORMAT!r}"))
    board = Board(extra={k: v for k, v in data.items() if k not in _BOARD_KEYS})
    for key in ("name", "description"):
        value = data.get(key, "")
        if isinstance(value, str):
            setattr(board, key, value)
        else:
            problems.append(Problem(f"the board's {key} is not text"))
    # A level's keys that the game reads (kept in ``extra``, as every key this module does not own).
    if not isinstance(data.get("title", ""), str):
        problems.append(Problem("the board's title is not text"))
    if data.get("human", "P") not in ("P", "O"):
        problems.append(Problem(f"the board's human side is {json.dumps(data.get('human'))[:20]}, "
                                "not \"P\" or \"O\""))
    cells, arrows = data.get("cells"), data.get("arrows", [])
    if not isinstance(cells, list):
        problems.append(Problem("the board has no list of cells"))
        cells = []
    if not isinstance(arrows, list):
        problems.append(Problem("the board's arrows are not a list"))
        arrows = []
    if len(cells) > MAX_CELLS or len(arrows) > MAX_ARROWS:
        problems.append(Problem(f"the board is too large ({len(cells)} cells, {len(arrows)} arrows; "
                                f"at most {MAX_CELLS} cells and {MAX_ARROWS} arrows)"))
        return board, problems
    for i, raw in enumerate(cells):
        if not isinstance(raw, dict):
            problems.append(Problem(f"cell {i} is not a JSON object"))
            continue
        cell_id = raw.get("id")
        if not isinstance(cell_id, str):
            problems.append(Problem(f"cell {i} has no text id"))
            cell_id = f"#{i}"
        cell = Cell(cell_id, extra={k: v for k, v in raw.items() if k not in _CELL_KEYS})
        letter = raw.get("letter")
        if letter is not None and not isinstance(letter, str):
            problems.append(Problem(f"cell {cell_id!r} has the bad letter {letter!r} (a letter is one of a to z)",
                                    (cell_id,)))
        else:
            cell.letter = letter or None
        start = raw.get("start", False)
        if not isinstance(start, bool):
            problems.append(Problem(f"cell {cell_id!r}: 'start' must be true or false", (cell_id,)))
        else:
            cell.start = start
        for key in ("x", "y"):
            value = raw.get(key, 0)
            if not _number(value):
                problems.append(Problem(f"cell {cell_id!r}: {key} is not a number", (cell_id,)))
            elif abs(float(value)) > MAX_COORD:  # kept at 0: such a cell cannot even be drawn
                problems.append(Problem(f"cell {cell_id!r}: {key} = {float(value):g} is too far out "
                                        f"(between -{MAX_COORD:g} and {MAX_COORD:g})", (cell_id,)))
            else:
                setattr(cell, key, float(value))
        board.cells.append(cell)
    for i, raw in enumerate(arrows):
        if not isinstance(raw, dict):
            problems.append(Problem(f"arrow {i} is not a JSON object", (), (i,)))
            raw = {}
        ends = []
        for key in ("from", "to"):
            value = raw.get(key)
            if not isinstance(value, str):
                problems.append(Problem(f"arrow {i} has no text {key!r} cell id", (), (i,)))
                value = ""
            ends.append(value)
        arrow = Arrow(ends[0], ends[1], extra={k: v for k, v in raw.items() if k not in _ARROW_KEYS})
        color = raw.get("color", BLACK)
        if not isinstance(color, str):
            problems.append(Problem(f"arrow {i} has the unknown colour {color!r}", (), (i,)))
        else:
            arrow.color = color
        letter = raw.get("letter")
        if letter is not None and not isinstance(letter, str):
            problems.append(Problem(f"arrow {i} has the bad letter {letter!r} (a letter is one of a to z)", (), (i,)))
        else:
            arrow.letter = letter or None
        board.arrows.append(arrow)
    return board, problems


def board_from_dict(data: Any) -> Board:
    """A playable board from decoded JSON; raises :class:`BoardFileError` listing every problem."""
    board, problems = from_dict(data)
    problems += [p for p in validate(board) if p not in problems]
    if problems:
        raise BoardFileError(problems)
    return board


def to_dict(board: Board) -> dict[str, Any]:
    """The file's JSON object; unknown keys come back where they were found."""
    cells = []
    for c in board.cells:
        d: dict[str, Any] = {"id": c.id}
        if c.letter:
            d["letter"] = c.letter
        if c.start:
            d["start"] = True
        d["x"], d["y"] = _plain(c.x), _plain(c.y)
        cells.append({**d, **c.extra})
    arrows = []
    for a in board.arrows:
        d = {"from": a.source, "to": a.target, "color": a.color}
        if a.letter:
            d["letter"] = a.letter
        arrows.append({**d, **a.extra})
    head: dict[str, Any] = {"format": FORMAT, "name": board.name, "description": board.description}
    return {**head, **board.extra, "cells": cells, "arrows": arrows}


def _plain(v: float) -> float | int:
    return int(v) if float(v).is_integer() else v


def loads(text: str | bytes) -> Board:
    """Parse and validate a board file's text; raises :class:`BoardFileError`."""
    if len(text) > MAX_BYTES:
        raise BoardFileError([Problem(f"the file is too large (more than {MAX_BYTES // 1024} KiB)")])
    try:
        data = jsonfile.loads(text)
    except SaveFormatError as exc:
        raise BoardFileError([Problem(str(exc))]) from None
    return board_from_dict(data)


def dumps(board: Board) -> str:
    return json.dumps(to_dict(board), indent=1, ensure_ascii=False) + "\n"


def load(path: str | Path) -> Board:
    """Read a board file; unreadable files give a :class:`BoardFileError` too."""
    try:
        data = textfile.read_bytes(path, MAX_BYTES)
    except textfile.FileRefused as exc:
        raise BoardFileError([Problem(str(exc))]) from None
    return loads(data)


def save(board: Board, path: str | Path) -> None:
    """Write ``board`` atomically (the caller validates first if it wants a playable file):
    a full disk or a crash leaves the old file as it was."""
    textfile.write_atomic(path, dumps(board))
