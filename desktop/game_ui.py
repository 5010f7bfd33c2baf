"""What one game adds to the shared game page, as one object: the plug-in of a game.

:class:`~desktop.game_page.GamePage` is the same for every game (board view, side column,
move list, the standard actions, files); it is built *with* a game's :class:`GameUI`, not
subclassed. The UI is made first, with nothing of the page yet, and the page then asks it,
in this order, for the game (:meth:`GameUI.make_game`), the scene (:meth:`GameUI.make_scene`)
and the side widgets (:meth:`GameUI.side_widgets`), and tells it when the page is complete
(:meth:`GameUI.attached`). After that the page calls the hooks below; each has a default a
game may keep. A game registers its UI with its entry (:mod:`desktop.games`); nothing shared
names a game.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from desktop.game_scene import GameScene
from desktop.records import RecordWords
from desktop.seats import Seat
from rules import jsonfile, record
from rules.protocol import Analysis, ComputerLevel, Game, Outcome, State, Termination

if TYPE_CHECKING:
    from desktop.game_page import GamePage
    from desktop.session import GameSession

MoveText = str | tuple[str, str]
"""A move list entry: one text, or one per seat (a simultaneous round's two choices)."""


class GameUI(QObject):
    """The default of every hook; a game's UI overrides what is its own."""

    game_id: ClassVar[str] = ""
    hint_budget: ClassVar[float | None] = None
    """Seconds the hint's analysis may take (None: the game's own default)."""
    level_words: ClassVar[dict[int, tuple[str, str]]] = {}
    """The levels as a player reads them: a short name and one line each, marked with
    ``QT_TRANSLATE_NOOP("levels", ...)`` (a level missing here keeps the rules' words)."""

    def __init__(self, page: GamePage | None) -> None:
        """``page`` None: a UI for its words only (the join dialog names the game and the
        sides of an invitation before any page plays it)."""
        super().__init__(page)
        self.page: GamePage = page  # type: ignore[assignment]  # None only for the words, which never reach it

    @property
    def session(self) -> GameSession:
        return self.page.session

    # --- made while the page is built ------------------------------------------------------
    def make_game(self) -> Game[Any, Any]:
        """The game the page starts with (and a new game is made of)."""
        raise NotImplementedError

    def make_scene(self) -> GameScene:
        raise NotImplementedError

    def side_widgets(self) -> list[QWidget]:
        """Cards for the side column, under the players (the session exists by now)."""
        return []

    def attached(self) -> None:
        """The page is complete: connect what the game follows, sync what it shows."""

    # --- words ----------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        from rules import registry
        return str(registry.game_class(self.game_id).seat_names[seat])

    def seat_score(self, seat: int) -> str:
        return ""

    def seat_glyph(self, seat: int) -> str:
        """A symbol for the seat shown in the player panel (a disc, X or O...)."""
        return ""

    def move_text(self, move: Any, before: State[Any]) -> MoveText:
        """A move as the move list shows it; games whose notation is terse say it in words."""
        return str(move)

    def move_explained(self, move: Any, before: State[Any]) -> MoveText:
        """What a move list entry's notation means, for its tooltip ("" when the entry says
        it plainly); a pair for a simultaneous round."""
        return ""

    def sealed_choice_words(self, choice: str, seat: int) -> str:
        """A computer's sealed choice (``str`` of its move) as the seal card shows it."""
        return choice

    def outcome_text(self, outcome: Outcome) -> str:
        if outcome.termination is Termination.RESIGNATION:
            return self.tr("%1 resigns.").replace("%1", self.seat_name(1 - (outcome.winner or 0)))
        if outcome.termination is Termination.FORFEIT:  # the reason names what was wrong (plain text)
            return self.tr("%1 loses by forfeit: %2").replace("%2", outcome.detail) \
                .replace("%1", self.seat_name(1 - (outcome.winner or 0)))
        if outcome.termination is Termination.AGREEMENT:
            return self.tr("Draw agreed.")
        if outcome.winner is None:
            return self.tr("Draw.")
        return self.tr("%1 wins.").replace("%1", self.seat_name(outcome.winner))

    def invitation_text(self, game: Game[Any, Any]) -> str:
        """What an invitation to ``game`` says of its options, as plain text (the options
        that differ from the game's defaults; a game may say it in its own words)."""
        defaults = game.default_options
        changed = [f"{key} = {value}" for key, value in sorted(game.options.items())
                   if key in defaults and value != defaults[key] and isinstance(value, (bool, int, str))]
        return self.tr("Options: %1").replace("%1", ", ".join(changed)) if changed else ""

    def notice_after(self, move: Any, before: State[Any], after: State[Any]) -> str | None:
        """A non-modal notice to show after ``move`` (a pass, a block...), if any."""
        return None

    def choosing_text(self, seat: int, other: int) -> str:
        """The status line while ``seat`` chooses in secret and ``other`` must not look."""
        return self.tr("%1: make your secret choice. %2, please look away.") \
            .replace("%1", self.seat_name(seat)).replace("%2", self.seat_name(other))

    @classmethod
    def level_name(cls, level: ComputerLevel) -> str:
        words = cls.level_words.get(level.number)
        return QCoreApplication.translate("levels", words[0]) if words else level.name

    @classmethod
    def level_line(cls, level: ComputerLevel) -> str:
        words = cls.level_words.get(level.number)
        return QCoreApplication.translate("levels", words[1]) if words else level.description

    # --- following the game ------------------------------------------------------------------
    def sync(self, state: State[Any], interactive: bool) -> None:
        """Show ``state`` on the board (and the game's own cards); ``interactive``: a person
        may decide on the board now."""
        self.page.scene.sync(state, interactive)

    def position_changed(self) -> None:
        """The position changed (a move, undo, a new game): after the page re-synced."""

    def turn_changed(self) -> None:
        """Who is asked changed (the computer sealed, a judgement came back), not the position."""

    def game_over(self, outcome: Outcome) -> bool:
        """The game ended: True to let the page announce it now, False if the game shows it
        later itself (:meth:`GamePage.announce_result`, e.g. once an animation played out)."""
        return True

    def browsed(self, length: int | None) -> None:
        """The page shows the position after ``length`` moves (None: back to the game)."""

    # --- analysis ----------------------------------------------------------------------------
    def hint_asked(self) -> None:
        """A hint was asked for (the answer comes through :meth:`show_hint`)."""

    def show_hint(self, analysis: Analysis[Any]) -> None:
        """Draw a hint: by default the best move marked on the board."""
        best = analysis.best()
        if best:
            self.page.scene.show_hint(best[0])

    def on_analysis(self, purpose: str, state: State[Any], analysis: Analysis[Any]) -> None:
        """Answers to the game's own analysis requests (move values, verdicts)."""

    # --- actions -----------------------------------------------------------------------------
    def page_actions(self) -> list[QAction]:
        """The Game menu's own entries (by default the record's import and export)."""
        return self.page.records.actions()

    def view_actions(self) -> list[QAction]:
        """The View menu's toggles of this game."""
        return []

    def options_widget(self) -> QWidget | None:
        """The game's own part of the new-game dialog (a :class:`GameOptions`), if any."""
        return None

    def new_interactive(self) -> bool:
        """New game as a person asks for it; False: the page's standard dialog."""
        return False

    def remembered_seats(self) -> tuple[Seat, Seat] | None:
        """Who plays at the start, when the game decides it itself (None: the settings)."""
        return None

    # --- records and files ---------------------------------------------------------------------
    def record_words(self) -> RecordWords:
        return RecordWords(
            self.tr("Import record…"), self.tr("Paste record"), self.tr("Export record…"), self.tr("Copy record"),
            self.tr("Cannot import the record"), self.tr("Cannot export the record"), self.tr("Record copied."),
            self.tr("Record (the moves, e.g. from a forum post):"), self.tr("Records (*.txt);;All files (*)"),
            ".txt")

    def record_text(self) -> str:
        return record.dumps(self.session.state)

    def read_record(self, text: str) -> State[Any]:
        """The game of a record (raises :class:`RulesError` naming what is wrong)."""
        return record.loads(text, expected=self.game_id)

    def save_extra(self) -> dict[str, Any]:
        """What the game adds to a save's ``extra`` (Oche: its level)."""
        return {}

    @classmethod
    def check_extra(cls, extra: dict[str, Any]) -> None:
        """Refuse (:class:`SaveFormatError` naming the field) what the game adds to a save
        when it is wrong; checked before anything is shown."""

    def load_extra(self, extra: dict[str, Any], state: State[Any]) -> bool:
        """A save of this game is about to be shown: take what the game added to it. False
        if nothing should change (a person cancelled preparing a large board)."""
        return True

    def game_options(self, game_class: type[Game[Any, Any]]) -> dict[str, Any]:
        """The options chosen last in the new-game dialog (what ``make_game`` starts with);
        remembered options ``game_class`` does not accept are ignored: the settings file is
        the person's to edit (``{"start": 5}``, a hundred thousand ``[``), and the tab must
        open whatever it holds. Read as strictly as a file (:func:`rules.jsonfile.loads`)."""
        from desktop.settings import settings
        raw = settings().value(f"{self.game_id}/options")
        try:
            options = jsonfile.loads(raw) if isinstance(raw, str) else {}
            if isinstance(options, dict):
                game_class(**options)  # every game checks each option's type and range
                return options
        except (ValueError, TypeError):  # a RulesError is a ValueError
            pass
        return {}

    # --- outside a page --------------------------------------------------------------------------
    @classmethod
    def picture_state(cls, params: dict[str, str]) -> State[Any]:
        """The position a rules page's picture names (``position=``, ``record=``...)."""
        raise NotImplementedError

    @classmethod
    def picture_scene(cls) -> GameScene:
        """A bare board scene, with no page around it, to draw a picture."""
        raise NotImplementedError

    @classmethod
    def card_extras(cls, window: Any) -> list[QWidget]:
        """Widgets for the game's card on the home page, beside Play and Rules."""
        return []

    @classmethod
    def tools(cls, window: Any) -> list[QAction]:
        """Entries for the Tools menu (Oche's board designer)."""
        return []

    @classmethod
    def opens(cls, path: str) -> bool:
        """Whether a file of the game's own kind (not a save) is at ``path`` (Oche boards)."""
        return False

    def open_file(self, path: str) -> bool:
        """Open a file :meth:`opens` claimed; False if it was refused (with a message)."""
        return False

    @classmethod
    def screenshots(cls) -> dict[str, Callable[[Any], int | None]]:
        """Pictures of the game worth looking at (``python -m desktop.screenshots``), by name:
        each puts a window in a state and may return how long to wait before the grab (ms).
        By default the game as it opens."""
        def opened(window: Any) -> None:
            window.open_game(cls.game_id)
        return {cls.game_id: opened}

    @classmethod
    def smoke_check(cls) -> tuple[State[Any], int, str] | None:
        """A position, a level and the move expected there, asked of the worker by
        ``--smoke`` (what a frozen bundle most often breaks), or None."""
        return None
