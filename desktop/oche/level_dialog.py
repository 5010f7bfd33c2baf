"""The level picker: the thirteen levels with title, description, side and completion."""
from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QGraphicsScene, QHBoxLayout,
                               QLabel, QListWidget, QListWidgetItem, QRadioButton, QVBoxLayout, QWidget)

from desktop.board_view import BoardView
from desktop.oche import level_texts, progress
from desktop.oche.board_items import populate
from rules.errors import RulesError
from rules.oche.boardfile import board_from_dict
from rules.oche.levels import LEVEL_COUNT, ROMAN, level_dict, level_info
from rules.protocol import ComputerLevel


@dataclass(frozen=True)
class LevelChoice:
    level: int
    two_people: bool
    strength: int
    friend: bool = False
    """Invite a friend on another computer to the level (two people, over the network)."""


class LevelDialog(QDialog):
    """Lists every level; one that cannot be read is shown greyed with the reason."""

    def __init__(self, current: int, strengths: list[ComputerLevel], two_people: bool, strength: int,
                 parent: QWidget | None = None, words: Any = None) -> None:
        """``words``: the game's UI, whose level names and lines the strength list shows."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Oche — choose a level"))
        self.resize(860, 560)
        done = progress.completed()
        self.infos: dict[int, dict] = {}
        self.list = QListWidget()
        self.list.setMinimumWidth(270)
        self.list.setStyleSheet("QListWidget::item { padding: 6px 4px; }")
        for number in range(1, LEVEL_COUNT + 1):
            try:
                info = level_info(number)
            except (RulesError, ValueError, OSError) as exc:
                item = QListWidgetItem(f"{ROMAN[number - 1]} · " + self.tr("not available"))
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setToolTip(str(exc))
                self.list.addItem(item)
                continue
            self.infos[number] = info
            mark = "✓  " if number in done else "     "
            side = "   " + self.tr("(you play O)") if info["human"] == "O" else ""
            item = QListWidgetItem(f"{mark}{info['roman']} · {level_texts.title(info)}{side}")
            item.setData(Qt.ItemDataRole.UserRole, number)
            self.list.addItem(item)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.details = QLabel()
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.side = QLabel()
        self.side.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.preview_scene = QGraphicsScene(self)
        self.preview_scene.setBackgroundBrush(QColor(244, 236, 220))
        self.preview = BoardView(self.preview_scene)
        self.preview.setMinimumHeight(200)
        self.preview.setInteractive(False)
        self.vs_computer = QRadioButton(self.tr("Against the computer"))
        self.vs_person = QRadioButton(self.tr("Two people on this screen"))
        group = QButtonGroup(self)
        group.addButton(self.vs_computer)
        group.addButton(self.vs_person)
        self.vs_friend = QRadioButton(self.tr("A friend on another computer (you get a code for them)"))
        group.addButton(self.vs_friend)
        (self.vs_person if two_people else self.vs_computer).setChecked(True)
        self.strength = QComboBox()
        for lv in strengths:
            self.strength.addItem(words.level_name(lv) if words else lv.name, lv.number)
            self.strength.setItemData(self.strength.count() - 1, words.level_line(lv) if words else lv.description,
                                      Qt.ItemDataRole.ToolTipRole)
        self.strength.setCurrentIndex(max(0, self.strength.findData(strength)))
        self.vs_computer.toggled.connect(self.strength.setEnabled)
        self.strength.setEnabled(not two_people)

        right = QVBoxLayout()
        right.addWidget(self.title)
        right.addWidget(self.side)
        right.addWidget(self.details)
        right.addWidget(self.preview, 1)
        right.addWidget(self.vs_computer)
        right.addWidget(self.strength)
        right.addWidget(self.vs_person)
        right.addWidget(self.vs_friend)
        body = QHBoxLayout()
        body.addWidget(self.list)
        body.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.currentItemChanged.connect(self._show)
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        self.select(current if current in self.infos else min(self.infos, default=1))

    def select(self, number: int) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == number:
                self.list.setCurrentRow(row)

    def _show(self, item: QListWidgetItem | None) -> None:
        number = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        info = self.infos.get(number) if number is not None else None
        if number is None or info is None:
            return
        self.title.setText(self.tr("Level %1 · %2").replace("%1", info["roman"]).replace("%2", level_texts.title(info)))
        self.side.setText(self.tr("You play %1.").replace("%1", info["human"])
                          + ("   ✓ " + self.tr("completed") if number in progress.completed() else ""))
        self.details.setText(level_texts.description(info))
        self.preview_scene.clear()
        try:
            populate(self.preview_scene, board_from_dict(level_dict(number)))
        except (RulesError, ValueError):
            return
        self.preview_scene.setSceneRect(self.preview_scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def choice(self) -> LevelChoice:
        item = self.list.currentItem()
        number = item.data(Qt.ItemDataRole.UserRole) if item is not None else 1
        return LevelChoice(int(number), self.vs_person.isChecked(), int(self.strength.currentData() or 2),
                           self.vs_friend.isChecked())
