"""Reading and writing the user's files: atomic saves, a default folder, size limits.

Writes go through :func:`rules.textfile.write_atomic`, which writes a temporary file and
renames it over the target only when everything was written, so a full disk or a crash never
leaves half a save; reads refuse pipes and devices and never read past the size limit.
"""
from __future__ import annotations

import re
import unicodedata
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from rules import textfile

MAX_READ = 4 * 1024 * 1024


class FileProblem(Exception):
    """A file could not be read or written; the message is ready to show to the person."""


# Called as translate("files", "literal") so that lupdate finds the texts.
translate = QCoreApplication.translate


_HIDDEN = {"Cc", "Cf", "Zl", "Zp", "Cs"}
_JOINERS = {"\u200c", "\u200d"}
"""Zero-width (non-)joiners shape Persian, Indic and emoji names; they move nothing."""
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def shown(name: str | Path) -> str:
    """A file name or path as the app shows it (the title, a tab, a message): line breaks,
    control characters, bidirectional marks (U+202E turns ``evil\u202egnp.exe`` around on the
    screen) and undecodable bytes are written as escapes (``\\n``, ``\\u202e``), so what is
    shown is what the name holds. Letters of every script stay as they are."""
    out = []
    for ch in str(name):
        if unicodedata.category(ch) not in _HIDDEN or ch in _JOINERS:
            out.append(ch)
        elif ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        else:
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
    return "".join(out)


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


def write_text_atomic(path: str | Path, text: str | bytes) -> None:
    """Write all of ``text`` or nothing (:func:`rules.textfile.write_atomic`: a full disk or a
    crash never leaves half a save); raises :class:`FileProblem` with the system's reason."""
    try:
        textfile.write_atomic(path, text)
    except textfile.FileRefused as exc:
        if exc.kind == "read_only":
            raise FileProblem(translate("files", "%1 is read-only, so Ludoteca does not replace it. Save under "
                                                 "another name, or make the file writable first.")
                              .replace("%1", shown(path))) from None
        raise FileProblem(translate("files", "Cannot write %1: %2").replace("%1", shown(path))
                          .replace("%2", exc.reason)) from None


def read_text(path: str | Path, limit: int = MAX_READ) -> str:
    """Read a small text file; raises :class:`FileProblem` for missing, huge, binary or special
    files (a pipe, a device) without blocking or reading more than ``limit`` + 1 bytes."""
    p = Path(path)
    try:
        data = textfile.read_bytes(p, limit)
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileProblem(translate("files", "%1 is not a text file.").replace("%1", shown(p.name))) from None
    except textfile.FileRefused as exc:
        messages = {
            "not_regular": translate("files", "%1 is not a regular file (a folder, a device or a pipe), so it cannot "
                                              "be opened."),
            "too_large": translate("files", "%1 is too large to be a Ludoteca file."),
        }
        text = messages.get(exc.kind) or translate("files", "Cannot read %1: %2").replace("%2", exc.reason)
        raise FileProblem(text.replace("%1", shown(p.name))) from None


_DEVICE_NAMES = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}
MAX_NAME_BYTES = 120
"""A suggested name's stem stays well under the 255 bytes file systems allow (with room for
the suffix and a copy's number)."""


def safe_file_name(name: str, suffix: str, fallback: str) -> str:
    """A file name for ``name`` (a board's name, which anyone may have written) that stays in
    the folder it is joined to: letters and digits of any script are kept, anything else (``/``,
    ``..``, NUL, spaces, control characters) becomes a dash; lower case, at most
    :data:`MAX_NAME_BYTES` bytes, never empty, hidden or a Windows device name (``con``)."""
    text = unicodedata.normalize("NFC", name).lower()
    stem = re.sub(r"-+", "-", "".join(ch if ch.isalnum() or ch == "_" else "-" for ch in text)).strip("-_")
    stem = stem.encode("utf-8")[:MAX_NAME_BYTES].decode("utf-8", "ignore").rstrip("-_")
    if not stem:
        stem = fallback
    elif stem in _DEVICE_NAMES:
        stem = f"{stem}-{fallback}"
    return stem + suffix


def with_suffix(path: str, suffix: str, kept: tuple[str, ...] = ()) -> str:
    """``path`` with ``suffix`` (``.ludoteca.json``) added unless it ends with it or with one
    of ``kept`` (any case): a name typed without it would not be listed by Open's filter."""
    lower = path.lower()
    if lower.endswith(suffix.lower()) or any(lower.endswith(k.lower()) for k in kept):
        return path
    stem = path.rstrip(".")
    return (stem if Path(stem).name else path) + suffix


def dated_name(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/<stem>-<today>.<suffix>`` (``wildcats-2026-11-26.ludoteca.json``), numbered
    ``-2``, ``-3``... when a file of that name is there already: the suggestion never offers
    to replace a file."""
    base = f"{stem}-{date.today().isoformat()}"
    path = folder / f"{base}{suffix}"
    number = 2
    while path.exists() and number < 1000:
        path = folder / f"{base}-{number}{suffix}"
        number += 1
    return path


def save_filter() -> str:
    """The file dialogs' filter for saved games."""
    return translate("files", "Ludoteca games (*.ludoteca.json *.json);;All files (*)")
