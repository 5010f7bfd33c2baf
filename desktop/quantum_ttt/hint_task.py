"""The hint, computed in the computer's worker process (no Qt here).

The shared worker task only returns a move; a quantum tic-tac-toe hint also tells the value
the move guarantees, so this task returns both as one text: ``"X5:1-7 1/2"``.
"""
from __future__ import annotations

from typing import Any

from desktop.ai_worker import stop_flag
from rules.quantum_ttt import players


def solve_hint(view: Any, _level: int, request: int) -> tuple[int, str]:
    """``(request, "MOVE VALUE")``: the solver's move and the exact value (X minus O)."""
    value, move = players.solve(view, stop_flag(request))
    return request, f"{move} {value}"


def parse_hint(text: str) -> tuple[str, str]:
    """``(move text, value text)`` from :func:`solve_hint`'s answer."""
    move, _, value = text.rpartition(" ")
    return move, value
