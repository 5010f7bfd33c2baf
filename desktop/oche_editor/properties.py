"""The properties panel: the board's name, and the selected cell's or arrow's properties.

Each change is pushed as one undo command, so editing here and on the canvas share undo.
The panel follows the scene's selection; it shows one item at a time because a letter or a
colour is a decision about one cell or arrow.
"""
from __future__ import annotations

import string

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QStackedWidget,
                               QVBoxLayout, QWidget)

from desktop.oche.palette import colour_icon, colour_label
from desktop.oche_editor import commands
from desktop.oche_editor.model import BoardDocument
from rules.oche.board import ALL_COLOURS, BLACK

LETTERS = tuple(string.ascii_lowercase)


class PropertiesPanel(QGroupBox):
    def __init__(self, doc: BoardDocument, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Properties"), parent)
        self.doc, self.stack = doc, stack
        self._cell: str | None = None
        self._arrow: int | None = None
        self._updating = False
        layout = QVBoxLayout(self)
        board_form = QFormLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Untitled board"))
        self.name_edit.editingFinished.connect(lambda: self._text_edited("name", self.name_edit))
        board_form.addRow(self.tr("Board name"), self.name_edit)
        self.description_edit = QLineEdit()
        self.description_edit.setPlaceholderText(self.tr("A line for the players"))
        self.description_edit.setToolTip(self.tr("Shown beside the board when it is played"))
        self.description_edit.editingFinished.connect(
            lambda: self._text_edited("description", self.description_edit))
        board_form.addRow(self.tr("Description"), self.description_edit)
        layout.addLayout(board_form)

        self.pages = QStackedWidget()
        self.hint = QLabel(self.tr("Select a cell or an arrow to edit it here, or double-click it on the canvas."))
        self.hint.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.hint.setWordWrap(True)
        self.pages.addWidget(self.hint)

        cell_page = QWidget()
        cell_form = QFormLayout(cell_page)
        cell_form.setContentsMargins(0, 0, 0, 0)
        self.cell_label = QLabel()
        self.cell_label.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.cell_letter = self._letter_combo()
        self.cell_letter.activated.connect(self._cell_letter_chosen)
        self.start_box = QCheckBox(self.tr("Start cell (the wings)"))
        self.start_box.clicked.connect(self._start_clicked)
        cell_form.addRow(self.tr("Cell"), self.cell_label)
        cell_form.addRow(self.tr("Letter"), self.cell_letter)
        cell_form.addRow("", self.start_box)
        self.pages.addWidget(cell_page)

        arrow_page = QWidget()
        arrow_form = QFormLayout(arrow_page)
        arrow_form.setContentsMargins(0, 0, 0, 0)
        self.arrow_label = QLabel()
        self.arrow_label.setTextFormat(Qt.TextFormat.PlainText)  # may quote a board file
        self.arrow_colour = QComboBox()
        for colour in ALL_COLOURS:
            self.arrow_colour.addItem(colour_icon(colour), colour_label(colour), colour)
        self.arrow_colour.activated.connect(self._arrow_changed)
        self.arrow_letter = self._letter_combo()
        self.arrow_letter.activated.connect(self._arrow_changed)
        arrow_form.addRow(self.tr("Arrow"), self.arrow_label)
        arrow_form.addRow(self.tr("Colour"), self.arrow_colour)
        arrow_form.addRow(self.tr("Letter"), self.arrow_letter)
        self.pages.addWidget(arrow_page)
        layout.addWidget(self.pages)

    def _letter_combo(self) -> QComboBox:
        combo = QComboBox()
        combo.addItem(self.tr("none"), None)
        for letter in LETTERS:
            combo.addItem(letter, letter)
        return combo

    # --- following the selection and the document -------------------------------------------------
    def show_selection(self, cells: list[str], arrows: list[int]) -> None:
        self._cell = cells[0] if len(cells) == 1 and not arrows else None
        self._arrow = arrows[0] if len(arrows) == 1 and not cells else None
        self.refresh()

    def refresh(self) -> None:
        """Show the document's current values (after an edit, undo or redo)."""
        self._updating = True
        try:
            self.name_edit.setText(self.doc.board.name)
            self.description_edit.setText(self.doc.board.description)
            self.description_edit.setCursorPosition(0)
            cell = self.doc.board.cell(self._cell) if self._cell is not None else None
            arrows = self.doc.board.arrows
            if cell is not None:
                self.pages.setCurrentIndex(1)
                self.cell_label.setText(cell.id)
                self.cell_letter.setCurrentIndex(self.cell_letter.findData(cell.letter) if cell.letter else 0)
                self.start_box.setChecked(cell.start)
                self.start_box.setEnabled(not (cell.start and len(self.doc.starts()) == 1))
            elif self._arrow is not None and self._arrow < len(arrows):
                arrow = arrows[self._arrow]
                self.pages.setCurrentIndex(2)
                self.arrow_label.setText(f"{arrow.source} → {arrow.target}")
                self.arrow_colour.setCurrentIndex(max(0, self.arrow_colour.findData(arrow.color)))
                self.arrow_letter.setCurrentIndex(self.arrow_letter.findData(arrow.letter) if arrow.letter else 0)
                self.arrow_letter.setEnabled(arrow.color != BLACK)
            else:
                self.pages.setCurrentIndex(0)
        finally:
            self._updating = False

    # --- edits ----------------------------------------------------------------------------------
    def focus_letter(self) -> None:
        """Double-click on the canvas: the letter field takes the keyboard."""
        combo = self.cell_letter if self.pages.currentIndex() == 1 else self.arrow_colour
        combo.setFocus()

    def _text_edited(self, field: str, edit: QLineEdit) -> None:
        text = edit.text().strip()
        if not self._updating and text != getattr(self.doc.board, field):
            self.stack.push(commands.SetBoardText(self.doc, field, text))

    def _cell_letter_chosen(self, _index: int) -> None:
        if self._updating or self._cell is None:
            return
        letter = self.cell_letter.currentData()
        if letter != self.doc.cell(self._cell).letter:
            self.stack.push(commands.SetCellLetter(self.doc, self._cell, letter))

    def _start_clicked(self, checked: bool) -> None:
        if self._updating or self._cell is None:
            return
        if checked:
            self.stack.push(commands.SetStart(self.doc, self._cell))
        else:
            self.refresh()  # a board has exactly one start: give the wings to another cell instead

    def _arrow_changed(self, _index: int) -> None:
        if self._updating or self._arrow is None:
            return
        colour = self.arrow_colour.currentData()
        letter = self.arrow_letter.currentData()
        arrow = self.doc.board.arrows[self._arrow]
        if colour != BLACK and arrow.color == BLACK and letter is None:
            # a new coloured arrow usually reads the letter of the cell it leaves
            source = self.doc.board.cell(arrow.source)
            letter = source.letter if source is not None else None
        if (colour, None if colour == BLACK else letter) != (arrow.color, arrow.letter):
            self.stack.push(commands.SetArrow(self.doc, self._arrow, colour, letter))
