"""Quantum tic-tac-toe (Allan Goff): spooky marks, entanglement, measurement, Goff scoring.

Modules: :mod:`.moves` (notation), :mod:`.entanglement` (the forest and its collapse),
:mod:`.scoring` (lines, 1 / ½), :mod:`.state`, :mod:`.game`, :mod:`.solver` (exact values),
:mod:`.book` (the precomputed opening table), :mod:`.computer` (the computer's levels) and
:mod:`.commands` (``python -m rules solve|random|book quantum_ttt``).
"""
from rules.quantum_ttt.game import QuantumGame
from rules.quantum_ttt.moves import ClassicalMove, MeasureMove, PlaceMove, QuantumMove
from rules.quantum_ttt.state import QuantumState


def cli_commands():  # type: ignore[no-untyped-def]
    from rules.quantum_ttt.commands import COMMANDS
    return COMMANDS


__all__ = ["QuantumGame", "QuantumState", "PlaceMove", "MeasureMove", "ClassicalMove", "QuantumMove",
           "cli_commands"]
