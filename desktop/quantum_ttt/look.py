"""Geometry and colours of the quantum board, in one place so every item agrees on them.

X and O differ by glyph (cross and ring) and by curve style (solid and dashed), never only
by hue, so the board stays readable for colour-blind players.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont

SQUARE = 150.0
BOARD_X = 30.0
BOARD_Y = 30.0
BOARD = 3 * SQUARE
TILE_INSET = 5.0
SIDE_X = BOARD_X + BOARD + 30.0
SIDE_WIDTH = 290.0
SCENE_WIDTH = SIDE_X + SIDE_WIDTH + 30.0
SCENE_HEIGHT = BOARD_Y * 2 + BOARD

SLOT_STEP = 42.0
SPOOKY_SIZE = 34.0
CLASSICAL_SIZE = 104.0

BACKGROUND_TOP = QColor(30, 36, 52)
BACKGROUND_BOTTOM = QColor(14, 17, 26)
TILE = QColor(41, 48, 66)
TILE_EDGE = QColor(70, 80, 104)
TILE_HOVER = QColor(54, 63, 86)
TEXT = QColor(226, 231, 242)
TEXT_DIM = QColor(150, 160, 182)
CYCLE = QColor(255, 204, 92)
HINT = QColor(120, 230, 140)
SEAT_COLOURS = (QColor(255, 112, 92), QColor(84, 196, 255))
"""X warm coral, O sky blue."""


def seat_colour(seat: int) -> QColor:
    return QColor(SEAT_COLOURS[seat])


def square_rect(square: int) -> QRectF:
    """The cell of ``square`` (1..9, row by row) in scene coordinates."""
    row, col = divmod(square - 1, 3)
    return QRectF(BOARD_X + col * SQUARE, BOARD_Y + row * SQUARE, SQUARE, SQUARE)


def tile_rect(square: int) -> QRectF:
    inset = TILE_INSET
    return square_rect(square).adjusted(inset, inset, -inset, -inset)


def slot_centre(square: int, slot: int) -> QPointF:
    """Where the ``slot``-th spooky mark of a square sits: a 3x3 grid, filled row by row, so
    marks read in placement order like text (eight marks leave the last slot free)."""
    row, col = divmod(slot, 3)
    c = square_rect(square).center()
    return QPointF(c.x() + (col - 1) * SLOT_STEP, c.y() + (row - 1) * SLOT_STEP + 2)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f
