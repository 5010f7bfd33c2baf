"""The shared token: a gilded goose coin that sits on the top rim of its cell."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

TOKEN_RADIUS = 15.0


def goose_path(r: float) -> QPainterPath:
    """A goose in profile (body, neck, head, beak) fitting a circle of radius ``r``."""
    path = QPainterPath()
    path.moveTo(-0.75 * r, 0.15 * r)
    path.cubicTo(QPointF(-0.7 * r, 0.6 * r), QPointF(0.35 * r, 0.7 * r), QPointF(0.55 * r, 0.2 * r))
    path.cubicTo(QPointF(0.6 * r, 0.0), QPointF(0.2 * r, -0.05 * r), QPointF(0.2 * r, -0.35 * r))
    path.cubicTo(QPointF(0.2 * r, -0.62 * r), QPointF(0.48 * r, -0.68 * r), QPointF(0.55 * r, -0.5 * r))
    path.lineTo(0.82 * r, -0.42 * r)
    path.lineTo(0.52 * r, -0.32 * r)
    path.cubicTo(QPointF(0.4 * r, -0.3 * r), QPointF(0.38 * r, -0.1 * r), QPointF(0.45 * r, 0.05 * r))
    path.cubicTo(QPointF(0.1 * r, 0.1 * r), QPointF(-0.4 * r, -0.2 * r), QPointF(-0.75 * r, 0.15 * r))
    path.closeSubpath()
    return path


class TokenItem(QGraphicsObject):
    """The one token both players move; the scene moves it with ``setPos`` (no properties)."""

    DISTANCE = 35.0
    """How far from its cell's centre the token rests: on the rim, leaving the letter seen."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = TOKEN_RADIUS + 4
        return QRectF(-r, -r, 2 * r, 2 * r + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = TOKEN_RADIUS
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QPointF(1.5, 3), r, r)
        gold = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.6)
        gold.setColorAt(0, QColor(255, 240, 170))
        gold.setColorAt(0.55, QColor(236, 184, 50))
        gold.setColorAt(1, QColor(170, 112, 10))
        painter.setBrush(QBrush(gold))
        painter.setPen(QPen(QColor(120, 76, 0), 1.5))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor(255, 245, 200, 160), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r - 3, r - 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(110, 62, 0))
        painter.drawPath(goose_path(r * 0.95))
