"""What every game's QGraphicsScene offers the shared page: sync, move animation, notices."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from desktop.notice import NoticeItem


class GameScene(QGraphicsScene):
    """Base scene: subclasses draw a game's board; the page drives them through these calls."""

    moveChosen = Signal(object)
    """The person finished choosing a move on the board (a rules move object)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.notice: NoticeItem | None = None

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

    def show_hint(self, move: Any, text: str = "") -> None:
        """Mark the hinted move on the board until the next change."""

    def clear_hint(self) -> None:
        """Remove a hint mark."""
