"""The Othello board: squares with coordinates, discs, marks, a keyboard cursor."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QRectF,
                            QSequentialAnimationGroup, Qt, QVariantAnimation, Signal)
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QPen
from PySide6.QtWidgets import (QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsSceneMouseEvent,
                               QGraphicsSimpleTextItem)

from desktop import settings, theme
from desktop.game_scene import GameScene
from desktop.othello.disc import Disc
from rules.othello import PASS, OthelloMove, OthelloState
from rules.othello.bitboard import flip_lines, parse_square, square_name

SQUARE = 64.0
MARGIN = 34.0
BOARD_GREEN = QColor(32, 120, 72)
LINE = QColor(14, 60, 34)


def _tween(group: QObject, start: float, end: float, ms: int, curve: QEasingCurve.Type,
           apply: Callable[[float], None]) -> QVariantAnimation:
    """A value animation added to ``group`` that calls ``apply`` with each value (items are
    animated this way, not through Python properties; see desktop/othello/disc.py)."""
    tween = QVariantAnimation(group)
    tween.setStartValue(start)
    tween.setEndValue(end)
    tween.setDuration(settings.duration(ms))
    tween.setEasingCurve(curve)
    tween.valueChanged.connect(apply)
    return tween


def square_rect(square: int) -> QRectF:
    return QRectF(MARGIN + (square % 8) * SQUARE, MARGIN + (square // 8) * SQUARE, SQUARE, SQUARE)


class OthelloScene(GameScene):
    """Emits ``moveChosen`` for clicks on legal squares; everything else is drawn from state."""

    squareClicked = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        side = 2 * MARGIN + 8 * SQUARE
        self.setSceneRect(0, 0, side, side)
        self.show_legal = settings.get_bool("othello/showLegal", True)
        self.show_last = settings.get_bool("othello/showLast", True)
        self._state: OthelloState | None = None
        self._interactive = False
        self._animation: QParallelAnimationGroup | None = None
        self._discs: dict[int, Disc] = {}
        self._legal_marks: list[QGraphicsEllipseItem] = []
        self._hint_items: list[Any] = []
        self._score_items: list[QGraphicsSimpleTextItem] = []
        self._draw_board()
        self._last = QGraphicsEllipseItem(-5, -5, 10, 10)
        self._last.setBrush(QColor(230, 60, 50))
        self._last.setPen(Qt.PenStyle.NoPen)
        self._last.setZValue(20)
        self._last.setVisible(False)
        self.addItem(self._last)
        self._cursor_square = 19
        self._cursor = QGraphicsRectItem(square_rect(0).adjusted(3, 3, -3, -3))
        self._cursor.setPen(QPen(QColor(255, 220, 70), 3))
        self._cursor.setZValue(30)
        self._cursor.setVisible(False)
        self.addItem(self._cursor)
        self._typed = ""
        self._hover = QGraphicsRectItem()
        self._hover.setPen(Qt.PenStyle.NoPen)
        self._hover.setBrush(QColor(255, 255, 255, 46))
        self._hover.setZValue(2)
        self._hover.setVisible(False)
        self._hover.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self._hover)

    def theme_changed(self) -> None:
        for label in self._coordinates:
            label.setBrush(theme.color("table.text"))
        super().theme_changed()

    def _draw_board(self) -> None:
        self._coordinates: list[QGraphicsSimpleTextItem] = []
        board = QGraphicsRectItem(MARGIN, MARGIN, 8 * SQUARE, 8 * SQUARE)
        board.setBrush(BOARD_GREEN)
        board.setPen(QPen(LINE, 3))
        self.addItem(board)
        pen = QPen(LINE, 1.5)
        for i in range(1, 8):
            self.addLine(MARGIN + i * SQUARE, MARGIN, MARGIN + i * SQUARE, MARGIN + 8 * SQUARE, pen)
            self.addLine(MARGIN, MARGIN + i * SQUARE, MARGIN + 8 * SQUARE, MARGIN + i * SQUARE, pen)
        for cx, cy in ((2, 2), (6, 2), (2, 6), (6, 6)):  # the four star points
            dot = self.addEllipse(MARGIN + cx * SQUARE - 4, MARGIN + cy * SQUARE - 4, 8, 8,
                                  Qt.PenStyle.NoPen, QBrush(LINE))
            dot.setZValue(1)
        font = QFont()
        font.setPointSizeF(14)
        font.setBold(True)
        for i in range(8):
            for text, x, y in ((chr(ord("a") + i), MARGIN + (i + 0.5) * SQUARE, MARGIN / 2),
                               (str(i + 1), MARGIN / 2, MARGIN + (i + 0.5) * SQUARE)):
                label = QGraphicsSimpleTextItem(text)
                label.setFont(font)
                label.setBrush(theme.color("table.text"))
                self._coordinates.append(label)
                r = label.boundingRect()
                label.setPos(x - r.width() / 2, y - r.height() / 2)
                self.addItem(label)

    # --- showing state ---------------------------------------------------------------------
    def sync(self, state: OthelloState, interactive: bool) -> None:
        if self._animation is not None and state is self._state:
            # The session re-announces the position a running animation is heading to (its
            # "changed" after "moved", the computer starting to think): keep animating.
            self._interactive = interactive
            self._sync_marks()
            return
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        self._state = state
        self._interactive = interactive
        self.clear_scores()
        for square in range(64):
            colour = state.disc_at(square)
            disc = self._discs.get(square)
            if colour is None:
                if disc is not None:
                    self.removeItem(disc)
                    del self._discs[square]
            elif disc is None:
                self._add_disc(square, colour)
            else:
                disc.set_colour(colour)
                disc.setScale(1.0)
        self._sync_marks()

    def _add_disc(self, square: int, colour: int) -> Disc:
        disc = Disc(SQUARE * 0.82, colour)
        disc.setPos(square_rect(square).center())
        disc.setZValue(10)
        self.addItem(disc)
        self._discs[square] = disc
        return disc

    def _sync_marks(self) -> None:
        if not self._interactive:
            self._hover.setVisible(False)
        for mark in self._legal_marks:
            self.removeItem(mark)
        self._legal_marks = []
        state = self._state
        if state is None:
            return
        if self.show_legal and self._interactive:
            colour = QColor(0, 0, 0, 90) if state.side == 0 else QColor(255, 255, 255, 110)
            for move in state.legal_moves():
                if move.is_pass:
                    continue
                c = square_rect(move.square).center()
                mark = QGraphicsEllipseItem(c.x() - 9, c.y() - 9, 18, 18)
                mark.setBrush(colour)
                mark.setPen(QPen(QColor(0, 0, 0, 60), 1))
                mark.setZValue(5)
                self.addItem(mark)
                self._legal_marks.append(mark)
        last = next((m for m in reversed(state.history) if not m.is_pass), None)
        if self.show_last and last is not None:
            self._last.setPos(square_rect(last.square).center())
            self._last.setVisible(True)
        else:
            self._last.setVisible(False)

    def set_show_legal(self, on: bool) -> None:
        self.show_legal = on
        settings.set_value("othello/showLegal", on)
        self._sync_marks()

    def set_show_last(self, on: bool) -> None:
        self.show_last = on
        settings.set_value("othello/showLast", on)
        self._sync_marks()

    def animate_move(self, move: OthelloMove, before: OthelloState, after: OthelloState, interactive: bool) -> None:
        """The placed disc drops in; flips run along each line, nearest first."""
        if move.is_pass or settings.animation_speed().factor == 0:
            self.sync(after, interactive)
            return
        me, opp = before.mover_boards()
        lines = flip_lines(me, opp, move.square)
        colour = before.side
        self.sync(before, False)
        self._state, self._interactive = after, interactive
        group = QParallelAnimationGroup()
        placed = self._add_disc(move.square, colour)
        placed.setScale(1.35)
        _tween(group, 1.35, 1.0, 160, QEasingCurve.Type.OutQuad, placed.setScale)
        step = settings.duration(70)
        for line in lines:
            for distance, square in enumerate(line):
                disc = self._discs[square]
                disc.start_flip(colour)
                sequence = QSequentialAnimationGroup(group)
                sequence.addPause(settings.duration(120) + distance * step)
                _tween(sequence, 0.0, 1.0, 260, QEasingCurve.Type.InOutSine, disc.set_turn)
        group.finished.connect(self._animation_done)
        self._animation = group
        self._sync_marks()
        group.start()

    def _animation_done(self) -> None:
        self._animation = None
        if self._state is not None:
            for square, disc in self._discs.items():
                colour = self._state.disc_at(square)
                if colour is not None:  # (a disc stands only where the position has one)
                    disc.set_colour(colour)
                disc.setScale(1.0)

    def is_animating(self) -> bool:
        return self._animation is not None

    def show_hint(self, move: Any, text: str = "") -> None:
        self.show_hints([(move, text)])

    def show_hints(self, marks: list[tuple[OthelloMove, str]]) -> None:
        """Dashed rings on the hinted squares with the predicted final disc difference."""
        self.clear_hint()
        for move, text in marks:
            if move.is_pass:
                continue
            rect = square_rect(move.square).adjusted(4, 4, -4, -4)
            ring = QGraphicsRectItem(rect)
            ring.setPen(QPen(QColor(80, 200, 255), 4, Qt.PenStyle.DashLine))
            ring.setZValue(25)
            self.addItem(ring)
            self._hint_items.append(ring)
            if text:
                self._hint_items.append(self._square_text(move.square, text, QColor(200, 240, 255), 13, 26))

    def mark_squares(self, names: list[str]) -> None:
        for name in names:
            ring = QGraphicsRectItem(square_rect(parse_square(name)).adjusted(4, 4, -4, -4))
            ring.setPen(QPen(theme.color("marks.focus"), 4))
            ring.setZValue(25)
            self.addItem(ring)
            self._hint_items.append(ring)

    def _square_text(self, square: int, text: str, colour: QColor, size: float, z: float) -> QGraphicsSimpleTextItem:
        """A value written on a square, its font shrunk until it fits inside the square."""
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPointSizeF(size)
        font.setBold(True)
        label.setFont(font)
        while label.boundingRect().width() > SQUARE - 10 and font.pointSizeF() > 6:
            font.setPointSizeF(font.pointSizeF() - 0.5)
            label.setFont(font)
        label.setBrush(colour)
        r = label.boundingRect()
        c = square_rect(square).center()
        label.setPos(c.x() - r.width() / 2, c.y() - r.height() / 2)
        label.setZValue(z)
        self.addItem(label)
        return label

    def show_scores(self, scores: dict[OthelloMove, str]) -> None:
        """The engine's score of every legal move, written small on its square."""
        self.clear_scores()
        for move, text in scores.items():
            if not move.is_pass:
                self._score_items.append(self._square_text(move.square, text, QColor(255, 246, 200), 10, 24))

    def clear_scores(self) -> None:
        for item in self._score_items:
            self.removeItem(item)
        self._score_items = []

    def score_texts(self) -> dict[str, str]:
        placed = ((self.square_at(i.sceneBoundingRect().center()), i.text()) for i in self._score_items)
        return {square_name(square): text for square, text in placed if square is not None}

    def clear_hint(self) -> None:
        for item in self._hint_items:
            self.removeItem(item)
        self._hint_items = []

    def hint_texts(self) -> list[str]:
        return [i.text() for i in self._hint_items if isinstance(i, QGraphicsSimpleTextItem)]

    def has_hint(self) -> bool:
        return bool(self._hint_items)

    # --- input ------------------------------------------------------------------------------
    def square_at(self, pos: QPointF) -> int | None:
        col = int((pos.x() - MARGIN) // SQUARE)
        row = int((pos.y() - MARGIN) // SQUARE)
        if 0 <= col < 8 and 0 <= row < 8:
            return row * 8 + col
        return None

    def _choose(self, square: int) -> None:
        self.squareClicked.emit(square)
        state = self._state
        if state is None or not self._interactive:
            return
        move = PASS if state.legal_moves() == [PASS] else OthelloMove(square)
        if state.is_legal(move):
            self.moveChosen.emit(move)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A playable square lights up under the mouse (only legal squares, on your turn)."""
        square = self.square_at(event.scenePos())
        state = self._state
        playable = state is not None and self._interactive and square is not None and \
            OthelloMove(square) in state.legal_moves()
        if playable and square is not None:
            self._hover.setRect(square_rect(square).adjusted(2, 2, -2, -2))
        self._hover.setVisible(playable)
        super().mouseMoveEvent(event)

    def hovered_square(self) -> int | None:
        return self.square_at(self._hover.rect().center()) if self._hover.isVisible() else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.scenePos())
            if square is not None:
                self._cursor.setVisible(False)
                self._choose(square)
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves: dict[int, int] = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -8, Qt.Key.Key_Down: 8}
        if key in moves:
            sq = self._cursor_square
            if self._cursor.isVisible():
                d = moves[key]
                col, row = sq % 8 + (d if abs(d) == 1 else 0), sq // 8 + (d // 8 if abs(d) == 8 else 0)
                if 0 <= col < 8 and 0 <= row < 8:
                    sq = row * 8 + col
            self._set_cursor(sq)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._cursor.isVisible():
                self._choose(self._cursor_square)
        elif event.text() and event.text().lower() in "abcdefgh12345678":
            self._typed = (self._typed + event.text().lower())[-2:]
            if len(self._typed) == 2 and self._typed[0] in "abcdefgh" and self._typed[1] in "12345678":
                square = (int(self._typed[1]) - 1) * 8 + "abcdefgh".index(self._typed[0])
                self._typed = ""
                self._set_cursor(square)
                self._choose(square)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _set_cursor(self, square: int) -> None:
        self._cursor_square = square
        self._cursor.setRect(square_rect(square).adjusted(3, 3, -3, -3))
        self._cursor.setVisible(True)

    def cursor_square(self) -> str | None:
        return square_name(self._cursor_square) if self._cursor.isVisible() else None
