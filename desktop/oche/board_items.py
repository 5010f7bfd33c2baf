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
  (:func:`avoid_cells` then bends straight arrows that would cross a third cell);
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

import numpy as np
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath,
                           QPainterPathStroker, QPen, QRadialGradient)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsObject, QGraphicsScene, QStyle, QStyleOptionGraphicsItem,
                               QWidget)

from desktop.oche.palette import glyph_path, style
from rules.oche.board import Board

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
            self.update()

    def set_emphasis(self, emphasis: Emphasis) -> None:
        if emphasis is not self.emphasis:
            self.emphasis = emphasis
            self.setZValue(7 if emphasis in (Emphasis.OPEN, Emphasis.HINT, Emphasis.TAKEN) else 5)
            self.update()

    # --- geometry ----------------------------------------------------------------------
    def _bezier(self, t: float) -> QPointF:
        u = 1 - t
        return self._p0 * (u * u) + self._p1 * (2 * u * t) + self._p2 * (t * t)

    def _tangent(self, t: float) -> QPointF:
        return (self._p1 - self._p0) * (2 * (1 - t)) + (self._p2 - self._p1) * (2 * t)

    def point_at(self, t: float) -> QPointF:
        """The point at ``t`` in [0, 1] on the centre-to-centre curve (scene coordinates)."""
        return self.mapToScene(self._bezier(min(1.0, max(0.0, t))))

    def _t_at_distance(self, centre: QPointF, distance: float, from_end: bool) -> float:
        """The curve parameter where the curve leaves a circle of ``distance`` round ``centre``.
        Plain float arithmetic: a board of 5,000 arrows bisects this 20,000 times."""
        x0, y0, x1, y1, x2, y2 = (self._p0.x(), self._p0.y(), self._p1.x(), self._p1.y(),
                                  self._p2.x(), self._p2.y())
        cx, cy, limit = centre.x(), centre.y(), distance * distance
        lo, hi = (0.5, 1.0) if from_end else (0.0, 0.5)
        for _ in range(22):  # 2^-22 of the curve: far below a pixel
            mid = (lo + hi) / 2
            u = 1 - mid
            a, b, c = u * u, 2 * u * mid, mid * mid
            dx, dy = x0 * a + x1 * b + x2 * c - cx, y0 * a + y1 * b + y2 * c - cy
            if (dx * dx + dy * dy < limit) != from_end:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    def _segment(self, a: float, b: float) -> QPainterPath:
        """The exact quadratic piece of the curve between parameters ``a`` and ``b``."""
        q0, q2 = self._bezier(a), self._bezier(b)
        q1 = self._p0 * ((1 - a) * (1 - b)) + self._p1 * ((1 - a) * b + a * (1 - b)) + self._p2 * (a * b)
        path = QPainterPath(q0)
        path.quadTo(q1, q2)
        return path

    def update_geometry(self) -> None:
        """Re-read both cells' positions (call when a cell moved, or after a lane change)."""
        self.prepareGeometryChange()
        self.setPos(0, 0)
        p0, p2 = self.source.pos(), self.target.pos()
        line = QLineF(p0, p2)
        length = max(line.length(), 1e-6)
        normal = QPointF(-(p2.y() - p0.y()) / length, (p2.x() - p0.x()) / length)
        mid = (p0 + p2) / 2
        self._p0, self._p2 = p0, p2
        self._p1 = mid + normal * ((self.lane + self.bend) * LANE_SPACING)
        head = self.head_length()
        self._t0 = self._t_at_distance(p0, self.source.radius + 3, False)
        self._t1 = self._t_at_distance(p2, self.target.radius + 3, True)
        tip = self._bezier(self._t1)
        t_line = self._t_at_distance(tip, head * 0.6, True) if self._t1 > self._t0 else self._t1
        t_line = max(self._t0, min(self._t1, t_line))
        self._path = self._segment(self._t0, t_line)
        tangent = self._tangent(self._t1)
        angle = math.atan2(tangent.y(), tangent.x())
        wing = head * 0.55
        back = QPointF(math.cos(angle), math.sin(angle)) * head
        side = QPointF(-math.sin(angle), math.cos(angle)) * wing
        self._head = QPainterPath(tip)
        self._head.lineTo(tip - back + side)
        self._head.quadTo(tip - back * 0.72, tip - back - side)
        self._head.closeSubpath()
        self._label_at = self._bezier((self._t0 + self._t1) / 2)
        self.update()

    def head_length(self) -> float:
        return 13.0 if self.colour == "black" else 16.0

    def line_width(self) -> float:
        return 2.6 if self.colour == "black" else 4.2

    def label_rect(self) -> QRectF:
        if self.colour == "black":
            return QRectF(self._label_at, self._label_at)
        w = (38.0 if self.letter else 22.0) + (13.0 if self.locked else 0.0)
        return QRectF(self._label_at.x() - w / 2, self._label_at.y() - 11, w, 22)

    def label_pos(self) -> QPointF:
        return self.mapToScene(self._label_at)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().united(self._head.boundingRect()) \
            .united(self.label_rect()).adjusted(-12, -12, 12, 12)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(16)
        path = stroker.createStroke(self._path)
        path.addPath(self._head)
        label = QPainterPath()
        label.addRoundedRect(self.label_rect().adjusted(-2, -2, 2, 2), 8, 8)
        return path.united(label)

    # --- interaction and drawing -----------------------------------------------------
    def hoverEnterEvent(self, event: object) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered = self.keyboard_focus
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
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


