"""The protocol's conformance suite, run over every registered game and a toy game that has
chance nodes, simultaneous nodes and a secret (OpenSpiel's games_sim_test, in small).

Random playouts through the step driver, each to the game's real end (the declared longest
game bounds it; no fixed cap), check the invariants every game must keep: every legal move
plays; an illegal one raises and changes nothing; copies are independent; states pickle and
come back the same (they cross to the worker process that way); text forms round-trip (joint
and chance moves included); chance outcomes are a distribution; a seat's view hides what it
must and nothing more for a game of perfect information; scores lie in the declared range;
the game's declarations (dynamics, chance, information) hold; the rules' judgement is played
where it ends a game; a save loads to the same state and history.
"""
from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rules import savefile
from rules.cli import main as cli_main
from rules.driver import Driver, Listener, RandomDealer, RulesJudgement
from rules.errors import IllegalMoveError
from rules.match import random_games
from rules.players import RandomPlayer
from rules.protocol import (CHANCE, SEATS, SIMULTANEOUS, TERMINAL, Chance, Dynamics, GameInfo, Information, JointMove,
                            State, random_move)
from rules.registry import game_ids, get_game

GAMES = game_ids()
ENDLESS_CAP = 20_000
"""A game that declares no longest game (Oche between people who never ask the judgement)
must still end here in random play with the judgement on."""


def fingerprint(state: State[Any]) -> tuple[Any, ...]:
    """What two states must share to be the same position with the same history."""
    return (state.to_move(), [str(m) for m in state.history], json.dumps(state.summary(), sort_keys=True, default=str),
            str(state))


def sample(moves, rng: random.Random, k: int) -> list[Any]:
    moves = list(moves) if len(moves) <= 64 else [moves[rng.randrange(len(moves))] for _ in range(64)]
    return moves if len(moves) <= k else rng.sample(moves, k)


class Seen:
    """What a playout met: kinds of node, the longest history, judgements played."""

    def __init__(self) -> None:
        self.kinds: set[int] = set()
        self.judged: list[Any] = []


def check_node(state: State[Any], rng: random.Random, strangers: list[Any], seen: Seen) -> None:
    game = state.game
    info: GameInfo = game.info
    who = state.to_move()
    seen.kinds.add(who)
    assert who in (0, 1, CHANCE, SIMULTANEOUS, TERMINAL)
    assert (who == TERMINAL) == state.is_terminal() == (state.outcome() is not None)
    limit = game.max_game_length()
    assert limit is None or len(state.history) <= limit, "longer than the declared longest game"
    legal = state.legal_moves()
    if who == TERMINAL:
        assert list(legal) == [] and state.deciders() == ()
        outcome = state.outcome()
        low, high = info.score_range
        assert all(low <= s <= high for s in outcome.scores), outcome
        if info.constant_sum is not None:
            assert abs(sum(outcome.scores) - info.constant_sum) < 1e-9, outcome
        return
    assert len(legal) > 0
    if who == CHANCE:
        assert info.chance is Chance.EXPLICIT, "a chance node in a game declared deterministic"
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9 and all(p > 0 for _, p in outcomes)
        assert [m for m, _ in outcomes] == list(legal)
        assert state.deciders() == () and all(list(state.legal_moves(s)) == [] for s in SEATS)
    elif who == SIMULTANEOUS:
        assert info.dynamics is Dynamics.SIMULTANEOUS, "a simultaneous node in a game declared sequential"
        assert state.deciders() == SEATS
        for seat in SEATS:
            own = state.legal_moves(seat)
            assert len(own) > 0
            for choice in sample(own, rng, 4):
                assert state.is_legal_choice(seat, choice)
                assert game.parse_move(str(choice)) == choice and " " not in str(choice)
        joint = random_move(state, rng)
        assert isinstance(joint, JointMove) and joint in legal and state.is_legal(joint)
    else:
        assert state.deciders() == (who,) and list(state.legal_moves(1 - who)) == []
    if info.information is Information.PERFECT:
        for seat in SEATS:
            assert fingerprint(state.view_for(seat)) == fingerprint(state), "a view hides something"
    before = fingerprint(state)
    for move in sample(legal, rng, 6):
        text = str(move)
        assert game.parse_move(text) == move and " " not in text, text
        assert state.is_legal(move)
        child = state.copy()
        child.play(move)
        assert child.history == state.history + [move]
        assert fingerprint(state) == before, "playing on a copy changed the original"
    for stranger in strangers:
        if not state.is_legal(stranger):
            with pytest.raises(IllegalMoveError):
                state.play(stranger)
            assert fingerprint(state) == before, "an illegal move changed the state"


