"""Editing in place: a one-line editor over the double-clicked cell or arrow label.

Typing is faster than a panel for the two things one sets over and over: a cell's letter
(``x``, or nothing to remove it) and an arrow's colour and letter (``blue x``, ``red``,
``black``). Enter applies the change as one undo command, Escape or leaving cancels.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QUndoStack
from PySide6.QtWidgets import QGraphicsView, QLineEdit

from desktop.oche.board_items import ArrowItem
from desktop.oche_editor import commands
from desktop.oche_editor.model import BoardDocument
from desktop.oche_editor.scene import EditorCellItem
from rules.oche.board import ALL_COLOURS, BLACK, LETTER_RE


# Called as translate("oche_editor.inplace", "literal") so that lupdate finds the texts.
translate = QCoreApplication.translate


def parse_arrow_text(text: str, colour: str, letter: str | None) -> tuple[str, str | None] | None:
    """``"blue x"`` → ("blue", "x"); a missing part keeps the arrow's; None if not understood."""
    words = text.lower().replace(",", " ").split()
    for word in words:
        if word in ALL_COLOURS:
            colour = word
        elif LETTER_RE.match(word):
            letter = word
        elif word in ("-", "none"):
            letter = None
        else:
            return None
    return colour, None if colour == BLACK else letter


class InPlaceEditor(QObject):
    def __init__(self, view: QGraphicsView, doc: BoardDocument, stack: QUndoStack) -> None:
        super().__init__(view)
        self.view, self.doc, self.stack = view, doc, stack
        self.edit = QLineEdit(view.viewport())
        self.edit.hide()
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.returnPressed.connect(self.commit)
        self.edit.installEventFilter(self)
        self._target: EditorCellItem | ArrowItem | None = None

    def open(self, item: EditorCellItem | ArrowItem) -> None:
        self._target = item
        if isinstance(item, EditorCellItem):
            self.edit.setText(item.letter or "")
            self.edit.setPlaceholderText(translate("oche_editor.inplace", "letter"))
            self.edit.setToolTip(translate("oche_editor.inplace",
                                           "A letter a–z, or nothing for none; Enter applies"))
            self.edit.setFixedWidth(64)
            centre = item.scenePos()
        else:
            self.edit.setText(" ".join(p for p in (item.colour, item.letter) if p))
            self.edit.setPlaceholderText(translate("oche_editor.inplace", "colour letter"))
            self.edit.setToolTip(translate("oche_editor.inplace",
                                           "A colour (black, blue, red, green, yellow, purple, orange) and "
                                           "a letter, e.g. “blue x”; Enter applies"))
            self.edit.setFixedWidth(120)
            centre = item.label_pos()
        point = self.view.mapFromScene(centre)
        self.edit.move(point.x() - self.edit.width() // 2, point.y() - self.edit.sizeHint().height() // 2)
        self.edit.show()
        self.edit.selectAll()
        self.edit.setFocus()

    def is_open(self) -> bool:
        return self.edit.isVisible()

    def commit(self) -> None:
        item, text = self._target, self.edit.text().strip().lower()
        self.close()
        if isinstance(item, EditorCellItem):
            if text and not LETTER_RE.match(text):
                return
            letter = text or None
            if self.doc.board.cell(item.cell_id) is not None and letter != self.doc.cell(item.cell_id).letter:
                self.stack.push(commands.SetCellLetter(self.doc, item.cell_id, letter))
        elif isinstance(item, ArrowItem) and item.index < len(self.doc.board.arrows):
            arrow = self.doc.board.arrows[item.index]
            parsed = parse_arrow_text(text, arrow.color, arrow.letter)
            if parsed is not None and parsed != (arrow.color, arrow.letter):
                self.stack.push(commands.SetArrow(self.doc, item.index, *parsed))

    def close(self) -> None:
        self._target = None
        self.edit.hide()
        self.view.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
                self.close()
                return True
            if event.type() == QEvent.Type.FocusOut and self.edit.isVisible():
                self.close()
        return False
