"""Ludoteca's one visual language: a palette and a type scale shared by every page.

Themes are data (Iagno's way): ``resources/themes/<name>.json`` hold the colours of the
widgets (``ui``), of the table every board stands on (``table``), of notices, marks and the
evaluation graph, and of the boards that follow the theme (``quantum``). A board's physical
pieces keep their own colours in every theme (Othello's green felt and black and white discs,
Oche's parchment and gold token). Players are never told apart by hue alone: each game
draws its sides with different shapes or glyphs as well.

The theme follows the system's light or dark scheme unless the person picks one in
View → Theme; :func:`apply` sets Qt's palette, the Fusion style (so the palette holds on
every platform) and one style sheet for panels, cards and buttons; pages and scenes that
paint themselves read :func:`color` when they paint and repaint on :data:`signals.changed`.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QByteArray, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from desktop import symbol_font
from desktop.app import resources_dir
from desktop.settings import drop_override, overridden, settings

SYSTEM, LIGHT, DARK = "system", "light", "dark"
CHOICES = (SYSTEM, LIGHT, DARK)

TYPE_SCALE = {"title": 1.9, "heading": 1.3, "subheading": 1.1, "body": 1.0, "small": 0.9}
"""Font sizes relative to the application font, for every label that has a role."""


class _Signals(QObject):
    changed = Signal()
    """The theme changed: widgets that paint themselves should repaint."""


signals = _Signals()


@lru_cache(maxsize=None)
def load(name: str) -> dict[str, Any]:
    """A theme's data; an unknown name is the light theme."""
    path = resources_dir() / "themes" / f"{name}.json"
    if not path.is_file():
        path = resources_dir() / "themes" / f"{LIGHT}.json"
    return json.loads(path.read_text(encoding="utf-8"))


_current: dict[str, Any] | None = None


def current() -> dict[str, Any]:
    return _current if _current is not None else load(resolved_choice())


def is_dark() -> bool:
    return bool(current().get("dark"))


def color(key: str) -> QColor:
    """A colour of the current theme by dotted key, e.g. ``"ui.accent"``, ``"quantum.tile"``."""
    node: Any = current()
    for part in key.split("."):
        node = node[part]
    return QColor(_qt_hex(node))


def _qt_hex(value: str) -> str:
    """Theme files write CSS-style ``#rrggbbaa``; Qt reads ``#aarrggbb``."""
    if len(value) == 9:
        return "#" + value[7:9] + value[1:7]
    return value


KEY = "view/theme"


def choice() -> str:
    """This run's ``--theme``, else the person's choice in View → Theme."""
    value = overridden(KEY)
    if value is None:
        value = str(settings().value(KEY, SYSTEM))
    return value if value in CHOICES else SYSTEM


def resolved_choice() -> str:
    """The theme to show: the person's choice, or the system's scheme."""
    picked = choice()
    if picked != SYSTEM:
        return picked
    hints = QGuiApplication.styleHints() if QGuiApplication.instance() else None
    if hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark:
        return DARK
    return LIGHT


def font(role: str, base: QFont | None = None, bold: bool | None = None) -> QFont:
    """A font of the type scale: ``role`` is one of :data:`TYPE_SCALE`'s keys."""
    f = QFont(base) if base is not None else QFont(QApplication.font())
    size = f.pointSizeF() if f.pointSizeF() > 0 else 10.0
    f.setPointSizeF(size * TYPE_SCALE[role])
    f.setBold(bold if bold is not None else role in ("title", "heading", "subheading"))
    return f


def set_role(widget: QWidget, role: str) -> QWidget:
    """Give a label its place in the type scale (the style sheet reads the property)."""
    widget.setProperty("role", role)
    widget.setFont(font(role, widget.font()) if role != "muted" else widget.font())
    return widget


