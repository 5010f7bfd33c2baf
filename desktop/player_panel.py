"""Who plays each seat, their score, and whose turn it is (with a 'thinking' cue).

Two player cards, the same on every page: the seat's glyph and name, who plays it (you, a
person, the computer and its level), the score; the card of the seat to move is outlined in
the accent colour and marked with ▸, so the turn is never shown by colour alone.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop import theme
from desktop.game_ui import GameUI
from desktop.session import GameSession
from desktop.widgets import label


class PlayerCard(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.turn = False
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        self.glyph = label("", "heading", wrap=False)
        self.glyph.setFixedWidth(28)
        self.glyph.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = label("", "heading")  # wraps in a narrow column rather than being cut
        self.who = label("", "muted")
        self.score = label("", "heading", wrap=False)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.glyph, 0, 0, 2, 1)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.score, 0, 2, 2, 1)
        grid.addWidget(self.who, 1, 1)
        grid.setColumnStretch(1, 1)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.turn:  # the seat to move: an accent outline over the card's own border
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(theme.color("ui.accent"), 2.5))
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -2, -2), 8, 8)


class PlayerPanel(QWidget):
    """Two player cards and a status line. The game's UI supplies the seat names, scores,
    glyphs and the words of its levels."""

    def __init__(self, session: GameSession, words: GameUI, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.words = words
        self.seat_name, self.seat_score, self.seat_glyph = words.seat_name, words.seat_score, words.seat_glyph
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.cards = [PlayerCard(), PlayerCard()]
        for card in self.cards:
            layout.addWidget(card)
        self.status: QLabel = label("", "body")
        layout.addWidget(self.status)
        session.positionChanged.connect(self.sync)
        session.turnChanged.connect(self.sync)
        session.thinkingChanged.connect(self._on_thinking)
        self.sync()

    def _on_thinking(self, _thinking: bool) -> None:
        self.sync()

    def sync(self) -> None:
        session = self.session
        state = session.state
        deciders = state.deciders()
        levels = {lv.number: self.words.level_name(lv) for lv in session.game.computer_levels()}
        for seat, card in enumerate(self.cards):
            card.score.setText(self.seat_score(seat))
            info = session.seats[seat]
            if info.computer:
                text = self.tr("Computer · %1").replace("%1", levels.get(info.level, str(info.level)))
                if seat in deciders and session.is_thinking():
                    text += " · " + self.tr("thinking…")
            elif session.remote_seat() is not None:
                text = self.tr("Your friend") if seat == session.remote_seat() else self.tr("You")
            elif session.against_computer():
                text = self.tr("You")
            else:
                text = self.tr("Person")
            card.who.setText(text)
            card.glyph.setText(self.seat_glyph(seat))
            turn = seat in deciders
            card.turn = turn
            card.name.setText(("▸ " if turn else "") + self.seat_name(seat))
            for widget in (card.glyph, card.name, card.score):
                widget.setEnabled(turn or not deciders)
            card.update()
