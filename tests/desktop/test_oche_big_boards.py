"""Boards at the format's limits (500 cells, 5,000 arrows) open without freezing the window.

Issue #13, point 6: opening one blocked the GUI thread for seconds, in the game page and in
the designer. Now the items are made a slice at a time between events (with a progress
dialog and Cancel, :mod:`desktop.stepwise`), each arrow's geometry is computed once, and a
cancelled open changes nothing. No test here times anything (the suite's rule): they check
that the open yields to the event loop, what it builds, and what Cancel leaves. The timings
are a benchmark: ``python -m desktop.oche.open_bench`` (and the one marked below).
"""
import json
import math
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QProgressDialog, QPushButton

from desktop import stepwise
from desktop.oche import board_items
from desktop.oche.board_items import ArrowItem, BoardBuild, CellItem, Emphasis, SketchLayer
from desktop.oche_editor.commands import MoveCells
from desktop.settings import set_value
from rules import savefile
from rules.oche import boardfile
from rules.oche.game import OcheGame
from rules.oche.randomboard import random_board
from desktop.oche.window import open_designer


def limits_board():
    """As the corpus's ``--large`` run makes it (tests/corpus/run.py)."""
    return random_board(random.Random(5), 500, 3, 3, 5000)


@pytest.fixture
def limits_file(tmp_path):
    path = tmp_path / "format-limits.oche.json"
    path.write_text(boardfile.dumps(limits_board()), encoding="utf-8")
    return path


@pytest.fixture
def sliced(monkeypatch):
    """One step of the build per slice: every open of a board of more than one step goes
    through the event loop, whatever the machine's speed. Counts the slices' timer ticks
    and each arrow's geometry computations."""
    monkeypatch.setattr(stepwise, "SLICE_MS", 0)
    counts = {"ticks": 0, "geometry": 0}
    original = ArrowItem._set_geometry

    def counted(self, row):
        counts["geometry"] += 1
        original(self, row)
    monkeypatch.setattr(ArrowItem, "_set_geometry", counted)
    return counts


def ticking(counts):
    """A timer that counts the event-loop turns it gets (0 ms: as often as the loop turns)."""
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: counts.__setitem__("ticks", counts["ticks"] + 1))
    timer.start()
    return timer


def cancel_when_asked(page, seen, how="button"):
    """Cancel the progress dialog as soon as the event loop turns: click its button, press
    Escape, or call its ``cancel()``."""
    def press():
        dialog = page.findChild(QProgressDialog)
        if dialog is None or not dialog.isModal():
            QTimer.singleShot(0, press)
            return
        seen.append(dialog.labelText())
        if how == "button":
            dialog.findChild(QPushButton).click()
        elif how == "escape":
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
        else:
            dialog.cancel()
    QTimer.singleShot(0, press)


def drawn(scene):
    """The board items in the scene: cells, arrows, sketch layers."""
    items = scene.items()
    return (sum(isinstance(i, CellItem) for i in items), sum(isinstance(i, ArrowItem) for i in items),
            sum(isinstance(i, SketchLayer) for i in items))


# --- the game page ---------------------------------------------------------------------------
def test_the_game_page_opens_a_board_at_the_limits_between_events(window, limits_file, sliced):
    set_value("view/animationSpeed", "off")
    page = window.open_game("oche")
    timer = ticking(sliced)
    sliced["geometry"] = 0
    assert page.ui.open_board(str(limits_file))
    timer.stop()
    assert sliced["ticks"] > 10  # the event loop ran while the board was being made
    assert sliced["geometry"] == 5000  # each arrow laid out once
    assert len(page.scene.cells) == 500 and len(page.scene.arrows) == 5000
    assert drawn(page.scene) == (500, 5000, 1)  # level I's items are gone
    assert [a.index for a in page.scene.arrows] == list(range(5000))
    assert page.ui.level is None and "random 500/3/3" in page.scene.caption.text()
    assert page.session.state.board.board.cells[0].id == "c0"


