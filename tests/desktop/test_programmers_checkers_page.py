"""The Programmer's Checkers page driven like people: set up bits behind the cover, click
stones and landings, enter a capture jump by jump, flip, undo, play the computer."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from desktop.new_game_dialog import NewGameDialog
from desktop.session import Seat
from desktop.settings import set_value, settings
from rules import commitment, savefile
from rules.programmers_checkers.game import CheckersGame
from rules.programmers_checkers.moves import Draw
from rules.protocol import JointMove

from .conftest import click_scene

# White's 1 on 22 must take two black 0s under XOR: 22x15x6 or 22x15x8.
FORK = "W:W22/1,27/0,30/1,31/0:B7/1,10/0,11/0,18/0,3/0:XOR"


@pytest.fixture
def page(window):
    set_value("view/animationSpeed", "off")
    return window.open_game("programmers_checkers")


def start(page, seats=(Seat(), Seat()), seed=5, **options):
    page.session.new_game(CheckersGame(**options), seats, seed=seed)


def click(page, n, button=Qt.MouseButton.LeftButton):
    click_scene(page.view, page.scene.square_centre(n), button)


def press(page, button):
    click_scene(page.view, button.sceneBoundingRect().center())


def hover(page, n):
    QTest.mouseMove(page.view.viewport(), page.view.mapFromScene(page.scene.square_centre(n)))


def history(page):
    return [str(m) for m in page.session.state.history]


def bits(page, squares):
    return "".join(page.scene.stone_text(n)[-1] for n in squares)


def test_home_lists_the_game(window):
    assert "programmers_checkers" in window.home.buttons
    window.home.buttons["programmers_checkers"].click()
    assert window.current_page().game_id == "programmers_checkers"


def test_two_people_set_up_in_secret_behind_the_cover_then_both_are_revealed(page, qtbot):
    start(page)
    white, black = range(21, 33), range(1, 13)
    assert bits(page, white) == "1" * 12 and bits(page, black) == "?" * 12
    for n in (21, 26):
        click(page, n)
    assert bits(page, white) == "011110111111"
    assert "Ones: 10, zeros: 2." in page.ui.turn_text.text()
    press(page, page.scene.setup_buttons["ready"])
    assert page.cover.is_shown() and history(page) == []
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # Black lifts the cover
    assert not page.cover.is_shown() and page.session.awaiting_person() == 1
    assert bits(page, white) == "?" * 12, "White's set-up is not shown to Black"
    press(page, page.scene.setup_buttons["zeros"])
    assert bits(page, black) == "0" * 12
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # Enter is Ready
    qtbot.waitUntil(lambda: page.session.state.to_move() == 0, timeout=3000)  # both tiles turned up
    state = page.session.state
    assert str(state.history[0]) == "W:011110111111/B:000000000000"
    assert [type(m) for m in state.history[1:]] == [Draw, Draw] and state.to_move() == 0
    assert bits(page, white) == "011110111111" and bits(page, black) == "0" * 12
    assert page.moves.rows()[0] == "1. ones: 10, zeros: 2  ones: 0, zeros: 12"
    assert page.moves.rows()[1].endswith("turned up")


def test_a_set_up_reaches_the_settings_only_once_revealed(page, qtbot):
    """Two people at one screen: while the cover is up for Black, White's set-up is in no
    file; both are remembered for "Last used" once revealed (issue 26, point 3)."""
    store = settings()
    for seat in (0, 1):
        store.remove(f"programmers_checkers/lastSetup{seat}")
    start(page)
    click(page, 21)
    press(page, page.scene.setup_buttons["ready"])
    assert page.cover.is_shown()
    store.sync()
    assert store.value("programmers_checkers/lastSetup0") is None
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert store.value("programmers_checkers/lastSetup0") is None
    press(page, page.scene.setup_buttons["zeros"])
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(page.session.state.history) >= 1, timeout=3000)
    assert store.value("programmers_checkers/lastSetup0") == "011111111111"
    assert store.value("programmers_checkers/lastSetup1") == "0" * 12


def test_undo_to_the_set_up_makes_the_computer_decide_anew(window, page, qtbot):
    """Ready, see the computer's bits, Ctrl+Z: it seals a new set-up from fresh randomness
    (the seed it is given changes; which set-ups it draws from is its level's business)."""
    start(page, seats=(Seat(), Seat(True, 1)), seed=None)
    seeds = []
    player = page.session.players[1]
    begin = player.begin
    player.begin = lambda view, seat, seed: (seeds.append(seed), begin(view, seat, seed))
    codes = set()
    for _ in range(3):
        qtbot.waitUntil(lambda: page.session.commitment(1) is not None, timeout=5000)
        codes.add(page.session.commitment(1))
        press(page, page.scene.setup_buttons["ready"])
        qtbot.waitUntil(lambda: len(page.session.state.history) >= 3, timeout=5000)
        window.act_undo.trigger()
        qtbot.waitUntil(lambda: not page.session.state.history, timeout=5000)
    qtbot.waitUntil(lambda: len(seeds) == 3, timeout=5000)  # once after each undo
    assert len(codes) == 3 and len(set(seeds)) == 3


def test_the_last_set_up_is_offered_next_game_and_keys_set_all_bits(page):
    start(page)
    QTest.keyClick(page.view, Qt.Key.Key_0)
    click(page, 32)
    press(page, page.scene.setup_buttons["ready"])
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    start(page)
    assert bits(page, range(21, 33)) == "1" * 12
    assert page.scene.setup_buttons["last"].isEnabled()
    press(page, page.scene.setup_buttons["last"])
    assert bits(page, range(21, 33)) == "0" * 11 + "1"


def test_a_capture_is_entered_jump_by_jump_with_the_jumped_stone_a_ghost(page, qtbot):
    start(page, start=FORK)
    assert page.scene.marks()["rings"] == {22: "must"}
    click(page, 22)
    assert page.scene.selected() == 22 and page.scene.marks()["dots"] == {15: "capture"}
    click(page, 15)
    assert page.scene.entered_path() == [22, 15] and page.scene.stone_text(18) == "B0x"
    assert page.scene.stone_text(15) == "W1" and page.scene.stone_text(22) == ""
    assert page.scene.marks()["dots"] == {6: "capture", 8: "capture"} and history(page)[-1].startswith("draw:")
    hover(page, 10)  # the truth table says why 10 may be taken
    assert page.scene.panel.lit == {(1, 0)} and page.scene.panel.verdict_text().startswith("1 XOR 0 = 1")
    QTest.keyClick(page.view, Qt.Key.Key_Escape)  # back one jump
    assert page.scene.entered_path() == [] and page.scene.stone_text(22) == "W1"
    assert page.scene.stone_text(18) == "B0"
    click(page, 15)
    click(page, 6)
    qtbot.waitUntil(lambda: page.session.state.to_move() == 1, timeout=3000)  # the new next tile
    state = page.session.state
    assert "22x15x6" in history(page) and state.stone_at(18) is None and state.stone_at(10) is None
    assert state.stone_at(11) is not None and state.discard_counts()["XOR"] == 1
    assert isinstance(state.history[-1], Draw) and state.active is not None and state.next_op is not None


def test_compulsory_capture_refuses_other_stones_and_flips_in_words(page):
    start(page, start=FORK)
    click(page, 30)
    assert page.scene.selected() is None and "capture is compulsory" in page.scene.notice.text()
    click(page, 30, Qt.MouseButton.RightButton)
    assert "No flip now" in page.scene.notice.text() and len(history(page)) == 1
    assert "A capture is compulsory: 22 (c3)." in page.ui.turn_text.text()


def test_a_stone_with_one_move_plays_at_once_and_undo_takes_it_back(page):
    start(page, start="W:W30/1:B1/0:OR")
    click(page, 30)  # c1 can go to b2 or d2
    assert page.scene.marks()["dots"] == {25: "step", 26: "step"}
    click(page, 26)
    assert history(page)[-1] == "30-26"
    page.undo()
    assert history(page)[-1].startswith("draw:") and page.session.state.side == 0


def test_flip_by_right_click_by_the_toggle_and_by_key_f(page):
    start(page, start="W:W30/1,31/0:B1/0:OR")
    click(page, 30, Qt.MouseButton.RightButton)
    assert history(page)[-1] == "30~" and page.session.state.stone_at(30).bit == 0
    press(page, page.scene.flip_button)  # Black: the toggle, then a stone
    assert page.scene.flip_mode()
    click(page, 1)
    assert history(page)[-1] == "1~" and page.session.state.stone_at(1).bit == 1
    page.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Down):  # the cursor from d3 to e1 (31)
        QTest.keyClick(page.view, key)
    assert page.scene.board.key_cursor == (4, 1)
    assert page.scene.board.cursor().shape() == Qt.CursorShape.ArrowCursor  # Qt's, not hidden by the key cursor
    QTest.keyClick(page.view, Qt.Key.Key_F)
    assert history(page)[-1] == "31~"