def playout(game_id: str, seed: int, seen: Seen | None = None, game: Any = None) -> State[Any]:
    """A random game to its end through the step driver, checking every node on the way."""
    seen = seen or Seen()
    rng = random.Random(seed)
    game = game or get_game(game_id)
    state = game.new_initial_state()
    played: list[Any] = []
    cap = game.max_game_length() or ENDLESS_CAP

    def play(move: Any) -> None:
        check_node(state, rng, played[-6:], seen)
        if game.is_adjudication(move):
            seen.judged.append(move)
        if len(state.history) in (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024):
            restored = pickle.loads(pickle.dumps(state))
            assert fingerprint(restored) == fingerprint(state)
            restored.play(move)  # the restored copy goes on like the original
            assert str(restored.history[-1]) == str(move)
        played.append(move)
        state.play(move)
        assert len(state.history) <= cap, f"{game_id} ran past {cap} moves"

    players = [RandomPlayer(random.Random(seed * 2 + 1)), RandomPlayer(random.Random(seed * 2 + 2))]
    driver = Driver(players, position=lambda: state, play=play, dealer=RandomDealer(rng),
                    judgement=RulesJudgement(), listener=Listener())
    driver.advance()
    check_node(state, rng, played[-6:], seen)
    assert state.is_terminal(), "the driver stopped before the end"
    return state


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_random_playouts_keep_the_protocol(game_id, seed):
    playout(game_id, seed)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_declarations_hold_in_play(game_id):
    """A declared simultaneous or chance game shows such nodes in random play (and one
    declared otherwise never does: check_node); the scores' range holds at every end."""
    seen = Seen()
    for seed in range(8):
        playout(game_id, seed, seen)
    info = get_game(game_id).info
    assert (SIMULTANEOUS in seen.kinds) == (info.dynamics is Dynamics.SIMULTANEOUS)
    assert (CHANCE in seen.kinds) == (info.chance is Chance.EXPLICIT)


def test_the_judgement_ends_oche_where_the_app_ends_it():
    """Random play on level IV (an O level): once P can no longer force a win, the rules'
    judgement ``declare`` is played by the driver, as in the app, and the game ends there."""
    from rules.oche.game import OcheGame
    seen = Seen()
    ended = [playout("oche", seed, seen, OcheGame.from_level(4)) for seed in range(12)]
    assert seen.judged and all(str(m) == "declare" for m in seen.judged)
    declared = [s for s in ended if str(s.history[-1]) == "declare"]
    assert declared and all(s.outcome().termination.value == "no_forced_win" for s in declared)
    for state in declared:  # the judgement is legal where it was played, and nowhere earlier
        replayed = state.game.replay(state.history)
        assert fingerprint(replayed) == fingerprint(state)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_save_then_load_gives_the_same_state_and_history(game_id, seed):
    state = playout(game_id, seed)
    loaded, extra = savefile.loads(savefile.dumps(state, {"note": "kept"}))
    assert fingerprint(loaded) == fingerprint(state) and extra == {"note": "kept"}
    replayed = state.game.replay(state.game.parse_record(state.game.record_to_text(state.history)))
    assert fingerprint(replayed) == fingerprint(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_views_are_independent_copies_of_what_a_seat_may_know(game_id):
    state = playout(game_id, 5)
    state = get_game(game_id).replay(state.history[: len(state.history) // 2])
    while state.is_terminal():
        state = get_game(game_id).replay(state.history[:-1])
    before = fingerprint(state)
    for seat in SEATS:
        view = state.view_for(seat)
        assert view is not state and view.to_move() == state.to_move()
        assert list(view.legal_moves(seat)) == list(state.legal_moves(seat))
        assert not view.is_terminal()
        view.play(random_move(view, random.Random(1)))
        assert fingerprint(state) == before


def test_the_toy_view_hides_the_other_seats_secret():
    from tests.toy_goofspiel import ToyGame
    state = ToyGame().replay(["dealA3", "dealB1", "prize2"])
    a, b = state.view_for(0), state.view_for(1)
    assert a.bonus == [3, None] and b.bonus == [None, 1]
    assert "dealB1" not in [str(m) for m in a.history] and "dealA3" not in [str(m) for m in b.history]
    assert state.bonus == [3, 1]


@pytest.mark.parametrize("game_id", GAMES)
def test_random_command_works_for_every_game(game_id, capsys):
    assert cli_main(["random", game_id, "--games", "3", "--seed", "4"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows and rows[0]["games"] == 3 and "error" not in rows[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_generic_random_play_counts_every_game(game_id):
    first, second = random_games(get_game(game_id), 3, 4)
    names = [n.lower() for n in get_game(game_id).seat_names]
    shares = [first[f"{names[0]}_wins"], first[f"{names[1]}_wins"], first["draws"], first["unfinished"]]
    assert first["games"] == 3 and abs(sum(shares) - 1) < 1e-9 and first["unfinished"] == 0
    assert sum(second["endings"].values()) == 3 and abs(sum(second["results"].values()) - 1) < 1e-4


def test_random_command_is_reproducible_with_its_seed(capsys):
    cli_main(["random", "toy_goofspiel", "--games", "50", "--seed", "9"])
    first = capsys.readouterr().out
    cli_main(["random", "toy_goofspiel", "--games", "50", "--seed", "9"])
    assert capsys.readouterr().out.split("seconds")[0] == first.split("seconds")[0]
