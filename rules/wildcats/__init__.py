"""Wild Cats (*Pisicile sălbatice*): simultaneous secret squares on a 5x5 board, four in a row.

Modules: :mod:`.board` (squares, the 28 lines, threats, the allowed squares, the end tests,
the position text), :mod:`.moves` (a square, a round, the spec's notation), :mod:`.state`,
:mod:`.game`, :mod:`.matrixgame` (equilibria of one round), :mod:`.solver` (backward induction,
exact or depth-limited), :mod:`.heuristic` (the leaf evaluation), :mod:`.players` (computer
levels, analysis) and :mod:`.commands` (``python -m rules solve|random|bench|match wildcats``).
"""
from rules.wildcats.game import WildCatsGame
from rules.wildcats.moves import Round, Square, parse_round, parse_square, round_text
from rules.wildcats.state import ChoiceInfo, WildCatsState


def cli_commands():  # type: ignore[no-untyped-def]
    from rules.wildcats.commands import COMMANDS
    return COMMANDS


__all__ = ["WildCatsGame", "WildCatsState", "ChoiceInfo", "Square", "Round", "parse_square", "parse_round",
           "round_text", "cli_commands"]
