"""The analysis of a whole board, run in the computer player's worker process (no Qt here).

A custom board can have many reduced positions; solving it on the GUI thread would freeze
the editor, so :func:`analyse` is the ``task`` of a :class:`~desktop.ai_runner.ComputerRunner`.
It answers with plain JSON: the winner, the plies, the size of the search, and an optimal
line as steps the editor can replay on its canvas (who moved, the move, the token's cell).
"""
from __future__ import annotations

import json

from desktop import ai_worker
from rules.oche.game import OcheGame
from rules.oche.moves import Cross, Reset

O_LINE_TURNS = 24
"""When O wins the game never ends; this many turns of O's best play show how it escapes."""


def analyse(board_json: str, _level: int, request: int) -> tuple[int, str]:
    """``(request, JSON)`` with ``winner``, ``plies``, ``states``, the ``start`` cell and the
    ``steps``; each step has the seat that moved, the move, the token's cell after it, the
    arrow crossed (or None), the letters' values and the activated predicates."""
    game = OcheGame(board=json.loads(board_json))
    state = game.new_initial_state()
    start = state.token_cell()
    result = game.solve(state, ai_worker.stop_flag(request))
    line = game.principal_line(state, 200 if result.winner == "P" else O_LINE_TURNS)
    steps = []
    for move in line:
        seat = state.seat_name()
        arrow = move.arrow if isinstance(move, Cross) else None
        state.play(move)
        steps.append({"seat": seat, "move": str(move), "cell": state.token_cell(), "arrow": arrow,
                      "reset": isinstance(move, Reset),
                      "values": {k: v for k, v in state.letter_values().items() if v is not None},
                      "activated": [str(p) for p in state.activated_predicates()]})
    return request, json.dumps({"winner": result.winner, "plies": result.plies,
                                "states": result.states, "start": start, "steps": steps})
