"""Opening a saved game: the rules check the game (:mod:`rules.savefile`), this module checks
the app's own part of the file (who plays, the chance seed older versions wrote and this one
ignores) and asks the game's UI to check what it adds (Oche's level), strictly: a level the game
does not have, or a seat of the wrong shape, is refused with a message naming the field, never
mapped to something else in silence."""
from __future__ import annotations

import re
from typing import Any

from desktop import files
from desktop.games import GameEntry, entry
from desktop.seats import Seat
from rules import jsonfile, savefile
from rules.errors import SaveFormatError
from rules.protocol import Game, Outcome, State, Termination

SEED_LIMIT = 2 ** 63
SUFFIX = ".ludoteca.json"
"""A saved game's file name ends so (Open also lists any ``.json``)."""


def load(path: str) -> tuple[State[Any], dict[str, Any], GameEntry]:
    """The replayed state, the checked extra data and the game's page entry; raises
    :class:`files.FileProblem` or :class:`SaveFormatError`."""
    return load_text(files.read_text(path, savefile.MAX_BYTES))


def load_text(text: str) -> tuple[State[Any], dict[str, Any], GameEntry]:
    """:func:`load` of a file's text."""
    state, extra = savefile.loads(text)
    try:
        page_entry = entry(state.game.id)
    except KeyError:
        raise SaveFormatError(f"this version cannot play {state.game.title} yet") from None
    check_extra(state.game, extra)
    page_entry.ui_class().check_extra(extra)  # what the game adds (Oche: its level)
    return state, extra, page_entry


def check_extra(game: Game[Any, Any], extra: dict[str, Any]) -> None:
    """The shared part of ``extra``: who plays, and the chance seed older versions wrote."""
    seats = jsonfile.field(extra, "seats", list, "extra.", None)
    if seats is not None:
        if len(seats) != 2:
            raise SaveFormatError("extra.seats must list the two seats")
        levels = [lv.number for lv in game.computer_levels()]
        for i, seat in enumerate(seats):
            where = f"extra.seats[{i}]."
            if not isinstance(seat, dict):
                raise SaveFormatError(f"extra.seats[{i}] must be an object")
            computer = jsonfile.field(seat, "computer", bool, where, False)
            level = jsonfile.field(seat, "level", int, where, 0)
            if computer and level not in levels:
                span = f"{levels[0]}–{levels[-1]}" if levels else "none"
                raise SaveFormatError(f"{where}level: {level} is not a level of {game.title} ({span})")
    seed = jsonfile.field(extra, "seed", int, "extra.", None)
    if seed is not None and not 0 <= seed < SEED_LIMIT:
        raise SaveFormatError(f"extra.seed must be a whole number from 0 to {SEED_LIMIT - 1}")
    ended = jsonfile.field(extra, "ended", dict, "extra.", None)
    if ended is not None:
        termination = jsonfile.field(ended, "termination", str, "extra.ended.")
        if termination not in ENDINGS:
            raise SaveFormatError(f"extra.ended.termination must be one of {', '.join(ENDINGS)}")
        winner = ended.get("winner")
        if winner is not None and winner not in (0, 1) or type(winner) is bool:
            raise SaveFormatError("extra.ended.winner must be 0, 1 or null")
        if (winner is None) != (termination == Termination.AGREEMENT.value):
            raise SaveFormatError("extra.ended.winner must be null for an agreed draw, and only then")
        reason = jsonfile.field(ended, "reason", str, "extra.ended.", "")
        if len(reason) > MAX_REASON:
            raise SaveFormatError(f"extra.ended.reason is longer than {MAX_REASON} characters")
    network = jsonfile.field(extra, "network", dict, "extra.", None)
    if network is not None:
        if network.get("role") not in ("host", "join"):
            raise SaveFormatError("extra.network.role must be \"host\" or \"join\"")
        code = jsonfile.field(network, "code", str, "extra.network.")
        if not CODE.fullmatch(code):
            raise SaveFormatError("extra.network.code is not an invitation code")
        if network.get("seat") not in (0, 1) or type(network.get("seat")) is bool:
            raise SaveFormatError("extra.network.seat must be 0 or 1")


ENDINGS = (Termination.RESIGNATION.value, Termination.FORFEIT.value, Termination.AGREEMENT.value)
"""How a game may end outside the rules, as a save writes it."""
MAX_REASON = 1000
CODE = re.compile(r"[0-9]{1,6}(-[a-z]{2,20}){1,8}")
"""An invitation code as the link writes it (checked again by the link before it is used)."""


def ended_to_json(outcome: Outcome) -> dict[str, Any]:
    """A resignation, a forfeit or an agreed draw, for a save's ``extra.ended``."""
    return {"termination": outcome.termination.value, "winner": outcome.winner, "reason": outcome.detail}


def ended_of(extra: dict[str, Any]) -> tuple[int | None, Termination, str] | None:
    """(loser, termination, reason) of a checked save's ``extra.ended``, else None."""
    ended = extra.get("ended")
    if not isinstance(ended, dict):
        return None
    winner = ended.get("winner")
    return (None if winner is None else 1 - winner), Termination(ended["termination"]), str(ended.get("reason", ""))


def seats_of(extra: dict[str, Any], default: tuple[Seat, Seat]) -> tuple[Seat, Seat]:
    """The seats of a checked save (:func:`check_extra`), or ``default`` if it names none."""
    seats = extra.get("seats")
    return (Seat.from_json(seats[0]), Seat.from_json(seats[1])) if seats else default
