"""The other side of a network game, as a player: the conversation between two copies of the app.

A :class:`Conversation` holds a :class:`~rules.network.link.Link` and checks every message
against the game: a message belongs to one ply of the history and one kind of decision, and
anything else (a message out of turn or out of order, a move the rules refuse, an opening that
does not match its commitment, garbage) ends the game for the side that sent it, naming what
was wrong, and the other side is told (``error``). The other app's seat is a
:class:`RemotePlayer`, a :class:`~rules.players.Player` like the computer's: the step driver
asks it, it answers with the peer's move, or at a simultaneous round with the peer's
commitment (:class:`~rules.players.Sealed`) and, once every seat sealed and our openings went
out, the peer's opening (:class:`~rules.players.Opened`). The moves of our own seats reach the
peer through :meth:`RemotePlayer.played`, our commitments and openings through
:meth:`RemotePlayer.sealed` / :meth:`RemotePlayer.opening`. Chance draws are joint coin flips
(:class:`CoinDealer`, :mod:`rules.network.fair`): neither side chooses a draw or knows it early.

Messages are read in one of two ways: a program on the command line waits for them inside
the player's ``begin`` and the dealer's ``deal`` (``blocking``); the desktop pumps them when the
link says one arrived (:meth:`Conversation.pump`), and the answers come later. A side that
stops answering for ``timeout`` seconds after it has seen our opening loses as if it had
resigned; the record says when.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.driver import Answer, Dealer
from rules.errors import RulesError, quoted
from rules.network import fair, messages
from rules.network.errors import LinkClosed, LinkTimeout, ProtocolError
from rules.players import Opened, Player, Reply, Sealed
from rules.protocol import Game, State, Termination

BUFFERED = 64
"""Messages kept for later plies at most: a peer that floods us is out of order."""


class Broken(Exception):
    """The conversation is over: the peer broke its rules, left, or went silent."""

    def __init__(self, reason: str, loser: int | None, termination: Any = Termination.FORFEIT) -> None:
        super().__init__(reason)
        self.reason, self.loser, self.termination = reason, loser, termination


@dataclass
class _Wait:
    kind: type[messages.Message]
    ply: int
    take: Callable[[Any], None]


class Conversation:
    """One game (or a match of games) with the other app over one link."""

    def __init__(self, link: Any, *, blocking: bool, timeout: float, host: bool) -> None:
        self.link, self.blocking, self.timeout, self.host = link, blocking, timeout, host
        self.remote_seat = 1
        """The other app's seat in the game being played (:meth:`RemotePlayer.start` sets it)."""
        self._waits: list[_Wait] = []
        self._early: list[messages.Message] = []
        self._committed: set[tuple[str, int]] = set()
        """(kind, ply) of the commitments we sent: an opening of theirs before ours is out of order."""
        self._their_commitments: set[tuple[str, int]] = set()
        """(kind, ply) of the commitments they sent: an opening of a choice never committed is too."""
        self.broken: Broken | None = None
        self.on_broken: Callable[[Broken], None] | None = None
        """Told once when the conversation breaks (the desktop ends the game with it)."""
        self.on_request: Callable[[messages.Message], None] | None = None
        """Told of an undo request, a draw offer or an answer to ours (the desktop asks the
        person); without it a request is declined at once."""
        self.exposed_at: int | None = None
        """The ply at which our opening went out and theirs is still due: silence from then on
        loses as a resignation would."""
        self.on_lost: Callable[[str], None] | None = None
        """Told when the other side went away while nothing of ours was exposed (the desktop
        pauses the game and offers to reconnect); without it the game is forfeited."""

    # --- sending --------------------------------------------------------------------------------
    def send(self, message: messages.Message) -> None:
        if self.broken is not None:
            return
        if isinstance(message, (messages.Commit, messages.CoinCommit)):
            self._committed.add((message.kind, message.ply))
        if isinstance(message, (messages.Open, messages.CoinOpen)):
            self.exposed_at = message.ply
        try:
            self.link.send(message.to_dict())
        except (LinkClosed, ProtocolError) as exc:
            self.fail(f"the connection ended: {exc}", self.remote_seat, Termination.RESIGNATION, report=False)

    # --- waiting ----------------------------------------------------------------------------------
    def expect(self, kind: type[messages.Message], ply: int, take: Callable[[Any], None]) -> None:
        """Call ``take(message)`` with the peer's ``kind`` message of ``ply`` when it comes (at
        once if it came early). A message kept for an earlier ply was out of turn."""
        stale = next((m for m in self._early if getattr(m, "ply", ply) < ply), None)
        if stale is not None:
            self.fail(f"a {stale.kind} for ply {getattr(stale, 'ply')}, out of turn", self.remote_seat)
            return
        early = next((m for m in self._early if isinstance(m, kind) and getattr(m, "ply", None) == ply), None)
        if early is not None:
            self._early.remove(early)
            self._take(_Wait(kind, ply, take), early)
            return
        self._waits.append(_Wait(kind, ply, take))

    def settle(self, done: Callable[[], bool]) -> None:
        """In blocking mode, read and act on messages until ``done()`` (or the peer broke a
        rule, or went silent for :attr:`timeout` seconds); at once otherwise."""
        if not self.blocking:
            return
        deadline = time.monotonic() + self.timeout
        while not done() and self.broken is None:
            left = deadline - time.monotonic()
            if left <= 0:
                self._silent()
                return
            self.pump(min(left, 1.0), until=done)

    def forget(self) -> None:
        """Drop what is awaited (the driver moved on: undo, a new game)."""
        self._waits.clear()

    def rewind(self, ply: int) -> None:
        """Both sides agreed to take the game back to ``ply`` (an undo granted): what was
        awaited or kept for later plies belonged to the line taken back. Safe because each
        side sends nothing between the request and its answer (:mod:`desktop.network_play`):
        every message of the old line came before the answer."""
        self._waits.clear()
        self._early.clear()
        self._committed = {c for c in self._committed if c[1] < ply}
        self._their_commitments = {c for c in self._their_commitments if c[1] < ply}
        if self.exposed_at is not None and self.exposed_at >= ply:
            self.exposed_at = None

    def _silent(self) -> None:
        self._gone(f"stopped answering (no answer in {self.timeout:g} s)")

    def _gone(self, what: str) -> None:
        """The other side went away: after it saw our opening it loses as if it had resigned,
        and the record says when; otherwise the game is forfeited."""
        if self.exposed_at is not None:
            self.fail(f"the other side {what} after seeing our opening at ply {self.exposed_at}", self.remote_seat,
                      Termination.RESIGNATION, report=False)
        elif self.on_lost is not None:
            self._waits.clear()
            self.on_lost(what)
        else:
            self.fail(f"the other side {what}", self.remote_seat, report=False)

    def pump(self, timeout: float = 0.0, until: Callable[[], bool] = lambda: False) -> None:
        """Take the messages that arrived (waiting up to ``timeout`` for the first) and act on
        each, stopping once ``until()`` (a game's last message: the next game's stay queued);
        a broken rule ends the conversation (:attr:`broken`)."""
        first = True
        while self.broken is None and not until():
            try:
                data = self.link.receive(timeout if first else 0)
            except LinkTimeout:
                return
            except ProtocolError as exc:
                self.fail(f"the other side sent something that is not a message: {exc}", self.remote_seat)
                return
            except LinkClosed as exc:
                self._gone(f"was lost ({exc})")
                return
            first = False
            try:
                self._handle(messages.from_dict(data))
            except ProtocolError as exc:
                self.fail(str(exc), self.remote_seat)

    def _handle(self, message: messages.Message) -> None:
        if isinstance(message, messages.Error):
            self.fail(f"the other side stopped the game: {message.what}", 1 - self.remote_seat, report=False)
            return
        if isinstance(message, messages.Bye):
            self._gone(f"left ({message.reason})")
            return
        if isinstance(message, messages.Resign):
            self.fail("the other side resigned", self.remote_seat, Termination.RESIGNATION, report=False)
            return
        if isinstance(message, (messages.UndoRequest, messages.UndoAnswer, messages.DrawOffer, messages.DrawAnswer)):
            if self.on_request is not None:
                self.on_request(message)
            elif isinstance(message, messages.UndoRequest):
                self.send(messages.UndoAnswer(ply=message.ply, granted=False))
            elif isinstance(message, messages.DrawOffer):
                self.send(messages.DrawAnswer(ply=message.ply, accepted=False))
            return
        if isinstance(message, messages.Hello):
            raise ProtocolError("a second hello in the middle of a game")
        ply: int = getattr(message, "ply")
        if isinstance(message, (messages.Commit, messages.CoinCommit)):
            self._their_commitments.add((message.kind, ply))
        if isinstance(message, (messages.Open, messages.CoinOpen)):
            committed = ("commit" if isinstance(message, messages.Open) else "coin_commit", ply)
            if committed not in self._committed:
                raise ProtocolError(f"ply {ply}: an opening before our commitment was sent (out of order)")
            if committed not in self._their_commitments:
                raise ProtocolError(f"ply {ply}: an opening of a choice never committed (out of order)")
        wait = next((w for w in self._waits if isinstance(message, w.kind) and w.ply == ply), None)
        if wait is not None:
            self._waits.remove(wait)
            self._take(wait, message)
            return
        if any(w.ply > ply for w in self._waits):
            raise ProtocolError(f"a {message.kind} for ply {ply}, which is past (out of turn)")
        if len(self._early) >= BUFFERED:
            raise ProtocolError(f"more than {BUFFERED} messages ahead of the game")
        self._early.append(message)  # ahead of us: a move of the peer's next turn, its coin for the next draw

    def _take(self, wait: _Wait, message: messages.Message) -> None:
        try:
            wait.take(message)
        except ProtocolError as exc:
            self.fail(str(exc), self.remote_seat)

    def fail(self, reason: str, loser: int | None, termination: Any = Termination.FORFEIT,
             report: bool = True) -> None:
        """End the conversation: ``loser`` broke a rule (or left); the peer is told why."""
        if self.broken is not None:
            return
        if report and loser == self.remote_seat:
            try:
                self.link.send(messages.Error(what=_prose(reason), ply=None).to_dict())
            except (LinkClosed, ProtocolError):
                pass
        self.broken = Broken(reason, loser, termination)
        self._waits.clear()
        if self.on_broken is not None:
            self.on_broken(self.broken)

    def new_game(self) -> None:
        """The next game of a match begins on the same link (its messages were left queued)."""
        self._waits.clear()
        self._early.clear()
        self._committed.clear()
        self._their_commitments.clear()
        self.exposed_at = None

    def close(self, reason: str = "the match is over", timeout: float = 5.0) -> None:
        """Say goodbye and close the link, waiting at most ``timeout`` seconds (the reactor
        finishes closing on its own thread: a window need not wait)."""
        try:
            self.link.send(messages.Bye(reason=_prose(reason)).to_dict())
        except (LinkClosed, ProtocolError):
            pass
        self.link.close(timeout)


