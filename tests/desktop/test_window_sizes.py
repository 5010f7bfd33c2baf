"""Every page at a small, a middle and a large window: nothing clipped or cut short.

A label that wraps must be tall enough for its text at its width; one that does not wrap must
be wide enough; a button must be wide enough for its text. Labels and buttons that are not
visible (a folded side column) are not checked: they are not shown.
"""
import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolBar, QToolButton

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
    for toolbar in window.findChildren(QToolBar):
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if toolbar.isVisibleTo(window) and extension is not None and extension.isVisibleTo(window) \
                and blank(extension):
            problems.append(f"toolbar {toolbar.windowTitle()!r}: the button to the tools that do not fit is blank")
    return problems


def blank(widget) -> bool:
    """Nothing drawn on ``widget`` but its background (one colour)."""
    image = widget.grab().toImage()
    return len({image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}) <= 1


def settled(window, qtbot):
    """What stays clipped for a second. A label whose text just changed (the computer starts
    thinking, the forecast of Oche's analysis arrives) is laid out again on the next pass of the
    event loop: only what stays clipped is a fault."""
    problems = clipped(window)
    for _ in range(20):
        if not problems:
            break
        qtbot.wait(50)
        problems = clipped(window)
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_page_clips_its_text(window, qtbot, size):
    window.resize(*size)
    found = {}
    for name in PAGES:
        open_page(window, name)
        qtbot.wait(30)
        problems = settled(window, qtbot)
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


def test_the_check_sees_a_toolbar_whose_overflow_button_is_blank(qtbot):
    from PySide6.QtWidgets import QVBoxLayout, QWidget
    box = QWidget()
    qtbot.addWidget(box)
    toolbar = QToolBar("tools")
    for number in range(12):
        toolbar.addAction(f"tool number {number}")
    QVBoxLayout(box).addWidget(toolbar)
    box.setFixedWidth(200)
    box.show()
    qtbot.waitExposed(box)
    assert clipped(box) == []  # the overflow button shows its arrows
    toolbar.setStyleSheet("QToolBarExtension { padding: 0px 6px; }")  # no room left for them
    qtbot.wait(20)
    assert clipped(box) == ["toolbar 'tools': the button to the tools that do not fit is blank"]


def overlapping(window):
    """Visible labels of one parent whose rectangles overlap (a card's two lines drawn over
    each other)."""
    found = []
    parents = {}
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.text() and label.parentWidget() is not None:
            parents.setdefault(id(label.parentWidget()), []).append(label)
    for labels in parents.values():
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                if a.geometry().intersects(b.geometry()):
                    found.append(f"{a.text()[:30]!r} overlaps {b.text()[:30]!r}")
    return found


@pytest.mark.parametrize("code", ["en", "pt"])
@pytest.mark.parametrize("game", [e.id for e in entries()])
def test_the_folded_panel_opened_at_640x480_cuts_nothing(qapp, qtbot, game, code):
    """Issue 28, point 10: at 640x480 the Panel button opens the side column beside the board;
    its cards were cut ("▸ P · Propone") and their lines drawn over each other."""
    from PySide6.QtCore import QLocale
    from desktop.app import install_translations
    from .conftest import open_window
    translators = install_translations(qapp, QLocale(code)) if code != "en" else []
    try:
        window = open_window(qtbot)
        window.resize(640, 480)
        page = window.open_game(game)
        qtbot.waitUntil(lambda: page.fold_bar.isVisible())
        page.fold_bar.toggle.click()
        qtbot.waitUntil(lambda: page.column.isVisible())
        qtbot.wait(50)
        assert settled(window, qtbot) == [] and overlapping(page.column) == []
        assert page.column.width() >= 300 and page.view.width() >= 240
        window.close()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


@pytest.mark.parametrize("panel", [False, True])
def test_oches_chips_and_caption_are_legible_at_640x480(window, qtbot, panel):
    """Issue 28, point 10: the letter chips shrank to about 5 px (empty boxes with the Panel
    open). Now drawn at nine tenths of their size at least, inside the view, apart."""
    from desktop.oche.chooser import CHIP_H
    from desktop.settings import set_value
    set_value("view/animationSpeed", "off")
    window.resize(640, 480)
    page = window.open_game("oche")
    page.ui.start_level(3, False)
    qtbot.waitUntil(lambda: len(page.scene.tray.chips) == 2, timeout=5000)
    if panel:
        page.fold_bar.toggle.click()
    qtbot.wait(50)
    view = page.view
    shown = [view.mapFromScene(page.scene.tray.chip_rect(i)).boundingRect() for i in range(2)]
    for rect in shown:
        assert rect.height() >= 0.85 * CHIP_H and view.viewport().rect().contains(rect)
    assert not shown[0].intersects(shown[1])
    caption = view.mapFromScene(page.scene.caption.sceneBoundingRect()).boundingRect()
    assert caption.height() >= 14 and view.viewport().rect().contains(caption)
    assert page.scene.sceneRect().contains(page.scene.caption.sceneBoundingRect())
