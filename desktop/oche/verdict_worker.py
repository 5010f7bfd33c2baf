"""The solver's verdict on a position, computed in the computer player's worker process.

Solving a large custom board can take seconds of pure Python, which would freeze the window
on the GUI thread. The query is the board's JSON and the move list (small to send); games are
kept per board text, so the rules' solver cache survives from one position to the next.
This module must not import Qt: it runs in the worker.
"""
from __future__ import annotations

import json
from typing import Any

from desktop import ai_worker
from rules.oche.game import OcheGame
from rules.protocol import Termination

_GAMES: dict[str, OcheGame] = {}


def _game(board_json: str) -> OcheGame:
    game = _GAMES.get(board_json)
    if game is None:
        if len(_GAMES) > 4:
            _GAMES.clear()
        game = _GAMES[board_json] = OcheGame(board=json.loads(board_json))
    return game


def query(state: Any) -> tuple[str, list[str]]:
    """What to send for ``state``: the board as canonical JSON and the moves as text."""
    return json.dumps(state.game.options["board"], sort_keys=True), [str(m) for m in state.history]


def judge(query_: tuple[str, list[str]], _level: int, request: int) -> tuple[int, str]:
    """``(request, JSON)`` with ``winner`` ("P"/"O"), ``plies`` (P's plies to win or null) and
    ``declared``: the outcome (as JSON) when the rules declare O the winner now (decision 9)."""
    board_json, moves = query_
    game = _game(board_json)
    state = game.replay(moves)
    result = game.solve(state, ai_worker.stop_flag(request))
    declared = game.declared_outcome(state)
    return request, json.dumps({
        "winner": result.winner, "plies": result.plies,
        "declared": declared.to_json() if declared is not None
        and declared.termination is Termination.NO_FORCED_WIN else None})