def _prose(text: str) -> str:
    """Text fit for a ``bye`` or ``error`` message: printable, at most 480 characters."""
    return "".join(c if c.isprintable() else " " for c in text)[:480]


class RemotePlayer(Player):
    """The other app's seat: its decisions come from the peer's messages, checked."""

    seals_first = False
    """At a round a person here chooses at the same time: both commit before either opens."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation
        self.name = "network"
        self.dealer: Dealer = CoinDealer(conversation)
        """Chance draws of a game with the other app are joint coin flips."""

    def start(self, state: State[Any], seat: int) -> None:
        self.conversation.remote_seat = seat

    def attach(self, driver: Any) -> None:
        """A rule broken by the other side while nobody waits for it ends the game there."""
        self.conversation.on_broken = lambda broken: driver.concede(broken.loser, broken.termination, broken.reason)

    def ended(self, state: State[Any], outcome: Any) -> None:
        """A game our side lost outside the rules (our player crashed, was silent): the peer
        is told, rather than left waiting for our move."""
        conversation = self.conversation
        if state.outcome() is None and outcome.winner == conversation.remote_seat and conversation.broken is None:
            conversation.send(messages.Resign(ply=len(state.history)))

    def begin(self, view: State[Any], seat: int, reply: Reply) -> None:
        conversation = self.conversation
        if conversation.broken is not None:
            reply.fail(conversation.broken.reason)
            return
        ply = len(view.history)
        game = view.game
        done = [False]

        def finish() -> None:
            done[0] = True

        if len(view.deciders()) < 2:
            def moved(message: messages.Move) -> None:
                finish()
                self._answer(reply, game, message.move, ply)
            conversation.expect(messages.Move, ply, moved)
        else:
            def opened(message: messages.Open) -> None:
                finish()
                conversation.exposed_at = None
                choice = self._parse(game, message.choice, ply)
                if choice is not None and not reply(Opened(choice, message.salt)):
                    conversation.fail(f"ply {ply}: the opening {quoted(message.choice)} does not match its "
                                      "commitment, or is not a legal choice", conversation.remote_seat)

            def sealed(message: messages.Commit) -> None:
                conversation.expect(messages.Open, ply, opened)
                reply(Sealed(message.digest))  # our openings go out now if every seat has sealed
            conversation.expect(messages.Commit, ply, sealed)
        conversation.settle(lambda: done[0])
        if conversation.broken is not None and not done[0]:
            reply.fail(conversation.broken.reason)

    def _parse(self, game: Game[Any, Any], text: str, ply: int) -> Any:
        try:
            return game.parse_move(text)
        except RulesError as exc:
            raise ProtocolError(f"ply {ply}: {quoted(text)} is not a move: {exc}") from None

    def _answer(self, reply: Reply, game: Game[Any, Any], text: str, ply: int) -> None:
        move = self._parse(game, text, ply)
        if not reply(move):
            raise ProtocolError(f"ply {ply}: {quoted(text)} is not a legal move there")

    def cancel(self) -> None:
        self.conversation.forget()

    def sealed(self, state: State[Any], seat: int, digest: str) -> None:
        if seat != self.conversation.remote_seat:  # ours: the peer sees the commitment first
            self.conversation.send(messages.Commit(ply=len(state.history), digest=digest))

    def opening(self, state: State[Any], seat: int, choice: Any, salt: str) -> None:
        if seat != self.conversation.remote_seat:  # every seat sealed: ours opens
            self.conversation.send(messages.Open(ply=len(state.history), choice=str(choice), salt=salt))

    def played(self, before: State[Any], move: Any) -> None:
        """Our seats' moves go to the peer (a round, a draw or a judgement both sides play)."""
        deciders = before.deciders()
        if len(deciders) == 1 and deciders[0] != self.conversation.remote_seat:
            self.conversation.send(messages.Move(ply=len(before.history), move=str(move)))


