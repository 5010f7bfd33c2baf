"""The Wild Cats board: a 5x5 sheet of squared paper, crosses and dots, and what the sheet
obliges players to announce, drawn on the squares before anyone chooses.

Before a round the board shows, for the person choosing: the squares that person may take,
the threats of both sides (a small cross or dot with "4" in the square's corner), the squares
the duty forces on the person (outlined and tagged), the banned square (hatched) and the
person's own single threat that the rules bar (a padlock). Choosing is a click (changeable:
a ghost of the person's sign marks it), then Enter, a double-click or the page's Confirm
button. The reveal shows both choices at once; a block collides on its square.

Crosses and dots differ in shape, not only in colour, and every mark that carries meaning
(threat, duty, ban) has its own shape too.
"""
from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsLineItem, QGraphicsObject, QGraphicsSceneHoverEvent,
                               QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget)

from desktop import settings, theme
from desktop.game_scene import GameScene
from rules.wildcats.moves import Square, parse_square
from rules.wildcats.state import WildCatsState

SIZE = 5
SQUARE = 96.0
MARGIN = 46.0
BOARD = SIZE * SQUARE
PAPER = QColor("#fbf8ef")
GRID = QColor("#9fb4cf")
INK = (QColor("#c0392b"), QColor("#1f5fa8"))
"""The cross in brick red, the dot in ink blue (they also differ in shape)."""


def square_rect(square: Square) -> QRectF:
    return QRectF(MARGIN + square.column * SQUARE, MARGIN + square.row * SQUARE, SQUARE, SQUARE)


