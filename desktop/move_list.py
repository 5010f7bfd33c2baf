"""The move list beside every board: numbered rows with a column per seat ("1. f5  d6").

A seat's consecutive decisions (Oche's number and arrow, a quantum measurement and the next
placement) share a cell, each on a line of its own; a long entry wraps, and its row grows to
show all of it. A simultaneous round fills both cells of one row. A chance draw that follows a
seat's move (a tile turned up after a capture) joins that move's cell, so the other seat's
reply stays in the same numbered row; any other draw (the first tiles, a deal before a
round) gets a row of its own, without a number. Each cell's tooltip explains its notation
where the game says how (``GameUI.move_explained``). Moves that were undone stay visible,
greyed, until something else is played. Clicking a cell asks to see the position after it
(:attr:`MoveList.browseRequested`); the cell of the position on the board is marked.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from desktop.session import GameSession
from rules.protocol import CHANCE, SIMULTANEOUS

Describe = Callable[[Any, Any], "str | tuple[str, str]"]

CELL_PADDING = 8
"""What a cell's text does not get of its width and height (the item's margins)."""


@dataclass
class Row:
    number: int | None
    cells: list[list[str]] = field(default_factory=lambda: [[], []])
    ends: list[int] = field(default_factory=lambda: [-1, -1])
    """History length after each cell's last entry (the position the cell shows)."""
    note: str = ""
    tips: list[list[str]] = field(default_factory=lambda: [[], []])
    """What each entry of a cell means, where the game explains its notation."""


def build_rows(entries: list[tuple[int, Any]], first_seat: int,
               tips: list[Any] | None = None) -> list[Row]:
    """Rows from ``(decider, text)`` per history entry, in order; ``decider`` is a seat,
    :data:`SIMULTANEOUS` (text is a pair) or :data:`CHANCE`. Columns are in seat order;
    a row starts when the first seat begins a new turn; a draw right after a seat's move
    joins that move's cell. ``tips``: an explanation per entry (a pair for a round), or ""."""
    rows: list[Row] = []
    number = 0
    last: int | None = None

    def new_row() -> Row:
        nonlocal number
        number += 1
        rows.append(Row(number))
        return rows[-1]

    def add(row: Row, seat: int, text: str, tip: str, index: int) -> None:
        row.cells[seat].append(text)
        if tip:
            row.tips[seat].append(tip)
        row.ends[seat] = index

    for index, (who, text) in enumerate(entries, start=1):
        tip = tips[index - 1] if tips else ""
        if who == CHANCE:
            if last is not None and rows and rows[-1].number is not None:
                add(rows[-1], last, text, tip, index)  # the draw the move brought about
            else:
                rows.append(Row(None, note=text, ends=[index, index]))
                last = None
            continue
        current = rows[-1] if rows and rows[-1].number is not None else None
        if who == SIMULTANEOUS:
            row = new_row()
            for seat in (0, 1):
                add(row, seat, text[seat], tip[seat] if tip else "", index)
            last = None
            continue
        if current is None or (who != last and (current.cells[who] or (who == first_seat and any(current.cells)))):
            current = new_row()
        add(current, who, text, tip, index)
        last = who
    return rows


class MoveList(QTableWidget):
    browseRequested = Signal(int)
    """The history length whose position the person wants to look at."""

    def __init__(self, session: GameSession, parent: QWidget | None = None,
                 describe: Describe | None = None, seat_name: Callable[[int], str] | None = None,
                 explain: Describe | None = None) -> None:
        """``describe(move, state before)`` words an entry (a pair of texts for a joint move);
        ``explain`` says what its notation means, for the cell's tooltip ("" if nothing)."""
        super().__init__(0, 3, parent)
        self.session = session
        self.describe = describe or (lambda move, _before: str(move))
        self.explain = explain or (lambda _move, _before: "")
        self.seat_name = seat_name or (lambda seat: session.game.seat_names[seat])
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.cellClicked.connect(self._on_click)
        self._fit_later = QTimer(self)
        self._fit_later.setSingleShot(True)
        self._fit_later.timeout.connect(self.fit_rows)
        header.sectionResized.connect(lambda *_: self._fit_later.start(0))
        self._rows: list[Row] = []
        self._measured: dict[tuple[str, int], int] = {}
        """The height a text needs at a width (0: one line that fits)."""
        self._measured_font = ""
        self._shown = -1
        self._worded: list[tuple[Any, tuple[int, Any], Any]] = []
        """(move, (who decided, words), explanation) of the record's entries worded so far: an
        entry never changes, so a long game is not worded again after every move."""
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
            self._worded.append((move, (before.to_move(), self.describe(move, before)), self.explain(move, before)))
        entries = [words for _, words, _tip in self._worded]
        first = next((who for who, _ in entries if who in (0, 1)), 0)
        return entries, first

    def sync(self) -> None:
        entries, first = self._entries()
        self._rows = build_rows(entries, first, [tip for _, _words, tip in self._worded])
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
                item = QTableWidgetItem("\n".join(row.cells[seat]))
                item.setToolTip("\n".join(row.tips[seat]) if row.tips[seat] else item.text())
                self._style(item, row.ends[seat], done, shown, grey)
                self.setItem(r, column, item)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.fit_rows()
        self.setUpdatesEnabled(True)
        current = next((r for r, row in enumerate(self._rows) if shown in row.ends), None)
        target = self.item(current, 0) if current is not None else None
        if target is not None:
            self.scrollToItem(target)

    def fit_rows(self) -> None:
        """Each row as tall as its longest cell at the columns' widths (a cell's entries on
        lines of their own, a long one wrapped); a row of one short line keeps the default.
        Measured only where a text has several lines or is wider than its column, so a long
        game's list stays quick to refresh."""
        metrics = self.fontMetrics()
        line = self.verticalHeader().defaultSectionSize()
        widths = (self.columnWidth(1), self.columnWidth(2))
        font_key = self.font().key()
        if font_key != self._measured_font:
            self._measured.clear()  # a theme or language change: other widths
            self._measured_font = font_key
        for r in range(self.rowCount()):
            height = line
            for column in (1, 2):
                item = self.item(r, column)
                text = item.text() if item is not None else ""
                if not text:
                    continue
                width = (widths[0] + widths[1] if self.columnSpan(r, column) == 2 else widths[column - 1]) - CELL_PADDING
                key = (text, width)
                needed = self._measured.get(key)
                if needed is None:
                    needed = 0
                    if "\n" in text or metrics.horizontalAdvance(text) > width:
                        needed = metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20),
                                                      Qt.TextFlag.TextWordWrap, text).height() + CELL_PADDING
                    self._measured[key] = needed  # a long game repeats its entries: each measured once
                height = max(height, needed)
            if self.rowHeight(r) != height:
                self.setRowHeight(r, height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_later.start(0)

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
