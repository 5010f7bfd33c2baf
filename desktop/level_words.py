"""The computer's levels as a player reads them: a short name and one plain line each.

The rules name their levels for the command line ("7 moves ahead, exact in the last 16
squares"); a person choosing an opponent wants "Master: its strongest play". The words live
here, translatable; a level the table does not know keeps the rules' own words.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.protocol import ComputerLevel

WORDS: dict[str, dict[int, tuple[str, str]]] = {
    "othello": {
        1: (QT_TRANSLATE_NOOP("levels", "Beginner"),
            QT_TRANSLATE_NOOP("levels", "Thinks one move ahead and often leaves you discs.")),
        2: (QT_TRANSLATE_NOOP("levels", "Casual"),
            QT_TRANSLATE_NOOP("levels", "A relaxed game: it sometimes gives a few discs away.")),
        3: (QT_TRANSLATE_NOOP("levels", "Club"),
            QT_TRANSLATE_NOOP("levels", "Sound moves, few slips; plays a finish without a mistake.")),
        4: (QT_TRANSLATE_NOOP("levels", "Strong"),
            QT_TRANSLATE_NOOP("levels", "Nearly always plays its best move. Hard to beat.")),
        5: (QT_TRANSLATE_NOOP("levels", "Expert"),
            QT_TRANSLATE_NOOP("levels", "Looks further ahead and never misplays a finish.")),
        6: (QT_TRANSLATE_NOOP("levels", "Master"),
            QT_TRANSLATE_NOOP("levels", "Its strongest play: perfect in the last sixteen moves.")),
    },
    "quantum_ttt": {
        1: (QT_TRANSLATE_NOOP("levels", "Easy"),
            QT_TRANSLATE_NOOP("levels", "Sees only its own move: a good first opponent.")),
        2: (QT_TRANSLATE_NOOP("levels", "Medium"),
            QT_TRANSLATE_NOOP("levels", "Looks a little ahead: a fair fight.")),
        3: (QT_TRANSLATE_NOOP("levels", "Perfect"),
            QT_TRANSLATE_NOOP("levels", "Never makes a mistake.")),
    },
    "wildcats": {
        1: (QT_TRANSLATE_NOOP("levels", "Easy"),
            QT_TRANSLATE_NOOP("levels", "Likes the squares that look good: you can read it.")),
        2: (QT_TRANSLATE_NOOP("levels", "Medium"),
            QT_TRANSLATE_NOOP("levels", "Mixes its choices well, but looks only one round ahead.")),
        3: (QT_TRANSLATE_NOOP("levels", "Strong"),
            QT_TRANSLATE_NOOP("levels", "Mixes its choices so they cannot be read; perfect near the end.")),
    },
    "programmers_checkers": {
        1: (QT_TRANSLATE_NOOP("levels", "Beginner"),
            QT_TRANSLATE_NOOP("levels", "Sees its own move and the captures it forces; often careless.")),
        2: (QT_TRANSLATE_NOOP("levels", "Club"),
            QT_TRANSLATE_NOOP("levels", "Looks a few moves ahead and weighs the tiles that may come up.")),
        3: (QT_TRANSLATE_NOOP("levels", "Expert"),
            QT_TRANSLATE_NOOP("levels", "Its strongest play: thinks about two seconds a move.")),
    },
    "oche": {
        1: (QT_TRANSLATE_NOOP("levels", "Casual"),
            QT_TRANSLATE_NOOP("levels", "Never throws a won game away, but takes its time.")),
        2: (QT_TRANSLATE_NOOP("levels", "Perfect"),
            QT_TRANSLATE_NOOP("levels", "The quickest win, the longest defence.")),
    },
}


def _translate(text: str) -> str:
    return QCoreApplication.translate("levels", text)


def name(game_id: str, level: ComputerLevel) -> str:
    words = WORDS.get(game_id, {}).get(level.number)
    return _translate(words[0]) if words else level.name


def line(game_id: str, level: ComputerLevel) -> str:
    words = WORDS.get(game_id, {}).get(level.number)
    return _translate(words[1]) if words else level.description
