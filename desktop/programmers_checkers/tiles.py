"""The operator-tile widgets, drawn beside the board in the same scene (so they scale with it
and stay in sight when the side column folds away in a small window).

From the top: the active tile and the next tile, both face up; the active operator's truth
table, whose rows light up for the jumper/victim pair under the mouse, with the sum in words
("1 XOR 0 = 1: the capture is allowed"); the pile (how many of each operator are left, face
down: nobody knows their order) and the discard. After a capture the active tile flies to the
discard and the next slides into its place; a drawn tile turns over in its slot.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop import settings, theme
from desktop.programmers_checkers.look import TILE_COLOUR, font, paint_tile
from rules.programmers_checkers.board import OPS, allows
from rules.programmers_checkers.state import CheckersState

WIDTH = 250.0
ACTIVE = QRectF(0, 24, 118, 118)
NEXT = QRectF(144, 44, 92, 92)
TABLE_TOP = 158.0
ROW = 29.0
VERDICT_H = 38.0
"""Two lines of the truth table's verdict under its rows."""
PILE_TOP = TABLE_TOP + 22 + 4 * ROW + VERDICT_H + 6
HEADING_H = 22.0
CHIP_H, CHIP_GAP = 24.0, 5.0
BLOCK_GAP = 12.0
"""Between the pile's chips and the discard's heading."""
PAIRS = ((1, 1), (1, 0), (0, 1), (0, 0))
"""The truth table's rows in the spec's order (jumper's bit, victim's bit)."""


@dataclass(frozen=True)
class Tiles:
    """What the tile widgets show: the public part of the tiles."""

    active: str | None
    next: str | None
    pile: tuple[int, ...]
    discard: tuple[int, ...]
    deck: tuple[int, ...]
    """Every tile of the game (which operators have a chip)."""

    @classmethod
    def of(cls, state: CheckersState) -> "Tiles":
        pile = tuple(state.pile_counts().values())
        discard = tuple(state.discard_counts().values())
        deck = tuple(state.game.deck)
        return cls(state.active, state.next_op, pile, discard, deck)


class TileItem(QGraphicsObject):
    """One face-up tile that can move, grow and turn over (driven by value animations)."""

    def __init__(self, parent: QGraphicsObject) -> None:
        super().__init__(parent)
        self.op: str | None = None
        self.rect = QRectF(ACTIVE)
        self.turn = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 6, 6)

    def place(self, rect: QRectF, op: str | None, turn: float = 1.0) -> None:
        self.prepareGeometryChange()
        self.rect, self.op, self.turn = QRectF(rect), op, turn
        self.setVisible(op is not None)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.op is not None:
            paint_tile(painter, self.rect, self.op, width=self.turn)


def _lerp(a: QRectF, b: QRectF, t: float) -> QRectF:
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)