def test_cancelling_a_large_board_keeps_the_game_on_show(window, limits_file, sliced, boxes):
    set_value("view/animationSpeed", "off")
    page = window.open_game("oche")
    page.ui.start_level(2, two_people=True)
    page.session.submit(page.session.state.legal_moves()[0])
    before = (page.ui.level, list(page.session.state.history), page.scene.caption.text(), drawn(page.scene),
              set(page.scene.cells))
    assert before[3] == (9, 9, 1)

    def shown():
        return (page.ui.level, list(page.session.state.history), page.scene.caption.text(), drawn(page.scene),
                set(page.scene.cells))
    seen = []
    cancel_when_asked(page, seen)
    assert not page.ui.open_board(str(limits_file))
    assert seen == ["Drawing the board…"]
    assert shown() == before and page.scene._prepared is None
    assert not boxes.shown
    # A save on that board (through the window, as File → Open does) is cancelled alike.
    save = limits_file.with_name("big.ludoteca.json")
    save.write_text(savefile.dumps(OcheGame(board=boardfile.to_dict(limits_board())).new_initial_state()))
    cancel_when_asked(page, seen, how="escape")
    assert not window.open_file(str(save))
    assert len(seen) == 2 and shown() == before
    # Without Cancel it opens.
    assert window.open_file(str(save))
    assert drawn(page.scene) == (500, 5000, 1)


def test_playing_the_same_board_again_keeps_its_items(window, limits_file, sliced):
    set_value("view/animationSpeed", "off")
    page = window.open_game("oche")
    assert page.ui.open_board(str(limits_file))
    first = page.scene.arrows[0]
    sliced["geometry"] = 0
    page.start_new_game(page.session.seats)  # "Play again": a new game object, the same drawing
    assert page.scene.arrows[0] is first and sliced["geometry"] == 0


def test_only_the_arrows_that_may_change_are_visited_yet_all_look_right(window, monkeypatch):
    """After a move the scene visits the arrows that can change, not all 5,000; what each
    shows must be what a visit of every arrow would show."""
    set_value("view/animationSpeed", "off")
    page = window.open_game("oche")
    board = boardfile.to_dict(random_board(random.Random(3), 40, 3, 3, 160))
    page.ui.play_board(board, page.ui._seats_for(0, True, 2))
    scene = page.scene

    def looks():
        return [(a.emphasis, a.locked, a.hasCursor()) for a in scene.arrows]
    rng = random.Random(1)
    for _ in range(30):
        state = page.session.state
        if state.is_terminal():
            break
        page.session.submit(rng.choice(state.legal_moves()))
        if page.session.state.phase() == "number" and rng.random() < 0.5:
            scene._show_choices(preview=rng.randrange(4))  # pointing at a number chip...
            scene._show_choices()  # ... and away
        shown = looks()
        scene._touched = None  # visit everything
        scene._show_choices()
        assert looks() == shown


# --- the designer ----------------------------------------------------------------------------
def test_the_designer_opens_a_board_at_the_limits_between_events(window, limits_file, sliced):
    editor = open_designer(window)
    timer = ticking(sliced)
    sliced["geometry"] = 0
    assert editor.open_path(str(limits_file), ask=False)
    timer.stop()
    assert sliced["ticks"] > 10
    assert sliced["geometry"] == 5000
    assert drawn(editor.scene) == (500, 5000, 1)
    assert editor.scene.arrow_item(4999).index == 4999 and not editor.is_modified()
    assert editor.doc.board.cells[499].id == "c499"


def test_cancelling_a_large_board_in_the_designer_loses_nothing(window, limits_file, sliced, tmp_path):
    editor = open_designer(window)
    editor.open_level(3)
    cell = editor.doc.cell("l")
    was = (cell.x, cell.y)
    editor.undo_stack.push(MoveCells(editor.doc, {"l": (was, (300, 300))}))
    before = (editor.doc.dumps(), editor.path, editor.undo_stack.count(), editor.is_modified(), drawn(editor.scene))
    seen = []
    cancel_when_asked(editor, seen, how="call")
    assert not editor.open_path(str(limits_file), ask=False)
    assert seen == ["Drawing the board…"]
    assert (editor.doc.dumps(), editor.path, editor.undo_stack.count(), editor.is_modified(),
            drawn(editor.scene)) == before
    editor.undo()  # the history still works
    assert (editor.doc.cell("l").x, editor.doc.cell("l").y) == was


