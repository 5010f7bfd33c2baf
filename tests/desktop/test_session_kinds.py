"""The real session plays the toy game (chance deals, chance prizes, simultaneous secret bids)
to the end with a person and the computer, with undo, redo, commitments and saves."""
import pytest

from desktop.session import GameSession, Seat
from desktop.worker import Mode, Worker
from rules import commitment, savefile
from rules.protocol import CHANCE, SIMULTANEOUS
from tests.toy_goofspiel import Bid, Draw, ToyGame


def make_session(qapp, seats, seed=7):
    """A session on the toy; ``seed=None`` draws from the system's randomness as the app does."""
    session = GameSession(ToyGame(), seats, worker=Worker(Mode.SYNC), min_delay_ms=0)
    session.new_game(seed=seed)
    return session


def settle(qtbot, session):
    """Let chance draws and the computer's choices happen (they are posted to the event loop)."""
    qtbot.waitUntil(lambda: not session.is_thinking() and session.state.to_move() != CHANCE, timeout=5000)
    qtbot.wait(5)


def moves(session):
    return [str(m) for m in session.state.history]


def test_person_against_computer_through_chance_and_simultaneous_nodes(qtbot, qapp):
    session = make_session(qapp, (Seat(), Seat(True, 1)))
    commits, reveals = [], []
    session.committed.connect(lambda seat, digest: commits.append((seat, digest)))
    session.revealed.connect(lambda seat, text, salt, digest: reveals.append((seat, text, salt, digest)))
    settle(qtbot, session)
    state = session.state
    assert [type(m) for m in state.history] == [Draw, Draw, Draw]  # two deals, the first prize
    assert state.to_move() == SIMULTANEOUS
    assert session.has_chosen(1) and not session.has_chosen(0)  # the computer chose first
    assert session.awaiting_person() == 0
    assert len(commits) == 1 and commits[0][0] == 1 and session.commitment(1) == commits[0][1]
    assert not session.submit(Bid(7))  # not a card of the person's hand: nothing happens
    assert session.awaiting_person() == 0 and not session.has_chosen(0)
    assert session.submit(Bid(3))  # the person's choice is for the seat asked: never the computer's
    round_move = session.state.history[3]
    assert round_move.choices[0] == Bid(3)
    seat, text, salt, digest = reveals[0]
    assert seat == 1 and text == str(round_move.choices[1]) and commitment.opens(digest, text, salt)
    assert digest == commits[0][1]
    while not session.state.is_terminal():
        settle(qtbot, session)
        if session.state.is_terminal():
            break
        assert session.submit(session.state.legal_moves(0)[0])
    assert len(session.state.history) == 3 + 2 * 2 + 1  # deals, 3 prizes, 3 rounds
    assert session.state.outcome() is not None


def test_the_computers_choice_does_not_depend_on_the_persons(qtbot, qapp):
    """The computer commits before the person is asked, and the digest it published then
    opens to the bid it played, whatever the person chose afterwards."""
    for person in (Bid(1), Bid(3)):
        session = make_session(qapp, (Seat(), Seat(True, 1)), seed=None)
        opened = []
        session.revealed.connect(lambda seat, text, salt, digest: opened.append((seat, text, salt, digest)))
        settle(qtbot, session)
        assert session.awaiting_person() == 0
        sealed = session.commitment(1)
        assert sealed is not None  # published before the person may choose
        assert session.submit(person)
        played = str(session.state.history[3].choices[1])
        assert [(seat, text, digest) for seat, text, _salt, digest in opened] == [(1, played, sealed)]
        assert commitment.opens(sealed, played, opened[0][2])


def asked_seeds(session):
    """The seeds of the computer's decisions, in order (each a fresh draw of its entropy)."""
    seeds = []
    player = session.players[1]
    draw = player.entropy.getrandbits

    def spy(bits):
        seeds.append(draw(bits))
        return seeds[-1]
    player.entropy.getrandbits = spy
    return seeds


