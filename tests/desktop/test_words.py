"""The words a player reads say each thing once, in plain words (issue 28, point 13)."""
import pytest
from PySide6.QtCore import QLocale

from desktop.session import Seat
from desktop.settings import set_value
from rules.protocol import Analysis, MoveValue, Outcome, Termination, Verdict
from rules.wildcats.board import WildCatsEnding
from rules.wildcats.moves import parse_square

LANGUAGES = ["en", "it", "pt", "ro", "cs"]


@pytest.mark.parametrize("game_id, endings", [
    ("wildcats", [WildCatsEnding.BOTH_LINES, WildCatsEnding.BLOCKS, Termination.NO_WIN_LEFT]),
    ("programmers_checkers", [Termination.NO_WIN_LEFT, Termination.REPETITION, Termination.MOVE_LIMIT]),
    ("othello", [Termination.NORMAL]),
])
def test_a_draw_against_the_computer_is_said_once(window, game_id, endings):
    """"It is a draw. Draw, 0–0." and "It is a draw. Draw: nobody can…" said it twice."""
    page = window.open_game(game_id)
    page.session.new_game(seats=(Seat(), Seat(True, 1)))
    for ending in endings:
        text = page.result_text(Outcome(ending, None, (0.5, 0.5)))
        assert text.lower().count("draw") == 1, text
    assert page.result_text(Outcome(Termination.NORMAL, 0, (1.0, 0.0))).startswith("You win!")


def test_the_wild_cats_hint_says_an_estimate_in_a_sentence_of_its_own(window):
    page = window.open_game("wildcats")
    square = parse_square("C3")
    page.ui.show_hint(Analysis(0, (MoveValue(square, 0.0, False, 1.0),), verdict=Verdict(0.0, False)))
    said = page.scene.notice.text()
    assert said == ("Hint: With best play on both sides this ends in a draw. "
                    "This is an estimate: too many squares are free to see to the end.")
    assert ". (" not in said


def test_the_checkers_hint_says_the_balance_in_words_and_in_the_lists_notation(window):
    from rules.programmers_checkers.game import CheckersGame
    set_value("view/animationSpeed", "off")
    page = window.open_game("programmers_checkers")
    page.session.new_game(CheckersGame(start="W:W22/1:B1/0:OR"), (Seat(), Seat()), seed=1)
    step = page.session.game.parse_move("22-17")
    for value, words in ((-0.9, "After it you are about 0.9 men behind."), (1.3, "After it you are about 1.3 men ahead."),
                         (0.01, "After it the game is about even.")):
        page.ui.show_hint(Analysis(0, (MoveValue(step, value),), verdict=Verdict(value)))
        assert page.scene.notice.text() == "Hint: 22-17 (c3–b4). " + words


def test_the_checkers_hint_says_a_won_game_in_words_not_in_men(window):
    """A table's likely win came out as "about 85 men ahead" (the analysis reports results
    above any lead in men); a proven one as about 99."""
    from rules.programmers_checkers.engine import analyse
    from rules.programmers_checkers.game import CheckersGame
    set_value("view/animationSpeed", "off")
    page = window.open_game("programmers_checkers")
    page.session.new_game(CheckersGame(start="W:W22/1:B1/0:OR"), (Seat(), Seat()), seed=1)
    step = page.session.game.parse_move("22-17")
    limit = page.session.game.options["move_limit"]
    for value, exact, words in (
            (99.7, True, "After it you can force a win."),
            (-99.7, True, "After it your opponent can force a win."),
            (85.0, False, f"After it you should win, unless {limit} turns pass without a capture or a man's move."),
            (-85.0, False, f"After it your opponent should win, unless {limit} turns pass without a capture or a "
                           "man's move."),
            (24.0, False, "After it you are about 24.0 men ahead.")):
        page.ui.show_hint(Analysis(0, (MoveValue(step, value, exact),), verdict=Verdict(value, exact)))
        assert page.scene.notice.text() == "Hint: 22-17 (c3–b4). " + words
    # what the analysis reports for a tables' win: two kings against a lone man under AND,
    # won in 19 plies (tests/rules/test_programmers_checkers_engine.py)
    view = CheckersGame().state_from("W:WK8/0,K5/1:B11/1:AND", "AND")
    verdict = analyse(view, 0, moves=False).verdict
    page.ui.show_hint(Analysis(0, (MoveValue(step, verdict.value or 0.0, verdict.exact),), verdict=verdict))
    assert page.scene.notice.text().endswith("After it you can force a win."), (verdict, page.scene.notice.text())


@pytest.mark.parametrize("code", LANGUAGES)
def test_oche_is_called_by_its_name_on_the_home_card(qapp, code):
    """The Italian name, as the sheet has it, not "Sacred Formulas Geese"; and what P may do
    in plain words, not "P may only use what O conceded"."""
    from desktop.app import install_translations
    from desktop.games import entry
    installed = install_translations(qapp, QLocale(code))
    try:
        blurb = entry("oche").blurb()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert blurb.startswith("Formule Sacre Oche:"), blurb
    for literal in ("Sacred Formulas Geese", "conceded", "Husy", "Gansos", "Gâștele"):
        assert literal not in blurb


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_home_card_text_runs_into_its_buttons(qapp, qtbot, code):
    """At every width, every card's text has its height and clears the Play button by the
    card's gap (the Czech checkers text touched it)."""
    from desktop.app import install_translations
    from desktop.home_page import BUTTON_GAP
    from tests.desktop.conftest import open_window
    installed = install_translations(qapp, QLocale(code))
    try:
        window = open_window(qtbot)
        problems = []
        for width in range(640, 1921, 80):
            window.resize(width, 800)
            qtbot.wait(5)
            for game_id, card in window.home.cards.items():
                text = card.blurb
                gap = card.play.geometry().top() - text.geometry().bottom() - 1
                if text.heightForWidth(text.width()) > text.height() or gap < BUTTON_GAP:
                    problems.append((width, game_id, text.height(), text.heightForWidth(text.width()), gap))
        window.close()
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
    assert problems == []
