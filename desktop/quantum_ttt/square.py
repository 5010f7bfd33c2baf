"""One square of the board: a tile that shows what the square means right now.

The tile carries the emphasis (hover, first click, cycle, measurement target, hint); the
marks are separate items on top, so a collapse can animate marks without redrawing tiles.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem,
                               QWidget)

from desktop.quantum_ttt import look


class SquareItem(QGraphicsItem):
    """Tile of square ``number`` (1..9); the scene sets its emphasis flags."""

    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number
        self.rect = look.tile_rect(number)
        self.hoverable = False
        self.hovered = False
        self.first_seat: int | None = None   # the first click of a move, by this seat
        self.in_cycle = False
        self.target = False                   # a square the pending mark may collapse into
        self.hinted = False
        self.flash = 0.0                      # 0..1, a collapse passing through
        self.pulse = 0.0                      # 0..1, breathing of the cycle highlight
        self.on_hover: Callable[[int, bool], None] | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks are the scene's

    def set_flags(self, *, hoverable: bool = False, first_seat: int | None = None, in_cycle: bool = False,
                  target: bool = False) -> None:
        self.hoverable, self.first_seat, self.in_cycle, self.target = hoverable, first_seat, in_cycle, target
        if not hoverable:
            self.hovered = False
        self.update()

    def set_hinted(self, on: bool) -> None:
        self.hinted = on
        self.update()

    def set_flash(self, value: float) -> None:
        self.flash = value
        self.update()

    def set_pulse(self, value: float) -> None:
        self.pulse = value
        self.update()

    def set_hovered(self, on: bool) -> None:
        self.hovered = on and self.hoverable
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(True)
        if self.on_hover is not None and self.hoverable:
            self.on_hover(self.number, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(False)
        if self.on_hover is not None:
            self.on_hover(self.number, False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        path = QPainterPath()
        path.addRoundedRect(r, 14, 14)
        base = look.TILE_HOVER if self.hovered else look.TILE
        gradient = QLinearGradient(r.topLeft(), r.bottomRight())
        gradient.setColorAt(0.0, base.lighter(112))
        gradient.setColorAt(1.0, base.darker(108))
        painter.fillPath(path, gradient)
        if self.flash > 0:
            glow = QColor(look.CYCLE)
            glow.setAlphaF(0.35 * self.flash)
            painter.fillPath(path, glow)
        edge, width, style = QColor(look.TILE_EDGE), 1.2, Qt.PenStyle.SolidLine
        if self.in_cycle:
            edge = QColor(look.CYCLE)
            edge.setAlphaF(0.35 + 0.35 * self.pulse)
            width = 2.0
        if self.target:
            edge, width = QColor(look.CYCLE), 5.0
            halo = QColor(look.CYCLE)
            halo.setAlphaF(0.22 if self.hovered else 0.08 + 0.08 * self.pulse)
            painter.fillPath(path, halo)
        if self.first_seat is not None:
            edge, width = look.seat_colour(self.first_seat), 4.0
        painter.setPen(QPen(edge, width, style))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, 14, 14)
        if self.hinted:
            painter.setPen(QPen(look.HINT, 3.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 16, 16)
        number = QColor(look.TEXT_DIM)
        number.setAlphaF(0.55)
        painter.setPen(number)
        painter.setFont(look.font(13, bold=True))
        painter.drawText(r.adjusted(0, 5, -9, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         str(self.number))