def test_a_click_picks_a_stone_with_one_move_and_shows_it_a_second_click_plays_it(page):
    """A stone is picked to look at it, even one with a single move; the move is shown (its
    square lit, in words) and a second click or a drag plays it (issue 28, point 6)."""
    start(page, start="W:W29/1,22/1:B1/0:OR")  # a1 has one move: b2
    before = history(page)
    click(page, 29)
    assert history(page) == before and page.scene.selected() == 29
    assert page.scene.marks()["dots"] == {25: "step"}
    assert "The stone on 29 (a1) has one move, 29-25 (a1–b2): click 25" in page.ui.turn_text.text()
    click(page, 29)  # clicking it again keeps it picked
    assert history(page) == before and page.scene.selected() == 29
    click(page, 25)
    assert history(page)[-1] == "29-25" and page.scene.selected() is None
    drag(page, 1, 5)  # Black's only move, dragged
    assert history(page)[-1] == "1-5"


def test_playing_the_only_move_at_the_first_click_is_an_option_kept_in_the_settings(window, page):
    assert not page.scene.auto_play  # off by default
    action = next(a for a in window.view_menu.actions() if a.text() == "Play a stone's only move at the first click")
    assert action.isCheckable() and not action.isChecked()
    action.trigger()
    assert page.scene.auto_play and settings().value("programmers_checkers/autoPlay") in (True, "true")
    start(page, start="W:W29/1:B1/0:OR")
    click(page, 29)
    assert history(page)[-1] == "29-25"
    window.close_tab(window.tabs.indexOf(page))
    assert window.open_game("programmers_checkers").scene.auto_play  # remembered


