"""The Oche page driven like a person: level picker, chooser chips, arrow clicks, files."""
import json

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.oche import progress
from desktop.oche.board_items import Emphasis
from desktop.settings import set_value
from rules.oche.moves import RESET, ChooseNumber, Cross
from rules.oche.state import OcheEnding
from rules.protocol import Termination

from .conftest import click_scene


@pytest.fixture
def page(window):
    set_value("view/animationSpeed", "off")
    return window.open_game("oche")


def start(page, qtbot, level, two_people=False):
    page.ui.start_level(level, two_people)
    if not two_people:
        qtbot.waitUntil(lambda: page.session.is_human_turn() or page.session.state.is_terminal(), timeout=5000)


def history(page):
    return [str(m) for m in page.session.state.history]


def click_arrow(page, index):
    click_scene(page.view, page.scene.arrow_point(index))


def click_chip(page, text):
    tray = page.scene.tray
    index = next(i for i, chip in enumerate(tray.chips) if chip.text == text)
    click_scene(page.view, tray.chip_rect(index).center())


def token_cell(page):
    """The cell the drawn token sits on (nearest cell centre)."""
    pos = page.scene.token.pos()
    return min(page.scene.cells.values(), key=lambda c: (c.pos() - pos).manhattanLength()).cell_id


def test_home_lists_oche_and_opens_level_one(window):
    window.home.buttons["oche"].click()
    page = window.current_page()
    assert page.game_id == "oche" and page.ui.level == 1
    assert "Level I ·" in page.scene.caption.text()
    assert len(page.scene.cells) == 3 and len(page.scene.arrows) == 4


def test_computer_answers_then_open_arrow_wins_and_completes_level(page, qtbot):
    start(page, qtbot, 1)
    moves = history(page)
    assert moves[0] == "x=1" and moves[1] in ("a0", "a1")  # the computer played O's turn
    state = page.session.state
    open_arrows = state.open_arrows()
    assert len(open_arrows) == 1
    closed = ({2, 3} - set(open_arrows)).pop()
    assert page.scene.arrows[open_arrows[0]].emphasis is Emphasis.OPEN
    assert page.scene.arrows[closed].emphasis is Emphasis.DIMMED
    assert "1 of 2" in page.ui.side.open_label.text() and page.ui.side.open_label.isVisibleTo(page)
    assert page.ui.side.predicates.item(0).text().startswith(("BLUE(1)", "RED(1)"))

    click_arrow(page, closed)  # closed to P: nothing happens, the notice says why
    assert history(page) == moves
    assert "Closed to P" in page.scene.notice.text()

    click_arrow(page, open_arrows[0])
    assert history(page) == [*moves, f"a{open_arrows[0]}"]
    outcome = page.session.state.outcome()
    assert outcome.termination is OcheEnding.STUCK and outcome.winner == 0
    assert token_cell(page) == "w"
    assert "P wins" in page.panel.status.text() and "Level I completed" in page.panel.status.text()
    assert progress.completed() == {1}
    assert [c.text for c in page.scene.tray.chips][-1] == "Next level ▸"
    click_chip(page, "Next level ▸")
    qtbot.waitUntil(lambda: page.session.is_human_turn(), timeout=5000)
    assert page.ui.level == 2 and "Level II ·" in page.scene.caption.text()
    assert not page.session.state.is_terminal() and page.panel.status.text() == ""


def test_redo_into_a_finished_game_shows_the_result(window, page, qtbot):
    start(page, qtbot, 1)
    click_arrow(page, page.session.state.open_arrows()[0])
    assert page.scene.game_over_shown()
    window.act_undo.trigger()
    assert not page.scene.game_over_shown() and page.panel.status.text() == ""
    window.act_redo.trigger()
    qtbot.waitUntil(page.scene.game_over_shown, timeout=2000)
    assert "P wins" in page.panel.status.text()


def test_token_travels_along_the_arrow(page, qtbot):
    set_value("view/animationSpeed", "fast")
    start(page, qtbot, 1)
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=3000)
    assert token_cell(page) == "a"
    target = page.session.state.open_arrows()[0]
    click_arrow(page, target)
    assert page.scene.is_animating()
    qtbot.waitUntil(lambda: not page.scene.is_animating(), timeout=3000)
    assert token_cell(page) == "w"


