"""A page's game with a friend on another computer: what the page does differently, in one place.

The friend's seat is a player like the computer's (:class:`~rules.network.remote.RemotePlayer`,
seated by :meth:`GameSession.new_game`); the rules, the driver, the record and the saves are the
same as for any game. What differs is what one side may not do alone:

* **Undo** is asked of the friend. It may be asked only where nothing of ours is on its way:
  at a turn (ours or theirs) or at a round before our choice is sealed, never during a chance
  draw; and from the request to its answer our board takes nothing. The friend answers it only
  at the same position (a move of theirs that crossed the request declines it), and a move
  made while a request is shown declines it first. So every message of the line taken back
  comes before the answer, and both sides rewind the conversation and the record at once.
* **A draw** is offered under the same rules and ends the game for both when accepted.
* **Resigning** ends the game at once; the friend is told.
* **A lost connection** with nothing of ours exposed pauses the game: both continue it with the
  same code (the autosave keeps the role and the code, so a crash loses nothing), and the game
  resumes at the moves both sides have.

The bar over the board says what is going on and holds these buttons.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from desktop import messages
from desktop.browse_bar import Bar
from desktop.network_play import NetworkTable
from desktop.seats import HUMANS
from rules.protocol import Termination

if TYPE_CHECKING:
    from desktop.game_page import GamePage


class FriendBar(Bar):
    """One line over the board: what the game with the friend is waiting for, and its buttons.
    In a narrow window (:meth:`set_narrow`) it shows only a question or a lost connection; the
    status then joins the folded column's line and the draw and resign buttons are in the Game
    menu (:attr:`FriendGame.actions`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.yes = QPushButton()
        self.yes.setProperty("primary", True)
        self.no = QPushButton()
        self.draw = QPushButton(self.tr("Offer a draw"))
        self.resign = QPushButton(self.tr("Resign"))
        for button in (self.yes, self.no, self.draw, self.resign):
            self.row.addWidget(button)
        self._actions: dict[QPushButton, Callable[[], None]] = {}
        self.yes.clicked.connect(lambda: self._actions[self.yes]())
        self.no.clicked.connect(lambda: self._actions[self.no]())
        self.narrow = False
        self.active = False
        """Something to say (a game with a friend, or one being resumed)."""
        self.playing = False

    def set_narrow(self, narrow: bool) -> None:
        self.narrow = narrow
        self._place()

    def status(self) -> str:
        """What the bar says, when it is only news (no question to answer)."""
        return self.text.text() if self.active and not self.yes.isVisibleTo(self) \
            and not self.no.isVisibleTo(self) else ""

    def _place(self) -> None:
        asking = not self.yes.isHidden() or not self.no.isHidden()
        self.draw.setVisible(self.playing and not self.narrow)
        self.resign.setVisible(self.playing and not self.narrow)
        self.setVisible(self.active and (asking or not self.narrow))

    def clear(self) -> None:
        self.active = False
        self.hide()

    Choice = tuple[str, Callable[[], None]]

    def say(self, text: str, yes: Choice | None = None, no: Choice | None = None, playing: bool = False) -> None:
        """``text``, with a question's buttons (words and what they do) if any, and the
        game's own (draw, resign) while ``playing``."""
        self.text.setText(text)
        for button, choice in ((self.yes, yes), (self.no, no)):
            button.setHidden(choice is None)
            if choice is not None:
                button.setText(choice[0])
                self._actions[button] = choice[1]
        self.active, self.playing = True, playing
        self._place()


class FriendGame(QObject):
    """The page's game with a friend; see the module docstring."""

    def __init__(self, page: GamePage, table: NetworkTable, bar: FriendBar) -> None:
        super().__init__(page)
        self.page, self.table, self.bar = page, table, bar
        self.incoming: Any = None
        """The friend's open request (an undo request or a draw offer) shown in the bar."""
        self._undo_to: int | None = None
        self._paused = ""
        self._lost = False
        table.request.connect(self._on_request)
        table.lost.connect(self._on_lost)
        table.linkChanged.connect(self._on_link_changed)
        table.failed.connect(self._on_failed)
        bar.draw.clicked.connect(self.offer_draw)
        bar.resign.clicked.connect(self.resign)
        self.draw_action = QAction(self.tr("Offer a draw to your friend"), self)
        self.draw_action.triggered.connect(self.offer_draw)
        self.resign_action = QAction(self.tr("Resign the game with your friend"), self)
        self.resign_action.triggered.connect(self.resign)
        page.session.gameOver.connect(self._on_game_over)
        page.session.positionChanged.connect(self._show)
        page.session.turnChanged.connect(self._show)

    @property
    def session(self) -> Any:
        return self.page.session

    # --- starting ------------------------------------------------------------------------------
    def begin(self) -> None:
        """Both sides agreed: the game starts, or resumes at the moves both had."""
        table = self.table
        assert table.game is not None
        state = table.game.replay(table.common_moves())
        self.page.ui.load_extra({}, state)
        self.session.new_game(state=state, seats=HUMANS, remote=(1 - table.local_seat, table.remote))
        self.session.undo_stack.resetClean()
        self._lost = False
        self._show()

    # --- what the page asks ----------------------------------------------------------------------
    def live(self) -> bool:
        """The game with the friend goes on (not ended, not waiting for a reconnection)."""
        return self.table.is_live() and not self._lost and not self.session.is_over()

    def allows_input(self) -> bool:
        """The board takes a decision now: no request of ours is open, the link is up."""
        return self.live() and self.table.asked is None and not self._paused

    def can_ask(self) -> bool:
        """Nothing of ours is on its way (see the module docstring)."""
        session = self.session
        if not self.allows_input() or session.driver.is_busy():
            return False
        deciders = session.state.deciders()
        local = self.table.local_seat
        if len(deciders) == 2:
            return not session.has_chosen(local)
        return len(deciders) == 1

    def can_undo(self) -> bool:
        return self.can_ask() and self.session.undo_target() is not None

    def before_move(self) -> None:
        """Our person is about to decide: a request of the friend's still shown is declined
        first, so its answer goes before our move."""
        if self.incoming is not None:
            self._answer(False)

    # --- undo --------------------------------------------------------------------------------
    def ask_undo(self) -> None:
        target = self.session.undo_target()
        if not self.can_undo() or target is None:
            return
        self._undo_to = target
        self.table.ask_undo(self.session.index(), target)
        self.page.refresh()
        self._show()

    def _rewind(self, target: int) -> None:
        self.table.conversation.rewind(target)
        self.session.go_to(target)

    # --- a draw, resigning ---------------------------------------------------------------------
    def offer_draw(self) -> None:
        if self.can_ask():
            self.table.offer_draw(self.session.index())
            self.page.refresh()
            self._show()

    def resign(self) -> None:
        if not self.live():
            return
        if not messages.confirm(self.page, self.tr("Resign"), self.tr("Resign this game? Your friend wins it.")):
            return
        local = self.table.local_seat
        self.table.resign(len(self.session.state.history))
        self.session.concede(local, Termination.RESIGNATION, "resigned")

    # --- the friend's requests and answers -------------------------------------------------------
    def _on_request(self, message: Any) -> None:
        from rules.network import messages as m
        session = self.session
        conversation = self.table.conversation
        if isinstance(message, m.UndoAnswer):
            target, self._undo_to = self._undo_to, None
            if message.granted and message.ply == session.index() and target is not None:
                self._rewind(target)
                self._tell(self.tr("Your friend agreed: the move is taken back."))
            else:
                self._tell(self.tr("Your friend did not agree to take the move back."))
        elif isinstance(message, m.DrawAnswer):
            if message.accepted and message.ply == len(session.state.history):
                session.concede(None, Termination.AGREEMENT, "a draw agreed")
            else:
                self._tell(self.tr("Your friend declined the draw."))
        elif self.incoming is not None:
            conversation.fail(f"a second {message.kind} while one is open (out of order)", conversation.remote_seat)
            return
        elif isinstance(message, m.UndoRequest):
            if not 0 <= message.to_ply < message.ply:
                conversation.fail(f"an undo request from ply {message.ply} to ply {message.to_ply}",
                                  conversation.remote_seat)
                return
            if message.ply != session.index() or session.is_over():
                self.table.answer_undo(message.ply, False)  # the game moved on meanwhile
                return
            self.incoming = message
        elif isinstance(message, m.DrawOffer):
            if message.ply != len(session.state.history) or session.is_over():
                self.table.answer_draw(message.ply, False)
                return
            self.incoming = message
        self.page.refresh()
        self._show()

    def _tell(self, text: str) -> None:
        notice = self.page.scene.notice
        if notice is not None:
            notice.show_text(text, 4)

    def _answer(self, yes: bool) -> None:
        from rules.network import messages as m
        message, self.incoming = self.incoming, None
        if isinstance(message, m.UndoRequest):
            self.table.answer_undo(message.ply, yes)
            if yes:
                self._rewind(message.to_ply)
        elif isinstance(message, m.DrawOffer):
            self.table.answer_draw(message.ply, yes)
            if yes:
                self.session.concede(None, Termination.AGREEMENT, "a draw agreed")
        self.page.refresh()
        self._show()

    # --- the connection ----------------------------------------------------------------------------
    def _on_link_changed(self, text: str) -> None:
        self._paused = text
        self.page.refresh()
        self._show()

    def _on_lost(self, what: str) -> None:
        if self.session.is_over():
            return
        self._lost = True
        self.incoming = None
        self.table.close()
        self.page.refresh()
        self._show()

    def _on_failed(self, text: str) -> None:
        if self.table.conversation is not None:
            self._on_lost(text)

    def _on_game_over(self, _outcome: Any) -> None:
        """The game is over for both: the link has done its work."""
        self.incoming = None
        self.table.close("the game is over")
        self._show()

    def reconnect(self) -> None:
        """Meet the friend again under the same code; the game resumes at the moves both have."""
        self.page.reconnect_friend(self.table.role, self.table.code, self.table.local_seat)

    def end(self) -> None:
        """Stop waiting for the friend: the game stays on the board, for two people here."""
        self.page.end_friend_game()

    # --- the bar -------------------------------------------------------------------------------------
    def _show(self) -> None:
        if self.page.friend is not self:
            return  # replaced (a reconnection): the page's bar is another's now
        self._say()
        self.draw_action.setEnabled(self.can_ask())
        self.resign_action.setEnabled(self.live())
        self.page.friend_changed()

    def _say(self) -> None:
        from rules.network import messages as m
        bar, code = self.bar, self.table.code
        if self.session.is_over():
            bar.say(self.tr("The game with your friend is over."))
            return
        if self._lost:
            bar.say(self.tr("The connection to your friend was lost. Continue when your friend is back: "
                            "you both use the code %1 again.").replace("%1", code),
                    (self.tr("Reconnect"), self.reconnect), (self.tr("Play on this computer"), self.end))
            return
        if self._paused:
            bar.say(self._paused, playing=True)
            return
        if isinstance(self.incoming, m.UndoRequest):
            bar.say(self.tr("Your friend asks to take back their last move."),
                    (self.tr("Allow"), lambda: self._answer(True)), (self.tr("Refuse"), lambda: self._answer(False)))
            return
        if isinstance(self.incoming, m.DrawOffer):
            bar.say(self.tr("Your friend offers a draw."),
                    (self.tr("Accept"), lambda: self._answer(True)), (self.tr("Decline"), lambda: self._answer(False)))
            return
        if self.table.asked == "undo":
            bar.say(self.tr("Waiting for your friend to allow the undo…"))
            return
        if self.table.asked == "draw":
            bar.say(self.tr("Waiting for your friend's answer to your draw offer…"))
            return
        local = self.table.local_seat
        waiting = self.session.state.deciders()
        text = self.tr("Playing with your friend.")
        if waiting and local not in waiting:
            text = self.tr("Waiting for your friend's move…")
        elif len(waiting) == 2 and self.session.has_chosen(local) and not self.session.has_chosen(1 - local):
            text = self.tr("You have chosen. Waiting for your friend's choice…")
        elif len(waiting) == 2 and self.session.has_chosen(1 - local):
            text = self.tr("Your friend has chosen.")
        bar.say(text, playing=True)
        bar.setToolTip(self.tr("The game's code, to continue it after a lost connection: %1").replace("%1", code))
        bar.draw.setEnabled(self.can_ask())

    def close(self) -> None:
        self.table.close()
        self.bar.clear()
