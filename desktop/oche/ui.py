"""Oche on the shared game page: levels, custom boards, the solver's forecast, reset and resign.

The shared page does the rest (new game flow, undo/redo, hint, demo, save/load). Decision 9
(O wins once P can no longer force a win) is the rules' judgement, which the step driver
plays like any move (:meth:`rules.oche.game.OcheGame.judge`); this page only words it. The
side panel's forecast is the session's judgement where there was one (the same analysis, not
asked twice), else one analysis of the position.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QGraphicsView, QWidget

from desktop import files, messages, recent, stepwise
from desktop.game_page import GamePage
from desktop.game_ui import GameUI, MoveText
from desktop.language import QT_TRANSLATE_NOOP
from desktop.oche import level_texts, progress
from desktop.oche.level_dialog import LevelDialog
from desktop.oche.palette import colour_label
from desktop.oche.scene import OcheScene
from desktop.oche.side_panel import OcheSidePanel
from desktop.seats import Seat
from desktop.settings import get_bool, set_value, settings
from rules.errors import RulesError, SaveFormatError
from rules.oche.board import Board
from rules.oche.boardfile import board_from_dict
from rules.oche.game import OcheGame
from rules.oche.levels import LEVEL_COUNT, ROMAN, level_dict, level_info
from rules.oche.moves import RESET, RESIGN, ChooseNumber, Cross, Declare, Reset, Resign
from rules.oche.state import O, P, OcheEnding, OcheState
from rules import jsonfile
from rules.protocol import Analysis, Game, Outcome, State

PERFECT = 2


def _int_setting(key: str, default: int) -> int:
    try:
        value: Any = settings().value(key, default)  # whatever the settings file holds
        return int(value)
    except (TypeError, ValueError):
        return default


def _level_of(board: dict[str, Any]) -> int | None:
    """The level whose board this is (cells and arrows), if any."""
    return next((n for n in range(1, LEVEL_COUNT + 1) if _is_level(board, n)), None)


def _is_level(board: dict[str, Any], number: int) -> bool:
    """Whether a save's board is level ``number``'s (its cells and arrows: a level's words may
    change between versions). A save that names a level but holds another board is played as
    the board it holds, and winning it does not complete the level."""
    try:
        level = level_dict(number)
    except (RulesError, ValueError):
        return False
    return board.get("cells") == level.get("cells") and board.get("arrows") == level.get("arrows")


class OcheUI(GameUI):
    game_id = "oche"
    level_words = {
        1: (QT_TRANSLATE_NOOP("levels", "Casual"),
            QT_TRANSLATE_NOOP("levels", "Never throws a won game away, but takes its time.")),
        2: (QT_TRANSLATE_NOOP("levels", "Perfect"),
            QT_TRANSLATE_NOOP("levels", "The quickest win, the longest defence.")),
    }

    def __init__(self, page: GamePage) -> None:
        super().__init__(page)
        level = _int_setting("oche/level", 1)
        self.level: int | None = level if 1 <= level <= LEVEL_COUNT else 1
        self._custom: dict[str, Any] | None = None
        self._read: OcheGame | None = None
        """The game just read from a board file, played as it is if the options match:
        reading, checking and compiling a board at the format's limits again takes a while."""
        self._announced_at: int | None = None
        self.verdict: Analysis[Any] | None = None
        """The solver's last answer for the current position (None while it thinks)."""
        self._level_shown = True
        self._result_timer = QTimer(self)
        self._result_timer.setSingleShot(True)
        self._result_timer.timeout.connect(self._fade_result)

    def attached(self) -> None:
        page = self.page
        page.analyst.failed.connect(self._on_verdict_failed)
        self.session.verdictReady.connect(self._on_judged)
        self.side.reset_button.clicked.connect(self.reset)
        self.side.resign_button.clicked.connect(self.resign)
        self.side.levels_button.clicked.connect(page.new_interactive)
        self.scene.trayCommand.connect(self._tray_command)
        page.view.installEventFilter(self)
        # One rectangle round what changed: many arrows changing at once (each move) made
        # the default's many-rectangle clip take seconds to paint on a large board.
        page.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self._show_level()

    @property
    def scene(self) -> OcheScene:
        scene: OcheScene = self.page.scene  # type: ignore[assignment]  # made by make_scene
        return scene

    def _state(self) -> OcheState:
        state = self.session.state
        assert isinstance(state, OcheState)
        return state

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The board's card follows the view's shape and size, so it fills the window and its
        texts stay legible."""
        view = self.page.view
        if watched is view and event.type() == QEvent.Type.Resize and view.height() > 0:
            self.scene.set_view_size(view.width(), view.height())
        return super().eventFilter(watched, event)

    # --- hooks ----------------------------------------------------------------------------
    @classmethod
    def picture_state(cls, params: dict[str, str]) -> OcheState:
        game = OcheGame(board=level_dict(int(params.get("level", "1"))))
        return game.replay(params.get("record", "").split())

    @classmethod
    def picture_scene(cls) -> OcheScene:
        return OcheScene()

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        from desktop.oche.window import open_designer

        def opened(window: Any) -> None:
            window.open_game(cls.game_id)

        def designer(window: Any) -> None:
            open_designer(window).open_level(11)

        def choosing(window: Any, panel: bool = False) -> int:
            """P chooses a number (level III after O's move): the chips under the board; at a
            narrow size with the folded side panel opened."""
            page = window.open_game(cls.game_id)
            page.ui.start_level(3, False)
            page.fold_bar.toggle.setChecked(panel)
            return 1200

        def moves(window: Any) -> None:
            """Two people on level I: the move list's number-and-arrow cells. The level is
            chosen here: the page opens on the last level played (an earlier shot's)."""
            page = window.open_game(cls.game_id)
            page.ui.start_level(1, True)
            page.play_record("x=1 a0 reset x=2 a0 reset x=3 a0")

        def choosing_with_panel(window: Any) -> int:
            return choosing(window, True)
        return {cls.game_id: opened, "oche-choose": choosing, "oche-choose-panel": choosing_with_panel,
                "oche-designer": designer, "oche-moves": moves}

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
        return OcheScene(self.page)

    def title(self) -> str:
        return self.tr("Oche")

    def seat_name(self, seat: int) -> str:
        return self.tr("P · Proponent") if seat == P else self.tr("O · Opponent")

    def side_widgets(self) -> list[QWidget]:
        self.side = OcheSidePanel()
        return [self.side]

    def remembered_seats(self) -> tuple[Seat, Seat]:
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

    def move_text(self, move: Any, before: State[Any]) -> MoveText:
        """``a3`` names an arrow by its index in the file; people read its colour and letter."""
        assert isinstance(before, OcheState)
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

    def invitation_text(self, game: Game[Any, Any]) -> str:
        """The level an invitation plays, or the name of its own board (plain text)."""
        board = game.options["board"]
        level = _level_of(board)
        if level is not None:
            return self.tr("Level %1").replace("%1", ROMAN[level - 1])
        name = str(board.get("name") or "") if isinstance(board, dict) else ""
        return self.tr("Your friend's own board: %1").replace("%1", name or self.tr("(no name)"))

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        if move == RESET:
            return self.tr("P resets: the token is back on the start cell.")
        return None

    # --- actions --------------------------------------------------------------------------
    def page_actions(self) -> list[QAction]:
        specs = ((self.tr("Choose &level…"), self.page.new_interactive, "Ctrl+L"),
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

    def new_interactive(self) -> bool:
        dialog = LevelDialog(self.level or 1, self.session.game.computer_levels(),
                             get_bool("oche/twoPeople", False), _int_setting("oche/strength", PERFECT), self.page,
                             self)
        if dialog.exec():
            choice = dialog.choice()
            if choice.friend:
                self.invite_to_level(choice.level)
            else:
                self.start_level(choice.level, choice.two_people, choice.strength)
        return True

    def invite_to_level(self, number: int) -> None:
        """A friend on another computer plays level ``number`` against the person, who takes
        the side the level gives them; the level's board travels with the invitation."""
        self.level, self._custom = number, None
        set_value("oche/level", number)
        self.page.invite_friend(self._human_side())

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
        if not session.against_computer() and session.remote_seat() is None \
                and session.game.options["announce"] != on:  # with a friend the game's rules stay as agreed
            history = [m for m in session.state.history if not isinstance(m, Declare)]
            session.new_game(state=self.make_game().replay(history))

    def start_level(self, number: int, two_people: bool = False, strength: int = PERFECT) -> None:
        """Play level ``number``; the level says which side the person takes."""
        self.level, self._custom = number, None
        set_value("oche/level", number)
        set_value("oche/twoPeople", two_people)
        set_value("oche/strength", strength)
        self.page.start_new_game(self._seats_for(self._human_side(), two_people, strength))
        self._show_level()

    def open_board_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.page, self.tr("Open an Oche board"), str(files.default_folder()),
                                              self.tr("Oche boards (*.oche.json *.json);;All files (*)"))
        if path:
            self.open_board(path)

    def open_board(self, path: str) -> bool:
        """Play a board file; a bad file is explained in a message and the game goes on."""
        try:
            game = OcheGame.from_file(path)
        except (RulesError, ValueError, OSError) as exc:
            messages.warning(self.page, self.tr("Cannot open the board"), str(exc))
            return False
        if not self._board_ready(game.board):
            return False
        self.level, self._custom, self._read = None, game.options["board"], game
        recent.add(path)
        two_people = get_bool("oche/twoPeople", False)
        self.page.start_new_game(self._seats_for(self._human_side(), two_people,
                                                 _int_setting("oche/strength", PERFECT)))
        self._show_level()
        return True

    def play_board(self, board: dict[str, Any], seats: tuple[Seat, Seat]) -> bool:
        """Play a board given as its file's JSON object with these seats (the board
        designer's play-test); the board must be valid (the designer checks first). False
        if the person cancelled while a large board was being drawn (the game goes on)."""
        if not self._board_ready(board_from_dict(board)):
            return False
        self.level, self._custom = None, board
        self.page.start_new_game(seats)
        self._show_level()
        return True

    def _board_ready(self, board: Board) -> bool:
        """Draw ``board``'s items ahead of playing on it: a large board a slice at a time,
        with a progress dialog once it takes a while. False if the person cancelled: then
        nothing has changed, the game on show goes on."""
        if stepwise.run_steps(self.page, self.scene.prepare(board), self.tr("Drawing the board…"), self.title()):
            return True
        self.scene.drop_prepared()
        return False

    def reset(self) -> None:
        if self.page.interactive() and self.session.state.is_legal(RESET):
            self.session.submit(RESET)

    def resign(self) -> None:
        if self.page.interactive():
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
        self._level_shown = True
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
    def position_changed(self) -> None:
        if not self._level_shown:
            self._show_level()
        state = self.session.state
        if self._announced_at is not None and len(state.history) < self._announced_at:
            self._announced_at = None
        if not state.is_terminal():
            self.scene.set_game_over("", [])
        self._after_position()

    def turn_changed(self) -> None:
        self._refresh_side()  # the judgement came back: the person may reset or resign now

    def game_over(self, outcome: Outcome) -> bool:
        won = self.level is not None and self._custom is None and self._human_won(outcome)
        if won and self.level is not None:
            progress.mark_completed(self.level)
        self.page.announce_result(outcome)
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
        self._result_timer.start(4500)
        return False

    def _fade_result(self) -> None:
        notice = self.scene.notice
        if notice is not None and notice.text() == self.page.last_result():
            notice.dismiss()

    def _tray_command(self, command: str) -> None:
        if command == "undo":
            self.page.undo()
        elif command == "levels":
            self.page.new_interactive()
        elif command == "next" and self.level is not None:
            self.start_level(self.level + 1, get_bool("oche/twoPeople", False), _int_setting("oche/strength", PERFECT))
        elif command == "again":
            if self._custom is not None:
                self.page.start_new_game(self.session.seats)
                self._show_level()
            else:
                self.start_level(self.level or 1, get_bool("oche/twoPeople", False),
                                 _int_setting("oche/strength", PERFECT))

    def _after_position(self) -> None:
        """Refresh the side panel and have the forecast of the new position: the session's
        judgement of it when it judges one (the same analysis, not asked twice), else one
        analysis of its own."""
        self._refresh_side()
        state = self._state()
        self.verdict = None
        if state.outcome() is not None:
            self.side.set_forecast("")
        elif not self.session.game.options["announce"]:
            self.side.set_forecast(self.tr("The result is not announced (see View)."))
        elif not self._forecast_read():
            self._set_forecast("")  # what the panel says instead needs no solver
        else:
            # "Analysing…" only if the solver takes a while, so the line does not flicker.
            QTimer.singleShot(400, self, self._still_analysing)
            if not self.session.game.adjudicates(state):
                self.page.analyst.request("verdict", state, P, moves=False)

    def _forecast_read(self) -> bool:
        """Whether anybody reads the forecast of a position: the side panel when it shows it,
        or the notice that the computer playing P against a person can no longer be escaped;
        never in a game with a friend on another computer (the engine may not help there),
        so no solver runs for nothing."""
        seats = self.session.seats
        return self.page.engine_may_help() and (self.show_forecast() or
                                                (seats[P].computer and not seats[O].computer))

    def _on_judged(self, state: OcheState, analysis: Analysis[Any]) -> None:
        """The session's judgement is the forecast of the position it judged (the forecast
        reads P's forced win in plies, the same whichever seat it was asked for)."""
        if state.history == self.session.state.history:
            self.on_analysis("verdict", state, analysis)

    def _still_analysing(self) -> None:
        if self.verdict is None and self.session.state.outcome() is None and (
                self.page.analyst.busy() or self.session.is_judging()):
            self._set_forecast(self.tr("Analysing…"))

    def _refresh_side(self) -> None:
        state = self._state()
        interactive = self.page.interactive()
        self.side.sync(state, interactive and state.is_legal(RESET), interactive and not state.is_terminal(),
                       over=state.is_terminal())

    def on_analysis(self, purpose: str, state: State[Any], analysis: Analysis[Any]) -> None:
        if purpose != "verdict":
            return
        self.verdict = analysis
        plies = analysis.verdict.plies
        self._set_forecast(self.forecast_words(plies))
        if plies is None:
            return
        if self.session.seats[P].computer and not self.session.seats[O].computer and self._announced_at is None:
            self._announced_at = len(state.history)
            self.page.notice.show_text(self.tr("P wins in %1: O can no longer escape.")
                                       .replace("%1", self._plies(plies)), 3.5)

    def forecast_words(self, plies: int | None) -> str:
        if plies is None:
            return self.tr("P cannot force a win yet: O can still go wrong.")
        return self.tr("P can force a win in %1.").replace("%1", self._plies(plies))

    def _set_forecast(self, text: str) -> None:
        """The solver's forecast gives the puzzle away: shown only when asked for (View), and
        in a hint; never while a game with a friend goes on (nor is a hint offered there)."""
        if not self.page.engine_may_help():
            self.side.set_forecast("")
        elif self.show_forecast():
            self.side.set_forecast(text)
        else:
            self.side.set_forecast(self.tr("Stuck? Hint (H) shows a good move and who can force a win."))

    def show_hint(self, analysis: Analysis[Any]) -> None:
        super().show_hint(analysis)
        self.page.notice.show_text(self.tr("Hint: %1").replace("%1", self.forecast_words(analysis.verdict.plies)),
                                   4.0)

    def _plies(self, count: int) -> str:
        """Turns, as the side panel counts them (a turn is a number and an arrow, or a reset)."""
        return self.tr("%n turn(s)", "", count)

    def _on_verdict_failed(self, purpose: str, message: str) -> None:
        if purpose == "verdict":
            self.side.set_forecast(self.tr("The solver could not judge this position: %1").replace("%1", message))

    # --- files ----------------------------------------------------------------------------
    def save_extra(self) -> dict[str, Any]:
        return {"level": self.level} if self.level is not None and self._custom is None else {}

    @classmethod
    def check_extra(cls, extra: dict[str, Any]) -> None:
        level = jsonfile.field(extra, "level", int, "extra.", None)
        if level is not None and not 1 <= level <= LEVEL_COUNT:
            raise SaveFormatError(f"extra.level: {level} is not an Oche level (1–{LEVEL_COUNT})")

    def load_extra(self, extra: dict[str, Any], state: State[Any]) -> bool:
        """The level the save names (when its board is that level's), or the save's own
        board; False if the person cancelled while a large board was being drawn."""
        assert isinstance(state, OcheState)
        if not self._board_ready(state.board.board):
            return False
        board = state.game.options["board"]
        level = extra.get("level")
        if not isinstance(level, int):  # a game with no level named (a friend's invitation): its board may be one
            level = _level_of(board)
        if isinstance(level, int) and 1 <= level <= LEVEL_COUNT and _is_level(board, level):
            self.level, self._custom = level, None
        else:
            self.level, self._custom = None, board
        self._level_shown = False  # the caption follows when the loaded game is shown
        return True

