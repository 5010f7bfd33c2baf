"""Oche's part of the side panel: the level, the letters' numbers, the activated predicates
(newest first and highlighted), the solver's forecast, and P's reset and resign buttons."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QWidget)

from desktop.oche.palette import colour_icon, predicate_text
from desktop import theme
from desktop.widgets import ButtonRow, Card, label
from rules.oche.state import NUMBER, P, OcheState


def _heading(text: str) -> QLabel:
    return label(text, "subheading")


class OcheSidePanel(Card):
    """Shows what the board cannot: numbers as text, the predicates' history, the forecast.
    Titles and descriptions come from board files: they are shown as plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent)
        layout = self.body
        self.level_title = label("", "heading")
        # Never clipped: on a short window the move list below gives up the room instead.
        self.level_text = label("", "small")
        layout.addWidget(self.level_title)
        layout.addWidget(self.level_text)

        numbers_row = QHBoxLayout()
        numbers_row.addWidget(_heading(self.tr("Numbers")))
        self.numbers = QLabel()
        numbers_font = QFont("DejaVu Serif")
        numbers_font.setPointSizeF(numbers_font.pointSizeF() * 1.3)
        self.numbers.setFont(numbers_font)
        self.numbers.setTextFormat(Qt.TextFormat.RichText)
        self.numbers.setWordWrap(True)
        numbers_row.addWidget(self.numbers, 1)
        layout.addLayout(numbers_row)

        layout.addWidget(_heading(self.tr("Activated by O, newest first")))
        self.predicates = QListWidget()
        self.predicates.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.predicates.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.predicates.setMaximumHeight(92)
        self.predicates.setWordWrap(True)  # "BLUE(1) ← newest" in a narrow panel
        layout.addWidget(self.predicates)
        self._newest = False
        """The list's first row is the newest predicate (highlighted in the theme's colours)."""
        theme.signals.changed.connect(self._paint_newest)

        self.open_label = label()
        layout.addWidget(self.open_label)
        self.forecast = label()
        layout.addWidget(self.forecast)

        self.reset_button = QPushButton(self.tr("↺ Reset"))
        self.reset_button.setToolTip(self.tr("Put the token back on the start cell; O moves next (R)"))
        self.resign_button = QPushButton(self.tr("Resign"))
        self.levels_button = QPushButton(self.tr("Levels…"))
        layout.addWidget(ButtonRow([self.reset_button, self.resign_button, self.levels_button]))

    def _paint_newest(self) -> None:
        """The newest predicate's row in the current theme's selection colours (again when
        the theme changes: a row painted for the light theme was light text on mint)."""
        item = self.predicates.item(0)
        if self._newest and item is not None:
            item.setBackground(QBrush(theme.color("ui.selection")))
            item.setForeground(QBrush(theme.color("ui.text")))

    def set_level(self, title: str, description: str) -> None:
        self.level_title.setText(title)
        self.level_text.setText(description)
        self.level_text.setVisible(bool(description))

    def set_forecast(self, text: str) -> None:
        self.forecast.setText(text)

    def sync(self, state: OcheState, can_reset: bool, can_resign: bool, over: bool = False) -> None:
        """``over``: the game ended by the announcement although the rules would go on."""
        values = state.letter_values()
        parts = [f"<i><b>{html.escape(letter)}</b></i>&nbsp;=&nbsp;{'–' if v is None else v}"  # never split
                 for letter, v in values.items()]
        # "x = 1" is never split, but the letters may go on the next line of a narrow panel.
        self.numbers.setText("&nbsp;&nbsp; ".join(parts) if parts else self.tr("This board has no letters."))
        self.predicates.clear()
        predicates = state.activated_predicates()
        for age, predicate in enumerate(reversed(predicates)):
            item = QListWidgetItem(colour_icon(predicate.colour), predicate_text(predicate.colour, predicate.value))
            if age == 0:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setText(predicate_text(predicate.colour, predicate.value) + "   " + self.tr("← newest"))
            self.predicates.addItem(item)
        if not predicates:
            self.predicates.addItem(self.tr("none yet"))
        self._newest = bool(predicates)
        self._paint_newest()
        open_count = len(state.open_arrows())
        total = len(state.board.out[state.cell])
        if over or state.is_terminal() or state.mover != P:
            self.open_label.setText("")
        elif state.phase() == NUMBER:
            self.open_label.setText(self.tr("Point at a number below the board to see the arrows it opens."))
        else:
            self.open_label.setText(self.tr("Open to P here: %1 of %2 arrows (they glow)")
                                    .replace("%1", str(open_count)).replace("%2", str(total)))
        self.open_label.setVisible(bool(self.open_label.text()))
        self.reset_button.setEnabled(can_reset)
        self.resign_button.setEnabled(can_resign)
