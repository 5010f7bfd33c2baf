"""Every message box of the app, in one place, so that:

* text from a file or a person (a board's name, a file name, an error that quotes them) is
  shown as plain text, never read as markup (an ``<img src=...>`` in a name stays letters);
* a run without a person (``--screenshot``, ``--smoke``) never waits on a dialog: a message
  becomes one line on stderr, and a "save or discard?" question is answered "discard" (such
  runs keep nothing: they use private settings).
"""
from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

Button = QMessageBox.StandardButton
_interactive = True
MAX_LINES = 25
MAX_LINE = 300
"""A box fits on a screen (a board with 5,000 faults would list them all, a box taller than the
screen hides its OK button); the designer's problem panel lists everything, and scrolls."""


def fit(text: str) -> str:
    """At most :data:`MAX_LINES` lines of at most :data:`MAX_LINE` characters; what is left out
    is counted (``… (+4975)``)."""
    lines = [line if len(line) <= MAX_LINE else line[:MAX_LINE] + "…" for line in text.split("\n")]
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [f"… (+{len(lines) - MAX_LINES + 1})"]
    return "\n".join(lines)


def set_interactive(on: bool) -> None:
    global _interactive
    _interactive = on


def interactive() -> bool:
    return _interactive


def _box(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
         buttons: Button, default: Button) -> Button:
    """The one place a box is shown (tests replace it)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setDefaultButton(default)
    return Button(box.exec())


def warning(parent: QWidget | None, title: str, text: str) -> None:
    if not _interactive:
        print(f"ludoteca: {title}: {' '.join(fit(text).split())}", file=sys.stderr)
        return
    _box(QMessageBox.Icon.Warning, parent, title, fit(text), Button.Ok, Button.Ok)


def information(parent: QWidget | None, title: str, text: str) -> None:
    if not _interactive:
        print(f"ludoteca: {title}: {' '.join(fit(text).split())}", file=sys.stderr)
        return
    _box(QMessageBox.Icon.Information, parent, title, fit(text), Button.Ok, Button.Ok)


def save_discard_cancel(parent: QWidget | None, title: str, text: str) -> Button:
    """Save, Discard or Cancel; Discard without a person (nothing of such a run is kept)."""
    if not _interactive:
        return Button.Discard
    return _box(QMessageBox.Icon.Question, parent, title, fit(text),
                Button.Save | Button.Discard | Button.Cancel, Button.Save)


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    """Yes or No, No the default; No without a person (such a run changes nothing on a guess)."""
    if not _interactive:
        return False
    return _box(QMessageBox.Icon.Question, parent, title, fit(text), Button.Yes | Button.No, Button.No) == Button.Yes
