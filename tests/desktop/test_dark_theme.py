"""The dark theme switched on while the app runs (issue 28, point 9): what was painted for
the light theme follows (Oche's newest predicate, the designer's canvas), and the marks of
radio buttons and check boxes can be seen on a dark dialog."""
import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle, QStyleOptionButton, QVBoxLayout, QWidget

from desktop import theme
from desktop.oche.window import open_designer
from desktop.settings import set_value

from .test_run_settings import menu_action


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture
def dark(window):
    """Switches to the dark theme as a person does, in the View menu; light again after."""
    def switch():
        menu_action(window, "&View", "Theme", "Dark").trigger()
        assert theme.is_dark()
    yield switch
    theme.set_choice(theme.LIGHT)


def test_oches_newest_predicate_is_readable_after_a_live_switch(window, qtbot, dark):
    set_value("view/animationSpeed", "off")
    page = window.open_game("oche")
    page.ui.start_level(1, False)
    qtbot.waitUntil(lambda: page.session.is_human_turn(), timeout=5000)
    panel = next(card for card in page.column.findChildren(QWidget) if type(card).__name__ == "OcheSidePanel")
    newest = panel.predicates.item(0)
    assert newest.text().endswith("← newest")
    dark()
    background, ink = newest.background().color(), newest.foreground().color()
    assert background == theme.color("ui.selection") and contrast(background, ink) >= 4.5


@pytest.mark.parametrize("kind", [QRadioButton, QCheckBox])
def test_unchecked_marks_stand_out_of_a_dark_dialog(qtbot, window, dark, kind):
    dark()
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    buttons = [kind("Against the computer"), kind("Two people")]
    buttons[0].setChecked(True)
    for button in buttons:
        layout.addWidget(button)
    box.show()
    qtbot.waitExposed(box)
    window_colour = box.palette().window().color()
    for button in buttons:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        element = QStyle.SubElement.SE_RadioButtonIndicator if kind is QRadioButton \
            else QStyle.SubElement.SE_CheckBoxIndicator
        rect = button.style().subElementRect(element, option, button)
        image = button.grab().toImage()
        best = max(contrast(image.pixelColor(QPoint(x, y)), window_colour)
                   for x in range(rect.left(), rect.right() + 1) for y in range(rect.top(), rect.bottom() + 1))
        assert best >= 3.0, (button.text(), button.isChecked(), best)


def test_the_designers_canvas_follows_the_theme(window, qtbot, dark):
    designer = open_designer(window)
    designer.open_level(3)
    qtbot.waitExposed(designer.view)
    viewport = designer.view.viewport()
    corner = viewport.grab().toImage().pixelColor(QPoint(3, 3))
    assert corner == theme.color("table.top")  # the table around the paper
    dark()
    qtbot.wait(20)
    image = viewport.grab().toImage()
    assert image.pixelColor(QPoint(3, 3)) == theme.color("table.top") != corner
    inside = designer.view.mapFromScene(designer.scene.paper_rect().topLeft()) + QPoint(12, 12)
    assert contrast(image.pixelColor(inside), theme.color("table.top")) > 3  # the sheet stays paper


def test_the_designers_overflow_chevrons_stand_out_in_both_themes(window, qtbot, dark):
    """At 640x480 the designer's tools do not all fit: the button to the rest must be seen."""
    from PySide6.QtWidgets import QToolButton
    window.resize(640, 480)
    designer = open_designer(window)
    qtbot.waitExposed(designer.view)
    extension = designer.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    qtbot.waitUntil(extension.isVisible, timeout=5000)

    def best_contrast() -> float:
        image = extension.grab().toImage()
        background = theme.color("ui.window")
        return max(contrast(image.pixelColor(x, y), background)
                   for x in range(image.width()) for y in range(image.height()))
    assert best_contrast() >= 4.5
    dark()
    qtbot.wait(20)
    assert best_contrast() >= 4.5  # Fusion's own chevrons are dark grey: about 1.5 here
