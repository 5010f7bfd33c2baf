"""No empty box: every symbol the app draws is in the font it ships, and every font it draws
with falls back to that font (issue 28, point 8)."""
import importlib.util
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QRawFont
from PySide6.QtWidgets import QApplication, QLabel

from desktop import symbol_font, theme
from desktop.programmers_checkers.look import font as checkers_font

ROOT = Path(__file__).resolve().parents[2]


def builder():
    """packaging/symbol_font.py (a script; ``packaging`` is also a library's name)."""
    spec = importlib.util.spec_from_file_location("symbol_font_builder", ROOT / "packaging" / "symbol_font.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_symbol_the_app_draws_is_in_the_shipped_font(qapp):
    wanted = builder().symbols(ROOT)
    assert "✓" in wanted and "♛" in wanted and "⊕" in wanted  # the scan finds what the scenes draw
    raw = QRawFont(symbol_font.path(), 16)
    assert raw.isValid() and raw.familyName() == symbol_font.FAMILY
    missing = [f"U+{ord(ch):04X} {ch}" for ch in wanted if not raw.supportsCharacter(ord(ch))]
    assert missing == []
    metrics = QFontMetrics(QFont(symbol_font.FAMILY))
    assert all(metrics.inFontUcs4(ord(ch)) for ch in wanted)


def test_every_font_the_app_draws_with_falls_back_to_the_symbol_font(qapp):
    theme.apply(qapp)
    assert QApplication.font().families()[-1] == symbol_font.FAMILY
    label = QLabel("♛")
    theme.set_role(label, "heading")
    for font in (QFont(), theme.font("small"), label.font(), checkers_font(15, True)):
        assert font.families()[-1] == symbol_font.FAMILY, font.families()
    theme.apply(qapp)  # applied again (a theme switch): listed once
    assert QApplication.font().families().count(symbol_font.FAMILY) == 1


def test_the_padlock_is_drawn_as_a_shape(qapp):
    """The rules' bar on a person's own single threat: a padlock drawn in the square's corner
    (the emoji was an empty box where the system has no emoji font)."""
    from desktop.wildcats.scene import SQUARE, CellItem
    from rules.wildcats.moves import parse_square
    images = []
    for barred in (False, True):
        cell = CellItem(parse_square("C3"))
        cell.set_state(barred=barred)
        image = QImage(int(SQUARE), int(SQUARE), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        cell.paint(painter, None)
        painter.end()
        images.append(image)
    ink = QColor(90, 80, 70)
    corner = [(x, y) for x in range(4, 30) for y in range(int(SQUARE) - 30, int(SQUARE) - 2)]
    inked = [p for p in corner if images[1].pixelColor(*p) == ink]
    assert len(inked) > 60 and not any(images[0].pixelColor(*p) == ink for p in corner)
