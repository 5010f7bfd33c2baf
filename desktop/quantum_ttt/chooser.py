"""The collapse chooser: both outcomes of a measurement, side by side with the board.

Each card is a small board showing the classical marks that outcome would give, with the
squares where the two outcomes differ lit up and the consequence in words. The scene decides
what a click on a card means; the cards only draw and report where they are.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from desktop.quantum_ttt import look
from desktop.quantum_ttt.card import paint_card
from desktop.quantum_ttt.mark import paint_mark

CELL = 38.0


@dataclass(frozen=True)
class Preview:
    """One possible collapse, as the rules describe it and the words the scene chose."""

    square: int                                   # where the cycle-closing mark would land
    title: str
    marks: dict[int, tuple[int, int]]             # every classical mark afterwards
    new: frozenset[int]                           # squares this collapse makes classical
    differ: frozenset[int]                        # squares where the two outcomes differ
    verdict: str
    lines: list[tuple[int, ...]] = field(default_factory=list)


class PreviewCard(QGraphicsItem):
    """One outcome; hover lifts it, ``chosen`` outlines it while the collapse plays."""

    def __init__(self, preview: Preview, width: float, height: float, clickable: bool) -> None:
        super().__init__()
        self.preview = preview
        self.rect = QRectF(0, 0, width, height)
        self.clickable = clickable
        self.hovered = False
        self.chosen = False
        self.on_hover: Callable[["PreviewCard", bool], None] | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the click
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_chosen(self, on: bool) -> None:
        self.chosen = on
        self.update()

    def set_hovered(self, on: bool) -> None:
        self.hovered = on and self.clickable
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(True)
        if self.on_hover is not None and self.clickable:
            self.on_hover(self, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.set_hovered(False)
        if self.on_hover is not None:
            self.on_hover(self, False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.hovered or self.chosen
        paint_card(painter, self.rect, look.CYCLE if lit else look.CARD_EDGE, 3.0 if lit else 1.4)
        p = self.preview
        painter.setPen(look.TEXT)
        painter.setFont(look.font(16, bold=True))
        painter.drawText(QRectF(14, 8, self.rect.width() - 28, 24),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, p.title)
        origin = QPointF(14, 38)
        for square in range(1, 10):
            row, col = divmod(square - 1, 3)
            cell = QRectF(origin.x() + col * CELL, origin.y() + row * CELL, CELL - 3, CELL - 3)
            path = QPainterPath()
            path.addRoundedRect(cell, 5, 5)
            painter.fillPath(path, look.TILE)
            if square in p.differ:
                fill = QColor(look.CYCLE)
                fill.setAlphaF(0.32)
                painter.fillPath(path, fill)
                painter.setPen(QPen(look.CYCLE, 1.6))
                painter.drawPath(path)
            mark = p.marks.get(square)
            if mark is not None:
                paint_mark(painter, cell.center() + QPointF(1, 1), CELL * 0.86, mark[0], mark[1],
                           1.0 if square in p.new else 0.3, 1.0 if square in p.new else 0.45)
        for line in p.lines:
            a, b = self._cell_centre(origin, line[0]), self._cell_centre(origin, line[-1])
            painter.setPen(QPen(QColor(255, 255, 255, 200), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(a, b)
        painter.setPen(look.TEXT_DIM)
        painter.setFont(look.font(13))
        text_left = origin.x() + 3 * CELL + 12
        painter.drawText(QRectF(text_left, 40, self.rect.width() - text_left - 12, self.rect.height() - 48),
                         int(Qt.TextFlag.TextWordWrap), p.verdict)

    @staticmethod
    def _cell_centre(origin: QPointF, square: int) -> QPointF:
        row, col = divmod(square - 1, 3)
        return QPointF(origin.x() + col * CELL + (CELL - 3) / 2, origin.y() + row * CELL + (CELL - 3) / 2)
