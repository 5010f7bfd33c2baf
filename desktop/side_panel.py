"""The column beside every board: the player cards, the game's own cards, the move list.

It scrolls rather than clips when the window is short, and gives the board most of a narrow
window: its width follows the page (a quarter to a third of it, within bounds).
"""
from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.widgets import Card, VerticalScroll

MIN_WIDTH, MAX_WIDTH = 200, 400


class SidePanel(VerticalScroll):
    def __init__(self, cards: list[QWidget], moves: QWidget, moves_heading: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.setSpacing(8)
        for card in cards:
            layout.addWidget(card)
        self.moves_card = Card(moves_heading)
        self.moves_card.add(moves, 1)
        moves.setMinimumHeight(90)
        layout.addWidget(self.moves_card, 1)
        self.setWidget(inner)
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(MAX_WIDTH)

    def fit_to(self, page_width: int, opened: bool = False) -> None:
        """A third of a wide page, never less than :data:`MIN_WIDTH`; ``opened`` over a narrow
        page (the folded column shown on request), half of it, so the cards are not cut."""
        if opened:
            width = max(MIN_WIDTH, min(MAX_WIDTH, page_width // 2))
            self.setMinimumWidth(width)
            self.setMaximumWidth(width)
            return
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(max(MIN_WIDTH, min(MAX_WIDTH, page_width // 3)))
