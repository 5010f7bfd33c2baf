"""The page every game gets: board view, side panel, move list, and the standard actions.

A game contributes only what is its own (the scene, seat names and scores, words for its
results and notices); new game, undo/redo, hint, demo, save and load live here once.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from desktop import files
from desktop.ai_runner import ComputerRunner, Mode
from desktop.board_view import BoardView
from desktop.game_scene import GameScene
from desktop.move_list import MoveList
from desktop.new_game_dialog import NewGameDialog
from desktop.player_panel import PlayerPanel
from desktop.session import GameSession, Seat
from desktop.settings import settings
from rules import savefile
from rules.protocol import Game, Outcome, State, Termination


class GamePage(QWidget):
    """Base of every game's page; subclasses implement the ``make_*`` and text hooks."""

    titleChanged = Signal()
    game_id = ""

    def __init__(self, runner_mode: Mode = Mode.PROCESS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner_mode = runner_mode
        self.path: str | None = None
        self._demo_saved: tuple[Seat, Seat] | None = None
        self.session = GameSession(self.make_game(), self._remembered_seats(),
                                   runner=ComputerRunner(runner_mode),
                                   min_delay_ms=0 if runner_mode is Mode.SYNC else 450, parent=self)
        self.hint_runner = ComputerRunner(runner_mode, parent=self)
        self.hint_runner.moveReady.connect(self._on_hint)
        self.scene = self.make_scene()
        self.scene.install_notice()
        self.view = BoardView(self.scene)
        self.scene.moveChosen.connect(self.session.play)

        self.panel = PlayerPanel(self.session, self.seat_name, self.seat_score, self.seat_glyph)
        self.moves = MoveList(self.session, describe=self.move_text)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panel)
        for widget in self.side_widgets():
            side_layout.addWidget(widget)
        moves_label = QLabel(self.tr("Moves"))
        side_layout.addWidget(moves_label)
        side_layout.addWidget(self.moves, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        side.setMinimumWidth(280)
        side.setMaximumWidth(420)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)

        self.session.moved.connect(self._on_moved)
        self.session.changed.connect(self._on_changed)
        self.session.gameOver.connect(self._on_game_over)
        self.session.computerFailed.connect(self._on_computer_failed)
        self.session.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.session.thinkingChanged.connect(self._on_thinking)
        self.session.new_game()

    # --- hooks for each game ---------------------------------------------------------------
    def make_game(self) -> Game[Any]:
        raise NotImplementedError

    def make_scene(self) -> GameScene:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        return self.session.game.seat_names[seat] if hasattr(self, "session") else ""

    def seat_score(self, seat: int) -> str:
        return ""

    def seat_glyph(self, seat: int) -> str:
        """A symbol for the seat shown in the player panel (a disc, X or O...)."""
        return ""

    def side_widgets(self) -> list[QWidget]:
        return []

    def page_actions(self) -> list[QAction]:
        """Actions of this game shown in the main window's Game menu (import, export...)."""
        return []

    def view_actions(self) -> list[QAction]:
        """Toggles of this game shown in the View menu."""
        return []

    def outcome_text(self, outcome: Outcome) -> str:
        if outcome.termination is Termination.RESIGNATION:
            return self.tr("%1 resigns.").replace("%1", self.seat_name(1 - outcome.winner))
        if outcome.winner is None:
            return self.tr("Draw.")
        return self.tr("%1 wins.").replace("%1", self.seat_name(outcome.winner))

    def move_text(self, move: Any, before: State[Any]) -> str:
        """A move as the move list shows it; games whose notation is terse say it in words."""
        return str(move)

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        """A non-modal notice to show after ``move`` (a pass, a block...), if any."""
        return None

    # --- shared behaviour ------------------------------------------------------------------
    def interactive(self) -> bool:
        return self.session.is_human_turn()

    def _on_clean_changed(self, _clean: bool) -> None:
        self.titleChanged.emit()

    def _on_thinking(self, _thinking: bool) -> None:
        self._sync_scene()

    def _sync_scene(self) -> None:
        self.scene.sync(self.session.state, self.interactive())

    def _on_changed(self) -> None:
        self.scene.clear_hint()
        self.hint_runner.cancel()
        if not self._animating:
            self._sync_scene()
        state = self.session.state
        if not state.is_terminal():
            if self.scene.notice is not None and self._last_result \
                    and self.scene.notice.text() == self._last_result:
                self.scene.notice.dismiss()
            self.panel.status.setText("")
        self.titleChanged.emit()

    _animating = False
    _last_result = ""

    def _on_moved(self, move: Any, before: State[Any], after: State[Any]) -> None:
        self._animating = True
        try:
            self.scene.animate_move(move, before, after, self.interactive())
        finally:
            self._animating = False
        text = self.notice_after(move, before, after)
        if text and not after.is_terminal():
            self.scene.notice.show_text(text)

    def _on_game_over(self, outcome: Outcome) -> None:
        self._last_result = self.outcome_text(outcome)
        self.scene.notice.show_text(self._last_result, seconds=None)
        self.panel.status.setText(self._last_result)
        if self._demo_saved is not None:
            self.toggle_demo()

    def _on_computer_failed(self, message: str) -> None:
        self.scene.notice.show_text(self.tr("The computer player failed: %1").replace("%1", message), 6)

    def status_text(self) -> str:
        outcome = self.session.state.outcome()
        return self.outcome_text(outcome) if outcome else ""

    def is_modified(self) -> bool:
        return not self.session.undo_stack.isClean()

    def window_title(self) -> str:
        name = self.path.rsplit("/", 1)[-1] if self.path else self.title()
        return name + (" *" if self.is_modified() and self.path else "")

    # --- standard actions ---------------------------------------------------------------------
    def new_game_interactive(self) -> None:
        levels = self.session.game.computer_levels()
        dialog = NewGameDialog([self.seat_name(0), self.seat_name(1)], levels, self.session.seats, self)
        if dialog.exec():
            self.start_new_game(dialog.seats())

    def start_new_game(self, seats: tuple[Seat, Seat] | None = None) -> None:
        self._demo_saved = None
        if seats is not None:
            store = settings()
            store.setValue(f"{self.game_id}/seats", [s.to_json() for s in seats])
        self.path = None
        self._last_result = ""
        if self.scene.notice is not None:
            self.scene.notice.dismiss()
        self.panel.status.setText("")
        self.session.new_game(self.make_game(), seats)

    def _remembered_seats(self) -> tuple[Seat, Seat]:
        raw = settings().value(f"{self.game_id}/seats")
        if isinstance(raw, list) and len(raw) == 2:
            return (Seat.from_json(raw[0]), Seat.from_json(raw[1]))
        return (Seat(), Seat())

    def undo(self) -> None:
        if self._demo_saved is not None:
            self.toggle_demo()
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def hint(self) -> None:
        state = self.session.state
        levels = self.session.game.computer_levels()
        if not levels or not self.session.is_human_turn():
            return
        self.hint_runner.request(state.view_for(state.to_move()), levels[-1].number)

    def _on_hint(self, _request: int, text: str) -> None:
        self.scene.show_hint(self.session.game.parse_move(text))

    def toggle_demo(self) -> None:
        """Computer against computer (at the level already playing, else the default level);
        toggling again gives the seats back."""
        levels = self.session.game.computer_levels()
        if not levels:
            return
        if self._demo_saved is None:
            self._demo_saved = self.session.seats
            playing = [s.level for s in self.session.seats if s.computer]
            default = next((lv.number for lv in levels if lv.extra.get("default")), levels[0].number)
            level = playing[0] if playing else default
            self.session.set_seats((Seat(True, level), Seat(True, level)))
        else:
            saved, self._demo_saved = self._demo_saved, None
            self.session.set_seats(saved)

    def toggle_pause(self) -> None:
        paused = not self.session.paused()
        self.session.set_paused(paused)
        if paused:
            self.scene.notice.show_text(self.tr("Paused. Press P to go on."), seconds=None)
        else:
            self.scene.notice.dismiss()

    def demo_running(self) -> bool:
        return self._demo_saved is not None

    # --- files ---------------------------------------------------------------------------
    def save_text(self) -> str:
        return savefile.dumps(self.session.state, {"seats": [s.to_json() for s in self.session.seats]})

    def save_to(self, path: str) -> None:
        """Atomic save; raises :class:`files.FileProblem` and then the game stays unsaved."""
        files.write_text_atomic(path, self.save_text())
        self.path = path
        self.session.undo_stack.setClean()
        self.titleChanged.emit()

    def load_state(self, state: State[Any], extra: dict[str, Any], path: str | None = None) -> None:
        seats = extra.get("seats")
        parsed = (Seat.from_json(seats[0]), Seat.from_json(seats[1])) \
            if isinstance(seats, list) and len(seats) == 2 else self.session.seats
        self._demo_saved = None
        self._last_result = ""
        if self.scene.notice is not None:
            self.scene.notice.dismiss()
        self.session.new_game(seats=parsed, state=state)
        self.path = path
        outcome = state.outcome()
        if outcome is not None:
            self._on_game_over(outcome)
        self.titleChanged.emit()

    def shutdown(self) -> None:
        """Stop the computer and silence the history: the page is about to be destroyed."""
        self.session.undo_stack.blockSignals(True)
        self.session.shutdown()
        self.session.runner.shutdown()
        self.hint_runner.shutdown()
