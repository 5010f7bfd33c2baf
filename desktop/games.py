"""The games the app shows. Only finished games are listed: a page appears here when done."""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


# Called as translate("games", "literal") so that lupdate finds the texts.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: Callable[[], str]
    blurb: Callable[[], str]
    page: str  # "module:Class", imported when the game is opened
    source: Callable[[], str] = lambda: ""
    """Where the game and its rule sheet come from (the About box)."""

    def page_class(self) -> type:
        module, name = self.page.split(":")
        return getattr(importlib.import_module(module), name)


GAMES: list[GameEntry] = [
    GameEntry("othello", lambda: translate("games", "Othello"),
              lambda: translate("games", "Outflank and flip: the classic game of discs, against a friend or the "
                                  "computer."),
              "desktop.othello.page:OthelloPage",
              lambda: translate("games", "Goro Hasegawa's game (1971), after the older Reversi; rules from an "
                                  "Italian sheet.")),
    GameEntry("quantum_ttt", lambda: translate("games", "Quantum tic-tac-toe"),
              lambda: translate("games", "Every move is in two places at once until a cycle collapses it: "
                                  "Allan Goff's quantum tic-tac-toe, against a friend or the computer."),
              "desktop.quantum_ttt.page:QuantumPage",
              lambda: translate("games", "Allan Goff's game (2002); rules from a Portuguese sheet.")),
    GameEntry("wildcats", lambda: translate("games", "Wild Cats"),
              lambda: translate("games", "Four in a row on a 5x5 sheet, both players choosing in secret at the "
                                  "same time: the same square is a block. Against a friend or a computer that "
                                  "proves it never peeked."),
              "desktop.wildcats.page:WildCatsPage",
              lambda: translate("games", "Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a "
                                  "Romanian sheet.")),
    GameEntry("programmers_checkers", lambda: translate("games", "Programmer's Checkers"),
              lambda: translate("games", "Checkers where every stone shows a bit, 1 or 0, and a capture is "
                                  "allowed only if the operator tile in play says so: AND, OR, XOR and more. "
                                  "Flip a bit instead of moving."),
              "desktop.programmers_checkers.page:CheckersPage",
              lambda: translate("games", "Programátorská dáma by Dušan Vít, on Czech draughts; rules from a "
                                  "Czech sheet.")),
    GameEntry("oche", lambda: translate("games", "Oche"),
              lambda: translate("games", "Sacred Formulas Geese: one token, coloured arrows and numbers; "
                                  "P may only use what O conceded. Thirteen levels, from a first step to the "
                                  "drinker's paradox."),
              "desktop.oche.page:OchePage",
              lambda: translate("games", "Formule Sacre Oche, from an Italian sheet whose author is not known; "
                                  "the thirteen levels are Ludoteca's own.")),
]


def entry(game_id: str) -> GameEntry:
    for e in GAMES:
        if e.id == game_id:
            return e
    raise KeyError(game_id)
