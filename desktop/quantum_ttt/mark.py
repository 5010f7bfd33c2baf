"""A mark, spooky or classical: X as a cross, O as a ring, with its move number as subscript.

One drawing serves both kinds at different sizes, so a spooky mark that grows by the size
ratio looks exactly like the classical mark that replaces it when a collapse settles.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.quantum_ttt import look


def paint_mark(painter: QPainter, centre: QPointF, size: float, seat: int, k: int,
               solidity: float = 1.0, alpha: float = 1.0) -> None:
    """Draw a mark of ``size`` around ``centre``; ``solidity`` 0 looks spooky (thin, see-through),
    1 classical (bold, with a shadow); ``alpha`` fades the whole mark; ``k`` 0 draws no subscript."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    glyph = size * 0.74
    gx, gy = centre.x() - size * 0.09, centre.y() - size * 0.07
    colour = look.seat_colour(seat)
    width = glyph * (0.13 + 0.05 * solidity)
    body_alpha = alpha * (0.82 + 0.18 * solidity)
    if solidity > 0.0:  # a soft drop shadow lifts classical marks off the tile
        shadow = QColor(0, 0, 0)
        shadow.setAlphaF(0.4 * solidity * alpha)
        _glyph(painter, seat, gx + size * 0.02, gy + size * 0.03, glyph,
               QPen(shadow, width * 1.15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    colour.setAlphaF(body_alpha)
    _glyph(painter, seat, gx, gy, glyph, QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    if not k:  # a bare glyph: whose turn, not which move
        painter.restore()
        return
    sub = QColor(look.TEXT)
    sub.setAlphaF(alpha * (0.9 + 0.1 * solidity))
    painter.setPen(sub)
    sub_size = size * (0.34 - 0.1 * solidity)  # a small mark needs a relatively larger number
    painter.setFont(look.font(sub_size, bold=True))
    box = QRectF(gx + glyph * 0.4 + width * 0.6, gy + glyph * 0.38 - sub_size * 0.6, size * 0.5, sub_size * 1.25)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(k))
    painter.restore()


def _glyph(painter: QPainter, seat: int, x: float, y: float, glyph: float, pen: QPen) -> None:
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = glyph * 0.38
    if seat == 0:
        painter.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
        painter.drawLine(QPointF(x + r, y - r), QPointF(x - r, y + r))
    else:
        painter.drawEllipse(QPointF(x, y), r * 1.08, r * 1.08)


class MarkItem(QGraphicsItem):
    """One mark on the board, centred on its position; scale and opacity are animated by the
    scene through Qt's own setters (no Python properties, see the Othello disc)."""

    def __init__(self, seat: int, k: int, size: float, solidity: float) -> None:
        super().__init__()
        self.seat, self.k, self.size = seat, k, size
        self._solidity = solidity
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def solidity(self) -> float:
        return self._solidity

    def set_solidity(self, value: float) -> None:
        self._solidity = value
        self.update()

    def boundingRect(self) -> QRectF:
        s = self.size * 0.75
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_mark(painter, QPointF(0, 0), self.size, self.seat, self.k, self._solidity)
