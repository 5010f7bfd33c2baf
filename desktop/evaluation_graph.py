"""A small chart of a game's evaluation after each move, for any game with a numeric score.

Values are from the first seat's point of view (above the line: seat 0 ahead). Unknown
points (not analysed yet) are gaps. The current move is marked. A point the solver proved is
a filled dot, an estimate an open ring, so a guess never passes for a certainty. Clicking a
point asks to look at the game after that move (:attr:`EvaluationGraph.pointClicked`).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop import theme


class EvaluationGraph(QWidget):
    pointClicked = Signal(int)
    """The index (moves played) of the point nearest a click."""

    def __init__(self, labels: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels = labels  # ("Black ahead", "White ahead")
        self._values: list[float | None] = []
        self._exact: list[bool] = []
        self._current = 0
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(260, 140)

    def set_values(self, values: list[float | None], current: int, exact: list[bool] | None = None) -> None:
        self._values = list(values)
        self._exact = list(exact) if exact is not None else [False] * len(values)
        self._current = current
        self.update()

    def values(self) -> list[float | None]:
        return list(self._values)

    def current(self) -> int:
        return self._current

    def _plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(6, 18, -6, -18)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if len(self._values) < 2:
            return
        rect = self._plot_rect()
        n = len(self._values) - 1
        index = round((event.position().x() - rect.left()) / max(rect.width(), 1) * n)
        self.pointClicked.emit(max(0, min(n, index)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._plot_rect()
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
        line = theme.color("graph.line")
        for i, v in enumerate(self._values):
            if v is not None:
                exact = i < len(self._exact) and self._exact[i]
                painter.setPen(QPen(line, 1.4))
                painter.setBrush(line if exact else self.palette().base())
                painter.drawEllipse(point(i, v), 3.0, 3.0)
        if self._values:
            x = rect.left() + rect.width() * min(self._current, n) / n
            painter.setPen(QPen(theme.color("graph.current"), 1.5))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
