"""Records as text: every game round-trips, and bad records are refused in words."""
import random

import pytest

from rules import record
from rules.errors import IllegalMoveError, NotationError
from rules.programmers_checkers.game import CheckersGame
from rules.protocol import random_move
from rules.registry import game_ids, get_game


def played(game, seed, moves):
    state, rng = game.new_initial_state(), random.Random(seed)
    while not state.is_terminal() and len(state.history) < moves:
        state.play(random_move(state, rng))
    return state


@pytest.mark.parametrize("game_id", game_ids())
def test_a_random_game_round_trips_through_its_record(game_id):
    game = get_game(game_id)
    state = played(game, 3, 60)
    text = record.dumps(state)
    again = record.loads(text, expected=game_id)
    assert [str(m) for m in again.history] == [str(m) for m in state.history]
    assert again.game.options == state.game.options


def test_a_checkers_record_carries_the_deck_the_set_ups_and_the_draws():
    game = CheckersGame(deck={"AND": 1, "OR": 2, "XOR": 1, "IMP": 2}, move_limit=40)
    state = played(game, 9, 30)
    text = record.dumps(state)
    assert text.startswith('[Game "programmers_checkers"]\n[Options "{\\"deck\\": {')
    assert "draw:" in text and "W:" in text.split("\n\n")[1]
    again = record.loads(text)
    assert again.game.options["deck"] == {"AND": 1, "OR": 2, "XOR": 1, "IMP": 2}
    assert again.game.options["move_limit"] == 40
    assert [str(m) for m in again.history] == [str(m) for m in state.history]


def test_a_bare_move_list_is_a_game_of_the_expected_kind():
    assert [str(m) for m in record.loads("f5 d6 c3", expected="othello").history] == ["f5", "d6", "c3"]


@pytest.mark.parametrize("text, words", [
    ('[Game "othello"]\n\nf5 d6 a1', "3"),
    ('[Game "chess"]\n\ne4', "unknown game"),
    ('[Game "othello"]\n[Event "x"]\n\nf5', "unknown tag"),
    ('[Game "othello"\n\nf5', "not a tag"),
    ('[Game "othello"]\n[Game "othello"]\n\nf5', "twice"),
    ('[Game "othello"]\n[Options "[1]"]\n\nf5', "JSON object"),
    ('[Game "othello"]\n[Options "{\\"start\\": 5}"]\n\nf5', "options"),
    ('[Game "othello"]\n[Result "1-0"]\n\nf5', "says 1-0"),
    ('[Game "othello"]\n', "no moves"),
    ('[Game "quantum_ttt"]\n\nX1:1-2', "not of othello"),
    ("f5 d6", "does not say its game"),
])
def test_bad_records_are_refused_in_words(text, words):
    with pytest.raises((NotationError, IllegalMoveError)) as info:
        record.loads(text, expected="othello" if "not of" in words else None)
    assert words in str(info.value)


def _blocked_three_times():
    from rules.wildcats.game import WildCatsGame
    return WildCatsGame().replay(["X:B2 O:C3", "X:E3 O:E3", "X:D4 O:D4", "X:A1 O:A1"])


def test_a_wild_cats_record_is_written_in_the_spec_s_notation():
    # the spec: "A round is written X:B2 O:C3 ... or X:C3 O:C3 block. A game is the list of
    # its rounds. Results 1-0, 0-1, ½-½ (with the reason)."
    text = record.dumps(_blocked_three_times())
    assert '[Result "½-½ (three blocks in a row)"]' in text
    assert text.split("\n\n")[1].split() == "X:B2 O:C3, X:E3 O:E3 block, X:D4 O:D4 block, X:A1 O:A1 block".split()
    assert [str(m) for m in record.loads(text).history] == [str(m) for m in _blocked_three_times().history]


@pytest.mark.parametrize("result", ["½-½", "1/2-1/2", "½-½ (three blocks in a row)", "*"])
def test_a_result_tag_is_read_in_the_spec_s_form_or_pgn_s(result):
    moves = "X:B2 O:C3, X:E3 O:E3 block, X:D4 O:D4 block, X:A1 O:A1 block"
    state = record.loads(f'[Game "wildcats"]\n[Result "{result}"]\n\n{moves}\n')
    assert state.outcome().winner is None


@pytest.mark.parametrize("result", ["1-0", "0-1", "1-0 (three blocks in a row)"])
def test_a_result_tag_that_the_moves_contradict_is_refused(result):
    moves = "X:B2 O:C3, X:E3 O:E3 block, X:D4 O:D4 block, X:A1 O:A1 block"
    with pytest.raises(NotationError, match="½-½ \\(three blocks in a row\\)"):
        record.loads(f'[Game "wildcats"]\n[Result "{result}"]\n\n{moves}\n')


def test_a_quantum_record_gives_the_spec_s_score():
    game = get_game("quantum_ttt")
    for seed in range(40):  # a finished game whose score the spec writes with a dash, X first
        state = played(game, seed, 200)
        if state.is_terminal():
            break
    text = record.dumps(state)
    assert f'[Result "{state.score_text()}"]' in text and "–" in state.score_text()
    assert [str(m) for m in record.loads(text).history] == [str(m) for m in state.history]
    # only the spec's score counts: X wins 1–½ is not 1–0, nor ½–½ a 0–0
    other = {"1–½": "1–0", "½–1": "0–1", "1–0": "1–½", "0–1": "½–1", "0–0": "1/2-1/2"}[state.score_text()]
    with pytest.raises(NotationError, match="but its moves end"):
        record.loads(text.replace(state.score_text(), other))
    assert record.loads(text.replace("–", "-")).is_terminal()  # typed with a hyphen


def test_quantum_scores_that_share_a_winner_are_told_apart():
    moves = "X1:3-9 O2:2-4 X3:4-9 O4:1-5 X5:1-6 O6:7-9 X7:1-8 O8:4-7 m4 X9:5-8 m5"
    assert get_game("quantum_ttt").replay(moves.split()).score_text() == "1–½"
    for wrong in ("1–0", "1-0", "1/2-1/2"):
        with pytest.raises(NotationError, match="1–½"):
            record.loads(f'[Game "quantum_ttt"]\n[Result "{wrong}"]\n\n{moves}\n')
    assert record.loads(f'[Game "quantum_ttt"]\n[Result "1-½"]\n\n{moves}\n').is_terminal()


def test_an_othello_record_gives_the_final_disc_counts():
    state = get_game("othello").import_transcript("d3c3b3d2e1d6d7e3f4")  # a wipe-out, 13-0
    text = record.dumps(state)
    assert '[Result "13–0"]' in text
    assert record.loads(text).is_terminal()
    with pytest.raises(NotationError, match="13–0"):
        record.loads(text.replace("13–0", "1-0"))


def test_a_transcript_cut_in_the_middle_of_a_square_names_the_move():
    with pytest.raises(IllegalMoveError) as info:
        get_game("othello").import_transcript("f5d6c")
    assert info.value.number == 3