def test_after_undo_the_computer_decides_anew(qtbot, qapp):
    """Undo must not give away the computer's sealed choice: each time the round comes back,
    the computer decides from fresh randomness and seals anew (issue 26, point 1)."""
    session = make_session(qapp, (Seat(), Seat(True, 1)), seed=None)
    seeds = asked_seeds(session)
    bids, digests = [], []
    settle(qtbot, session)
    for _ in range(25):
        digests.append(session.commitment(1))
        session.submit(Bid(1))
        settle(qtbot, session)
        bids.append(session.state.history[3].choices[1])
        session.undo()
        settle(qtbot, session)
        assert len(session.state.history) == 3 and session.has_chosen(1)
    assert len(set(seeds)) == len(seeds) >= 25
    assert len(set(digests)) == len(digests)
    assert len(set(bids)) > 1  # level 1 bids at random: 25 equal bids would be 3 * 3**-25


def test_after_undo_a_chance_draw_is_drawn_anew(qtbot, qapp):
    """The undrawn order exists nowhere: the prize that follows a round is drawn when it is
    reached, so undoing the round and playing it again does not show the same prize."""
    session = make_session(qapp, (Seat(), Seat()), seed=None)
    settle(qtbot, session)
    prizes = set()
    for _ in range(25):
        session.submit(Bid(1))
        session.submit(Bid(2))
        settle(qtbot, session)
        prizes.add(str(session.state.history[4]))
        session.undo()
        settle(qtbot, session)
        assert len(session.state.history) == 3
    assert len(prizes) > 1
def test_undo_and_redo_step_between_the_persons_decisions(qtbot, qapp):
    session = make_session(qapp, (Seat(), Seat(True, 2)))
    settle(qtbot, session)
    session.submit(Bid(1))
    settle(qtbot, session)
    after_two_rounds = moves(session)
    assert len(after_two_rounds) == 5 and session.awaiting_person() == 0
    session.undo()  # back over the prize draw and the round: to the first round's choice
    settle(qtbot, session)
    assert moves(session) == after_two_rounds[:3] and session.state.to_move() == SIMULTANEOUS
    assert session.awaiting_person() == 0 and session.has_chosen(1)
    session.undo()  # nothing before the first decision but chance: it stays at the start
    settle(qtbot, session)
    assert len(session.state.history) == 3
    session.redo()
    settle(qtbot, session)
    assert moves(session) == after_two_rounds  # the same draw again: redo replays the record


def test_two_people_choose_in_turn_and_nobody_sees_the_first_choice(qtbot, qapp):
    session = make_session(qapp, (Seat(), Seat()))
    stored = []
    session.choiceStored.connect(stored.append)
    settle(qtbot, session)
    assert session.awaiting_person() == 0
    assert session.submit(Bid(2))
    assert stored == [0] and session.awaiting_person() == 1 and len(session.state.history) == 3
    assert session.state.to_move() == SIMULTANEOUS  # the choice is the session's, not the state's
    assert not session.players[0].submit(Bid(3))  # seat 0 has chosen: it is no longer asked
    assert session.submit(Bid(2))
    assert str(session.state.history[3]) == "A:b2/B:b2"
    session.undo()
    assert len(session.state.history) == 3 and session.awaiting_person() == 0


def test_a_save_loads_to_the_same_history_and_predicts_no_secret(qtbot, qapp):
    """A save is a move list: it replays exactly, and holds nothing from which the draws or
    the computer's choices to come could be computed (issue 26, point 2)."""
    session = make_session(qapp, (Seat(), Seat(True, 1)), seed=None)
    settle(qtbot, session)
    session.submit(Bid(2))
    settle(qtbot, session)
    state, extra = savefile.loads(savefile.dumps(session.state, {}))
    sealed = set()
    for _ in range(20):
        other = make_session(qapp, (Seat(), Seat(True, 1)), seed=None)
        other.new_game(state=state)
        settle(qtbot, other)
        assert moves(other) == moves(session)
        other.submit(Bid(1))
        settle(qtbot, other)
        sealed.add(str(other.state.history[5].choices[1]))
    assert len(sealed) > 1  # two cards left to bid: 20 equal bids would be 2 * 2**-20


@pytest.mark.parametrize("seats", [(Seat(True, 1), Seat(True, 2))])
def test_computers_play_the_toy_to_the_end(qtbot, qapp, seats):
    session = make_session(qapp, seats)
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=10000)
    assert len(session.state.history) == 8


@pytest.fixture
def toy_window(qtbot):
    """A window with the toy registered as a sixth game, through the registry only."""
    from desktop import games
    from desktop.app import create_application
    from desktop.main_window import MainWindow
    from desktop.settings import set_value
    from desktop.worker import Mode
    from tests.desktop.toy_ui import ENTRY
    create_application([])
    set_value("view/animationSpeed", "off")
    games.register(ENTRY)
    window = MainWindow(Mode.SYNC)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()
    games.unregister(ENTRY.id)


