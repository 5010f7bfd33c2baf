"""The drawing pieces of an Oche board: cells, arrows, their layout, free of game logic.

They know nothing of turns or rules, only how a board looks, so the game scene, the level
picker's preview and the board editor share them. How an editor reuses them:

* :func:`populate` adds a :class:`CellItem` per cell and an :class:`ArrowItem` per arrow of a
  :class:`rules.oche.board.Board` (pass ``transpose=False`` to keep the file's layout; a
  cell sits at the file's ``x, y`` times :data:`LAYOUT_SCALE`, so divide when writing back).
  Or build items one by one: ``CellItem(id, letter, start)`` + ``setPos``, and
  ``ArrowItem(index, source_item, target_item, colour, letter, lane)``;
* :func:`assign_lanes` gives the lanes that keep parallel and opposite arrows apart: call it
  again after adding or removing an arrow and pass the results to :meth:`ArrowItem.set_lane`
  (:func:`avoid_cells` then bends straight arrows that would cross a third cell, and lays
  every arrow out at once with numpy, :func:`layout_arrows`);
* a large board is made ahead in slices with :class:`BoardBuild` (its steps can run between
  events, with a progress dialog: :func:`desktop.stepwise.run_steps`), and seen from afar its
  arrows are sketched by one :class:`SketchLayer`;
* make cells draggable with ``setFlag(ItemIsMovable)``: a cell tells its arrows when it moves
  (``itemChange``), and each arrow re-reads both ends in :meth:`ArrowItem.update_geometry`,
  the way Qt's diagramscene example does; call :meth:`ArrowItem.detach` before removing one;
* edit in place with :meth:`CellItem.set_letter`, :meth:`CellItem.set_start`,
  :meth:`ArrowItem.set_colour` and :meth:`ArrowItem.set_letter`; select the culprits of a
  validation problem with ``setSelected`` (selection is drawn in blue);
* hit tests use :meth:`ArrowItem.shape` (a wide band along the curve plus the label) and the
  cell's circle, so ``scene.items(point)`` finds what a person clicked.

Colours, dash patterns and glyphs come from :mod:`desktop.oche.palette`. The game scene adds
only states (:class:`Emphasis`, :meth:`ArrowItem.set_locked`, :meth:`CellItem.set_lit`,
:meth:`CellItem.set_value_text`) and the token's travel along :meth:`ArrowItem.point_at`.
"""
from __future__ import annotations

import enum
import math
from collections.abc import Callable, Generator, Iterator, Sequence
from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath,
                           QPainterPathStroker, QPen, QRadialGradient)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyle, QStyleOptionGraphicsItem,
                               QWidget)

from desktop.oche.palette import glyph_path, style
from rules.oche.board import Arrow, Board, Cell

CELL_RADIUS = 28.0
LAYOUT_SCALE = 1.3
"""Scene units per board-file unit. Levels are drawn on a 120-unit grid; spreading them by
a third leaves room for the arrows' labels. The editor uses the same factor (divide when
writing ``x, y`` back), so a board looks the same in both."""
LANE_SPACING = 76.0
"""Control-point offset between neighbouring lanes; the curves' peaks end up half as far apart."""
INK = QColor(40, 36, 48)
PAPER = QColor(255, 252, 244)
SELECTED = QColor(40, 140, 255)
SKETCH_BELOW = 0.3
"""Arrows drawn smaller than this (scene to screen) are sketched, without the label's glyph
and letter: those would be 3 or 4 pixels high (a board at the format's limits fits a window
at about 0.2)."""
SLICE = 250
"""Items made or laid out per step of a :class:`BoardBuild` (a few hundredths of a second)."""
CROSSING_BLOCK = 250_000
"""Arrow-cell pairs tested at once when bending arrows round cells (numpy arrays of this size)."""


def letter_font(size: float) -> QFont:
    """Letters are variables: set in an italic serif, as in a formula."""
    font = QFont("DejaVu Serif")
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setItalic(True)
    font.setBold(True)
    font.setPointSizeF(size)
    return font


class Emphasis(enum.Enum):
    """How strongly an arrow is shown; the game scene sets it from the rules' answers."""

    NORMAL = "normal"
    OPEN = "open"        # a person may cross it now: glowing, clickable
    DIMMED = "dimmed"    # not an option now
    HINT = "hint"        # the hinted move
    TAKEN = "taken"      # the arrow the token just travelled


