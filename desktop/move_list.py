"""The move list beside every board: numbered rows with a column per seat ("1. f5  d6").

A seat's consecutive decisions (Oche's number and arrow, a quantum measurement and the next
placement) share a cell; a simultaneous round fills both cells of one row; a chance draw
(a tile turned up) gets a row of its own, without a number. Moves that were undone stay
visible, greyed, until something else is played. Clicking a cell asks to see the position
after it (:attr:`MoveList.browseRequested`); the cell of the position on the board is marked.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from desktop.session import GameSession
from rules.protocol import CHANCE, SIMULTANEOUS

Describe = Callable[[Any, Any], "str | tuple[str, str]"]


@dataclass
class Row:
    number: int | None
    cells: list[list[str]] = field(default_factory=lambda: [[], []])
    ends: list[int] = field(default_factory=lambda: [-1, -1])
    """History length after each cell's last entry (the position the cell shows)."""
    note: str = ""


def build_rows(entries: list[tuple[int, Any]], first_seat: int) -> list[Row]:
    """Rows from ``(decider, text)`` per history entry, in order; ``decider`` is a seat,
    :data:`SIMULTANEOUS` (text is a pair) or :data:`CHANCE`. Columns are in seat order;
    a row starts when the first seat begins a new turn."""
    rows: list[Row] = []
    number = 0
    last: int | None = None

    def new_row() -> Row:
        nonlocal number
        number += 1
        rows.append(Row(number))
        return rows[-1]

    for index, (who, text) in enumerate(entries, start=1):
        if who == CHANCE:
            rows.append(Row(None, note=text, ends=[index, index]))
            last = None
            continue
        current = rows[-1] if rows and rows[-1].number is not None else None
        if who == SIMULTANEOUS:
            row = new_row()
            for seat in (0, 1):
                row.cells[seat].append(text[seat])
                row.ends[seat] = index
            last = None
            continue
        if current is None or (who != last and (current.cells[who] or (who == first_seat and any(current.cells)))):
            current = new_row()
        current.cells[who].append(text)
        current.ends[who] = index
        last = who
    return rows


class MoveList(QTableWidget):
    browseRequested = Signal(int)
    """The history length whose position the person wants to look at."""

    def __init__(self, session: GameSession, parent: QWidget | None = None,
                 describe: Describe | None = None, seat_name: Callable[[int], str] | None = None) -> None:
        """``describe(move, state before)`` words an entry (a pair of texts for a joint move)."""
        super().__init__(0, 3, parent)
        self.session = session
        self.describe = describe or (lambda move, _before: str(move))
        self.seat_name = seat_name or (lambda seat: session.game.seat_names[seat])
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.cellClicked.connect(self._on_click)
        self._rows: list[Row] = []
        self._shown = -1
        self._worded: list[tuple[Any, tuple[int, Any]]] = []
        """(move, (who decided, words)) of the record's entries worded so far: an entry never
        changes, so a long game is not worded again after every move."""
        session.positionChanged.connect(self.sync)
        self.sync()

    def show_position(self, length: int) -> None:
        """Mark the cell of the position shown on the board (-1: the current one)."""
        self._shown = length
        self.sync()

    def _entries(self) -> tuple[list[tuple[int, Any]], int]:
        """(decider, words) of every entry of the record, worded once each."""
        record = self.session.moves()
        kept = 0
        while kept < min(len(self._worded), len(record)) and self._worded[kept][0] is record[kept]:
            kept += 1
        del self._worded[kept:]
        for move, before in self.session.walk(kept):
            self._worded.append((move, (before.to_move(), self.describe(move, before))))
        entries = [words for _, words in self._worded]
        first = next((who for who, _ in entries if who in (0, 1)), 0)
        return entries, first

    def sync(self) -> None:
        entries, first = self._entries()
        self._rows = build_rows(entries, first)
        order = (first, 1 - first)
        self.setHorizontalHeaderLabels(["", self.seat_name(order[0]), self.seat_name(order[1])])
        done = self.session.index()
        shown = done if self._shown < 0 else self._shown
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        self.setUpdatesEnabled(False)
        # The number column fits its contents; measured after every item it would be measured
        # once per row for every row (a 3,000-move save took 20 s to open), so once at the end.
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.clearSpans()
        self.setRowCount(len(self._rows))
        for r, row in enumerate(self._rows):
            number = QTableWidgetItem("" if row.number is None else f"{row.number}.")
            number.setForeground(grey)
            self.setItem(r, 0, number)
            if row.number is None:
                item = QTableWidgetItem(row.note)
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                self._style(item, row.ends[0], done, shown, grey)
                self.setItem(r, 1, item)
                self.setItem(r, 2, QTableWidgetItem(""))
                self.setSpan(r, 1, 1, 2)
                continue
            for column, seat in enumerate(order, start=1):
                item = QTableWidgetItem(", ".join(row.cells[seat]))
                item.setToolTip(item.text())  # a long entry (Oche's "x = 1, crosses blue x") is cut
                self._style(item, row.ends[seat], done, shown, grey)
                self.setItem(r, column, item)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.setUpdatesEnabled(True)
        current = next((r for r, row in enumerate(self._rows) if shown in row.ends), None)
        target = self.item(current, 0) if current is not None else None
        if target is not None:
            self.scrollToItem(target)

    def _style(self, item: QTableWidgetItem, end: int, done: int, shown: int, grey: QBrush) -> None:
        if end > done:
            item.setForeground(grey)
        if end == shown and end > 0:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
            item.setBackground(self.palette().brush(QPalette.ColorRole.Highlight))
            item.setForeground(self.palette().brush(QPalette.ColorRole.HighlightedText))

    def _on_click(self, r: int, column: int) -> None:
        if not 0 <= r < len(self._rows):
            return
        row = self._rows[r]
        first = self._entries()[1]
        seat = (first, 1 - first)[column - 1] if column in (1, 2) else first
        end = row.ends[seat] if row.ends[seat] >= 0 else max(row.ends)
        if end >= 0:
            self.browseRequested.emit(end)

    def rows(self) -> list[str]:
        """Each row as text, ``"1. f5  d6"`` (tests and the accessibility tree read these)."""
        first = self._entries()[1]
        out = []
        for row in self._rows:
            if row.number is None:
                out.append(row.note)
                continue
            cells = [", ".join(row.cells[s]) for s in (first, 1 - first)]
            out.append(f"{row.number}. " + "  ".join(c for c in cells if c))
        return out
