"""Every game in progress is kept after each move, so a crash or a kill loses nothing.

Each open game has a copy of its own in the app's data folder,
``autosave/<game>-<32 hex digits>.ludoteca.json`` (written atomically like any save), and
holds a lock on it (a :class:`QLockFile`, ``<copy>.lock``) while it is open. So two Ludoteca
windows on one computer never write, list or delete each other's copies: at a start, a copy
whose lock is stale (the process that held it is gone) is a game a crash interrupted, and
the home page offers to continue it; a copy whose lock is held belongs to a window still
open and is left alone. Copies named ``<game>.ludoteca.json``, left by versions that kept
one copy per game, are offered the same way.

A copy is forgotten (only by the window that holds it) when its game ends, when the person
discards it, and when its window closes normally (the person was asked about unsaved work
then). A copy that cannot be continued (damaged, another game's, one this version cannot
read) is never deleted: it is renamed ``….refused-<time>.ludoteca.json`` beside the others,
and the message says where it is. Runs without a person (``--screenshot``, ``--smoke``)
never write or list copies.
"""
from __future__ import annotations

import errno
import os
import re
import tempfile
import time
import uuid
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QStandardPaths

from desktop import messages
from rules import textfile

SUFFIX = ".ludoteca.json"
_NAME = re.compile(r"(?P<game>[a-z][a-z0-9_]*)(?:-[0-9a-f]{32})?" + re.escape(SUFFIX))
"""A copy's name: its game and its own tag (none in the old one-per-game copies). A refused
copy (``….refused-<time>.ludoteca.json``) is not one, and is never offered again."""


def folder() -> Path:
    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    return base / "autosave"


def game_of(path: Path) -> str | None:
    """The game a copy's name says it holds, or None for a file that is not a copy."""
    match = _NAME.fullmatch(path.name)
    return match["game"] if match else None


def _new_path(game_id: str) -> Path:
    return folder() / f"{game_id}-{uuid.uuid4().hex}{SUFFIX}"


def _lock_of(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # only a dead process's lock is stale, however long a game lasts
    return lock


def _why_unwritable(where: Path) -> str:
    """The system's reason a file cannot be written in ``where`` (a full disk, a read-only
    file system), found by writing one: QLockFile says only "permission" or "unknown"."""
    try:
        handle, name = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=where)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(b"\n" * 4096)
                out.flush()
                os.fsync(out.fileno())
        finally:
            os.unlink(name)
    except OSError as exc:
        return textfile.describe(exc)
    return os.strerror(errno.EACCES)


def _short(path: Path) -> str:
    """``~/.local/share/…`` rather than the whole home folder: the notice is one line."""
    home = Path.home()
    try:
        return str(Path("~") / path.relative_to(home))
    except ValueError:
        return str(path)


@dataclass(frozen=True)
class Left:
    """A copy that no open window holds: a game a crash (or a kill) left unfinished."""

    game_id: str
    path: Path
    time: float
    """When it was last written (seconds since the epoch)."""


def waiting(game_ids: Collection[str]) -> list[Left]:
    """The copies of ``game_ids`` left by runs that are gone, oldest first (none for a run
    without a person). A copy another open window holds is not among them."""
    if not messages.interactive():
        return []
    try:
        paths = sorted(folder().glob(f"*{SUFFIX}"))
    except OSError:
        return []
    found = []
    for path in paths:
        game_id = game_of(path)
        if game_id is None or game_id not in game_ids:
            continue
        try:
            if not path.is_file():
                continue
            written = path.stat().st_mtime
        except OSError:
            continue
        lock = _lock_of(path)
        if lock.tryLock(0):
            lock.unlock()  # a stale lock (or none): its window is gone
        elif lock.error() == QLockFile.LockError.LockFailedError:
            continue  # a live window's copy
        found.append(Left(game_id, path, written))
    return sorted(found, key=lambda left: left.time)


