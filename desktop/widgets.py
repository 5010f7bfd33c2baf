"""Small widgets every page's side panel is built from, so all pages look alike."""
from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QFrame, QGridLayout, QLabel, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from desktop import theme

W = TypeVar("W", bound=QWidget)


class Card(QFrame):
    """A rounded panel with an optional heading: the side panel's unit of layout."""

    def __init__(self, heading: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("card", True)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(10, 8, 10, 10)
        self.body.setSpacing(6)
        self.heading: QLabel | None = None
        if heading:
            self.heading = label(heading, "subheading")
            self.body.addWidget(self.heading)

    def add(self, widget: W, stretch: int = 0) -> W:
        self.body.addWidget(widget, stretch)
        return widget


def label(text: str = "", role: str = "body", wrap: bool = True) -> QLabel:
    """A plain-text label in the type scale. Text from a file or a person is never read as
    markup: every label made here is plain text unless the caller asks otherwise."""
    widget = QLabel(text)
    widget.setTextFormat(Qt.TextFormat.PlainText)
    widget.setWordWrap(wrap)
    widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    theme.set_role(widget, role)
    return widget


class VerticalScroll(QScrollArea):
    """A column that scrolls up and down, never sideways: its content always takes the full
    width (side panels, the home page), so a short window scrolls instead of clipping."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        inner = self.widget()
        if inner is not None:
            inner.setMinimumWidth(self.viewport().width())


class ButtonRow(QWidget):
    """Buttons side by side while they fit, otherwise in as many rows as needed: a longer
    translation makes the row wrap instead of cutting a button's text."""

    def __init__(self, buttons: list[QAbstractButton], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = buttons
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.columns = len(buttons)
        self._place()

    def _fit(self, width: int) -> int:
        widest = max(b.sizeHint().width() for b in self.buttons)
        spacing = max(0, self.grid.horizontalSpacing())
        for columns in range(len(self.buttons), 1, -1):
            if widest * columns + spacing * (columns - 1) <= width:
                return columns
        return 1

    def _place(self) -> None:
        for button in self.buttons:
            self.grid.removeWidget(button)
        for column in range(len(self.buttons)):
            self.grid.setColumnStretch(column, 1 if column < self.columns else 0)
        for i, button in enumerate(self.buttons):
            self.grid.addWidget(button, i // self.columns, i % self.columns)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        """One column's width: the row may be narrower than its buttons side by side."""
        hint = super().minimumSizeHint()
        return QSize(max(b.minimumSizeHint().width() for b in self.buttons), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        columns = self._fit(event.size().width())
        if columns != self.columns:
            self.columns = columns
            self._place()


class ListKeys(QObject):
    """Keys typed in an open drop-down list belong to the list: a letter moves to the item it
    starts (the designer's Letter list), instead of firing the page's one-key shortcuts (X:
    Delete mode). Installed on each combo box's popup view with :func:`keep_list_keys`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            taken = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier \
                | Qt.KeyboardModifier.MetaModifier
            if not event.modifiers() & taken:
                event.accept()  # the list wants the key: no shortcut fires
        return False


def keep_list_keys(parent: QWidget) -> ListKeys:
    """Give the keys typed in the open lists of every combo box inside ``parent`` to the list."""
    keys = ListKeys(parent)
    for combo in parent.findChildren(QComboBox):
        combo.view().installEventFilter(keys)
    return keys
