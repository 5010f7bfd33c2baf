"""The rounded text cards beside the board: whose turn it is and what to do, hints, help.

Words on the board's side rather than in a dialog: nothing modal interrupts the game.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop.quantum_ttt import look
from desktop.quantum_ttt.mark import paint_mark

def paint_card(painter: QPainter, rect: QRectF, edge: QColor | None = None, width: float = 1.2) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, 12, 12)
    painter.fillPath(path, look.CARD)
    painter.setPen(QPen(edge if edge is not None else look.CARD_EDGE, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


class TextCard(QGraphicsItem):
    """A headline and a wrapped body, with an optional mark (``seat``, ``k``) at the left."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.mark: tuple[int, int] | None = None
        self.headline = ""
        self.body = ""
        self.accent: QColor | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_content(self, headline: str, body: str, mark: tuple[int, int] | None = None,
                    accent: QColor | None = None) -> None:
        self.headline, self.body, self.mark, self.accent = headline, body, mark, accent
        self.update()

    def text(self) -> str:
        return f"{self.headline}\n{self.body}".strip()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card(painter, self.rect, self.accent or look.CARD_EDGE, 2.0 if self.accent else 1.2)
        left = 16.0
        if self.mark is not None:
            paint_mark(painter, QPointF(38, 46), 48, self.mark[0], self.mark[1], 1.0)
            left = 70.0
        text_rect = self.rect.adjusted(left, 12, -14, -10)
        painter.setPen(look.TEXT)
        painter.setFont(look.font(18, bold=True))
        head = painter.boundingRect(text_rect, int(Qt.TextFlag.TextWordWrap), self.headline)
        painter.drawText(text_rect, int(Qt.TextFlag.TextWordWrap), self.headline)
        painter.setPen(look.TEXT_DIM)
        painter.setFont(look.font(13))
        body_rect = QRectF(text_rect.left(), head.bottom() + 6, text_rect.width(),
                           text_rect.bottom() - head.bottom() - 6)
        painter.drawText(body_rect, int(Qt.TextFlag.TextWordWrap), self.body)