class Claim:
    """A crash's copy taken by one window to continue it: locked, so that no other window
    continues (or offers) it too."""

    def __init__(self, path: Path, lock: QLockFile | None) -> None:
        self.path, self.lock = path, lock

    def release(self) -> None:
        """Give it back untouched (the person kept the game that was open)."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def set_aside(self) -> Path:
        """Rename the copy ``….refused-<time>.ludoteca.json`` (never offered again, never
        deleted) and let it go; where it is now (where it was, if it cannot be renamed)."""
        kept = set_aside(self.path)
        self.release()
        return kept


def claim(path: Path) -> Claim | None:
    """Take the copy at ``path`` to continue it; None if another window holds it."""
    lock = _lock_of(path)
    if lock.tryLock(0):
        return Claim(path, lock)
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    return Claim(path, None)  # no lock can be made there (a read-only folder): nobody else can either


def set_aside(path: Path) -> Path:
    """Rename a copy that cannot be continued to ``<name>.refused-<time>.ludoteca.json`` in
    its folder; the new path, or ``path`` if it cannot be renamed."""
    stem = path.name.removesuffix(SUFFIX)
    when = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        target = path.with_name(f"{stem}.refused-{when}{'' if n == 1 else f'-{n}'}{SUFFIX}")
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return path
        return target
    return path


class Copy:
    """The crash copy of one open game: a file of its own, locked while the game is open."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.path = _new_path(game_id)
        self._lock: QLockFile | None = None
        self._written = False

    def keep(self, text: str) -> str | None:
        """Write the game's copy; None, or the cause it cannot be written ("<folder>: No
        space left on device"), for the one notice the person gets: the game goes on, and
        their own saves still work."""
        if not messages.interactive():
            return None
        where = self.path.parent
        try:
            if os.path.lexists(where) and not where.is_dir():
                raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR))
            where.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return f"{_short(where)}: {textfile.describe(exc)}"
        if self._lock is None:
            lock = _lock_of(self.path)
            if not lock.tryLock(0):
                if lock.error() == QLockFile.LockError.LockFailedError:  # this very name is another's
                    self.path = _new_path(self.game_id)
                    return self.keep(text)
                return f"{_short(where)}: {_why_unwritable(where)}"
            self._lock = lock
        try:
            textfile.write_atomic(self.path, text)
        except textfile.FileRefused as exc:
            return f"{_short(self.path)}: {exc.reason}"
        self._written = True
        return None

    def forget(self) -> None:
        """Delete this game's copy (never another's) and let its lock go."""
        if self._written:
            try:
                self.path.unlink(missing_ok=True)
            except OSError:
                pass
            self._written = False
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def adopt(self, taken: Claim) -> None:
        """Go on in the copy of a game that is being continued: this game's own copy is
        forgotten, and the crash's copy is now this game's (kept, and forgotten, as its own)."""
        self.forget()
        self.path, self._lock, self._written = taken.path, taken.lock, True
        taken.lock = None


_told = False


def first_failure() -> bool:
    """True the first time a copy cannot be kept in this run: the person is told once, not
    after every move."""
    global _told
    told, _told = _told, True
    return not told


def noted_file(extra: dict[str, Any]) -> str | None:
    """The file a copy's note says its game was saved in (``extra.autosave.file``): anyone
    who can write the copy can write it, so it is only ever a suggestion (:func:`suggestion`)."""
    info = extra.get("autosave")
    file = info.get("file") if isinstance(info, dict) else None
    return file if isinstance(file, str) else None


def suggestion(file: str | None) -> str | None:
    """The file a continued game was saved in, as the Save dialog's suggestion only (the
    person confirms it there): a copy's note is not trusted to name a file the app would
    write without asking. Only an absolute path to a ``.ludoteca.json`` file, in plain text,
    is suggested at all."""
    if not file or not file.lower().endswith(SUFFIX) or not os.path.isabs(file) or "\x00" in file:
        return None
    if any(not ch.isprintable() for ch in file):
        return None
    return file
