"""Wild Cats (*Pisicile sălbatice*): simultaneous secret squares on a 5x5 board, four in a row.

Modules: :mod:`.board` (squares, the 28 lines, threats, the allowed squares, the end tests,
the position text), :mod:`.moves` (a square, a round, the spec's notation), :mod:`.state`,
:mod:`.game`, :mod:`.matrixgame` (equilibria of one round), :mod:`.solver` (backward induction,
exact or depth-limited), :mod:`.heuristic` and :mod:`.evaluation` (leaf evaluations, both reading
the count of each side's live lines in :mod:`.lines`),
:mod:`.computer` (the computer's levels as public mixes, analysis), :mod:`.bestreply` (a reader
of those mixes, ``match``'s ``bestreply:L<n>``), :mod:`.exploit` (the exploitability bench)
and :mod:`.commands` (``python -m rules solve|exploit|bench|train wildcats``).
"""
from rules import native

NATIVE_MODULES = ("solver", "evaluation", "lines", "heuristic")
"""The modules compiled when the machine can (see :mod:`rules.native`): the exact solver and
the leaf evaluations it calls at every leaf."""
native.prefer(__name__, __path__, NATIVE_MODULES)

from rules.wildcats.game import WildCatsGame  # noqa: E402  (after the compiled modules are preferred)
from rules.wildcats.moves import Round, Square, parse_round, parse_square, round_text
from rules.wildcats.state import ChoiceInfo, WildCatsState


def cli_commands() -> dict[str, tuple[object, object]]:
    """solve, exploit, bench and train (imported only when the command line asks)."""
    from rules.wildcats.commands import COMMANDS
    return dict(COMMANDS)


def match_kit() -> object:
    """The ``bestreply:L<n>`` player for ``match`` (:mod:`rules.wildcats.bestreply`)."""
    from rules.wildcats.bestreply import match_kit as kit
    return kit()


__all__ = ["NATIVE_MODULES", "WildCatsGame", "WildCatsState", "ChoiceInfo", "Square", "Round", "parse_square", "parse_round",
           "round_text", "cli_commands", "match_kit"]
