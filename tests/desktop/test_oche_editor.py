"""The Oche board designer driven like a person: clicks, drags, the panels, files, analysis."""
import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from desktop.oche.board_items import LAYOUT_SCALE, Emphasis
from desktop.oche_editor.scene import Mode
from rules.oche.levels import level_dict, level_path
from desktop.oche.window import DESIGNER, open_designer

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def answers(boxes):
    """Scripted answers to the unsaved-changes question (Discard once the script runs out),
    and the questions asked."""
    return boxes.answers, boxes.asked


@pytest.fixture
def editor(answers, window, qtbot):
    ed = open_designer(window)
    qtbot.waitExposed(ed.view)
    return ed


def vp(ed, point):
    return ed.view.mapFromScene(point)


def click(ed, point, double=False):
    if double:
        QTest.mouseDClick(ed.view.viewport(), LEFT, NONE, vp(ed, point))
    else:
        QTest.mouseClick(ed.view.viewport(), LEFT, NONE, vp(ed, point))


def drag(ed, a, b):
    viewport = ed.view.viewport()
    start, end = vp(ed, a), vp(ed, b)
    QTest.mousePress(viewport, LEFT, NONE, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (k / 5))
    QTest.mouseRelease(viewport, LEFT, NONE, end)


def cell_pos(ed, cell_id):
    return ed.scene.cells[cell_id].scenePos()


def arrow_point(ed, index):
    return ed.scene.arrow_item(index).point_at(0.5)


def choose(combo, data):
    index = combo.findData(data)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def board(ed):
    return ed.doc.to_dict()


def test_build_by_mouse_undo_to_empty_redo_save_reload(editor, window, tmp_path):
    ed = editor
    assert window.current_page() is ed and "Designer" in window.windowTitle()
    ed.mode_actions[Mode.ADD_CELL].trigger()
    assert ed.scene.mode is Mode.ADD_CELL
    g = 39.0  # one snap step in scene units
    for x, y in ((-3 * g, 0), (3 * g, 0), (0, 3 * g)):
        click(ed, QPointF(x + 5, y - 4))  # off the grid: snapping puts it back
    assert [(c.id, c.x, c.y, c.start) for c in ed.doc.board.cells] == [
        ("c1", -90, 0, True), ("c2", 90, 0, False), ("c3", 0, 90, False)]

    ed.mode_actions[Mode.ADD_ARROW].trigger()
    drag(ed, cell_pos(ed, "c1"), cell_pos(ed, "c2"))
    drag(ed, cell_pos(ed, "c1"), cell_pos(ed, "c2"))  # a parallel arrow
    drag(ed, cell_pos(ed, "c2"), cell_pos(ed, "c3"))
    drag(ed, cell_pos(ed, "c3"), QPointF(-300, 150))  # onto nothing: no arrow
    drag(ed, cell_pos(ed, "c3"), cell_pos(ed, "c3"))  # onto itself: no arrow
    assert [(a.source, a.target) for a in ed.doc.board.arrows] == [("c1", "c2"), ("c1", "c2"), ("c2", "c3")]
    lanes = [ed.scene.arrow_item(i).lane for i in range(3)]
    assert lanes[0] != lanes[1]  # parallel arrows are separate curves

    ed.mode_actions[Mode.SELECT].trigger()
    click(ed, cell_pos(ed, "c1"))
    assert ed.scene.selected_cells() == ["c1"]
    choose(ed.properties.cell_letter, "x")
    for index, colour in ((0, "blue"), (1, "red")):
        click(ed, arrow_point(ed, index))  # each parallel arrow is selectable on its own curve
        assert ed.scene.selected_arrows() == [index]
        choose(ed.properties.arrow_colour, colour)
    click(ed, cell_pos(ed, "c3"))
    ed.properties.start_box.click()  # the wings move to c3
    assert [c.id for c in ed.doc.board.cells if c.start] == ["c3"]
    ed.undo_stack.undo()
    assert [c.id for c in ed.doc.board.cells if c.start] == ["c1"]
    ed.undo_stack.redo()
    drag(ed, cell_pos(ed, "c3"), cell_pos(ed, "c3") + QPointF(0, 2 * g))
    assert (ed.doc.cell("c3").x, ed.doc.cell("c3").y) == (0, 150)

    built = board(ed)
    assert built["arrows"] == [{"from": "c1", "to": "c2", "color": "blue", "letter": "x"},
                               {"from": "c1", "to": "c2", "color": "red", "letter": "x"},
                               {"from": "c2", "to": "c3", "color": "black"}]
    assert ed.doc.problems() == [] and ed.act_play.isEnabled()
    steps = ed.undo_stack.count()
    assert steps == 3 + 3 + 1 + 2 + 1 + 1  # cells, arrows, letter, colours, start, move
    assert window.windowTitle().startswith("Designer · Untitled board *")

    seen = [json.dumps(board(ed), sort_keys=True)]
    while ed.undo_stack.canUndo():
        window.act_undo.trigger()
        seen.append(json.dumps(board(ed), sort_keys=True))
    assert ed.doc.board.cells == [] and ed.doc.board.arrows == [] and not ed.scene.cells and not ed.scene.arrows
    assert not window.act_undo.isEnabled()
    while ed.undo_stack.canRedo():
        window.act_redo.trigger()
        seen.pop()
        assert json.dumps(board(ed), sort_keys=True) == seen[-1]
    assert board(ed) == built and len(ed.scene.arrows) == 3

    path = tmp_path / "mine.oche.json"
    assert ed.save_to(str(path))
    assert not ed.is_modified() and "*" not in window.windowTitle() and "mine.oche.json" in window.windowTitle()
    assert ed.new_board() and ed.doc.board.cells == []
    assert ed.open_path(str(path))
    assert board(ed) == built
    assert json.loads(path.read_text()) == built