def avoid_cells(arrows: Sequence[ArrowItem], cells: Sequence[CellItem]) -> None:
    """Bend straight arrows that would run through a third cell, so every arrow is seen.
    Every cell is tested against an arrow at once (numpy): a board at the format's limits
    (500 cells, 5,000 arrows) is laid out in a moment."""
    index = {id(cell): i for i, cell in enumerate(cells)}
    xy = np.array([(c.pos().x(), c.pos().y()) for c in cells], dtype=float).reshape(-1, 2)
    reach = np.array([c.radius + 10 for c in cells], dtype=float)
    for arrow in arrows:
        arrow.bend = 0.0
        if arrow.lane:
            arrow.update_geometry()
            continue
        a, b = arrow.source.pos(), arrow.target.pos()
        ax, ay, dx, dy = a.x(), a.y(), b.x() - a.x(), b.y() - a.y()
        length2 = dx * dx + dy * dy
        if length2 >= 1 and len(xy):
            t = ((xy[:, 0] - ax) * dx + (xy[:, 1] - ay) * dy) / length2
            gap = np.hypot(xy[:, 0] - (ax + t * dx), xy[:, 1] - (ay + t * dy))
            near = (t > 0) & (t < 1) & (gap < reach)
            for end in (arrow.source, arrow.target):
                near[index[id(end)]] = False
            arrow.bend = 1.4 if bool(near.any()) else 0.0
        arrow.update_geometry()



def populate(scene: QGraphicsScene, board: Board, transpose: bool | None = None,
             scale: float = LAYOUT_SCALE) -> tuple[dict[str, CellItem], list[ArrowItem], bool]:
    """Add items for every cell and arrow of ``board`` to ``scene``; returns the cell items
    by id, the arrow items in file order (an arrow's index is its position) and whether the
    layout was transposed.

    ``transpose`` None lays a board much taller than wide on its side (x and y swapped: the
    start moves from the top to the left), since windows are landscape; an editor passes
    False to keep the file's layout. ``scale``: scene units per file unit. Arrows to unknown
    cells are skipped, so a half-edited board still draws."""
    xs = [c.x for c in board.cells] or [0.0]
    ys = [c.y for c in board.cells] or [0.0]
    if transpose is None:
        transpose = max(ys) - min(ys) > 1.2 * (max(xs) - min(xs))
    cells: dict[str, CellItem] = {}
    for cell in board.cells:
        item = CellItem(cell.id, cell.letter, cell.start)
        x, y = (cell.y, cell.x) if transpose else (cell.x, cell.y)
        item.setPos(x * scale, y * scale)
        scene.addItem(item)
        cells[cell.id] = item
    drawable = [(i, a) for i, a in enumerate(board.arrows) if a.source in cells and a.target in cells]
    lanes = assign_lanes([(a.source, a.target) for _, a in drawable])
    arrows: list[ArrowItem] = []
    for (index, arrow), lane in zip(drawable, lanes):
        item = ArrowItem(index, cells[arrow.source], cells[arrow.target], arrow.color, arrow.letter, lane,
                         layout=False)
        scene.addItem(item)
        arrows.append(item)
    avoid_cells(arrows, list(cells.values()))
    return cells, arrows, transpose