def draw_sign(painter: QPainter, seat: int, centre: QPointF, size: float, colour: QColor | None = None,
              width: float | None = None) -> None:
    """A cross (seat 0) or a dot (seat 1) of about ``size`` across."""
    colour = colour or INK[seat]
    if seat == 0:
        half = size * 0.36
        painter.setPen(QPen(colour, width or size * 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(centre.x() - half, centre.y() - half), QPointF(centre.x() + half, centre.y() + half))
        painter.drawLine(QPointF(centre.x() - half, centre.y() + half), QPointF(centre.x() + half, centre.y() - half))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(centre, size * 0.25, size * 0.25)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def draw_padlock(painter: QPainter, centre: QPointF, size: float, colour: QColor) -> None:
    """A closed padlock about ``size`` high: the mark of the person's own single threat,
    which the rules bar. Drawn, not written: the emoji is missing from many systems' fonts."""
    painter.save()
    body = QRectF(centre.x() - size * 0.38, centre.y() - size * 0.05, size * 0.76, size * 0.55)
    painter.setPen(QPen(colour, max(1.5, size * 0.11), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shackle = QRectF(centre.x() - size * 0.24, centre.y() - size * 0.45, size * 0.48, size * 0.62)
    painter.drawArc(shackle, 0, 180 * 16)
    for x in (shackle.left(), shackle.right()):
        painter.drawLine(QPointF(x, shackle.center().y()), QPointF(x, body.top()))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)
    painter.setBrush(PAPER)
    painter.drawEllipse(QPointF(centre.x(), body.center().y()), size * 0.08, size * 0.08)
    painter.restore()


class CellItem(QGraphicsObject):
    """One square of the sheet and everything said about it this round."""

    clicked = Signal(object)
    doubleClicked = Signal(object)

    def __init__(self, square: Square) -> None:
        super().__init__()
        self.square = square
        self.setPos(square_rect(square).topLeft())
        self.setAcceptHoverEvents(True)
        self.mark: int | None = None
        self.mark_scale = 1.0
        self.legal = False
        self.interactive = False
        self.threats = (False, False)
        self.forced = False
        self.banned = False
        self.barred = False
        self.ghost: int | None = None
        """The chooser's sign, pale: the person's choice not yet confirmed."""
        self.hint = ""
        self.hovered = False
        self.has_cursor = False
        """The keyboard cursor is on this square (``cursor`` would hide QGraphicsItem's)."""
        self.collision = 0.0
        """0..1 while a block plays out on this square."""
        self.block_signs: tuple[int, int] | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SQUARE, SQUARE)

    def set_state(self, **changes: Any) -> None:
        for key, value in changes.items():
            setattr(self, key, value)
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.interactive and self.legal
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        centre = rect.center()
        painter.fillRect(rect, PAPER)
        playable = self.interactive and self.legal and self.mark is None
        if playable:
            painter.fillRect(rect, QColor(255, 226, 140, 170 if self.hovered else 45))
        if self.banned:
            painter.save()
            painter.setClipRect(rect)
            painter.setPen(QPen(QColor(120, 110, 100, 150), 2))
            for k in range(-int(SQUARE), int(SQUARE), 12):
                painter.drawLine(QPointF(k, SQUARE), QPointF(k + SQUARE, 0))
            painter.restore()
            self._badge(painter, QPointF(SQUARE - 16, SQUARE - 16), "⊘", QColor(90, 80, 70))
        for seat, on in enumerate(self.threats):
            if on and self.mark is None:  # a small sign with "4" in a corner: this square makes four
                corner = QPointF(16 if seat == 0 else SQUARE - 16, 16)
                draw_sign(painter, seat, corner, 22, width=3)
                painter.setPen(INK[seat])
                painter.setFont(_font(11, True))
                painter.drawText(QRectF(corner.x() - 6 + (12 if seat == 0 else -20), corner.y() - 9, 16, 18),
                                 Qt.AlignmentFlag.AlignCenter, "4")
        if self.barred:
            draw_padlock(painter, QPointF(16, SQUARE - 16), 20, QColor(90, 80, 70))
        if self.mark is not None:
            draw_sign(painter, self.mark, centre, SQUARE * 0.9 * self.mark_scale)
        elif self.ghost is not None:
            pale = QColor(INK[self.ghost])
            pale.setAlpha(120)
            draw_sign(painter, self.ghost, centre, SQUARE * 0.8, pale)
        if self.block_signs is not None and self.collision > 0:
            self._paint_collision(painter, centre)
        if self.hint:
            painter.setPen(theme.color("marks.hint_text") if theme.is_dark() else QColor("#0b5e8f"))
            painter.setFont(_font(15, True))
            painter.drawText(rect.adjusted(2, 0, -2, -4), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             self.hint)
        if self.forced and self.mark is None:
            painter.setPen(QPen(theme.color("marks.focus"), 5))
            painter.drawRect(rect.adjusted(4, 4, -4, -4))
        if self.ghost is not None and self.mark is None:
            painter.setPen(QPen(theme.color("ui.accent"), 4))
            painter.drawRoundedRect(rect.adjusted(7, 7, -7, -7), 8, 8)
        if self.has_cursor:
            painter.setPen(QPen(theme.color("marks.focus"), 3, Qt.PenStyle.DashLine))
            painter.drawRect(rect.adjusted(2, 2, -2, -2))

    def _paint_collision(self, painter: QPainter, centre: QPointF) -> None:
        """The two signs fly in from the sides, meet in the middle and burst."""
        t = self.collision
        travel = max(0.0, 1.0 - t / 0.6) * SQUARE * 0.45
        if t < 0.75:
            for seat, direction in ((0, -1), (1, 1)):
                draw_sign(painter, seat, QPointF(centre.x() + direction * travel, centre.y()), SQUARE * 0.6)
        if t >= 0.55:
            burst = (t - 0.55) / 0.45
            painter.setPen(QPen(theme.color("marks.last"), 3))
            for k in range(8):
                path = QPainterPath()
                angle = k * 45
                inner = QPointF(centre.x() + 10 * _cos(angle), centre.y() + 10 * _sin(angle))
                outer = QPointF(centre.x() + (14 + 26 * burst) * _cos(angle), centre.y() + (14 + 26 * burst) * _sin(angle))
                path.moveTo(inner)
                path.lineTo(outer)
                painter.drawPath(path)

    def _badge(self, painter: QPainter, centre: QPointF, glyph: str, colour: QColor) -> None:
        painter.setPen(colour)
        painter.setFont(_font(15, True))
        painter.drawText(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, glyph)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.square)
            event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.doubleClicked.emit(self.square)
            event.accept()


def _cos(degrees: float) -> float:
    return math.cos(math.radians(degrees))


def _sin(degrees: float) -> float:
    return math.sin(math.radians(degrees))


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    return font


