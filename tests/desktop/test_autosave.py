"""The crash copies (:mod:`desktop.autosave`): one per open game, held with a lock while it is
open, so that two Ludoteca windows on one computer never lose each other's games; Continue
offers each copy a crash left; a copy that cannot be continued (damaged, another game's, one
this version cannot read) is kept under another name, never deleted; a continued game is
unsaved and never writes to the file its copy names; a copy that cannot be kept is said once,
with its cause, and the game goes on."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop import autosave
from rules import savefile
from rules.oche import OcheGame
from rules.registry import get_game
from rules.wildcats.state import WildCatsState

from .conftest import open_window

ROOT = Path(__file__).resolve().parents[2]
WILDCATS = "X:B2/O:C3 X:D4/O:E5"


def _copy(name: str, text: str) -> Path:
    """A copy a crashed run left (no lock: its process is gone)."""
    autosave.folder().mkdir(parents=True, exist_ok=True)
    path = autosave.folder() / name
    path.write_text(text)
    return path


def _game(game_id: str, record: str, **autosave_note) -> str:
    game = get_game(game_id)
    state = game.replay(game.parse_record(record))
    return savefile.dumps(state, {"autosave": autosave_note} if autosave_note else None)


def _play_wildcats(page) -> None:
    page.play_record(WILDCATS)


def _kept_aside(original: Path) -> Path:
    stem = original.name.removesuffix(".ludoteca.json")
    kept, = original.parent.glob(f"{stem}.refused-*.ludoteca.json")
    return kept


# --- point 5: two windows, one computer --------------------------------------------------------
def test_each_open_game_has_a_copy_of_its_own(qtbot):
    a, b = open_window(qtbot), open_window(qtbot)
    page_a, page_b = a.open_game("wildcats"), b.open_game("wildcats")
    _play_wildcats(page_a)
    _play_wildcats(page_b)
    copy_a, copy_b = page_a.autosave_copy.path, page_b.autosave_copy.path
    assert copy_a != copy_b and copy_a.exists() and copy_b.exists()
    assert copy_a.name.startswith("wildcats-") and copy_a.parent == autosave.folder()
    assert autosave.waiting(["wildcats"]) == []  # both are held by open windows
    page_a.start_new_game()  # "New game" in A forgets A's copy only
    assert not copy_a.exists() and copy_b.exists()
    _play_wildcats(page_a)
    a.close()  # quitting A forgets A's copy only
    assert not page_a.autosave_copy.path.exists() and copy_b.exists()
    b.close()
    assert not copy_b.exists()


INSTANCE = """
import sys, time
from desktop.app import create_application
from desktop.main_window import MainWindow
from desktop.worker import Mode
app = create_application([])
window = MainWindow(Mode.SYNC)
page = window.open_game("wildcats")
page.play_record(sys.argv[1])
print(page.autosave_copy.path, flush=True)
time.sleep(300)
"""


def test_another_running_window_s_copy_is_left_alone_until_its_process_dies(qtbot, tmp_path, monkeypatch, warnings):
    """A second Ludoteca process plays Wild Cats; this one does not offer, take or delete its
    copy while it runs, and offers it once it has been killed."""
    env = {**os.environ, "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    other = subprocess.Popen([sys.executable, "-c", INSTANCE, WILDCATS], cwd=ROOT, env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        theirs = Path(other.stdout.readline().strip())
        assert theirs.name.startswith("wildcats-") and theirs.exists()
        monkeypatch.setattr(autosave, "folder", lambda: theirs.parent)
        window = open_window(qtbot)
        card = window.home.cards["wildcats"]
        window.refresh_waiting()
        assert not card.resume.isVisibleTo(window.home)  # a live window's game
        page = window.open_game("wildcats")
        _play_wildcats(page)
        page.start_new_game()
        window.close_tab(window.tabs.indexOf(page))
        assert theirs.exists() and json.loads(theirs.read_text())["game"] == "wildcats"
        window.continue_game(str(theirs))  # even if asked directly: it is theirs
        assert theirs.exists() and window.pages["wildcats"].session.state.history == []
        assert warnings == [("Cannot continue the game", "This game is being continued in another Ludoteca window.")]
    finally:
        other.send_signal(signal.SIGKILL)
        other.wait(30)
    window.refresh_waiting()
    assert card.resume.isVisibleTo(window.home)  # killed: its game is offered
    card.resume.click()
    page = window.current_page()
    assert page.game_id == "wildcats" and len(page.session.state.history) == 2
    window.close()
    assert not theirs.exists()  # continued here, then closed normally


def test_continue_lists_each_game_a_crash_left(qtbot):
    first = _copy("wildcats-" + "1" * 32 + ".ludoteca.json", _game("wildcats", "X:B2/O:C3"))
    second = _copy("wildcats-" + "2" * 32 + ".ludoteca.json", _game("wildcats", WILDCATS))
    os.utime(first, (time.time() - 3600, time.time() - 3600))
    old_style = _copy("othello.ludoteca.json", _game("othello", "f5 d6"))
    window = open_window(qtbot)
    card = window.home.cards["wildcats"]
    assert card.resume.isVisibleTo(window.home) and window.home.cards["othello"].resume.isVisibleTo(window.home)
    entries = card.resume.menu().actions()
    assert len(entries) == 2 and all(e.text().startswith("The game last played at ") for e in entries)
    entries[1].trigger()  # the later one
    page = window.current_page()
    assert len(page.session.state.history) == 2 and page.autosave_copy.path == second and second.exists()
    assert first.exists()
    assert [left.path for left in autosave.waiting(["wildcats", "othello"])] == [first, old_style]
    assert card.resume.isVisibleTo(window.home) and card.resume.menu() is None  # one left: no list
    card.resume.click()  # the continued game is unsaved: asked, discarded, the tab continues the other one
    assert len(page.session.state.history) == 1 and page.autosave_copy.path == first
    assert not second.exists()  # discarded by the person
    window.home.cards["othello"].resume.click()
    assert [str(m) for m in window.current_page().session.state.history] == ["f5", "d6"]
    window.close()
    assert list(autosave.folder().glob("*.ludoteca.json")) == []  # each forgotten by its closed game


def test_continuing_asks_about_the_game_open_in_the_tab(qtbot, boxes):
    left = _copy("othello-" + "3" * 32 + ".ludoteca.json", _game("othello", "f5 d6 c3"))
    window = open_window(qtbot)
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    boxes.answers = [QMessageBox.StandardButton.Cancel]
    assert not page.resume(left)
    assert boxes.asked and [str(m) for m in page.session.state.history] == ["f5"]
    assert left.exists() and autosave.waiting(["othello"])[0].path == left  # given back, still offered
    assert page.resume(left)  # Discard this time
    assert [str(m) for m in page.session.state.history] == ["f5", "d6", "c3"]
    window.close()


# --- point 6: what the app writes, it reads back ----------------------------------------------
def _over_the_limit() -> str:
    game = OcheGame.from_level(1)
    text = savefile.dumps(game.replay(["x=1", "a0", "reset"] * (savefile.MAX_MOVES // 3)))
    data = json.loads(text)
    data["moves"] += ["x=1", "a0", "reset"][:savefile.MAX_MOVES + 1 - len(data["moves"])]
    return json.dumps(data)


def test_a_copy_this_version_cannot_read_is_kept_renamed_and_the_message_says_where(qtbot, warnings, monkeypatch):
    monkeypatch.setattr(savefile, "MAX_MOVES", 5000)  # the real limit is a million: the rule is the same
    text = _over_the_limit()
    left = _copy("oche-" + "4" * 32 + ".ludoteca.json", text)
    window = open_window(qtbot)
    window.home.cards["oche"].resume.click()
    (title, message), = warnings
    kept = _kept_aside(left)
    assert title == "Cannot continue the game" and "a save holds at most 5,000" in message
    assert message.endswith(f"The copy is kept as {kept}.") and kept.read_text() == text and not left.exists()
    assert not window.home.cards["oche"].resume.isVisibleTo(window.home)  # not offered again
    window.close()
    assert kept.read_text() == text  # and never deleted


def test_a_game_no_save_can_hold_is_not_saved_and_its_copy_stays_readable(window, warnings, tmp_path, monkeypatch):
    """The writer and the reader keep one limit (here lowered to 4 moves, as a 5,001-move game
    is slow to play in a page): Save refuses what Open would refuse, and the crash copy keeps
    the last game it could hold, which continues."""
    monkeypatch.setattr(savefile, "MAX_MOVES", 4)
    page = window.open_game("othello")
    for move in ("f5", "d6", "c3", "d3"):
        page.submit(page.session.game.parse_move(move))
    copy = page.autosave_copy.path
    page.submit(page.session.game.parse_move("c4"))
    assert "a save holds at most 4" in page.scene.notice.text()  # the copy cannot follow: said once
    target = tmp_path / "long.ludoteca.json"
    assert not page.save_reporting(str(target)) and not target.exists() and page.is_modified()
    (title, text), = warnings
    assert title == "Cannot save the game" and "the move list has 5 moves; a save holds at most 4" in text
    assert len(json.loads(copy.read_text())["moves"]) == 4 and savefile.loads(copy.read_text())


# --- point 8: a copy's note never names a file to write ----------------------------------------
def test_a_continued_game_is_unsaved_and_save_asks_where(qtbot, tmp_path, monkeypatch):
    precious = tmp_path / ".bashrc"
    precious.write_text("export PATH\n")
    left = _copy("othello-" + "5" * 32 + ".ludoteca.json",
                 _game("othello", "f5 d6", file=str(precious), modified=False))
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda _p, _t, where, _f: asked.append(where)
                                                                    or ("", "")))
    window = open_window(qtbot)
    window.home.cards["othello"].resume.click()
    page = window.current_page()
    assert page.path is None and page.is_modified() and page.window_title() == page.title()
    window.act_save.trigger()
    assert len(asked) == 1 and asked[0] != str(precious) and Path(asked[0]).name.startswith("othello-")
    assert asked[0].endswith(".ludoteca.json")
    assert precious.read_text() == "export PATH\n"
    kept = json.loads(left.read_text())["extra"]["autosave"]
    assert page.autosave_copy.path == left and kept == {"file": None, "modified": True}  # the name is not carried on
    window.close()
    assert not left.exists()


def test_the_file_a_continued_game_was_saved_in_is_only_suggested(qtbot, tmp_path, monkeypatch):
    mine = tmp_path / "Documents" / "my game.ludoteca.json"
    _copy("othello-" + "6" * 32 + ".ludoteca.json", _game("othello", "f5 d6", file=str(mine), modified=True))
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda _p, _t, where, _f: asked.append(where)
                                                                    or ("", "")))
    window = open_window(qtbot)
    window.home.cards["othello"].resume.click()
    window.act_save.trigger()
    assert asked == [str(mine)] and not mine.exists()  # suggested; nothing written until confirmed
    window.close()


@pytest.mark.parametrize("name, shown", [
    ("a\nb.ludoteca.json", "a\\nb.ludoteca.json"),
    ("\u202egnp.ludoteca.json", "\\u202egnp.ludoteca.json"),
    ("x\u200fy\x1b[31m.ludoteca.json", "x\\u200fy\\x1b[31m.ludoteca.json"),
    ("Partita d'oggi – 日本.ludoteca.json", "Partita d'oggi – 日本.ludoteca.json"),
])
def test_file_names_are_shown_safely_in_the_title_and_the_tab(window, tmp_path, name, shown):
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    assert page.save_reporting(str(tmp_path / name))
    index = window.tabs.indexOf(page)
    assert page.window_title() == shown and window.tabs.tabText(index) == shown
    assert window.windowTitle() == f"{shown} — Ludoteca"


# --- point 9: another game's save in a copy ----------------------------------------------------
def test_another_game_in_a_copy_is_a_message_and_the_copy_is_kept(qtbot, warnings):
    othello = _game("othello", "f5 d6 c3")
    left = _copy("wildcats-" + "7" * 32 + ".ludoteca.json", othello)
    window = open_window(qtbot)
    window.home.cards["wildcats"].resume.click()
    page = window.current_page()
    (title, message), = warnings
    assert title == "Cannot continue the game"
    assert message.startswith("The copy holds a game of Othello, not of Wild Cats.")
    assert isinstance(page.session.state, WildCatsState) and page.session.state.history == []
    assert _kept_aside(left).read_text() == othello
    window.close()


def test_an_old_style_copy_of_another_game_is_kept_too(qtbot, warnings):
    othello = _game("othello", "f5")
    left = _copy("wildcats.ludoteca.json", othello)
    window = open_window(qtbot)
    window.home.cards["wildcats"].resume.click()
    assert "Othello" in warnings[-1][1] and _kept_aside(left).read_text() == othello
    assert isinstance(window.current_page().session.state, WildCatsState)
    window.close()


# --- point 10: a copy that cannot be kept is said once ----------------------------------------
def _notice_after_a_move(window) -> str:
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    told = page.scene.notice.text()
    page.scene.notice.dismiss()
    page.submit(page.session.game.parse_move("d6"))
    assert page.scene.notice.text() == "" and len(page.session.state.history) == 2  # once; the game goes on
    return told


def test_an_autosave_folder_that_is_a_file_is_said_once(qtbot):
    autosave.folder().parent.mkdir(parents=True, exist_ok=True)
    autosave.folder().write_text("not a folder")
    window = open_window(qtbot)
    told = _notice_after_a_move(window)
    assert told.startswith("No crash copy of this game can be kept:") and "Not a directory" in told
    assert "autosave" in told
    window.close()


def test_a_folder_in_the_copy_s_place_is_said_once(window):
    page = window.open_game("othello")
    page.autosave_copy.path.mkdir(parents=True)
    told = _notice_after_a_move(window)
    assert "Is a directory" in told and page.autosave_copy.path.name in told


def test_one_notice_per_run_across_games(window):
    autosave.folder().parent.mkdir(parents=True, exist_ok=True)
    autosave.folder().write_text("not a folder")
    assert "Not a directory" in _notice_after_a_move(window)
    page = window.open_game("quantum_ttt")
    page.submit(page.session.game.parse_move("X1:1-5"))
    assert page.scene.notice.text() == ""


def test_a_copy_that_can_be_kept_says_nothing(window):
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    assert page.scene.notice.text() == "" and page.autosave_copy.path.exists()
