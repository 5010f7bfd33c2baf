"""What Oche adds to the main window outside its page: the board designer (a tool tab, in the
Tools menu and on Oche's home card, ``--editor`` on the command line, with its play-test in
the Oche page) and Oche's board files (``ludoteca board.oche.json`` plays one).

Registered with Oche's entry (:mod:`desktop.oche`), so the shared window names no game. Qt
is imported inside the functions: the command line's arguments are read before Qt is loaded.
"""
from __future__ import annotations

import argparse
from typing import Any

DESIGNER = "oche-designer"
"""The designer's key among the window's tool tabs."""


def _tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication
    return QCoreApplication.translate("OcheWindow", text)


def open_designer(window: Any) -> Any:
    """The Oche board designer's tab (one per window), opened on an empty board."""
    def make() -> Any:
        from desktop.oche_editor.page import OcheEditorPage
        page = OcheEditorPage(window.runner_mode)
        page.playTestRequested.connect(lambda board, p, o: play_test(window, board, p, o))
        return page
    return window.open_tool(DESIGNER, make)


def open_tool(window: Any, key: str) -> Any:
    """The designer's tab if ``key`` is its key (Open Recent reopens a board there), else None."""
    return open_designer(window) if key == DESIGNER else None


def play_test(window: Any, board: dict[str, Any], p_computer: bool, o_computer: bool) -> Any:
    """Open a designed board in the Oche game page, each side a person or the computer."""
    from desktop.seats import Seat
    page = window.open_game("oche")
    if not page.maybe_discard():
        return page
    strength = 2  # the solver's moves: a test should meet the best defence
    page.ui.play_board(board, (Seat(p_computer, strength if p_computer else 0),
                               Seat(o_computer, strength if o_computer else 0)))
    return page


def tools(window: Any) -> list[Any]:
    from PySide6.QtGui import QAction, QKeySequence
    action = QAction(_tr("Oche board &designer…"), window)
    action.setShortcut(QKeySequence("Ctrl+E"))
    action.triggered.connect(lambda: open_designer(window))
    return [action]


def card_extras(window: Any) -> list[Any]:
    from PySide6.QtWidgets import QPushButton
    button = QPushButton(_tr("Design a board…"))
    button.setObjectName("designer")
    button.clicked.connect(lambda: open_designer(window))
    return [button]


def check_board_file(path: str) -> None:
    """Raises with the reason if ``path`` is not a board Oche can play."""
    from rules.oche.game import OcheGame
    OcheGame.from_file(path)


def open_board_file(window: Any, path: str) -> bool:
    return bool(window.open_game("oche").ui.open_board(path))


def editor_level(text: str) -> int | None:
    """``--editor 12``: a built-in level's number (ASCII digits; anything else is a path)."""
    return int(text) if text.isascii() and text.isdigit() and len(text) < 6 else None


def _editor_argument(text: str) -> str:
    level = editor_level(text)
    if level is not None:
        from rules.oche.levels import LEVEL_COUNT
        if not 1 <= level <= LEVEL_COUNT:
            raise argparse.ArgumentTypeError(f"there is no level {text} (1 to {LEVEL_COUNT})")
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--editor", metavar="BOARD", type=_editor_argument,
                        help="open an Oche board file, or a level number as a template, in the board designer")


def apply_arguments(window: Any, args: argparse.Namespace) -> bool:
    """``--editor``: the designer on a level or a board file; False if it could not be opened."""
    if not args.editor:
        return True
    designer = open_designer(window)
    level = editor_level(args.editor)
    return bool(designer.open_level(level) if level is not None else designer.open_path(args.editor))