def test_number_chooser_chips_and_open_arrow(page, qtbot):
    start(page, qtbot, 3)
    state = page.session.state
    assert state.phase() == "number" and state.to_move() == 0
    assert [c.text for c in page.scene.tray.chips] == ["1", "new: 2"]
    click_chip(page, "1")
    assert history(page)[-1] == "y=1"
    assert "y</b></i>&nbsp;=&nbsp;1" in page.ui.side.numbers.text()  # never split across lines
    arrow = page.session.state.open_arrows()[0]
    click_arrow(page, arrow)
    assert page.session.state.outcome().winner == 0


def test_the_scaled_notice_takes_the_shared_notices_arguments(page, qtbot):
    """Oche's notice (scaled with the board) is the page's notice like any game's: one about
    this position only (``until_change``) goes at the next move, and nothing refuses it."""
    start(page, qtbot, 3)
    page.notice.show_text("Choose a number for y.", seconds=None, until_change=True)
    assert page.notice.text() == "Choose a number for y." and page.notice.until_change
    click_chip(page, "1")
    assert history(page)[-1] == "y=1"
    assert page.notice.text() == ""


def test_typed_number(page, qtbot):
    start(page, qtbot, 3)
    page.view.setFocus()
    QTest.keyClicks(page.view, "17")
    assert page.scene.tray.chips[-1].text.startswith("17")
    QTest.keyClick(page.view, Qt.Key.Key_Backspace)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert history(page)[-1] == "y=1"


def test_a_typed_superscript_or_other_script_digit_is_no_traceback(page, qtbot):
    """AltGr+2 types "²" on many keyboards: str.isdigit() says yes, and int() raised ValueError
    in the scene's key handler (the number could not be typed until Esc)."""
    start(page, qtbot, 3)
    page.view.setFocus()
    before = history(page)

    def press(key, text):  # through the event loop, as a keyboard layout sends it
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.postEvent(page.view, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text))
        QApplication.processEvents()

    press(Qt.Key.Key_unknown, "\u00b2")
    press(Qt.Key.Key_Return, "\r")
    assert history(page) == before
    press(Qt.Key.Key_unknown, "\u0661")  # an Arabic-Indic one is a number a person may type
    press(Qt.Key.Key_Return, "\r")
    assert history(page)[-1] == "y=1"


def test_completed_levels_from_a_hand_edited_settings_file():
    set_value(progress.KEY, "1,\u00b2,3,x," + "9" * 5000 + ",\u0664")
    assert progress.completed() == {1, 3}


def test_o_wins_is_announced_as_soon_as_p_cannot_force_a_win(page, qtbot):
    start(page, qtbot, 4)               # the person plays O, the computer P
    click_chip(page, "new: 1")
    click_arrow(page, 2)                # the green road: P can never leave O stuck
    qtbot.waitUntil(lambda: "O wins" in page.panel.status.text(), timeout=5000)
    assert "P can no longer force a win" in page.scene.notice.text()
    assert "Level IV completed" in page.scene.notice.text()
    assert progress.completed() == {4}
    assert not page.interactive() and not page.session.is_thinking()
    moves = history(page)
    qtbot.wait(50)
    assert history(page) == moves       # the computer does not play on


def test_reset_undo_redo(window, page, qtbot):
    start(page, qtbot, 1)
    before = history(page)
    click_chip(page, "↺  Reset to start")
    qtbot.waitUntil(lambda: page.session.is_human_turn(), timeout=5000)
    after = history(page)
    assert after[len(before)] == "reset" and after[len(before) + 1] == "x=2"
    assert token_cell(page) == "a"
    window.act_undo.trigger()
    assert history(page) == before
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert history(page) == after
    page.ui.side.reset_button.click()
    qtbot.waitUntil(lambda: page.session.is_human_turn() and len(history(page)) > len(after), timeout=5000)
    assert history(page)[len(after)] == "reset"


