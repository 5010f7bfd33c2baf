"""The editor's scene: an interaction :class:`Mode`, mouse gestures turned into undo commands.

As in Qt's diagramscene example the scene owns the gestures (click to add a cell, drag from
cell to cell to add an arrow, click to delete) and tells the window through signals; the
drawing is the game's own :mod:`desktop.oche.board_items`, so a board looks the same here
and in play. The scene never changes the document itself: it pushes commands, and the page
calls :meth:`EditorScene.sync` when the undo stack moves.
"""
from __future__ import annotations

import enum
import html
import math
from collections.abc import Generator

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QUndoStack
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsLineItem, QGraphicsScene, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from desktop.oche.board_items import (LAYOUT_SCALE, PAPER, ArrowItem, BoardBuild, CellItem, Emphasis, SketchLayer,
                                      assign_lanes, avoid_cells, drawing_key)
from desktop import theme
from desktop.oche_editor import commands
from desktop.oche_editor.model import BoardDocument
from rules.oche.board import BLACK, Arrow, Board, Cell

GRID = 30.0
"""Snap step in board-file units: the levels sit on a 120 grid, so quarters of it line up."""
MARGIN = 900.0
"""Room around the board inside the scene rectangle, to place new cells and to pan."""


class Mode(enum.Enum):
    """What a left click on the canvas does (diagramscene's ``Mode``)."""

    SELECT = "select"
    ADD_CELL = "add_cell"
    ADD_ARROW = "add_arrow"
    DELETE = "delete"


def to_file(point: QPointF) -> tuple[float, float]:
    """Scene point to board-file units, rounded: files stay readable and diffs small."""
    return (round(point.x() / LAYOUT_SCALE), round(point.y() / LAYOUT_SCALE))


def to_scene(x: float, y: float) -> QPointF:
    return QPointF(x * LAYOUT_SCALE, y * LAYOUT_SCALE)


class EditorCellItem(CellItem):
    """The game's cell, selectable and movable; snaps to the grid while dragged."""

    def __init__(self, cell: Cell) -> None:
        super().__init__(cell.id, cell.letter, cell.start)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setToolTip(html.escape(cell.id))  # an id from a file is text, never markup

    def _id_rect(self) -> QRectF:
        r = self.radius
        return QRectF(r * 0.74, r * 0.56, 52, 18)

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self._id_rect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The game's cell, plus its id (problems name cells by id) unless exporting."""
        super().paint(painter, option, widget)
        scene = self.scene()
        if isinstance(scene, EditorScene) and not scene.exporting:
            font = QFont()
            font.setPointSizeF(9.5)
            painter.setFont(font)
            painter.setPen(QColor(120, 110, 96))
            painter.drawText(self._id_rect(), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.cell_id)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        scene = self.scene()
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and isinstance(scene, EditorScene) \
                and scene.dragging and scene.snap and isinstance(value, QPointF):
            step = GRID * LAYOUT_SCALE
            value = QPointF(round(value.x() / step) * step, round(value.y() / step) * step)
        return super().itemChange(change, value)


def make_arrow(index: int, arrow: Arrow, source: CellItem, target: CellItem, lane: float) -> ArrowItem:
    """The game's arrow, selectable, its ends in its tooltip; laid out by the caller."""
    item = ArrowItem(index, source, target, arrow.color, arrow.letter, lane, layout=False)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
    item.setToolTip(html.escape(f"{arrow.source} → {arrow.target}"))
    return item


