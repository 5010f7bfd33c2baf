"""The app's widget style: Fusion (so the palette holds on every platform), with the marks of
check boxes and radio buttons drawn in the theme's colours.

Fusion outlines those marks with the window colour darkened, which on the dark theme's window
is nearly the window itself: an unchecked radio button in a dialog could not be seen, a checked
one was a faint dot. Here the outline is the theme's muted text colour (the accent when
checked or pointed at), a checked radio button has an accent dot, a checked box is filled with
the accent and ticked, in both themes and in menus alike.

A toolbar too narrow for its tools shows a button to the rest (the designer's at 640 pixels):
Fusion draws its chevrons in a fixed dark grey, faint on the dark theme, so they are drawn in
the theme's text colour here, and again when the theme changes.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QToolBar,
                               QToolButton, QWidget)

from desktop import theme

_MARKS = (QStyle.PrimitiveElement.PE_IndicatorRadioButton, QStyle.PrimitiveElement.PE_IndicatorCheckBox)
_EXTENSIONS = {QStyle.StandardPixmap.SP_ToolBarHorizontalExtensionButton: "more",
               QStyle.StandardPixmap.SP_ToolBarVerticalExtensionButton: "more_down"}
_EXTENSION_NAME = "qt_toolbar_ext_button"
"""Qt's name for a toolbar's button to the tools that do not fit."""


class ThemedStyle(QProxyStyle):
    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        theme.signals.changed.connect(_recolour_extensions)

    def standardIcon(self, standard_icon: QStyle.StandardPixmap, option: QStyleOption | None = None,  # noqa: N802
                     widget: QWidget | None = None) -> QIcon:
        name = _EXTENSIONS.get(standard_icon)
        if name is not None:
            return theme.icon(name)
        return super().standardIcon(standard_icon, option, widget)

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802 (Qt's name)
                      painter: QPainter, widget: QWidget | None = None) -> None:
        if element not in _MARKS:
            super().drawPrimitive(element, option, painter, widget)
            return
        state = option.state
        enabled = bool(state & QStyle.StateFlag.State_Enabled)
        on = bool(state & QStyle.StateFlag.State_On)
        partly = bool(state & QStyle.StateFlag.State_NoChange)
        hovered = bool(state & QStyle.StateFlag.State_MouseOver) and enabled
        side = min(option.rect.width(), option.rect.height()) - 2
        box = QRectF(0, 0, side, side)
        box.moveCenter(QRectF(option.rect).center())
        accent = theme.color("ui.accent") if enabled else theme.color("ui.muted")
        edge = accent if (on or partly or hovered) else theme.color("ui.muted" if enabled else "ui.border")
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(edge, 1.5))
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.setBrush(theme.color("ui.panel"))
            painter.drawEllipse(box.adjusted(0.75, 0.75, -0.75, -0.75))
            if on:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(accent)
                inner = side * 0.25
                painter.drawEllipse(box.center(), inner, inner)
        else:
            painter.setBrush(accent if on or partly else theme.color("ui.panel"))
            painter.drawRoundedRect(box.adjusted(0.75, 0.75, -0.75, -0.75), 3, 3)
            ink = QPen(theme.color("ui.accent_text"), max(1.6, side / 7), Qt.PenStyle.SolidLine,
                       Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            painter.setPen(ink)
            if partly:
                painter.drawLine(QPointF(box.left() + side * 0.25, box.center().y()),
                                 QPointF(box.right() - side * 0.25, box.center().y()))
            elif on:
                tick = QPainterPath(QPointF(box.left() + side * 0.24, box.top() + side * 0.52))
                tick.lineTo(QPointF(box.left() + side * 0.43, box.top() + side * 0.72))
                tick.lineTo(QPointF(box.left() + side * 0.77, box.top() + side * 0.30))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(tick)
        painter.restore()


def _recolour_extensions() -> None:
    """A toolbar's extension button takes its icon once, when made: give the open ones the
    new theme's."""
    for widget in QApplication.allWidgets():
        toolbar = widget.parentWidget()
        if widget.objectName() == _EXTENSION_NAME and isinstance(widget, QToolButton) \
                and isinstance(toolbar, QToolBar):
            vertical = toolbar.orientation() == Qt.Orientation.Vertical
            widget.setIcon(widget.style().standardIcon(QStyle.StandardPixmap.SP_ToolBarVerticalExtensionButton
                                                       if vertical else
                                                       QStyle.StandardPixmap.SP_ToolBarHorizontalExtensionButton))
