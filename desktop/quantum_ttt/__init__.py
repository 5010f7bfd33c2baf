"""The quantum tic-tac-toe page: spooky marks, entanglement curves and the collapse chooser."""
from __future__ import annotations

from desktop.games import GameEntry, translate

ENTRY = GameEntry(
    "quantum_ttt",
    title=lambda: translate("games", "Quantum tic-tac-toe"),
    blurb=lambda: translate("games", "Every move is in two places at once until a cycle collapses it: "
                  "Allan Goff's quantum tic-tac-toe, against a friend or the computer."),
    source=lambda: translate("games", "Allan Goff's game (2002); rules from a Portuguese sheet."),
    ui="desktop.quantum_ttt.ui:QuantumUI",
)
