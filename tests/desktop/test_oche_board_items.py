"""The reusable Oche board items, as the board editor will use them."""
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.oche.board_items import LAYOUT_SCALE, ArrowItem, CellItem, assign_lanes, populate
from rules.oche.board import Arrow, Board, Cell


def test_lanes_keep_parallel_and_opposite_arrows_apart():
    assert assign_lanes([("a", "b")]) == [0.0]
    assert assign_lanes([("a", "b"), ("a", "b")]) == [-0.5, 0.5]
    assert assign_lanes([("a", "b"), ("b", "a")]) == [-0.5, -0.5]  # each to its own left: apart
    assert assign_lanes([("a", "b"), ("a", "c")]) == [0.0, 0.0]


def test_arrows_follow_a_dragged_cell(qtbot):
    scene = QGraphicsScene()
    a, b = CellItem("a", "x", True), CellItem("b")
    b.setPos(200, 0)
    for cell in (a, b):
        cell.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        scene.addItem(cell)
    arrow = ArrowItem(0, a, b, "blue", "x")
    scene.addItem(arrow)
    before = arrow.label_pos()
    b.setPos(200, 300)
    after = arrow.label_pos()
    assert abs(after.y() - before.y()) > 100
    assert arrow.point_at(1.0) == QPointF(200, 300)
    arrow.detach()
    assert arrow not in a.arrows and arrow not in b.arrows


def test_populate_draws_a_half_edited_board():
    scene = QGraphicsScene()
    board = Board(cells=[Cell("s", "x", True, 0, 0), Cell("t", None, False, 120, 0)],
                  arrows=[Arrow("s", "t", "red", "x"), Arrow("s", "gone", "black")])
    cells, arrows, transposed = populate(scene, board, transpose=False)
    assert set(cells) == {"s", "t"} and [a.index for a in arrows] == [0] and not transposed
    assert cells["t"].pos() == QPointF(120 * LAYOUT_SCALE, 0)
