"""The home page: one card per playable game."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.app import resources_dir
from desktop.games import GAMES


class HomePage(QWidget):
    openGame = Signal(str)
    openEditor = Signal()
    """The Oche board designer was asked for (it is a tool, not a game card)."""

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
            card.setMaximumWidth(560)
            row = QHBoxLayout(card)
            icon = QLabel()
            icon.setPixmap(QIcon(str(resources_dir() / "icons" / f"{game.id}.svg")).pixmap(QSize(96, 96)))
            icon.setAlignment(Qt.AlignmentFlag.AlignTop)
            row.addWidget(icon)
            box = QVBoxLayout()
            row.addLayout(box, 1)
            name = QLabel(game.title())
            big = QFont()
            big.setPointSizeF(big.pointSizeF() * 1.5)
            big.setBold(True)
            name.setFont(big)
            blurb = QLabel(game.blurb())
            blurb.setWordWrap(True)
            blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            play = QPushButton(self.tr("Play %1").replace("%1", game.title()))
            play.clicked.connect(lambda _c=False, gid=game.id: self.openGame.emit(gid))
            box.addWidget(name)
            box.addWidget(blurb, 1)
            buttons = QHBoxLayout()
            buttons.addWidget(play)
            if game.id == "oche":  # Oche boards can be designed: the designer sits on its card
                self.editor_button = QPushButton(self.tr("Design a board…"))
                self.editor_button.clicked.connect(self.openEditor)
                buttons.addWidget(self.editor_button)
            buttons.addStretch(1)
            box.addLayout(buttons)
            self.buttons[game.id] = play
            grid.addWidget(card, i // 2, i % 2)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        layout.addStretch(1)
