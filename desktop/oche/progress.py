"""Which Oche levels the person has won, kept in the user's settings (QSettings).

Stored as text ("1,4,7") because QSettings' INI and native back ends disagree on lists of ints.
"""
from __future__ import annotations

from desktop.settings import set_value, settings

KEY = "oche/completed"


def completed() -> set[int]:
    raw = settings().value(KEY, "")
    if isinstance(raw, list):
        raw = ",".join(str(v) for v in raw)
    # A hand-edited settings file may hold anything: "²" or a 5,000-digit number is not a level.
    return {int(part) for part in str(raw or "").split(",")
            if part.strip().isascii() and part.strip().isdigit() and len(part.strip()) < 6}


def mark_completed(level: int) -> None:
    done = completed() | {level}
    set_value(KEY, ",".join(str(n) for n in sorted(done)))