def test_person_plays_o_and_computer_p_wins(page, qtbot):
    start(page, qtbot, 4)
    assert page.session.seats[0].computer and not page.session.seats[1].computer
    assert [c.text for c in page.scene.tray.chips] == ["new: 1"]
    click_chip(page, "new: 1")
    assert page.scene.arrows[0].emphasis is Emphasis.OPEN  # every arrow is open to O
    click_arrow(page, 0)  # the blue road: P follows it and leaves O stuck
    qtbot.waitUntil(lambda: page.session.state.is_terminal(), timeout=5000)
    assert page.session.state.outcome().winner == 0
    assert "P wins" in page.panel.status.text() and progress.completed() == set()


def test_two_people_with_and_without_announcement(window, page, qtbot):
    start(page, qtbot, 4, two_people=True)
    assert not any(s.computer for s in page.session.seats)
    click_chip(page, "new: 1")      # O: x = 1
    click_arrow(page, 2)            # O takes the road P cannot win
    qtbot.waitUntil(lambda: "O wins" in page.panel.status.text(), timeout=5000)
    click_chip(page, "↶ Undo")
    assert page.panel.status.text() == "" and page.interactive()
    assert page.scene.tray.chips == []  # O crosses an arrow now: no chips
    page.ui.set_announce(False)
    click_arrow(page, 2)
    qtbot.wait(20)
    assert page.panel.status.text() == "" and page.interactive()
    assert "not announced" in page.ui.side.forecast.text()
    assert progress.completed() == set()  # two people: no level is won


def test_hint_marks_a_move(window, page, qtbot):
    start(page, qtbot, 3)
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: page.scene.hinted() is not None, timeout=5000)
    assert page.scene.hinted() == ChooseNumber("y", 1)
    assert any(chip.accent and chip.text == "1" for chip in page.scene.tray.chips)


def test_save_and_load_round_trip(window, page, qtbot, tmp_path):
    start(page, qtbot, 3)
    click_chip(page, "1")
    moves = history(page)
    path = str(tmp_path / "oche.ludoteca.json")
    assert page.save_reporting(path)
    data = json.loads(open(path, encoding="utf-8").read())
    assert data["game"] == "oche" and data["extra"]["level"] == 3 and data["moves"] == moves
    page.ui.start_level(1)
    assert window.open_file(path)
    page = window.current_page()
    assert history(page) == moves and page.ui.level == 3
    assert "Level III" in page.scene.caption.text()
    assert page.session.state.phase() == "move" and page.interactive()
    window.act_undo.trigger()
    assert page.session.state.phase() == "number"


def test_bad_board_file_gives_a_message(page, qtbot, tmp_path, warnings):
    start(page, qtbot, 1)
    moves = history(page)
    bad = tmp_path / "bad.oche.json"
    bad.write_text(json.dumps({"format": "oche-board/1", "cells": [{"id": "a", "x": 0, "y": 0}],
                               "arrows": [{"from": "a", "to": "zz", "color": "blue"}]}))
    assert not page.ui.open_board(str(bad))
    assert warnings and "start cell" in warnings[0][1] and "zz" in warnings[0][1]
    assert history(page) == moves and page.ui.level == 1


def test_custom_board_file_plays(page, qtbot, tmp_path):
    good = tmp_path / "mine.oche.json"
    good.write_text(json.dumps({"format": "oche-board/1", "name": "Mine", "cells": [
        {"id": "s", "start": True, "x": 0, "y": 0}, {"id": "t", "x": 120, "y": 0}],
        "arrows": [{"from": "s", "to": "t", "color": "black"}]}))
    set_value("oche/twoPeople", True)
    assert page.ui.open_board(str(good))
    assert page.ui.level is None and "Mine" in page.scene.caption.text()
    click_arrow(page, 0)   # O crosses; P must move from t, which has no arrow: P resets
    assert page.session.state.legal_moves() == [RESET]


def test_level_dialog_lists_levels_with_completion(page, qtbot):
    from desktop.oche.level_dialog import LevelDialog
    progress.mark_completed(2)
    dialog = LevelDialog(2, page.session.game.computer_levels(), False, 2, page)
    assert dialog.list.count() == 13
    assert dialog.list.item(1).text().startswith("✓")
    assert "completed" in dialog.side.text() and dialog.details.text()
    dialog.select(4)
    assert "You play O" in dialog.side.text()
    choice = dialog.choice()
    assert choice.level == 4 and not choice.two_people
    dialog.deleteLater()


