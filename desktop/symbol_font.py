"""The symbols the app draws, always drawable: a small font shipped in ``resources/fonts``.

The system's font draws the text; for a symbol it lacks (✓ ♛ ⊕ ↺ on some systems), Qt falls
back to the next family of the font's list before it gives up with an empty box. The
application font's list therefore ends with "Ludoteca Symbols" (GNU FreeSerif's glyphs for
every symbol found in the app, made by ``packaging/symbol_font.py``), and every font made
from it (``QFont()``, :func:`desktop.theme.font`, a widget's font) inherits the list.
"""
from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from desktop.app import resources_dir

FAMILY = "Ludoteca Symbols"
_loaded: list[str] | None = None


def path() -> str:
    return str(resources_dir() / "fonts" / "LudotecaSymbols.ttf")


def install(app: QApplication) -> bool:
    """Load the font once and put it last in the application font's families; False if it
    could not be loaded (a damaged install: the system's fonts still draw what they can)."""
    global _loaded
    if _loaded is None:
        font_id = QFontDatabase.addApplicationFont(path())
        _loaded = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if FAMILY not in _loaded:
        return False
    font = app.font()
    families = [f for f in font.families() or [font.family()] if f != FAMILY]
    if font.families() != [*families, FAMILY]:
        font.setFamilies([*families, FAMILY])
        app.setFont(font)
    return True
