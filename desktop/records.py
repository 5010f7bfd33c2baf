"""Game records in the Game menu of every game page: import from a file or the clipboard,
export to a file or the clipboard.

A record is the text people exchange (see :mod:`rules.record`; Othello's is its compact
transcript ``f5d6c3``). Importing replaces the game in progress, so unsaved moves are asked
about first; a record that cannot be read or replayed is explained in a message naming the
move, and the game on the board stays as it was.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog

from desktop import files, messages
from rules.errors import RulesError

if TYPE_CHECKING:
    from desktop.game_page import GamePage


@dataclass(frozen=True)
class RecordWords:
    """The words of the four actions and their messages (Othello says "transcript")."""

    import_file: str
    paste: str
    export_file: str
    copy: str
    cannot_import: str
    cannot_export: str
    copied: str
    prompt: str
    file_filter: str
    suffix: str


class RecordActions(QObject):
    def __init__(self, page: "GamePage") -> None:
        super().__init__(page)
        self.page = page

    def words(self) -> RecordWords:
        return self.page.ui.record_words()

    def actions(self) -> list[QAction]:
        w = self.words()
        out = []
        for text, slot in ((w.import_file, self.import_file), (w.paste, self.paste),
                           (w.export_file, self.export_file), (w.copy, self.copy)):
            action = QAction(text, self.page)
            action.triggered.connect(slot)
            out.append(action)
        return out

    def import_text(self, text: str) -> bool:
        """Replace the game by the record ``text``; False (and a message) if it cannot be
        read, or if the person keeps the unsaved game."""
        try:
            state = self.page.ui.read_record(text)
        except RulesError as exc:
            messages.warning(self.page, self.words().cannot_import, str(exc))
            return False
        if not self.page.maybe_discard():
            return False
        return self.page.load_state(state, {"seats": [s.to_json() for s in self.page.session.seats]})

    def import_file(self) -> None:
        w = self.words()
        path, _ = QFileDialog.getOpenFileName(self.page, w.import_file.rstrip("…"), str(files.default_folder()),
                                              w.file_filter)
        if path:
            try:
                self.import_text(files.read_text(path))
            except files.FileProblem as exc:
                messages.warning(self.page, w.cannot_import, str(exc))

    def paste(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            text, ok = QInputDialog.getText(self.page, self.words().paste, self.words().prompt)
            if not ok:
                return
        self.import_text(text)

    def export_file(self) -> None:
        w = self.words()
        path, _ = QFileDialog.getSaveFileName(self.page, w.export_file.rstrip("…"),
                                              str(files.default_folder() / f"{self.page.game_id}{w.suffix}"),
                                              w.file_filter)
        if path:
            try:
                files.write_text_atomic(path, self.page.ui.record_text().rstrip("\n") + "\n")
            except files.FileProblem as exc:
                messages.warning(self.page, w.cannot_export, str(exc))

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.page.ui.record_text())
        self.page.notice.show_text(self.words().copied, 1.5)
