"""Commitments and joint coin flips: checked openings name the ply, every step out of order is
refused, and a draw is uniform by the rules' weights whatever one side does."""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import commitment
from rules.network.errors import OpeningMismatch, ProtocolError
from rules.network.fair import (Exchange, check_opening, integer_weights, joint_draw, joint_seed,
                                uniform_below)
from rules.network.messages import CoinCommit, CoinOpen, Commit, Move, Open, encode, parse
from rules.programmers_checkers.tiles import draw_odds
from rules.protocol import CHANCE, SIMULTANEOUS, random_move
from rules.registry import get_game

# Critical values of the chi-square distribution at p = 0.001 (df = outcomes - 1): a fair draw
# exceeds them once in a thousand runs; the runs here are seeded, so each test is fixed.
CHI2_999 = {1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515}


def chi_square(counts: Counter, outcomes: list[tuple[str, float]]) -> float:
    n = sum(counts.values())
    return sum((counts[m] - n * p) ** 2 / (n * p) for m, p in outcomes)


def numbers(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [f"{rng.getrandbits(256):064x}" for _ in range(count)]


OUTCOMES = [("AND", 1 / 12), ("OR", 2 / 12), ("XOR", 3 / 12), ("NOT", 6 / 12)]


# --- commitments -----------------------------------------------------------------------------
def test_the_seal_is_the_one_anyone_can_recompute_with_sha256sum():
    # printf '%s' "B2:$(printf '00%.0s' {1..32})" | sha256sum
    assert commitment.seal("B2", "00" * 32) == "aa2130643d3f862fc2e616fcf8405ab84b701cc9fa64d5c3776fa16bb1451a36"
    assert len(commitment.new_salt(32)) == 64 and commitment.new_salt(32) != commitment.new_salt(32)


def test_an_exchange_in_order_opens_both_secrets():
    mine, theirs = Exchange(4, "B2"), Exchange(4, "C3")
    assert mine.my_commitment == commitment.seal("B2", mine.salt) and len(mine.salt) == 64
    mine.receive_commitment(theirs.my_commitment)
    theirs.receive_commitment(mine.my_commitment)
    assert theirs.receive_opening(*mine.my_opening()) == "B2"
    assert mine.receive_opening(*theirs.my_opening()) == "C3"
    assert mine.done and theirs.done


def test_every_step_out_of_order_is_refused():
    mine, theirs = Exchange(4, "B2"), Exchange(4, "C3")
    with pytest.raises(RuntimeError, match="let it choose"):
        mine.my_opening()  # never before the other side is bound
    with pytest.raises(ProtocolError, match="ply 4: an opening of a choice that was never committed"):
        mine.receive_opening("C3", theirs.salt)
    mine.receive_commitment(theirs.my_commitment)
    with pytest.raises(ProtocolError, match="ply 4: a second commitment"):
        mine.receive_commitment(theirs.my_commitment)
    with pytest.raises(ProtocolError, match="not a SHA-256 digest"):
        Exchange(4, "B2").receive_commitment("xyz")
    mine.receive_opening("C3", theirs.salt)
    with pytest.raises(ProtocolError, match="ply 4: a second opening"):
        mine.receive_opening("C3", theirs.salt)
    assert not mine.done  # ours is not sent yet


def test_an_opening_that_lies_names_the_ply_and_both_digests():
    theirs = Exchange(9, "C3")
    mine = Exchange(9, "B2")
    mine.receive_commitment(theirs.my_commitment)
    with pytest.raises(OpeningMismatch) as error:
        mine.receive_opening("D4", theirs.salt)  # committed to C3, claims D4
    lie = error.value
    assert lie.ply == 9 and lie.committed == theirs.my_commitment
    assert lie.opened == commitment.seal("D4", theirs.salt)
    assert str(lie).startswith(f"ply 9: the choice opened does not match its commitment (committed "
                               f"{theirs.my_commitment}, the opening gives {lie.opened}); the choice opened was 'D4'")
    with pytest.raises(OpeningMismatch, match="ply 9: .* the salt"):
        check_opening(9, "choice", theirs.my_commitment, "C3", theirs.salt.upper())


def test_text_cannot_be_moved_between_choice_and_salt():
    """``seal`` hashes ``choice:salt``; a salt must be 64 hex digits, so ``("a:b", s)`` cannot be
    opened as ``("a", "b:" + s)``."""
    salt = "ab" * 32
    digest = commitment.seal("A1:ff", salt)
    assert commitment.opens(digest, "A1", "ff:" + salt)  # the raw seal alone would allow it
    with pytest.raises(OpeningMismatch, match="is not 64 hex digits"):
        check_opening(2, "choice", digest, "A1", "ff:" + salt)


# --- the joint coin flip -----------------------------------------------------------------------
def test_a_coin_exchange_draws_the_same_outcome_on_both_sides():
    first, second = Exchange.coin(5), Exchange.coin(5)
    first.receive_commitment(second.my_commitment)
    second.receive_commitment(first.my_commitment)
    theirs_at_first = first.receive_opening(*second.my_opening())
    theirs_at_second = second.receive_opening(*first.my_opening())
    draw_at_first = joint_draw(OUTCOMES, first.secret, theirs_at_first)  # seat 0 is "first"
    draw_at_second = joint_draw(OUTCOMES, theirs_at_second, second.secret)
    assert draw_at_first == draw_at_second
    with pytest.raises(ProtocolError, match="the coin number is not 256 bits"):
        lone = Exchange.coin(6)
        lone.receive_commitment(commitment.seal("12", "00" * 32))
        lone.receive_opening("12", "00" * 32)


def test_the_scheme_s_test_vector():
    """Pins the scheme, so that two versions of the app draw alike: the seed is
    ``printf 'ludoteca coin flip v1\\n' | cat - <(xxd -r -p <<< "$A$B") | sha256sum``."""
    a, b = "01" * 32, "02" * 32
    assert joint_seed(a, b).hex() == "34a0e2465d8de1b068e7781fa534b67789e6350d5aa360e7cf1f2292beadc3fc"
    assert joint_draw([("a", 1 / 6), ("b", 2 / 6), ("c", 3 / 6)], a, b) == "a"
    assert joint_draw([("a", 1 / 6), ("b", 2 / 6), ("c", 3 / 6)], b, a) == "b"  # seat order matters


def test_a_draw_is_fixed_by_both_numbers_and_unbiased():
    draws = [joint_draw(OUTCOMES, a, b) for a, b in zip(numbers(1, 12_000), numbers(2, 12_000))]
    assert draws == [joint_draw(OUTCOMES, a, b) for a, b in zip(numbers(1, 12_000), numbers(2, 12_000))]
    assert chi_square(Counter(draws), OUTCOMES) < CHI2_999[3]


@pytest.mark.parametrize("seat", [0, 1])
def test_one_side_s_number_alone_decides_nothing(seat):
    """Whatever number one side fixes (chosen to bias, or known to it), the other side's random
    number makes the draw uniform by the weights: it can neither choose nor foresee it."""
    for fixed in ("00" * 32, "ff" * 32, numbers(3, 1)[0]):
        others = numbers(4 + seat, 3000)
        pairs = [(fixed, other) if seat == 0 else (other, fixed) for other in others]
        counts = Counter(joint_draw(OUTCOMES, a, b) for a, b in pairs)
        assert chi_square(counts, OUTCOMES) < CHI2_999[3], (fixed, counts)


def test_changing_either_number_changes_the_draw_as_often_as_chance_says():
    a, b, c = numbers(5, 2000), numbers(6, 2000), numbers(7, 2000)
    same_first = sum(joint_draw(OUTCOMES, x, y) == joint_draw(OUTCOMES, x, z) for x, y, z in zip(a, b, c))
    same_second = sum(joint_draw(OUTCOMES, y, x) == joint_draw(OUTCOMES, z, x) for x, y, z in zip(a, b, c))
    expected = 2000 * sum(p * p for _, p in OUTCOMES)  # two independent draws agree this often
    for same in (same_first, same_second):
        assert abs(same - expected) < 4 * (2000 * 0.35 * 0.65) ** 0.5


def test_the_sampler_refuses_the_blocks_past_the_last_whole_multiple():
    total = 2**255 + 1  # the last whole multiple is total itself: about half the blocks are refused
    refused = 0
    for seed in (bytes([i]) * 32 for i in range(40)):
        blocks = [int.from_bytes(hashlib.sha256(seed + n.to_bytes(4, "big")).digest(), "big") for n in range(8)]
        accepted = next(block for block in blocks if block < total)
        assert uniform_below(seed, total) == accepted % total
        refused += blocks[0] >= total
    assert 8 <= refused <= 32  # the refusal path was taken
    with pytest.raises(ValueError):
        uniform_below(b"x", 0)


def test_probabilities_become_exact_integer_weights():
    assert integer_weights([1 / 3, 2 / 3]) == [1, 2]
    assert integer_weights([0.1, 0.2, 0.7]) == [1, 2, 7]
    assert integer_weights([Fraction(1, 4), 0.0, Fraction(3, 4)]) == [1, 0, 3]
    for bad in ([-0.5, 1.5], [float("nan"), 1.0], [0.0, 0.0]):
        with pytest.raises(ValueError):
            integer_weights(bad)


@given(st.lists(st.integers(0, 40), min_size=6, max_size=6).filter(any))
def test_a_pile_s_odds_come_back_as_its_counts(counts):
    """Programmer's Checkers gives ``count/total`` for each operator left: the weights are the
    counts (over their common divisor), so the draw is exactly the pile's."""
    from math import gcd
    weights = integer_weights([p for _, p in draw_odds(counts)])
    nonzero = [c for c in counts if c]
    divisor = gcd(*nonzero)
    assert weights == [c // divisor for c in nonzero]


# --- two sides playing a whole game by the scheme, through the wire format ------------------------
def wire(message):
    return parse(encode(message))


def play_by_the_scheme(game_id: str, seed: int) -> list[str]:
    """Two sides, each with its own state and its own random choices, play a whole game: moves
    as messages, simultaneous rounds committed then opened, chance draws by joint coin flips.
    Returns the record, after checking that both sides hold the same one."""
    game = get_game(game_id)
    states = [game.new_initial_state(), game.new_initial_state()]
    rngs = [random.Random(seed), random.Random(seed + 1000)]
    for _ in range(2000):
        state = states[0]
        who, ply = state.to_move(), len(state.history)
        if state.is_terminal():
            break
        if who == CHANCE:
            coins = [Exchange.coin(ply), Exchange.coin(ply)]
            for me in (0, 1):
                sent = wire(CoinCommit(ply=ply, digest=coins[me].my_commitment))
                coins[1 - me].receive_commitment(sent.digest)
            received = [None, None]  # what each side received: the other's number
            for me in (0, 1):
                number, salt = coins[me].my_opening()
                sent = wire(CoinOpen(ply=ply, number=number, salt=salt))
                received[1 - me] = coins[1 - me].receive_opening(sent.number, sent.salt)
            outcomes = state.chance_outcomes()
            draws = [joint_draw(outcomes, coins[0].secret, received[0]),
                     joint_draw(outcomes, received[1], coins[1].secret)]
            assert draws[0] == draws[1]
            moves = [draws[0], draws[1]]
        elif who == SIMULTANEOUS:
            choices = [rngs[s].choice(list(states[s].legal_moves(s))) for s in (0, 1)]
            rounds = [Exchange(ply, str(choices[s])) for s in (0, 1)]
            for me in (0, 1):
                rounds[1 - me].receive_commitment(wire(Commit(ply=ply, digest=rounds[me].my_commitment)).digest)
            texts = [None, None]
            for me in (0, 1):
                choice, salt = rounds[me].my_opening()
                sent = wire(Open(ply=ply, choice=choice, salt=salt))
                texts[1 - me] = rounds[1 - me].receive_opening(sent.choice, sent.salt)
            # each side joins its own choice with the other's opened text
            first, second = game.seat_names
            moves = [game.parse_move(f"{first}:{choices[0]}/{second}:{texts[0]}"),
                     game.parse_move(f"{first}:{texts[1]}/{second}:{choices[1]}")]
        else:
            move = random_move(states[who], rngs[who])
            sent = wire(Move(ply=ply, move=str(move)))
            moves = [game.parse_move(sent.move) if s != who else move for s in (0, 1)]
        for s in (0, 1):
            states[s].play(moves[s])
    assert states[0].is_terminal()
    records = [[str(m) for m in s.history] for s in states]
    assert records[0] == records[1]
    return records[0]


@pytest.mark.parametrize("game_id, seed", [("toy_goofspiel", 1), ("toy_goofspiel", 2), ("wildcats", 3),
                                           ("programmers_checkers", 4)])
def test_two_sides_play_a_whole_game_by_the_scheme_and_keep_the_same_record(game_id, seed):
    record = play_by_the_scheme(game_id, seed)
    assert get_game(game_id).replay(record).is_terminal()
