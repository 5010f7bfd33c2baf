"""What every game's QGraphicsScene offers the shared page: sync, move animation, notices."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QRect, QRectF, Signal
from PySide6.QtGui import QKeyEvent, QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop import theme
from desktop.notice import NoticeItem


class GameScene(QGraphicsScene):
    """Base scene: subclasses draw a game's board; the page drives them through these calls."""

    moveChosen = Signal(object)
    """The person finished choosing a move on the board (a rules move object)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.notice: NoticeItem | None = None
        theme.signals.changed.connect(self.theme_changed)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Every board stands on the same table: the theme's gradient behind the scene."""
        scene = self.sceneRect()
        gradient = QLinearGradient(scene.topLeft(), scene.bottomLeft())
        gradient.setColorAt(0.0, theme.color("table.top"))
        gradient.setColorAt(1.0, theme.color("table.bottom"))
        painter.fillRect(rect, gradient)

    def item_takes_keys(self, event: QKeyEvent) -> bool:
        """A focused item (the hand-over cover) gets the keys before the board's own keys;
        boards that read the keyboard call this first."""
        if self.focusItem() is not None and self.focusItem().isVisible():
            QGraphicsScene.keyPressEvent(self, event)
            return True
        return False

    def theme_changed(self) -> None:
        """Repaint in the new theme; scenes with items coloured at creation re-colour them."""
        self.update()

    def install_notice(self) -> NoticeItem:
        """Call after the scene rectangle is set, so the notice centres on the board."""
        self.notice = NoticeItem(self)
        return self.notice

    def sync(self, state: Any, interactive: bool) -> None:
        """Show ``state`` at once (after undo, redo, load). ``interactive``: a person may move."""
        raise NotImplementedError

    def animate_move(self, move: Any, before: Any, after: Any, interactive: bool) -> None:
        """Show ``move`` being played, ending exactly as ``sync(after)`` would."""
        self.sync(after, interactive)

    def mark_squares(self, names: list[str]) -> None:
        """Ring these squares (named as the game's notation names them): the rules pages'
        pictures point at what their captions talk about."""

    def show_hint(self, move: Any, text: str = "") -> None:
        """Mark the hinted move on the board until the next change."""

    def clear_hint(self) -> None:
        """Remove a hint mark."""
