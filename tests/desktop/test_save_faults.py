"""Saving on a full disk and into a read-only folder, for every kind of save the app makes: the
old file stays whole, no temporary file is left, and the message names the system's cause
("No space left on device", "Read-only file system", "File too large"), never "Unknown error".

The faults are real ones, also for root (whom permissions do not stop, and who runs the tests
in CI): a small tmpfs mounted over a test folder and filled up (ENOSPC), the same remounted
read-only (EROFS), and a file-size limit (RLIMIT_FSIZE, EFBIG) for the length of one save,
which needs no privilege. Where this process may not mount (not root, no CAP_SYS_ADMIN), a
read-only folder is a folder without write permission (EACCES) for a user other than root;
whatever cannot be made is skipped with the exact reason.
"""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import os
import resource
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from rules import textfile
from rules.oche import boardfile
from rules.oche.levels import level_dict
from desktop.oche.window import open_designer

MS_RDONLY, MS_REMOUNT, MNT_DETACH = 1, 32, 2
OLD = b'{"old": "the file as it was before the save"}\n' * 4


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)


def _mount(target: Path, options: str, flags: int = 0) -> None:
    if _libc().mount(b"ludoteca-test", str(target).encode(), b"tmpfs", flags, options.encode()) != 0:
        code = ctypes.get_errno()
        raise OSError(code, os.strerror(code))


def _unmount(target: Path) -> None:
    _libc().umount2(str(target).encode(), MNT_DETACH)


class Fault:
    """A folder where saving fails for one reason; ``old`` is a file already there."""

    def __init__(self, folder: Path, reason: str, during: Callable[[], contextlib.AbstractContextManager]) -> None:
        self.folder, self.reason, self.during = folder, reason, during

    def old(self, name: str) -> Path:
        return self.folder / name

    def leftovers(self) -> list[str]:
        return sorted(p.name for p in self.folder.iterdir() if p.name.endswith(".tmp"))


def _prepare(folder: Path, names: list[str]) -> None:
    for name in names:
        (folder / name).write_bytes(OLD)


NAMES = ["game.ludoteca.json", "board.oche.json", "board.png", "board.svg", "othello.txt",
         "rules-board.oche.json", "othello.ludoteca.json"]


@contextlib.contextmanager
def _nothing() -> Iterator[None]:
    yield


@contextlib.contextmanager
def _file_size_limit(limit: int = 16) -> Iterator[None]:
    """Writes past ``limit`` bytes fail with EFBIG (SIGXFSZ ignored, as it would kill us)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    previous = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, previous)


@pytest.fixture(params=["full disk", "read-only folder", "file too large"])
def fault(request, tmp_path) -> Iterator[Fault]:
    folder = tmp_path / "saves"
    folder.mkdir()
    kind = request.param
    if kind == "file too large":
        _prepare(folder, NAMES)
        yield Fault(folder, os.strerror(errno.EFBIG), _file_size_limit)
        return
    if not sys.platform.startswith("linux"):
        pytest.skip(f"a {kind} is made with a Linux tmpfs mount; this is {sys.platform}")
    try:
        _mount(folder, "size=256k,mode=0777")
    except OSError as exc:
        if kind == "read-only folder" and os.geteuid() != 0:
            _prepare(folder, NAMES)
            folder.chmod(0o555)
            yield Fault(folder, os.strerror(errno.EACCES), _nothing)
            folder.chmod(0o755)
            return
        pytest.skip(f"cannot mount a tmpfs here ({exc.strerror}): a {kind} cannot be made for "
                    f"{'root, whom permissions do not stop' if os.geteuid() == 0 else 'this test'}")
    try:
        _prepare(folder, NAMES)
        if kind == "full disk":
            with open(folder / "filler", "wb") as filler:
                with contextlib.suppress(OSError):
                    while True:
                        filler.write(b"\0" * 65536)
                        filler.flush()
            reason = os.strerror(errno.ENOSPC)
        else:
            _mount(folder, "", MS_REMOUNT | MS_RDONLY)
            reason = os.strerror(errno.EROFS)
        yield Fault(folder, reason, _nothing)
    finally:
        _unmount(folder)


def _check(fault: Fault, name: str, message: str) -> None:
    assert fault.old(name).read_bytes() == OLD  # the old file whole
    assert fault.leftovers() == []
    assert fault.reason in message, message
    assert "Unknown error" not in message


# --- every kind of save -------------------------------------------------------------------------
def test_a_game_saved(window, warnings, fault):
    page = window.open_game("othello")
    for move in ("f5", "d6", "c3"):
        page.submit(page.session.game.parse_move(move))
    with fault.during():
        saved = page.save_reporting(str(fault.old("game.ludoteca.json")))
    assert not saved and page.is_modified()  # still unsaved: the person can try elsewhere
    (title, text), = warnings
    assert title == "Cannot save the game"
    _check(fault, "game.ludoteca.json", text)


def test_a_board_saved_from_the_designer(window, warnings, fault):
    editor = open_designer(window)
    editor.open_level(2)
    with fault.during():
        saved = editor.save_to(str(fault.old("board.oche.json")))
    assert not saved and editor.path is None  # still the unsaved copy of the level
    (title, text), = warnings
    assert title == "Cannot save the board"
    _check(fault, "board.oche.json", text)


@pytest.mark.parametrize("kind", ["png", "svg"])
def test_the_designer_s_export(window, warnings, fault, kind):
    editor = open_designer(window)
    editor.open_level(5)
    with fault.during():
        exported = editor.export(str(fault.old(f"board.{kind}")), kind)
    assert not exported
    (title, text), = warnings
    assert title == "Cannot export the board"
    _check(fault, f"board.{kind}", text)


def test_an_othello_transcript_exported(window, warnings, fault, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    page = window.open_game("othello")
    assert page.import_record("f5f4f3f6d3f2g6c3b3b2g4g3b1d2c4c5")
    target = str(fault.old("othello.txt"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (target, "")))
    with fault.during():
        page.records.export_file()
    (title, text), = warnings
    assert title == "Cannot export the transcript"
    _check(fault, "othello.txt", text)


def test_boardfile_save(fault):
    board = boardfile.loads(boardfile.dumps(boardfile.board_from_dict(level_dict(3))))
    with fault.during(), pytest.raises(textfile.FileRefused) as refused:
        boardfile.save(board, fault.old("rules-board.oche.json"))
    assert refused.value.kind == "unwritable" and refused.value.reason == fault.reason
    _check(fault, "rules-board.oche.json", str(refused.value))


def test_the_autosave_keeps_its_last_copy_and_says_why_once(window, fault):
    """The autosave never leaves a broken or half copy, and the person is told once, without
    a dialog (the game goes on), that no crash copy can be kept, and why."""
    page = window.open_game("othello")
    page.autosave_copy.path = fault.old("othello.ludoteca.json")  # the copy the last move kept
    with fault.during():
        page.submit(page.session.game.parse_move("f5"))  # a move: the page keeps a copy
        told = page.scene.notice.text()
        page.scene.notice.dismiss()
        page.submit(page.session.game.parse_move("d6"))
    assert "No crash copy of this game can be kept" in told and fault.reason in told, told
    assert page.scene.notice.text() == ""  # once per run, not after every move
    assert fault.old("othello.ludoteca.json").read_bytes() == OLD and fault.leftovers() == []
