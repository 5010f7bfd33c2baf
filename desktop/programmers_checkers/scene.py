"""The Programmer's Checkers board: squares with names and numbers, stones with their bits,
the operator tiles beside it, and the person's input.

Input, as a draughts player expects it: click a stone and its landing squares light; a
second click on one (or a drag there) plays the move, even a stone's only move (playing that
at the first click is an option, :attr:`CheckersScene.auto_play`, off by default, so a stone
can be picked just to look); a capture of several jumps is entered landing by landing, the stones already jumped stay on the board as crossed-out ghosts until the move
ends (they still block, as the rules say). The stones that must capture wear an orange ring
with a "!" badge. A right-click on a stone, the "Turn a stone over" toggle or F over a stone
flips it. The mouse over a stone lights the truth-table rows that stone's bit concerns; over
an enemy stone with a stone selected, the one row that decides that capture. Over a jump the
board allows but the active tile forbids (the enemy stone, or the square behind it), the
table says why ("0 AND 1 = 0: a 0 may not take a 1 under AND") and the board crosses the
jump out.

At the set-up the person's own stones turn over on a click (all 1, all 0, random and the
last set-up are buttons beside the board, and keys 1, 0, R, L); the other side's stones show
"?" until both set-ups are revealed together.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsSceneContextMenuEvent,
                               QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem,
                               QWidget)

from desktop import settings, theme
from desktop.game_scene import GameScene
from desktop.programmers_checkers.look import BOARD, DARK, EDGE, LIGHT, MARGIN, MUST, SQUARE, font
from desktop.programmers_checkers.stone import RADIUS, StoneItem
from desktop.programmers_checkers.tiles import WIDTH as PANEL_WIDTH
from desktop.programmers_checkers.tiles import TilePanel, Tiles
from desktop.scene_button import SceneButton
from rules.programmers_checkers.board import START_SQUARES, coords, parse_square_name, square_at
from rules.programmers_checkers.moves import Capture, Draw, Flip, Setup, Step
from rules.programmers_checkers.state import MOVE_PHASE, SETUP_PHASE, CheckersState
from rules.protocol import JointMove

PANEL_X = 2 * MARGIN + BOARD + 4
SCENE_W = PANEL_X + PANEL_WIDTH + 16
SCENE_H = 2 * MARGIN + BOARD


def last_play(state: CheckersState) -> Step | Capture | Flip | None:
    """The last move played on the board (tile draws are skipped; the set-up ends the search)."""
    for move in reversed(state.history):
        if isinstance(move, (Step, Capture, Flip)):
            return move
        if isinstance(move, JointMove):
            return None
    return None


class BoardItem(QGraphicsItem):
    """The squares and every mark on them (below the stones)."""

    def __init__(self, scene: "CheckersScene") -> None:
        super().__init__()
        self.owner = scene
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.tint: dict[int, QColor] = {}
        self.dots: dict[int, str] = {}
        """Landing squares: "step" (a dot) or "capture" (a ring)."""
        self.rings: dict[int, str] = {}
        """Stone squares: "must" (must capture), "selected", "movable", "marked"."""
        self.hover: int | None = None
        self.key_cursor: tuple[int, int] | None = None
        """(file, rank) of the keyboard cursor (``cursor`` would hide QGraphicsItem's)."""
        self.numbers = True

    def boundingRect(self) -> QRectF:
        return QRectF(MARGIN - 4, MARGIN - 4, BOARD + 8, BOARD + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(MARGIN - 4, MARGIN - 4, BOARD + 8, BOARD + 8), EDGE)
        for row in range(8):
            for col in range(8):
                r = QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)
                painter.fillRect(r, DARK if (row + col) % 2 else LIGHT)
        for n in range(1, 33):
            rect = self.owner.square_rect(n)
            if n in self.tint:
                painter.fillRect(rect, self.tint[n])
            if self.numbers:
                painter.setPen(QColor(255, 240, 220, 150))
                painter.setFont(font(11, True))
                painter.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(n))
            if n == self.hover:
                painter.fillRect(rect, QColor(255, 255, 255, 40))
        for n, kind in self.dots.items():
            c = self.owner.square_rect(n).center()
            if kind == "capture":
                painter.setPen(QPen(MUST, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, SQUARE * 0.2, SQUARE * 0.2)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 236, 150, 210))
                painter.drawEllipse(c, SQUARE * 0.12, SQUARE * 0.12)
        for n, kind in self.rings.items():
            c = self.owner.square_rect(n).center()
            colour = {"must": MUST, "selected": theme.color("marks.focus"), "marked": theme.color("marks.focus"),
                      "movable": QColor(255, 236, 150, 170)}[kind]
            painter.setPen(QPen(colour, 5 if kind in ("must", "selected", "marked") else 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, SQUARE * 0.46, SQUARE * 0.46)
        if self.key_cursor is not None:
            painter.setPen(QPen(theme.color("marks.focus"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.owner.grid_rect(self.key_cursor).adjusted(3, 3, -3, -3))


class BadgeItem(QGraphicsItem):
    """The "!" of a stone that must capture, over the stone (so the mark is not colour alone)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(15)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-12, -12, 24, 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(MUST)
        painter.drawEllipse(QRectF(-11, -11, 22, 22))
        painter.setFont(font(15, True))
        painter.drawText(QRectF(-11, -11, 22, 22), Qt.AlignmentFlag.AlignCenter, "!")


class BlockedItem(QGraphicsItem):
    """A jump the active tile forbids, crossed out over the stones: a dashed line from the
    jumper over the enemy stone to the square behind it, and a "no" sign on the stone."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(16)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.points: tuple[QPointF, QPointF, QPointF] | None = None
        self.setVisible(False)

    def show_jump(self, points: tuple[QPointF, QPointF, QPointF] | None) -> None:
        self.prepareGeometryChange()
        self.points = points
        self.setVisible(points is not None)
        self.update()

    def boundingRect(self) -> QRectF:
        if self.points is None:
            return QRectF()
        xs, ys = [p.x() for p in self.points], [p.y() for p in self.points]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(-SQUARE, -SQUARE, SQUARE, SQUARE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.points is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frm, over, to = self.points
        danger = theme.color("ui.danger")
        painter.setPen(QPen(danger, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        rim = RADIUS + 3  # the line stops at the stones' rims: their bits stay readable
        for a, b in ((frm, over), (over, to)):
            d = b - a
            length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
            u = QPointF(d.x() / length, d.y() / length)
            painter.drawLine(a + u * rim, b - u * (rim if b is over else 0))
        r = SQUARE * 0.2  # a cross on the landing square: the stone may not go there
        painter.setPen(QPen(danger, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(to.x() - r, to.y() - r), QPointF(to.x() + r, to.y() + r))
        painter.drawLine(QPointF(to.x() - r, to.y() + r), QPointF(to.x() + r, to.y() - r))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(danger, 4))
        painter.drawEllipse(over, SQUARE * 0.47, SQUARE * 0.47)  # round the stone it may not take
        badge = QPointF(over.x() - SQUARE * 0.36, over.y() - SQUARE * 0.36)  # a crossed badge, as "!" is
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(danger)
        painter.drawEllipse(badge, 11, 11)
        painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(badge + QPointF(-4.5, -4.5), badge + QPointF(4.5, 4.5))
        painter.drawLine(badge + QPointF(-4.5, 4.5), badge + QPointF(4.5, -4.5))


class CheckersScene(GameScene):
    """See the module docstring. ``refused`` carries the reason a click did nothing (the page
    shows it as a notice); ``setupChanged`` tells the page the person's set-up changed."""

    refused = Signal(str)
    setupChanged = Signal()
    selectionChanged = Signal()
    """The picked stone or the capture being entered changed (the page words it)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.flipped = False
        self.show_legal = settings.get_bool("programmers_checkers/showLegal", True)
        self.auto_play = settings.get_bool("programmers_checkers/autoPlay", False)
        """A stone with a single move plays it at the first click (draughts programs' option)."""
        self._said_selection: tuple[int | None, tuple[int, ...]] = (None, ())
        self.blocked_mark = BlockedItem()
        self._blocked: Any = None
        """The :class:`BlockedJump` under the mouse, crossed out on the board."""
        self._state: CheckersState | None = None
        self._interactive = False
        self._stones: dict[int, StoneItem] = {}
        self._badges: list[BadgeItem] = []
        self._hint_items: list[QGraphicsItem] = []
        self._selected: int | None = None
        self._drag: tuple[int, QPointF] | None = None  # the square and point a left press began on
        self._dragging = False
        self._lifted: tuple[StoneItem, float] | None = None  # the stone following the mouse, its depth
        self._path: list[int] = []
        self._entry_history: list[Any] = []
        """The history of the position a selection or a half-entered capture belongs to."""
        self._flip_mode = False
        self._setup_seat: int | None = None
        self._setups: dict[int, list[int]] = {}
        self.last_setup: dict[int, list[int]] = {}
        """The last set-up each seat used (the page remembers it between games)."""
        self._crown_choice: list[Any] = []
        self._animation: QVariantAnimation | None = None
        self._target: Any = None
        self.board = BoardItem(self)
        self.board.numbers = settings.get_bool("programmers_checkers/numbers", True)
        self.addItem(self.board)
        self._coordinates: list[QGraphicsSimpleTextItem] = []
        for i in range(16):
            label = QGraphicsSimpleTextItem("")
            label.setFont(font(16, True))
            self.addItem(label)
            self._coordinates.append(label)
        self._place_coordinates()
        self.panel = TilePanel(SCENE_H - 2 * MARGIN)
        self.panel.setPos(PANEL_X, MARGIN - 10)
        self.addItem(self.panel)
        self.addItem(self.blocked_mark)
        self._build_buttons()

    # --- geometry ---------------------------------------------------------------------------
    def grid_rect(self, cell: tuple[int, int]) -> QRectF:
        """The rectangle of (file 0..7, rank 1..8) as the board is turned."""
        file, rank = cell
        col, row = (7 - file, rank - 1) if self.flipped else (file, 8 - rank)
        return QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)

    def square_rect(self, n: int) -> QRectF:
        return self.grid_rect(coords(n))

    def square_centre(self, n: int) -> QPointF:
        return self.square_rect(n).center()

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        col = int((pos.x() - MARGIN) // SQUARE)
        row = int((pos.y() - MARGIN) // SQUARE)
        if not (0 <= col < 8 and 0 <= row < 8 and pos.x() >= MARGIN and pos.y() >= MARGIN):
            return None
        return (7 - col, row + 1) if self.flipped else (col, 8 - row)

    def square_at_pos(self, pos: QPointF) -> int | None:
        cell = self.cell_at(pos)
        return square_at(*cell) if cell else None

    def set_flipped(self, flipped: bool) -> None:
        """Black at the bottom (a person playing Black against the computer)."""
        if flipped != self.flipped:
            self.flipped = flipped
            self._place_coordinates()
            if self._state is not None:
                self._stop_animation()
                self.sync(self._state, self._interactive)

    def _place_coordinates(self) -> None:
        for i in range(8):
            for k, (text, x, y) in enumerate(((chr(ord("a") + i), self.grid_rect((i, 1)).center().x(), MARGIN + BOARD + MARGIN / 2),
                                              (str(i + 1), MARGIN / 2, self.grid_rect((0, i + 1)).center().y()))):
                label = self._coordinates[2 * i + k]
                label.setText(text)
                label.setBrush(theme.color("table.text"))
                r = label.boundingRect()
                label.setPos(x - r.width() / 2, y - r.height() / 2)

    def theme_changed(self) -> None:
        self._place_coordinates()
        super().theme_changed()

    # --- buttons beside the board ------------------------------------------------------------
    def _build_buttons(self) -> None:
        x, y = PANEL_X, MARGIN + 30
        w = (PANEL_WIDTH - 8) / 2
        self.setup_buttons: dict[str, SceneButton] = {
            "ones": SceneButton(self.tr("All 1"), QRectF(x, y, w, 40), tooltip=self.tr("Every stone shows 1 (key 1)")),
            "zeros": SceneButton(self.tr("All 0"), QRectF(x + w + 8, y, w, 40), tooltip=self.tr("Every stone shows 0 (key 0)")),
            "random": SceneButton(self.tr("Random"), QRectF(x, y + 50, w, 40), tooltip=self.tr("Random bits (key R)")),
            "last": SceneButton(self.tr("Last used"), QRectF(x + w + 8, y + 50, w, 40),
                                tooltip=self.tr("The bits you chose last time (key L)")),
            "ready": SceneButton(self.tr("Ready"), QRectF(x, y + 112, PANEL_WIDTH, 48), primary=True,
                                 tooltip=self.tr("Fix your set-up; both are revealed together (Enter)")),
        }
        actions: dict[str, Callable[[], object]] = {
            "ones": lambda: self.set_setup_bits([1] * 12), "zeros": lambda: self.set_setup_bits([0] * 12),
            "random": lambda: self.set_setup_bits([random.randrange(2) for _ in range(12)]),
            "last": self.use_last_setup, "ready": self.confirm_setup}
        for key, button in self.setup_buttons.items():
            button.clicked.connect(actions[key])
            button.setVisible(False)
            self.addItem(button)
        self.setup_text = QGraphicsSimpleTextItem("")
        self.setup_text.setFont(font(19, True))
        self.setup_text.setPos(PANEL_X, MARGIN - 4)
        self.addItem(self.setup_text)
        self.flip_button = SceneButton(self.tr("Turn a stone over"), QRectF(PANEL_X, SCENE_H - MARGIN - 44, PANEL_WIDTH, 40),
                                       tooltip=self.tr("Then click one of your stones (or right-click it, or press F over it)"))
        self.flip_button.clicked.connect(self.toggle_flip_mode)
        self.addItem(self.flip_button)
        self.crown_buttons = [SceneButton("1", QRectF(0, 0, 46, 40), primary=True),
                              SceneButton("0", QRectF(0, 0, 46, 40), primary=True)]
        for bit, button in zip((1, 0), self.crown_buttons):
            button.setZValue(60)
            button.setVisible(False)
            button.clicked.connect(lambda b=bit: self.choose_crown(b))
            button.setToolTip(self.tr("The new king shows %1").replace("%1", str(bit)))
            self.addItem(button)

    # --- the set-up -------------------------------------------------------------------------
    def set_setup_seat(self, seat: int | None) -> None:
        """Whose set-up the board takes now (None: nobody's: the computer, or the cover)."""
        self._setup_seat = seat
        if seat is not None and seat not in self._setups:
            self._setups[seat] = [1] * 12  # every stone shows 1 until the person turns some over

    def setup_bits(self, seat: int) -> list[int]:
        return list(self._setups.get(seat, [1] * 12))

    def set_setup_bits(self, bits: list[int]) -> None:
        if self._setup_seat is None or not self._interactive:
            return
        self._setups[self._setup_seat] = list(bits)
        self._refresh_setup_stones()
        self.setupChanged.emit()

    def use_last_setup(self) -> None:
        if self._setup_seat is not None and self._setup_seat in self.last_setup:
            self.set_setup_bits(self.last_setup[self._setup_seat])

    def toggle_setup_stone(self, n: int) -> bool:
        seat = self._setup_seat
        if seat is None or not self._interactive or n not in START_SQUARES[seat]:
            return False
        k = START_SQUARES[seat].index(n)
        bits = self._setups[seat]
        bits[k] = 1 - bits[k]
        stone = self._stones.get(n)
        if stone is not None:
            self._turn_stones({n: bits[k]}, 220)
        self.setupChanged.emit()
        return True

    def confirm_setup(self) -> bool:
        seat = self._setup_seat
        if seat is None or not self._interactive:
            return False
        bits = self._setups.pop(seat)
        self.last_setup[seat] = list(bits)
        self.moveChosen.emit(Setup(tuple(bits)))
        return True

    def forget_setups(self) -> None:
        """A new game: the set-ups in progress are dropped (the last ones used are kept)."""
        self._setups.clear()

    def _refresh_setup_stones(self) -> None:
        for n, stone in self._stones.items():
            stone.set_face(stone.seat, stone.king, self._shown_setup_bit(stone.seat, n))

    def _shown_setup_bit(self, seat: int, n: int) -> int | None:
        if seat == self._setup_seat and seat in self._setups:
            return self._setups[seat][START_SQUARES[seat].index(n)]
        return None

    # --- showing state ----------------------------------------------------------------------
    def sync(self, state: CheckersState, interactive: bool) -> None:
        self._show_blocked(None)
        if self._animation is not None and self._target is not None and self._target.board == state.board:
            self._state, self._interactive = state, interactive  # the animation is heading here
            self.panel.show_tiles(Tiles.of(state), state.phase() == SETUP_PHASE)
            self._refresh_marks()
            return
        self._stop_animation()
        entering = self._selected is not None or self._flip_mode or self._crown_choice
        if entering and interactive and state.phase() == MOVE_PHASE and state.history == self._entry_history:
            self._state, self._interactive = state, interactive  # the same turn: keep what is entered
            self._refresh_marks()
            return
        self._cancel_entry()
        self._flip_mode = False
        self._state, self._interactive = state, interactive
        setup = state.phase() == SETUP_PHASE
        stones = state.stones()
        for n in list(self._stones):
            if n not in stones:
                self.removeItem(self._stones.pop(n))
        for n, stone in stones.items():
            bit = self._shown_setup_bit(stone.seat, n) if setup else stone.bit
            item = self._stones.get(n)
            if item is None:
                item = StoneItem(stone.seat, stone.king, bit)
                self.addItem(item)
                self._stones[n] = item
            else:
                item.set_face(stone.seat, stone.king, bit)
            item.setPos(self.square_centre(n))
        self.panel.show_tiles(Tiles.of(state), setup)
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        state = self._state
        if state is None:
            return
        b = self.board
        b.tint, b.dots, b.rings = {}, {}, {}
        for badge in self._badges:
            self.removeItem(badge)
        self._badges = []
        setup = state.phase() == SETUP_PHASE
        deciding = self._interactive and state.phase() == MOVE_PHASE and not state.is_terminal()
        last = last_play(state)
        if last is not None:
            tint = QColor(255, 214, 90, 95)
            if isinstance(last, Flip):
                b.tint[last.square] = tint
            else:
                for n in (last.path if isinstance(last, Capture) else (last.frm, last.to)):
                    b.tint[n] = tint
        if deciding and self._path:  # a capture being entered: only where the stone may land next
            b.rings[self._path[-1]] = "selected"
            for n, kind in self._landings().items():
                b.dots[n] = kind
        elif deciding:
            must = state.must_capture()
            for n in must:
                b.rings[n] = "must"
                badge = BadgeItem()
                badge.setPos(self.square_rect(n).topRight() + QPointF(-12, 12))
                self.addItem(badge)
                self._badges.append(badge)
            if self._selected is not None:
                b.rings[self._selected] = "selected"
                for n, kind in self._landings().items():
                    b.dots[n] = kind
            elif self.show_legal and not must:
                for n, stone in state.stones().items():
                    if stone.seat == state.side and state.moves_from(n):
                        b.rings[n] = "movable"
        for button in self.setup_buttons.values():
            button.setVisible(setup and self._setup_seat is not None)
            button.setEnabled(self._interactive)
        self.setup_buttons["last"].setEnabled(self._interactive and self._setup_seat in self.last_setup)
        self.setup_text.setVisible(setup)
        self.setup_text.setText(self._setup_heading() if setup else "")
        self.setup_text.setBrush(theme.color("table.text"))
        self.flip_button.setVisible(not setup and not state.is_terminal() and self._interactive)
        self.flip_button.setEnabled(deciding and any(state.can_flip(n) for n in state.stones()))
        if not self.flip_button.isEnabled():
            self._flip_mode = False
        self.flip_button.set_checked(self._flip_mode)
        b.update()
        said = (self._selected if deciding else None, tuple(self._path) if deciding else ())
        if said != self._said_selection:
            self._said_selection = said
            self.selectionChanged.emit()

    def _setup_heading(self) -> str:
        if self._setup_seat is None:
            return self.tr("Setting up…")
        return self.tr("Set up your bits")

    def _landings(self) -> dict[int, str]:
        """Where the selected stone may go next: step targets, or the next landing squares of
        the capture being entered."""
        state = self._state
        if state is None or self._selected is None:
            return {}
        if self._path:
            return {n: "capture" for n in self._next_landings()}
        moves = state.moves_from(self._selected)
        if any(isinstance(m, Capture) for m in moves):
            return {r.path[1]: "capture" for r in self._routes()}
        return {m.to: "step" for m in moves}

    def _routes(self) -> list[Any]:
        state = self._state
        start = self._path[0] if self._path else self._selected
        return [r for r in state.capture_routes() if r.path[0] == start] if state is not None else []

    def _next_landings(self) -> list[int]:
        k = len(self._path)
        return sorted({r.path[k] for r in self._routes() if r.path[:k] == tuple(self._path) and len(r.path) > k})

    # --- animation ---------------------------------------------------------------------------
    def animate_move(self, move: Any, before: CheckersState, after: CheckersState, interactive: bool) -> None:
        self._show_blocked(None)
        if isinstance(move, Draw):
            self.panel.animate(Tiles.of(before), Tiles.of(after))
            self._state, self._interactive = after, interactive
            if self._animation is None:
                self._refresh_marks()
            return
        entered = list(self._path) if isinstance(move, Capture) and self._path and self._path[-1] == move.to else []
        for button in self.crown_buttons:
            button.setVisible(False)
        self._crown_choice, self._flip_mode = [], False
        if settings.animation_speed().factor == 0:
            self._cancel_entry()
            self.sync(after, interactive)
            return
        self._stop_animation()
        if entered:  # the person entered it jump by jump: the stone already stands there
            self._path, self._selected = [], None
        else:
            self._cancel_entry()
            self.sync(before, False)
        self._target = after
        self.panel.animate(Tiles.of(before), Tiles.of(after))
        if isinstance(move, JointMove):
            self._state = after
            self._animate_reveal(after, interactive)
        elif isinstance(move, Flip):
            self._animate_flip(move, after, interactive)
        else:
            self._animate_travel(move, before, after, interactive, already_at=bool(entered))

    def _run(self, ms: int, frame: Callable[[float], None], after: CheckersState, interactive: bool) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(settings.duration(ms))
        animation.valueChanged.connect(lambda v: frame(float(v)))

        def done() -> None:
            if self._animation is animation:
                self._animation = None
                self._target = None
                animation.deleteLater()
                self.sync(self._state if self._state is not None else after, self._interactive)
        animation.finished.connect(done)
        self._animation = animation
        self._state, self._interactive = after, interactive
        animation.start()

    def _animate_reveal(self, after: CheckersState, interactive: bool) -> None:
        """Both set-ups are revealed together: every stone turns over to show its bit."""
        stones = after.stones()
        items = {n: self._stones[n] for n in stones if n in self._stones}
        for n, item in items.items():
            item.start_turn(stones[n].bit)

        def turn(t: float) -> None:
            for i in items.values():
                i.set_turn(t)
        self._run(650, turn, after, interactive)

    def _animate_flip(self, move: Flip, after: CheckersState, interactive: bool) -> None:
        stone = after.stone_at(move.square)
        item = self._stones.get(move.square)
        if item is None or stone is None:
            self.sync(after, interactive)
            return
        item.start_turn(stone.bit)
        self._run(360, item.set_turn, after, interactive)

    def _turn_stones(self, bits: dict[int, int], ms: int) -> None:
        """Turn stones over outside a move (the set-up), without touching the game."""
        for n, bit in bits.items():
            item = self._stones[n]
            if settings.animation_speed().factor == 0:
                item.set_face(item.seat, item.king, bit)
                continue
            item.start_turn(bit)
            animation = QVariantAnimation(self)
            animation.setStartValue(0.0)
            animation.setEndValue(1.0)
            animation.setDuration(settings.duration(ms))
            animation.valueChanged.connect(lambda v, i=item: i.set_turn(float(v)))
            animation.finished.connect(animation.deleteLater)
            animation.start()

    def _animate_travel(self, move: Step | Capture, before: CheckersState, after: CheckersState,
                        interactive: bool, already_at: bool) -> None:
        """A step slides; a capture travels landing by landing (or, entered by the person, is
        already there), then the jumped stones vanish; a crowned man gets its second stone."""
        path = list(move.path) if isinstance(move, Capture) else [move.frm, move.to]
        jumped = [j for _t, j in before.capture_steps(move)] if isinstance(move, Capture) else []
        item = self._stones.pop(move.frm if not already_at else path[-1], None)
        if item is None:
            item = self._stones.pop(move.frm, None)
        if item is None:
            self.sync(after, interactive)
            return
        self._stones[path[-1]] = item
        item.setZValue(12)
        points = [self.square_centre(n) for n in path]
        if already_at:
            points = [points[-1], points[-1]]
        legs = len(points) - 1
        travel = 0.0 if already_at else 0.75
        victims = [self._stones.get(j) for j in jumped]
        end = after.stone_at(path[-1])

        def frame(t: float) -> None:
            if travel > 0:
                u = min(1.0, t / travel) * legs
                k = min(legs - 1, int(u))
                a, b = points[k], points[k + 1]
                f = u - k
                item.setPos(QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f))
            fade = 0.0 if t <= travel else (t - travel) / (1.0 - travel)
            for victim in victims:
                if victim is not None:
                    victim.setOpacity((0.42 if victim.ghost else 1.0) * (1.0 - fade))
            if t >= 1.0 and end is not None:
                item.set_face(end.seat, end.king, end.bit)
        self._run(max(260, 230 * legs + 260) if not already_at else 300, frame, after, interactive)

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            self._target = None
            animation.stop()
            animation.deleteLater()

    def is_animating(self) -> bool:
        return self._animation is not None or self.panel.is_animating()

    # --- the person's input ----------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        if isinstance(item, SceneButton) or (self.focusItem() is not None and self.focusItem().isVisible()):
            super().mousePressEvent(event)
            return
        n = self.square_at_pos(event.scenePos())
        if n is None:
            super().mousePressEvent(event)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag, self._dragging = (n, event.scenePos()), False
            self.click_square(n)
        elif event.button() == Qt.MouseButton.RightButton:
            self.flip_square(n)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        event.accept()  # the right button flips; no menu over the board

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Hover marks; with the left button held on a picked stone, the stone follows the
        mouse (drag and drop: the spec's "drag or click to move")."""
        self.hover_square(self.square_at_pos(event.scenePos()))
        if self._drag is not None and event.buttons() & Qt.MouseButton.LeftButton:
            start, at = self._drag
            if not self._dragging and (event.scenePos() - at).manhattanLength() > self.square_rect(start).width() / 4:
                self._dragging = True
            item = self._stones.get(start)
            if self._dragging and item is not None and self._selected == start:
                if self._lifted is None:
                    self._lifted = (item, item.zValue())
                    item.setZValue(40)  # drawn above the others while it travels
                item.setPos(event.scenePos())
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """The end of a drag: dropping on a square the stone may go to is a click there (a
        landing, the next jump); dropping anywhere else puts it back, still picked."""
        drag, dragged = self._drag, self._dragging
        self._drag, self._dragging = None, False
        if drag is None or event.button() != Qt.MouseButton.LeftButton or not dragged:
            super().mouseReleaseEvent(event)
            return
        start = drag[0]
        if self._lifted is not None:
            item, z = self._lifted
            self._lifted = None
            item.setZValue(z)
            item.setPos(self.square_centre(start))
        n = self.square_at_pos(event.scenePos())
        if n is not None and n != start and n in self._landings():
            self.click_square(n)
        event.accept()

    def click_square(self, n: int) -> None:
        """What a left click on square ``n`` does (also Space/Enter on the keyboard cursor)."""
        state = self._state
        if state is None or not self._interactive or state.is_terminal():
            return
        if state.phase() == SETUP_PHASE:
            self.toggle_setup_stone(n)
            return
        if state.phase() != MOVE_PHASE:
            return
        if self._crown_choice:
            return  # waiting for the new king's bit
        if self._flip_mode:
            self.flip_square(n)
            return
        if self._path:
            self._continue_capture(n)
            return
        stone = state.stone_at(n)
        if self._selected is not None and n in self._landings():
            self._land(n)
            return
        if stone is not None and stone.seat == state.side:
            self._select(n)
            return
        self._selected = None
        self._refresh_marks()

    def _select(self, n: int) -> None:
        state = self._state
        assert state is not None
        moves = state.moves_from(n)
        must = state.must_capture()
        if not moves:
            self._selected = None
            self._refresh_marks()
            if must:
                self.refused.emit(self.tr("A capture is compulsory: one of the stones marked ! must take."))
            else:
                self.refused.emit(self.tr("This stone cannot move now."))
            return
        only = self.only_move(n)
        if only is not None and self.auto_play:  # the option: a single move plays at once
            self._selected = None
            self._finish(only.path if isinstance(only, Capture) else (only.frm, only.to), moves)
            return
        self._selected = n
        self._entry_history = list(state.history)
        if self.notice is not None and self.notice.until_change:
            self.notice.dismiss()  # "you must capture": the person is on it
        self._refresh_marks()

    def only_move(self, n: int) -> Step | Capture | None:
        """The one move of the stone on ``n`` (a new king's two bits, or several routes of
        one capture, count once), or None when it has none or several."""
        state = self._state
        moves = [m for m in state.moves_from(n) if isinstance(m, (Step, Capture))] if state is not None else []
        paths = {m.path if isinstance(m, Capture) else (m.frm, m.to) for m in moves}
        return moves[0] if len(paths) == 1 else None

    def _land(self, n: int) -> None:
        state = self._state
        assert state is not None and self._selected is not None
        kind = self._landings()[n]
        if kind == "step":
            moves = [m for m in state.moves_from(self._selected) if isinstance(m, Step) and m.to == n]
            self._finish((self._selected, n), moves)
            return
        self._path = [self._selected]
        self._continue_capture(n)

    def _continue_capture(self, n: int) -> None:
        state = self._state
        assert state is not None
        if n not in self._next_landings():
            if n == self._path[-1]:
                return
            self.refused.emit(self.tr("Finish the capture: land on one of the marked squares (Esc goes back a jump)."))
            return
        k = len(self._path)
        leg = next(r for r in self._routes() if r.path[:k] == tuple(self._path) and len(r.path) > k and r.path[k] == n)
        jumped = leg.jumped[k - 1]
        self._path.append(n)
        mover = self._stones.pop(self._path[-2])
        self._stones[n] = mover
        mover.setPos(self.square_centre(n))
        victim = self._stones.get(jumped)
        if victim is not None:
            victim.set_ghost(True)
        complete = [r.move for r in self._routes() if r.path == tuple(self._path)]
        if complete and not self._next_landings():
            self._finish(tuple(self._path), complete)
            return
        self._refresh_marks()

    def _finish(self, path: tuple[int, ...], moves: list[Any]) -> None:
        """Play the move ending the entered path; with the crown option, ask the king's bit."""
        distinct = sorted(set(moves), key=str)
        if len(distinct) > 1:
            self._crown_choice = distinct
            self._entry_history = list(self._state.history) if self._state is not None else []
            target = self.square_rect(path[-1])
            left = min(max(MARGIN, target.center().x() - 50), MARGIN + BOARD - 100)
            top = target.top() - 46 if target.top() - 46 > 0 else target.bottom() + 6
            for k, button in enumerate(self.crown_buttons):
                button.prepareGeometryChange()
                button.rect = QRectF(left + k * 54, top, 46, 40)
                button.setVisible(True)
            self.refused.emit(self.tr("The man is crowned: click the bit the new king shows (1 or 0)."))
            return
        self._emit(distinct[0])

    def choose_crown(self, bit: int) -> None:
        chosen = [m for m in self._crown_choice if getattr(m, "crown", None) == bit]
        self._crown_choice = []
        for button in self.crown_buttons:
            button.setVisible(False)
        if chosen:
            self._emit(chosen[0])

    def _emit(self, move: Any) -> None:
        self._selected = None
        self.moveChosen.emit(move)

    def _cancel_entry(self) -> None:
        """Drop a half-entered capture: its ghosts come back to life, the stone goes home."""
        if self._path and self._state is not None:
            for item in self._stones.values():
                item.set_ghost(False)
            mover = self._stones.pop(self._path[-1], None)
            if mover is not None:
                self._stones[self._path[0]] = mover
                mover.setPos(self.square_centre(self._path[0]))
        self._path = []
        self._selected = None
        self._crown_choice = []
        for button in self.crown_buttons:
            button.setVisible(False)

    def step_back(self) -> bool:
        """Esc: undo the last jump of the capture being entered, or drop the selection."""
        if self._crown_choice:
            self._crown_choice = []
            for button in self.crown_buttons:
                button.setVisible(False)
            self._refresh_marks()
            return True
        if len(self._path) > 1:
            n = self._path.pop()
            mover = self._stones.pop(n)
            self._stones[self._path[-1]] = mover
            mover.setPos(self.square_centre(self._path[-1]))
            k = len(self._path)
            leg = next((r for r in self._routes() if r.path[:k + 1] == (*self._path, n)), None)
            if leg is not None and leg.jumped[k - 1] in self._stones:
                self._stones[leg.jumped[k - 1]].set_ghost(False)
            if len(self._path) == 1:
                self._path = []
            self._refresh_marks()
            return True
        if self._selected is not None or self._flip_mode:
            self._selected = None
            self._flip_mode = False
            self._refresh_marks()
            return True
        return False

    def flip_square(self, n: int) -> None:
        state = self._state
        if state is None or not self._interactive or state.phase() != MOVE_PHASE or self._path:
            return
        stone = state.stone_at(n)
        if stone is None or stone.seat != state.side:
            return
        self._flip_mode = False
        if state.can_flip(n):
            self._emit(Flip(n))
        elif state.must_capture():
            self.refused.emit(self.tr("No flip now: a capture is compulsory."))
            self._refresh_marks()

    def toggle_flip_mode(self) -> None:
        if not self._interactive:
            return
        self._flip_mode = not self._flip_mode
        self._selected = None
        self._entry_history = list(self._state.history) if self._state is not None else []
        self._refresh_marks()

    def flip_mode(self) -> bool:
        return self._flip_mode

    def hover_square(self, n: int | None) -> None:
        """Light the truth-table rows the stone under the mouse concerns; over a jump the
        active tile forbids, cross it out and light its row (the table says why)."""
        self.board.hover = n if self._interactive else None
        self.board.update()
        state = self._state
        if state is None or state.phase() == SETUP_PHASE:
            self.panel.light(set())
            self._show_blocked(None)
            return
        blocked = self._blocked_at(n)
        self._show_blocked(blocked)
        if blocked is not None:
            pair = (blocked.jumper_bit, blocked.victim_bit)
            self.panel.light({pair}, pair)
            return
        jumper = self._path[0] if self._path else self._selected
        jumper_item = self._stones.get(self._path[-1]) if self._path else (
            self._stones.get(jumper) if jumper is not None else None)
        jumper_bit = jumper_item.bit if jumper_item is not None else None
        victim_bit: int | None = None
        if n is not None:
            stone = state.stone_at(n)
            if stone is not None and stone.seat != state.side:
                victim_bit = stone.bit
            elif stone is None and jumper is not None:
                route = next((r for r in self._routes() if n in r.path[1:]), None)
                victim = state.stone_at(route.jumped[route.path.index(n) - 1]) if route is not None else None
                if victim is not None:  # (a jumped square holds the stone taken)
                    victim_bit = victim.bit
            elif stone is not None and jumper is None:
                jumper_bit = stone.bit
        if jumper_bit is not None and victim_bit is not None:
            self.panel.light({(jumper_bit, victim_bit)}, (jumper_bit, victim_bit))
        elif jumper_bit is not None:
            self.panel.light({(jumper_bit, 0), (jumper_bit, 1)})
        elif victim_bit is not None:
            self.panel.light({(0, victim_bit), (1, victim_bit)})
        else:
            self.panel.light(set())

    def _blocked_at(self, n: int | None) -> Any:
        """The forbidden jump the mouse on ``n`` asks about: over the enemy stone on ``n``
        (by the picked stone, or by any stone when none is picked), or, with a stone picked,
        onto the square ``n`` behind it."""
        state = self._state
        if n is None or state is None or not self._interactive or self._path or self._crown_choice:
            return None
        for jump in state.blocked_jumps():
            if self._selected is not None and jump.frm != self._selected:
                continue
            if jump.over == n or (self._selected is not None and jump.to == n):
                return jump
        return None

    def _show_blocked(self, jump: Any) -> None:
        self._blocked = jump
        self.blocked_mark.show_jump(None if jump is None else
                                    (self.square_centre(jump.frm), self.square_centre(jump.over),
                                     self.square_centre(jump.to)))

    def blocked_jump(self) -> Any:
        """The forbidden jump crossed out on the board now (tests), else None."""
        return self._blocked

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move a cursor; Space or Enter clicks it; F flips the stone under it; Esc
        takes back a jump; at the set-up 1, 0, R and L set all bits and Enter is Ready."""
        if self.item_takes_keys(event):
            return
        key = event.key()
        state = self._state
        setup = state is not None and state.phase() == SETUP_PHASE
        steps: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
        if key in steps:
            df, dr = steps[key]
            if self.flipped:
                df, dr = -df, -dr
            file, rank = self.board.key_cursor or (3, 3)
            self.board.key_cursor = (min(7, max(0, file + df)), min(8, max(1, rank + dr)))
            self.board.update()
            n = square_at(*self.board.key_cursor)
            self.hover_square(n)
        elif key == Qt.Key.Key_Space and self.board.key_cursor is not None:
            n = square_at(*self.board.key_cursor)
            if n is not None:
                self.click_square(n)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if setup:
                self.confirm_setup()
            elif self.board.key_cursor is not None and (n := square_at(*self.board.key_cursor)) is not None:
                self.click_square(n)
        elif key == Qt.Key.Key_F and not setup:
            n = square_at(*self.board.key_cursor) if self.board.key_cursor else self._selected
            if n is not None:
                self.flip_square(n)
            else:
                self.toggle_flip_mode()
        elif key == Qt.Key.Key_Escape and self.step_back():
            pass
        elif self._crown_choice and event.text() in ("0", "1"):
            self.choose_crown(int(event.text()))
        elif setup and event.text() in ("1", "0"):
            self.set_setup_bits([int(event.text())] * 12)
        elif setup and key == Qt.Key.Key_R:
            self.set_setup_bits([random.randrange(2) for _ in range(12)])
        elif setup and key == Qt.Key.Key_L:
            self.use_last_setup()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- hints and pictures ---------------------------------------------------------------
    def show_hint(self, move: Any, text: str = "") -> None:
        """The hinted move as an arrow along its path (a flip: a ring with ~)."""
        self.clear_hint()
        colour = theme.color("marks.hint")
        if isinstance(move, (Step, Capture)):
            points = [self.square_centre(n) for n in (move.path if isinstance(move, Capture) else (move.frm, move.to))]
            path = QPainterPath(points[0])
            for p in points[1:]:
                path.lineTo(p)
            item = QGraphicsPathItem(path)
            item.setPen(QPen(colour, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            item.setOpacity(0.8)
            item.setZValue(30)
            self.addItem(item)
            self._hint_items.append(item)
            head = self.addEllipse(points[-1].x() - 12, points[-1].y() - 12, 24, 24, QPen(colour, 3), colour)
            head.setZValue(30)
            self._hint_items.append(head)
        elif isinstance(move, Flip):
            c = self.square_centre(move.square)
            ring = self.addEllipse(c.x() - RADIUS - 6, c.y() - RADIUS - 6, 2 * RADIUS + 12, 2 * RADIUS + 12,
                                   QPen(colour, 5, Qt.PenStyle.DashLine))
            ring.setZValue(30)
            self._hint_items.append(ring)

    def clear_hint(self) -> None:
        for item in self._hint_items:
            self.removeItem(item)
        self._hint_items = []

    def has_hint(self) -> bool:
        return bool(self._hint_items)

    def mark_squares(self, names: list[str]) -> None:
        for name in names:
            n = int(name) if name.isdigit() else parse_square_name(name)
            self.board.rings[n] = "marked"
        self.board.update()

    # --- what tests read ----------------------------------------------------------------------
    def stone_text(self, n: int) -> str:
        """``"W1"``, ``"bK0"``-style: the seat, a king, the bit the stone shows ("?" hidden)."""
        item = self._stones.get(n)
        if item is None:
            return ""
        bit = item.shown_bit()
        return f"{'WB'[item.seat]}{'K' if item.king else ''}{'?' if bit is None else bit}" + ("x" if item.ghost else "")

    def marks(self) -> dict[str, dict[int, str]]:
        return {"rings": dict(self.board.rings), "dots": dict(self.board.dots)}

    def selected(self) -> int | None:
        return self._selected

    def entered_path(self) -> list[int]:
        return list(self._path)

    def crown_choice_open(self) -> bool:
        return bool(self._crown_choice)