def test_cross_move_is_a_rules_move(page, qtbot):
    start(page, qtbot, 1)
    emitted = []
    page.scene.moveChosen.connect(emitted.append)
    click_arrow(page, page.session.state.open_arrows()[0])
    assert isinstance(emitted[0], Cross)


def test_demo_plays_both_sides_to_the_end(window, page, qtbot):
    start(page, qtbot, 1)
    window.act_demo.trigger()
    qtbot.waitUntil(lambda: page.session.state.is_terminal(), timeout=5000)
    assert page.session.state.outcome().winner == 0
    assert not page.demo_running()
    assert progress.completed() == set()  # the computer won it, not the person


def test_resign(page, qtbot):
    start(page, qtbot, 1)
    page.ui.side.resign_button.click()
    outcome = page.session.state.outcome()
    assert outcome.termination is Termination.RESIGNATION and outcome.winner == 1
    assert "resigns" in page.panel.status.text()


def test_move_list_speaks_in_words(page, qtbot):
    start(page, qtbot, 1)
    rows = page.moves.rows()
    assert rows[0] in ("1. x = 1, crosses blue x", "1. x = 1, crosses red x")  # O's number and arrow
    cell = next(page.moves.item(0, c) for c in (1, 2) if page.moves.item(0, c).text())
    assert cell.text() == rows[0][3:].replace(", ", "\n")  # the number and the arrow, a line each


def test_computer_p_win_is_announced_when_decided(page, qtbot, monkeypatch):
    shown = []
    original = page.scene.notice.show_text
    monkeypatch.setattr(page.scene.notice, "show_text", lambda text, *a, **k: (shown.append(text), original(text, *a, **k)))
    start(page, qtbot, 4)
    click_chip(page, "new: 1")
    click_arrow(page, 0)               # the blue road loses for O
    qtbot.waitUntil(lambda: page.session.state.is_terminal(), timeout=5000)
    assert any(text.startswith("P wins in 1 turn:") for text in shown), shown


def test_pointing_at_a_number_previews_the_arrows_it_opens(page, qtbot):
    start(page, qtbot, 3)
    out = [a.index for a in page.session.state.board.out[page.session.state.cell]]
    arrow = page.scene.arrows[out[0]]
    assert arrow.locked
    page.scene.tray.chipHovered.emit(1)
    assert arrow.emphasis is Emphasis.OPEN and arrow.locked is False
    page.scene.tray.chipHovered.emit(2)
    assert arrow.emphasis is Emphasis.DIMMED and arrow.locked
    page.scene.tray.chipHovered.emit(None)
    assert arrow.emphasis is Emphasis.NORMAL and arrow.locked


def test_keyboard_crosses_an_arrow(page, qtbot):
    start(page, qtbot, 1)
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    focused = page.scene.focused_arrow()
    assert focused is not None and focused.index == page.session.state.open_arrows()[0]
    moves = history(page)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert history(page) == [*moves, f"a{focused.index}"]


def test_save_with_a_bad_board_gives_a_message(window, page, qtbot, tmp_path, warnings):
    start(page, qtbot, 1)
    path = tmp_path / "broken.ludoteca.json"
    path.write_text(json.dumps({"format": "ludoteca-save", "version": 1, "game": "oche",
                                "options": {"board": {"format": "oche-board/1", "cells": [], "arrows": []}},
                                "moves": []}))
    assert not window.open_file(str(path))
    assert warnings and "no cells" in warnings[0][1]
    assert page.ui.level == 1 and page.session.state.history