def test_dragging_a_cell_is_one_undo_step(editor):
    ed = editor
    ed.open_level(1)
    before = board(ed)
    start = cell_pos(ed, "a")
    viewport = ed.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, vp(ed, start))
    for k in range(1, 12):
        QTest.mouseMove(viewport, vp(ed, start + QPointF(10 * k, 4 * k)))
    QTest.mouseRelease(viewport, LEFT, NONE, vp(ed, start + QPointF(110, 44)))
    assert ed.undo_stack.count() == 1
    moved = ed.doc.cell("a")
    assert (moved.x, moved.y) != (120, 120)
    assert (moved.x * LAYOUT_SCALE) % 39 == 0  # snapped
    for arrow in ed.scene.cells["a"].arrows:  # the arrows followed the cell
        assert (arrow.point_at(1.0) - ed.scene.cells["a"].pos()).manhattanLength() < 1 or \
            (arrow.point_at(0.0) - ed.scene.cells["a"].pos()).manhattanLength() < 1
    ed.undo()
    assert board(ed) == before
    ed.scene.select(["a", "w"])
    ed.view.setFocus()
    for _ in range(3):
        QTest.keyClick(ed.view, Qt.Key.Key_Right)
    QTest.keyClick(ed.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert (ed.doc.cell("a").x, ed.doc.cell("a").y, ed.doc.cell("w").x) == (210, 125, 210)
    assert ed.scene.cells["a"].pos() == QPointF(210 * LAYOUT_SCALE, 125 * LAYOUT_SCALE)
    assert ed.undo_stack.count() == 1  # the nudges merged
    ed.undo()
    assert board(ed) == before


def test_template_is_a_copy_keeping_unknown_keys(editor, tmp_path):
    ed = editor
    ed.open_level(4)
    assert ed.path is None and ed.doc.board.name.endswith("(copy)")
    data = board(ed)
    original = level_dict(4)
    assert data["formula"] == original["formula"] and data["cells"] == original["cells"]
    assert ed.open_path(str(level_path(2)))  # opening a level's file also gives a copy
    assert ed.path is None and ed.doc.board.name == "Level II (copy)"


def test_bad_files_give_messages_and_lose_nothing(editor, warnings, tmp_path):
    ed = editor
    ed.open_level(2)
    kept = board(ed)
    cases = {"notjson.oche.json": "{not json", "list.oche.json": "[1, 2]",
             "huge.oche.json": json.dumps({"format": "oche-board/1", "pad": "x" * (1024 * 1024 + 10)}),
             "shape.oche.json": json.dumps({"format": "oche-board/1", "cells": "none"})}
    for name, text in cases.items():
        path = tmp_path / name
        path.write_text(text)
        assert not ed.open_path(str(path))
        assert board(ed) == kept and ed.path is None
    assert len(warnings) == 4
    assert "not valid JSON" in warnings[0][1] and "too large" in warnings[2][1] and "cells" in warnings[3][1]
    assert not ed.open_path(str(tmp_path / "missing.oche.json"))
    assert len(warnings) == 5

    draft = level_dict(1)
    draft["cells"][1]["start"] = True
    draft["arrows"].append({"from": "w", "to": "nowhere", "color": "black", "letter": "q"})
    path = tmp_path / "draft.oche.json"
    path.write_text(json.dumps(draft))
    assert ed.open_path(str(path))  # a draft opens, with its problems said and listed
    assert warnings[-1][0] == "The board has problems" and "2 start cells" in warnings[-1][1]
    assert ed.problems.list.count() == 3
    assert not ed.act_play.isEnabled() and not ed.act_analyse.isEnabled()
    assert not ed.play_test(False, True)
    assert ed.save_to(str(tmp_path / "again.oche.json"))  # drafts save
    assert json.loads((tmp_path / "again.oche.json").read_text()) == draft


def test_draft_in_the_levels_folder_opens_as_an_unsaved_copy(editor, warnings, tmp_path, monkeypatch):
    """A file beside the built-in levels is a template even when it has problems: it opens
    as a copy with no file (Save asks where), and the problems name the file it came from."""
    import desktop.oche_editor.page as page
    monkeypatch.setattr(page, "level_path", lambda number: tmp_path / f"level-{number}.oche.json")
    draft = level_dict(1)
    draft["cells"][1]["start"] = True
    (tmp_path / "custom.oche.json").write_text(json.dumps(draft))
    assert editor.open_path(str(tmp_path / "custom.oche.json"), ask=False)
    assert editor.path is None and editor.doc.board.name.endswith("(copy)")
    assert warnings[-1][0] == "The board has problems" and "custom.oche.json" in warnings[-1][1]


def test_validation_panel_lists_problems_and_selects_the_culprit(editor, warnings, tmp_path):
    ed = editor
    assert ed.problems.list.count() == 1 and "no cells" in ed.problems.list.item(0).text()
    draft = level_dict(1)
    draft["cells"][2]["start"] = True
    path = tmp_path / "two.oche.json"
    path.write_text(json.dumps(draft))
    ed.open_path(str(path))
    listing = ed.problems.list
    assert listing.count() == 1 and "2 start cells" in listing.item(0).text()
    rect = listing.visualItemRect(listing.item(0))
    QTest.mouseClick(listing.viewport(), LEFT, NONE, rect.center())
    assert sorted(ed.scene.selected_cells()) == ["s", "w"]
    ed.scene.select(["s"])
    assert ed.properties.start_box.isChecked()
    ed.properties.start_box.click()  # unchecking would leave a board without a start: ignored
    assert ed.doc.starts() == ["s", "w"] and ed.properties.start_box.isChecked()
    ed.scene.select(["a"])
    ed.properties.start_box.click()
    assert ed.doc.starts() == ["a"] and ed.doc.problems() == []
    # only a warning is left: from the new start, cell s can no longer be reached
    assert [listing.item(i).text()[:1] for i in range(listing.count())] == ["⚠"]
    assert ed.problems.summary.text() == "The board can be played, but look at the 1 warning first."


def test_delete_mode_keys_and_in_place_edit(editor, qtbot):
    ed = editor
    ed.open_level(1)
    ed.view.setFocus()
    QTest.keyClick(ed.view, Qt.Key.Key_C)
    assert ed.scene.mode is Mode.ADD_CELL
    QTest.keyClick(ed.view, Qt.Key.Key_Escape)
    assert ed.scene.mode is Mode.SELECT
    click(ed, cell_pos(ed, "a"), double=True)
    assert ed.inplace.is_open()
    ed.inplace.edit.setText("y")
    QTest.keyClick(ed.inplace.edit, Qt.Key.Key_Return)
    assert ed.doc.cell("a").letter == "y"
    click(ed, arrow_point(ed, 2), double=True)
    ed.inplace.edit.setText("green z")
    QTest.keyClick(ed.inplace.edit, Qt.Key.Key_Return)
    assert (ed.doc.board.arrows[2].color, ed.doc.board.arrows[2].letter) == ("green", "z")
    QTest.keyClick(ed.view, Qt.Key.Key_X)
    assert ed.scene.mode is Mode.DELETE
    click(ed, arrow_point(ed, 3))
    assert len(ed.doc.board.arrows) == 3
    click(ed, cell_pos(ed, "a"))  # the cell goes with its arrows
    assert [c.id for c in ed.doc.board.cells] == ["s", "w"] and ed.doc.board.arrows == []
    ed.undo()
    assert len(ed.doc.board.arrows) == 3 and ed.doc.board.arrows[2].color == "green"
    QTest.keyClick(ed.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert ed.scene.mode is Mode.SELECT and len(ed.scene.selected_cells()) == 3
    ed.scene.select(["w"], [0])
    QTest.keyClick(ed.view, Qt.Key.Key_Delete)
    assert [c.id for c in ed.doc.board.cells] == ["s", "a"] and len(ed.doc.board.arrows) == 1
    ed.undo()  # the whole selection comes back in one step
    assert len(ed.doc.board.arrows) == 3 and len(ed.doc.board.cells) == 3


def test_analysis_and_solution_steps(editor, qtbot):
    ed = editor
    ed.open_level(1)
    ed.act_analyse.trigger()
    qtbot.waitUntil(lambda: ed.analysis.result is not None, timeout=5000)
    assert ed.analysis.result["winner"] == "P" and ed.analysis.result["plies"] == 2
    assert "P wins in 2 turns" in ed.analysis.verdict.text() and "reduced positions" in ed.analysis.verdict.text()
    ed.analysis.solution_button.click()
    assert ed.scene.cells["s"].lit
    ed.analysis.next_button.click()  # O sets x
    ed.analysis.next_button.click()  # O crosses
    crossed = ed.analysis.steps()[1]["arrow"]
    assert ed.scene.arrow_item(crossed).emphasis is Emphasis.HINT and ed.scene.cells["a"].lit
    ed.analysis.next_button.click()
    assert ed.scene.cells["w"].lit and not ed.analysis.next_button.isEnabled()
    assert "Step 3 of 3" in ed.analysis.step_label.text()
    ed.analysis.previous_button.click()
    assert ed.scene.cells["a"].lit
    ed.scene.select(["a"])
    choose(ed.properties.cell_letter, "y")  # an edit makes the answer stale
    assert ed.analysis.result is None and not ed.scene.cells["a"].lit
    assert "changed" in ed.analysis.verdict.text()
    ed.open_level(4)
    ed.analyse()
    qtbot.waitUntil(lambda: ed.analysis.result is not None, timeout=10000)
    assert ed.analysis.result["winner"] == level_dict(4).get("human", "P") or ed.analysis.result["winner"] in "PO"


def test_play_test_opens_the_game_page(editor, window, qtbot):
    ed = editor
    ed.open_level(1)
    ed.play_test(False, True)
    page = window.current_page()
    assert page is not None and page.game_id == "oche"
    assert page.ui._custom == {**board(ed), "title": "Level I (copy)"}
    assert not page.session.seats[0].computer and page.session.seats[1].computer
    qtbot.waitUntil(lambda: page.session.is_human_turn(), timeout=5000)
    assert page.scene.caption.text() == "Custom board · Level I (copy)"


def test_export_png_and_svg(editor, tmp_path):
    from PySide6.QtGui import QImage
    ed = editor
    ed.open_level(3)
    assert ed.export(str(tmp_path / "b.png"), "png")
    image = QImage(str(tmp_path / "b.png"))
    assert not image.isNull() and image.width() > 200
    assert ed.export(str(tmp_path / "b.svg"), "svg")
    svg = (tmp_path / "b.svg").read_text()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg and "</svg>" in svg


def test_unsaved_changes_are_asked_about(editor, window, answers, tmp_path):
    script, asked = answers
    ed = editor
    ed.scene.add_cell_at(QPointF(0, 0))
    assert ed.is_modified() and window.tabs.tabText(window.tabs.indexOf(ed)).endswith("*")
    script.append(QMessageBox.StandardButton.Cancel)
    assert not ed.open_level(2)
    assert len(asked) == 1 and len(ed.doc.board.cells) == 1
    script.append(QMessageBox.StandardButton.Cancel)
    window.close_tab(window.tabs.indexOf(ed))
    assert window.tools.get(DESIGNER) is ed and len(asked) == 2
    script.append(QMessageBox.StandardButton.Cancel)
    assert not window.close() and len(asked) == 3
    path = tmp_path / "saved.oche.json"
    script.append(QMessageBox.StandardButton.Save)
    ed.path = str(path)  # Save writes to the known path without a dialog
    assert ed.new_board() and path.exists() and len(asked) == 4
    ed.scene.add_cell_at(QPointF(0, 0))
    window.close_tab(window.tabs.indexOf(ed))  # Discard
    assert window.tools.get(DESIGNER) is None and len(asked) == 5


def test_tools_menu_opens_the_designer(window):
    tools = next(m for m in window.menuBar().actions() if m.text() == "&Tools").menu()
    designer, = [a for a in tools.actions() if a.text() == "Oche board &designer…"]
    assert designer.shortcut().toString() == "Ctrl+E"
    designer.trigger()
    assert window.current_page() is window.tools.get(DESIGNER)
    assert "Play-test…" in [a.text() for a in window.game_menu.actions()]
    window.tabs.setCurrentIndex(0)
    assert window.current_page() is not window.tools.get(DESIGNER)


def test_home_button_opens_the_designer(window):
    window.home.cards["oche"].findChild(QPushButton, "designer").click()
    assert window.current_page() is window.tools.get(DESIGNER) is not None


def test_mode_keys_work_after_choosing_a_letter_in_the_panel(editor):
    """Bug (#14): pressing A after choosing a letter changed the cell's letter to "a"."""
    ed = editor
    ed.open_level(1)
    ed.scene.select(["a"])
    letter = ed.doc.cell("a").letter
    ed.properties.cell_letter.setFocus()
    QTest.keyClick(ed.properties.cell_letter, Qt.Key.Key_A)
    assert ed.scene.mode is Mode.ADD_ARROW and ed.doc.cell("a").letter == letter
    QTest.keyClick(ed.properties.cell_letter, Qt.Key.Key_S)
    assert ed.scene.mode is Mode.SELECT and ed.doc.cell("a").letter == letter


def test_the_canvas_keeps_its_zoom_when_the_mode_changes_after_adding_cells(editor):
    """Bug (#14): S after adding cells re-zoomed the canvas (the help line's length changed)."""
    ed = editor
    ed.mode_actions[Mode.ADD_CELL].trigger()
    for x in (-100, 100):
        click(ed, QPointF(x, 0))
    before = (ed.view.zoom(), ed.view.mapToScene(ed.view.viewport().rect().center()))
    QTest.keyClick(ed.view, Qt.Key.Key_S)
    assert ed.scene.mode is Mode.SELECT
    assert (ed.view.zoom(), ed.view.mapToScene(ed.view.viewport().rect().center())) == before


def test_an_unreachable_cell_is_flagged(editor):
    ed = editor
    ed.open_level(1)
    ed.mode_actions[Mode.ADD_CELL].trigger()
    click(ed, QPointF(0, 260))
    lone = [c.id for c in ed.doc.board.cells][-1]
    texts = [ed.problems.list.item(i).text() for i in range(ed.problems.list.count())]
    assert any("Warning" in t and f"“{lone}”" in t and "cannot be reached" in t for t in texts), texts
    assert ed.doc.problems() == [] and ed.act_play.isEnabled()  # a warning: the board still plays


def test_play_testing_an_unnamed_board_over_a_game_asks_first(editor, window, qtbot, answers):
    """Bugs (#14): "Custom board · Custom board", and the open Oche game replaced silently."""
    ed = editor
    game = window.open_game("oche")
    qtbot.waitUntil(lambda: game.session.is_human_turn(), timeout=5000)
    game.submit(game.session.state.legal_moves()[-1])  # P resets: the game goes on
    assert game.has_unsaved_game()
    open_designer(window)
    ed.open_level(1)
    ed.doc.board.name = ""
    script, asked = answers
    script.append(QMessageBox.StandardButton.Cancel)
    ed.play_test(False, True)
    assert asked and "not saved" in asked[-1]
    assert game.has_unsaved_game() and game.ui._custom is None  # cancelled: the game goes on
    ed.play_test(False, True)  # Discard this time
    assert game.scene.caption.text() == "Custom board"


def test_zoom_pan_fit_and_snap(editor):
    ed = editor
    ed.open_level(13)
    view = ed.view
    fitted = view.zoom()
    box = ed.scene.board_rect()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(box)  # fit shows the whole board
    ed.act_zoom_in.trigger()
    assert view.zoom() == pytest.approx(fitted * 1.25)
    h, v = view.horizontalScrollBar().value(), view.verticalScrollBar().value()
    viewport = view.viewport()
    start = QPoint(300, 300)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, NONE, start)
    QTest.mouseMove(viewport, start + QPoint(-60, -40))
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, NONE, start + QPoint(-60, -40))
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == (h + 60, v + 40)
    assert ed.undo_stack.count() == 0  # panning is not an edit
    h, v = view.horizontalScrollBar().value(), view.verticalScrollBar().value()
    QTest.keyPress(view, Qt.Key.Key_Space)  # space + left drag pans too, even over a cell
    on_cell = vp(ed, cell_pos(ed, "s"))
    QTest.mousePress(viewport, LEFT, NONE, on_cell)
    QTest.mouseMove(viewport, on_cell + QPoint(30, 20))
    QTest.mouseRelease(viewport, LEFT, NONE, on_cell + QPoint(30, 20))
    QTest.keyRelease(view, Qt.Key.Key_Space)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == (h - 30, v - 20)
    assert ed.undo_stack.count() == 0
    ed.act_fit.trigger()
    assert view.zoom() == pytest.approx(fitted)
    ed.act_snap.trigger()
    assert not ed.scene.snap
    ed.scene.set_mode(Mode.ADD_CELL)
    click(ed, QPointF(box.left() - 61, box.top() + 7))
    added = ed.doc.board.cells[-1]
    assert (added.x * LAYOUT_SCALE) % 39 != 0 or (added.y * LAYOUT_SCALE) % 39 != 0


