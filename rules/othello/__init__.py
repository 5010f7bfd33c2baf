"""Othello: bitboard rules (:mod:`.bitboard`), state, notation and computer players."""
from rules.othello.game import OthelloGame
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import BLACK, WHITE, OthelloState


def cli_commands() -> dict[str, tuple[object, object]]:
    """solve, bench and train (imported only when the command line asks)."""
    from rules.othello.commands import cli_commands as commands
    return commands()


def match_kit() -> object:
    """Othello's players, openings and figures for ``match`` (:mod:`rules.othello.match`)."""
    from rules.othello.match import match_kit as kit
    return kit()


__all__ = ["cli_commands", "match_kit", "OthelloGame", "OthelloMove", "OthelloState", "PASS", "BLACK", "WHITE"]