def test_pause_only_pauses_the_computer_keeps_still_through_the_persons_turn(window, page, qtbot):
    """Level V: pause, choose x = 1, cross an arrow: the game stays paused and the computer
    does not reply until the person goes on (it used to: the solver's verdict unpaused it)."""
    start(page, qtbot, 5)
    assert history(page) == ["a0"]                      # O (the computer) opened
    window.act_pause.trigger()
    assert page.session.paused() and window.act_pause.isChecked()
    click_chip(page, "new: 1")                          # P: x = 1 (the person may still play)
    qtbot.wait(50)
    assert history(page) == ["a0", "x=1"] and page.session.paused()
    click_arrow(page, 1)
    qtbot.wait(300)
    assert history(page) == ["a0", "x=1", "a1"]         # the computer does not reply
    assert page.session.paused() and not page.session.is_thinking()
    assert "Paused" in page.scene.notice.text()
    window.act_pause.trigger()
    qtbot.waitUntil(lambda: len(history(page)) > 3 or page.session.state.is_terminal(), timeout=5000)
    assert not page.session.paused()


def test_the_forecast_is_kept_for_the_hint_unless_asked_for(window, page, qtbot):
    """The side panel used to give the solution away ("P can force a win in 9 plies")."""
    start(page, qtbot, 3)
    qtbot.wait(100)
    assert "force a win in" not in page.ui.side.forecast.text() and "Hint (H)" in page.ui.side.forecast.text()
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: "Hint:" in page.scene.notice.text(), timeout=5000)
    assert "force a win" in page.scene.notice.text()
    page.ui.set_show_forecast(True)
    qtbot.waitUntil(lambda: "force a win" in page.ui.side.forecast.text(), timeout=5000)


def test_no_forecast_is_worked_out_that_nobody_reads(window, page, qtbot, monkeypatch):
    """The page asked the solver for every position's forecast also while the side panel
    hid it (and in a game with a friend, where it is never shown): CPU for nothing."""
    asked: list[str] = []
    request = page.analyst.request

    def counting(purpose, *args, **kwargs):
        asked.append(purpose)
        return request(purpose, *args, **kwargs)
    monkeypatch.setattr(page.analyst, "request", counting)
    start(page, qtbot, 6)  # the person plays P, the computer O; the forecast hidden
    for _ in range(2):
        if page.session.state.is_terminal():
            break
        if page.session.state.phase() == "number":
            click_chip(page, page.scene.tray.chips[-1].text)
        page.ui.reset()
        qtbot.waitUntil(lambda: page.session.is_human_turn() or page.session.state.is_terminal(), timeout=10000)
    assert "verdict" not in asked
    assert "Hint (H)" in page.ui.side.forecast.text()
    page.ui.set_show_forecast(True)  # now the panel reads it
    qtbot.waitUntil(lambda: "force a win" in page.ui.side.forecast.text(), timeout=5000)


def test_the_result_speaks_to_the_person(page, qtbot):
    start(page, qtbot, 4)                   # the person plays O, the computer P
    click_chip(page, "new: 1")
    click_arrow(page, 0)                    # the blue road: P leaves O stuck
    qtbot.waitUntil(lambda: page.session.state.is_terminal(), timeout=5000)
    assert page.panel.status.text().startswith("You lose.")
    assert not any(card.name.text().startswith("▸") for card in page.panel.cards)  # no side to move