def test_board_name_is_an_undoable_edit_shown_in_the_title(editor, window):
    ed = editor
    ed.properties.name_edit.setText("Drinker")
    ed.properties.name_edit.editingFinished.emit()
    assert ed.doc.board.name == "Drinker" and window.windowTitle().startswith("Designer · Drinker *")
    assert ed.undo_stack.command(0).text() == "Rename board"  # the command's Qt text, not the new name
    window.act_undo.trigger()
    assert ed.doc.board.name == "" and ed.properties.name_edit.text() == ""
    ed.properties.description_edit.setText("Needs a reset")
    ed.properties.description_edit.editingFinished.emit()
    assert board(ed)["description"] == "Needs a reset" and ed.undo_stack.count() == 1


def test_double_clicks_outside_select_mode_keep_canvas_and_document_together(editor):
    ed = editor
    ed.open_level(1)
    for mode in (Mode.ADD_CELL, Mode.ADD_ARROW, Mode.DELETE):
        ed.scene.set_mode(mode)
        before = board(ed)
        QTest.mouseDClick(ed.view.viewport(), LEFT, NONE, vp(ed, cell_pos(ed, "w")))
        QTest.mouseMove(ed.view.viewport(), vp(ed, cell_pos(ed, "w") + QPointF(80, 0)))
        QTest.mouseRelease(ed.view.viewport(), LEFT, NONE, vp(ed, cell_pos(ed, "w") + QPointF(80, 0)))
        if mode is not Mode.DELETE:
            assert board(ed) == before
        for cell in ed.doc.board.cells:
            assert ed.scene.cells[cell.id].pos() == QPointF(cell.x * LAYOUT_SCALE, cell.y * LAYOUT_SCALE)


