"""The main window: a home tab and one tab per open game, with the standard game actions.

Actions act on the current tab's page; their enabled state follows that page's session.
The Oche board designer is a tab too but not a game page (no session): New, Open, Save,
Save As, Undo and Redo call its own methods when its tab is current.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QTabWidget, QToolBar

from desktop import files
from desktop.ai_runner import Mode
from desktop.game_page import GamePage
from desktop.games import GAMES, entry
from desktop.home_page import HomePage
from desktop.oche_editor.page import OcheEditorPage
from desktop.session import Seat
from desktop.settings import AnimationSpeed, animation_speed, set_value, settings
from rules import savefile
from rules.errors import SaveFormatError


class MainWindow(QMainWindow):
    def __init__(self, runner_mode: Mode = Mode.PROCESS) -> None:
        super().__init__()
        self.runner_mode = runner_mode
        self.setWindowTitle(self.tr("Ludoteca"))
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.home = HomePage()
        self.home.openGame.connect(self.open_game)
        self.home.openEditor.connect(self.open_editor)
        self.tabs.addTab(self.home, self.tr("Home"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.setCentralWidget(self.tabs)
        self.pages: dict[str, GamePage] = {}
        self.editor: OcheEditorPage | None = None
        self._make_actions()
        self.tabs.currentChanged.connect(lambda _i: self._page_changed())
        self.resize(1100, 760)
        geometry = settings().value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self._page_changed()

    # --- actions --------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.act_new = self._action(self.tr("&New game…"), self._new, std.New)
        self.act_open = self._action(self.tr("&Open…"), self._open, std.Open)
        self.act_save = self._action(self.tr("&Save"), self._save, std.Save)
        self.act_save_as = self._action(self.tr("Save &as…"), self._save_as, std.SaveAs)
        self.act_quit = self._action(self.tr("&Quit"), self.close, std.Quit)
        self.act_undo = self._action(self.tr("&Undo"), lambda: self._page_call("undo"), std.Undo)
        self.act_redo = self._action(self.tr("&Redo"), lambda: self._page_call("redo"), std.Redo)
        self.act_hint = self._action(self.tr("&Hint"), lambda: self._page_call("hint"), "H")
        self.act_demo = self._action(self.tr("&Demo"), lambda: self._page_call("toggle_demo"), "D")
        self.act_demo.setCheckable(True)
        self.act_pause = self._action(self.tr("&Pause"), lambda: self._page_call("toggle_pause"), "P")
        self.act_pause.setCheckable(True)
        self.act_home = self._action(self.tr("&Home"), lambda: self.tabs.setCurrentIndex(0), "Ctrl+Home")
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)

        bar = self.menuBar()
        self.game_menu = bar.addMenu(self.tr("&Game"))
        self.move_menu = bar.addMenu(self.tr("&Move"))
        for a in (self.act_undo, self.act_redo, self.act_hint, self.act_demo, self.act_pause):
            self.move_menu.addAction(a)
        tools_menu = bar.addMenu(self.tr("&Tools"))
        self.act_editor = self._action(self.tr("Oche board &designer…"), self.open_editor, "Ctrl+E")
        tools_menu.addAction(self.act_editor)
        self.view_menu = bar.addMenu(self.tr("&View"))
        speed_menu = self.view_menu.addMenu(self.tr("Animation speed"))
        group = QActionGroup(self)
        names = {AnimationSpeed.SLOW: self.tr("Slow"), AnimationSpeed.NORMAL: self.tr("Normal"),
                 AnimationSpeed.FAST: self.tr("Fast"), AnimationSpeed.OFF: self.tr("Off")}
        for speed, name in names.items():
            a = QAction(name, self, checkable=True)
            a.setChecked(animation_speed() is speed)
            a.triggered.connect(lambda _c=False, s=speed: set_value("view/animationSpeed", s.value))
            group.addAction(a)
            speed_menu.addAction(a)
        self._view_separator = self.view_menu.addSeparator()
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&About Ludoteca"), self._about))

        toolbar = QToolBar(self.tr("Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_home, self.act_new, self.act_open, self.act_save, self.act_undo,
                  self.act_redo, self.act_hint, self.act_demo):
            toolbar.addAction(a)
        self.addToolBar(toolbar)
        self._page_actions: list[QAction] = []

    def _rebuild_game_menu(self, page: GamePage | OcheEditorPage | None) -> None:
        self.game_menu.clear()
        for a in (self.act_new, self.act_open, self.act_save, self.act_save_as):
            self.game_menu.addAction(a)
        for a in self._page_actions:
            self.view_menu.removeAction(a)
        self._page_actions = []
        if page is not None:
            extra = page.page_actions()
            if extra:
                self.game_menu.addSeparator()
                for a in extra:
                    self.game_menu.addAction(a)
            self._page_actions = page.view_actions()
            for a in self._page_actions:
                self.view_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)

    # --- pages ----------------------------------------------------------------------------------
    def current_page(self) -> GamePage | None:
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, GamePage) else None

    def current_editor(self) -> OcheEditorPage | None:
        widget = self.tabs.currentWidget()
        return widget if widget is not None and widget is self.editor else None

    def open_editor(self) -> OcheEditorPage:
        """The Oche board designer's tab (one per window), opened on an empty board."""
        if self.editor is None:
            self.editor = OcheEditorPage(self.runner_mode)
            self.tabs.addTab(self.editor, self.editor.title())
            self.editor.titleChanged.connect(self._update_actions)
            self.editor.undo_stack.indexChanged.connect(self._on_index)
            self.editor.playTestRequested.connect(self.play_test)
        self.tabs.setCurrentWidget(self.editor)
        self.editor.view.setFocus()
        return self.editor

    def play_test(self, board: dict[str, Any], p_computer: bool, o_computer: bool) -> GamePage:
        """Open a designed board in the Oche game page, each side a person or the computer."""
        page = self.open_game("oche")
        strength = 2  # the solver's moves: a test should meet the best defence
        page.play_board(board, (Seat(p_computer, strength if p_computer else 0),  # type: ignore[attr-defined]
                                Seat(o_computer, strength if o_computer else 0)))
        return page

    def _update_editor_actions(self) -> bool:
        """Keep the designer's tab title current; when its tab is the current one, make the
        shared actions follow it and return True (the game-page rules below do not apply)."""
        editor = self.editor
        on_editor = editor is not None and self.current_editor() is not None
        self.act_new.setText(self.tr("&New board…") if on_editor else self.tr("&New game…"))
        if editor is None:
            return False
        self.tabs.setTabText(self.tabs.indexOf(editor), editor.window_title())
        if not on_editor:
            return False
        for a in self.move_menu.actions():  # hint, demo...: nothing to do on a board design
            a.setEnabled(False)
        for a in (self.act_new, self.act_save, self.act_save_as):
            a.setEnabled(True)
        self.act_undo.setEnabled(editor.can_undo())
        self.act_redo.setEnabled(editor.can_redo())
        self.setWindowTitle(self.tr("%1 — Ludoteca").replace("%1", editor.window_title()))
        return True

    def open_game(self, game_id: str) -> GamePage:
        page = self.pages.get(game_id)
        if page is None:
            page = entry(game_id).page_class()(self.runner_mode)
            self.pages[game_id] = page
            self.tabs.addTab(page, page.title())
            page.titleChanged.connect(self._update_actions)
            page.session.undo_stack.indexChanged.connect(self._on_index)
            page.session.changed.connect(self._update_actions)
            page.session.pausedChanged.connect(self._on_paused)
        self.tabs.setCurrentWidget(page)
        page.view.setFocus()
        return page

    def close_tab(self, index: int) -> None:
        page = self.tabs.widget(index)
        if page is not None and page is self.editor:
            self.tabs.setCurrentWidget(page)
            if self.editor.maybe_discard():
                self.editor.shutdown()
                self.editor = None
                self.tabs.removeTab(index)
                page.deleteLater()
            return
        if isinstance(page, GamePage):
            page.shutdown()
            del self.pages[page.game_id]
            self.tabs.removeTab(index)
            page.deleteLater()

    def _page_changed(self) -> None:
        self._rebuild_game_menu(self.current_page() or self.current_editor())
        self._update_actions()

    def _page_call(self, name: str) -> None:
        editor = self.current_editor()
        if editor is not None and name in ("undo", "redo"):
            getattr(editor, name)()
            self._update_actions()
            return
        page = self.current_page()
        if page is not None:
            getattr(page, name)()
            self._update_actions()

    def _on_index(self, _index: int) -> None:
        self._update_actions()

    def _on_paused(self, _paused: bool) -> None:
        self._update_actions()

    def _update_actions(self) -> None:
        if self._update_editor_actions():
            return
        page = self.current_page()
        has = page is not None
        for a in (self.act_new, self.act_save, self.act_save_as, self.act_hint, self.act_demo, self.act_pause):
            a.setEnabled(has)
        self.act_undo.setEnabled(has and page.session.undo_stack.canUndo())
        self.act_redo.setEnabled(has and page.session.undo_stack.canRedo())
        if has:
            self.act_hint.setEnabled(page.session.is_human_turn() and bool(page.session.game.computer_levels()))
            self.act_demo.setEnabled(bool(page.session.game.computer_levels()))
            self.act_demo.setChecked(page.demo_running())
            self.act_pause.setEnabled(page.session.against_computer())
            self.act_pause.setChecked(page.session.paused())
            self.tabs.setTabText(self.tabs.indexOf(page), page.window_title())
            self.setWindowTitle(self.tr("%1 — Ludoteca").replace("%1", page.window_title()))
        else:
            self.setWindowTitle(self.tr("Ludoteca"))

    # --- files ----------------------------------------------------------------------------------
    def _new(self) -> None:
        if self.current_editor() is not None:
            self.current_editor().new_board()
            return
        page = self.current_page()
        if page is not None:
            page.new_game_interactive()

    def _open(self) -> None:
        if self.current_editor() is not None:
            self.current_editor().open_interactive()
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(files.default_folder()),
                                              self._save_filter())
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Open a saved game of any game in its tab; a bad file gives a message, nothing lost."""
        try:
            state, extra = savefile.loads(files.read_text(path))
            page_entry = entry(state.game.id)
        except (files.FileProblem, SaveFormatError) as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), str(exc))
            return False
        except KeyError:
            QMessageBox.warning(self, self.tr("Cannot open the game"),
                                self.tr("This version cannot play that game yet."))
            return False
        self.open_game(page_entry.id).load_state(state, extra, path)
        return True

    def _save_filter(self) -> str:
        return self.tr("Ludoteca games (*.ludoteca.json *.json);;All files (*)")

    def _save(self) -> None:
        if self.current_editor() is not None:
            self.current_editor().save()
            return
        page = self.current_page()
        if page is not None:
            if page.path:
                self.save_to(page, page.path)
            else:
                self._save_as()

    def _save_as(self) -> None:
        if self.current_editor() is not None:
            self.current_editor().save_as()
            return
        page = self.current_page()
        if page is None:
            return
        suggested = page.path or str(files.default_folder() / f"{page.game_id}.ludoteca.json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggested, self._save_filter())
        if path:
            self.save_to(page, path)

    def save_to(self, page: GamePage, path: str) -> bool:
        try:
            page.save_to(path)
        except files.FileProblem as exc:
            QMessageBox.warning(self, self.tr("Cannot save the game"),
                                str(exc) + "\n\n" + self.tr("The game is still open; try another place."))
            return False
        self._update_actions()
        return True

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Ludoteca"),
                          self.tr("Ludoteca: five two-player games from old rule sheets.\n"
                                  "Free software under the GPL."))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.editor is not None:
            self.tabs.setCurrentWidget(self.editor)
            if not self.editor.maybe_discard():
                event.ignore()
                return
            self.editor.shutdown()
        for page in list(self.pages.values()):
            page.shutdown()
        settings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
