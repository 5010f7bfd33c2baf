"""Programmer's Checkers (*Programátorská dáma*): checkers whose captures obey logic-operator tiles.

Public API for the desktop page (see docs/programmers-checkers.md):

* :class:`CheckersGame` (options ``deck``, ``repetition_draw``, ``move_limit``,
  ``men_capture_backwards``, ``take_most``, ``no_king_priority``, ``crown_bit_choice``,
  ``start``) and :class:`CheckersState`: ``stone_at``, ``stones``, ``active``, ``next_op``,
  ``pile_counts``, ``discard_counts``, ``last_draw_reshuffled``, ``must_capture``,
  ``moves_from``, ``destinations``, ``can_flip``, ``capture_routes``, ``capture_steps``,
  ``crowns``, ``position``, ``phase``;
* the moves :class:`Step`, :class:`Capture`, :class:`Flip`, :class:`Setup`, :class:`Draw`;
* :func:`allows` and :func:`truth_table` (the operator widget), :data:`OPS`,
  :func:`square_name` / :func:`parse_square_name` (algebraic names), :func:`coords`;
* :data:`BASIC_DECK`, :data:`ADVANCED_DECK`, :func:`deck_counts` (validates a composition).
"""
from rules import native

NATIVE_MODULES = ("engine", "evaluation", "movegen")
"""The modules compiled when the machine can (see :mod:`rules.native`): the Expert's search,
its evaluation and the move generator it calls at every node."""
native.prefer(__name__, __path__, NATIVE_MODULES)

from rules.programmers_checkers.board import (  # noqa: E402  (after the compiled modules are preferred)
    OPS,
    allows,
    coords,
    parse_square_name,
    square_at,
    square_name,
    truth_table,
)
from rules.programmers_checkers.game import CheckersGame
from rules.programmers_checkers.moves import ALL_ONES, Capture, Draw, Flip, Setup, Step
from rules.programmers_checkers.state import CaptureRoute, CheckersState, Stone
from rules.programmers_checkers.tiles import ADVANCED_DECK, BASIC_DECK, deck_counts


def cli_commands() -> dict[str, tuple[object, object]]:
    """perft (with set-up, position, operator and flips), analyse, bench."""
    from rules.programmers_checkers.commands import cli_commands as commands
    return commands()


def match_kit() -> object:
    """The ``greedy`` player for ``match`` (:mod:`rules.programmers_checkers.match`)."""
    from rules.programmers_checkers.match import match_kit as kit
    return kit()


__all__ = ["OPS", "allows", "coords", "parse_square_name", "square_at", "square_name", "truth_table",
           "CheckersGame", "CheckersState", "CaptureRoute", "Stone", "ALL_ONES", "Capture", "Draw",
           "Flip", "Setup", "Step", "ADVANCED_DECK", "BASIC_DECK", "deck_counts", "cli_commands", "match_kit"]
