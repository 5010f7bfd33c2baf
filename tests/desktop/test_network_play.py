"""Playing a friend on another computer, in the app (issue 30): two windows, each a real app
session with its own connection, meet through the real mailbox server and transit relay the
tests start on 127.0.0.1 (direct connections offered on loopback only). The person's clicks
go through the dialogs (the code typed, the invitation accepted) and the board's path
(:meth:`GamePage.submit`); both apps must keep the same record and the same result.

Peers that cheat are scripted with a bare :class:`~rules.network.link.Link` speaking the
protocol by hand: a lie in an opening, an illegal move, garbage, a side that vanishes before
and after it saw our opening.
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

pytest.importorskip("wormhole")

from desktop import autosave, saves
from desktop.settings import settings
from rules import commitment
from rules.network import fair, messages
from rules.network.errors import LinkTimeout
from rules.network.link import Link
from rules.protocol import CHANCE, Termination


WAIT_MS = 30_000
"""The longest any step of a test waits for the other side (every wait is bounded)."""


def _leave(window) -> None:
    """A game still going on when the test ends is left without asking, its link closed
    (qtbot then closes the window, which would otherwise ask)."""
    for page in window.pages.values():
        page.end_friend_game(keep_game=False)


def open_window(qtbot):
    """A shown main window with synchronous computer players, as the other GUI tests'."""
    from desktop.main_window import MainWindow
    from desktop.worker import Mode
    window = MainWindow(runner_mode=Mode.SYNC)
    qtbot.addWidget(window, before_close_func=_leave)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture(autouse=True)
def local_servers(servers):
    """The app's settings name the tests' servers, and direct connections on loopback only."""
    store = settings()
    store.setValue("network/server", servers.mailbox_url)
    store.setValue("network/relay", servers.relay_hint)
    store.setValue("network/direct", "loopback")
    return servers


def invite(qtbot, window, game_id: str, seat: int, prepare=None):
    page = window.open_game(game_id)
    if prepare is not None:
        prepare(page)
    dialog = page.invite_friend(seat)
    qtbot.waitUntil(lambda: dialog.copy.isEnabled(), timeout=WAIT_MS)
    return page, dialog


def join(qtbot, window, code: str):
    dialog = window.join_friend()
    qtbot.keyClicks(dialog.code, code)
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.accept_button.isEnabled(), timeout=WAIT_MS)
    return dialog


def connect(qtbot, game_id: str, host_seat: int = 0, prepare=None):
    """Two windows; the first invites, the second joins by typing the code and accepting."""
    host_window, guest_window = open_window(qtbot), open_window(qtbot)
    host, invitation = invite(qtbot, host_window, game_id, host_seat, prepare)
    dialog = join(qtbot, guest_window, invitation.code.text())
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.friend is not None and game_id in guest_window.pages
                    and guest_window.pages[game_id].friend is not None, timeout=WAIT_MS)
    assert not invitation.isVisible() and not dialog.isVisible()
    return host_window, guest_window, host, guest_window.pages[game_id]


def play_out(qtbot, pages, rng: random.Random, limit: int = 2000, stop=None) -> None:
    """Whoever's board takes a decision gets a random legal one through the page, as a click
    would deliver it; the other side follows over the network."""
    for _ in range(limit):
        if all(page.session.is_over() for page in pages) or (stop is not None and stop()):
            return
        for page in pages:
            seat = page.session.awaiting_person()
            if seat is not None and page.interactive():
                choices = list(page.session.state.view_for(seat).legal_moves(seat))
                tame = [m for m in choices if str(m) not in ("reset", "resign")] or choices
                assert page.submit(rng.choice(tame))
                break
        else:
            qtbot.wait(5)
    raise AssertionError("the game did not end")


def _verified_secrets(pages) -> dict[int, list[tuple[int, str, str]]]:
    """Every commitment of the friend shown on each side, checked when it opens."""
    shown: dict[int, list[tuple[int, str, str]]] = {0: [], 1: []}
    for index, page in enumerate(pages):
        sealed: dict[int, str] = {}

        def committed(seat: int, digest: str, sealed=sealed, page=page) -> None:
            assert seat == page.session.remote_seat()
            assert page.session.commitment(seat) == digest  # the sealed card shows it while we choose
            sealed[seat] = digest

        def revealed(seat: int, choice: str, salt: str, digest: str, sealed=sealed, index=index) -> None:
            assert sealed.pop(seat) == digest and commitment.opens(digest, choice, salt)
            shown[index].append((seat, choice, digest))
        page.session.committed.connect(committed)
        page.session.revealed.connect(revealed)
    return shown


