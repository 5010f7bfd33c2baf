"""Typed errors shared by every game, so callers can tell bad input from bugs.

They subclass ``ValueError`` (as python-chess's ``IllegalMoveError`` does) so that code
which only knows "the input was wrong" can catch them without importing this module.
"""
from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the rules layer raises on purpose."""


class NotationError(RulesError):
    """A move, position or record could not be read."""


class IllegalMoveError(RulesError):
    """A move that the rules forbid in the current position.

    ``number`` is the 1-based position of the move in a record being replayed, when known,
    so that a message can say *which* move of an imported game is wrong.
    """

    def __init__(self, message: str, number: int | None = None) -> None:
        self.number = number
        if number is not None:
            message = f"move {number}: {message}"
        super().__init__(message)


class GameOverError(IllegalMoveError):
    """A move was offered after the game ended."""


class SaveFormatError(RulesError):
    """A save or board file is not one this version can read."""


def quoted(text: str, limit: int = 30) -> str:
    """``repr(text)``, shortened: a message quotes what it could not read, not 8,000
    characters of it."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}… ({len(text):,} characters)"


def naming(option: str, exc: ValueError) -> ValueError:
    """``exc`` with the option it is about in front (``start: ...``), of the same kind (a
    NotationError stays one), for a game's ``check_options``: a wrong option names itself."""
    text = str(exc)
    if not text.startswith(f"{option}: "):
        text = f"{option}: {text}"
    return NotationError(text) if isinstance(exc, NotationError) else ValueError(text)
