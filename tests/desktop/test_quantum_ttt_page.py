"""The quantum tic-tac-toe page driven like a person: clicks on squares and previews, the
toolbar's undo/redo/hint, files, a game against the computer."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop.quantum_ttt.look import square_rect
from desktop.session import Seat
from desktop.settings import set_value
from rules.quantum_ttt import ClassicalMove, MeasureMove, PlaceMove

from .conftest import click_scene

# The seed's example: O8 closes a cycle through squares 3 and 5; X measures.
SEED_RECORD = "X1:1-7 O2:6-8 X3:2-8 O4:5-9 X5:1-6 O6:7-9 X7:2-3 O8:3-5"
# Eight squares become classical through four two-cycles; X9 goes into square 9.
NINTH_MOVE = "X1:1-2 O2:1-2 m1 X3:3-4 O4:3-4 m4 X5:5-6 O6:5-6 m5 X7:7-8 O8:7-8 m8"


@pytest.fixture
def page(window):
    set_value("view/animationSpeed", "off")
    return window.open_game("quantum_ttt")


@pytest.fixture
def animated_page(window):
    set_value("view/animationSpeed", "fast")
    return window.open_game("quantum_ttt")


def click(page, square):
    click_scene(page.view, square_rect(square).center())


def click_preview(page, index):
    click_scene(page.view, page.scene.card_rect(index).center())


def play_record(page, record):
    """Play moves in the full notation (``X1:1-2``, ``m1``) from the current position."""
    for token in record.split():
        assert page.session.submit(page.session.game.parse_move(token))


def history(page):
    return [str(m) for m in page.session.state.history]


def test_home_lists_the_game(window):
    assert "quantum_ttt" in window.home.buttons
    window.home.buttons["quantum_ttt"].click()
    assert window.current_page().game_id == "quantum_ttt"


def test_two_clicks_place_a_move(page):
    click(page, 1)
    assert page.scene.first_square() == 1 and history(page) == []
    assert "Square 1 chosen" in page.scene.turn_card.text()
    click(page, 9)
    assert history(page) == ["X1:1-9"]
    assert page.session.state.spooky_marks(1) == [(0, 1)]
    assert page.scene.spooky_shown(1) == [(0, 1)] and page.scene.spooky_shown(9) == [(0, 1)]
    assert page.scene.curves_shown() == [1] and page.scene.first_square() is None
    assert page.moves.rows() == ["1. X1: 1–9"]
    click(page, 5)
    click(page, 1)
    assert history(page) == ["X1:1-9", "O2:1-5"]
    assert page.scene.spooky_shown(1) == [(0, 1), (1, 2)]


def test_clicking_the_first_square_again_takes_it_back(page):
    click(page, 4)
    click(page, 4)
    assert page.scene.first_square() is None and history(page) == []
    click(page, 2)
    click_scene(page.view, square_rect(2).center(), button=Qt.MouseButton.RightButton)
    assert page.scene.first_square() is None
    click(page, 6)
    click(page, 3)
    assert history(page) == ["X1:3-6"]


def test_illegal_clicks_change_nothing(page):
    play_record(page, "X1:1-2 O2:1-2 m1")
    assert page.session.state.classical(1) == (1, 2)  # m1: O2 lands in square 1
    before = history(page)
    click(page, 1)  # classical square: no spooky mark can go there
    assert page.scene.first_square() is None and history(page) == before
    click_scene(page.view, QPointF(8, 8))  # outside the board
    assert history(page) == before and page.scene.first_square() is None
    play_record(page, "X3:3-4 O4:3-4")
    assert page.session.state.phase() == "measure"
    click(page, 5)  # not one of the cycle-closing mark's squares
    assert page.session.state.phase() == "measure" and len(history(page)) == 5


def test_cycle_shows_the_chooser_and_a_preview_click_collapses(page):
    for square in (1, 2, 1, 2):
        click(page, square)
    state = page.session.state
    assert state.phase() == "measure"
    assert page.scene.cycle_squares() == [1, 2]
    cards = page.scene.chooser_cards()
    assert [c.preview.square for c in cards] == [1, 2]
    assert cards[0].preview.differ == {1, 2}
    assert "X measures" in page.scene.turn_card.text()
    click_preview(page, 0)  # O2 into square 1, so X1 into square 2
    state = page.session.state
    assert history(page)[-1] == "m1"
    assert state.classical(1) == (1, 2) and state.classical(2) == (0, 1)
    assert page.scene.classical_shown(1) == (1, 2) and page.scene.classical_shown(2) == (0, 1)
    assert page.scene.chooser_cards() == [] and page.scene.spooky_shown(1) == []


def test_measuring_by_clicking_a_square(page):
    play_record(page, "X1:1-4 O2:1-5 X3:4-8 O4:1-8")
    assert page.scene.cycle_squares() == [1, 4, 8]
    click(page, 8)
    state = page.session.state
    assert history(page)[-1] == "m8"
    assert [state.classical(s) for s in (8, 1, 4, 5)] == [(1, 4), (0, 1), (0, 3), (1, 2)]


def test_animated_collapse_ends_with_classical_marks(qtbot, animated_page):
    page = animated_page
    play_record(page, "X1:1-4 O2:1-5 X3:4-8 O4:1-8")
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=5000)
    click_preview(page, 1)
    assert page.scene.is_animating()
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=5000)
    for square, mark in {8: (1, 4), 1: (0, 1), 4: (0, 3), 5: (1, 2)}.items():
        assert page.scene.classical_shown(square) == mark
    assert page.scene.curves_shown() == []
    click(page, 2)  # play goes on while nothing animates
    click(page, 3)
    assert history(page)[-1] == "X5:2-3"


def test_click_during_an_animation_finishes_it_first(animated_page):
    page = animated_page
    click(page, 1)
    click(page, 2)
    assert page.scene.is_animating()
    click(page, 3)
    assert not page.scene.is_animating() and page.scene.first_square() == 3


def test_undo_redo_through_the_toolbar(window, page):
    assert not window.act_undo.isEnabled()
    for square in (1, 2, 1, 2):
        click(page, square)
    click_preview(page, 1)
    assert history(page) == ["X1:1-2", "O2:1-2", "m2"]
    window.act_undo.trigger()
    assert history(page) == ["X1:1-2", "O2:1-2"]
    assert len(page.scene.chooser_cards()) == 2 and page.scene.classical_shown(2) is None
    window.act_undo.trigger()
    assert history(page) == ["X1:1-2"] and page.scene.spooky_shown(2) == [(0, 1)]
    window.act_redo.trigger()
    window.act_redo.trigger()
    assert history(page)[-1] == "m2" and page.scene.classical_shown(2) == (1, 2)
    assert not window.act_redo.isEnabled()


def test_game_against_the_computer_reaches_its_end(qtbot, page):
    page.start_new_game((Seat(), Seat(True, 1)))
    for _ in range(40):
        state = page.session.state
        if state.is_terminal():
            break
        if page.session.is_human_turn():
            phase = state.phase()
            if phase == "measure":
                click_preview(page, 0)
            elif phase == "classical":
                click(page, state.free_squares()[0])
            else:
                a, b = state.free_squares()[:2]
                click(page, a)
                click(page, b)
            assert page.session.state is not state
        else:
            qtbot.waitUntil(lambda: page.session.is_human_turn() or page.session.state.is_terminal(), timeout=5000)
    state = page.session.state
    assert state.is_terminal()
    headline, explanation = page.ui.result_words(state)
    personal = page.personal_result(state.outcome())  # against the computer: "You win!"...
    assert personal in ("You win!", "You lose.", "")  # a draw: "Draw, 0–0." alone, not said twice
    said = personal + "\n" + headline if personal else headline
    assert page.scene.notice.text() == said
    assert page.panel.status.text() == said + "\n" + explanation.replace("\n", " ")
    assert state.score_text().replace("–", "") in headline.replace("–", "") or "Draw" in headline


def test_computer_measures_when_a_person_closes_its_cycle(qtbot, page):
    page.start_new_game((Seat(), Seat(True, 2)))
    click(page, 1)
    click(page, 2)
    qtbot.waitUntil(lambda: page.session.is_human_turn(), timeout=5000)
    state = page.session.state
    assert state.phase() == "place"  # Medium answers X1:1-2 without closing a cycle
    a, b = state.history[-1].squares
    click(page, a)
    click(page, b)  # closes the two-cycle a-b: O (the computer) measures
    qtbot.waitUntil(lambda: page.session.state.phase() == "place" and page.session.is_human_turn(), timeout=5000)
    assert any(isinstance(m, MeasureMove) for m in page.session.state.history)


def test_save_and_open_round_trip(tmp_path, window, page):
    play_record(page, "X1:1-4 O2:1-5 X3:4-8 O4:1-8")
    path = str(tmp_path / "q.ludoteca.json")
    assert page.save_reporting(path)
    assert json.loads(open(path).read())["moves"] == ["X1:1-4", "O2:1-5", "X3:4-8", "O4:1-8"]
    page.start_new_game()
    assert history(page) == []
    assert window.open_file(path)
    assert history(page) == ["X1:1-4", "O2:1-5", "X3:4-8", "O4:1-8"]
    assert len(page.scene.chooser_cards()) == 2  # loaded straight into the measurement
    window.act_undo.trigger()
    assert history(page) == ["X1:1-4", "O2:1-5", "X3:4-8"]


def test_half_point_result_is_explained(page):
    play_record(page, SEED_RECORD)
    verdicts = {c.preview.square: c.preview.verdict for c in page.scene.chooser_cards()}
    assert "½–1" in verdicts[5] and "0–1" in verdicts[3]
    click(page, 5)
    state = page.session.state
    assert state.is_terminal() and state.score_text() == "½–1"
    assert page.scene.notice.text() == "O wins, ½–1."
    status = page.panel.status.text()
    assert "One collapse gave both players a line" in status
    assert "O6" in status and "X7" in status and "O scores 1 and X scores ½" in status
    assert "O scores 1 and X scores ½" in page.scene.info_card.text()
    assert page.ui.seat_score(0) == "½" and page.ui.seat_score(1) == "1"


def test_classical_ninth_move_is_one_click(page):
    play_record(page, NINTH_MOVE)
    assert page.session.state.phase() == "classical"
    click(page, 3)  # classical already: nothing
    assert len(page.session.state.history) == 12
    click(page, 9)
    assert page.session.state.history[-1] == ClassicalMove(9, 9)
    assert page.scene.classical_shown(9) == (0, 9) and page.session.state.is_terminal()


def test_hint_names_the_move_and_its_value(qtbot, window, page):
    play_record(page, "X1:1-7 O2:6-8 X3:2-8 O4:5-9")
    window.act_hint.trigger()
    qtbot.waitUntil(page.scene.has_hint, timeout=20000)
    state = page.session.state
    value, move = state.game.solve(state)
    assert isinstance(move, PlaceMove)
    text = page.scene.hint_text()
    assert text.startswith(f"Put X5 in squares {move.a} and {move.b}.")
    assert text == page.ui.hint_words(state, move, value)
    assert page.scene.hinted_squares() == [move.a, move.b]
    assert page.scene.hint_marks_shown() == [(move.a, 0, 5), (move.b, 0, 5)]
    assert "wins" in text or "draw" in text or "half a point" in text or "loses" in text
    click(page, 5)
    click(page, 7)  # playing on clears the hint
    assert not page.scene.has_hint() and page.scene.hint_text() == ""
    assert page.scene.hinted_squares() == [] and page.scene.hint_marks_shown() == []


def test_hint_during_a_measurement(qtbot, window, page):
    play_record(page, SEED_RECORD)
    window.act_hint.trigger()
    qtbot.waitUntil(page.scene.has_hint, timeout=20000)
    assert page.scene.hint_text().startswith("Collapse O8 into square")
    assert "half a point" in page.scene.hint_text()
    # Bug: during a collapse the hint was only an outline; its words are in the turn card.
    assert "Hint: Collapse O8 into square" in page.scene.turn_card.text()


def test_move_list_numbers_rows_and_words_measurements(page):
    play_record(page, "X1:1-2 O2:1-2 m1 X3:3-4")
    assert page.moves.rows() == ["1. X1: 1–2  O2: 1–2", "2. X measures: O2 → 1, X3: 3–4"]


def test_entanglement_toggle_keeps_the_cycle(page):
    play_record(page, "X1:1-2 O2:5-6 X3:1-3 O4:2-3")
    assert page.scene.curves_shown() == [1, 2, 3, 4]
    page.ui.entanglement_box.setChecked(False)
    assert page.scene.curves_shown() == [1, 3, 4]  # the cycle's arcs stay drawn
    page.ui.entanglement_box.setChecked(True)
    assert page.scene.curves_shown() == [1, 2, 3, 4]
    action = page.view_actions()[0]
    assert action is page.view_actions()[0] and action.isChecked()
    action.setChecked(False)  # the View menu toggle and the side check box agree
    assert not page.ui.entanglement_box.isChecked() and page.scene.curves_shown() == [1, 3, 4]


def test_keyboard_squares(page):
    page.view.setFocus()
    QTest.keyClicks(page.view, "5")
    assert page.scene.first_square() == 5
    QTest.keyClicks(page.view, "7")
    assert history(page) == ["X1:5-7"]


def test_result_waits_for_the_collapse_animation(qtbot, animated_page):
    page = animated_page
    play_record(page, SEED_RECORD)
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=5000)
    click_preview(page, 1)  # O8 into square 5: the ½-point ending
    assert page.session.state.is_terminal() and page.scene.is_animating()
    assert page.scene.notice.text() == "" and "Collapse!" in page.scene.turn_card.text()
    assert page.panel.cards[0].score.text() == ""  # no spoiler while the marks collapse
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=10000)
    assert page.scene.notice.text() == "O wins, ½–1."
    assert [page.panel.cards[s].score.text() for s in (0, 1)] == ["½", "1"]
    assert "O scores 1 and X scores ½" in page.panel.status.text()


def test_pointing_at_a_preview_ghosts_its_outcome_on_the_board(page):
    play_record(page, "X1:1-4 O2:1-5 X3:4-8 O4:1-8")
    card = page.scene.chooser_cards()[1]
    assert card.preview.square == 8
    card.hoverEnterEvent(None)
    assert page.scene.outcome_shown() == {8: (1, 4), 1: (0, 1), 4: (0, 3), 5: (1, 2)}
    card.hoverLeaveEvent(None)
    assert page.scene.outcome_shown() == {}


def test_undo_out_of_a_finished_game_takes_the_result_away(qtbot, window, page):
    play_record(page, SEED_RECORD + " m5")
    assert page.panel.status.text().startswith("O wins")
    window.act_undo.trigger()
    assert page.session.state.phase() == "measure"
    assert page.panel.status.text() == "" and len(page.scene.chooser_cards()) == 2
    assert "X measures" in page.scene.turn_card.text()
    qtbot.waitUntil(lambda: page.scene.notice.text() == "", timeout=3000)


def test_new_game_offers_the_rules_levels(qtbot, monkeypatch, window, page):
    from desktop.new_game_dialog import NewGameDialog
    seen = {}

    def fake_exec(dialog):
        seen["levels"] = [dialog.level.itemData(i) for i in range(dialog.level.count())]
        seen["texts"] = [dialog.level.itemText(i) for i in range(dialog.level.count())]
        dialog.vs_computer.setChecked(True)
        dialog.side.setCurrentIndex(1)  # the person plays O
        dialog.level.setCurrentIndex(0)
        return True

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    window.act_new.trigger()
    assert seen["levels"] == [lv.number for lv in page.session.game.computer_levels()] == [1, 2, 3]
    assert [t.split(" — ")[0] for t in seen["texts"]] == ["1. Easy", "2. Medium", "3. Perfect"]
    assert page.session.seats == (Seat(True, 1), Seat())
    qtbot.waitUntil(lambda: len(page.session.state.history) == 1, timeout=5000)
    assert page.session.is_human_turn() and "O to move" in page.scene.turn_card.text()


def test_hint_analysis_runs_in_the_worker_without_qt():
    """The hint is solved in the computer's worker process, which must not load Qt."""
    code = ("import sys; from desktop.worker_jobs import analyse; "
            "from rules.quantum_ttt import QuantumGame; "
            "s = QuantumGame().state_from_record('X1:1-2 O2:3-4 X3:1-2'); "
            "n, a = analyse(s, s.to_move(), {'moves': True, 'budget': None}, 7); "
            "print(n, str(a.best()[0])[0], any(m.startswith('PySide6') for m in sys.modules))")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["7", "m", "False"], out.stderr


def test_eight_spooky_marks_in_one_square_each_have_their_place(page):
    play_record(page, "X1:1-5 O2:2-5 X3:3-5 O4:4-5 X5:5-6 O6:5-7 X7:5-8 O8:5-9")
    assert page.scene.spooky_shown(5) == [(0, 1), (0, 3), (0, 5), (0, 7), (1, 2), (1, 4), (1, 6), (1, 8)]
    positions = {(m.pos().x(), m.pos().y()) for (sq, _k), m in page.scene._marks.items() if sq == 5}
    assert len(positions) == 8
    assert all(square_rect(5).contains(m.sceneBoundingRect()) for (sq, _k), m in page.scene._marks.items() if sq == 5)
    assert page.scene.curves_shown() == list(range(1, 9))
