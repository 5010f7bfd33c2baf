"""The editable board document: a :class:`rules.oche.board.Board` with the edits undo needs.

Qt-free on purpose: the undo commands call these methods and the tests can check a document
without a window. Arrows are named by their index in the board's list (as in the file and
the rules); every edit here is exactly invertible, so a linear undo stack keeps indexes
valid. Positions are in board-file units; the scene multiplies by ``LAYOUT_SCALE``.
"""
from __future__ import annotations

from typing import Any

from rules.oche import boardfile
from rules.oche.board import BLACK, Arrow, Board, Cell, Problem, validate, warnings


class BoardDocument:
    """One board being edited. Reads are plain attribute access on :attr:`board`."""

    def __init__(self, board: Board | None = None) -> None:
        self.board: Board = board if board is not None else Board()

    # --- conversions -----------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> tuple["BoardDocument", list[Problem]]:
        """A document from a decoded file, with the shape problems the reader found."""
        board, problems = boardfile.from_dict(data)
        return cls(board), problems

    def to_dict(self) -> dict[str, Any]:
        return boardfile.to_dict(self.board)

    def dumps(self) -> str:
        return boardfile.dumps(self.board)

    def problems(self) -> list[Problem]:
        return validate(self.board)

    def warnings(self) -> list[Problem]:
        """Not problems (the board plays) but worth a look: a letter on arrows that no cell
        sets, unreachable cells... (:func:`rules.oche.board.warnings`)."""
        return warnings(self.board)

    def game_key(self) -> tuple[Any, ...]:
        """What the game and its solver read of the board: the cells' names, letters and the
        start, and the arrows; not the board's name or description, nor where the cells are
        drawn (renaming the board or moving a cell keeps an analysis)."""
        return (tuple((c.id, c.letter, c.start) for c in self.board.cells),
                tuple((a.source, a.target, a.color, a.letter) for a in self.board.arrows))

    # --- queries ---------------------------------------------------------------------------
    def cell(self, cell_id: str) -> Cell:
        cell = self.board.cell(cell_id)
        if cell is None:
            raise KeyError(cell_id)
        return cell

    def cell_index(self, cell_id: str) -> int:
        return next(i for i, c in enumerate(self.board.cells) if c.id == cell_id)

    def new_cell_id(self) -> str:
        """The first unused of ``c1, c2, ...``: short, so problem messages stay readable."""
        used = {c.id for c in self.board.cells}
        n = 1
        while f"c{n}" in used:
            n += 1
        return f"c{n}"

    def arrows_touching(self, cell_id: str) -> list[int]:
        return [i for i, a in enumerate(self.board.arrows) if cell_id in (a.source, a.target)]

    # --- edits (each has an exact inverse) ----------------------------------------------------
    def insert_cell(self, index: int, cell: Cell) -> None:
        self.board.cells.insert(index, cell)

    def take_cell(self, cell_id: str) -> tuple[int, Cell]:
        index = self.cell_index(cell_id)
        return index, self.board.cells.pop(index)

    def insert_arrow(self, index: int, arrow: Arrow) -> None:
        self.board.arrows.insert(index, arrow)

    def take_arrow(self, index: int) -> Arrow:
        return self.board.arrows.pop(index)

    def move_cell(self, cell_id: str, x: float, y: float) -> None:
        cell = self.cell(cell_id)
        cell.x, cell.y = x, y

    def set_cell_letter(self, cell_id: str, letter: str | None) -> None:
        self.cell(cell_id).letter = letter or None

    def starts(self) -> list[str]:
        return [c.id for c in self.board.cells if c.start]

    def set_starts(self, cell_ids: list[str]) -> None:
        """Exactly these cells carry the wings (the editor always passes one)."""
        for cell in self.board.cells:
            cell.start = cell.id in cell_ids

    def set_arrow(self, index: int, colour: str, letter: str | None) -> None:
        """Black arrows carry no letter (decision 4), so the letter goes with black."""
        arrow = self.board.arrows[index]
        arrow.color = colour
        arrow.letter = None if colour == BLACK else (letter or None)

    def set_text(self, field: str, text: str) -> None:
        """The board's ``name`` or ``description`` (the game shows both beside the board)."""
        if field not in ("name", "description"):
            raise ValueError(field)
        setattr(self.board, field, text)
