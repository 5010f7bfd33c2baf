"""Geometry and colours of the quantum board, in one place so every item agrees on them.

The colours come from the theme (``quantum`` in ``resources/themes/*.json``): ``look.TILE``
and the other capitalised colour names are read when an item paints, so the board follows a
change between light and dark. X and O differ by glyph (cross and ring) and by curve style
(solid and dashed), never only by hue, so the board stays readable for colour-blind players.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont

from desktop import theme

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

_THEMED = {"TILE": "tile", "TILE_EDGE": "tile_edge", "TILE_HOVER": "tile_hover", "TEXT": "text",
           "TEXT_DIM": "text_dim", "CYCLE": "cycle", "HINT": "hint", "CARD": "card", "CARD_EDGE": "card_edge"}


def __getattr__(name: str) -> QColor:
    """``look.TILE`` and the other theme colours, looked up when they are used."""
    if name in _THEMED:
        return theme.color("quantum." + _THEMED[name])
    raise AttributeError(name)


def seat_colour(seat: int) -> QColor:
    """X warm coral, O blue (the theme's shades)."""
    return theme.color("quantum.x" if seat == 0 else "quantum.o")


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
