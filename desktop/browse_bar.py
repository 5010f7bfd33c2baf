"""Bars over the board: looking back at an earlier position; the folded side column (and, in
:mod:`desktop.friend_game`, the game with a friend). Each is a :class:`Bar`: a line of text,
then its buttons."""
from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from desktop.widgets import label


class Bar(QFrame):
    """A card-like line over the board, hidden until it has something to say: its text, then
    the buttons a bar adds to :attr:`row`."""

    def __init__(self, parent: QWidget | None = None, wrap: bool = True, tight: bool = False) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.row = QHBoxLayout(self)
        """The bar's line: a game may add its own buttons (Wild Cats' Confirm on the fold bar)."""
        self.row.setContentsMargins(10, 3 if tight else 4, 6, 3 if tight else 4)
        self.text = label("", "body", wrap=wrap)
        self.row.addWidget(self.text, 1)
        self.hide()


class BrowseBar(Bar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.back = QPushButton(self.tr("Back to the game (Esc)"))
        self.back.setProperty("primary", True)
        self.row.addWidget(self.back)

    def show_at(self, text: str) -> None:
        self.text.setText(text)
        self.show()


class FoldBar(Bar):
    """Shown instead of the side column in a narrow window: the turn and the score in one
    line, and a button that opens the column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, wrap=False, tight=True)
        self.toggle = QPushButton(self.tr("Panel"))
        self.toggle.setCheckable(True)
        self.toggle.setToolTip(self.tr("Show the players, the moves and the game's tools beside the board"))
        self.row.addWidget(self.toggle)
