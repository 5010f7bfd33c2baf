"""In-scene, non-modal notices ("White must pass", the result) that fade in and out."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop import theme


class NoticeItem(QGraphicsObject):
    """A rounded banner centred on the scene; it never takes the mouse from the board."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__()
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setOpacity(0.0)
        self.setVisible(False)
        self._text = ""
        self._avoid: QRectF | None = None
        self._leaving = False
        self.until_change = False
        self._font = QFont()
        self._font.setPointSizeF(15)
        self._font.setBold(True)
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._fade.finished.connect(self._after_fade)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self.dismiss)
        scene.addItem(self)

    def text(self) -> str:
        """What the notice says, or "" once it is hidden or fading away."""
        return self._text if self.isVisible() and not self._leaving else ""

    def show_text(self, text: str, seconds: float | None = 2.5, animate: bool = True,
                  until_change: bool = False, avoid: QRectF | None = None) -> None:
        """Show ``text``; it hides after ``seconds`` (``None``: stays until dismissed).
        ``until_change``: it says something about this position only (a pass to make), so the
        page takes it away at the next change of the game. ``avoid``: the part of the board
        the words are about (the square a person may not take): the banner moves above or
        below it rather than hide it."""
        self.prepareGeometryChange()
        self.until_change = until_change
        self._text = text
        self._avoid = avoid
        self._leaving = False
        self._place()
        self.setVisible(True)
        self._fade.stop()
        if animate:
            self._fade.setDuration(200)
            self._fade.setStartValue(self.opacity())
            self._fade.setEndValue(1.0)
            self._fade.start()
        else:
            self.setOpacity(1.0)
        self._hide_timer.stop()
        if seconds is not None:
            self._hide_timer.start(int(seconds * 1000))

    def dismiss(self) -> None:
        self._hide_timer.stop()
        if not self.isVisible():
            return
        self._leaving = True
        self._fade.stop()
        self._fade.setDuration(300)
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(0.0)
        self._fade.start()

    def _after_fade(self) -> None:
        if self.opacity() <= 0.01:
            self.setVisible(False)

    def _lines(self) -> list[str]:
        """The text broken into lines no wider than most of the scene, so a long notice never
        runs past the board's edges (the paragraphs of the text are kept)."""
        metrics = QFontMetricsF(self._font)
        scene = self.scene()
        limit = (scene.sceneRect().width() / max(self.scale(), 0.01)) * 0.86 - 40 if scene is not None else 10_000
        lines: list[str] = []
        for paragraph in self._text.split("\n"):
            current = ""
            for word in paragraph.split(" "):
                trial = f"{current} {word}" if current else word
                if current and metrics.horizontalAdvance(trial) > limit:
                    lines.append(current)
                    current = word
                else:
                    current = trial
            lines.append(current)
        return lines

    def _size(self) -> tuple[float, float]:
        metrics = QFontMetricsF(self._font)
        lines = self._lines()
        width = max(metrics.horizontalAdvance(line) for line in lines) + 40
        return width, metrics.lineSpacing() * len(lines) + 24

    def _place(self) -> None:
        scene = self.scene()
        if scene is not None:
            w, h = self._size()
            area = scene.sceneRect()
            centre = area.center()
            top = centre.y() - h / 2
            avoid = self._avoid
            if avoid is not None and QRectF(centre.x() - w / 2, top, w, h).intersects(avoid):
                above, below = avoid.top() - 8 - h, avoid.bottom() + 8
                if above >= area.top() and (above - area.top() >= area.bottom() - below - h or below + h > area.bottom()):
                    top = above
                elif below + h <= area.bottom():
                    top = below
            self.setPos(centre.x() - w / 2, top)

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(0, 0, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, 12, 12)
        painter.fillPath(path, theme.color("notice.background"))
        painter.setPen(theme.color("notice.text"))
        painter.setFont(self._font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(self._lines()))
