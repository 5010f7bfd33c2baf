"""Who plays each seat, their score, and whose turn it is (with a 'thinking' cue)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from desktop.session import GameSession


class PlayerPanel(QFrame):
    """Two rows, one per seat. The page supplies the seat names and score texts."""

    def __init__(self, session: GameSession, seat_name: Callable[[int], str],
                 seat_score: Callable[[int], str], seat_glyph: Callable[[int], str] = lambda s: "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seat_name, self.seat_score, self.seat_glyph = seat_name, seat_score, seat_glyph
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        self._marker: list[QLabel] = []
        self._name: list[QLabel] = []
        self._who: list[QLabel] = []
        self._score: list[QLabel] = []
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        for seat in (0, 1):
            marker, name, who, score = QLabel(), QLabel(), QLabel(), QLabel()
            marker.setFixedWidth(30)
            marker.setFont(big)
            marker.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setFont(big)
            score.setFont(big)
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(marker, seat * 2, 0)
            grid.addWidget(name, seat * 2, 1)
            grid.addWidget(score, seat * 2, 2)
            grid.addWidget(who, seat * 2 + 1, 1, 1, 2)
            self._marker.append(marker)
            self._name.append(name)
            self._who.append(who)
            self._score.append(score)
        self.status = QLabel()
        self.status.setWordWrap(True)
        grid.addWidget(self.status, 4, 0, 1, 3)
        session.changed.connect(self.sync)
        session.thinkingChanged.connect(self._on_thinking)
        self.sync()

    def _on_thinking(self, _thinking: bool) -> None:
        self.sync()

    def sync(self) -> None:
        session = self.session
        to_move = session.state.to_move()
        levels = {lv.number: lv.name for lv in session.game.computer_levels()}
        for seat in (0, 1):
            self._score[seat].setText(self.seat_score(seat))
            info = session.seats[seat]
            if info.computer:
                text = self.tr("Computer · %1").replace("%1", levels.get(info.level, str(info.level)))
                if to_move == seat and session.is_thinking():
                    text += " · " + self.tr("thinking…")
            else:
                text = self.tr("Person")
            self._who[seat].setText(text)
            self._marker[seat].setText(self.seat_glyph(seat))
            turn = to_move == seat
            for label in (self._marker[seat], self._name[seat], self._score[seat]):
                label.setEnabled(turn or to_move not in (0, 1))
            self._name[seat].setText(("▸ " if turn else "") + self.seat_name(seat))
