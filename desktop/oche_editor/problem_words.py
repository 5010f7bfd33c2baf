"""The designer's problems and warnings in the app's language.

The rules say what is wrong with a board (:func:`rules.oche.board.validate`) in English, with
a ``code`` and the names involved; this table words each kind for people, translatable, so
the designer and the game never disagree on what a playable board is, in any language.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.language import QT_TRANSLATE_NOOP
from rules.oche.board import Problem

TEMPLATES = {
    "too_many_cells": QT_TRANSLATE_NOOP("problems", "The board has %1 cells; at most %2 are allowed."),
    "too_many_arrows": QT_TRANSLATE_NOOP("problems", "The board has %1 arrows; at most %2 are allowed."),
    "duplicate_id": QT_TRANSLATE_NOOP("problems", "The name “%1” is used by %2 cells."),
    "empty_id": QT_TRANSLATE_NOOP("problems", "A cell has no name."),
    "too_far": QT_TRANSLATE_NOOP("problems", "Cell “%1” is placed too far out (coordinates go from -%2 to %2)."),
    "cell_letter": QT_TRANSLATE_NOOP("problems", "Cell “%1” has the letter “%2”: a letter is one of a to z."),
    "no_cells": QT_TRANSLATE_NOOP("problems", "The board has no cells yet: add one (C)."),
    "no_start": QT_TRANSLATE_NOOP("problems", "No cell is the start cell: select one and tick “Start cell”."),
    "many_starts": QT_TRANSLATE_NOOP("problems", "There are %1 start cells (%2): exactly one is needed."),
    "unknown_cell": QT_TRANSLATE_NOOP("problems", "Arrow %1 leads to a cell that does not exist (“%2”)."),
    "loop": QT_TRANSLATE_NOOP("problems", "Arrow %1 goes from cell “%2” to itself."),
    "unknown_colour": QT_TRANSLATE_NOOP("problems", "Arrow %1 has a colour this version does not know (“%2”)."),
    "black_letter": QT_TRANSLATE_NOOP("problems", "Arrow %1 is black but has a letter: black arrows have none."),
    "arrow_letter": QT_TRANSLATE_NOOP("problems", "Arrow %1 has the letter “%2”: a letter is one of a to z."),
    "unreachable": QT_TRANSLATE_NOOP(
        "problems", "Cell “%1” cannot be reached from the start: it takes no part in the game."),
    "letter_never_set": QT_TRANSLATE_NOOP(
        "problems", "The letter “%1” is on arrows (%2) but on no cell: nobody can give it a number, so those "
                    "arrows activate nothing and never open for P."),
    "letter_unused": QT_TRANSLATE_NOOP(
        "problems", "Cell “%1” has the letter “%2”, which is on no arrow: its number changes nothing."),
    "start_dead_end": QT_TRANSLATE_NOOP(
        "problems", "The start cell “%1” has no arrow out: O cannot make the first move, so P wins at once."),
    "no_dead_end": QT_TRANSLATE_NOOP(
        "problems", "Every cell has an arrow out: O can always move, so P can never win."),
    "duplicate_arrow": QT_TRANSLATE_NOOP(
        "problems", "Arrow %1 is the same as arrow %2 (same cells, colour and letter): one is enough."),
}


def words(problem: Problem) -> str:
    """The problem in the app's language (its English message if the kind is not known)."""
    template = TEMPLATES.get(problem.code)
    if template is None:
        return problem.message[:1].upper() + problem.message[1:] + "."
    text = QCoreApplication.translate("problems", template)
    for i, arg in enumerate(problem.args, start=1):
        text = text.replace(f"%{i}", arg)
    return text
