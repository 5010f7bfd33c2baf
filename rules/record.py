"""Game records as text: tag lines in the style of PGN, then the moves in the game's notation.

::

    [Game "programmers_checkers"]
    [Options "{\\"deck\\": \\"advanced\\"}"]
    [Result "1-0"]

    W:111111111111/B:000011111111 draw:AND draw:XOR 22-18 11-15 18x11 ...

A record is what people exchange (mail, a forum post, the clipboard): unlike a save it has
no desktop data (players, seeds), only what the rules need to replay the game: the game, the
options that differ from the defaults (a Programmer's Checkers deck, an Oche board), and
every move including the set-ups and the tiles drawn, as chance moves. Reading is strict:
an unknown tag, a malformed line or an illegal move is an error naming what and where (the
move's number), never a silently different game. A bare move list (no tags) is read as a
game of the expected kind with its default options.
"""
from __future__ import annotations

import json
import re
import textwrap
from typing import Any

from rules import jsonfile
from rules.errors import NotationError
from rules.protocol import Game, State
from rules.registry import game_ids, get_game

TAG = re.compile(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$')
TAGS = ("Game", "Options", "Result")
MAX_CHARS = 4 * 1024 * 1024


def result_text(state: State[Any]) -> str:
    """The Result tag of ``state``: the result as its game's spec writes it (Wild Cats'
    ``½-½ (three blocks in a row)``, quantum tic-tac-toe's ``1–½``, Othello's ``40–24``),
    PGN's ``1-0``, ``0-1``, ``1/2-1/2`` for the others, ``*`` while unfinished."""
    game: Game[Any, Any] = state.game
    return game.result_notation(state)


def _score(result: str) -> str:
    """A result without its reason in brackets, with PGN's ``1/2`` and the ASCII hyphen
    for ``½`` and the dash: the forms a person may type for the same result."""
    score = re.sub(r"\s*\(.*\)\s*$", "", result.strip())
    return score.replace("1/2", "½").replace("–", "-").replace("—", "-").replace(" ", "")


def _agrees(tag: str, state: State[Any]) -> bool:
    """Whether a record's Result tag says how its moves end, in the game's own notation
    (typed with a hyphen or PGN's ``1/2`` as well; the reason is not compared). Only the
    game's notation counts: quantum tic-tac-toe's ``1-0`` is not a ``1–½``."""
    return tag == "*" or _score(tag) == _score(result_text(state))


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def dumps(state: State[Any]) -> str:
    game = state.game
    lines = [f'[Game "{game.id}"]']
    changed = {k: v for k, v in game.options.items() if game.default_options.get(k, object()) != v}
    if changed:
        lines.append(f'[Options "{_quote(json.dumps(changed, ensure_ascii=False, sort_keys=True))}"]')
    lines.append(f'[Result "{result_text(state)}"]')
    moves = game.record_to_text(state.history)
    return "\n".join(lines) + "\n\n" + textwrap.fill(moves, 78, break_on_hyphens=False, break_long_words=False) + "\n"


def loads(text: str, expected: str | None = None) -> State[Any]:
    """The replayed game of a record; ``expected`` (a game id) refuses a record of another
    game and gives the game of a bare move list. Raises :class:`NotationError` (unreadable)
    or :class:`IllegalMoveError` (with the move's 1-based number)."""
    if len(text) > MAX_CHARS:
        raise NotationError(f"the record is longer than {MAX_CHARS // 1024 // 1024} MiB")
    tags: dict[str, str] = {}
    body: list[str] = []
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        stripped = line.strip()
        if not body and stripped.startswith("["):
            match = TAG.match(stripped)
            if match is None:
                raise NotationError(f"line {number} is not a tag such as [Game \"othello\"]")
            name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
            if name not in TAGS:
                raise NotationError(f"line {number}: unknown tag {name!r} (known: {', '.join(TAGS)})")
            if name in tags:
                raise NotationError(f"line {number}: the tag {name} is given twice")
            tags[name] = value
        elif stripped:
            body.append(stripped)
    game_id = tags.get("Game", expected)
    if game_id is None:
        raise NotationError("the record does not say its game ([Game \"...\"])")
    if game_id not in game_ids():
        raise NotationError(f"unknown game {game_id[:40]!r}")
    if expected is not None and game_id != expected:
        raise NotationError(f"this is a record of {game_id}, not of {expected}")
    options: Any = {}
    if "Options" in tags:
        try:
            options = jsonfile.loads(tags["Options"])
        except ValueError as exc:
            raise NotationError(f"the Options tag is not JSON: {exc}") from None
        if not isinstance(options, dict):
            raise NotationError("the Options tag is a JSON object such as {\"deck\": \"basic\"}")
    try:
        game = get_game(game_id, **options)
    except (TypeError, ValueError) as exc:
        raise NotationError(f"options: {exc}") from None
    moves = " ".join(body)
    if not moves:
        raise NotationError("the record has no moves")
    state: State[Any] = game.replay(game.parse_record(moves))  # each game reads its own notation
    if "Result" in tags and not _agrees(tags["Result"], state):
        raise NotationError(f"the record says {tags['Result']}, but its moves end {result_text(state)}")
    return state
