"""Oche in the app: levels, custom boards, the solver's forecast; and its board designer."""
from __future__ import annotations

from types import ModuleType

from desktop.games import GameEntry, translate

ENTRY = GameEntry(
    "oche",
    title=lambda: translate("games", "Oche"),
    blurb=lambda: translate("games", "Formule Sacre Oche: one token, coloured arrows and numbers; P may "
                  "cross a coloured arrow only in a colour O has opened for the same number. "
                  "Thirteen levels, from a first step to the drinker's paradox."),
    source=lambda: translate("games", "Formule Sacre Oche, from an Italian sheet whose author is not known; "
                  "the thirteen levels are Ludoteca's own."),
    ui="desktop.oche.ui:OcheUI",
    tools=lambda window: _window().tools(window),
    card_extras=lambda window: _window().card_extras(window),
    file_suffix=".oche.json",
    check_file=lambda path: _window().check_board_file(path),
    open_file=lambda window, path: _window().open_board_file(window, path),
    add_arguments=lambda parser: _window().add_arguments(parser),
    apply_arguments=lambda window, args: _window().apply_arguments(window, args),
    open_tool=lambda window, key: _window().open_tool(window, key),
)


def _window() -> ModuleType:
    """Oche's parts of the main window, imported when first used."""
    from desktop.oche import window
    return window
