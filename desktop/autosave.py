"""Every game in progress is kept after each move, so a crash or a kill loses nothing.

The copy lives in the app's data folder (``autosave/<game>.ludoteca.json``, written
atomically like any save). It is forgotten when the game ends, when the person discards it,
and when the app closes normally (the person was asked about unsaved work then); what is left
at the next start is a game a crash interrupted, and the home page offers to continue it.
Runs without a person (``--screenshot``, ``--smoke``) never write one.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from desktop import messages
from rules import textfile

SUFFIX = ".ludoteca.json"


def folder() -> Path:
    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    return base / "autosave"


def path(game_id: str) -> Path:
    return folder() / f"{game_id}{SUFFIX}"


def keep(game_id: str, text: str) -> bool:
    """Write the game's copy; False (and nothing else) if it cannot be written: the game goes
    on, and the person's own saves still work."""
    if not messages.interactive():
        return False
    try:
        folder().mkdir(parents=True, exist_ok=True)
        textfile.write_atomic(path(game_id), text)
    except (OSError, textfile.FileRefused):
        return False
    return True


def forget(game_id: str) -> None:
    if not messages.interactive():
        return
    try:
        path(game_id).unlink(missing_ok=True)
    except OSError:
        pass


def waiting() -> dict[str, Path]:
    """The games a crash left behind, by game id (none for a run without a person)."""
    if not messages.interactive():
        return {}
    try:
        return {p.name[: -len(SUFFIX)]: p for p in sorted(folder().glob(f"*{SUFFIX}")) if p.is_file()}
    except OSError:
        return {}


def extra_of(text_extra: dict[str, Any]) -> tuple[str | None, bool]:
    """(the person's own file, whether it had unsaved moves) from an autosave's extra data."""
    info = text_extra.get("autosave")
    if not isinstance(info, dict):
        return None, True
    file = info.get("file")
    return (file if isinstance(file, str) else None), info.get("modified") is not False
