"""The Oche board scene: the board's items, the token's travel, the chooser tray, clicks.

Everything rule-related is asked of the state (open arrows, legal moves, numbers in play);
the scene only turns the answers into emphasis and chips, and a click into a move.
"""
from __future__ import annotations

import math
from collections.abc import Generator
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRect, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsSimpleTextItem

from desktop import settings
from desktop.game_scene import GameScene
from desktop.notice import NoticeItem
from desktop.oche.board_items import (LAYOUT_SCALE, ArrowItem, BoardBuild, CellItem, Emphasis, SketchLayer,
                                      drawing_key)
from desktop.oche.chooser import HEIGHT as TRAY_HEIGHT
from desktop.oche.chooser import Chip, ChooserTray
from desktop.oche.palette import colour_label
from desktop.oche.token import TokenItem
from rules.oche.board import Board, CompiledBoard
from rules.oche.moves import RESET, ChooseNumber, Cross, OcheMove, Reset
from rules.oche.state import NUMBER, P, OcheState

MARGIN = 56.0
CAPTION = 44.0
MIN_WIDTH = 760.0
MIN_BOARD_HEIGHT = 400.0
LEGIBLE = 0.9
"""The caption, the tray's prompt and its chips are drawn at least this share of their size
on screen, however small the view (at 640x480 they were scaled down to about 5 pixels)."""


class ScaledNotice(NoticeItem):
    """The shared notice, scaled about its centre like the tray, so it stays centred and
    legible on a large board."""

    def show_text(self, text: str, seconds: float | None = 2.5, animate: bool = True,
                  until_change: bool = False, avoid: QRectF | None = None) -> None:
        super().show_text(text, seconds, animate, until_change, avoid)
        self.setScale(getattr(self.scene(), "ui_scale", 1.0))
        self.recentre()

    def recentre(self) -> None:
        """Centre on the scene again (after the scene rectangle changed)."""
        scene = self.scene()
        if scene is not None:
            rect = self.boundingRect()
            self.setTransformOriginPoint(rect.center())
            centre = scene.sceneRect().center()
            self.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)


