"""Othello in the app: the board, transcripts, the evaluation graph."""
from __future__ import annotations

from desktop.games import GameEntry, translate

ENTRY = GameEntry(
    "othello",
    title=lambda: translate("games", "Othello"),
    blurb=lambda: translate("games", "Outflank and flip: the classic game of discs, against a friend or the "
                  "computer."),
    source=lambda: translate("games", "Goro Hasegawa's game (1971), after the older Reversi; rules from an "
                  "Italian sheet."),
    ui="desktop.othello.ui:OthelloUI",
)