def click_card(page, card):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     page.view.mapFromScene(page.scene.card_centre(card)))


def test_the_toy_is_a_sixth_game_of_the_desktop_played_with_clicks(qtbot, toy_window):
    """Registered in the tests only (no shared file names it): it has a home card, opens in
    the shared page, and a person plays it against the computer to the end by clicking the
    board, the computer sealing each of its bids first."""
    from desktop import games
    assert [e.id for e in games.entries()][-1] == "toy_goofspiel" and "toy_goofspiel" in toy_window.home.cards
    toy_window.home.cards["toy_goofspiel"].play.click()
    page = toy_window.current_page()
    assert page.game_id == "toy_goofspiel" and page.title() == "Toy"
    page.start_new_game((Seat(), Seat(True, 1)))
    rounds = 0
    while not page.session.state.is_terminal():
        qtbot.waitUntil(lambda: page.session.state.is_terminal() or page.interactive(), timeout=5000)
        if page.session.state.is_terminal():
            break
        assert page.session.commitment(1) is not None  # sealed before the person may click
        hand = page.session.state.hands[0]
        click_card(page, hand[0])
        rounds += 1
        qtbot.waitUntil(lambda: len([m for m in page.session.state.history if str(m).startswith("A:")]) == rounds,
                        timeout=5000)
    assert rounds == 3 and page.session.state.outcome() is not None
    assert page.moves.rows() and page.panel.status.text()  # the move list and the result are shown


def test_rules_and_desktop_list_the_same_games():
    """Every game of the rules has a desktop entry and the reverse (the toy only while both
    registries hold it, in the tests)."""
    from desktop import games
    from rules.registry import game_ids
    shown = [e.id for e in games.entries()]
    assert shown == [g for g in game_ids() if g != "toy_goofspiel"]
    for entry in games.entries():
        assert entry.ui_class().game_id == entry.id


def test_a_page_hands_over_between_two_people_behind_a_cover(qtbot, toy_window):
    """The shared game page with the toy game: the first choice is hidden behind a cover that
    only the second player's click lifts; the board takes no choice while it is up."""
    page = toy_window.open_game("toy_goofspiel")
    page.start_new_game((Seat(), Seat()))
    qtbot.waitUntil(lambda: page.session.state.to_move() == SIMULTANEOUS, timeout=5000)
    assert page.interactive() and "A: make your secret choice. B, please look away." == page.panel.status.text()
    click_card(page, 2)
    assert page.cover.is_shown() and not page.interactive() and page.scene.seen[-1] is False
    assert "I am B" in page.cover.action
    assert not page.submit(Bid(1))  # nothing gets through the cover
    page.cover.setFocus()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert not page.cover.is_shown() and page.interactive() and page.scene.seen[-1] is True
    assert page.panel.status.text().startswith("B: make your secret choice")
    click_card(page, 3)
    qtbot.waitUntil(lambda: len(page.session.state.history) >= 5, timeout=5000)
    assert str(page.session.state.history[3]) == "A:b2/B:b3" and not page.cover.is_shown()


@pytest.mark.parametrize("game_id", ["wildcats", "programmers_checkers"])
def test_a_record_with_secret_rounds_and_draws_is_replayed_on_the_page(window, game_id):
    """``--moves`` and the screenshots go through GamePage.play_record: the set-up rounds and
    the tile draws of the record are the ones played (no click could make a draw), and a
    record with an illegal move leaves the game as it was."""
    import random

    from rules.errors import RulesError
    from rules.protocol import random_move
    from rules.registry import get_game
    game = get_game(game_id)
    state, rng = game.new_initial_state(), random.Random(5)
    while not state.is_terminal() and len(state.history) < 40:
        state.play(random_move(state, rng))
    text = game.record_to_text(state.history)
    page = window.open_game(game_id)
    page.session.set_seats((Seat(), Seat()))
    page.play_record(text)
    assert game.record_to_text(page.session.state.history) == text
    assert page.session.can_undo()
    with pytest.raises(RulesError):
        page.play_record(text + " " + text.split()[0])
    assert game.record_to_text(page.session.state.history) == text
