"""A small chart of a game's evaluation after each move, for any game with a numeric score.

Values are from the first seat's point of view (above the line: seat 0 ahead). Unknown
points (not analysed yet) are gaps. The current move is marked.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import theme


class EvaluationGraph(QWidget):
    def __init__(self, labels: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels = labels  # ("Black ahead", "White ahead")
        self._values: list[float | None] = []
        self._current = 0
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(260, 140)

    def set_values(self, values: list[float | None], current: int) -> None:
        self._values = list(values)
        self._current = current
        self.update()

    def values(self) -> list[float | None]:
        return list(self._values)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 16, -4, -16)
        painter.fillRect(self.rect(), self.palette().base())
        known = [abs(v) for v in self._values if v is not None]
        span = max(8.0, max(known, default=0.0))
        span = min(64.0, span * 1.15)
        mid = rect.center().y()
        n = max(len(self._values) - 1, 1)

        def point(i: int, v: float) -> QPointF:
            return QPointF(rect.left() + rect.width() * i / n, mid - rect.height() / 2 * v / span)

        text = self.palette().text().color()
        painter.setPen(QPen(QColor(text.red(), text.green(), text.blue(), 90), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(rect.left(), mid), QPointF(rect.right(), mid))
        painter.setPen(text)
        painter.drawText(QRectF(self.rect()).adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         f"{self.labels[0]}  +{span:.0f}")
        painter.drawText(QRectF(self.rect()).adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft,
                         f"{self.labels[1]}  −{span:.0f}")
        path = QPainterPath()
        pen_down = False
        for i, v in enumerate(self._values):
            if v is None:
                pen_down = False
                continue
            p = point(i, v)
            if pen_down:
                path.lineTo(p)
            else:
                path.moveTo(p)
                pen_down = True
        painter.setPen(QPen(theme.color("graph.line"), 2))
        painter.drawPath(path)
        for i, v in enumerate(self._values):
            if v is not None:
                painter.setBrush(theme.color("graph.line"))
                painter.drawEllipse(point(i, v), 2.2, 2.2)
        if self._values:
            x = rect.left() + rect.width() * min(self._current, n) / n
            painter.setPen(QPen(theme.color("graph.current"), 1.5))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