def test_the_new_action_names_what_it_makes(window):
    assert window.act_new.text() == "&New game…"
    open_designer(window)
    assert window.act_new.text() == "&New board…"
    window.tabs.setCurrentIndex(0)
    assert window.act_new.text() == "&New game…"


@pytest.mark.parametrize("name, expected", [
    ("../../etc/passwd", "etc-passwd"),
    ("/etc/cron.d/job", "etc-cron-d-job"),
    ("..", "board"),
    ("a\x00b", "a-b"),
    ("", "board"),
    ("My Board: the 2nd!", "my-board-the-2nd"),
    ("Ωμέγα \u202etxt.exe", "ωμέγα-txt-exe"),
    ("CON", "con-board"),
    ("x\udc80y", "x-y"),
    (".hidden", "hidden"),
    ("C:\\Windows\\win.ini", "c-windows-win-ini"),
])
def test_suggested_file_names_stay_in_the_chosen_folder(editor, monkeypatch, name, expected):
    """A board's name is anyone's text; the name the Save and Export dialogs suggest for it is
    one plain file name in the folder they open, whatever the name holds."""
    from PySide6.QtWidgets import QFileDialog
    from desktop import files
    suggested = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda _parent, _title, path, _filter: (suggested.append(path), ("", ""))[1]))
    editor.doc.board.name = name
    editor.save_as()
    editor.export_interactive("png")
    editor.export_interactive("svg")
    folder = files.default_folder()
    assert suggested == [str(folder / f"{expected}{suffix}") for suffix in (".oche.json", ".png", ".svg")]