def test_hovering_a_jump_the_tile_forbids_says_why_and_crosses_it_out(page):
    """Under AND a 0 may not take a 1: over the black 1 (or, with the stone picked, over the
    square behind it) the table says so and the board crosses the jump out."""
    start(page, start="W:W22/0,30/1:B18/1,5/0:AND")
    hover(page, 18)
    assert page.scene.blocked_jump() is not None and page.scene.blocked_jump().frm == 22
    assert page.scene.panel.verdict_text() == "0 AND 1 = 0: a 0 may not take a 1 under AND"
    assert page.scene.panel.lit == {(0, 1)} and page.scene.blocked_mark.isVisible()
    hover(page, 9)  # elsewhere: nothing is crossed out
    assert page.scene.blocked_jump() is None and not page.scene.blocked_mark.isVisible()
    click(page, 22)
    hover(page, 15)  # the square the jump would land on
    assert page.scene.blocked_jump().to == 15
    assert page.scene.panel.verdict_text() == "0 AND 1 = 0: a 0 may not take a 1 under AND"
    click(page, 17)  # a step: the mark goes with the position
    assert history(page)[-1] == "22-17" and not page.scene.blocked_mark.isVisible()


def test_crowning_with_the_owners_choice_of_bit(page):
    start(page, start="W:W5/1:B12/0:OR", crown_bit_choice=True)  # a7 crowns on b8
    click(page, 5)
    click(page, 1)
    assert page.scene.crown_choice_open()
    press(page, page.scene.crown_buttons[1])  # the "0" button
    state = page.session.state
    assert history(page)[-1] == "5-1=0" and state.stone_at(1).king and state.stone_at(1).bit == 0
    assert "White has a new king on 1 (b8)." in page.scene.notice.text()


