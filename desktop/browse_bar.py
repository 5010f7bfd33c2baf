"""Bars over the board: looking back at an earlier position; the folded side column."""
from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from desktop.widgets import label


class BrowseBar(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 6, 4)
        self.text = label("", "body")
        self.back = QPushButton(self.tr("Back to the game (Esc)"))
        self.back.setProperty("primary", True)
        row.addWidget(self.text, 1)
        row.addWidget(self.back)
        self.hide()

    def show_at(self, text: str) -> None:
        self.text.setText(text)
        self.show()


class FoldBar(QFrame):
    """Shown instead of the side column in a narrow window: the turn and the score in one
    line, and a button that opens the column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 3, 6, 3)
        self.row = row
        """The bar's line: a game may add its own buttons (Wild Cats' Confirm)."""
        self.text = label("", "body", wrap=False)
        self.toggle = QPushButton(self.tr("Panel"))
        self.toggle.setCheckable(True)
        self.toggle.setToolTip(self.tr("Show the players, the moves and the game's tools beside the board"))
        row.addWidget(self.text, 1)
        row.addWidget(self.toggle)
        self.hide()
