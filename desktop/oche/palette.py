"""How each Oche arrow colour is drawn: hue, line pattern and glyph, in one table.

Hue alone fails colour-blind players (red, orange and green look alike to many), so every
colour also has its own dash pattern along the arrow and its own glyph on the arrow's label;
two arrows never share any of the three. The hues are the Okabe–Ito set, chosen to stay
apart under the common colour-vision deficiencies. The game scene, the side panel and a
board editor all read this table, so a colour looks the same everywhere.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from desktop.language import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class ArrowStyle:
    colour: QColor
    dashes: tuple[float, ...]
    """Qt dash pattern in pen widths; () is a solid line."""
    glyph: str
    """One of :data:`GLYPHS`: the shape drawn on the arrow's label."""


STYLES: dict[str, ArrowStyle] = {
    "black": ArrowStyle(QColor(44, 44, 48), (), ""),
    "blue": ArrowStyle(QColor(0, 114, 178), (), "circle"),
    "red": ArrowStyle(QColor(213, 50, 40), (3.0, 1.6), "triangle"),
    "green": ArrowStyle(QColor(0, 150, 110), (1.0, 1.4), "square"),
    "yellow": ArrowStyle(QColor(232, 190, 0), (4.0, 1.4, 1.0, 1.4), "star"),
    "purple": ArrowStyle(QColor(150, 80, 170), (4.0, 1.4, 1.0, 1.4, 1.0, 1.4), "diamond"),
    "orange": ArrowStyle(QColor(236, 140, 0), (6.0, 2.0), "cross"),
}
GLYPHS = ("circle", "triangle", "square", "star", "diamond", "cross")


def style(colour: str) -> ArrowStyle:
    """The style of a colour name; an unknown name (a board from a newer version) draws grey."""
    return STYLES.get(colour, ArrowStyle(QColor(128, 128, 128), (2.0, 2.0), "circle"))


def colour_label(colour: str) -> str:
    """The colour's name for people, translated (the file keeps the English key)."""
    return QCoreApplication.translate("oche.palette", _NAMES.get(colour, colour))


def predicate_text(colour: str, value: int | None) -> str:
    """An activated predicate as the rules pages write it in each language: BLUE(5), AZUL(5)."""
    return f"{colour_label(colour).upper()}({'' if value is None else value})"


_NAMES = {"black": QT_TRANSLATE_NOOP("oche.palette", "black"), "blue": QT_TRANSLATE_NOOP("oche.palette", "blue"),
          "red": QT_TRANSLATE_NOOP("oche.palette", "red"), "green": QT_TRANSLATE_NOOP("oche.palette", "green"),
          "yellow": QT_TRANSLATE_NOOP("oche.palette", "yellow"),
          "purple": QT_TRANSLATE_NOOP("oche.palette", "purple"),
          "orange": QT_TRANSLATE_NOOP("oche.palette", "orange")}


def glyph_path(glyph: str, centre: QPointF, size: float) -> QPainterPath:
    """A filled shape of about ``size`` across, centred on ``centre``."""
    r = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if glyph == "circle":
        path.addEllipse(centre, r * 0.9, r * 0.9)
    elif glyph == "square":
        path.addRect(QRectF(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6))
    elif glyph == "triangle":
        path.moveTo(x, y - r)
        path.lineTo(x + r * 0.95, y + r * 0.75)
        path.lineTo(x - r * 0.95, y + r * 0.75)
        path.closeSubpath()
    elif glyph == "diamond":
        path.moveTo(x, y - r)
        path.lineTo(x + r * 0.8, y)
        path.lineTo(x, y + r)
        path.lineTo(x - r * 0.8, y)
        path.closeSubpath()
    elif glyph == "star":
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            point = QPointF(x + radius * math.cos(angle), y + radius * math.sin(angle))
            path.lineTo(point) if i else path.moveTo(point)
        path.closeSubpath()
    elif glyph == "cross":
        w = r * 0.38
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def colour_icon(colour: str, size: int = 16) -> QIcon:
    """A small swatch with the colour's glyph, for lists and menus."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = style(colour)
    painter.setPen(QPen(s.colour.darker(150), 1))
    painter.setBrush(s.colour)
    painter.drawPath(glyph_path(s.glyph or "circle", QPointF(size / 2, size / 2), size - 2))
    painter.end()
    return QIcon(pixmap)