class CellItem(QGraphicsObject):
    """A round cell with its letter (and current number), and wings if it is the start."""

    def __init__(self, cell_id: str, letter: str | None = None, start: bool = False,
                 radius: float = CELL_RADIUS) -> None:
        super().__init__()
        self.cell_id = cell_id
        self.letter = letter
        self.start = start
        self.radius = radius
        self.value_text = ""
        self.lit = False
        self.arrows: list[ArrowItem] = []
        """Arrows that start or end here; they follow this cell when it moves."""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setZValue(10)

    # --- editing -----------------------------------------------------------------------
    def set_letter(self, letter: str | None) -> None:
        self.letter = letter or None
        self.update()

    def set_start(self, start: bool) -> None:
        self.prepareGeometryChange()
        self.start = start
        self.update()

    def set_value_text(self, text: str) -> None:
        """The letter's current number, shown under the letter ("" for none)."""
        self.value_text = text
        self.update()

    def set_lit(self, lit: bool) -> None:
        """The token is here: the rim glows."""
        self.lit = lit
        self.update()

    def free_direction(self) -> QPointF:
        """A unit vector pointing where no arrow touches this cell (the widest gap between
        the arrows' directions), e.g. to put the token or a badge where it hides nothing."""
        angles = []
        for arrow in self.arrows:
            other = arrow.target if arrow.source is self else arrow.source
            d = other.pos() - self.pos()
            if d.x() or d.y():
                angles.append(math.atan2(d.y(), d.x()))
        if self.start:  # the wings take the upper left and upper right
            angles += [math.atan2(-0.45, -1.6), math.atan2(-0.45, 1.6)]
        if not angles:
            return QPointF(0, -1)
        angles.sort()
        best, best_gap = -math.pi / 2, -1.0
        for i, a in enumerate(angles):
            nxt = angles[(i + 1) % len(angles)] + (2 * math.pi if i + 1 == len(angles) else 0)
            gap = nxt - a
            mid = a + gap / 2
            up_bonus = 0.15 * -math.sin(mid)  # among equal gaps prefer upwards
            if gap + up_bonus > best_gap:
                best, best_gap = mid, gap + up_bonus
        return QPointF(math.cos(best), math.sin(best))

    # --- geometry ----------------------------------------------------------------------
    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            for arrow in self.arrows:
                arrow.update_geometry()
        return super().itemChange(change, value)

    def boundingRect(self) -> QRectF:
        r = self.radius + 8
        wing = self.radius * 1.25 if self.start else 0
        return QRectF(-r - wing, -r - wing * 0.5, 2 * (r + wing), 2 * r + wing * 0.8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius, self.radius)
        return path

    # --- drawing -----------------------------------------------------------------------
    def _wing(self, side: int) -> QPainterPath:
        """One wing as three feathers sweeping up and out; ``side`` is -1 (left) or 1."""
        r = self.radius
        path = QPainterPath()
        for k, (reach, lift) in enumerate(((1.95, 0.85), (1.75, 0.35), (1.5, -0.1))):
            base = QPointF(side * r * 0.7, -r * 0.15 + k * r * 0.22)
            tip = QPointF(side * r * reach, -r * lift)
            feather = QPainterPath(base)
            feather.quadTo(QPointF(side * r * (reach - 0.2), -r * (lift + 0.45)), tip)
            feather.quadTo(QPointF(side * r * (reach - 0.35), -r * (lift - 0.35)), base + QPointF(0, r * 0.28))
            feather.closeSubpath()
            path = path.united(feather)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.start:
            gradient = QLinearGradient(0, -r * 1.3, 0, r * 0.3)
            gradient.setColorAt(0, QColor(255, 236, 170))
            gradient.setColorAt(1, QColor(226, 176, 60))
            painter.setPen(QPen(QColor(150, 104, 20), 1.6))
            painter.setBrush(QBrush(gradient))
            for side in (-1, 1):
                painter.drawPath(self._wing(side))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawEllipse(QPointF(2, 4), r + 1, r + 1)
        if self.lit:
            glow = QRadialGradient(QPointF(0, 0), r + 8)
            glow.setColorAt(0.75, QColor(255, 200, 40, 200))
            glow.setColorAt(1.0, QColor(255, 200, 40, 0))
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(QPointF(0, 0), r + 8, r + 8)
        fill = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        fill.setColorAt(0, QColor(255, 255, 255))
        fill.setColorAt(1, QColor(226, 234, 246) if self.letter else PAPER.darker(108))
        painter.setBrush(QBrush(fill))
        rim = QColor(180, 130, 30) if self.start else INK
        if self.isSelected() or option.state & QStyle.StateFlag.State_Selected:
            rim = SELECTED
        painter.setPen(QPen(rim, 3 if self.start or self.isSelected() else 2))
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self.letter:
            font = letter_font(r * 0.62)
            painter.setFont(font)
            painter.setPen(INK)
            up = r * 0.16 if self.value_text else 0
            painter.drawText(QRectF(-r, -r - up, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.letter)
            if self.value_text:
                small = QFont()
                small.setPointSizeF(r * 0.34)
                small.setBold(True)
                painter.setFont(small)
                painter.setPen(QColor(90, 80, 70))
                painter.drawText(QRectF(-r, r * 0.12, 2 * r, r * 0.7), Qt.AlignmentFlag.AlignCenter,
                                 "= " + self.value_text)


_SKETCH_PENS: dict[str, QPen] = {}
_LABEL_PENS: dict[str, QPen] = {}
_NO_PEN = QPen(Qt.PenStyle.NoPen)
_NO_BRUSH = QBrush(Qt.BrushStyle.NoBrush)


def line_width(colour: str) -> float:
    """An arrow's line width: coloured arrows are wider, for their pattern to show."""
    return 2.6 if colour == "black" else 4.2


def _label_pen(colour: str) -> QPen:
    """The edge of a sketched label: a hairline in the arrow's colour."""
    pen = _LABEL_PENS.get(colour)
    if pen is None:
        pen = _LABEL_PENS[colour] = QPen(style(colour).colour.darker(120), 0)
    return pen


def _sketch_pen(colour: str) -> QPen:
    """A sketched arrow's pen: its colour, width and pattern; made once per colour (a large
    board sketches thousands)."""
    pen = _SKETCH_PENS.get(colour)
    if pen is None:
        s = style(colour)
        pen = QPen(s.colour, line_width(colour), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        if s.dashes:
            pen.setDashPattern(list(s.dashes))
        _SKETCH_PENS[colour] = pen
    return pen


def assign_lanes(ends: Sequence[tuple[str, str]]) -> list[float]:
    """A lane for each arrow (given as (source, target) cell ids) so that arrows joining the
    same two cells, in either direction, are drawn side by side instead of on top of each
    other. A lone arrow gets lane 0 (straight); lanes are measured to the left of the arrow's
    own direction, so an A→B and a B→A arrow bend to opposite sides and never cross."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, (a, b) in enumerate(ends):
        groups.setdefault((min(a, b), max(a, b)), []).append(i)
    lanes = [0.0] * len(ends)
    for (low, _high), members in groups.items():
        k = len(members)
        for slot, i in enumerate(members):
            lane = slot - (k - 1) / 2
            lanes[i] = lane if ends[i][0] == low else -lane
    return lanes


class ArrowItem(QGraphicsObject):
    """A curved arrow from one :class:`CellItem` to another: colour, pattern, glyph, letter.

    The curve is a quadratic Bézier from centre to centre, bent sideways by ``lane`` (and by
    ``bend`` when it would otherwise run through a third cell); the visible part is trimmed
    at the cells' rims. :meth:`point_at` follows the untrimmed curve, for the token's travel.
    """

    def __init__(self, index: int, source: CellItem, target: CellItem, colour: str = "black",
                 letter: str | None = None, lane: float = 0.0, layout: bool = True) -> None:
        """``layout`` False: the caller lays every arrow out at once afterwards
        (:func:`avoid_cells`), so the geometry is not computed twice."""
        super().__init__()
        self.index = index
        self.source, self.target = source, target
        self.colour = colour
        self.letter = letter
        self.lane = lane
        self.bend = 0.0
        """Extra sideways offset in lanes, e.g. set by :func:`avoid_cells`."""
        self.emphasis = Emphasis.NORMAL
        self.locked: bool | None = None
        """None: no lock drawn (the editor); True/False: closed/open to P, drawn on the label."""
        self.hovered = False
        self.keyboard_focus = False
        """Chosen with the keyboard; drawn like the mouse hovering it."""
        self._p0 = self._p1 = self._p2 = QPointF()
        self._t0, self._t1 = 0.0, 1.0
        self._path = QPainterPath()
        self._head = QPainterPath()
        self._label_at = QPointF()
        self._bounds = self._drawn_box = QRectF()
        self._shape: QPainterPath | None = None
        self.layer: SketchLayer | None = None
        """The layer that sketches this arrow with the others when the board is seen from
        afar (None: the arrow sketches itself)."""
        source.arrows.append(self)
        target.arrows.append(self)
        self.setZValue(5)
        self.setAcceptHoverEvents(True)
        if layout:
            self.update_geometry()

    def detach(self) -> None:
        """Forget the end cells (an editor deleting the arrow calls this before removeItem)."""
        for cell in (self.source, self.target):
            if self in cell.arrows:
                cell.arrows.remove(self)

    # --- editing -----------------------------------------------------------------------
    def set_colour(self, colour: str) -> None:
        self.colour = colour
        self.update_geometry()

    def set_letter(self, letter: str | None) -> None:
        self.letter = letter or None
        self.update_geometry()

    def set_lane(self, lane: float) -> None:
        self.lane = lane
        self.update_geometry()

    def set_locked(self, locked: bool | None) -> None:
        if locked != self.locked:
            self.prepareGeometryChange()
            self.locked = locked
            self._bounds = self._measure()
            self._shape = None
            if self.layer is not None:
                self.layer.invalidate(moved=True)
            self.update()

    def set_emphasis(self, emphasis: Emphasis) -> None:
        if emphasis is not self.emphasis:
            sketched = self.sketched()
            self.emphasis = emphasis
            self.setZValue(7 if emphasis in (Emphasis.OPEN, Emphasis.HINT, Emphasis.TAKEN) else 5)
            self.update()
            if self.layer is not None and sketched != self.sketched():
                self.layer.invalidate()

    def sketched(self) -> bool:
        """Whether, seen from afar, the arrow is drawn as a sketch like most (it is neither
        emphasised nor selected). A scene whose arrows can be selected tells the layer when
        the selection changes (an ``itemChange`` here would cost a Python call for every
        change of every arrow, thousands when a large board is shown)."""
        return self.emphasis is Emphasis.NORMAL and not self.isSelected()

    # --- geometry ----------------------------------------------------------------------
    def _bezier(self, t: float) -> QPointF:
        u = 1 - t
        return self._p0 * (u * u) + self._p1 * (2 * u * t) + self._p2 * (t * t)

    def point_at(self, t: float) -> QPointF:
        """The point at ``t`` in [0, 1] on the centre-to-centre curve (scene coordinates)."""
        return self.mapToScene(self._bezier(min(1.0, max(0.0, t))))

    def update_geometry(self) -> None:
        """Re-read both cells' positions (call when a cell moved, or after a lane change)."""
        layout_arrows([self])

    def _set_geometry(self, g: list[float]) -> None:
        """Take one arrow's row of :func:`layout_arrows`: the curve's three points, the
        trimmed ends, the drawn piece, the head and the label's place."""
        (x0, y0, x1, y1, x2, y2, t0, t1, q0x, q0y, q1x, q1y, q2x, q2y,
         tipx, tipy, ax, ay, cx, cy, bx, by, lx, ly, left, top, right, bottom) = g
        self.prepareGeometryChange()
        self.setPos(0, 0)
        self._p0, self._p1, self._p2 = QPointF(x0, y0), QPointF(x1, y1), QPointF(x2, y2)
        self._t0, self._t1 = t0, t1
        self._path = QPainterPath(QPointF(q0x, q0y))
        self._path.quadTo(q1x, q1y, q2x, q2y)
        self._head = QPainterPath(QPointF(tipx, tipy))
        self._head.lineTo(ax, ay)
        self._head.quadTo(cx, cy, bx, by)
        self._head.closeSubpath()
        self._label_at = QPointF(lx, ly)
        self._drawn_box = QRectF(left, top, right - left, bottom - top)
        self._bounds = self._measure()
        self._shape = None
        self.update()
        if self.layer is not None:
            self.layer.invalidate(moved=True)

    def head_length(self) -> float:
        return 13.0 if self.colour == "black" else 16.0

    def line_width(self) -> float:
        return line_width(self.colour)

    def label_rect(self) -> QRectF:
        if self.colour == "black":
            return QRectF(self._label_at, self._label_at)
        w = (38.0 if self.letter else 22.0) + (13.0 if self.locked else 0.0)
        return QRectF(self._label_at.x() - w / 2, self._label_at.y() - 11, w, 22)

    def label_pos(self) -> QPointF:
        return self.mapToScene(self._label_at)

    def _measure(self) -> QRectF:
        """The line and head's box (:func:`layout_arrows` computes it) with the label's."""
        return self._drawn_box.united(self.label_rect()).adjusted(-12, -12, 12, 12)

    def boundingRect(self) -> QRectF:
        """Kept from the last geometry change: Qt asks for it several times per paint."""
        return self._bounds

    def shape(self) -> QPainterPath:
        """A band along the line, the head and the label, made once per geometry change.
        The three are added, not united: they all wind the same way round (the stroke, and
        Qt's rectangles, clockwise on screen; :func:`layout_arrows` orders the head's corners
        so), so under the winding rule a point in any of them is inside. A boolean union
        took half a millisecond an arrow, and one hover over a large board asks hundreds."""
        if self._shape is None:
            stroker = QPainterPathStroker()
            stroker.setWidth(16)
            path = stroker.createStroke(self._path)
            path.addPath(self._head)
            path.addRoundedRect(self.label_rect().adjusted(-2, -2, 2, 2), 8, 8)
            path.setFillRule(Qt.FillRule.WindingFill)
            self._shape = path
        return self._shape

    # --- interaction and drawing -----------------------------------------------------
    def hoverEnterEvent(self, event: object) -> None:
        self.hovered = True
        self._hover_changed()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered = self.keyboard_focus
        self._hover_changed()

    def _hover_changed(self) -> None:
        """Only an open arrow shows the mouse over it; repainting any other is wasted (a long
        arrow's box on a large board holds thousands of others)."""
        if self.emphasis is Emphasis.OPEN:
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if option.levelOfDetailFromTransform(painter.worldTransform()) < SKETCH_BELOW and self.sketched():
            if self.layer is None:
                self._paint_sketch(painter)
            return  # else the layer draws it
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = style(self.colour)
        width = self.line_width()
        emphasis = self.emphasis
        painter.setOpacity(0.28 if emphasis is Emphasis.DIMMED else 1.0)
        halo = {Emphasis.OPEN: QColor(255, 214, 60, 150 if not self.hovered else 230),
                Emphasis.HINT: QColor(60, 220, 255, 200),
                Emphasis.TAKEN: QColor(255, 255, 255, 170)}.get(emphasis)
        if self.isSelected():
            halo = QColor(SELECTED.red(), SELECTED.green(), SELECTED.blue(), 140)
        if halo is not None:
            glow = QPen(halo, width + (14 if emphasis is Emphasis.OPEN and self.hovered else 10),
                        Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(glow)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)
            painter.setPen(QPen(halo, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.drawPath(self._head)
        if self.colour != "black":  # a dark casing keeps light hues visible on paper
            casing = QPen(s.colour.darker(190), width + 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            if s.dashes:
                casing.setDashPattern([d * width / (width + 2.4) for d in s.dashes])
            painter.setPen(casing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self._path)
        pen = QPen(s.colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        if s.dashes:
            pen.setDashPattern(list(s.dashes))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        painter.setPen(QPen(s.colour.darker(190), 1.2))
        painter.setBrush(s.colour)
        painter.drawPath(self._head)
        if self.colour != "black":
            self._paint_label(painter)

    def _paint_sketch(self, painter: QPainter, antialias: bool = True) -> None:
        """The arrow seen from afar (a whole large board in the window): its line in its
        colour and pattern, the head, and the label as a blank patch edged in the colour.
        The glyph and the letter would be a pixel or two; drawing them (and the casing) for
        5,000 arrows took over a second a repaint."""
        if antialias:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(_sketch_pen(self.colour))
        painter.setBrush(_NO_BRUSH)
        painter.drawPath(self._path)
        painter.setPen(_NO_PEN)
        painter.setBrush(style(self.colour).colour)
        painter.drawPath(self._head)
        if self.colour != "black":
            painter.setPen(_label_pen(self.colour))
            painter.setBrush(PAPER)
            painter.drawRect(self.label_rect())

    def _paint_label(self, painter: QPainter) -> None:
        """A pill on the curve's middle: the colour's glyph, then the letter."""
        s = style(self.colour)
        rect = self.label_rect()
        opened = self.locked is False
        painter.setPen(QPen(QColor(214, 150, 0) if opened else s.colour.darker(170), 2.5 if opened else 1.5))
        painter.setBrush(QColor(255, 246, 205) if opened else PAPER)
        painter.drawRoundedRect(rect, 11, 11)
        if self.locked:
            self._paint_lock(painter, QPointF(rect.right() - 10, rect.center().y()))
            rect = rect.adjusted(0, 0, -13, 0)
        glyph_centre = QPointF(rect.left() + 11, rect.center().y()) if self.letter else rect.center()
        painter.setPen(QPen(s.colour.darker(170), 1))
        painter.setBrush(s.colour)
        painter.drawPath(glyph_path(s.glyph, glyph_centre, 13))
        if self.letter:
            font = letter_font(12)
            painter.setFont(font)
            painter.setPen(INK)
            text_rect = QRectF(rect.left() + 19, rect.top(), rect.width() - 21, rect.height())
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.letter)

    @staticmethod
    def _paint_lock(painter: QPainter, centre: QPointF) -> None:
        """A small padlock: the arrow is closed to P (a cue that needs no colour vision)."""
        grey = QColor(95, 90, 100)
        painter.setPen(QPen(grey, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(centre.x() - 3.2, centre.y() - 7, 6.4, 8), 0, 180 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(grey)
        painter.drawRoundedRect(QRectF(centre.x() - 4.6, centre.y() - 3, 9.2, 7.5), 1.5, 1.5)


class SketchLayer(QGraphicsObject):
    """The arrows of a board seen from afar (a large board in the window), drawn at once.

    Below :data:`SKETCH_BELOW` an arrow is a line, a head and a blank patch for its label
    (:meth:`ArrowItem._paint_sketch`). This one item draws every sketched arrow (see
    :meth:`ArrowItem.sketched`), in the file's order, and keeps the picture
    (``DeviceCoordinateCache``): a repaint, for the token's travel or a hover, copies a
    bitmap instead of going through thousands of items. The arrows stay items for the
    mouse, and draw themselves when emphasised, selected or seen from closer; they tell the
    layer when they change (:meth:`invalidate`).
    """

    def __init__(self, arrows: Sequence[ArrowItem]) -> None:
        super().__init__()
        self.arrows = list(arrows)
        for arrow in self.arrows:
            arrow.layer = self
        self._sketched: list[ArrowItem] | None = None
        self._bounds: QRectF | None = None
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def invalidate(self, moved: bool = False) -> None:
        """An arrow changed: draw again (``moved``: its box may have changed too)."""
        if moved and self._bounds is not None:
            self.prepareGeometryChange()
            self._bounds = None
        if self._sketched is not None:
            self._sketched = None
            self.update()

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            box = QRectF()
            for arrow in self.arrows:  # the arrows sit at (0, 0): their boxes are in scene units
                box = box.united(arrow.boundingRect())
            self._bounds = box
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if option.levelOfDetailFromTransform(painter.worldTransform()) >= SKETCH_BELOW:
            return  # seen from closer, every arrow draws itself in full
        if self._sketched is None:
            self._sketched = [arrow for arrow in self.arrows if arrow.sketched()]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for arrow in self._sketched:  # in the file's order, as the items would be
            arrow._paint_sketch(painter, antialias=False)


def _leave_circle(x0: np.ndarray, y0: np.ndarray, x1: np.ndarray, y1: np.ndarray, x2: np.ndarray,
                  y2: np.ndarray, cx: np.ndarray, cy: np.ndarray, distance: np.ndarray,
                  from_end: bool) -> np.ndarray:
    """For each curve, the parameter where it leaves a circle of ``distance`` round
    ``(cx, cy)``: in the first half of the curve, or the second if ``from_end``. Bisection,
    every curve at once."""
    limit = distance * distance
    lo = np.full(len(x0), 0.5 if from_end else 0.0)
    hi = np.full(len(x0), 1.0 if from_end else 0.5)
    for _ in range(22):  # 2^-22 of the curve: far below a pixel
        mid = (lo + hi) / 2
        u = 1 - mid
        a, b, c = u * u, 2 * u * mid, mid * mid
        dx, dy = x0 * a + x1 * b + x2 * c - cx, y0 * a + y1 * b + y2 * c - cy
        up = (dx * dx + dy * dy < limit) != from_end
        lo, hi = np.where(up, mid, lo), np.where(up, hi, mid)
    return (lo + hi) / 2


def layout_arrows(arrows: Sequence[ArrowItem]) -> None:
    """Compute the geometry of these arrows from their cells' positions, lanes and bends:
    every arrow at once with numpy, then one short step per arrow to make its paths. The
    curve is a quadratic Bézier from centre to centre; the drawn piece starts and ends at
    the cells' rims (the end a little before, under the head)."""
    n = len(arrows)
    if not n:
        return
    rows = []
    for arrow in arrows:
        p, q = arrow.source.pos(), arrow.target.pos()
        rows.append((p.x(), p.y(), q.x(), q.y(), arrow.lane + arrow.bend, arrow.source.radius + 3,
                     arrow.target.radius + 3, arrow.head_length()))
    x0, y0, x2, y2, lanes, r0, r2, head = np.array(rows, dtype=float).T
    length = np.maximum(np.hypot(x2 - x0, y2 - y0), 1e-6)
    nx, ny = -(y2 - y0) / length, (x2 - x0) / length
    x1 = (x0 + x2) / 2 + nx * (lanes * LANE_SPACING)
    y1 = (y0 + y2) / 2 + ny * (lanes * LANE_SPACING)

    def at(t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        u = 1 - t
        a, b, c = u * u, 2 * u * t, t * t
        return x0 * a + x1 * b + x2 * c, y0 * a + y1 * b + y2 * c

    t0 = _leave_circle(x0, y0, x1, y1, x2, y2, x0, y0, r0, False)
    t1 = _leave_circle(x0, y0, x1, y1, x2, y2, x2, y2, r2, True)
    tipx, tipy = at(t1)
    under_head = _leave_circle(x0, y0, x1, y1, x2, y2, tipx, tipy, head * 0.6, True)
    t_line = np.clip(np.where(t1 > t0, under_head, t1), t0, t1)
    # The piece of the curve from t0 to t_line is itself a quadratic Bézier.
    q0x, q0y = at(t0)
    q2x, q2y = at(t_line)
    w0, w1, w2 = (1 - t0) * (1 - t_line), (1 - t0) * t_line + t0 * (1 - t_line), t0 * t_line
    q1x, q1y = x0 * w0 + x1 * w1 + x2 * w2, y0 * w0 + y1 * w1 + y2 * w2
    angle = np.arctan2((y1 - y0) * (2 * (1 - t1)) + (y2 - y1) * (2 * t1),
                       (x1 - x0) * (2 * (1 - t1)) + (x2 - x1) * (2 * t1))
    cos, sin = np.cos(angle), np.sin(angle)
    backx, backy = cos * head, sin * head
    sidex, sidey = -sin * head * 0.55, cos * head * 0.55
    ax, ay = tipx - backx + sidex, tipy - backy + sidey
    bx, by = tipx - backx - sidex, tipy - backy - sidey
    lx, ly = at((t0 + t1) / 2)
    # The drawn box: the piece's ends and turning points (where its derivative is 0 in x or
    # in y), and the head's three corners (its curved back lies between them).
    xs, ys = [q0x, q2x, tipx, ax, bx], [q0y, q2y, tipy, ay, by]
    for q0, q1, q2, found in ((q0x, q1x, q2x, xs), (q0y, q1y, q2y, ys)):
        bow = q0 - 2 * q1 + q2
        with np.errstate(divide="ignore", invalid="ignore"):
            turn = np.where(bow != 0, (q0 - q1) / bow, 0.0)
        turn = np.clip(np.nan_to_num(turn), 0.0, 1.0)
        u = 1 - turn
        found.append(q0 * (u * u) + q1 * (2 * u * turn) + q2 * (turn * turn))
    table = np.column_stack((x0, y0, x1, y1, x2, y2, t0, t1, q0x, q0y, q1x, q1y, q2x, q2y, tipx, tipy,
                             ax, ay, tipx - backx * 0.72, tipy - backy * 0.72, bx, by, lx, ly,
                             np.min(xs, axis=0), np.min(ys, axis=0), np.max(xs, axis=0),
                             np.max(ys, axis=0))).tolist()
    for arrow, row in zip(arrows, table):
        arrow._set_geometry(row)


def _crossings(arrows: Sequence[ArrowItem], cells: Sequence[CellItem]) -> Iterator[int]:
    """Set ``bend`` on each straight arrow (lane 0) that would run through a third cell,
    and 0 on the others. A generator: it tests a block of arrows against every cell at once
    (numpy), then yields how many arrows it has done, so a long layout can be spread out."""
    index = {id(cell): i for i, cell in enumerate(cells)}
    xy = np.array([(c.pos().x(), c.pos().y()) for c in cells], dtype=float).reshape(-1, 2)
    reach = np.array([c.radius + 10 for c in cells], dtype=float)
    for arrow in arrows:
        arrow.bend = 0.0
    straight = [a for a in arrows if not a.lane]
    block = max(1, CROSSING_BLOCK // max(1, len(cells)))
    for first in range(0, len(straight) if len(cells) else 0, block):
        chunk = straight[first:first + block]
        ends = np.array([(a.source.pos().x(), a.source.pos().y(), a.target.pos().x(), a.target.pos().y())
                         for a in chunk], dtype=float)
        ax, ay = ends[:, 0:1], ends[:, 1:2]
        dx, dy = ends[:, 2:3] - ax, ends[:, 3:4] - ay
        length2 = dx * dx + dy * dy
        with np.errstate(divide="ignore", invalid="ignore"):
            t = ((xy[:, 0] - ax) * dx + (xy[:, 1] - ay) * dy) / length2
        gap = np.hypot(xy[:, 0] - (ax + t * dx), xy[:, 1] - (ay + t * dy))
        near = (t > 0) & (t < 1) & (gap < reach) & (length2 >= 1)
        for row, arrow in enumerate(chunk):
            for end in (arrow.source, arrow.target):  # its own cells are no obstacle
                column = index.get(id(end))
                if column is not None:
                    near[row, column] = False
        for arrow, bent in zip(chunk, near.any(axis=1).tolist()):
            arrow.bend = 1.4 if bent else 0.0
        yield len(chunk)


def avoid_cells(arrows: Sequence[ArrowItem], cells: Sequence[CellItem]) -> None:
    """Bend straight arrows that would run through a third cell, so every arrow is seen, and
    lay every arrow out (:func:`layout_arrows`). Blocks of arrows are tested against every
    cell at once (numpy): for a board at the format's limits (500 cells, 5,000 arrows) about
    a tenth of a second in all, then as much again for the layout."""
    for _ in _crossings(arrows, cells):
        pass
    layout_arrows(arrows)


def drawing_key(board: Board) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """What the items of a board are drawn from (its cells and arrows, not its name or
    description), as plain values: two boards with the same key look the same, so items
    made for one serve the other."""
    return (tuple((c.id, c.letter, c.start, c.x, c.y) for c in board.cells),
            tuple((a.source, a.target, a.color, a.letter) for a in board.arrows))


class BoardBuild:
    """The items of a board, made a slice at a time and not yet in any scene.

    :meth:`steps` does the work in slices of at most :data:`SLICE` items (cells, arrows, then
    their layout) and yields the share done after each, from 0 to 1; so a caller can run it
    at once (:meth:`run`) or between events with a progress bar
    (:func:`desktop.stepwise.run_steps`), and drop it to cancel: nothing on show changes
    until :meth:`add_to` puts the items in a scene. ``make_cell`` and ``make_arrow`` make
    the items (the board designer's are selectable); ``loops`` False leaves out arrows from
    a cell to itself. ``transpose`` and ``scale`` as in :func:`populate`.
    """

    def __init__(self, board: Board, transpose: bool | None = None, scale: float = LAYOUT_SCALE,
                 make_cell: Callable[[Cell], CellItem] | None = None,
                 make_arrow: Callable[[int, Arrow, CellItem, CellItem, float], ArrowItem] | None = None,
                 loops: bool = True) -> None:
        self.board = board
        self.key = drawing_key(board)
        xs = [c.x for c in board.cells] or [0.0]
        ys = [c.y for c in board.cells] or [0.0]
        if transpose is None:
            transpose = max(ys) - min(ys) > 1.2 * (max(xs) - min(xs))
        self.transposed = transpose
        self.scale = scale
        self.make_cell = make_cell or (lambda cell: CellItem(cell.id, cell.letter, cell.start))
        self.make_arrow = make_arrow or (lambda index, arrow, source, target, lane: ArrowItem(
            index, source, target, arrow.color, arrow.letter, lane, layout=False))
        self.loops = loops
        self.cells: dict[str, CellItem] = {}
        self.arrows: list[ArrowItem] = []
        self.layer: SketchLayer | None = None
        self.done = False

    def steps(self) -> Generator[float, None, None]:
        board, cells = self.board, self.cells
        total = len(board.cells) + 3 * len(board.arrows) or 1
        work = 0
        for first in range(0, len(board.cells), SLICE):
            for cell in board.cells[first:first + SLICE]:
                item = self.make_cell(cell)
                x, y = (cell.y, cell.x) if self.transposed else (cell.x, cell.y)
                item.setPos(x * self.scale, y * self.scale)
                cells[cell.id] = item
            work += len(board.cells[first:first + SLICE])
            yield work / total
        drawable = [(i, a) for i, a in enumerate(board.arrows) if a.source in cells and a.target in cells
                    and (self.loops or a.source != a.target)]
        lanes = assign_lanes([(a.source, a.target) for _, a in drawable])
        for first in range(0, len(drawable), SLICE):
            for (index, arrow), lane in zip(drawable[first:first + SLICE], lanes[first:first + SLICE]):
                self.arrows.append(self.make_arrow(index, arrow, cells[arrow.source], cells[arrow.target], lane))
            work += len(drawable[first:first + SLICE])
            yield work / total
        for count in _crossings(self.arrows, list(cells.values())):
            work += count
            yield work / total
        for first in range(0, len(self.arrows), SLICE):
            layout_arrows(self.arrows[first:first + SLICE])
            work += len(self.arrows[first:first + SLICE])
            yield work / total
        self.layer = SketchLayer(self.arrows)
        self.done = True
        yield 1.0

    def run(self) -> "BoardBuild":
        """All the steps at once."""
        for _ in self.steps():
            pass
        return self

    def items(self) -> list[QGraphicsItem]:
        return [*self.cells.values(), *self.arrows, *([self.layer] if self.layer is not None else [])]

    def add_to(self, scene: QGraphicsScene) -> None:
        for item in self.items():
            scene.addItem(item)


def populate(scene: QGraphicsScene, board: Board, transpose: bool | None = None,
             scale: float = LAYOUT_SCALE) -> tuple[dict[str, CellItem], list[ArrowItem], bool]:
    """Add items for every cell and arrow of ``board`` to ``scene``; returns the cell items
    by id, the arrow items in file order (an arrow's index is its position) and whether the
    layout was transposed.

    ``transpose`` None lays a board much taller than wide on its side (x and y swapped: the
    start moves from the top to the left), since windows are landscape; an editor passes
    False to keep the file's layout. ``scale``: scene units per file unit. Arrows to unknown
    cells are skipped, so a half-edited board still draws. (A large board can be made ahead,
    in slices: :class:`BoardBuild`.)"""
    build = BoardBuild(board, transpose, scale).run()
    build.add_to(scene)
    return build.cells, build.arrows, build.transposed