def test_a_lone_king_against_a_lone_king_is_a_draw_said_in_words(page):
    start(page, start="W:WK26/1:BK1/1,22/1:OR")
    click(page, 26)
    click(page, 17)
    assert page.session.state.is_terminal()
    assert "Draw: a lone king against a lone king." in page.panel.status.text()
    assert "Draw: a lone king against a lone king." in page.ui.turn_text.text()  # the turn card too


def test_against_the_computer_its_set_up_is_sealed_first_and_opens(page, qtbot):
    start(page, seats=(Seat(), Seat(True, 1)))
    qtbot.waitUntil(lambda: page.session.commitment(1) is not None, timeout=5000)
    digest = page.session.commitment(1)
    assert digest in page.ui.seal_card.sealed_text.text().replace(" ", "").replace("\n", "")
    press(page, page.scene.setup_buttons["ready"])
    qtbot.waitUntil(lambda: len(page.session.state.history) >= 3, timeout=5000)
    joint = page.session.state.history[0]
    assert isinstance(joint, JointMove) and str(joint.choices[0]) == "1" * 12
    choice, salt, code, ok = page.ui.seal_card.opened()
    assert ok and code == digest and choice == str(joint.choices[1]) and commitment.opens(code, choice, salt)
    assert page.ui.seal_card.copy_check()


def test_a_person_playing_black_sees_the_board_turned(page):
    start(page, seats=(Seat(True, 1), Seat()))
    assert page.scene.flipped
    assert page.scene.square_centre(1).y() > page.scene.square_centre(32).y()
    start(page)
    assert not page.scene.flipped


def test_new_game_dialog_composes_the_advanced_deck_and_options(page, monkeypatch):
    def scripted(dialog):
        options = dialog.options_widget
        options.advanced.setChecked(True)
        options.counts["NAND"].setValue(3)
        options.counts["EQ"].setValue(0)
        options.limit_on.setChecked(False)
        options.habits["take_most"].setChecked(True)
        return 1
    monkeypatch.setattr(NewGameDialog, "exec", scripted)
    page.new_interactive()
    options = page.session.game.options
    assert options["deck"] == {"AND": 2, "OR": 2, "XOR": 2, "NAND": 3, "NOR": 2, "IMP": 2, "EQ": 0}
    assert options["move_limit"] is None and options["take_most"] and not options["crown_bit_choice"]
    page.start_new_game()  # remembered for the next game
    assert page.session.game.options["deck"]["NAND"] == 3
    assert sum(page.session.state.pile_counts().values()) == 13


def test_save_and_load_keep_the_game_and_its_tiles(page, window, tmp_path, qtbot):
    start(page, start=FORK)
    click(page, 22)
    click(page, 15)
    click(page, 8)
    qtbot.waitUntil(lambda: page.session.state.to_move() == 1, timeout=3000)
    path = tmp_path / "g.ludoteca.json"
    page.save_to(str(path))
    tiles = page.scene.panel.counts_text()
    loaded, _extra = savefile.loads(path.read_text())
    assert [str(m) for m in loaded.history] == history(page)
    page.start_new_game()
    assert window.open_file(str(path))
    again = window.current_page()
    assert history(again) == [str(m) for m in loaded.history]
    assert again.scene.panel.counts_text() == tiles and "XOR×1" in tiles.split("discard")[1]


def test_hint_draws_the_move_on_the_board(page, window, qtbot):
    start(page, start=FORK)
    window.act_hint.trigger()
    qtbot.waitUntil(page.scene.has_hint, timeout=20000)
    assert page.scene.has_hint() and "Hint:" in page.scene.notice.text()


