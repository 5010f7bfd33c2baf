"""The move list shows every entry whole, in numbered rows without holes (issue 28, point 11):
a seat's two decisions on two lines (quantum tic-tac-toe's measurement and the placement
after it, Oche's number and arrow), a long one wrapped, a tile turned up after a capture in
the capturer's cell, and the checkers notation explained in tooltips."""
import pytest
from PySide6.QtCore import QRect, Qt

from desktop.move_list import CELL_PADDING
from desktop.session import Seat
from desktop.settings import set_value

# quantum: X measures O2 and then places X3; Oche level I: O's number and arrow, P resets;
# checkers: White's 1 takes 22x15x6 under XOR (a tile turns up), then Black replies.
RECORDS = {
    "quantum_ttt": "X1:1-2 O2:1-2 m1 X3:3-4",
    "oche": "x=1 a0 reset x=2 a0",
}
CHECKERS_START = "W:W22/1,27/0,30/1,31/0:B7/1,10/0,11/0,18/0,3/0:XOR"


def cut_cells(moves):
    """Cells whose text needs more room than the cell has: taller than its row, or a word
    wider than its column (a word cannot wrap)."""
    metrics = moves.fontMetrics()
    problems = []
    for r in range(moves.rowCount()):
        for column in (1, 2):
            item = moves.item(r, column)
            if item is None or not item.text():
                continue
            width = moves.columnWidth(column) + (moves.columnWidth(2) if moves.columnSpan(r, column) == 2 else 0)
            width -= CELL_PADDING
            needed = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, item.text()).height()
            widest = max(metrics.horizontalAdvance(word) for word in item.text().split())
            if needed > moves.rowHeight(r) - CELL_PADDING // 2 or widest > width:
                problems.append((item.text(), width, needed, moves.rowHeight(r)))
    return problems


def open_with(window, game_id, record=None):
    set_value("view/animationSpeed", "off")
    page = window.open_game(game_id)
    page.session.new_game(page.session.game, (Seat(), Seat()))
    if record:
        page.play_record(record)
    return page


def checkers_after_a_capture_and_a_reply(window, qtbot):
    from rules.programmers_checkers.game import CheckersGame
    page = window.open_game("programmers_checkers")
    set_value("view/animationSpeed", "off")
    page.session.new_game(CheckersGame(start=CHECKERS_START), (Seat(), Seat()), seed=5)
    for n in (22, 15, 6):
        page.scene.click_square(n)
    qtbot.waitUntil(lambda: page.session.state.to_move() == 1, timeout=3000)
    page.scene.click_square(3)
    page.scene.click_square(8)
    return page


@pytest.mark.parametrize("size", [(1280, 900), (640, 480)], ids=["1280x900", "640x480"])
def test_every_entry_is_shown_whole(window, qtbot, size):
    window.resize(*size)
    for game_id, record in RECORDS.items():
        page = open_with(window, game_id, record)
        if page.fold_bar.isVisible():
            page.fold_bar.toggle.setChecked(True)  # the Panel button opens the column
        qtbot.waitUntil(lambda: page.moves.isVisible(), timeout=2000)
        qtbot.wait(20)
        assert cut_cells(page.moves) == [], game_id
    assert open_with(window, "quantum_ttt", RECORDS["quantum_ttt"]).moves.item(1, 1).text() \
        == "X measures: O2 → 1\nX3: 3–4"  # X's own placement on a line of its own
    page = checkers_after_a_capture_and_a_reply(window, qtbot)
    if page.fold_bar.isVisible():
        page.fold_bar.toggle.setChecked(True)
    qtbot.wait(20)
    assert cut_cells(page.moves) == []


def test_a_tile_turned_up_after_a_capture_leaves_no_half_row(window, qtbot):
    page = checkers_after_a_capture_and_a_reply(window, qtbot)
    rows = page.moves.rows()
    assert rows[-1].startswith("1. 22x15x6, ") and rows[-1].endswith(" turned up  3-8"), rows
    assert page.moves.rowCount() == 2, rows  # the next tile turned up at the start, then move 1, both sides


def test_the_checkers_notation_is_explained(window, qtbot):
    page = checkers_after_a_capture_and_a_reply(window, qtbot)
    capture, reply = page.moves.item(1, 1), page.moves.item(1, 2)
    assert capture.toolTip().startswith("22x15x6: the stone on 22 (c3) jumps to 15 (e5), 6 (c7), taking 18 (d4), 10 (d6).")
    assert "turned up: a tile of the pile is laid face up" in capture.toolTip()
    assert reply.toolTip() == "3-8: the stone on 3 (f8) moves to 8 (g7)."
    page.start_new_game()
    page.scene.click_square(21)  # a set-up, then another seat's
    page.scene.confirm_setup()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    page.scene.confirm_setup()
    qtbot.waitUntil(lambda: page.moves.rowCount() >= 1, timeout=3000)
    assert page.moves.item(0, 1).toolTip() == \
        "011111111111: the bits of White's stones on 21 to 32, in that order (11 show 1)."
    flip = page.session.game.parse_move("11~")
    assert page.ui.move_explained(flip, page.session.state) == \
        "11~: the stone on 11 (f6) is turned over (its bit changes)."
