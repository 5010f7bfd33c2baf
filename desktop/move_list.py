"""The move list shown beside every board: one row per decision, undone ones greyed."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from desktop.session import GameSession


class MoveList(QListWidget):
    """Reads the session's undo stack, so redo-able moves stay visible (greyed) after undo."""

    def __init__(self, session: GameSession, parent: QWidget | None = None,
                 describe: Callable[[Any, Any], str] | None = None) -> None:
        """``describe(move, state before)`` words a row; the default is the move's notation."""
        super().__init__(parent)
        self.session = session
        self.describe = describe or (lambda move, _before: str(move))
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        session.changed.connect(self.sync)
        session.undo_stack.indexChanged.connect(self._on_index)
        self.sync()

    def _on_index(self, _index: int) -> None:
        self.sync()

    def sync(self) -> None:
        stack = self.session.undo_stack
        names = self.session.game.seat_names
        self.clear()
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for i in range(stack.count()):
            command = stack.command(i)
            seat = command.before.to_move()
            who = names[seat] if seat in (0, 1) else "·"
            item = QListWidgetItem(f"{i + 1:>3}. {who}  {self.describe(command.move, command.before)}")
            if i >= stack.index():
                item.setForeground(grey)
            self.addItem(item)
        if stack.index() > 0:
            self.scrollToItem(self.item(stack.index() - 1))

    def rows(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
