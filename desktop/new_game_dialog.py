"""The new-game dialog every game shares: two people, a person against the computer, or a
friend on another computer (invite: a code for the friend; join: the friend's code)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QPushButton, QRadioButton, QVBoxLayout, QWidget)

from desktop.game_ui import GameUI
from desktop.session import Seat
from desktop.widgets import label
from rules.protocol import ComputerLevel


class GameOptions(Protocol):
    """A game's own part of the dialog (Programmer's Checkers' deck and rule options)."""

    def options(self) -> dict[str, Any]:
        """The game options chosen (the widget admits only options the game accepts)."""


class NewGameDialog(QDialog):
    """Picks the seats, and the game's options when the game has some. The person's side and
    the level are remembered by the caller."""

    def __init__(self, seat_names: Sequence[str], levels: Sequence[ComputerLevel],
                 current: tuple[Seat, Seat], parent: QWidget | None = None,
                 words: type[GameUI] | GameUI = GameUI, options: QWidget | None = None) -> None:
        super().__init__(parent)
        self.options_widget = options
        self.setWindowTitle(self.tr("New game"))
        self.levels = list(levels)
        self.words = words
        """Whose level names and lines the list shows (the game's UI)."""
        layout = QVBoxLayout(self)
        self.two_people = QRadioButton(self.tr("Two people on this computer"))
        self.vs_computer = QRadioButton(self.tr("Against the computer"))
        self.friend = QRadioButton(self.tr("A friend on another computer"))
        group = QButtonGroup(self)
        for button in (self.two_people, self.vs_computer, self.friend):
            group.addButton(button)
            layout.addWidget(button)
        friend_row = QHBoxLayout()
        friend_row.setContentsMargins(24, 0, 0, 0)
        self.invite = QRadioButton(self.tr("Invite (you get a code for your friend)"))
        self.join = QRadioButton(self.tr("Join (type your friend's code)"))
        self.invite.setChecked(True)
        self.servers = QPushButton(self.tr("Servers…"))
        self.servers.clicked.connect(self._choose_servers)
        friend_group = QButtonGroup(self)
        for button in (self.invite, self.join):
            friend_group.addButton(button)
            friend_row.addWidget(button)
        friend_row.addStretch(1)
        friend_row.addWidget(self.servers)
        layout.addLayout(friend_row)
        form = QFormLayout()
        self.side = QComboBox()
        for name in seat_names:
            self.side.addItem(name)
        self.level = QComboBox()
        for lv in self.levels:  # short names in the list, the plain line under it: the dialog stays narrow
            self.level.addItem(f"{lv.number}. {words.level_name(lv)}", lv.number)
        self.level_line = label("", "small")
        form.addRow(self.tr("You play"), self.side)
        form.addRow(self.tr("Computer level"), self.level)
        form.addRow("", self.level_line)
        self.level.currentIndexChanged.connect(self._describe)
        layout.addLayout(form)
        if options is not None:
            layout.addWidget(options)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.vs_computer.setEnabled(bool(self.levels))
        computer_seat = next((i for i, s in enumerate(current) if s.computer), None)
        if computer_seat is None or not self.levels:
            self.two_people.setChecked(True)
        else:
            self.vs_computer.setChecked(True)
            self.side.setCurrentIndex(1 - computer_seat)
            self.level.setCurrentIndex(max(0, self.level.findData(current[computer_seat].level)))
        if computer_seat is None and self.levels:
            default = next((i for i, lv in enumerate(self.levels) if lv.extra.get("default")), 0)
            self.level.setCurrentIndex(default)
        for button in (self.two_people, self.vs_computer, self.friend, self.join):
            button.toggled.connect(self._sync)
        self._sync()
        self._describe()

    def game_options(self) -> dict[str, Any] | None:
        """The options chosen, or None for a game without options in the dialog."""
        # a GameOptions widget: a QWidget and the protocol at once, which mypy cannot spell
        return self.options_widget.options() if self.options_widget is not None else None  # type: ignore[attr-defined]

    def _describe(self) -> None:
        index = self.level.currentIndex()
        self.level_line.setText(self.words.level_line(self.levels[index])
                                if 0 <= index < len(self.levels) else "")

    def _sync(self) -> None:
        friend = self.friend.isChecked()
        joining = friend and self.join.isChecked()
        self.side.setEnabled(self.vs_computer.isChecked() or friend and not joining)
        self.level.setEnabled(self.vs_computer.isChecked())
        for widget in (self.invite, self.join, self.servers):
            widget.setEnabled(friend)
        if self.options_widget is not None:
            self.options_widget.setEnabled(not joining)  # the invitation brings its options

    def _choose_servers(self) -> None:
        from desktop.network_dialog import ServersDialog
        ServersDialog(self).exec()

    def joining(self) -> bool:
        """The person joins a friend's game (the invitation brings the game and its options)."""
        return self.friend.isChecked() and self.join.isChecked()

    def inviting(self) -> int | None:
        """The seat the person plays in a game with a friend they invite, else None."""
        if self.friend.isChecked() and self.invite.isChecked():
            return self.side.currentIndex()
        return None

    def seats(self) -> tuple[Seat, Seat]:
        if not self.vs_computer.isChecked():
            return (Seat(), Seat())
        computer = Seat(True, int(self.level.currentData()))
        return (Seat(), computer) if self.side.currentIndex() == 0 else (computer, Seat())
