"""The main window: a home tab and one tab per open game or the board designer, with the
standard game actions.

Actions act on the current tab's :class:`~desktop.page.Page` and ask it whether they are
enabled; the window never asks which kind of page it has.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMenu, QTabWidget, QToolBar

from desktop import autosave, files, language, messages, recent, saves, theme
from desktop.worker import Mode
from desktop.game_page import GamePage
from desktop.games import entries, entry, for_file
from rules.version import version
from desktop.home_page import HomePage
from desktop.page import Page
from desktop.rules_page import RulesPage
from desktop.settings import AnimationSpeed, animation_speed, set_value, settings
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
        self.home.openGame.connect(self.play)
        self.home.continueGame.connect(self.continue_game)
        self.home.openRules.connect(self.open_rules)
        for game in entries():  # what games add to their cards: Oche's "Design a board…"
            for widget in game.card_extras(self) if game.card_extras else []:
                self.home.cards[game.id].add_widget(widget)
        self.refresh_waiting()
        self.tabs.addTab(self.home, self.tr("Home"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.setCentralWidget(self.tabs)
        self.pages: dict[str, GamePage] = {}
        """The open game pages by game id (one tab per game)."""
        self.tools: dict[str, Page] = {}
        """The open tool tabs (a game's own tools, one tab each: Oche's board designer)."""
        self.rules: RulesPage | None = None
        self._make_actions()
        self.tabs.currentChanged.connect(lambda _i: self._page_changed())
        self.tabs.currentChanged.connect(lambda index: self.refresh_waiting() if index == 0 else None)
        self.resize(1100, 760)
        geometry = settings().value("window/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        self._page_changed()

    # --- actions --------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
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
        self.act_invite = self._action(self.tr("In&vite a friend to this game…"),
                                       lambda: self._page_call("invite_interactive"))
        self.act_join = self._action(self.tr("&Join a friend's game…"), self.join_friend)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)

        bar = self.menuBar()
        self.game_menu = bar.addMenu(self.tr("&Game"))
        self.recent_menu = QMenu(self.tr("Open Recen&t"), self)  # R is Reset on Oche's page
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.move_menu = bar.addMenu(self.tr("&Move"))
        for a in (self.act_undo, self.act_redo, self.act_hint, self.act_demo, self.act_pause):
            self.move_menu.addAction(a)
        tools_menu = bar.addMenu(self.tr("&Tools"))
        for game in entries():  # what games add to the window: Oche's board designer
            for action in game.tools(self) if game.tools else []:
                tools_menu.addAction(action)
        self.view_menu = bar.addMenu(self.tr("&View"))
        self._choice_menu(self.tr("Animation speed"),
                          {AnimationSpeed.SLOW.value: self.tr("Slow"), AnimationSpeed.NORMAL.value: self.tr("Normal"),
                           AnimationSpeed.FAST.value: self.tr("Fast"), AnimationSpeed.OFF.value: self.tr("Off")},
                          animation_speed().value, lambda value: set_value("view/animationSpeed", value))
        self._choice_menu(self.tr("Theme"),
                          {theme.SYSTEM: self.tr("Follow the system"), theme.LIGHT: self.tr("Light"),
                           theme.DARK: self.tr("Dark")}, theme.choice(), theme.set_choice)
        self._choice_menu(self.tr("Language"), {language.SYSTEM: language.system_name(), **language.LANGUAGES},
                          language.chosen(), self._choose_language)
        self.view_menu.addSeparator()
        help_menu = bar.addMenu(self.tr("&Help"))
        self.act_rules = self._action(self.tr("&Rules of this game"), self._rules_of_current, QKeySequence.StandardKey.HelpContents)
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self._action(self.tr("&About Ludoteca"), self._about))

        toolbar = QToolBar(self.tr("Game"))
        toolbar.setObjectName("gameToolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        toolbar.setIconSize(QSize(20, 20))
        self._toolbar_actions = {
            self.act_home: ("home", self.tr("Home")), self.act_new: ("new", self.tr("New")),
            self.act_open: ("open", self.tr("Open")), self.act_save: ("save", self.tr("Save")),
            self.act_undo: ("undo", self.tr("Undo")), self.act_redo: ("redo", self.tr("Redo")),
            self.act_hint: ("hint", self.tr("Hint")), self.act_demo: ("demo", self.tr("Demo")),
            self.act_pause: ("pause", self.tr("Pause"))}
        for action, (_icon, short) in self._toolbar_actions.items():
            action.setIconText(short)
            toolbar.addAction(action)
        self._paint_icons()
        theme.signals.changed.connect(self._paint_icons)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        self._page_actions: list[QAction] = []

    def _choice_menu(self, title: str, options: dict[str, str], current: str, choose: Callable[[str], None]) -> None:
        """A View submenu of exclusive choices (animation speed, theme)."""
        menu = self.view_menu.addMenu(title)
        group = QActionGroup(self)
        for value, name in options.items():
            action = QAction(name, self, checkable=True)
            action.setChecked(value == current)
            action.triggered.connect(lambda _c=False, v=value: choose(v))
            group.addAction(action)
            menu.addAction(action)

    def _paint_icons(self) -> None:
        for action, (name, _short) in self._toolbar_actions.items():
            action.setIcon(theme.icon(name))

    def _rebuild_game_menu(self, page: Page | None) -> None:
        self.game_menu.clear()
        for a in (self.act_new, self.act_open):
            self.game_menu.addAction(a)
        self.game_menu.addMenu(self.recent_menu)
        for a in (self.act_save, self.act_save_as):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_invite)
        self.game_menu.addAction(self.act_join)
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
    def current_page(self) -> Page | None:
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, Page) else None

    def _add_page(self, page: Page) -> None:
        self.tabs.addTab(page, files.shown(page.window_title()))
        page.titleChanged.connect(self._update_actions)
        page.actionsChanged.connect(lambda: self._rebuild_game_menu(self.current_page()))
        if isinstance(page, GamePage):
            page.joinRequested.connect(self.join_friend)

    def join_friend(self, table: Any = None) -> Any:
        """Join a friend's game: the join dialog (returned, open, not waited for) asks for the
        code and shows the invitation; once accepted the game opens in its own tab, whatever
        tab this began on."""
        from desktop.network_dialog import JoinDialog
        from desktop.network_play import NetworkTable
        table = table or NetworkTable(parent=self)
        dialog = JoinDialog(table, self)

        def accepted() -> None:
            assert dialog.game is not None
            page = self.open_game(dialog.game.id)
            if not page.maybe_discard():
                table.close()
                return
            table.setParent(page)
            page.start_friend_game(table)
            self._update_actions()
        dialog.accepted.connect(accepted)
        dialog.rejected.connect(table.close)
        dialog.open()
        return dialog

    def open_tool(self, key: str, make: Callable[[], Page]) -> Page:
        """A tool's tab (one per key: a game's own tool, such as Oche's board designer),
        made by ``make`` the first time."""
        page = self.tools.get(key)
        if page is None:
            page = self.tools[key] = make()
            page.tool_key = key
            self._add_page(page)
        self.tabs.setCurrentWidget(page)
        page.focus_board()
        return page

    def open_rules(self, game_id: str) -> RulesPage:
        """The rules tab (one per window), showing ``game_id``'s rules."""
        if self.rules is None:
            self.rules = RulesPage()
            self._add_page(self.rules)
        self.rules.show_rules(game_id)
        self.tabs.setCurrentWidget(self.rules)
        self.rules.focus_board()
        return self.rules

    def _rules_of_current(self) -> None:
        """F1: the rules of the current tab's game; on the home page, of the game whose card
        has the keyboard focus, else the first game's (the rules page lists every game);
        on the rules page itself, nothing changes."""
        page = self.current_page()
        if page is self.rules and page is not None:
            return
        game_id = page.rules_game_id() if page is not None else None
        if game_id is None and self.tabs.currentWidget() is self.home:
            game_id = self.home.focused_game()
        self.open_rules(game_id or entries()[0].id)

    def _choose_language(self, code: str) -> None:
        """The rules follow at once; the rest of the window at the next start."""
        language.choose(code)
        if self.rules is not None:
            self.rules.show_rules(self.rules.game_id, language.current())
        messages.information(self, self.tr("Language"),
                                self.tr("Ludoteca will speak %1 from the next start; the rules pages "
                                        "already do.").replace("%1", language.LANGUAGES[language.current()]))

    def play(self, game_id: str) -> GamePage:
        """Play on a home card: the game's tab; the first time ever, the new-game dialog asks
        who plays (then the choice is remembered and Play goes straight to the board). A
        finished game's tab starts a new game with the same players: Play means play."""
        first_time = not settings().value(f"{game_id}/played", False, type=bool)
        had_tab = game_id in self.pages
        page = self.open_game(game_id)
        if first_time and not had_tab and not page.session.state.history:
            settings().setValue(f"{game_id}/played", True)
            page.new_interactive()
        elif had_tab and page.session.state.is_terminal():
            page.start_new_game()
        return page

    def open_game(self, game_id: str) -> GamePage:
        """The game's tab (one per game), opened with a new game if it was not open."""
        page = self.pages.get(game_id)
        if page is None:
            page = GamePage(entry(game_id).ui_class(), self.runner_mode)
            self.pages[game_id] = page
            self._add_page(page)
        self.tabs.setCurrentWidget(page)
        page.focus_board()
        return page

    def continue_game(self, path: str) -> bool:
        """Continue the game a crash left in the copy at ``path`` (Continue on the home page)
        in its game's tab; False if it was not continued (the page said why), or if the copy's
        name names no game of the app."""
        game_id = autosave.game_of(Path(path))
        if game_id not in {game.id for game in entries()}:
            return False
        continued = self.open_game(game_id).resume(Path(path))
        self.refresh_waiting()
        self._update_actions()
        return continued

    def refresh_waiting(self) -> None:
        """Offer on the home page each game a crash left (another open window's are its own)."""
        self.home.set_waiting(autosave.waiting([game.id for game in entries()]))

    def close_tab(self, index: int) -> None:
        page = self.tabs.widget(index)
        if not isinstance(page, Page):
            return
        self.tabs.setCurrentWidget(page)
        if not page.maybe_discard():
            return
        page.shutdown()
        for key, tool in list(self.tools.items()):
            if tool is page:
                del self.tools[key]
        if self.rules is not None and page is self.rules:
            self.rules = None
        elif isinstance(page, GamePage):
            del self.pages[page.game_id]
        self.tabs.removeTab(index)
        page.deleteLater()

    def _page_changed(self) -> None:
        self._rebuild_game_menu(self.current_page())
        self._update_actions()

    def _page_call(self, name: str) -> None:
        """Call one of :class:`Page`'s standard methods on the current page."""
        page = self.current_page()
        if page is not None:
            getattr(page, name)()
            self._update_actions()

    def _update_actions(self) -> None:
        page = self.current_page()
        self.act_new.setText(page.new_text() if page is not None else self.tr("&New game…"))
        self.act_new.setEnabled(True)  # on the home page it asks which game
        for a in (self.act_save, self.act_save_as):
            a.setEnabled(page is not None and page.can_save())
        self.act_undo.setEnabled(page is not None and page.can_undo())
        self.act_redo.setEnabled(page is not None and page.can_redo())
        self.act_hint.setEnabled(page is not None and page.can_hint())
        self.act_demo.setEnabled(page is not None and page.can_demo())
        self.act_demo.setChecked(page is not None and page.demo_running())
        self.act_pause.setEnabled(page is not None and page.can_pause())
        self.act_pause.setChecked(page is not None and page.paused())
        self.act_invite.setEnabled(page is not None and page.can_invite())
        for i in range(1, self.tabs.count()):
            widget = self.tabs.widget(i)
            if isinstance(widget, Page):
                self.tabs.setTabText(i, files.shown(widget.window_title()))
        if page is not None:
            self.setWindowTitle(self.tr("%1 — Ludoteca").replace("%1", files.shown(page.window_title())))
        else:
            self.setWindowTitle(self.tr("Ludoteca"))

    # --- files ----------------------------------------------------------------------------------
    def _new(self) -> None:
        page = self.current_page()
        if page is not None:
            page.new_interactive()
            return
        titles = [game.title() for game in entries()]
        title, ok = QInputDialog.getItem(self, self.tr("New game"), self.tr("Which game?"), titles, 0, False)
        if ok and title in titles:
            self.open_game(entries()[titles.index(title)].id).new_interactive()

    def _open(self) -> None:
        page = self.current_page()
        if page is not None and page.open_interactive():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(files.default_folder()),
                                              files.save_filter())
        if path:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Open a saved game of any game in its tab; a bad file gives a message, nothing lost."""
        try:
            state, extra, page_entry = saves.load(path)
        except (files.FileProblem, SaveFormatError) as exc:
            messages.warning(self, self.tr("Cannot open the game"), str(exc))
            return False
        page = self.open_game(page_entry.id)
        if not page.maybe_discard():
            return False
        if not page.load_state(state, extra, path):
            return False
        recent.add(path)
        return True

    # --- Open Recent ----------------------------------------------------------------------------
    def _fill_recent(self) -> None:
        """The menu lists the remembered files (names shown safely, ``&`` kept as a letter,
        the whole path in the tip), numbered for the keyboard, and a way to clear the list."""
        self.recent_menu.clear()
        items = recent.entries()
        for number, item in enumerate(items, 1):
            name = files.shown(Path(item.path).name).replace("&", "&&")
            mnemonic = f"&{number} " if number < 10 else f"{number} "
            action = self.recent_menu.addAction(mnemonic + name)
            action.setToolTip(files.shown(item.path))
            action.setStatusTip(files.shown(item.path))
            action.triggered.connect(lambda _c=False, chosen=item: self.open_recent(chosen))
        if not items:
            self.recent_menu.addAction(self.tr("No recent files")).setEnabled(False)
            return
        self.recent_menu.setToolTipsVisible(True)
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("&Clear the list"), recent.clear)

    def open_recent(self, item: recent.Recent) -> bool:
        """Open a remembered file where it was used: a saved game in its game's tab, a game's
        own file as that game plays it, a tool's file in that tool. A file that is gone is
        said, and dropped from the list."""
        if not Path(item.path).is_file():
            recent.drop(item.path)
            messages.warning(self, self.tr("Cannot open the file"),
                             self.tr("%1 is no longer there (moved, renamed or deleted); it is taken off "
                                     "the list of recent files.").replace("%1", files.shown(item.path)))
            return False
        if item.tool:
            page = self.tools.get(item.tool) or next(
                (opened for game in entries() if game.open_tool is not None
                 for opened in [game.open_tool(self, item.tool)] if opened is not None), None)
            if page is None:
                return False
            self.tabs.setCurrentWidget(page)
            return page.open_path(item.path)
        own = for_file(item.path)
        if own is not None and own.open_file is not None:
            return own.open_file(self, item.path)
        return self.open_file(item.path)

    def _save(self) -> None:
        page = self.current_page()
        if page is not None:
            page.save()
            self._update_actions()

    def _save_as(self) -> None:
        page = self.current_page()
        if page is not None:
            page.save_as()
            self._update_actions()

    def _about(self) -> None:
        games = "\n".join(f"• {game.title()}: {game.source()}" for game in entries())
        messages.information(self, self.tr("About Ludoteca"),
                             self.tr("Ludoteca %1").replace("%1", version()) + "\n\n"
                             + self.tr("Two-player games from old rule sheets, to play with a friend "
                                       "at one screen or against the computer.") + "\n\n" + games + "\n\n"
                             + self.tr("Free software under the GNU General Public License, version 3 or later."))

    SHORT_HEIGHT = 600
    """Below this window height the toolbar shows its icons without words (the words are in
    the tooltips and menus): the board gets the room."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        short = self.height() < self.SHORT_HEIGHT
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly if short
                                        else Qt.ToolButtonStyle.ToolButtonTextUnderIcon)

    def closeEvent(self, event: QCloseEvent) -> None:
        pages = [w for w in (self.tabs.widget(i) for i in range(self.tabs.count())) if isinstance(w, Page)]
        for page in pages:
            self.tabs.setCurrentWidget(page)
            if not page.maybe_discard():
                event.ignore()
                return
        for page in pages:
            page.shutdown()
        settings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
