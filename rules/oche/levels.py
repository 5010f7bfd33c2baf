"""The thirteen built-in levels, read from ``resources/oche/levels/NN.oche.json``.

Levels are data, not code, so that they can be opened and edited in the board editor; the
extra keys (``title``, ``description``, ``human``, ``solution_plies``, ``formula``) are kept
by the file format like any unknown key.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, cast

from rules.errors import RulesError
from rules.oche.board import BoardFileError
from rules.oche.boardfile import board_from_dict

LEVEL_COUNT = 13
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII")


def resources_dir() -> Path:
    """The repository's ``resources`` folder, or PyInstaller's unpacked copy when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def level_path(number: int) -> Path:
    if not 1 <= number <= LEVEL_COUNT:  # a RulesError: the command line's --level says it in words
        raise RulesError(f"there are levels 1 to {LEVEL_COUNT}, not {number}")
    return resources_dir() / "oche" / "levels" / f"{number:02d}.oche.json"


def level_dict(number: int) -> dict[str, Any]:
    """The level's JSON object, checked to be a playable board."""
    path = level_path(number)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BoardFileError([f"level {number} cannot be read ({exc})"]) from None
    board_from_dict(data)
    return cast(dict[str, Any], data)  # board_from_dict refuses anything but a JSON object


def level_info(number: int) -> dict[str, Any]:
    """What a level chooser shows: number, roman numeral, title, description, human seat."""
    data = level_dict(number)
    return {"number": number, "roman": ROMAN[number - 1], "title": data.get("title", ""),
            "description": data.get("description", ""), "human": data.get("human", "P"),
            "solution_plies": data.get("solution_plies")}
