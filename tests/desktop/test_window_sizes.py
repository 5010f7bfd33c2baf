"""Every page at a small, a middle and a large window: nothing clipped or cut short.

A label that wraps must be tall enough for its text at its width; one that does not wrap must
be wide enough; a button must be wide enough for its text. Labels and buttons that are not
visible (a folded side column) are not checked: they are not shown.
"""
import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from desktop.games import entries
from desktop.theme import BUTTON_PADDING_X
from desktop.oche.window import open_designer

SIZES = [(640, 480), (1024, 768), (1920, 1080)]
PAGES = ["home", *(e.id for e in entries()), "designer", "rules"]


def open_page(window, name):
    if name == "home":
        window.tabs.setCurrentIndex(0)
    elif name == "designer":
        open_designer(window).open_level(3)
    elif name == "rules":
        window.open_rules("quantum_ttt")
    else:
        window.open_game(name)


def clipped(window):
    problems = []
    for label in window.findChildren(QLabel):
        if not label.isVisibleTo(window) or not label.text() or label.pixmap() is not None and not label.pixmap().isNull():
            continue
        rect = label.contentsRect()
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                problems.append(f"label {label.text()[:40]!r}: needs {need}px height, has {label.height()}")
        else:
            width = max(label.fontMetrics().horizontalAdvance(line) for line in label.text().split("\n"))
            if width > rect.width() + 1:
                problems.append(f"label {label.text()[:40]!r}: needs {width}px width, has {rect.width()}")
    for button in window.findChildren(QAbstractButton):
        if not button.isVisibleTo(window) or not button.text() or button.parent() is None:
            continue
        if type(button).__name__ in ("QToolButton",):  # toolbars elide into their extension menu
            continue
        text = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
        need = text + 2 * BUTTON_PADDING_X + 2  # the text, the style sheet's padding, the border
        if need > button.width() + 1:
            problems.append(f"button {button.text()!r}: needs {need}px, has {button.width()}")
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_page_clips_its_text(window, qtbot, size):
    window.resize(*size)
    found = {}
    for name in PAGES:
        open_page(window, name)
        qtbot.wait(30)
        # A label whose text just changed (the computer starts thinking) is laid out again on
        # the next pass of the event loop: only what stays clipped for a second is a fault.
        problems = clipped(window)
        for _ in range(20):
            if not problems:
                break
            qtbot.wait(50)
            problems = clipped(window)
        if problems:
            found[name] = problems
    assert window.width() == size[0] and window.height() == size[1]
    assert found == {}


@pytest.mark.parametrize("code", ["it", "pt", "ro", "cs"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_page_clips_its_text_in_any_language(qapp, qtbot, size, code):
    """Translations are often longer than English: the same check in every language."""
    from PySide6.QtCore import QLocale

    from desktop.app import install_translations

    from .conftest import open_window
    translators = install_translations(qapp, QLocale(code))
    try:
        window = open_window(qtbot)
        test_no_page_clips_its_text(window, qtbot, size)
        window.close()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def test_the_check_sees_a_clipped_label_and_a_cut_button(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    short = QLabel("a label much too long for its twenty pixels")
    short.setFixedWidth(20)
    wrapped = QLabel("a wrapping label squeezed into a box of ten pixels in height")
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(60, 10)
    button = QPushButton("a button with a long text")
    button.setFixedWidth(30)
    for widget in (short, wrapped, button):
        layout.addWidget(widget)
    box.show()
    assert len(clipped(box)) == 3
