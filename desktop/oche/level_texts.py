"""The thirteen Oche levels' titles and descriptions, translatable.

The level files keep their English words (they are board files, read by other tools); the app
shows them through this table, so a translator sees them in Qt Linguist. A test checks that
every level file's title and description is here word for word.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.language import QT_TRANSLATE_NOOP

TEXTS = (
    QT_TRANSLATE_NOOP("oche.levels", "Follow the list"),
    QT_TRANSLATE_NOOP("oche.levels", "O picks a number for x and crosses a coloured arrow: that activates the colour for that number, and it joins the list. You, P, may only cross a coloured arrow whose colour is already active for the current value of its letter. Leave O on a cell with no way out and you win."),
    QT_TRANSLATE_NOOP("oche.levels", "One after another"),
    QT_TRANSLATE_NOOP("oche.levels", "An implication is a promise: O grants the first part, then you must deliver the rest. At the last fork O chooses which of the two colours you must show."),
    QT_TRANSLATE_NOOP("oche.levels", "Say the same number"),
    QT_TRANSLATE_NOOP("oche.levels", "The example of the rule sheet. This time the letter on your cell is y, not x, and you choose its number before you move. Only equality between numbers matters: a colour is active for a number, whatever letter names it."),
    QT_TRANSLATE_NOOP("oche.levels", "Pick the road"),
    QT_TRANSLATE_NOOP("oche.levels", "Now you play O, and the computer plays P. Every colour you cross is a gift P may use later, and some roads force you to give more than it seems. Find the road on which P can never leave you stuck."),
    QT_TRANSLATE_NOOP("oche.levels", "Any number will do"),
    QT_TRANSLATE_NOOP("oche.levels", "Here you must choose a number for x before O has activated anything, so no number is in play yet. Pick one anyway: what matters is what O will be forced to say about it afterwards."),
    QT_TRANSLATE_NOOP("oche.levels", "Not yet"),
    QT_TRANSLATE_NOOP("oche.levels", "Two roads lead to the same kind of claim, but on one of them you must name your number before O names its own. A choice made too early can be wasted."),
    QT_TRANSLATE_NOOP("oche.levels", "Old colours stay"),
    QT_TRANSLATE_NOOP("oche.levels", "Letters are global and a new number replaces the old one, but an activated colour stays on the list for good. O will change x under your feet; you can change it back."),
    QT_TRANSLATE_NOOP("oche.levels", "If this, then that"),
    QT_TRANSLATE_NOOP("oche.levels", "O has granted a rule: whoever shows blue for a number may demand red for it. To use the rule you must name the number yourself and show that it is blue."),
    QT_TRANSLATE_NOOP("oche.levels", "Which way round?"),
    QT_TRANSLATE_NOOP("oche.levels", "You are O again. On either road you grant P the same rule, blue leads to red, and then activate one colour for your number. One of the two roads lets P turn the rule against you."),
    QT_TRANSLATE_NOOP("oche.levels", "Either way"),
    QT_TRANSLATE_NOOP("oche.levels", "Blue or not blue: you may claim either, and O will make you pay for the claim. A claim that fails still leaves something on the list, and the start cell is always one step away."),
    QT_TRANSLATE_NOOP("oche.levels", "The drinker"),
    QT_TRANSLATE_NOOP("oche.levels", "There is someone in the pub such that, if they drink, everybody drinks. Your first guess for x will not be the right one; but O's answer tells you who it should have been."),
    QT_TRANSLATE_NOOP("oche.levels", "Who names x?"),
    QT_TRANSLATE_NOOP("oche.levels", "You are O, and the two roads look alike: on each, numbers are named for x and y and you activate purple once. Look at who names each letter, and whether it happens before or after you do."),
    QT_TRANSLATE_NOOP("oche.levels", "Every blue is red, or not"),
    QT_TRANSLATE_NOOP("oche.levels", "Either every blue number is red, or you can point at a blue number that is not red. Neither claim can be won on its own; the first attempt is what makes the second one work."),
)


def words(text: str) -> str:
    """A level title or description in the app's language (other boards' words unchanged)."""
    return QCoreApplication.translate("oche.levels", text) if text in TEXTS else text


def title(info: dict[str, Any]) -> str:
    return words(str(info.get("title", "")))


def description(info: dict[str, Any]) -> str:
    return words(str(info.get("description", "")))
