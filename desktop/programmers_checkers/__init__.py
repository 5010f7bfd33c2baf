"""Programmer's Checkers in the app: the board with its tiles, the set-up, the turn in words."""
from __future__ import annotations

from desktop.games import GameEntry, translate

ENTRY = GameEntry(
    "programmers_checkers",
    title=lambda: translate("games", "Programmer's Checkers"),
    blurb=lambda: translate("games", "Checkers where every stone shows a bit, 1 or 0, and a capture is "
                  "allowed only if the operator tile in play says so: AND, OR, XOR and more. "
                  "Flip a bit instead of moving."),
    source=lambda: translate("games", "Programátorská dáma by Dušan Vít, on Czech draughts; rules from a "
                  "Czech sheet."),
    ui="desktop.programmers_checkers.ui:CheckersUI",
)
