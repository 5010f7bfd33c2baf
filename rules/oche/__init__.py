"""Oche (*Formule Sacre Oche*): board files, rules, the exact solver and the levels.

Public API for the desktop and the board editor:

* :mod:`rules.oche.board` - :class:`Board`, :class:`Cell`, :class:`Arrow`, :func:`validate`
  (a list of :class:`Problem` with the culprit cell ids and arrow indexes), :data:`COLOURS`;
* :mod:`rules.oche.boardfile` - :func:`load`, :func:`save`, :func:`loads`, :func:`dumps`,
  :func:`from_dict` (lenient, for the editor), :func:`to_dict`, :class:`BoardFileError`;
* :class:`OcheGame` (``OcheGame(board=dict)``, :meth:`OcheGame.from_level`,
  :meth:`OcheGame.from_file`, :meth:`OcheGame.solve`, :meth:`OcheGame.judge`,
  :meth:`OcheGame.principal_line`, :meth:`OcheGame.move_values`) and :class:`OcheState`
  (``letter_values``, ``activated_predicates``, ``open_arrows``, ``numbers_in_play``,
  ``fresh_number``, ``token_cell``, ``seat_name``, ``phase``);
* :mod:`rules.oche.levels` - :func:`level_info`, :func:`level_dict`, ``LEVEL_COUNT``.
"""
from __future__ import annotations

from rules.oche.board import COLOURS, Arrow, Board, BoardFileError, Cell, Problem, validate
from rules.oche.game import OcheGame
from rules.oche.moves import RESET, RESIGN, ChooseNumber, Cross, OcheMove, Reset, Resign
from rules.oche.solver import SolveResult, Solver
from rules.oche.state import O, P, OcheState, Predicate

__all__ = ["COLOURS", "Arrow", "Board", "Cell", "Problem", "validate", "BoardFileError", "OcheGame",
           "OcheState", "Predicate", "ChooseNumber", "Cross", "Reset", "Resign", "RESET", "RESIGN",
           "OcheMove", "SolveResult", "Solver", "P", "O", "cli_commands"]


def cli_commands():  # type: ignore[no-untyped-def]
    """``solve``, ``line`` and ``bench`` for ``python -m rules COMMAND oche ...``."""
    from rules.oche import commands
    return commands.COMMANDS
