"""A file the person made read-only (``chmod 444``) is never replaced by Save, Export record,
the designer's Save and Export or the rules' own writers: the save is refused with a message
that says why and what to do, the file stays as it was, read-only, and the game stays unsaved.

The atomic save writes a temporary file and renames it over the target, and a rename asks the
folder, not the file: without a check of its own the app replaced read-only files (root, who
runs the tests in CI, may write anything, so the file's write bits are what counts)."""
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from rules import textfile
from rules.oche import boardfile
from rules.oche.levels import level_dict
from desktop.oche.window import open_designer

OLD = "the person's file, made read-only\n"


@pytest.fixture
def locked(tmp_path) -> Path:
    (tmp_path / "files").mkdir()
    path = tmp_path / "files" / "kept.ludoteca.json"
    path.write_text(OLD)
    path.chmod(0o444)
    return path


def _untouched(path: Path) -> None:
    assert path.read_text() == OLD and path.stat().st_mode & 0o777 == 0o444
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


def _message(text: str, path: Path) -> None:
    assert text == (f"{path} is read-only, so Ludoteca does not replace it. Save under another name, "
                    "or make the file writable first.")


def test_save_does_not_replace_a_read_only_file(window, warnings, locked):
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    assert not page.save_reporting(str(locked))
    (title, text), = warnings
    assert title == "Cannot save the game"
    _message(text.split("\n\n")[0], locked)
    assert page.is_modified() and page.path is None
    _untouched(locked)


def test_save_as_over_a_read_only_file_chosen_in_the_dialog_is_refused(window, warnings, locked, monkeypatch):
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(locked), "")))
    assert not page.save_as()
    assert len(warnings) == 1
    _untouched(locked)


def test_export_record_does_not_replace_a_read_only_file(window, warnings, locked, monkeypatch):
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(locked), "")))
    page.records.export_file()
    (title, text), = warnings
    assert title == "Cannot export the transcript"
    _message(text, locked)
    _untouched(locked)


def test_the_designer_does_not_replace_a_read_only_board(window, warnings, locked):
    editor = open_designer(window)
    editor.open_level(2)
    assert not editor.save_to(str(locked))
    assert not editor.export(str(locked), "svg")
    assert [title for title, _text in warnings] == ["Cannot save the board", "Cannot export the board"]
    _untouched(locked)


def test_the_rules_writers_do_not_replace_a_read_only_file(locked):
    board = boardfile.board_from_dict(level_dict(3))
    with pytest.raises(textfile.FileRefused) as refused:
        boardfile.save(board, locked)
    assert refused.value.kind == "read_only" and "read-only" in str(refused.value)
    _untouched(locked)


def test_a_writable_file_is_still_replaced_and_keeps_its_mode(window, warnings, tmp_path):
    path = tmp_path / "game.ludoteca.json"
    path.write_text(OLD)
    path.chmod(0o640)
    page = window.open_game("othello")
    page.submit(page.session.game.parse_move("f5"))
    assert page.save_reporting(str(path)) and warnings == []
    assert '"f5"' in path.read_text() and path.stat().st_mode & 0o777 == 0o640
