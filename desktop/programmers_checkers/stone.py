"""A Programmer's Checkers stone on the board: a man or a king showing its bit."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.programmers_checkers.look import SQUARE, paint_stone

RADIUS = SQUARE * 0.4


class StoneItem(QGraphicsObject):
    """``bit`` None shows "?" (a set-up not revealed). ``ghost``: a stone jumped earlier in the
    capture being entered, pale and crossed out; it stays (and blocks) until the move ends.
    ``turn`` goes 0 → 1 while the stone turns over; half-way the new bit shows."""

    def __init__(self, seat: int, king: bool, bit: int | None) -> None:
        super().__init__()
        self.seat, self.king, self.bit = seat, king, bit
        self._old_bit = bit
        self.turn = 1.0
        self.ghost = False
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles clicks by square

    def boundingRect(self) -> QRectF:
        r = RADIUS + 6
        return QRectF(-r, -r, 2 * r, 2 * r + 6)

    def set_face(self, seat: int, king: bool, bit: int | None) -> None:
        self.seat, self.king, self.bit, self._old_bit = seat, king, bit, bit
        self.turn = 1.0
        self.ghost = False
        self.setOpacity(1.0)
        self.update()

    def start_turn(self, bit: int | None) -> None:
        """Prepare turning over to show ``bit``; an animation then drives :meth:`set_turn`."""
        self._old_bit, self.bit = self.bit, bit
        self.turn = 0.0
        self.update()

    def set_turn(self, value: float) -> None:
        self.turn = value
        self.update()

    def set_ghost(self, on: bool) -> None:
        self.ghost = on
        self.setOpacity(0.42 if on else 1.0)
        self.update()

    def shown_bit(self) -> int | None:
        return self.bit if self.turn >= 0.5 else self._old_bit

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        width = abs(math.cos(math.pi * self.turn)) if self.turn < 1.0 else 1.0
        paint_stone(painter, QPointF(0, 0), RADIUS, self.seat, self.king, self.shown_bit(), width)
        if self.ghost:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#d6452f"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            k = RADIUS * 0.7
            painter.drawLine(QPointF(-k, -k), QPointF(k, k))
            painter.drawLine(QPointF(-k, k), QPointF(k, -k))
