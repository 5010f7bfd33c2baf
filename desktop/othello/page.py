"""The Othello page: the shared game page plus transcripts and Othello's view toggles."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from desktop import files
from desktop.game_page import GamePage
from desktop.othello.scene import OthelloScene
from rules.errors import RulesError
from rules.othello import PASS, OthelloGame, OthelloState
from rules.protocol import Outcome


class OthelloPage(GamePage):
    game_id = "othello"

    def make_game(self) -> OthelloGame:
        return OthelloGame()

    def make_scene(self) -> OthelloScene:
        return OthelloScene(self)

    def title(self) -> str:
        return self.tr("Othello")

    def seat_name(self, seat: int) -> str:
        return self.tr("Black") if seat == 0 else self.tr("White")

    def seat_glyph(self, seat: int) -> str:
        return "●" if seat == 0 else "○"

    def seat_score(self, seat: int) -> str:
        state: OthelloState = self.session.state
        return str(state.disc_counts()[seat])

    def outcome_text(self, outcome: Outcome) -> str:
        black, white = self.session.state.disc_counts()
        score = f"{black}–{white}"
        if outcome.winner is None:
            return self.tr("Draw, %1.").replace("%1", score)
        return self.tr("%1 wins, %2.").replace("%1", self.seat_name(outcome.winner)).replace("%2", score)

    def notice_after(self, move: Any, before: OthelloState, after: OthelloState) -> str | None:
        if after.legal_moves() == [PASS]:
            return self.tr("%1 has no legal move and must pass.").replace("%1", self.seat_name(after.side))
        return None

    def _on_changed(self) -> None:
        super()._on_changed()
        # A person who must pass confirms it: the pass is a move, announced on the board.
        state = self.session.state
        if self.session.is_human_turn() and state.legal_moves() == [PASS]:
            self.scene.notice.show_text(
                self.tr("%1 has no legal move and must pass.\nClick the board to pass.")
                .replace("%1", self.seat_name(state.side)), seconds=None)

    # --- actions ---------------------------------------------------------------------------
    def page_actions(self) -> list[QAction]:
        actions = []
        for text, slot in ((self.tr("Import transcript…"), self.import_transcript_file),
                           (self.tr("Paste transcript"), self.paste_transcript),
                           (self.tr("Export transcript…"), self.export_transcript_file),
                           (self.tr("Copy transcript"), self.copy_transcript)):
            action = QAction(text, self)
            action.triggered.connect(slot)
            actions.append(action)
        return actions

    def view_actions(self) -> list[QAction]:
        legal = QAction(self.tr("Show legal moves"), self)
        legal.setCheckable(True)
        legal.setChecked(self.scene.show_legal)
        legal.toggled.connect(self.scene.set_show_legal)
        last = QAction(self.tr("Show last move"), self)
        last.setCheckable(True)
        last.setChecked(self.scene.show_last)
        last.toggled.connect(self.scene.set_show_last)
        return [legal, last]

    def transcript(self) -> str:
        return self.session.state.transcript()

    def import_transcript(self, text: str) -> bool:
        """Replace the game by a transcript; an illegal move is reported with its number."""
        try:
            state = self.session.game.import_transcript(text)
        except RulesError as exc:
            QMessageBox.warning(self, self.tr("Cannot import the transcript"), str(exc))
            return False
        self.load_state(state, {"seats": [s.to_json() for s in self.session.seats]})
        return True

    def import_transcript_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import transcript"), str(files.default_folder()),
                                              self.tr("Transcripts (*.txt);;All files (*)"))
        if path:
            try:
                self.import_transcript(files.read_text(path))
            except files.FileProblem as exc:
                QMessageBox.warning(self, self.tr("Cannot import the transcript"), str(exc))

    def paste_transcript(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            text, ok = QInputDialog.getText(self, self.tr("Paste transcript"), self.tr("Transcript, e.g. f5d6c3:"))
            if not ok:
                return
        self.import_transcript(text)

    def export_transcript_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export transcript"),
                                              str(files.default_folder() / "othello.txt"),
                                              self.tr("Transcripts (*.txt)"))
        if path:
            try:
                files.write_text_atomic(path, self.transcript() + "\n")
            except files.FileProblem as exc:
                QMessageBox.warning(self, self.tr("Cannot export the transcript"), str(exc))

    def copy_transcript(self) -> None:
        QGuiApplication.clipboard().setText(self.transcript())
        self.scene.notice.show_text(self.tr("Transcript copied."), 1.5)