class CoinDealer(Dealer):
    """A chance draw made by both sides at once: each commits to a fresh 256-bit number, opens
    it once the other's commitment arrived, and the two numbers fix the draw together
    (:func:`rules.network.fair.joint_draw`, the host's number first)."""

    def __init__(self, conversation: Conversation) -> None:
        self.conversation = conversation

    def deal(self, state: State[Any], outcomes: list[tuple[Any, float]], answer: Answer) -> None:
        conversation = self.conversation
        if conversation.broken is not None:
            return
        ply = len(state.history)
        exchange = fair.Exchange.coin(ply)
        done = [False]

        def opened(message: messages.CoinOpen) -> None:
            done[0] = True
            theirs = exchange.receive_opening(message.number, message.salt)
            conversation.exposed_at = None
            numbers = (exchange.secret, theirs) if conversation.host else (theirs, exchange.secret)
            answer(fair.joint_draw(outcomes, *numbers))

        def committed(message: messages.CoinCommit) -> None:
            exchange.receive_commitment(message.digest)
            number, salt = exchange.my_opening()
            conversation.send(messages.CoinOpen(ply=ply, number=number, salt=salt))
            conversation.expect(messages.CoinOpen, ply, opened)
        conversation.send(messages.CoinCommit(ply=ply, digest=exchange.my_commitment))
        conversation.expect(messages.CoinCommit, ply, committed)
        conversation.settle(lambda: done[0])

    def cancel(self) -> None:
        self.conversation.forget()