class TilePanel(QGraphicsObject):
    """See the module docstring. ``show_tiles`` jumps to a state; ``animate`` plays the change
    from one state to the next after any change still running."""

    def __init__(self, height: float) -> None:
        super().__init__()
        self.height = height
        self.tiles: Tiles | None = None
        self.lit: set[tuple[int, int]] = set()
        self.exact: tuple[int, int] | None = None
        self.setup_mode = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.active_item = TileItem(self)
        self.next_item = TileItem(self)
        self.flying = TileItem(self)
        self.flying.setVisible(False)
        self._queue: list[tuple[Tiles, Tiles]] = []
        self._animation: QVariantAnimation | None = None
        self._target: Tiles | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, WIDTH + 8, self.height + 8)

    # --- state ---------------------------------------------------------------------------
    def show_tiles(self, tiles: Tiles, setup: bool = False) -> None:
        """Show ``tiles`` at once, unless the running animation is already heading there."""
        self.setup_mode = setup
        if self._animation is not None and self._target == tiles:
            return
        self._stop()
        self._set(tiles)

    def _set(self, tiles: Tiles) -> None:
        self.tiles = tiles
        self.active_item.place(ACTIVE, tiles.active)
        self.next_item.place(NEXT, tiles.next)
        self.flying.setVisible(False)
        self.update()

    def animate(self, before: Tiles, after: Tiles) -> None:
        """The tile change from ``before`` to ``after``: queued behind a change still playing."""
        if settings.animation_speed().factor == 0 or before == after:
            self.show_tiles(after)
            return
        if self._animation is None:
            self._set(before)
        self._queue.append((before, after))
        self._target = after
        if self._animation is None:
            self._next_step()

    def is_animating(self) -> bool:
        return self._animation is not None

    def _stop(self) -> None:
        self._queue.clear()
        self._target = None
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.stop()
            animation.deleteLater()

    def _next_step(self) -> None:
        if not self._queue:
            self._animation = None
            self._target = None
            return
        before, after = self._queue.pop(0)
        self._set(before)
        step = self._step_for(before, after)
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(settings.duration(520 if before.active != after.active else 380))
        animation.valueChanged.connect(lambda v: step(float(v)))

        def done() -> None:
            if self._animation is animation:
                self._set(after)
                animation.deleteLater()
                self._animation = None
                self._next_step()
        animation.finished.connect(done)
        self._animation = animation
        animation.start()

    def _step_for(self, before: Tiles, after: Tiles) -> Callable[[float], None]:
        """The frame function of one change: a capture's tile cycle or a draw."""
        if before.active is not None and before.next is not None and after.next is None:
            discarded, promoted = before.active, before.next
            target = self.chip_rect(self.discard_top(), OPS.index(discarded) if discarded else 0)
            self.tiles = Tiles(before.active, None, before.pile, before.discard, before.deck)
            self.active_item.setZValue(1)  # the promoted tile slides over the table's old operator

            def cycle(t: float) -> None:
                self.flying.place(_lerp(ACTIVE, target, t), discarded)
                self.flying.setOpacity(1.0 - 0.6 * t)
                self.active_item.place(_lerp(NEXT, ACTIVE, t), promoted)
                self.next_item.place(NEXT, None)
                if t >= 1.0:
                    self.flying.setVisible(False)
            return cycle
        in_active = before.active is None and after.active is not None
        slot, op = (ACTIVE, after.active) if in_active else (NEXT, after.next)
        self.tiles = Tiles(None if in_active else before.active, None, after.pile, after.discard, after.deck)

        def turn_up(t: float) -> None:
            (self.active_item if in_active else self.next_item).place(slot, op, t)
        return turn_up

    # --- the truth table ------------------------------------------------------------------
    def light(self, rows: set[tuple[int, int]], exact: tuple[int, int] | None = None) -> None:
        """Light the rows ``rows`` (jumper's bit, victim's bit); ``exact`` is the one pair under
        the mouse, said in words under the table."""
        if rows != self.lit or exact != self.exact:
            self.lit, self.exact = rows, exact
            self.update()

    def table_heads(self) -> tuple[str, str, str]:
        return self.tr("jumper"), self.tr("taken"), self.tr("capture?")

    def verdict_text(self) -> str:
        """The lit pair in words: "1 XOR 0 = 1: a 1 may take a 0 under XOR"."""
        if self.exact is None or self.tiles is None or self.tiles.active is None:
            return ""
        op = self.tiles.active
        j, v = self.exact
        ok = allows(op, j, v)
        words = self.tr("a %1 may take a %2 under %3") if ok else self.tr("a %1 may not take a %2 under %3")
        return f"{j} {op} {v} = {int(ok)}: " + words.replace("%1", str(j)).replace("%2", str(v)).replace("%3", op)

    def _in_play(self) -> list[int]:
        """The operators of the deck (each has a chip), by index in ``OPS``."""
        return [i for i in range(len(OPS)) if self.tiles is None or self.tiles.deck[i]]

    def columns(self) -> int:
        """Three chips a row for up to three operators, four beyond: an advanced deck's seven
        take two rows, so the pile and the discard fit above "Turn a stone over"."""
        return 3 if len(self._in_play()) <= 3 else 4

    def _block_height(self) -> float:
        rows = -(-len(self._in_play()) // self.columns())
        return HEADING_H + rows * CHIP_H + (rows - 1) * CHIP_GAP

    def discard_top(self) -> float:
        return PILE_TOP + self._block_height() + BLOCK_GAP

    def bottom(self) -> float:
        """Where the lowest thing the panel draws ends (the discard's last row of chips)."""
        return self.discard_top() + self._block_height()

    def chip_rect(self, top: float, index: int) -> QRectF:
        """Where operator ``OPS[index]``'s chip sits in the pile (``PILE_TOP``) or the discard
        (:meth:`discard_top`)."""
        ops = self._in_play()
        columns = self.columns()
        width = (WIDTH - (columns - 1) * CHIP_GAP) / columns
        slot = ops.index(index) if index in ops else 0
        col, row = slot % columns, slot // columns
        return QRectF(col * (width + CHIP_GAP), top + HEADING_H + row * (CHIP_H + CHIP_GAP), width, CHIP_H)

    def chip_parts(self, top: float, index: int) -> tuple[QRectF, QRectF]:
        """A chip's coloured name box and the room for its count beside it."""
        rect = self.chip_rect(top, index)
        name_w = rect.width() * (0.59 if self.columns() == 3 else 0.56)
        return (QRectF(rect.left(), rect.top(), name_w, rect.height()),
                QRectF(rect.left() + name_w + 2, rect.top(), rect.width() - name_w - 2, rect.height()))

    @staticmethod
    def fitted(text: str, width: float, pixels: float, smallest: float = 7.0) -> QFont:
        """The bold font of ``pixels`` or smaller in which ``text`` fits ``width``."""
        size = pixels
        while size > smallest and QFontMetricsF(font(size, True)).horizontalAdvance(text) > width - 4:
            size -= 0.5
        return font(size, True)

    def layout_rects(self) -> dict[str, QRectF]:
        """Every separate thing the panel draws, by name (a geometry test checks that none
        overlaps another)."""
        rects = {"active": QRectF(ACTIVE), "next": QRectF(NEXT),
                 "table": QRectF(0, TABLE_TOP, WIDTH, 22 + 4 * ROW),
                 "verdict": QRectF(0, TABLE_TOP + 22 + 4 * ROW, WIDTH, VERDICT_H)}
        for name, top in (("pile", PILE_TOP), ("discard", self.discard_top())):
            rects[f"{name} heading"] = QRectF(0, top, WIDTH, HEADING_H - 2)
            for index in self._in_play():
                rects[f"{name} {OPS[index]}"] = self.chip_rect(top, index)
        return rects

    # --- painting ----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.tiles is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = theme.color("table.text")
        muted = QColor(text)
        muted.setAlpha(170)
        if not self.setup_mode:
            painter.setPen(text)
            painter.setFont(font(15, True))
            painter.drawText(QRectF(ACTIVE.left(), 0, ACTIVE.width(), 20), Qt.AlignmentFlag.AlignLeft, self.tr("Active"))
            painter.drawText(QRectF(NEXT.left(), 20, NEXT.width(), 20), Qt.AlignmentFlag.AlignLeft, self.tr("Next"))
            for rect in (ACTIVE, NEXT):  # the empty slot under a tile
                painter.setPen(QPen(muted, 1.4, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 12, 12)
            self._paint_table(painter, text, muted)
        self._paint_counts(painter, PILE_TOP, self.tr("Pile (face down)"), self.tiles.pile, text, muted)
        if not self.setup_mode:
            self._paint_counts(painter, self.discard_top(), self.tr("Discard"), self.tiles.discard, text, muted)

    def _paint_table(self, painter: QPainter, text: QColor, muted: QColor) -> None:
        op = self.tiles.active if self.tiles else None
        top = TABLE_TOP
        columns = (0.0, 70.0, 140.0, WIDTH)
        painter.setPen(muted)
        for (left, right), words in zip(zip(columns, columns[1:]), self.table_heads()):
            painter.setFont(self.fitted(words, right - left, 12))  # "skákající" is wider than "jumper"
            painter.drawText(QRectF(left, top, right - left, 20), Qt.AlignmentFlag.AlignCenter, words)
        if op is None:
            return
        for k, (j, v) in enumerate(PAIRS):
            row = QRectF(0, top + 22 + k * ROW, WIDTH, ROW - 3)
            ok = allows(op, j, v)
            if (j, v) in self.lit:
                painter.setPen(QPen(theme.color("marks.focus"), 2.5))
                painter.setBrush(QColor(theme.color("marks.focus").red(), theme.color("marks.focus").green(),
                                        theme.color("marks.focus").blue(), 70))
                painter.drawRoundedRect(row, 6, 6)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(theme.color("ui.panel_alt"))
                painter.drawRoundedRect(row, 6, 6)
            painter.setPen(theme.color("ui.text"))
            painter.setFont(font(17, True))
            for (left, right), value in zip(zip(columns, columns[1:]), (str(j), str(v))):
                painter.drawText(QRectF(left, row.top(), right - left, row.height()), Qt.AlignmentFlag.AlignCenter,
                                 value)
            answer = QRectF(columns[2], row.top(), columns[3] - columns[2], row.height())
            painter.setPen(QColor("#1e8a4c") if ok else theme.color("ui.danger"))
            painter.drawText(answer, Qt.AlignmentFlag.AlignCenter, ("1  ✓" if ok else "0  ✗"))
        said = self.verdict_text()
        if said:
            painter.setPen(text)
            painter.setFont(font(13, True))
            painter.drawText(QRectF(0, top + 22 + 4 * ROW, WIDTH, VERDICT_H),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             said)

    def _paint_counts(self, painter: QPainter, top: float, heading: str, counts: tuple[int, ...],
                      text: QColor, muted: QColor) -> None:
        assert self.tiles is not None
        painter.setPen(text)
        painter.setFont(font(14, True))
        painter.drawText(QRectF(0, top, WIDTH, HEADING_H - 2), Qt.AlignmentFlag.AlignLeft, heading)
        for index, op in enumerate(OPS):
            if not self.tiles.deck[index]:
                continue
            name, count = self.chip_parts(top, index)
            n = counts[index]
            colour = QColor(TILE_COLOUR[op])
            if not n:
                colour.setAlpha(60)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(name, 5, 5)
            # white on the full colour; on the pale chip of an empty count, the tile's own
            # colour (white on it could not be read in the light theme)
            painter.setPen(QColor("#ffffff") if n else QColor(TILE_COLOUR[op]))
            painter.setFont(self.fitted(op, name.width(), 11))
            painter.drawText(name, Qt.AlignmentFlag.AlignCenter, op)
            painter.setPen(text if n else muted)
            painter.setFont(self.fitted(f"×{n}", count.width(), 14))
            painter.drawText(count, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"×{n}")

    def counts_text(self) -> str:
        """The pile and discard as text (tests and the accessibility tree)."""
        if self.tiles is None:
            return ""
        pile = " ".join(f"{op}×{n}" for op, n, d in zip(OPS, self.tiles.pile, self.tiles.deck) if d)
        discard = " ".join(f"{op}×{n}" for op, n, d in zip(OPS, self.tiles.discard, self.tiles.deck) if d)
        return f"pile {pile}; discard {discard}"
