"""Finds a game's rules by its id, importing the module only when it is asked for."""
from __future__ import annotations

import importlib
from typing import Any

from rules.protocol import Game

_GAMES: dict[str, str] = {
    "othello": "rules.othello.game:OthelloGame",
    "quantum_ttt": "rules.quantum_ttt.game:QuantumGame",
    "oche": "rules.oche.game:OcheGame",
    "wildcats": "rules.wildcats.game:WildCatsGame",
    "programmers_checkers": "rules.programmers_checkers.game:CheckersGame",
}


def register(game_id: str, target: str) -> None:
    """Add a game as ``"package.module:ClassName"`` (used by tests of the protocol)."""
    _GAMES[game_id] = target


def game_ids() -> list[str]:
    return list(_GAMES)


def _target(game_id: str) -> str:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}") from None


def game_package(game_id: str) -> str:
    """The package that holds the game's rules (``rules.wildcats``), without importing it."""
    return _target(game_id).split(":")[0].rpartition(".")[0]


def game_class(game_id: str) -> type[Game[Any, Any]]:
    module_name, class_name = _target(game_id).split(":")
    cls: type[Game[Any, Any]] = getattr(importlib.import_module(module_name), class_name)
    return cls


def get_game(game_id: str, **options: Any) -> Game[Any, Any]:
    return game_class(game_id)(**options)
