"""The list of everything that keeps the board from being played, in words, kept current.

The words are the rules' own (:func:`rules.oche.board.validate`), so the editor and the game
never disagree on what a playable board is. Clicking a problem selects its culprits.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop import theme
from desktop.oche_editor import problem_words
from rules.oche.board import Problem


WARNING = Qt.ItemDataRole.UserRole + 1
"""An item's role holding whether it is a warning (True) or a problem."""


class ValidationPanel(QGroupBox):
    culpritChosen = Signal(list, list)
    """(cell ids, arrow indexes) of the clicked problem."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Problems"), parent)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setMinimumHeight(120)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        theme.signals.changed.connect(self._paint)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.problems: list[Problem] = []

    def show_problems(self, problems: list[Problem], warnings: list[Problem] | None = None) -> None:
        """``problems`` keep the board from being played; ``warnings`` do not (an unreachable
        cell), and are listed after them, marked as such."""
        self.problems = problems
        self.list.clear()
        for problem, warning in [*((p, False) for p in problems), *((w, True) for w in warnings or [])]:
            text = problem_words.words(problem)
            item = QListWidgetItem(("⚠ " + self.tr("Warning: %1").replace("%1", text)) if warning else "✖ " + text)
            item.setData(Qt.ItemDataRole.UserRole, problem)
            item.setData(WARNING, warning)
            if problem.cells or problem.arrows:
                item.setToolTip(self.tr("Click to select the culprit on the board."))
            self.list.addItem(item)
        self._paint()
        if problems:
            self.summary.setText(self.tr("%n problem(s): the board can be saved as a draft but not played.", "",
                                         len(problems)))
        elif warnings:
            self.summary.setText(self.tr("The board can be played, but look at the %n warning(s) first.", "",
                                         len(warnings)))
        else:
            self.summary.setText(self.tr("No problems: the board can be analysed and played."))
        self.list.setVisible(self.list.count() > 0)

    def _paint(self) -> None:
        """Problems in the theme's danger colour, warnings muted (again when the theme changes)."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setForeground(theme.color("ui.muted" if item.data(WARNING) else "ui.danger"))

    def _clicked(self, item: QListWidgetItem) -> None:
        problem = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(problem, Problem):
            self.culpritChosen.emit(list(problem.cells), list(problem.arrows))
