"""Reading and writing the user's files: atomic saves, a default folder, size limits.

Writes go through QSaveFile, which writes a temporary file and renames it over the target
only when everything was written, so a full disk or a crash never leaves half a save.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile, QStandardPaths

MAX_READ = 4 * 1024 * 1024


class FileProblem(Exception):
    """A file could not be read or written; the message is ready to show to the person."""


# Called as translate("files", "literal") so that lupdate finds the texts.
translate = QCoreApplication.translate


def default_folder() -> Path:
    """``Documents/Ludoteca`` when there is a documents folder, else the app data folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    base = Path(docs) / "Ludoteca" if docs else \
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return base


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write all of ``text`` or nothing; raises :class:`FileProblem` with the reason."""
    out = QSaveFile(str(path))
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise FileProblem(translate("files", "Cannot write %1: %2")
                          .replace("%1", str(path)).replace("%2", out.errorString()))
    data = text.encode("utf-8")
    if out.write(data) != len(data):
        error = out.errorString()
        out.cancelWriting()
        raise FileProblem(translate("files", "Cannot write %1: %2").replace("%1", str(path)).replace("%2", error))
    if not out.commit():
        raise FileProblem(translate("files", "Cannot write %1: %2")
                          .replace("%1", str(path)).replace("%2", out.errorString()))


def read_text(path: str | Path, limit: int = MAX_READ) -> str:
    """Read a small text file; raises :class:`FileProblem` for missing, huge or binary files."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > limit:
            raise FileProblem(translate("files", "%1 is too large (%2 bytes) to be a Ludoteca file.")
                              .replace("%1", p.name).replace("%2", str(size)))
        return p.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem(translate("files", "%1 is not a text file.").replace("%1", p.name)) from None
    except OSError as exc:
        raise FileProblem(translate("files", "Cannot read %1: %2")
                          .replace("%1", str(p)).replace("%2", exc.strerror or str(exc))) from None


def save_filter() -> str:
    """The file dialogs' filter for saved games."""
    return translate("files", "Ludoteca games (*.ludoteca.json *.json);;All files (*)")
