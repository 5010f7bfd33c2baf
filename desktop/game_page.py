"""The page every game gets: board view, side panel, move list, and the standard actions.

A game contributes only what is its own, through its :class:`~desktop.game_ui.GameUI` (the
scene, seat names and scores, words for its results and notices, how it draws an analysis);
the page is built with it, never subclassed. New game, undo/redo, hint, demo, save and load
live here once.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from desktop import autosave, file_dialogs, files, messages, recent, saves
from desktop.analyst import Analyst
from desktop.board_view import BoardView
from desktop.browse_bar import BrowseBar, FoldBar
from desktop.cover import CoverItem
from desktop.friend_game import FriendBar, FriendGame
from desktop.game_ui import GameUI
from desktop.move_list import MoveList
from desktop.new_game_dialog import NewGameDialog
from desktop.page import Page
from desktop.player_panel import PlayerPanel
from desktop.records import RecordActions
from desktop.seal_card import SealCard, SealStrip
from desktop.side_panel import SidePanel
from desktop.session import GameSession, Seat
from desktop.worker import Mode, Worker
from desktop.settings import settings
from rules import savefile
from rules.errors import SaveFormatError
from rules.protocol import Analysis, Game, Outcome, State


class GamePage(Page):
    """One game's page, built with the game's UI (``ui_class``); see the module docstring."""

    joinRequested = Signal()
    """The person chose to join a friend's game (the window asks for the code: the
    invitation may be for another game's page)."""

    def __init__(self, ui_class: type[GameUI], runner_mode: Mode = Mode.PROCESS,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui: GameUI = ui_class(self)
        self.game_id = ui_class.game_id
        self.runner_mode = runner_mode
        self.path: str | None = None
        self.suggested_path: str | None = None
        """Where a continued game was saved before the crash: the Save dialog's suggestion,
        never a file written without asking (see :meth:`resume`)."""
        self.autosave_copy = autosave.Copy(self.game_id)
        self._demo_saved: tuple[Seat, Seat] | None = None
        self._animating = False
        self._last_result = ""
        self.worker = Worker(runner_mode, self)
        """The page's one worker process: the computer's moves, judgements, every analysis."""
        game = self.ui.make_game()
        self.session = GameSession(game, self._remembered_seats(game), worker=self.worker,
                                   min_delay_ms=0 if runner_mode is Mode.SYNC else 450, parent=self)
        self.records = RecordActions(self)
        self.analyst = Analyst(self.worker, parent=self)
        self.analyst.analysed.connect(self._on_analysed)
        self.scene = self.ui.make_scene()
        self.notice = self.scene.install_notice()
        """The scene's notice, installed once the page has its scene: results, passes, hints."""
        self.cover = CoverItem(self.scene)
        self.cover.dismissed.connect(self._on_cover_dismissed)
        self.view = BoardView(self.scene)
        self.scene.moveChosen.connect(self.submit)

        self.panel = PlayerPanel(self.session, self.ui)
        self.moves = MoveList(self.session, describe=self.ui.move_text, seat_name=self.ui.seat_name,
                              explain=self.ui.move_explained)
        self.moves.browseRequested.connect(self.browse)
        self.browse_bar = BrowseBar()
        self.browse_bar.back.clicked.connect(self.stop_browsing)
        self._browsing: int | None = None
        self._waiting_table: Any = None
        """The connection being remade to continue a game with a friend (the board waits)."""
        self.friend_bar = FriendBar()
        self.friend: FriendGame | None = None
        """The game with a friend on another computer, while there is one."""
        self._seal_cards: list[tuple[SealCard, SealStrip]] = []
        self.column = SidePanel([self.panel, *self.ui.side_widgets()], self.moves, self.tr("Moves"))
        board = QWidget()
        board_layout = QVBoxLayout(board)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(4)
        self.fold_bar = FoldBar()
        self.fold_bar.toggle.toggled.connect(self._set_column_open)
        board_layout.addWidget(self.fold_bar)
        for _card, strip in self._seal_cards:
            board_layout.addWidget(strip)
        board_layout.addWidget(self.browse_bar)
        board_layout.addWidget(self.friend_bar)
        board_layout.addWidget(self.view, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(board)
        splitter.addWidget(self.column)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(splitter)

        self.session.moved.connect(self._on_moved)
        self.session.positionChanged.connect(self._on_changed)
        self.session.turnChanged.connect(self._on_turn)
        self.session.gameOver.connect(self._on_game_over)
        self.session.computerFailed.connect(self._on_computer_failed)
        self.session.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.session.undo_stack.indexChanged.connect(lambda _i: self.titleChanged.emit())
        self.session.thinkingChanged.connect(self._on_thinking)
        self.session.pausedChanged.connect(lambda _p: self.titleChanged.emit())
        self.session.choiceStored.connect(self._on_choice_stored)
        self.ui.attached()
        self.session.new_game()

    # --- what the window asks of every page --------------------------------------------------
    def title(self) -> str:
        return self.ui.title()

    def rules_game_id(self) -> str | None:
        return self.game_id

    def page_actions(self) -> list[QAction]:
        """The game's own, and with a friend, offering a draw and resigning."""
        return self.ui.page_actions() + ([self.friend.draw_action, self.friend.resign_action]
                                         if self.friend is not None else [])

    def view_actions(self) -> list[QAction]:
        return self.ui.view_actions()

    # --- parts a game may use -----------------------------------------------------------------
    def make_seal_card(self) -> SealCard:
        """The card of the computer's sealed secret choices, for games with such rounds; in a
        narrow window a strip over the board shows the sealed code (the card is folded away)."""
        card = SealCard(self.session, self.ui.sealed_choice_words)
        card.copied.connect(lambda: self.notice.show_text(
            self.tr("The check is copied: paste it in a terminal."), 2.5))
        self._seal_cards.append((card, SealStrip(card)))  # placed under the fold bar when the page is built
        return card

    def import_record(self, text: str) -> bool:
        return self.records.import_text(text)

    # --- shared behaviour ------------------------------------------------------------------
    def interactive(self) -> bool:
        return self.session.is_human_turn() and not self.cover.is_shown() and self._browsing is None \
            and (self.friend is None or self.friend.allows_input()) and self._waiting_table is None

    def refresh(self) -> None:
        """Show again what may have changed besides the position (a request to the friend)."""
        if self._browsing is None and not self._animating:
            self._sync_scene()
        self.titleChanged.emit()

    # --- looking back ------------------------------------------------------------------------
    def browse(self, length: int) -> None:
        """Show the position after ``length`` entries of the history, read-only, with a way
        back (the bar above the board, Esc, or any move); the game itself does not change."""
        if not 0 <= length <= self.session.record_length() or length == self.session.index():
            self.stop_browsing()
            return
        self._browsing = length
        self.scene.clear_hint()
        self.ui.sync(self.session.position(length), False)
        self.browse_bar.show_at(self.tr("You are looking at the game after move %1 of %2.")
                                .replace("%1", str(length)).replace("%2", str(self.session.undo_stack.index())))
        self.moves.show_position(length)
        for card, _strip in self._seal_cards:
            card.show_move(length - 1)  # the proof of the round that led here
        self.ui.browsed(length)
        self.titleChanged.emit()

    def stop_browsing(self) -> None:
        if self._browsing is None:
            return
        self._browsing = None
        self.browse_bar.hide()
        self.moves.show_position(-1)
        for card, _strip in self._seal_cards:
            card.show_move(None)
        self._sync_scene()
        self.ui.browsed(None)
        self.titleChanged.emit()

    def is_browsing(self) -> bool:
        return self._browsing is not None

    def browsing(self) -> int | None:
        """The number of moves of the position shown while looking back, else None."""
        return self._browsing

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._browsing is not None:
            self.stop_browsing()
            return
        super().keyPressEvent(event)

    def hot_seat(self) -> bool:
        """Two people at one screen in a round where both choose in secret."""
        return len(self.session.person_seats()) == 2 and len(self.session.state.deciders()) == 2

    def _on_choice_stored(self, seat: int) -> None:
        """Hand over: the next person must not see the board as the first one left it."""
        following = self.session.awaiting_person()
        if not self.hot_seat() or following is None:
            return
        first, second = self.ui.seat_name(seat), self.ui.seat_name(following)
        self.scene.clear_hint()  # the first person's hint is theirs alone
        self.analyst.cancel()
        chosen = self.tr("%1 has chosen").replace("%1", first)
        self.panel.status.setText(chosen)
        self.cover.show_cover(chosen,
                              self.tr("Hand over to %2. %1, please look away until both choices "
                                      "are revealed.").replace("%1", first).replace("%2", second),
                              self.tr("I am %1: show the board").replace("%1", second))
        self.view.setFocus()  # Enter or Space lifts the cover, wherever the click came from
        self._sync_scene()
        self.titleChanged.emit()

    def _on_cover_dismissed(self) -> None:
        self._sync_scene()
        self._show_choosing()
        self.titleChanged.emit()

    def _show_choosing(self) -> None:
        seat = self.session.awaiting_person()
        if self.hot_seat() and seat is not None and not self.cover.is_shown():
            self.panel.status.setText(self.ui.choosing_text(seat, 1 - seat))

    def _on_clean_changed(self, _clean: bool) -> None:
        self.titleChanged.emit()

    def _on_thinking(self, _thinking: bool) -> None:
        self._sync_scene()
        self.titleChanged.emit()

    def _on_turn(self) -> None:
        """Who is asked changed, not the position: the board follows, nothing is saved or
        analysed again."""
        if self._browsing is None and not self._animating:
            self._sync_scene()
        self._show_choosing()
        self._sync_fold_bar()
        self.ui.turn_changed()
        self.titleChanged.emit()

    def _sync_scene(self) -> None:
        self.ui.sync(self.session.state, self.interactive())

    def _on_changed(self) -> None:
        if self._browsing is not None:
            self.stop_browsing()
        self.cover.setVisible(False)  # a new position (undo, new game, a round played): no hand-over
        self.scene.clear_hint()
        self.analyst.cancel()
        if self.scene.notice is not None and self.scene.notice.until_change:
            self.scene.notice.dismiss()  # what it announced is done
        if not self._animating:
            self._sync_scene()
        state = self.session.state
        if not state.is_terminal():
            if self.scene.notice is not None and self._last_result \
                    and self.scene.notice.text() == self._last_result:
                self.scene.notice.dismiss()
            self.panel.status.setText("")
        self._show_choosing()
        self._autosave()
        self._sync_fold_bar()
        self.ui.position_changed()
        self.titleChanged.emit()

    def _autosave(self) -> None:
        """Keep the game in progress in its own copy in the data folder after every change
        (see :mod:`desktop.autosave`); a finished or empty game's copy is forgotten. A copy
        that cannot be kept is said once per run, with its cause, and the game goes on."""
        state = self.session.state
        if not state.history or self.session.is_over():
            self.autosave_copy.forget()
            return
        if not messages.interactive():
            return  # nothing is kept for a run without a person
        info = {"file": self.path or self.suggested_path, "modified": self.is_modified()}
        extra = {**self.save_extra(), "autosave": info}
        if self.friend is not None and self.friend.table.code:
            table = self.friend.table
            extra["network"] = {"role": table.role, "code": table.code, "seat": table.local_seat}
        try:
            problem = self.autosave_copy.keep(savefile.dumps(state, extra))
        except SaveFormatError as exc:  # a save this version could not read back
            problem = str(exc)
        if problem and self.scene.notice is not None and autosave.first_failure():
            self.scene.notice.show_text(
                self.tr("No crash copy of this game can be kept:\n%1\nThe game goes on; save it to keep it.")
                .replace("%1", files.shown(problem)), seconds=10)

    def resume(self, path: Path) -> bool:
        """Continue the game a crash left in the copy at ``path`` (see :mod:`desktop.autosave`).

        The game comes back unsaved, with no file: the file its copy names is only the Save
        dialog's suggestion, since anyone who can write the copy could name any file there. A
        copy another window is continuing is left to it; a copy that cannot be continued
        (damaged, of another game, one this version cannot read) is kept under another name
        and the message says where. False if the game was not continued."""
        title = self.tr("Cannot continue the game")
        taken = autosave.claim(path)
        if taken is None:
            messages.warning(self, title, self.tr("This game is being continued in another Ludoteca window."))
            return False
        try:
            state, extra, _entry = saves.load_text(files.read_text(path, savefile.MAX_BYTES))
            if state.game.id != self.game_id:
                raise SaveFormatError(self.tr("The copy holds a game of %1, not of %2.")
                                      .replace("%1", self._game_title(state.game)).replace("%2", self.ui.title()))
        except (files.FileProblem, SaveFormatError) as exc:
            kept = taken.set_aside()
            messages.warning(self, title, str(exc) + "\n\n" + self.tr("The copy is kept as %1.")
                             .replace("%1", files.shown(kept)))
            return False
        if not self.maybe_discard() or not self.load_state(state, extra):
            taken.release()  # the person kept the open game, or cancelled drawing a large board
            return False
        self.autosave_copy.adopt(taken)
        self.suggested_path = autosave.suggestion(autosave.noted_file(extra))
        self.session.undo_stack.resetClean()  # unsaved: it is in no file of the person's
        network = extra.get("network")
        if isinstance(network, dict):  # a game with a friend: meet again under its code
            self.reconnect_friend(network["role"], network["code"], network["seat"])
        self._autosave()  # into the adopted copy, with its note brought up to date
        self.titleChanged.emit()
        return True

    @staticmethod
    def _game_title(game: Game[Any, Any]) -> str:
        """A game's title as the home page shows it (translated), for any game of the rules."""
        from desktop.games import entry
        try:
            return entry(game.id).title()
        except KeyError:
            return game.title

    def _on_moved(self, move: Any, before: State[Any], after: State[Any]) -> None:
        self._animating = True
        try:
            self.scene.animate_move(move, before, after, self.interactive())
        finally:
            self._animating = False
        text = self.ui.notice_after(move, before, after)
        if text and not after.is_terminal():
            self.notice.show_text(text)

    RESULT_SECONDS = 6.0
    """The result's banner then leaves the final position to be studied; the side panel keeps it."""

    def personal_result(self, outcome: Outcome) -> str:
        """Against the computer the result speaks to the person: "You win!", "You lose.". A
        draw gets nothing here: the game's own words say it ("Draw: three blocks in a row."),
        and "It is a draw." before them said it twice."""
        people = self.session.person_seats()
        if len(people) != 1 or outcome.winner is None:
            return ""
        return self.tr("You win!") if outcome.winner == people[0] else self.tr("You lose.")

    def result_text(self, outcome: Outcome) -> str:
        """The result as the side panel and the banner say it."""
        personal = self.personal_result(outcome)
        # an end outside the rules (resigned, forfeited, a draw agreed) is worded alike in every game
        text = GameUI.outcome_text(self.ui, outcome) if outcome is self.session.conceded() \
            else self.ui.outcome_text(outcome)
        return personal + "\n" + text if personal else text

    def _on_game_over(self, outcome: Outcome) -> None:
        if self.ui.game_over(outcome):
            self.announce_result(outcome)

    def announce_result(self, outcome: Outcome, headline: str | None = None, seconds: float | None = None) -> None:
        """The result in the panel and on the board's banner (for ``seconds``). ``headline``:
        the banner's own shorter words, when the panel's explanation would hide the board."""
        text = self.result_text(outcome)
        self._last_result = headline or text
        self.notice.show_text(self._last_result, seconds=seconds or self.RESULT_SECONDS)
        self.panel.status.setText(text)
        if self._demo_saved is not None:
            self.toggle_demo()

    def last_result(self) -> str:
        """The result as the banner and the panel said it ("" while the game goes on)."""
        return self._last_result

    def _on_computer_failed(self, message: str) -> None:
        self.notice.show_text(self.tr("The computer player failed: %1").replace("%1", message), 6)

    def is_modified(self) -> bool:
        return not self.session.undo_stack.isClean()

    def has_unsaved_game(self) -> bool:
        """A game in progress with moves that are not in a saved file, one of them a
        person's (a single computer move is nobody's work)."""
        state = self.session.state
        return self.is_modified() and bool(state.history) and not self.session.is_over() \
            and self.session.person_moved()

    def maybe_discard(self) -> bool:
        """Before the game is closed or replaced: leave the friend (if one plays), then save
        the game, drop it, or keep it (cancel)."""
        if not self.may_leave_friend():
            return False
        if not self.has_unsaved_game():
            self.end_friend_game(keep_game=False)
            return True
        answer = messages.save_discard_cancel(
            self, self.tr("Unsaved game"),
            self.tr("The %1 game in progress is not saved. Save it first?").replace("%1", self.ui.title()))
        if answer == messages.Button.Save:
            if not self.save():
                return False
        elif answer == messages.Button.Discard:
            self.autosave_copy.forget()  # explicitly discarded: not offered again
        else:
            return False
        self.end_friend_game()
        return True

    def window_title(self) -> str:
        """The file's name (shown safely: a name may hold a line break or a bidi mark), else
        the game's; a star while there are unsaved moves."""
        name = files.shown(Path(self.path).name) if self.path else self.ui.title()
        return name + (" *" if self.is_modified() and self.path else "")

    def submit(self, move: Any) -> bool:
        """A person's decision from the board or the keyboard: a move at a seat's turn, or
        the secret choice of the seat the page is asking in a simultaneous round."""
        seat = self.session.awaiting_person()
        if seat is None or not self.interactive():
            return False
        if self.friend is not None:
            self.friend.before_move()
        return self.session.submit(move)

    # --- standard actions ---------------------------------------------------------------------
    def new_interactive(self) -> None:
        if self.ui.new_interactive():
            return
        levels = self.session.game.computer_levels()
        dialog = NewGameDialog([self.ui.seat_name(0), self.ui.seat_name(1)], levels, self.session.seats, self,
                               self.ui, self.ui.options_widget())
        if not self.may_leave_friend() or not dialog.exec():
            return
        if dialog.joining():
            self.joinRequested.emit()
        elif dialog.inviting() is not None:
            options = dialog.game_options()
            if options is not None:
                settings().setValue(f"{self.game_id}/options", json.dumps(options))
            self.invite_friend(dialog.inviting())  # type: ignore[arg-type]
        else:
            self.start_new_game(dialog.seats(), dialog.game_options())

    # --- a friend on another computer ----------------------------------------------------------
    def friend_changed(self) -> None:
        """What the game with the friend says or allows changed (the folded line follows)."""
        self._sync_fold_bar()
        self.titleChanged.emit()

    def can_invite(self) -> bool:
        return self._waiting_table is None

    def invite_interactive(self) -> None:
        """Invite a friend to this game as it is set up (the options, the Oche board open),
        the person choosing their side."""
        from PySide6.QtWidgets import QInputDialog
        names = [self.ui.seat_name(0), self.ui.seat_name(1)]
        people = self.session.person_seats()
        current = people[0] if len(people) == 1 else 0
        name, ok = QInputDialog.getItem(self, self.tr("Invite a friend"), self.tr("You play"), names, current, False)
        if ok and name in names:
            self.invite_friend(names.index(name))

    def may_leave_friend(self) -> bool:
        """A game with a friend that goes on is left only when the person says so."""
        if self.friend is None or not self.friend.live():
            return True
        return messages.confirm(self, self.tr("Leave the game"),
                                self.tr("You are playing with your friend. Leave the game? It stops for both of "
                                        "you; you can continue it later with the same code."))

    def invite_friend(self, seat: int, table: Any = None) -> Any:
        """Host a game of the page's game (as :meth:`GameUI.make_game` makes it: the options
        and the Oche board chosen) with ``seat`` ours: the invite dialog (returned, open, not
        waited for) shows the code; the game begins here once the friend joined and both
        sides agree. None if nothing was started."""
        from desktop.network_dialog import InviteDialog
        from desktop.network_play import NetworkTable
        if not self.maybe_discard():
            return None
        table = table or NetworkTable(parent=self)
        try:
            table.host(self.ui.make_game(), seat)
        except Exception as exc:  # noqa: BLE001 - the network libraries may be missing or refuse the settings
            messages.warning(self, self.tr("Cannot invite"), str(exc))
            return None
        dialog = InviteDialog(table, self.ui.title(), self)
        dialog.accepted.connect(lambda: self.start_friend_game(table))
        dialog.rejected.connect(table.close)
        dialog.open()
        return dialog

    def start_friend_game(self, table: Any) -> None:
        """Both sides agreed (``table`` is ready): the game with the friend begins here."""
        if self._waiting_table is table:
            self._waiting_table = None
        self.end_friend_game(keep_game=False)
        self._demo_saved = None
        self._forget_file_and_result()
        self.friend = FriendGame(self, table, self.friend_bar)
        self.friend.begin()
        self.actionsChanged.emit()
        self.titleChanged.emit()

    def reconnect_friend(self, role: str, code: str, seat: int, table: Any = None) -> None:
        """Meet the friend again under ``code`` (a lost connection, a game continued after a
        crash): both sides send the moves they have and the game resumes where they agree."""
        from desktop.network_play import NetworkTable
        if self._waiting_table is not None:
            self._waiting_table.close()
        table = table or NetworkTable(parent=self)
        moves = [str(m) for m in self.session.state.history]
        game = self.session.game

        def invited(hello: Any) -> None:
            table.accept(game)  # the same game as ours, else both are told why

        table.invited.connect(invited)
        table.ready.connect(lambda: self.start_friend_game(table))
        stop = (self.tr("Play on this computer"), self.end_friend_game)
        table.failed.connect(lambda text: self.friend_bar.say(
            self.tr("Cannot reconnect: %1").replace("%1", text), no=stop))
        self._waiting_table = table
        try:
            if role == "host":
                table.host(game, seat, moves, code=code)
            else:
                table.join(code, moves)
        except Exception as exc:  # noqa: BLE001 - the network libraries may be missing, the code bad
            self.friend_bar.say(self.tr("Cannot reconnect: %1").replace("%1", str(exc)), no=stop)
            return
        self.friend_bar.say(self.tr("Waiting for your friend to continue the game (code %1)…").replace("%1", code),
                            no=stop)
        self.refresh()

    def end_friend_game(self, keep_game: bool = True) -> None:
        """No more friend over the network here: the connection goes; with ``keep_game`` the
        game stays on the board, for two people at this screen."""
        waiting, self._waiting_table = self._waiting_table, None
        if waiting is not None:
            waiting.close()
        friend, self.friend = self.friend, None
        self.friend_bar.clear()
        if friend is not None:
            friend.close()
            friend.deleteLater()
            if keep_game and not self.session.is_over():
                self.session.new_game(state=self.session.state, seats=self.session.seats)
            self.actionsChanged.emit()
        self.refresh()

    def start_new_game(self, seats: tuple[Seat, Seat] | None = None, options: dict[str, Any] | None = None) -> None:
        self.end_friend_game(keep_game=False)
        self._demo_saved = None
        store = settings()
        if seats is not None:
            store.setValue(f"{self.game_id}/seats", [s.to_json() for s in seats])
        if options is not None:
            store.setValue(f"{self.game_id}/options", json.dumps(options))
        self._forget_file_and_result()
        self.session.new_game(self.ui.make_game(), self.checked_seats(seats) if seats else None)

    def _forget_file_and_result(self) -> None:
        """A new game is in no file and has no result yet."""
        self.path = None
        self.suggested_path = None
        self._last_result = ""
        self.notice.dismiss()
        self.panel.status.setText("")

    def checked_seats(self, seats: tuple[Seat, Seat]) -> tuple[Seat, Seat]:
        """A computer seat at a level the game does not have plays at the default level."""
        game = self.session.game
        levels = {lv.number for lv in game.computer_levels()}
        first, second = (s if not s.computer or s.level in levels else
                         (Seat(True, game.default_level()) if levels else Seat()) for s in seats)
        return first, second

    def _remembered_seats(self, game: Game[Any, Any]) -> tuple[Seat, Seat]:
        own = self.ui.remembered_seats()
        if own is not None:
            return own
        raw = settings().value(f"{self.game_id}/seats")
        if isinstance(raw, list) and len(raw) == 2:
            seats = (Seat.from_json(raw[0]), Seat.from_json(raw[1]))
            levels = {lv.number for lv in game.computer_levels()}
            if all(not s.computer or s.level in levels for s in seats):
                return seats
        return (Seat(), Seat())

    def can_undo(self) -> bool:
        if self.friend is not None:
            return self.friend.can_undo()
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.friend is None and self.session.can_redo()

    def undo(self) -> None:
        """Back to the person's previous decision; with a friend, if the friend agrees."""
        if self.friend is not None:
            self.friend.ask_undo()
            return
        if self._demo_saved is not None:
            self.toggle_demo()
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def engine_may_help(self) -> bool:
        """The engine may help a person here (a hint, the evaluation): not while a game with a
        friend goes on, where it would play for one side; once that game is over, its analysis
        is everyone's."""
        return self.friend is None or self.session.is_over()

    def can_hint(self) -> bool:
        return self.session.is_human_turn() and bool(self.session.game.computer_levels()) \
            and not self.is_browsing() and self.engine_may_help()

    def hint(self) -> None:
        """The analysis of the position for the person deciding now, drawn by the page."""
        seat = self.session.awaiting_person()
        if seat is None or not self.can_hint():
            return
        state = self.session.state
        self.ui.hint_asked()
        self.analyst.request("hint", state.view_for(seat), seat, moves=True, budget=self.ui.hint_budget)

    def _on_analysed(self, purpose: str, state: State[Any], analysis: Analysis[Any]) -> None:
        if state.history != self.session.state.history:
            return  # an answer about a position that is gone
        if purpose == "hint":
            if self.session.is_human_turn():
                self.ui.show_hint(analysis)
        else:
            self.ui.on_analysis(purpose, state, analysis)

    def can_demo(self) -> bool:
        return bool(self.session.game.computer_levels()) and self.friend is None

    def toggle_demo(self) -> None:
        """Computer against computer (at the level already playing, else the default level);
        toggling again gives the seats back."""
        levels = self.session.game.computer_levels()
        if not levels:
            return
        if self._demo_saved is None:
            self._demo_saved = self.session.seats
            playing = [s.level for s in self.session.seats if s.computer]
            level = playing[0] if playing else self.session.game.default_level()
            self.session.set_seats((Seat(True, level), Seat(True, level)))
        else:
            saved, self._demo_saved = self._demo_saved, None
            self.session.set_seats(saved)
        self.titleChanged.emit()

    def demo_running(self) -> bool:
        return self._demo_saved is not None

    def can_pause(self) -> bool:
        return self.session.against_computer() or self.demo_running()

    def paused(self) -> bool:
        return self.session.paused()

    def toggle_pause(self) -> None:
        paused = not self.session.paused()
        self.session.set_paused(paused)
        if paused:
            self.notice.show_text(self.tr("Paused. Press P to go on."), seconds=None)
        else:
            self.notice.dismiss()

    def focus_board(self) -> None:
        self.view.setFocus()

    FOLD_WIDTH = 780
    """Narrower than this, the side column folds away and a one-line bar over the board says
    whose turn it is; the bar's button opens the column when wanted."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        narrow = self.width() < self.FOLD_WIDTH
        self.fold_bar.setVisible(narrow)
        self.friend_bar.set_narrow(narrow)
        for _card, strip in self._seal_cards:
            strip.set_wanted(narrow)
        self._set_column_open(self.fold_bar.toggle.isChecked())

    def _set_column_open(self, on: bool) -> None:
        narrow = self.width() < self.FOLD_WIDTH
        self.column.fit_to(self.width(), opened=narrow and on)
        self.column.setVisible(on or not narrow)

    def _sync_fold_bar(self) -> None:
        """The folded column's essentials in one line: who is to move or the result, the score."""
        state = self.session.state
        deciders = state.deciders()
        if state.is_terminal():
            text = self._last_result.replace("\n", " ") or self.tr("Game over")
        elif len(deciders) == 1:
            text = self.tr("%1 to move").replace("%1", self.ui.seat_name(deciders[0]))
        elif deciders:
            text = self.tr("Both choose")
        else:
            text = ""
        if not state.is_terminal() and self.friend_bar.status():
            text = self.friend_bar.status()  # with a friend: whose turn, and what the game waits for
        scores = [self.ui.seat_score(s) for s in (0, 1)]
        if any(scores):
            text += "   " + f"{self.ui.seat_name(0)} {scores[0]} · {self.ui.seat_name(1)} {scores[1]}"
        self.fold_bar.text.setText(text)

    # --- files ---------------------------------------------------------------------------
    def save_text(self) -> str:
        return savefile.dumps(self.session.state, self.save_extra())

    def save_extra(self) -> dict[str, Any]:
        """The page's own data in a save: who plays, how a game ended outside the rules (a
        resignation, an agreed draw, a forfeit and its reason: the evidence of a broken
        rule), and what the game adds. Nothing that decides a draw or a choice to come is
        saved (a save is read by anyone: it must not predict the computer's secrets)."""
        extra: dict[str, Any] = {"seats": [s.to_json() for s in self.session.seats], **self.ui.save_extra()}
        conceded = self.session.conceded()
        if conceded is not None:
            extra["ended"] = saves.ended_to_json(conceded)
        return extra

    def save_to(self, path: str) -> None:
        """Atomic save; raises :class:`files.FileProblem`, or :class:`SaveFormatError` for a
        game no save of this version can hold, and then the game stays unsaved."""
        files.write_text_atomic(path, self.save_text())
        self.path = path
        self.session.undo_stack.setClean()
        self.titleChanged.emit()

    def save(self) -> bool:
        return self.save_as() if not self.path else self.save_reporting(self.path)

    def save_as(self) -> bool:
        """A typed name gets ``.ludoteca.json`` (``.json`` is kept); the suggestion is the
        game and the date (``wildcats-2026-11-26.ludoteca.json``) in the documents folder."""
        suggested = self.path or self.suggested_path or str(
            files.dated_name(files.default_folder(), self.game_id.replace("_", "-"), saves.SUFFIX))
        path = file_dialogs.save_path(self, self.tr("Save game"), suggested, files.save_filter(), saves.SUFFIX,
                                      kept=(".json",))
        return path is not None and self.save_reporting(path)

    def save_reporting(self, path: str) -> bool:
        """Save to ``path``; a failure is explained in a message and the game stays unsaved."""
        try:
            self.save_to(path)
        except files.FileProblem as exc:
            messages.warning(self, self.tr("Cannot save the game"),
                                str(exc) + "\n\n" + self.tr("The game is still open; try another place."))
            return False
        except SaveFormatError as exc:
            messages.warning(self, self.tr("Cannot save the game"),
                             self.tr("This version could not open such a save again: %1. The game is still open.")
                             .replace("%1", str(exc)))
            return False
        recent.add(path)
        if self.scene.notice is not None:
            self.scene.notice.show_text(self.tr("Saved as %1.").replace("%1", files.shown(Path(path).name)),
                                        self.SAVED_SECONDS)
        return True

    SAVED_SECONDS = 3.0
    """How long the board says a save went well (the title loses its star as well)."""

    def load_state(self, state: State[Any], extra: dict[str, Any], path: str | None = None) -> bool:
        """Show ``state`` (a loaded game) with the seats of ``extra``; False if nothing
        changed (the game may let the person cancel a long preparation)."""
        if not self.ui.load_extra(extra, state):
            return False
        parsed = saves.seats_of(extra, self.session.seats)
        self.end_friend_game(keep_game=False)
        self._demo_saved = None
        self._last_result = ""
        if self.scene.notice is not None:
            self.scene.notice.dismiss()
        self.session.new_game(seats=parsed, state=state)
        ended = saves.ended_of(extra)
        if ended is not None:
            self.session.concede(*ended)
        self.path = path
        self.suggested_path = None
        self.titleChanged.emit()
        return True

    def play_record(self, text: str) -> None:
        """Go to the position after a record's moves (``--moves``, the screenshots), each
        checked legal before any is played (raises RulesError). Replayed by the rules, not
        clicked: a record may hold chance draws and both secret parts of a round, which no
        person's click could make. The seats stay as they are."""
        game = self.session.game
        self.load_state(game.replay(game.parse_record(text)), {})

    def shutdown(self) -> None:
        """Stop the computer and silence the history: the page is about to be destroyed. A
        normal close forgets the game's copy (unsaved work was asked about before)."""
        self.autosave_copy.forget()
        self.end_friend_game(keep_game=False)
        self.session.undo_stack.blockSignals(True)
        self.session.shutdown()
        self.analyst.shutdown()
        self.worker.shutdown()
