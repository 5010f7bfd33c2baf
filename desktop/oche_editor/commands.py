"""Every edit of the board designer as a :class:`QUndoCommand` on the page's undo stack.

Commands only change the :class:`~desktop.oche_editor.model.BoardDocument`; the page
redraws the scene when the stack's index changes, so undo, redo and a fresh edit all take
the same path to the screen. A cell dragged with the mouse is one :class:`MoveCells`
(pushed once, when the button is released), however far it travelled.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from desktop.oche.palette import colour_label
from desktop.oche_editor.model import BoardDocument
from rules.oche.board import Arrow, Cell


# Called as translate("oche_editor.commands", "literal") so that lupdate finds the texts.
translate = QCoreApplication.translate


class AddCell(QUndoCommand):
    def __init__(self, doc: BoardDocument, cell: Cell) -> None:
        super().__init__(translate("oche_editor.commands", "Add cell"))
        self.doc, self.cell = doc, cell
        self.index = len(doc.board.cells)

    def redo(self) -> None:
        self.doc.insert_cell(self.index, self.cell)

    def undo(self) -> None:
        self.doc.take_cell(self.cell.id)


class RemoveCell(QUndoCommand):
    """Removes the cell and the arrows that touch it (an arrow needs both ends)."""

    def __init__(self, doc: BoardDocument, cell_id: str) -> None:
        super().__init__(translate("oche_editor.commands", "Delete cell"))
        self.doc, self.cell_id = doc, cell_id
        self.index = -1
        self.cell: Cell | None = None
        self.arrows: list[tuple[int, Arrow]] = []

    def redo(self) -> None:
        touching = self.doc.arrows_touching(self.cell_id)
        self.arrows = [(i, self.doc.board.arrows[i]) for i in touching]
        for i in reversed(touching):
            self.doc.take_arrow(i)
        self.index, self.cell = self.doc.take_cell(self.cell_id)

    def undo(self) -> None:
        assert self.cell is not None
        self.doc.insert_cell(self.index, self.cell)
        for i, arrow in self.arrows:
            self.doc.insert_arrow(i, arrow)


class AddArrow(QUndoCommand):
    def __init__(self, doc: BoardDocument, arrow: Arrow) -> None:
        super().__init__(translate("oche_editor.commands", "Add arrow"))
        self.doc, self.arrow = doc, arrow
        self.index = len(doc.board.arrows)

    def redo(self) -> None:
        self.doc.insert_arrow(self.index, self.arrow)

    def undo(self) -> None:
        self.doc.take_arrow(self.index)


class RemoveArrow(QUndoCommand):
    def __init__(self, doc: BoardDocument, index: int) -> None:
        super().__init__(translate("oche_editor.commands", "Delete arrow"))
        self.doc, self.index = doc, index
        self.arrow: Arrow | None = None

    def redo(self) -> None:
        self.arrow = self.doc.take_arrow(self.index)

    def undo(self) -> None:
        assert self.arrow is not None
        self.doc.insert_arrow(self.index, self.arrow)


Moves = dict[str, tuple[tuple[float, float], tuple[float, float]]]
"""Cell id -> (old x, y), (new x, y) in board-file units."""
NUDGE_ID = 1


class MoveCells(QUndoCommand):
    """Cells moved together (one drag of a selection), from old to new positions.

    A drag is pushed once, on release. Nudges with the arrow keys are pushed per key press
    but merge while they move the same cells, so holding a key is one undo step too."""

    def __init__(self, doc: BoardDocument, moves: Moves, nudge: bool = False) -> None:
        super().__init__(translate("oche_editor.commands", "Move cell") if len(moves) == 1
                         else translate("oche_editor.commands", "Move %n cells").replace("%n", str(len(moves))))
        self.doc, self.moves, self.nudge = doc, moves, nudge

    def id(self) -> int:
        return NUDGE_ID if self.nudge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, MoveCells) or not other.nudge or other.moves.keys() != self.moves.keys():
            return False
        self.moves = {cell_id: (old, other.moves[cell_id][1]) for cell_id, (old, _new) in self.moves.items()}
        return True

    def redo(self) -> None:
        for cell_id, (_old, new) in self.moves.items():
            self.doc.move_cell(cell_id, *new)

    def undo(self) -> None:
        for cell_id, (old, _new) in self.moves.items():
            self.doc.move_cell(cell_id, *old)


class SetCellLetter(QUndoCommand):
    def __init__(self, doc: BoardDocument, cell_id: str, letter: str | None) -> None:
        super().__init__(translate("oche_editor.commands", "Set letter %1").replace("%1", letter) if letter
                         else translate("oche_editor.commands", "Remove letter"))
        self.doc, self.cell_id, self.letter = doc, cell_id, letter
        self.old = doc.cell(cell_id).letter

    def redo(self) -> None:
        self.doc.set_cell_letter(self.cell_id, self.letter)

    def undo(self) -> None:
        self.doc.set_cell_letter(self.cell_id, self.old)


class SetStart(QUndoCommand):
    """Gives the wings to one cell; every other cell loses them (exactly one start)."""

    def __init__(self, doc: BoardDocument, cell_id: str) -> None:
        super().__init__(translate("oche_editor.commands", "Set start cell"))
        self.doc, self.cell_id = doc, cell_id
        self.old = doc.starts()

    def redo(self) -> None:
        self.doc.set_starts([self.cell_id])

    def undo(self) -> None:
        self.doc.set_starts(self.old)


class SetArrow(QUndoCommand):
    """Colour and letter together, since a black arrow must lose its letter."""

    def __init__(self, doc: BoardDocument, index: int, colour: str, letter: str | None) -> None:
        super().__init__(translate("oche_editor.commands", "Arrow: %1")
                         .replace("%1", colour_label(colour) + (f" {letter}" if letter else "")))
        self.doc, self.index, self.colour, self.letter = doc, index, colour, letter
        arrow = doc.board.arrows[index]
        self.old = (arrow.color, arrow.letter)

    def redo(self) -> None:
        self.doc.set_arrow(self.index, self.colour, self.letter)

    def undo(self) -> None:
        self.doc.set_arrow(self.index, *self.old)


class SetBoardText(QUndoCommand):
    """The board's name or description."""

    def __init__(self, doc: BoardDocument, field: str, text: str) -> None:
        super().__init__(translate("oche_editor.commands", "Rename board") if field == "name"
                         else translate("oche_editor.commands", "Describe board"))
        self.doc, self.field, self.new = doc, field, text  # (``text`` is QUndoCommand's own)
        self.old = getattr(doc.board, field)

    def redo(self) -> None:
        self.doc.set_text(self.field, self.new)

    def undo(self) -> None:
        self.doc.set_text(self.field, self.old)