class OcheScene(GameScene):
    """Emits ``moveChosen`` with a rules move for chip clicks, typed numbers and arrow clicks."""

    trayCommand = Signal(str)
    """A game-over chip was clicked: "undo", "levels" or "next"."""
    notice: ScaledNotice | None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Long arrows' boxes overlap by the thousand on a large board: a BSP tree costs more
        # to build and to ask than looking at every item (and small boards do not care).
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.board: CompiledBoard | None = None
        self._drawn: Any = None
        """:func:`drawing_key` of the board on show."""
        self._prepared: BoardBuild | None = None
        self._touched: set[int] | None = None
        """Arrows (indexes) whose look :meth:`_show_choices` set apart from the rest last
        time; None: visit every arrow next time."""
        self._locks: Any = None
        self.cells: dict[str, CellItem] = {}
        self.arrows: list[ArrowItem] = []
        self.layer: SketchLayer | None = None
        self.token = TokenItem()
        self.addItem(self.token)
        self.tray = ChooserTray(MIN_WIDTH - 2 * MARGIN)
        self.tray.chipClicked.connect(self._chip_clicked)
        self.tray.chipHovered.connect(self._chip_hovered)
        self.addItem(self.tray)
        self._caption = ""
        self.caption = QGraphicsSimpleTextItem()
        font = QFont()
        font.setPointSizeF(15)
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.setBrush(QColor(92, 72, 48))
        self.addItem(self.caption)
        self._state: OcheState | None = None
        self._interactive = False
        self._typed = ""
        self._hint: OcheMove | None = None
        self._animation: QVariantAnimation | None = None
        self._animation_target: OcheState | None = None
        self._pulse: QVariantAnimation | None = None
        self._over_text = ""
        self._over_chips: list[Chip] = []
        self.ui_scale = 1.0
        self._aspect: float | None = None
        self._view: tuple[float, float] | None = None
        self.transposed = False
        self.setSceneRect(0, 0, MIN_WIDTH, 480)

    # --- building the board -------------------------------------------------------------
    def set_caption(self, text: str) -> None:
        self._caption = text
        self._fit_caption()

    def _fit_caption(self) -> None:
        """The caption on one line within the card (elided with … when the card is narrow;
        the whole title is in its tooltip and in the side panel)."""
        room = self.sceneRect().width() / self.ui_scale - 48
        metrics = QFontMetricsF(self.caption.font())
        self.caption.setText(metrics.elidedText(self._caption, Qt.TextElideMode.ElideRight, room))
        self.caption.setToolTip(self._caption)

    @staticmethod
    def _new_build(board: Board) -> BoardBuild:
        """The items of a board, not made yet; a tall board is laid on its side (see
        :func:`~desktop.oche.board_items.populate`) and a small one spread out."""
        cells = board.cells
        extent = max(max(c.x for c in cells) - min(c.x for c in cells),
                     max(c.y for c in cells) - min(c.y for c in cells), 1.0) if cells else 1.0
        spread = LAYOUT_SCALE * min(2.0, max(1.0, 520 / (extent * LAYOUT_SCALE)))  # small boards breathe
        return BoardBuild(board, scale=spread)

    def prepare(self, board: Board) -> Generator[float, None, None]:
        """Make the items of ``board`` ahead of showing it: the returned steps (run them all,
        or between events with :func:`desktop.stepwise.run_steps`) build them off the scene,
        and the next :meth:`sync` to a state on that board takes them. Nothing on show
        changes before, so a preparation dropped half-way loses nothing. A board that looks
        like the one on show needs nothing made."""
        key = drawing_key(board)
        if key == self._drawn:
            self._prepared = None
            nothing: tuple[float, ...] = ()
            return (share for share in nothing)
        self._prepared = self._new_build(board)
        return self._prepared.steps()

    def drop_prepared(self) -> None:
        """Forget items made ahead (their preparation was cancelled)."""
        self._prepared = None

    def _build(self, board: CompiledBoard) -> None:
        """The items for a new board (a new level or a loaded game): the prepared ones if
        they are this board's, else made now. A board drawn like the one on show (the same
        custom board again, a saved game on it) keeps its items."""
        key = drawing_key(board.board)
        self.board = board
        self._touched = None  # a new game: every arrow's look is the new game's
        if key == self._drawn:
            return
        self._stop_animation()
        build, self._prepared = self._prepared, None
        if build is None or not build.done or build.key != key:
            build = self._new_build(board.board).run()
        for item in [*self.cells.values(), *self.arrows, *([self.layer] if self.layer is not None else [])]:
            self.removeItem(item)
        build.add_to(self)
        self.cells, self.arrows, self.transposed, self.layer = build.cells, build.arrows, build.transposed, build.layer
        self._drawn = key
        self._layout()

    def _layout(self) -> None:
        """Scene rectangle = caption band + the board's items + the tray band, centred."""
        # The arrows' box is the layer's (kept, not measured again on every resize).
        box = self.layer.boundingRect() if self.layer is not None else QRectF()
        for item in self.cells.values():
            box = box.united(item.sceneBoundingRect())
        box.adjust(-MARGIN / 2, -MARGIN / 2, MARGIN / 2, MARGIN / 2)
        if box.height() < MIN_BOARD_HEIGHT:  # a small board is not blown up past life size
            box.adjust(0, -(MIN_BOARD_HEIGHT - box.height()) / 2, 0, (MIN_BOARD_HEIGHT - box.height()) / 2)
        width = max(MIN_WIDTH, box.width() + MARGIN)
        left = box.center().x() - width / 2
        top = box.top() - CAPTION
        height = CAPTION + box.height() + TRAY_HEIGHT + 28
        # Texts and the tray keep their size on screen whatever the board's size...
        ui = max(1.0, max(width / 1.6, height) / 720)
        if self._view is not None:  # ... and whatever the view's (the bands never outgrow the board)
            view_width, view_height = self._view
            bands = CAPTION + TRAY_HEIGHT + 28
            wide = LEGIBLE * width / view_width
            tall = LEGIBLE * box.height() / (view_height - LEGIBLE * bands) \
                if view_height > LEGIBLE * bands else math.inf
            ui = max(ui, min(max(wide, tall), box.height() / bands))
        top -= (ui - 1) * CAPTION
        height += (ui - 1) * (CAPTION + TRAY_HEIGHT + 28)
        self.ui_scale = ui
        if self._aspect:  # the card fills the view: pad the short side, board centred
            if width / height < self._aspect:
                left -= (height * self._aspect - width) / 2
                width = height * self._aspect
            else:
                top -= (width / self._aspect - height) / 2
                height = width / self._aspect
        self.setSceneRect(QRectF(left, top, width, height))
        self.caption.setScale(ui)
        self.caption.setPos(left + 24 * ui, top + 16 * ui)
        self._fit_caption()
        self.tray.setScale(ui)
        self.tray.set_width(width / ui - 48)
        self.tray.setPos(left + 24 * ui, top + height - (TRAY_HEIGHT + 18) * ui)
        if self.notice is not None:
            self.notice.setScale(ui)
            self.notice.recentre()

    def set_view_size(self, width: float, height: float) -> None:
        """The view's size: the card is padded to its shape, so it fills the view, and the
        texts and chips are drawn large enough to read in it (:data:`LEGIBLE`)."""
        if width <= 0 or height <= 0 or self._view == (width, height):
            return
        self._view = (width, height)
        self._aspect = width / height
        self._layout()

    def install_notice(self) -> NoticeItem:
        self.notice = ScaledNotice(self)
        return self.notice

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A paper card on a dark table, so the board reads as a game board at any window shape."""
        super().drawBackground(painter, rect)
        card = self.sceneRect().adjusted(6, 6, -6, -6)
        path = QPainterPath()
        path.addRoundedRect(card, 22, 22)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(path.translated(0, 5), QColor(0, 0, 0, 70))
        gradient = QLinearGradient(card.topLeft(), card.bottomRight())
        gradient.setColorAt(0, QColor(250, 244, 230))
        gradient.setColorAt(1, QColor(234, 222, 198))
        painter.fillPath(path, gradient)
        painter.setPen(QPen(QColor(196, 176, 140), 2))
        painter.drawPath(path)

    # --- showing a state ------------------------------------------------------------------
    def sync(self, state: OcheState, interactive: bool) -> None:
        if self._animation is not None and self._animation_target is not None \
                and state.history == self._animation_target.history:
            self._state, self._interactive = state, interactive  # let the token finish its trip
            self._show_choices()
            return
        self._stop_animation()
        self._apply(state, interactive)
        self.token.setPos(self._rest(state.token_cell()))

    def _apply(self, state: OcheState, interactive: bool) -> None:
        """Everything but the token's position."""
        if state.board is not self.board:
            self._build(state.board)
        if self._state is None or state.history != self._state.history:
            self._typed = ""
            self._hint = None
            for arrow in self.arrows:
                if arrow.keyboard_focus:
                    arrow.keyboard_focus = arrow.hovered = False
        self._state, self._interactive = state, interactive
        values = state.letter_values()
        for cell in self.cells.values():
            value = values.get(cell.letter) if cell.letter else None
            cell.set_value_text("" if value is None else str(value))
            cell.set_lit(cell.cell_id == state.token_cell())
        self._show_choices()

    def _rest(self, cell_id: str) -> QPointF:
        return self.cells[cell_id].pos() + self._offset(cell_id)

    def _offset(self, cell_id: str) -> QPointF:
        """The token sits on the rim where no arrow arrives, so it hides no label."""
        return self.cells[cell_id].free_direction() * TokenItem.DISTANCE

    def _show_choices(self, preview: int | None = None) -> None:
        """Arrow emphasis and the tray for the decision now due. Only the arrows whose look
        may change are visited (a large board has thousands): those out of the token's cell,
        the hinted and the last crossed, those emphasised or previewed last time; and every
        arrow when the numbers or the activated predicates changed (they open and close the
        locks) or the items are new."""
        state = self._state
        if state is None:
            return
        over = state.is_terminal() or bool(self._over_text)
        out = {a.index for a in state.board.out[state.cell]}
        if preview is not None:
            open_now = set(state.arrows_open_with(preview))
        else:
            open_now = set(state.open_arrows())
        last = next((m.arrow for m in reversed(state.history) if isinstance(m, Cross)), None)
        hinted = self._hint.arrow if isinstance(self._hint, Cross) else None
        moving = not over and state.phase() != NUMBER
        locks = (tuple(state.values), tuple(state.activated))
        if self._touched is None or locks != self._locks:
            visit: Any = range(len(self.arrows))
        else:
            visit = sorted((out | self._touched | {hinted, last}) - {None})
        self._locks, touched = locks, set(out)
        compiled = state.board.arrows
        for position in visit:
            arrow = self.arrows[position]
            index = arrow.index
            emphasis = Emphasis.NORMAL
            if index == hinted:
                emphasis = Emphasis.HINT
            elif not over and index in out and (moving or preview is not None):
                if state.mover == P:
                    emphasis = Emphasis.OPEN if index in open_now else Emphasis.DIMMED
                elif self._interactive:
                    emphasis = Emphasis.OPEN
            elif index == last and not over:
                emphasis = Emphasis.TAKEN
            arrow.set_emphasis(emphasis)
            if emphasis is not Emphasis.NORMAL:
                touched.add(index)
            if compiled[index].colour >= 0:
                if preview is not None and index in out:
                    arrow.set_locked(index not in open_now)
                else:
                    arrow.set_locked(not state.arrow_open_to_p(compiled[index]))
            clickable = self._interactive and moving and emphasis is Emphasis.OPEN
            if clickable != arrow.hasCursor():
                # Only on a change: with the mouse over the board, each call looks up the
                # items under it (5,000 arrows: a minute per move).
                if clickable:
                    arrow.setCursor(Qt.CursorShape.PointingHandCursor)
                else:
                    arrow.unsetCursor()
        self._touched = touched
        if preview is None:
            self._offer(state)

    def set_game_over(self, text: str, commands: list[tuple[str, str]]) -> None:
        """After the game ends (by the rules or by the announcement): the result in the tray
        and chips for what to do next, as (label, command) pairs; "" clears it."""
        self._over_text = text
        self._over_chips = [Chip(label, command, accent=i == len(commands) - 1)
                            for i, (label, command) in enumerate(commands)]
        if self._state is not None:
            self._show_choices()

    def game_over_shown(self) -> bool:
        return bool(self._over_text)

    def _offer(self, state: OcheState) -> None:
        who = state.seat_name()
        if self._over_text:
            self.tray.offer(self._over_text, self._over_chips)
        elif state.is_terminal():
            self.tray.offer("", [])
        elif not self._interactive:
            self.tray.offer(self.tr("%1 is deciding…").replace("%1", who), [])
        elif state.phase() == NUMBER:
            letter = state.board.letters[state.board.cell_letter[state.cell]]
            hinted = self._hint.value if isinstance(self._hint, ChooseNumber) else None
            chips = [Chip(str(n), n, accent=n == hinted) for n in state.numbers_in_play()]
            fresh = state.fresh_number()
            chips.append(Chip(self.tr("new: %1").replace("%1", str(fresh)), fresh, accent=fresh == hinted,
                              tooltip=self.tr("A number not in play yet")))
            if self._typed:
                chips.append(Chip(self._typed + " ⏎", int(self._typed), accent=True))
            prompt = self.tr("%1 · choose %2 =").replace("%1", who).replace("%2", letter)
            if not self._typed:
                prompt = self.tr("%1 · choose %2 =   (or type a number)").replace("%1", who).replace("%2", letter)
            self.tray.offer(prompt, chips)
        elif state.mover == P:
            prompt = self.tr("P · cross a glowing arrow, or") if state.open_arrows() \
                else self.tr("P · no arrow is open to you here:")
            self.tray.offer(prompt, [Chip(self.tr("↺  Reset to start"), RESET, accent=isinstance(self._hint, Reset))])
        else:
            self.tray.offer(self.tr("O · cross any arrow from the token's cell"), [])

    # --- the token's travel -----------------------------------------------------------------
    def animate_move(self, move: OcheMove, before: OcheState, after: OcheState, interactive: bool) -> None:
        """The token glides along the arrow it takes (or hops home on a reset)."""
        if settings.animation_speed().factor == 0 or after.board is not self.board \
                or not isinstance(move, (Cross, Reset, ChooseNumber)):
            self.sync(after, interactive)
            return
        self._stop_animation()
        start = self._rest(before.token_cell())
        self._apply(after, interactive)
        if isinstance(move, ChooseNumber):
            self.token.setPos(self._rest(after.token_cell()))
            self._pulse_cell(self.cells[after.token_cell()])
            return
        end = self._rest(after.token_cell())
        arrow = self.arrows[move.arrow] if isinstance(move, Cross) else None
        if arrow is not None:
            arrow.set_emphasis(Emphasis.TAKEN)

        off0, off1 = self._offset(before.token_cell()), self._offset(after.token_cell())

        def place(t: float) -> None:
            if arrow is not None:
                offset = (off0 + (off1 - off0) * t) * (1 - 0.8 * math.sin(math.pi * t))
                self.token.setPos(arrow.point_at(t) + offset)
            else:
                self.token.setPos(start + (end - start) * t + QPointF(0, -70 * math.sin(math.pi * t)))

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(settings.duration(520 if arrow is not None else 620))
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        animation.valueChanged.connect(place)
        animation.finished.connect(self._animation_done)
        self._animation, self._animation_target = animation, after
        place(0.0)
        animation.start()

    def _pulse_cell(self, cell: CellItem) -> None:
        pulse = QVariantAnimation(self)
        pulse.setStartValue(0.0)
        pulse.setEndValue(1.0)
        pulse.setDuration(settings.duration(260))
        pulse.valueChanged.connect(lambda t: cell.setScale(1 + 0.14 * math.sin(math.pi * t)))
        pulse.finished.connect(lambda: cell.setScale(1.0))
        self._pulse = pulse
        pulse.start()

    def _animation_done(self) -> None:
        self._animation, self._animation_target = None, None
        if self._state is not None:
            self.token.setPos(self._rest(self._state.token_cell()))
            self._show_choices()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            self._animation_target = None
            animation.stop()

    def is_animating(self) -> bool:
        return self._animation is not None

    # --- hints ----------------------------------------------------------------------------
    def show_hint(self, move: Any, text: str = "") -> None:
        self._hint = move
        self._show_choices()
        if self.notice is not None:
            if isinstance(move, Cross):
                words = self.tr("Hint: cross the arrow glowing in cyan.")
            elif isinstance(move, ChooseNumber):
                words = self.tr("Hint: choose %1.").replace("%1", str(move))
            else:
                words = self.tr("Hint: reset to the start cell.")
            self.notice.show_text(words, 2.5)

    def clear_hint(self) -> None:
        if self._hint is not None:
            self._hint = None
            self._show_choices()

    def hinted(self) -> OcheMove | None:
        return self._hint

    # --- input ----------------------------------------------------------------------------
    def arrow_point(self, index: int) -> QPointF:
        """Where a person clicks arrow ``index``: its label, or its middle if it has none."""
        arrow = self.arrows[index]
        return arrow.label_pos() if arrow.colour != "black" else arrow.point_at(0.5)

    def _chip_clicked(self, payload: Any) -> None:
        if isinstance(payload, str):
            self.trayCommand.emit(payload)
            return
        state = self._state
        if state is None or not self._interactive:
            return
        if isinstance(payload, int) and state.phase() == NUMBER:
            letter = state.board.letters[state.board.cell_letter[state.cell]]
            self._choose(ChooseNumber(letter, payload))
        elif isinstance(payload, Reset):
            self._choose(payload)

    def _chip_hovered(self, payload: Any) -> None:
        """Hovering a number shows which arrows it would open to P."""
        state = self._state
        if state is not None and state.phase() == NUMBER and state.mover == P and isinstance(payload, int):
            self._show_choices(preview=payload)
        elif state is not None and payload is None:
            self._show_choices()

    def _choose(self, move: OcheMove) -> None:
        state = self._state
        if state is not None and self._interactive and state.is_legal(move):
            self._typed = ""
            self.moveChosen.emit(move)

    def _arrow_clicked(self, index: int) -> None:
        state = self._state
        if state is None or not self._interactive or state.phase() == NUMBER:
            return
        move = Cross(index)
        if state.is_legal(move):
            self._choose(move)
        elif state.mover == P and self.notice is not None \
                and index in {a.index for a in state.board.out[state.cell]}:
            self.notice.show_text(self._closed_reason(state, index), 3.5)

    def _closed_reason(self, state: OcheState, index: int) -> str:
        """Why P may not cross this arrow, in the words of the rules."""
        compiled = state.board.arrows[index]
        arrow = self.arrows[index]
        colour = colour_label(arrow.colour).upper()
        if arrow.letter is None:
            return self.tr("Closed to P: O has not activated %1() yet.").replace("%1", colour)
        value = state.letter_values().get(arrow.letter)
        if value is None or compiled.letter < 0:
            return self.tr("Closed to P: %1 has no number yet.").replace("%1", arrow.letter)
        return (self.tr("Closed to P: %1(%2) is not activated (%3 = %2).")
                .replace("%1", colour).replace("%2", str(value)).replace("%3", arrow.letter))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            for item in self.items(event.scenePos()):
                if isinstance(item, ChooserTray) and item.chip_at(item.mapFromScene(event.scenePos())) >= 0:
                    break
                if isinstance(item, CellItem):
                    break
                if isinstance(item, ArrowItem):
                    self._arrow_clicked(item.index)
                    event.accept()
                    return
        super().mousePressEvent(event)

    def _clickable(self) -> list[ArrowItem]:
        state = self._state
        if state is None or not self._interactive or state.phase() == NUMBER or state.is_terminal():
            return []
        return [a for a in self.arrows if state.is_legal(Cross(a.index))]

    def focused_arrow(self) -> ArrowItem | None:
        return next((a for a in self.arrows if a.hovered and a.keyboard_focus), None)

    def _step_focus(self, step: int) -> None:
        """Arrow keys walk through the arrows the person may cross now."""
        arrows = self._clickable()
        if not arrows:
            return
        current = self.focused_arrow()
        index = (arrows.index(current) + step) % len(arrows) if current in arrows else 0
        for arrow in self.arrows:
            if arrow.keyboard_focus:
                arrow.keyboard_focus = arrow.hovered = False
                arrow.update()
        arrows[index].keyboard_focus = arrows[index].hovered = True
        arrows[index].update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Digits type a number, Enter chooses it, Backspace and Escape correct it; the arrow
        keys pick an arrow to cross and Enter or Space crosses it."""
        state = self._state
        typing = state is not None and self._interactive and state.phase() == NUMBER
        key = event.key()
        steps: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}
        if not typing and key in steps:
            self._step_focus(steps[key])
            event.accept()
            return
        if not typing and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            focused = self.focused_arrow()
            if focused is not None:
                self._arrow_clicked(focused.index)
            event.accept()
            return
        if typing and event.text().isdecimal():  # "²" is a digit to isdigit() but not to int()
            self._typed = (self._typed + event.text()).lstrip("0")[:9] or "0"
        elif typing and key == Qt.Key.Key_Backspace:
            self._typed = self._typed[:-1]
        elif typing and key == Qt.Key.Key_Escape:
            self._typed = ""
        elif typing and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._typed:
            assert state is not None  # (typing)
            letter = state.board.letters[state.board.cell_letter[state.cell]]
            self._choose(ChooseNumber(letter, int(self._typed)))
            return
        else:
            super().keyPressEvent(event)
            return
        event.accept()
        assert state is not None  # only the typing branches get here
        self._offer(state)