class WildCatsScene(GameScene):
    """Emits ``moveChosen`` with the person's square when the choice is confirmed;
    ``selectionChanged`` when a square is picked (the page enables Confirm); ``refused`` when
    the person clicks a square the rules do not let them take (the page says why)."""

    selectionChanged = Signal(object)
    refused = Signal(object)
    """A square the person may not take was clicked (the page says why)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        side = 2 * MARGIN + BOARD
        self.setSceneRect(0, 0, side, side)
        self._state: WildCatsState | None = None
        self._interactive = False
        self._chooser: int | None = None
        self._selected: Square | None = None
        self._cursor: Square | None = None
        self._typed = ""
        self._animation: QVariantAnimation | None = None
        self._lines: list[QGraphicsLineItem] = []
        self.cells = {Square(i): CellItem(Square(i)) for i in range(SIZE * SIZE)}
        for cell in self.cells.values():
            cell.clicked.connect(self._clicked)
            cell.doubleClicked.connect(self._double_clicked)
            self.addItem(cell)
        self._coordinates: list[QGraphicsSimpleTextItem] = []
        for i in range(SIZE):
            for text, x, y in (("ABCDE"[i], MARGIN + (i + 0.5) * SQUARE, MARGIN / 2),
                               (str(i + 1), MARGIN / 2, MARGIN + (i + 0.5) * SQUARE)):
                label = QGraphicsSimpleTextItem(text)
                label.setFont(_font(20, True))
                label.setBrush(theme.color("table.text"))
                r = label.boundingRect()
                label.setPos(x - r.width() / 2, y - r.height() / 2)
                self.addItem(label)
                self._coordinates.append(label)
        self._grid = self.addPath(self._grid_path(), QPen(GRID, 1.6))
        self._grid.setZValue(1)
        self._grid.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @staticmethod
    def _grid_path() -> QPainterPath:
        path = QPainterPath()
        for i in range(SIZE + 1):
            path.moveTo(MARGIN + i * SQUARE, MARGIN)
            path.lineTo(MARGIN + i * SQUARE, MARGIN + BOARD)
            path.moveTo(MARGIN, MARGIN + i * SQUARE)
            path.lineTo(MARGIN + BOARD, MARGIN + i * SQUARE)
        return path

    def theme_changed(self) -> None:
        for label in self._coordinates:
            label.setBrush(theme.color("table.text"))
        super().theme_changed()

    # --- the page's calls -------------------------------------------------------------------
    def set_chooser(self, seat: int | None) -> None:
        """Whose choice the board takes and whose allowed squares it marks (None: nobody's)."""
        if seat != self._chooser:
            self._selected = None
            if self._cursor is not None:  # the next person must not see where the last one was
                self.cells[self._cursor].set_state(has_cursor=False)
                self._cursor = None
            self._typed = ""
        self._chooser = seat

    def selected(self) -> Square | None:
        return self._selected

    def confirm(self) -> bool:
        """Hand the picked square to the page (Enter, double-click, the Confirm button)."""
        if self._selected is None or not self._interactive:
            return False
        square, self._selected = self._selected, None
        self.moveChosen.emit(square)
        return True

    def sync(self, state: WildCatsState, interactive: bool) -> None:
        self._stop_animation()
        self._state, self._interactive = state, interactive
        chooser = self._chooser if interactive else None
        info = state.choice_info(chooser) if chooser is not None and not state.is_terminal() else None
        legal = set(info.legal) if info else set()
        if self._selected not in legal:
            self._selected = None
        forced = set(info.opponent_threats) & legal if info and info.duty else set()
        threats = (set(state.threats(0)), set(state.threats(1))) if not state.is_terminal() else (set(), set())
        ban = state.ban if not state.is_terminal() else None
        for square, cell in self.cells.items():
            cell.set_state(mark=state.mark_at(square), mark_scale=1.0, legal=square in legal,
                           interactive=interactive, threats=(square in threats[0], square in threats[1]),
                           forced=square in forced, banned=square == ban,
                           barred=info is not None and info.own_threat_barred == square,
                           ghost=chooser if square == self._selected else None,
                           has_cursor=square == self._cursor and interactive, collision=0.0, block_signs=None)
        self._draw_fours(state)

    def _draw_fours(self, state: WildCatsState) -> None:
        for line in self._lines:
            self.removeItem(line)
        self._lines = []
        for seat, squares in state.winning_lines():
            first, last = square_rect(squares[0]).center(), square_rect(squares[-1]).center()
            item = self.addLine(first.x(), first.y(), last.x(), last.y(),
                                QPen(INK[seat], 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            item.setOpacity(0.75)
            item.setZValue(20)
            self._lines.append(item)

    def animate_move(self, move: Any, before: WildCatsState, after: WildCatsState, interactive: bool) -> None:
        """The reveal: both signs appear together; a block collides on its square."""
        self.sync(after, interactive)
        if settings.animation_speed().factor == 0:
            return
        x_square, o_square = move.choices
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        if x_square == o_square:
            cell = self.cells[x_square]
            cell.set_state(block_signs=(0, 1))
            animation.setDuration(settings.duration(900))
            animation.valueChanged.connect(lambda v: cell.set_state(collision=float(v)))
        else:
            cells = [self.cells[x_square], self.cells[o_square]]
            animation.setDuration(settings.duration(420))
            animation.setEasingCurve(QEasingCurve.Type.OutBack)

            def grow(v: float) -> None:
                for c in cells:
                    c.set_state(mark_scale=float(v))
            animation.valueChanged.connect(grow)
        animation.finished.connect(self._animation_done)
        self._animation = animation
        animation.start()

    def _animation_done(self) -> None:
        self._animation = None
        for cell in self.cells.values():
            cell.set_state(mark_scale=1.0, collision=0.0, block_signs=None)

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.stop()
            animation.deleteLater()

    def is_animating(self) -> bool:
        return self._animation is not None

    # --- the person -----------------------------------------------------------------------
    def _clicked(self, square: Square) -> None:
        self._pick(square)

    def _double_clicked(self, square: Square) -> None:
        if self._pick(square):
            self.confirm()

    def _pick(self, square: Square) -> bool:
        cell = self.cells[square]
        if not (self._interactive and self._chooser is not None):
            return False
        if not cell.legal:
            self.refused.emit(square)
            return False
        if self._selected is not None:
            self.cells[self._selected].set_state(ghost=None)
        self._selected = square
        cell.set_state(ghost=self._chooser)
        self.selectionChanged.emit(square)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move a cursor, Space picks, Enter confirms; typing ``c3`` picks C3."""
        if self.item_takes_keys(event):
            return
        key = event.key()
        moves: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            current = self._cursor or self._selected or Square(12)
            dr, dc = moves[key]
            row, col = min(SIZE - 1, max(0, current.row + dr)), min(SIZE - 1, max(0, current.column + dc))
            self._set_cursor(Square(row * SIZE + col))
        elif key == Qt.Key.Key_Space and self._cursor is not None:
            self._pick(self._cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._selected is None and self._cursor is not None:
                self._pick(self._cursor)
            self.confirm()
        elif event.text() and event.text().isalnum():
            self._typed = (self._typed + event.text().upper())[-2:]
            try:
                square = parse_square(self._typed)
            except ValueError:
                square = None
            if square is not None and self._pick(square):
                self._set_cursor(square)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def takes_typed_key(self, event: QKeyEvent) -> bool:
        """Whether a key is part of a typed square (``d4``) rather than a window shortcut
        (``D`` is Demo): only while a person is choosing, and only A-E and 1-5 unmodified."""
        text = event.text().upper()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        return (self._interactive and self._chooser is not None and plain and len(text) == 1
                and text in "ABCDE12345")

    def _set_cursor(self, square: Square) -> None:
        if self._cursor is not None:
            self.cells[self._cursor].set_state(has_cursor=False)
        self._cursor = square
        self.cells[square].set_state(has_cursor=self._interactive)

    def cursor_square(self) -> Square | None:
        return self._cursor

    # --- hints and pictures ---------------------------------------------------------------
    def show_mix(self, shares: dict[Square, float]) -> None:
        """The equilibrium mix as percentages on the squares (the hint)."""
        for square, cell in self.cells.items():
            share = shares.get(square, 0.0)
            cell.set_state(hint=f"{share * 100:.0f}%" if share > 0.005 else "")

    def clear_hint(self) -> None:
        for cell in self.cells.values():
            if cell.hint:
                cell.set_state(hint="")

    def hint_texts(self) -> dict[str, str]:
        return {str(square): cell.hint for square, cell in self.cells.items() if cell.hint}

    def mark_squares(self, names: list[str]) -> None:
        for name in names:
            self.cells[parse_square(name)].set_state(forced=True)

    def cell(self, square: Square | str) -> CellItem:
        return self.cells[square if isinstance(square, Square) else parse_square(square)]

