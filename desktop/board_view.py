"""The QGraphicsView every game board sits in: scales its scene to the window, crisply."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


MINIMUM = 220
"""A board is never drawn smaller than this (pixels a side): with the folded column's line, the
seal strip and a question over the board it still fits a 640x480 window."""


class BoardView(QGraphicsView):
    """Keeps the whole scene rectangle visible at the largest size that fits.

    Scenes are drawn in their own units (vector items), so scaling stays sharp on high-DPI
    screens; no scroll bars, since a board is always seen whole.
    """

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)  # boards light the square under the mouse
        self.setMinimumSize(MINIMUM, MINIMUM)
        scene.sceneRectChanged.connect(lambda _r: self.fit())

    def event(self, event: QEvent) -> bool:
        """A key the board takes as typing (Wild Cats' ``d4``) goes to the board, not to a
        window shortcut of the same letter (``D`` is Demo): the scene says which keys
        (``takes_typed_key``)."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            takes = getattr(self.scene(), "takes_typed_key", None)
            if takes is not None and takes(event):
                event.accept()
                return True
        return super().event(event)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
