"""The editor's view: wheel zoom about the mouse, pan with the middle button or space-drag,
fit to window. Unlike the game's :class:`~desktop.board_view.BoardView` it never rescales on
its own: a person placing cells wants the canvas to stay where they left it."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from desktop.oche_editor.scene import EditorScene, Mode

MIN_ZOOM, MAX_ZOOM = 0.15, 4.0


class EditorView(QGraphicsView):
    def __init__(self, scene: EditorScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._pan_from: QPoint | None = None
        self._space = False
        self._auto_fit = True
        """Fit again when the view changes size, until the person zooms or pans: a board
        opened before the window had its final size would otherwise be cut off."""
        scene.modeChanged.connect(self._on_mode)
        self._on_mode(scene.mode)

    def editor_scene(self) -> EditorScene:
        scene = self.scene()
        assert isinstance(scene, EditorScene)
        return scene

    def _on_mode(self, mode: Mode) -> None:
        """Rubber-band selection in select mode; a crosshair where a click creates."""
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag if mode is Mode.SELECT
                         else QGraphicsView.DragMode.NoDrag)
        cursor = {Mode.SELECT: Qt.CursorShape.ArrowCursor, Mode.ADD_CELL: Qt.CursorShape.CrossCursor,
                  Mode.ADD_ARROW: Qt.CursorShape.PointingHandCursor,
                  Mode.DELETE: Qt.CursorShape.ForbiddenCursor}[mode]
        self.viewport().setCursor(cursor)

    # --- zoom -------------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        self._auto_fit = False
        target = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom() * factor))
        factor = target / self.zoom()
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def hold(self) -> None:
        """Stop fitting on resizes: the board is being edited, so the view stays put (a
        longer status line must not re-zoom the canvas under the person's mouse)."""
        self._auto_fit = False

    def fit(self) -> None:
        """Show the whole board, but never blow a small board up past 150%."""
        self._auto_fit = True
        if not self.isVisible():
            return
        scene = self.editor_scene()
        box = scene.board_rect()
        if box.isEmpty():
            box = QRectF(-300, -200, 600, 400)
        box.adjust(-64, -64, 64, 64)  # the paper's edge (EditorScene.PAPER_MARGIN) and some table
        self.fitInView(box, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom() > 1.5:
            self.resetTransform()
            self.scale(1.5, 1.5)
            self.centerOn(box.center())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._auto_fit:
            self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(1.15 ** steps)
        event.accept()

    # --- pan --------------------------------------------------------------------------------
    def _panning(self, event: QMouseEvent) -> bool:
        return event.button() == Qt.MouseButton.MiddleButton or \
            (self._space and event.button() == Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._panning(event):
            self._pan_from = event.position().toPoint()
            self._auto_fit = False
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            pos = event.position().toPoint()
            delta = pos - self._pan_from
            self._pan_from = pos
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            self._on_mode(self.editor_scene().mode)
            if self._space:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self._on_mode(self.editor_scene().mode)
            event.accept()
            return
        super().keyReleaseEvent(event)
