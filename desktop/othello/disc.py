"""An Othello disc that can flip with an animation (a QGraphicsObject, so it animates)."""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

BLACK_FILL = QColor(28, 28, 30)
WHITE_FILL = QColor(245, 245, 240)


class Disc(QGraphicsObject):
    """``turn`` goes 0 → 1 as the disc flips over; half-way its visible colour changes."""

    def __init__(self, size: float, colour: int) -> None:
        super().__init__()
        self.size = size
        self._from = colour
        self._to = colour
        self._turn = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def colour(self) -> int:
        return self._to

    def set_colour(self, colour: int) -> None:
        self._from = self._to = colour
        self._turn = 1.0
        self.update()

    def start_flip(self, colour: int) -> None:
        """Prepare a flip to ``colour``; an animation then drives ``turn`` from 0 to 1."""
        self._from, self._to = self._to, colour
        self._turn = 0.0
        self.update()

    def set_turn(self, value: float) -> None:
        """Driven by a QVariantAnimation (Python properties on items are avoided on purpose:
        animating them through QPropertyAnimation crashed PySide6 6.12 in tests)."""
        self._turn = value
        self.update()

    def boundingRect(self) -> QRectF:
        s = self.size / 2 + 2
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        colour = self._to if self._turn >= 0.5 else self._from
        width = abs(math.cos(math.pi * self._turn)) if self._turn < 1.0 else 1.0
        r = self.size / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QRectF(-r * width + 2, -r + 3, 2 * r * width, 2 * r))
        fill = BLACK_FILL if colour == 0 else WHITE_FILL
        gradient = QRadialGradient(-r * 0.35 * width, -r * 0.35, r * 1.4)
        gradient.setColorAt(0.0, fill.lighter(160) if colour == 0 else QColor(255, 255, 255))
        gradient.setColorAt(1.0, fill if colour == 0 else fill.darker(112))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.drawEllipse(QRectF(-r * width, -r, 2 * r * width, 2 * r))
