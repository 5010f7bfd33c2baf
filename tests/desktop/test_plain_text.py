"""Text from a file is shown as text, never as markup (a board named <img src=/dev/zero> made
the app read /dev/zero until it died): every page, every label, every tooltip."""
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from rules.oche.levels import level_dict
from desktop.oche.window import open_designer

HOSTILE = '<img src="/dev/zero">'


def hostile_board():
    board = level_dict(1)
    board["name"] = HOSTILE + " board"
    board["title"] = HOSTILE + " title"
    board["description"] = "<b>bold?</b> " + HOSTILE
    for cell in board["cells"]:
        old = cell["id"]
        cell["id"] = f"<i>{old}</i>"
        for arrow in board["arrows"]:
            for end in ("from", "to"):
                if arrow[end] == old:
                    arrow[end] = cell["id"]
    return board


def markup_labels(widget):
    """Labels that would read their text as markup and whose text holds markup."""
    return [label.text() for label in widget.findChildren(QLabel)
            if label.textFormat() != Qt.TextFormat.PlainText
            and any(mark in label.text() for mark in ("<img", "<b>bold", "<i>s</i>", "<i>a</i>", "<i>w</i>"))]


def test_hostile_names_are_plain_text_in_the_game_and_the_designer(window, tmp_path, qtbot):
    path = tmp_path / "hostile.oche.json"
    path.write_text(json.dumps(hostile_board()))
    game = window.open_game("oche")
    assert game.ui.open_board(str(path))
    qtbot.waitUntil(lambda: game.session.is_human_turn() or game.session.state.is_terminal(), timeout=5000)
    window.grab()  # paints every label
    assert markup_labels(window) == []
    assert HOSTILE in game.ui.side.level_title.text() and game.ui.side.level_title.textFormat() == Qt.TextFormat.PlainText
    editor = open_designer(window)
    assert editor.open_path(str(path), ask=False)
    editor.scene.select(["<i>s</i>"])
    window.grab()
    assert markup_labels(window) == []
    tips = [item.toolTip() for item in editor.scene.items() if item.toolTip()]
    assert tips and all("<i>" not in tip for tip in tips) and any("&lt;i&gt;" in tip for tip in tips)
    assert HOSTILE in window.windowTitle() or "hostile" in window.windowTitle()