def test_a_record_is_exported_and_imported_with_its_deck_and_draws(page, qtbot, warnings):
    start(page, start=FORK, deck="advanced")
    click(page, 22)
    click(page, 15)
    click(page, 6)
    qtbot.waitUntil(lambda: page.session.state.to_move() == 1, timeout=3000)
    page.records.copy()
    text = QGuiApplication.clipboard().text()
    assert '"deck": "advanced"' in text.replace('\\"', '"') and "22x15x6" in text
    page.start_new_game()
    page.records.paste()
    assert history(page)[:2] == [history(page)[0], "22x15x6"] and page.session.game.options["deck"] == "advanced"
    assert not page.import_record(text.replace("22x15x6", "22x15x8x4"))
    assert warnings and "Cannot import the record" == warnings[-1][0] and "2" in warnings[-1][1]
    assert "22x15x6" in history(page)  # the game on the board is untouched


def test_the_move_limit_draw_is_said_with_its_number(page):
    start(page, start="W:WK30/1:BK3/1,K4/1:OR", move_limit=2)
    click(page, 30)
    click(page, 26)
    click(page, 3)
    click(page, 7)
    assert page.session.state.outcome().termination.value == "move_limit"
    assert "Draw: 2 turns in a row without a capture or a man's move." in page.panel.status.text()


def drag(page, a, b):
    """Press on ``a``, move with the button held, release on ``b``: as a person drags."""
    viewport = page.view.viewport()
    pa = page.view.mapFromScene(page.scene.square_centre(a))
    pb = page.view.mapFromScene(page.scene.square_centre(b))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pa)
    for k in range(1, 6):
        QTest.mouseMove(viewport, pa + (pb - pa) * k / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pb)


def test_a_stone_is_dragged_to_its_square_or_put_back(page):
    # the spec: "drag or click to move"
    start(page, start="W:W30/1:B1/0:OR")
    before = history(page)
    drag(page, 30, 21)  # not a square it may go to: the stone goes back and stays picked
    assert history(page) == before and page.scene.selected() == 30
    drag(page, 30, 26)
    assert history(page)[-1] == "30-26"
    assert page.session.state.stone_at(26) is not None and page.session.state.stone_at(30) is None


def test_the_set_up_help_names_every_operator_of_the_deck(page):
    start(page, deck={"AND": 1, "OR": 1, "XOR": 1, "IMP": 2, "NOR": 1})
    help_text = page.ui.rule_text.text()
    assert "IMP: a 1 takes a 1, a 0 takes a 1, a 0 takes a 0" in help_text
    assert "NOR: a 0 takes a 0" in help_text
    assert "NAND" not in help_text and "EQ" not in help_text
    start(page)  # the basic deck: only the sentence about AND, OR and XOR
    assert page.ui.rule_text.text().count("\n") == 0


@pytest.mark.parametrize("deck", ["basic", "advanced", {"AND": 1, "OR": 1, "XOR": 1, "IMP": 2}])
def test_the_tile_counts_overlap_nothing(window, page, qtbot, deck):
    """The pile's and the discard's chips, their headings, the truth table and its verdict,
    "Turn a stone over": each in a place of its own, every text inside its box, at the
    window size where the EQ chip covered the Discard heading (issue 28, point 5)."""
    from PySide6.QtGui import QFontMetricsF
    from rules.programmers_checkers.board import OPS
    window.resize(1150, 800)
    start(page, start=FORK, deck=deck)
    panel = page.scene.panel
    assert page.scene.flip_button.isVisible()
    rects = {name: panel.mapRectToScene(rect) for name, rect in panel.layout_rects().items()}
    rects["Turn a stone over"] = page.scene.flip_button.rect
    names = list(rects)
    overlaps = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if rects[a].intersects(rects[b])]
    assert overlaps == []
    assert all(rects[name].bottom() <= page.scene.sceneRect().bottom() for name in names)
    counts = dict(zip(OPS, panel.tiles.pile))
    for index, op in enumerate(OPS):
        if not panel.tiles.deck[index]:
            continue
        name, count = panel.chip_parts(panel.discard_top(), index)
        for text, box, pixels in ((op, name, 11), (f"×{counts[op]}", count, 14)):
            assert QFontMetricsF(panel.fitted(text, box.width(), pixels)).horizontalAdvance(text) <= box.width()
    for words, width in zip(panel.table_heads(), (70, 70, 110)):  # the truth table's column heads
        assert QFontMetricsF(panel.fitted(words, width, 12)).horizontalAdvance(words) <= width