# --- meeting the other side ----------------------------------------------------------------------
def hello_of(game: Game[Any, Any], seat: int | None, games: int, moves: list[str]) -> messages.Hello:
    from rules.version import version
    return messages.Hello(app=version(), protocol=messages.PROTOCOL_VERSION, game=game.id,
                          options=dict(game.options), seat=seat, games=games, moves=moves)


def agree(ours: messages.Hello, theirs: messages.Hello) -> None:
    """Refuse, before a game starts, two sides that would not play the same thing: another
    protocol, another game or options, another number of games, the same seat."""
    messages.check_hello(ours, theirs)
    if theirs.game != ours.game or theirs.options != ours.options:
        raise ProtocolError(f"the other side plays {theirs.game} with options {quoted(str(theirs.options), 60)}, "
                            f"this side {ours.game} with {quoted(str(ours.options), 60)}")
    if theirs.games != ours.games:
        raise ProtocolError(f"the other side plays {theirs.games} games, this side {ours.games}: give both the same "
                            "--games")
    if theirs.seat is not None and theirs.seat == ours.seat:
        raise ProtocolError(f"both sides would play seat {ours.seat}: the host's player is A (--a net:join:CODE "
                            "on the joining side), the joining side's is B (--b net:host on the host)")


def receive_hello(link: Any, timeout: float) -> messages.Hello:
    message = messages.from_dict(link.receive(timeout))
    if isinstance(message, messages.Error):
        raise ProtocolError(f"the other side refused to play: {message.what}")
    if not isinstance(message, messages.Hello):
        raise ProtocolError(f"the other side began with a {message.kind}, not a hello")
    return message


