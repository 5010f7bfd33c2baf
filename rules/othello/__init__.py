"""Othello: bitboard rules (:mod:`.bitboard`), state, notation and computer players."""
from rules.othello.game import OthelloGame
from rules.othello.moves import PASS, OthelloMove
from rules.othello.state import BLACK, WHITE, OthelloState

__all__ = ["OthelloGame", "OthelloMove", "OthelloState", "PASS", "BLACK", "WHITE"]
