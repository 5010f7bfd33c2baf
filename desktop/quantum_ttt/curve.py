"""An entanglement curve: the two spooky marks of one move, joined by a gentle arc.

Arcs start at the marks themselves (not the square centres), so two moves between the same
squares stay apart; X's arcs are solid and O's dashed, which keeps them apart without colour.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.quantum_ttt import look

GAP = 17.0  # leave the mark itself uncovered


class CurveItem(QGraphicsItem):
    """The arc of move ``k`` from ``start`` to ``end``; ``in_cycle`` draws it glowing."""

    def __init__(self, seat: int, k: int, start: QPointF, end: QPointF, in_cycle: bool = False) -> None:
        super().__init__()
        self.seat, self.k, self.in_cycle = seat, k, in_cycle
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.path = self._arc(start, end, 1 if k % 2 else -1)
        stroker = QPainterPathStroker()
        stroker.setWidth(14)
        self._bounds = stroker.createStroke(self.path).boundingRect()

    @staticmethod
    def _arc(start: QPointF, end: QPointF, side: int) -> QPainterPath:
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        bend = min(0.22 * length, 60.0) * side
        control = QPointF((start.x() + end.x()) / 2 + nx * bend, (start.y() + end.y()) / 2 + ny * bend)

        def trimmed(p: QPointF) -> QPointF:
            vx, vy = control.x() - p.x(), control.y() - p.y()
            d = math.hypot(vx, vy) or 1.0
            return QPointF(p.x() + vx / d * GAP, p.y() + vy / d * GAP)

        path = QPainterPath(trimmed(start))
        path.quadTo(control, trimmed(end))
        return path

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.in_cycle:
            glow = QColor(look.CYCLE)
            glow.setAlphaF(0.35)
            painter.setPen(QPen(glow, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(self.path)
        colour = look.seat_colour(self.seat)
        colour.setAlphaF(0.95 if self.in_cycle else 0.6)
        pen = QPen(colour, 3.2 if self.in_cycle else 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        if self.seat == 1:
            pen.setDashPattern([3.0, 2.2])
        painter.setPen(pen)
        painter.drawPath(self.path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for point in (self.path.pointAtPercent(0.0), self.path.pointAtPercent(1.0)):
            painter.drawEllipse(point, 3.0, 3.0)