class NetworkMatchPlayer(RemotePlayer):
    """``net:host`` or ``net:join:CODE`` of ``python -m rules match``: the other side of the
    match is a copy of this program elsewhere. The link is made when the first game starts
    (the host prints ``{"code": CODE}`` on stdout at once); both sides check they play the same
    game, options and number of games, and that each plays its own seat."""

    def __init__(self, spec: str, game: Game[Any, Any], args: Any, local_first_seat: int) -> None:
        self.spec, self.game, self.args, self.local_first_seat = spec, game, args, local_first_seat
        super().__init__(Conversation(None, blocking=True, timeout=getattr(args, "timeout", 30.0),
                                      host=spec == "net:host"))
        self.name = spec
        self._games = 0

    def start(self, state: State[Any], seat: int) -> None:
        conversation = self.conversation
        if conversation.link is None:
            self._connect()
        elif self._games:
            conversation.new_game()
        self._games += 1
        super().start(state, seat)

    def _connect(self) -> None:
        import json

        from rules.network.link import Direct, Link, LinkOptions
        args = self.args
        options = LinkOptions(mailbox=args.server, relay=args.relay, direct=Direct(args.direct),
                              join_timeout=max(60.0, args.timeout), peer_timeout=max(60.0, args.timeout))
        conversation = self.conversation
        ours = hello_of(self.game, self.local_first_seat, args.games - args.first_game + 1, [])
        if conversation.host:
            link = Link.host(on_code=lambda code: print(json.dumps({"code": code}), flush=True), options=options)
            link.wait_connected(options.invite_timeout)
            conversation.link = link
            link.send(ours.to_dict())
            theirs = receive_hello(link, options.join_timeout)
        else:
            link = Link.join(self.spec[len("net:join:"):], options=options)
            link.wait_connected(options.join_timeout)
            conversation.link = link
            theirs = receive_hello(link, options.join_timeout)
            try:
                agree(ours, theirs)
            except ProtocolError as exc:
                link.send(messages.Error(what=_prose(str(exc)), ply=None).to_dict())
                link.close()
                raise
            link.send(ours.to_dict())
        agree(ours, theirs)

    def close(self) -> None:
        if self.conversation.link is not None:
            self.conversation.close()
            self.conversation.link = None
