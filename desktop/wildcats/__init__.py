"""The Wild Cats page: the squared sheet, secret choices, sealed commitments, the reveal."""
from __future__ import annotations

from desktop.games import GameEntry, translate

ENTRY = GameEntry(
    "wildcats",
    title=lambda: translate("games", "Wild Cats"),
    blurb=lambda: translate("games", "Four in a row on a 5x5 sheet, both players choosing in secret at the "
                  "same time: the same square is a block. Against a friend or a computer that "
                  "proves it never peeked."),
    source=lambda: translate("games", "Pisicile sălbatice, a Romanian paper-and-pencil game; rules from a "
                  "Romanian sheet."),
    ui="desktop.wildcats.ui:WildCatsUI",
)
