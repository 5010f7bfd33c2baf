"""Othello: bitboard rules (:mod:`.bitboard`), state, notation and computer players."""
from rules.othello.game import OthelloGame
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import BLACK, WHITE, OthelloState


def cli_commands() -> dict[str, tuple[object, object]]:
    """solve, bench, match and train (imported only when the command line asks)."""
    from rules.othello.commands import cli_commands as commands
    return commands()


__all__ = ["cli_commands", "OthelloGame", "OthelloMove", "OthelloState", "PASS", "BLACK", "WHITE"]