class EditorScene(QGraphicsScene):
    """Cells and arrows of a :class:`BoardDocument`, edited with the mouse."""

    modeChanged = Signal(object)
    """The new :class:`Mode`."""
    editRequested = Signal(object)
    """A cell or arrow item was double-clicked: edit it in place."""

    def __init__(self, doc: BoardDocument, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As in the game's scene: no BSP tree for thousands of long, overlapping arrows.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.doc, self.stack = doc, stack
        self._prepared: BoardBuild | None = None
        self.mode = Mode.SELECT
        self.snap = True
        self.dragging = False
        self.exporting = False
        """True while rendering for export: no grid, no selection."""
        self.cells: dict[str, EditorCellItem] = {}
        self.arrows: list[ArrowItem] = []
        self.layer: SketchLayer | None = None
        self._press_positions: dict[str, QPointF] = {}
        self._line: QGraphicsLineItem | None = None
        self._line_from: EditorCellItem | None = None
        self._step: tuple[str | None, int | None] = (None, None)
        self._paper: QRectF | None = None
        self.selectionChanged.connect(self._redraw_sketch)
        theme.signals.changed.connect(self.update)  # the table around the paper follows the theme
        self.sync()

    # --- mode ------------------------------------------------------------------------------
    def set_mode(self, mode: Mode) -> None:
        if mode is not self.mode:
            self._cancel_line()
            self.mode = mode
            self.modeChanged.emit(mode)

    # --- showing the document -----------------------------------------------------------------
    def prepare(self, board: Board) -> Generator[float, None, None]:
        """Make the items of ``board`` ahead of opening it (see
        :meth:`desktop.oche.scene.OcheScene.prepare`): the next :meth:`sync` to a document
        drawn like it takes them. Nothing on show changes before."""
        self._prepared = BoardBuild(board, transpose=False, make_cell=EditorCellItem, make_arrow=make_arrow,
                                    loops=False)
        return self._prepared.steps()

    def drop_prepared(self) -> None:
        self._prepared = None

    def _take_prepared(self) -> bool:
        """Show the prepared items if they are the document's; False if there are none."""
        build, self._prepared = self._prepared, None
        if build is None or not build.done or build.key != drawing_key(self.doc.board):
            return False
        self._drop_layer()
        for item in [*self.cells.values(), *self.arrows]:
            if isinstance(item, ArrowItem):
                item.detach()
            self.removeItem(item)
        build.add_to(self)
        self.cells = build.cells  # type: ignore[assignment]  # made by EditorCellItem
        self.arrows = build.arrows
        self.layer = build.layer
        return True

    def _redraw_sketch(self) -> None:
        """A selected arrow is drawn by itself (in blue), not in the sketch of the others."""
        if self.layer is not None:
            self.layer.invalidate()

    def _drop_layer(self) -> None:
        if self.layer is not None:
            self.removeItem(self.layer)
            self.layer = None

    def sync(self) -> None:
        """Make the items match the document: cells are kept (by id) so a drag in progress or
        a selection survives; arrows are rebuilt, since lanes depend on all of them. Items
        made ahead for the document (:meth:`prepare`) are taken instead."""
        self._paper = None
        if self._take_prepared():
            self._finish_sync()
            return
        selected_arrows = {a.index for a in self.arrows if a.isSelected()}
        self._drop_layer()
        for old in self.arrows:
            old.detach()
            self.removeItem(old)
        self.arrows = []
        wanted = {c.id: c for c in self.doc.board.cells}
        for cell_id in [i for i in self.cells if i not in wanted]:
            self.removeItem(self.cells.pop(cell_id))
        for cell in self.doc.board.cells:
            item = self.cells.get(cell.id)
            if item is None:
                item = self.cells[cell.id] = EditorCellItem(cell)
                self.addItem(item)
            if item.letter != cell.letter:
                item.set_letter(cell.letter)
            if item.start != cell.start:
                item.set_start(cell.start)
            item.arrows = []
            item.setPos(to_scene(cell.x, cell.y))
        drawable = [(i, a) for i, a in enumerate(self.doc.board.arrows)
                    if a.source in self.cells and a.target in self.cells and a.source != a.target]
        lanes = assign_lanes([(a.source, a.target) for _, a in drawable])
        for (index, arrow), lane in zip(drawable, lanes):
            arrow_item = make_arrow(index, arrow, self.cells[arrow.source], self.cells[arrow.target], lane)
            self.addItem(arrow_item)
            self.arrows.append(arrow_item)
            arrow_item.setSelected(index in selected_arrows)
        avoid_cells(self.arrows, list(self.cells.values()))
        self.layer = SketchLayer(self.arrows)
        self.addItem(self.layer)
        self._finish_sync()

    def _finish_sync(self) -> None:
        self._apply_step()
        box = self.itemsBoundingRect() if self.cells else QRectF(-300, -200, 600, 400)
        self.setSceneRect(box.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        self.update()

    def board_rect(self) -> QRectF:
        """The drawn board (cells and arrows with their labels), for fitting and export."""
        box = QRectF()
        for item in [*self.cells.values(), *self.arrows]:
            box = box.united(item.sceneBoundingRect())
        return box

    def arrow_item(self, index: int) -> ArrowItem | None:
        return next((a for a in self.arrows if a.index == index), None)

    # --- selection ----------------------------------------------------------------------------
    def select(self, cells: tuple[str, ...] | list[str] = (), arrows: tuple[int, ...] | list[int] = ()) -> None:
        """Select exactly these items (a validation problem's culprits, a new item)."""
        self.clearSelection()
        for cell_id in cells:
            if cell_id in self.cells:
                self.cells[cell_id].setSelected(True)
        for index in arrows:
            item = self.arrow_item(index)
            if item is not None:
                item.setSelected(True)

    def selected_cells(self) -> list[str]:
        return [c.cell_id for c in self.cells.values() if c.isSelected()]

    def selected_arrows(self) -> list[int]:
        return sorted(a.index for a in self.arrows if a.isSelected())

    def delete_selection(self) -> None:
        """Delete the selected arrows and cells as one undo step."""
        arrows, cells = self.selected_arrows(), self.selected_cells()
        if not arrows and not cells:
            return
        self.stack.beginMacro(self.tr("Delete selection"))
        for index in reversed(arrows):  # highest first: lower indexes stay valid
            self.stack.push(commands.RemoveArrow(self.doc, index))
        for cell_id in cells:
            self.stack.push(commands.RemoveCell(self.doc, cell_id))
        self.stack.endMacro()

    # --- the solution's steps -----------------------------------------------------------------
    def show_step(self, cell_id: str | None, arrow: int | None) -> None:
        """Light the token's cell and the arrow just crossed (None, None clears)."""
        self._step = (cell_id, arrow)
        self._apply_step()

    def step(self) -> tuple[str | None, int | None]:
        return self._step

    def _apply_step(self) -> None:
        cell_id, arrow = self._step
        for item in self.cells.values():
            item.set_lit(item.cell_id == cell_id)
        for arrow_item in self.arrows:
            arrow_item.set_emphasis(Emphasis.HINT if arrow_item.index == arrow else
                                    Emphasis.NORMAL if cell_id is None else Emphasis.DIMMED)

    # --- gestures -----------------------------------------------------------------------------
    def _cell_at(self, point: QPointF) -> EditorCellItem | None:
        for item in self.items(point):
            if isinstance(item, EditorCellItem):
                return item
        return None

    def _arrow_at(self, point: QPointF) -> ArrowItem | None:
        for item in self.items(point):
            if isinstance(item, ArrowItem):
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = event.scenePos()
        if self.mode is Mode.ADD_CELL and self._cell_at(point) is None and self._arrow_at(point) is None:
            self.add_cell_at(point)
            return
        if self.mode is Mode.ADD_ARROW:
            cell = self._cell_at(point)
            if cell is not None:
                self._line_from = cell
                self._line = QGraphicsLineItem(QLineF(cell.pos(), point))
                pen = QPen(QColor(40, 140, 255), 2.5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
                self._line.setPen(pen)
                self._line.setZValue(20)
                self.addItem(self._line)
            return
        if self.mode is Mode.DELETE:
            cell = self._cell_at(point)
            arrow = self._arrow_at(point) if cell is None else None
            if cell is not None:
                self.stack.push(commands.RemoveCell(self.doc, cell.cell_id))
            elif arrow is not None:
                self.stack.push(commands.RemoveArrow(self.doc, arrow.index))
            return
        super().mousePressEvent(event)
        self._press_positions = {c.cell_id: c.pos() for c in self.cells.values() if c.isSelected()}
        self.dragging = bool(self._press_positions)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._line is not None and self._line_from is not None:
            target = self._cell_at(event.scenePos())
            end = target.pos() if target is not None and target is not self._line_from else event.scenePos()
            self._line.setLine(QLineF(self._line_from.pos(), end))
            for cell in self.cells.values():  # the cell the arrow would join glows
                cell.set_lit(cell is target and target is not self._line_from)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._line is not None:
            source = self._line_from
            target = self._cell_at(event.scenePos())
            self._cancel_line()
            if source is not None and target is not None and target is not source:
                self.add_arrow(source.cell_id, target.cell_id)
            return
        super().mouseReleaseEvent(event)
        self.dragging = False
        moves = {}
        for cell_id, before in self._press_positions.items():
            item = self.cells.get(cell_id)
            if item is not None and item.pos() != before:
                cell = self.doc.cell(cell_id)
                moves[cell_id] = ((cell.x, cell.y), to_file(item.pos()))
        self._press_positions = {}
        if moves:
            self.stack.push(commands.MoveCells(self.doc, moves))

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Select mode: edit in place. Other modes: the second click of a quick double
        click is an ordinary click for adding arrows and nothing else (Qt's default would
        start dragging the cell behind the document's back)."""
        if self.mode is not Mode.SELECT:
            if self.mode is Mode.ADD_ARROW:
                self.mousePressEvent(event)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._cell_at(event.scenePos()) or self._arrow_at(event.scenePos())
            if item is not None:
                self.clearSelection()
                item.setSelected(True)
                self.editRequested.emit(item)
                return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.focusItem() is None:
            self.delete_selection()
            return
        if event.key() == Qt.Key.Key_Escape:
            self._cancel_line()
            self.set_mode(Mode.SELECT)
            return
        step = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                Qt.Key.Key_Down: (0, 1)}.get(Qt.Key(event.key()))
        if step is not None and self.selected_cells() and self.focusItem() is None:
            fine = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.nudge(step[0], step[1], 5.0 if fine or not self.snap else GRID)
            return
        super().keyPressEvent(event)

    def nudge(self, dx: int, dy: int, distance: float) -> None:
        """Move the selected cells with the arrow keys (held keys merge into one undo step)."""
        moves = {}
        for cell_id in self.selected_cells():
            cell = self.doc.cell(cell_id)
            moves[cell_id] = ((cell.x, cell.y), (cell.x + dx * distance, cell.y + dy * distance))
        self.stack.push(commands.MoveCells(self.doc, moves, nudge=True))

    def _cancel_line(self) -> None:
        if self._line is not None:
            self.removeItem(self._line)
            self._apply_step()
        self._line = None
        self._line_from = None

    # --- edits ---------------------------------------------------------------------------------
    def add_cell_at(self, point: QPointF) -> str:
        """A new cell where the person clicked (on the grid when snapping); the very first
        cell of a board is its start cell, since a board needs exactly one."""
        if self.snap:
            step = GRID * LAYOUT_SCALE
            point = QPointF(round(point.x() / step) * step, round(point.y() / step) * step)
        x, y = to_file(point)
        cell = Cell(self.doc.new_cell_id(), None, not self.doc.board.cells, x, y)
        self.stack.push(commands.AddCell(self.doc, cell))
        self.select(cells=[cell.id])
        return cell.id

    def add_arrow(self, source: str, target: str, colour: str = BLACK, letter: str | None = None) -> int:
        command = commands.AddArrow(self.doc, Arrow(source, target, colour, letter))
        self.stack.push(command)
        self.select(arrows=[command.index])
        return command.index

    # --- drawing ---------------------------------------------------------------------------------
    PAPER_MARGIN = 36.0
    """How far the paper reaches beyond the board's cells and arrows (scene units)."""

    def paper_rect(self) -> QRectF:
        """The sheet the board is drawn on: the board with a margin (the empty board's, a sheet
        for the first cells and the invitation); kept until the next :meth:`sync`."""
        if self._paper is None:
            box = self.board_rect()
            self._paper = QRectF(-340, -100, 680, 200) if box.isEmpty() else \
                box.adjusted(-self.PAPER_MARGIN, -self.PAPER_MARGIN, self.PAPER_MARGIN, self.PAPER_MARGIN)
        return self._paper

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A sheet of paper on the theme's table (as the game draws its board: the board's own
        colours are the paper's in every theme), with a dot grid (the snap grid) like a
        diagram tool's canvas, on the paper and around it."""
        if self.exporting:
            painter.fillRect(rect, PAPER)
            return
        painter.fillRect(rect, theme.color("table.top"))
        paper = self.paper_rect()
        sheet = QPainterPath()
        sheet.addRoundedRect(paper, 18, 18)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(sheet.translated(0, 6), QColor(0, 0, 0, 60))
        painter.fillPath(sheet, QColor(250, 248, 242))
        painter.setPen(QPen(QColor(196, 176, 140), 2))
        painter.drawPath(sheet)
        painter.restore()
        step = GRID * LAYOUT_SCALE
        scale = painter.worldTransform().m11() or 1.0
        while step * scale < 12:
            step *= 2
        painter.setPen(QPen(QColor(190, 182, 168), 0))
        left = math.floor(rect.left() / step) * step
        top = math.floor(rect.top() / step) * step
        columns = int((rect.right() - left) / step) + 1
        rows = int((rect.bottom() - top) / step) + 1
        # Counted, never accumulated: adding a step to a huge coordinate changes nothing, and
        # a grid of more points than a screen has pixels is not drawn at all.
        points = [QPointF(left + i * step, top + j * step) for j in range(rows) for i in range(columns)] \
            if 0 < columns * rows <= 40_000 else []
        table_dot = theme.color("table.text")
        table_dot.setAlpha(70)
        for colour, on_paper in ((table_dot, False), (QColor(196, 188, 172), True)):
            pen = QPen(colour, 2.2 / scale)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPoints([p for p in points if paper.contains(p) == on_paper])
        if not self.cells:  # an empty canvas says how to begin
            font = QFont()
            font.setPointSizeF(13)
            painter.setFont(font)
            painter.setPen(QColor(150, 140, 124))
            painter.drawText(QRectF(-320, -60, 640, 120), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("An empty board: click to add cells in Add cell mode (C); the first is "
                                     "the start. Then drag from cell to cell in Add arrow mode (A)."))
