"""The bar over the board while a person looks back at an earlier position of the game."""
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