# --- the pieces ------------------------------------------------------------------------------
def test_short_work_runs_straight_through_without_a_dialog(window):
    page = window.open_game("oche")
    steps = iter([0.5, 1.0])
    assert stepwise.run_steps(page, (s for s in steps), "label")
    assert page.findChild(QProgressDialog) is None


def test_arrows_start_and_end_at_the_cells_rims_in_every_direction():
    scene = QGraphicsScene()
    centre = CellItem("o")
    scene.addItem(centre)
    cells, arrows = [centre], []
    for k in range(16):
        angle = 2 * math.pi * k / 16
        cell = CellItem(f"c{k}")
        cell.setPos(300 * math.cos(angle), 300 * math.sin(angle))
        cells.append(cell)
        arrows.append(ArrowItem(2 * k, centre, cell, "red", "x", layout=False))
        arrows.append(ArrowItem(2 * k + 1, cell, centre, "black", lane=1.0, layout=False))
    board_items.avoid_cells(arrows, cells)
    for arrow in arrows:
        start = arrow._path.elementAt(0)
        tip = arrow._head.elementAt(0)
        rim = arrow.source.radius + 3
        assert math.hypot(start.x - arrow.source.x(), start.y - arrow.source.y()) == pytest.approx(rim, abs=0.01)
        assert math.hypot(tip.x - arrow.target.x(), tip.y - arrow.target.y()) == pytest.approx(rim, abs=0.01)
        # The shape: a band along the line, the head and the label, all inside (added, not
        # united: parts winding against each other would cut holes where they overlap).
        shape = arrow.shape()
        assert shape.contains(arrow._label_at) and shape.contains(arrow.mapFromScene(arrow.point_at(0.3)))
        head = QPointF(sum(arrow._head.elementAt(i).x for i in range(3)) / 3,
                       sum(arrow._head.elementAt(i).y for i in range(3)) / 3)
        assert shape.contains(head)
        assert arrow.boundingRect().contains(shape.boundingRect())
        if arrow.colour != "black":
            assert shape.contains(arrow.label_rect().topLeft() + QPointF(1, 1))
        t = (arrow._t0 + arrow._t1) / 2  # 40 units across the curve from the label: outside
        tangent = (arrow._p1 - arrow._p0) * (2 * (1 - t)) + (arrow._p2 - arrow._p1) * (2 * t)
        across = QPointF(-tangent.y(), tangent.x()) / math.hypot(tangent.x(), tangent.y())
        assert not shape.contains(arrow._label_at + across * 40)
        assert not shape.contains(arrow._label_at - across * 40)


def test_a_cancelled_build_leaves_no_items_anywhere():
    build = BoardBuild(limits_board())
    steps = build.steps()
    for _ in range(5):
        next(steps)
    steps.close()
    assert not build.done and build.layer is None
    assert all(item.scene() is None for item in build.items())


def test_the_sketch_layer_leaves_out_emphasised_and_selected_arrows():
    scene = QGraphicsScene()
    build = BoardBuild(random_board(random.Random(2), 12, 2, 3, 30)).run()
    build.add_to(scene)
    layer = build.layer

    def render(scale):
        box = scene.itemsBoundingRect()
        image = QImage(max(1, int(box.width() * scale)), max(1, int(box.height() * scale)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), box)
        painter.end()
    render(0.2)  # seen from afar: the layer sketches every arrow
    assert layer._sketched == build.arrows
    build.arrows[0].set_emphasis(Emphasis.OPEN)
    build.arrows[1].setFlag(build.arrows[1].GraphicsItemFlag.ItemIsSelectable)
    build.arrows[1].setSelected(True)  # (the designer's scene tells the layer; none here)
    layer.invalidate()
    render(0.2)
    assert layer._sketched == build.arrows[2:]  # those draw themselves, glowing or in blue


@pytest.mark.benchmark
def test_benchmark_opening_a_board_at_the_limits():
    """``python -m desktop.oche.open_bench``: prints the longest stalls (wall clock and this
    process's processor time) while the board opens in each place; see its docstring."""
    done = subprocess.run([sys.executable, "-m", "desktop.oche.open_bench"], capture_output=True, text=True,
                          timeout=600, check=True)
    runs = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    print(*runs, sep="\n")
    assert [r["where"] for r in runs] == ["game", "designer"]
    assert all(r["opened"] and r["cells"] == 500 and r["arrows"] == 5000 for r in runs)
