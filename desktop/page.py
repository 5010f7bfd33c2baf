"""What the main window asks of a tab: a game page or the Oche board designer alike.

The window's standard actions (New, Open, Save, Undo, Redo, Hint, Demo, Pause) call these
methods on the current tab and ask them whether they are enabled; it never asks what kind of
page it has.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget


class Page(QWidget):
    titleChanged = Signal()
    """The title, the modified state or what the actions can do changed."""
    actionsChanged = Signal()
    """:meth:`page_actions` changed (the window rebuilds its Game menu)."""

    tool_key = ""
    """The window's key of this tool tab (set by ``MainWindow.open_tool``), "" for the pages
    of games: Open Recent reopens a file in the tab it was used in."""

    def open_path(self, path: str) -> bool:
        """Open a file in this tool tab (Open Recent); False if it was not opened (the page
        said why)."""
        return False

    def title(self) -> str:
        raise NotImplementedError

    def window_title(self) -> str:
        """The tab's and window's title: the file name or the page's title, a star if unsaved."""
        return self.title()

    def is_modified(self) -> bool:
        return False

    def new_text(self) -> str:
        """The New action's text on this page."""
        return self.tr("&New game…")

    def new_interactive(self) -> None:
        """New (Ctrl+N): ask what to start, then start it."""

    def open_interactive(self) -> bool:
        """Open (Ctrl+O) on this page; False: the window opens a saved game instead."""
        return False

    def save(self) -> bool:
        return False

    def save_as(self) -> bool:
        return False

    def can_save(self) -> bool:
        return True

    def undo(self) -> None:
        pass

    def redo(self) -> None:
        pass

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def can_hint(self) -> bool:
        return False

    def hint(self) -> None:
        pass

    def can_demo(self) -> bool:
        return False

    def demo_running(self) -> bool:
        return False

    def toggle_demo(self) -> None:
        pass

    def can_pause(self) -> bool:
        return False

    def paused(self) -> bool:
        return False

    def toggle_pause(self) -> None:
        pass

    def can_invite(self) -> bool:
        """Whether a friend on another computer can be invited to this page's game."""
        return False

    def invite_interactive(self) -> None:
        """Invite a friend to the page's game (asks which side the person plays)."""

    def page_actions(self) -> list[QAction]:
        """Actions of this page shown in the window's Game menu (import, export...)."""
        return []

    def view_actions(self) -> list[QAction]:
        """Toggles of this page shown in the View menu."""
        return []

    def maybe_discard(self) -> bool:
        """Before the page closes or its work is replaced: True if nothing unsaved would be
        lost (saved, or the person chose to discard), False to keep it open."""
        return True

    def rules_game_id(self) -> str | None:
        """The game whose rules F1 shows on this page (None: the first game's)."""
        return None

    def focus_board(self) -> None:
        """Give the keyboard to the board or canvas (the tab was just shown)."""

    def shutdown(self) -> None:
        """Stop background work: the page is about to be destroyed."""
