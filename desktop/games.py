"""The games the app shows: each game's package registers itself here, nothing here names one.

A game of the rules (:mod:`rules.registry`) is shown when the desktop has a package of the
same name, ``desktop/<game id>/``, whose ``ENTRY`` says its title, its blurb, where it comes
from, and its UI (:class:`~desktop.game_ui.GameUI`, imported only when the game is opened).
The packages' ``__init__`` hold only the entry, so the home page lists the games without
loading any of them. :func:`register` adds a game from elsewhere (the tests' toy game).
"""
from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.registry import game_ids

if TYPE_CHECKING:
    from desktop.game_ui import GameUI


def translate(context: str, text: str) -> str:
    """Qt's translation, imported when first asked: the entries are read before Qt is loaded
    (the command line's arguments); lupdate finds the texts of ``translate("games", ...)``."""
    from PySide6.QtCore import QCoreApplication
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class GameEntry:
    """A game as the window knows it before it is opened. The optional parts are what a game
    adds outside its page (Oche: a board designer in Tools and on its card, its board files,
    ``--editor``); each imports what it needs when called."""

    id: str
    title: Callable[[], str]
    blurb: Callable[[], str]
    source: Callable[[], str]
    """Where the game and its rule sheet come from (the About box)."""
    ui: str
    """``"module:Class"`` of the game's :class:`~desktop.game_ui.GameUI`."""
    tools: Callable[[Any], list[Any]] | None = None
    """(the main window) -> actions for the Tools menu."""
    card_extras: Callable[[Any], list[Any]] | None = None
    """(the main window) -> widgets beside Play and Rules on the game's home card."""
    file_suffix: str | None = None
    """The suffix of the game's own files, opened by ``ludoteca FILE`` (not saves)."""
    check_file: Callable[[str], None] | None = None
    """Raises (a ValueError or ``files.FileProblem``, with the reason) if the file cannot be opened."""
    open_file: Callable[[Any, str], bool] | None = None
    """(the main window, a path) -> whether the file was opened (a refusal is explained)."""
    add_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    apply_arguments: Callable[[Any, argparse.Namespace], bool] | None = None
    """(the main window, the arguments) -> False if what they asked for could not be done."""
    open_tool: Callable[[Any, str], Any] | None = None
    """(the main window, a tool tab's key) -> that tab, opened, if the key is one of the
    game's tools, else None (Open Recent reopens a file in the tool it was used in)."""

    def ui_class(self) -> type[GameUI]:
        module, name = self.ui.split(":")
        ui: type[GameUI] = getattr(importlib.import_module(module), name)
        return ui


_REGISTERED: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Show one more game (its rules must be registered in :mod:`rules.registry` too)."""
    _REGISTERED[entry.id] = entry


def unregister(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def entries() -> list[GameEntry]:
    """Every game shown, in the rules' order."""
    found = []
    for game_id in game_ids():
        found_entry = _REGISTERED.get(game_id) or _package_entry(game_id)
        if found_entry is not None:
            found.append(found_entry)
    return found


def _package_entry(game_id: str) -> GameEntry | None:
    try:
        package = importlib.import_module(f"desktop.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"desktop.{game_id}":
            raise  # the package is there but broken: say so
        return None
    found: GameEntry | None = getattr(package, "ENTRY", None)
    return found


def for_file(path: str) -> GameEntry | None:
    """The game whose own kind of file ``path`` is (by its suffix), or None (a save)."""
    return next((e for e in entries() if e.file_suffix and path.lower().endswith(e.file_suffix)), None)


def entry(game_id: str) -> GameEntry:
    for e in entries():
        if e.id == game_id:
            return e
    raise KeyError(game_id)
