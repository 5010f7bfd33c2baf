"""Programmer's Checkers' part of the new-game dialog: the deck and the rule options.

The basic deck is the box's nine tiles; the advanced deck is composed here, a count for each
of the seven operators (AND, OR and XOR at least one: the rules need them). The two draw
limits the spec adds for play on a screen can be switched off, and the habits of other
checkers families (all off by default) switched on.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QRadioButton, QSpinBox,
                               QVBoxLayout, QWidget)

from desktop.programmers_checkers.look import SYMBOL
from desktop.widgets import label
from rules.programmers_checkers.board import BASIC_OPS, OPS
from rules.programmers_checkers.tiles import ADVANCED_DECK


class CheckersOptions(QWidget):
    """Implements :class:`desktop.new_game_dialog.GameOptions`. The spin boxes' ranges
    (AND, OR, XOR from 1, at most 9 of each) admit only decks the rules accept."""

    def __init__(self, current: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        deck_box = QGroupBox(self.tr("Operator tiles"))
        deck_layout = QVBoxLayout(deck_box)
        self.basic = QRadioButton(self.tr("Basic: 3 AND, 3 OR, 3 XOR"))
        self.advanced = QRadioButton(self.tr("Advanced: compose the pile"))
        deck_layout.addWidget(self.basic)
        deck_layout.addWidget(self.advanced)
        grid = QGridLayout()
        self.counts: dict[str, QSpinBox] = {}
        deck = current.get("deck", "basic")
        composed = ADVANCED_DECK if not isinstance(deck, dict) else {op: int(deck.get(op, 0)) for op in OPS}
        for k, op in enumerate(OPS):
            spin = QSpinBox()
            spin.setRange(1 if op in BASIC_OPS else 0, 9)
            spin.setValue(composed.get(op, 0))
            spin.setAccessibleName(op)
            spin.valueChanged.connect(self._sync)
            self.counts[op] = spin
            name = QLabel(f"{op} {SYMBOL[op]}")
            name.setBuddy(spin)
            grid.addWidget(name, k // 4, 2 * (k % 4))
            grid.addWidget(spin, k // 4, 2 * (k % 4) + 1)
        deck_layout.addLayout(grid)
        self.total = label("", "small")
        deck_layout.addWidget(self.total)
        layout.addWidget(deck_box)
        (self.advanced if deck == "advanced" or isinstance(deck, dict) else self.basic).setChecked(True)
        self.basic.toggled.connect(self._sync)

        rules_box = QGroupBox(self.tr("Rules"))
        rules = QVBoxLayout(rules_box)
        self.repetition = QCheckBox(self.tr("The same position a third time is a draw"))
        self.repetition.setChecked(bool(current.get("repetition_draw", True)))
        rules.addWidget(self.repetition)
        row = QHBoxLayout()
        self.limit_on = QCheckBox(self.tr("Draw when nobody captures or moves a man for"))
        self.limit = QSpinBox()
        self.limit.setRange(2, 400)
        self.limit.setSingleStep(2)
        limit = current.get("move_limit", 80)
        self.limit_on.setChecked(limit is not None)
        self.limit.setValue(limit if isinstance(limit, int) and not isinstance(limit, bool) else 80)
        self.limit.setSuffix(self.tr(" turns (both sides)"))
        self.limit_on.toggled.connect(self.limit.setEnabled)
        self.limit.setEnabled(self.limit_on.isChecked())
        row.addWidget(self.limit_on, 1)
        row.addWidget(self.limit)
        rules.addLayout(row)
        self.habits = {
            "men_capture_backwards": QCheckBox(self.tr("Men may also capture backwards")),
            "take_most": QCheckBox(self.tr("A capture must take the most stones")),
            "no_king_priority": QCheckBox(self.tr("Kings need not capture first")),
            "crown_bit_choice": QCheckBox(self.tr("The owner chooses a new king's bit")),
        }
        for key, box in self.habits.items():
            box.setChecked(bool(current.get(key, False)))
            rules.addWidget(box)
        layout.addWidget(rules_box)
        self._sync()

    def _composed(self) -> dict[str, int]:
        return {op: spin.value() for op, spin in self.counts.items()}

    def _sync(self) -> None:
        advanced = self.advanced.isChecked()
        for spin in self.counts.values():
            spin.setEnabled(advanced)
        n = sum(self._composed().values()) if advanced else 9
        self.total.setText(self.tr("%n tile(s) in the pile", "", n))

    def options(self) -> dict[str, Any]:
        deck: Any = "basic" if self.basic.isChecked() else self._composed()
        out: dict[str, Any] = {"deck": deck, "repetition_draw": self.repetition.isChecked(),
                               "move_limit": self.limit.value() if self.limit_on.isChecked() else None}
        out.update({key: box.isChecked() for key, box in self.habits.items()})
        return out
