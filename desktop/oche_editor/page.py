"""The board designer's tab: canvas, tools, properties, problems and analysis, files.

A :class:`~desktop.page.Page` like the game pages (though it has no game session), so New,
Open, Save, Undo and Redo act on whichever tab is current. The undo stack's clean state is
"saved": the title shows a star otherwise, and closing or replacing a board with unsaved
changes asks first.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QImage, QKeySequence, QPainter, QUndoStack
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QInputDialog,
                               QSplitter, QToolBar, QVBoxLayout, QWidget)

from desktop import file_dialogs, files, messages, recent, stepwise
from desktop.worker import Mode as RunnerMode
from desktop.oche.board_items import ArrowItem
from desktop.oche_editor.analysis import AnalysisPanel
from desktop.oche_editor.inplace import InPlaceEditor
from desktop.oche_editor import problem_words
from desktop.oche_editor.model import BoardDocument
from desktop.oche_editor.properties import PropertiesPanel
from desktop.oche_editor.scene import EditorCellItem, EditorScene, Mode
from desktop.oche_editor.validation_panel import ValidationPanel
from desktop.oche_editor.view import EditorView
from desktop.page import Page
from desktop.widgets import VerticalScroll, keep_list_keys, label
from desktop.settings import get_bool, set_value
from rules import jsonfile
from rules.errors import SaveFormatError
from rules.oche.board import MAX_BYTES
from rules.oche.boardfile import SUFFIX
from rules.oche.game import OcheGame
from rules.oche.levels import LEVEL_COUNT, ROMAN, level_dict, level_path


class PlayTestDialog(QDialog):
    """Who plays each side of the test game: a person or the computer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play-test the board"))
        form = QFormLayout(self)
        self.combos: list[QComboBox] = []
        for seat, default in ((self.tr("P · Proponent"), 0), (self.tr("O · Opponent"), 1)):
            combo = QComboBox()
            combo.addItems([self.tr("Person"), self.tr("Computer")])
            combo.setCurrentIndex(default)
            form.addRow(seat, combo)
            self.combos.append(combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def computers(self) -> tuple[bool, bool]:
        return self.combos[0].currentIndex() == 1, self.combos[1].currentIndex() == 1


class OcheEditorPage(Page):
    playTestRequested = Signal(dict, bool, bool)
    """(board as in a file, P is the computer, O is the computer): the window opens the game."""

    def __init__(self, runner_mode: RunnerMode = RunnerMode.PROCESS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path: str | None = None
        self.doc = BoardDocument()
        self.undo_stack = QUndoStack(self)
        self.scene = EditorScene(self.doc, self.undo_stack, self)
        self.view = EditorView(self.scene)
        self.inplace = InPlaceEditor(self.view, self.doc, self.undo_stack)
        self.properties = PropertiesPanel(self.doc, self.undo_stack)
        self._list_keys = keep_list_keys(self.properties)  # an open Letter list takes "x", not Delete mode
        self.problems = ValidationPanel()
        self.analysis = AnalysisPanel(runner_mode)
        self.analysis.setParent(self)
        self.status = label("", "small")
        # Two lines always: a longer help text must not change the canvas's size.
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 4)
        self._analysed_key: tuple[Any, ...] | None = None
        """The game the analysis panel's answer is about (see ``BoardDocument.game_key``)."""
        self._make_actions()

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.properties)
        side_layout.addWidget(self.problems, 1)
        side_layout.addWidget(self.analysis)
        side_layout.addStretch(1)
        self.side_layout = side_layout
        column = VerticalScroll()  # a short window scrolls the panels rather than squeezing them
        column.setWidget(side)
        column.setMinimumWidth(240)
        column.setMaximumWidth(400)
        canvas = QWidget()
        canvas_layout = QVBoxLayout(canvas)
        canvas_layout.setContentsMargins(0, 0, 0, 0)
        canvas_layout.setSpacing(2)
        canvas_layout.addWidget(self.toolbar)
        canvas_layout.addWidget(self.view, 1)
        canvas_layout.addWidget(self.status)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(canvas)
        splitter.addWidget(column)
        splitter.setStretchFactor(0, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

        self.undo_stack.indexChanged.connect(self._on_edit)
        self.undo_stack.cleanChanged.connect(self.titleChanged)
        self.scene.selectionChanged.connect(self._on_selection)
        self.scene.modeChanged.connect(self._on_mode)
        self.scene.editRequested.connect(self.edit_in_place)
        self.problems.culpritChosen.connect(self.select_culprits)
        self.analysis.stepShown.connect(self.scene.show_step)
        self.analysis.analyseRequested.connect(self.analyse)
        self._on_edit()
        self.scene.set_mode(Mode.ADD_CELL)  # an empty board: the first thing to do is add cells
        self._on_mode(self.scene.mode)

    # --- actions --------------------------------------------------------------------------------
    def rules_game_id(self) -> str | None:
        return "oche"  # the designer's boards are Oche's

    def _action(self, text: str, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "", short: str = "") -> QAction:
        """``short`` is the toolbar's label (``iconText``); menus show ``text``."""
        action = QAction(text, self)
        if short:
            action.setIconText(short)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        shown = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip or text.replace('&', '')} ({shown})" if shown else (tip or text.replace("&", "")))
        return action

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.mode_actions: dict[Mode, QAction] = {}
        group = QActionGroup(self)
        for mode, text, key, tip in (
                (Mode.SELECT, self.tr("Select"), "S", self.tr("Select, move and edit")),
                (Mode.ADD_CELL, self.tr("Add cell"), "C", self.tr("Click on the canvas to add a cell")),
                (Mode.ADD_ARROW, self.tr("Add arrow"), "A", self.tr("Drag from a cell to another to add an arrow")),
                (Mode.DELETE, self.tr("Delete"), "X", self.tr("Click a cell or an arrow to delete it"))):
            action = self._action(text, lambda _c=False, m=mode: self.scene.set_mode(m), key, tip,
                                  f"{text} [{key}]")
            action.setCheckable(True)
            group.addAction(action)
            self.mode_actions[mode] = action
        self.act_delete = self._action(self.tr("Delete selection"), self.scene.delete_selection, std.Delete)
        self.act_select_all = self._action(self.tr("Select all"), self.select_all, std.SelectAll)
        self.act_zoom_in = self._action(self.tr("Zoom in"), self.view.zoom_in, std.ZoomIn, short=self.tr("Zoom +"))
        self.act_zoom_out = self._action(self.tr("Zoom out"), self.view.zoom_out, std.ZoomOut, short=self.tr("Zoom −"))
        self.act_fit = self._action(self.tr("Fit to window"), self.view.fit, "F", short=self.tr("Fit"))
        self.act_snap = self._action(self.tr("Snap to grid"), self._set_snap, "G", short=self.tr("Snap"))
        self.act_snap.setCheckable(True)
        self.scene.snap = get_bool("ocheEditor/snap", True)
        self.act_snap.setChecked(self.scene.snap)
        self.act_analyse = self._action(self.tr("Analyze: who wins?"), self.analyse, "F5", short=self.tr("Analyze"))
        self.act_play = self._action(self.tr("Play-test…"), self.play_test_interactive, "F6")
        self.act_template = self._action(self.tr("New from built-in &level…"), self.open_level_interactive)
        self.act_export_png = self._action(self.tr("Export as &PNG…"), lambda: self.export_interactive("png"))
        self.act_export_svg = self._action(self.tr("Export as S&VG…"), lambda: self.export_interactive("svg"))
        self.toolbar = QToolBar(self.tr("Board designer"))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in self.mode_actions.values():
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        for action in (self.act_zoom_out, self.act_zoom_in, self.act_fit, self.act_snap):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.act_analyse)
        self.toolbar.addAction(self.act_play)
        # One-key shortcuts belong to the designer's whole tab: pressing A after picking a
        # letter in the properties switches to adding arrows rather than choosing "a". Text
        # fields and open lists still get their keys (a line edit claims printable keys before
        # shortcuts; an open list's keys are claimed by keep_list_keys).
        for action in (*self.mode_actions.values(), self.act_delete, self.act_select_all, self.act_fit,
                       self.act_snap):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)

    def page_actions(self) -> list[QAction]:
        """For the main window's Game menu."""
        return [self.act_template, self.act_analyse, self.act_play, self.act_export_png, self.act_export_svg]

    def view_actions(self) -> list[QAction]:
        return [self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_snap]

    def select_all(self) -> None:
        self.scene.set_mode(Mode.SELECT)
        self.scene.select(list(self.scene.cells), [a.index for a in self.scene.arrows])

    def _set_snap(self, on: bool) -> None:
        set_value("ocheEditor/snap", on)
        self.scene.snap = on
        self.scene.update()

    # --- following edits --------------------------------------------------------------------------
    def _on_edit(self, _index: int = 0) -> None:
        """Any change of the document (edit, undo, redo, open): redraw, re-check, re-title."""
        if self.inplace.is_open():
            self.inplace.close()
        self.scene.sync()
        problems = self.doc.problems()
        warnings = [] if problems else self.doc.warnings()
        self.problems.show_problems(problems, warnings)
        if self.undo_stack.count():
            self.view.hold()  # the person is building: the canvas stays where they left it
        self.side_layout.setStretchFactor(self.problems, 2 if problems or warnings else 0)
        key = self.doc.game_key()
        if key != self._analysed_key:  # a new name, a description or a moved cell change no game
            self._analysed_key = key
            self.analysis.clear(self.tr("The board changed: analyze again."))
        self.analysis.set_playable(not problems)
        self.act_analyse.setEnabled(not problems)
        self.act_play.setEnabled(not problems)
        self.properties.refresh()
        self.titleChanged.emit()

    def _on_selection(self) -> None:
        self.properties.show_selection(self.scene.selected_cells(), self.scene.selected_arrows())

    def _on_mode(self, mode: Mode) -> None:
        self.mode_actions[mode].setChecked(True)
        self.status.setText({
            Mode.SELECT: self.tr("Select: click or drag a box to select; drag cells to move them; double-click "
                                 "to edit in place; Delete removes the selection. Wheel zooms, middle button or "
                                 "space+drag pans."),
            Mode.ADD_CELL: self.tr("Add cell: click on the canvas. The first cell is the start cell."),
            Mode.ADD_ARROW: self.tr("Add arrow: drag from one cell to another. Set its colour and letter in "
                                    "the properties."),
            Mode.DELETE: self.tr("Delete: click a cell (with its arrows) or an arrow. Esc goes back to select."),
        }[mode])

    def select_culprits(self, cells: list[str], arrows: list[int]) -> None:
        self.scene.select(cells, arrows)
        items: list[EditorCellItem | ArrowItem] = [self.scene.cells[c] for c in cells if c in self.scene.cells]
        items += [a for a in self.scene.arrows if a.index in arrows]
        if items:
            self.view.ensureVisible(items[0])

    def edit_in_place(self, item: EditorCellItem | ArrowItem) -> None:
        self.inplace.open(item)

    # --- the window's surface ------------------------------------------------------------------------
    def title(self) -> str:
        return self.tr("Board designer")

    def board_title(self) -> str:
        if self.path:
            return Path(self.path).name
        return self.doc.board.name or self.tr("Untitled board")

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def window_title(self) -> str:
        return self.tr("Designer · %1").replace("%1", self.board_title()) + (" *" if self.is_modified() else "")

    def new_text(self) -> str:
        return self.tr("&New board…")

    def new_interactive(self) -> None:
        self.new_board()

    def focus_board(self) -> None:
        self.view.setFocus()

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()

    def can_undo(self) -> bool:
        return self.undo_stack.canUndo()

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo()

    def shutdown(self) -> None:
        """Stop the solver; and silence the undo stack, which clears itself (emitting) when
        it is destroyed, by then after the page it would notify."""
        self.analysis.shutdown()
        self.undo_stack.blockSignals(True)
        self.scene.blockSignals(True)  # the scene, too, reports its selection as it is destroyed

    # --- files ---------------------------------------------------------------------------------------
    def board_filter(self) -> str:
        return self.tr("Oche boards (*.oche.json);;All files (*)")

    def maybe_discard(self) -> bool:
        """True when the board may be replaced or closed: saved, or the person said so."""
        if not self.is_modified():
            return True
        answer = messages.save_discard_cancel(
            self, self.tr("Unsaved board"),
            self.tr("“%1” has unsaved changes. Save them first?").replace("%1", self.board_title()))
        if answer == messages.Button.Save:
            return self.save()
        return answer == messages.Button.Discard

    def _replace(self, doc: BoardDocument, path: str | None) -> None:
        self.scene.clearSelection()
        self.doc.board = doc.board
        self.path = path
        self.undo_stack.clear()
        self.analysis.clear()
        self._on_edit()
        self.scene.set_mode(Mode.SELECT if doc.board.cells else Mode.ADD_CELL)
        self.view.fit()

    def _board_ready(self, doc: BoardDocument) -> bool:
        """Draw the items of ``doc``'s board ahead of opening it: a large board a slice at a
        time, with a progress dialog once it takes a while. False if the person cancelled:
        then the board on show, its file and its undo history are as they were."""
        if stepwise.run_steps(self, self.scene.prepare(doc.board), self.tr("Drawing the board…"), self.title()):
            return True
        self.scene.drop_prepared()
        return False

    def new_board(self) -> bool:
        if not self.maybe_discard():
            return False
        self._replace(BoardDocument(), None)
        return True

    def open_interactive(self) -> bool:
        """Open opens a board here (not a saved game)."""
        if not self.maybe_discard():
            return True
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an Oche board"), str(files.default_folder()),
                                              self.board_filter())
        if path:
            self.open_path(path, ask=False)
        return True

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a board file; a file that is not a board is explained and nothing is lost.
        A board with only validation problems opens as a draft, with the problems listed."""
        if ask and not self.maybe_discard():
            return False
        title = self.tr("Cannot open the board")
        try:
            text = files.read_text(path, MAX_BYTES)
            data = jsonfile.loads(text)
        except files.FileProblem as exc:
            messages.warning(self, title, str(exc))
            return False
        except SaveFormatError as exc:
            messages.warning(self, title, self.tr("%1 is not a board file: %2.")
                                .replace("%1", Path(path).name).replace("%2", str(exc)))
            return False
        doc, shape = BoardDocument.from_dict(data)
        if shape:
            messages.warning(self, title, self.tr("%1 is not a readable Oche board:").replace("%1", Path(path).name)
                                + "\n- " + "\n- ".join(problem_words.words(p) for p in shape))
            return False
        file_name = Path(path).name
        target: str | None = path
        if Path(path).resolve().parent == level_path(1).resolve().parent:
            doc.board.name = self.tr("%1 (copy)").replace("%1", doc.board.name)
            target = None  # a built-in level is a template: Save must not overwrite it
        if not self._board_ready(doc):
            return False
        self._replace(doc, target)
        if target is not None:
            recent.add(target, self.tool_key)
        problems = doc.problems()
        if problems:
            messages.warning(self, self.tr("The board has problems"),
                                self.tr("%1 opened as a draft; fix the problems listed before playing it:")
                                .replace("%1", file_name) + "\n- " + "\n- ".join(problem_words.words(p) for p in problems))
        return True

    def open_level(self, number: int) -> bool:
        """A built-in level as a template: a copy with no file, so Save asks where."""
        if not self.maybe_discard():
            return False
        data = level_dict(number)
        doc, _ = BoardDocument.from_dict(data)
        doc.board.name = self.tr("%1 (copy)").replace("%1", doc.board.name or ROMAN[number - 1])
        self._replace(doc, None)
        return True

    def open_level_interactive(self) -> None:
        names = [self.tr("Level %1").replace("%1", ROMAN[n - 1]) for n in range(1, LEVEL_COUNT + 1)]
        name, ok = QInputDialog.getItem(self, self.tr("Start from a level"),
                                        self.tr("Open a copy of a built-in level:"), names, 0, False)
        if ok and name in names:
            self.open_level(names.index(name) + 1)

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def suggested_name(self, suffix: str) -> str:
        """A file name for the board in the file dialogs: its file's, or one made from its name
        that cannot leave the folder it is suggested in (a name may be "../../x" or hold a NUL)."""
        if self.path:
            return Path(self.path).name.removesuffix(SUFFIX) + suffix
        return files.safe_file_name(self.doc.board.name, suffix, "board")

    def save_as(self) -> bool:
        """A typed name gets ``.oche.json``, the only kind Open lists."""
        suggested = self.path or str(files.default_folder() / self.suggested_name(SUFFIX))
        path = file_dialogs.save_path(self, self.tr("Save the board"), suggested, self.board_filter(), SUFFIX)
        return path is not None and self.save_to(path)

    def save_to(self, path: str) -> bool:
        """Write atomically; a board with problems is saved too, as a draft."""
        try:
            files.write_text_atomic(path, self.doc.dumps())
        except files.FileProblem as exc:
            messages.warning(self, self.tr("Cannot save the board"),
                                str(exc) + "\n\n" + self.tr("The board is still open; try another place."))
            return False
        self.path = path
        self.undo_stack.setClean()
        recent.add(path, self.tool_key)
        problems = self.doc.problems()
        self.status.setText(self.tr("Saved %1.").replace("%1", Path(path).name) if not problems else
                            self.tr("Saved %1 as a draft: it has problems and cannot be played yet.")
                            .replace("%1", Path(path).name))
        self.titleChanged.emit()
        return True

    # --- analysis and play-test -----------------------------------------------------------------------
    def analyse(self) -> None:
        if self.doc.problems():
            return
        self.analysis.analyse(OcheGame(board=self.doc.to_dict()).new_initial_state())

    def play_test_interactive(self) -> None:
        if self.doc.problems():
            return
        dialog = PlayTestDialog(self)
        if dialog.exec():
            self.play_test(*dialog.computers())

    def play_test(self, p_computer: bool, o_computer: bool) -> bool:
        """Ask the window to open the board in the game page; only a playable board goes."""
        problems = self.doc.problems()
        if problems:
            messages.warning(self, self.tr("Cannot play the board"),
                                self.tr("Fix the problems first:") + "\n- " + "\n- ".join(problem_words.words(p) for p in problems))
            return False
        board = self.doc.to_dict()
        # The game's caption prefers a level's title: show the name edited here (none: untitled).
        board.pop("title", None)
        if board["name"]:
            board["title"] = board["name"]
        self.playTestRequested.emit(board, p_computer, o_computer)
        return True

    # --- export --------------------------------------------------------------------------------------
    def export_interactive(self, kind: str) -> None:
        suggested = str(files.default_folder() / self.suggested_name(f".{kind}"))
        filters = self.tr("PNG images (*.png)") if kind == "png" else self.tr("SVG drawings (*.svg)")
        path = file_dialogs.save_path(self, self.tr("Export the board"), suggested, filters, f".{kind}")
        if path:
            self.export(path, kind)

    def _export_rect(self) -> QRectF:
        box = self.scene.board_rect()
        return (box if not box.isEmpty() else QRectF(-100, -100, 200, 200)).adjusted(-24, -24, 24, 24)

    def _render(self, painter: QPainter, target: QRectF, source: QRectF) -> None:
        """The board alone: plain paper, no grid, no selection, no solution step."""
        selected = self.scene.selectedItems()
        step = self.scene.step()
        self.scene.clearSelection()
        self.scene.show_step(None, None)
        self.scene.exporting = True
        try:
            self.scene.render(painter, target, source)
        finally:
            self.scene.exporting = False
            self.scene.show_step(*step)
            for item in selected:
                item.setSelected(True)

    def export(self, path: str, kind: str) -> bool:
        """PNG at twice the scene's size, or SVG; written atomically like the board files."""
        source = self._export_rect()
        data = QByteArray()
        if kind == "svg":
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            generator = QSvgGenerator()
            generator.setOutputDevice(buffer)
            generator.setSize(source.size().toSize())
            generator.setViewBox(QRectF(0, 0, source.width(), source.height()))
            generator.setTitle(self.doc.board.name or self.tr("Oche board"))
            generator.setDescription(self.tr("An Oche board drawn by Ludoteca"))
            painter = QPainter(generator)
            self._render(painter, QRectF(0, 0, source.width(), source.height()), source)
            painter.end()
            buffer.close()
        else:
            image = QImage((source.size() * 2).toSize(), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.white)
            painter = QPainter(image)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            self._render(painter, QRectF(0, 0, image.width(), image.height()), source)
            painter.end()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            # PySide6 6.11 takes the format as text (b"PNG" is refused at run time), its stubs say
            # bytes; "unused-ignore" for a PySide6 whose stubs agree with it
            image.save(buffer, "PNG")  # type: ignore[call-overload, unused-ignore]
            buffer.close()
        try:
            files.write_text_atomic(path, bytes(data.data()))
        except files.FileProblem as exc:
            messages.warning(self, self.tr("Cannot export the board"), str(exc))
            return False
        self.status.setText(self.tr("Exported %1.").replace("%1", Path(path).name))
        return True

    def sizeHint(self) -> QSize:
        return QSize(1000, 700)
