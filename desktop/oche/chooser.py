"""The tray under the Oche board: what the person decides now, as chips to click.

A number is chosen by clicking one of the numbers in play or "new", or by typing digits
(the scene forwards the keys) and pressing Enter; P's reset is a chip too. The tray is an
item of the scene so that the choice sits where the eyes already are.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from desktop.oche.board_items import letter_font

HEIGHT = 58.0
CHIP_H = 36.0


@dataclass(frozen=True)
class Chip:
    text: str
    payload: Any
    accent: bool = False
    """Drawn in the accent colour (the suggested or typed choice)."""
    tooltip: str = ""


class ChooserTray(QGraphicsObject):
    """A rounded bar: a prompt on the left, chips on the right. Emits the clicked payload."""

    chipClicked = Signal(object)
    chipHovered = Signal(object)
    """The payload under the mouse, or None when it leaves the chips (for previews)."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.prompt = ""
        self.chips: list[Chip] = []
        self._rects: list[QRectF] = []
        self._prompt_width = width
        self._hover = -1
        self._font = QFont()
        self._font.setPointSizeF(12.5)
        self._chip_font = QFont()
        self._chip_font.setPointSizeF(13)
        self._chip_font.setBold(True)
        self.setZValue(900)
        self.setAcceptHoverEvents(True)

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self._layout()

    def offer(self, prompt: str, chips: list[Chip]) -> None:
        self.prompt, self.chips = prompt, chips
        self._hover = -1
        self._layout()
        self.update()

    def _layout(self) -> None:
        metrics = QFontMetricsF(self._chip_font)
        widths = [max(CHIP_H, metrics.horizontalAdvance(c.text) + 26) for c in self.chips]
        gap = 8.0
        x = self.width - 12 - sum(widths) - gap * max(0, len(widths) - 1)
        self._prompt_width = max(40.0, x - 30)
        self._rects = []
        for w in widths:
            self._rects.append(QRectF(x, (HEIGHT - CHIP_H) / 2, w, CHIP_H))
            x += w + gap

    def chip_rect(self, index: int) -> QRectF:
        """Chip ``index`` in scene coordinates (tests click it like a person)."""
        return self.mapRectToScene(self._rects[index])

    def chip_at(self, pos: QPointF) -> int:
        return next((i for i, r in enumerate(self._rects) if r.contains(pos)), -1)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, HEIGHT)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        index = self.chip_at(event.pos())
        if index != self._hover:
            self._hover = index
            self.setCursor(Qt.CursorShape.PointingHandCursor if index >= 0 else Qt.CursorShape.ArrowCursor)
            self.setToolTip(self.chips[index].tooltip if index >= 0 else "")
            self.chipHovered.emit(self.chips[index].payload if index >= 0 else None)
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hover != -1:
            self._hover = -1
            self.chipHovered.emit(None)
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        index = self.chip_at(event.pos())
        if event.button() == Qt.MouseButton.LeftButton and index >= 0:
            event.accept()
            self.chipClicked.emit(self.chips[index].payload)
        else:
            event.ignore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.prompt and not self.chips:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self.boundingRect(), 16, 16)
        painter.fillPath(path, QColor(34, 40, 56, 236))
        painter.setPen(QColor(240, 236, 226))
        font = QFont(self._font)
        while QFontMetricsF(font).horizontalAdvance(self.prompt) > self._prompt_width and font.pointSizeF() > 9:
            font.setPointSizeF(font.pointSizeF() - 0.5)
        painter.setFont(font)
        text = QFontMetricsF(font).elidedText(self.prompt, Qt.TextElideMode.ElideRight, self._prompt_width)
        painter.drawText(QRectF(18, 0, self._prompt_width, HEIGHT), Qt.AlignmentFlag.AlignVCenter, text)
        for i, (chip, rect) in enumerate(zip(self.chips, self._rects)):
            hover = i == self._hover
            fill = QColor(246, 196, 60) if chip.accent else QColor(250, 246, 236)
            if hover:
                fill = fill.lighter(112)
            painter.setPen(QPen(QColor(255, 255, 255, 200) if hover else QColor(0, 0, 0, 60), 2 if hover else 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, CHIP_H / 2, CHIP_H / 2)
            painter.setPen(QColor(34, 30, 40))
            painter.setFont(letter_font(13) if chip.text.isalpha() and len(chip.text) == 1 else self._chip_font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, chip.text)