def test_a_long_game_measures_its_number_column_once_per_rebuild(window, tmp_path, monkeypatch):
    """The move list measured its number column after every item, once per row for every row:
    a 3,000-move save (22 KB) took 20 s to open. Now a rebuild measures it once, whatever the
    length. Counted, not timed: a ratio of times failed on a busy machine (stop 57), and the
    count fails on the old way (once per row and once more: 101 and 801 here)."""
    from PySide6.QtWidgets import QTableWidget
    from desktop.move_list import MoveList
    from rules import savefile
    from rules.oche import OcheGame
    measured = []

    def counting(self, column):
        measured.append(column)
        return QTableWidget.sizeHintForColumn(self, column)

    monkeypatch.setattr(MoveList, "sizeHintForColumn", counting)

    def measurements(moves):
        path = tmp_path / f"long-{moves}.ludoteca.json"
        path.write_text(savefile.dumps(OcheGame.from_level(1).replay(["x=1", "a0", "reset"] * (moves // 3))))
        assert window.open_file(str(path))
        page = window.pages["oche"]
        assert page.moves.rowCount() == moves // 3
        measured.clear()
        page.moves.sync()
        return measured.count(0)

    assert measurements(300) == measurements(2400) == 1


def test_a_save_naming_a_level_but_holding_another_board_plays_its_own_board(window, tmp_path):
    """extra.level said "level III" while the moves were played on the board in options: the
    page showed Level III over level I's board, and a win completed level III."""
    from rules import savefile
    from rules.oche import OcheGame
    from rules.oche.levels import level_dict
    path = tmp_path / "forged.ludoteca.json"
    state = OcheGame.from_level(1).replay(["x=1"])
    path.write_text(savefile.dumps(state, {"level": 3}))
    assert window.open_file(str(path))
    page = window.current_page()
    assert page.ui.level is None and page.ui._custom["cells"] == level_dict(1)["cells"]
    assert "Level III" not in page.scene.caption.text() and "Custom board" in page.scene.caption.text()
    # The level's own board, with words a newer version changed, is still that level.
    board = {**level_dict(3), "description": "words of another version"}
    path.write_text(savefile.dumps(OcheGame(board=board).replay(["x=1"]), {"level": 3}))
    assert window.open_file(str(path))
    assert window.current_page().ui.level == 3


def test_each_position_is_saved_once_and_analysed_once(page, qtbot, monkeypatch):
    """One signal per position (issue 27): a person's turn and the computer's answer write
    the crash copy once per position reached, and each position is analysed once (the
    session's judgement is the page's forecast where it judges; elsewhere the page asks)."""
    from collections import Counter

    from desktop import messages, worker_jobs
    kept: list[int] = []
    monkeypatch.setattr(messages, "interactive", lambda: True)
    monkeypatch.setattr(page.autosave_copy, "keep", lambda text: kept.append(len(json.loads(text)["moves"])))
    asked: Counter[tuple[str, ...]] = Counter()
    submit = page.worker.submit

    def counting(function, args, priority):
        if function is worker_jobs.analyse:
            asked[tuple(str(m) for m in args[0].history)] += 1
        return submit(function, args, priority)
    monkeypatch.setattr(page.worker, "submit", counting)
    start(page, qtbot, 6)  # P against the computer's O
    kept.clear()
    asked.clear()
    for _ in range(3):  # three of the person's turns, each a number (or none) and an arrow or a reset
        if page.session.state.is_terminal():
            break
        played = len(page.session.state.history)
        if page.session.state.phase() == "number":
            click_chip(page, page.scene.tray.chips[-1].text)
        page.ui.reset()
        qtbot.waitUntil(lambda: page.session.is_human_turn() or page.session.state.is_terminal(), timeout=10000)
        assert len(page.session.state.history) > played
    assert kept and len(kept) == len(set(kept)), kept  # no position saved twice
    assert asked and max(asked.values()) == 1, asked  # no position analysed twice


def test_closing_after_only_the_computers_move_asks_nothing(window, page, qtbot, boxes):
    """Issue 28, point 15: a game where the person made no move is not unsaved work."""
    start(page, qtbot, 1)
    assert page.session.state.history and page.is_modified()
    window.close_tab(window.tabs.indexOf(page))
    assert boxes.asked == [] and "oche" not in window.pages


def test_closing_after_a_persons_move_asks_to_save(window, page, qtbot, boxes):
    start(page, qtbot, 1)
    state = page.session.state

    def after(move):
        child = state.copy()
        child.play(move)
        return child
    move = next(m for m in state.legal_moves() if not after(m).is_terminal())
    assert page.submit(move)
    window.close_tab(window.tabs.indexOf(page))
    assert boxes.asked == ["The Oche game in progress is not saved. Save it first?"]


def test_the_move_list_picture_plays_level_one_whatever_level_came_before(window):
    """``python -m desktop.screenshots`` runs its pictures one after another with the same
    settings; the move-list picture must not inherit the level III of the picture before it
    (its record, legal on level I, was refused there and the whole run stopped)."""
    from desktop.screenshots import shots
    found = shots()
    found["oche-choose"](window)
    assert window.pages["oche"].ui.level == 3
    found["oche-moves"](window)
    page = window.pages["oche"]
    assert page.ui.level == 1
    assert [str(m) for m in page.session.state.history] == "x=1 a0 reset x=2 a0 reset x=3 a0".split()