def test_a_very_long_board_name_gives_a_file_name_a_file_system_takes(editor):
    for name in ("é" * 400, "x" * 1000, "\U0001F3B2" * 100):
        editor.doc.board.name = name
        suggested = editor.suggested_name(".oche.json")
        assert len(suggested.encode("utf-8")) <= 140 and suggested.endswith(".oche.json")
        suggested.encode("utf-8").decode("utf-8")  # not cut inside a character


@pytest.mark.parametrize("key, letter", [(Qt.Key.Key_X, "x"), (Qt.Key.Key_C, "c")])
def test_typing_in_the_open_letter_list_chooses_a_letter_not_a_mode(editor, qtbot, key, letter):
    """Issue 28, point 4: with the Letter list open, X and C pick letters (they used to switch
    to Delete and Add cell mode, and the next click deleted)."""
    ed = editor
    ed.open_level(1)
    mode = ed.scene.mode
    ed.scene.select([], [0])
    combo = ed.properties.arrow_letter
    QTest.mouseClick(combo, LEFT)  # open the list
    qtbot.waitUntil(combo.view().isVisible)
    QTest.keyClick(combo.view(), key)
    assert ed.scene.mode is mode and combo.view().currentIndex().data() == letter
    QTest.keyClick(combo.view(), Qt.Key.Key_Return)
    assert ed.doc.board.arrows[0].letter == letter and ed.scene.mode is mode


