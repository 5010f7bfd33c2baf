"""A push button drawn in a board scene, for the few controls a game needs beside its board
(Programmer's Checkers' set-up and flip): they scale with the board and stay in sight when
the side column folds away in a small window."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent,
                               QStyleOptionGraphicsItem, QWidget)

from desktop import theme


class SceneButton(QGraphicsObject):
    """``clicked`` on a left click; ``primary`` fills it with the accent colour; ``checked``
    (for a toggle) draws it pressed. The text shrinks to fit the button's width."""

    clicked = Signal()

    def __init__(self, text: str, rect: QRectF, primary: bool = False, tooltip: str = "") -> None:
        super().__init__()
        self.text = text
        self.rect = QRectF(rect)
        self.primary = primary
        self.checked = False
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(40)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 3, 4)

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def set_checked(self, on: bool) -> None:
        self.checked = on
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        path = QPainterPath()
        path.addRoundedRect(self.rect, 8, 8)
        if self.primary or self.checked:
            fill = theme.color("ui.accent_hover" if self.hovered and enabled else "ui.accent")
            ink = theme.color("ui.accent_text")
        else:
            fill = theme.color("ui.panel_alt" if self.hovered and enabled else "ui.panel")
            ink = theme.color("ui.text")
        if not enabled:
            fill = QColor(fill)
            fill.setAlpha(110)
            ink = QColor(ink)
            ink.setAlpha(120)
        painter.fillPath(path.translated(0, 2), QColor(0, 0, 0, 40))
        painter.fillPath(path, fill)
        painter.setPen(QPen(theme.color("ui.focus") if self.checked else theme.color("ui.border"),
                            2.5 if self.checked else 1.2))
        painter.drawPath(path)
        font = theme.font("body")
        pixels = self.rect.height() * 0.45
        font.setBold(True)
        while True:
            font.setPixelSize(max(1, round(pixels)))
            if pixels <= 8 or QFontMetricsF(font).horizontalAdvance(self.text) <= self.rect.width() - 12:
                break
            pixels -= 1
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.isEnabled() and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
        event.accept()
