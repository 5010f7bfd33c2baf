"""How Programmer's Checkers looks: board colours, stones with their bit, operator tiles.

The bit is the game: every stone carries a large 1 or 0 on its face, in the colour that
contrasts most with the stone, so it reads without telling colours apart. A king is two
stones, the lower one's rim showing under the top one, with a small crown over the digit.
Each operator tile has its name, its logic symbol and a colour of its own (the colour only
helps; the name is always written).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient

from desktop import theme

SQUARE = 72.0
MARGIN = 34.0
BOARD = 8 * SQUARE
LIGHT = QColor("#ecd9b4")
DARK = QColor("#8b5e3c")
EDGE = QColor("#4a2f1c")
STONE_FILL = (QColor("#f3eee2"), QColor("#2b2b30"))
STONE_EDGE = (QColor("#9d927c"), QColor("#0c0c0e"))
DIGIT = (QColor("#1d1f24"), QColor("#fbfbf7"))
"""Dark digits on White's stones, white digits on Black's: the contrast does not need colour vision."""
MUST = QColor("#e8572a")
"""The ring of a stone that must capture (with a "!" badge, so it is not colour alone)."""

SYMBOL = {"AND": "∧", "OR": "∨", "XOR": "⊕", "NAND": "↑", "NOR": "↓", "IMP": "→", "EQ": "≡"}
TILE_COLOUR = {"AND": QColor("#2f6fb0"), "OR": QColor("#2f8f5b"), "XOR": QColor("#b0562f"),
               "NAND": QColor("#6a4fb0"), "NOR": QColor("#8f2f6a"), "IMP": QColor("#7a7a22"),
               "EQ": QColor("#2f8a8f")}


def font(pixels: float, bold: bool = False) -> QFont:
    f = theme.font("body")
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def paint_stone(painter: QPainter, centre: QPointF, radius: float, seat: int, king: bool,
                bit: int | None, width: float = 1.0) -> None:
    """One stone (a king as two) centred at ``centre``; ``bit`` None draws a "?" (a bit not
    revealed yet). ``width`` squeezes it horizontally while it turns over."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill, edge = STONE_FILL[seat], STONE_EDGE[seat]
    rx = radius * max(0.02, width)
    layers = ((QPointF(0, radius * 0.16), 0.8), (QPointF(0, -radius * 0.06), 1.0)) if king else \
        ((QPointF(0, 0), 1.0),)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(QRectF(centre.x() - rx + 2, centre.y() - radius + 4 + (radius * 0.16 if king else 0),
                               2 * rx, 2 * radius))
    top = centre
    for offset, shade in layers:
        c = centre + offset
        gradient = QRadialGradient(c.x() - rx * 0.35, c.y() - radius * 0.4, radius * 1.5)
        base = QColor(fill)
        if shade < 1:
            base = base.darker(118)
        gradient.setColorAt(0.0, base.lighter(125 if seat == 0 else 170))
        gradient.setColorAt(1.0, base)
        painter.setBrush(gradient)
        painter.setPen(QPen(edge, 1.6))
        painter.drawEllipse(QRectF(c.x() - rx, c.y() - radius, 2 * rx, 2 * radius))
        top = c
    if width > 0.35:
        inner = radius * 0.8
        painter.setPen(QPen(QColor(edge.red(), edge.green(), edge.blue(), 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(top.x() - inner * width, top.y() - inner, 2 * inner * width, 2 * inner))
        painter.setPen(DIGIT[seat] if bit is not None else QColor(DIGIT[seat].red(), DIGIT[seat].green(),
                                                                   DIGIT[seat].blue(), 150))
        text = "?" if bit is None else str(bit)
        painter.setFont(font(radius * 1.15, True))
        painter.save()
        painter.translate(top)
        painter.scale(width, 1.0)
        painter.drawText(QRectF(-radius, -radius * 0.92, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, text)
        if king:
            painter.setFont(font(radius * 0.42, True))
            painter.drawText(QRectF(-radius, -radius * 0.98, 2 * radius, radius * 0.5),
                             Qt.AlignmentFlag.AlignCenter, "♛")
        painter.restore()
    painter.restore()


def paint_tile(painter: QPainter, rect: QRectF, op: str | None, *, face_up: bool = True,
               width: float = 1.0, dim: bool = False) -> None:
    """An operator tile in ``rect``: the name large, the symbol under it. ``op`` None or
    ``face_up`` False draws its back; ``width`` squeezes it while it turns over."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width() * max(0.02, width)
    box = QRectF(rect.center().x() - w / 2, rect.top(), w, rect.height())
    radius = rect.height() * 0.12
    path = QPainterPath()
    path.addRoundedRect(box, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawPath(path.translated(2, 3))
    if op is None or not face_up:
        painter.setBrush(theme.color("ui.panel_alt"))
        painter.setPen(QPen(theme.color("ui.border"), 1.5))
        painter.drawPath(path)
        painter.setPen(QPen(theme.color("ui.border"), 1.2, Qt.PenStyle.DotLine))
        painter.drawRoundedRect(box.adjusted(6, 6, -6, -6), radius * 0.6, radius * 0.6)
        painter.restore()
        return
    colour = QColor(TILE_COLOUR[op])
    if dim:
        colour.setAlpha(150)
    painter.setBrush(colour)
    painter.setPen(QPen(colour.darker(140), 1.5))
    painter.drawPath(path)
    if width > 0.3:
        painter.translate(box.center())
        painter.scale(width, 1.0)
        h = rect.height()
        painter.setPen(QColor("#ffffff"))
        painter.setFont(font(h * (0.3 if len(op) < 4 else 0.24), True))
        painter.drawText(QRectF(-rect.width() / 2, -h * 0.42, rect.width(), h * 0.45), Qt.AlignmentFlag.AlignCenter, op)
        painter.setFont(font(h * 0.32, True))
        painter.drawText(QRectF(-rect.width() / 2, h * 0.02, rect.width(), h * 0.4), Qt.AlignmentFlag.AlignCenter,
                         SYMBOL[op])
    painter.restore()