def palette() -> QPalette:
    pal = QPalette()
    c = color
    roles = QPalette.ColorRole
    for role, key in ((roles.Window, "ui.window"), (roles.WindowText, "ui.text"), (roles.Base, "ui.panel"),
                      (roles.AlternateBase, "ui.panel_alt"), (roles.Text, "ui.text"), (roles.Button, "ui.panel"),
                      (roles.ButtonText, "ui.text"), (roles.Highlight, "ui.accent"),
                      (roles.HighlightedText, "ui.accent_text"), (roles.ToolTipBase, "ui.tooltip"),
                      (roles.ToolTipText, "ui.tooltip_text"), (roles.PlaceholderText, "ui.muted"),
                      (roles.Link, "ui.accent"), (roles.BrightText, "ui.danger"), (roles.Mid, "ui.border"),
                      (roles.Midlight, "ui.panel_alt"), (roles.Light, "ui.panel"), (roles.Dark, "ui.border")):
        pal.setColor(role, c(key))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(disabled, role, c("ui.muted"))
    return pal


BUTTON_PADDING_X = 12
"""A push button's padding left and right of its text (the window-size test checks texts fit)."""


def style_sheet() -> str:
    """Panels and cards with rounded borders, the type scale's roles, primary buttons."""
    c = {k: color(f"ui.{k}").name() for k in current()["ui"]}
    return f"""
QFrame[card="true"] {{ background: {c['panel']}; border: 1px solid {c['border']}; border-radius: 8px; }}
QFrame[card="true"] QLabel {{ background: transparent; }}
QLabel[role="muted"], QLabel[role="small"] {{ color: {c['muted']}; }}
QLabel[role="title"] {{ color: {c['text']}; }}
QPushButton {{ padding: 5px {BUTTON_PADDING_X}px; border: 1px solid {c['border']}; border-radius: 6px; background: {c['panel']}; }}
QPushButton:hover {{ border-color: {c['accent']}; }}
QPushButton:disabled {{ color: {c['muted']}; }}
QPushButton[primary="true"] {{ background: {c['accent']}; color: {c['accent_text']}; border-color: {c['accent']};
  font-weight: bold; }}
QPushButton[primary="true"]:hover {{ background: {c['accent_hover']}; }}
QPushButton[primary="true"]:disabled {{ background: {c['panel_alt']}; color: {c['muted']}; border-color: {c['border']}; }}
QListWidget, QTextBrowser {{ border: 1px solid {c['border']}; border-radius: 6px; }}
QToolBar {{ border: none; spacing: 2px; }}
QToolButton {{ padding: 3px 6px; border-radius: 5px; }}
QToolButton:hover {{ background: {c['panel_alt']}; }}
QToolButton:checked {{ background: {c['selection']}; }}
QToolBarExtension {{ padding: 0px; }}
QTabBar::tab {{ padding: 5px 12px; }}
"""


def apply(app: QApplication | None = None) -> None:
    """Show the current theme on the whole application and tell the self-painted widgets."""
    global _current
    if app is None:
        running = QApplication.instance()  # (typed as the core application)
        app = running if isinstance(running, QApplication) else None
    _current = load(resolved_choice())
    if app is None:
        return
    if app.property("ludotecaStyle") is not True:
        from desktop.style import ThemedStyle
        app.setStyle(ThemedStyle())  # Fusion, its check marks in the theme's colours
        app.setProperty("ludotecaStyle", True)
    symbol_font.install(app)
    app.setPalette(palette())
    app.setStyleSheet(style_sheet())
    signals.changed.emit()


def set_choice(value: str) -> None:
    """The person's choice, stored and shown at once (it replaces a ``--theme`` of this run)."""
    drop_override(KEY)
    settings().setValue(KEY, value if value in CHOICES else SYSTEM)
    apply()


def follow_system(app: QApplication) -> None:
    """Re-apply when the system switches between light and dark (if the person did not pick)."""
    app.styleHints().colorSchemeChanged.connect(lambda _scheme: apply(app) if choice() == SYSTEM else None)


def icon(name: str) -> QIcon:
    """A toolbar icon from ``resources/icons/actions/<name>.svg``, drawn in the theme's text
    colour (and its muted colour when the action is disabled)."""
    source = (resources_dir() / "icons" / "actions" / f"{name}.svg").read_text(encoding="utf-8")
    result = QIcon()
    for mode, key in ((QIcon.Mode.Normal, "ui.text"), (QIcon.Mode.Disabled, "ui.muted")):
        renderer = QSvgRenderer(QByteArray(source.replace("currentColor", color(key).name()).encode("utf-8")))
        for size in (20, 24, 40, 48):
            pixmap = QPixmap(size, size)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            renderer.render(painter)
            painter.end()
            result.addPixmap(pixmap, mode)
    return result
