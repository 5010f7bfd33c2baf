"""The Oche page: levels, custom boards, the solver's forecast, reset and resign.

The shared page does the rest (new game flow, undo/redo, hint, demo, save/load). Decision 9
(O wins once P can no longer force a win) is the rules' adjudication, which the session
applies like any move (:meth:`rules.oche.game.OcheGame.adjudicates`); this page only words
it. The side panel's forecast comes from the same analysis entry as the hint.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QGraphicsView, QWidget

from desktop import files, messages, stepwise
from desktop.worker import Mode
from desktop.game_page import GamePage
from desktop.oche import level_texts, progress
from desktop.oche.level_dialog import LevelDialog
from desktop.oche.palette import colour_label
from desktop.oche.scene import OcheScene
from desktop.oche.side_panel import OcheSidePanel
from desktop.session import Seat
from desktop.settings import get_bool, set_value, settings
from rules.errors import RulesError
from rules.oche.board import Board
from rules.oche.boardfile import board_from_dict
from rules.oche.game import OcheGame
from rules.oche.levels import LEVEL_COUNT, ROMAN, level_dict, level_info
from rules.oche.moves import RESET, RESIGN, ChooseNumber, Cross, Declare, Reset, Resign
from rules.oche.state import O, P, OcheEnding, OcheState
from rules.protocol import Analysis, Outcome, Termination

PERFECT = 2


def _int_setting(key: str, default: int) -> int:
    try:
        return int(settings().value(key, default))
    except (TypeError, ValueError):
        return default


def _is_level(board: dict[str, Any], number: int) -> bool:
    """Whether a save's board is level ``number``'s (its cells and arrows: a level's words may
    change between versions). A save that names a level but holds another board is played as
    the board it holds, and winning it does not complete the level."""
    try:
        level = level_dict(number)
    except (RulesError, ValueError):
        return False
    return board.get("cells") == level.get("cells") and board.get("arrows") == level.get("arrows")


class OchePage(GamePage):
    game_id = "oche"

    def __init__(self, runner_mode: Mode = Mode.PROCESS, parent: QWidget | None = None) -> None:
        level = _int_setting("oche/level", 1)
        self.level: int | None = level if 1 <= level <= LEVEL_COUNT else 1
        self._custom: dict[str, Any] | None = None
        self._read: OcheGame | None = None
        """The game just read from a board file, played as it is if the options match:
        reading, checking and compiling a board at the format's limits again takes a while."""
        self._announced_at: int | None = None
        self.verdict: Analysis[Any] | None = None
        """The solver's last answer for the current position (None while it thinks)."""
        self._result_timer: QTimer | None = None
        super().__init__(runner_mode, parent)
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(self._fade_result)
        self.analyst.failed.connect(self._on_verdict_failed)
        self.side.reset_button.clicked.connect(self.reset)
        self.side.resign_button.clicked.connect(self.resign)
        self.side.levels_button.clicked.connect(self.new_interactive)
        self.scene.trayCommand.connect(self._tray_command)
        self.view.installEventFilter(self)
        # One rectangle round what changed: many arrows changing at once (each move) made
        # the default's many-rectangle clip take seconds to paint on a large board.
        self.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self._show_level()
        self._after_position()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The board's card follows the view's shape, so it fills the window."""
        if watched is self.view and event.type() == QEvent.Type.Resize and self.view.height() > 0:
            self.scene.set_view_aspect(self.view.width() / self.view.height())
        return super().eventFilter(watched, event)

    # --- hooks ----------------------------------------------------------------------------
    @classmethod
    def picture_state(cls, params: dict[str, str]) -> OcheState:
        game = OcheGame(board=level_dict(int(params.get("level", "1"))))
        return game.replay(params.get("record", "").split())

    @classmethod
    def picture_scene(cls) -> OcheScene:
        return OcheScene()

    def make_game(self) -> OcheGame:
        """Decision 9's announcement is always on against the computer; between two people
        it follows the View menu's choice."""
        announce = not get_bool("oche/twoPeople", False) or get_bool("oche/announce", True)
        read, self._read = self._read, None
        if self._custom is not None:
            if read is not None and read.options["board"] is self._custom and read.options["announce"] == announce:
                return read
            return OcheGame(board=self._custom, announce=announce)
        try:
            return OcheGame(board=level_dict(self.level or 1), announce=announce)
        except (RulesError, ValueError):
            self.level = 1
            return OcheGame(board=level_dict(1), announce=announce)

    def make_scene(self) -> OcheScene:
        return OcheScene(self)

    def title(self) -> str:
        return self.tr("Oche")

    def seat_name(self, seat: int) -> str:
        return self.tr("P · Proponent") if seat == P else self.tr("O · Opponent")

    def side_widgets(self) -> list[QWidget]:
        self.side = OcheSidePanel()
        return [self.side]

    def _remembered_seats(self) -> tuple[Seat, Seat]:
        return self._seats_for(self._human_side(), get_bool("oche/twoPeople", False),
                               _int_setting("oche/strength", PERFECT))

    def outcome_text(self, outcome: Outcome) -> str:
        if outcome.termination is OcheEnding.STUCK:
            text = self.tr("P wins: O is stuck on a cell with no way out.")
        elif outcome.termination is OcheEnding.NO_FORCED_WIN:
            text = self.tr("O wins: P can no longer force a win.")
        else:
            text = super().outcome_text(outcome)
        if self.level is not None and self._custom is None and self._human_won(outcome):
            text += "\n" + self.tr("Level %1 completed!").replace("%1", ROMAN[self.level - 1])
        return text

    def move_text(self, move: Any, before: OcheState) -> str:
        """``a3`` names an arrow by its index in the file; people read its colour and letter."""
        if isinstance(move, ChooseNumber):
            return f"{move.letter} = {move.value}"
        if isinstance(move, Cross) and 0 <= move.arrow < len(before.board.board.arrows):
            arrow = before.board.board.arrows[move.arrow]
            label = colour_label(arrow.color) + (f" {arrow.letter}" if arrow.letter else "")
            return self.tr("crosses %1").replace("%1", label)
        if isinstance(move, Reset):
            return self.tr("resets")
        if isinstance(move, Resign):
            return self.tr("resigns")
        if isinstance(move, Declare):
            return self.tr("O is declared the winner")
        return str(move)

    def notice_after(self, move: Any, before: OcheState, after: OcheState) -> str | None:
        if move == RESET:
            return self.tr("P resets: the token is back on the start cell.")
        return None

    # --- actions --------------------------------------------------------------------------
    def page_actions(self) -> list[QAction]:
        specs = ((self.tr("Choose &level…"), self.new_interactive, "Ctrl+L"),
                 (self.tr("Open &board file…"), self.open_board_dialog, "Ctrl+B"),
                 (self.tr("&Reset to start (P)"), self.reset, "R"),
                 (self.tr("Res&ign"), self.resign, None))
        actions = []
        for text, slot, shortcut in specs:
            action = QAction(text, self)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            actions.append(action)
        return actions + super().page_actions()

    def view_actions(self) -> list[QAction]:
        announce = QAction(self.tr("Announce the result in games between two people"), self)
        announce.setCheckable(True)
        announce.setChecked(get_bool("oche/announce", True))
        announce.toggled.connect(self.set_announce)
        forecast = QAction(self.tr("Show who can force a win (gives the solution away)"), self)
        forecast.setCheckable(True)
        forecast.setChecked(self.show_forecast())
        forecast.toggled.connect(self.set_show_forecast)
        return [announce, forecast]

    def show_forecast(self) -> bool:
        return get_bool("oche/forecast", False)

    def set_show_forecast(self, on: bool) -> None:
        set_value("oche/forecast", on)
        self._after_position()

    def set_announce(self, on: bool) -> None:
        """Between two people the announcement is a choice, also in the game being played:
        the game goes on under the new rule (a declared end is taken back if it is off)."""
        set_value("oche/announce", on)
        session = self.session
        if not session.against_computer() and session.game.options["announce"] != on:
            history = [m for m in session.state.history if not isinstance(m, Declare)]
            session.new_game(state=self.make_game().replay(history))

    def new_interactive(self) -> None:
        dialog = LevelDialog(self.level or 1, self.session.game.computer_levels(),
                             get_bool("oche/twoPeople", False), _int_setting("oche/strength", PERFECT), self)
        if dialog.exec():
            choice = dialog.choice()
            self.start_level(choice.level, choice.two_people, choice.strength)

    def start_level(self, number: int, two_people: bool = False, strength: int = PERFECT) -> None:
        """Play level ``number``; the level says which side the person takes."""
        self.level, self._custom = number, None
        set_value("oche/level", number)
        set_value("oche/twoPeople", two_people)
        set_value("oche/strength", strength)
        self.start_new_game(self._seats_for(self._human_side(), two_people, strength))
        self._show_level()

    def open_board_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open an Oche board"), str(files.default_folder()),
                                              self.tr("Oche boards (*.oche.json *.json);;All files (*)"))
        if path:
            self.open_board(path)

    def open_board(self, path: str) -> bool:
        """Play a board file; a bad file is explained in a message and the game goes on."""
        try:
            game = OcheGame.from_file(path)
        except (RulesError, ValueError, OSError) as exc:
            messages.warning(self, self.tr("Cannot open the board"), str(exc))
            return False
        if not self._board_ready(game.board):
            return False
        self.level, self._custom, self._read = None, game.options["board"], game
        two_people = get_bool("oche/twoPeople", False)
        self.start_new_game(self._seats_for(self._human_side(), two_people, _int_setting("oche/strength", PERFECT)))
        self._show_level()
        return True

    def play_board(self, board: dict[str, Any], seats: tuple[Seat, Seat]) -> bool:
        """Play a board given as its file's JSON object with these seats (the board
        designer's play-test); the board must be valid (the designer checks first). False
        if the person cancelled while a large board was being drawn (the game goes on)."""
        if not self._board_ready(board_from_dict(board)):
            return False
        self.level, self._custom = None, board
        self.start_new_game(seats)
        self._show_level()
        return True

    def _board_ready(self, board: Board) -> bool:
        """Draw ``board``'s items ahead of playing on it: a large board a slice at a time,
        with a progress dialog once it takes a while. False if the person cancelled: then
        nothing has changed, the game on show goes on."""
        if stepwise.run_steps(self, self.scene.prepare(board), self.tr("Drawing the board…"), self.title()):
            return True
        self.scene.drop_prepared()
        return False

    def reset(self) -> None:
        if self.interactive() and self.session.state.is_legal(RESET):
            self.session.submit(RESET)

    def resign(self) -> None:
        if self.interactive():
            self.session.submit(RESIGN)

    # --- levels and seats -----------------------------------------------------------------
    def _human_side(self) -> int:
        board = self._custom
        if board is None:
            try:
                side = level_info(self.level or 1)["human"]
            except (RulesError, ValueError):
                side = "P"
        else:
            side = board.get("human", "P")
        return O if side == "O" else P

    @staticmethod
    def _seats_for(human: int, two_people: bool, strength: int) -> tuple[Seat, Seat]:
        if two_people:
            return (Seat(), Seat())
        computer = Seat(True, strength)
        return (Seat(), computer) if human == P else (computer, Seat())

    def _human_won(self, outcome: Outcome) -> bool:
        people = [seat for seat in (P, O) if not self.session.seats[seat].computer]
        return len(people) == 1 and outcome.winner == people[0]

    def _show_level(self) -> None:
        if self._custom is not None:
            name = self._custom.get("title") or self._custom.get("name")
            caption = self.tr("Custom board · %1").replace("%1", str(name)) if name else self.tr("Custom board")
            description = self._custom.get("description", "")
        else:
            try:
                info = level_info(self.level or 1)
                caption = self.tr("Level %1 · %2").replace("%1", info["roman"]).replace("%2", level_texts.title(info))
                description = level_texts.description(info)
            except (RulesError, ValueError):
                caption, description = self.tr("Oche"), ""
            if (self.level or 1) in progress.completed():
                caption += "  ✓"
        self.scene.set_caption(caption)
        self.side.set_level(caption, description)

    # --- following the game ---------------------------------------------------------------
    def _on_changed(self) -> None:
        state = self.session.state
        if self._announced_at is not None and len(state.history) < self._announced_at:
            self._announced_at = None
        if not state.is_terminal():
            self.scene.set_game_over("", [])
        elif not self.scene.game_over_shown():
            QTimer.singleShot(0, self, self._show_end_after_redo)
        super()._on_changed()
        self._after_position()

    def _show_end_after_redo(self) -> None:
        """The session announces an end only when the move is played, not when redo brings
        the finished game back; show the result then too."""
        outcome = self.session.state.outcome()
        if outcome is not None and not self.scene.game_over_shown():
            self._on_game_over(outcome)

    def _on_game_over(self, outcome: Outcome) -> None:
        won = self.level is not None and self._custom is None and self._human_won(outcome)
        if won:
            progress.mark_completed(self.level)
        super()._on_game_over(outcome)
        self._show_level()
        self._refresh_side()
        commands = [(self.tr("↶ Undo"), "undo"), (self.tr("Levels…"), "levels")]
        if won and self.level is not None and self.level < LEVEL_COUNT:
            commands.append((self.tr("Next level ▸"), "next"))
        else:
            commands.append((self.tr("Play again"), "again"))
        short = self.tr("Game over · %1 wins").replace("%1", "PO"[outcome.winner]) \
            if outcome.winner in (P, O) else self.tr("Game over")
        self.scene.set_game_over(short, commands)
        # The tray keeps the result; the banner leaves so the final position can be studied.
        if self._result_timer is not None:
            self._result_timer.start(4500)

    def _fade_result(self) -> None:
        notice = self.scene.notice
        if notice is not None and notice.text() == self._last_result:
            notice.dismiss()

    def _tray_command(self, command: str) -> None:
        if command == "undo":
            self.undo()
        elif command == "levels":
            self.new_interactive()
        elif command == "next" and self.level is not None:
            self.start_level(self.level + 1, get_bool("oche/twoPeople", False), _int_setting("oche/strength", PERFECT))
        elif command == "again":
            if self._custom is not None:
                self.start_new_game(self.session.seats)
                self._show_level()
            else:
                self.start_level(self.level or 1, get_bool("oche/twoPeople", False),
                                 _int_setting("oche/strength", PERFECT))

    def _after_position(self) -> None:
        """Refresh the side panel and ask the solver for its forecast of the new position."""
        self._refresh_side()
        state = self.session.state
        self.verdict = None
        if state.outcome() is not None:
            self.side.set_forecast("")
        elif not self.session.game.options["announce"]:
            self.side.set_forecast(self.tr("The result is not announced (see View)."))
        else:
            # "Analysing…" only if the solver takes a while, so the line does not flicker.
            QTimer.singleShot(400, self, self._still_analysing)
            self.analyst.request("verdict", state, P, moves=False)

    def _still_analysing(self) -> None:
        if self.verdict is None and self.analyst.busy() and self.session.state.outcome() is None:
            self._set_forecast(self.tr("Analysing…"))

    def _refresh_side(self) -> None:
        state = self.session.state
        self.side.sync(state, self.interactive() and state.is_legal(RESET),
                       self.interactive() and not state.is_terminal(), over=state.is_terminal())

    def on_analysis(self, purpose: str, state: OcheState, analysis: Analysis[Any]) -> None:
        if purpose != "verdict":
            return
        self.verdict = analysis
        plies = analysis.verdict.plies
        self._set_forecast(self.forecast_words(plies))
        if plies is None:
            return
        if self.session.seats[P].computer and not self.session.seats[O].computer and self._announced_at is None:
            self._announced_at = len(state.history)
            self.scene.notice.show_text(self.tr("P wins in %1: O can no longer escape.")
                                        .replace("%1", self._plies(plies)), 3.5)

    def forecast_words(self, plies: int | None) -> str:
        if plies is None:
            return self.tr("P cannot force a win yet: O can still go wrong.")
        return self.tr("P can force a win in %1.").replace("%1", self._plies(plies))

    def _set_forecast(self, text: str) -> None:
        """The solver's forecast gives the puzzle away: shown only when asked for (View), and
        in a hint."""
        if self.show_forecast():
            self.side.set_forecast(text)
        else:
            self.side.set_forecast(self.tr("Stuck? Hint (H) shows a good move and who can force a win."))

    def show_hint(self, analysis: Analysis[Any]) -> None:
        super().show_hint(analysis)
        self.scene.notice.show_text(self.tr("Hint: %1").replace("%1", self.forecast_words(analysis.verdict.plies)),
                                    4.0)

    def _plies(self, count: int) -> str:
        """Turns, as the side panel counts them (a turn is a number and an arrow, or a reset)."""
        return self.tr("%n turn(s)", "", count)

    def _on_verdict_failed(self, purpose: str, message: str) -> None:
        if purpose == "verdict":
            self.side.set_forecast(self.tr("The solver could not judge this position: %1").replace("%1", message))

    # --- files ----------------------------------------------------------------------------
    def save_extra(self) -> dict[str, Any]:
        extra = super().save_extra()
        if self.level is not None and self._custom is None:
            extra["level"] = self.level
        return extra

    def load_state(self, state: OcheState, extra: dict[str, Any], path: str | None = None) -> bool:
        """As the shared page's; False if the person cancelled while a large board was being
        drawn (nothing changed)."""
        if not self._board_ready(state.board.board):
            return False
        level = extra.get("level")
        if isinstance(level, int) and 1 <= level <= LEVEL_COUNT and _is_level(state.game.options["board"], level):
            self.level, self._custom = level, None
        else:
            self.level, self._custom = None, state.game.options["board"]
        super().load_state(state, extra, path)
        self._show_level()
        return True

