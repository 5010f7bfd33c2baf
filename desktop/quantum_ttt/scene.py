"""The quantum tic-tac-toe board: tiles, spooky and classical marks, entanglement arcs, the
collapse chooser, and the cards that say whose turn it is.

Everything shown is read from the rules' state queries (spooky marks per square, edges,
pending cycle, measurement options, collapse previews and order, lines); the scene decides
only how it looks and what a click means. A placement takes two clicks; the first one is
kept here, not in the session, because it is not a decision yet and can be taken back.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (QEasingCurve, QObject, QParallelAnimationGroup, QPointF, QRectF,
                            QSequentialAnimationGroup, Qt, QVariantAnimation, Signal)
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsSceneMouseEvent)

from desktop import settings
from desktop.game_scene import GameScene
from desktop.notice import NoticeItem
from desktop.quantum_ttt import look
from desktop.quantum_ttt.card import TextCard
from desktop.quantum_ttt.chooser import Preview, PreviewCard
from desktop.quantum_ttt.curve import CurveItem
from desktop.quantum_ttt.mark import MarkItem
from desktop.quantum_ttt.square import SquareItem
from rules.quantum_ttt import ClassicalMove, MeasureMove, PlaceMove, QuantumMove, QuantumState
from rules.quantum_ttt.moves import mark_text, owner
from rules.quantum_ttt.state import CLASSICAL, MEASURE, PLACE

SHOW_ENTANGLEMENT_KEY = "quantum_ttt/showEntanglement"
TURN_HEIGHT = 104.0
GAP = 12.0
CARD_HEIGHT = (look.BOARD - TURN_HEIGHT - 2 * GAP) / 2
ResultWords = Callable[[QuantumState], tuple[str, str]]


class BoardNotice(NoticeItem):
    """The shared notice, placed over the middle of the board."""

    def _place(self) -> None:
        w, h = self._size()
        centre = QRectF(look.BOARD_X, look.BOARD_Y, look.BOARD, look.BOARD).center()
        self.setPos(centre.x() - w / 2, centre.y() - h / 2)


class QuantumScene(GameScene):
    """Emits ``moveChosen`` with a :class:`PlaceMove`, :class:`MeasureMove` or
    :class:`ClassicalMove` once a person's clicks make a whole decision."""

    animationFinished = Signal()
    """A move's animation reached its end (or was skipped to it); not sent when cancelled."""

    def __init__(self, result_words: ResultWords, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, look.SCENE_WIDTH, look.SCENE_HEIGHT)
        self.result_words = result_words
        self.show_entanglement = settings.get_bool(SHOW_ENTANGLEMENT_KEY, True)
        self._state: QuantumState | None = None
        self._interactive = False
        self._first: int | None = None
        self._animation: QParallelAnimationGroup | None = None
        self._target: QuantumState | None = None
        self._squares = {n: SquareItem(n) for n in range(1, 10)}
        for tile in self._squares.values():
            tile.on_hover = self._on_square_hover
            self.addItem(tile)
        self._marks: dict[tuple[int, int], MarkItem] = {}
        self._classical: dict[int, MarkItem] = {}
        self._curves: dict[int, CurveItem] = {}
        self._cards: list[PreviewCard] = []
        self._extras: list[QGraphicsItem] = []
        self._outcome_ghosts: list[MarkItem] = []
        self._hint_move: QuantumMove | None = None
        self._hint_text = ""
        self._hint_items: list[MarkItem] = []
        self.turn_card = TextCard(look.SIDE_WIDTH, TURN_HEIGHT)
        self.turn_card.setPos(look.SIDE_X, look.BOARD_Y)
        self.addItem(self.turn_card)
        self.info_card = TextCard(look.SIDE_WIDTH, look.BOARD - TURN_HEIGHT - GAP)
        self.info_card.setPos(look.SIDE_X, look.BOARD_Y + TURN_HEIGHT + GAP)
        self.addItem(self.info_card)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(1600)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._on_pulse)

    def install_notice(self) -> NoticeItem:
        """Notices centre on the board, not on the board-plus-cards scene."""
        self.notice = BoardNotice(self)
        return self.notice

    # --- showing state ---------------------------------------------------------------------
    def sync(self, state: QuantumState, interactive: bool) -> None:
        if self._animation is not None:
            if state is self._target:  # the session re-announces the state being animated to
                self._interactive = interactive
                return
            self._stop_animation()
        previous = self._state
        if previous is None or previous.history != state.history or not interactive \
                or state.phase() != PLACE:
            self._first = None
        self._state, self._interactive = state, interactive
        self._rebuild()

    def _clear(self) -> None:
        for item in [*self._marks.values(), *self._classical.values(), *self._curves.values(),
                     *self._cards, *self._extras, *self._outcome_ghosts, *self._hint_items]:
            self.removeItem(item)
        self._marks, self._classical, self._curves, self._cards, self._extras = {}, {}, {}, [], []
        self._outcome_ghosts, self._hint_items = [], []

    def _rebuild(self) -> None:
        """Draw ``self._state`` from scratch: a handful of items, so rebuilding is cheap and
        the only way the board can never drift from the rules."""
        self._clear()
        state = self._state
        if state is None:
            return
        phase = state.phase()
        cycle = set(state.pending_cycle() or [])
        cycle_moves = set(state.cycle_moves() or [])
        targets = {m.square for m in state.measurement_options()}
        mover = state.to_move()
        for square, tile in self._squares.items():
            classical = state.classical(square)
            if classical is not None:
                self._classical[square] = self._add_mark(classical, look.CLASSICAL_SIZE, 1.0,
                                                         look.square_rect(square).center())
            else:
                for slot, mark in enumerate(state.spooky_marks(square)):
                    self._marks[(square, mark[1])] = self._add_mark(mark, look.SPOOKY_SIZE, 0.0,
                                                                    look.slot_centre(square, slot))
            free = classical is None
            hoverable = self._interactive and (
                (phase in (PLACE, CLASSICAL) and free) or (phase == MEASURE and square in targets))
            tile.set_flags(hoverable=hoverable, in_cycle=square in cycle, target=square in targets,
                           first_seat=mover if square == self._first else None)
            tile.set_hinted(square in self._hint_squares())
        for k, a, b in state.entanglement_edges():
            if self.show_entanglement or k in cycle_moves:
                curve = CurveItem(owner(k), k, self._marks[(a, k)].pos(), self._marks[(b, k)].pos(),
                                  in_cycle=k in cycle_moves)
                curve.setZValue(5)
                self.addItem(curve)
                self._curves[k] = curve
        if self._first is not None:
            slot = len(state.spooky_marks(self._first))
            ghost = self._add_mark((mover, state.next_k), look.SPOOKY_SIZE, 0.0,
                                   look.slot_centre(self._first, slot))
            ghost.setOpacity(0.5)
            self._extras.append(ghost)
        if phase == MEASURE:
            self._add_chooser(state)
        self._add_hint(state)
        for seat, squares, _top in state.lines():
            self._add_line(seat, squares)
        self._update_cards()
        if cycle and settings.animation_speed().factor > 0:
            if self._pulse.state() != QVariantAnimation.State.Running:
                self._pulse.start()
        else:
            self._pulse.stop()
            for tile in self._squares.values():
                tile.set_pulse(1.0 if tile.in_cycle else 0.0)

    def _add_mark(self, mark: tuple[int, int], size: float, solidity: float, centre: QPointF) -> MarkItem:
        item = MarkItem(mark[0], mark[1], size, solidity)
        item.setPos(centre)
        item.setZValue(10 if solidity < 1 else 12)
        self.addItem(item)
        return item

    def _add_line(self, seat: int, squares: tuple[int, ...]) -> None:
        """A white stroke through a completed line, haloed in its owner's colour."""
        start = look.square_rect(squares[0]).center()
        end = look.square_rect(squares[-1]).center()
        direction = end - start
        length = (direction.x() ** 2 + direction.y() ** 2) ** 0.5
        unit = QPointF(direction.x() / length, direction.y() / length)
        path = QPainterPath(start - unit * 48)
        path.lineTo(end + unit * 48)
        glow = look.seat_colour(seat)
        glow.setAlpha(110)
        for width, colour in ((18.0, glow), (6.0, QColor(255, 255, 255, 235))):
            item = QGraphicsPathItem(path)
            item.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            item.setZValue(20)
            self.addItem(item)
            self._extras.append(item)

    def _on_pulse(self, value: float) -> None:
        for tile in self._squares.values():
            if tile.in_cycle:
                tile.set_pulse(value)

    # --- the chooser -----------------------------------------------------------------------
    def previews(self, state: QuantumState) -> list[Preview]:
        """Both outcomes of the pending measurement, each as the rules would leave the board."""
        options = state.measurement_options()
        raw = [state.preview_collapse(m) for m in options]
        squares = set(raw[0]) | set(raw[1])
        differ = frozenset(s for s in squares if raw[0].get(s) != raw[1].get(s))
        assert state.pending is not None
        k = state.pending[0]
        result = []
        for option, preview in zip(options, raw):
            after = state.copy()
            after.play(option)
            marks = {s: m for s in range(1, 10) if (m := after.classical(s)) is not None}
            title = self.tr("%1 into square %2").replace("%1", mark_text(k)).replace("%2", str(option.square))
            result.append(Preview(option.square, title, marks, frozenset(preview), differ,
                                  self._verdict(after), [ln[1] for ln in after.lines()]))
        return result

    def _verdict(self, after: QuantumState) -> str:
        if not after.is_over():
            return self.tr("No line yet. The game goes on.")
        result = after.result()
        score = after.score_text()
        if result.case == "both":
            return self.tr("Both players get a line. Game over, %1.").replace("%1", score)
        if result.case == "single":
            return self.tr("%1 gets a line. Game over, %2.").replace("%1", "XO"[result.winner or 0]) \
                .replace("%2", score)
        return self.tr("The board is full, no line. Game over, 0–0.")

    def _add_chooser(self, state: QuantumState) -> None:
        top = look.BOARD_Y + TURN_HEIGHT + GAP
        for i, preview in enumerate(self.previews(state)):
            card = PreviewCard(preview, look.SIDE_WIDTH, CARD_HEIGHT, self._interactive)
            card.setPos(look.SIDE_X, top + i * (CARD_HEIGHT + GAP))
            card.setZValue(30)
            card.on_hover = self._on_card_hover
            self.addItem(card)
            self._cards.append(card)

    def _on_card_hover(self, card: PreviewCard, on: bool) -> None:
        """Pointing at a preview lights its square and ghosts its outcome on the board."""
        self._squares[card.preview.square].set_hovered(on)
        self.show_outcome(card.preview if on else None)

    def _on_square_hover(self, square: int, on: bool) -> None:
        for card in self._cards:
            if card.preview.square == square:
                card.set_hovered(on)
                self.show_outcome(card.preview if on else None)

    def show_outcome(self, preview: Preview | None) -> None:
        """Ghost the classical marks of ``preview`` over the board (None: back to spooky)."""
        for item in self._outcome_ghosts:
            self.removeItem(item)
        self._outcome_ghosts = []
        if self.is_animating():
            return
        for (square, _k), item in self._marks.items():
            item.setOpacity(0.25 if preview is not None and square in preview.new else 1.0)
        for curve in self._curves.values():
            curve.setOpacity(0.3 if preview is not None else 1.0)
        if preview is None:
            return
        for square in preview.new:
            ghost = self._add_mark(preview.marks[square], look.CLASSICAL_SIZE, 1.0,
                                   look.square_rect(square).center())
            ghost.setOpacity(0.55)
            self._outcome_ghosts.append(ghost)

    def outcome_shown(self) -> dict[int, tuple[int, int]]:
        return {sq: (g.seat, g.k) for g in self._outcome_ghosts
                for sq in [self.square_at(g.pos())] if sq is not None}

    # --- words beside the board ------------------------------------------------------------
    def _update_cards(self) -> None:
        state = self._state
        if state is None:
            return
        phase = state.phase()
        letter = "XO"[state.to_move()] if state.to_move() in (0, 1) else ""
        self.info_card.setVisible(phase != MEASURE)
        if state.is_over():
            headline, explanation = self.result_words(state)
            self.turn_card.set_content(self.tr("Game over"), headline)
            self.info_card.set_content(self.tr("Result"), explanation.replace("\n", " "))
            return
        if phase == MEASURE:
            assert state.pending is not None
            k = state.pending[0]
            body = self.tr("Where does %1 land? Click a preview or a glowing square.") \
                if self._interactive else self.tr("%1 is choosing the collapse…").replace("%1", letter)
            body = body.replace("%1", mark_text(k))
            if self._hint_text:  # the previews fill the side: the hint's words go in this card
                body = self.tr("Hint: %1").replace("%1", self._hint_text)
            self.turn_card.set_content(self.tr("Cycle! %1 measures").replace("%1", letter),
                                       body, (state.to_move(), 0), look.HINT if self._hint_text else look.CYCLE)
            return
        mark = (state.to_move(), state.next_k)
        if not self._interactive:
            body = self.tr("The computer is thinking…")
        elif phase == CLASSICAL:
            body = self.tr("The last square takes %1 as a classical mark: click square %2.") \
                .replace("%1", mark_text(state.next_k)).replace("%2", str(state.free_squares()[0]))
        elif self._first is None:
            body = self.tr("Click two squares for the spooky marks %1.").replace("%1", mark_text(state.next_k))
        else:
            body = self.tr("Square %1 chosen. Click a second square, or square %1 again to take it back.") \
                .replace("%1", str(self._first))
        self.turn_card.set_content(self.tr("%1 to move").replace("%1", letter), body, mark)
        if self._hint_text:
            self.info_card.set_content(self.tr("Hint"), self._hint_text, None, look.HINT)
        else:
            self.info_card.set_content(self.tr("How it works"), self.tr(
                "Each move puts two spooky marks in two squares; the mark ends up in one of them. "
                "Arcs join the two halves of a move.\n\n"
                "When arcs close a cycle, the other player measures: the cycle and all that hangs "
                "from it collapse into classical marks.\n\n"
                "Three classical marks in a row win. If one collapse gives both players a line, "
                "the line with the lower highest subscript scores 1, the other ½.\n\n"
                "Keys 1–9 pick squares; Esc takes a first click back."))

    # --- animation -------------------------------------------------------------------------
    def animate_move(self, move: QuantumMove, before: QuantumState, after: QuantumState, interactive: bool) -> None:
        if settings.animation_speed().factor == 0:
            self.sync(after, interactive)
            return
        self._stop_animation()
        self._first = None
        # Parented to the scene and released with deleteLater: dropping the last Python
        # reference inside its own ``finished`` signal would delete it mid-emission.
        group = QParallelAnimationGroup(self)
        if isinstance(move, MeasureMove):
            self._state, self._interactive = before, False
            self._rebuild()
            self._collapse_animation(group, move, before)
            self._state, self._interactive = after, interactive
        else:
            self._state, self._interactive = after, interactive
            self._rebuild()
            if isinstance(move, PlaceMove):
                self._placement_animation(group, move, after)
            else:
                self._grow(group, self._classical[move.square], 0, 1.6)
        self._target = after
        self._animation = group
        group.finished.connect(self._animation_done)
        group.start()

    def _step(self, group: QParallelAnimationGroup, delay: int, duration: int, start: Any, end: Any,
              slot: Callable[[Any], None], easing: QEasingCurve.Type = QEasingCurve.Type.InOutQuad,
              middle: Any = None) -> None:
        """One value animation after ``delay`` ms; ``slot`` gets every value (and the start
        value at once, so nothing flashes in its final state before its turn)."""
        sequence = QSequentialAnimationGroup(group)
        if delay:
            sequence.addPause(settings.duration(delay))
        animation = QVariantAnimation(sequence)
        animation.setStartValue(start)
        if middle is not None:
            animation.setKeyValueAt(0.5, middle)
        animation.setEndValue(end)
        animation.setDuration(max(1, settings.duration(duration)))
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(slot)
        slot(start)

    def _grow(self, group: QParallelAnimationGroup, item: QGraphicsItem, delay: int, start_scale: float) -> None:
        def show(v: float, item: QGraphicsItem = item) -> None:
            item.setOpacity(min(1.0, v * 1.6))
            item.setScale(start_scale + (1.0 - start_scale) * v)
        self._step(group, delay, 280, 0.0, 1.0, show, QEasingCurve.Type.OutBack)

    def _placement_animation(self, group: QParallelAnimationGroup, move: PlaceMove, after: QuantumState) -> None:
        """The two spooky marks pop in, their arc draws in; a closed cycle then brings in the chooser."""
        for square in move.squares:
            self._grow(group, self._marks[(square, move.k)], 0, 0.3)
        curve = self._curves.get(move.k)
        if curve is not None:
            self._step(group, 120, 260, 0.0, 1.0, curve.setOpacity)
        for i, card in enumerate(self._cards):
            x = card.x()

            def slide(v: float, card: PreviewCard = card, x: float = x) -> None:
                card.setOpacity(v)
                card.setX(x + 60 * (1 - v))
            self._step(group, 380 + 140 * i, 360, 0.0, 1.0, slide, QEasingCurve.Type.OutCubic)

    def _collapse_animation(self, group: QParallelAnimationGroup, move: MeasureMove, before: QuantumState) -> None:
        """The chosen preview is outlined and the chooser fades; then, square by square in the
        order the collapse propagates, the other spooky marks fade and the surviving one grows
        into the classical mark, its arc vanishing as it lands."""
        assert before.pending is not None
        self.turn_card.set_content(self.tr("Collapse!"),
                                   self.tr("%1 lands in square %2, and the rest of the cycle follows.")
                                   .replace("%1", mark_text(before.pending[0])).replace("%2", str(move.square)),
                                   (owner(before.pending[0]), before.pending[0]), look.CYCLE)
        for card in self._cards:
            card.set_chosen(card.preview.square == move.square)
            self._step(group, 250 if card.chosen else 0, 320, 1.0, 0.0, card.setOpacity)
        step, start = 300, 350
        for i, (square, k) in enumerate(before.collapse_marks(move)):
            delay = start + i * step
            tile = self._squares[square]
            self._step(group, delay, 420, 0.0, 0.0, tile.set_flash, middle=1.0)
            for (sq, j), item in self._marks.items():
                if sq != square or j == k:
                    continue

                def fade(v: float, item: MarkItem = item) -> None:
                    item.setOpacity(1 - v)
                    item.setScale(1 - 0.4 * v)
                self._step(group, delay, 260, 0.0, 1.0, fade)
            survivor = self._marks[(square, k)]
            begin, end = survivor.pos(), look.square_rect(square).center()
            ratio = look.CLASSICAL_SIZE / look.SPOOKY_SIZE

            def grow(v: float, item: MarkItem = survivor, begin: QPointF = begin, end: QPointF = end) -> None:
                item.setPos(begin + (end - begin) * v)
                item.setScale(1 + (ratio - 1) * v)
                item.set_solidity(v)
                item.setZValue(12 if v > 0 else 10)
            self._step(group, delay + 60, 380, 0.0, 1.0, grow, QEasingCurve.Type.OutCubic)
            curve = self._curves.get(k)
            if curve is not None:
                self._step(group, delay, 220, 1.0, 0.0, curve.setOpacity)

    def _stop_animation(self) -> None:
        if self._animation is not None:
            group, self._animation = self._animation, None
            group.stop()
            group.deleteLater()
        self._target = None

    def _animation_done(self) -> None:
        if self._animation is not None:
            self._animation.deleteLater()
        self._animation = None
        self._target = None
        self._rebuild()
        self.animationFinished.emit()

    def finish_animation(self) -> None:
        """Jump to the end of a running animation (a click does not wait for it)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation_done()

    def is_animating(self) -> bool:
        return self._animation is not None

    def mark_squares(self, names: list[str]) -> None:
        for name in names:
            if name.isdecimal() and len(name) < 3 and int(name) in self._squares:
                self._squares[int(name)].set_hinted(True)

    # --- hints -----------------------------------------------------------------------------
    def show_hint(self, move: Any, text: str = "") -> None:
        """Outline the hinted squares, ghost a hinted placement's marks, and say it in words."""
        self.finish_animation()
        self._hint_move, self._hint_text = move, text
        self._rebuild()

    def show_thinking_hint(self, text: str) -> None:
        """Say that a hint is on its way (the solver can take a while early in a game)."""
        self._hint_move, self._hint_text = None, text
        self._update_cards()

    def clear_hint(self) -> None:
        """Called as a move starts animating, so it removes only the hint's own items."""
        if self._hint_move is None and not self._hint_text:
            return
        self._hint_move, self._hint_text = None, ""
        for item in self._hint_items:
            self.removeItem(item)
        self._hint_items = []
        for tile in self._squares.values():
            tile.set_hinted(False)
        self._update_cards()

    def _hint_squares(self) -> list[int]:
        move = self._hint_move
        if move is None:
            return []
        return list(move.squares) if isinstance(move, PlaceMove) else [move.square]

    def _add_hint(self, state: QuantumState) -> None:
        move = self._hint_move
        if isinstance(move, PlaceMove) and state.phase() == PLACE:
            for square in move.squares:
                slot = len(state.spooky_marks(square)) + (1 if square == self._first else 0)
                ghost = self._add_mark((move.seat, move.k), look.SPOOKY_SIZE, 0.0, look.slot_centre(square, slot))
                ghost.setOpacity(0.45)
                self._hint_items.append(ghost)
        elif isinstance(move, MeasureMove):
            for card in self._cards:
                card.set_hovered(card.preview.square == move.square)

    def has_hint(self) -> bool:
        return self._hint_move is not None

    def hint_text(self) -> str:
        return self._hint_text

    # --- options ---------------------------------------------------------------------------
    def set_show_entanglement(self, on: bool) -> None:
        self.show_entanglement = on
        settings.set_value(SHOW_ENTANGLEMENT_KEY, on)
        self.finish_animation()
        self._rebuild()

    # --- input -----------------------------------------------------------------------------
    @staticmethod
    def square_at(pos: QPointF) -> int | None:
        col = int((pos.x() - look.BOARD_X) // look.SQUARE)
        row = int((pos.y() - look.BOARD_Y) // look.SQUARE)
        if 0 <= col < 3 and 0 <= row < 3 and pos.x() >= look.BOARD_X and pos.y() >= look.BOARD_Y:
            return row * 3 + col + 1
        return None

    def click_square(self, square: int) -> None:
        """What a click on ``square`` means now: half a placement, its take-back, a
        measurement, or the classical last move. Anything else changes nothing."""
        self.finish_animation()
        state = self._state
        if state is None or not self._interactive:
            return
        phase = state.phase()
        if phase == MEASURE:
            if MeasureMove(square) in state.measurement_options():
                self.moveChosen.emit(MeasureMove(square))
        elif phase == CLASSICAL:
            move: ClassicalMove | PlaceMove = ClassicalMove(state.next_k, square)
            if state.is_legal(move):
                self.moveChosen.emit(move)
        elif phase == PLACE and state.classical(square) is None:
            if self._first is None:
                self._first = square
                self._rebuild()
            elif self._first == square:
                self.take_back()
            else:
                move = PlaceMove(state.next_k, self._first, square)
                if state.is_legal(move):
                    self._first = None
                    self.moveChosen.emit(move)

    def take_back(self) -> None:
        """Forget the first click of a placement."""
        if self._first is not None:
            self._first = None
            self._rebuild()

    def choose_preview(self, index: int) -> None:
        if 0 <= index < len(self._cards) and self._interactive and not self.is_animating():
            self.moveChosen.emit(MeasureMove(self._cards[index].preview.square))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            self.take_back()
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            for i, card in enumerate(self._cards):
                if card.isVisible() and card.opacity() > 0.5 and card.sceneBoundingRect().contains(pos):
                    self.choose_preview(i)
                    event.accept()
                    return
            square = self.square_at(pos)
            if square is not None:
                self.click_square(square)
                event.accept()
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys 1-9 click the squares (numbered like the notation); Escape takes a click back."""
        text = event.text()
        if text and text in "123456789":
            self.click_square(int(text))
        elif event.key() == Qt.Key.Key_Escape:
            self.take_back()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # --- what is shown (for tests and accessibility) ------------------------------------------
    def first_square(self) -> int | None:
        return self._first

    def spooky_shown(self, square: int) -> list[tuple[int, int]]:
        return sorted((m.seat, m.k) for (sq, _k), m in self._marks.items() if sq == square)

    def classical_shown(self, square: int) -> tuple[int, int] | None:
        item = self._classical.get(square)
        return (item.seat, item.k) if item is not None else None

    def curves_shown(self) -> list[int]:
        return sorted(self._curves)

    def chooser_cards(self) -> list[PreviewCard]:
        return list(self._cards)

    def card_rect(self, index: int) -> QRectF:
        return self._cards[index].sceneBoundingRect()

    def hinted_squares(self) -> list[int]:
        return sorted(n for n, tile in self._squares.items() if tile.hinted)

    def hint_marks_shown(self) -> list[tuple[int, int, int]]:
        """``(square, seat, k)`` of the ghosted marks of a hinted placement."""
        return sorted((sq, m.seat, m.k) for m in self._hint_items for sq in [self.square_at(m.pos())] if sq)

    def cycle_squares(self) -> list[int]:
        return sorted(n for n, tile in self._squares.items() if tile.in_cycle)
