"""The hand-over screen of two people on one screen choosing in secret (Wild Cats' rounds,
Programmer's Checkers' set-up): an opaque card over the whole board, so the next player sees
nothing of the choice just made, until that player clicks or presses Enter or Space."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsScene, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem,
                               QWidget)

from desktop import theme


class CoverItem(QGraphicsObject):
    dismissed = Signal()

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__()
        self.setZValue(2000)  # above every board item and the notices
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setVisible(False)
        self.heading = ""
        self.text = ""
        self.action = ""
        scene.addItem(self)

    def boundingRect(self) -> QRectF:
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def show_cover(self, heading: str, text: str, action: str) -> None:
        self.prepareGeometryChange()
        self.heading, self.text, self.action = heading, text, action
        self.setVisible(True)
        scene = self.scene()
        if scene is not None:
            scene.setFocus()
        self.setFocus()
        self.update()

    def is_shown(self) -> bool:
        return self.isVisible()

    def dismiss(self) -> None:
        if self.isVisible():
            self.setVisible(False)
            self.clearFocus()
            self.dismissed.emit()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.dismiss()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()  # nothing under the cover is clickable

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.dismiss()
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(rect, theme.color("table.bottom"))
        card = QRectF(0, 0, min(rect.width() * 0.8, 560), min(rect.height() * 0.6, 300))
        card.moveCenter(rect.center())
        path = QPainterPath()
        path.addRoundedRect(card, 18, 18)
        painter.fillPath(path, theme.color("ui.panel"))
        painter.setPen(QPen(theme.color("ui.accent"), 3))
        painter.drawPath(path)
        inner = card.adjusted(28, 22, -28, -22)
        size = max(10.0, card.height() / 13)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        heading = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.28)
        body = QRectF(inner.left(), heading.bottom() + 4, inner.width(), inner.height() * 0.42)
        button = QRectF(0, 0, inner.width(), size * 2.6)
        button.moveCenter(rect.center())
        button.moveBottom(inner.bottom())
        painter.setPen(theme.color("ui.text"))
        painter.setFont(_fitted(self.heading, heading, size * 1.4, True, flags))
        painter.drawText(heading, flags | Qt.AlignmentFlag.AlignVCenter, self.heading)
        painter.setFont(_fitted(self.text, body, size, False, flags))
        painter.drawText(body, flags | Qt.AlignmentFlag.AlignTop, self.text)
        label_font = _fitted(self.action, button.adjusted(16, 4, -16, -4), size, True, Qt.AlignmentFlag.AlignCenter)
        width = QFontMetricsF(label_font).horizontalAdvance(self.action) + 48
        button.setWidth(min(inner.width(), width))
        button.moveCenter(QPointF(rect.center().x(), button.center().y()))
        path = QPainterPath()
        path.addRoundedRect(button, 10, 10)
        painter.fillPath(path, theme.color("ui.accent"))
        painter.setPen(theme.color("ui.accent_text"))
        painter.setFont(label_font)
        painter.drawText(button, Qt.AlignmentFlag.AlignCenter, self.action)


def _font(pixels: float, bold: bool) -> QFont:
    font = theme.font("body")
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _fitted(text: str, box: QRectF, pixels: float, bold: bool, flags: Any) -> QFont:
    """The largest font up to ``pixels`` in which ``text`` fits ``box`` (wrapped by ``flags``)."""
    while True:
        font = _font(pixels, bold)
        needed = QFontMetricsF(font).boundingRect(box, int(flags), text)
        if pixels <= 8 or (needed.width() <= box.width() + 0.5 and needed.height() <= box.height() + 0.5):
            return font
        pixels -= 1
