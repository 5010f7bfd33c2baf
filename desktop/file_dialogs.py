"""The Save dialogs of the app: a name typed without its extension gets it.

Qt's dialog (and most native ones) writes exactly the name typed, so a save called
``hotseat-pending`` would be missing from Open, whose filter lists ``*.ludoteca.json``. The
suffix is added after the dialog; if a file of the completed name exists, the person is asked
before it is replaced (the dialog only asked about the name as typed).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop import files, messages


def save_path(parent: QWidget | None, title: str, suggested: str, filters: str, suffix: str,
              kept: tuple[str, ...] = ()) -> str | None:
    """Where to save: the dialog's answer with ``suffix`` added (unless it ends with it or one
    of ``kept``), or None if the person cancelled or would not replace a file."""
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    if not path:
        return None
    named = files.with_suffix(path, suffix, kept)
    if named != path and Path(named).exists():
        translate = QCoreApplication.translate
        if not messages.confirm(parent, translate("file_dialogs", "Replace the file?"),
                                 translate("file_dialogs", "%1 already exists. Replace it?")
                                 .replace("%1", files.shown(Path(named).name))):
            return None
    return named
