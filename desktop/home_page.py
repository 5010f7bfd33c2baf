"""The home page: a card per playable game, in a grid that fills any window.

Each card shows the game's icon, name and one line about it, and its buttons: Play, and
any others the window adds (the rules, continuing a game left unfinished, the Oche board
designer). The grid re-flows to as many columns as fit, so a small window gets one column
that scrolls and a large one shows every game at once.
"""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QResizeEvent
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QMenu, QPushButton,
                               QVBoxLayout, QWidget)

from desktop.app import resources_dir
from desktop.autosave import Left
from desktop.games import GameEntry, entries
from desktop.widgets import VerticalScroll, label

CARD_WIDTH = 340
"""A card's comfortable width; the grid has as many columns as fit."""
BUTTON_GAP = 12
"""Between a card's text and its buttons (at 6 the Czech checkers text touched Play)."""


class GameCard(QFrame):
    continueCopy = Signal(str)
    """The path of a copy a crash left, to continue."""
    rules: QPushButton
    """Its Rules button (the home page adds it)."""

    def __init__(self, game: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.game_id = game.id
        self.title = game.title()
        self.waiting: list[Left] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 12, 14, 12)
        row.setSpacing(14)
        icon = QLabel()
        icon.setPixmap(QIcon(str(resources_dir() / "icons" / f"{game.id}.svg")).pixmap(QSize(72, 72)))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(icon)
        box = QVBoxLayout()
        box.setSpacing(6)
        row.addLayout(box, 1)
        self.name = label(game.title(), "heading")
        self.blurb = label(game.blurb(), "small")
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        box.addWidget(self.name)
        box.addWidget(self.blurb, 1)
        box.addSpacing(BUTTON_GAP - box.spacing())  # the buttons clear of the last line of text
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(6)
        self.play = QPushButton(self.tr("Play"))
        self.play.setProperty("primary", True)
        self.play.setAccessibleName(self.tr("Play %1").replace("%1", game.title()))
        self.buttons.addWidget(self.play)
        self.buttons.addStretch(1)
        box.addLayout(self.buttons)

    def add_button(self, text: str) -> QPushButton:
        button = QPushButton(text)
        self.add_widget(button)
        return button

    def add_widget(self, widget: QWidget) -> None:
        """One more button (or other widget) in the card's row, before the stretch."""
        self.buttons.insertWidget(self.buttons.count() - 1, widget)

    def add_continue(self) -> None:
        """The Continue button, hidden until a crash has left a game of this card's."""
        self.resume = self.add_button(self.tr("Continue"))
        self.resume.clicked.connect(self._continue_only)
        self.resume.hide()

    def show_waiting(self, left: list[Left]) -> None:
        """Continue for one game left unfinished; for several, Continue lists them by the
        time each was last played (two windows may each have left one)."""
        self.waiting = left
        self.resume.setVisible(bool(left))
        if len(left) <= 1:
            self.resume.setMenu(None)  # type: ignore[arg-type, unused-ignore]  # Qt's "no menu" (PySide6's stubs refuse None)
            self.resume.setToolTip(self.tr("A game of %1 was left unfinished: continue it where it was.")
                                   .replace("%1", self.title))
            return
        menu = QMenu(self.resume)
        locale = QLocale()
        for copy in left:
            when = locale.toString(QDateTime.fromSecsSinceEpoch(int(copy.time)), QLocale.FormatType.ShortFormat)
            action = menu.addAction(self.tr("The game last played at %1").replace("%1", when))
            action.triggered.connect(lambda _c=False, path=str(copy.path): self.continueCopy.emit(path))
        self.resume.setMenu(menu)
        self.resume.setToolTip(self.tr("Several games of %1 were left unfinished: choose one to continue.")
                               .replace("%1", self.title))

    def _continue_only(self) -> None:
        if len(self.waiting) == 1:
            self.continueCopy.emit(str(self.waiting[0].path))


class HomePage(VerticalScroll):
    openGame = Signal(str)
    continueGame = Signal(str)
    """The path of a copy a crash left (see :mod:`desktop.autosave`), to continue."""
    openRules = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(12)
        layout.addWidget(label(self.tr("Ludoteca"), "title"))
        layout.addWidget(label(self.tr("Games from old rule sheets, brought to the screen. Choose one to play."),
                               "muted"))
        self.grid = QGridLayout()
        self.grid.setSpacing(14)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.setWidget(inner)
        self.cards: dict[str, GameCard] = {}
        self.buttons: dict[str, QPushButton] = {}
        for game in entries():
            card = GameCard(game)
            card.play.clicked.connect(lambda _c=False, gid=game.id: self.openGame.emit(gid))
            card.rules = card.add_button(self.tr("Rules"))
            card.rules.clicked.connect(lambda _c=False, gid=game.id: self.openRules.emit(gid))
            card.add_continue()
            card.continueCopy.connect(self.continueGame)
            self.cards[game.id] = card
            self.buttons[game.id] = card.play
        self._columns = 0
        self._reflow(1)

    def focused_game(self) -> str | None:
        """The game whose card holds the keyboard focus (its Play or Rules button), or None."""
        focus = QApplication.focusWidget()
        for game_id, card in self.cards.items():
            if focus is not None and (focus is card or card.isAncestorOf(focus)):
                return game_id
        return None

    def set_waiting(self, left: Iterable[Left]) -> None:
        """Show "Continue" on the cards of games a crash left unfinished."""
        copies = list(left)
        for game_id, card in self.cards.items():
            card.show_waiting([copy for copy in copies if copy.game_id == game_id])

    def columns_for(self, width: int) -> int:
        return max(1, min(len(self.cards), (width - 56) // CARD_WIDTH))

    def _reflow(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, i // columns, i % columns)
        for c in range(len(self.cards)):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow(self.columns_for(self.viewport().width()))