@pytest.fixture
def draws(monkeypatch):
    """Every joint coin flip either side made: (its two numbers, the draw)."""
    made: list[tuple[str, str, Any]] = []
    real = fair.joint_draw

    def recorded(outcomes, number0, number1):
        drawn = real(outcomes, number0, number1)
        made.append((number0, number1, drawn))
        return drawn
    monkeypatch.setattr(fair, "joint_draw", recorded)
    return made


def same_game(host, guest) -> None:
    """Both apps keep the same record and the same result, and either can save it."""
    assert [str(m) for m in host.session.moves()] == [str(m) for m in guest.session.moves()]
    assert host.session.outcome() == guest.session.outcome()
    assert json.loads(host.save_text()) == json.loads(guest.save_text())
    state, _extra, _entry = saves.load_text(guest.save_text())
    assert state.history == host.session.state.history


GAMES = ["othello", "quantum_ttt", "wildcats", "programmers_checkers", "oche"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_game_between_two_apps(qtbot, game_id, draws):
    host_window, guest_window, host, guest = connect(qtbot, game_id, host_seat=1)
    assert host.session.remote_seat() == 0 and guest.session.remote_seat() == 1
    assert guest.panel.cards[0].who.text() == "You" and guest.panel.cards[1].who.text() == "Your friend"
    assert not host.can_hint() and not host.can_demo() and not host.can_redo()
    shown = _verified_secrets([host, guest])
    play_out(qtbot, [host, guest], random.Random(game_id))
    same_game(host, guest)
    outcome = host.session.outcome()
    assert outcome is not None and outcome.termination is not Termination.FORFEIT
    state = host.session.state
    rounds = sum(1 for before_deciders in host.session._deciders if len(before_deciders) == 2)
    # each side saw, checked and showed every one of the friend's secret choices
    assert len(shown[0]) == len(shown[1]) == rounds
    # each chance draw was a joint coin flip both sides computed from the same two numbers
    chance = [str(m) for m, before in host.session.walk() if before.to_move() == CHANCE]
    by_numbers: dict[tuple[str, str], list[str]] = {}
    for n0, n1, drawn in draws:
        by_numbers.setdefault((n0, n1), []).append(str(drawn))
    assert all(len(results) == 2 and results[0] == results[1] for results in by_numbers.values())
    assert [results[0] for results in by_numbers.values()] == chance
    if game_id == "programmers_checkers":
        assert chance and rounds  # the tiles and the set-ups went through the exchanges
    if game_id == "wildcats":
        assert rounds == len(state.history)
    for window in (host_window, guest_window):
        window.close()


def test_undo_is_asked_and_granted_or_refused(qtbot):
    _hw, _gw, host, guest = connect(qtbot, "othello", host_seat=0)
    rng = random.Random(3)
    for _ in range(3):  # Black (the host), White, Black
        qtbot.waitUntil(lambda: host.interactive() or guest.interactive(), timeout=WAIT_MS)
        page = host if host.interactive() else guest
        seat = page.session.awaiting_person()
        assert page.submit(rng.choice(list(page.session.state.legal_moves(seat))))
        qtbot.waitUntil(lambda: host.session.index() == guest.session.index(), timeout=WAIT_MS)
    assert host.session.index() == 3
    # White (the guest) asks to take back its move: the host's bar asks, the host refuses
    qtbot.waitUntil(guest.can_undo, timeout=WAIT_MS)
    guest.undo()
    assert not guest.interactive() and not guest.can_undo()
    qtbot.waitUntil(lambda: host.friend_bar.yes.isVisible(), timeout=WAIT_MS)
    assert "take back" in host.friend_bar.text.text()
    qtbot.mouseClick(host.friend_bar.no, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.friend.table.asked is None, timeout=WAIT_MS)
    assert host.session.index() == guest.session.index() == 3
    # asked again, allowed: both go back to before White's move
    qtbot.waitUntil(guest.can_undo, timeout=WAIT_MS)
    guest.undo()
    qtbot.waitUntil(lambda: host.friend_bar.yes.isVisible(), timeout=WAIT_MS)
    qtbot.mouseClick(host.friend_bar.yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.session.index() == 1, timeout=WAIT_MS)
    assert host.session.index() == 1
    assert host.session.state.history == guest.session.state.history
    # the game goes on from there, the same on both sides (to its end: the whole-game tests)
    play_out(qtbot, [host, guest], rng,
             stop=lambda: host.session.index() >= 9 and host.session.index() == guest.session.index())
    same_game(host, guest)


def test_a_move_made_while_a_request_is_shown_declines_it(qtbot):
    _hw, _gw, host, guest = connect(qtbot, "othello", host_seat=0)
    rng = random.Random(5)
    assert host.submit(rng.choice(list(host.session.state.legal_moves(0))))
    qtbot.waitUntil(guest.interactive, timeout=WAIT_MS)
    assert guest.submit(rng.choice(list(guest.session.state.legal_moves(1))))
    qtbot.waitUntil(host.interactive, timeout=WAIT_MS)
    guest.undo()  # White asks to take back; Black plays instead of answering
    qtbot.waitUntil(lambda: host.friend.incoming is not None, timeout=WAIT_MS)
    assert host.submit(rng.choice(list(host.session.state.legal_moves(0))))
    qtbot.waitUntil(lambda: guest.friend.table.asked is None and guest.session.index() == 3, timeout=WAIT_MS)
    assert host.session.index() == 3 and host.session.state.history == guest.session.state.history


def test_a_draw_offered_and_accepted_ends_the_game_for_both(qtbot):
    _hw, _gw, host, guest = connect(qtbot, "wildcats", host_seat=0)
    qtbot.mouseClick(host.friend_bar.draw, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.friend_bar.yes.isVisible(), timeout=WAIT_MS)
    assert guest.friend_bar.text.text() == "Your friend offers a draw."
    qtbot.mouseClick(guest.friend_bar.yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.session.is_over(), timeout=WAIT_MS)
    for page in (host, guest):
        outcome = page.session.outcome()
        assert outcome.termination is Termination.AGREEMENT and outcome.winner is None
        assert "Draw agreed." in page.panel.status.text()
    assert json.loads(host.save_text())["extra"]["ended"]["termination"] == "agreement"


def test_the_engine_helps_neither_side_until_the_game_with_a_friend_is_over(qtbot, boxes):
    _hw, _gw, host, guest = connect(qtbot, "othello", host_seat=0)
    rng = random.Random(5)
    for page in (host, guest):
        page.ui.scores_action.setChecked(True)  # "Show move evaluations", asked for anyway
    for _ in range(4):
        qtbot.waitUntil(lambda: host.interactive() or guest.interactive(), timeout=WAIT_MS)
        page = host if host.interactive() else guest
        assert page.submit(rng.choice(list(page.session.state.legal_moves(page.session.awaiting_person()))))
        qtbot.waitUntil(lambda: host.session.index() == guest.session.index(), timeout=WAIT_MS)
    for page in (host, guest):
        assert page.ui.evaluation.isHidden() and not page.ui.scores_action.isEnabled()
        assert not page.can_hint()
        # no position of the game was evaluated (a graph point, or a move value's) on either side
        assert all(page.analyst.point(page.session.position(i)) is None for i in range(1, 5))
    boxes.answers.append(QMessageBox.StandardButton.Yes)  # "Resign this game?"
    qtbot.mouseClick(guest.friend_bar.resign, Qt.MouseButton.LeftButton)
    for page in (host, guest):
        qtbot.waitUntil(page.session.is_over, timeout=WAIT_MS)
        # over: the game may be analysed on both sides
        qtbot.waitUntil(lambda page=page: page.analyst.point(page.session.state) is not None, timeout=WAIT_MS)
        assert not page.ui.evaluation.isHidden() and page.ui.scores_action.isEnabled()


def test_oches_forecast_is_not_shown_in_a_game_with_a_friend(qtbot):
    settings().setValue("oche/forecast", True)  # View: "Show who can force a win"
    _hw, _gw, host, guest = connect(qtbot, "oche", host_seat=0)
    qtbot.wait(500)  # time for an analysis, had one been asked for
    for page in (host, guest):
        assert page.ui.side.forecast.text() == ""
        assert page.ui.verdict is None and not page.analyst.busy()  # nor is one worked out for nothing


def test_resigning_ends_the_game_and_the_save_keeps_it(qtbot, boxes, tmp_path):
    _hw, _gw, host, guest = connect(qtbot, "programmers_checkers", host_seat=0)
    boxes.answers.append(QMessageBox.StandardButton.Yes)  # "Resign this game?"
    qtbot.mouseClick(guest.friend_bar.resign, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.session.is_over(), timeout=WAIT_MS)
    assert host.session.outcome().winner == 0 and host.session.outcome().termination is Termination.RESIGNATION
    assert "You win!" in host.panel.status.text() and "You lose." in guest.panel.status.text()
    path = tmp_path / "resigned.ludoteca.json"
    guest.save_to(str(path))
    again = open_window(qtbot)
    assert again.open_file(str(path))
    page = again.pages["programmers_checkers"]
    assert page.session.outcome().termination is Termination.RESIGNATION and page.session.outcome().winner == 0


# --- peers that cheat, scripted by hand -------------------------------------------------------
class Peer:
    """The other side as a bare link: the tests write its messages themselves."""

    def __init__(self, qtbot, servers, code: str) -> None:
        self.qtbot = qtbot
        self.link = Link.join(code, options=servers.link_options())
        self.hello = self.receive()
        assert isinstance(self.hello, messages.Hello)

    def say_hello(self, seat: int) -> None:
        self.send(messages.Hello(app=self.hello.app, protocol=self.hello.protocol, game=self.hello.game,
                                 options=self.hello.options, seat=seat, games=1, moves=[]))

    def send(self, message: messages.Message) -> None:
        self.link.send(message.to_dict())

    def receive(self) -> messages.Message:
        for _ in range(WAIT_MS // 50):
            try:
                return messages.from_dict(self.link.receive(0))
            except LinkTimeout:  # nothing yet: let the app's side run
                self.qtbot.wait(50)
        raise AssertionError("the app said nothing")


def hosted_with_peer(qtbot, servers, game_id: str):
    window = open_window(qtbot)
    page, dialog = invite(qtbot, window, game_id, seat=0)
    peer = Peer(qtbot, servers, dialog.code.text())
    peer.say_hello(1)
    qtbot.waitUntil(lambda: page.friend is not None, timeout=WAIT_MS)
    return page, peer


def _forfeited(qtbot, page, words: str) -> None:
    qtbot.waitUntil(lambda: page.session.is_over(), timeout=WAIT_MS)
    outcome = page.session.outcome()
    assert outcome.termination is Termination.FORFEIT and outcome.winner == 0
    assert words in outcome.detail and words in page.panel.status.text()
    assert words in json.loads(page.save_text())["extra"]["ended"]["reason"]  # the record keeps the evidence


def test_an_illegal_move_ends_the_game_for_the_peer(qtbot, local_servers):
    page, peer = hosted_with_peer(qtbot, local_servers, "othello")
    assert page.submit("d3")
    assert isinstance(peer.receive(), messages.Move)
    peer.send(messages.Move(ply=1, move="a1"))
    _forfeited(qtbot, page, "'a1' is not a legal move there")
    error = peer.receive()
    assert isinstance(error, messages.Error) and "a1" in error.what


def test_a_lie_in_an_opening_ends_the_game_for_the_peer(qtbot, local_servers):
    page, peer = hosted_with_peer(qtbot, local_servers, "wildcats")
    salt = commitment.new_salt()
    peer.send(messages.Commit(ply=0, digest=commitment.seal("C3", salt)))
    qtbot.waitUntil(lambda: page.session.commitment(1) is not None, timeout=WAIT_MS)
    assert page.submit("B2")
    assert isinstance(peer.receive(), messages.Commit)
    opened = peer.receive()
    assert isinstance(opened, messages.Open) and opened.choice == "B2"
    peer.send(messages.Open(ply=0, choice="D4", salt=salt))
    _forfeited(qtbot, page, "does not match its commitment")


def test_garbage_ends_the_game_for_the_peer(qtbot, local_servers):
    page, peer = hosted_with_peer(qtbot, local_servers, "quantum_ttt")
    peer.link.send({"kind": "move", "ply": "zero", "move": "<b>12</b>"})
    _forfeited(qtbot, page, "ply")


def test_a_peer_that_vanishes_after_our_opening_loses_as_if_it_resigned(qtbot, local_servers):
    page, peer = hosted_with_peer(qtbot, local_servers, "wildcats")
    peer.send(messages.Commit(ply=0, digest=commitment.seal("C3", commitment.new_salt())))
    qtbot.waitUntil(lambda: page.session.commitment(1) is not None, timeout=WAIT_MS)
    assert page.submit("B2")
    peer.receive(), peer.receive()  # our commitment and our opening: it has seen our choice
    peer.link.close()
    qtbot.waitUntil(lambda: page.session.is_over(), timeout=WAIT_MS)
    outcome = page.session.outcome()
    assert outcome.termination is Termination.RESIGNATION and outcome.winner == 0
    assert "after seeing our opening at ply 0" in outcome.detail
    assert "You win!" in page.panel.status.text()


def test_a_peer_that_vanishes_with_nothing_exposed_pauses_the_game(qtbot, local_servers):
    page, peer = hosted_with_peer(qtbot, local_servers, "othello")
    assert page.submit("d3")
    peer.receive()
    peer.link.close()
    qtbot.waitUntil(lambda: page.friend_bar.yes.isVisible(), timeout=WAIT_MS)
    assert page.friend_bar.yes.text() == "Reconnect" and not page.session.is_over()
    assert not page.interactive()  # the board waits for the friend
    qtbot.mouseClick(page.friend_bar.no, Qt.MouseButton.LeftButton)  # play on this computer
    assert page.friend is None and page.interactive() and page.session.index() == 1


# --- reconnecting --------------------------------------------------------------------------------
def test_a_crashed_side_continues_with_the_same_code_at_the_same_move(qtbot):
    _hw, _gw, host, guest = connect(qtbot, "programmers_checkers", host_seat=0)
    rng = random.Random(11)
    play_out(qtbot, [host, guest], rng, stop=lambda: host.session.index() >= 12 and
             host.session.index() == guest.session.index() and host.interactive())
    code, moves = host.friend.table.code, [str(m) for m in guest.session.state.history]
    left = autosave.folder() / f"programmers_checkers-{'0' * 32}.ludoteca.json"
    left.write_text(guest.autosave_copy.path.read_text())  # what the crash leaves on disk
    assert json.loads(left.read_text())["extra"]["network"] == {"role": "join", "code": code, "seat": 1}
    guest.friend.table.link.close()  # the guest's app dies: no goodbye
    guest.friend.table._closed = True
    qtbot.waitUntil(lambda: host.friend_bar.yes.isVisible(), timeout=WAIT_MS)
    # the guest starts again and continues the game a crash left; the host reconnects
    restarted = open_window(qtbot)
    assert restarted.continue_game(str(left))
    page = restarted.pages["programmers_checkers"]
    assert "Waiting for your friend" in page.friend_bar.text.text() and not page.interactive()
    qtbot.mouseClick(host.friend_bar.yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.friend is not None and host.friend is not None and host.friend.live()
                    and page.friend.live(), timeout=WAIT_MS)
    assert [str(m) for m in page.session.state.history] == moves == [str(m) for m in host.session.state.history]
    play_out(qtbot, [host, page], rng)
    same_game(host, page)


def test_an_app_of_another_protocol_is_refused_before_the_game(qtbot, local_servers):
    """The joiner sees why at once (which app to update); the host is told too."""
    window = open_window(qtbot)
    host = Link.host(options=local_servers.link_options())
    dialog = window.join_friend()
    try:
        code = host.wait_code(WAIT_MS / 1000)
        qtbot.keyClicks(dialog.code, code)
        qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host.state.value == "connected", timeout=WAIT_MS)
        host.send(messages.Hello(app="9.0", protocol=messages.PROTOCOL_VERSION + 1, game="othello",
                                 options={"start": None}, seat=0, games=1, moves=[]).to_dict())
        qtbot.waitUntil(lambda: "cannot play together" in dialog.status.text(), timeout=WAIT_MS)
        assert "update this app" in dialog.status.text() and not dialog.accept_button.isEnabled()
        assert dialog.invitation.text() == ""
        for _ in range(WAIT_MS // 50):
            try:
                refusal = messages.from_dict(host.receive(0))
                break
            except LinkTimeout:
                qtbot.wait(50)
        assert isinstance(refusal, messages.Error) and "protocol" in refusal.what
    finally:
        host.close()
