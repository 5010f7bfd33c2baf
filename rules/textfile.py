"""Reading and writing the project's small text files safely, without Qt.

Reading refuses what is not a regular file before opening it (a FIFO would block for ever,
``/dev/zero`` behind a symbolic link would fill the memory) and reads at most the limit plus
one byte, whatever the file system says its size is. Writing is atomic: a temporary file in
the same folder, flushed to the disk, then renamed over the target, so a full disk or a crash
leaves the old file whole.
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path


class FileRefused(Exception):
    """The file cannot be used; the message says why in words a person understands.
    ``kind`` is for callers that word it themselves (translated): "unreadable",
    "not_regular", "too_large", "unwritable" or "read_only"; ``reason`` is the system's own
    words."""

    def __init__(self, message: str, kind: str = "unreadable", reason: str = "") -> None:
        super().__init__(message)
        self.kind, self.reason = kind, reason


def describe(exc: OSError) -> str:
    """An OS error in plain words ("No space left on device"), never "Unknown error"."""
    if exc.errno is not None:
        return os.strerror(exc.errno)
    return str(exc) or type(exc).__name__


def read_bytes(path: str | Path, limit: int) -> bytes:
    p = Path(path)
    try:
        info = p.stat()  # follows a symbolic link to what it points at
    except OSError as exc:
        raise FileRefused(f"{p.name} cannot be read: {describe(exc)}", "unreadable", describe(exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"{p.name} is not a regular file (a folder, a device or a pipe), so it cannot be opened",
                          "not_regular")
    try:
        with open(p, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise FileRefused(f"{p.name} cannot be read: {describe(exc)}", "unreadable", describe(exc)) from None
    if len(data) > limit:
        raise FileRefused(f"{p.name} is too large (more than {limit:,} bytes) to be a Ludoteca file", "too_large")
    return data


def read_only(path: str | Path) -> bool:
    """Whether ``path`` is a file whose permissions deny this user writing it (``chmod 444``,
    or another's file without write permission for us). The atomic rename would replace it all
    the same (a rename asks the folder, not the file), and root may write anything, so the
    permission bits are read here: for root (and where there are no user ids) a file with no
    write bit at all is read-only. A read-only file system is not this: writing there fails
    with the system's own reason."""
    try:
        info = Path(path).stat()
    except OSError:
        return False
    mode = info.st_mode
    if not stat.S_ISREG(mode):
        return False
    uid = os.geteuid() if hasattr(os, "geteuid") else 0
    if uid == 0:
        return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    if info.st_uid == uid:
        return not mode & stat.S_IWUSR
    if info.st_gid == os.getegid() or info.st_gid in os.getgroups():
        return not mode & stat.S_IWGRP
    return not mode & stat.S_IWOTH


def write_atomic(path: str | Path, content: str | bytes) -> None:
    """Write all of ``content`` (text as UTF-8) or nothing; raises :class:`FileRefused` with
    the cause. A read-only file (:func:`read_only`) is never replaced (kind "read_only"): a
    desktop user who made a file read-only meant "do not change it", as every editor honours."""
    target = Path(path)
    data = content.encode("utf-8") if isinstance(content, str) else content
    if read_only(target):
        raise FileRefused(f"{target} is read-only, so it is not replaced", "read_only",
                          os.strerror(errno.EACCES))
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise FileRefused(f"cannot write {target}: {describe(exc)}", "unwritable", describe(exc)) from None
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if target.exists():
            os.chmod(temporary, stat.S_IMODE(target.stat().st_mode))
        else:
            os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except OSError as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise FileRefused(f"cannot write {target}: {describe(exc)}", "unwritable", describe(exc)) from None