NOBODY_SETS_X = {"format": "oche-board/1", "name": "Nobody sets x",
                 "cells": [{"id": "s", "start": True, "x": 0, "y": 0}, {"id": "a", "x": 120, "y": 0},
                           {"id": "b", "x": 240, "y": 0}],
                 "arrows": [{"from": "s", "to": "a", "color": "blue", "letter": "x"},
                            {"from": "a", "to": "s", "color": "blue", "letter": "x"},
                            {"from": "a", "to": "b", "color": "red", "letter": "x"},
                            {"from": "s", "to": "b", "color": "red", "letter": "x"}]}


def test_a_letter_nobody_sets_is_a_warning_not_no_problems(editor, tmp_path):
    """Issue 28, point 14: arrows with x and no cell carrying x said "No problems"."""
    path = tmp_path / "x.oche.json"
    path.write_text(json.dumps(NOBODY_SETS_X), encoding="utf-8")
    ed = editor
    assert ed.open_path(str(path), ask=False)
    summary = ed.problems.summary.text()
    assert "No problems" not in summary and "1 warning" in summary
    listing = ed.problems.list
    assert listing.isVisible() and listing.count() == 1
    item = listing.item(0)
    assert item.text().startswith("⚠ Warning: The letter “x” is on arrows (0, 1, 2, 3) but on no cell")
    listing.itemClicked.emit(item)  # as a click on it does
    assert ed.scene.selected_arrows() == [0, 1, 2, 3]
    ed.scene.select(["s"])
    choose(ed.properties.cell_letter, "x")  # a cell sets x: the warning goes
    assert "No problems" in ed.problems.summary.text() and ed.problems.list.count() == 0


def test_renaming_or_moving_keeps_the_analysis_and_a_game_edit_clears_it(editor, qtbot):
    ed = editor
    ed.open_level(1)
    ed.act_analyse.trigger()
    qtbot.waitUntil(lambda: ed.analysis.result is not None, timeout=5000)
    verdict = ed.analysis.verdict.text()
    ed.properties.name_edit.setFocus()
    ed.properties.name_edit.selectAll()
    QTest.keyClicks(ed.properties.name_edit, "My first board")
    QTest.keyClick(ed.properties.name_edit, Qt.Key.Key_Return)
    assert ed.doc.board.name == "My first board"
    assert ed.analysis.result is not None and ed.analysis.verdict.text() == verdict
    before = (ed.doc.cell("w").x, ed.doc.cell("w").y)
    start = cell_pos(ed, "w")
    drag(ed, start, start + QPointF(80, 60))
    assert (ed.doc.cell("w").x, ed.doc.cell("w").y) != before
    assert ed.analysis.result is not None and ed.analysis.solution_button.isEnabled()
    ed.scene.select(["a"])
    choose(ed.properties.cell_letter, "y")
    assert ed.analysis.result is None and "changed" in ed.analysis.verdict.text()
