"""The home page: one card per playable game."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.games import GAMES


class HomePage(QWidget):
    openGame = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        title = QLabel(self.tr("Ludoteca"))
        font = QFont()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        subtitle = QLabel(self.tr("Games from old rule sheets, brought to the screen. Choose one to play."))
        subtitle.setWordWrap(True)
        layout.addWidget(subtitle)
        grid = QGridLayout()
        grid.setSpacing(16)
        self.buttons: dict[str, QPushButton] = {}
        for i, game in enumerate(GAMES):
            card = QFrame()
            card.setFrameShape(QFrame.Shape.StyledPanel)
            box = QVBoxLayout(card)
            name = QLabel(game.title())
            big = QFont()
            big.setPointSizeF(big.pointSizeF() * 1.5)
            big.setBold(True)
            name.setFont(big)
            blurb = QLabel(game.blurb())
            blurb.setWordWrap(True)
            play = QPushButton(self.tr("Play %1").replace("%1", game.title()))
            play.clicked.connect(lambda _c=False, gid=game.id: self.openGame.emit(gid))
            box.addWidget(name)
            box.addWidget(blurb, 1)
            box.addWidget(play, 0, Qt.AlignmentFlag.AlignLeft)
            self.buttons[game.id] = play
            grid.addWidget(card, i // 2, i % 2)
        layout.addLayout(grid)
        layout.addStretch(1)
