"""The list of everything that keeps the board from being played, in words, kept current.

The words are the rules' own (:func:`rules.oche.board.validate`), so the editor and the game
never disagree on what a playable board is. Clicking a problem selects its culprits.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from rules.oche.board import Problem


class ValidationPanel(QGroupBox):
    culpritChosen = Signal(list, list)
    """(cell ids, arrow indexes) of the clicked problem."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Problems"), parent)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setMinimumHeight(120)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        self.problems: list[Problem] = []

    def show_problems(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.list.clear()
        for problem in problems:
            text = problem.message[:1].upper() + problem.message[1:] + "."
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, problem)
            item.setForeground(QColor(170, 40, 30))
            if problem.cells or problem.arrows:
                item.setToolTip(self.tr("Click to select the culprit on the board."))
            self.list.addItem(item)
        if problems:
            count = self.tr("1 problem") if len(problems) == 1 else \
                self.tr("%1 problems").replace("%1", str(len(problems)))
            self.summary.setText(self.tr("%1: the board can be saved as a draft but not played.").replace("%1", count))
            self.summary.setStyleSheet("color: #a8281e;")
        else:
            self.summary.setText(self.tr("No problems: the board can be analysed and played."))
            self.summary.setStyleSheet("color: #1d7a3a;")
        self.list.setVisible(bool(problems))

    def _clicked(self, item: QListWidgetItem) -> None:
        problem = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(problem, Problem):
            self.culpritChosen.emit(list(problem.cells), list(problem.arrows))
