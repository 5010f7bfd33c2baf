"""The computer's levels as a player reads them: a short name and one plain line each.

The rules name their levels for the command line ("7 moves ahead, exact in the last 16
squares"); a person choosing an opponent wants "Master: its strongest play". The words live
here, translatable; a level the table does not know keeps the rules' own words.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.protocol import ComputerLevel

N = QT_TRANSLATE_NOOP
WORDS: dict[str, dict[int, tuple[str, str]]] = {
    "othello": {
        1: (N("levels", "Beginner"), N("levels", "Thinks one move ahead and often leaves you discs.")),
        2: (N("levels", "Casual"), N("levels", "A relaxed game: it sometimes gives a few discs away.")),
        3: (N("levels", "Club"), N("levels", "Sound moves, few slips; plays a finish without a mistake.")),
        4: (N("levels", "Strong"), N("levels", "Always plays its best move. Hard to beat.")),
        5: (N("levels", "Expert"), N("levels", "Looks further ahead and never misplays a finish.")),
        6: (N("levels", "Master"), N("levels", "Its strongest play: perfect in the last sixteen moves.")),
    },
    "quantum_ttt": {
        1: (N("levels", "Easy"), N("levels", "Sees only its own move: a good first opponent.")),
        2: (N("levels", "Medium"), N("levels", "Looks a little ahead: a fair fight.")),
        3: (N("levels", "Perfect"), N("levels", "Never makes a mistake.")),
    },
    "wildcats": {
        1: (N("levels", "Easy"), N("levels", "Likes the squares that look good: you can read it.")),
        2: (N("levels", "Medium"), N("levels", "Mixes its choices well, but looks only one round ahead.")),
        3: (N("levels", "Strong"), N("levels", "Mixes its choices so they cannot be read; perfect near the end.")),
    },
    "programmers_checkers": {
        1: (N("levels", "Beginner"), N("levels", "Sees its own move and the captures it forces; often careless.")),
        2: (N("levels", "Club"), N("levels", "Looks a few moves ahead and weighs the tiles that may come up.")),
        3: (N("levels", "Expert"), N("levels", "Its strongest play: thinks about two seconds a move.")),
    },
    "oche": {
        1: (N("levels", "Casual"), N("levels", "Never throws a won game away, but takes its time.")),
        2: (N("levels", "Perfect"), N("levels", "The quickest win, the longest defence.")),
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
